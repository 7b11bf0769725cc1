/**
 * The step's snapshot before the run and the one it hands over for saving
 * (SYNC-45, SYNC-47..57, GIVEN-16..19). The store saves a staged snapshot only when
 * the whole run succeeds; tests and dry runs never save (SYNC-48, SYNC-49).
 */
import type { World } from '../../engine/world.js';
import { syncError } from './errors.js';
import { Fingerprinter } from './fingerprint.js';
import { keyText, type SecretValues } from './keys.js';
import { SYNC_LIMITS } from './limits.js';
import { newSalt, saltIfSameSettings, settingsText, type SyncSettings } from './settings.js';
import { indexSide } from './side.js';

export type Previous = 'none' | 'used' | 'reset';

export interface PreviousSnapshot {
  previous: Previous;
  /** Fingerprints by key text; empty unless `used`. */
  fingerprints: ReadonlyMap<string, string>;
  /** The salt this run hashes with: the used snapshot's, else a new one. */
  salt: string;
}

export function unavailable(stepId: string, doing: 'read' | 'saved'): never {
  // The store's own error may quote data, so only the step is named.
  throw syncError('sync_snapshot_unavailable', `The snapshot of step ${stepId} could not be ${doing}; try again.`);
}

export function readPrevious(world: World, stepId: string, settings: SyncSettings, secrets: SecretValues): PreviousSnapshot {
  let stored;
  try {
    stored = world.snapshots.read(stepId);
  } catch {
    unavailable(stepId, 'read');
  }
  if (stored === undefined) return { previous: 'none', fingerprints: new Map(), salt: newSalt() };
  if ('records' in stored) {
    // GIVEN-17: a test's records are hashed with this step's own settings, so they are always comparable.
    const salt = newSalt();
    const side = indexSide(stored.records, 'snapshot', settings, secrets);
    const fingerprints = new Map<string, string>();
    const hasher = new Fingerprinter(settings, salt);
    side.records.forEach((record, i) => fingerprints.set(keyText(side.keys[i]!, settings), hasher.at(record, 'snapshot', i)));
    return { previous: 'used', fingerprints, salt };
  }
  const salt = typeof stored.settings === 'string' ? saltIfSameSettings(stored.settings, settings) : undefined;
  if (salt === undefined) return { previous: 'reset', fingerprints: new Map(), salt: newSalt() };
  if (!(stored.fingerprints instanceof Map)) unavailable(stepId, 'read');
  return { previous: 'used', fingerprints: stored.fingerprints, salt };
}

/** UTF-8 bytes of the key texts and fingerprints a snapshot keeps (SYNC-43). */
function snapshotBytes(fingerprints: ReadonlyMap<string, string>): number {
  let bytes = 0;
  for (const [key, print] of fingerprints) bytes += Buffer.byteLength(key, 'utf8') + print.length;
  return bytes;
}

/** Fails when the new snapshot is too large, else stages it when this run may save. Returns `save_on_success`. */
export function stageSnapshot(world: World, stepId: string, settings: SyncSettings, salt: string, fingerprints: Map<string, string>): boolean {
  if (snapshotBytes(fingerprints) > SYNC_LIMITS.snapshotBytes) {
    throw syncError('sync_snapshot_too_large', 'source: the snapshot of these records would be over 16 MB; use shorter keys or fewer records');
  }
  if (!world.snapshots.saves) return false;
  try {
    world.snapshots.stage(stepId, { settings: settingsText(settings, salt), fingerprints });
  } catch {
    unavailable(stepId, 'saved');
  }
  return true;
}
