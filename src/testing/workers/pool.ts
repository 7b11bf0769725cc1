/**
 * Versions spread over worker threads (flowgate.md §13, WORKERS-01): N workers, each
 * handed versions one after another as it finishes them, a few at a time. Each result
 * comes back as soon as it is made; the session reports them in the order of the
 * versions, whatever finished first (WORKERS-03). A worker that crashes or is killed
 * fails the versions it held with a clear error and is replaced; the run goes on.
 */
import { existsSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DependencyMemo, VersionSource } from '../../definitions/repository.js';
import { defaultMaxProcesses } from '../../sandbox/index.js';
import type { VersionResult } from '../report.js';
import { WORKER_MARK, type FromWorker, type ToWorker, type WorkerSetup } from './protocol.js';

/** At most this many workers by default, however many processors (WORKERS-01). */
export const MAX_DEFAULT_WORKERS = 8;
/** Versions one worker runs side by side, so that one waiting on a script leaves its thread to another. */
const VERSIONS_PER_WORKER = 2;
/** Crashed workers are replaced, up to this many times in a run. */
const REPLACEMENTS = 8;

let registeredEntry: URL | undefined;

/** A bundle is its own worker entry: it starts a test worker when it finds itself in one (see worker-main.ts). */
export function registerWorkerEntry(entry: URL): void {
  registeredEntry = entry;
}

function workerEntry(): URL {
  if (registeredEntry) return registeredEntry;
  for (const name of ['worker-main.js', 'worker-main.ts']) {
    const entry = new URL(name, import.meta.url);
    if (existsSync(fileURLToPath(entry))) return entry;
  }
  throw new Error('the test worker entry (worker-main) is missing');
}

interface Pending {
  source: VersionSource;
  resolve: (result: VersionResult) => void;
}

interface Slot {
  worker: Worker;
  ready: Promise<void>;
  pending: Map<number, Pending>;
  gone: boolean;
}

/** A version that could not be run because its worker stopped: it does not pass, and says why. */
export function stoppedWorkerResult(source: VersionSource, why: string): VersionResult {
  const problem = { file: source.location.definitionFile, path: '', message: `the worker thread running this version stopped (${why}); its cases did not run`, code: 'worker_stopped' };
  const summary = { total: 0, passed: 0, failed: 0, invalid: 0, not_run: 0 };
  return {
    kind: source.kind,
    name: basename(source.location.dir),
    path: source.location.dir,
    version_id: '',
    run_key: '',
    report: { passed: false, summary, minimum: { met: false, needed: [], missing: [] }, problems: [problem], cases: [], ran_at: new Date().toISOString(), duration_ms: 0, version_id: '', run_key: '' },
  };
}

export interface PoolSetup extends Omit<WorkerSetup, 'mark' | 'sandboxProcesses' | 'caseSlots'> {
  workers: number;
  /** Where what workers learn of dependencies is kept (the cache's memo). */
  memo?: DependencyMemo;
}

export class WorkerPool {
  readonly #setup: WorkerSetup;
  readonly #memo: DependencyMemo | undefined;
  readonly #slots: Slot[] = [];
  #next = 0;
  #replacements = 0;
  #closing = false;

  constructor(setup: PoolSetup) {
    const { workers, memo, ...rest } = setup;
    this.#memo = memo;
    // Each worker takes its share of what one thread runs at once: cases in flight, and the
    // sandbox processes they run scripts in. The machine's work is spread, not multiplied.
    this.#setup = {
      ...rest,
      mark: WORKER_MARK,
      caseSlots: Math.max(2, Math.ceil((rest.concurrency * 2) / workers)),
      sandboxProcesses: Math.max(1, Math.ceil(defaultMaxProcesses() / workers)),
    };
    for (let i = 0; i < workers; i++) this.#slots.push(this.#start());
  }

  /** Versions the pool keeps in flight at once. */
  get capacity(): number {
    return this.#slots.length * VERSIONS_PER_WORKER;
  }

  /** The threads, for a test that stops one. */
  get threads(): readonly Worker[] {
    return this.#slots.map((slot) => slot.worker);
  }

  #start(): Slot {
    const worker = new Worker(workerEntry(), { workerData: this.#setup, resourceLimits: { maxYoungGenerationSizeMb: 12 } });
    const slot: Slot = { worker, pending: new Map(), gone: false, ready: Promise.resolve() };
    slot.ready = new Promise<void>((resolve) => {
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'ready') return resolve();
        const pending = slot.pending.get(message.id);
        if (!pending) return;
        slot.pending.delete(message.id);
        if (message.type === 'result') {
          for (const [dir, entry] of message.memo) this.#memo?.set(dir, entry);
          pending.resolve(message.result);
        } else pending.resolve(stoppedWorkerResult(pending.source, message.message));
      });
      // A worker that fails to start or dies lets its waiters go instead of hanging the run.
      worker.on('error', (error) => {
        this.#lost(slot, error.message);
        resolve();
      });
      worker.on('exit', (code) => {
        this.#lost(slot, `it exited with code ${code}`);
        resolve();
      });
    });
    return slot;
  }

  #lost(slot: Slot, why: string): void {
    if (slot.gone) return;
    slot.gone = true;
    for (const pending of slot.pending.values()) pending.resolve(stoppedWorkerResult(pending.source, why));
    slot.pending.clear();
    const at = this.#slots.indexOf(slot);
    if (at >= 0 && !this.#closing && this.#replacements < REPLACEMENTS) {
      this.#replacements += 1;
      this.#slots[at] = this.#start();
    }
  }

  /** Runs one version on the least busy worker. */
  async run(source: VersionSource, verify = false): Promise<VersionResult> {
    const alive = this.#slots.filter((slot) => !slot.gone);
    if (alive.length === 0) return stoppedWorkerResult(source, 'every worker thread stopped');
    const slot = alive.reduce((best, candidate) => (candidate.pending.size < best.pending.size ? candidate : best));
    const id = this.#next++;
    const result = new Promise<VersionResult>((resolve) => slot.pending.set(id, { source, resolve }));
    await slot.ready;
    if (slot.gone) {
      slot.pending.delete(id);
      return this.run(source, verify);
    }
    slot.worker.postMessage({ type: 'run', id, dir: source.location.dir, ...(verify ? { verify } : {}) } satisfies ToWorker);
    return result;
  }

  async close(): Promise<void> {
    this.#closing = true;
    await Promise.all(
      this.#slots.map(async (slot) => {
        if (slot.gone) return;
        const exited = new Promise<void>((resolve) => slot.worker.once('exit', () => resolve()));
        slot.worker.postMessage({ type: 'close' } satisfies ToWorker);
        await exited;
      }),
    );
  }
}
