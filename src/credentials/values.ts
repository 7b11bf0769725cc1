/**
 * Keyword + value: how a value given to a name that says secret is judged (the field
 * rules). In test data (`data` strictness, SCAN-08) it must look real: not a stand-in,
 * not ordinary data, and either a human-style password or about as random as a random
 * value of its own alphabet (entropy.ts). In a script (`code`) any literal but a
 * stand-in is refused: a script reads `ctx.secrets`.
 */
import { alphabetSize, looksRandom, shannonEntropy } from './entropy.js';
import type { FieldKind } from './field-names.js';
import { hasProviderShape, type NameRule } from './name-rules.js';
import { isAllowedStandIn, isMadeOfWords, isStandInInCode, isWordSlug, withoutModePrefix } from './stand-ins.js';
import { looksLikeWords } from './words.js';

/**
 * How a match is judged once its format or name is found.
 * - `data` (test data, SCAN-08): made-up values are expected, so the body must look
 *   real — documentation examples, placeholders, runs and low entropy pass.
 * - `code` (a script, CTX-06): a script never needs a credential-shaped literal (it
 *   reads `ctx.secrets`), so any match is refused unless it plainly says it is no
 *   value: a `test-dummy-` dummy, templating, or a placeholder.
 */
export type Strictness = 'data' | 'code';

export interface FieldRule {
  readonly id: string;
  /** Completes "looks like …"; names the kind of credential, never a value. */
  readonly description: string;
}

/** Rules judged from a name (a JSON key or a name written in text) and its value. */
export const FIELD_RULES = {
  awsSecretKey: { id: 'aws-secret-key', description: 'an AWS secret access key' },
  password: { id: 'password-field', description: 'a real password' },
  secret: { id: 'secret-field', description: 'a real secret, token or API key' },
  jwkPrivate: { id: 'jwk-private-key', description: 'the private part of a JSON Web Key' },
} as const satisfies Record<string, FieldRule>;

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
  /^(?:sha1|sha224|sha256|sha384|sha512|md5)[:=][0-9a-fA-F+/=]+$/, // content digest, HMAC signature header
  /^[+-]?\d+(?:\.\d+)?$/, // number written as text
  /^\$(?:2[abxy]?|1|5|6|y|argon2(?:id|i|d)|scrypt|pbkdf2[-\w]*)\$/, // crypt-style password hash
  /^(?:pbkdf2_sha256|bcrypt_sha256|argon2|sha1)\$/, // Django password hash
  /^\{(?:SSHA|SHA|SSHA256|SSHA512|CRYPT|MD5)\}/i, // LDAP password hash
  /^(?:arn|urn):[a-z0-9-]+:/i, // AWS ARN, URN: names of secrets, not secrets
  /^(?:projects|organizations)\/[\w.-]+\/secrets\//, // GCP Secret Manager name
  /^(?:~|\.{1,2})?\/[\w.@ -]+(?:\/[\w.@ -]*)+$/, // file path
  /^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/, // subresource integrity digest (package-lock.json)
  /^[A-Za-z]:\\[\w.\\ -]+$/, // Windows file path
  /^@Microsoft\.KeyVault\(/, // Azure Key Vault reference
  /^[A-Za-z_$][A-Za-z_$]*(?:\.[A-Za-z_$][A-Za-z_$]*)+$/, // code reading it: os.Getenv, process.env.TOKEN, settings.SECRET_KEY
  // Public keys and tokens meant to be shown (SCAN-08): Stripe and Lob publishable keys,
  // Flutterwave public keys, Plaid public and link tokens, age recipients.
  /^(?:pk_(?:live|test)_|(?:live|test)_pub_|FLWPUBK|(?:public|link)-(?:sandbox|development|production)-|age1[a-z0-9]{50,})/,
];

/** The value is a secret's name rather than a value, e.g. `{ secret: 'PARTNER_HOOK_SECRET' }`. */
const SECRET_REFERENCE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

const AUTH_SCHEME = /^(Bearer|Basic|Token|Bot|Digest|ApiKey|Api-Key|SSWS|token|bearer|basic)\s+/;

/** The decoded text of base64, or null when it is not base64 of printable text. */
function printableBase64(encoded: string): string | null {
  if (encoded.length < 8 || encoded.length % 4 === 1 || !/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  return /^[\x20-\x7e]+$/.test(decoded) ? decoded : null;
}

/** The password part of a Basic credential (`base64(user:password)`), or null. */
function basicAuthPassword(encoded: string): string | null {
  const decoded = printableBase64(encoded);
  const colon = decoded?.indexOf(':') ?? -1;
  return decoded !== null && colon >= 0 ? decoded.slice(colon + 1) : null;
}

/** Values longer than this are prose or files, not one secret (PEM blocks have their own rule). */
const LONGEST_FIELD_SECRET = 8192;
const SHORTEST_FIELD_SECRET = 8;
/** A word (`incorrect`, `Sunshine`, `ADMIN`): what a person chose, unless as long as a token. */
const SHORTEST_LETTERS_ONLY = 16;
/** Digits only: numbers (order ids, phone numbers) unless as long as a token. */
const SHORTEST_DIGITS_ONLY = 12;

/** What a value under a name that says secret was found to be, and why (never the value). */
interface Judged {
  kind: FieldKind;
  /** What the value is like, completing "… holds": "24 letters and digits as random as a generated key". */
  why: string;
}

/**
 * How a name passes its meaning to the value: its own (`api_key`), or an enclosing
 * object's (`given.secrets.crm`, `auth.kid`), where a UUID is an id rather than a key.
 */
export type Naming = 'own' | 'enclosing';

/**
 * Below this a value under a name that says secret (not password) is not judged: it
 * takes twelve different characters to reach gitleaks' 3.5 bits a character, and shorter
 * values (`river2231`, eight hex digits, `ops@null`) are what people type.
 */
const SHORTEST_SECRET = 12;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Does this value, given to a name that says secret, look like a real one? Returns the
 * kind of credential found (a Basic header holds a password) and what it is like, or null.
 *
 * - values of 8+ characters (12+ for a secret that is not a password); with whitespace
 *   they are prose or log lines, not a credential (a passphrase of plain words passes:
 *   documented limit); `hunter2` passes: too short to tell from a word;
 * - stand-ins (stand-ins.ts) and ordinary shapes (email, URL, date, number, hashes,
 *   names of secrets) pass;
 * - base64 of printable text is judged by its text (`user:password` as a password);
 * - a password of three character classes (Summer2024!) is flagged, as people choose
 *   them; then paths and storage keys, file names, a user at a host and namespaced ids
 *   pass, and so do a secret made of words (an identifier, an enum name:
 *   ServicePrincipalCertificate) and a UUID under an enclosing object's name; anything
 *   else must look random for its alphabet (entropy.ts).
 */
function assessFieldValue(raw: string, kind: FieldKind, naming: Naming, depth = 0): Judged | null {
  let value = raw.trim();
  const scheme = AUTH_SCHEME.exec(value);
  if (scheme) {
    value = value.slice(scheme[0].length).trim();
    if (scheme[1]!.toLowerCase() === 'basic') {
      const password = basicAuthPassword(value);
      if (password !== null) {
        const found = assessFieldValue(password, 'password', 'own', depth + 1);
        return found && { kind: 'password', why: `holds a Basic credential whose password ${found.why}` };
      }
    }
  }
  if (value.length < SHORTEST_FIELD_SECRET || value.length > LONGEST_FIELD_SECRET || /\s/.test(value)) return null;
  if (isAllowedStandIn(value)) return null;
  if (ORDINARY_SHAPES.some((shape) => shape.test(value))) return null;
  // Random bytes are almost never all printable: printable text was encoded on purpose.
  const decoded = depth === 0 ? printableBase64(value) : null;
  if (decoded !== null) {
    if (ORDINARY_SHAPES.some((shape) => shape.test(decoded))) return null;
    const colon = decoded.indexOf(':');
    const found = colon > 0 ? assessFieldValue(decoded.slice(colon + 1), 'password', naming, depth + 1) : assessFieldValue(decoded, kind, naming, depth + 1);
    return found && { kind: found.kind, why: `holds base64 of ${colon > 0 ? 'a user and a password that' : 'a value that'} ${found.why}` };
  }
  if (kind === 'password' && characterClasses(value) >= 3) return { kind, why: 'holds three kinds of characters or more (lower case, upper case, digits, symbols), as people choose passwords' };
  // After the password check: `Winter/2025` and `admin@2024` are passwords people choose.
  if (isPathOrFileName(value) || isHandleOrNamespacedId(value)) return null;
  const body = withoutSeparators(withoutModePrefix(value));
  if (isWordSlug(body) || SECRET_REFERENCE.test(body) || isMadeOfWords(body)) return null;
  if (/^(?:[a-z]+|[A-Z]+|[A-Z][a-z]+)$/.test(body) && body.length < SHORTEST_LETTERS_ONLY) return null;
  if (/^\d+$/.test(body) && body.length < SHORTEST_DIGITS_ONLY) return null;
  if (kind === 'secret') {
    if (value.length < SHORTEST_SECRET || looksLikeWords(value)) return null;
    if (naming === 'enclosing' && UUID.test(value)) return null;
  }
  if (!looksRandom(body)) return null;
  return { kind, why: `holds ${body.length} ${ALPHABET_NAMES.get(alphabetSize(body)) ?? 'characters'} as random as a generated key` };
}

/** The alphabets of entropy.ts, as a finding names them. */
const ALPHABET_NAMES: ReadonlyMap<number, string> = new Map([
  [10, 'digits'],
  [16, 'hex characters'],
  [26, 'letters of one case'],
  [32, 'base32 characters'],
  [36, 'letters and digits of one case'],
  [52, 'letters'],
  [62, 'letters and digits'],
  [64, 'base64 characters'],
  [94, 'characters with symbols'],
]);

/**
 * A path or a storage key (`uploads/<uuid>/photo.gif`, `exports/2024/05/<hex>.csv`,
 * `./auth/*.mjs`) or a file name (`quarterly_statement.xlsx`): every part between slashes is a word,
 * words, a number, hex, a UUID or a date, and a file name ends in an extension. Base64
 * keys hold slashes too, but their parts mix cases and digits at random.
 */
function isPathOrFileName(value: string): boolean {
  const segments = value.split('/');
  const last = segments.length - 1;
  if (last === 0) {
    const file = FILE_EXTENSION.exec(value);
    return file !== null && isPathSegment(value.slice(0, file.index));
  }
  return segments.every((segment, index) => {
    if (segment === '' || segment === '.' || segment === '..' || segment === '~' || /^\*{1,2}$/.test(segment)) return index < last || last > 1;
    const file = index === last ? FILE_EXTENSION.exec(segment) : null;
    return isPathSegment(file === null ? segment : segment.slice(0, file.index));
  });
}

/**
 * A user at a host (`dev@localhost`: each side a word, words, a number or hex) or a name
 * in namespaces (`session:<uuid>`, `cache:user:42`: each part a word, a number or a UUID;
 * `admin:<random>` is a user and a password).
 */
function isHandleOrNamespacedId(value: string): boolean {
  const handle = /^([^@:\s]+)@([^@:\s]+)$/.exec(value);
  if (handle !== null) return isPathSegment(handle[1]!) && isPathSegment(handle[2]!);
  const parts = value.split(':');
  return parts.length >= 2 && /^[a-z][a-z_-]*$/i.test(parts[0]!) && parts.every((part) => NAMESPACE_PART.test(part) || isWordSlug(part));
}

const NAMESPACE_PART = /^(?:[a-z]+|[A-Z][a-z]*|[A-Z]+|\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** `.gif`, `.tar.gz`, `.json`: lower-case extensions of up to five characters (a `.Token` is none). */
const FILE_EXTENSION = /(?:\.[a-z][a-z0-9]{0,4}){1,2}$/;

const PATH_SEGMENT_SHAPES: readonly RegExp[] = [
  /^(?:[a-z]+|[A-Z][a-z]*|[A-Z]+)$/, // a word
  /^\d+$/, // a number
  /^(?:[0-9a-f]+|[0-9A-F]+)$/, // hex (content-addressed names)
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, // a UUID
  /^\d{4}-\d{2}-\d{2}(?:[T_ ][\d:.-]+Z?)?$/, // a date
  /^\*?[\w-]*\*$|^\*[\w-]+$/, // a glob
];

function isPathSegment(segment: string): boolean {
  if (segment === '' || segment.length > 128) return false;
  if (PATH_SEGMENT_SHAPES.some((shape) => shape.test(segment))) return true;
  const stem = segment.replace(/^[@~.]/, '');
  return isWordSlug(stem) || looksLikeWords(stem) || (/^[\w .@+-]+$/.test(stem) && stem.split(/[-_ .@+]+/).every((part) => part === '' || PATH_SEGMENT_SHAPES.some((shape) => shape.test(part)) || looksLikeWords(part)));
}

/**
 * Groups of hex split by dashes (a UUID given as an API key) are judged as the hex they
 * hold: the dashes would otherwise put them in the larger base64 alphabet.
 */
function withoutSeparators(value: string): string {
  return /^[0-9a-f]+(?:-[0-9a-f]+)+$/i.test(value) ? value.replace(/-/g, '') : value;
}

/** An AWS secret access key: 40 base64 characters. */
function isAwsSecretKeyShape(value: string): boolean {
  return /^[A-Za-z0-9/+]{40}$/.test(value) && !isAllowedStandIn(value) && looksRandom(value);
}

/** A provider key of the provider's exact shape, given to a name that mentions the provider. */
function providerRuleFor(value: string, providers: readonly NameRule[]): NameRule | null {
  for (const rule of providers) {
    if (!hasProviderShape(rule, value) || isAllowedStandIn(value)) continue;
    if (shannonEntropy(value) >= (rule.entropy ?? 0) && !isWordSlug(value)) return rule;
  }
  return null;
}

/** Whether a literal given in code to a secret-named field looks like a value (`code` strictness). */
function isLiteralSecretInCode(value: string): boolean {
  const text = value.trim();
  if (text.length < 4 || isStandInInCode(text)) return false;
  return !SECRET_REFERENCE.test(text) && !/^[A-Z][A-Z0-9_]*$/.test(text) && !text.includes('://');
}

/** A rule a value under a secret-sounding name breaks, and why it looks like a credential (never the value). */
export interface FieldVerdict {
  rule: FieldRule;
  why: string;
}

/** The rule a value under a secret-sounding name breaks, or null when it passes. */
export function fieldRuleFor(
  value: string,
  kind: FieldKind | null,
  aws: boolean,
  strictness: Strictness,
  providers: readonly NameRule[] = [],
): FieldRule | null {
  return fieldVerdictFor(value, kind, aws, strictness, providers)?.rule ?? null;
}

/**
 * The rule a value under a secret-sounding name breaks and why, or null when it passes.
 * `subject` starts the why: what gave the value its meaning (default: the name, its own
 * or an enclosing object's).
 */
export function fieldVerdictFor(
  value: string,
  kind: FieldKind | null,
  aws: boolean,
  strictness: Strictness,
  providers: readonly NameRule[] = [],
  naming: Naming = 'own',
  subject = naming === 'own' ? `a name that says ${kind ?? 'secret'}` : `an object whose name says ${kind ?? 'secret'}`,
): FieldVerdict | null {
  if (strictness === 'code') {
    if (kind === null || !isLiteralSecretInCode(value)) return null;
    return { rule: kind === 'password' ? FIELD_RULES.password : FIELD_RULES.secret, why: `${subject} is given a literal in code, where a script reads ctx.secrets` };
  }
  const text = value.trim();
  const provider = providers.length > 0 ? providerRuleFor(text, providers) : null;
  if (provider !== null) return { rule: provider, why: 'a name that mentions the provider holds a value of exactly the shape of its keys' };
  if (kind === null) return null;
  if (aws && isAwsSecretKeyShape(text)) return { rule: FIELD_RULES.awsSecretKey, why: `${subject} holds 40 base64 characters as random as a generated AWS secret key` };
  const found = assessFieldValue(text, kind, naming);
  if (found === null) return null;
  return { rule: found.kind === 'password' ? FIELD_RULES.password : FIELD_RULES.secret, why: `${subject} ${found.why}` };
}

/** A password written inside an address or a `user:password` pair; percent-encoding is decoded. */
export function isRealPassword(written: string): boolean {
  let password = written;
  try {
    password = decodeURIComponent(written);
  } catch {
    // Not valid percent-encoding: judge the text as written.
  }
  return assessFieldValue(password, 'password', 'own') !== null;
}
