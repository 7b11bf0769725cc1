/** `flowgate merge-reports FILE...`: merges the --json reports of shards into one. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { UsageError, parseArgs, type CommandIo } from '../../shared/command-line.js';
import { isRunReport, mergeReports } from '../../testing/merge.js';
import { reportFilesOf, writeReports } from '../../reporters/report-files.js';

function readReport(file: string, cwd: string) {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(resolve(cwd, file), 'utf8'));
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
  }
  if (!isRunReport(parsed)) throw new UsageError(`${file} is not a report written by flowgate test --json`);
  return parsed;
}

export function mergeReportsCommand(argv: readonly string[], io: CommandIo): number {
  const { positionals, flags } = parseArgs(argv, { json: true, junit: true, reporter: true });
  if (positionals.length === 0) throw new UsageError('merge-reports needs the --json files of the shards');
  const merged = mergeReports(positionals.map((file) => readReport(file, io.cwd)));
  writeReports(merged, reportFilesOf(flags), io.cwd);
  if (typeof flags.json !== 'string') io.stdout(`${JSON.stringify(merged, null, 2)}\n`);
  return merged.passed ? 0 : 1;
}
