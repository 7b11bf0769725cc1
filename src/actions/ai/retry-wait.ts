/**
 * How long to wait before calling a busy provider again (AI-21, AI-22): as long as it
 * asks (`retry-after-ms`, or `retry-after` in seconds or as a date), never more than
 * 60 s; without an ask, 1 s and then 2 s.
 */
export const MAX_PROVIDER_WAIT_MS = 60_000;
export const MAX_AI_CALLS = 3;

/** 429 and 5xx: the provider is busy or limiting; anything else will not change by asking again. */
export function isBusyStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

function askedWaitMs(headers: Readonly<Record<string, string>>, now: Date): number | undefined {
  const milliseconds = headers['retry-after-ms'];
  if (milliseconds !== undefined && /^\s*\d+(\.\d+)?\s*$/.test(milliseconds)) return Number(milliseconds);
  const after = headers['retry-after']?.trim();
  if (after === undefined || after === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(after)) return Number(after) * 1000;
  const date = Date.parse(after);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime());
}

/** The wait after call number `call` (1-based) failed with a busy status. */
export function providerWaitMs(headers: Readonly<Record<string, string>>, call: number, now: Date): number {
  const asked = askedWaitMs(headers, now);
  const wait = asked ?? 1000 * 2 ** (call - 1);
  return Math.min(Math.max(0, wait), MAX_PROVIDER_WAIT_MS);
}
