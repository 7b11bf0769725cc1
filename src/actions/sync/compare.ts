/**
 * Which compared fields differ between a source record and its target record
 * (target mode, SYNC-09, SYNC-11, SYNC-19, SYNC-34..38).
 */
import type { SyncSettings } from './settings.js';
import { fieldValue, sameFieldValue, type Fields } from './values.js';

export interface FieldChange {
  field: string;
  /** The target's value; a missing field shows as null. */
  from: unknown;
  /** The source's value; a missing field shows as null. */
  to: unknown;
}

/**
 * The changed fields: in `compare` order when set, else the source's fields in its
 * order, then fields only the target has. Values are shown as the records hold them.
 */
export function fieldChanges(source: Fields, target: Fields, settings: SyncSettings): FieldChange[] {
  const changes: FieldChange[] = [];
  const trim = settings.trimStrings;
  const note = (field: string) => {
    const to = fieldValue(source, field);
    const from = fieldValue(target, field);
    if (!sameFieldValue(to, from, trim)) changes.push({ field, from: from ?? null, to: to ?? null });
  };
  if (settings.compare) {
    for (const field of settings.compare) if (!settings.skipped.has(field)) note(field);
    return changes;
  }
  for (const field of Object.keys(source)) if (!settings.skipped.has(field)) note(field);
  for (const field of Object.keys(target)) {
    if (!settings.skipped.has(field) && !Object.hasOwn(source, field)) note(field);
  }
  return changes;
}
