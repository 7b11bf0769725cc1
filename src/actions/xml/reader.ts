/**
 * A strict, single-pass XML reader that hands elements and text to a handler.
 *
 * xml.parse, xml.split and the workbook reader of xlsx.read all read through it. It is
 * used rather than fast-xml-parser because the safety rules need a full pass over the
 * markup anyway, and fast-xml-parser 5.12 accepts a closing tag that does not match the
 * open one, leaves `&#60;` undecoded unless HTML entities are on, silently drops some
 * references (`&#0;`), refuses elements named `constructor` and renames `toString`.
 *
 * What it refuses, all with `format_error` naming the line, never the content:
 * - any `<!DOCTYPE` (XMLP-20): without a DTD no entity can be defined, so neither the
 *   billion-laughs expansion nor an external entity can happen;
 * - entity references other than the five XML ones (XMLP-21). Numeric character
 *   references (`&#233;`, `&#xE9;`) are read as the character they name: they are part of
 *   XML itself, expand to exactly one character and cannot nest. A reference to a
 *   character XML does not allow (`&#0;`) is refused;
 * - characters XML does not allow, unmatched or unclosed tags, a second root element,
 *   text outside the root, repeated attributes, `<` in attribute values, `]]>` in text,
 *   a processing instruction whose target is not a name followed by white space or `?>`,
 *   or is `xml` in any case (only the declaration at the very start may use it);
 * - nesting past `maxDepth` and more than `maxItems` elements, attributes and text
 *   pieces (XMLP-24/25), checked as the document is read so a huge one stops early.
 */
import { formatError } from '../../engine/errors.js';
import { FORBIDDEN_CHARACTER, isXmlCharacter, NAME_CHARACTER, NAME_START_CHARACTER } from './names.js';

/**
 * Attributes of a start tag as a flat list: name, value, name, value... (cheaper than an
 * object per attribute on a sheet of millions of cells). Valid during the call only.
 */
export type XmlAttributes = readonly string[];

export interface XmlHandler {
  /** A start tag; a self-closing one is followed at once by `close`. */
  open(name: string, attributes: XmlAttributes): void;
  close(name: string): void;
  /** Character data inside the root (whitespace included, references decoded) or a CDATA section. */
  text(value: string): void;
}

export interface ReadOptions {
  /** Names the input in messages: `artifact`, `text`, a workbook part. */
  label: string;
  maxDepth: number;
  /** Elements, attributes and text pieces (non-blank character data or CDATA sections). */
  maxItems: number;
  /** How the limit is written in messages, e.g. `200,000`. */
  maxItemsLabel?: string;
  /**
   * Look for characters XML does not allow anywhere in the text (default true). Workbook
   * parts skip it: on a 100 MB sheet it costs half a second and guards nothing there.
   */
  checkCharacters?: boolean;
}

export interface Declaration {
  /** The `encoding` the declaration names, as written. */
  encoding?: string;
  /** Offset just past the declaration. */
  end: number;
}

const DECLARATION =
  /^<\?xml[\t\n\r ]+version[\t\n\r ]*=[\t\n\r ]*(["'])1\.[0-9]+\1(?:[\t\n\r ]+encoding[\t\n\r ]*=[\t\n\r ]*(["'])([A-Za-z][A-Za-z0-9._-]*)\2)?(?:[\t\n\r ]+standalone[\t\n\r ]*=[\t\n\r ]*(["'])(?:yes|no)\4)?[\t\n\r ]*\?>/;

/**
 * The XML declaration at the very start of `source` (a byte order mark already removed),
 * undefined when there is none; a malformed one is a `format_error`.
 */
export function readDeclaration(source: string, label: string): Declaration | undefined {
  if (!/^<\?xml[\t\n\r ?]/.test(source)) return undefined;
  const match = DECLARATION.exec(source);
  if (!match) throw formatError(`${label}: line 1: the XML declaration is not valid`);
  return match[3] !== undefined ? { encoding: match[3], end: match[0].length } : { end: match[0].length };
}

const BAD_REFERENCE = /&(?!(?:lt|gt|amp|quot|apos|#[0-9]+|#x[0-9A-Fa-f]+);)/;
const REFERENCE = /&(?:(lt|gt|amp|quot|apos)|#([0-9]+)|#x([0-9A-Fa-f]+));/g;
const ATTRIBUTE_WHITESPACE = /[\t\n]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

// ASCII name characters by code, the common case; past 0x7F names go through NAME_CHARACTER.
const NAME_START_ASCII = new Uint8Array(128);
const NAME_ASCII = new Uint8Array(128);
for (let code = 0; code < 128; code += 1) {
  const c = String.fromCharCode(code);
  NAME_START_ASCII[code] = /[:A-Z_a-z]/.test(c) ? 1 : 0;
  NAME_ASCII[code] = /[:A-Z_a-z0-9.-]/.test(c) ? 1 : 0;
}

const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d;

/** 1-based line of an offset, counted only when an error needs it. */
function lineOf(source: string, offset: number): number {
  let line = 1;
  for (let at = source.indexOf('\n'); at !== -1 && at < offset; at = source.indexOf('\n', at + 1)) line += 1;
  return line;
}

/** Reads a whole document, calling `handler` for its content. Throws `format_error`. */
export function readXml(input: string, handler: XmlHandler, options: ReadOptions): void {
  // XML reads every line break as a line feed (XML 1.0 §2.11).
  const source = input.indexOf('\r') === -1 ? input : input.replace(/\r\n?/g, '\n');
  const fail = (offset: number, message: string): never => {
    throw formatError(`${options.label}: line ${lineOf(source, offset)}: ${message}`);
  };

  if (options.checkCharacters !== false) {
    const forbidden = FORBIDDEN_CHARACTER.exec(source);
    if (forbidden) fail(forbidden.index, 'holds a character XML does not allow');
    if (!source.isWellFormed()) fail(LONE_SURROGATE.exec(source)?.index ?? 0, 'holds a character XML does not allow');
  }

  const decode = (raw: string, offset: number): string => {
    if (raw.indexOf('&') === -1) return raw;
    const bad = BAD_REFERENCE.exec(raw);
    if (bad) fail(offset + bad.index, 'only the five XML entities (&lt; &gt; &amp; &quot; &apos;) and character references are allowed; write a plain & as &amp;');
    return raw.replace(REFERENCE, (reference: string, named?: string, decimal?: string, hex?: string) => {
      if (named !== undefined) return PREDEFINED[named]!;
      const code = decimal !== undefined ? Number.parseInt(decimal, 10) : Number.parseInt(hex!, 16);
      if (!isXmlCharacter(code)) fail(offset + raw.indexOf(reference), 'a character reference names a character XML does not allow');
      return String.fromCodePoint(code);
    });
  };

  const length = source.length;

  /** End of the name starting at `at`, or `at` itself when no name starts there. */
  const nameEnd = (at: number): number => {
    let end = at;
    while (end < length) {
      const code = source.charCodeAt(end);
      if (code < 128) {
        if ((end === at ? NAME_START_ASCII : NAME_ASCII)[code] !== 1) break;
        end += 1;
      } else {
        // Past ASCII (rare in names) each code point is held to the full rule.
        const character = String.fromCodePoint(source.codePointAt(end)!);
        if (!(end === at ? NAME_START_CHARACTER : NAME_CHARACTER).test(character)) break;
        end += character.length;
      }
    }
    return end;
  };

  const skipSpace = (at: number): number => {
    while (at < length && isSpace(source.charCodeAt(at))) at += 1;
    return at;
  };

  const hasContent = (from: number, to: number): boolean => {
    for (let i = from; i < to; i += 1) if (!isSpace(source.charCodeAt(i))) return true;
    return false;
  };

  const stack: string[] = [];
  let attributes: string[] = [];
  let items = 0;
  let rootSeen = false;
  const count = (offset: number, n: number) => {
    items += n;
    if (items > options.maxItems) {
      fail(offset, `more than ${options.maxItemsLabel ?? options.maxItems.toLocaleString('en-US')} elements, attributes and text pieces`);
    }
  };

  const text = (from: number, to: number) => {
    if (stack.length === 0) {
      if (hasContent(from, to)) fail(from, rootSeen ? 'text after the root element' : 'text before the root element');
      return;
    }
    const raw = source.slice(from, to);
    const end = raw.indexOf(']]>');
    if (end !== -1) fail(from + end, '"]]>" is not allowed in text');
    if (hasContent(from, to)) count(from, 1);
    handler.text(decode(raw, from));
  };

  let pos = readDeclaration(source, options.label)?.end ?? 0;
  while (pos < length) {
    const lt = source.indexOf('<', pos);
    const textEnd = lt === -1 ? length : lt;
    if (textEnd > pos) text(pos, textEnd);
    if (lt === -1) break;
    const next = source.charCodeAt(lt + 1);

    if (next === 0x2f) {
      // </name>: must close the element open now.
      const open = stack[stack.length - 1];
      const end = open === undefined ? lt + 2 : lt + 2 + open.length;
      if (open === undefined || !source.startsWith(open, lt + 2) || nameEnd(lt + 2) !== end) {
        fail(lt, nameEnd(lt + 2) === lt + 2 ? 'an end tag is not well formed' : 'an end tag does not match the element it closes');
      }
      const close = skipSpace(end);
      if (source.charCodeAt(close) !== 0x3e) fail(lt, 'an end tag is not well formed');
      stack.pop();
      handler.close(open!);
      pos = close + 1;
    } else if (next === 0x21) {
      // <!-- -->, <![CDATA[ ]]>, <!DOCTYPE
      if (source.startsWith('<!--', lt)) {
        const end = source.indexOf('--', lt + 4);
        if (end === -1 || source.charCodeAt(end + 2) !== 0x3e) fail(lt, 'a comment is not closed, or holds "--"');
        pos = end + 3;
      } else if (source.startsWith('<![CDATA[', lt)) {
        if (stack.length === 0) fail(lt, 'a CDATA section outside the root element');
        const end = source.indexOf(']]>', lt + 9);
        if (end === -1) fail(lt, 'a CDATA section is not closed');
        count(lt, 1);
        handler.text(source.slice(lt + 9, end));
        pos = end + 3;
      } else if (source.startsWith('<!DOCTYPE', lt)) {
        fail(lt, 'a DOCTYPE is not allowed');
      } else {
        fail(lt, 'markup that is not well formed');
      }
    } else if (next === 0x3f) {
      // <?target ...?>: processing instructions are left out (XMLP-18). XML 1.0 §2.6: the
      // target is a Name other than `xml` in any case, followed by white space or `?>`.
      const targetEnd = nameEnd(lt + 2);
      if (targetEnd === lt + 2 || !(isSpace(source.charCodeAt(targetEnd)) || source.startsWith('?>', targetEnd))) {
        fail(lt, 'a processing instruction is not well formed (<?target data?>, the target a name followed by a space or "?>")');
      }
      if (source.slice(lt + 2, targetEnd).toLowerCase() === 'xml') {
        fail(lt, 'a processing instruction may not be named "xml"; the XML declaration stands only at the very start, written <?xml');
      }
      const end = source.indexOf('?>', targetEnd);
      if (end === -1) fail(lt, 'a processing instruction is not closed');
      pos = end + 2;
    } else {
      if (rootSeen && stack.length === 0) fail(lt, 'a second root element');
      const end = nameEnd(lt + 1);
      if (end === lt + 1) fail(lt, 'a start tag is not well formed');
      const name = source.slice(lt + 1, end);
      // A fresh list only when the last one was used; emptying one in place is slower.
      if (attributes.length !== 0) attributes = [];
      let at = end;
      let selfClosing = false;
      for (;;) {
        const afterSpace = skipSpace(at);
        const code = source.charCodeAt(afterSpace);
        if (code === 0x3e) {
          at = afterSpace + 1;
          break;
        }
        if (code === 0x2f && source.charCodeAt(afterSpace + 1) === 0x3e) {
          selfClosing = true;
          at = afterSpace + 2;
          break;
        }
        // name="value": at least one space before each attribute.
        const attributeEnd = afterSpace === at ? afterSpace : nameEnd(afterSpace);
        if (attributeEnd === afterSpace) fail(lt, 'a start tag is not well formed (attributes are written name="value")');
        const equals = skipSpace(attributeEnd);
        if (source.charCodeAt(equals) !== 0x3d) fail(lt, 'a start tag is not well formed (attributes are written name="value")');
        const open = skipSpace(equals + 1);
        const quote = source.charCodeAt(open);
        if (quote !== 0x22 && quote !== 0x27) fail(lt, 'a start tag is not well formed (attribute values are quoted)');
        const close = source.indexOf(quote === 0x22 ? '"' : "'", open + 1);
        if (close === -1) fail(lt, 'an attribute value is not closed');
        const raw = source.slice(open + 1, close);
        if (raw.indexOf('<') !== -1) fail(lt, '"<" is not allowed in an attribute value');
        const normalised = raw.indexOf('\t') === -1 && raw.indexOf('\n') === -1 ? raw : raw.replace(ATTRIBUTE_WHITESPACE, ' ');
        attributes.push(source.slice(afterSpace, attributeEnd), decode(normalised, open));
        at = close + 1;
      }
      if (attributes.length > 2 && hasRepeatedName(attributes)) fail(lt, 'an element repeats an attribute');
      if (stack.length + 1 > options.maxDepth) fail(lt, `elements nested deeper than ${options.maxDepth} levels`);
      count(lt, 1 + attributes.length / 2);
      rootSeen = true;
      handler.open(name, attributes);
      if (selfClosing) handler.close(name);
      else stack.push(name);
      pos = at;
    }
  }
  if (stack.length > 0) fail(length, 'an element is not closed at the end of the document');
  if (!rootSeen) fail(length, 'no root element');
}

function hasRepeatedName(attributes: XmlAttributes): boolean {
  if (attributes.length < 16) {
    for (let i = 2; i < attributes.length; i += 2) {
      for (let k = 0; k < i; k += 2) if (attributes[k] === attributes[i]) return true;
    }
    return false;
  }
  const names = new Set<string>();
  for (let i = 0; i < attributes.length; i += 2) names.add(attributes[i]!);
  return names.size !== attributes.length / 2;
}
