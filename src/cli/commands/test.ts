/** `flowgate test [ROOT]`: runs every version's cases and reports them (CLI-01). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { indexRepository } from '../../definitions/repository.js';
import { renderGithub } from '../../reporters/github.js';
import { jsonReportPieces } from '../../reporters/json.js';
import { writeHtmlReport } from '../../reporters/html.js';
import { renderPretty, styleFor } from '../../reporters/pretty.js';
import { UsageError, parseArgs, rootFolder, type CommandIo } from '../../shared/command-line.js';
import { emptyRoot } from '../../definitions/empty-root.js';
import { parseShard, type Shard } from '../../shared/shard.js';
import { renderLcov } from '../../testing/coverage/lcov.js';
import type { RunReport } from '../../testing/report.js';
import { testRepository } from '../../testing/run-all.js';
import { isTraceMode, type TraceMode } from '../../testing/trace/mode.js';
import { sayEmptyRoot } from '../empty-root.js';
import { reportFilesOf, writeReports } from '../../reporters/report-files.js';
import { prestartSandbox } from '../../sandbox/index.js';

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

/** CLI-29: `--coverage lcov FILE` takes two values, which parseArgs does not; taken out before it. */
function coverageFlag(argv: readonly string[]): { rest: string[]; lcovFile?: string } {
  const at = argv.findIndex((arg) => arg === '--coverage' || arg.startsWith('--coverage='));
  if (at < 0) return { rest: [...argv] };
  const inline = argv[at]!.startsWith('--coverage=') ? argv[at]!.slice('--coverage='.length) : undefined;
  const format = inline ?? argv[at + 1];
  const file = argv[at + (inline === undefined ? 2 : 1)];
  if (format !== 'lcov') throw new UsageError('--coverage takes the format lcov, then a FILE');
  if (file === undefined || file.startsWith('--')) throw new UsageError('--coverage lcov needs a FILE');
  const rest = [...argv];
  rest.splice(at, inline === undefined ? 3 : 2);
  if (rest.some((arg) => arg === '--coverage' || arg.startsWith('--coverage='))) throw new UsageError('--coverage is given twice');
  return { rest, lcovFile: file };
}

/** CLI-29: `--min-coverage N`, a percentage from 0 to 100. */
function minCoverageFlag(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100) throw new UsageError('--min-coverage takes a percentage from 0 to 100');
  return value;
}

/** LCOV names each workflow.yaml from the working folder, where coverage services look from. */
function writeLcov(report: RunReport, root: string, file: string, cwd: string): void {
  const target = resolve(cwd, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, renderLcov(report, (definition) => relative(cwd, join(root, definition)).split(sep).join('/')));
}

function printReport(report: RunReport, reporter: string, seconds: number, io: CommandIo): void {
  if (reporter === 'json') for (const piece of jsonReportPieces(report)) io.stdout(piece);
  else if (reporter === 'github') io.stdout(renderGithub(report) + renderPretty(report, seconds));
  else io.stdout(renderPretty(report, seconds, styleFor(process.stdout)));
}

export async function testCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const { rest, lcovFile } = coverageFlag(argv);
  const { positionals, flags } = parseArgs(rest, {
    json: true, junit: true, 'report-dir': true, shard: true, filter: true, reporter: true, 'allow-empty': false, trace: true, html: true, 'min-coverage': true,
  });
  if (positionals.length > 1) throw new UsageError('test takes one ROOT folder');
  const reporter = typeof flags.reporter === 'string' ? flags.reporter : io.env.GITHUB_ACTIONS === 'true' ? 'github' : 'pretty';
  if (!REPORTERS.includes(reporter)) throw new UsageError('--reporter takes pretty, github or json');
  const trace = typeof flags.trace === 'string' ? traceFlag(flags.trace) : undefined;
  const minCoverage = typeof flags['min-coverage'] === 'string' ? minCoverageFlag(flags['min-coverage']) : undefined;
  const started = performance.now();
  const root = rootFolder(positionals[0], io.cwd);
  // Versions are read as they run; the sandbox process starts on another core at the first that needs it.
  const repo = indexRepository(root, { onScriptsFound: prestartSandbox });
  const empty = emptyRoot(repo, positionals[0] ?? '.');
  const allowed = flags['allow-empty'] === true;
  const ran = await testRepository(repo, {
    ...(typeof flags.shard === 'string' ? { shard: shardFlag(flags.shard) } : {}),
    ...(typeof flags.filter === 'string' ? { filter: flags.filter } : {}),
    ...(trace ? { trace } : {}),
    ...(minCoverage !== undefined ? { minCoverage } : {}),
  });
  // CLI-26: the report files say what the exit status says.
  const report = empty && !allowed ? { ...ran, passed: false } : ran;
  writeReports(report, reportFilesOf(flags), io.cwd);
  if (lcovFile !== undefined) writeLcov(report, root, lcovFile, io.cwd);
  // CLI-27: DIR/index.html for the approvers.
  if (typeof flags.html === 'string') writeHtmlReport(report, resolve(io.cwd, flags.html));
  // An empty root's whole story is its one line, unless a machine reads the report.
  if (!empty || allowed || reporter === 'json') printReport(report, reporter, (performance.now() - started) / 1000, io);
  if (empty) sayEmptyRoot(empty, allowed, io);
  return report.passed ? 0 : 1;
}
