/** `flowgate test`: every version found under the root, optionally one shard of them. */
import { loadRepository, type Repository, type Version } from '../definitions/repository.js';
import type { Shard } from '../shared/shard.js';
import { addSummaries, type RunReport } from './report.js';
import { CASES_AT_ONCE, testVersion, type VersionRunOptions } from './run-version.js';
import { CaseSlots, mapSideBySide } from './side-by-side.js';

export interface TestRunOptions extends VersionRunOptions {
  shard?: Shard;
  /** Versions run side by side up to this many (their cases share `concurrency × 2` slots). */
  versionConcurrency?: number;
}

const VERSIONS_AT_ONCE = 4;

/** A version's expected cost: its test list's size stands in for its number and weight of cases. */
function expectedCost(version: Version): number {
  return (version.testsText?.length ?? 0) + 1;
}

/**
 * CLI-08: versions split deterministically and evenly by expected cost — the most
 * costly first, each to the lightest shard so far (ties to the lower shard).
 */
export function shardVersions(versions: readonly Version[], shard: Shard): Version[] {
  const loads = new Array<number>(shard.count).fill(0);
  const owner = new Map<Version, number>();
  const byCost = [...versions].sort((a, b) => expectedCost(b) - expectedCost(a) || (a.location.dir < b.location.dir ? -1 : 1));
  for (const version of byCost) {
    const lightest = loads.indexOf(Math.min(...loads));
    owner.set(version, lightest);
    loads[lightest]! += expectedCost(version);
  }
  return versions.filter((version) => owner.get(version) === shard.index - 1);
}

export async function testRepository(repo: Repository, options: TestRunOptions = {}): Promise<RunReport> {
  const versions = options.shard ? shardVersions(repo.versions, options.shard) : repo.versions;
  const concurrency = options.concurrency ?? CASES_AT_ONCE;
  const versionOptions = { ...options, concurrency, caseSlots: options.caseSlots ?? new CaseSlots(concurrency * 2) };
  // Several versions at once, so one waiting on a script leaves the thread to another;
  // the report keeps the versions' order whichever finishes first.
  const finished = await mapSideBySide(versions, options.versionConcurrency ?? VERSIONS_AT_ONCE, (version) => testVersion(repo, version, versionOptions));
  const results = finished.filter((result, at) => !options.filter || versions[at]!.name.includes(options.filter) || result.report.cases.length > 0);
  return {
    passed: results.every((r) => r.report.passed),
    summary: addSummaries(results.map((r) => r.report.summary)),
    versions: results,
  };
}

export async function testRoot(root: string, options: TestRunOptions = {}): Promise<RunReport> {
  return testRepository(loadRepository(root), options);
}
