/**
 * One test session: what every front door runs. It owns discovery, the shard, the
 * filter, the empty-root rule, the coverage gate and the sandbox's lifetime, and tells
 * its reporters of the run as it goes (vitest's runner and reporters are built so): the
 * run's start, each version as it finishes (in the report's order), the run's end. The
 * doors only map their flags or inputs onto these options and reporter names.
 */
import { emptyRoot, type EmptyRoot } from '../definitions/empty-root.js';
import { indexRepository } from '../definitions/repository.js';
import { closeSandbox, prestartSandbox } from '../sandbox/index.js';
import type { Shard } from '../shared/shard.js';
import type { RunReport, VersionResult } from './report.js';
import { testRepository } from './run-all.js';
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
}

export interface RunStart {
  root: string;
  rootLabel: string;
  shard?: Shard;
}

export interface RunEnd {
  /** The run's report; `passed` is false for an empty root that is not allowed. */
  report: RunReport;
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
export async function runSession(options: SessionOptions, reporters: readonly Reporter[] = []): Promise<RunEnd> {
  const started = performance.now();
  const rootLabel = options.rootLabel ?? '.';
  const place = { root: options.root, rootLabel, ...(options.shard ? { shard: options.shard } : {}) };
  await tell(reporters, 'onRunStart', place);
  try {
    // Versions are read as they run; the sandbox process starts on another core at the first that needs it.
    const found = indexRepository(options.root, { onScriptsFound: () => prestartSandbox('repeatable') });
    const only = options.only && new Set(options.only);
    const repo = only ? { ...found, sources: found.sources.filter((source) => only.has(source.location.dir)) } : found;
    const ran = await testRepository(repo, {
      ...(options.shard ? { shard: options.shard } : {}),
      ...(options.filter !== undefined ? { filter: options.filter } : {}),
      ...(options.trace ? { trace: options.trace } : {}),
      ...(options.minCoverage !== undefined ? { minCoverage: options.minCoverage } : {}),
      onVersionEnd: (version) => tell(reporters, 'onVersionEnd', version),
    });
    const empty = emptyRoot(found, rootLabel);
    const allowedEmpty = empty !== undefined && options.allowEmpty === true;
    // CLI-26: the report says what the exit status says.
    const report = empty && !allowedEmpty ? { ...ran, passed: false } : ran;
    const end: RunEnd = { report, ...(empty ? { empty } : {}), allowedEmpty, ...place, seconds: (performance.now() - started) / 1000 };
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
  const end: RunEnd = { report, allowedEmpty: false, ...place, seconds: 0 };
  await tell(reporters, 'onRunEnd', end);
  return end;
}
