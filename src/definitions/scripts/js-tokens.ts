/**
 * A small JavaScript tokenizer for the save-time script checks. It is not a parser:
 * it only has to tell code apart from strings, template text, regex literals and
 * comments, so that `eval` inside a string is not flagged and `e\u0076al(...)`
 * outside one is.
 */
import { brandError, FlowgateError } from '../../shared/errors.js';

export type TokenKind = 'name' | 'punct' | 'string' | 'template' | 'number' | 'regex';

export interface Token {
  kind: TokenKind;
  /** Identifier (escapes decoded), punctuator text, or string/template text (escapes decoded). */
  value: string;
  line: number;
  col: number;
}

export interface TokenizeResult {
  tokens: Token[];
  /**
   * Set when the text stops making sense as JavaScript; tokens up to there are kept.
   * `unbalanced`: a `}` closes more than was opened, which V8 may accept inside a wrapper.
   */
  error?: { line: number; col: number; message: string; unbalanced: boolean };
}

/** Longest first, so `>>>=` wins over `>>`. */
const PUNCTUATORS = [
  '>>>=', '...', '===', '!==', '**=', '<<=', '>>=', '>>>', '&&=', '||=', '??=',
  '=>', '==', '!=', '<=', '>=', '&&', '||', '??', '?.', '++', '--', '+=', '-=', '*=',
  '/=', '%=', '&=', '|=', '^=', '**', '<<', '>>',
  '{', '}', '(', ')', '[', ']', ';', ',', '<', '>', '+', '-', '*', '/', '%', '&', '|',
  '^', '!', '~', '?', ':', '=', '.', '@',
];

/** After these words an expression starts, so a `/` opens a regex literal. */
const KEYWORDS_BEFORE_EXPRESSION = new Set([
  'return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw',
  'case', 'do', 'else', 'yield', 'await',
]);

const SIMPLE_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', '0': '\0' };

const ID_START = /[\p{ID_Start}$_]/u;
const ID_CONTINUE = /[\p{ID_Continue}$\u200c\u200d]/u;
const NUMBER = /^(?:0[xXoObB][0-9a-fA-F_]+n?|(?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:[eE][+-]?\d[\d_]*)?n?)/;

class Scanner {
  pos = 0;
  line = 1;
  lineStart = 0;
  readonly tokens: Token[] = [];
  /** `brace` for `{`, `template` for a `${` whose `}` resumes template text. */
  private readonly braces: ('brace' | 'template')[] = [];

  constructor(private readonly src: string) {}

  get col(): number {
    return this.pos - this.lineStart + 1;
  }

  run(): TokenizeResult {
    try {
      if (this.src.startsWith('#!')) this.skipLineComment();
      while (this.pos < this.src.length) this.next();
      return { tokens: this.tokens };
    } catch (error) {
      if (error instanceof TokenError) {
        return { tokens: this.tokens, error: { line: error.line, col: error.col, message: error.message, unbalanced: error.unbalanced } };
      }
      throw error;
    }
  }

  private next(): void {
    const ch = this.src[this.pos]!;
    if (ch === '\n') {
      this.newline();
      return;
    }
    if (ch === ' ' || ch === '\t' || ch === '\r' || ch === '\f' || ch === '\v' || ch === '\u00a0' || ch === '\ufeff' || ch === '\u2028' || ch === '\u2029') {
      this.pos++;
      return;
    }
    if (this.src.startsWith('//', this.pos)) return this.skipLineComment();
    if (this.src.startsWith('/*', this.pos)) return this.skipBlockComment();
    if (ch === '"' || ch === "'") return this.readString(ch);
    if (ch === '`') {
      this.pos++;
      return this.readTemplateText();
    }
    if (ch === '}' && this.braces.at(-1) === 'template') {
      this.braces.pop();
      this.pos++;
      return this.readTemplateText();
    }
    if (ch === '/' && this.regexAllowed()) return this.readRegex();
    if (/[0-9]/.test(ch) || (ch === '.' && /[0-9]/.test(this.src[this.pos + 1] ?? ''))) return this.readNumber();
    if (ch === '\\' || ch === '#' || ID_START.test(this.codePointAt(this.pos))) return this.readName();
    this.readPunct();
  }

  private newline(): void {
    this.pos++;
    this.line++;
    this.lineStart = this.pos;
  }

  private codePointAt(pos: number): string {
    return String.fromCodePoint(this.src.codePointAt(pos) ?? 0);
  }

  private push(kind: TokenKind, value: string, line: number, col: number): void {
    this.tokens.push({ kind, value, line, col });
  }

  private skipLineComment(): void {
    while (this.pos < this.src.length && this.src[this.pos] !== '\n') this.pos++;
  }

  private skipBlockComment(): void {
    const line = this.line;
    const col = this.col;
    this.pos += 2;
    while (!this.src.startsWith('*/', this.pos)) {
      if (this.pos >= this.src.length) throw new TokenError('unterminated comment', line, col);
      if (this.src[this.pos] === '\n') this.newline();
      else this.pos++;
    }
    this.pos += 2;
  }

  private readString(quote: string): void {
    const line = this.line;
    const col = this.col;
    this.pos++;
    let value = '';
    for (;;) {
      const ch = this.src[this.pos];
      if (ch === undefined || ch === '\n') throw new TokenError('unterminated string', line, col);
      if (ch === quote) break;
      if (ch === '\\') value += this.readEscape();
      else {
        value += ch;
        this.pos++;
      }
    }
    this.pos++;
    this.push('string', value, line, col);
  }

  /** Reads the escape at `pos` (a backslash) and returns what it stands for. */
  private readEscape(): string {
    const next = this.src[this.pos + 1] ?? '';
    if (next === '\n') {
      this.pos++;
      this.newline();
      return '';
    }
    if (next === 'u') {
      const braced = /^\\u\{([0-9a-fA-F]{1,6})\}/.exec(this.src.slice(this.pos, this.pos + 10));
      const plain = /^\\u([0-9a-fA-F]{4})/.exec(this.src.slice(this.pos, this.pos + 6));
      const match = braced ?? plain;
      if (match) {
        this.pos += match[0].length;
        const code = Number.parseInt(match[1]!, 16);
        return code <= 0x10ffff ? String.fromCodePoint(code) : '';
      }
    }
    if (next === 'x') {
      const match = /^\\x([0-9a-fA-F]{2})/.exec(this.src.slice(this.pos, this.pos + 4));
      if (match) {
        this.pos += 4;
        return String.fromCharCode(Number.parseInt(match[1]!, 16));
      }
    }
    this.pos += 2;
    return SIMPLE_ESCAPES[next] ?? next;
  }

  /** Template text from just after `` ` `` or `}` up to the closing `` ` `` or the next `${`. */
  private readTemplateText(): void {
    const line = this.line;
    const col = this.col;
    let value = '';
    for (;;) {
      const ch = this.src[this.pos];
      if (ch === undefined) throw new TokenError('unterminated template literal', line, col);
      if (ch === '`') {
        this.pos++;
        break;
      }
      if (ch === '$' && this.src[this.pos + 1] === '{') {
        this.push('template', value, line, col);
        // A marker token, so that a `/` right after it is read as a regex literal.
        this.push('punct', '${', this.line, this.col);
        this.pos += 2;
        this.braces.push('template');
        return;
      }
      if (ch === '\\') value += this.readEscape();
      else if (ch === '\n') {
        value += ch;
        this.newline();
      } else {
        value += ch;
        this.pos++;
      }
    }
    this.push('template', value, line, col);
  }

  private regexAllowed(): boolean {
    const prev = this.tokens.at(-1);
    if (!prev) return true;
    if (prev.kind === 'name') return KEYWORDS_BEFORE_EXPRESSION.has(prev.value);
    if (prev.kind === 'punct') return ![')', ']', '++', '--'].includes(prev.value);
    return false;
  }

  private readRegex(): void {
    const line = this.line;
    const col = this.col;
    let end = this.pos + 1;
    let inClass = false;
    for (;;) {
      const ch = this.src[end];
      // A regex literal cannot span lines: this `/` was a division after all.
      if (ch === undefined || ch === '\n') return this.readPunct();
      if (ch === '\\') end += 2;
      else {
        if (ch === '[') inClass = true;
        else if (ch === ']') inClass = false;
        else if (ch === '/' && !inClass) break;
        end++;
      }
    }
    end++;
    while (end < this.src.length && /[a-z]/i.test(this.src[end]!)) end++;
    this.push('regex', this.src.slice(this.pos, end), line, col);
    this.pos = end;
  }

  private readNumber(): void {
    const match = NUMBER.exec(this.src.slice(this.pos, this.pos + 400));
    const text = match?.[0] || this.src[this.pos]!;
    this.push('number', text, this.line, this.col);
    this.pos += text.length;
  }

  private readName(): void {
    const line = this.line;
    const col = this.col;
    let value = '';
    if (this.src[this.pos] === '#') {
      value = '#';
      this.pos++;
    }
    for (;;) {
      if (this.src[this.pos] === '\\') {
        value += this.readEscape();
        continue;
      }
      const ch = this.codePointAt(this.pos);
      if (this.pos >= this.src.length || !ID_CONTINUE.test(ch)) break;
      value += ch;
      this.pos += ch.length;
    }
    if (value === '' || value === '#') throw new TokenError(`unexpected character '${this.src[this.pos] ?? ''}'`, line, col);
    this.push('name', value, line, col);
  }

  private readPunct(): void {
    const punct = PUNCTUATORS.find((p) => this.src.startsWith(p, this.pos));
    if (!punct) throw new TokenError(`unexpected character '${this.src[this.pos]}'`, this.line, this.col);
    if (punct === '{') this.braces.push('brace');
    if (punct === '}' && this.braces.pop() === undefined) {
      throw new TokenError('`}` closes more than the script opened', this.line, this.col, true);
    }
    this.push('punct', punct, this.line, this.col);
    this.pos += punct.length;
  }
}

class TokenError extends FlowgateError {
  static {
    brandError(this, 'TokenError');
  }

  override readonly code = 'FLOWGATE_SCRIPT_TOKEN';
  constructor(
    message: string,
    readonly line: number,
    readonly col: number,
    readonly unbalanced = false,
  ) {
    super(message);
  }
}

export function tokenize(code: string): TokenizeResult {
  return new Scanner(code).run();
}
