/**
 * Snapshot mode: the source against the fingerprints of the step's last successful
 * run. Only keys and fingerprints are known, so there are no `changes` and deleted
 * entries carry only their key (SYNC-51, SYNC-52).
 */
import type { World } from '../../engine/world.js';
import { checkEmptySource, emptyDiff, finish, type Diff } from './diff.js';
import { Fingerprinter } from './fingerprint.js';
import { keyOutput, keyOutputFromText, keyText, type SecretValues } from './keys.js';
import type { SyncSettings } from './settings.js';
import type { IndexedSide } from './side.js';
import { readPrevious, stageSnapshot, unavailable, type Previous } from './snapshot.js';

export interface SnapshotDiff {
  diff: Diff;
  previous: Previous;
  saveOnSuccess: boolean;
}

export function diffWithSnapshot(
  world: World,
  stepId: string,
  source: IndexedSide,
  settings: SyncSettings,
  secrets: SecretValues,
  allowEmpty: boolean,
): SnapshotDiff {
  const before = readPrevious(world, stepId, settings, secrets);
  checkEmptySource(source.records.length, before.fingerprints.size, allowEmpty, 'snapshot');
  const diff = emptyDiff(source.records.length, before.fingerprints.size);
  const after = new Map<string, string>();
  const hasher = new Fingerprinter(settings, before.salt);
  source.records.forEach((record, i) => {
    const key = source.keys[i]!;
    const text = keyText(key, settings);
    const print = hasher.at(record, 'source', i);
    after.set(text, print);
    const earlier = before.fingerprints.get(text);
    if (earlier === undefined) diff.created.push({ key: keyOutput(key, settings), record });
    else if (earlier !== print) diff.updated.push({ key: keyOutput(key, settings), record });
    else diff.counts.unchanged += 1;
  });
  for (const text of before.fingerprints.keys()) {
    if (after.has(text)) continue;
    // A stored key that does not read back as this step's key means the snapshot is damaged.
    const key = keyOutputFromText(text, settings);
    if (key === undefined) unavailable(stepId, 'read');
    diff.deleted.push({ key });
  }
  const saveOnSuccess = stageSnapshot(world, stepId, settings, before.salt, after);
  return { diff: finish(diff), previous: before.previous, saveOnSuccess };
}
