/** `flowgate test`: every version found under the root, optionally one shard of them. */
import { loadRepository, type Repository, type Version } from '../definitions/repository.js';
import type { Shard } from '../shared/shard.js';
import { addSummaries, type RunReport, type VersionResult } from './report.js';
import { testVersion, type VersionRunOptions } from './run-version.js';

export interface TestRunOptions extends VersionRunOptions {
  shard?: Shard;
}

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
  const results: VersionResult[] = [];
  for (const version of versions) {
    const result = await testVersion(repo, version, options);
    const kept = !options.filter || version.name.includes(options.filter) || result.report.cases.length > 0;
    if (kept) results.push(result);
  }
  return {
    passed: results.every((r) => r.report.passed),
    summary: addSummaries(results.map((r) => r.report.summary)),
    versions: results,
  };
}

export async function testRoot(root: string, options: TestRunOptions = {}): Promise<RunReport> {
  return testRepository(loadRepository(root), options);
}
