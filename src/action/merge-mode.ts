/**
 * The Action's merge mode (docs/action.md): with the input `merge-reports`
 * it tests nothing, and the JSON reports of a sharded run's jobs, merged as
 * `flowgate merge-reports` merges them (CLI-14), stand in for the report of one run.
 * The job needs no checkout, only the shards' reports.
 */
import * as core from '@actions/core';
import { globSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { isRunReport, MergeRefused, mergeShardReports, type ShardFile } from '../testing/merge.js';
import type { RunReport } from '../testing/report.js';

function readReport(file: string, shown: string): ShardFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`input merge-reports: cannot read ${shown}: ${(error as Error).message}`);
  }
  if (!isRunReport(parsed)) throw new Error(`input merge-reports: ${shown} is not a JSON report of flowgate (the Action's output report, or flowgate test --json)`);
  return { file: shown, report: parsed };
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
  core.info(`flowgate: merging ${files.length} ${files.length === 1 ? 'report' : 'reports'}: ${shown.join(', ')}`);
  try {
    return mergeShardReports(files.map((file, at) => readReport(file, shown[at]!)));
  } catch (error) {
    if (error instanceof MergeRefused) throw new Error(`input merge-reports: ${error.message}`);
    throw error;
  }
}
