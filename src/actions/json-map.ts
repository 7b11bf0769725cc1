import { invalidInput } from '../engine/errors.js';
import { parsePath, readPath, type PathStep } from './shared/json-path.js';
import { MIB, setField } from './shared/records.js';
import { defineAction, type SaveIssue } from '../engine/action.js';

const MAX_FIELDS = 500;
const MAX_ITEMS = 100_000;
const MAX_RESULT_BYTES = 32 * MIB;

interface Problem {
  path: string;
  message: string;
}

/** One output field: where it reads and what it gives when the path finds nothing. */
interface Leaf {
  readonly kind: 'leaf';
  readonly steps: PathStep[];
  readonly fallback: unknown;
}

/** A nested output object made by dotted names (JSONMAP-08), children in mapping order. */
interface Branch {
  readonly kind: 'branch';
  readonly children: Map<string, Leaf | Branch>;
  /** The same children as a list, which is faster to walk for every item. */
  entries: { key: string; node: Leaf | Branch }[];
}

/**
 * The output shape from the mapping's names: `a.b` nests. Empty name parts and
 * overlapping names (`a` and `a.b`, JSONMAP-11) are problems.
 */
function outputTree(names: readonly string[], leafOf: (name: string) => Leaf): Branch | Problem {
  const root: Branch = { kind: 'branch', children: new Map(), entries: [] };
  const owner = new Map<object, string>(); // node → the output name that made it, for messages
  for (const name of names) {
    const parts = name.split('.');
    if (parts.some((part) => part === '')) return { path: 'mapping', message: `output field ${name} has an empty part` };
    let node = root;
    for (const [i, part] of parts.entries()) {
      const last = i === parts.length - 1;
      const existing = node.children.get(part);
      if (existing && (last || existing.kind === 'leaf')) {
        return { path: 'mapping', message: `output fields ${owner.get(existing)} and ${name} overlap` };
      }
      if (last) {
        const leaf = leafOf(name);
        node.children.set(part, leaf);
        owner.set(leaf, name);
      } else if (existing) {
        node = existing as Branch;
      } else {
        const branch: Branch = { kind: 'branch', children: new Map(), entries: [] };
        node.children.set(part, branch);
        owner.set(branch, name);
        node = branch;
      }
    }
  }
  const list = (branch: Branch): void => {
    branch.entries = [...branch.children].map(([key, node]) => ({ key, node }));
    for (const { node } of branch.entries) if (node.kind === 'branch') list(node);
  };
  list(root);
  return root;
}

/** Every rule on mapping and defaults, for save time and run time alike. */
function compileMapping(mapping: Record<string, unknown>, defaults: Record<string, unknown> | undefined, isLiteral: (name: string) => boolean): Branch | Problem {
  const names = Object.keys(mapping);
  if (names.length > MAX_FIELDS) return { path: 'mapping', message: `at most ${MAX_FIELDS} output fields` };
  for (const name of Object.keys(defaults ?? {})) {
    if (!Object.hasOwn(mapping, name)) return { path: 'defaults', message: `${name} is not an output field of mapping` };
  }
  let pathProblem: Problem | undefined;
  const tree = outputTree(names, (name) => {
    const path = mapping[name];
    let steps: PathStep[] = [];
    if (typeof path === 'string' && isLiteral(name)) {
      const parsed = parsePath(path);
      if ('error' in parsed) pathProblem ??= { path: `mapping.${name}`, message: parsed.error };
      else steps = parsed.steps;
    }
    return { kind: 'leaf', steps, fallback: defaults && Object.hasOwn(defaults, name) ? defaults[name] : null };
  });
  return pathProblem ?? tree;
}

/**
 * JSON text size of a value, stopping once past `budget`. Sizes of objects are kept,
 * so data that repeats one large object is measured once.
 */
class SizeMeter {
  private readonly known = new WeakMap<object, number>();
  total = 0;

  constructor(private readonly budget: number) {}

  add(bytes: number): void {
    this.total += bytes;
    if (this.total > this.budget) throw invalidInput('data: the result would be larger than 32 MB');
  }

  sizeOf(value: unknown): number {
    switch (typeof value) {
      case 'string':
        return Buffer.byteLength(value, 'utf8') + 2;
      case 'number':
      case 'boolean':
        return String(value).length;
      case 'object': {
        if (value === null) return 4;
        const known = this.known.get(value);
        if (known !== undefined) return known;
        let size = 2;
        if (Array.isArray(value)) {
          for (const item of value) {
            size += this.sizeOf(item) + 1;
            if (size > this.budget) break;
          }
        } else {
          for (const [key, item] of Object.entries(value)) {
            size += Buffer.byteLength(key, 'utf8') + 4 + this.sizeOf(item);
            if (size > this.budget) break;
          }
        }
        this.known.set(value, size);
        return size;
      }
      default:
        return 4;
    }
  }
}

/** The fixed part of one mapped object's JSON: braces, names, colons, commas. */
function frameSize(branch: Branch): number {
  let size = 2;
  for (const [key, child] of branch.children) size += Buffer.byteLength(key, 'utf8') + 4 + (child.kind === 'branch' ? frameSize(child) : 0);
  return size;
}

function mapItem(branch: Branch, item: unknown, meter: SizeMeter): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const entries = branch.entries;
  for (let i = 0; i < entries.length; i += 1) {
    const { key, node: child } = entries[i]!;
    let value: unknown;
    if (child.kind === 'branch') {
      value = mapItem(child, item, meter);
    } else {
      value = readPath(item, child.steps);
      if (value === undefined || value === null) value = child.fallback;
      meter.add(meter.sizeOf(value));
    }
    setField(out, key, value);
  }
  return out;
}

/** platform/json.map@v1: picks and renames fields of an object or of each object in a list (JSONMAP-*). */
export const jsonMap = defineAction({
  name: 'json.map',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['data', 'mapping'],
    properties: {
      data: { type: ['object', 'array'], maxItems: MAX_ITEMS, items: { type: 'object' } },
      mapping: { type: 'object', maxProperties: MAX_FIELDS, additionalProperties: { type: 'string', minLength: 1 } },
      defaults: { type: 'object' },
    },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['result'],
    properties: { result: { type: ['object', 'array'], items: { type: 'object' } } },
  },
  saveCheck(input, isDynamic) {
    const { mapping, defaults } = input;
    // A mapping given whole as an expression is judged when the step runs.
    if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping)) return [];
    const literalDefaults = typeof defaults === 'object' && defaults !== null && !Array.isArray(defaults) ? (defaults as Record<string, unknown>) : undefined;
    const compiled = compileMapping(mapping as Record<string, unknown>, literalDefaults, (name) => !isDynamic(`mapping.${name}`));
    return 'path' in compiled ? [{ ...compiled, code: 'invalid_input' } satisfies SaveIssue] : [];
  },
  async run(input) {
    const compiled = compileMapping(input.mapping, input.defaults, () => true);
    if ('path' in compiled) throw invalidInput(`${compiled.path}: ${compiled.message}`);
    const items = Array.isArray(input.data) ? input.data : [input.data];
    if (items.length > MAX_ITEMS) throw invalidInput(`data: at most ${MAX_ITEMS} items`);
    const meter = new SizeMeter(MAX_RESULT_BYTES);
    // The names and braces alone can break the limit: refuse before mapping anything.
    meter.add((frameSize(compiled) + 1) * items.length);
    const mapped = items.map((item) => mapItem(compiled, item, meter));
    return { result: Array.isArray(input.data) ? mapped : mapped[0]! };
  },
});
