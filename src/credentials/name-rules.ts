/**
 * Provider keys that have no prefix of their own: they are known by the name they are
 * given (a JSON key or its parent, a name written in text) and a value of the provider's
 * exact shape. These are gitleaks' "semi-generic" rules (cmd/generate/config/rules/*.go,
 * MIT, see GITLEAKS-NOTICE): `words` are matched inside the name with `-`, `_`, `.` and
 * spaces removed, `value` against the whole value, as in gitleaks.
 *
 * Left out: the rules for public identifiers (adobe, asana, bitbucket, discord,
 * linkedin, looker, messagebird and plaid client ids, sendbird access id, sumologic
 * access id, new-relic user api id) and for public keys (mailgun pubkey, lob pub key,
 * mapbox `pk.` tokens, new-relic browser key): SCAN-08 lets public material pass.
 */

export interface NameRule {
  readonly id: string;
  readonly description: string;
  /** The gitleaks rules this row carries when it merges several (otherwise the one named `id`). */
  readonly gitleaks?: readonly string[];
  /** Lower-case words, one of which the name contains. */
  readonly words: readonly string[];
  /** The whole value (regex source, case-insensitive like gitleaks' `(?i)` unless `caseSensitive`). */
  readonly value: string;
  readonly caseSensitive?: boolean;
  /** gitleaks' minimum Shannon entropy of the value, where it sets one. */
  readonly entropy?: number;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const NAME_RULES: readonly NameRule[] = [
  { id: 'adafruit-api-key', description: 'an Adafruit IO key', words: ['adafruit'], value: '[a-z0-9_-]{32}' },
  { id: 'airtable-api-key', description: 'an Airtable API key', words: ['airtable'], value: '[a-z0-9]{17}' },
  { id: 'algolia-api-key', description: 'an Algolia API key', words: ['algolia'], value: '[a-z0-9]{32}' },
  { id: 'alibaba-secret-key', description: 'an Alibaba Cloud secret key', words: ['alibaba'], value: '[a-z0-9]{30}', entropy: 2 },
  { id: 'asana-client-secret', description: 'an Asana client secret', words: ['asana'], value: '[a-z0-9]{32}' },
  { id: 'atlassian-api-token', description: 'an Atlassian API token', words: ['atlassian', 'confluence', 'jira'], value: '[a-z0-9]{20}[a-f0-9]{4}|ATATT3[A-Za-z0-9_\\-=]{186}', entropy: 3.5 },
  { id: 'beamer-api-token', description: 'a Beamer API token', words: ['beamer'], value: 'b_[a-z0-9=_\\-]{44}' },
  { id: 'bitbucket-client-secret', description: 'a Bitbucket client secret', words: ['bitbucket'], value: '[a-z0-9=_\\-]{64}' },
  { id: 'bittrex-access-key', description: 'a Bittrex key', gitleaks: ['bittrex-access-key', 'bittrex-secret-key'], words: ['bittrex'], value: '[a-z0-9]{32}' },
  { id: 'cisco-meraki-api-key', description: 'a Cisco Meraki API key', words: ['meraki'], value: '[0-9a-f]{40}', entropy: 3 },
  { id: 'cloudflare-api-key', description: 'a Cloudflare API key', words: ['cloudflare'], value: '[a-z0-9_-]{40}', entropy: 2 },
  { id: 'cloudflare-global-api-key', description: 'a Cloudflare global API key', words: ['cloudflare'], value: '[a-f0-9]{37}', entropy: 2 },
  { id: 'codecov-access-token', description: 'a Codecov token', words: ['codecov'], value: '[a-z0-9]{32}' },
  { id: 'cohere-api-token', description: 'a Cohere API key', words: ['cohere', 'coapikey'], value: '[a-zA-Z0-9]{40}', entropy: 4 },
  { id: 'coinbase-access-token', description: 'a Coinbase token', words: ['coinbase'], value: '[a-z0-9_-]{64}' },
  { id: 'confluent-access-token', description: 'a Confluent key', words: ['confluent'], value: '[a-z0-9]{16}' },
  { id: 'confluent-secret-key', description: 'a Confluent secret', words: ['confluent'], value: '[a-z0-9]{64}' },
  { id: 'contentful-delivery-api-token', description: 'a Contentful delivery token', words: ['contentful'], value: '[a-z0-9=_\\-]{43}' },
  { id: 'datadog-access-token', description: 'a Datadog key', words: ['datadog'], value: '[a-z0-9]{40}' },
  { id: 'defined-networking-api-token', description: 'a Defined Networking token', words: ['dnkey'], value: 'dnkey-[a-z0-9=_\\-]{26}-[a-z0-9=_\\-]{52}' },
  { id: 'discord-api-token', description: 'a Discord token', words: ['discord'], value: '[a-f0-9]{64}' },
  { id: 'discord-client-secret', description: 'a Discord client secret', words: ['discord'], value: '[a-z0-9=_\\-]{32}', entropy: 2 },
  { id: 'droneci-access-token', description: 'a Drone CI token', words: ['droneci'], value: '[a-z0-9]{32}' },
  { id: 'dropbox-api-token', description: 'a Dropbox token', gitleaks: ['dropbox-api-token', 'dropbox-long-lived-api-token', 'dropbox-short-lived-api-token'], words: ['dropbox'], value: '[a-z0-9]{15}|[a-z0-9]{11}AAAAAAAAAA[a-z0-9\\-_=]{43}|sl\\.[a-z0-9\\-=_]{135}' },
  { id: 'etsy-access-token', description: 'an Etsy token', words: ['etsy'], value: '[a-z0-9]{24}', entropy: 3 },
  { id: 'facebook-secret', description: 'a Facebook app secret', words: ['facebook'], value: '[a-f0-9]{32}', entropy: 3 },
  { id: 'fastly-api-token', description: 'a Fastly API token', words: ['fastly'], value: '[a-z0-9=_\\-]{32}' },
  { id: 'finicity-api-token', description: 'a Finicity key', gitleaks: ['finicity-api-token', 'finicity-client-secret'], words: ['finicity'], value: '[a-f0-9]{32}|[a-z0-9]{20}' },
  { id: 'finnhub-access-token', description: 'a Finnhub token', words: ['finnhub'], value: '[a-z0-9]{20}' },
  { id: 'flickr-access-token', description: 'a Flickr token', words: ['flickr'], value: '[a-z0-9]{32}' },
  { id: 'freshbooks-access-token', description: 'a FreshBooks token', words: ['freshbooks'], value: '[a-z0-9]{64}' },
  { id: 'gitter-access-token', description: 'a Gitter token', words: ['gitter'], value: '[a-z0-9_-]{40}' },
  { id: 'gocardless-api-token', description: 'a GoCardless access token', words: ['gocardless'], value: '(?:live|sandbox)_[a-z0-9\\-_=]{40}' },
  { id: 'heroku-api-key', description: 'a Heroku API key', words: ['heroku'], value: UUID },
  { id: 'hubspot-api-key', description: 'a HubSpot API key', words: ['hubspot'], value: UUID },
  { id: 'intercom-api-key', description: 'an Intercom token', words: ['intercom'], value: '[a-z0-9=_\\-]{60}' },
  { id: 'jfrog-api-key', description: 'a JFrog key or token', gitleaks: ['jfrog-api-key', 'jfrog-identity-token'], words: ['jfrog', 'artifactory', 'bintray', 'xray'], value: '[a-z0-9]{73}|[a-z0-9]{64}' },
  { id: 'kraken-access-token', description: 'a Kraken key', words: ['kraken'], value: '[a-z0-9\\/=_\\+\\-]{80,90}' },
  { id: 'kucoin-access-token', description: 'a KuCoin key', gitleaks: ['kucoin-access-token', 'kucoin-secret-key'], words: ['kucoin'], value: `[a-f0-9]{24}|${UUID}` },
  { id: 'launchdarkly-access-token', description: 'a LaunchDarkly key', words: ['launchdarkly'], value: '[a-z0-9=_\\-]{40}' },
  { id: 'linear-client-secret', description: 'a Linear client secret', words: ['linear'], value: '[a-f0-9]{32}', entropy: 2 },
  { id: 'linkedin-client-secret', description: 'a LinkedIn client secret', words: ['linkedin'], value: '[a-z0-9]{16}', entropy: 2 },
  { id: 'lob-api-key', description: 'a Lob API key (test_ keys are real secrets too)', words: ['lob'], value: '(?:live|test)_[a-f0-9]{35}' },
  { id: 'looker-client-secret', description: 'a Looker client secret', words: ['looker'], value: '[a-z0-9]{24}' },
  { id: 'mailchimp-api-key', description: 'a Mailchimp API key', words: ['mailchimp'], value: '[a-f0-9]{32}-us\\d\\d' },
  { id: 'mailgun-private-api-token', description: 'a Mailgun API key', words: ['mailgun'], value: 'key-[a-f0-9]{32}' },
  { id: 'mailgun-signing-key', description: 'a Mailgun webhook signing key', words: ['mailgun'], value: '[a-h0-9]{32}-[a-h0-9]{8}-[a-h0-9]{8}' },
  { id: 'mapbox-api-token', description: 'a Mapbox secret token (sk.; gitleaks looks for the public pk.)', words: ['mapbox'], value: 'sk\\.[a-z0-9]{60}\\.[a-z0-9]{22}' },
  { id: 'mattermost-access-token', description: 'a Mattermost token', words: ['mattermost'], value: '[a-z0-9]{26}' },
  { id: 'messagebird-api-token', description: 'a MessageBird key', words: ['messagebird'], value: '[a-z0-9]{25}' },
  { id: 'netlify-access-token', description: 'a Netlify token', words: ['netlify'], value: '[a-z0-9=_\\-]{40,46}' },
  { id: 'new-relic-user-api-key', description: 'a New Relic key', gitleaks: ['new-relic-user-api-key', 'new-relic-insert-key'], words: ['newrelic'], value: 'NRAK-[a-z0-9]{27}|NRII-[a-z0-9-]{32}' },
  { id: 'nytimes-access-token', description: 'a New York Times API key', words: ['nytimes', 'newyorktimes'], value: '[a-z0-9=_\\-]{32}' },
  { id: 'okta-access-token', description: 'an Okta API token', words: ['okta'], value: '00[\\w=\\-]{40}', entropy: 4 },
  { id: 'plaid-secret-key', description: 'a Plaid secret', words: ['plaid'], value: '[a-z0-9]{30}', entropy: 3.5 },
  { id: 'privateai-api-token', description: 'a Private AI key', words: ['privateai'], value: '[a-z0-9]{32}', entropy: 3 },
  { id: 'rapidapi-access-token', description: 'a RapidAPI key', words: ['rapidapi'], value: '[a-z0-9_-]{50}' },
  { id: 'sendbird-access-token', description: 'a Sendbird token', words: ['sendbird'], value: '[a-f0-9]{40}' },
  { id: 'sentry-access-token', description: 'a Sentry token', words: ['sentry'], value: '[a-f0-9]{64}', entropy: 3 },
  { id: 'sidekiq-secret', description: 'a Sidekiq Enterprise credential', words: ['bundleenterprisecontribsyscom', 'bundlegemscontribsyscom'], value: '[a-f0-9]{8}:[a-f0-9]{8}' },
  { id: 'snyk-api-token', description: 'a Snyk token', words: ['snykapikey', 'snykapitoken', 'snykkey', 'snyktoken', 'snykoauthtoken'], value: UUID },
  { id: 'sonar-api-token', description: 'a SonarQube token', words: ['sonarlogin', 'sonartoken'], value: '(?:squ_|sqp_|sqa_)?[a-z0-9=_\\-]{40}' },
  { id: 'squarespace-access-token', description: 'a Squarespace key', words: ['squarespace'], value: UUID },
  { id: 'sumologic-access-token', description: 'a Sumo Logic key', words: ['sumo'], value: '[a-z0-9]{64}', entropy: 3 },
  { id: 'telegram-bot-api-token', description: 'a Telegram bot token', words: ['telegr'], value: '[0-9]{5,16}:A[a-zA-Z0-9_\\-]{34}', caseSensitive: true },
  { id: 'travisci-access-token', description: 'a Travis CI token', words: ['travis'], value: '[a-z0-9]{22}' },
  { id: 'twitch-api-token', description: 'a Twitch token', words: ['twitch'], value: '[a-z0-9]{30}' },
  { id: 'twitter-api-secret', description: 'a Twitter (X) key or secret', gitleaks: ['twitter-api-key', 'twitter-api-secret', 'twitter-access-token', 'twitter-access-secret', 'twitter-bearer-token'], words: ['twitter'], value: '[a-z0-9]{45}|[a-z0-9]{50}|[a-z0-9]{25}|[0-9]{15,25}-[a-zA-Z0-9]{20,40}|A{22}[a-zA-Z0-9%]{80,100}' },
  { id: 'typeform-api-token', description: 'a Typeform token', words: ['typeform'], value: 'tfp_[a-z0-9\\-_\\.=]{59}' },
  { id: 'yandex-api-key', description: 'a Yandex Cloud key or token', gitleaks: ['yandex-api-key', 'yandex-access-token', 'yandex-aws-access-token'], words: ['yandex'], value: 't1\\.[A-Z0-9a-z_-]+={0,2}\\.[A-Z0-9a-z_-]{86}={0,2}|AQVN[A-Za-z0-9_\\-]{35,38}|YC[a-zA-Z0-9_\\-]{38}' },
  { id: 'zendesk-secret-key', description: 'a Zendesk key', words: ['zendesk'], value: '[a-z0-9]{40}' },
];

/** Every provider word in one pattern, for the cheap question whether a name holds any. */
export const PROVIDER_WORD = new RegExp(
  [...new Set(NAME_RULES.flatMap((rule) => rule.words))].sort((a, b) => b.length - a.length).join('|'),
);

/** The name rules whose words the name (lower case, separators removed) contains. */
export function nameRulesFor(compactName: string): NameRule[] {
  return NAME_RULES.filter((rule) => rule.words.some((word) => compactName.includes(word)));
}

const valuePatterns = new Map<NameRule, RegExp>(
  NAME_RULES.map((rule) => [rule, new RegExp(`^(?:${rule.value})$`, rule.caseSensitive ? '' : 'i')]),
);

/** Whether the value has the rule's exact shape. */
export function hasProviderShape(rule: NameRule, value: string): boolean {
  return valuePatterns.get(rule)!.test(value);
}
