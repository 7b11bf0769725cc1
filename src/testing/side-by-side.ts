/** Running versions and cases side by side, with bounds, keeping their order. */

/**
 * Calls `work` on every item, at most `limit` at a time, and resolves to the results in
 * the items' order, whichever finishes first.
 */
export async function mapSideBySide<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const at = next++;
      results[at] = await work(items[at]!);
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
