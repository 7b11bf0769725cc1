/** `flowgate test [ROOT]`: runs every version's cases and reports them (CLI-01). */
import { loadRepository } from '../../definitions/repository.js';
import { renderGithub } from '../../reporters/github.js';
import { renderPretty, styleFor } from '../../reporters/pretty.js';
import { UsageError, parseArgs, rootFolder, type CommandIo } from '../../shared/command-line.js';
import { parseShard, type Shard } from '../../shared/shard.js';
import type { RunReport } from '../../testing/report.js';
import { testRepository } from '../../testing/run-all.js';
import { writeReports } from '../report-files.js';

const REPORTERS = ['pretty', 'github', 'json'];

function shardFlag(text: string): Shard {
  const parsed = parseShard(text);
  if ('error' in parsed) throw new UsageError(`--shard ${parsed.error}`);
  return parsed.shard;
}

function printReport(report: RunReport, reporter: string, seconds: number, io: CommandIo): void {
  if (reporter === 'json') io.stdout(`${JSON.stringify(report, null, 2)}\n`);
  else if (reporter === 'github') io.stdout(renderGithub(report) + renderPretty(report, seconds));
  else io.stdout(renderPretty(report, seconds, styleFor(process.stdout)));
}

export async function testCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const { positionals, flags } = parseArgs(argv, { json: true, junit: true, 'report-dir': true, shard: true, filter: true, reporter: true });
  if (positionals.length > 1) throw new UsageError('test takes one ROOT folder');
  const reporter = typeof flags.reporter === 'string' ? flags.reporter : io.env.GITHUB_ACTIONS === 'true' ? 'github' : 'pretty';
  if (!REPORTERS.includes(reporter)) throw new UsageError('--reporter takes pretty, github or json');
  const started = performance.now();
  const repo = loadRepository(rootFolder(positionals[0], io.cwd));
  const report = await testRepository(repo, {
    ...(typeof flags.shard === 'string' ? { shard: shardFlag(flags.shard) } : {}),
    ...(typeof flags.filter === 'string' ? { filter: flags.filter } : {}),
  });
  writeReports(report, flags, io.cwd);
  printReport(report, reporter, (performance.now() - started) / 1000, io);
  return report.passed ? 0 : 1;
}
