/**
 * One test session: what every front door runs. It owns discovery, the shard, the
 * filter, the empty-root rule, the coverage gate and the sandbox's lifetime, and tells
 * its reporters of the run as it goes (vitest's runner and reporters are built so): the
 * run's start, each version as it finishes (in the report's order), the run's end. The
 * doors only map their flags or inputs onto these options and reporter names.
 */
import { execFileSync } from 'node:child_process';
import { loadProject } from '../definitions/project.js';
import { existsSync } from 'node:fs';
import { emptyRoot, type EmptyRoot } from '../definitions/empty-root.js';
import { flowgateBuild } from '../shared/build.js';
import { indexRepository } from '../definitions/repository.js';
import { closeSandbox, prestartSandbox } from '../sandbox/index.js';
import type { Shard } from '../shared/shard.js';
import { everyCaseThatRanPassed, type RunMetadata, type RunReport, type VersionResult } from './report.js';
import { testRepository } from './run-all.js';
import { DEFAULT_CACHE_DIR, ResultCache } from './cache/result-cache.js';
import { join } from 'node:path';
import type { TraceMode } from './trace/mode.js';

export interface SessionOptions {
  /** The folder tested, absolute. */
  root: string;
  /** The root as the door's user named it, for messages. */
  rootLabel?: string;
  shard?: Shard;
  /** SET-16: versions and cases whose name contains this text. */
  filter?: string;
  /** CLI-28: which cases carry a trace. */
  trace?: TraceMode;
  /** CLI-29: the coverage a workflow version must reach, in percent. */
  minCoverage?: number;
  /** CLI-26: a root where discovery finds nothing passes only when this is set. */
  allowEmpty?: boolean;
  /** Only the versions in these folders (relative to the root, as discovery names them). */
  only?: readonly string[];
  /** Ends the sandbox processes once the run is reported (a long-lived door keeps them warm). */
  closeSandbox?: boolean;
  /** Where GITHUB_SHA is read from, for the commit tested (else the root's git HEAD). */
  env?: Readonly<Record<string, string | undefined>>;
  /**
   * CACHE-01: reuse passing reports by run key. `dir` (absolute) defaults to the root's
   * `.flowgate/cache`; `flowgate.yaml`'s `cache: true` turns it on when this is absent.
   */
  cache?: { dir?: string; verifyEvery?: number } | false;
  /** WORKERS-01: versions spread over this many worker threads (1, the default here, runs them in this thread; `auto` as `flowgate test`). */
  workers?: number | 'auto';
}

export interface RunStart {
  root: string;
  rootLabel: string;
  shard?: Shard;
}

export interface RunEnd {
  /** The run's report; `passed` is false for an empty root that is not allowed, and for a partial run. */
  report: RunReport;
  /**
   * What the door's exit status says. A complete run: its report passed. A partial run
   * (TRUST-07): every case that ran passed, though the report does not (it is no gate).
   */
  ok: boolean;
  /** TRUST-08: a filter that matched no case. */
  nothingMatched?: boolean;
  /** Set when discovery found no version under the root. */
  empty?: EmptyRoot;
  /** An empty root was let pass. */
  allowedEmpty: boolean;
  /** The root and how it was named. */
  root: string;
  rootLabel: string;
  shard?: Shard;
  /** Wall time of the run, in seconds. */
  seconds: number;
  /** One-line notices the door shows beside the report (a cache that was not used, and why). */
  notices?: string[];
}

/** What a reporter is told; every hook is optional. Reporters are told in the order given. */
export interface Reporter {
  onRunStart?(start: RunStart): void | Promise<void>;
  onVersionEnd?(version: VersionResult): void | Promise<void>;
  onRunEnd?(end: RunEnd): void | Promise<void>;
}

async function tell<K extends keyof Reporter>(reporters: readonly Reporter[], hook: K, ...args: Parameters<NonNullable<Reporter[K]>>): Promise<void> {
  for (const reporter of reporters) await (reporter[hook] as ((...a: typeof args) => void | Promise<void>) | undefined)?.apply(reporter, args);
}

/** Runs the session and tells the reporters; resolves to what the run ended with. */
/** TRUST-03: GITHUB_SHA, else the git HEAD of the work tree the root is in; nothing when neither is known. */
export function commitOf(root: string, env: Readonly<Record<string, string | undefined>>): { commit?: string } {
  const fromCi = env.GITHUB_SHA?.trim();
  if (fromCi) return { commit: fromCi };
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 }).trim();
    return /^[0-9a-f]{40,64}$/.test(head) ? { commit: head } : {};
  } catch {
    return {};
  }
}

/** How many files under `dir` git tracks (0 outside a work tree, or when git is not there). */
function committedFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  try {
    const listed = execFileSync('git', ['ls-files', '-z', '--', '.'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 });
    return listed.split('\0').filter(Boolean).length;
  } catch {
    return 0;
  }
}

export async function runSession(options: SessionOptions, reporters: readonly Reporter[] = []): Promise<RunEnd> {
  const started = performance.now();
  const ranAt = new Date().toISOString();
  const rootLabel = options.rootLabel ?? '.';
  const place = { root: options.root, rootLabel, ...(options.shard ? { shard: options.shard } : {}) };
  await tell(reporters, 'onRunStart', place);
  try {
    // Versions are read as they run; the sandbox process starts on another core at the first that needs it.
    // The cache (when the door or flowgate.yaml asks for it) lends the index its memo of run keys.
    const project = loadProject(options.root);
    const cacheChoice = options.cache ?? (project.cache ? {} : false);
    const cacheDir = cacheChoice === false ? undefined : (cacheChoice.dir ?? join(options.root, DEFAULT_CACHE_DIR));
    const notices: string[] = [];
    // A report in the cache must have been made by flowgate on this machine (or restored by the
    // Action): one that came with the checkout could be anyone's, and is never trusted.
    const tracked = cacheDir === undefined ? 0 : committedFiles(cacheDir);
    if (tracked > 0) notices.push(`the result cache ${cacheDir} holds ${tracked} file(s) committed to the repository; a committed report could be anyone's, so the cache is not used (remove them with git rm -r --cached and keep .flowgate/ in .gitignore)`);
    const cache = cacheChoice === false || tracked > 0 ? undefined : new ResultCache({ dir: cacheDir!, ...(cacheChoice.verifyEvery !== undefined ? { verifyEvery: cacheChoice.verifyEvery } : {}) });
    const found = indexRepository(options.root, { project, onScriptsFound: () => prestartSandbox('repeatable'), ...(cache ? { memo: cache.memo } : {}) });
    const only = options.only && new Set(options.only);
    const repo = only ? { ...found, sources: found.sources.filter((source) => only.has(source.location.dir)) } : found;
    const ran = await testRepository(repo, {
      ...(options.shard ? { shard: options.shard } : {}),
      ...(options.filter !== undefined ? { filter: options.filter } : {}),
      ...(options.trace ? { trace: options.trace } : {}),
      ...(options.minCoverage !== undefined ? { minCoverage: options.minCoverage } : {}),
      ...(cache ? { cache } : {}),
      ...(options.workers !== undefined ? { workers: options.workers } : {}),
      onVersionEnd: (version) => tell(reporters, 'onVersionEnd', version),
    });
    cache?.prune();
    cache?.saveMemo();
    const empty = emptyRoot(found, rootLabel);
    const allowedEmpty = empty !== undefined && options.allowEmpty === true;
    const seconds = (performance.now() - started) / 1000;
    const partial = options.filter !== undefined;
    const metadata: RunMetadata = {
      flowgate: flowgateBuild,
      ...commitOf(options.root, options.env ?? process.env),
      ran_at: ranAt,
      duration_ms: Math.round(seconds * 1000),
      ...(partial ? { partial: { filter: options.filter! } } : {}),
      ...(options.shard ? { shard: { index: options.shard.index, total: options.shard.count } } : {}),
    };
    // CLI-26, TRUST-06: the report says what the exit status says; a partial run is no gate.
    const passed = ran.passed && !(empty && !allowedEmpty) && !partial;
    const report: RunReport = { passed, summary: ran.summary, ...metadata, versions: ran.versions };
    const nothingMatched = partial && !ran.versions.some((v) => v.report.cases.some((c) => c.reason !== 'filtered'));
    const ok = partial ? !nothingMatched && ran.versions.every(everyCaseThatRanPassed) : passed;
    const end: RunEnd = { report, ok, ...(nothingMatched ? { nothingMatched } : {}), ...(empty ? { empty } : {}), allowedEmpty, ...place, seconds, ...(notices.length ? { notices } : {}) };
    await tell(reporters, 'onRunEnd', end);
    return end;
  } finally {
    if (options.closeSandbox) await closeSandbox();
  }
}

/**
 * Reports of a run made elsewhere (the shards' reports, merged) told to reporters as
 * a session tells its own: the same outputs, with nothing run.
 */
export async function reportSession(report: RunReport, place: Omit<RunStart, 'shard'>, reporters: readonly Reporter[]): Promise<RunEnd> {
  await tell(reporters, 'onRunStart', place);
  for (const version of report.versions) await tell(reporters, 'onVersionEnd', version);
  const end: RunEnd = { report, ok: report.passed, allowedEmpty: false, ...place, seconds: (report.duration_ms ?? 0) / 1000 };
  await tell(reporters, 'onRunEnd', end);
  return end;
}
