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
 *   only after the run succeeded (SYNC-47), so a killed run saves none of them.
 */
import { DatabaseSync } from 'node:sqlite';
import type { Environment } from '../../engine/world.js';

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
export class RunStoreError extends Error {
  override readonly name = 'RunStoreError';
}

const SCHEMA_VERSION = 1;

const SCHEMA = `
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

export class RunStore {
  readonly #db: DatabaseSync;
  readonly readOnly: boolean;

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
    const version = Number((this.#db.prepare('PRAGMA user_version').get() as Row).user_version);
    if (version > SCHEMA_VERSION) throw new RunStoreError('the store was made by a newer flowgate; use that version or move .flowgate/ away');
    if (version === SCHEMA_VERSION) return;
    if (this.readOnly) throw new RunStoreError('the store has not been set up yet; run once without --dry-run');
    this.#transaction(() => {
      this.#db.exec(SCHEMA);
      this.#db.exec(`PRAGMA user_version = ${SCHEMA_VERSION}`);
    });
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

  /** SQLite's own check of the file; `ok` when it is sound. */
  integrityCheck(): string {
    const rows = this.#db.prepare('PRAGMA integrity_check').all() as Row[];
    return rows.map((row) => String(row.integrity_check)).join('\n');
  }

  close(): void {
    if (this.#db.isOpen) this.#db.close();
  }
}
