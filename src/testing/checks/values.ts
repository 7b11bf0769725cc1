/** Value comparison of checks (CHECK-04..CHECK-08). */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Keys that hold a value: JSON has no `undefined`, so a key holding it counts as absent. */
function presentKeys(value: Record<string, unknown>): string[] {
  return Object.keys(value).filter((key) => value[key] !== undefined);
}

/** One comparison still to make: equal values, or (`includes`) the wanted keys present with equal values. */
type Comparison = { actual: unknown; wanted: unknown; includes: boolean };

/**
 * Works through comparisons until one fails. A work list, not recursion: values from a
 * run or a test list may nest deeper than the stack allows.
 */
function allHold(first: Comparison): boolean {
  const pending: Comparison[] = [first];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { actual: a, wanted: b, includes } = next;
    if (includes) {
      if (!isPlainObject(a) || !isPlainObject(b)) return false;
      for (const key of presentKeys(b)) {
        if (!Object.hasOwn(a, key)) return false;
        pending.push({ actual: a[key], wanted: b[key], includes: isPlainObject(b[key]) });
      }
      continue;
    }
    if (typeof a === 'number' && typeof b === 'number') {
      if (a === b || (Number.isNaN(a) && Number.isNaN(b))) continue;
      return false;
    }
    if (Array.isArray(a) || Array.isArray(b)) {
      if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
      for (let index = 0; index < a.length; index++) pending.push({ actual: a[index], wanted: b[index], includes: false });
      continue;
    }
    if (isPlainObject(a) && isPlainObject(b)) {
      const keysA = presentKeys(a);
      if (keysA.length !== presentKeys(b).length) return false;
      for (const key of keysA) {
        if (!Object.hasOwn(b, key)) return false;
        pending.push({ actual: a[key], wanted: b[key], includes: false });
      }
      continue;
    }
    if (a !== b) return false;
  }
  return true;
}

/**
 * Deep value equality: numbers by value (CHECK-05: 2 equals 2.0, and 0 equals -0),
 * object keys in any order, list items in order, no conversion between types.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  return allHold({ actual: a, wanted: b, includes: false });
}

/**
 * CHECK-08: the object has these keys with these values. Nested objects are compared
 * the same way, so a check can name a few fields deep inside; lists and plain values
 * must be equal.
 */
export function objectIncludes(actual: unknown, wanted: Record<string, unknown>): boolean {
  return allHold({ actual, wanted, includes: true });
}

export type ContainsVerdict = { applies: true; holds: boolean } | { applies: false; why: string };

/**
 * CHECK-06..CHECK-08: text contains text, a list contains an item (deep-equal),
 * an object contains keys and values. A number asked for in a text is looked for as
 * its text ("Invoice 42" contains 42).
 */
export function containsValue(actual: unknown, wanted: unknown): ContainsVerdict {
  if (typeof actual === 'string') {
    if (typeof wanted === 'string' || typeof wanted === 'number') {
      return { applies: true, holds: actual.includes(String(wanted)) };
    }
    return { applies: false, why: 'a text can only contain a text' };
  }
  if (Array.isArray(actual)) return { applies: true, holds: actual.some((item) => deepEqual(item, wanted)) };
  if (isPlainObject(actual)) {
    if (isPlainObject(wanted)) return { applies: true, holds: objectIncludes(actual, wanted) };
    return { applies: false, why: 'an object can only contain keys with values' };
  }
  return { applies: false, why: 'not text, a list or an object' };
}
