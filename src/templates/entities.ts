/**
 * Character references: the table the HTML readers (pdf.render, the plain-text part of
 * an email) decode text with, and the liberal decoding the address check judges with.
 */

/** Latin-1 names in code point order, U+00A0 to U+00FF. */
const LATIN1 = (
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro ' +
  'para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil ' +
  'Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave ' +
  'Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml ' +
  'igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml'
).split(' ');

/**
 * Every named reference that stands for ASCII characters (HTML5 has no others), so
 * the address check never misses a scheme character, colon, slash or stripped space
 * written as a name; plus the typographic names templates commonly use.
 */
const NAMED: Record<string, string> = {
  Tab: '\t', NewLine: '\n', excl: '!', quot: '"', QUOT: '"', num: '#', dollar: '$', percnt: '%', amp: '&', AMP: '&',
  apos: "'", lpar: '(', rpar: ')', ast: '*', midast: '*', plus: '+', comma: ',', period: '.', sol: '/', colon: ':',
  semi: ';', lt: '<', LT: '<', equals: '=', gt: '>', GT: '>', quest: '?', commat: '@', lsqb: '[', lbrack: '[',
  bsol: '\\', rsqb: ']', rbrack: ']', Hat: '^', lowbar: '_', UnderBar: '_', grave: '`', DiacriticalGrave: '`',
  lcub: '{', lbrace: '{', verbar: '|', vert: '|', VerticalLine: '|', rcub: '}', rbrace: '}', fjlig: 'fj',
  euro: '\u20ac', sbquo: '\u201a', fnof: '\u0192', bdquo: '\u201e', hellip: '\u2026', dagger: '\u2020', Dagger: '\u2021',
  circ: '\u02c6', permil: '\u2030', Scaron: '\u0160', lsaquo: '\u2039', OElig: '\u0152', Zcaron: '\u017d',
  lsquo: '\u2018', rsquo: '\u2019', ldquo: '\u201c', rdquo: '\u201d', bull: '\u2022', ndash: '\u2013', mdash: '\u2014',
  tilde: '\u02dc', trade: '\u2122', scaron: '\u0161', rsaquo: '\u203a', oelig: '\u0153', zcaron: '\u017e', Yuml: '\u0178',
  ensp: '\u2002', emsp: '\u2003', thinsp: '\u2009', zwnj: '\u200c', zwj: '\u200d', lrm: '\u200e', rlm: '\u200f',
  larr: '\u2190', rarr: '\u2192', uarr: '\u2191', darr: '\u2193', harr: '\u2194', minus: '\u2212', le: '\u2264',
  ge: '\u2265', ne: '\u2260', infin: '\u221e', prime: '\u2032', Prime: '\u2033', hyphen: '\u2010', dash: '\u2010',
};
LATIN1.forEach((name, index) => (NAMED[name] = String.fromCharCode(0xa0 + index)));

/** Names also read without a semicolon in text (the legacy forms every browser accepts). */
const LEGACY = new Set(['amp', 'AMP', 'lt', 'LT', 'gt', 'GT', 'quot', 'QUOT', 'nbsp', 'copy', 'reg']);

/** HTML5 reads numeric references 0x80..0x9F as Windows-1252. */
const C1_AS_1252 = '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

const LOWER_NAMED = new Map(Object.entries(NAMED).map(([name, text]) => [name.toLowerCase(), text]));

function fromCodePoint(code: number): string {
  if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
  if (code >= 0x80 && code <= 0x9f) return C1_AS_1252[code - 0x80]!;
  return String.fromCodePoint(code);
}

function numeric(body: string): string | undefined {
  const hex = body[1] === 'x' || body[1] === 'X';
  const digits = body.slice(hex ? 2 : 1);
  if (!(hex ? /^[0-9a-fA-F]+$/ : /^[0-9]+$/).test(digits)) return undefined;
  // Past U+10FFFF (however many digits) a browser reads U+FFFD, as fromCodePoint does.
  return fromCodePoint(parseInt(digits, hex ? 16 : 10));
}

/**
 * Decodes one reference the way a browser reads text: `body` is what follows `&`
 * without the `;`. Undefined when it is not a reference.
 */
export function decodeReference(body: string, semicolon: boolean): string | undefined {
  if (body.startsWith('#')) return numeric(body);
  const text = NAMED[body];
  return text !== undefined && (semicolon || LEGACY.has(body)) ? text : undefined;
}

/**
 * Decodes a reference more eagerly than any browser: names in any letter case and
 * without a semicolon. Used only to judge where an address starts, where reading a
 * reference that a browser would leave alone can only lead to a stricter verdict.
 */
export function decodeReferenceLiberally(body: string): string | undefined {
  if (body.startsWith('#')) return numeric(body);
  return LOWER_NAMED.get(body.toLowerCase());
}

const REFERENCE = /&(#[xX][0-9a-fA-F]+|#[0-9]+|[A-Za-z][A-Za-z0-9]*)(;?)/g;

/** Text with every reference decoded as a browser reads it in text. */
export function decodeHtmlText(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (whole, body: string, semi: string) => {
    const decoded = decodeReference(body, semi === ';');
    return decoded === undefined ? whole : decoded;
  });
}

/** Text with every reference decoded liberally (see decodeReferenceLiberally). */
export function decodeLiberally(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (whole, body: string) => decodeReferenceLiberally(body) ?? whole);
}
