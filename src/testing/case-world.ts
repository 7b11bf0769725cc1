/** A case's world: the closed test world, answered by the case's HTTP and model mocks. */
import type { CallLog } from '../engine/world.js';
import type { Given } from './given.js';
import { TestWorld } from '../world/test/test-world.js';
import type { WorldSettings } from '../world/settings.js';
import { HttpMockTable, MockDispatcher } from './http-mocks.js';
import { ModelMockTable } from './model-mocks.js';

/** The test world, noting the lookup tables the run read, so that an unread one can be reported (REPORT-18). */
export class CaseWorld extends TestWorld<MockDispatcher> {
  readonly lookedUp = new Set<string>();

  override lookup(table: string, key: unknown): Record<string, unknown> | null {
    this.lookedUp.add(table);
    return super.lookup(table, key);
  }
}

/**
 * The case's world; its requests are logged in `callLog` (the case's journal) when one is
 * given, and its scripts draw from a generator seeded with `scriptSeed`.
 */
export function caseWorld(settings: WorldSettings, given: Given, callLog?: CallLog, scriptSeed?: string): CaseWorld {
  return new CaseWorld(
    settings,
    given,
    (world) =>
      // Model mocks come first, so that an HTTP mock cannot answer an AI connection's address.
      new MockDispatcher({
        clock: world.clock,
        responders: [new ModelMockTable(given.models ?? [], (name) => world.connection(name, 'ai')), new HttpMockTable(given.http ?? [])],
      }),
    callLog,
    scriptSeed,
  );
}
