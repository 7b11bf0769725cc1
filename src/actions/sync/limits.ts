/** `sync.diff` limits (built-in-actions.md §4, §8). One MB is 1024 × 1024 bytes. */
export const SYNC_LIMITS = {
  /** Records per side (SYNC-41). */
  records: 50_000,
  /** UTF-8 bytes of one side written as JSON (SYNC-42). */
  sideBytes: 20 * 1024 * 1024,
  /** Bytes of the snapshot a run would save: key texts plus fingerprints (SYNC-43). */
  snapshotBytes: 16 * 1024 * 1024,
  /** UTF-8 bytes of a key's values, summed over its fields (SYNC-30). */
  keyBytes: 1024,
  keyFields: 10,
  keyFieldNameLength: 200,
  /** Fields in `compare` and in `ignore` (SYNC-08, SYNC-10). */
  fieldLists: 500,
} as const;
