import type { StateStore } from '../engine/world.js';

/** Saved state held in memory: a test's copy of `given.state` (WORLD-06). */
export class MemoryState implements StateStore {
  private readonly values: Map<string, unknown>;

  constructor(initial: Record<string, unknown> = {}) {
    this.values = new Map(Object.entries(structuredClone(initial)));
  }

  get(key: string): { found: boolean; value: unknown } {
    if (!this.values.has(key)) return { found: false, value: null };
    return { found: true, value: structuredClone(this.values.get(key)) };
  }

  set(key: string, value: unknown): void {
    this.values.set(key, structuredClone(value));
  }

  all(): Record<string, unknown> {
    return Object.fromEntries(this.values);
  }
}
