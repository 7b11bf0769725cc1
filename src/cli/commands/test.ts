/** `flowgate test [ROOT]`: runs every version's cases and reports them (CLI-01). */
import { createReporters, type ReporterChoice } from '../../reporters/index.js';
import { colorFor } from '../../reporters/pretty.js';
import { reportFilesOf } from '../../reporters/report-files.js';
import { UsageError, parseArgs, rootFolder, type CommandIo } from '../../shared/command-line.js';
import { runSession, type SessionOptions } from '../../testing/session.js';
import { readSessionOption, type SessionTextOption } from '../../testing/session-options.js';
import { sayEmptyRoot } from '../empty-root.js';
import { sayWritten } from '../written.js';
import { resolve } from 'node:path';
import { watchCommand } from '../watch.js';

/** What `--reporter` picks: what the terminal shows. */
const TERMINAL_REPORTERS = ['pretty', 'github', 'json'] as const;
type TerminalReporter = (typeof TERMINAL_REPORTERS)[number];

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


/** CACHE-03, CACHE-04: `--cache-dir` and `--cache-verify` turn the cache on as `--cache` does. */
function cacheFlags(dir: string | undefined, verify: string | undefined, on: boolean, cwd: string): Pick<SessionOptions, 'cache'> {
  if (!on && dir === undefined && verify === undefined) return {};
  let verifyEvery: number | undefined;
  if (verify !== undefined) {
    verifyEvery = Number(verify);
    if (!/^[1-9][0-9]*$/.test(verify) || !Number.isSafeInteger(verifyEvery)) throw new UsageError(`--cache-verify takes a whole number N of 1 or more (one in N cached versions runs again), not ${JSON.stringify(verify)}`);
  }
  return { cache: { ...(dir !== undefined ? { dir: resolve(cwd, dir) } : {}), ...(verifyEvery !== undefined ? { verifyEvery } : {}) } };
}

/** A session option from its flag, refused as a usage error naming the flag. */
function flag<N extends SessionTextOption>(name: N, text: string) {
  return readSessionOption(name, text, (why) => new UsageError(`--${name} ${why}`));
}

export async function testCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const { rest, lcovFile } = coverageFlag(argv);
  const { positionals, flags } = parseArgs(rest, {
    json: true, junit: true, 'report-dir': true, shard: true, filter: true, reporter: true, 'allow-empty': false, trace: true, html: true, 'min-coverage': true, attest: true,
    cache: false, 'cache-dir': true, 'cache-verify': true, watch: false, workers: true,
  });
  if (positionals.length > 1) throw new UsageError('test takes one ROOT folder');
  const terminal = typeof flags.reporter === 'string' ? flags.reporter : io.env.GITHUB_ACTIONS === 'true' ? 'github' : 'pretty';
  if (!TERMINAL_REPORTERS.includes(terminal as TerminalReporter)) throw new UsageError('--reporter takes pretty, github or json');
  const text = (name: string) => (typeof flags[name] === 'string' ? (flags[name] as string) : undefined);
  const trace = text('trace');
  const minCoverage = text('min-coverage');
  const shard = text('shard');
  const filter = text('filter');
  const rootLabel = positionals[0] ?? '.';
  const options: SessionOptions = {
    root: rootFolder(positionals[0], io.cwd),
    rootLabel,
    ...(shard !== undefined ? { shard: flag('shard', shard) } : {}),
    ...(filter !== undefined ? { filter } : {}),
    ...(trace !== undefined ? { trace: flag('trace', trace) } : {}),
    ...(minCoverage !== undefined ? { minCoverage: flag('min-coverage', minCoverage) } : {}),
    allowEmpty: flags['allow-empty'] === true,
    workers: text('workers') !== undefined ? flag('workers', text('workers')!) : 'auto',
    ...cacheFlags(text('cache-dir'), text('cache-verify'), flags.cache === true, io.cwd),
  };
  if (flags.watch === true) {
    // A watch round covers what changed, so report files would describe part of the repository.
    const refused = ['json', 'junit', 'report-dir', 'html', 'attest', 'shard', 'filter'].filter((name) => flags[name] !== undefined);
    if (lcovFile !== undefined) refused.push('coverage');
    if (refused.length) throw new UsageError(`--watch writes no report and runs every version; leave out ${refused.map((name) => `--${name}`).join(', ')} (in watch mode p filters by version)`);
    // Watch rounds run in this thread, where the sandbox and definitions stay warm between them.
    return watchCommand({ ...options, workers: 1, env: io.env }, io);
  }
  const files = reportFilesOf(flags);
  const chosen: ReporterChoice[] = [
    ...(files.json !== undefined ? [{ name: 'json' as const, options: { file: files.json } }] : []),
    ...(files.junit !== undefined ? [{ name: 'junit' as const, options: { file: files.junit } }] : []),
    ...(files.reportDir !== undefined ? [{ name: 'report-dir' as const, options: { dir: files.reportDir } }] : []),
    ...(lcovFile !== undefined ? [{ name: 'lcov' as const, options: { file: lcovFile } }] : []),
    ...(text('html') !== undefined ? [{ name: 'html' as const, options: { dir: text('html')! } }] : []),
    ...(text('attest') !== undefined ? [{ name: 'attest' as const, options: { file: text('attest')! } }] : []),
    { name: terminal as TerminalReporter },
  ];
  const written: string[] = [];
  const reporters = createReporters(chosen, { cwd: io.cwd, io, env: io.env, color: colorFor(process.stdout, io.env), wrote: (path) => written.push(path) });
  const end = await runSession({ ...options, env: io.env }, reporters);
  for (const notice of end.notices ?? []) io.stderr(`flowgate: ${notice}\n`);
  if (end.empty) sayEmptyRoot(end.empty, end.allowedEmpty, io);
  // TRUST-08: a filter that matches nothing is a mistake, not a pass.
  if (end.nothingMatched) io.stderr(`flowgate: the filter ${JSON.stringify(filter)} matches no version or case under ${rootLabel}\n`);
  // CLI-35: on standard error when standard output is the JSON report.
  sayWritten(written, io, terminal === 'json' ? 'stderr' : 'stdout');
  return end.ok ? 0 : 1;
}
