/**
 * The `flowgate` command line (flowgate.md §7). Thin: it picks the command, whose module
 * (src/cli/commands/, src/run/command.ts, src/mcp/command.ts) parses its arguments, calls
 * the harness and returns the exit status; a usage error exits 2 with the usage text.
 */
import { UsageError, type CommandIo } from '../shared/command-line.js';
import { own } from '../shared/own.js';

const USAGE = `Usage:
  flowgate init [DIR] [--editor] [--force]
                                    writes a starter repository (--editor: only the
                                    editor settings and schema copies); DIR defaults to .
  flowgate test [ROOT] [--json FILE] [--junit FILE] [--report-dir DIR] [--shard I/N]
                [--filter TEXT] [--reporter pretty|github|json] [--allow-empty]
                [--trace on|off|failed] [--html DIR] [--coverage lcov FILE]
                [--min-coverage N] [--attest FILE]
  flowgate validate [ROOT] [--allow-empty]
                                    save-time checks only, no case runs
  flowgate schema [--workflow|--action|--connections|--flowgate|--test-list]
                                    prints a JSON Schema (default: a test case)
  flowgate merge-reports FILE...    merges --json files of shards into one
  flowgate verify REPORT [ROOT] [--json FILE] [--only PATH...]
                                    is each version in ROOT activatable by REPORT?
  flowgate mcp [ROOT]               the MCP server (stdio)
  flowgate run DIR [--event FILE] [--trigger KIND] [--dry-run] [--env test|production]
               [--json FILE] [--record NAME]
                                    a real run of the workflow version in DIR; --record
                                    appends it to DIR/tests.json as a case
`;

type Command = (argv: readonly string[], io: CommandIo) => number | Promise<number>;

/**
 * Each command's module is loaded only when that command runs, so `--help` and
 * `validate` never load the case runner, the script sandbox, the action libraries,
 * the run store or the MCP SDK (__tests__/cli/lazy-loading.test.ts).
 */
const COMMANDS: Readonly<Record<string, () => Promise<Command>>> = {
  init: () => import('./commands/init.js').then((module) => module.initCommand),
  test: () => import('./commands/test.js').then((module) => module.testCommand),
  validate: () => import('./commands/validate.js').then((module) => module.validateCommand),
  schema: () => import('./commands/schema.js').then((module) => module.schemaCommand),
  'merge-reports': () => import('./commands/merge-reports.js').then((module) => module.mergeReportsCommand),
  verify: () => import('./commands/verify.js').then((module) => module.verifyCommand),
  run: () => import('../run/command.js').then((module) => module.runCommand),
  // `flowgate mcp` is how the MCP door is started: the one import from one door into another.
  mcp: () => import('../mcp/command.js').then((module) => module.mcpCommand),
};

const HELP = new Set(['--help', '-h', 'help']);

export async function main(argv: readonly string[], io: CommandIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || HELP.has(name)) {
    io.stdout(USAGE);
    return name === undefined ? 2 : 0;
  }
  try {
    const load = own(COMMANDS, name);
    if (!load) throw new UsageError(`unknown command ${name}`);
    return await (await load())(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`flowgate: ${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
}
