/** Helpers for the sync.diff tests: runs with the test world, or with a stand-in snapshot store. */
import { syncDiff } from '../../src/actions/sync-diff.js';
import type { ActionContext } from '../../src/engine/action.js';
import { StepError } from '../../src/engine/errors.js';
import { inputErrorMessage, validateInput } from '../../src/engine/input-check.js';
import type { SnapshotStore, StoredSnapshot, World } from '../../src/engine/world.js';
import type { Given } from '../../src/testing/given.js';
import { actionHarness } from '../helpers/action-context.js';
import { failure as stepFailure } from '../helpers/expect-step.js';

export type Output = {
  mode: 'target' | 'snapshot';
  counts: Record<'source' | 'target' | 'created' | 'updated' | 'deleted' | 'unchanged', number>;
  created: { key: unknown; record: Record<string, unknown> }[];
  updated: { key: unknown; record: Record<string, unknown>; changes?: { field: string; from: unknown; to: unknown }[] }[];
  deleted: { key: unknown; record?: Record<string, unknown> }[];
  snapshot: { previous: 'none' | 'used' | 'reset'; save_on_success: boolean } | null;
};

/** Runs sync.diff in a test world (schema check with defaults, then `run`). */
export async function diff(input: Record<string, unknown>, options: { given?: Given; stepId?: string; inForEach?: boolean } = {}): Promise<Output> {
  const harness = actionHarness(syncDiff, { stepId: 'step', ...options });
  return (await harness.run(input)) as Output;
}

/** The StepError a run fails with. */
export function failure(input: Record<string, unknown>, options: { given?: Given; stepId?: string; inForEach?: boolean } = {}): Promise<StepError> {
  return stepFailure(diff(input, options));
}

/** A store as a real run has one: keeps what was staged, saves it only on `commit()` (after the whole run succeeded). */
export class FakeStore implements SnapshotStore {
  readonly saved = new Map<string, StoredSnapshot>();
  readonly staged = new Map<string, { settings: string; fingerprints: Map<string, string> }>();
  stageCalls = 0;
  constructor(readonly saves = true) {}
  read(stepId: string): StoredSnapshot | undefined {
    return this.saved.get(stepId);
  }
  stage(stepId: string, snapshot: { settings: string; fingerprints: Map<string, string> }): void {
    this.stageCalls += 1;
    this.staged.set(stepId, snapshot);
  }
  commit(): void {
    for (const [stepId, snapshot] of this.staged) this.saved.set(stepId, snapshot);
    this.staged.clear();
  }
}

/** Runs sync.diff in a world like a real run's: not a test, with the given store. */
export async function diffWithStore(
  input: Record<string, unknown>,
  store: SnapshotStore,
  options: { stepId?: string; dryRun?: boolean } = {},
): Promise<Output> {
  const harness = actionHarness(syncDiff, { stepId: options.stepId ?? 'step' });
  // A dry run's store reads the saved snapshot but saves nothing, as the real run's store does.
  const snapshots: SnapshotStore = options.dryRun ? { saves: false, read: (stepId) => store.read(stepId), stage: () => undefined } : store;
  const world: World = Object.assign(Object.create(harness.world) as World, { snapshots });
  const ctx: ActionContext = { ...harness.ctx, world, stepId: options.stepId ?? 'step' };
  const checked = validateInput(syncDiff.inputSchema, input, syncDiff.name);
  if (checked.errors) throw new StepError('invalid_input', inputErrorMessage(checked.errors));
  return (await syncDiff.run(checked.value, ctx)) as Output;
}

/** Keys of a list of entries, for short assertions. */
export const keysOf = (entries: readonly { key: unknown }[]) => entries.map((entry) => entry.key);
