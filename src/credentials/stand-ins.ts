/**
 * Allowlists: what people write where a secret would go without giving one. Every rule
 * consults them (SCAN-08): flowgate's dummies, placeholders and templating, documentation
 * examples, runs and repeats, word slugs, and gitleaks' global allowlist and stopwords.
 */
import { GITLEAKS_STOPWORDS } from './gitleaks-stopwords.js';

/** flowgate's own dummies (`test-dummy-<secret name>`) are never credentials. */
const TEST_DUMMY_PREFIX = 'test-dummy-';

/**
 * Words and marks that show a human typed a stand-in: the AWS documentation keys
 * (AKIAIOSFODNN7EXAMPLE and its secret) by "example", as in gitleaks; truncation (`...`),
 * templating and masks, a run of six X's where characters were blotted out. Words here have five letters or more: shorter ones turn up by
 * chance inside random tokens too often (four-letter ones below, with care).
 */
const PLACEHOLDER_MARKS =
  /example|dummy|sample|placeholder|change[-_]?me|redacted|lorem|ipsum|not[-_]?real|invalid|password|passwd|secret|token|qwerty|insert|replace|filtered|\.\.\.|\.\.$|…|<[^<>]{0,64}>|\$\{|\$\(|\{\{|\*\*\*|(?-i:X{6,}|x{6,})/i;
/**
 * Four-letter marks, and fillers (case-sensitive on purpose: "xXx" inside a random token
 * is far likelier than "xxx"/"XXX"). In long values (a 1,200-character key) they turn up
 * by chance, so there they count only as words of their own (`your_key`, `test-value`).
 */
const SHORT_MARKS = /test|mock|demo|fake|your|asdf|(?-i:xxx|XXX)/i;
const SHORT_MARK_WORDS = /(?<![A-Za-z])(?:test|mock|demo|fake|your|asdf|xxx)(?![a-z])/i;
const SHORT_MARKS_ANYWHERE_UP_TO = 64;
/**
 * For long bodies (PEM blocks run to thousands of base64 characters) only long words
 * count, otherwise a real key would pass now and then by containing "test" by chance.
 */
const STRONG_PLACEHOLDER_MARKS = /example|dummy|placeholder|change[-_]?me|redacted|\.\.\.|<[^<>]{0,64}>|\$\{|(?-i:X{6,}|x{6,})/i;

/**
 * gitleaks' global allowlist (config/gitleaks.toml `[allowlist] regexes`): booleans,
 * repeated letters, shell, template and format-string variables, and file paths.
 */
const GITLEAKS_GLOBAL_ALLOWLIST: readonly RegExp[] = [
  /^(?:true|false|null)$/i,
  /^(?:a+|b+|c+|d+|e+|f+|g+|h+|i+|j+|k+|l+|m+|n+|o+|p+|q+|r+|s+|t+|u+|v+|w+|x+|y+|z+|\*+|\.+)$/i,
  /^\$(?:\d+|\{\d+\})$/,
  /^\$(?:[A-Z_]+|[a-z_]+)$/,
  /^\$\{(?:[A-Z_]+|[a-z_]+)\}$/,
  /^\{\{[ \t]*[\w ().|]+[ \t]*\}\}$/,
  /^\$\{\{[ \t]*(?:(?:env|github|secrets|vars)(?:\.[A-Za-z]\w+)+[\w "'&./=|]*)[ \t]*\}\}$/,
  /^%(?:[A-Z_]+|[a-z_]+)%$/,
  /^%[+\-# 0]?[bcdeEfFgGoOpqstTUvxX]$/,
  /^\{\d{0,2}\}$/,
  /^@(?:[A-Z_]+|[a-z_]+)@$/,
  /^\/Users\/[A-Za-z0-9]+\/[\w .\-/]+$/,
  /^\/(?:bin|etc|home|opt|tmp|usr|var)\/[\w ./-]+$/,
];

/** flowgate's words for a value that stands for nothing: the whole text is one of these. */
const NOTHING_VALUES = /^(?:none|null|nil|undefined|empty|unset|todo|tbd|n\/a|na|-+|\.+|\*+|x+)$/i;

/**
 * A test-mode or environment marker at the start of a key (`test_`, `sk_test_`,
 * `sandbox-`): the word "test" there says which mode the key is for, not that it is made
 * up (SCAN-07). The rest is judged on its own.
 */
const MODE_PREFIX = /^(?:[A-Za-z]{1,12}[_-])?(?:test|sandbox|sbox|live|prod|dev)[_-]/i;
const MODE_BODY_MIN = 16;

export function withoutModePrefix(text: string): string {
  const mode = MODE_PREFIX.exec(text);
  if (mode === null || text.length - mode[0].length < MODE_BODY_MIN) return text;
  return text.slice(mode[0].length);
}

/**
 * The passwords every list of weak passwords starts with, which people use as obvious
 * samples: P@ssw0rd1!, Welcome123, letmein. Compared without trailing digits and symbols
 * and with look-alike digits read as letters.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  'password', 'passw', 'passwort', 'letmein', 'welcome', 'qwerty', 'qwertz', 'azerty', 'admin', 'administrator',
  'iloveyou', 'monkey', 'dragon', 'master', 'login', 'abc', 'trustno', 'princess', 'football', 'baseball',
  'shadow', 'superman', 'hello', 'freedom', 'whatever', 'starwars', 'default', 'guest', 'root', 'toor',
  'changeit', 'secret', 'user', 'pass', 'mypass', 'mypassword', 'opensesame',
]);
const LOOK_ALIKES: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '0': 'o', '1': 'i', '$': 's', '5': 's', '7': 't' };

function isCommonPassword(text: string): boolean {
  const stem = text.replace(/[^A-Za-z]+$/, '').toLowerCase().replace(/[@43015$7]/g, (c) => LOOK_ALIKES[c]!);
  return COMMON_PASSWORDS.has(stem) || COMMON_PASSWORDS.has(stem.replace(/i$/, ''));
}

/**
 * Documentation examples published so widely that they are known by sight, like AWS's
 * EXAMPLE keys and jwt.io's token: the token body of GitHub's REST API documentation
 * (`ghu_16C7e42F…`, and the same characters as its 40-hex OAuth token example).
 */
const DOCUMENTATION_EXAMPLES: readonly string[] = ['16c7e42f292c6912e7710c838347ae178b4a'];

function isDocumentationExample(text: string): boolean {
  const lower = text.toLowerCase();
  return DOCUMENTATION_EXAMPLES.some((example) => lower.includes(example));
}

export type PlaceholderStrictness = 'all' | 'strong';

export function isPlaceholder(text: string, strictness: PlaceholderStrictness = 'all'): boolean {
  if (isDocumentationExample(text)) return true;
  if (strictness === 'strong') return STRONG_PLACEHOLDER_MARKS.test(text);
  if (text.startsWith(TEST_DUMMY_PREFIX)) return true;
  const judged = withoutModePrefix(text);
  const shortMarks = judged.length <= SHORT_MARKS_ANYWHERE_UP_TO ? SHORT_MARKS : SHORT_MARK_WORDS;
  return PLACEHOLDER_MARKS.test(judged) || shortMarks.test(judged) || NOTHING_VALUES.test(judged) || isCommonPassword(judged);
}

/**
 * Repeated characters or a run along the alphabet (aaaaaaaa, 12345678, abcdefgh,
 * abc123def456): at least 60% of neighbouring characters are equal or adjacent. A
 * random token has about 5% such neighbours. Also a block said again and again
 * (k7q2m9k7q2m9, Aa1!Aa1!).
 */
export function isTrivialSequence(text: string): boolean {
  if (text.length < 2) return true;
  if (new Set(text).size <= 2) return true;
  let smooth = 0;
  for (let i = 1; i < text.length; i++) {
    const step = text.charCodeAt(i) - text.charCodeAt(i - 1);
    if (step >= -1 && step <= 1) smooth++;
  }
  return smooth / (text.length - 1) >= 0.6 || isRepeatedBlock(text);
}

/** Longer values are not checked for repeats: they are never typed by hand. */
const REPEAT_CHECK_LIMIT = 512;

function isRepeatedBlock(text: string): boolean {
  if (text.length > REPEAT_CHECK_LIMIT) return false;
  for (let block = 1; block <= text.length / 2; block++) {
    if (text.length % block !== 0) continue;
    const unit = text.slice(0, block);
    if (unit.repeat(text.length / block) === text) return true;
  }
  return false;
}

/**
 * A human-readable identifier: two or more parts split by - _ or . where each part is a
 * plain word, an acronym with a version (SHA256) or a number (spring-catalogue-2026,
 * Acme_Invoice_Batch, CRM_API_TOKEN, AWS4-HMAC-SHA256).
 * Random secrets mix letters and digits inside one part.
 */
const SLUG_PART = /^(?:[a-z]{1,15}|[A-Z][a-z]{0,14}|[A-Z]{1,6}|[A-Z]{2,6}\d{1,4}|\d{1,8})$/;
const UPPER_WORD = /^[A-Z]{1,15}$/;
export function isWordSlug(text: string): boolean {
  const parts = text.split(/[-_.]/);
  if (parts.length < 2) return false;
  const upperSnake = /^[A-Z0-9_]+$/.test(text);
  return parts.every((part) => part === '' || SLUG_PART.test(part) || (upperSnake && UPPER_WORD.test(part)));
}

/**
 * Words a person wrote (AcmeProductionKey, stagingDatabaseUser): the parts of the value
 * that are gitleaks stopwords make up half of it or more. Random tokens break into short
 * parts that are almost never whole words.
 */
export function isMadeOfWords(text: string): boolean {
  let wordCharacters = 0;
  for (const part of text.split(/[^A-Za-z]+|(?<=[a-z])(?=[A-Z])/)) {
    if (part.length >= 4 && isStopword(part.toLowerCase())) wordCharacters += part.length;
  }
  return wordCharacters * 2 >= text.length;
}

/**
 * gitleaks stores stems (analysi, clas, product) and matches them inside values: a word
 * counts when it is a stopword or starts with one of five letters or more (production).
 */
function isStopword(word: string): boolean {
  if (GITLEAKS_STOPWORDS.has(word)) return true;
  for (let length = 5; length < word.length; length++) if (GITLEAKS_STOPWORDS.has(word.slice(0, length))) return true;
  return false;
}

/** The stand-ins every rule accepts: dummies, documentation keys, placeholders, runs. */
export function isAllowedStandIn(text: string, strictness: PlaceholderStrictness = 'all'): boolean {
  if (isPlaceholder(text, strictness) || isTrivialSequence(withoutModePrefix(text))) return true;
  return strictness === 'all' && GITLEAKS_GLOBAL_ALLOWLIST.some((pattern) => pattern.test(text));
}

// ---------------------------------------------------------------------------
// Stand-ins in code (`code` strictness)
// ---------------------------------------------------------------------------

/** Placeholders people write where a secret will go: the whole text is one of these. */
const CODE_PLACEHOLDER =
  /^(?:x+|\*+|\.+|-+|<[^>]*>|\{\{.*\}\}|\$\{.*\}|%s|changeme|change-me|redacted|todo|tbd|none|null|undefined|example[\w-]*|your[\w -]*)$/i;
/** Templating inside the text: the value is filled in from elsewhere. */
const TEMPLATING = /\$\{|\{\{/;

/**
 * In code only a dummy, templating or a placeholder is a stand-in; `AKIA…EXAMPLE` is not:
 * a script never needs a credential-shaped literal (it reads `ctx.secrets`).
 */
export function isStandInInCode(text: string): boolean {
  return text.includes(TEST_DUMMY_PREFIX) || TEMPLATING.test(text) || CODE_PLACEHOLDER.test(text);
}
