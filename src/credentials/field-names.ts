/**
 * What a name says about its value: a JSON key of the test data (`password`,
 * `X-Api-Key`, `given.secrets`), or a name written in text (`DB_PASSWORD=`,
 * `--token`, `<password>`). Names are split into lower-case words (camelCase,
 * snake_case, kebab-case) and looked up in the vocabulary below; words about the secret
 * (`token_type`, `secret_name`) or of public or hashed material (`public_key`,
 * `password_hash`), and words of other things (`storage_key`, `idempotency_key`,
 * `skiptoken`), make the name ordinary. A weak word (`auth`, `pass`) names a secret only
 * at the end of the name (`db_pass`, `x-auth`), not before another word (`authProfile`,
 * `pass-arg`); paths and package names (`./auth/*`, `@aws-sdk/token-providers`) are no
 * names at all.
 */
import { PROVIDER_WORD, nameRulesFor, type NameRule } from './name-rules.js';

export type FieldKind = 'password' | 'secret';

/**
 * - `password` / `secret`: the value is judged as a credential;
 * - `ordinary`: the value is ordinary data, even inside a secret object;
 * - `neutral`: the name says nothing; the enclosing context decides.
 * `aws` marks names that put a 40-character value under the aws-secret-key rule;
 * `providers` are the provider-name rules the name calls for (name-rules.ts).
 */
export interface FieldNameMeaning {
  role: FieldKind | 'ordinary' | 'neutral';
  aws: boolean;
  providers: readonly NameRule[];
}

/** Words in a name that make it a password field. */
const PASSWORD_WORDS: ReadonlySet<string> = new Set(['password', 'passwd', 'pwd', 'pw', 'pass', 'passphrase', 'passcode']);
/** Words in a name that make it a secret field (header names included). */
const SECRET_WORDS: ReadonlySet<string> = new Set([
  'secret', 'secrets', 'token', 'apikey', 'auth', 'authorization', 'authentication', 'credential',
  'credentials', 'creds', 'privatekey', 'accesskey', 'secretkey', 'oauth', 'bearer', 'jwt', 'sas', 'apitoken',
  'tokens', 'passwords',
]);
/**
 * Secret words that name a secret only as the head of the name, or before a word that
 * says how the secret is written (`auth_string`, `pass_word`): `authProfile`,
 * `AuthFailure`, `pass-arg`, `Authentication-Results` and `bearerFormat` are about
 * something else.
 */
const WEAK_SECRET_WORDS: ReadonlySet<string> = new Set([
  'auth', 'authentication', 'authorization', 'oauth', 'pass', 'pw', 'bearer', 'sas', 'jwt', 'creds',
]);
/** Words after a weak secret word that still name the secret itself: how it is written, which one. */
const SECRET_VALUE_WORDS: ReadonlySet<string> = new Set([
  'value', 'values', 'data', 'string', 'str', 'text', 'b64', 'base64', 'hex', 'raw', 'bytes', 'plain', 'plaintext',
  'clear', 'cleartext', 'encoded', 'literal', 'word', 'phrase', 'code', 'cookie', 'prod', 'production', 'live',
  'staging', 'stage', 'dev', 'test', 'sandbox', 'local', 'new', 'old', 'current', 'previous', 'primary',
  'secondary', 'backup', 'override', 'default', 'json', 'key', 'keys', 'basic', 'bearer',
]);
/**
 * Word pairs that name a secret: api key, access key, private key… Not `storage`: a
 * storage key is an object's path far more often than an account key (which
 * `storage_account_key` still names).
 */
const SECRET_PAIR_FIRSTS: ReadonlySet<string> = new Set([
  'api', 'access', 'private', 'secret', 'signing', 'encryption', 'master', 'session', 'app', 'consumer',
  'license', 'licence', 'deploy', 'account', 'shared', 'subscription', 'functions', 'function',
  'auth', 'authentication', 'service', 'admin', 'server', 'root', 'hmac', 'webhook', 'client', 'ssh', 'sas', 'jwt', 'encrypt',
  'decryption', 'crypto', 'sendgrid', 'stripe', 'twilio',
]);
const SECRET_PAIR_SECONDS: ReadonlySet<string> = new Set(['key', 'keys']);
/** Run-together names such as authtoken, webhooksecret, dbpassword. */
const SECRET_SUFFIXES: readonly string[] = [
  'token', 'secret', 'apikey', 'privatekey', 'accesskey', 'secretkey', 'signingkey', 'credential', 'credentials',
];
const PASSWORD_SUFFIXES: readonly string[] = ['password', 'passwd', 'passphrase', 'pwd'];

/**
 * Words that make a secret-sounding name ordinary: page tokens, token counts, hashes,
 * public keys, CSRF tokens (as gitleaks' generic allowlist), masked or encrypted copies.
 */
const NEVER_SECRET_WORDS: ReadonlySet<string> = new Set([
  'page', 'cursor', 'continuation', 'pagination', 'next', 'sync', 'public', 'publishable', 'pub',
  'hash', 'hashed', 'digest', 'checksum', 'fingerprint', 'hint', 'usage', 'count', 'limit', 'max',
  'min', 'used', 'total', 'input', 'output', 'prompt', 'completion', 'remaining', 'estimated',
  'csrf', 'xsrf', 'authenticity', 'idempotency', 'masked', 'mask', 'redacted', 'encrypted', 'sealed', 'last4',
  'sha1', 'sha256', 'sha512', 'md5', 'bcrypt', 'salt', 'placeholder', 'cache', 'strength', 'rules',
  'regex', 'pattern', 'reference', 'integrity', 'skip', 'delta', 'resume',
]);
/** Run-together names of page tokens and the like: `$skiptoken`, `pagetoken`, `nextToken` written as one word. */
const NEVER_SECRET_STEMS: readonly string[] = ['skip', 'delta', 'page', 'next', 'sync', 'continuation', 'resume', 'cursor', 'csrf', 'xsrf'];
/** Words that, after the secret word, name something about the secret rather than the secret. */
const ABOUT_THE_SECRET_WORDS: ReadonlySet<string> = new Set([
  'id', 'ids', 'name', 'names', 'type', 'url', 'uri', 'endpoint', 'header', 'length', 'expires',
  'expiry', 'expiration', 'ttl', 'path', 'file', 'env', 'ref', 'field', 'kind', 'format', 'scope',
  'scopes', 'status', 'method', 'location', 'issuer', 'alg', 'algorithm', 'prefix', 'suffix', 'version',
  'label', 'at', 'date', 'time', 'mode', 'enabled', 'required', 'policy', 'rotation', 'provider', 'in',
  'arn', 'source', 'store', 'vault', 'manager', 'param', 'parameter', 'var', 'variable', 'lifetime',
  'created', 'updated', 'age', 'set', 'valid', 'validity', 'error', 'errors', 'message', 'description',
  'owner', 'alias', 'size', 'bits', 'host', 'user', 'username', 'email', 'profile', 'profiles', 'providers',
  'result', 'results', 'strategy', 'scheme', 'schemes', 'flow', 'flows', 'handler', 'options', 'settings',
  'config', 'configuration', 'request', 'response', 'rule', 'role', 'roles', 'group', 'groups', 'level', 'fail',
  'failed', 'failure', 'failures', 'success', 'attempts', 'retries', 'jti', 'kid', 'claims', 'audience',
  'subject', 'sub', 'iss', 'aud', 'audiences', 'grant', 'types', 'methods', 'modes', 'kinds', 'class', 'schema',
  'names', 'timeout', 'duration', 'interval', 'count', 'number', 'index', 'domain', 'realm', 'context',
  'service', 'server', 'client', 'api', 'app', 'state', 'info', 'details', 'metadata', 'usage', 'log', 'logs',
  'event', 'events', 'check', 'verified', 'verification', 'challenge', 'reason', 'template',
]);
/** Names of ordinary data: they stop an enclosing secret context (secrets.crm.username). */
const ORDINARY_FIELD_WORDS: ReadonlySet<string> = new Set([
  'id', 'uuid', 'username', 'user', 'login', 'email', 'mail', 'name', 'url', 'uri', 'host',
  'hostname', 'domain', 'region', 'tenant', 'port', 'account', 'org', 'organization', 'workspace',
  'project', 'database', 'scheme', 'type', 'text', 'body', 'content', 'description', 'message',
  'subject', 'html', 'note', 'notes', 'comment', 'title', 'summary', 'label', 'header', 'endpoint',
  'kid', 'jti', 'iss', 'aud', 'sub', 'path', 'file', 'filename', 'kind', 'mode', 'provider', 'version',
  'status', 'scope', 'scopes', 'format', 'algorithm', 'alg', 'method', 'profile', 'issuer', 'audience',
  'reason', 'result', 'ids', 'names', 'columns', 'date', 'time', 'timestamp', 'expires', 'created', 'updated',
  'etag', 'sha', 'revision', 'commit',
]);

const NEUTRAL: FieldNameMeaning = { role: 'neutral', aws: false, providers: [] };
const ORDINARY: FieldNameMeaning = { role: 'ordinary', aws: false, providers: [] };

/** Split a field or header name into lower-case words: XApiKey, x-api-key, X_API_KEY → x api key. */
function fieldNameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** A file name (report.csv, api-token-export.csv) names a file, not a secret; `spring.datasource.token` is no file. */
const FILE_NAME = /\.(?!(?:token|secret|pass|pwd)$)[A-Za-z][A-Za-z0-9]{0,4}$/i;

/** Field names repeat across cases (name, given, event…): each is judged once. */
const meaningCache = new Map<string, FieldNameMeaning>();
const MEANING_CACHE_LIMIT = 10_000;

export function meaningOfFieldName(name: string): FieldNameMeaning {
  let meaning = meaningCache.get(name);
  if (meaning === undefined) {
    meaning = judgeFieldName(name);
    if (meaningCache.size < MEANING_CACHE_LIMIT) meaningCache.set(name, meaning);
  }
  return meaning;
}

/** Keys that are paths, addresses or package names (`./auth/*`, `@aws-sdk/token-providers`) name no field. */
const PATH_NAME = /[/\\]|^[.@~]/;

/** `skiptoken` → `skip token`: a run-together name of a page token is read as its two words. */
function splitRunTogether(word: string): string[] {
  for (const suffix of SECRET_SUFFIXES) {
    if (word.length <= suffix.length || !word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (NEVER_SECRET_STEMS.includes(stem)) return [stem, suffix];
  }
  return [word];
}

function isSecretWord(words: readonly string[], index: number): boolean {
  const word = words[index]!;
  if (SECRET_WORDS.has(word) || SECRET_SUFFIXES.some((suffix) => word.endsWith(suffix))) return true;
  return index > 0 && SECRET_PAIR_SECONDS.has(word) && SECRET_PAIR_FIRSTS.has(words[index - 1]!);
}

/** A weak secret word before a word that is neither about how the secret is written nor a number. */
function isWeakBeforeOtherWords(words: readonly string[], index: number): boolean {
  if (!WEAK_SECRET_WORDS.has(words[index]!)) return false;
  return words.slice(index + 1).some((word) => !SECRET_VALUE_WORDS.has(word) && !/^\d+$/.test(word));
}

function isPasswordWord(word: string): boolean {
  return PASSWORD_WORDS.has(word) || PASSWORD_SUFFIXES.some((suffix) => word.endsWith(suffix));
}

function judgeFieldName(name: string): FieldNameMeaning {
  if (name.length > 100 || FILE_NAME.test(name) || PATH_NAME.test(name)) return NEUTRAL;
  const words = fieldNameWords(name).flatMap(splitRunTogether);
  // A name that says what else it is (a page token, a hash, a storage key) is ordinary data.
  if (words.some((word) => NEVER_SECRET_WORDS.has(word))) return ORDINARY;
  let lastSecretWord = -1;
  let kind: FieldKind = 'secret';
  words.forEach((word, index) => {
    const isPassword = isPasswordWord(word);
    if (isPassword || isSecretWord(words, index)) {
      lastSecretWord = index;
      kind = isPassword ? 'password' : 'secret';
    }
  });
  if (lastSecretWord >= 0 && isWeakBeforeOtherWords(words, lastSecretWord)) return ORDINARY;
  const compact = words.join('');
  const providers = PROVIDER_WORD.test(compact) ? nameRulesFor(compact) : [];
  const last = words[words.length - 1];
  if (lastSecretWord < 0) {
    if (last !== undefined && ORDINARY_FIELD_WORDS.has(last)) return ORDINARY;
    return providers.length > 0 ? { role: 'neutral', aws: false, providers } : NEUTRAL;
  }
  if (words.slice(lastSecretWord + 1).some((word) => ABOUT_THE_SECRET_WORDS.has(word))) return ORDINARY;
  const aws = words.includes('aws') || (words.includes('secret') && words.includes('access'));
  return { role: kind, aws, providers };
}

