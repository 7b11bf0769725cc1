/**
 * Recall beside the benign corpus: random keys of seven alphabets and many lengths under
 * a hundred names people give secrets, in nine places and layouts, independent of the
 * recipes of corpus.ts. Reading names as words and values by what they are must not cost
 * recall: at least 99 % of these 10,000 are found (99.47 % with the rules before, 99.46 %
 * now; over 30,000 of them 99.53 % and 99.51 %).
 */
import { expect, it } from 'vitest';
import { scanForCredentials } from '../../src/credentials/index.js';
import { randomText, seededRandom, type Alphabet } from './corpus.js';

const SECRET_NAMES = [
  'api_key', 'apiKey', 'API_KEY', 'X-Api-Key', 'secret', 'client_secret', 'token', 'access_token', 'auth_token', 'authToken',
  'bearer_token', 'refresh_token', 'private_token', 'session_token', 'secret_key', 'SECRET_KEY', 'app_secret', 'consumer_secret',
  'signing_key', 'webhook_secret', 'encryption_key', 'master_key', 'license_key', 'deploy_key', 'service_key', 'subscription_key',
  'account_key', 'storage_account_key', 'access_key', 'secret_access_key', 'auth', 'authorization', 'credentials', 'creds',
  'token_secret', 'oauth_token', 'oauth_token_secret', 'jwt_secret', 'hmac_key', 'shared_secret', 'client_key', 'server_key',
  'admin_token', 'root_token', 'vault_token', 'github_token', 'slack_token', 'npm_token', 'auth_code', 'authorization_code',
  'session_key', 'sas_token', 'api_secret', 'apiSecret', 'api-token', 'ApiToken', 'PRIVATE_KEY', 'secretKey', 'accessKey',
  'authKey', 'auth_key', 'authentication_key', 'auth_string', 'auth_value', 'token_value', 'api_key_value', 'secret_value',
  'apikey', 'secrettoken', 'AUTH_TOKEN_PROD', 'apiKeyLive', 'secret_key_base', 'x-auth-token', 'X-Auth', 'pass_key', 'token_v2',
  '_auth', '_authToken', 'bot_token', 'app_token', 'personal_access_token', 'refreshToken', 'idToken', 'accessToken',
];
const PASSWORD_NAMES = ['password', 'db_password', 'DB_PASS', 'pass', 'pwd', 'passphrase', 'smtp_pass', 'mysql_root_password', 'redis_password', 'adminPassword', 'Password', 'PASSWORD', 'user_password', 'pass_word', 'new_password', 'passwd'];
const KEYS: readonly [Alphabet, readonly number[]][] = [
  ['alnum', [12, 16, 20, 24, 32, 40, 48, 64]],
  ['hex', [12, 16, 24, 32, 40, 64]],
  ['base64', [20, 32, 44, 64, 88]],
  ['base64url', [32, 43, 64]],
  ['lower-alnum', [20, 26, 32, 40]],
  ['upper-alnum', [16, 20, 32]],
  ['printable', [12, 16, 20]],
];
const element = (name: string) => name.replace(/^_/, 'x');
const LAYOUTS: readonly ((name: string, value: string) => unknown)[] = [
  (n, v) => ({ given: { http: [{ respond: { json: { data: { [n]: v } } } }] } }),
  (n, v) => ({ given: { secrets: { crm: { [n]: v } } } }),
  (n, v) => ({ given: { artifacts: { '.env': { text: `APP=1\n${n.toUpperCase().replace(/-/g, '_')}=${v}\n` } } } }),
  (n, v) => ({ given: { artifacts: { 'c.yaml': { text: `db:\n  ${n}: ${v}\n` } } } }),
  (n, v) => ({ given: { http: [{ respond: { text: `{"ok":true,"${n}":"${v}"}` } }] } }),
  (n, v) => ({ given: { http: [{ match: { url: `https://x.test/a?${n}=${encodeURIComponent(v)}&p=1` } }] } }),
  (n, v) => ({ given: { artifacts: { 'a.xml': { text: `<c><${element(n)}>${v.replace(/[<&]/g, 'x')}</${element(n)}></c>` } } } }),
  (n, v) => ({ expect: { http_calls: [{ header_equals: { [n]: v } }] } }),
  (n, v) => ({ description: `2026-01-01T00:00:00Z level=info ${n}=${v} status=200` }),
];

it('SCAN-06 random keys under a hundred secret names in nine layouts are found 99 % of the time', () => {
  const random = seededRandom(4242);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  let found = 0;
  const samples = 10_000;
  for (let i = 0; i < samples; i++) {
    const name = pick(random() < 0.25 ? PASSWORD_NAMES : SECRET_NAMES);
    const [alphabet, lengths] = pick(KEYS);
    const value = randomText(random, alphabet, pick(lengths));
    if (scanForCredentials([pick(LAYOUTS)(name, value)]).length > 0) found++;
  }
  expect(found / samples).toBeGreaterThanOrEqual(0.99);
});
