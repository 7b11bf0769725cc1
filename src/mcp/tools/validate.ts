/**
 * `validate`: the save-time errors of the repository, of one version, or of a test list
 * given as text. Test lists go through the one intake `flowgate test` and `flowgate
 * validate` use (CLI-32), held against the version when there is one.
 */
import { emptyRoot } from '../../definitions/empty-root.js';
import { formatProblem, type Problem } from '../../definitions/problems.js';
import { allProblems, blockingProblems, intakeOf, readTestList, statusBeforeRun, type TestListIntake } from '../../definitions/test-list/intake.js';
import { validateRepository } from '../../testing/validate.js';
import { VERSION_ARGUMENT_SCHEMA, findVersion, openRepository } from '../root-guard.js';
import type { ToolDefinition } from '../tool-types.js';

/** Test lists larger than this are refused before they are parsed (the case limits are far below). */
export const MAX_TESTS_TEXT = 64 * 1024 * 1024;

/** Each problem as data and as the one line `flowgate validate` prints. */
export function problemEntries(problems: readonly Problem[]) {
  return problems.map((p) => ({
    file: p.file,
    line: p.line ?? null,
    col: p.col ?? null,
    path: p.path,
    message: p.message,
    code: p.code ?? null,
    text: formatProblem(p),
  }));
}

/**
 * Each case with the status `flowgate test` would give it before running anything:
 * `invalid`, `not_run` (the version or its list has problems) or `runs`.
 */
function caseEntries(intake: TestListIntake | undefined, blocked: boolean) {
  return (intake?.cases ?? []).map((entry) => ({
    index: entry.index,
    name: entry.name,
    line: entry.line ?? null,
    status: statusBeforeRun(entry, blocked) ?? 'runs',
  }));
}

function answer(checked: string, problems: readonly Problem[], intake: TestListIntake | undefined, blocked: boolean, extra: Record<string, unknown> = {}) {
  return { checked, ...extra, valid: problems.length === 0, problems: problemEntries(problems), cases: caseEntries(intake, blocked) };
}

export const validate: ToolDefinition = {
  name: 'validate',
  title: 'Validate',
  description:
    'Save-time checks, no case runs. Without arguments: every version, test list, template and settings file ' +
    'under the root (like `flowgate validate`; a root where discovery finds no version is not valid and the answer ' +
    'has empty_root {root, looks_for, message}). With `version`: that version\'s definition and its tests.json. ' +
    'With `tests` (the text of a test list, a JSON array of cases): that text instead of the file on disk, checked ' +
    'against service://schemas/test-case.json and, when `version` is given too, against the version (step ids in ' +
    'stub_steps, model mocks). Returns `valid` and `problems`, each with file, line, col, path, message and `text` ' +
    'in the form FILE:LINE[:COL] PATH: MESSAGE; with `version` or `tests`, also `cases`: each case\'s index, name, ' +
    'line and the status `flowgate test` would give it before running: invalid, not_run (the version or its list has ' +
    'problems, so no case runs) or runs.',
  inputSchema: {
    type: 'object',
    properties: {
      version: {
        ...VERSION_ARGUMENT_SCHEMA,
        description: 'Path of the version relative to the root: its folder (as list_versions gives it), definition file or tests.json.',
      },
      tests: {
        type: 'string',
        maxLength: MAX_TESTS_TEXT,
        description: 'The text of a test list (a JSON array of cases) to check instead of the tests.json on disk.',
      },
    },
    additionalProperties: false,
  },
  handler(args, context) {
    const versionPath = args['version'] as string | undefined;
    const tests = args['tests'] as string | undefined;
    if (versionPath === undefined && tests !== undefined) {
      // Without a version there is no definition to hold stubs and model mocks against.
      const intake = readTestList('tests.json', tests);
      return answer('tests', allProblems(intake), intake, intake.problems.length > 0);
    }
    const repo = openRepository(context.root);
    if (versionPath === undefined) {
      const problems = validateRepository(repo);
      // CLI-26: as `flowgate validate`, a root with no version is not valid.
      const empty = emptyRoot(repo, '.');
      return { checked: 'root', valid: problems.length === 0 && !empty, problems: problemEntries(problems), ...(empty ? { empty_root: empty } : {}) };
    }
    const version = findVersion(repo, versionPath);
    const intake = intakeOf(version, repo.project, tests ?? version.testsText);
    const problems = [...repo.project.problems, ...version.problems, ...(intake ? allProblems(intake) : [])];
    const blocked = blockingProblems(repo.project, version, intake).length > 0;
    return answer(version.location.dir, problems, intake, blocked, { tests_from: tests !== undefined ? 'argument' : version.location.testsFile ?? null });
  },
};
