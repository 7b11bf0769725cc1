/**
 * The run's clocks (flowgate.md §5 "Virtual time"). A test run gets a VirtualClock:
 * frozen `now()` (WORLD-07) and waits that never really wait (WORLD-12), so a mock
 * delayed 120 000 ms behind a 30 s timeout fails with a timeout at once (WORLD-13).
 * A real run gets a RealClock.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { DeadlineExceeded, isDeadlineExceeded } from '../engine/deadline.js';
import type { Clock } from '../engine/world.js';

/** One `withDeadline` call's deadline; the identity tells owners apart. */
interface VirtualDeadline {
  readonly at: number;
  /** Set once a sleep ran into it; the owner then reports a timeout whatever the work did. */
  passed: boolean;
  readonly abort: AbortController;
}

/** Waits and deadlines take whole, non-negative milliseconds; anything else counts as 0. */
function toDelay(ms: number): number {
  if (Number.isNaN(ms) || ms <= 0) return 0;
  return ms;
}

/**
 * Virtual time. Time moves only when something sleeps: a sleep adds to `elapsedMs`,
 * and a sleep that would pass the nearest active deadline stops at that deadline and
 * rejects. Deadlines never fire on their own, so real work (a script, a file) that
 * takes real time can never time out virtually.
 *
 * Concurrent sleeps add up as if they ran one after the other; a case's HTTP calls
 * and waits run in sequence, so this is exact for them.
 */
export class VirtualClock implements Clock {
  /** WORLD-08: in tests one `timeout_minutes` unit is one second. */
  readonly minuteMs = 1000;
  readonly #frozenNow: number;
  #elapsedMs = 0;
  readonly #deadlines = new Set<VirtualDeadline>();

  constructor(frozenNow: Date) {
    const time = frozenNow.getTime();
    if (Number.isNaN(time)) throw new RangeError('VirtualClock needs a valid date');
    this.#frozenNow = time;
  }

  /** WORLD-07: the same instant however much virtual time passes; a fresh Date each call. */
  now(): Date {
    return new Date(this.#frozenNow);
  }

  /** Virtual milliseconds slept so far, for reports and tests. */
  get elapsedMs(): number {
    return this.#elapsedMs;
  }

  async sleep(ms: number): Promise<void> {
    const target = this.#elapsedMs + toDelay(ms);
    const nearest = this.#nearestDeadline();
    if (nearest && target > nearest.at) {
      this.#elapsedMs = Math.max(this.#elapsedMs, nearest.at);
      nearest.passed = true;
      const marker = new DeadlineExceeded(nearest);
      nearest.abort.abort(marker);
      throw marker;
    }
    this.#elapsedMs = target;
  }

  async withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>, onTimeout: () => Error): Promise<T> {
    const deadline: VirtualDeadline = { at: this.#elapsedMs + toDelay(ms), passed: false, abort: new AbortController() };
    this.#deadlines.add(deadline);
    try {
      const result = await work(deadline.abort.signal);
      // The work may have swallowed the rejection of its sleep; time still ran out.
      if (deadline.passed) throw onTimeout();
      return result;
    } catch (error) {
      if (isDeadlineExceeded(error) && error.deadline !== deadline) throw error;
      if (deadline.passed) throw onTimeout();
      throw error;
    } finally {
      this.#deadlines.delete(deadline);
    }
  }

  #nearestDeadline(): VirtualDeadline | undefined {
    let nearest: VirtualDeadline | undefined;
    for (const deadline of this.#deadlines) {
      if (!nearest || deadline.at < nearest.at) nearest = deadline;
    }
    return nearest;
  }
}

/**
 * Real time. Deadlines are timers; a sleep inside a `withDeadline` stops when that
 * deadline (or an enclosing one) passes, so a timed-out step leaves no wait behind.
 */
/** setTimeout fires at once past 2^31 - 1 ms (about 24.8 days); longer waits are chained. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

function setLongTimeout(callback: () => void, ms: number): { clear(): void } {
  let timer: NodeJS.Timeout;
  const arm = (left: number): void => {
    timer = setTimeout(() => (left > LONGEST_TIMER_MS ? arm(left - LONGEST_TIMER_MS) : callback()), Math.min(left, LONGEST_TIMER_MS));
  };
  arm(ms);
  return { clear: () => clearTimeout(timer) };
}

export class RealClock implements Clock {
  readonly minuteMs = 60_000;
  readonly #origin = performance.now();
  /** The signal of the innermost enclosing deadline, combined with the outer ones. */
  readonly #enclosing = new AsyncLocalStorage<AbortSignal>();

  now(): Date {
    return new Date();
  }

  get elapsedMs(): number {
    return performance.now() - this.#origin;
  }

  sleep(ms: number): Promise<void> {
    const signal = this.#enclosing.getStore();
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const onAbort = (): void => {
        timer.clear();
        reject(signal?.reason);
      };
      const timer = setLongTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, toDelay(ms));
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>, onTimeout: () => Error): Promise<T> {
    const own = new AbortController();
    const outer = this.#enclosing.getStore();
    const signal = outer ? AbortSignal.any([outer, own.signal]) : own.signal;
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const settle = (finish: () => void): void => {
        if (settled) return;
        settled = true;
        timer.clear();
        finish();
      };
      const timer = setLongTimeout(() => {
        const error = onTimeout();
        settle(() => reject(error));
        own.abort(error);
      }, toDelay(ms));
      let running: Promise<T>;
      try {
        running = this.#enclosing.run(signal, () => work(signal));
      } catch (error) {
        settle(() => reject(error));
        return;
      }
      running.then(
        (value) => settle(() => resolve(value)),
        (error: unknown) => settle(() => reject(error)),
      );
    });
  }
}
