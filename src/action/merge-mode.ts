/**
 * The Action's merge mode (docs/action.md): with the input `merge-reports`
 * it tests nothing, and the JSON reports of a sharded run's jobs, merged as
 * `flowgate merge-reports` merges them (CLI-14), stand in for the report of one run.
 * The job needs no checkout, only the shards' reports.
 */
import * as core from '@actions/core';
import { globSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { isRunReport, mergeReports } from '../testing/merge.js';
import type { RunReport } from '../testing/report.js';

/** The name the Action gives a shard's report, `report-I-of-N.json`. */
const SHARD_REPORT = /(?:^|[\\/])report-(\d+)-of-(\d+)\.json$/;

/**
 * A merge that lacks a shard would pass without its versions, so when every file is named
 * as the Action names a shard's report, the shards 1 to N must all be there.
 */
function checkEveryShardIsThere(files: readonly string[]): void {
  const shards = files.map((file) => SHARD_REPORT.exec(file));
  if (!shards.every((match) => match !== null)) return;
  const counts = new Set(shards.map((match) => Number(match[2])));
  if (counts.size > 1) throw new Error(`input merge-reports matched reports of runs split in different numbers of shards (${[...counts].sort((a, b) => a - b).join(', ')}): ${files.join(', ')}`);
  const count = [...counts][0]!;
  const indexes = shards.map((match) => Number(match[1]));
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((index) => !indexes.includes(index));
  if (missing.length > 0) throw new Error(`input merge-reports found no report of shard ${missing.join(', ')} of ${count}; every shard's report-I-of-${count}.json must be there`);
}

function readReport(file: string, shown: string): RunReport {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`input merge-reports: cannot read ${shown}: ${(error as Error).message}`);
  }
  if (!isRunReport(parsed)) throw new Error(`input merge-reports: ${shown} is not a JSON report of flowgate (the Action's output report, or flowgate test --json)`);
  return parsed;
}

/**
 * The merged report of the files that the input's glob patterns (one per line, relative to
 * the workspace) match, or undefined when the input is not set and the Action tests.
 */
export function mergedShardReports(workspace: string): RunReport | undefined {
  const patterns = core.getMultilineInput('merge-reports');
  if (patterns.length === 0) return undefined;
  if (core.getInput('shard').trim() !== '') throw new Error('input merge-reports merges the reports of every shard: give it no shard');
  const files = [...new Set(globSync([...patterns], { cwd: workspace }).map((file) => resolve(workspace, file)))].sort();
  if (files.length === 0) throw new Error(`input merge-reports matched no file in ${workspace}: ${patterns.join(', ')}`);
  const shown = files.map((file) => relative(workspace, file) || file);
  checkEveryShardIsThere(shown);
  core.info(`flowgate: merging ${files.length} ${files.length === 1 ? 'report' : 'reports'}: ${shown.join(', ')}`);
  return mergeReports(files.map((file, at) => readReport(file, shown[at]!)));
}
