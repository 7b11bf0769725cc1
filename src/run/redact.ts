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

/**
 * The same value with every text (keys included) passed through the redactor. Built
 * with a work list, not recursion, so a deeply nested value cannot exhaust the stack.
 */
export function hideInValue(value: unknown, redactor: Redactor): unknown {
  const root: { value?: unknown } = {};
  const pending: { from: unknown; into: object; key: string }[] = [{ from: value, into: root, key: 'value' }];
  const place = (into: object, key: string, item: unknown): void => {
    Object.defineProperty(into, key, { value: item, enumerable: true, writable: true, configurable: true });
  };
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { from, into, key } = next;
    if (typeof from === 'string') place(into, key, redactor.hide(from));
    else if (typeof from !== 'object' || from === null) place(into, key, from);
    else {
      const copy: object = Array.isArray(from) ? new Array<unknown>(from.length) : {};
      place(into, key, copy);
      const fields = Object.entries(from).map(([name, field]) => ({ from: field, into: copy, key: Array.isArray(from) ? name : redactor.hide(name) }));
      // Keys are placed now, in order; the work list takes the fields back to front, so they fill in order too.
      for (const field of fields) place(copy, field.key, undefined);
      for (let i = fields.length - 1; i >= 0; i--) pending.push(fields[i]!);
    }
  }
  return root.value;
}
