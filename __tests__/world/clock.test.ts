import { describe, expect, it, vi } from 'vitest';
import { DeadlineExceeded, isDeadlineExceeded } from '../../src/engine/deadline.js';
import { RealClock, VirtualClock } from '../../src/world/clock.js';

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
    const started = performance.now();
    for (let i = 0; i < 100; i++) await clock.sleep(3_600_000);
    expect(clock.elapsedMs).toBe(100 * 3_600_000);
    expect(performance.now() - started).toBeLessThan(1000);
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
    const started = performance.now();
    let signal: AbortSignal | undefined;
    const error = await rejection(
      clock.withDeadline(
        30_000,
        async (given) => {
          signal = given;
          await clock.sleep(120_000);
          return 'late';
        },
        () => new Timeout('request'),
      ),
    );
    expect(error).toBeInstanceOf(Timeout);
    expect((error as Timeout).label).toBe('request');
    expect(clock.elapsedMs).toBe(30_000);
    expect(signal?.aborted).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
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
    const clock = new VirtualClock(NOW);
    const value = await clock.withDeadline(
      1,
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return 'real work';
      },
      () => new Timeout('a'),
    );
    expect(value).toBe('real work');
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
  it('now() is the real time', () => {
    const before = Date.now();
    const now = new RealClock().now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('sleep really waits', async () => {
    const clock = new RealClock();
    const started = performance.now();
    await clock.sleep(30);
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('HTTP-12 withDeadline rejects with onTimeout() and aborts the signal when the time passes', async () => {
    const clock = new RealClock();
    let signal: AbortSignal | undefined;
    const started = performance.now();
    const error = await rejection(
      clock.withDeadline(
        50,
        (given) => {
          signal = given;
          return new Promise<never>(() => {});
        },
        () => new Timeout('real'),
      ),
    );
    expect((error as Timeout).label).toBe('real');
    expect(signal?.aborted).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
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
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(signal?.aborted).toBe(false);
  });

  it('a sleep inside a deadline stops when the deadline passes', async () => {
    const clock = new RealClock();
    let sleepOutcome: unknown = 'pending';
    const error = await rejection(
      clock.withDeadline(
        30,
        async () => {
          try {
            await clock.sleep(10_000);
            sleepOutcome = 'slept';
          } catch (reason) {
            sleepOutcome = reason;
          }
        },
        () => new Timeout('outer'),
      ),
    );
    expect((error as Timeout).label).toBe('outer');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sleepOutcome).toBeInstanceOf(Timeout);
  });

  it('an outer, tighter real deadline wins over an inner one', async () => {
    const clock = new RealClock();
    const error = await rejection(
      clock.withDeadline(30, () => clock.withDeadline(10_000, () => clock.sleep(10_000), () => new Timeout('inner')), () => new Timeout('outer')),
    );
    expect((error as Timeout).label).toBe('outer');
  });

  it('WF-07 WF-08 a deadline longer than a timer can hold (about 24.8 days) waits its whole length', async () => {
    vi.useFakeTimers();
    try {
      const clock = new RealClock();
      const limitMs = 40_000 * clock.minuteMs;
      let outcome = 'pending';
      void clock.withDeadline(limitMs, () => new Promise<never>(() => {}), () => new Timeout('long')).catch(() => (outcome = 'timed out'));
      await vi.advanceTimersByTimeAsync(2 ** 31);
      expect(outcome).toBe('pending');
      await vi.advanceTimersByTimeAsync(limitMs - 2 ** 31);
      expect(outcome).toBe('timed out');
    } finally {
      vi.useRealTimers();
    }
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
