/**
 * Saved state of a real run (built-in-actions.md `state.get`, `state.set`).
 *
 * A write goes to the store at once, as in production: `state.set` reads the old value
 * and then writes, so two simultaneous runs can see the same `previous` (the documented
 * race; `concurrency:` is the cure). In a dry run writes stay in this run's memory:
 * later steps of the run read them back, the store never sees them (CLI-22).
 */
import { StepError } from '../../engine/errors.js';
import type { StateStore } from '../../engine/world.js';
import type { RunStore, StoreScope } from './run-store.js';

function unavailable(doing: 'read' | 'saved'): StepError {
  // The store's own message may quote a key or value, so it is not passed on.
  return new StepError('state_unavailable', `Saved state could not be ${doing}; try again.`);
}

export class StoreState implements StateStore {
  readonly #store: RunStore;
  readonly #scope: StoreScope;
  readonly #now: () => Date;
  /** Dry runs only: what the run set, over the saved values. */
  readonly #overlay: Map<string, unknown> | undefined;
  #closed = false;
  /** Keys this run set, in the order first set. */
  readonly #written = new Set<string>();

  constructor(store: RunStore, scope: StoreScope, options: { dryRun: boolean; now: () => Date }) {
    this.#store = store;
    this.#scope = scope;
    this.#now = options.now;
    this.#overlay = options.dryRun ? new Map() : undefined;
  }

  get(key: string): { found: boolean; value: unknown } {
    this.#checkOpen();
    if (this.#overlay?.has(key)) return { found: true, value: structuredClone(this.#overlay.get(key)) };
    try {
      return this.#store.readState(this.#scope, key);
    } catch {
      throw unavailable('read');
    }
  }

  set(key: string, value: unknown): void {
    this.#checkOpen();
    if (this.#overlay) {
      this.#overlay.set(key, structuredClone(value ?? null));
    } else {
      try {
        this.#store.writeState(this.#scope, key, value, this.#now().toISOString());
      } catch {
        throw unavailable('saved');
      }
    }
    this.#written.add(key);
  }

  /** RESULT-07: everything saved for this workflow and environment after the run. */
  all(): Record<string, unknown> {
    const all = this.#store.allState(this.#scope);
    for (const [key, value] of this.#overlay ?? []) {
      Object.defineProperty(all, key, { value: structuredClone(value), enumerable: true, writable: true, configurable: true });
    }
    return all;
  }

  /** Keys this run set (a dry run: would have set), in the order first set. */
  writtenKeys(): string[] {
    return [...this.#written];
  }

  /**
   * After the run no step may touch state: work a run deadline abandoned can still be
   * running in the background, and must not write once the run has ended.
   */
  close(): void {
    this.#closed = true;
  }

  #checkOpen(): void {
    if (this.#closed) throw new StepError('timeout', 'The run has ended; saved state can no longer be changed by it.');
  }
}
