/** How every reporter shows a problem and where a version's tests file is. */
import { formatProblem, type Problem } from '../definitions/problems.js';
import type { CaseProblem, CaseReport, VersionResult } from '../testing/report.js';

/** `PATH: MESSAGE`, or the message alone when there is no path. */
export function pathMessage(problem: { path: string; message: string }): string {
  return problem.path ? `${problem.path}: ${problem.message}` : problem.message;
}

/** The version's tests.json, relative to the root. */
export function testsFile(version: Pick<VersionResult, 'path'>): string {
  return `${version.path === '.' ? '' : `${version.path}/`}tests.json`;
}

/**
 * A problem of an invalid case as the problem of tests.json that `validate` reports for
 * it: its path from the list's root (`[2].expect.payload`), the way the intake wrote it
 * before the report put it inside the case (pathInCase).
 */
export function caseProblemInList(version: Pick<VersionResult, 'path'>, c: Pick<CaseReport, 'index'>, problem: CaseProblem): Problem {
  return {
    file: testsFile(version),
    ...(problem.line !== undefined ? { line: problem.line } : {}),
    ...(problem.col !== undefined ? { col: problem.col } : {}),
    path: pathInList(c.index, problem.path),
    message: problem.message,
  };
}

function pathInList(index: number | undefined, pathInCase: string): string {
  if (index === undefined) return pathInCase;
  if (pathInCase === '') return `[${index}]`;
  return pathInCase.startsWith('[') ? `[${index}]${pathInCase}` : `[${index}].${pathInCase}`;
}

/**
 * Each problem of a case as one line: an invalid case's as `FILE:LINE[:COL] PATH: MESSAGE`,
 * the same line `validate` prints (CLI-19); why a case did not run as its message.
 */
export function caseProblemLines(version: Pick<VersionResult, 'path'>, c: CaseReport): string[] {
  const problems = c.problems ?? [];
  return c.status === 'invalid' ? problems.map((p) => formatProblem(caseProblemInList(version, c, p))) : problems.map(pathMessage);
}
