/**
 * Checks one side of the comparison (source, target, or test snapshot records) and
 * indexes it by key: size limits (SYNC-41, SYNC-42), record shape (SYNC-33), keys
 * (SYNC-26..32) and duplicates (SYNC-31).
 */
import { keyLabel, readKey, type KeyId, type SecretValues } from './keys.js';
import { syncError } from './errors.js';
import { SYNC_LIMITS } from './limits.js';
import type { SyncSettings } from './settings.js';
import { isRecord, type Fields } from './values.js';

export type SideName = 'source' | 'target' | 'snapshot';

export interface IndexedSide {
  readonly records: readonly Fields[];
  /** Key of each record, by position. */
  readonly keys: readonly KeyId[];
  /** Position of each key. */
  readonly positions: ReadonlyMap<KeyId, number>;
}

const tooLarge = (side: SideName) => syncError('sync_input_too_large', `${side}: is over 20 MB`);
const notData = (side: SideName, index: number) => syncError('sync_record_invalid', `${side}[${index}]: must be an object of JSON data`);
const isStringLengthError = (error: unknown) => error instanceof RangeError && /string length/i.test(error.message);

/**
 * UTF-8 bytes of the side written as JSON. One native JSON.stringify of the whole list
 * is the cheap path; when it throws, a record-by-record pass names the record at fault
 * (cycles, BigInt, nesting too deep) or stops once the limit is passed.
 */
function checkSideSize(list: readonly unknown[], side: SideName): void {
  let bytes: number;
  try {
    bytes = Buffer.byteLength(JSON.stringify(list), 'utf8');
  } catch {
    bytes = 1;
    for (let i = 0; i < list.length; i += 1) {
      try {
        bytes += Buffer.byteLength(JSON.stringify(list[i]) ?? 'null', 'utf8') + 1;
      } catch (error) {
        if (isStringLengthError(error)) throw tooLarge(side);
        throw notData(side, i);
      }
      if (bytes > SYNC_LIMITS.sideBytes) throw tooLarge(side);
    }
  }
  if (bytes > SYNC_LIMITS.sideBytes) throw tooLarge(side);
}

export function indexSide(list: readonly unknown[], side: SideName, settings: SyncSettings, secrets: SecretValues): IndexedSide {
  if (list.length > SYNC_LIMITS.records) {
    throw syncError('sync_too_many_records', `${side}: has ${list.length} records; at most ${SYNC_LIMITS.records} are allowed`);
  }
  checkSideSize(list, side);
  const keys = new Array<KeyId>(list.length);
  const positions = new Map<KeyId, number>();
  let i = 0;
  const position = () => `${side}[${i}]`;
  for (; i < list.length; i += 1) {
    const record = list[i];
    if (!isRecord(record)) throw syncError('sync_record_invalid', `${position()}: must be an object`);
    const key = readKey(record, settings, secrets, position);
    const first = positions.get(key);
    if (first !== undefined) {
      throw syncError('sync_duplicate_key', `${position()}: has the same key (${keyLabel(settings)}) as ${side}[${first}]`);
    }
    positions.set(key, i);
    keys[i] = key;
  }
  return { records: list as readonly Fields[], keys, positions };
}
