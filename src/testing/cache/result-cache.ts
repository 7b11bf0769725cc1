/**
 * The result cache (flowgate.md §12, CACHE-01..06). A version's test run is a pure
 * function of its run key, so a report from a complete run that passed is kept under a
 * key of the run key and the options that shape a report (trace mode, minimum coverage,
 * contract mode), and handed back while they are unchanged. Nothing else is ever reused:
 * an entry that is unreadable, from another flowgate build, for another run key or that
 * did not pass is ignored, never trusted.
 */
import { createHash, randomInt } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { flowgateBuild, type FlowgateBuild } from '../../shared/build.js';
import { canonicalJson } from '../../definitions/run-key.js';
import type { VersionResult } from '../report.js';
import type { TraceMode } from '../trace/mode.js';
import type { DependencyMemo, MemoEntry } from '../../definitions/repository.js';

/** CACHE-03: where the cache lives unless `--cache-dir` moves it, relative to the root. */
export const DEFAULT_CACHE_DIR = '.flowgate/cache';
/** CACHE-03: entries not read for this long are dropped. */
export const UNREAD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const FORMAT = 1;

/** What, besides the run key, shapes a version's report (CACHE-06). */
export interface ReportShape {
  trace: TraceMode;
  minCoverage?: number;
  contracts: 'fail' | 'warn';
}

interface Entry {
  flowgate_cache: number;
  key: string;
  flowgate: FlowgateBuild;
  shape: ReportShape;
  result: VersionResult;
}

export interface ResultCacheOptions {
  dir: string;
  /** CACHE-04: run one in this many cached versions anyway and compare. */
  verifyEvery?: number;
  /** The clock the 30 days are counted on. */
  now?: () => number;
  build?: FlowgateBuild;
}

/** A cache hit: the cached result, and whether this one is to be run again and compared. */
export interface CacheHit {
  result: VersionResult;
  verify: boolean;
}

export class ResultCache {
  readonly dir: string;
  /** CACHE-04: one in this many hits runs again (0: none). */
  readonly verifyEvery: number;
  readonly #now: () => number;
  readonly #build: FlowgateBuild;
  /** Which hit, counted from a random start, is re-run: one in N whichever versions hit. */
  #hits: number;
  #memo: Map<string, MemoEntry> | undefined;
  #memoChanged = false;

  constructor(options: ResultCacheOptions) {
    this.dir = options.dir;
    this.verifyEvery = options.verifyEvery ?? 0;
    this.#now = options.now ?? Date.now;
    this.#build = options.build ?? flowgateBuild;
    this.#hits = this.verifyEvery > 1 ? randomInt(this.verifyEvery) : 0;
  }

  /**
   * What compiled workflow versions depend on, by folder and text: with it a run finds a
   * version's run key, and so its cached report, without compiling the version.
   */
  get memo(): DependencyMemo {
    const entries = this.#loadMemo();
    return {
      get: (dir) => entries.get(dir),
      set: (dir, entry) => {
        const before = entries.get(dir);
        if (before && JSON.stringify(before) === JSON.stringify(entry)) return;
        entries.set(dir, entry);
        this.#memoChanged = true;
      },
    };
  }

  #loadMemo(): Map<string, MemoEntry> {
    if (!this.#memo) {
      this.#memo = new Map();
      try {
        const saved = JSON.parse(readFileSync(join(this.dir, 'memo.json'), 'utf8')) as { flowgate_cache?: number; build?: string; entries?: Record<string, MemoEntry> };
        // Another build may compile differently: its memo is not this build's.
        if (saved.flowgate_cache === FORMAT && saved.build === this.#build.build && saved.entries && typeof saved.entries === 'object') {
          for (const [dir, entry] of Object.entries(saved.entries)) if (validMemoEntry(entry)) this.#memo.set(dir, entry);
        }
      } catch {
        // No memo yet, or an unreadable one: versions are compiled to find their keys.
      }
    }
    return this.#memo;
  }

  /** Writes the memo back when the run learned something. */
  saveMemo(): void {
    if (!this.#memoChanged || !this.#memo) return;
    try {
      mkdirSync(this.dir, { recursive: true });
      const file = join(this.dir, 'memo.json');
      const temporary = `${file}.${process.pid}.${randomInt(1e9)}.tmp`;
      writeFileSync(temporary, JSON.stringify({ flowgate_cache: FORMAT, build: this.#build.build, entries: Object.fromEntries(this.#memo) }));
      renameSync(temporary, file);
      this.#memoChanged = false;
    } catch {
      // Without a memo the next run compiles to find its keys; nothing is wrong.
    }
  }

  key(runKey: string, shape: ReportShape): string {
    return createHash('sha256').update(canonicalJson({ format: FORMAT, run_key: runKey, shape, build: this.#build.build })).digest('hex');
  }

  #file(key: string): string {
    return join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  /** The cached passing report of `version` for `shape`, marked as cached; undefined on a miss. */
  /** `verify`: this hit is to be run again (the session decided for a worker); else one in N is. */
  read(version: { runKey: string; versionId: string; path: string }, shape: ReportShape, verify?: boolean): CacheHit | undefined {
    const key = this.key(version.runKey, shape);
    const file = this.#file(key);
    let entry: Entry;
    try {
      entry = JSON.parse(readFileSync(file, 'utf8')) as Entry;
    } catch {
      return undefined;
    }
    if (!trustworthy(entry, key, version, this.#build)) return undefined;
    try {
      // CACHE-03: "unread for 30 days" is counted from the last read.
      const now = new Date(this.#now());
      utimesSync(file, now, now);
    } catch {
      // A read-only cache is still a cache.
    }
    const { result } = entry;
    const cached: VersionResult = { ...result, report: { ...result.report, cached: { ran_at: result.report.ran_at, run_key: result.run_key } } };
    return { result: cached, verify: verify ?? (this.verifyEvery > 0 && this.#hits++ % this.verifyEvery === 0) };
  }

  /** Keeps `result` when it may be reused: a complete run of the version that passed (CACHE-02). */
  write(result: VersionResult, shape: ReportShape): boolean {
    if (!reusable(result)) return false;
    const key = this.key(result.run_key, shape);
    const file = this.#file(key);
    const entry: Entry = { flowgate_cache: FORMAT, key, flowgate: this.#build, shape, result };
    try {
      mkdirSync(join(this.dir, key.slice(0, 2)), { recursive: true });
      const temporary = `${file}.${process.pid}.${randomInt(1e9)}.tmp`;
      writeFileSync(temporary, JSON.stringify(entry));
      renameSync(temporary, file);
      return true;
    } catch {
      // A cache that cannot be written only costs time.
      return false;
    }
  }

  /** A cached report that a fresh run contradicted is dropped. */
  forget(runKey: string, shape: ReportShape): void {
    rmSync(this.#file(this.key(runKey, shape)), { force: true });
  }

  /** CACHE-03: drops entries not read for 30 days; returns how many. */
  prune(): number {
    const oldest = this.#now() - UNREAD_DAYS * DAY_MS;
    let dropped = 0;
    let folders: string[];
    try {
      folders = readdirSync(this.dir);
    } catch {
      return 0;
    }
    for (const folder of folders) {
      const path = join(this.dir, folder);
      let files: string[];
      try {
        files = readdirSync(path);
      } catch {
        continue;
      }
      for (const name of files) {
        const file = join(path, name);
        try {
          if (statSync(file).mtimeMs < oldest) {
            rmSync(file, { force: true });
            dropped += 1;
          }
        } catch {
          // Gone already.
        }
      }
    }
    return dropped;
  }
}

function validMemoEntry(entry: unknown): entry is MemoEntry {
  const e = entry as MemoEntry;
  const texts = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
  const optional = (value: unknown) => value === undefined || typeof value === 'string';
  return typeof e === 'object' && e !== null && typeof e.digest === 'string' && texts(e.templates) && texts(e.libraries) && texts(e.connections) && optional(e.stamp) && optional(e.versionId) && optional(e.parts);
}

function reusable(result: VersionResult): boolean {
  const { report } = result;
  const s = report.summary;
  return report.passed === true && report.problems.length === 0 && report.minimum.met && s.failed === 0 && s.invalid === 0 && s.not_run === 0 && report.cached === undefined;
}

function trustworthy(entry: Entry, key: string, version: { runKey: string; versionId: string; path: string }, build: FlowgateBuild): boolean {
  if (typeof entry !== 'object' || entry === null || entry.flowgate_cache !== FORMAT || entry.key !== key) return false;
  if (entry.flowgate?.build !== build.build || entry.flowgate?.version !== build.version) return false;
  const result = entry.result;
  if (typeof result !== 'object' || result === null || typeof result.report !== 'object' || result.report === null) return false;
  if (result.run_key !== version.runKey || result.report.run_key !== version.runKey || result.version_id !== version.versionId || result.path !== version.path) return false;
  if (!Array.isArray(result.report.cases) || typeof result.report.summary !== 'object' || !Array.isArray(result.report.problems) || typeof result.report.minimum !== 'object') return false;
  return reusable(result) && result.report.cases.every((c) => c.status === 'passed');
}

/** A report without what differs between two runs of the same inputs: times and the cache's mark. */
export function timeless(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (key, item: unknown) => (key === 'ran_at' || key === 'duration_ms' || key === 'cached' ? undefined : item));
}

/** The first place where two reports differ apart from times, as a path (`report.cases[0].checks[1].actual`); undefined when equal. */
export function firstDifference(cached: unknown, fresh: unknown): string | undefined {
  const walk = (a: unknown, b: unknown, path: string): string | undefined => {
    if (Object.is(a, b)) return undefined;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return path || '(the whole report)';
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.max(a.length, b.length); i++) {
        const found = walk(a[i], b[i], `${path}[${i}]`);
        if (found) return found;
      }
      return undefined;
    }
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const key of keys) {
      const found = walk((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
      if (found) return found;
    }
    return undefined;
  };
  return walk(timeless(cached), timeless(fresh), '');
}
