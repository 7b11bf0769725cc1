import { ExpressionSyntaxError } from './errors.js';

export type TokenKind = 'number' | 'text' | 'name' | 'punct' | 'end';

export interface Token {
  readonly kind: TokenKind;
  /** The punctuation or name as written; the decoded value for text; the digits for numbers. */
  readonly text: string;
  /** Decoded value of number and text literals. */
  readonly value: number | string | null;
  /** Offset into the whole template text (not just the expression). */
  readonly offset: number;
}

/** Operators and punctuation, longest first so `<=` wins over `<`. */
const PUNCTUATION = ['==', '!=', '<=', '>=', '&&', '||', '(', ')', '[', ']', ',', '.', '!', '<', '>', '+', '-', '*', '/', '%'];

/** Characters that start nothing valid but are easy to write by habit; the hint says what to write instead. */
const HINTS: Readonly<Record<string, string>> = {
  '=': "unexpected '=' (compare with '==')",
  '&': "unexpected '&' (write '&&')",
  '|': "unexpected '|' (write '||')",
  '"': 'text literals use single quotes',
  '`': 'text literals use single quotes',
  '{': "unexpected '{'",
  '}': "unexpected '}'",
};

const isDigit = (c: string): boolean => c >= '0' && c <= '9';
const isNameStart = (c: string): boolean => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c === '_';
const isNamePart = (c: string): boolean => isNameStart(c) || isDigit(c);
const isSpace = (c: string): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\r';

/**
 * Splits `source.slice(start, end)` into tokens. Offsets stay relative to the whole
 * `source` so errors point into the template the user wrote.
 */
export function tokenize(source: string, start: number, end: number): Token[] {
  const tokens: Token[] = [];
  let at = start;
  while (at < end) {
    const c = source[at]!;
    if (isSpace(c)) {
      at++;
      continue;
    }
    if (isDigit(c)) {
      at = readNumber(source, at, end, tokens);
      continue;
    }
    if (isNameStart(c)) {
      let stop = at + 1;
      while (stop < end && isNamePart(source[stop]!)) stop++;
      const name = source.slice(at, stop);
      tokens.push({ kind: 'name', text: name, value: null, offset: at });
      at = stop;
      continue;
    }
    if (c === "'") {
      at = readText(source, at, end, tokens);
      continue;
    }
    const punct = PUNCTUATION.find((p) => source.startsWith(p, at));
    if (punct !== undefined) {
      tokens.push({ kind: 'punct', text: punct, value: null, offset: at });
      at += punct.length;
      continue;
    }
    throw new ExpressionSyntaxError(HINTS[c] ?? `unexpected character ${describeChar(c)}`, at);
  }
  tokens.push({ kind: 'end', text: '', value: null, offset: end });
  return tokens;
}

function readNumber(source: string, start: number, end: number, tokens: Token[]): number {
  let at = start;
  const digits = (): void => {
    while (at < end && isDigit(source[at]!)) at++;
  };
  digits();
  if (source[at] === '.' && at < end) {
    at++;
    if (!(at < end && isDigit(source[at]!))) throw new ExpressionSyntaxError("expected digits after '.' in a number", at);
    digits();
  }
  if (at < end && (source[at] === 'e' || source[at] === 'E')) {
    at++;
    if (at < end && (source[at] === '+' || source[at] === '-')) at++;
    if (!(at < end && isDigit(source[at]!))) throw new ExpressionSyntaxError('expected digits in the exponent of a number', at);
    digits();
  }
  if (at < end && isNamePart(source[at]!)) throw new ExpressionSyntaxError('a number cannot run into a name', at);
  const text = source.slice(start, at);
  const value = Number(text);
  if (!Number.isFinite(value)) throw new ExpressionSyntaxError('number out of range', start);
  tokens.push({ kind: 'number', text, value, offset: start });
  return at;
}

/** `'…'` with `''` standing for one quote (EXPR-14). */
function readText(source: string, start: number, end: number, tokens: Token[]): number {
  let at = start + 1;
  let value = '';
  let chunk = at;
  for (;;) {
    if (at >= end) throw new ExpressionSyntaxError('unterminated text literal (missing closing quote)', start);
    if (source[at] === "'") {
      value += source.slice(chunk, at);
      if (at + 1 < end && source[at + 1] === "'") {
        value += "'";
        at += 2;
        chunk = at;
        continue;
      }
      at++;
      break;
    }
    at++;
  }
  tokens.push({ kind: 'text', text: source.slice(start, at), value, offset: start });
  return at;
}

function describeChar(c: string): string {
  const code = c.codePointAt(0)!;
  return code >= 0x20 && code < 0x7f ? `'${c}'` : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}
