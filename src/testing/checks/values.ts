/** Value comparison of checks (CHECK-04..CHECK-08). */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Keys that hold a value: JSON has no `undefined`, so a key holding it counts as absent. */
function presentKeys(value: Record<string, unknown>): string[] {
  return Object.keys(value).filter((key) => value[key] !== undefined);
}

/**
 * Deep value equality: numbers by value (CHECK-05: 2 equals 2.0, and 0 equals -0),
 * object keys in any order, list items in order, no conversion between types.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return a === b || (Number.isNaN(a) && Number.isNaN(b));
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => deepEqual(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keysA = presentKeys(a);
    const keysB = presentKeys(b);
    if (keysA.length !== keysB.length) return false;
    return keysA.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]));
  }
  return a === b;
}

/**
 * CHECK-08: the object has these keys with these values. Nested objects are compared
 * the same way, so a check can name a few fields deep inside; lists and plain values
 * must be equal.
 */
export function objectIncludes(actual: unknown, wanted: Record<string, unknown>): boolean {
  if (!isPlainObject(actual)) return false;
  return presentKeys(wanted).every((key) => {
    if (!Object.hasOwn(actual, key)) return false;
    const want = wanted[key];
    return isPlainObject(want) ? objectIncludes(actual[key], want) : deepEqual(actual[key], want);
  });
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
