/**
 * Where in HTML a template value lands: a small HTML5 tokenizer (data, tags, attribute
 * names and values in three quotings, comments, raw text and escapable raw text,
 * script data with its escape states) that follows a template's text and keeps only
 * what decides the place of the next value. The same reader runs at save time, over
 * every way blocks can go, and while rendering, over the actual output.
 */
import { decodeReferenceLiberally } from './entities.js';
import { OPEN_URL, SAFE_URL, URL_ATTRIBUTES, urlStep, type ColonAfterValue, type UrlStart } from './url-start.js';

export type Mode =
  | 'data'
  | 'rcdata'
  | 'rawtext'
  | 'script'
  | 'plaintext'
  | 'tagOpen'
  | 'endTagOpen'
  | 'tagName'
  | 'beforeAttrName'
  | 'attrName'
  | 'afterAttrName'
  | 'beforeAttrValue'
  | 'attrDouble'
  | 'attrSingle'
  | 'attrUnquoted'
  | 'selfClosing'
  | 'markupDecl'
  | 'comment'
  | 'bogusComment'
  | 'cdata';

/** Script data and its two escape states (`<!--` and `<!-- <script>`), HTML5 §13.2.5.4. */
type ScriptPhase = 0 | 1 | 2;

export interface HtmlFields {
  readonly mode: Mode;
  /** Tag being read, or the raw text element whose end tag is awaited (lower case). */
  readonly tag: string;
  readonly endTag: boolean;
  /** Attribute being read or whose value is being read (lower case). */
  readonly attr: string;
  /** Characters that may still become a terminator (raw end tag, `-->`, `<!--`). */
  readonly tail: string;
  /** Comment: fewer than two characters read, so `<!-->` and `<!--->` still close it. */
  readonly fresh: boolean;
  /** Address attribute: a character reference being read (`&#58`), else ''. */
  readonly ref: string;
  readonly url: UrlStart | null;
  /** Depth of open `<svg>` and `<math>` elements (foreign content). */
  readonly foreign: number;
  readonly script: ScriptPhase;
}

/** An immutable tokenizer state; `key` identifies equal states. */
export class HtmlState implements HtmlFields {
  readonly mode: Mode;
  readonly tag: string;
  readonly endTag: boolean;
  readonly attr: string;
  readonly tail: string;
  readonly fresh: boolean;
  readonly ref: string;
  readonly url: UrlStart | null;
  readonly foreign: number;
  readonly script: ScriptPhase;
  private cachedKey: string | undefined;

  constructor(fields: HtmlFields) {
    this.mode = fields.mode;
    this.tag = fields.tag;
    this.endTag = fields.endTag;
    this.attr = fields.attr;
    this.tail = fields.tail;
    this.fresh = fields.fresh;
    this.ref = fields.ref;
    this.url = fields.url;
    this.foreign = fields.foreign;
    this.script = fields.script;
  }

  get key(): string {
    if (this.cachedKey === undefined) {
      const url = this.url ? `${this.url.verdict}:${this.url.scheme}:${this.url.valueLine}` : '';
      this.cachedKey = [this.mode, this.tag, this.endTag ? 1 : 0, this.attr, this.tail, this.fresh ? 1 : 0, this.ref, url, this.foreign, this.script].join('\u0000');
    }
    return this.cachedKey;
  }

  with(changes: Partial<HtmlFields>): HtmlState {
    return new HtmlState({ ...this, ...changes });
  }
}

export const INITIAL_STATE = new HtmlState({
  mode: 'data', tag: '', endTag: false, attr: '', tail: '', fresh: false, ref: '', url: null, foreign: 0, script: 0,
});

const RAWTEXT = new Set(['style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
const RCDATA = new Set(['textarea', 'title']);
/** Start tags that end foreign content (HTML5 §13.2.6.5); `font` only sometimes, so not here. */
const BREAKOUT = new Set(
  'b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup table tt u ul var'.split(' '),
);

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\f' || c === '\r';
const isAlpha = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
const isRefChar = (c: string) => isAlpha(c) || (c >= '0' && c <= '9') || c === '#';
/** A reference longer than any real one is text; the cap keeps states finite. */
const MAX_REF = 40;

/** Terminators of script data per phase: `$` at the end stands for a space, `/` or `>`. */
const SCRIPT_PATTERNS: Record<ScriptPhase, readonly string[]> = {
  0: ['<!--', '</script$'],
  1: ['-->', '</script$', '<script$'],
  2: ['-->', '</script$'],
};

/**
 * The longest end of `text` that could still grow into one of `patterns`.
 * Keeping only that part is what makes states from different text compare equal.
 */
function pendingPrefix(text: string, patterns: readonly string[]): string {
  for (let start = 0; start < text.length; start++) {
    const suffix = text.slice(start);
    if (patterns.some((p) => p.startsWith(suffix) && p.length > suffix.length)) return suffix;
  }
  return '';
}

/** A mutable copy of a state that reads text; `state()` freezes it again. */
export class HtmlCursor {
  private f: { -readonly [K in keyof HtmlFields]: HtmlFields[K] };

  constructor(
    start: HtmlState,
    private readonly onColonAfterValue?: ColonAfterValue,
  ) {
    this.f = { ...start };
  }

  state(): HtmlState {
    return new HtmlState(this.f);
  }

  /** The value just written took the start of the address (save time: its text is unknown). */
  markValue(line: number): void {
    const url = this.f.url;
    if (url && url.verdict === 'open') this.f.url = { verdict: 'open', scheme: '', valueLine: line };
  }

  settleUrl(): void {
    if (this.f.url) this.f.url = SAFE_URL;
  }

  feed(text: string): this {
    const f = this.f;
    let i = 0;
    while (i < text.length) {
      // Fast paths: runs of characters that cannot change anything.
      if (f.mode === 'data') {
        const next = text.indexOf('<', i);
        if (next < 0) return this;
        i = next;
      } else if ((f.mode === 'rcdata' || f.mode === 'rawtext') && f.tail === '') {
        const next = text.indexOf('<', i);
        if (next < 0) return this;
        i = next;
      } else if (f.mode === 'plaintext') {
        return this;
      }
      this.step(text[i]!);
      i++;
    }
    return this;
  }

  private step(c: string): void {
    const f = this.f;
    switch (f.mode) {
      case 'data':
        if (c === '<') f.mode = 'tagOpen';
        return;
      case 'tagOpen':
        if (c === '!') {
          f.mode = 'markupDecl';
          f.tail = '';
        } else if (c === '/') f.mode = 'endTagOpen';
        else if (isAlpha(c)) this.beginTag(c, false);
        else if (c === '?') f.mode = 'bogusComment';
        else {
          f.mode = 'data';
          this.step(c);
        }
        return;
      case 'endTagOpen':
        if (isAlpha(c)) this.beginTag(c, true);
        else f.mode = c === '>' ? 'data' : 'bogusComment';
        return;
      case 'tagName':
        if (isSpace(c)) f.mode = 'beforeAttrName';
        else if (c === '/') f.mode = 'selfClosing';
        else if (c === '>') this.emitTag(false);
        else f.tag += c.toLowerCase();
        return;
      case 'beforeAttrName':
        if (isSpace(c)) return;
        if (c === '/') f.mode = 'selfClosing';
        else if (c === '>') this.emitTag(false);
        else {
          f.mode = 'attrName';
          f.attr = c.toLowerCase();
        }
        return;
      case 'attrName':
        if (isSpace(c)) f.mode = 'afterAttrName';
        else if (c === '/') this.leaveAttr('selfClosing');
        else if (c === '>') this.emitTag(false);
        else if (c === '=') f.mode = 'beforeAttrValue';
        else f.attr += c.toLowerCase();
        return;
      case 'afterAttrName':
        if (isSpace(c)) return;
        if (c === '/') this.leaveAttr('selfClosing');
        else if (c === '=') f.mode = 'beforeAttrValue';
        else if (c === '>') this.emitTag(false);
        else {
          f.mode = 'attrName';
          f.attr = c.toLowerCase();
        }
        return;
      case 'beforeAttrValue':
        if (isSpace(c)) return;
        if (c === '"' || c === "'") {
          f.mode = c === '"' ? 'attrDouble' : 'attrSingle';
          this.beginValue();
        } else if (c === '>') this.emitTag(false);
        else {
          f.mode = 'attrUnquoted';
          this.beginValue();
          this.step(c);
        }
        return;
      case 'attrDouble':
      case 'attrSingle':
        if (c === (f.mode === 'attrDouble' ? '"' : "'")) {
          this.endReference(false);
          // After a quoted value every character is read as in beforeAttrName.
          this.leaveAttr('beforeAttrName');
        } else this.valueChar(c);
        return;
      case 'attrUnquoted':
        if (isSpace(c)) {
          this.endReference(false);
          this.leaveAttr('beforeAttrName');
        } else if (c === '>') {
          this.endReference(false);
          this.emitTag(false);
        } else this.valueChar(c);
        return;
      case 'selfClosing':
        if (c === '>') this.emitTag(true);
        else {
          f.mode = 'beforeAttrName';
          this.step(c);
        }
        return;
      case 'markupDecl':
        this.markupDecl(c);
        return;
      case 'comment':
        this.commentChar(c);
        return;
      case 'bogusComment':
        if (c === '>') f.mode = 'data';
        return;
      case 'cdata': {
        const seen = f.tail + c;
        if (seen.endsWith(']]>')) {
          f.mode = 'data';
          f.tail = '';
        } else f.tail = pendingPrefix(seen, [']]>']);
        return;
      }
      case 'rcdata':
      case 'rawtext':
        this.rawChar(c);
        return;
      case 'script':
        this.scriptChar(c);
        return;
      case 'plaintext':
        return;
    }
  }

  private beginTag(c: string, endTag: boolean): void {
    this.f.mode = 'tagName';
    this.f.tag = c.toLowerCase();
    this.f.endTag = endTag;
  }

  private leaveAttr(mode: Mode): void {
    this.f.mode = mode;
    this.f.attr = '';
    this.f.url = null;
    this.f.ref = '';
  }

  private beginValue(): void {
    this.f.url = URL_ATTRIBUTES.has(this.f.attr) ? OPEN_URL : null;
    this.f.ref = '';
  }

  /** One character of an attribute value; only an address still open needs reading. */
  private valueChar(c: string): void {
    const f = this.f;
    if (!f.url || f.url.verdict !== 'open') return;
    if (f.ref !== '') {
      if (c === ';') return this.endReference(true);
      if (isRefChar(c) && f.ref.length < MAX_REF) {
        f.ref += c;
        return;
      }
      this.endReference(false);
      if (!f.url || f.url.verdict !== 'open') return;
    }
    if (c === '&') f.ref = '&';
    else f.url = urlStep(f.url, c, this.onColonAfterValue);
  }

  /** A reference counts as the character it stands for (TPL-13, TPL-14). */
  private endReference(semicolon: boolean): void {
    const f = this.f;
    if (f.ref === '' || !f.url) return;
    const body = f.ref.slice(1);
    f.ref = '';
    const decoded = body === '' ? undefined : decodeReferenceLiberally(body);
    const chars = decoded ?? `&${body}${semicolon ? ';' : ''}`;
    for (const char of chars) f.url = urlStep(f.url, char, this.onColonAfterValue);
  }

  private emitTag(selfClosing: boolean): void {
    const f = this.f;
    const tag = f.tag;
    f.attr = '';
    f.url = null;
    f.ref = '';
    f.tail = '';
    f.mode = 'data';
    f.tag = '';
    if (f.endTag) {
      f.endTag = false;
      if ((tag === 'svg' || tag === 'math') && f.foreign > 0) f.foreign--;
      return;
    }
    const opensForeign = (tag === 'svg' || tag === 'math') && !selfClosing;
    if (f.foreign > 0 && BREAKOUT.has(tag)) f.foreign = 0;
    if (f.foreign > 0) {
      // Foreign content has no raw text elements: everything is markup.
      if (opensForeign) f.foreign++;
      return;
    }
    if (opensForeign) f.foreign = 1;
    else if (tag === 'script') {
      f.mode = 'script';
      f.script = 0;
      f.tag = tag;
    } else if (RAWTEXT.has(tag)) {
      f.mode = 'rawtext';
      f.tag = tag;
    } else if (RCDATA.has(tag)) {
      f.mode = 'rcdata';
      f.tag = tag;
    } else if (tag === 'plaintext') f.mode = 'plaintext';
  }

  private markupDecl(c: string): void {
    const f = this.f;
    const seen = f.tail + c;
    if (seen === '--') {
      f.mode = 'comment';
      f.tail = '';
      f.fresh = true;
    } else if (f.foreign > 0 && seen === '[CDATA[') {
      f.mode = 'cdata';
      f.tail = '';
    } else if ('--'.startsWith(seen) || (f.foreign > 0 && '[CDATA['.startsWith(seen))) {
      f.tail = seen;
    } else {
      f.tail = '';
      f.mode = c === '>' ? 'data' : 'bogusComment';
    }
  }

  private commentChar(c: string): void {
    const f = this.f;
    const seen = f.tail + c;
    const closes = (f.fresh && (seen === '>' || seen === '->')) || seen.endsWith('-->') || seen.endsWith('--!>');
    if (closes) {
      f.mode = 'data';
      f.tail = '';
      f.fresh = false;
      return;
    }
    if (f.fresh && seen.length < 2) {
      f.tail = seen;
      return;
    }
    f.fresh = false;
    f.tail = pendingPrefix(seen, ['-->', '--!>']);
  }

  /** Raw text and escapable raw text end only at their own end tag. */
  private rawChar(c: string): void {
    const f = this.f;
    const end = `</${f.tag}`;
    if (f.tail === end && (isSpace(c) || c === '/' || c === '>')) return this.endRaw(c);
    const seen = f.tail + c.toLowerCase();
    f.tail = end.startsWith(seen) ? seen : c === '<' ? '<' : '';
  }

  private endRaw(c: string): void {
    const f = this.f;
    f.tail = '';
    f.mode = 'tagName';
    f.endTag = true;
    f.script = 0;
    this.step(c);
  }

  private scriptChar(c: string): void {
    const f = this.f;
    const patterns = SCRIPT_PATTERNS[f.script];
    const delimiter = isSpace(c) || c === '/' || c === '>';
    const seen = f.tail + c.toLowerCase();
    for (const pattern of patterns) {
      const delimited = pattern.endsWith('$');
      const body = delimited ? pattern.slice(0, -1) : pattern;
      const matched = delimited ? f.tail.endsWith(body) && delimiter : seen.endsWith(body);
      if (!matched) continue;
      if (body === '</script') {
        if (f.script === 2) {
          f.script = 1;
          break;
        }
        return this.endRaw(c);
      }
      if (body === '<!--') f.script = 1;
      else if (body === '-->') f.script = 0;
      else if (body === '<script') f.script = 2;
      break;
    }
    f.tail = pendingPrefix(seen, SCRIPT_PATTERNS[f.script].map((p) => (p.endsWith('$') ? p.slice(0, -1) + '\u0001' : p)));
  }
}

/** The state after `text`, starting from `state`. */
export function advance(state: HtmlState, text: string, onColonAfterValue?: ColonAfterValue): HtmlState {
  if (text === '') return state;
  return new HtmlCursor(state, onColonAfterValue).feed(text).state();
}
