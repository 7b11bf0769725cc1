/** `flowgate test`: every version found under the root, optionally one shard of them. */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { VersionLocation } from '../definitions/discovery.js';
import type { Project } from '../definitions/project.js';
import { indexRepository, type Repository, type RepositoryIndex, type VersionSource } from '../definitions/repository.js';
import type { Shard } from '../shared/shard.js';
import { addSummaries, type RunReport, type VersionResult } from './report.js';
import { CASES_AT_ONCE, testVersion, type VersionRunOptions } from './run-version.js';
import { CaseSlots, InOrder, mapSideBySide } from './side-by-side.js';
import { firstDifference, type ReportShape, type ResultCache } from './cache/result-cache.js';
import { DEFAULT_TRACE_MODE } from './trace/mode.js';
import { WorkerPool } from './workers/pool.js';
import { defaultWorkers } from './session-options.js';

export interface TestRunOptions extends VersionRunOptions {
  shard?: Shard;
  /** Versions run side by side up to this many (their cases share `concurrency × 2` slots). */
  versionConcurrency?: number;
  /** Told of each version's result as soon as it and every version before it are done: in the report's order. */
  onVersionEnd?: (version: VersionResult) => void | Promise<void>;
  /** CACHE-01: reuse and keep passing reports by run key (never in a filtered run, which is partial). */
  cache?: ResultCache;
  /**
   * WORKERS-01: versions spread over this many worker threads; 1 (the default) runs them in
   * this thread. `auto`: the processors available, at most 8, and no more than the
   * versions keep busy (a worker's start costs what about a dozen versions do).
   */
  workers?: number | 'auto';
}

/** Versions that make a worker worth starting, for `workers: 'auto'`. */
const VERSIONS_PER_AUTO_WORKER = 16;

const VERSIONS_AT_ONCE = 4;

/** A version's expected cost: the size of its test list stands in for its number and weight of cases. */
function expectedCost(root: string, location: VersionLocation): number {
  if (!location.testsFile) return 1;
  try {
    return statSync(join(root, location.testsFile)).size + 1;
  } catch {
    return 1;
  }
}

/**
 * CLI-08: versions split deterministically and evenly by expected cost — the most
 * costly first, each to the lightest shard so far (ties to the lower shard).
 */
export function shardVersions<T extends { location: VersionLocation }>(versions: readonly T[], shard: Shard, root: string): T[] {
  const loads = new Array<number>(shard.count).fill(0);
  const owner = new Map<T, number>();
  const cost = new Map(versions.map((version) => [version, expectedCost(root, version.location)]));
  const byCost = [...versions].sort((a, b) => cost.get(b)! - cost.get(a)! || (a.location.dir < b.location.dir ? -1 : 1));
  for (const version of byCost) {
    const lightest = loads.indexOf(Math.min(...loads));
    owner.set(version, lightest);
    loads[lightest]! += cost.get(version)!;
  }
  return versions.filter((version) => owner.get(version) === shard.index - 1);
}

/** The versions of a repository read whole, as sources that hand them back. */
function sourcesOf(repo: Repository | RepositoryIndex): VersionSource[] {
  if ('sources' in repo) return repo.sources;
  return repo.versions.map((version) => ({ kind: version.kind, location: version.location, load: () => version }));
}

/**
 * Given an index, each version is read just before it runs and dropped once it has: a
 * run holds a few versions at a time, not the repository (memory stays flat as it grows).
 */
export async function testRepository(repo: Repository | RepositoryIndex, options: TestRunOptions = {}): Promise<RunReport> {
  const sources = sourcesOf(repo);
  const chosen = options.shard ? shardVersions(sources, options.shard, repo.root) : sources;
  const concurrency = options.concurrency ?? CASES_AT_ONCE;
  const versionOptions = { ...options, concurrency, caseSlots: options.caseSlots ?? new CaseSlots(concurrency * 2) };
  // SET-16: a version is listed when its name or one of its cases' names holds the filter.
  const kept = (result: VersionResult) => !options.filter || result.name.includes(options.filter) || result.report.cases.some((c) => c.reason !== 'filtered');
  const inOrder = new InOrder<VersionResult>(async (result) => {
    if (kept(result)) await options.onVersionEnd?.(result);
  });
  // Several versions at once, so one waiting on a script leaves the thread to another;
  // the report keeps the versions' order whichever finishes first.
  const cache = usableCache(options.cache, options.filter, repo.project);
  const shape = reportShape(options, repo.project);
  // With the cache, the hits found without compiling are taken first: workers start only
  // for the versions left, and `auto` sizes them by those.
  const hits = new Map<VersionSource, VersionResult>();
  const verifying = new Set<VersionSource>();
  const wantsWorkers = options.workers === 'auto' || (options.workers ?? 1) > 1;
  if (cache && wantsWorkers) {
    for (const source of chosen) {
      const quick = source.keys?.();
      const hit = quick ? cache.read({ ...quick, path: source.location.dir }, shape) : undefined;
      if (hit?.verify) verifying.add(source);
      else if (hit) hits.set(source, hit.result);
    }
  }
  const left = chosen.length - hits.size;
  const wanted = options.workers === 'auto' ? Math.min(defaultWorkers(), Math.ceil(left / VERSIONS_PER_AUTO_WORKER)) : (options.workers ?? 1);
  const workers = Math.min(wanted, left);
  const pool =
    workers > 1
      ? new WorkerPool({
          workers,
          root: repo.root,
          concurrency,
          ...(options.trace ? { trace: options.trace } : {}),
          ...(options.minCoverage !== undefined ? { minCoverage: options.minCoverage } : {}),
          ...(options.filter !== undefined ? { filter: options.filter } : {}),
          // Workers read and write the cache; which hits run again is decided here, once for the run.
          ...(cache ? { cache: { dir: cache.dir }, memo: cache.memo } : {}),
        })
      : undefined;
  const runOne = async (source: VersionSource): Promise<VersionResult> => {
    const hit = hits.get(source);
    if (hit) return hit;
    if (!pool) return cache ? cachedOrRun(repo, source, versionOptions, cache, shape, verifying.has(source) || undefined) : testVersion(repo, source.load(), versionOptions);
    // A cached report found without compiling is handed back here; the rest go to a worker.
    return pool.run(source, verifying.has(source));
  };
  let finished: VersionResult[];
  try {
    finished = await mapSideBySide(chosen, pool ? pool.capacity : (options.versionConcurrency ?? VERSIONS_AT_ONCE), async (source, at) => {
      const result = await runOne(source);
      await inOrder.done(at, result);
      return result;
    });
  } finally {
    await pool?.close();
  }
  const results = finished.filter(kept);
  return {
    passed: results.every((r) => r.report.passed),
    summary: addSummaries(results.map((r) => r.report.summary)),
    versions: results,
  };
}

/**
 * CACHE-01, CACHE-04: the cached report when there is one (or, for one in N, a fresh run
 * compared with it); otherwise a fresh run, kept when it may be reused.
 */
/**
 * CACHE-02, CACHE-06: the cache, unless the run is partial (a filter) or the project's
 * settings have a problem: it fails every version, yet the run key covers only part of
 * those settings, so nothing is read from the cache (and nothing passes to be written).
 */
export function usableCache(cache: ResultCache | undefined, filter: string | undefined, project: Pick<Project, 'problems'>): ResultCache | undefined {
  return filter === undefined && project.problems.length === 0 ? cache : undefined;
}

/** CACHE-06: what besides the run key shapes a version's report, and so keys its cache entry. */
export function reportShape(options: Pick<VersionRunOptions, 'trace' | 'minCoverage'>, project: Pick<Project, 'contractMode'>): ReportShape {
  return { trace: options.trace ?? DEFAULT_TRACE_MODE, ...(options.minCoverage !== undefined ? { minCoverage: options.minCoverage } : {}), contracts: project.contractMode };
}

export async function cachedOrRun(repo: Repository | RepositoryIndex, source: VersionSource, options: VersionRunOptions, cache: ResultCache, shape: ReportShape, verify?: boolean): Promise<VersionResult> {
  // The memo's keys first: a hit then costs no compiling at all.
  const quick = source.keys?.();
  let hit = quick ? cache.read({ ...quick, path: source.location.dir }, shape, verify) : undefined;
  if (hit && !hit.verify) return hit.result;
  const version = source.load();
  hit ??= cache.read({ runKey: version.runKey, versionId: version.versionId, path: version.location.dir }, shape, verify);
  if (hit && !hit.verify) return hit.result;
  const fresh = await testVersion(repo, version, options);
  if (!hit) {
    cache.write(fresh, shape);
    return fresh;
  }
  const difference = firstDifference(hit.result, fresh);
  if (difference === undefined) return fresh;
  cache.forget(version.runKey, shape);
  const problem = {
    file: version.location.testsFile ?? version.location.definitionFile,
    path: '',
    message: `the cached report of this version differs from a fresh run at ${difference}: the cache was wrong, so the entry is dropped and the version does not pass`,
    code: 'cache_mismatch',
  };
  return { ...fresh, report: { ...fresh.report, passed: false, problems: [...fresh.report.problems, problem] } };
}

export async function testRoot(root: string, options: TestRunOptions = {}): Promise<RunReport> {
  return testRepository(indexRepository(root), options);
}
