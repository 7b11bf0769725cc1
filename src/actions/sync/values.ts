/**
 * What "the same value" means for compared fields (SYNC-35..38): numbers by value,
 * nested objects and lists as a whole (lists in order, object fields in any order),
 * text exactly (no Unicode normalisation), optionally trimmed (SYNC-12).
 *
 * `sameValue` (target mode) and `canonicalJson` (snapshot fingerprints) must agree:
 * two values are the same exactly when their canonical JSON is the same text.
 * Both read an object field holding `undefined` as absent and a list item holding
 * `undefined` as null, as JSON does.
 */

export type Fields = Record<string, unknown>;

/** A record's own field; inherited names (`constructor`, `toString`) are missing. */
export function fieldValue(record: Fields, name: string): unknown {
  return Object.hasOwn(record, name) ? record[name] : undefined;
}

export function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Top-level field values: a missing field equals null (SYNC-36). */
export function sameFieldValue(a: unknown, b: unknown, trim: boolean): boolean {
  return sameValue(a ?? null, b ?? null, trim);
}

function sameValue(a: unknown, b: unknown, trim: boolean): boolean {
  if (a === b) return true;
  if (typeof a === 'string') return trim && typeof b === 'string' && a.trim() === b.trim();
  if (typeof a === 'number') return typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const aIsList = Array.isArray(a);
  if (aIsList !== Array.isArray(b)) return false;
  return aIsList ? sameList(a as unknown[], b as unknown[], trim) : sameObject(a as Fields, b as Fields, trim);
}

function sameList(a: unknown[], b: unknown[], trim: boolean): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (!sameValue(a[i] ?? null, b[i] ?? null, trim)) return false;
  return true;
}

/** Inside a nested object a field holding null and a missing field differ: the object is compared whole. */
function sameObject(a: Fields, b: Fields, trim: boolean): boolean {
  let present = 0;
  for (const name of Object.keys(a)) {
    const value = a[name];
    if (value === undefined) continue;
    present += 1;
    const other = b[name];
    if (other === undefined || !Object.hasOwn(b, name) || !sameValue(value, other, trim)) return false;
  }
  for (const name of Object.keys(b)) if (b[name] !== undefined) present -= 1;
  return present === 0;
}

/**
 * JSON with object fields sorted, so equal values give equal text; text trimmed when
 * asked. Written as plain loops: snapshot mode encodes every source record.
 */
export function canonicalJson(value: unknown, trim: boolean): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(trim ? value.trim() : value);
    case 'number':
      // Non-finite numbers never come from JSON; spelled out they stay unlike null.
      return Number.isFinite(value) ? JSON.stringify(value) : String(value);
    case 'boolean':
      return value ? 'true' : 'false';
    case 'object':
      if (value === null) return 'null';
      return Array.isArray(value) ? listJson(value, trim) : objectJson(value as Fields, trim);
    default:
      return 'null';
  }
}

function listJson(list: unknown[], trim: boolean): string {
  let text = '[';
  for (let i = 0; i < list.length; i += 1) {
    if (i > 0) text += ',';
    text += canonicalJson(list[i] ?? null, trim);
  }
  return `${text}]`;
}

function objectJson(object: Fields, trim: boolean): string {
  const names = Object.keys(object).sort();
  let text = '{';
  for (const name of names) {
    const item = object[name];
    if (item === undefined) continue;
    if (text.length > 1) text += ',';
    text += `${JSON.stringify(name)}:${canonicalJson(item, trim)}`;
  }
  return `${text}}`;
}
