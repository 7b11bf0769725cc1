/**
 * Proof that work never really waits, without measuring the wall clock (DEVELOPERS.md:
 * no sleeps or wall-clock assertions in unit tests). With the timers faked, a real wait
 * cannot end until fake time is moved on; work that settles while fake time stands still
 * armed no timer it had to wait for.
 */
import { expect, vi } from 'vitest';

/** Taken before any test fakes the timers: lets real I/O in flight move on. */
const realSetImmediate = setImmediate;

/**
 * Runs `work` with faked timers, moving fake time from timer to timer only while the work
 * is still pending, up to `patienceMs`. `fakeMs` is the fake time that had to pass before
 * it settled (undefined when it had not settled by then).
 */
export async function fakeTimeTaken<T>(work: () => Promise<T>, patienceMs = 3_600_000): Promise<{ outcome: PromiseSettledResult<T>; fakeMs: number | undefined }> {
  vi.useFakeTimers();
  try {
    const start = Date.now();
    let fakeMs: number | undefined;
    let outcome: PromiseSettledResult<T> | undefined;
    work().then(
      (value) => (outcome = { status: 'fulfilled', value }),
      (reason: unknown) => (outcome = { status: 'rejected', reason }),
    ).finally(() => (fakeMs = Date.now() - start));
    for (;;) {
      await new Promise((resolve) => realSetImmediate(resolve));
      if (fakeMs !== undefined || Date.now() - start > patienceMs) break;
      if (vi.getTimerCount() > 0) await vi.advanceTimersToNextTimerAsync();
    }
    return { outcome: outcome ?? { status: 'rejected', reason: new Error(`still pending after ${patienceMs} ms of fake time`) }, fakeMs };
  } finally {
    vi.useRealTimers();
  }
}

/**
 * WORLD-12: `work` settles without any fake time passing, so it waited on no timer.
 * Resolves or rejects as the work did.
 */
export async function withoutRealWaits<T>(work: () => Promise<T>): Promise<T> {
  const { outcome, fakeMs } = await fakeTimeTaken(work);
  expect(fakeMs, 'the work waited on a real timer instead of settling at once').toBe(0);
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}
