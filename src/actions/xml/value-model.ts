/**
 * Builds the xml.parse value (built-in-actions.md §4 "Value model") from the reader's
 * events; xml.split collects record elements from the same builder.
 *
 * - An element with only text is a string; an empty one is "" (XMLP-12/13).
 * - Attributes are `@name` keys; text beside attributes or children is `#text` (XMLP-14/15).
 * - A name seen more than once among an element's children is a list, and so is every
 *   name listed in `arrays` or, with `arrays: always`, every child (XMLP-06/07/16).
 * - Every value is text (XMLP-17); CDATA is text (XMLP-19).
 *
 * Text, where the spec leaves it open: an element with neither attributes nor children
 * keeps its text exactly, whitespace included. Beside attributes, text that is only
 * whitespace is layout and left out, other text is kept exactly. Beside children, each
 * run of text between them is trimmed, blank runs are dropped, and the rest are joined
 * with one space: `<p>Hello <b>you</b> there</p>` gives `#text: "Hello there"`.
 *
 * Namespaces (XMLP-08..10): `strip` keeps local names and drops `xmlns` declarations;
 * `prefix` keeps names and declarations as written; `uri` names an element in a
 * namespace `{uri}local` (a prefixed attribute too) and drops declarations. An undeclared
 * prefix is a `format_error` only with `uri`, where its namespace is needed.
 */
import { formatError } from '../../engine/errors.js';
import { setField } from '../shared/records.js';
import { XML_NAMESPACE } from './names.js';
import type { XmlAttributes, XmlHandler } from './reader.js';

export type NamespaceMode = 'strip' | 'prefix' | 'uri';

export interface ValueOptions {
  namespaces: NamespaceMode;
  /** `always`, or element paths (output names joined by dots) that are always lists. */
  arrays: 'always' | readonly string[];
  /** Names the input in messages. */
  label: string;
}

/**
 * Element paths as a tree of names, so an element finds out whether its children are
 * lists (or records) by one lookup per name, never by building its whole path as text.
 */
interface PathNode {
  children: Map<string, PathNode>;
  /** `arrays` lists this path. */
  list: boolean;
  /** xml.split: elements at this path are the records. */
  record: boolean;
  /** xml.split: elements at this path hold the records. */
  holder: boolean;
}

const pathNode = (): PathNode => ({ children: new Map(), list: false, record: false, holder: false });

function nodeFor(tree: PathNode, names: readonly string[]): PathNode {
  let node = tree;
  for (const name of names) {
    let next = node.children.get(name);
    if (!next) node.children.set(name, (next = pathNode()));
    node = next;
  }
  return node;
}

interface Frame {
  name: string;
  /** The frame's place in the path tree; undefined when no listed path goes through it. */
  node: PathNode | undefined;
  attributes: [string, string][] | undefined;
  /** Child names in first-seen order, each with its values in document order. */
  children: Map<string, unknown[]> | undefined;
  texts: string[];
  /** Namespace bindings in force inside this element (uri mode only). */
  scope: Map<string, string> | undefined;
}

type RecordSink = (value: unknown) => void;

/** A reader handler that builds the value; `result()` gives `{ <root>: value }`. */
export class ValueBuilder implements XmlHandler {
  private readonly stack: Frame[] = [];
  private root: Record<string, unknown> | undefined;
  private readonly paths = pathNode();
  private readonly allLists: boolean;
  private recordSink: RecordSink | undefined;
  private holderSeen = false;

  constructor(private readonly options: ValueOptions) {
    this.allLists = options.arrays === 'always';
    if (options.arrays !== 'always') {
      for (const path of options.arrays) {
        const names = splitElementPath(path);
        if (names) nodeFor(this.paths, names).list = true;
      }
    }
  }

  /**
   * xml.split: every element at `path` (output names) is handed to `sink` when it
   * closes; `parentSeen()` then tells whether the element before it occurred.
   */
  collect(path: readonly string[], sink: RecordSink): void {
    nodeFor(this.paths, path).record = true;
    if (path.length > 1) nodeFor(this.paths, path.slice(0, -1)).holder = true;
    this.recordSink = sink;
  }

  /** Whether the element holding the records occurred (always false for a one-name path). */
  parentSeen(): boolean {
    return this.holderSeen;
  }

  result(): Record<string, unknown> {
    return this.root ?? {};
  }

  open(rawName: string, rawAttributes: XmlAttributes): void {
    const parent = this.stack[this.stack.length - 1];
    const scope = this.options.namespaces === 'uri' ? this.scopeFor(rawAttributes, parent?.scope) : undefined;
    const name = this.elementName(rawName, scope);
    const node = (parent ? parent.node : this.paths)?.children.get(name);
    if (node?.holder) this.holderSeen = true;
    let attributes: [string, string][] | undefined;
    // Two prefixed attributes can share a local name; the first one is kept.
    const seen = rawAttributes.length > 16 ? new Set<string>() : undefined;
    for (let i = 0; i < rawAttributes.length; i += 2) {
      const key = this.attributeName(rawAttributes[i]!, scope);
      if (key === undefined) continue;
      attributes ??= [];
      if (seen ? seen.has(key) : attributes.some(([existing]) => existing === key)) continue;
      seen?.add(key);
      attributes.push([key, rawAttributes[i + 1]!]);
    }
    this.stack.push({ name, node, attributes, children: undefined, texts: [], scope });
  }

  text(value: string): void {
    this.stack[this.stack.length - 1]!.texts.push(value);
  }

  close(): void {
    const frame = this.stack.pop()!;
    const value = this.valueOf(frame);
    if (frame.node?.record) this.recordSink!(value);
    const parent = this.stack[this.stack.length - 1];
    if (!parent) {
      const root: Record<string, unknown> = {};
      setField(root, frame.name, value);
      this.root = root;
      return;
    }
    parent.children ??= new Map();
    const siblings = parent.children.get(frame.name);
    if (siblings) siblings.push(value);
    else parent.children.set(frame.name, [value]);
  }

  private valueOf(frame: Frame): unknown {
    const { attributes, children, texts } = frame;
    if (!attributes && !children) return texts.length === 1 ? texts[0]! : texts.join('');
    const value: Record<string, unknown> = {};
    for (const [key, text] of attributes ?? []) setField(value, `@${key}`, text);
    const text = children ? joinTextRuns(texts) : texts.join('');
    if (/[^\t\n\r ]/.test(text)) value['#text'] = text;
    for (const [name, values] of children ?? []) {
      const asList = this.allLists || values.length > 1 || frame.node?.children.get(name)?.list === true;
      setField(value, name, asList ? values : values[0]);
    }
    return value;
  }

  private scopeFor(attributes: XmlAttributes, inherited: Map<string, string> | undefined): Map<string, string> {
    let scope = inherited ?? new Map([['xml', XML_NAMESPACE]]);
    for (let i = 0; i < attributes.length; i += 2) {
      const name = attributes[i]!;
      const value = attributes[i + 1]!;
      if (name === 'xmlns' || name.startsWith('xmlns:')) {
        if (scope === inherited) scope = new Map(inherited);
        scope.set(name === 'xmlns' ? '' : name.slice(6), value);
      }
    }
    return scope;
  }

  private elementName(rawName: string, scope: Map<string, string> | undefined): string {
    const mode = this.options.namespaces;
    if (mode === 'prefix') return rawName;
    const colon = rawName.indexOf(':');
    const local = colon === -1 ? rawName : rawName.slice(colon + 1);
    if (mode === 'strip') return local;
    const uri = scope!.get(colon === -1 ? '' : rawName.slice(0, colon));
    if (uri === undefined && colon !== -1) throw formatError(`${this.options.label}: an element uses a namespace prefix that is not declared`);
    return uri ? `{${uri}}${local}` : local;
  }

  /** The key an attribute gets (without `@`), or undefined for a namespace declaration left out. */
  private attributeName(rawName: string, scope: Map<string, string> | undefined): string | undefined {
    const mode = this.options.namespaces;
    if (mode === 'prefix') return rawName;
    if (rawName === 'xmlns' || rawName.startsWith('xmlns:')) return undefined;
    const colon = rawName.indexOf(':');
    if (colon === -1) return rawName;
    const local = rawName.slice(colon + 1);
    if (mode === 'strip') return local;
    const uri = scope!.get(rawName.slice(0, colon));
    if (uri === undefined) throw formatError(`${this.options.label}: an attribute uses a namespace prefix that is not declared`);
    return `{${uri}}${local}`;
  }
}

/** Text runs between child elements: trimmed, blank ones dropped, joined with a space. */
function joinTextRuns(texts: readonly string[]): string {
  let joined = '';
  for (const text of texts) {
    const trimmed = text.trim();
    if (trimmed) joined = joined ? `${joined} ${trimmed}` : trimmed;
  }
  return joined;
}

/**
 * Splits an element path written with dots into names; a `{uri}` part may hold dots.
 * Returns undefined when a part is empty or a brace is not closed.
 */
export function splitElementPath(path: string): string[] | undefined {
  const parts: string[] = [];
  let current = '';
  let inBraces = false;
  for (const character of path) {
    if (character === '{' && current === '') inBraces = true;
    else if (character === '}') inBraces = false;
    if (character === '.' && !inBraces) {
      if (!current) return undefined;
      parts.push(current);
      current = '';
    } else current += character;
  }
  if (!current || inBraces) return undefined;
  parts.push(current);
  return parts;
}
