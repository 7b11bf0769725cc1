/**
 * The `sync.diff` failure codes (built-in-actions.md §7). Messages name a position
 * (`source[3]`) and a field, never a value (SYNC-46).
 */
import type { ErrorCode } from '../../engine/error-codes.js';
import { StepError } from '../../engine/errors.js';

export type SyncErrorCode = Extract<ErrorCode, `sync_${string}`>;

export function syncError(code: SyncErrorCode, message: string): StepError {
  return new StepError(code, message);
}

/** A field name as messages show it: quoted, since names may hold spaces or dots. */
export function fieldLabel(name: string): string {
  return JSON.stringify(name);
}

/**
 * Comparing and hashing walk nested values recursively; a record nested deeper than
 * the stack allows is refused as not being usable data, instead of crashing the step.
 */
export function nestedTooDeeply(error: unknown, position: string): unknown {
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return syncError('sync_record_invalid', `${position}: is nested too deeply`);
  }
  return error;
}
