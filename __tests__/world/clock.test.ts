import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeadlineExceeded, isDeadlineExceeded } from '../../src/engine/deadline.js';
import { RealClock, VirtualClock } from '../../src/world/clock.js';
import { withoutRealWaits } from '../helpers/fake-timers.js';

const NOW = new Date('2026-01-05T08:00:00Z');

class Timeout extends Error {
  constructor(readonly label: string) {
    super(`timeout ${label}`);
  }
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('VirtualClock', () => {
  it('WORLD-07 now() stays frozen across sleeps and deadlines', async () => {
    const clock = new VirtualClock(NOW);
    await clock.sleep(5_000);
    await rejection(clock.withDeadline(1_000, () => clock.sleep(2_000), () => new Timeout('a')));
    await clock.sleep(86_400_000);
    expect(clock.now().toISOString()).toBe('2026-01-05T08:00:00.000Z');
  });

  it('WORLD-07 a caller changing the returned Date does not move the clock', () => {
    const clock = new VirtualClock(NOW);
    clock.now().setFullYear(1999);
    expect(clock.now()).toEqual(NOW);
  });

  it('WORLD-07 refuses an invalid frozen time', () => {
    expect(() => new VirtualClock(new Date('not a date'))).toThrow(RangeError);
  });

  it('WORLD-12 sleep never really waits; it advances virtual time', async () => {
    const clock = new VirtualClock(NOW);
    await withoutRealWaits(async () => {
      for (let i = 0; i < 100; i++) await clock.sleep(3_600_000);
    });
    expect(clock.elapsedMs).toBe(100 * 3_600_000);
  });

  it('WORLD-12 negative, NaN and zero sleeps take no time', async () => {
    const clock = new VirtualClock(NOW);
    await clock.sleep(-5);
    await clock.sleep(Number.NaN);
    await clock.sleep(0);
    expect(clock.elapsedMs).toBe(0);
  });

  it('WORLD-12 work within its deadline resolves with its value', async () => {
    const clock = new VirtualClock(NOW);
    const value = await clock.withDeadline(
      10_000,
      async () => {
        await clock.sleep(4_000);
        await clock.sleep(6_000);
        return 'done';
      },
      () => new Timeout('a'),
    );
    expect(value).toBe('done');
    expect(clock.elapsedMs).toBe(10_000);
  });

  it('WORLD-13 a sleep past the deadline stops at the deadline and the call rejects with onTimeout()', async () => {
    const clock = new VirtualClock(NOW);
    let signal: AbortSignal | undefined;
    const error = await rejection(
      withoutRealWaits(() =>
        clock.withDeadline(
          30_000,
          async (given) => {
            signal = given;
            await clock.sleep(120_000);
            return 'late';
          },
          () => new Timeout('request'),
        ),
      ),
    );
    expect(error).toBeInstanceOf(Timeout);
    expect((error as Timeout).label).toBe('request');
    expect(clock.elapsedMs).toBe(30_000);
    expect(signal?.aborted).toBe(true);
  });

  it('WORLD-13 an outer, tighter deadline wins over an inner, looser one', async () => {
    const clock = new VirtualClock(NOW);
    const error = await rejection(
      clock.withDeadline(
        5_000,
        () => clock.withDeadline(30_000, () => clock.sleep(60_000), () => new Timeout('inner')),
        () => new Timeout('outer'),
      ),
    );
    expect((error as Timeout).label).toBe('outer');
    expect(clock.elapsedMs).toBe(5_000);
  });

  it('WORLD-13 an inner, tighter deadline times out its own call and the outer work goes on', async () => {
    const clock = new VirtualClock(NOW);
    const result = await clock.withDeadline(
      60_000,
      async () => {
        const inner = await rejection(clock.withDeadline(1_000, () => clock.sleep(10_000), () => new Timeout('inner')));
        await clock.sleep(2_000);
        return inner;
      },
      () => new Timeout('outer'),
    );
    expect((result as Timeout).label).toBe('inner');
    expect(clock.elapsedMs).toBe(3_000);
  });

  it('WORLD-13 work that swallows its sleep rejection still times out', async () => {
    const clock = new VirtualClock(NOW);
    const error = await rejection(
      clock.withDeadline(
        1_000,
        async () => {
          try {
            await clock.sleep(5_000);
          } catch {
            // a careless retry loop
          }
          return 'pretended success';
        },
        () => new Timeout('a'),
      ),
    );
    expect((error as Timeout).label).toBe('a');
  });

  it('WORLD-13 a deadline only trips when something sleeps past it: real work is never cut short', async () => {
    vi.useFakeTimers();
    try {
      const clock = new VirtualClock(NOW);
      // Real work: it ends only when 20 ms of (fake) real time have passed, far past the virtual deadline of 1 ms.
      const running = clock.withDeadline(1, () => new Promise((resolve) => setTimeout(() => resolve('real work'), 20)), () => new Timeout('a'));
      await vi.advanceTimersByTimeAsync(20);
      expect(await running).toBe('real work');
      expect(clock.elapsedMs).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('WORLD-13 a finished deadline no longer limits later sleeps', async () => {
    const clock = new VirtualClock(NOW);
    await clock.withDeadline(1_000, () => clock.sleep(500), () => new Timeout('a'));
    await clock.sleep(10_000);
    expect(clock.elapsedMs).toBe(10_500);
  });

  it('WORLD-13 errors of the work other than the deadline pass through', async () => {
    const clock = new VirtualClock(NOW);
    const boom = new Error('boom');
    expect(await rejection(clock.withDeadline(1_000, async () => Promise.reject(boom), () => new Timeout('a')))).toBe(boom);
  });

  it('WORLD-13 the marker names its deadline and is recognised', () => {
    const marker = new DeadlineExceeded({});
    expect(isDeadlineExceeded(marker)).toBe(true);
    expect(isDeadlineExceeded(new Error('x'))).toBe(false);
  });
});

describe('RealClock', () => {
  // Real time, faked: each wait ends exactly when the test moves the fake clock past it.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Whether `promise` has settled by now, without waiting for it. */
  function watch(promise: Promise<unknown>): { readonly settled: boolean } {
    const state = { settled: false };
    promise.then(
      () => (state.settled = true),
      () => (state.settled = true),
    );
    return state;
  }

  it('now() is the real time', () => {
    vi.setSystemTime(new Date('2031-02-03T04:05:06Z'));
    expect(new RealClock().now()).toEqual(new Date('2031-02-03T04:05:06Z'));
    vi.setSystemTime(new Date('2031-02-03T04:05:07Z'));
    expect(new RealClock().now()).toEqual(new Date('2031-02-03T04:05:07Z'));
  });

  it('elapsedMs counts the real milliseconds since the clock was made', async () => {
    const clock = new RealClock();
    await vi.advanceTimersByTimeAsync(1_234);
    expect(clock.elapsedMs).toBe(1_234);
  });

  it('sleep really waits: it ends when its time has passed, not before', async () => {
    const clock = new RealClock();
    const sleeping = watch(clock.sleep(30));
    await vi.advanceTimersByTimeAsync(29);
    expect(sleeping.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(sleeping.settled).toBe(true);
  });

  it('HTTP-12 withDeadline rejects with onTimeout() and aborts the signal when the time passes', async () => {
    const clock = new RealClock();
    let signal: AbortSignal | undefined;
    const running = clock.withDeadline(
      50,
      (given) => {
        signal = given;
        return new Promise<never>(() => {});
      },
      () => new Timeout('real'),
    );
    const outcome = rejection(running);
    await vi.advanceTimersByTimeAsync(49);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(((await outcome) as Timeout).label).toBe('real');
    expect(signal?.aborted).toBe(true);
  });

  it('withDeadline resolves with the work and leaves its signal alone afterwards (timer cleared)', async () => {
    const clock = new RealClock();
    let signal: AbortSignal | undefined;
    const value = await clock.withDeadline(
      30,
      async (given) => {
        signal = given;
        return 42;
      },
      () => new Timeout('never'),
    );
    expect(value).toBe(42);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(60);
    expect(signal?.aborted).toBe(false);
  });

  it('a sleep inside a deadline stops when the deadline passes, and leaves no timer behind', async () => {
    const clock = new RealClock();
    let sleepOutcome: unknown = 'pending';
    let work!: Promise<void>;
    const outcome = rejection(
      clock.withDeadline(
        30,
        () =>
          (work = (async () => {
            try {
              await clock.sleep(10_000);
              sleepOutcome = 'slept';
            } catch (reason) {
              sleepOutcome = reason;
            }
          })()),
        () => new Timeout('outer'),
      ),
    );
    await vi.advanceTimersByTimeAsync(30);
    expect(((await outcome) as Timeout).label).toBe('outer');
    await work;
    expect(sleepOutcome).toBeInstanceOf(Timeout);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an outer, tighter real deadline wins over an inner one', async () => {
    const clock = new RealClock();
    const outcome = rejection(
      clock.withDeadline(30, () => clock.withDeadline(10_000, () => clock.sleep(10_000), () => new Timeout('inner')), () => new Timeout('outer')),
    );
    await vi.advanceTimersByTimeAsync(30);
    expect(((await outcome) as Timeout).label).toBe('outer');
  });

  it('WF-07 WF-08 a deadline longer than a timer can hold (about 24.8 days) waits its whole length', async () => {
    const clock = new RealClock();
    const limitMs = 40_000 * clock.minuteMs;
    let outcome = 'pending';
    void clock.withDeadline(limitMs, () => new Promise<never>(() => {}), () => new Timeout('long')).catch(() => (outcome = 'timed out'));
    await vi.advanceTimersByTimeAsync(2 ** 31);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(limitMs - 2 ** 31);
    expect(outcome).toBe('timed out');
  });

  it('work that throws at once rejects with its own error', async () => {
    const clock = new RealClock();
    const boom = new Error('boom');
    const error = await rejection(
      clock.withDeadline(
        1_000,
        () => {
          throw boom;
        },
        () => new Timeout('a'),
      ),
    );
    expect(error).toBe(boom);
  });
});
