/**
 * The embedded store of real runs: saved state and sync snapshots, kept per workflow
 * name and environment (built-in-actions.md §2 "Saved state value", "Sync snapshot";
 * SYNC-50), plus one row per run. SQLite through `node:sqlite`.
 *
 * Why it stays consistent when a run is killed at any moment:
 * - the database runs in WAL mode with `synchronous = FULL`: every commit is atomic
 *   and durable, and an interrupted write is rolled back when the file is next opened;
 * - each `state.set` is its own transaction, committed at once (a real run's state
 *   writes are immediate, as in production: a later step failing does not undo them);
 * - a run's snapshots are saved together with the run's end in one transaction, and
 *   only after the run succeeded (SYNC-47), so a killed run saves none of them;
 * - the concurrency queue (WF-06) is changed only in short BEGIN IMMEDIATE
 *   transactions; an entry a killed process left behind is removed by the next run
 *   that finds its process gone (see concurrency-lock.ts).
 */
import { DatabaseSync } from 'node:sqlite';
import type { Environment } from '../../engine/world.js';
import { brandError, FlowgateError } from '../../shared/errors.js';

/** Whose data: values belong to one workflow in one environment. */
export interface StoreScope {
  workflow: string;
  environment: Environment;
}

export interface SavedSnapshot {
  settings: string;
  fingerprints: Map<string, string>;
  /** Counts saves of this step's snapshot; tells whether another run saved in between. */
  revision: number;
}

/** A snapshot a run hands over for saving, with the revision it read (0: none). */
export interface SnapshotToSave {
  step: string;
  settings: string;
  fingerprints: ReadonlyMap<string, string>;
  readRevision: number;
}

export interface RunRecord {
  id: string;
  workflow: string;
  environment: Environment;
  versionId: string;
  trigger: string;
  dryRun: boolean;
  startedAt: string;
}

export interface RunEnd {
  outcome: 'success' | 'skip' | 'error';
  failedStep: string | null;
  finishedAt: string;
}

export interface RunRow extends RunRecord {
  outcome: RunEnd['outcome'] | null;
  failedStep: string | null;
  finishedAt: string | null;
}

/** What happened to each snapshot handed over at the end of a run. */
export interface SnapshotSaveReport {
  saved: string[];
  /** Steps whose snapshot another run saved first; theirs stays (SYNC: "the first to succeed saves"). */
  superseded: string[];
}

/** The store file cannot be used (made by a newer flowgate, damaged, not SQLite). */
export class RunStoreError extends FlowgateError {
  static {
    brandError(this, 'RunStoreError');
  }

  override readonly name = 'RunStoreError';
  override readonly code = 'FLOWGATE_RUN_STORE';
}

/** Which runs must not overlap: one workflow, one environment, one concurrency key. */
export interface ConcurrencyLane extends StoreScope {
  /** SHA-256 (hex) of the key's text: the key may come from the event or a secret, so it is not kept as such. */
  keyHash: string;
}

/** A run in the concurrency queue of its lane. */
export interface QueueEntry {
  runId: string;
  /** The process of the run: when it is gone, so is its claim. */
  pid: number;
  /** The machine of that process: a pid means something only there. */
  host: string;
  queuedAt: string;
  /** When the run's turn began; null while it waits. */
  startedAt: string | null;
}

export type TurnAnswer =
  /** The run's turn: no live entry is ahead of it. `tookOverFrom`: holders whose process was gone. */
  | { taken: true; tookOverFrom: QueueEntry[] }
  /** Not yet: `ahead` are the live entries before it, the first one holding the lane. */
  | { taken: false; ahead: QueueEntry[] };

const SCHEMA_VERSION = 2;

/** Version 1: state, snapshots and runs. */
const SCHEMA_1 = `
CREATE TABLE state (
  workflow TEXT NOT NULL,
  environment TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (workflow, environment, key)
) WITHOUT ROWID;
CREATE TABLE snapshots (
  workflow TEXT NOT NULL,
  environment TEXT NOT NULL,
  step TEXT NOT NULL,
  settings TEXT NOT NULL,
  fingerprints TEXT NOT NULL,
  revision INTEGER NOT NULL,
  saved_at TEXT NOT NULL,
  run_id TEXT NOT NULL,
  PRIMARY KEY (workflow, environment, step)
) WITHOUT ROWID;
CREATE TABLE runs (
  id TEXT PRIMARY KEY,
  workflow TEXT NOT NULL,
  environment TEXT NOT NULL,
  version_id TEXT NOT NULL,
  trigger TEXT NOT NULL,
  dry_run INTEGER NOT NULL,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  outcome TEXT,
  failed_step TEXT
);
CREATE INDEX runs_by_workflow ON runs (workflow, environment, started_at);
`;

/**
 * Version 2: the concurrency queue (WF-06). One row per run that has a lane; the
 * lane's holder is its row with the lowest ticket, the others wait in ticket order
 * (first come, first served). Rows are deleted when a run ends, leaves, or is found
 * dead.
 */
const SCHEMA_2 = `
CREATE TABLE concurrency_queue (
  ticket INTEGER PRIMARY KEY,
  workflow TEXT NOT NULL,
  environment TEXT NOT NULL,
  key_hash TEXT NOT NULL,
  run_id TEXT NOT NULL UNIQUE,
  pid INTEGER NOT NULL,
  host TEXT NOT NULL,
  queued_at TEXT NOT NULL,
  started_at TEXT
);
CREATE INDEX concurrency_queue_by_lane ON concurrency_queue (workflow, environment, key_hash, ticket);
`;

/** MIGRATIONS[v] brings a store of version v to v + 1. */
const MIGRATIONS: readonly string[] = [SCHEMA_1, SCHEMA_2];

/** How long a write waits for another flowgate process holding the store. */
const BUSY_TIMEOUT_MS = 10_000;

function fingerprintsText(fingerprints: ReadonlyMap<string, string>): string {
  return JSON.stringify([...fingerprints]);
}

function fingerprintsFrom(text: string): Map<string, string> {
  const entries: unknown = JSON.parse(text);
  if (!Array.isArray(entries)) throw new RunStoreError('a stored snapshot is damaged');
  const map = new Map<string, string>();
  for (const entry of entries) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'string') throw new RunStoreError('a stored snapshot is damaged');
    map.set(entry[0], entry[1]);
  }
  return map;
}

type Row = Record<string, unknown>;

function queueEntry(row: Row): QueueEntry {
  return {
    runId: String(row.run_id),
    pid: Number(row.pid),
    host: String(row.host),
    queuedAt: String(row.queued_at),
    startedAt: row.started_at === null ? null : String(row.started_at),
  };
}

export class RunStore {
  readonly #db: DatabaseSync;
  readonly readOnly: boolean;
  /** Runs this store put in a concurrency queue and has not taken out again; `close` does. */
  readonly #queued = new Set<string>();

  private constructor(db: DatabaseSync, readOnly: boolean) {
    this.#db = db;
    this.readOnly = readOnly;
  }

  /**
   * Opens (and on first use creates) the store file. `readOnly` opens an existing file
   * without any write: dry runs read saved state and snapshots but change nothing.
   */
  static open(file: string, options: { readOnly?: boolean } = {}): RunStore {
    let db: DatabaseSync;
    try {
      db = new DatabaseSync(file, { readOnly: options.readOnly ?? false, timeout: BUSY_TIMEOUT_MS });
    } catch (error) {
      throw new RunStoreError(`cannot open the store ${file}: ${(error as Error).message}`);
    }
    const store = new RunStore(db, options.readOnly ?? false);
    try {
      store.#prepare();
    } catch (error) {
      db.close();
      if (error instanceof RunStoreError) throw error;
      throw new RunStoreError(`cannot use the store ${file}: ${(error as Error).message}`);
    }
    return store;
  }

  /** A store with nothing saved that keeps nothing: a dry run before any real run. */
  static empty(): RunStore {
    const store = new RunStore(new DatabaseSync(':memory:'), false);
    store.#prepare();
    return store;
  }

  #prepare(): void {
    if (!this.readOnly) {
      this.#db.exec('PRAGMA journal_mode = WAL');
      this.#db.exec('PRAGMA synchronous = FULL');
    }
    const version = this.#schemaVersion();
    if (version > SCHEMA_VERSION) throw new RunStoreError('the store was made by a newer flowgate; use that version or move .flowgate/ away');
    if (version === SCHEMA_VERSION) return;
    if (this.readOnly) {
      if (version === 0) throw new RunStoreError('the store has not been set up yet; run once without --dry-run');
      // A dry run only reads state and snapshots, which every version has; later tables are not needed.
      return;
    }
    this.#transaction(() => {
      // Read again under the write lock: another process may have set the store up meanwhile.
      const current = this.#schemaVersion();
      if (current > SCHEMA_VERSION) throw new RunStoreError('the store was made by a newer flowgate; use that version or move .flowgate/ away');
      for (let step = current; step < SCHEMA_VERSION; step += 1) this.#db.exec(MIGRATIONS[step]!);
      this.#db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    });
  }

  #schemaVersion(): number {
    return Number((this.#db.prepare('PRAGMA user_version').get() as Row).user_version);
  }

  /** BEGIN IMMEDIATE takes the write lock at once, so a waiting writer waits here, not halfway. */
  #transaction<T>(work: () => T): T {
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.#db.exec('COMMIT');
      return result;
    } catch (error) {
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  // -- state -------------------------------------------------------------------------

  readState(scope: StoreScope, key: string): { found: boolean; value: unknown } {
    const row = this.#db
      .prepare('SELECT value FROM state WHERE workflow = ? AND environment = ? AND key = ?')
      .get(scope.workflow, scope.environment, key) as Row | undefined;
    if (row === undefined) return { found: false, value: null };
    return { found: true, value: JSON.parse(String(row.value)) };
  }

  /** One committed write; the value is JSON (undefined is saved as null). */
  writeState(scope: StoreScope, key: string, value: unknown, at: string): void {
    this.#db
      .prepare(
        `INSERT INTO state (workflow, environment, key, value, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (workflow, environment, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
      )
      .run(scope.workflow, scope.environment, key, JSON.stringify(value ?? null), at);
  }

  allState(scope: StoreScope): Record<string, unknown> {
    const rows = this.#db
      .prepare('SELECT key, value FROM state WHERE workflow = ? AND environment = ? ORDER BY key')
      .all(scope.workflow, scope.environment) as Row[];
    const all: Record<string, unknown> = {};
    for (const row of rows) {
      Object.defineProperty(all, String(row.key), { value: JSON.parse(String(row.value)), enumerable: true, writable: true, configurable: true });
    }
    return all;
  }

  // -- snapshots -----------------------------------------------------------------------

  readSnapshot(scope: StoreScope, step: string): SavedSnapshot | undefined {
    const row = this.#db
      .prepare('SELECT settings, fingerprints, revision FROM snapshots WHERE workflow = ? AND environment = ? AND step = ?')
      .get(scope.workflow, scope.environment, step) as Row | undefined;
    if (row === undefined) return undefined;
    return { settings: String(row.settings), fingerprints: fingerprintsFrom(String(row.fingerprints)), revision: Number(row.revision) };
  }

  // -- runs ----------------------------------------------------------------------------

  /** Records that a run started; committed at once, so a killed run leaves its row without an end. */
  startRun(run: RunRecord): void {
    try {
      this.#db
        .prepare('INSERT INTO runs (id, workflow, environment, version_id, trigger, dry_run, started_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(run.id, run.workflow, run.environment, run.versionId, run.trigger, run.dryRun ? 1 : 0, run.startedAt);
    } catch (error) {
      throw new RunStoreError(`cannot record the run in the store: ${(error as Error).message}`);
    }
  }

  /**
   * Ends a run and saves its snapshots in one transaction: either all of it is in the
   * store or none of it. A snapshot another run saved after this run read it is kept
   * (the first run to succeed saves; this run's changes are reported again next time).
   */
  finishRun(scope: StoreScope, runId: string, end: RunEnd, snapshots: readonly SnapshotToSave[]): SnapshotSaveReport {
    const report: SnapshotSaveReport = { saved: [], superseded: [] };
    this.#transaction(() => {
      const current = this.#db.prepare('SELECT revision FROM snapshots WHERE workflow = ? AND environment = ? AND step = ?');
      const upsert = this.#db.prepare(
        `INSERT INTO snapshots (workflow, environment, step, settings, fingerprints, revision, saved_at, run_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (workflow, environment, step) DO UPDATE SET settings = excluded.settings, fingerprints = excluded.fingerprints,
           revision = excluded.revision, saved_at = excluded.saved_at, run_id = excluded.run_id`,
      );
      for (const snapshot of snapshots) {
        const row = current.get(scope.workflow, scope.environment, snapshot.step) as Row | undefined;
        const revision = row === undefined ? 0 : Number(row.revision);
        if (revision !== snapshot.readRevision) {
          report.superseded.push(snapshot.step);
          continue;
        }
        upsert.run(scope.workflow, scope.environment, snapshot.step, snapshot.settings, fingerprintsText(snapshot.fingerprints), revision + 1, end.finishedAt, runId);
        report.saved.push(snapshot.step);
      }
      this.#db.prepare('UPDATE runs SET finished_at = ?, outcome = ?, failed_step = ? WHERE id = ?').run(end.finishedAt, end.outcome, end.failedStep, runId);
    });
    return report;
  }

  runs(scope: StoreScope): RunRow[] {
    const rows = this.#db
      .prepare('SELECT * FROM runs WHERE workflow = ? AND environment = ? ORDER BY started_at, rowid')
      .all(scope.workflow, scope.environment) as Row[];
    return rows.map((row) => ({
      id: String(row.id),
      workflow: String(row.workflow),
      environment: row.environment as Environment,
      versionId: String(row.version_id),
      trigger: String(row.trigger),
      dryRun: row.dry_run === 1,
      startedAt: String(row.started_at),
      finishedAt: row.finished_at === null ? null : String(row.finished_at),
      outcome: (row.outcome ?? null) as RunRow['outcome'],
      failedStep: row.failed_step === null ? null : String(row.failed_step),
    }));
  }

  // -- concurrency queue (WF-06) ---------------------------------------------------------

  /** A queue change in its own transaction; SQLite's failures (a store busy too long) become RunStoreError. */
  #queueTransaction<T>(work: () => T): T {
    try {
      return this.#transaction(work);
    } catch (error) {
      if (error instanceof RunStoreError) throw error;
      throw new RunStoreError(`cannot use the concurrency queue in the store: ${(error as Error).message}`);
    }
  }

  /** Puts a run at the end of its lane's queue; committed at once, so other processes see it. */
  enterConcurrencyQueue(lane: ConcurrencyLane, entry: Omit<QueueEntry, 'startedAt'>): void {
    if (this.readOnly) throw new RunStoreError('a read-only store has no concurrency queue');
    this.#queueTransaction(() => {
      this.#db
        .prepare('INSERT INTO concurrency_queue (workflow, environment, key_hash, run_id, pid, host, queued_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(lane.workflow, lane.environment, lane.keyHash, entry.runId, entry.pid, entry.host, entry.queuedAt);
    });
    this.#queued.add(entry.runId);
  }

  /**
   * Whether it is the run's turn, and if so marks it as started. Entries ahead of it
   * whose process `isGone` are deleted on the way, in the same transaction: a run
   * killed while it held or waited for the lane blocks no one.
   */
  takeConcurrencyTurn(lane: ConcurrencyLane, runId: string, isGone: (entry: QueueEntry) => boolean, at: string): TurnAnswer {
    return this.#queueTransaction((): TurnAnswer => {
      const rows = this.#db
        .prepare('SELECT ticket, run_id, pid, host, queued_at, started_at FROM concurrency_queue WHERE workflow = ? AND environment = ? AND key_hash = ? ORDER BY ticket')
        .all(lane.workflow, lane.environment, lane.keyHash) as Row[];
      const mine = rows.findIndex((row) => row.run_id === runId);
      if (mine < 0) throw new RunStoreError('the run is no longer in its concurrency queue');
      const remove = this.#db.prepare('DELETE FROM concurrency_queue WHERE ticket = ?');
      const ahead: QueueEntry[] = [];
      const tookOverFrom: QueueEntry[] = [];
      for (const row of rows.slice(0, mine)) {
        const entry = queueEntry(row);
        if (!isGone(entry)) {
          ahead.push(entry);
          continue;
        }
        remove.run(Number(row.ticket));
        if (entry.startedAt !== null) tookOverFrom.push(entry);
      }
      if (ahead.length) return { taken: false, ahead };
      this.#db.prepare('UPDATE concurrency_queue SET started_at = ? WHERE run_id = ? AND started_at IS NULL').run(at, runId);
      return { taken: true, tookOverFrom };
    });
  }

  /** Takes a run out of its queue (its turn ended, or it stopped waiting); nothing when it is not there. */
  leaveConcurrencyQueue(runId: string): void {
    this.#queueTransaction(() => {
      this.#db.prepare('DELETE FROM concurrency_queue WHERE run_id = ?').run(runId);
    });
    this.#queued.delete(runId);
  }

  /** Every entry of a lane in queue order, holder first (for inspection and tests). */
  concurrencyQueue(lane: ConcurrencyLane): QueueEntry[] {
    const rows = this.#db
      .prepare('SELECT run_id, pid, host, queued_at, started_at FROM concurrency_queue WHERE workflow = ? AND environment = ? AND key_hash = ? ORDER BY ticket')
      .all(lane.workflow, lane.environment, lane.keyHash) as Row[];
    return rows.map(queueEntry);
  }

  /** SQLite's own check of the file; `ok` when it is sound. */
  integrityCheck(): string {
    const rows = this.#db.prepare('PRAGMA integrity_check').all() as Row[];
    return rows.map((row) => String(row.integrity_check)).join('\n');
  }

  /** Closes the file; runs this store still had in a concurrency queue leave it first. */
  close(): void {
    if (!this.#db.isOpen) return;
    for (const runId of [...this.#queued]) {
      try {
        this.leaveConcurrencyQueue(runId);
      } catch {
        // Best effort: once this process is gone its entries count as free anyway.
      }
    }
    this.#db.close();
  }
}
