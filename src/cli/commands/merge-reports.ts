/** `flowgate merge-reports FILE...`: merges the --json reports of shards into one. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { UsageError, parseArgs, type CommandIo } from '../../shared/command-line.js';
import { isRunReport, mergeReports } from '../../testing/merge.js';
import { createReporters } from '../../reporters/index.js';
import { reportFilesOf } from '../../reporters/report-files.js';
import { reportSession } from '../../testing/session.js';

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

export async function mergeReportsCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const { positionals, flags } = parseArgs(argv, { json: true, junit: true, reporter: true });
  if (positionals.length === 0) throw new UsageError('merge-reports needs the --json files of the shards');
  const merged = mergeReports(positionals.map((file) => readReport(file, io.cwd)));
  const files = reportFilesOf(flags);
  // Without --json the merged report goes to standard output.
  const reporters = createReporters(
    [{ name: 'json', options: files.json !== undefined ? { file: files.json } : {} }, ...(files.junit !== undefined ? [{ name: 'junit' as const, options: { file: files.junit } }] : [])],
    { cwd: io.cwd, io, env: io.env },
  );
  const end = await reportSession(merged, { root: io.cwd, rootLabel: '.' }, reporters);
  return end.report.passed ? 0 : 1;
}
