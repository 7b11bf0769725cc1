/**
 * Writes the xml.parse value model back as XML text (xml.build, XMLB-08..14).
 *
 * - `@name` keys are attributes; `#text` is text; `#content` is a list of single-key
 *   objects written in list order (an item `{"#text": …}` is a run of text); every other
 *   key is a child element, and a list value repeats it.
 * - Text, numbers and booleans are written as text; null writes an empty element and
 *   leaves an attribute out.
 * - Names must be XML names with at most one colon; a prefix other than `xml` needs an
 *   `@xmlns:<prefix>` on the element or an ancestor.
 * - A character XML cannot hold at all (such as U+0000) is a `format_error`; a carriage
 *   return, and tab and line feed in attributes, are written as references so that they
 *   read back as written.
 */
import { formatError, invalidInput } from '../../engine/errors.js';
import { FORBIDDEN_CHARACTER, isQualifiedName } from './names.js';

const MAX_NESTING = 1000;

export interface WriteOptions {
  declaration: boolean;
  /** Characters of output past which writing stops (UTF-8 bytes are checked after). */
  maxChars: number;
  /** The message when the text grows past `maxChars`. */
  tooLarge: () => Error;
}

const TEXT_SPECIAL = /[&<>\r]/g;
const ATTRIBUTE_SPECIAL = /[&<>"\t\n\r]/g;
const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

type Scalar = string | number | boolean;

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A dotted/indexed position for messages: `value.order.items[2]`. */
const child = (path: string, key: string) => (/^[A-Za-z_][\w-]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`);

class XmlWriter {
  private readonly parts: string[] = [];
  private length = 0;

  constructor(private readonly options: WriteOptions) {}

  write(value: Record<string, unknown>): string {
    const keys = Object.keys(value);
    if (keys.length !== 1) throw invalidInput('value: must have exactly one key, the root element');
    if (Array.isArray(value[keys[0]!])) throw invalidInput(`${child('value', keys[0]!)}: the root element cannot be a list`);
    if (this.options.declaration) this.push('<?xml version="1.0" encoding="UTF-8"?>\n');
    this.element(keys[0]!, value[keys[0]!], child('value', keys[0]!), new Set(), 1);
    return this.parts.join('');
  }

  private push(text: string): void {
    this.parts.push(text);
    this.length += text.length;
    if (this.length > this.options.maxChars) throw this.options.tooLarge();
  }

  private escape(value: Scalar, pattern: RegExp, path: string): string {
    const text = String(value);
    if (typeof value !== 'string') return text;
    if (FORBIDDEN_CHARACTER.test(text) || !text.isWellFormed()) throw formatError(`${path}: holds a character XML cannot hold`);
    return text.replace(pattern, (character) => ESCAPES[character]!);
  }

  private checkName(name: string, path: string, scope: ReadonlySet<string>, kind: 'element' | 'attribute'): void {
    if (!isQualifiedName(name)) throw invalidInput(`${path}: is not a valid XML ${kind} name`);
    const colon = name.indexOf(':');
    if (colon === -1) return;
    const prefix = name.slice(0, colon);
    if (prefix === 'xml' || (kind === 'attribute' && prefix === 'xmlns')) return;
    if (prefix === 'xmlns') throw invalidInput(`${path}: the prefix xmlns is reserved for declarations`);
    if (!scope.has(prefix)) throw invalidInput(`${path}: the prefix ${prefix} needs its @xmlns:${prefix} declaration`);
  }

  /** One element for a value that is not a list. */
  private element(name: string, value: unknown, path: string, inherited: ReadonlySet<string>, depth: number): void {
    if (depth > MAX_NESTING) throw invalidInput(`${path}: nested deeper than ${MAX_NESTING} levels`);
    if (Array.isArray(value)) throw invalidInput(`${path}: a list cannot hold a list; use an object per element`);
    if (!isObject(value)) {
      this.checkName(name, path, inherited, 'element');
      if (value === null || value === undefined) this.push(`<${name}/>`);
      else if (isScalar(value)) this.push(`<${name}>${this.escape(value, TEXT_SPECIAL, path)}</${name}>`);
      else throw invalidInput(`${path}: must be text, a number, a boolean, null, a list or an object`);
      return;
    }

    // Declarations first: a prefix may be declared on the element that uses it.
    let scope = inherited;
    for (const [key, declared] of Object.entries(value)) {
      if (key.startsWith('@xmlns:')) {
        if (typeof declared !== 'string' || declared === '') throw invalidInput(`${child(path, key)}: a namespace declaration needs a namespace name`);
        if (scope === inherited) scope = new Set(inherited);
        (scope as Set<string>).add(key.slice(7));
      }
    }
    this.checkName(name, path, scope, 'element');

    let open = `<${name}`;
    for (const [key, attribute] of Object.entries(value)) {
      if (!key.startsWith('@')) continue;
      const at = child(path, key);
      const attributeName = key.slice(1);
      this.checkName(attributeName, at, scope, 'attribute');
      if (attribute === null || attribute === undefined) continue;
      if (!isScalar(attribute)) throw invalidInput(`${at}: an attribute value must be text, a number or a boolean`);
      open += ` ${attributeName}="${this.escape(attribute, ATTRIBUTE_SPECIAL, at)}"`;
    }
    const contentKeys = Object.keys(value).filter((key) => !key.startsWith('@'));
    if (contentKeys.length === 0) {
      this.push(`${open}/>`);
      return;
    }
    this.push(`${open}>`);
    for (const key of contentKeys) this.content(key, value[key], child(path, key), scope, depth);
    this.push(`</${name}>`);
  }

  /** One key of an element's object: text, ordered content or a child (repeated for a list). */
  private content(key: string, value: unknown, path: string, scope: ReadonlySet<string>, depth: number): void {
    if (key === '#text') {
      if (value === null || value === undefined) return;
      if (!isScalar(value)) throw invalidInput(`${path}: must be text, a number or a boolean`);
      this.push(this.escape(value, TEXT_SPECIAL, path));
    } else if (key === '#content') {
      if (!Array.isArray(value)) throw invalidInput(`${path}: must be a list of single-key objects`);
      value.forEach((item, index) => {
        const at = `${path}[${index}]`;
        if (!isObject(item) || Object.keys(item).length !== 1) throw invalidInput(`${at}: must be an object with one key`);
        const [itemKey] = Object.keys(item);
        if (itemKey!.startsWith('@') || itemKey === '#content') throw invalidInput(`${at}: must name a child element or #text`);
        this.content(itemKey!, item[itemKey!], child(at, itemKey!), scope, depth);
      });
    } else if (key.startsWith('#')) {
      throw invalidInput(`${path}: only #text and #content start with #`);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => this.element(key, item, `${path}[${index}]`, scope, depth + 1));
    } else {
      this.element(key, value, path, scope, depth + 1);
    }
  }
}

/** The XML text of `value` (an object with one key, the root element). */
export function writeXml(value: Record<string, unknown>, options: WriteOptions): string {
  return new XmlWriter(options).write(value);
}
