/**
 * The start of an address in a link or address attribute (TPL-10..14): read character
 * by character (references already decoded) until it is settled whether the address
 * has a scheme and which. Browsers drop tabs and line breaks anywhere in an address
 * and spaces and control characters at its start; this reader drops them everywhere,
 * which can only make a verdict stricter.
 */

export const ALLOWED_SCHEMES: ReadonlySet<string> = new Set(['http', 'https', 'mailto', 'tel']);

/** What replaces a value that would start any other kind of address (TPL-11). */
export const BLOCKED_URL = 'about:invalid#blocked';

/** Attributes whose value is read as an address. */
export const URL_ATTRIBUTES: ReadonlySet<string> = new Set([
  'href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'cite', 'background', 'data', 'codebase', 'classid',
  'archive', 'longdesc', 'lowsrc', 'dynsrc', 'usemap', 'manifest', 'icon', 'profile', 'ping', 'xml:base', 'itemtype', 'itemid',
]);

export interface UrlStart {
  /** `open` until a colon, `/`, `?`, `#` or a character no scheme can hold settles it. */
  readonly verdict: 'open' | 'safe' | 'unsafe';
  /** Scheme characters read so far (lower case) while open; `*` once no allowed scheme can come of them. */
  readonly scheme: string;
  /**
   * Save-time only: line of a value read while the start was open, so its characters
   * are unknown. A colon read after it means the data could choose the scheme (TPL-12).
   */
  readonly valueLine: number;
}

export const OPEN_URL: UrlStart = Object.freeze({ verdict: 'open', scheme: '', valueLine: 0 });
export const SAFE_URL: UrlStart = Object.freeze({ verdict: 'safe', scheme: '', valueLine: 0 });
const UNSAFE_URL: UrlStart = Object.freeze({ verdict: 'unsafe', scheme: '', valueLine: 0 });

/** Called when a colon settles a start that a value took part in. */
export type ColonAfterValue = (valueLine: number) => void;

const isLetter = (code: number) => (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
const isSchemeTail = (code: number) => (code >= 0x30 && code <= 0x39) || code === 0x2b || code === 0x2d || code === 0x2e;

/** Written for a scheme that can no longer become an allowed one. */
const OTHER_SCHEME = '*';
const ALLOWED_PREFIXES = new Set([...ALLOWED_SCHEMES].flatMap((scheme) => [...scheme].map((_, i) => scheme.slice(0, i + 1))));

/**
 * Only the allowed schemes need their letters kept: any other is just "other", which
 * keeps the number of states finite when loops repeat scheme characters.
 */
function extendScheme(scheme: string, char: string): string {
  const longer = scheme + char;
  return ALLOWED_PREFIXES.has(longer) ? longer : OTHER_SCHEME;
}

/** The start after one more character of the address. */
export function urlStep(start: UrlStart, char: string, onColonAfterValue?: ColonAfterValue): UrlStart {
  if (start.verdict !== 'open') return start;
  const code = char.charCodeAt(0);
  if (code <= 0x20 || code === 0x7f) return start;
  if (char === ':') {
    if (start.valueLine !== 0) {
      onColonAfterValue?.(start.valueLine);
      return SAFE_URL;
    }
    // `:x` has no scheme at all: a relative address.
    if (start.scheme === '') return SAFE_URL;
    return ALLOWED_SCHEMES.has(start.scheme) ? SAFE_URL : UNSAFE_URL;
  }
  if (isLetter(code)) return { verdict: 'open', scheme: extendScheme(start.scheme, char.toLowerCase()), valueLine: start.valueLine };
  // A scheme starts with a letter; digits, `+`, `-`, `.` may follow it.
  if (isSchemeTail(code) && (start.scheme !== '' || start.valueLine !== 0)) {
    return { verdict: 'open', scheme: extendScheme(start.scheme, char), valueLine: start.valueLine };
  }
  // `/`, `?`, `#` and every other character: no scheme, a relative address.
  return SAFE_URL;
}

export function urlSteps(start: UrlStart, text: string): UrlStart {
  let current = start;
  for (const char of text) {
    if (current.verdict !== 'open') break;
    current = urlStep(current, char);
  }
  return current;
}
