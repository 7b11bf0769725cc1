/**
 * Record keys (SYNC-26..32).
 *
 * A key's identity (`KeyId`) is what sides are indexed by. For one key field it is the
 * value itself: Map keys are type-strict (1 and "1", true and "true" differ) and
 * compare numbers by value (1 and 1.0 are one key), which is the key rule exactly, at
 * no cost. For several fields it is the JSON list of the values, which has the same
 * properties.
 *
 * A key's text (what a snapshot stores, "as it is") is JSON: the value, or the list
 * of values. It reads back into the output `key` for entries that only have the text.
 */
import { fieldLabel, syncError } from './errors.js';
import { SYNC_LIMITS } from './limits.js';
import type { SyncSettings } from './settings.js';
import { fieldValue, type Fields } from './values.js';

type KeyValue = string | number | boolean;
export type KeyId = KeyValue;

/** Non-empty secret values known to the run; a key holding one would be stored as is (SYNC-32). */
export type SecretValues = readonly string[];

/** Reads one record's key field, failing with the code the key rules give. */
function keyPart(record: Fields, field: string, position: () => string, trim: boolean): KeyValue {
  const value = fieldValue(record, field);
  if (typeof value === 'string') return trim ? value.trim() : value;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value === undefined || value === null) {
    throw syncError('sync_key_missing', `${position()}: key field ${fieldLabel(field)} is missing or null`);
  }
  throw syncError('sync_key_invalid', `${position()}: key field ${fieldLabel(field)} must be text, a number or a boolean`);
}

/** UTF-8 bytes of a key value as written: text as is, numbers and booleans as JSON. */
function partBytes(part: KeyValue): number {
  if (typeof part !== 'string') return String(part).length;
  // Every UTF-16 unit is at most 3 UTF-8 bytes: short texts need no count.
  return part.length * 3 <= SYNC_LIMITS.keyBytes ? part.length : Buffer.byteLength(part, 'utf8');
}

function checkSize(bytes: number, position: () => string): void {
  if (bytes > SYNC_LIMITS.keyBytes) throw syncError('sync_key_too_long', `${position()}: the key is over 1 KB`);
}

function checkSecrets(part: KeyValue, field: string, position: () => string, secrets: SecretValues): void {
  if (secrets.length === 0) return;
  const text = String(part);
  for (const secret of secrets) {
    if (text.includes(secret)) throw syncError('sync_key_secret', `${position()}: key field ${fieldLabel(field)} contains a secret value`);
  }
}

/** The key of one record; `position` names the record in messages and is only built on failure. */
export function readKey(record: Fields, settings: SyncSettings, secrets: SecretValues, position: () => string): KeyId {
  const fields = settings.keyFields;
  if (fields.length === 1) {
    const part = keyPart(record, fields[0]!, position, settings.trimStrings);
    checkSize(partBytes(part), position);
    checkSecrets(part, fields[0]!, position, secrets);
    return part;
  }
  const parts = fields.map((field) => keyPart(record, field, position, settings.trimStrings));
  checkSize(
    parts.reduce<number>((sum, part) => sum + partBytes(part), 0),
    position,
  );
  parts.forEach((part, i) => checkSecrets(part, fields[i]!, position, secrets));
  return JSON.stringify(parts);
}

/** The text a snapshot keeps for a key. */
export function keyText(id: KeyId, settings: SyncSettings): string {
  return settings.keyFields.length === 1 ? JSON.stringify(id) : (id as string);
}

/** The output `key`: the value for one key field, an object of field → value for several (SYNC-23). */
export function keyOutput(id: KeyId, settings: SyncSettings): unknown {
  if (settings.keyFields.length === 1) return id;
  const values: unknown[] = JSON.parse(id as string);
  // fromEntries defines fields, so a key field named __proto__ stays a plain field.
  return Object.fromEntries(settings.keyFields.map((field, i) => [field, values[i]]));
}

const isKeyValue = (value: unknown): value is KeyValue =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

/** The output `key` of a stored key text; undefined when the text is not a key of these settings. */
export function keyOutputFromText(text: string, settings: SyncSettings): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (settings.keyFields.length === 1) return isKeyValue(value) ? value : undefined;
  if (!Array.isArray(value) || value.length !== settings.keyFields.length || !value.every(isKeyValue)) return undefined;
  return Object.fromEntries(settings.keyFields.map((field, i) => [field, value[i]]));
}

/** Names the key fields for messages about a whole key. */
export function keyLabel(settings: SyncSettings): string {
  return settings.keyFields.map(fieldLabel).join(', ');
}
