/**
 * Watch mode (flowgate.md §12, WATCH-01..10): a first round runs every version, then each
 * change re-runs only what it affects. A change inside a workflow version's folder re-runs
 * that version; `flowgate.yaml` re-runs every one; anything else (a template, a library
 * action, `connections.yaml`, an API document, a folder that appears or disappears) is
 * decided by the run keys, which cover exactly what each version's run depends on: the
 * versions whose run key changed, or that are new, run again. Changes made during a round
 * wait for the next one. The sandbox stays warm between rounds.
 */
import { existsSync, watch, type FSWatcher } from 'node:fs';
import { join, sep } from 'node:path';
import { indexRepository } from '../definitions/repository.js';
import type { VersionResult } from './report.js';
import { runSession, type Reporter, type RunEnd, type SessionOptions } from './session.js';

/** What one version was when last seen. */
interface Known {
  dir: string;
  /** Relative to the root: when it is gone, so is the version. */
  definitionFile: string;
  kind: 'workflow' | 'action';
  name: string;
  runKey: string;
  result?: VersionResult;
}

export type RoundCause = 'start' | 'change' | 'all' | 'failed' | 'again' | 'filter';

export interface RoundEnd {
  cause: RoundCause;
  /** The versions this round ran, by folder. */
  ran: string[];
  /** Folders of versions gone since the last round. */
  removed: string[];
  end: RunEnd | undefined;
  status: WatchStatus;
  seconds: number;
}

/** One status line's worth: the whole repository as last seen. */
export interface WatchStatus {
  versions: number;
  passed: number;
  failed: number;
  /** Versions not run yet (a filter kept them out of every round so far). */
  pending: number;
  filter?: string;
}

export interface WatchOptions {
  /** Quiet time after a change before a round starts, so that one save is one round. */
  debounceMs?: number;
  /** Told of each round's versions as they finish, and of its end. */
  reporters?: (round: RoundCause) => readonly Reporter[];
  onRoundEnd?: (round: RoundEnd) => void;
}

/** Folders and files that are flowgate's or the tools' own, never the repository's definitions. */
function ignored(path: string): boolean {
  return path.split('/').some((part) => part.startsWith('.') || part === 'node_modules');
}

const SETTINGS = new Set(['flowgate.yaml', 'flowgate.yml']);

export class WatchSession {
  readonly #options: Omit<SessionOptions, 'only'>;
  readonly #watch: WatchOptions;
  readonly #known = new Map<string, Known>();
  #pendingPaths = new Set<string>();
  #pendingCause: RoundCause | undefined;
  #lastRan: string[] = [];
  #filter: string | undefined;
  #running: Promise<void> | undefined;
  #timer: NodeJS.Timeout | undefined;
  #watcher: FSWatcher | undefined;
  #closed = false;

  constructor(options: Omit<SessionOptions, 'only'>, watchOptions: WatchOptions = {}) {
    this.#options = options;
    this.#watch = watchOptions;
  }

  get status(): WatchStatus {
    const versions = [...this.#known.values()];
    return {
      versions: versions.length,
      passed: versions.filter((v) => v.result?.report.passed === true).length,
      failed: versions.filter((v) => v.result !== undefined && !v.result.report.passed).length,
      pending: versions.filter((v) => v.result === undefined).length,
      ...(this.#filter !== undefined ? { filter: this.#filter } : {}),
    };
  }

  /** Runs the first round and starts watching. */
  async start(): Promise<void> {
    this.#watcher = watch(this.#options.root, { recursive: true }, (_event, name) => {
      if (name === null) return;
      const path = String(name).split(sep).join('/');
      if (ignored(path)) return;
      this.#pendingPaths.add(path);
      this.#schedule('change');
    });
    this.#refreshKnown();
    await this.#round('start', [...this.#known.keys()], new Set());
  }

  /** `a`: every version. `f`: those that failed. Enter: the last round's again. */
  request(cause: 'all' | 'failed' | 'again'): void {
    this.#schedule(cause, 0);
  }

  /** `p`: only versions whose name or folder holds `text` (empty: every version again). */
  setFilter(text: string): void {
    this.#filter = text.trim() === '' ? undefined : text.trim();
    this.#schedule('filter', 0);
  }

  /** Resolves when no round is running or waiting. */
  async idle(): Promise<void> {
    while (this.#running || this.#timer) await (this.#running ?? new Promise((resolve) => setTimeout(resolve, this.#watch.debounceMs ?? 30)));
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#watcher?.close();
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  #schedule(cause: RoundCause, delay = this.#watch.debounceMs ?? 30): void {
    if (this.#closed) return;
    // A key asks for more than a change does; the last key wins over an earlier one.
    if (cause !== 'change' || this.#pendingCause === undefined) this.#pendingCause = cause;
    if (this.#running) return;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#next();
    }, delay);
  }

  async #next(): Promise<void> {
    const cause = this.#pendingCause;
    if (cause === undefined || this.#closed) return;
    this.#pendingCause = undefined;
    const paths = this.#pendingPaths;
    this.#pendingPaths = new Set();
    const before = new Set(this.#known.keys());
    const dirs = this.#chosen(cause, paths);
    await this.#round(cause, dirs, before);
    // WATCH-10: what changed while the round ran is the next round's.
    if (this.#pendingCause !== undefined) this.#schedule(this.#pendingCause, 0);
  }

  /** The folders a round runs, and the known versions brought up to date. */
  #chosen(cause: RoundCause, paths: ReadonlySet<string>): string[] {
    const kept = (dir: string) => this.#filter === undefined || dir.includes(this.#filter) || (this.#known.get(dir)?.name.includes(this.#filter) ?? false);
    if (cause === 'again') return this.#lastRan.filter((dir) => this.#known.has(dir));
    if (cause === 'failed') return [...this.#known.values()].filter((v) => v.result && !v.result.report.passed).map((v) => v.dir);
    if (cause === 'all' || cause === 'filter') {
      this.#refreshKnown();
      return [...this.#known.keys()].filter(kept);
    }
    const affected = new Set<string>();
    let global = false;
    for (const path of paths) {
      // WATCH-06
      if (SETTINGS.has(path)) return (this.#refreshKnown(), [...this.#known.keys()].filter(kept));
      const owner = [...this.#known.values()].find((v) => path === v.dir || path.startsWith(`${v.dir}/`) || v.dir === '.');
      // WATCH-02: the version's own folder. A library action's callers, a file that makes or
      // ends a version, and everything outside version folders are for the run keys to decide.
      if (owner && owner.dir !== '.') affected.add(owner.dir);
      if (!owner || owner.kind === 'action' || /(^|\/)(workflow|action)\.ya?ml$/.test(path) || !existsSync(join(this.#options.root, owner.definitionFile))) global = true;
    }
    if (global) for (const dir of this.#refreshKnown()) affected.add(dir);
    return [...affected].filter((dir) => this.#known.has(dir) && kept(dir));
  }

  /**
   * Reads every version's run key again; returns the folders of versions that are new or
   * whose run key changed (WATCH-03..05, WATCH-07), and forgets those that are gone.
   */
  #refreshKnown(): string[] {
    const index = indexRepository(this.#options.root);
    const changed: string[] = [];
    const seen = new Set<string>();
    for (const source of index.sources) {
      const version = source.load();
      const dir = version.location.dir;
      seen.add(dir);
      const before = this.#known.get(dir);
      if (!before || before.runKey !== version.runKey) changed.push(dir);
      this.#known.set(dir, { dir, definitionFile: version.location.definitionFile, kind: version.kind, name: version.name, runKey: version.runKey, ...(before?.result && before.runKey === version.runKey ? { result: before.result } : {}) });
    }
    for (const dir of [...this.#known.keys()]) if (!seen.has(dir)) this.#known.delete(dir);
    return changed;
  }

  /** Runs `dirs`; `before` is what was known before the change, so that versions gone since are named. */
  async #round(cause: RoundCause, dirs: string[], before: ReadonlySet<string>): Promise<void> {
    const started = performance.now();
    let finish!: () => void;
    this.#running = new Promise((resolve) => (finish = resolve));
    try {
      const sorted = [...new Set(dirs)].sort();
      let end: RunEnd | undefined;
      if (sorted.length > 0) {
        end = await runSession({ ...this.#options, only: sorted }, this.#watch.reporters?.(cause) ?? []);
        for (const result of end.report.versions) {
          const known = this.#known.get(result.path);
          if (known) this.#known.set(result.path, { ...known, name: result.name, runKey: result.run_key, result });
        }
      }
      const removed = [...before].filter((dir) => !this.#known.has(dir));
      // A change that touched no version (a folder made before its files) is no round.
      if (cause === 'change' && sorted.length === 0 && removed.length === 0) return;
      this.#lastRan = sorted;
      this.#watch.onRoundEnd?.({ cause, ran: sorted, removed, end, status: this.status, seconds: (performance.now() - started) / 1000 });
    } finally {
      this.#running = undefined;
      finish();
    }
  }
}

