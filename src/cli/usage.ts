/**
 * The usage of every `flowgate` command, as data (flowgate.md §7): `flowgate --help`
 * prints them all, `flowgate help COMMAND` and `flowgate COMMAND --help` print one, and a
 * usage error prints its one line and the usage of the command it was made in (CLI-34).
 * Nothing heavy is imported here: help is printed without loading any command.
 */

export interface CommandUsage {
  /** The synopsis: its first line starts `flowgate NAME`; later lines continue it. */
  synopsis: readonly string[];
  /** What the command does, in a few words, one line or more. */
  about: readonly string[];
}

/**
 * Every command, in the order the overall usage lists them. A command added here needs
 * its module in main.ts's COMMANDS (the types hold the two tables to the same names).
 */
export const COMMAND_USAGE = {
  init: {
    synopsis: ['flowgate init [DIR] [--editor] [--force]'],
    about: ['writes a starter repository (--editor: only the', 'editor settings and schema copies); DIR defaults to .'],
  },
  test: {
    synopsis: [
      'flowgate test [ROOT] [--json FILE] [--junit FILE] [--report-dir DIR] [--shard I/N]',
      '[--filter TEXT] [--reporter pretty|github|json] [--allow-empty]',
      '[--trace on|off|failed] [--html DIR] [--coverage lcov FILE]',
      '[--min-coverage N] [--attest FILE] [--cache] [--cache-dir DIR]',
      '[--cache-verify N] [--watch] [--workers N]',
    ],
    about: [
      "runs every version's test cases and reports them, over --workers threads",
      '(default: the processors, at most 8); --cache reuses reports whose run key',
      'is unchanged; --watch re-runs what a change affects',
    ],
  },
  validate: {
    synopsis: ['flowgate validate [ROOT] [--allow-empty]'],
    about: ['save-time checks only, no case runs'],
  },
  schema: {
    synopsis: ['flowgate schema [--workflow|--action|--connections|--flowgate|--test-list]'],
    about: ['prints a JSON Schema (default: a test case)'],
  },
  'merge-reports': {
    synopsis: ['flowgate merge-reports FILE... [--json FILE] [--junit FILE]'],
    about: ["merges the --json reports of every shard of one run into one"],
  },
  verify: {
    synopsis: ['flowgate verify REPORT [ROOT] [--json FILE] [--only PATH...]'],
    about: ['is each version in ROOT activatable by REPORT (a --json report or an --attest statement)?'],
  },
  mcp: {
    synopsis: ['flowgate mcp [ROOT]'],
    about: ['the MCP server (stdio)'],
  },
  run: {
    synopsis: ['flowgate run DIR [--event FILE] [--trigger KIND] [--dry-run] [--env test|production]', '[--json FILE] [--record NAME] [--allow-host HOST,...] [--ca-file FILE]'],
    about: ['a real run of the workflow version in DIR; --record', 'appends it to DIR/tests.json as a case; --allow-host and', '--ca-file reach a local or staging server'],
  },
} as const satisfies Record<string, CommandUsage>;

export type CommandName = keyof typeof COMMAND_USAGE;

/** The lines of the overall usage that are not commands. */
const BUILT_IN: Readonly<Record<'help' | 'version', CommandUsage>> = {
  help: { synopsis: ['flowgate help [COMMAND]'], about: ['prints the usage of one command (or COMMAND --help)'] },
  version: { synopsis: ['flowgate --version'], about: ["prints flowgate's version and build"] },
};

/** Where a command's description starts, from the start of the line. */
const ABOUT_COLUMN = 36;

/** One command's synopsis and description, as the usage text lays them out. */
function entryText(usage: CommandUsage): string {
  const [first = '', ...rest] = usage.synopsis;
  // Continuation lines line up after `flowgate NAME `.
  const continued = ' '.repeat(2 + (first.match(/^flowgate \S+ /)?.[0].length ?? 0));
  const lines = [`  ${first}`, ...rest.map((line) => `${continued}${line}`)];
  const about = [...usage.about];
  // Beside a one-line synopsis when it fits; below a longer one, where it would read as part of it.
  if (lines.length === 1 && first.length + 4 <= ABOUT_COLUMN && about.length > 0) lines[0] = lines[0]!.padEnd(ABOUT_COLUMN) + about.shift()!;
  lines.push(...about.map((line) => `${' '.repeat(ABOUT_COLUMN)}${line}`));
  return `${lines.join('\n')}\n`;
}

export function isCommandName(name: string): name is CommandName {
  return Object.hasOwn(COMMAND_USAGE, name);
}

/** `flowgate help COMMAND`: that command's usage alone. */
export function commandUsage(name: CommandName | 'help'): string {
  return `Usage:\n${entryText(name === 'help' ? BUILT_IN.help : COMMAND_USAGE[name])}`;
}

/** `flowgate --help`: every command's usage. */
export function overallUsage(): string {
  const entries = [...Object.values(COMMAND_USAGE), BUILT_IN.help, BUILT_IN.version];
  return `Usage:\n${entries.map(entryText).join('')}`;
}

/** The commands' names, for the line that follows an unknown command. */
export function commandList(): string {
  return `the commands are ${Object.keys(COMMAND_USAGE).join(', ')}; flowgate help COMMAND prints the usage of one`;
}
