/**
 * Sync snapshots of a real run (built-in-actions.md `sync.diff` rules 4 and 5).
 *
 * A step reads the snapshot its last successful run saved; what the step hands over is
 * only staged here. The run command saves the staged snapshots after the whole run
 * succeeded and never in a dry run (SYNC-47, SYNC-48), all in one transaction with the
 * run's end (run-store.ts).
 */
import type { SnapshotStore, StoredSnapshot } from '../../engine/world.js';
import type { RunStore, SnapshotToSave, StoreScope } from './run-store.js';

export class StoreSnapshots implements SnapshotStore {
  readonly saves: boolean;
  readonly #store: RunStore;
  readonly #scope: StoreScope;
  /** The revision each step read (0: none), so a save can tell whether another run saved meanwhile. */
  readonly #readRevisions = new Map<string, number>();
  readonly #staged = new Map<string, { settings: string; fingerprints: Map<string, string> }>();
  #closed = false;

  constructor(store: RunStore, scope: StoreScope, options: { dryRun: boolean }) {
    this.#store = store;
    this.#scope = scope;
    this.saves = !options.dryRun;
  }

  /** Throws when the stored snapshot cannot be read; the step turns that into `sync_snapshot_unavailable`. */
  read(stepId: string): StoredSnapshot | undefined {
    const saved = this.#store.readSnapshot(this.#scope, stepId);
    this.#readRevisions.set(stepId, saved?.revision ?? 0);
    return saved === undefined ? undefined : { settings: saved.settings, fingerprints: saved.fingerprints };
  }

  stage(stepId: string, snapshot: { settings: string; fingerprints: Map<string, string> }): void {
    // A dry run never saves (SYNC-48); sync.diff asks `saves` first, this is the second lock.
    if (!this.saves || this.#closed) return;
    this.#staged.set(stepId, { settings: snapshot.settings, fingerprints: new Map(snapshot.fingerprints) });
  }

  /** What a successful run saves, each with the revision its step read. */
  staged(): SnapshotToSave[] {
    return [...this.#staged].map(([step, snapshot]) => ({
      step,
      settings: snapshot.settings,
      fingerprints: snapshot.fingerprints,
      readRevision: this.#readRevisions.get(step) ?? 0,
    }));
  }

  /** Steps that read a snapshot, for the run log. */
  readSteps(): string[] {
    return [...this.#readRevisions.keys()];
  }

  /** Nothing staged after the run has ended counts (work a run deadline abandoned). */
  close(): void {
    this.#closed = true;
  }
}
