/** The shape of a `sync.diff` result and the steps both modes share (SYNC-15..23, SYNC-39). */
import type { FieldChange } from './compare.js';
import { syncError } from './errors.js';
import type { Fields } from './values.js';

export interface Counts {
  source: number;
  target: number;
  created: number;
  updated: number;
  deleted: number;
  unchanged: number;
}

/** Entries carry the output `key` (SYNC-23); `changes` and deleted `record` only in target mode. */
export interface Diff {
  counts: Counts;
  created: { key: unknown; record: Fields }[];
  updated: { key: unknown; record: Fields; changes?: FieldChange[] }[];
  deleted: { key: unknown; record?: Fields }[];
}

/** `unchanged` is counted as records are compared; the other counts follow the lists in `finish`. */
export function emptyDiff(sourceCount: number, targetCount: number): Diff {
  return { counts: { source: sourceCount, target: targetCount, created: 0, updated: 0, deleted: 0, unchanged: 0 }, created: [], updated: [], deleted: [] };
}

export function finish(diff: Diff): Diff {
  diff.counts.created = diff.created.length;
  diff.counts.updated = diff.updated.length;
  diff.counts.deleted = diff.deleted.length;
  return diff;
}

/** SYNC-39/40: an empty source would delete everything, so it must be asked for. */
export function checkEmptySource(sourceCount: number, otherCount: number, allowEmpty: boolean, against: 'target' | 'snapshot'): void {
  if (sourceCount === 0 && otherCount > 0 && !allowEmpty) {
    throw syncError('sync_source_empty', `source: is empty while the ${against} has records; set allow_empty_source: true if that is expected`);
  }
}
