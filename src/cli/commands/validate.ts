/** `flowgate validate [ROOT]`: the save-time checks only, no case runs (CLI-11). */
import { formatProblem } from '../../definitions/problems.js';
import { loadRepository } from '../../definitions/repository.js';
import { UsageError, parseArgs, rootFolder, type CommandIo } from '../../shared/command-line.js';
import { emptyRoot } from '../../definitions/empty-root.js';
import { validateRepository } from '../../testing/validate.js';
import { sayEmptyRoot } from '../empty-root.js';

export function validateCommand(argv: readonly string[], io: CommandIo): number {
  const { positionals, flags } = parseArgs(argv, { 'allow-empty': false });
  if (positionals.length > 1) throw new UsageError('validate takes one ROOT folder');
  const repo = loadRepository(rootFolder(positionals[0], io.cwd));
  const problems = validateRepository(repo);
  const empty = emptyRoot(repo, positionals[0] ?? '.');
  const allowed = flags['allow-empty'] === true;
  for (const problem of problems) io.stdout(`${formatProblem(problem)}\n`);
  // CLI-26: "0 versions checked, no problems" would read as a pass.
  if (problems.length) io.stdout(`${problems.length} problem${problems.length === 1 ? '' : 's'} in ${repo.versions.length} versions\n`);
  else if (!empty || allowed) io.stdout(`${repo.versions.length} versions checked, no problems\n`);
  if (empty) sayEmptyRoot(empty, allowed, io);
  return problems.length || (empty && !allowed) ? 1 : 0;
}
