/**
 * `flowgate verify REPORT [ROOT] [--json FILE] [--only PATH...]` (TRUST-13..16, TRUST-19):
 * the command a release runs before it activates anything. One line per version, exit 0
 * only when every version is activatable by REPORT.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { UsageError, parseArgs, rootFolder, type CommandIo } from '../../shared/command-line.js';
import { verify, VerifyRefused, type VerifiedVersion } from '../../testing/verify.js';
import { sayWritten } from '../written.js';

const WHY: Readonly<Record<VerifiedVersion['status'], string>> = {
  activatable: '',
  failed: ' — its report did not pass',
  stale: ' — the run key differs: the version or something it depends on changed since the report',
  missing: ' — the report has no entry for it',
};

/** `--only` takes every argument after it up to the next flag. */
function takeOnly(argv: readonly string[]): { rest: string[]; only?: string[] } {
  const at = argv.indexOf('--only');
  if (at < 0) return { rest: [...argv] };
  let end = at + 1;
  while (end < argv.length && !argv[end]!.startsWith('--')) end += 1;
  const only = argv.slice(at + 1, end);
  if (only.length === 0) throw new UsageError('--only needs at least one version folder');
  const rest = [...argv.slice(0, at), ...argv.slice(end)];
  if (rest.includes('--only')) throw new UsageError('--only is given twice; list every folder after one --only');
  return { rest, only };
}

export async function verifyCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  const { rest, only } = takeOnly(argv);
  const { positionals, flags } = parseArgs(rest, { json: true });
  if (positionals.length === 0) throw new UsageError('verify needs the REPORT to verify by (flowgate test --json or --attest wrote it)');
  if (positionals.length > 2) throw new UsageError('verify takes a REPORT and one ROOT folder');
  const [reportFile, rootArgument] = positionals as [string, string | undefined];
  const root = rootFolder(rootArgument, io.cwd);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(resolve(io.cwd, reportFile), 'utf8'));
  } catch (error) {
    // As an unreadable root: the command cannot start.
    throw new UsageError(`cannot read ${reportFile}: ${(error as Error).message}`);
  }
  let result;
  try {
    result = verify(parsed, reportFile, root, only);
  } catch (error) {
    if (!(error instanceof VerifyRefused)) throw error;
    io.stderr(`flowgate verify: ${error.message}\n`);
    return 1;
  }
  for (const version of result.versions) io.stdout(`${version.status} ${version.path}${WHY[version.status]}\n`);
  const written: string[] = [];
  if (typeof flags.json === 'string') {
    const target = resolve(io.cwd, flags.json);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, `${JSON.stringify(result, null, 2)}\n`);
    written.push(target);
  }
  if (result.versions.length === 0) io.stderr(`flowgate verify: no version to verify under ${rootArgument ?? '.'}, so nothing is activatable\n`);
  sayWritten(written, io, 'stdout');
  return result.passed ? 0 : 1;
}
