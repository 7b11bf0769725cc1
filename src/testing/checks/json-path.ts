/**
 * What a check's path finds (CHECK-01, CHECK-03, CHECK-14, STEPCHK-03). The path is RFC
 * 9535 JSONPath with flowgate's additions, read and evaluated by the intake's check-path
 * module; the intake has already refused a path that does not parse, so a reading that
 * fails here is reported on the check rather than thrown.
 */
import { describeProblem, findValues, readCheckPath } from '../../definitions/test-list/check-path.js';

export type Resolution = { ok: true; singular: boolean; values: unknown[] } | { ok: false; reason: string };

export function resolvePath(path: string, json: unknown): Resolution {
  const reading = readCheckPath(path);
  if (!reading.ok) return { ok: false, reason: describeProblem(reading.problem) };
  const found = findValues(reading.path, json);
  if (!found.ok) return found;
  return { ok: true, singular: reading.path.singular, values: found.values };
}

/** The value a check tests: the one value of a singular query, the list of any other. */
export function subjectOf(resolution: { singular: boolean; values: unknown[] }): { found: boolean; value: unknown } {
  if (resolution.singular) {
    return resolution.values.length > 0 ? { found: true, value: resolution.values[0] } : { found: false, value: undefined };
  }
  return { found: true, value: resolution.values };
}
