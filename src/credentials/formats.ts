/**
 * Matching and judging the token formats of format-rules.ts at one place in a text.
 * text-scan.ts finds the places (prefixes and inside anchors); this module runs the
 * rule's pattern there and says whether the match is a credential.
 */
import { checksumHolds } from './checksums.js';
import { alphabetSize, expectedEntropy, shannonEntropy } from './entropy.js';
import { FORMAT_RULES, type FormatJudge, type FormatRule, type MatchContext } from './format-rules.js';
import { isAllowedStandIn, isPlaceholder, isStandInInCode, isTrivialSequence, isWordSlug } from './stand-ins.js';
import { isRealPassword, type Strictness } from './values.js';

/** One token format found in a text, already judged. */
export interface FormatMatch {
  readonly rule: FormatRule;
  /** The rule's place in FORMAT_RULES: lower is more specific and wins an overlap. */
  readonly priority: number;
  readonly start: number;
  readonly end: number;
  /**
   * A known format judged a stand-in: it reports nothing but still claims its
   * characters, so the keyword rules do not judge them again.
   */
  readonly standIn: boolean;
}

const STICKY_PATTERNS: readonly RegExp[] = FORMAT_RULES.map(
  (rule) => new RegExp(rule.pattern, rule.caseInsensitive ? 'iy' : 'y'),
);

/** The rule's pattern at `start`, judged; null when the pattern does not match there. */
export function formatAt(priority: number, text: string, start: number, strictness: Strictness): FormatMatch | null {
  const rule = FORMAT_RULES[priority]!;
  const pattern = STICKY_PATTERNS[priority]!;
  pattern.lastIndex = start;
  const match = pattern.exec(text);
  if (match === null) return null;
  const end = start + match[0].length;
  const body = match.groups?.body ?? match[0];
  const context: MatchContext = { text, start, end };
  const credential =
    strictness === 'data' ? isReal(rule, body, match[0], context) : grantsAccess(rule.judge, body, context) && !isStandInInCode(match[0]);
  return { rule, priority, start, end, standIn: !credential };
}

/** Why a match of the rule looks like a credential, for the finding (never the value). */
export function whyFormat(rule: FormatRule): string {
  switch (rule.judge) {
    case 'private-key':
      return 'a private key block holds a key body of random base64';
    case 'jwt':
    case 'jwt-base64':
      return 'a JSON Web Token carries a signature, and a signed token grants access whatever its claims say';
    case 'aws-access-key':
      return "it has the prefix and length of AWS's access key ids and a random body";
    case 'url-password':
      return 'the user part of an address carries a password that looks real';
    case 'azure-storage':
      return 'a storage connection string carries an account key that looks random';
    case 'azure-sas':
      return 'an address carries a shared access signature (sig=) beside its signed version (sv=)';
    default:
      return rule.checksum !== undefined
        ? "it has the provider's prefix and length, and its checksum holds or its body looks random"
        : "it has the provider's prefix and length, and its body looks random";
  }
}

/**
 * Share of the random-value entropy a token's body must reach. Lower than for values
 * under a name (0.8): the provider's format already says it is a key, so only bodies a
 * person typed (runs, words, fillers) are let through.
 */
const FORMAT_RANDOM_SHARE = 0.6;

function randomBody(body: string): boolean {
  if (isAllowedStandIn(body) || isWordSlug(body)) return false;
  return shannonEntropy(body) >= FORMAT_RANDOM_SHARE * expectedEntropy(alphabetSize(body), body.length);
}

/** Whether a match is real-looking rather than a stand-in (`data` strictness). */
function isReal(rule: FormatRule, body: string, whole: string, context: MatchContext): boolean {
  if (rule.judge !== undefined) return JUDGES[rule.judge](body, context);
  if (rule.checksum !== undefined && checksumHolds(rule.checksum, body)) return true;
  if (rule.entropy !== undefined && shannonEntropy(whole) < rule.entropy) return false;
  return randomBody(body);
}

/** Whether the match can grant anything at all, judged in `code` too (an unsigned JWT cannot). */
function grantsAccess(judge: FormatJudge | undefined, body: string, context: MatchContext): boolean {
  switch (judge) {
    case 'jwt':
      return isSignedJwt(body);
    case 'jwt-base64': {
      const jwt = decodedJwt(body);
      return jwt !== null && isSignedJwt(jwt);
    }
    case 'azure-sas':
      return isSasAddress(context);
    case 'azure-storage':
      return !isStorageEmulator(context);
    default:
      return true;
  }
}

const JUDGES: Record<FormatJudge, (body: string, context: MatchContext) => boolean> = {
  'private-key': isRealPemBody,
  jwt: isRealJwt,
  'jwt-base64': (body) => {
    const jwt = decodedJwt(body);
    return jwt !== null && isRealJwt(jwt);
  },
  'aws-access-key': (body) =>
    !isAllowedStandIn(body) && !isTrivialSequence(body.slice(4)) && shannonEntropy(body.slice(4)) >= 2.5,
  'url-password': (body) => isRealPassword(body),
  'azure-storage': (body, context) => !isStorageEmulator(context) && randomBody(body),
  'azure-sas': (body, context) => isSasAddress(context) && randomBody(decodePercent(body)),
};

// ---------------------------------------------------------------------------
// JSON Web Tokens
// ---------------------------------------------------------------------------

/** The jwt.io example token's signature: published everywhere, a documentation example like AWS's. */
const JWT_IO_EXAMPLE_SIGNATURE = 'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
/** HS256 signs in 43 characters, ES256 in 86, RS256 in 342: a shorter "signature" is made up. */
const SHORTEST_JWT_SIGNATURE = 20;

function decodeBase64Url(part: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return null;
  return Buffer.from(part, 'base64url').toString('utf8');
}

function parseJsonObject(text: string | null): Record<string, unknown> | null {
  // Cheap shape check first: JSON.parse failing by exception is slow on hostile input.
  if (text === null || !/^\s*\{[\s\S]*\}\s*$/.test(text)) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A header that is JSON naming a signing `alg`, and a signature after the last dot. */
function isSignedJwt(token: string): boolean {
  const [headerPart = '', , signature = ''] = token.split('.');
  const header = parseJsonObject(decodeBase64Url(headerPart));
  return header !== null && typeof header.alg === 'string' && header.alg.toLowerCase() !== 'none' && signature !== '';
}

/**
 * A signed JWT is a bearer credential whatever its claims say (SCAN-06): test issuers,
 * Kubernetes service accounts and "example" audiences included. Only a signature that
 * cannot be one passes: too short, a placeholder or run, or jwt.io's published example.
 */
function isRealJwt(token: string): boolean {
  if (!isSignedJwt(token)) return false;
  const signature = token.slice(token.lastIndexOf('.') + 1);
  if (signature.length < SHORTEST_JWT_SIGNATURE || signature === JWT_IO_EXAMPLE_SIGNATURE) return false;
  return !isAllowedStandIn(signature);
}

/** The JWT inside base64 text (`ZXlK…` is base64 of `eyJ…`), or null. */
function decodedJwt(encoded: string): string | null {
  const decoded = Buffer.from(encoded, 'base64').toString('latin1');
  const jwt = /^eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/.exec(decoded);
  return jwt === null ? null : jwt[0];
}

// ---------------------------------------------------------------------------
// Private keys
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// Azure
// ---------------------------------------------------------------------------

/** How far around `sig=` the other SAS fields are looked for (one address or connection string). */
const SAS_WINDOW = 600;

/** A shared access signature has a signed version (`sv=2022-11-02`) next to its `sig=`. */
function isSasAddress({ text, start }: MatchContext): boolean {
  const around = text.slice(Math.max(0, start - SAS_WINDOW), start + SAS_WINDOW);
  return /(?:^|[?&;\s"'])sv(?:=|%3D)\d{4}-\d{2}-\d{2}/i.test(around);
}

/** The storage emulator's account (Azurite) has a published, well-known key. */
function isStorageEmulator({ text, start }: MatchContext): boolean {
  return text.slice(Math.max(0, start - 300), start + 300).includes('devstoreaccount1');
}

function decodePercent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
