/** `flowgate merge-reports FILE...`: merges the --json reports of a run's shards into one (CLI-14, TRUST-11, TRUST-12). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createReporters } from '../../reporters/index.js';
import { reportFilesOf } from '../../reporters/report-files.js';
import { UsageError, parseArgs, type CommandIo } from '../../shared/command-line.js';
import { isRunReport, MergeRefused, mergeShardReports, type ShardFile } from '../../testing/merge.js';
import { reportSession } from '../../testing/session.js';
import { sayWritten } from '../written.js';

function readReport(file: string, cwd: string): ShardFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(resolve(cwd, file), 'utf8'));
  } catch (error) {
    // As an unreadable root: the command cannot start.
    throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
  }
  if (!isRunReport(parsed)) throw new MergeRefused(`${file} is not a report written by flowgate test --json`);
  return { file, report: parsed };
}

export async function mergeReportsCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const { positionals, flags } = parseArgs(argv, { json: true, junit: true, reporter: true });
  if (positionals.length === 0) throw new UsageError('merge-reports needs the --json files of the shards');
  let merged;
  try {
    merged = mergeShardReports(positionals.map((file) => readReport(file, io.cwd)));
  } catch (error) {
    // Nothing is written for a set that is not one run's every shard.
    if (!(error instanceof MergeRefused)) throw error;
    io.stderr(`flowgate merge-reports: ${error.message}\n`);
    return 1;
  }
  const files = reportFilesOf(flags);
  const written: string[] = [];
  // Without --json the merged report goes to standard output.
  const reporters = createReporters(
    [{ name: 'json', options: files.json !== undefined ? { file: files.json } : {} }, ...(files.junit !== undefined ? [{ name: 'junit' as const, options: { file: files.junit } }] : [])],
    { cwd: io.cwd, io, env: io.env, wrote: (path) => written.push(path) },
  );
  const end = await reportSession(merged, { root: io.cwd, rootLabel: '.' }, reporters);
  sayWritten(written, io, files.json === undefined ? 'stderr' : 'stdout');
  return end.report.passed ? 0 : 1;
}
