/**
 * A value from a record keyed by names users choose (step ids, connection, table and
 * secret names). Only own keys count: a step named `constructor` or a table named
 * `toString` must never find a built-in member of Object.prototype.
 */
export function own<T>(record: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  return record != null && Object.hasOwn(record, key) ? record[key] : undefined;
}
