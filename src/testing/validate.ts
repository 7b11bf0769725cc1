/** `flowgate validate`: every save-time check, no case runs (CLI-11). */
import type { Problem } from '../definitions/problems.js';
import type { Repository } from '../definitions/repository.js';
import { allProblems, intakeOf } from '../definitions/test-list/intake.js';

export function validateRepository(repo: Repository): Problem[] {
  const problems: Problem[] = [...repo.project.problems];
  // CLI-20: every stored template, referenced or not.
  for (const name of repo.templateNames()) problems.push(...(repo.templateProblems(name) ?? []));
  const seen = new Set(problems);
  for (const version of repo.versions) {
    // A template's problems are also each workflow's that uses it; list them once.
    problems.push(...version.problems.filter((p) => !seen.has(p)));
    // CLI-32: the test list as `flowgate test` reads it, held against its version.
    const intake = intakeOf(version, repo.project);
    if (intake) problems.push(...allProblems(intake));
  }
  return problems;
}
