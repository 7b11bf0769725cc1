/**
 * Reading a check's JSONPath (CHECK-01, CHECK-03, STEPCHK-03).
 *
 * - A definite path (no wildcard, recursive descent, filter, slice or union) names at
 *   most one value: the check tests that value. Any other path names a list: the check
 *   tests the list of every value found, so `$.emails[*].subject` equals `["A"]` even
 *   when one email went out. Deciding by the path, not by how many values turned up,
 *   keeps a check's meaning from changing with the data.
 * - A trailing `.length` is read here rather than by the JSONPath library: the path
 *   before it is resolved and each value found gives its length: the item count of a
 *   list, the character count of a text, or, for an object that really has a `length`
 *   key, that key's value. Anything else has no length and counts as no value.
 */
import { JSONPath } from 'jsonpath-plus';

export type Resolution =
  | { ok: true; definite: boolean; values: unknown[] }
  | { ok: false; reason: string };

const TRAILING_LENGTH = /(?<!\.)\.length$/;

/** Scans outside quotes for the JSONPath parts that can name more than one value. */
export function isDefinite(path: string): boolean {
  let quote: string | null = null;
  let bracketDepth = 0;
  for (let i = 0; i < path.length; i++) {
    const ch = path[i]!;
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
      continue;
    }
    if (bracketDepth > 0 && (ch === "'" || ch === '"')) {
      quote = ch;
      continue;
    }
    if (ch === '[') bracketDepth++;
    else if (ch === ']') bracketDepth = Math.max(0, bracketDepth - 1);
    else if ('*?()~^@'.includes(ch)) return false;
    else if (ch === '.' && path[i + 1] === '.') return false;
    else if (bracketDepth > 0 && (ch === ':' || ch === ',')) return false;
  }
  return true;
}

function lengthOf(value: unknown): { has: true; length: unknown } | { has: false } {
  if (Array.isArray(value) || typeof value === 'string') return { has: true, length: value.length };
  if (value !== null && typeof value === 'object' && Object.hasOwn(value, 'length')) {
    return { has: true, length: (value as Record<string, unknown>).length };
  }
  return { has: false };
}

function query(path: string, json: unknown): unknown[] {
  // jsonpath-plus gives nothing back for a null or missing document, even for `$`.
  if (json === null || json === undefined) return json === null && path.trim() === '$' ? [null] : [];
  const found: unknown = JSONPath({ path, json: json as object, wrap: true, eval: 'safe' });
  return Array.isArray(found) ? found : [];
}

function failureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? 'unknown error';
}

export function resolvePath(path: string, json: unknown): Resolution {
  try {
    const definite = isDefinite(path);
    if (!TRAILING_LENGTH.test(path)) return { ok: true, definite, values: query(path, json) };
    const base = path.replace(TRAILING_LENGTH, '');
    const values: unknown[] = [];
    for (const value of query(base === '' ? '$' : base, json)) {
      const measured = lengthOf(value);
      if (measured.has) values.push(measured.length);
    }
    return { ok: true, definite, values };
  } catch (error) {
    return { ok: false, reason: failureReason(error) };
  }
}

/** The value a check tests: the one value of a definite path, the list of an indefinite one. */
export function subjectOf(resolution: { definite: boolean; values: unknown[] }): { found: boolean; value: unknown } {
  if (resolution.definite) {
    return resolution.values.length > 0 ? { found: true, value: resolution.values[0] } : { found: false, value: undefined };
  }
  return { found: true, value: resolution.values };
}
