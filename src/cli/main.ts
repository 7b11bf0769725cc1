/**
 * The `flowgate` command line (flowgate.md §7). Thin: it parses arguments, calls the
 * harness, hands the report to reporters and sets the exit status.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { formatProblem, type Problem } from '../definitions/problems.js';
import { loadRepository, type Repository } from '../definitions/repository.js';
import { loadSchemaFile } from '../definitions/schemas.js';
import { renderGithub } from '../reporters/github.js';
import { renderJunit } from '../reporters/junit.js';
import { renderPretty, styleFor } from '../reporters/pretty.js';
import { isRunReport, mergeReports } from '../testing/merge.js';
import type { RunReport } from '../testing/report.js';
import { testRepository, type Shard } from '../testing/run-all.js';
import { validateRepository } from '../testing/validate.js';
import { parseArgs, UsageError } from './args.js';

const USAGE = `Usage:
  flowgate test [ROOT] [--json FILE] [--junit FILE] [--report-dir DIR] [--shard I/N]
                [--filter TEXT] [--reporter pretty|github|json]
  flowgate validate [ROOT]          save-time checks only, no case runs
  flowgate schema                   prints the test-case JSON Schema
  flowgate merge-reports FILE...    merges --json files of shards into one
  flowgate mcp [ROOT]               the MCP server (stdio)
  flowgate run DIR [--event FILE] [--trigger KIND] [--dry-run] [--env test|production]
               [--json FILE]        a real run of the workflow version in DIR
`;

export interface Io {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  cwd: string;
}

function openRoot(given: string | undefined, io: Io): Repository {
  const root = resolve(io.cwd, given ?? '.');
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new UsageError(`cannot read the root folder ${given ?? '.'}`);
  return loadRepository(root);
}

function parseShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) throw new UsageError(`--shard takes I/N with 1 <= I <= N, like 2/4`);
  return { index, count };
}

function writeFile(path: string, text: string, io: Io): void {
  const target = resolve(io.cwd, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
}

function writeReports(report: RunReport, flags: Record<string, string | true>, io: Io): void {
  if (typeof flags.json === 'string') writeFile(flags.json, `${JSON.stringify(report, null, 2)}\n`, io);
  if (typeof flags.junit === 'string') writeFile(flags.junit, renderJunit(report), io);
  if (typeof flags['report-dir'] === 'string') {
    for (const version of report.versions) {
      writeFile(join(flags['report-dir'], `${version.kind}s`, version.name, 'report.json'), `${JSON.stringify(version.report, null, 2)}\n`, io);
    }
  }
}

function printReport(report: RunReport, reporter: string, seconds: number, io: Io): void {
  if (reporter === 'json') io.stdout(`${JSON.stringify(report, null, 2)}\n`);
  else if (reporter === 'github') io.stdout(renderGithub(report) + renderPretty(report, seconds));
  else io.stdout(renderPretty(report, seconds, styleFor(process.stdout)));
}

async function test(argv: string[], io: Io): Promise<number> {
  const { positionals, flags } = parseArgs(argv, { json: true, junit: true, 'report-dir': true, shard: true, filter: true, reporter: true });
  if (positionals.length > 1) throw new UsageError('test takes one ROOT folder');
  const reporter = typeof flags.reporter === 'string' ? flags.reporter : io.env.GITHUB_ACTIONS === 'true' ? 'github' : 'pretty';
  if (!['pretty', 'github', 'json'].includes(reporter)) throw new UsageError('--reporter takes pretty, github or json');
  const started = performance.now();
  const repo = openRoot(positionals[0], io);
  const report = await testRepository(repo, {
    ...(typeof flags.shard === 'string' ? { shard: parseShard(flags.shard) } : {}),
    ...(typeof flags.filter === 'string' ? { filter: flags.filter } : {}),
  });
  writeReports(report, flags, io);
  printReport(report, reporter, (performance.now() - started) / 1000, io);
  return report.passed ? 0 : 1;
}

function validate(argv: string[], io: Io): number {
  const { positionals } = parseArgs(argv, {});
  if (positionals.length > 1) throw new UsageError('validate takes one ROOT folder');
  const repo = openRoot(positionals[0], io);
  const problems: Problem[] = validateRepository(repo);
  for (const problem of problems) io.stdout(`${formatProblem(problem)}\n`);
  io.stdout(problems.length ? `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${repo.versions.length} versions\n` : `${repo.versions.length} versions checked, no problems\n`);
  return problems.length ? 1 : 0;
}

function merge(argv: string[], io: Io): number {
  const { positionals, flags } = parseArgs(argv, { json: true, junit: true, reporter: true });
  if (positionals.length === 0) throw new UsageError('merge-reports needs the --json files of the shards');
  const reports = positionals.map((file) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(resolve(io.cwd, file), 'utf8'));
    } catch (error) {
      throw new UsageError(`cannot read ${file}: ${(error as Error).message}`);
    }
    if (!isRunReport(parsed)) throw new UsageError(`${file} is not a report written by flowgate test --json`);
    return parsed;
  });
  const merged = mergeReports(reports);
  writeReports(merged, flags, io);
  if (typeof flags.json !== 'string') io.stdout(`${JSON.stringify(merged, null, 2)}\n`);
  return merged.passed ? 0 : 1;
}

export async function main(argv: string[], io: Io): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'test':
        return await test(rest, io);
      case 'validate':
        return validate(rest, io);
      case 'schema':
        io.stdout(`${JSON.stringify(loadSchemaFile('test-case'), null, 2)}\n`);
        return 0;
      case 'merge-reports':
        return merge(rest, io);
      case 'run':
        // Loaded on demand: only real runs need the embedded store (node:sqlite) and the network.
        return await (await import('../run/command.js')).runCommand(rest, io);
      case 'mcp':
        // Loaded on demand: the MCP SDK (and zod) are only for assistants.
        return await (await import('../mcp/command.js')).mcpCommand(rest, io);
      case undefined:
      case '--help':
      case '-h':
      case 'help':
        io.stdout(USAGE);
        return command === undefined ? 2 : 0;
      default:
        throw new UsageError(`unknown command ${command}`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`flowgate: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}
