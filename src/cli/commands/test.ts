/** `flowgate test [ROOT]`: runs every version's cases and reports them (CLI-01). */
import { resolve } from 'node:path';
import { loadRepository } from '../../definitions/repository.js';
import { renderGithub } from '../../reporters/github.js';
import { writeHtmlReport } from '../../reporters/html.js';
import { renderPretty, styleFor } from '../../reporters/pretty.js';
import { UsageError, parseArgs, rootFolder, type CommandIo } from '../../shared/command-line.js';
import { emptyRoot } from '../../definitions/empty-root.js';
import { parseShard, type Shard } from '../../shared/shard.js';
import type { RunReport } from '../../testing/report.js';
import { testRepository } from '../../testing/run-all.js';
import { isTraceMode, type TraceMode } from '../../testing/trace/mode.js';
import { sayEmptyRoot } from '../empty-root.js';
import { writeReports } from '../report-files.js';

const REPORTERS = ['pretty', 'github', 'json'];

function shardFlag(text: string): Shard {
  const parsed = parseShard(text);
  if ('error' in parsed) throw new UsageError(`--shard ${parsed.error}`);
  return parsed.shard;
}

/** CLI-28: `--trace on|off|failed`. */
function traceFlag(text: string): TraceMode {
  if (!isTraceMode(text)) throw new UsageError('--trace takes on, off or failed');
  return text;
}

function printReport(report: RunReport, reporter: string, seconds: number, io: CommandIo): void {
  if (reporter === 'json') io.stdout(`${JSON.stringify(report, null, 2)}\n`);
  else if (reporter === 'github') io.stdout(renderGithub(report) + renderPretty(report, seconds));
  else io.stdout(renderPretty(report, seconds, styleFor(process.stdout)));
}

export async function testCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const { positionals, flags } = parseArgs(argv, {
    json: true, junit: true, 'report-dir': true, shard: true, filter: true, reporter: true, 'allow-empty': false, trace: true, html: true,
  });
  if (positionals.length > 1) throw new UsageError('test takes one ROOT folder');
  const reporter = typeof flags.reporter === 'string' ? flags.reporter : io.env.GITHUB_ACTIONS === 'true' ? 'github' : 'pretty';
  if (!REPORTERS.includes(reporter)) throw new UsageError('--reporter takes pretty, github or json');
  const trace = typeof flags.trace === 'string' ? traceFlag(flags.trace) : undefined;
  const started = performance.now();
  const repo = loadRepository(rootFolder(positionals[0], io.cwd));
  const empty = emptyRoot(repo, positionals[0] ?? '.');
  const allowed = flags['allow-empty'] === true;
  const ran = await testRepository(repo, {
    ...(typeof flags.shard === 'string' ? { shard: shardFlag(flags.shard) } : {}),
    ...(typeof flags.filter === 'string' ? { filter: flags.filter } : {}),
    ...(trace ? { trace } : {}),
  });
  // CLI-26: the report files say what the exit status says.
  const report = empty && !allowed ? { ...ran, passed: false } : ran;
  writeReports(report, flags, io.cwd);
  // CLI-27: DIR/index.html for the approvers.
  if (typeof flags.html === 'string') writeHtmlReport(report, resolve(io.cwd, flags.html));
  // An empty root's whole story is its one line, unless a machine reads the report.
  if (!empty || allowed || reporter === 'json') printReport(report, reporter, (performance.now() - started) / 1000, io);
  if (empty) sayEmptyRoot(empty, allowed, io);
  return report.passed ? 0 : 1;
}
