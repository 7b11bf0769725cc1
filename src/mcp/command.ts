/** `flowgate mcp [ROOT]`: argument checks, then the stdio server until the client leaves. */
import { realpathSync } from 'node:fs';
import { UsageError, parseArgs, rootFolder, type CommandIo } from '../shared/command-line.js';
import { serveStdio } from './server.js';

/** Resolves with exit status 0 once the connection is closed; usage errors throw UsageError (exit 2). */
export async function mcpCommand(argv: readonly string[], io: Pick<CommandIo, 'cwd' | 'stderr'>): Promise<number> {
  const { positionals } = parseArgs(argv, {});
  if (positionals.length > 1) throw new UsageError('mcp takes one ROOT folder');
  await serveStdio(realpathSync(rootFolder(positionals[0], io.cwd)), { stdin: process.stdin, stdout: process.stdout, stderr: io.stderr });
  return 0;
}
