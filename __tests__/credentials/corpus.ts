/**
 * The credential corpus, made at test time so that no secret-looking literal sits in the
 * repository: every value is built from seeded random alphabets (GitHub and npm tokens
 * with their CRC32 checksum computed), from split prefixes, or is plainly made up.
 *
 * - The hand-written fixtures (__tests__/fixtures/credentials/should-*.json): one entry
 *   per case the scan is known to get right, with its exact rule and path.
 * - The generated corpus: recipes per family of credential, each placed where a user keeps
 *   test data (mock answers, secrets, headers, text bodies, descriptions, artifacts) and
 *   labelled by the rules of issue 18 (SCAN-06..08). Precision and recall are measured per
 *   family (corpus.test.ts, `npm run bench -- scan`).
 *
 * Self-contained (node: imports only, erasable TypeScript) so that bench/scan.mjs can
 * load it with Node's type stripping.
 */
import { readFileSync } from 'node:fs';

// ---------------------------------------------------------------------------
// Random parts
// ---------------------------------------------------------------------------

export const ALPHABETS = {
  alnum: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  'upper-alnum': 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  'lower-alnum': 'abcdefghijklmnopqrstuvwxyz0123456789',
  lower: 'abcdefghijklmnopqrstuvwxyz',
  letters: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',
  hex: '0123456789abcdef',
  digits: '0123456789',
  base32: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  bech32: 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L',
  base64: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
  base64url: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
  printable: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$%*+-=?^_~.@',
} as const;
export type Alphabet = keyof typeof ALPHABETS;

/** mulberry32: small, seeded, good enough to make random-looking bodies. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomText(random: () => number, alphabet: Alphabet, length: number): string {
  const letters = ALPHABETS[alphabet];
  let text = '';
  for (let i = 0; i < length; i++) text += letters[Math.floor(random() * letters.length)];
  return text;
}

/**
 * The checksum GitHub and npm put in their tokens: base62 CRC32 of the 30 random
 * characters. Written here again, independently of src/credentials/checksums.ts, so the
 * test does not take the scanner's word for it.
 */
export function tokenChecksum(random30: string): string {
  let crc = 0xffffffff;
  for (let i = 0; i < random30.length; i++) {
    crc ^= random30.charCodeAt(i);
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  let value = (crc ^ 0xffffffff) >>> 0;
  const digits = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  let out = '';
  do {
    out = digits[value % 62]! + out;
    value = Math.floor(value / 62);
  } while (value > 0);
  return out.padStart(6, '0');
}

// ---------------------------------------------------------------------------
// The hand-written fixtures
// ---------------------------------------------------------------------------

type Part =
  | string
  | { random: Alphabet; length: number; wrap?: number; newline?: string }
  | { base64url: string }
  | { base64: string };

export interface FixtureEntry {
  value?: string;
  parts?: Part[];
  key: string | null;
  context?: string[];
  siblings?: Record<string, unknown>;
  rule?: string;
  why: string;
}

function wrapLines(text: string, width: number, newline: string): string {
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += width) lines.push(text.slice(i, i + width));
  return lines.join(newline);
}

export interface BuiltEntry {
  entry: FixtureEntry;
  value: string;
  /** The generated random parts: none of them may show up in a finding. */
  randomParts: string[];
  list: unknown[];
  path: (string | number)[];
}

function buildEntry(entry: FixtureEntry, seed: number): BuiltEntry {
  const random = seededRandom(seed);
  const randomParts: string[] = [];
  const pieces = (entry.parts ?? [entry.value ?? '']).map((part) => {
    if (typeof part === 'string') return part;
    if ('random' in part) {
      const text = randomText(random, part.random, part.length);
      randomParts.push(text);
      return part.wrap ? wrapLines(text, part.wrap, part.newline ?? '\n') : text;
    }
    if ('base64url' in part) return Buffer.from(part.base64url).toString('base64url');
    return Buffer.from(part.base64).toString('base64');
  });
  const value = pieces.join('');
  let holder: unknown = entry.key === null ? value : { ...entry.siblings, [entry.key]: value };
  for (const name of [...(entry.context ?? [])].reverse()) holder = { [name]: holder };
  const path = [0, ...(entry.context ?? []), ...(entry.key === null ? [] : [entry.key])];
  return { entry, value, randomParts, list: [holder], path };
}

export function loadCorpus(file: string, seedBase: number): BuiltEntry[] {
  const entries = JSON.parse(readFixtureFile(file)) as FixtureEntry[];
  return entries.map((entry, index) => buildEntry(entry, seedBase + index));
}

export const FIXTURE_FILES = ['should-flag.json', 'should-pass.json'];

/** Reads a corpus file as written, for tests that scan the files themselves. */
export function readFixtureFile(file: string): string {
  return readFileSync(new URL(`../fixtures/credentials/${file}`, import.meta.url), 'utf8');
}

export const shouldFlag = loadCorpus('should-flag.json', 1000);
export const shouldPass = loadCorpus('should-pass.json', 5000);

// ---------------------------------------------------------------------------
// The generated corpus
// ---------------------------------------------------------------------------

export const FAMILIES = [
  'provider-tokens',
  'test-mode-keys',
  'jwt',
  'private-keys',
  'cloud',
  'addresses',
  'authorization',
  'secret-names',
  'text-layouts',
] as const;
export type Family = (typeof FAMILIES)[number];

export interface CorpusCase {
  family: Family;
  expect: 'flag' | 'pass';
  /** The rule a flagged value is expected under (any finding at `path` counts for recall). */
  rule?: string;
  why: string;
  list: unknown[];
  path: (string | number)[];
  value: string;
  /** Random parts of 8+ characters: no finding may show them. */
  secretParts: string[];
}

/** A source of random parts for one sample; remembers the parts a finding must not show. */
export class Gen {
  private readonly random: () => number;
  readonly secretParts: string[] = [];

  constructor(seed: number) {
    this.random = seededRandom(seed);
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  text(alphabet: Alphabet, length: number): string {
    const text = randomText(this.random, alphabet, length);
    if (length >= 8) this.secretParts.push(text);
    return text;
  }

  alnum = (length: number) => this.text('alnum', length);
  hex = (length: number) => this.text('hex', length);
  b64 = (length: number) => this.text('base64', length);
  b64url = (length: number) => this.text('base64url', length);
  upper = (length: number) => this.text('upper-alnum', length);
  digits = (length: number) => this.text('digits', length);

  /** Not a secret: ids are public. */
  uuid(): string {
    const hex = randomText(this.random, 'hex', 32);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
  }

  /** A password of the kind people choose: a word, digits and a symbol. */
  humanPassword(): string {
    const word = this.pick(['Harbour', 'Velvet', 'Orchid', 'Granite', 'Falcon', 'Juniper', 'Saffron', 'Tundra', 'Meadow', 'Cobalt']);
    const password = `${word}${this.pick(['', '_', '.'])}${randomText(this.random, 'digits', this.int(2, 4))}${this.pick(['!', '#', '$', '?', '*', '&'])}`;
    this.secretParts.push(password);
    return password;
  }

  /** A generated password with symbols. */
  strongPassword(length = this.int(12, 20)): string {
    return this.text('printable', length);
  }

  /** The token itself with a valid GitHub/npm checksum. */
  checksummed(prefix: string): string {
    const random30 = randomText(this.random, 'alnum', 30);
    const token = `${prefix}${random30}${tokenChecksum(random30)}`;
    this.secretParts.push(random30);
    return token;
  }

  /** A signed-looking JWT with the given header and claims. */
  jwt(header: Record<string, unknown>, claims: Record<string, unknown>, signatureLength = 43): string {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    return `${part(header)}.${part(claims)}.${this.b64url(signatureLength)}`;
  }
}

/** Where the value sits in a test list. */
type Place = readonly (string | number)[];

/** Build a one-case list holding `value` at `place` (arrays where the path has indices). */
function listWith(place: Place, value: string, siblings?: Record<string, unknown>): unknown[] {
  let holder: unknown = value;
  for (let i = place.length - 1; i >= 0; i--) {
    const segment = place[i]!;
    if (typeof segment === 'number') holder = [holder];
    else holder = i === place.length - 1 && siblings ? { ...siblings, [segment]: holder } : { [segment]: holder };
  }
  return [{ name: 'reads the partner', ...(holder as Record<string, unknown>) }];
}

/** Places for a value under a name. */
const UNDER = {
  mockJson: (key: string): Place => ['given', 'http', 0, 'respond', 'json', key],
  secrets: (key: string): Place => ['given', 'secrets', key],
  secretObject: (service: string, key: string): Place => ['given', 'secrets', service, key],
  expectedHeader: (header: string): Place => ['expect', 'http_calls', 0, 'header_equals', header],
  mockHeader: (header: string): Place => ['given', 'http', 0, 'respond', 'headers', header],
  eventBody: (key: string): Place => ['given', 'event', 'body', key],
  state: (key: string): Place => ['given', 'state', key],
} as const;
/** Places for a value as text, with no name of its own. */
const AS_TEXT: readonly Place[] = [
  ['given', 'http', 0, 'respond', 'text'],
  ['description'],
  ['given', 'artifacts', 'notes.txt', 'text'],
  ['given', 'http', 0, 'match', 'body_contains'],
  ['given', 'models', 0, 'output', 'text'],
  ['given', 'event', 'body', 'comment'],
];
/** Neutral names: the value is judged by its own shape only. */
const NEUTRAL_NAMES = ['value', 'data', 'reference', 'item', 'payload', 'result', 'field_7', 'setting'];

interface Sample {
  value: string;
  /** Where: a name (placed in a mock answer), a place, or (absent) any text place. */
  key?: string;
  place?: Place;
  siblings?: Record<string, unknown>;
  rule?: string;
  why: string;
}

type Recipe = (g: Gen) => Sample;

interface FamilyRecipes {
  family: Family;
  flag: readonly Recipe[];
  pass: readonly Recipe[];
  /** Samples per recipe, for each side. */
  samples: { flag: number; pass: number };
}

const pre = (...parts: string[]) => parts.join('');

/** A value on its own: under a neutral name, as a whole text, or as a secret. */
function anywhere(g: Gen): Pick<Sample, 'key' | 'place'> {
  const where = g.int(0, 2);
  if (where === 0) return { key: g.pick(NEUTRAL_NAMES) };
  if (where === 1) return { place: g.pick(AS_TEXT) };
  return { place: UNDER.secrets(g.pick(['crm', 'erp', 'partner', 'billing'])) };
}

/** A value inside a sentence or a line of text. */
function inText(g: Gen, value: string): string {
  return g.pick([
    `Use ${value} for the partner call.`,
    `token rotated; new one is in the vault (was ${value})`,
    `2026-01-05T08:00:00Z INFO calling api with ${value} done`,
    `Hi team,\n\nthe integration now uses ${value} — please update the job.\n\nThanks, Ana`,
    `- ${value}\n- second line`,
    `[${value}]`,
    `"${value}"`,
  ]);
}


// --- provider tokens -------------------------------------------------------

/** One recipe per provider format: a made-up value of the format's exact shape. */
const PROVIDER_FORMATS: readonly [rule: string, why: string, make: (g: Gen) => string][] = [
  ['github-token', 'GitHub personal token with a valid checksum', (g) => g.checksummed(pre('gh', 'p_'))],
  ['github-token', 'GitHub OAuth token with a valid checksum', (g) => g.checksummed(pre('gh', 'o_'))],
  ['github-token', 'GitHub app token with a valid checksum', (g) => g.checksummed(pre('gh', g.pick(['u', 's']), '_'))],
  ['github-token', 'GitHub refresh token', (g) => pre('gh', 'r_', g.alnum(36))],
  ['github-token', 'GitHub fine-grained token', (g) => pre('github', '_pat_', g.alnum(22), '_', g.alnum(59))],
  ['gitlab-token', 'GitLab personal token', (g) => pre('gl', 'pat-', g.b64url(20))],
  ['gitlab-token', 'GitLab pipeline trigger token', (g) => pre('gl', 'ptt-', g.hex(40))],
  ['gitlab-token', 'GitLab runner token', (g) => pre('gl', 'rt-', g.alnum(20))],
  ['gitlab-token', 'GitLab OAuth secret', (g) => pre('gl', 'oas-', g.b64url(64))],
  ['slack-token', 'Slack bot token', (g) => pre('xo', 'xb-', g.digits(12), '-', g.digits(13), '-', g.alnum(24))],
  ['slack-token', 'Slack user token', (g) => pre('xo', 'xp-', g.digits(12), '-', g.digits(12), '-', g.digits(13), '-', g.hex(32))],
  ['slack-token', 'Slack app token', (g) => pre('xa', 'pp-1-A', g.upper(10), '-', g.digits(13), '-', g.hex(64))],
  ['slack-webhook', 'Slack webhook address', (g) => pre('https://hooks.', 'slack.com/services/T', g.upper(8), '/B', g.upper(10), '/', g.alnum(24))],
  ['microsoft-teams-webhook', 'Teams webhook address', (g) =>
    pre('https://acme.', 'webhook.office.com/webhookb2/', g.uuid(), '@', g.uuid(), '/IncomingWebhook/', g.text('lower-alnum', 32), '/', g.uuid())],
  ['discord-webhook', 'Discord webhook address', (g) => pre('https://discord.com/api/', 'webhooks/', g.digits(18), '/', g.b64url(68))],
  ['stripe-key', 'Stripe live secret key', (g) => pre('sk', '_live_', g.alnum(g.int(24, 99)))],
  ['stripe-key', 'Stripe restricted key', (g) => pre('rk', '_live_', g.alnum(g.int(24, 99)))],
  ['webhook-signing-secret', 'webhook signing secret', (g) => pre('wh', 'sec_', g.b64(32))],
  ['google-api-key', 'Google API key', (g) => pre('AI', 'za', g.b64url(35))],
  ['google-oauth-secret', 'Google OAuth client secret', (g) => pre('GOC', 'SPX-', g.b64url(28))],
  ['anthropic-key', 'Anthropic API key', (g) => pre('sk-', 'ant-api03-', g.b64url(93), 'AA')],
  ['openai-key', 'OpenAI project key', (g) => pre('sk-', 'proj-', g.b64url(74), 'T3Blbk', 'FJ', g.b64url(74))],
  ['openai-key', 'OpenAI legacy key', (g) => pre('sk-', g.alnum(48))],
  ['npm-token', 'npm token with a valid checksum', (g) => g.checksummed(pre('np', 'm_'))],
  ['1password-secret-key', '1Password secret key', (g) => pre('A3', '-', g.upper(6), '-', g.upper(11), '-', g.upper(5), '-', g.upper(5), '-', g.upper(5))],
  ['age-secret-key', 'age secret key', (g) => pre('AGE-SECRET', '-KEY-1', g.text('bech32', 58))],
  ['airtable-personal-access-token', 'Airtable personal token', (g) => pre('pat', g.alnum(14), '.', g.hex(64))],
  ['alibaba-access-key-id', 'Alibaba access key id', (g) => pre('LT', 'AI', g.alnum(20))],
  ['artifactory-token', 'Artifactory API key', (g) => pre('AK', 'Cp', g.alnum(69))],
  ['clojars-api-token', 'Clojars token', (g) => pre('CLO', 'JARS_', g.text('lower-alnum', 60))],
  ['databricks-api-token', 'Databricks token', (g) => pre('da', 'pi', g.hex(32))],
  ['digitalocean-token', 'DigitalOcean token', (g) => pre('do', g.pick(['p', 'o', 'r']), '_v1_', g.hex(64))],
  ['doppler-api-token', 'Doppler token', (g) => pre('dp.', 'pt.', g.alnum(43))],
  ['dynatrace-api-token', 'Dynatrace token', (g) => pre('dt0', 'c01.', g.upper(24), '.', g.upper(64))],
  ['facebook-page-access-token', 'Facebook page token', (g) => pre('EA', 'AM', g.alnum(120))],
  ['flyio-access-token', 'Fly.io token', (g) => pre('fo', '1_', g.b64url(43))],
  ['grafana-token', 'Grafana service account token', (g) => pre('gl', 'sa_', g.alnum(32), '_', g.hex(8))],
  ['harness-api-key', 'Harness API key', (g) => pre('pat', '.', g.b64url(22), '.', g.alnum(24), '.', g.alnum(20))],
  ['hashicorp-tf-api-token', 'Terraform Cloud token', (g) => pre(g.text('lower-alnum', 14), '.atlas', 'v1.', g.b64url(64))],
  ['heroku-api-key-v2', 'Heroku API key', (g) => pre('HR', 'KU-AA', g.b64url(58))],
  ['huggingface-token', 'Hugging Face token', (g) => pre('h', 'f_', g.text('letters', 34))],
  ['linear-api-key', 'Linear API key', (g) => pre('lin', '_api_', g.alnum(40))],
  ['maxmind-license-key', 'MaxMind license key', (g) => pre(g.alnum(6), '_', g.alnum(29), '_m', 'mk')],
  ['notion-api-token', 'Notion token', (g) => pre('nt', 'n_', g.digits(11), g.alnum(35))],
  ['perplexity-api-key', 'Perplexity key', (g) => pre('pp', 'lx-', g.alnum(48))],
  ['postman-api-token', 'Postman key', (g) => pre('PM', 'AK-', g.hex(24), '-', g.hex(34))],
  ['pulumi-api-token', 'Pulumi token', (g) => pre('pu', 'l-', g.hex(40))],
  ['pypi-upload-token', 'PyPI upload token', (g) => pre('pypi-', 'AgEIcHlwaS5vcmc', g.b64url(70))],
  ['rubygems-api-token', 'RubyGems key', (g) => pre('ruby', 'gems_', g.hex(48))],
  ['sendgrid-api-token', 'SendGrid key', (g) => pre('S', 'G.', g.b64url(22), '.', g.b64url(43))],
  ['sendinblue-api-token', 'Brevo key', (g) => pre('xkey', 'sib-', g.hex(64), '-', g.alnum(16))],
  ['sentry-token', 'Sentry user token', (g) => pre('sntr', 'yu_', g.hex(64))],
  ['shopify-token', 'Shopify access token', (g) => pre('sh', 'pat_', g.hex(32))],
  ['shopify-token', 'Shopify shared secret', (g) => pre('sh', 'pss_', g.hex(32))],
  ['twilio-api-key', 'Twilio API key', (g) => pre('S', 'K', g.hex(32))],
  ['vault-token', 'Vault service token', (g) => pre('hv', 's.', g.b64url(95))],
  ['planetscale-token', 'PlanetScale password', (g) => pre('pscale', '_pw_', g.b64url(43))],
  ['prefect-api-token', 'Prefect key', (g) => pre('pn', 'u_', g.alnum(36))],
  ['readme-api-token', 'ReadMe key', (g) => pre('rd', 'me_', g.text('lower-alnum', 70))],
  ['infracost-api-token', 'Infracost token', (g) => pre('ic', 'o-', g.alnum(32))],
  ['octopus-deploy-api-key', 'Octopus Deploy key', (g) => pre('AP', 'I-', g.upper(26))],
  ['clickhouse-cloud-api-secret-key', 'ClickHouse secret', (g) => pre('4b', '1d', g.alnum(38))],
  ['aws-bedrock-api-key', 'Amazon Bedrock API key', (g) => pre('AB', 'SK', g.b64(132))],
  ['gitlab-session-cookie', 'GitLab session cookie', (g) => pre('_gitlab', '_session=', g.text('lower-alnum', 32))],
  ['1password-service-account-token', '1Password service account token', (g) => pre('ops', '_eyJ', g.b64(300))],
  ['adobe-client-secret', 'Adobe client secret', (g) => pre('p8', 'e-', g.alnum(32))],
  ['authress-service-client-access-key', 'Authress access key', (g) => pre('sc', '_', g.text('lower-alnum', 12), '.', g.text('lower-alnum', 5), '.acc_', g.text('lower-alnum', 20), '.', g.b64url(60))],
  ['cloudflare-origin-ca-key', 'Cloudflare Origin CA key', (g) => pre('v1', '.0-', g.hex(24), '-', g.hex(146))],
  ['frameio-api-token', 'Frame.io token', (g) => pre('fio', '-u-', g.b64url(64))],
  ['intra42-client-secret', 'Intra42 client secret', (g) => pre('s-s4', 't2ud-', g.hex(64))],
  ['openshift-user-token', 'OpenShift user token', (g) => pre('sha256', '~', g.b64url(43))],
  ['scalingo-api-token', 'Scalingo token', (g) => pre('tk-', 'us-', g.b64url(48))],
  ['settlemint-access-token', 'SettleMint token', (g) => pre('sm_', 'pat_', g.alnum(16))],
  ['sourcegraph-access-token', 'Sourcegraph token', (g) => pre('sg', 'p_', g.hex(16), '_', g.hex(40))],
];

/** Provider keys known by the name they are given (gitleaks' semi-generic rules). */
const PROVIDER_NAMED: readonly [rule: string, name: string, make: (g: Gen) => string][] = [
  ['mailgun-private-api-token', 'mailgun_api_key', (g) => pre('key', '-', g.hex(32))],
  ['mailchimp-api-key', 'MAILCHIMP_KEY', (g) => pre(g.hex(32), '-us', g.digits(2))],
  ['heroku-api-key', 'heroku_api_key', (g) => g.uuid()],
  ['datadog-access-token', 'datadog_app_key', (g) => g.text('lower-alnum', 40)],
  ['algolia-api-key', 'algolia_admin_key', (g) => g.text('lower-alnum', 32)],
  ['telegram-bot-api-token', 'telegram_bot', (g) => pre(g.digits(10), ':A', g.b64url(34))],
  ['okta-access-token', 'okta', (g) => pre('00', g.b64url(40))],
  ['cloudflare-api-key', 'cloudflare_api', (g) => g.b64url(40)],
  ['twitter-api-secret', 'twitter_consumer_secret', (g) => g.text('lower-alnum', 50)],
  ['sumologic-access-token', 'sumo_access_key', (g) => g.text('lower-alnum', 64)],
];

const providerFlag: Recipe[] = [
  ...PROVIDER_FORMATS.map(([rule, why, make]): Recipe => (g) => {
    const value = make(g);
    return g.int(0, 3) === 0 ? { value: inText(g, value), rule, why: `${why} in text` } : { value, rule, why, ...anywhere(g) };
  }),
  ...PROVIDER_NAMED.map(([rule, name, make]): Recipe => (g) => ({ value: make(g), key: name, rule, why: `${rule} under ${name}` })),
];

/** A prefix followed only by filler: what people paste into examples (SCAN-08). */
const FILLERS: readonly ((length: number) => string)[] = [
  (n) => 'x'.repeat(n),
  (n) => 'X'.repeat(n),
  (n) => '0'.repeat(n),
  () => '...',
  () => 'your_token_here',
  () => '<token>',
  (n) => '*'.repeat(Math.min(n, 12)),
];
const FILLED_PREFIXES: readonly [string, number][] = [
  [pre('gh', 'p_'), 36], [pre('gh', 'o_'), 36], [pre('gl', 'pat-'), 20], [pre('xo', 'xb-'), 40], [pre('sk', '_live_'), 24],
  [pre('AI', 'za'), 35], [pre('sk-', 'proj-'), 48], [pre('np', 'm_'), 36], [pre('S', 'G.'), 66], [pre('sh', 'pat_'), 32],
  [pre('pp', 'lx-'), 48], [pre('hv', 's.'), 95], [pre('do', 'p_v1_'), 64], [pre('lin', '_api_'), 40], [pre('AK', 'IA'), 16],
];

const providerPass: Recipe[] = [
  (g) => {
    const [prefix, length] = g.pick(FILLED_PREFIXES);
    const value = prefix + g.pick(FILLERS)(length);
    return { value, why: 'a provider prefix followed only by filler', ...anywhere(g) };
  },
  (g) => {
    const [prefix, length] = g.pick(FILLED_PREFIXES);
    const value = prefix + randomText(seededRandom(g.int(1, 1e6)), 'alnum', 4) + '...';
    return { value, why: 'a truncated token, as in documentation', ...anywhere(g) };
  },
  (g) => ({ value: `test-dummy-${g.pick(['crm', 'GITHUB_TOKEN', 'stripe', 'slack_bot'])}`, why: "flowgate's dummy", place: UNDER.secrets(g.pick(['crm', 'github', 'slack'])) }),
  (g) => ({ value: pre('pk', '_live_', g.alnum(g.int(24, 99))), why: 'a Stripe publishable key is public', ...anywhere(g) }),
  (g) => ({ value: pre('cus_', randomText(seededRandom(g.int(1, 1e6)), 'alnum', 14)), why: 'a Stripe customer id', key: g.pick(['customer', 'customer_id', 'id']) }),
  (g) => ({ value: pre('pi_', randomText(seededRandom(g.int(1, 1e6)), 'alnum', 24)), why: 'a Stripe payment intent id', key: g.pick(['payment_intent', 'id']) }),
  (g) => ({ value: pre('ch_', randomText(seededRandom(g.int(1, 1e6)), 'alnum', 24)), why: 'a Stripe charge id', key: 'charge' }),
  (g) => ({ value: `sk-${g.pick(['2026', 'spring', 'winter'])}-catalogue-${g.pick(['refresh', 'import', 'export'])}-batch-${g.pick(['a', 'b', 'c'])}`, why: 'a kebab-case id that starts with sk-', key: 'sku' }),
  (g) => ({ value: `U${randomText(seededRandom(g.int(1, 1e6)), 'upper-alnum', 10)}`, why: 'a Slack user id', key: 'user' }),
  (g) => ({ value: `C${randomText(seededRandom(g.int(1, 1e6)), 'upper-alnum', 10)}`, why: 'a Slack channel id', key: 'channel' }),
  (g) => ({ value: randomText(seededRandom(g.int(1, 1e6)), 'hex', 40), why: 'a commit SHA', key: g.pick(['sha', 'commit', 'head']) }),
  (g) => ({ value: `${g.digits(12)}-${randomText(seededRandom(g.int(1, 1e6)), 'lower-alnum', 32)}.apps.googleusercontent.com`, why: 'a Google OAuth client id is public', key: 'client_id' }),
  (g) => ({ value: randomText(seededRandom(g.int(1, 1e6)), 'base64', 600) + pre('+gh', 'p_') + randomText(seededRandom(g.int(1, 1e6)), 'alnum', 36) + randomText(seededRandom(g.int(1, 1e6)), 'base64', 200), why: 'a prefix met by chance inside base64', place: ['given', 'artifacts', 'scan.bin', 'text'] }),
  (g) => ({ value: pre('gh', 'p_', randomText(seededRandom(g.int(1, 1e6)), 'alnum', 12)), why: 'a prefix with too short a body is no token', key: g.pick(NEUTRAL_NAMES) }),
  (g) => ({ value: `MDQ6VXNlcj${g.digits(7)}`, why: 'a GitHub node id', key: 'node_id' }),
  (g) => ({ value: `https://api.github.com/repos/acme/${g.pick(['crm', 'erp'])}/pulls/${g.int(1, 999)}`, why: 'an API address', key: 'url' }),
  (g) => ({ value: `pat-report-${g.int(2020, 2026)}-${g.pick(['q1', 'q2', 'q3'])}`, why: 'a report id that starts with pat', key: 'report' }),
];

// --- test-mode keys ---------------------------------------------------------

const testModeFlag: Recipe[] = [
  (g) => {
    const value = pre('sk', '_test_', g.pick(['51', '4e']), g.alnum(g.int(30, 97)));
    return { value, rule: 'stripe-key', why: 'Stripe test-mode secret key', ...anywhere(g) };
  },
  (g) => ({ value: pre('rk', '_test_', g.alnum(g.int(24, 90))), rule: 'stripe-key', why: 'Stripe test-mode restricted key', key: 'stripe' }),
  (g) => {
    const value = pre('ship', 'po_test_', g.hex(40));
    return { value, rule: 'shippo-api-token', why: 'Shippo test token', ...anywhere(g) };
  },
  (g) => ({ value: pre('du', 'ffel_test_', g.b64url(43)), rule: 'duffel-api-token', why: 'Duffel test token', ...anywhere(g) }),
  (g) => ({ value: pre('FLW', 'SECK_TEST-', g.hex(32), '-X'), rule: 'flutterwave-secret-key', why: 'Flutterwave test secret key', ...anywhere(g) }),
  (g) => ({ value: pre('FLW', 'SECK_TEST-', g.hex(12)), rule: 'flutterwave-secret-key', why: 'Flutterwave test encryption key', key: 'flutterwave_encryption_key' }),
  (g) => ({ value: pre('EZ', 'TK', g.alnum(54)), rule: 'easypost-api-token', why: 'EasyPost test key', ...anywhere(g) }),
  (g) => ({ value: pre('access-', 'sandbox-', g.uuid()), rule: 'plaid-access-token', why: 'Plaid sandbox access token', key: g.pick(['access_token', 'plaid_token', 'value']) }),
  (g) => ({ value: pre('EA', 'AA', g.b64url(60)), rule: 'square-access-token', why: 'Square sandbox access token', ...anywhere(g) }),
  (g) => ({ value: pre('test', '_', g.hex(35)), rule: 'lob-api-key', why: 'Lob test key under its name', key: g.pick(['lob_api_key', 'LOB_KEY', 'lobSecret']) }),
  (g) => ({ value: pre('test', '_', g.alnum(30)), rule: 'secret-field', why: 'Mollie-style test key under api_key', key: g.pick(['api_key', 'mollie_api_key']) }),
  (g) => ({ value: pre('sk', '_sbox_', g.text('lower-alnum', 26)), rule: 'secret-field', why: 'Checkout.com sandbox secret key under its name', key: 'secret_key' }),
  (g) => ({ value: g.hex(32), rule: 'secret-field', why: 'Braintree sandbox private key', place: UNDER.secretObject('braintree_sandbox', 'private_key') }),
  (g) => ({ value: g.b64url(80), rule: 'secret-field', why: 'PayPal sandbox client secret', place: UNDER.secretObject('paypal_sandbox', 'client_secret') }),
  (g) => ({ value: `STRIPE_SECRET_KEY=${pre('sk', '_test_', g.alnum(40))}\nSTRIPE_MODE=test\n`, rule: 'stripe-key', why: 'Stripe test key in an .env text', place: ['given', 'artifacts', '.env', 'text'] }),
  (g) => ({ value: `Sandbox key for QA: ${pre('ship', 'po_test_', g.hex(40))}`, rule: 'shippo-api-token', why: 'test key in prose', place: ['description'] }),
];

const testModePass: Recipe[] = [
  (g) => ({ value: pre('pk', '_test_', g.alnum(g.int(24, 99))), why: 'Stripe test publishable key is public', ...anywhere(g) }),
  (g) => ({ value: pre('FLW', 'PUBK_TEST-', g.hex(32), '-X'), why: 'Flutterwave public key', key: 'public_key' }),
  (g) => ({ value: pre('test', '_pub_', g.hex(31)), why: 'Lob publishable key', key: 'lob_publishable_key' }),
  (g) => ({ value: pre('sk', '_test_', g.pick(['x'.repeat(24), 'your_key_here', '...', 'XXXXXXXXXXXXXXXXXXXXXXXX'])), why: 'test key placeholder', ...anywhere(g) }),
  (g) => ({ value: pre('ship', 'po_test_', '0'.repeat(40)), why: 'zero-filled test token', key: 'shippo' }),
  (g) => ({ value: `test-dummy-${g.pick(['stripe', 'shippo', 'lob'])}`, why: "flowgate's dummy for a test key", place: UNDER.secrets(g.pick(['stripe', 'shippo'])) }),
  (g) => ({ value: g.pick(['4242424242424242', '4000056655665556', '5555555555554444']), why: 'a test card number is no credential', key: 'card_number' }),
  (g) => ({ value: pre('public-', 'sandbox-', g.uuid()), why: 'a Plaid public token', key: 'public_token' }),
  (g) => ({ value: pre('link-', 'sandbox-', g.uuid()), why: 'a Plaid link token', key: 'link_token' }),
  (g) => ({ value: pre('cus_', 'test', randomText(seededRandom(g.int(1, 1e6)), 'alnum', 10)), why: 'a test customer id', key: 'customer' }),
  (g) => ({ value: g.pick(['test', 'live', 'sandbox']), why: 'a mode name', key: 'mode' }),
  (g) => ({ value: 'test_api_key', why: 'a placeholder named like a test key', key: 'api_key' }),
];

// --- JWT ------------------------------------------------------------------------

const SIGNED_ALGS = ['HS256', 'HS512', 'RS256', 'ES256', 'PS256'];
const signatureLength = (alg: string) => ({ HS256: 43, HS512: 86, RS256: 342, ES256: 86, PS256: 342 })[alg] ?? 43;
const CLAIMS: readonly ((g: Gen) => Record<string, unknown>)[] = [
  (g) => ({ sub: `c-${g.int(1, 9999)}`, iat: 1767600000 }),
  () => ({ iss: 'kubernetes/serviceaccount', 'kubernetes.io/serviceaccount/namespace': 'default', 'kubernetes.io/serviceaccount/secret.name': 'default-token-x7k2p', sub: 'system:serviceaccount:default:default' }),
  () => ({ iss: 'https://auth.example.com/', aud: 'example-app', sub: 'test-user', scope: 'read write' }),
  () => ({ iss: 'https://login.acme.test', sub: 'demo', token_use: 'access', secret: false }),
  (g) => ({ user_id: g.uuid(), roles: ['admin'], exp: 1893456000, iss: 'myapp' }),
  () => ({ email: 'jane@example.com', name: 'Test Token', email_verified: true }),
];

const jwtFlag: Recipe[] = [
  (g) => {
    const alg = g.pick(SIGNED_ALGS);
    const jwt = g.jwt({ alg, typ: 'JWT', ...(g.int(0, 1) ? { kid: g.pick(['test-key', 'k1', '2026-01']) } : {}) }, g.pick(CLAIMS)(g), signatureLength(alg));
    return { value: jwt, rule: 'jwt', why: `signed ${alg} JWT, any claims`, key: g.pick(['id_token', 'access_token', 'jwt', 'value', 'session']) };
  },
  (g) => ({ value: `Bearer ${g.jwt({ alg: 'RS256', kid: 'x' }, g.pick(CLAIMS)(g), 342)}`, rule: 'jwt', why: 'JWT in an Authorization header', place: UNDER.expectedHeader('Authorization') }),
  (g) => ({ value: `https://app.acme.com/callback#access_token=${g.jwt({ alg: 'HS256' }, g.pick(CLAIMS)(g))}&token_type=Bearer`, rule: 'jwt', why: 'JWT in an address', key: 'redirect_url' }),
  (g) => ({ value: inText(g, g.jwt({ alg: 'ES256', typ: 'JWT' }, g.pick(CLAIMS)(g), 86)), rule: 'jwt', why: 'JWT in prose or a log line', place: g.pick(AS_TEXT) }),
  (g) => ({ value: `Set-Cookie: session=${g.jwt({ alg: 'HS256' }, { sid: g.uuid() })}; Path=/; HttpOnly`, rule: 'jwt', why: 'JWT in a cookie', place: ['given', 'http', 0, 'respond', 'text'] }),
  (g) => ({ value: Buffer.from(g.jwt({ alg: 'HS256', typ: 'JWT' }, g.pick(CLAIMS)(g))).toString('base64'), rule: 'jwt-base64', why: 'base64 of a signed JWT', key: g.pick(NEUTRAL_NAMES) }),
  (g) => ({ value: `{"access_token":"${g.jwt({ alg: 'RS256' }, g.pick(CLAIMS)(g), 342)}","expires_in":3600}`, rule: 'jwt', why: 'JWT inside a JSON text body', place: ['given', 'http', 0, 'respond', 'text'] }),
];

const jwtPass: Recipe[] = [
  (g) => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    return { value: `${part({ alg: 'none', typ: 'JWT' })}.${part(g.pick(CLAIMS)(g))}.`, why: 'unsigned JWT (alg none)', key: g.pick(['id_token', 'token', 'value']) };
  },
  (g) => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    return { value: `${part({ alg: 'HS256', typ: 'JWT' })}.${part(g.pick(CLAIMS)(g))}.${g.pick(['signature', 'SIGNATURE', 'xxxxxxxxxxxxxxxxxxxxxxxx', 'sig'])}`, why: 'JWT with a placeholder signature', key: 'token' };
  },
  (g) => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    return { value: `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1234567890', name: 'John Doe', iat: 1516239022 })}.${pre('SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV', '_adQssw5c')}`, why: 'the jwt.io documentation example', key: 'Authorization' };
  },
  (g) => ({ value: Buffer.from(JSON.stringify({ alg: g.pick(SIGNED_ALGS), typ: 'JWT' })).toString('base64url'), why: 'a JWT header alone', key: 'header' }),
  (g) => ({ value: Buffer.from(JSON.stringify({ page: g.int(2, 40), size: 50 })).toString('base64url'), why: 'base64url JSON cursor', key: g.pick(['next_cursor', 'cursor', 'value']) }),
  (g) => ({ value: `${Buffer.from(JSON.stringify({ typ: 'note', kid: 'k1' })).toString('base64url')}.${Buffer.from('{"n":1}').toString('base64url')}.${randomText(seededRandom(g.int(1, 1e6)), 'base64url', 43)}`, why: 'three parts whose header names no alg', key: 'value' }),
  (g) => ({ value: JSON.stringify({ keys: [{ kty: 'RSA', kid: 'k1', use: 'sig', alg: 'RS256', e: 'AQAB', n: randomText(seededRandom(g.int(1, 1e6)), 'base64url', 342) }] }), why: 'a public JWKS as text', place: ['given', 'http', 0, 'respond', 'text'] }),
  () => ({ value: 'Authorization: Bearer <jwt>', why: 'a JWT placeholder', place: ['description'] }),
];

// --- private keys ---------------------------------------------------------------

const BEGIN = (kind: string) => `-----BEGIN ${kind}PRIV${''}ATE KEY-----`;
const END = (kind: string) => `-----END ${kind}PRIV${''}ATE KEY-----`;
const pem = (g: Gen, kind: string, length: number, newline = '\n') =>
  `${BEGIN(kind)}${newline}${wrapLines(g.b64(length), 64, newline)}${newline}${END(kind)}${newline}`;

const privateKeyFlag: Recipe[] = [
  (g) => ({ value: pem(g, g.pick(['RSA ', '', 'EC ', 'OPENSSH ', 'ENCRYPTED ', 'DSA ']), g.pick([256, 400, 1600])), rule: 'private-key', why: 'private key block', key: g.pick(['signing_key', 'pem', 'value', 'key']) }),
  (g) => ({ value: pem(g, '', 1200, '\\n'), rule: 'private-key', why: 'PKCS#8 key with escaped newlines', place: UNDER.secrets('gcp') }),
  (g) => ({ value: `{"type":"service_account","project_id":"acme-prod","private_key_id":"${randomText(seededRandom(g.int(1, 1e6)), 'hex', 40)}","private_key":"${pem(g, '', 1200, '\\n')}","client_email":"svc@acme-prod.iam.gserviceaccount.com"}`, rule: 'private-key', why: 'GCP service account JSON in text', place: ['given', 'artifacts', 'sa.json', 'text'] }),
  (g) => ({ value: `tls:\n  key: |\n    ${pem(g, 'EC ', 160).replace(/\n/g, '\n    ')}`, rule: 'private-key', why: 'private key in a YAML block', place: ['given', 'artifacts', 'values.yaml', 'text'] }),
  (g) => ({ value: `${BEGIN('PGP ').replace(' KEY-----', ' KEY BLOCK-----')}\nVersion: GnuPG v2\n\n${wrapLines(g.b64(512), 64, '\n')}\n${END('PGP ').replace(' KEY-----', ' KEY BLOCK-----')}`, rule: 'private-key', why: 'PGP private key block', key: 'pgp' }),
  (g) => ({ value: `${BEGIN('RSA ')}\n${wrapLines(g.b64(300), 64, '\n')}`, rule: 'private-key', why: 'truncated key without END', place: g.pick(AS_TEXT) }),
  (g) => ({ value: g.b64url(43), rule: 'jwk-private-key', why: 'private d of a JWK', key: 'd', siblings: { kty: 'EC', crv: 'P-256', x: randomText(seededRandom(g.int(1, 1e6)), 'base64url', 43), y: randomText(seededRandom(g.int(1, 1e6)), 'base64url', 43) } }),
  (g) => ({ value: g.b64url(43), rule: 'jwk-private-key', why: 'symmetric JWK', key: 'k', siblings: { kty: 'oct', alg: 'HS256' } }),
  (g) => ({ value: `MII${g.b64(1200)}`, rule: 'secret-field', why: 'DER key in base64 under private_key', key: g.pick(['private_key', 'privateKey', 'ssh_private_key']) }),
];

const privateKeyPass: Recipe[] = [
  (g) => ({ value: `-----BEGIN PUBLIC KEY-----\n${wrapLines(randomText(seededRandom(g.int(1, 1e6)), 'base64', 392), 64, '\n')}\n-----END PUBLIC KEY-----\n`, why: 'public key', key: g.pick(['public_key', 'value', 'pem']) }),
  (g) => ({ value: `-----BEGIN CERTIFICATE-----\n${wrapLines(randomText(seededRandom(g.int(1, 1e6)), 'base64', 1200), 64, '\n')}\n-----END CERTIFICATE-----\n`, why: 'certificate', key: g.pick(['certificate', 'ca', 'value']) }),
  (g) => ({ value: `-----BEGIN CERTIFICATE REQUEST-----\n${wrapLines(randomText(seededRandom(g.int(1, 1e6)), 'base64', 800), 64, '\n')}\n-----END CERTIFICATE REQUEST-----`, why: 'certificate request', key: 'csr' }),
  (g) => ({ value: `-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n${wrapLines(randomText(seededRandom(g.int(1, 1e6)), 'base64', 900), 64, '\n')}\n-----END PGP PUBLIC KEY BLOCK-----`, why: 'PGP public key', key: 'pgp_public' }),
  (g) => ({ value: `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${randomText(seededRandom(g.int(1, 1e6)), 'base64', 43)} deploy@ci`, why: 'SSH public key', key: g.pick(['public_key', 'authorized_key', 'ssh_key']) }),
  (g) => ({ value: `${BEGIN(g.pick(['', 'RSA ']))}\n${g.pick(['<your private key here>', 'MIIEpAIBAAKCAQEA...', '...', ''])}\n${END('')}`, why: 'placeholder key body', key: g.pick(['private_key', 'pem']) }),
  (g) => ({ value: randomText(seededRandom(g.int(1, 1e6)), 'base64url', 342), why: 'public JWK modulus', key: 'n', siblings: { kty: 'RSA', e: 'AQAB', kid: 'k1' } }),
  () => ({ value: `Paste the ${BEGIN('')} block of your key into the vault, never here.`, why: 'prose naming a key header', place: ['description'] }),
  (g) => ({ value: `age1${randomText(seededRandom(g.int(1, 1e6)), 'lower-alnum', 58)}`, why: 'age public key', key: 'recipient' }),
  (g) => ({ value: randomText(seededRandom(g.int(1, 1e6)), 'hex', 40), why: 'a private key id is an identifier', key: 'private_key_id' }),
];

// --- cloud --------------------------------------------------------------------------

const cloudFlag: Recipe[] = [
  (g) => {
    const value = pre(g.pick(['AK', 'AS']), 'IA', g.text('base32', 16));
    return { value, rule: 'aws-access-key', why: 'AWS access key id', ...anywhere(g) };
  },
  (g) => ({ value: g.b64(40), rule: 'aws-secret-key', why: 'AWS secret access key under its name', key: g.pick(['aws_secret_access_key', 'SecretAccessKey', 'AWS_SECRET_ACCESS_KEY']) }),
  (g) => ({ value: `[default]\naws_access_key_id = ${pre('AK', 'IA', g.text('base32', 16))}\naws_secret_access_key = ${g.b64(40)}\nregion = eu-west-1\n`, rule: 'aws-access-key', why: 'AWS credentials file', place: ['given', 'artifacts', 'credentials', 'text'] }),
  (g) => ({ value: g.b64(g.int(300, 600)), rule: 'secret-field', why: 'AWS session token', key: 'aws_session_token' }),
  (g) => ({ value: pre(g.alnum(3), String(g.int(0, 9)), 'Q~', g.b64url(34).replace(/-/g, '.')), rule: 'azure-ad-client-secret', why: 'Azure AD client secret', ...anywhere(g) }),
  (g) => ({ value: `DefaultEndpointsProtocol=https;AccountName=acme${g.int(1, 99)};AccountKey=${g.b64(86)}==;EndpointSuffix=core.windows.net`, rule: 'azure-storage-key', why: 'storage connection string', key: g.pick(['connection_string', 'AzureWebJobsStorage', 'value']) }),
  (g) => ({ value: `AccountEndpoint=https://acme.documents.azure.com:443/;AccountKey=${g.b64(86)}==;`, rule: 'azure-storage-key', why: 'Cosmos DB connection string', key: 'cosmos' }),
  (g) => ({ value: `Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${g.b64(43)}=`, rule: 'azure-shared-access-key', why: 'Service Bus connection string', key: g.pick(['servicebus', 'value', 'connection']) }),
  (g) => ({ value: `https://acme.blob.core.windows.net/exports/report.csv?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-12-31T00:00:00Z&st=2026-01-01T00:00:00Z&spr=https&sig=${encodeURIComponent(g.b64(43) + '=')}`, rule: 'azure-sas-token', why: 'SAS address', key: g.pick(['url', 'download_url', 'value']) }),
  (g) => ({ value: `?sv=2021-06-08&se=2026-05-01&sr=c&sp=rl&sig=${encodeURIComponent(g.b64(43) + '=')}`, rule: 'azure-sas-token', why: 'SAS token on its own', key: 'sas' }),
  (g) => ({ value: pre('AI', 'za', g.b64url(35)), rule: 'google-api-key', why: 'GCP API key', ...anywhere(g) }),
  (g) => ({ value: g.b64url(g.int(40, 56)), rule: 'secret-field', why: 'Azure Functions key', place: UNDER.expectedHeader('x-functions-key') }),
  (g) => ({ value: g.hex(32), rule: 'secret-field', why: 'Azure APIM subscription key', place: UNDER.expectedHeader('Ocp-Apim-Subscription-Key') }),
  (g) => ({ value: g.b64(86) + '==', rule: 'secret-field', why: 'storage account key in a secret object', place: UNDER.secretObject('storage', 'primaryKey') }),
];

const cloudPass: Recipe[] = [
  () => ({ value: pre('AKIAIOSF', 'ODNN7EXAMPLE'), why: 'AWS documentation access key id', key: 'aws_access_key_id' }),
  () => ({ value: pre('wJalrXUtnFEMI/K7MDENG/', 'bPxRfiCYEXAMPLEKEY'), why: 'AWS documentation secret key', key: 'aws_secret_access_key' }),
  (g) => ({ value: pre('AK', 'IA', g.pick(['XXXXXXXXXXXXXXXX', '0000000000000000', '................'])), why: 'AWS key id filler', key: 'aws_access_key_id' }),
  (g) => ({ value: g.digits(12), why: 'AWS account id', key: g.pick(['aws_account_id', 'account']) }),
  (g) => ({ value: `arn:aws:secretsmanager:eu-west-1:${g.digits(12)}:secret:crm-token-${randomText(seededRandom(g.int(1, 1e6)), 'alnum', 6)}`, why: 'the ARN of a secret names it', key: g.pick(['secret_arn', 'secret', 'SecretId']) }),
  (g) => ({ value: `arn:aws:iam::${g.digits(12)}:role/flowgate-runner`, why: 'role ARN', key: 'role_arn' }),
  (g) => ({ value: `DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=${randomText(seededRandom(g.int(1, 1e6)), 'base64', 86)}==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;`, why: 'storage emulator connection string (published key)', key: 'connection_string' }),
  () => ({ value: 'UseDevelopmentStorage=true', why: 'emulator shortcut', key: 'AzureWebJobsStorage' }),
  (g) => ({ value: `DefaultEndpointsProtocol=https;AccountName=acme;AccountKey=${g.pick(['<account-key>', '${STORAGE_KEY}', '***', 'REDACTED'])};EndpointSuffix=core.windows.net`, why: 'connection string with a placeholder key', key: 'connection_string' }),
  (g) => ({ value: `https://acme.blob.core.windows.net/exports/report-${g.int(1, 99)}.csv`, why: 'storage address without SAS', key: 'url' }),
  (g) => ({ value: g.uuid(), why: 'tenant and client ids are public', key: g.pick(['tenant_id', 'client_id', 'subscription_id', 'AZURE_CLIENT_ID']) }),
  (g) => ({ value: `/subscriptions/${g.uuid()}/resourceGroups/rg-acme/providers/Microsoft.Storage/storageAccounts/acme`, why: 'Azure resource id', key: 'resource_id' }),
  () => ({ value: 'Endpoint=sb://acme.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey', why: 'connection string without its key', key: 'servicebus' }),
  () => ({ value: '@Microsoft.KeyVault(SecretUri=https://acme-kv.vault.azure.net/secrets/crm-token/)', why: 'Key Vault reference', key: 'crm_token' }),
  (g) => ({ value: `svc-${g.pick(['crm', 'erp'])}@acme-prod.iam.gserviceaccount.com`, why: 'service account email', key: 'client_email' }),
  (g) => ({ value: `https://storage.googleapis.com/acme/${g.pick(['a', 'b'])}.csv?X-Goog-Algorithm=GOOG4-RSA-SHA256&X-Goog-Signature=${randomText(seededRandom(g.int(1, 1e6)), 'hex', 64)}`, why: 'signed address signature (HMAC) without sv', key: 'url' }),
];

// --- addresses and connection strings ------------------------------------------

const SCHEMES = ['https', 'postgres', 'postgresql', 'mysql', 'mongodb+srv', 'redis', 'rediss', 'amqp', 'amqps', 'ftp', 'smtp', 'ldap'];

const addressFlag: Recipe[] = [
  (g) => ({ value: `${g.pick(SCHEMES)}://${g.pick(['app', 'svc_sync', 'admin', 'jdoe'])}:${g.alnum(g.int(12, 24))}@${g.pick(['db.acme-corp.com', 'cluster0.x1y2z.mongodb.net', 'rabbit.internal', '10.0.4.12'])}${g.pick(['', ':5432', '/app', ':6379/0'])}`, rule: 'url-credentials', why: 'user and random password in an address', key: g.pick(['dsn', 'url', 'database_url', 'value', 'broker']) }),
  (g) => ({ value: `${g.pick(['redis', 'rediss'])}://:${g.alnum(g.int(16, 32))}@cache.internal:6379/0`, rule: 'url-credentials', why: 'empty user and a password', key: g.pick(['redis_url', 'value']) }),
  (g) => ({ value: `postgres://app:${encodeURIComponent(g.humanPassword())}@db.internal:5432/app`, rule: 'url-credentials', why: 'human-chosen password in an address (encoded, as addresses must be)', key: 'dsn' }),
  (g) => ({ value: `https://jdoe:${encodeURIComponent(g.strongPassword())}@git.acme-corp.com/team/repo.git`, rule: 'url-credentials', why: 'percent-encoded password', key: 'remote' }),
  (g) => ({ value: `Server=tcp:acme.database.windows.net,1433;Database=app;User ID=app;Password=${g.strongPassword()};Encrypt=true;`, rule: 'password-field', why: 'ADO.NET connection string', key: g.pick(['connection_string', 'value']) }),
  (g) => ({ value: `jdbc:postgresql://db.internal:5432/app?user=app&password=${g.alnum(18)}&ssl=true`, rule: 'password-field', why: 'JDBC address with a password parameter', key: 'jdbc_url' }),
  (g) => ({ value: `Driver={ODBC Driver 18 for SQL Server};Server=db;Uid=app;Pwd=${g.humanPassword()};`, rule: 'password-field', why: 'ODBC connection string', key: 'odbc' }),
  (g) => ({ value: `cache.internal:6379,password=${g.alnum(24)},ssl=True,abortConnect=False`, rule: 'password-field', why: 'StackExchange.Redis configuration', key: 'redis' }),
  (g) => ({ value: `The nightly export connects to mysql://report:${g.alnum(16)}@db.internal/reports and writes CSV.`, rule: 'url-credentials', why: 'address with a password in prose', place: ['description'] }),
  (g) => ({ value: `https://${randomText(seededRandom(g.int(1, 1e6)), 'hex', 8)}:${g.hex(8)}@gems.contribsys.com/`, rule: 'sidekiq-sensitive-url', why: 'Sidekiq Enterprise address', key: 'source' }),
];

const addressPass: Recipe[] = [
  (g) => ({ value: `https://api.acme-corp.com/v1/invoices?status=${g.pick(['overdue', 'paid'])}&page=${g.int(1, 9)}`, why: 'address without credentials', key: 'url' }),
  (g) => ({ value: `ssh://git@github.com/acme/${g.pick(['crm', 'erp'])}.git`, why: 'user without password', key: 'remote' }),
  (g) => ({ value: `${g.pick(SCHEMES)}://${g.pick(['user:pass', 'user:password', 'admin:admin', 'root:toor', 'app:changeme', 'app:secret'])}@${g.pick(['localhost', 'db.example.test', 'host'])}/app`, why: 'obviously made-up credentials', key: g.pick(['dsn', 'url']) }),
  (g) => ({ value: `postgres://app:${g.pick(['${DB_PASSWORD}', '****', '<password>', '%s', '{{ db_password }}', '$(DB_PASSWORD)', 'PASSWORD'])}@db.internal/app`, why: 'placeholder password', key: 'dsn' }),
  () => ({ value: 'postgres://postgres:postgres@localhost:5432/postgres', why: 'the default local password', key: 'dsn' }),
  (g) => ({ value: `http://localhost:${g.int(3000, 9000)}/health`, why: 'port, no credentials', key: 'url' }),
  () => ({ value: 'http://[::1]:8080/status', why: 'IPv6 address', key: 'url' }),
  (g) => ({ value: `https://medium.com/@acme/${g.pick(['release', 'notes'])}-2026`, why: '@ in the path', key: 'url' }),
  () => ({ value: 'git@github.com:acme/crm.git', why: 'scp-style git address', key: 'repo' }),
  () => ({ value: 'mailto:billing@acme-corp.com?subject=Invoice', why: 'mail address', key: 'url' }),
  () => ({ value: 'Server=db;Database=app;Integrated Security=true;TrustServerCertificate=true', why: 'connection string without a password', key: 'connection_string' }),
  (g) => ({ value: `Server=db;Database=app;User Id=app;Password=${g.pick(['', '${DB_PASSWORD}', '****', '<password>'])};`, why: 'connection string with a placeholder password', key: 'connection_string' }),
  () => ({ value: 'Host=db;Port=5432;Database=app;Username=app', why: 'connection string with a user only', key: 'connection_string' }),
];

// --- authorization headers ----------------------------------------------------------

const authorizationFlag: Recipe[] = [
  (g) => ({ value: `Bearer ${g.pick([g.alnum(40), g.hex(64), g.b64url(48)])}`, rule: 'secret-field', why: 'bearer token of no known format', place: g.pick([UNDER.expectedHeader('Authorization'), UNDER.mockHeader('Authorization')]) }),
  (g) => ({ value: `Basic ${Buffer.from(`${g.pick(['svc-sync', 'api', 'jdoe'])}:${g.pick([g.humanPassword(), g.alnum(16), g.strongPassword()])}`).toString('base64')}`, rule: 'password-field', why: 'Basic credential with a real-looking password', place: UNDER.expectedHeader('Authorization') }),
  (g) => ({ value: `${g.pick(['Token', 'Bot', 'Api-Key', 'SSWS'])} ${g.alnum(40)}`, rule: 'secret-field', why: 'other Authorization schemes', place: UNDER.expectedHeader('Authorization') }),
  (g) => ({ value: g.pick([g.alnum(32), g.hex(40), g.b64url(40)]), rule: 'secret-field', why: 'API key header', place: UNDER.expectedHeader(g.pick(['X-Api-Key', 'Api-Key', 'X-Auth-Token', 'X-Access-Token', 'PRIVATE-TOKEN', 'DD-API-KEY', 'X-Vault-Token', 'Proxy-Authorization'])) }),
  (g) => ({ value: `GET /v1/orders HTTP/1.1\nHost: api.acme-corp.com\nAuthorization: Bearer ${g.alnum(40)}\nAccept: application/json\n`, rule: 'secret-field', why: 'raw request with a bearer token', place: ['given', 'artifacts', 'request.http', 'text'] }),
  (g) => ({ value: `curl -H "X-Api-Key: ${g.hex(32)}" https://api.acme-corp.com/v1/orders`, rule: 'secret-field', why: 'curl -H header', place: ['description'] }),
  (g) => ({ value: `curl -H 'Authorization: Bearer ${g.alnum(36)}' https://api.acme-corp.com`, rule: 'secret-field', why: 'curl -H Authorization', place: g.pick(AS_TEXT) }),
  (g) => ({ value: `Bearer ${g.alnum(40)}`, rule: 'secret-field', why: 'a bearer value in text without its header name', place: ['given', 'http', 0, 'respond', 'text'] }),
];

const authorizationPass: Recipe[] = [
  (g) => ({ value: `Bearer ${g.pick(['test-dummy-crm', '${TOKEN}', '{{ token }}', '<token>', 'xxxxxxxxxxxxxxxxxxxx', '********', 'YOUR_TOKEN_HERE', '$ACCESS_TOKEN'])}`, why: 'placeholder bearer', place: UNDER.expectedHeader('Authorization') }),
  (g) => ({ value: `Basic ${Buffer.from(g.pick(['test-dummy-user:test-dummy-password', 'user:password', 'admin:admin', 'api:changeme', 'jdoe:<password>'])).toString('base64')}`, why: 'Basic credential of placeholders', place: UNDER.expectedHeader('Authorization') }),
  () => ({ value: 'Bearer', why: 'scheme alone', key: 'token_type' }),
  () => ({ value: 'Authorization', why: 'a header name, not a value', place: ['expect', 'http_calls', 0, 'header_present'] }),
  () => ({ value: 'Basic realm="api", charset="UTF-8"', why: 'WWW-Authenticate challenge', place: UNDER.mockHeader('WWW-Authenticate') }),
  (g) => ({ value: g.uuid(), why: 'request id', place: UNDER.mockHeader('X-Request-Id') }),
  (g) => ({ value: g.pick([g.uuid(), randomText(seededRandom(g.int(1, 1e6)), 'alnum', 24)]), why: 'idempotency key', place: UNDER.expectedHeader('Idempotency-Key') }),
  (g) => ({ value: `sha256=${randomText(seededRandom(g.int(1, 1e6)), 'hex', 64)}`, why: 'HMAC signature header', place: UNDER.expectedHeader(g.pick(['X-Hub-Signature-256', 'X-Signature'])) }),
  (g) => ({ value: `t=${g.int(1767600000, 1767690000)},v1=${randomText(seededRandom(g.int(1, 1e6)), 'hex', 64)}`, why: 'Stripe-Signature header', place: UNDER.expectedHeader('Stripe-Signature') }),
  (g) => ({ value: randomText(seededRandom(g.int(1, 1e6)), 'base64', 44), why: 'Shopify HMAC header', place: UNDER.expectedHeader('X-Shopify-Hmac-Sha256') }),
  (g) => ({ value: g.pick(['YOUR_API_KEY', 'test-dummy-erp', '<api-key>', 'REDACTED', 'changeme']), why: 'placeholder API key header', place: UNDER.expectedHeader('X-Api-Key') }),
  (g) => ({ value: `"${randomText(seededRandom(g.int(1, 1e6)), 'hex', 32)}"`, why: 'ETag', place: UNDER.mockHeader('ETag') }),
  (g) => ({ value: String(g.int(0, 5000)), why: 'rate limit', place: UNDER.mockHeader('X-RateLimit-Remaining') }),
  (g) => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    return { value: `Bearer ${part({ alg: 'none' })}.${part({ sub: `u${g.int(1, 99)}` })}.`, why: 'unsigned JWT bearer', place: UNDER.expectedHeader('Authorization') };
  },
];

// --- secret names (keyword + value in JSON) ------------------------------------------

const SECRET_KEYS = ['api_key', 'apiKey', 'secret', 'client_secret', 'clientSecret', 'token', 'access_token', 'refresh_token', 'auth_token', 'webhook_secret', 'signing_secret', 'secret_key', 'encryption_key', 'app_secret', 'private_token', 'credentials'];
const PASSWORD_KEYS = ['password', 'db_password', 'passwd', 'pwd', 'pass', 'smtp_password', 'adminPassword', 'passphrase'];

const secretNameFlag: Recipe[] = [
  (g) => ({ value: g.hex(g.pick([16, 20, 24, 32, 40, 64])), rule: 'secret-field', why: 'random hex under a secret name (per-alphabet entropy)', key: g.pick(SECRET_KEYS) }),
  (g) => ({ value: g.b64(g.pick([20, 24, 32, 44, 64, 88])), rule: 'secret-field', why: 'random base64 under a secret name', key: g.pick(SECRET_KEYS) }),
  (g) => ({ value: g.alnum(g.pick([16, 20, 24, 32, 40, 48])), rule: 'secret-field', why: 'random base62 under a secret name', key: g.pick(SECRET_KEYS) }),
  (g) => ({ value: g.text('base32', g.pick([16, 26, 32])), rule: 'secret-field', why: 'base32 TOTP seed', key: g.pick(['totp_secret', 'mfa_secret', 'otp_secret']) }),
  (g) => ({ value: g.text('lower-alnum', g.pick([20, 32, 40])), rule: 'secret-field', why: 'lower-case random key', key: g.pick(SECRET_KEYS) }),
  (g) => ({ value: g.humanPassword(), rule: 'password-field', why: 'human-style password', key: g.pick(PASSWORD_KEYS) }),
  (g) => ({ value: g.strongPassword(), rule: 'password-field', why: 'generated password with symbols', key: g.pick(PASSWORD_KEYS) }),
  (g) => ({ value: g.alnum(g.int(12, 24)), rule: 'password-field', why: 'random password', place: UNDER.secretObject(g.pick(['crm', 'smtp', 'db']), 'password') }),
  (g) => ({ value: g.pick([g.alnum(32), g.hex(32), g.b64url(40)]), rule: 'secret-field', why: 'a secret of given.secrets under a neutral name', place: UNDER.secrets(g.pick(['crm', 'erp', 'PARTNER', 'billing_api'])) }),
  (g) => ({ value: Buffer.from(g.strongPassword()).toString('base64'), rule: 'password-field', why: 'base64 of a password (Kubernetes Secret data)', place: ['given', 'artifacts', 'secret.yaml', 'data', 'password'] }),
  (g) => ({ value: Buffer.from(`${g.pick(['ci', 'deploy'])}:${g.alnum(20)}`).toString('base64'), rule: 'password-field', why: 'base64 of user:password under auth', key: g.pick(['_auth', 'auth']) }),
  (g) => ({ value: g.uuid(), rule: 'secret-field', why: 'a UUID given as an API key', key: g.pick(['api_key', 'apiKey', 'X-Api-Key']) }),
  (g) => ({ value: pre('whs', 'ec_', g.b64(32)), rule: 'webhook-signing-secret', why: 'webhook signing secret under its name', key: 'webhook_secret' }),
  (g) => ({ value: g.alnum(24), rule: 'secret-field', why: 'password reset token', key: 'reset_token' }),
];

const secretNamePass: Recipe[] = [
  (g) => ({ value: g.pick(['aaaaaaaaaaaa', '12345678', 'abcdefgh', 'abc123abc123', 'Password123!', 'changeme', 'hunter2', 'letmein!', 'qwerty123', 'P@ssw0rd', 'Welcome1!', 'deadbeefdeadbeef', '1111222233334444', 'xxxxxxxxxxxxxxxx', 'secret123']), why: 'a low-entropy value under a secret name', key: g.pick([...SECRET_KEYS, ...PASSWORD_KEYS]) }),
  (g) => ({ value: g.pick(['${DB_PASSWORD}', '$DB_PASSWORD', '%DB_PASSWORD%', '{{ secrets.crm }}', '${{ secrets.CRM_TOKEN }}', '<your-api-key>', 'REDACTED', '[FILTERED]', '********', 'null', 'none', 'n/a', '']), why: 'a reference, template or mask', key: g.pick([...SECRET_KEYS, ...PASSWORD_KEYS]) }),
  (g) => ({ value: g.pick(['CRM_API_TOKEN', 'crm-api-token-staging', 'PARTNER_HOOK_SECRET', 'acme_prod_webhook', 'AcmeProductionKey', 'stripe.secret.key']), why: 'the name of a secret', key: g.pick(['secret', 'token', 'api_key', 'secret_ref']) }),
  (g) => ({ value: `test-dummy-${g.pick(['crm', 'smtp', 'erp'])}`, why: "flowgate's dummy", key: g.pick([...SECRET_KEYS, ...PASSWORD_KEYS]) }),
  (g) => ({ value: g.pick([g.uuid(), `key_${g.int(2020, 2026)}_${g.int(1, 12)}`, 'INV-2026-0042', 'cache:user:42']), why: 'a name that merely contains key', key: g.pick(['Idempotency-Key', 'primary_key', 'sort_key', 'key', 'cache_key', 'partition_key', 'keyboard_layout', 'api_key_id']) }),
  (g) => ({ value: g.pick(['Bearer', 'bearer', 'refresh_token', 'urn:ietf:params:oauth:token-type:jwt', 'cl100k_base', '3600', '4096']), why: 'a name that merely contains token', key: g.pick(['token_type', 'grant_type', 'tokenizer', 'token_expires_in', 'max_tokens', 'token_endpoint_auth_method']) }),
  (g) => ({ value: randomText(seededRandom(g.int(1, 1e6)), 'hex', 64), why: 'a hash of the secret', key: g.pick(['password_hash', 'token_sha256', 'api_key_hash', 'secret_digest', 'password_fingerprint']) }),
  (g) => ({ value: `$2b$12$${randomText(seededRandom(g.int(1, 1e6)), 'base64', 53).replace(/\+/g, '.')}`, why: 'a bcrypt hash under password', key: g.pick(['password', 'password_hash']) }),
  (g) => ({ value: randomText(seededRandom(g.int(1, 1e6)), 'base64url', 40), why: 'a page token', key: g.pick(['next_page_token', 'pageToken', 'continuation_token', 'sync_token', 'cursor']) }),
  (g) => ({ value: randomText(seededRandom(g.int(1, 1e6)), 'alnum', 32), why: 'a CSRF token (as gitleaks)', key: g.pick(['csrf_token', 'csrfToken', 'xsrf_token']) }),
  (g) => ({ value: randomText(seededRandom(g.int(1, 1e6)), g.pick(['hex', 'alnum', 'base64url'] as const), 32), why: 'high entropy under a neutral name', key: g.pick(['nonce', 'state', 'code', 'signature', 'hmac', 'salt', 'session_id', 'trace_id', 'etag', 'request_id', 'checksum', 'sha', 'external_id', 'fingerprint', 'digest']) }),
  (g) => ({ value: Buffer.from(g.pick(['Hello from the integration test', 'invoice overdue', 'test-dummy-crm', 'hello world'])).toString('base64'), why: 'base64 of ordinary text', key: g.pick(['secret', 'data', 'password']) }),
  (g) => ({ value: g.pick(['oauth2', 'client_secret_basic', 'api_key', 'bearer', 'basic', 'none']), why: 'an auth kind', key: g.pick(['auth', 'auth_type', 'auth_method', 'token_endpoint_auth_method']) }),
  (g) => ({ value: g.pick(['https://auth.acme-corp.com/oauth/token', '2026-01-05T08:00:00Z', 'jane.doe@acme-corp.com', '/run/secrets/db_password', 'min-12-chars', 'vault:secret/data/crm#token', 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:crm']), why: 'ordinary data about a secret', key: g.pick(['token_url', 'token_expires_at', 'secret_owner', 'password_file', 'password_policy', 'secret_ref', 'secret_arn', 'secret']) }),
  (g) => ({ value: `...${randomText(seededRandom(g.int(1, 1e6)), 'alnum', 4)}`, why: 'a masked hint', key: g.pick(['api_key_last4', 'token_hint', 'masked_key']) }),
  (g) => ({ value: `pk_live_${randomText(seededRandom(g.int(1, 1e6)), 'alnum', 24)}`, why: 'a publishable key', key: g.pick(['publishable_key', 'public_key', 'stripe_public_key']) }),
  (g) => ({ value: g.pick(['Sunshine', 'incorrect', 'expired', 'unknown', 'disabled']), why: 'a word under a password name', key: g.pick(PASSWORD_KEYS) }),
  (g) => ({ value: g.pick(['svc_integration_user', 'jane.doe@acme-corp.com', 'smtp.mailgun.org', '587']), why: 'ordinary members of a secret object', place: UNDER.secretObject('smtp', g.pick(['username', 'email', 'host', 'port'])) }),
];

// --- text layouts (a name and a value inside a text) -------------------------------

type Layout = (name: string, value: string) => string;
const LAYOUTS: readonly [layout: string, render: Layout, names: 'env' | 'plain'][] = [
  ['YAML', (n, v) => `database:\n  host: db.internal\n  ${n}: ${v}\n`, 'plain'],
  ['YAML quoted', (n, v) => `${n}: "${v}"\nregion: eu-west-1`, 'plain'],
  ['YAML block', (n, v) => `${n}: |\n  ${v}\nnext: 1`, 'plain'],
  ['XML element', (n, v) => `<config>\n  <user>app</user>\n  <${n}>${v}</${n}>\n</config>`, 'plain'],
  ['XML attribute', (n, v) => `<connection host="db" ${n}="${v}" />`, 'plain'],
  ['NuGet config', (_n, v) => `<packageSourceCredentials><acme><add key="Username" value="ci" /><add key="ClearTextPassword" value="${v}" /></acme></packageSourceCredentials>`, 'plain'],
  ['.env', (n, v) => `APP_ENV=staging\n${n}=${v}\nLOG_LEVEL=info\n`, 'env'],
  ['export', (n, v) => `export ${n}="${v}"`, 'env'],
  ['.properties', (n, v) => `spring.datasource.url=jdbc:postgresql://db/app\nspring.datasource.${n}=${v}\n`, 'plain'],
  ['INI', (n, v) => `[database]\nhost = db.internal\n${n} = ${v}\n`, 'plain'],
  ['TOML', (n, v) => `[api]\n${n} = "${v}"\n`, 'plain'],
  ['JSON in text', (n, v) => `{"user":"app","${n}":"${v}"}`, 'plain'],
  ['escaped JSON in text', (n, v) => `{\\"user\\":\\"app\\",\\"${n}\\":\\"${v}\\"}`, 'plain'],
  ['CLI flag', (n, v) => `acme-cli deploy --region eu --${n.replace(/_/g, '-')} ${v} --yes`, 'plain'],
  ['CLI flag =', (n, v) => `acme-cli sync --${n.replace(/_/g, '-')}=${v}`, 'plain'],
  ['docker -e', (n, v) => `docker run -e ${n}=${v} -p 8080:8080 acme/app:1.4`, 'env'],
  ['Kubernetes env', (n, v) => `env:\n  - name: LOG_LEVEL\n    value: info\n  - name: ${n}\n    value: "${v}"\n`, 'env'],
  ['Kubernetes env JSON', (n, v) => `[{"name": "${n}", "value": "${v}"}]`, 'env'],
  ['Go', (n, v) => `${n} := "${v}"`, 'plain'],
  ['PHP array', (n, v) => `return ['host' => 'db', '${n}' => '${v}'];`, 'plain'],
  ['PHP append', (n, v) => `$${n} .= '${v}';`, 'plain'],
  ['Python', (n, v) => `${n} = "${v}"`, 'plain'],
  ['log line', (n, v) => `2026-01-05T08:00:01Z level=info msg="calling partner" user=svc ${n}=${v} status=200`, 'plain'],
  ['query string', (n, v) => `https://api.acme-corp.com/v1/export?format=csv&${n}=${v}&page=2`, 'plain'],
  ['header line', (n, v) => `POST /hooks HTTP/1.1\nX-${n.replace(/_/g, '-')}: ${v}\n`, 'plain'],
];
const TEXT_SECRET_NAMES: Record<'env' | 'plain', readonly string[]> = {
  env: ['DB_PASSWORD', 'API_KEY', 'CRM_API_TOKEN', 'STRIPE_SECRET', 'SMTP_PASS', 'CLIENT_SECRET', 'AUTH_TOKEN'],
  plain: ['password', 'api_key', 'apiKey', 'token', 'secret', 'client_secret', 'auth_token', 'access_key', 'passwd'],
};
/** What a person puts where a secret goes in a file they show. */
const TEXT_STAND_INS = ['${DB_PASSWORD}', '$API_KEY', '{{ .Values.token }}', '<your-token>', 'changeme', 'test-dummy-crm', '********', 'REDACTED', '%(password)s', 'xxxxxxxxxxxx', 'os.getenv'];

const textLayoutFlag: Recipe[] = [
  ...LAYOUTS.map(([layout, render, names]): Recipe => (g) => {
    const name = g.pick(TEXT_SECRET_NAMES[names]);
    const isPassword = /pass/i.test(name) || layout === 'NuGet config';
    const value = isPassword ? g.pick([g.humanPassword(), g.alnum(18)]) : g.pick([g.alnum(32), g.hex(g.pick([16, 24, 40])), g.b64url(40)]);
    return { value: render(name, value), rule: isPassword ? 'password-field' : 'secret-field', why: `${layout} with a real-looking value`, place: g.pick(AS_TEXT) };
  }),
  (g) => ({ value: `//registry.npmjs.org/:_authToken=${g.alnum(40)}\nalways-auth=true\n`, rule: 'secret-field', why: '.npmrc auth token', place: ['given', 'artifacts', '.npmrc', 'text'] }),
  (g) => ({ value: `//npm.acme.dev/:_auth=${Buffer.from(`ci:${g.alnum(20)}`).toString('base64')}`, rule: 'password-field', why: '.npmrc _auth', place: ['given', 'artifacts', '.npmrc', 'text'] }),
  (g) => ({ value: `curl -u ${g.pick(['jdoe', 'api', 'svc-sync'])}:${g.pick([g.humanPassword(), g.alnum(16)])} https://api.acme-corp.com/v1/orders`, rule: 'password-field', why: 'curl -u user:password', place: g.pick(AS_TEXT) }),
  (g) => ({ value: `Hello Jane,\n\nhere is your new API key: ${g.hex(32)}\nKeep it safe.\n\nAcme Support`, rule: 'secret-field', why: 'API key in an email body', place: ['given', 'http', 0, 'respond', 'json', 'message', 'body'] }),
  (g) => ({ value: `Your password is ${g.humanPassword()} — please change it after the first login.`, rule: 'password-field', why: 'password in prose', place: ['given', 'models', 0, 'output', 'text'] }),
  (g) => ({ value: `Ping @ops: the bot uses ${pre('xo', 'xb-', g.digits(12), '-', g.digits(13), '-', g.alnum(24))} now`, rule: 'slack-token', why: 'bare provider token in prose', place: ['description'] }),
  (g) => ({ value: `Deploy notes\n\`\`\`\nexport GITHUB_TOKEN=${g.checksummed(pre('gh', 'p_'))}\n\`\`\``, rule: 'github-token', why: 'provider token in a Markdown fence', place: ['given', 'artifacts', 'README.md', 'text'] }),
];

const textLayoutPass: Recipe[] = [
  ...LAYOUTS.map(([layout, render, names]): Recipe => (g) => ({ value: render(g.pick(TEXT_SECRET_NAMES[names]), g.pick(TEXT_STAND_INS)), why: `${layout} with a stand-in`, place: g.pick(AS_TEXT) })),
  (g) => ({ value: g.pick(['Reset your password at https://acme-corp.com/reset.', 'The password must be at least 12 characters long.', 'Error: token expired, please sign in again.', 'Invalid API key. Check the key and try again.', 'The password is incorrect, please try again.', 'Rotate the secret every 90 days.', 'API keys are created in Settings > Developers.']), why: 'prose about passwords and keys', place: g.pick(AS_TEXT) }),
  () => ({ value: 'acme-cli login --password-file /run/secrets/db_password --token-env CRM_TOKEN', why: 'flags naming files and variables', place: ['description'] }),
  () => ({ value: 'env:\n  - name: DB_PASSWORD\n    valueFrom:\n      secretKeyRef:\n        name: db\n        key: password\n', why: 'Kubernetes secret reference', place: ['given', 'artifacts', 'deploy.yaml', 'text'] }),
  () => ({ value: 'password := os.Getenv("DB_PASSWORD")\ntoken = os.environ["CRM_TOKEN"]\n$key = env(\'API_KEY\');', why: 'code reading secrets from the environment', place: ['given', 'artifacts', 'main.go', 'text'] }),
  () => ({ value: '2026-01-05T08:00:01Z level=info msg="login" user=jdoe password=[REDACTED] token=***', why: 'a log line with masked values', place: ['given', 'http', 0, 'respond', 'text'] }),
  () => ({ value: 'id,email,password_hash,api_key_last4\n1,jane@acme-corp.com,$2b$12$abc,x9Q2\n', why: 'CSV header naming secrets', place: ['given', 'artifacts', 'users.csv', 'text'] }),
  () => ({ value: '{"password": {"type": "string", "minLength": 12}, "token": {"type": "string"}}', why: 'a schema describing secret fields', place: ['given', 'artifacts', 'schema.json', 'text'] }),
  () => ({ value: 'Set API_KEY=your-key-here before running the job.', why: 'documentation placeholder', place: ['description'] }),
  (g) => ({ value: g.pick(['keyboard=qwertz&layout=de', 'compass=N-47.3769-E8.5417', 'monkey=see-monkey-do', 'bypass=false&passenger=2']), why: 'words that contain a keyword', place: ['given', 'http', 0, 'match', 'body_contains'] }),
  (g) => ({ value: `<password/>\n<token></token>\n<apiKey>${g.pick(['****', '${API_KEY}', ''])}</apiKey>`, why: 'empty or masked XML elements', place: ['given', 'artifacts', 'config.xml', 'text'] }),
  (g) => ({ value: randomText(seededRandom(g.int(1, 1e6)), 'base64', 4000), why: 'a base64 artifact', place: ['given', 'artifacts', 'export.pdf', 'text'] }),
];

const RECIPES: readonly FamilyRecipes[] = [
  { family: 'provider-tokens', flag: providerFlag, pass: providerPass, samples: { flag: 4, pass: 8 } },
  { family: 'test-mode-keys', flag: testModeFlag, pass: testModePass, samples: { flag: 12, pass: 12 } },
  { family: 'jwt', flag: jwtFlag, pass: jwtPass, samples: { flag: 24, pass: 24 } },
  { family: 'private-keys', flag: privateKeyFlag, pass: privateKeyPass, samples: { flag: 16, pass: 16 } },
  { family: 'cloud', flag: cloudFlag, pass: cloudPass, samples: { flag: 12, pass: 12 } },
  { family: 'addresses', flag: addressFlag, pass: addressPass, samples: { flag: 16, pass: 16 } },
  { family: 'authorization', flag: authorizationFlag, pass: authorizationPass, samples: { flag: 16, pass: 16 } },
  { family: 'secret-names', flag: secretNameFlag, pass: secretNamePass, samples: { flag: 12, pass: 12 } },
  { family: 'text-layouts', flag: textLayoutFlag, pass: textLayoutPass, samples: { flag: 8, pass: 8 } },
];

function placeOf(g: Gen, sample: Sample): Place {
  if (sample.place) return sample.place;
  if (sample.key) return g.pick([UNDER.mockJson, UNDER.eventBody, UNDER.state])(sample.key);
  return g.pick(AS_TEXT);
}

/** The generated corpus: every recipe of every family, `samples` times each, seeded. */
export function generateCorpus(seed = 18): CorpusCase[] {
  const cases: CorpusCase[] = [];
  let next = seed * 100_003;
  for (const { family, flag, pass, samples } of RECIPES) {
    for (const [expect, recipes] of [['flag', flag], ['pass', pass]] as const) {
      for (const recipe of recipes) {
        for (let i = 0; i < samples[expect]; i++) {
          const g = new Gen(next++);
          const sample = recipe(g);
          const place = placeOf(g, sample);
          cases.push({
            family,
            expect,
            ...(sample.rule !== undefined ? { rule: sample.rule } : {}),
            why: sample.why,
            list: listWith(place, sample.value, sample.siblings),
            path: [0, ...place],
            value: sample.value,
            secretParts: expect === 'flag' ? g.secretParts : [],
          });
        }
      }
    }
  }
  return cases;
}

// ---------------------------------------------------------------------------
// Typical test lists (no credential in them), for the false-finding check and the benchmark
// ---------------------------------------------------------------------------

/**
 * Cases shaped like real test lists: names, invoices, ids, digests, dummies, a public
 * JWKS, a PDF artifact, a reminder email and a config file whose secrets are stand-ins.
 */
export function typicalCases(count: number, seed = 77): unknown[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const firstNames = ['Jane', 'Ahmed', 'Zoë', 'Li', 'Oluwaseun', 'María', 'Grzegorz'];
  const lastNames = ['Doe', 'Müller-Lüdenscheidt', 'Okafor', 'Nakamura', 'Brzęczyszczykiewicz'];
  const uuid = () => {
    const hex = randomText(random, 'hex', 32);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
  };
  return Array.from({ length: count }, (_, index) => {
    const first = pick(firstNames);
    const last = pick(lastNames);
    const invoice = `INV-2026-${String(index).padStart(4, '0')}`;
    return {
      name: `Reminds ${first} ${last} about ${invoice}`,
      description: 'Sends a reminder when the invoice is overdue; the API token comes from the dummy secret.',
      kind: pick(['happy', 'upstream_failure', 'empty', 'edge']),
      given: {
        now: '2026-01-05T08:00:00Z',
        trigger: 'webhook',
        event: {
          body: { id: uuid(), customer_id: uuid(), invoice_number: invoice, amount: '1249.90', currency: 'EUR' },
          headers: { 'Content-Type': 'application/json', 'X-Request-Id': uuid(), 'X-Signature': 'test-dummy-signature' },
        },
        secrets: { crm: 'test-dummy-crm', smtp: { username: `${first.toLowerCase()}@acme-corp.com`, password: 'test-dummy-smtp' } },
        connections: { crm: { base_url: 'https://crm.connection.test', auth: 'bearer', header: 'Authorization' } },
        http: [
          {
            match: { method: 'GET', url: `https://crm.connection.test/customers/${index}?fields=email,name` },
            respond: {
              json: {
                id: uuid(),
                email: `${first.toLowerCase()}.${index}@example.com`,
                etag: randomText(random, 'hex', 40),
                next_page_token: randomText(random, 'base64url', 40),
                jwks: { keys: [{ kty: 'RSA', kid: '2026-01', use: 'sig', alg: 'RS256', e: 'AQAB', n: randomText(random, 'base64url', 342) }] },
              },
              headers: { 'Content-Type': 'application/json', ETag: `"${randomText(random, 'hex', 32)}"` },
            },
          },
          {
            match: { method: 'POST', url: 'https://mail.connection.test/send' },
            respond: {
              json: {
                message: {
                  subject: `Invoice ${invoice} is overdue`,
                  body: `Dear ${first} ${last},\n\nour records show that invoice ${invoice} of 1,249.90 EUR is overdue since 2026-01-01. Please pay at https://pay.acme-corp.com/i/${index} or reply to this email.\nYour API key and password are never asked for by email.\n\nKind regards,\nAccounts`,
                },
              },
            },
          },
        ],
        models: [{ connection: 'writer', output: { subject: `Invoice ${invoice} is overdue`, tone: 'friendly' } }],
        state: { last_run: '2026-01-04T08:00:00Z', version_id: `sha256:${randomText(random, 'hex', 64)}` },
        artifacts: {
          [`invoice-${index}.pdf`]: { text: randomText(random, 'base64', 600), content_type: 'application/pdf' },
          'settings.env': { text: `APP_ENV=test\nCRM_URL=https://crm.connection.test\nCRM_API_TOKEN=\${CRM_API_TOKEN}\nSMTP_PASSWORD=test-dummy-smtp\nLOG_LEVEL=info\n` },
        },
      },
      expect: {
        outcome: 'success',
        recipients: [`${first.toLowerCase()}.${index}@example.com`],
        http_calls: [{ method: 'GET', path: `/customers/${index}`, header_present: 'Authorization', count: 1 }],
        payload: [{ path: '$.emails[0].subject', matches: '^Invoice INV-\\d{4}-\\d{4} is overdue$' }],
      },
    };
  });
}

export interface FamilyScore {
  family: Family;
  truePositives: number;
  falseNegatives: number;
  falsePositives: number;
  trueNegatives: number;
  precision: number;
  recall: number;
  /** Of the flagged positives, how many under the expected rule id. */
  ruleMatches: number;
}

/** The minimal shape of a finding the score needs (the scanner's own type is not imported here). */
interface ScoredFinding {
  path: (string | number)[];
  rule: string;
}

const samePath = (a: readonly (string | number)[], b: readonly (string | number)[]) => a.length === b.length && a.every((segment, i) => segment === b[i]);

/** Precision and recall per family: a positive counts when a finding names its path. */
export function scoreCorpus(cases: readonly CorpusCase[], scan: (list: unknown[]) => ScoredFinding[]): FamilyScore[] {
  return FAMILIES.map((family) => {
    const score = { family, truePositives: 0, falseNegatives: 0, falsePositives: 0, trueNegatives: 0, precision: 1, recall: 1, ruleMatches: 0 };
    for (const item of cases) {
      if (item.family !== family) continue;
      const findings = scan(item.list);
      if (item.expect === 'flag') {
        const hit = findings.find((finding) => samePath(finding.path, item.path));
        if (hit) {
          score.truePositives++;
          if (hit.rule === item.rule) score.ruleMatches++;
        } else score.falseNegatives++;
      } else if (findings.length > 0) score.falsePositives++;
      else score.trueNegatives++;
    }
    const flagged = score.truePositives + score.falsePositives;
    const positives = score.truePositives + score.falseNegatives;
    score.precision = flagged === 0 ? 1 : score.truePositives / flagged;
    score.recall = positives === 0 ? 1 : score.truePositives / positives;
    return score;
  });
}

/** The issue's bar (SCAN-06..08): in every family. */
export const PRECISION_BAR = 0.97;
export const RECALL_BAR = 0.95;
