import { ExpressionRuntimeError } from './errors.js';

/**
 * The value rules of the language: truth, text insertion, equality and safe member
 * reads. Values are JSON-like; `undefined` never leaves the evaluator (it becomes null).
 */

/** WF-17: `false`, `0`, empty text, `null` and an empty list are false; all else is true. */
export function isTruthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === '') return false;
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** EXPR-02..04: how a value reads when inserted into longer text. */
export function toText(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
      return String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'undefined':
      return '';
    case 'bigint':
      return value.toString();
    case 'function':
    case 'symbol':
      return '';
    default:
      return value === null ? '' : writeJson(value, 'text insertion');
  }
}

/** Compact JSON (EXPR-03); failures (cycles, absurd depth) become a safe runtime error. */
export function writeJson(value: unknown, what: string): string {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    throw new ExpressionRuntimeError(`${what}: the value cannot be written as JSON`);
  }
}

/** Maps the JS absences to the language's one absence. */
export function orNull(value: unknown): unknown {
  return value === undefined || typeof value === 'function' || typeof value === 'symbol' ? null : value;
}

/** A value's kind in words, for error messages (never the value itself). */
export function kindOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'string':
      return 'text';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'a boolean';
    default:
      return 'an object';
  }
}

/**
 * `value.key` / `value[key]`. Reads only a list's elements and `length`, a text's
 * `length` and an object's *own* properties, so `__proto__` or `constructor` can never
 * reach a JS prototype. Anything that does not apply gives null (EXPR-27).
 */
export function readMember(value: unknown, key: unknown): unknown {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'string' && key === 'length' ? value.length : null;
  }
  if (Array.isArray(value)) {
    if (typeof key === 'number') return Number.isInteger(key) && key >= 0 && key < value.length ? orNull(value[key]) : null;
    return key === 'length' ? value.length : null;
  }
  let name: string;
  if (typeof key === 'string') name = key;
  else if (typeof key === 'number' && Number.isFinite(key)) name = String(key);
  else return null;
  return Object.hasOwn(value, name) ? orNull((value as Record<string, unknown>)[name]) : null;
}

/**
 * `==` (EXPR-17): equality of JSON values. Numbers by value, text case-sensitive,
 * lists element by element, objects key by key in any order; a key holding nothing is
 * the same as a missing key. Iterative, so deeply nested data cannot exhaust the stack.
 */
export function deepEqual(left: unknown, right: unknown): boolean {
  // Fast path for the common case of comparing scalars: no work list.
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return orNull(left) === orNull(right);
  const pending: unknown[] = [left, right];
  while (pending.length > 0) {
    const b = orNull(pending.pop());
    const a = orNull(pending.pop());
    if (a === b) continue;
    if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
    const aIsList = Array.isArray(a);
    if (aIsList !== Array.isArray(b)) return false;
    if (aIsList) {
      const bList = b as unknown[];
      if (a.length !== bList.length) return false;
      for (let i = 0; i < a.length; i++) pending.push(a[i], bList[i]);
      continue;
    }
    const aRecord = a as Record<string, unknown>;
    const bRecord = b as Record<string, unknown>;
    const aKeys = presentKeys(aRecord);
    const bKeys = presentKeys(bRecord);
    if (aKeys.length !== bKeys.length) return false;
    for (const key of aKeys) {
      if (!Object.hasOwn(bRecord, key)) return false;
      pending.push(aRecord[key], bRecord[key]);
    }
  }
  return true;
}

/** Keys JSON would write: a key holding undefined or a function is as good as missing. */
function presentKeys(record: Record<string, unknown>): string[] {
  return Object.keys(record).filter((key) => {
    const value = record[key];
    return value !== undefined && typeof value !== 'function' && typeof value !== 'symbol';
  });
}
