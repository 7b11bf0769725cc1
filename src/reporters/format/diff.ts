/**
 * Expected against actual, as every reporter shows a failed check: texts word by word or
 * character by character, objects field by field. Pure (no Node, no DOM): the terminal
 * and the HTML report's page both use it.
 */

/** A run of text in both (`same`), only in the expected (`del`) or only in the actual (`ins`). */
export interface DiffPart {
  kind: 'same' | 'del' | 'ins';
  text: string;
}

/** Past this many cells the table of the alignment is not built: the differing middle is shown whole. */
const MOST_CELLS = 1_000_000;

const words = (text: string): string[] => text.match(/\s+|[A-Za-z0-9_]+|[^\sA-Za-z0-9_]/g) ?? [];
const chars = (text: string): string[] => Array.from(text);

/** The parts of both texts, a longest common subsequence of words (or characters) between their common head and tail. */
export function diff(expected: string, actual: string, by: 'word' | 'char' = 'word'): DiffPart[] {
  const tokens = by === 'char' ? chars : words;
  const a = tokens(expected);
  const b = tokens(actual);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  const parts: DiffPart[] = [];
  const push = (kind: DiffPart['kind'], text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  push('same', a.slice(0, head).join(''));
  if (x.length * y.length > MOST_CELLS) {
    push('del', x.join(''));
    push('ins', y.join(''));
  } else {
    // lcs(i, j): the length of the longest common subsequence of x from i and y from j.
    const width = y.length + 1;
    const table = new Uint32Array((x.length + 1) * width);
    const lcs = (i: number, j: number) => table[i * width + j] ?? 0;
    for (let i = x.length - 1; i >= 0; i--) {
      for (let j = y.length - 1; j >= 0; j--) {
        table[i * width + j] = x[i] === y[j] ? lcs(i + 1, j + 1) + 1 : Math.max(lcs(i + 1, j), lcs(i, j + 1));
      }
    }
    let i = 0;
    let j = 0;
    while (i < x.length || j < y.length) {
      if (i < x.length && j < y.length && x[i] === y[j]) {
        push('same', x[i]!);
        i++;
        j++;
      } else if (j < y.length && (i === x.length || lcs(i, j + 1) >= lcs(i + 1, j))) {
        push('ins', y[j]!);
        j++;
      } else {
        push('del', x[i]!);
        i++;
      }
    }
  }
  push('same', a.slice(a.length - tail).join(''));
  return parts;
}

/** One line of a field-by-field diff: a field both have alike, or as expected (`del`) and as it came out (`ins`). */
export interface FieldLine {
  kind: 'same' | 'del' | 'ins';
  text: string;
}

/** How a failed check's two values compare: two texts, two objects, or anything else. */
export type ValueDiff =
  | { kind: 'text'; prefix: string; expected: string; actual: string; parts: DiffPart[] }
  | { kind: 'fields'; prefix: string; lines: FieldLine[] }
  | { kind: 'plain'; parts: DiffPart[] };

function parsed(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `output $.x: ` that both sides start with, so the values after it are compared. */
function sharedPrefix(expected: string, actual: string): string {
  const at = expected.indexOf(': ');
  if (at < 0) return '';
  const prefix = expected.slice(0, at + 2);
  return actual.startsWith(prefix) ? prefix : '';
}

/** The field-by-field lines of two objects: each key of either, in the expected order, then the actual's new ones. */
function fieldLines(expected: Record<string, unknown>, actual: Record<string, unknown>): FieldLine[] {
  const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])];
  const lines: FieldLine[] = [{ kind: 'same', text: '{' }];
  for (const key of keys) {
    const name = JSON.stringify(key);
    const has = (o: Record<string, unknown>) => Object.hasOwn(o, key);
    const a = has(expected) ? JSON.stringify(expected[key]) : undefined;
    const b = has(actual) ? JSON.stringify(actual[key]) : undefined;
    if (a === b) lines.push({ kind: 'same', text: `  ${name}: ${a}` });
    else {
      if (a !== undefined) lines.push({ kind: 'del', text: `  ${name}: ${a}` });
      if (b !== undefined) lines.push({ kind: 'ins', text: `  ${name}: ${b}` });
    }
  }
  lines.push({ kind: 'same', text: '}' });
  return lines;
}

/**
 * Expected against actual, values only: two JSON texts character by character, two JSON
 * objects field by field (after a shared `output $.x: `), anything else word by word.
 */
export function valueDiff(expected: string, actual: string): ValueDiff {
  const prefix = sharedPrefix(expected, actual);
  const a = parsed(expected.slice(prefix.length));
  const b = parsed(actual.slice(prefix.length));
  if (a.ok && b.ok) {
    if (typeof a.value === 'string' && typeof b.value === 'string') {
      const x = expected.slice(prefix.length);
      const y = actual.slice(prefix.length);
      return { kind: 'text', prefix, expected: x, actual: y, parts: diff(x, y, 'char') };
    }
    if (isRecord(a.value) && isRecord(b.value)) return { kind: 'fields', prefix, lines: fieldLines(a.value, b.value) };
  }
  return { kind: 'plain', parts: diff(expected, actual) };
}
