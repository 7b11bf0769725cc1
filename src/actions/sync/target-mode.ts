/** Target mode: the source against a target list, with field changes (SYNC-17..21). */
import { fieldChanges, type FieldChange } from './compare.js';
import { emptyDiff, finish, type Diff } from './diff.js';
import { nestedTooDeeply } from './errors.js';
import { keyOutput } from './keys.js';
import type { SyncSettings } from './settings.js';
import type { IndexedSide } from './side.js';

export function diffWithTarget(source: IndexedSide, target: IndexedSide, settings: SyncSettings): Diff {
  const diff = emptyDiff(source.records.length, target.records.length);
  const matched = new Uint8Array(target.records.length);
  source.records.forEach((record, i) => {
    const key = source.keys[i]!;
    const at = target.positions.get(key);
    if (at === undefined) {
      diff.created.push({ key: keyOutput(key, settings), record });
      return;
    }
    matched[at] = 1;
    let changes: FieldChange[];
    try {
      changes = fieldChanges(record, target.records[at]!, settings);
    } catch (error) {
      throw nestedTooDeeply(error, `source[${i}]`);
    }
    if (changes.length === 0) diff.counts.unchanged += 1;
    else diff.updated.push({ key: keyOutput(key, settings), record, changes });
  });
  target.records.forEach((record, i) => {
    if (!matched[i]) diff.deleted.push({ key: keyOutput(target.keys[i]!, settings), record });
  });
  return finish(diff);
}
