/** Small helpers for building the plain objects actions return. */

/**
 * Sets an own, enumerable property, also for the name `__proto__`, which a plain
 * assignment would take as the object's prototype (a header or field name is data).
 */
export function setField(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === '__proto__') Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}

/** Makes rows keyed by `names` from lists of values in the same order. */
export function rowMaker(names: readonly string[]): (values: readonly unknown[]) => Record<string, unknown> {
  if (names.includes('__proto__')) {
    return (values) => {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i += 1) setField(row, names[i]!, values[i]);
      return row;
    };
  }
  return (values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i += 1) row[names[i]!] = values[i];
    return row;
  };
}

export const MIB = 1024 * 1024;

/** UTF-8 size of a text, without counting when its length already decides against `limit`. */
export function utf8SizeExceeds(text: string, limit: number): boolean {
  if (text.length > limit) return true; // every UTF-16 unit is at least one UTF-8 byte
  if (text.length * 3 <= limit) return false; // and at most three
  return Buffer.byteLength(text, 'utf8') > limit;
}
