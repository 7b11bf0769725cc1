/**
 * The quick reading of a definition file: js-yaml's event stream turned into the value
 * and the offsets of its keys and items, in one pass over the text.
 *
 * Why two YAML readers: the `yaml` package keeps a full document (every node with its
 * range), which the problems of a broken file need, but it costs five to eight times
 * js-yaml's event parser, and definition files are read on every run. This reader takes
 * only the plain subset that both libraries read the same way — one document, no tags,
 * anchors, aliases or directives, keys that are unique scalars, scalars resolved by the
 * YAML 1.2 core schema exactly as the `yaml` package resolves them — and answers
 * `undefined` for anything else (or anything js-yaml refuses), so the full reader in
 * source.ts decides, with its own messages and positions. plain-yaml.test.ts holds the
 * two readers to the same values and positions on the YAML test suite and on every
 * definition file of the examples.
 */
import { EVENT_ID, SCALAR_STYLE, getScalarValue, parseEvents } from 'js-yaml';
import type { Event, ScalarEvent } from 'js-yaml';
import type { OffsetNode } from './offsets.js';

export interface PlainYaml {
  value: unknown;
  root: OffsetNode;
}

/** The YAML 1.2 core schema as the `yaml` package applies it to plain scalars: first match wins. */
const CORE_SCALARS: readonly [RegExp, (text: string) => unknown][] = [
  [/^(?:~|[Nn]ull|NULL)?$/, () => null],
  [/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (text) => text[0] === 't' || text[0] === 'T'],
  [/^0o[0-7]+$/, (text) => parseInt(text.substring(2), 8)],
  [/^[-+]?[0-9]+$/, (text) => parseInt(text, 10)],
  [/^0x[0-9a-fA-F]+$/, (text) => parseInt(text.substring(2), 16)],
  [
    /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
    (text) => (text.slice(-3).toLowerCase() === 'nan' ? NaN : text[0] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY),
  ],
  [/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, (text) => parseFloat(text)],
  [/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, (text) => parseFloat(text)],
];

function plainScalar(text: string): unknown {
  for (const [test, resolve] of CORE_SCALARS) if (test.test(text)) return resolve(text);
  return text;
}

interface Collection {
  value: Record<string, unknown> | unknown[];
  node: OffsetNode;
  /** Mappings: the key read and waiting for its value. */
  key?: { name: string; offset: number | undefined };
  /** Mappings: resolved key values seen, for the duplicate rule (the full reader words that problem). */
  keys?: unknown[];
}

export function readPlainYaml(text: string): PlainYaml | undefined {
  // A lone CR ends a line for YAML but not for the line index positions are counted with.
  if (LONE_CR.test(text)) return undefined;
  let events: Event[];
  try {
    events = parseEvents(text, {});
  } catch {
    return undefined;
  }
  return build(text, events);
}

const LONE_CR = /\r(?!\n)/;

function build(text: string, events: readonly Event[]): PlainYaml | undefined {
  const first = events[0];
  if (first?.type !== EVENT_ID.DOCUMENT || first.directives.length > 0) return undefined;
  const stack: Collection[] = [];
  let result: PlainYaml | undefined;
  let documents = 0;

  const place = (value: unknown, node: OffsetNode): void => {
    const parent = stack[stack.length - 1];
    if (!parent) {
      result = { value, root: node };
      return;
    }
    if (Array.isArray(parent.value)) {
      parent.value.push(value);
      parent.node.items!.push(node);
      return;
    }
    const key = parent.key!;
    parent.key = undefined;
    // As the full reader builds objects: a name an object already answers to (`__proto__`,
    // `toString`) becomes an own property instead of reaching the prototype.
    if (key.name in parent.value) Object.defineProperty(parent.value, key.name, { value, writable: true, enumerable: true, configurable: true });
    else parent.value[key.name] = value;
    parent.node.members!.set(key.name, { keyOffset: key.offset, node });
  };

  for (const event of events) {
    switch (event.type) {
      case EVENT_ID.DOCUMENT:
        documents += 1;
        if (documents > 1) return undefined;
        break;
      case EVENT_ID.MAPPING:
      case EVENT_ID.SEQUENCE: {
        if (event.anchorStart !== -1 || event.tagStart !== -1) return undefined;
        const isMap = event.type === EVENT_ID.MAPPING;
        const parent = stack[stack.length - 1];
        if (parent && !Array.isArray(parent.value) && parent.key === undefined) return undefined; // a collection as a key
        const collection: Collection = isMap
          ? { value: {}, node: { offset: event.start, members: new Map() }, keys: [] }
          : { value: [], node: { offset: event.start, items: [] } };
        stack.push(collection);
        break;
      }
      case EVENT_ID.SCALAR: {
        if (event.anchorStart !== -1 || event.tagStart !== -1) return undefined;
        const value = scalarValue(text, event);
        const offset = scalarOffset(event);
        const parent = stack[stack.length - 1];
        if (parent && !Array.isArray(parent.value) && parent.key === undefined) {
          if (parent.keys!.some((seen) => seen === value || (Number.isNaN(seen) && Number.isNaN(value)))) return undefined;
          // The full reader starts a mapping whose first key is empty (`[ : x ]`) elsewhere.
          if (parent.keys!.length === 0 && offset === undefined) parent.node.offset = undefined;
          parent.keys!.push(value);
          parent.key = { name: value === null ? '' : String(value), offset };
        } else {
          place(value, { offset });
        }
        break;
      }
      case EVENT_ID.ALIAS:
        return undefined;
      case EVENT_ID.POP: {
        const done = stack.pop();
        if (done) place(done.value, done.node);
        break;
      }
    }
  }
  if (documents !== 1) return undefined;
  return result;
}

function scalarValue(text: string, event: ScalarEvent): unknown {
  if (event.valueStart === -1) return null;
  const decoded = getScalarValue(text, event);
  return event.style === SCALAR_STYLE.PLAIN ? plainScalar(decoded) : decoded;
}

/**
 * The full reader's offset of a scalar: where its text starts for a plain scalar, the
 * opening quote for a quoted one. A block scalar starts at its `|` or `>` header, which
 * the event does not give: the full reader is asked then.
 */
function scalarOffset(event: ScalarEvent): number | undefined {
  if (event.valueStart === -1) return undefined;
  switch (event.style) {
    case SCALAR_STYLE.PLAIN:
      return event.valueStart;
    case SCALAR_STYLE.SINGLE_QUOTED:
    case SCALAR_STYLE.DOUBLE_QUOTED:
      return event.valueStart - 1;
    default:
      return undefined;
  }
}
