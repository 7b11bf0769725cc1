/**
 * The one credential rule set: what the scan of test data (SCAN-01, scan-values.ts) and
 * the save-time check of script code (CTX-06, scan-text.ts) look for. Value heuristics,
 * the table of token formats, and the vocabulary of field names that suggest a secret.
 * Modelled on gitleaks: service prefixes, PEM blocks with a body, keyword + value with
 * Shannon entropy above 3.5, stopwords, and the AWS documentation example keys allowed.
 *
 * Both places find the same formats and names; they differ only in what counts as a
 * stand-in (see `Strictness`). Everything here judges one string (or one field name).
 */

/**
 * How a match is judged once its format or name is found.
 * - `data` (test data, SCAN-08): made-up values are expected, so the body must look
 *   real — documentation examples, placeholders, runs and low entropy pass.
 * - `code` (a script, CTX-06): a script never needs a credential-shaped literal (it
 *   reads `ctx.secrets`), so any match is refused unless it plainly says it is no
 *   value: a `test-dummy-` dummy, templating, or a placeholder (see `isStandInInCode`).
 */
export type Strictness = 'data' | 'code';

// ---------------------------------------------------------------------------
// Value heuristics
// ---------------------------------------------------------------------------

/** Counts per UTF-16 code unit, reused between calls: entropy runs on every candidate. */
const codeCounts = new Uint32Array(65536);

/** Shannon entropy in bits per character (UTF-16 code units). */
export function shannonEntropy(text: string): number {
  const length = text.length;
  if (length === 0) return 0;
  const seen: number[] = [];
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    const before = codeCounts[code]!;
    codeCounts[code] = before + 1;
    if (before === 0) seen.push(code);
  }
  let bits = 0;
  for (const code of seen) {
    const p = codeCounts[code]! / length;
    bits -= p * Math.log2(p);
    codeCounts[code] = 0;
  }
  return bits;
}

/**
 * Words and marks that show a human typed a stand-in. `test-dummy-` (flowgate's own
 * default, TEST secrets) is covered by "test" and "dummy"; the AWS documentation keys
 * (AKIAIOSFODNN7EXAMPLE and its secret) by "example", as in gitleaks. Words are 4+ letters
 * because a shorter word turns up by chance inside real random tokens too often.
 */
const PLACEHOLDER_MARKS =
  /example|dummy|fake|sample|placeholder|change[-_]?me|redacted|test|mock|demo|lorem|ipsum|not[-_]?real|invalid|your|password|passwd|secret|token|qwerty|asdf|<[^<>]{0,64}>|\$\{|\{\{|\*\*\*/i;
/** Case-sensitive on purpose: "xXx" inside a random token is far likelier than "xxx"/"XXX". */
const PLACEHOLDER_FILLER = /xxx|XXX/;
/**
 * For long bodies (PEM blocks run to thousands of base64 characters) only long words
 * count, otherwise a real key would pass now and then by containing "test" by chance.
 */
const STRONG_PLACEHOLDER_MARKS = /example|dummy|placeholder|change[-_]?me|redacted|\.\.\.|<[^<>]{0,64}>|\$\{/i;

type PlaceholderStrictness = 'all' | 'strong';

function isPlaceholder(text: string, strictness: PlaceholderStrictness = 'all'): boolean {
  if (strictness === 'strong') return STRONG_PLACEHOLDER_MARKS.test(text);
  return PLACEHOLDER_MARKS.test(text) || PLACEHOLDER_FILLER.test(text);
}

/**
 * Repeated characters or a run along the alphabet (aaaaaaaa, 12345678, abcdefgh,
 * abc123def456): at least 60% of neighbouring characters are equal or adjacent. A
 * random token has about 5% such neighbours.
 */
function isTrivialSequence(text: string): boolean {
  if (text.length < 2) return true;
  if (new Set(text).size <= 2) return true;
  let smooth = 0;
  for (let i = 1; i < text.length; i++) {
    const step = text.charCodeAt(i) - text.charCodeAt(i - 1);
    if (step >= -1 && step <= 1) smooth++;
  }
  return smooth / (text.length - 1) >= 0.6;
}

/**
 * A human-readable identifier: two or more parts split by - _ or . where each part is a
 * plain word or a number (spring-catalogue-2026, Acme_Invoice_Batch). Random secrets mix
 * letters and digits inside one part.
 */
const SLUG_PART = /^(?:[a-z]{1,15}|[A-Z][a-z]{0,14}|[A-Z]{1,6}|\d{1,8})$/;
function isWordSlug(text: string): boolean {
  const parts = text.split(/[-_.]/);
  if (parts.length < 2) return false;
  return parts.every((part) => part === '' || SLUG_PART.test(part));
}

/** The stand-ins every rule accepts: dummies, documentation keys, placeholders, runs. */
export function isAllowedStandIn(text: string, strictness: PlaceholderStrictness = 'all'): boolean {
  return isPlaceholder(text, strictness) || isTrivialSequence(text);
}

function characterClasses(text: string): number {
  let classes = 0;
  if (/[a-z]/.test(text)) classes++;
  if (/[A-Z]/.test(text)) classes++;
  if (/[0-9]/.test(text)) classes++;
  if (/[^A-Za-z0-9]/.test(text)) classes++;
  return classes;
}

/** Shapes of ordinary data that a secret-named field may still hold without a finding. */
const ORDINARY_SHAPES: readonly RegExp[] = [
  /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, // email address
  /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^\s]*$/, // URL (credentials inside it: url-credentials rule)
  /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/, // ISO date or time
  /^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/, // host name
  /^(?:sha1|sha224|sha256|sha384|sha512|md5):[0-9a-fA-F]+$/, // content digest
  /^[+-]?\d+(?:\.\d+)?$/, // number written as text
];

export type FieldKind = 'password' | 'secret';

/**
 * Does this value, found in a field named like a secret, look like a real one?
 * Returns the kind of credential found (a Basic header holds a password), or null.
 *
 * - length >= 8 and Shannon entropy > 3.5 (gitleaks' generic rule);
 * - for passwords also: length >= 8 with three of lower/upper/digit/symbol, because a
 *   human-chosen password ("Summer2024!") is short and never reaches 3.5 bits;
 * - values with whitespace are prose, not a credential (a passphrase of plain words
 *   passes: documented limit);
 * - `hunter2` passes: too short to tell from an ordinary word.
 */
function assessFieldValue(raw: string, kind: FieldKind): FieldKind | null {
  let value = raw.trim();
  const scheme = AUTH_SCHEME.exec(value);
  if (scheme) {
    value = value.slice(scheme[0].length).trim();
    if (scheme[1]!.toLowerCase() === 'basic') {
      const password = basicAuthPassword(value);
      if (password !== null) return assessFieldValue(password, 'password');
    }
  }
  if (value.length < 8 || /\s/.test(value)) return null;
  if (isAllowedStandIn(value)) return null;
  if (ORDINARY_SHAPES.some((shape) => shape.test(value))) return null;
  if (kind === 'password' && characterClasses(value) >= 3) return 'password';
  if (isWordSlug(value)) return null;
  return shannonEntropy(value) > 3.5 ? kind : null;
}

const AUTH_SCHEME = /^(Bearer|Basic|Token|Bot|Digest|ApiKey|Api-Key|SSWS)\s+/i;

/** The password part of a Basic credential (`base64(user:password)`), or null. */
function basicAuthPassword(encoded: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0 || /[\u0000-\u001f\ufffd]/.test(decoded)) return null;
  return decoded.slice(colon + 1);
}

/** An AWS secret access key: 40 base64 characters. */
function isAwsSecretKeyShape(value: string): boolean {
  return /^[A-Za-z0-9/+]{40}$/.test(value) && !isAllowedStandIn(value) && shannonEntropy(value) > 3.5;
}

// ---------------------------------------------------------------------------
// Token formats (pattern rules)
// ---------------------------------------------------------------------------

export interface PatternRule {
  readonly id: string;
  /** Completes "looks like …"; names the kind of credential, never a value. */
  readonly description: string;
  /**
   * Literal substrings one of which every match contains: the regex only runs when a
   * hint is present, which keeps the scan of large artifact texts cheap.
   */
  readonly hints: readonly string[];
  /** Global regex; the `body` group is the random part judged by `isReal`. */
  readonly pattern: RegExp;
  /** Whether the match is real-looking rather than a stand-in (`data` strictness). */
  readonly isReal: (body: string, match: RegExpExecArray) => boolean;
  /**
   * Whether the match can grant anything at all, judged in `code` too: an unsigned JWT
   * is no credential however real it looks. Absent: every match can.
   */
  readonly grantsAccess?: (body: string) => boolean;
}

/**
 * Token boundaries: not inside a longer run of base64/base64url characters, so a
 * service prefix met by chance inside a base64 artifact is not a finding.
 */
const B = '(?<![A-Za-z0-9+/_-])';
const E = '(?![A-Za-z0-9+/_-])';

function rx(source: string, flags = 'g'): RegExp {
  return new RegExp(source, flags);
}

/** The checks most token formats share: no stand-in, no word slug, enough entropy. */
function randomBody(minEntropy: number, strictness: PlaceholderStrictness = 'all') {
  return (body: string): boolean =>
    !isAllowedStandIn(body, strictness) && !isWordSlug(body) && shannonEntropy(body) >= minEntropy;
}

/** The jwt.io example token's signature: published everywhere, signs nothing. */
const JWT_IO_EXAMPLE_SIGNATURE = 'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

function decodeBase64Url(part: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return null;
  return Buffer.from(part, 'base64url').toString('utf8');
}

function parseJsonObject(text: string | null): Record<string, unknown> | null {
  // Cheap shape check first: JSON.parse failing by exception is slow on hostile input.
  if (text === null || !/^\s*\{[\s\S]*\}\s*$/.test(text)) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * A JWT is a credential when its header is JSON naming a signing `alg` and it carries a
 * signature. Unsigned tokens (`alg: none`, empty signature) grant nothing; a payload
 * that says it is made up (example, dummy, an issuer on `.test`…) passes.
 */
function isRealJwt(token: string): boolean {
  if (!isSignedJwt(token)) return false;
  const [headerPart = '', payloadPart = '', signature = ''] = token.split('.');
  const headerText = decodeBase64Url(headerPart);
  if (signature.length < 16 || signature === JWT_IO_EXAMPLE_SIGNATURE) return false;
  if (isAllowedStandIn(signature)) return false;
  const payloadText = decodeBase64Url(payloadPart) ?? '';
  return !isPlaceholder(`${headerText}${payloadText}`);
}

/** A header that is JSON naming a signing `alg`, and a signature after the last dot. */
function isSignedJwt(token: string): boolean {
  const [headerPart = '', , signature = ''] = token.split('.');
  const header = parseJsonObject(decodeBase64Url(headerPart));
  return header !== null && typeof header.alg === 'string' && header.alg.toLowerCase() !== 'none' && signature !== '';
}

/** Base64 characters of a PEM body, without header lines (`Proc-Type: …`) and escapes. */
function pemBodyCharacters(body: string): string {
  return body
    .replace(/\\[nr]/g, '\n')
    .replace(/^[A-Za-z-]+:.*$/gm, '')
    .replace(/[^A-Za-z0-9+/=]/g, '');
}

/** A private key block is real when it has a body of at least 64 random base64 characters. */
function isRealPemBody(body: string): boolean {
  if (isPlaceholder(body, 'strong')) return false;
  const characters = pemBodyCharacters(body);
  return characters.length >= 64 && !isTrivialSequence(characters) && shannonEntropy(characters) >= 4.5;
}

/** Passwords in URLs are percent-encoded; judge the decoded text. */
function isRealUrlPassword(body: string): boolean {
  let password = body;
  try {
    password = decodeURIComponent(body);
  } catch {
    // Not valid percent-encoding: judge the text as written.
  }
  return assessFieldValue(password, 'password') !== null;
}

/**
 * Token formats, most specific first: when two rules match the same characters the
 * earlier one is reported (an Anthropic key is not also an OpenAI key).
 */
export const PATTERN_RULES: readonly PatternRule[] = [
  {
    id: 'private-key',
    description: 'a private key block',
    hints: ['-----BEGIN'],
    pattern: rx(
      '-----BEGIN[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----(?<body>[\\s\\S]*?)(?:-----END[ A-Z0-9_-]{0,100}PRIVATE KEY(?: BLOCK)?-----|$)',
    ),
    isReal: isRealPemBody,
  },
  {
    id: 'aws-access-key',
    description: 'an AWS access key id',
    hints: ['AKIA', 'ASIA', 'ABIA', 'ACCA', 'A3T'],
    pattern: rx(`(?<![A-Za-z0-9])(?<body>(?:AKIA|ASIA|ABIA|ACCA|A3T[A-Z0-9])[A-Z0-9]{16})(?![A-Za-z0-9])`),
    isReal: (body) => !isAllowedStandIn(body) && !isTrivialSequence(body.slice(4)) && shannonEntropy(body.slice(4)) >= 2.5,
  },
  {
    id: 'github-token',
    description: 'a GitHub token',
    hints: ['ghp_', 'gho_', 'ghu_', 'ghs_', 'ghr_', 'github_pat_'],
    pattern: rx(`${B}(?:gh[pousr]_(?<body>[A-Za-z0-9]{36,251})|github_pat_(?<fine>[A-Za-z0-9_]{40,251}))${E}`),
    isReal: randomBody(3.0),
  },
  {
    id: 'slack-webhook',
    description: 'a Slack incoming-webhook address',
    hints: ['hooks.slack.com'],
    pattern: rx('hooks\\.slack\\.com/(?:services|workflows|triggers)/(?<body>[A-Za-z0-9+/_-]{20,})'),
    isReal: randomBody(3.0),
  },
  {
    id: 'slack-token',
    description: 'a Slack token',
    hints: ['xoxb-', 'xoxp-', 'xoxa-', 'xoxo-', 'xoxs-', 'xoxr-', 'xoxe-', 'xapp-'],
    pattern: rx(`${B}(?:xox[abposre]|xapp)-(?<body>[A-Za-z0-9-]{20,})${E}`),
    isReal: randomBody(3.0),
  },
  {
    id: 'stripe-key',
    description: 'a Stripe secret or restricted key (sk_test_ keys are real secrets too)',
    hints: ['sk_live_', 'rk_live_', 'sk_test_', 'rk_test_', 'sk_prod_', 'rk_prod_'],
    pattern: rx(`${B}(?:sk|rk)_(?:live|test|prod)_(?<body>[A-Za-z0-9]{16,})${E}`),
    isReal: randomBody(3.0),
  },
  {
    id: 'google-api-key',
    description: 'a Google API key',
    hints: ['AIza'],
    pattern: rx(`${B}(?<body>AIza[A-Za-z0-9_-]{35})${E}`),
    isReal: randomBody(3.0),
  },
  {
    id: 'google-oauth-secret',
    description: 'a Google OAuth client secret',
    hints: ['GOCSPX-'],
    pattern: rx(`${B}GOCSPX-(?<body>[A-Za-z0-9_-]{28,})${E}`),
    isReal: randomBody(3.0),
  },
  {
    id: 'anthropic-key',
    description: 'an Anthropic API key',
    hints: ['sk-ant-'],
    pattern: rx(`${B}sk-ant-(?<body>[A-Za-z0-9_-]{20,})${E}`),
    isReal: randomBody(3.5),
  },
  {
    id: 'openai-key',
    description: 'an OpenAI-style API key',
    hints: ['sk-'],
    pattern: rx(`${B}sk-(?!ant-)(?:proj-|svcacct-|admin-)?(?<body>[A-Za-z0-9_-]{20,})${E}`),
    isReal: randomBody(3.5),
  },
  {
    id: 'npm-token',
    description: 'an npm access token',
    hints: ['npm_'],
    pattern: rx(`${B}npm_(?<body>[A-Za-z0-9]{36})${E}`),
    isReal: randomBody(3.0),
  },
  {
    id: 'jwt',
    description: 'a signed JSON Web Token',
    hints: ['eyJ'],
    pattern: rx(`${B}(?<body>eyJ[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{4,}\\.[A-Za-z0-9_-]*)${E}`),
    isReal: isRealJwt,
    grantsAccess: isSignedJwt,
  },
  {
    id: 'url-credentials',
    description: 'a user name and real-looking password inside an address',
    hints: ['://'],
    // Anchored on "://" (no scheme) so a long run of letters is never re-scanned.
    pattern: rx(':\\/\\/[^\\s:/?#@"\'<>\\\\]{1,256}:(?<body>[^\\s/?#@"\'<>\\\\]{1,256})@'),
    isReal: isRealUrlPassword,
  },
];

/** The random part of a pattern match (`body`, or `fine` for fine-grained GitHub tokens). */
function matchBody(match: RegExpExecArray): string {
  return match.groups?.body ?? match.groups?.fine ?? match[0];
}

/** Every rule's hints in one pattern: most strings hold none of them. */
const ANY_HINT = new RegExp(
  [...new Set(PATTERN_RULES.flatMap((rule) => rule.hints))].map((hint) => hint.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')).join('|'),
);

/** One token format found in a text, already judged. */
export interface FormatMatch {
  readonly rule: PatternRule;
  /** The rule's place in PATTERN_RULES: lower is more specific and wins an overlap. */
  readonly priority: number;
  readonly start: number;
  readonly end: number;
  /**
   * A known format judged a stand-in: it reports nothing but still claims its
   * characters, so the keyword rules do not judge them again.
   */
  readonly standIn: boolean;
}

/** Token formats anywhere in the text; each rule's regex runs only when one of its hints is present. */
export function formatMatches(text: string, strictness: Strictness): FormatMatch[] {
  const found: FormatMatch[] = [];
  if (!ANY_HINT.test(text)) return found;
  PATTERN_RULES.forEach((rule, priority) => {
    if (!rule.hints.some((hint) => text.includes(hint))) return;
    rule.pattern.lastIndex = 0;
    for (const match of text.matchAll(rule.pattern)) {
      const body = matchBody(match);
      const credential =
        strictness === 'data'
          ? rule.isReal(body, match)
          : (rule.grantsAccess?.(body) ?? true) && !isStandInInCode(match[0]);
      found.push({ rule, priority, start: match.index, end: match.index + match[0].length, standIn: !credential });
    }
  });
  return found;
}

// ---------------------------------------------------------------------------
// Stand-ins in code (`code` strictness)
// ---------------------------------------------------------------------------

/** flowgate's own dummies (`test-dummy-<secret name>`) are never credentials. */
const TEST_DUMMY_PREFIX = 'test-dummy-';

/** Placeholders people write where a secret will go: the whole text is one of these. */
const CODE_PLACEHOLDER =
  /^(?:x+|\*+|\.+|-+|<[^>]*>|\{\{.*\}\}|\$\{.*\}|%s|changeme|change-me|redacted|todo|tbd|none|null|undefined|example[\w-]*|your[\w -]*)$/i;
/** Templating inside the text: the value is filled in from elsewhere. */
const TEMPLATING = /\$\{|\{\{/;

/** In code only a dummy, templating or a placeholder is a stand-in; `AKIA…EXAMPLE` is not. */
function isStandInInCode(text: string): boolean {
  return text.includes(TEST_DUMMY_PREFIX) || TEMPLATING.test(text) || CODE_PLACEHOLDER.test(text);
}

/** A secret's name rather than its value, e.g. `{ secret: 'PARTNER_HOOK_SECRET' }`. */
const SECRET_REFERENCE = /^[A-Z][A-Z0-9_]*$/;

/** Whether a literal given in code to a secret-named field looks like a value (`code` strictness). */
function isLiteralSecretInCode(value: string): boolean {
  const text = value.trim();
  if (text.length < 4 || isStandInInCode(text)) return false;
  return !SECRET_REFERENCE.test(text) && !text.includes('://');
}

// ---------------------------------------------------------------------------
// Field rules (keyword + value)
// ---------------------------------------------------------------------------

export interface FieldRule {
  readonly id: string;
  readonly description: string;
}

/** Rules judged from a field name (or a name written in text) and its value. */
export const FIELD_RULES = {
  awsSecretKey: { id: 'aws-secret-key', description: 'an AWS secret access key' },
  password: { id: 'password-field', description: 'a real password' },
  secret: { id: 'secret-field', description: 'a real secret, token or API key' },
  jwkPrivate: { id: 'jwk-private-key', description: 'the private part of a JSON Web Key' },
} as const satisfies Record<string, FieldRule>;

/** Every rule id the scan can report. */
export const CREDENTIAL_RULE_IDS: readonly string[] = [
  ...PATTERN_RULES.map((rule) => rule.id),
  ...Object.values(FIELD_RULES).map((rule) => rule.id),
];

/** Words in a field name that make it a password field. */
const PASSWORD_WORDS: ReadonlySet<string> = new Set(['password', 'passwd', 'pwd', 'pw', 'pass', 'passphrase', 'passcode']);
/** Words in a field name that make it a secret field (header names included). */
const SECRET_WORDS: ReadonlySet<string> = new Set([
  'secret', 'secrets', 'token', 'apikey', 'auth', 'authorization', 'authentication',
  'credential', 'credentials', 'creds', 'privatekey', 'accesskey', 'secretkey', 'oauth',
]);
/** Word pairs that name a secret: api key, access key, private key… */
const SECRET_PAIRS: readonly (readonly [string, string])[] = [
  ['api', 'key'], ['access', 'key'], ['private', 'key'], ['secret', 'key'], ['signing', 'key'],
  ['encryption', 'key'], ['master', 'key'], ['session', 'key'], ['app', 'key'], ['consumer', 'key'],
];
/** Run-together names such as authtoken, webhooksecret, dbpassword. */
const SECRET_SUFFIXES: readonly string[] = [
  'token', 'secret', 'apikey', 'privatekey', 'accesskey', 'secretkey', 'signingkey', 'credential', 'credentials',
];
const PASSWORD_SUFFIXES: readonly string[] = ['password', 'passwd', 'passphrase', 'pwd'];

/** Words that make a secret-sounding name ordinary: page tokens, token counts, hashes, public keys. */
const NEVER_SECRET_WORDS: ReadonlySet<string> = new Set([
  'page', 'cursor', 'continuation', 'pagination', 'next', 'sync', 'public', 'publishable',
  'hash', 'hashed', 'digest', 'checksum', 'fingerprint', 'hint', 'tokens', 'usage', 'count',
  'limit', 'max', 'min',
]);
/** Words that, after the secret word, name something about the secret rather than the secret. */
const ABOUT_THE_SECRET_WORDS: ReadonlySet<string> = new Set([
  'id', 'ids', 'name', 'names', 'type', 'url', 'uri', 'endpoint', 'header', 'length', 'expires',
  'expiry', 'expiration', 'ttl', 'path', 'file', 'env', 'ref', 'field', 'kind', 'format', 'scope',
  'scopes', 'status', 'method', 'location', 'issuer', 'alg', 'algorithm', 'prefix', 'version',
  'label', 'at', 'date', 'time', 'mode', 'enabled', 'required', 'policy', 'rotation', 'provider', 'in',
]);
/** Field names of ordinary data: they stop an enclosing secret context (secrets.crm.username). */
const ORDINARY_FIELD_WORDS: ReadonlySet<string> = new Set([
  'id', 'uuid', 'username', 'user', 'login', 'email', 'mail', 'name', 'url', 'uri', 'host',
  'hostname', 'domain', 'region', 'tenant', 'port', 'account', 'org', 'organization', 'workspace',
  'project', 'database', 'scheme', 'type', 'text', 'body', 'content', 'description', 'message',
  'subject', 'html', 'note', 'notes', 'comment', 'title', 'summary', 'label', 'header',
]);

/**
 * What a field name says about its value:
 * - `password` / `secret`: the value is judged as a credential;
 * - `ordinary`: the value is ordinary data, even inside a secret object;
 * - `neutral`: the name says nothing; the enclosing context decides.
 * `aws` marks names that put a 40-character value under the aws-secret-key rule.
 */
export interface FieldNameMeaning {
  role: FieldKind | 'ordinary' | 'neutral';
  aws: boolean;
}

const NEUTRAL: FieldNameMeaning = { role: 'neutral', aws: false };

/** Split a field or header name into lower-case words: XApiKey, x-api-key, X_API_KEY → x api key. */
function fieldNameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

/** A file name (report.csv, api-token-export.csv) names a file, not a secret. */
const FILE_NAME = /\.[A-Za-z0-9]{1,5}$/;

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

function judgeFieldName(name: string): FieldNameMeaning {
  if (name.length > 100 || FILE_NAME.test(name)) return NEUTRAL;
  const words = fieldNameWords(name);
  let lastSecretWord = -1;
  let kind: FieldKind = 'secret';
  words.forEach((word, index) => {
    const isPassword = PASSWORD_WORDS.has(word) || PASSWORD_SUFFIXES.some((suffix) => word.endsWith(suffix));
    const isSecret =
      SECRET_WORDS.has(word) ||
      SECRET_SUFFIXES.some((suffix) => word.endsWith(suffix)) ||
      (index > 0 && SECRET_PAIRS.some(([first, second]) => words[index - 1] === first && word === second));
    if (isPassword || isSecret) {
      lastSecretWord = index;
      kind = isPassword ? 'password' : 'secret';
    }
  });
  const last = words[words.length - 1];
  if (lastSecretWord < 0) {
    return last !== undefined && ORDINARY_FIELD_WORDS.has(last) ? { role: 'ordinary', aws: false } : NEUTRAL;
  }
  if (words.some((word) => NEVER_SECRET_WORDS.has(word))) return { role: 'ordinary', aws: false };
  if (words.slice(lastSecretWord + 1).some((word) => ABOUT_THE_SECRET_WORDS.has(word))) {
    return { role: 'ordinary', aws: false };
  }
  const aws = words.includes('aws') || (words.includes('secret') && words.includes('access'));
  return { role: kind, aws };
}

/**
 * Secret-sounding names written inside text: `password=…`, `"api_key": "…"`,
 * `Authorization: Bearer …`, `?access_token=…`. Anchored on the keyword so that large
 * texts are scanned once; the full name is then read backwards from the keyword.
 */
export const INLINE_KEYWORD =
  /pass(?:word|wd|phrase)?|pwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|auth|credential/gi;
/** What follows the keyword: rest of the name, separator, optional scheme, the value. */
export const INLINE_ASSIGNMENT_TAIL =
  /(?<rest>[A-Za-z0-9_-]{0,30})["']?\s{0,8}[:=]\s{0,8}["']?(?<value>(?:(?:Bearer|Basic|Token|Bot)\s{1,8})?[^\s"'&,;<>(){}[\]\\]{8,512})/iy;
/** Characters a name written in text may have before the keyword. */
export const INLINE_NAME_CHARACTER = /[A-Za-z0-9_.-]/;

/** The rule a value under a secret-sounding name breaks, or null when it passes. */
export function fieldRuleFor(value: string, kind: FieldKind, aws: boolean, strictness: Strictness): FieldRule | null {
  if (strictness === 'code') {
    if (!isLiteralSecretInCode(value)) return null;
    return kind === 'password' ? FIELD_RULES.password : FIELD_RULES.secret;
  }
  if (aws && isAwsSecretKeyShape(value)) return FIELD_RULES.awsSecretKey;
  const found = assessFieldValue(value, kind);
  if (found === null) return null;
  return found === 'password' ? FIELD_RULES.password : FIELD_RULES.secret;
}

/**
 * An Authorization value written without its header name (`'Bearer ' + …` is not one:
 * the credential needs 16 characters after the scheme). The scheme is the keyword:
 * the value is judged as a field value, Basic credentials as a password.
 */
const SCHEME_VALUE = /(?<![A-Za-z0-9])(?:Bearer|Basic)\s{1,8}[A-Za-z0-9._~+/-]{16,512}={0,2}(?![A-Za-z0-9._~+/=-])/g;

/** Authorization scheme + value anywhere in the text, judged; `rule` null for a stand-in. */
export function schemeValueMatches(text: string, strictness: Strictness): { start: number; end: number; rule: FieldRule | null }[] {
  if (!text.includes('Bearer') && !text.includes('Basic')) return [];
  SCHEME_VALUE.lastIndex = 0;
  return [...text.matchAll(SCHEME_VALUE)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    rule: fieldRuleFor(match[0], 'secret', false, strictness),
  }));
}
