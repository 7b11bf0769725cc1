/**
 * Reading one text for credentials, as a user writes them into test data: a provider
 * token anywhere (prose, log lines, an email body), an Authorization scheme and value,
 * a `user:password` in an address or on a `curl -u` line, and a name that says secret
 * followed by its value in any of the layouts a text value may hold:
 *
 *   .env / shell / .npmrc / query    NAME=value, export NAME=value, //host/:_authToken=value, ?token=value
 *   YAML / JSON / headers / logs     name: value, "name": "value", X-Api-Key: value, key=value in a log line
 *   code                             name := value, 'name' => value, $name .= value, name ?= value,
 *                                    var name string = value, setProperty("NAME", value)
 *   XML                              <password>value</password>, password="value",
 *                                    <add key="ClearTextPassword" value="value"/>
 *   command lines                    --token value, --password=value, curl -u user:password
 *   Kubernetes env                   - name: DB_PASSWORD⏎ value: value   (also {"name": …, "value": …})
 *   prose                            Your API key: value, the password is value
 *
 * One pass: a single regular expression finds the places where something may start (a
 * token prefix, an inside anchor such as `://` or `Q~`, a keyword such as `token`);
 * each place is then checked by the rules that can start there. Work per place is
 * bounded, and a value once judged is not read again for names, so a text is scanned
 * in linear time however hostile.
 */
import { FORMAT_RULES } from './format-rules.js';
import { formatAt, whyFormat } from './formats.js';
import { meaningOfFieldName, type FieldNameMeaning } from './field-names.js';
import type { Hit } from './overlaps.js';
import { FIELD_RULES, fieldVerdictFor, isRealPassword, type FieldRule, type FieldVerdict, type Strictness } from './values.js';

/** A token format outranks everything: its rule id says the most. Then whole-field rules. */
export const FIELD_PRIORITY = FORMAT_RULES.length;
/** Names, schemes and command-line users written inside a text rank last. */
export const NAME_IN_TEXT_PRIORITY = FORMAT_RULES.length + 1;

export function hitOf(rule: FieldRule, start: number, end: number, priority: number, why?: string): Hit {
  return { rule: rule.id, description: rule.description, start, end, priority, ...(why !== undefined ? { why } : {}) };
}

function verdictHit(verdict: FieldVerdict | null, start: number, end: number): Hit | null {
  return verdict && hitOf(verdict.rule, start, end, NAME_IN_TEXT_PRIORITY, verdict.why);
}

// ---------------------------------------------------------------------------
// Where something may start
// ---------------------------------------------------------------------------

/** Characters of a token: a prefix after one of these is inside a longer token (base64). */
const TOKEN_CHARACTER = new Uint8Array(128);
for (const character of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-') {
  TOKEN_CHARACTER[character.charCodeAt(0)] = 1;
}

function isTokenCharacter(code: number): boolean {
  return code < 128 && TOKEN_CHARACTER[code] === 1;
}

/** Keywords of names that say secret, and the Authorization schemes. */
const KEYWORDS = ['pass', 'pwd', 'pw', 'secret', 'token', 'key', 'auth', 'cred', 'bearer', 'basic'];
const KEYWORD_AT = new RegExp(`(?:${KEYWORDS.join('|')})`, 'iy');
/** Command-line users (`curl -u user:password`, `--user=user:password`). */
const CLI_USER_ANCHORS = ['-u ', '--user'];

interface Candidates {
  /** Rules (by priority) with a prefix or inside anchor starting with these two characters. */
  formats: { literal: string; priority: number; lookback: number | null; notAfter: RegExp | undefined }[];
  cliUser: boolean;
}

/** Everything that can start at a place, indexed by its first two characters (as one number). */
const BY_FIRST_TWO = new Map<number, Candidates>();
const firstTwo = (text: string, at: number) => (text.charCodeAt(at) << 16) | text.charCodeAt(at + 1);
function candidatesFor(literal: string): Candidates {
  const key = firstTwo(literal, 0);
  let candidates = BY_FIRST_TWO.get(key);
  if (candidates === undefined) {
    candidates = { formats: [], cliUser: false };
    BY_FIRST_TWO.set(key, candidates);
  }
  return candidates;
}
FORMAT_RULES.forEach((rule, priority) => {
  for (const prefix of rule.prefixes ?? []) candidatesFor(prefix).formats.push({ literal: prefix, priority, lookback: null, notAfter: undefined });
  for (const anchor of rule.inside?.anchors ?? []) {
    candidatesFor(anchor).formats.push({ literal: anchor, priority, lookback: rule.inside!.lookback, notAfter: rule.inside!.notAfter });
  }
});
for (const anchor of CLI_USER_ANCHORS) candidatesFor(anchor).cliUser = true;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** Every place-starting literal in one pattern, longest first; keywords in any letter case. */
const ANCHOR = new RegExp(
  [...new Set(FORMAT_RULES.flatMap((rule) => [...(rule.prefixes ?? []), ...(rule.inside?.anchors ?? [])]).concat(CLI_USER_ANCHORS))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|') + `|(?i:${KEYWORDS.join('|')})`,
  'g',
);

/**
 * The rule hits in a text: token formats and Authorization schemes in both
 * strictnesses; in test data (`data`) also names followed by values and `curl -u` users.
 */
export function textHits(text: string, strictness: Strictness): Hit[] {
  if (ONE_TOKEN.test(text)) return tokenHits(text, strictness);
  const hits: Hit[] = [];
  /** Names are not looked for inside a value already judged (keeps the scan linear). */
  let namesFrom = 0;
  ANCHOR.lastIndex = 0;
  let found: RegExpExecArray | null;
  while ((found = ANCHOR.exec(text)) !== null) {
    const at = found.index;
    const candidates = BY_FIRST_TWO.get(firstTwo(text, at));
    const format = candidates === undefined ? null : formatStartingAt(text, at, candidates, strictness);
    if (format !== null) {
      hits.push(format);
      ANCHOR.lastIndex = Math.max(format.end, at + 1);
      continue;
    }
    ANCHOR.lastIndex = at + 1;
    if (at < namesFrom) continue;
    const named = candidates?.cliUser && strictness === 'data' ? cliUserAt(text, at) : keywordAt(text, at, strictness);
    if (named === null) continue;
    namesFrom = named.valueEnd;
    if (named.hit !== null) hits.push(named.hit);
  }
  return hits;
}

/**
 * A text that is one token (an id, a hash, a base64 artifact of megabytes): nothing can
 * start inside it (a prefix needs a token start, a name needs a separator), so only a
 * format starting at its first character, or with its inside anchor where that puts the
 * start at the first character, can match. Checked by one character class, which is
 * what keeps large artifacts cheap.
 */
const ONE_TOKEN = /^[A-Za-z0-9+/_-]*={0,2}$/;
const INSIDE_AT_START: { anchor: string; lookback: number; candidates: Candidates }[] = [];
for (const rule of FORMAT_RULES) {
  for (const anchor of rule.inside?.anchors ?? []) {
    const lookback = rule.inside!.lookback;
    if (lookback > 0 && !INSIDE_AT_START.some((entry) => entry.anchor === anchor)) {
      INSIDE_AT_START.push({ anchor, lookback, candidates: BY_FIRST_TWO.get(firstTwo(anchor, 0))! });
    }
  }
}

function tokenHits(text: string, strictness: Strictness): Hit[] {
  const atStart = BY_FIRST_TWO.get(firstTwo(text, 0));
  const format = atStart === undefined ? null : formatStartingAt(text, 0, atStart, strictness);
  if (format !== null) return [format];
  for (const { anchor, lookback, candidates } of INSIDE_AT_START) {
    if (!text.startsWith(anchor, lookback)) continue;
    const inside = formatStartingAt(text, lookback, candidates, strictness);
    if (inside !== null) return [inside];
  }
  return [];
}

/** The first format (in priority order) that matches at this place. */
function formatStartingAt(text: string, at: number, candidates: Candidates, strictness: Strictness): Hit | null {
  let best: Hit | null = null;
  for (const { literal, priority, lookback, notAfter } of candidates.formats) {
    if (best !== null && best.priority <= priority) continue;
    if (!text.startsWith(literal, at)) continue;
    let start = at;
    if (lookback === null) {
      if (at > 0 && isTokenCharacter(text.charCodeAt(at - 1))) continue;
    } else {
      start = at - lookback;
      if (start < 0 || (start > 0 && notAfter?.test(text[start - 1]!))) continue;
    }
    const match = formatAt(priority, text, start, strictness);
    if (match === null) continue;
    best = { rule: match.rule.id, description: match.rule.description, start: match.start, end: match.end, priority, standIn: match.standIn, why: whyFormat(match.rule) };
  }
  return best;
}

// ---------------------------------------------------------------------------
// Names and values
// ---------------------------------------------------------------------------

interface NamedValue {
  /** Where the value read ends: names are not looked for before it again. */
  valueEnd: number;
  hit: Hit | null;
}

/** Characters of a name written in text (DB_PASSWORD, x-api-key, $password, --token, spring.datasource.password). */
const NAME_CHARACTER = new Uint8Array(128);
for (const character of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.$-') {
  NAME_CHARACTER[character.charCodeAt(0)] = 1;
}
const isNameCharacter = (code: number) => code < 128 && NAME_CHARACTER[code] === 1;
const LONGEST_NAME_BEFORE = 40;
const LONGEST_NAME_AFTER = 30;
const LONGEST_VALUE = 512;

/** A scheme and its credential, without a header name (`'Bearer ' + …` is not one: 16+ characters). */
const SCHEME_VALUE = /(?:Bearer|Basic|bearer|basic)[ \t]{1,8}[A-Za-z0-9._~+/-]{16,512}={0,2}(?![A-Za-z0-9._~+/=-])/y;

/** A keyword at `at`: an Authorization scheme, or part of a name followed by a value. */
function keywordAt(text: string, at: number, strictness: Strictness): NamedValue | null {
  KEYWORD_AT.lastIndex = at;
  if (!KEYWORD_AT.test(text)) return null;
  const keywordEnd = KEYWORD_AT.lastIndex;
  const keyword = text.slice(at, keywordEnd).toLowerCase();
  if (keyword === 'bearer' || keyword === 'basic') {
    if (at > 0 && /[A-Za-z0-9]/.test(text[at - 1]!)) return null;
    SCHEME_VALUE.lastIndex = at;
    const scheme = SCHEME_VALUE.exec(text);
    if (scheme === null) return null;
    const end = at + scheme[0].length;
    return { valueEnd: end, hit: verdictHit(fieldVerdictFor(scheme[0], 'secret', false, strictness, [], 'own', 'a Bearer or Basic scheme'), at, end) };
  }
  if (strictness === 'code') return null;
  return nameAndValueAt(text, at, keywordEnd);
}

function nameAndValueAt(text: string, keywordStart: number, keywordEnd: number): NamedValue | null {
  let start = keywordStart;
  while (start > 0 && keywordStart - start < LONGEST_NAME_BEFORE && isNameCharacter(text.charCodeAt(start - 1))) start--;
  let end = keywordEnd;
  while (end < text.length && end - keywordEnd < LONGEST_NAME_AFTER && isNameCharacter(text.charCodeAt(end))) end++;
  while (end > keywordEnd && /[.-]/.test(text[end - 1]!)) end--;
  const layout = layoutAfterName(text, start, end);
  if (layout === null || isPartOfAValue(text, start, layout.valueStart)) return null;
  // A name that says nothing leaves its value to be read for names (key="ClearTextPassword").
  const meaning = nameMeaning(text, start, end);
  if (meaning === null) return { valueEnd: layout.valueStart, hit: null };
  const value = layout.element ? elementValueAt(text, layout.valueStart) : valueAt(text, layout.valueStart);
  if (value === null) return { valueEnd: layout.valueStart, hit: null };
  if (layout.prose && !PROSE_TOKEN.test(value.text)) return { valueEnd: value.end, hit: null };
  const kind = meaning.role === 'password' || meaning.role === 'secret' ? meaning.role : null;
  const verdict = fieldVerdictFor(value.text, kind, meaning.aws, 'data', meaning.providers, 'own', `a name in the text that says ${kind ?? 'secret'}`);
  return { valueEnd: value.end, hit: verdictHit(verdict, start, value.end) };
}

/** Just after `=` or `: `: the name stands where a value goes. */
const AFTER_ASSIGNMENT = /[=:][ \t]*["']?$/;

/**
 * A "name" that is itself the value of another name, and is followed by a colon and no
 * blank (`result = AuthState:pending:3`, `status: token:expired`): a word inside a value, not a
 * name given one. `//host/:_authToken=…` and `Authorization: Bearer …` are names.
 */
function isPartOfAValue(text: string, nameStart: number, valueStart: number): boolean {
  if (!AFTER_ASSIGNMENT.test(text.slice(Math.max(0, nameStart - 12), nameStart))) return false;
  const separator = text.slice(nameStart, valueStart);
  return /[^:]:$/.test(separator) && !PAIR_BEFORE_NAME.test(text.slice(Math.max(0, nameStart - 24), nameStart));
}

/**
 * What the name says, or null when it says nothing worth judging. A neutral word before
 * it in prose may complete it ("API key", "access token", "your password").
 */
function nameMeaning(text: string, start: number, end: number): FieldNameMeaning | null {
  const name = text.slice(start, end).replace(/^[-$]+/, '');
  let meaning = meaningOfFieldName(name);
  if (meaning.role === 'neutral' && meaning.providers.length === 0 && text[start - 1] === ' ') {
    const before = /([A-Za-z]{2,20}) $/.exec(text.slice(Math.max(0, start - 22), start));
    if (before !== null) meaning = meaningOfFieldName(`${before[1]} ${name}`);
  }
  if (meaning.role === 'password' || meaning.role === 'secret') return meaning;
  return meaning.role === 'neutral' && meaning.providers.length > 0 ? meaning : null;
}

interface ValueAt {
  text: string;
  end: number;
}

const QUOTE = /["'`]/;
/** After the name: its closing quote (maybe escaped), blanks, a separator, blanks, an opening quote. */
const ASSIGNMENT = /(?:\\?["'`])?[ \t]{0,8}(?::{1,3}=|=>|\.=|\?=|\+=|\|\|=|\|\||=|:(?!:))[ \t]{0,8}(?:[|>][-+]?[ \t]*\r?\n[ \t]*)?/y;
/** A declaration with a type: `var token string = …`, `apiKey: string = …`. */
const TYPED_ASSIGNMENT = /(?:[ \t]*:[ \t]*|[ \t]+)[A-Za-z_][\w.]{0,30}(?:<[^<>\n]{0,40}>|\[\])?[ \t]*=(?![=>])[ \t]*/y;
/** A quoted name and a quoted value as two arguments: `setProperty("API_TOKEN", "…")`. */
const QUOTED_ARGUMENTS = /\\?["'`][ \t]*,[ \t]*(?=\\?["'`])/y;
const XML_OPEN_TAG_END = /(?:\s[^<>]{0,200})?>\s{0,40}/y;
const ELEMENT_CLOSE = /^\s*<\//;
const CLI_FLAG_GAP = /[ \t]{1,8}/y;
const PAIR_BEFORE_NAME = /(?:name|key)\\?["']?[ \t]*[:=][ \t]*\\?["']?$/i;
const PAIR_VALUE = /(?:\\?["'])?[\s,]{1,16}\\?["']?value\\?["']?[ \t]*[:=][ \t]*/iy;
const PROSE_VERB = /[ \t]{1,8}(?:is|was|are)[ \t]{1,8}(?:now[ \t]{1,8})?/y;
/** After "is": a value with letters and digits ("the password is incorrect" is not one). */
const PROSE_TOKEN = /^(?=.*\d)(?=.*[A-Za-z]).{8,}$/;

interface Layout {
  valueStart: number;
  /** "the password is …": only a value with letters and digits counts. */
  prose?: boolean;
  /** <password>…</password>: the value must be closed by a tag. */
  element?: boolean;
}

/** Where the value a name is given starts, in whichever layout follows it; null when none does. */
function layoutAfterName(text: string, start: number, end: number): Layout | null {
  const at = (pattern: RegExp, from: number, kind: Omit<Layout, 'valueStart'> = {}): Layout | null => {
    pattern.lastIndex = from;
    return pattern.test(text) ? { valueStart: pattern.lastIndex, ...kind } : null;
  };
  if (text[start - 1] === '<') return at(XML_OPEN_TAG_END, end, { element: true });
  const pair = PAIR_BEFORE_NAME.test(text.slice(Math.max(0, start - 24), start)) ? at(PAIR_VALUE, end) : null;
  return (
    pair ??
    at(ASSIGNMENT, end) ??
    at(TYPED_ASSIGNMENT, end) ??
    at(QUOTED_ARGUMENTS, end) ??
    (text[start] === '-' ? at(CLI_FLAG_GAP, end) : null) ??
    at(PROSE_VERB, end, { prose: true })
  );
}

/** Characters that end an unquoted value. */
const UNQUOTED_END = new Uint8Array(128);
for (const character of ' \t\r\n\f\v"\'`&,;<>(){}[]\\|') UNQUOTED_END[character.charCodeAt(0)] = 1;
const endsUnquoted = (code: number) => code < 128 && UNQUOTED_END[code] === 1;
const IDENTIFIER = /^[A-Za-z_$][\w$.]*$/;
const AUTH_SCHEME_WORD = /^(?:Bearer|Basic|Token|Bot|Digest|ApiKey|Api-Key|SSWS)[ \t]+$/i;

function unquotedEnd(text: string, from: number): number {
  let end = from;
  while (end < text.length && end - from <= LONGEST_VALUE && !endsUnquoted(text.charCodeAt(end))) end++;
  return end;
}

/** A quoted value up to its closing quote, or an unquoted one up to a delimiter. */
function valueAt(text: string, at: number): ValueAt | null {
  let from = at;
  let quote = '';
  if (text[from] === '\\' && QUOTE.test(text[from + 1] ?? '')) from++;
  if (QUOTE.test(text[from] ?? '')) quote = text[from++]!;
  let end = from;
  if (quote !== '') {
    while (end < text.length && end - from <= LONGEST_VALUE && text[end] !== quote && text[end] !== '\n') {
      if (text[end] === '\\' && text[end + 1] === quote) break;
      end++;
    }
  } else {
    end = unquotedEnd(text, from);
    // An Authorization value written unquoted (`Authorization: Bearer abc…`) goes on past its scheme.
    const scheme = AUTH_SCHEME_WORD.exec(text.slice(from, end + 1));
    if (scheme !== null) end = unquotedEnd(text, from + scheme[0].length);
    // A full stop ends a sentence; two or more dots say the value was cut short (a stand-in).
    if (text[end - 1] === '.' && text[end - 2] !== '.') end--;
    // Code, not a literal: a call (`getenv(…)`) or a generic type (`ReadonlySet<string>`).
    if (text[end] === '(' || (text[end] === '<' && IDENTIFIER.test(text.slice(from, end)))) return { text: '', end };
  }
  if (end === from) return null;
  // Longer than any secret: nothing to judge, and names inside it are not looked for again.
  if (end - from > LONGEST_VALUE) return { text: '', end };
  return { text: text.slice(from, end), end };
}

/** The text of an element up to its closing tag (`<password>…</password>`), or null when it has none. */
function elementValueAt(text: string, at: number): ValueAt | null {
  const close = text.indexOf('<', at);
  if (close < 0 || close - at > LONGEST_VALUE || !ELEMENT_CLOSE.test(text.slice(close, close + 2))) return null;
  return { text: text.slice(at, close).trim(), end: close };
}

/** `curl -u user:password`, `--user=user:password`: the password is judged. */
const CLI_USER = /(?:-u|--user)(?:[ \t]{1,8}|=)(?<quote>["']?)(?<user>[^\s:"']{0,64}):(?<password>[^\s"']{0,128})\k<quote>/y;

/** `-u user:password` judges the password; `-u token:` (an API key as the user, as Stripe's) the user. */
function cliUserAt(text: string, at: number): NamedValue | null {
  if (at > 0 && !/\s/.test(text[at - 1]!)) return null;
  CLI_USER.lastIndex = at;
  const given = CLI_USER.exec(text);
  if (given === null) return null;
  const { user = '', password = '' } = given.groups!;
  const end = at + given[0].length;
  const verdict: FieldVerdict | null =
    password !== ''
      ? isRealPassword(password)
        ? { rule: FIELD_RULES.password, why: 'a command-line user (-u user:password) carries a password that looks real' }
        : null
      : fieldVerdictFor(user, 'secret', false, 'data', [], 'own', 'a command-line user (-u key:)');
  return { valueEnd: end, hit: verdictHit(verdict, at, end) };
}
