/** What the session's thread and its test workers tell each other (flowgate.md §13). */
import type { MemoEntry } from '../../definitions/repository.js';
import type { VersionResult } from '../report.js';
import type { TraceMode } from '../trace/mode.js';

/** Marks a worker thread as a test worker, so that a bundle's entry knows what to start. */
export const WORKER_MARK = 'flowgate-test-worker';

/** What a worker is started with: everything is data, as a thread boundary needs. */
export interface WorkerSetup {
  mark: typeof WORKER_MARK;
  root: string;
  trace?: TraceMode;
  minCoverage?: number;
  filter?: string;
  /** Cases of one version at once. */
  concurrency: number;
  /** Cases of all the versions this worker runs at once: its share of what one thread would run. */
  caseSlots: number;
  /** The worker's share of the sandbox processes one host would run. */
  sandboxProcesses: number;
  cache?: { dir: string };
}

/** `verify`: the version's cached report is to be run again and compared (CACHE-04). */
export type ToWorker = { type: 'run'; id: number; dir: string; verify?: boolean } | { type: 'close' };

export type FromWorker =
  | { type: 'ready' }
  | { type: 'result'; id: number; result: VersionResult; memo: [dir: string, entry: MemoEntry][] }
  | { type: 'failed'; id: number; message: string };
