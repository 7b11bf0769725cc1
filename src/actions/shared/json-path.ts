/**
 * A strict path reader for json.map (JSONMAP-05..07): a path finds at most one value.
 *
 *   $.a.b   $.items[0].id   $['key with spaces']   a.b   /a/0/b (JSON pointer)
 *
 * Wildcards, recursive descent, filters, scripts, slices, unions and negative indexes
 * are refused with a reason. A step reads an object's own field or a list's item;
 * nothing is read from prototypes.
 */
import { brandError, FlowgateError } from '../../shared/errors.js';

export interface PathStep {
  /** The field name; for a list, the item number it spells. */
  readonly key: string;
  /** The list item this step reads, or -1 when `key` is not a canonical item number. */
  readonly index: number;
}

export type ParsedPath = { steps: PathStep[] } | { error: string };

const CANONICAL_INDEX = /^(?:0|[1-9][0-9]{0,15})$/;

function step(key: string): PathStep {
  return { key, index: CANONICAL_INDEX.test(key) ? Number(key) : -1 };
}

/** Characters that end a name written after a dot. */
const NAME_END = new Set(['.', '[', ']']);

/** Characters a dotted name cannot hold: they belong to JSONPath syntax this reader refuses. */
const NAME_REFUSED: Readonly<Record<string, string>> = {
  '*': 'wildcards are not allowed; a path finds at most one value',
  "'": "write names with quotes as $['name']",
  '"': "write names with quotes as $['name']",
};

export function parsePath(path: string): ParsedPath {
  if (path.length === 0) return { error: 'is empty' };
  if (path.startsWith('/')) return parsePointer(path);
  return new JsonPathParser(path).parse();
}

/** RFC 6901: `/a/0/b`, `~1` for `/`, `~0` for `~`. */
function parsePointer(pointer: string): ParsedPath {
  const steps: PathStep[] = [];
  for (const token of pointer.slice(1).split('/')) {
    if (/~(?![01])/.test(token)) return { error: 'a JSON pointer writes ~ only as ~0 or ~1' };
    steps.push(step(token.replace(/~1/g, '/').replace(/~0/g, '~')));
  }
  return { steps };
}

class JsonPathParser {
  private at = 0;
  private readonly steps: PathStep[] = [];

  constructor(private readonly path: string) {}

  parse(): ParsedPath {
    try {
      if (this.path[0] === '$') {
        this.at = 1;
      } else if (this.path[0] !== '[') {
        this.dottedName(); // `a.b` starts with a name and no dot
      }
      while (this.at < this.path.length) {
        const character = this.path[this.at];
        if (character === '.') {
          this.at += 1;
          if (this.path[this.at] === '.') throw new PathError('recursive descent (..) is not allowed; a path finds at most one value');
          this.dottedName();
        } else if (character === '[') {
          this.bracket();
        } else {
          throw new PathError(`expected . or [ at position ${this.at + 1}`);
        }
      }
      return { steps: this.steps };
    } catch (error) {
      if (error instanceof PathError) return { error: error.message };
      throw error;
    }
  }

  private dottedName(): void {
    const start = this.at;
    while (this.at < this.path.length && !NAME_END.has(this.path[this.at]!)) {
      const refused = NAME_REFUSED[this.path[this.at]!];
      if (refused) throw new PathError(refused);
      this.at += 1;
    }
    if (this.at === start) throw new PathError(`a name is missing at position ${start + 1}`);
    this.steps.push(step(this.path.slice(start, this.at)));
  }

  private bracket(): void {
    this.at += 1; // [
    this.skipSpaces();
    const character = this.path[this.at];
    let key: string;
    if (character === "'" || character === '"') key = this.quoted(character);
    else if (character !== undefined && character >= '0' && character <= '9') key = this.digits();
    else throw new PathError(BRACKET_REFUSED[character ?? ''] ?? `a bracket holds a quoted name or an item number (position ${this.at + 1})`);
    this.skipSpaces();
    const close = this.path[this.at];
    if (close === ',') throw new PathError('unions are not allowed; a path finds at most one value');
    if (close === ':') throw new PathError('slices are not allowed; a path finds at most one value');
    if (close !== ']') throw new PathError(`expected ] at position ${this.at + 1}`);
    this.at += 1;
    this.steps.push(step(key));
  }

  private quoted(quote: string): string {
    let key = '';
    for (this.at += 1; this.at < this.path.length; this.at += 1) {
      const character = this.path[this.at]!;
      if (character === quote) {
        this.at += 1;
        return key;
      }
      if (character === '\\') {
        this.at += 1;
        if (this.at >= this.path.length) break;
        key += this.path[this.at];
      } else key += character;
    }
    throw new PathError('a quoted name is never closed');
  }

  private digits(): string {
    const start = this.at;
    while (this.at < this.path.length && this.path[this.at]! >= '0' && this.path[this.at]! <= '9') this.at += 1;
    return String(Number(this.path.slice(start, this.at)));
  }

  private skipSpaces(): void {
    while (this.path[this.at] === ' ') this.at += 1;
  }
}

const BRACKET_REFUSED: Readonly<Record<string, string>> = {
  '*': 'wildcards are not allowed; a path finds at most one value',
  '?': 'filters are not allowed; a path finds at most one value',
  '(': 'script expressions are not allowed',
  '-': 'negative item numbers are not allowed',
  ':': 'slices are not allowed; a path finds at most one value',
};

class PathError extends FlowgateError {
  static {
    brandError(this, 'PathError');
  }

  override readonly code = 'FLOWGATE_JSON_PATH';
}

/** The value a path finds, or undefined when it finds nothing. */
export function readPath(value: unknown, steps: readonly PathStep[]): unknown {
  let current = value;
  for (const { key, index } of steps) {
    if (Array.isArray(current)) {
      if (index === -1 || index >= current.length) return undefined;
      current = current[index];
    } else if (current !== null && typeof current === 'object') {
      if (!Object.hasOwn(current, key)) return undefined;
      current = (current as Record<string, unknown>)[key];
    } else {
      return undefined;
    }
  }
  return current;
}
