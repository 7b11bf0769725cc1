/**
 * The `flowgate` command line (flowgate.md §7). Thin: it picks the command, whose module
 * (src/cli/commands/, src/run/command.ts, src/mcp/command.ts) parses its arguments, calls
 * the harness and returns the exit status. Help and the version are answered here, from
 * the usage table (usage.ts), without loading any command; a usage error (UsageError)
 * prints one line naming the mistake and the usage of its command, and exits 2.
 */
import { UsageError, type CommandIo } from '../shared/command-line.js';
import { buildText } from '../shared/build.js';
import { suggestName } from '../shared/did-you-mean.js';
import { COMMAND_USAGE, commandList, commandUsage, isCommandName, overallUsage, type CommandName } from './usage.js';

type Command = (argv: readonly string[], io: CommandIo) => number | Promise<number>;

/**
 * Each command's module is loaded only when that command runs, so `--help` and
 * `validate` never load the case runner, the script sandbox, the action libraries,
 * the run store or the MCP SDK (__tests__/cli/lazy-loading.test.ts).
 */
const COMMANDS: Readonly<Record<CommandName, () => Promise<Command>>> = {
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

const HELP_FLAGS: ReadonlySet<string> = new Set(['--help', '-h']);
const VERSION_FLAGS: ReadonlySet<string> = new Set(['--version', '-v']);

/** An unknown command (or option before any command): one line, with a hint when a command is close, and the list. */
function unknownCommand(prefix: string, name: string, io: CommandIo): number {
  const what = name.startsWith('-') ? 'option' : 'command';
  const hint = suggestName(name, what === 'command' ? Object.keys(COMMAND_USAGE) : ['--help', '--version']);
  io.stderr(`${prefix}: unknown ${what} ${name}${hint ? `; ${hint}` : ''}\n${commandList()}\n`);
  return 2;
}

/** `flowgate help [COMMAND]`. */
function help(args: readonly string[], io: CommandIo): number {
  if (args.length === 0) {
    io.stdout(overallUsage());
    return 0;
  }
  const [name] = args;
  if (args.length > 1) {
    io.stderr(`flowgate help: takes one COMMAND, not ${args.length}\n${commandUsage('help')}`);
    return 2;
  }
  if (name === 'help') {
    io.stdout(commandUsage('help'));
    return 0;
  }
  if (!isCommandName(name!)) return unknownCommand('flowgate help', name!, io);
  io.stdout(commandUsage(name));
  return 0;
}

export async function main(argv: readonly string[], io: CommandIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    io.stderr(overallUsage());
    return 2;
  }
  if (HELP_FLAGS.has(name)) {
    io.stdout(overallUsage());
    return 0;
  }
  if (VERSION_FLAGS.has(name)) {
    io.stdout(`${buildText()}\n`);
    return 0;
  }
  if (name === 'help') return help(rest, io);
  if (!isCommandName(name)) return unknownCommand('flowgate', name, io);
  if (rest.some((arg) => HELP_FLAGS.has(arg))) {
    io.stdout(commandUsage(name));
    return 0;
  }
  try {
    return await (await COMMANDS[name]())(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`flowgate ${name}: ${error.message}\n${commandUsage(name)}`);
      return 2;
    }
    throw error;
  }
}
