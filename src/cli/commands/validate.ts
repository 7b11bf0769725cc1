/** `flowgate validate [ROOT]`: the save-time checks only, no case runs (CLI-11). */
import { formatProblem } from '../../definitions/problems.js';
import { loadRepository } from '../../definitions/repository.js';
import { UsageError, parseArgs, rootFolder, type CommandIo } from '../../shared/command-line.js';
import { validateRepository } from '../../testing/validate.js';

export function validateCommand(argv: readonly string[], io: CommandIo): number {
  const { positionals } = parseArgs(argv, {});
  if (positionals.length > 1) throw new UsageError('validate takes one ROOT folder');
  const repo = loadRepository(rootFolder(positionals[0], io.cwd));
  const problems = validateRepository(repo);
  for (const problem of problems) io.stdout(`${formatProblem(problem)}\n`);
  io.stdout(problems.length ? `${problems.length} problem${problems.length === 1 ? '' : 's'} in ${repo.versions.length} versions\n` : `${repo.versions.length} versions checked, no problems\n`);
  return problems.length ? 1 : 0;
}
