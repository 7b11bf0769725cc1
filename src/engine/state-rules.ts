/**
 * The rules of saved state (built-in-actions.md §2, §8): a key has 1 to 200 characters
 * (STATE-01, STATE-05), a value is JSON of at most 64 KB (STATE-06). `platform/state.get`,
 * `platform/state.set` and a script's `ctx.state` (CTX-17, CTX-18) keep them alike.
 */
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../shared/json-strict.js';
import { invalidInput } from './errors.js';

export const STATE_KEY_MAX_CHARS = 200;
export const STATE_VALUE_MAX_BYTES = 64 * 1024;

/** The key rule as the JSON Schema of the actions' `key` input. */
export const STATE_KEY_SCHEMA = Object.freeze({ type: 'string', minLength: 1, maxLength: STATE_KEY_MAX_CHARS });

/** Fails with `invalid_input` naming `field` when `key` cannot name saved state. */
export function checkStateKey(key: string, field: string): void {
  if (key.length < 1 || key.length > STATE_KEY_MAX_CHARS) {
    throw invalidInput(`${field}: must have 1 to ${STATE_KEY_MAX_CHARS} characters`);
  }
}

/**
 * Fails with `invalid_input` naming `field` when `value` cannot be saved. The depth is
 * checked first, without recursion: a value within 64 KB can nest thousands of levels,
 * enough to exhaust the stack of the size count and of the state's copies.
 */
export function checkStateValue(value: unknown, field: string): void {
  if (nestedDeeperThan(value, MAX_JSON_DEPTH)) throw invalidInput(`${field}: must be nested at most ${MAX_JSON_DEPTH} levels deep`);
  if (Buffer.byteLength(JSON.stringify(value ?? null), 'utf8') > STATE_VALUE_MAX_BYTES) {
    throw invalidInput(`${field}: must be at most 64 KB of JSON`);
  }
}
