/**
 * Reads definition files (YAML) and test lists (JSON) into plain values that remember
 * where each value came from, so every save-time problem can name FILE:LINE:COL (CLI-19).
 */
import { LineCounter, isAlias, isMap, isScalar, isSeq, parseDocument, visit } from 'yaml';
import type { Document, Node as YamlNode, Pair } from 'yaml';
import type { Problem } from './problems.js';
import { brandError, FlowgateError } from '../shared/errors.js';
import { offsetAt } from './offsets.js';
import type { OffsetNode, PathSegment } from './offsets.js';
import { readPlainYaml } from './plain-yaml.js';

export type { PathSegment } from './offsets.js';

export interface SourcePosition {
  line: number;
  col: number;
}

export interface SourceFile {
  readonly file: string;
  readonly text: string;
  readonly value: unknown;
  /**
   * 1-based line and column of the value at `path` (of its key, for an object member).
   * A path that does not exist gives the position of its deepest existing ancestor, so
   * "unknown field" and "missing field" problems still point at a line.
   */
  position(path: readonly PathSegment[]): SourcePosition | undefined;
}

/** The file cannot be read as YAML or JSON at all. The message never quotes the text. */
export class SourceSyntaxError extends FlowgateError {
  static {
    brandError(this, 'SourceSyntaxError');
  }

  override readonly name = 'SourceSyntaxError';
  override readonly code = 'FLOWGATE_SOURCE_SYNTAX';
  readonly file: string;
  readonly line: number;
  readonly col: number;

  constructor(file: string, line: number, col: number, message: string) {
    super(message);
    this.file = file;
    this.line = line;
    this.col = col;
  }

  toProblem(): Problem {
    return { file: this.file, line: this.line, col: this.col, path: '', message: this.message, code: 'syntax_error' };
  }
}

// ---------------------------------------------------------------------------------------
// YAML

/** Plain wording for the yaml package's messages that would confuse a workflow author. */
const YAML_MESSAGES: Readonly<Record<string, (key: string | undefined) => string>> = {
  DUPLICATE_KEY: (key) => (key === undefined ? 'duplicate key' : `duplicate key '${key}'`),
  MULTIPLE_DOCS: () => "the file holds more than one YAML document; remove the '---' separator",
};

export function readYaml(file: string, text: string): SourceFile {
  const plain = readPlainYaml(text);
  if (!plain) return readFullYaml(file, text);
  let lines: LineIndex | undefined;
  let full: SourceFile | undefined;
  return {
    file,
    text,
    value: plain.value,
    position(path) {
      const offset = offsetAt(plain.root, path);
      if (offset === undefined) {
        full ??= readFullYaml(file, text);
        return full.position(path);
      }
      lines ??= new LineIndex(text, 0);
      return lines.position(offset);
    },
  };
}

/** Every file the quick reader leaves alone, with the `yaml` package's document for positions and problems. */
export function readFullYaml(file: string, text: string): SourceFile {
  const lineCounter = new LineCounter();
  let doc: Document.Parsed;
  try {
    // prettyErrors would quote the offending line, which may hold a secret.
    // resolveKnownTags: false keeps `!!binary`, `!!set` and the like as plain JSON values.
    doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, resolveKnownTags: false });
  } catch (error) {
    throw new SourceSyntaxError(file, 1, 1, `cannot be read as YAML: ${(error as Error).message}`);
  }
  const firstError = doc.errors[0];
  if (firstError) {
    const offset = firstError.pos[0];
    const { line, col } = lineCounter.linePos(offset);
    const describe = YAML_MESSAGES[firstError.code];
    const message = describe ? describe(keyAt(doc, offset)) : plainYamlMessage(firstError.message);
    throw new SourceSyntaxError(file, line, col, message);
  }

  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    // Unresolved aliases and alias bombs are only found while building the value.
    const offset = firstAliasOffset(doc) ?? 0;
    const { line, col } = lineCounter.linePos(offset);
    throw new SourceSyntaxError(file, line, col, plainYamlMessage((error as Error).message));
  }

  return {
    file,
    text,
    value,
    position(path) {
      const offset = yamlOffset(doc, path);
      return lineCounter.linePos(offset);
    },
  };
}

function plainYamlMessage(message: string): string {
  const firstLine = message.split('\n', 1)[0] ?? message;
  return firstLine.charAt(0).toLowerCase() + firstLine.slice(1);
}

function keyAt(doc: Document.Parsed, offset: number): string | undefined {
  let found: string | undefined;
  visit(doc, {
    Pair(_, pair) {
      const key = pair.key as YamlNode | null;
      if (key && isScalar(key) && key.range?.[0] === offset) {
        found = String(key.value);
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

function firstAliasOffset(doc: Document.Parsed): number | undefined {
  let found: number | undefined;
  visit(doc, {
    Alias(_, alias) {
      found = alias.range?.[0];
      return visit.BREAK;
    },
  });
  return found;
}

function yamlOffset(doc: Document.Parsed, path: readonly PathSegment[]): number {
  let node: unknown = doc.contents;
  let offset = rangeStart(node) ?? 0;
  for (const segment of path) {
    if (isAlias(node)) node = node.resolve(doc);
    if (isMap(node)) {
      const pair = findPair(node.items as Pair[], segment);
      if (!pair) break;
      offset = rangeStart(pair.key) ?? rangeStart(pair.value) ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment];
      if (item === undefined) break;
      offset = rangeStart(item) ?? offset;
      node = item;
    } else {
      break;
    }
  }
  return offset;
}

function findPair(pairs: readonly Pair[], segment: PathSegment): Pair | undefined {
  const wanted = String(segment);
  // The last pair wins, as it does when the value is built.
  for (let i = pairs.length - 1; i >= 0; i--) {
    const pair = pairs[i]!;
    const key = pair.key;
    const name = isScalar(key) ? String(key.value) : key === null || key === undefined ? '' : String(key);
    if (name === wanted) return pair;
  }
  return undefined;
}

function rangeStart(node: unknown): number | undefined {
  const range = (node as { range?: readonly number[] } | null | undefined)?.range;
  return range?.[0];
}

// ---------------------------------------------------------------------------------------
// JSON

export function readJson(file: string, text: string): SourceFile {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let value: unknown;
  try {
    value = JSON.parse(start ? text.slice(start) : text);
  } catch {
    // V8's message may quote the text (and so a secret): locate and word the error ourselves.
    const scanned = scanJson(text, start);
    const error = 'error' in scanned ? scanned.error : { offset: 0, message: 'is not valid JSON' };
    const { line, col } = new LineIndex(text, start).position(error.offset);
    throw new SourceSyntaxError(file, line, col, error.message);
  }

  let tree: OffsetNode | null | undefined;
  let lines: LineIndex | undefined;
  return {
    file,
    text,
    value,
    position(path) {
      // Most files never need a position: scan only when the first problem asks.
      if (tree === undefined) {
        const scanned = scanJson(text, start);
        tree = 'root' in scanned ? scanned.root : null;
        lines = new LineIndex(text, start);
      }
      if (tree === null || !lines) return undefined;
      return lines.position(offsetAt(tree, path) ?? 0);
    },
  };
}

type ScanResult = { root: OffsetNode } | { error: { offset: number; message: string } };

interface Frame {
  node: OffsetNode;
  pendingKey?: { key: string; offset: number };
}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/y;
const LITERALS = ['true', 'false', 'null'] as const;

/**
 * A strict JSON scanner (RFC 8259) that records where every value and key starts.
 * Iterative, so hostile nesting cannot overflow the stack.
 */
function scanJson(text: string, start: number): ScanResult {
  const length = text.length;
  const stack: Frame[] = [];
  let root: OffsetNode | undefined;
  let i = start;
  let mode: 'value' | 'key' | 'after' = 'value';
  const fail = (offset: number, message: string): ScanResult => ({ error: { offset, message } });

  const skipWhitespace = (): void => {
    while (i < length) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) i++;
      else break;
    }
  };
  const attach = (node: OffsetNode): void => {
    const frame = stack[stack.length - 1];
    if (!frame) root = node;
    else if (frame.node.items) frame.node.items.push(node);
    else if (frame.pendingKey) {
      frame.node.members!.set(frame.pendingKey.key, { keyOffset: frame.pendingKey.offset, node });
      frame.pendingKey = undefined;
    }
  };

  for (;;) {
    skipWhitespace();
    if (mode === 'value') {
      if (i >= length) return fail(i, 'unexpected end of the file: a value is missing');
      const c = text[i]!;
      const offset = i;
      if (c === '{' || c === '[') {
        const node: OffsetNode = c === '{' ? { offset, members: new Map() } : { offset, items: [] };
        attach(node);
        stack.push({ node });
        i++;
        skipWhitespace();
        const close = c === '{' ? '}' : ']';
        if (text[i] === close) {
          i++;
          stack.pop();
          mode = 'after';
        } else {
          mode = c === '{' ? 'key' : 'value';
        }
        continue;
      }
      if (c === '"') {
        const end = scanString(text, i);
        if (typeof end !== 'number') return fail(end.offset, end.message);
        i = end;
      } else if (c === '-' || (c >= '0' && c <= '9')) {
        NUMBER.lastIndex = i;
        if (!NUMBER.test(text)) return fail(i, 'invalid number');
        i = NUMBER.lastIndex;
      } else {
        const literal = LITERALS.find((word) => text.startsWith(word, i));
        if (!literal) {
          return fail(i, c === "'" ? 'text must be in double quotes' : 'unexpected character: a value is expected here');
        }
        i += literal.length;
      }
      attach({ offset });
      mode = 'after';
    } else if (mode === 'key') {
      if (i >= length) return fail(i, 'unexpected end of the file: a field name is missing');
      if (text[i] !== '"') return fail(i, 'a field name in double quotes is expected here');
      const keyOffset = i;
      const end = scanString(text, i);
      if (typeof end !== 'number') return fail(end.offset, end.message);
      const raw = text.slice(keyOffset, end);
      const key = raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1);
      i = end;
      skipWhitespace();
      if (text[i] !== ':') return fail(i, "':' is expected after the field name");
      i++;
      stack[stack.length - 1]!.pendingKey = { key, offset: keyOffset };
      mode = 'value';
    } else {
      const frame = stack[stack.length - 1];
      if (!frame) {
        if (i < length) return fail(i, 'unexpected text after the end of the JSON value');
        return { root: root! };
      }
      const isObject = frame.node.members !== undefined;
      const close = isObject ? '}' : ']';
      if (i >= length) return fail(i, `unexpected end of the file: '${close}' is missing`);
      const c = text[i];
      if (c === ',') {
        const comma = i;
        i++;
        skipWhitespace();
        if (text[i] === '}' || text[i] === ']') return fail(comma, 'trailing comma is not allowed');
        mode = isObject ? 'key' : 'value';
      } else if (c === close) {
        i++;
        stack.pop();
      } else {
        return fail(i, `',' or '${close}' is expected here`);
      }
    }
  }
}

/** Index just past the closing quote, or where and why the string is broken. */
function scanString(text: string, start: number): number | { offset: number; message: string } {
  let i = start + 1;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x22) return i + 1;
    if (c < 0x20) {
      return { offset: i, message: c === 0x0a ? 'text is not closed before the end of the line' : 'control character in text: escape it' };
    }
    if (c === 0x5c) {
      const next = text[i + 1];
      if (next === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return { offset: i, message: 'invalid \\u escape in text' };
        i += 6;
        continue;
      }
      if (next === undefined || !'"\\/bfnrt'.includes(next)) return { offset: i, message: 'invalid escape in text' };
      i += 2;
      continue;
    }
    i++;
  }
  return { offset: start, message: 'text is not closed' };
}

/** Offsets to 1-based line and column; a byte-order mark does not count as a column. */
class LineIndex {
  private readonly starts: number[];

  constructor(text: string, firstLineStart: number) {
    this.starts = [firstLineStart];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  position(offset: number): SourcePosition {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (this.starts[mid]! <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, col: Math.max(1, offset - this.starts[low]! + 1) };
  }
}
