/**
 * PDF-17: the standard Helvetica of a PDF writes Windows-1252; every other character
 * prints as `?` (one per character, also for characters outside the BMP).
 */

/** The characters Windows-1252 puts at 0x80..0x9F (five positions there are unused). */
const CP1252_HIGH = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((c) => c.codePointAt(0)!));

function printable(code: number): boolean {
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_HIGH.has(code) || code === 0x0a;
}

const OUTSIDE = /[^\n\u0020-\u007e\u00a0-\u00ff]/u;

export function toWinAnsi(text: string): string {
  if (!OUTSIDE.test(text)) return text;
  let out = '';
  for (const char of text) out += printable(char.codePointAt(0)!) ? char : '?';
  return out;
}
