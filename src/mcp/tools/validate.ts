/**
 * `validate`: the save-time errors of the repository, of one version, or of a test list
 * given as text (checked against the case schema and, with `version`, that version).
 */
import { formatProblem, type Problem } from '../../definitions/problems.js';
import type { Repository, Version } from '../../definitions/repository.js';
import { validateRepository } from '../../testing/validate.js';
import { VERSION_ARGUMENT_SCHEMA, findVersion, openRepository } from '../root-guard.js';
import { checkTestList, testsFileOf } from '../test-list-check.js';
import type { ToolDefinition } from '../tool-types.js';

/** Test lists larger than this are refused before they are parsed (the case limits are far below). */
export const MAX_TESTS_TEXT = 64 * 1024 * 1024;

const problemKey = (p: Problem) => `${p.file}\u0000${p.path}\u0000${p.message}`;

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

function versionProblems(repo: Repository, version: Version, testsText: string | undefined): Problem[] {
  const problems = [...repo.project.problems, ...version.problems];
  if (testsText !== undefined) problems.push(...checkTestList(testsFileOf(version), testsText, { repo, version }).problems);
  return problems;
}

/** `flowgate validate` of the whole root, plus what each version can tell about its own cases. */
function repositoryProblems(repo: Repository): Problem[] {
  const problems = validateRepository(repo);
  const seen = new Set(problems.map(problemKey));
  for (const version of repo.versions) {
    if (version.testsText === undefined) continue;
    for (const problem of checkTestList(testsFileOf(version), version.testsText, { repo, version }).problems) {
      if (!seen.has(problemKey(problem))) problems.push(problem);
    }
  }
  return problems;
}

export const validate: ToolDefinition = {
  name: 'validate',
  title: 'Validate',
  description:
    'Save-time checks, no case runs. Without arguments: every version, test list, template and settings file ' +
    'under the root (like `flowgate validate`). With `version`: that version\'s definition and its tests.json. ' +
    'With `tests` (the text of a test list, a JSON array of cases): that text instead of the file on disk, checked ' +
    'against service://schemas/test-case.json and, when `version` is given too, against the version (step ids in ' +
    'stub_steps, model mocks). Returns `valid` and `problems`, each with file, line, col, path, message and `text` ' +
    'in the form FILE:LINE[:COL] PATH: MESSAGE.',
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
      // Only the schema and the expect rules: without a version there is no definition to hold it against.
      const problems = checkTestList('tests.json', tests).problems;
      return { checked: 'tests', valid: problems.length === 0, problems: problemEntries(problems) };
    }
    const repo = openRepository(context.root);
    if (versionPath === undefined) {
      const problems = repositoryProblems(repo);
      return { checked: 'root', valid: problems.length === 0, problems: problemEntries(problems) };
    }
    const version = findVersion(repo, versionPath);
    const problems = versionProblems(repo, version, tests ?? version.testsText);
    return {
      checked: version.location.dir,
      tests_from: tests !== undefined ? 'argument' : version.location.testsFile ?? null,
      valid: problems.length === 0,
      problems: problemEntries(problems),
    };
  },
};
