/**
 * What every `flowgate` command shares, whichever door it is reached through (the CLI's
 * command table, `flowgate run`, `flowgate mcp`): its standard streams, a strict argument
 * parser whose mistakes are usage errors (exit 2), and the root folder check.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { brandError, FlowgateError } from './errors.js';

export interface CommandIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Keys, for a command that reads them (`test --watch`); the process's standard input. */
  stdin?: KeyInput;
}

/** A stream of key presses: the process's standard input, or a test's stand-in. */
export interface KeyInput {
  isTTY?: boolean;
  setRawMode?(raw: boolean): unknown;
  on(event: 'data', listener: (chunk: Buffer | string) => void): unknown;
  off(event: 'data', listener: (chunk: Buffer | string) => void): unknown;
  resume(): unknown;
  pause(): unknown;
}

export class UsageError extends FlowgateError {
  static {
    brandError(this, 'UsageError');
  }

  override readonly name = 'UsageError';
  override readonly code = 'FLOWGATE_USAGE';
}

export interface ParsedArgs {
  positionals: string[];
  flags: Record<string, string | true>;
}

/** `spec` maps each known flag to whether it takes a value; unknown flags are usage errors. */
export function parseArgs(argv: readonly string[], spec: Readonly<Record<string, boolean>>): ParsedArgs {
  const positionals: string[] = [];
  const flags: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (!(name in spec)) throw new UsageError(`unknown option --${name}`);
    if (!spec[name]) {
      flags[name] = true;
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new UsageError(`--${name} needs a value`);
    flags[name] = value;
  }
  return { positionals, flags };
}

/** The absolute path of the ROOT folder a command was given (default: the working folder). */
export function rootFolder(given: string | undefined, cwd: string): string {
  const root = resolve(cwd, given ?? '.');
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new UsageError(`cannot read the root folder ${given ?? '.'}`);
  return root;
}
