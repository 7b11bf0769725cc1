/**
 * Token formats: credentials known by their own shape wherever they are written. The
 * patterns are gitleaks' (config/gitleaks.toml and cmd/generate/config/rules/*.go, MIT,
 * see GITLEAKS-NOTICE; `gitleaks` names the rules each row carries), re-cut for the
 * anchored scan of text-scan.ts: every match starts with one of `prefixes` at the start
 * of a token (not after a base64 character), or holds `inside.anchor` `inside.lookback`
 * characters after its start. Where flowgate had a wider pattern before (GitHub, Slack,
 * Stripe, OpenAI, Anthropic) it keeps it: scripts are held to any match of the shape.
 *
 * Rows are in priority order: when two rows match the same characters the earlier one is
 * reported (an Anthropic key is not also an OpenAI key). Judging a match (data.ts of the
 * scan): `isReal` when given, else the body (group `body`, or the whole match) must not be
 * a stand-in and must look random, and the whole match must reach gitleaks' `entropy`;
 * a `checksum` that holds makes it real outright.
 */
import type { Checksum } from './checksums.js';

export interface MatchContext {
  /** The whole text the match was found in, and where. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** How a special format is judged; the default judgement lives in text-scan.ts. */
export type FormatJudge =
  | 'private-key'
  | 'jwt'
  | 'jwt-base64'
  | 'aws-access-key'
  | 'url-password'
  | 'azure-storage'
  | 'azure-sas';

export interface FormatRule {
  readonly id: string;
  /** Completes "looks like …"; names the kind of credential, never a value. */
  readonly description: string;
  /** The gitleaks rules whose pattern this row carries; absent: flowgate's own. */
  readonly gitleaks?: readonly string[];
  /** Literal texts a match starts with, at the start of a token. */
  readonly prefixes?: readonly string[];
  /** Or a literal inside the match, `lookback` characters after its start. */
  readonly inside?: { readonly anchors: readonly string[]; readonly lookback: number; readonly notAfter?: RegExp };
  /** Regex source matched at the start; group `body` is the random part. */
  readonly pattern: string;
  readonly caseInsensitive?: boolean;
  /** gitleaks' minimum Shannon entropy of the whole match. */
  readonly entropy?: number;
  readonly checksum?: Checksum;
  readonly judge?: FormatJudge;
}

/** Not followed by another token character: the token ends here. */
const END = '(?![A-Za-z0-9+/_-])';
const UUID = '[a-z0-9]{8}-(?:[a-z0-9]{4}-){3}[a-z0-9]{12}';

export const FORMAT_RULES: readonly FormatRule[] = [
  {
    id: 'private-key',
    description: 'a private key block',
    gitleaks: ['private-key'],
    inside: { anchors: ['-----BEGIN'], lookback: 0 },
    pattern:
      '-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----(?<body>[\\s\\S]*?)(?:-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----|$)',
    judge: 'private-key',
  },
  {
    id: 'aws-access-key',
    description: 'an AWS access key id',
    gitleaks: ['aws-access-token'],
    prefixes: ['AKIA', 'ASIA', 'ABIA', 'ACCA', 'A3T'],
    // [A-Z0-9] rather than gitleaks' base32 [A-Z2-7]: hand-made ids with 0, 1, 8, 9 are flagged too.
    pattern: '(?<body>(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16})(?![A-Za-z0-9])',
    judge: 'aws-access-key',
  },
  {
    id: 'aws-bedrock-api-key',
    description: 'an Amazon Bedrock API key',
    gitleaks: ['aws-amazon-bedrock-api-key-long-lived', 'aws-amazon-bedrock-api-key-short-lived'],
    prefixes: ['ABSK', 'bedrock-api-key-'],
    pattern: `(?:ABSK(?<body>[A-Za-z0-9+/]{109,269}={0,2})|bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29t[A-Za-z0-9+/=]{20,})${END}`,
    entropy: 3,
  },
  {
    id: 'azure-ad-client-secret',
    description: 'an Azure AD (Entra ID) client secret',
    gitleaks: ['azure-ad-client-secret'],
    inside: { anchors: ['Q~'], lookback: 4, notAfter: /[A-Za-z0-9_~.-]/ },
    pattern: '(?<body>[a-zA-Z0-9_~.]{3}\\dQ~[a-zA-Z0-9_~.-]{31,34})(?![a-zA-Z0-9_~.-])',
    entropy: 3,
  },
  {
    id: 'azure-storage-key',
    description: 'an Azure storage or Cosmos DB account key',
    inside: { anchors: ['AccountKey='], lookback: 0 },
    pattern: 'AccountKey=(?<body>[A-Za-z0-9+/]{43,}={0,2})',
    judge: 'azure-storage',
  },
  {
    id: 'azure-shared-access-key',
    description: 'an Azure Service Bus, Event Hubs or IoT Hub shared access key',
    inside: { anchors: ['SharedAccessKey='], lookback: 0 },
    pattern: 'SharedAccessKey=(?<body>[A-Za-z0-9+/]{43,}={0,2})',
  },
  {
    id: 'azure-sas-token',
    description: 'an Azure shared access signature (a SAS address with sig=)',
    inside: { anchors: ['sig='], lookback: 0, notAfter: /[A-Za-z0-9_]/ },
    pattern: 'sig=(?<body>[A-Za-z0-9%+/=_-]{20,200})',
    judge: 'azure-sas',
  },
  {
    id: 'github-token',
    description: 'a GitHub token',
    gitleaks: ['github-pat', 'github-oauth', 'github-app-token', 'github-refresh-token'],
    prefixes: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_'],
    pattern: `gh[pousr]_(?<body>[A-Za-z0-9]{36,251})${END}`,
    entropy: 3,
    checksum: 'github',
  },
  {
    id: 'github-token',
    description: 'a GitHub fine-grained token',
    gitleaks: ['github-fine-grained-pat'],
    prefixes: ['github_pat_'],
    pattern: `github_pat_(?<body>[A-Za-z0-9_]{40,251})${END}`,
    entropy: 3,
  },
  {
    id: 'gitlab-token',
    description: 'a GitLab token',
    gitleaks: [
      'gitlab-pat', 'gitlab-pat-routable', 'gitlab-ptt', 'gitlab-deploy-token', 'gitlab-feed-token',
      'gitlab-incoming-mail-token', 'gitlab-kubernetes-agent-token', 'gitlab-oauth-app-secret',
      'gitlab-runner-authentication-token', 'gitlab-runner-authentication-token-routable', 'gitlab-scim-token',
      'gitlab-feature-flag-client-token', 'gitlab-cicd-job-token',
    ],
    prefixes: ['glpat-', 'glptt-', 'gldt-', 'glft-', 'glimt-', 'glagent-', 'gloas-', 'glrt-', 'glsoat-', 'glffct-', 'glcbt-'],
    pattern:
      '(?:glpat-(?<body>[0-9a-zA-Z_-]{27,300}\\.[0-9a-z]{2}[0-9a-z]{7}|[\\w-]{20})|glptt-[0-9a-f]{40}|gldt-[0-9a-zA-Z_\\-]{20}|glft-[0-9a-zA-Z_\\-]{20}|glimt-[0-9a-zA-Z_\\-]{25}' +
      '|glagent-[0-9a-zA-Z_\\-]{50}|gloas-[0-9a-zA-Z_\\-]{64}|glrt-(?:t\\d_[0-9a-zA-Z_\\-]{27,300}\\.[0-9a-z]{2}[0-9a-z]{7}|[0-9a-zA-Z_\\-]{20})' +
      `|glsoat-[0-9a-zA-Z_\\-]{20}|glffct-[0-9a-zA-Z_\\-]{20}|glcbt-[0-9a-zA-Z]{1,5}_[0-9a-zA-Z_-]{20})${END}`,
    entropy: 3,
  },
  {
    id: 'gitlab-token',
    description: 'a GitLab runner registration token',
    gitleaks: ['gitlab-rrt'],
    prefixes: ['GR1348941'],
    pattern: `GR1348941(?<body>[\\w-]{20})${END}`,
    entropy: 3,
  },
  {
    id: 'gitlab-session-cookie',
    description: 'a GitLab session cookie',
    gitleaks: ['gitlab-session-cookie'],
    prefixes: ['_gitlab_session='],
    pattern: '_gitlab_session=(?<body>[0-9a-z]{32})(?![0-9a-z])',
    entropy: 3,
  },
  {
    id: 'slack-webhook',
    description: 'a Slack incoming-webhook address',
    gitleaks: ['slack-webhook-url'],
    inside: { anchors: ['hooks.slack.com/'], lookback: 0 },
    pattern: 'hooks\\.slack\\.com/(?:services|workflows|triggers)/(?<body>[A-Za-z0-9+/_-]{20,})',
  },
  {
    id: 'slack-token',
    description: 'a Slack token',
    gitleaks: [
      'slack-bot-token', 'slack-user-token', 'slack-app-token', 'slack-legacy-bot-token', 'slack-legacy-token',
      'slack-legacy-workspace-token', 'slack-config-access-token', 'slack-config-refresh-token',
    ],
    prefixes: ['xoxb-', 'xoxp-', 'xoxa-', 'xoxo-', 'xoxs-', 'xoxr-', 'xoxe-', 'xoxe.', 'xapp-'],
    pattern: `(?:xox[abposre](?:\\.xox[bp])?|xapp)-(?<body>[A-Za-z0-9-]{20,})${END}`,
    entropy: 2,
  },
  {
    id: 'microsoft-teams-webhook',
    description: 'a Microsoft Teams incoming-webhook address',
    gitleaks: ['microsoft-teams-webhook'],
    inside: { anchors: ['webhook.office.com/webhookb2/'], lookback: 0 },
    pattern: `webhook\\.office\\.com/webhookb2/${UUID}@${UUID}/IncomingWebhook/(?<body>[a-z0-9]{32})/${UUID}`,
  },
  {
    id: 'discord-webhook',
    description: 'a Discord webhook address',
    inside: { anchors: ['discord.com/api/webhooks/', 'discordapp.com/api/webhooks/'], lookback: 0 },
    pattern: 'discord(?:app)?\\.com/api/webhooks/\\d{16,20}/(?<body>[A-Za-z0-9_-]{60,72})',
  },
  {
    id: 'stripe-key',
    description: 'a Stripe secret or restricted key (sk_test_ keys are real secrets too)',
    gitleaks: ['stripe-access-token'],
    prefixes: ['sk_live_', 'rk_live_', 'sk_test_', 'rk_test_', 'sk_prod_', 'rk_prod_'],
    pattern: `(?:sk|rk)_(?:live|test|prod)_(?<body>[A-Za-z0-9]{10,247})${END}`,
    entropy: 2,
  },
  {
    id: 'webhook-signing-secret',
    description: 'a webhook signing secret (whsec_)',
    prefixes: ['whsec_'],
    pattern: `whsec_(?<body>[A-Za-z0-9+/=]{24,})${END}`,
  },
  {
    id: 'google-api-key',
    description: 'a Google API key',
    gitleaks: ['gcp-api-key'],
    prefixes: ['AIza'],
    pattern: `(?<body>AIza[\\w-]{35})${END}`,
  },
  {
    id: 'google-oauth-secret',
    description: 'a Google OAuth client secret',
    prefixes: ['GOCSPX-'],
    pattern: `GOCSPX-(?<body>[A-Za-z0-9_-]{28,})${END}`,
  },
  {
    id: 'anthropic-key',
    description: 'an Anthropic API key',
    gitleaks: ['anthropic-api-key', 'anthropic-admin-api-key'],
    prefixes: ['sk-ant-'],
    pattern: `sk-ant-(?<body>[A-Za-z0-9_-]{20,})${END}`,
  },
  {
    id: 'openai-key',
    description: 'an OpenAI-style API key',
    gitleaks: ['openai-api-key'],
    prefixes: ['sk-'],
    pattern: `sk-(?!ant-)(?:proj-|svcacct-|admin-)?(?<body>[A-Za-z0-9_-]{20,})${END}`,
  },
  {
    id: 'npm-token',
    description: 'an npm access token',
    gitleaks: ['npm-access-token'],
    prefixes: ['npm_', 'NPM_'],
    pattern: `(?:npm|NPM)_(?<body>[A-Za-z0-9]{36})${END}`,
    entropy: 2,
    checksum: 'npm',
  },
  {
    id: 'jwt',
    description: 'a signed JSON Web Token',
    gitleaks: ['jwt'],
    prefixes: ['eyJ'],
    pattern: '(?<body>eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{4,}\\.[A-Za-z0-9_-]*)(?![A-Za-z0-9_-])',
    judge: 'jwt',
  },
  {
    id: 'jwt-base64',
    description: 'a base64-encoded signed JSON Web Token',
    gitleaks: ['jwt-base64'],
    prefixes: ['ZXlK'],
    pattern: '(?<body>ZXlK[A-Za-z0-9+/]{40,}={0,2})(?![A-Za-z0-9+/=])',
    judge: 'jwt-base64',
  },
  {
    id: 'sidekiq-sensitive-url',
    description: 'a Sidekiq Enterprise credential inside an address',
    gitleaks: ['sidekiq-sensitive-url'],
    inside: { anchors: ['://'], lookback: 0 },
    pattern: ':\\/\\/[a-f0-9]{8}:(?<body>[a-f0-9]{8})@(?:gems|enterprise)\\.contribsys\\.com',
  },
  {
    id: 'url-credentials',
    description: 'a user name and real-looking password inside an address',
    inside: { anchors: ['://'], lookback: 0 },
    // The user may be empty (redis://:password@host).
    pattern: ':\\/\\/[^\\s:/?#@"\'<>\\\\]{0,256}:(?<body>[^\\s/?#@"\'<>\\\\]{1,256})@',
    judge: 'url-password',
  },
  // --- Imported gitleaks rules, by provider (alphabetical) ---
  {
    id: '1password-secret-key',
    description: 'a 1Password secret key',
    gitleaks: ['1password-secret-key'],
    prefixes: ['A3-'],
    pattern: `A3-[A-Z0-9]{6}-(?:[A-Z0-9]{11}|[A-Z0-9]{6}-[A-Z0-9]{5})-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}${END}`,
    entropy: 3.8,
  },
  {
    id: '1password-service-account-token',
    description: 'a 1Password service account token',
    gitleaks: ['1password-service-account-token'],
    prefixes: ['ops_eyJ'],
    pattern: `ops_(?<body>eyJ[a-zA-Z0-9+/]{250,}={0,3})${END}`,
    entropy: 4,
  },
  {
    id: 'adobe-client-secret',
    description: 'an Adobe client secret',
    gitleaks: ['adobe-client-secret'],
    prefixes: ['p8e-'],
    pattern: `p8e-(?<body>[a-zA-Z0-9]{32})${END}`,
    entropy: 2,
  },
  {
    id: 'age-secret-key',
    description: 'an age secret key',
    gitleaks: ['age-secret-key'],
    prefixes: ['AGE-SECRET-KEY-1'],
    pattern: `AGE-SECRET-KEY-1(?<body>[QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L]{58})${END}`,
  },
  {
    id: 'airtable-personal-access-token',
    description: 'an Airtable personal access token',
    gitleaks: ['airtable-personnal-access-token'],
    prefixes: ['pat'],
    pattern: `pat[A-Za-z0-9]{14}\\.(?<body>[a-f0-9]{64})${END}`,
  },
  {
    id: 'alibaba-access-key-id',
    description: 'an Alibaba Cloud access key id',
    gitleaks: ['alibaba-access-key-id'],
    prefixes: ['LTAI'],
    pattern: `LTAI(?<body>[a-zA-Z0-9]{20})${END}`,
    entropy: 2,
  },
  {
    id: 'artifactory-token',
    description: 'a JFrog Artifactory API key or reference token',
    gitleaks: ['artifactory-api-key', 'artifactory-reference-token'],
    prefixes: ['AKCp', 'cmVmd'],
    pattern: `(?:AKCp[A-Za-z0-9]{69}|cmVmd[A-Za-z0-9]{59})${END}`,
    entropy: 4.5,
  },
  {
    id: 'authress-service-client-access-key',
    description: 'an Authress service client access key',
    gitleaks: ['authress-service-client-access-key'],
    prefixes: ['sc_', 'ext_', 'scauth_', 'authress_'],
    pattern: `(?:sc|ext|scauth|authress)_[a-zA-Z0-9]{5,30}\\.[a-zA-Z0-9]{4,6}\\.acc[_-][a-zA-Z0-9-]{10,32}\\.(?<body>[a-zA-Z0-9+/_=-]{30,120})${END}`,
    entropy: 2,
  },
  {
    id: 'clickhouse-cloud-api-secret-key',
    description: 'a ClickHouse Cloud API secret',
    gitleaks: ['clickhouse-cloud-api-secret-key'],
    prefixes: ['4b1d'],
    pattern: `4b1d(?<body>[A-Za-z0-9]{38})${END}`,
    entropy: 3,
  },
  {
    id: 'clojars-api-token',
    description: 'a Clojars deploy token',
    gitleaks: ['clojars-api-token'],
    prefixes: ['CLOJARS_', 'clojars_'],
    pattern: `(?:CLOJARS|clojars)_(?<body>[a-zA-Z0-9]{60})${END}`,
    entropy: 2,
  },
  {
    id: 'cloudflare-origin-ca-key',
    description: 'a Cloudflare Origin CA key',
    gitleaks: ['cloudflare-origin-ca-key'],
    prefixes: ['v1.0-'],
    pattern: `v1\\.0-[a-f0-9]{24}-(?<body>[a-f0-9]{146})${END}`,
    entropy: 2,
  },
  {
    id: 'databricks-api-token',
    description: 'a Databricks token',
    gitleaks: ['databricks-api-token'],
    prefixes: ['dapi'],
    pattern: `dapi(?<body>[a-f0-9]{32})(?:-\\d)?${END}`,
    entropy: 3,
  },
  {
    id: 'digitalocean-token',
    description: 'a DigitalOcean token',
    gitleaks: ['digitalocean-pat', 'digitalocean-access-token', 'digitalocean-refresh-token'],
    prefixes: ['dop_v1_', 'doo_v1_', 'dor_v1_'],
    pattern: `do[por]_v1_(?<body>[a-f0-9]{64})${END}`,
    entropy: 3,
  },
  {
    id: 'doppler-api-token',
    description: 'a Doppler token',
    gitleaks: ['doppler-api-token'],
    prefixes: ['dp.pt.'],
    pattern: `dp\\.pt\\.(?<body>[a-zA-Z0-9]{43})${END}`,
    entropy: 2,
  },
  {
    id: 'duffel-api-token',
    description: 'a Duffel access token (duffel_test_ tokens are real secrets too)',
    gitleaks: ['duffel-api-token'],
    prefixes: ['duffel_test_', 'duffel_live_'],
    pattern: `duffel_(?:test|live)_(?<body>[a-zA-Z0-9_\\-=]{43})${END}`,
    entropy: 2,
  },
  {
    id: 'dynatrace-api-token',
    description: 'a Dynatrace token',
    gitleaks: ['dynatrace-api-token'],
    prefixes: ['dt0c01.'],
    pattern: `dt0c01\\.[a-zA-Z0-9]{24}\\.(?<body>[a-zA-Z0-9]{64})${END}`,
    entropy: 4,
  },
  {
    id: 'easypost-api-token',
    description: 'an EasyPost API key (EZTK test keys are real secrets too)',
    gitleaks: ['easypost-api-token', 'easypost-test-api-token'],
    prefixes: ['EZAK', 'EZTK'],
    pattern: `EZ[AT]K(?<body>[a-zA-Z0-9]{54})${END}`,
    entropy: 2,
  },
  {
    id: 'facebook-page-access-token',
    description: 'a Facebook page access token',
    gitleaks: ['facebook-page-access-token'],
    prefixes: ['EAAM', 'EAAC'],
    pattern: `EAA[MC](?<body>[a-zA-Z0-9]{100,})${END}`,
    entropy: 4,
  },
  {
    id: 'flutterwave-secret-key',
    description: 'a Flutterwave secret or encryption key (FLWSECK_TEST keys are real secrets too)',
    gitleaks: ['flutterwave-secret-key', 'flutterwave-encryption-key'],
    prefixes: ['FLWSECK_TEST-', 'FLWSECK-', 'FLWSECK_TEST'],
    pattern: `FLWSECK(?:_TEST)?-?(?<body>[a-hA-H0-9]{32}-X|[a-hA-H0-9]{12})${END}`,
    entropy: 2,
  },
  {
    id: 'flyio-access-token',
    description: 'a Fly.io token',
    gitleaks: ['flyio-access-token'],
    prefixes: ['fo1_', 'fm1a_', 'fm1r_', 'fm2_'],
    pattern: `(?:fo1_(?<body>[\\w-]{43})|fm1[ar]_[a-zA-Z0-9+/]{100,}={0,3}|fm2_[a-zA-Z0-9+/]{100,}={0,3})${END}`,
    entropy: 4,
  },
  {
    id: 'frameio-api-token',
    description: 'a Frame.io token',
    gitleaks: ['frameio-api-token'],
    prefixes: ['fio-u-'],
    pattern: `fio-u-(?<body>[a-zA-Z0-9\\-_=]{64})${END}`,
  },
  {
    id: 'grafana-token',
    description: 'a Grafana API key or token',
    gitleaks: ['grafana-api-key', 'grafana-cloud-api-token', 'grafana-service-account-token'],
    prefixes: ['eyJrIjoi', 'glc_', 'glsa_'],
    pattern: `(?:eyJrIjoi(?<body>[A-Za-z0-9]{70,400}={0,3})|glc_[A-Za-z0-9+/]{32,400}={0,3}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8})${END}`,
    entropy: 3,
  },
  {
    id: 'harness-api-key',
    description: 'a Harness API key',
    gitleaks: ['harness-api-key'],
    prefixes: ['pat.', 'sat.'],
    pattern: `(?:pat|sat)\\.[a-zA-Z0-9_-]{22}\\.[a-zA-Z0-9]{24}\\.(?<body>[a-zA-Z0-9]{20})${END}`,
  },
  {
    id: 'hashicorp-tf-api-token',
    description: 'a HashiCorp Terraform Cloud token',
    gitleaks: ['hashicorp-tf-api-token'],
    inside: { anchors: ['.atlasv1.'], lookback: 14, notAfter: /[A-Za-z0-9]/ },
    pattern: `[a-zA-Z0-9]{14}\\.atlasv1\\.(?<body>[a-zA-Z0-9\\-_=]{60,70})${END}`,
    entropy: 3.5,
  },
  {
    id: 'heroku-api-key-v2',
    description: 'a Heroku API key',
    gitleaks: ['heroku-api-key-v2'],
    prefixes: ['HRKU-AA'],
    pattern: `HRKU-AA(?<body>[0-9a-zA-Z_-]{58})${END}`,
    entropy: 4,
  },
  {
    id: 'huggingface-token',
    description: 'a Hugging Face token',
    gitleaks: ['huggingface-access-token', 'huggingface-organization-api-token'],
    prefixes: ['hf_', 'api_org_'],
    pattern: `(?:hf|api_org)_(?<body>[a-zA-Z]{34})${END}`,
    entropy: 2,
  },
  {
    id: 'infracost-api-token',
    description: 'an Infracost token',
    gitleaks: ['infracost-api-token'],
    prefixes: ['ico-'],
    pattern: `ico-(?<body>[a-zA-Z0-9]{32})${END}`,
    entropy: 3,
  },
  {
    id: 'intra42-client-secret',
    description: 'an Intra42 client secret',
    gitleaks: ['intra42-client-secret'],
    prefixes: ['s-s4t2ud-', 's-s4t2af-'],
    pattern: `s-s4t2(?:ud|af)-(?<body>[a-fA-F0-9]{64})${END}`,
    entropy: 3,
  },
  {
    id: 'linear-api-key',
    description: 'a Linear API key',
    gitleaks: ['linear-api-key'],
    prefixes: ['lin_api_'],
    pattern: `lin_api_(?<body>[a-zA-Z0-9]{40})${END}`,
    entropy: 2,
  },
  {
    id: 'maxmind-license-key',
    description: 'a MaxMind license key',
    gitleaks: ['maxmind-license-key'],
    inside: { anchors: ['_mmk'], lookback: 36, notAfter: /[A-Za-z0-9+/_-]/ },
    pattern: `(?<body>[A-Za-z0-9]{6}_[A-Za-z0-9]{29})_mmk${END}`,
    entropy: 4,
  },
  {
    id: 'notion-api-token',
    description: 'a Notion token',
    gitleaks: ['notion-api-token'],
    prefixes: ['ntn_'],
    pattern: `ntn_(?<body>[0-9]{11}[A-Za-z0-9]{35})${END}`,
    entropy: 4,
  },
  {
    id: 'octopus-deploy-api-key',
    description: 'an Octopus Deploy API key',
    gitleaks: ['octopus-deploy-api-key'],
    prefixes: ['API-'],
    pattern: `API-(?<body>[A-Z0-9]{26})${END}`,
    entropy: 3,
  },
  {
    id: 'openshift-user-token',
    description: 'an OpenShift user token',
    gitleaks: ['openshift-user-token'],
    prefixes: ['sha256~'],
    pattern: 'sha256~(?<body>[\\w-]{43})(?![\\w-])',
    entropy: 3.5,
  },
  {
    id: 'perplexity-api-key',
    description: 'a Perplexity API key',
    gitleaks: ['perplexity-api-key'],
    prefixes: ['pplx-'],
    pattern: `pplx-(?<body>[a-zA-Z0-9]{48})${END}`,
    entropy: 4,
  },
  {
    id: 'plaid-access-token',
    description: 'a Plaid access token (access-sandbox- tokens are real secrets too)',
    gitleaks: ['plaid-api-token'],
    prefixes: ['access-sandbox-', 'access-development-', 'access-production-'],
    pattern: `access-(?:sandbox|development|production)-(?<body>${UUID})${END}`,
  },
  {
    id: 'planetscale-token',
    description: 'a PlanetScale token or password',
    gitleaks: ['planetscale-api-token', 'planetscale-oauth-token', 'planetscale-password'],
    prefixes: ['pscale_tkn_', 'pscale_oauth_', 'pscale_pw_'],
    pattern: `pscale_(?:tkn|oauth|pw)_(?<body>[\\w=.-]{32,64})${END}`,
    entropy: 3,
  },
  {
    id: 'postman-api-token',
    description: 'a Postman API key',
    gitleaks: ['postman-api-token'],
    prefixes: ['PMAK-'],
    pattern: `PMAK-(?<body>[a-fA-F0-9]{24}-[a-fA-F0-9]{34})${END}`,
    entropy: 3,
  },
  {
    id: 'prefect-api-token',
    description: 'a Prefect API key',
    gitleaks: ['prefect-api-token'],
    prefixes: ['pnu_'],
    pattern: `pnu_(?<body>[a-zA-Z0-9]{36})${END}`,
    entropy: 2,
  },
  {
    id: 'pulumi-api-token',
    description: 'a Pulumi access token',
    gitleaks: ['pulumi-api-token'],
    prefixes: ['pul-'],
    pattern: `pul-(?<body>[a-f0-9]{40})${END}`,
    entropy: 2,
  },
  {
    id: 'pypi-upload-token',
    description: 'a PyPI upload token',
    gitleaks: ['pypi-upload-token'],
    prefixes: ['pypi-AgEIcHlwaS5vcmc'],
    pattern: `pypi-AgEIcHlwaS5vcmc(?<body>[\\w-]{50,1000})${END}`,
    entropy: 3,
  },
  {
    id: 'readme-api-token',
    description: 'a ReadMe API key',
    gitleaks: ['readme-api-token'],
    prefixes: ['rdme_'],
    pattern: `rdme_(?<body>[a-z0-9]{70})${END}`,
    entropy: 2,
  },
  {
    id: 'rubygems-api-token',
    description: 'a RubyGems API key',
    gitleaks: ['rubygems-api-token'],
    prefixes: ['rubygems_'],
    pattern: `rubygems_(?<body>[a-f0-9]{48})${END}`,
    entropy: 2,
  },
  {
    id: 'scalingo-api-token',
    description: 'a Scalingo token',
    gitleaks: ['scalingo-api-token'],
    prefixes: ['tk-us-'],
    pattern: `tk-us-(?<body>[\\w-]{48})${END}`,
    entropy: 2,
  },
  {
    id: 'sendgrid-api-token',
    description: 'a SendGrid API key',
    gitleaks: ['sendgrid-api-token'],
    prefixes: ['SG.'],
    pattern: `SG\\.(?<body>[a-zA-Z0-9=_\\-.]{66})${END}`,
    entropy: 2,
  },
  {
    id: 'sendinblue-api-token',
    description: 'a Brevo (Sendinblue) API key',
    gitleaks: ['sendinblue-api-token'],
    prefixes: ['xkeysib-'],
    pattern: `xkeysib-(?<body>[a-f0-9]{64}-[a-zA-Z0-9]{16})${END}`,
    entropy: 2,
  },
  {
    id: 'sentry-token',
    description: 'a Sentry token',
    gitleaks: ['sentry-org-token', 'sentry-user-token'],
    prefixes: ['sntrys_eyJpYXQiO', 'sntryu_'],
    pattern:
      'sntrys_eyJpYXQiO[a-zA-Z0-9+/]{10,200}(?:LCJyZWdpb25fdXJs|InJlZ2lvbl91cmwi|cmVnaW9uX3VybCI6)[a-zA-Z0-9+/]{10,200}={0,2}_(?<body>[a-zA-Z0-9+/]{43})(?![a-zA-Z0-9+/])' +
      `|sntryu_[a-f0-9]{64}${END}`,
    entropy: 3.5,
  },
  {
    id: 'settlemint-access-token',
    description: 'a SettleMint token',
    gitleaks: ['settlemint-application-access-token', 'settlemint-personal-access-token', 'settlemint-service-access-token'],
    prefixes: ['sm_aat_', 'sm_pat_', 'sm_sat_'],
    pattern: `sm_[aps]at_(?<body>[a-zA-Z0-9]{16})${END}`,
    entropy: 3,
  },
  {
    id: 'shippo-api-token',
    description: 'a Shippo API token (shippo_test_ tokens are real secrets too)',
    gitleaks: ['shippo-api-token'],
    prefixes: ['shippo_live_', 'shippo_test_'],
    pattern: `shippo_(?:live|test)_(?<body>[a-fA-F0-9]{40})${END}`,
    entropy: 2,
  },
  {
    id: 'shopify-token',
    description: 'a Shopify access token or shared secret',
    gitleaks: ['shopify-access-token', 'shopify-custom-access-token', 'shopify-private-app-access-token', 'shopify-shared-secret'],
    prefixes: ['shpat_', 'shpca_', 'shppa_', 'shpss_'],
    pattern: `shp(?:at|ca|pa|ss)_(?<body>[a-fA-F0-9]{32})${END}`,
    entropy: 2,
  },
  {
    id: 'sourcegraph-access-token',
    description: 'a Sourcegraph access token',
    gitleaks: ['sourcegraph-access-token'],
    prefixes: ['sgp_'],
    pattern: `sgp_(?:[a-fA-F0-9]{16}_|local_)?(?<body>[a-fA-F0-9]{40})${END}`,
    entropy: 3,
  },
  {
    id: 'square-access-token',
    description: 'a Square access token or secret (sandbox tokens are real secrets too)',
    gitleaks: ['square-access-token'],
    prefixes: ['EAAA', 'sq0atp-', 'sq0csp-'],
    pattern: `(?:EAAA|sq0atp-|sq0csp-)(?<body>[\\w-]{22,60})${END}`,
    entropy: 2,
  },
  {
    id: 'twilio-api-key',
    description: 'a Twilio API key',
    gitleaks: ['twilio-api-key'],
    prefixes: ['SK'],
    pattern: `SK(?<body>[0-9a-fA-F]{32})${END}`,
    entropy: 3,
  },
  {
    id: 'vault-token',
    description: 'a HashiCorp Vault token',
    gitleaks: ['vault-service-token', 'vault-batch-token'],
    prefixes: ['hvs.', 'hvb.', 's.'],
    pattern: `(?:hvs\\.(?<body>[\\w-]{90,120})|hvb\\.[\\w-]{138,300}|s\\.(?=[a-zA-Z]*[0-9])[a-zA-Z0-9]{24})${END}`,
    entropy: 3.5,
  },
];
