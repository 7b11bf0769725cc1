/** Running versions and cases side by side, with bounds, keeping their order. */

/**
 * Calls `work` on every item, at most `limit` at a time, and resolves to the results in
 * the items' order, whichever finishes first.
 */
export async function mapSideBySide<T, R>(items: readonly T[], limit: number, work: (item: T, at: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at]!, at);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return results;
}

/**
 * A counting semaphore for case runs. Versions run side by side share one, so a version
 * whose cases wait on the script sandbox leaves the host's thread to another version's.
 */
export class CaseSlots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = Math.max(1, size);
  }

  async take(): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}

/**
 * Hands results on in their items' order as they finish: each as soon as it and every
 * one before it are done, so a stream of results reads like the final report.
 */
export class InOrder<R> {
  readonly #waiting = new Map<number, R>();
  readonly #deliver: (result: R) => void | Promise<void>;
  #next = 0;
  #delivering: Promise<void> = Promise.resolve();

  constructor(deliver: (result: R) => void | Promise<void>) {
    this.#deliver = deliver;
  }

  /** The result at `at` is done; resolves once every result it let through has been delivered. */
  done(at: number, result: R): Promise<void> {
    this.#waiting.set(at, result);
    const ready: R[] = [];
    while (this.#waiting.has(this.#next)) {
      ready.push(this.#waiting.get(this.#next)!);
      this.#waiting.delete(this.#next);
      this.#next += 1;
    }
    this.#delivering = this.#delivering.then(async () => {
      for (const one of ready) await this.#deliver(one);
    });
    return this.#delivering;
  }
}
