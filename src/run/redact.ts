/**
 * Secret values never leave a run in what it shows (flowgate.md §6): the run log and
 * the result document hide every secret value the environment holds and the values of
 * sign-in headers, with the same rules as test reports (REPORT-14, REPORT-15).
 */
import { makeRedactor } from '../testing/checks.js';
import type { Redactor } from '../testing/checks.js';
import type { WorldSettings } from '../world/settings.js';
import { configuredSignInHeaders } from '../world/sign-in.js';

export function runRedactor(settings: WorldSettings, secretValues: Iterable<string>): Redactor {
  return makeRedactor(secretValues, configuredSignInHeaders(settings));
}

/** The same value with every text (keys included) passed through the redactor. */
export function hideInValue(value: unknown, redactor: Redactor): unknown {
  if (typeof value === 'string') return redactor.hide(value);
  if (Array.isArray(value)) return value.map((item) => hideInValue(item, redactor));
  if (typeof value !== 'object' || value === null) return value;
  const hidden: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    Object.defineProperty(hidden, redactor.hide(key), { value: hideInValue(field, redactor), enumerable: true, writable: true, configurable: true });
  }
  return hidden;
}
