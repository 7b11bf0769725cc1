/** A small, strict argument parser: unknown flags are usage errors (exit 2). */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

export interface ParsedArgs {
  positionals: string[];
  flags: Record<string, string | true>;
}

/** `spec` maps each known flag to whether it takes a value. */
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
