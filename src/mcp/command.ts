/** `flowgate mcp [ROOT]`: argument checks, then the stdio server until the client leaves. */
import { existsSync, realpathSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { UsageError, parseArgs } from '../cli/args.js';
import { serveStdio } from './server.js';

export interface McpCommandIo {
  cwd: string;
  stderr: (text: string) => void;
}

/** Resolves with exit status 0 once the connection is closed; usage errors throw UsageError (exit 2). */
export async function mcpCommand(argv: readonly string[], io: McpCommandIo): Promise<number> {
  const { positionals } = parseArgs(argv, {});
  if (positionals.length > 1) throw new UsageError('mcp takes one ROOT folder');
  const given = positionals[0] ?? '.';
  const root = resolve(io.cwd, given);
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new UsageError(`cannot read the root folder ${given}`);
  await serveStdio(realpathSync(root), { stdin: process.stdin, stdout: process.stdout, stderr: io.stderr });
  return 0;
}
