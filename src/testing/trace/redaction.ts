/**
 * What a case report hides (REPORT-14, REPORT-17): the dummy secrets the world handed
 * out, and every sign-in header value that went out, also those no secret ledger holds
 * (a dummy OAuth2 token, the Base64 of a Basic pair), wherever such a value shows up.
 */
import type { RecordedRequest } from '../../engine/world.js';
import { SIGN_IN_HEADERS } from '../../world/sign-in.js';
import { makeRedactor } from '../checks/redact.js';
import type { Redactor } from '../checks/types.js';

/** `Authorization: Bearer abc` gives `Bearer abc` and `abc`: the forms a sign-in value takes in text. */
export function signInValuesSent(calls: readonly RecordedRequest[], headerNames: readonly string[]): string[] {
  const names = new Set([...SIGN_IN_HEADERS, ...headerNames.map((name) => name.toLowerCase())]);
  const values: string[] = [];
  for (const call of calls) {
    for (const [name, value] of Object.entries(call.headers)) {
      if (!names.has(name)) continue;
      values.push(value);
      const credentials = /^\S+\s+(\S.*)$/.exec(value);
      if (credentials) values.push(credentials[1]!);
    }
  }
  return values;
}

export function caseRedactor(secretValues: Iterable<string>, calls: readonly RecordedRequest[], signInHeaders: readonly string[]): Redactor {
  return makeRedactor([...secretValues, ...signInValuesSent(calls, signInHeaders)], signInHeaders);
}
