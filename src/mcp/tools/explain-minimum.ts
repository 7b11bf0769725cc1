/**
 * `explain_minimum`: which cases the required minimum asks of a version (test-cases.md
 * §8), which cases cover each, and for each missing one a message and a fix.
 */
import type { Repository, Version } from '../../definitions/repository.js';
import { allProblems, countingCases, intakeOf } from '../../definitions/test-list/intake.js';
import { COUNTS, evaluateMinimum } from '../../testing/minimum.js';
import { VERSION_ARGUMENT_SCHEMA, findVersion, openRepository } from '../root-guard.js';
import type { ToolDefinition } from '../tool-types.js';
import { MAX_TESTS_TEXT, problemEntries } from './validate.js';

function explain(repo: Repository, version: Version, testsText: string | undefined) {
  const intake = intakeOf(version, repo.project, testsText);
  // As in a run: no list at all is "add tests.json"; a list that cannot be read counts no case.
  const counting = intake ? countingCases(intake) : undefined;
  const minimum = evaluateMinimum(
    { kind: version.kind, dir: version.location.dir, ...(version.plan ? { plan: version.plan } : {}), ...(version.action ? { action: version.action } : {}) },
    counting?.map((entry) => entry.testCase),
  );
  const ignored = (intake?.cases ?? []).flatMap((entry) =>
    entry.testCase !== undefined ? [] : [{ index: entry.index, name: entry.name, reason: 'does not pass the case schema, so it counts for nothing (see problems)' }],
  );
  return {
    version: version.location.dir,
    kind: version.kind,
    name: version.name,
    met: minimum.met,
    needed: minimum.needed.map((kind) => ({
      kind,
      covered_by: (counting ?? []).filter((entry) => COUNTS[kind](entry.testCase)).map(({ index, name }) => ({ index, name })),
    })),
    missing: minimum.missing,
    ignored_cases: ignored,
    problems: problemEntries(intake ? allProblems(intake) : []),
    // The minimum is read from the version's own definition: a broken one hides needs.
    definition_problems: version.problems.length,
  };
}

export const explainMinimum: ToolDefinition = {
  name: 'explain_minimum',
  title: 'Explain the required minimum',
  description:
    'Explains the required minimum of cases for a version (test-cases.md §8): which cases it needs (happy, ' +
    'upstream_failure, empty, malformed_payload), which cases of its test list cover each, and for each missing ' +
    'one a plain message and a fix to apply. Reads the tests.json on disk, or `tests` (the text of a draft list) ' +
    'when given. Cases that fail the case schema count for nothing and are listed in ignored_cases.',
  inputSchema: {
    type: 'object',
    properties: {
      version: {
        ...VERSION_ARGUMENT_SCHEMA,
        description: 'Path of the version relative to the root (its folder, definition file or tests.json).',
      },
      tests: {
        type: 'string',
        maxLength: MAX_TESTS_TEXT,
        description: 'The text of a draft test list (a JSON array of cases) to judge instead of the tests.json on disk.',
      },
    },
    required: ['version'],
    additionalProperties: false,
  },
  handler(args, context) {
    const repo = openRepository(context.root);
    const version = findVersion(repo, args['version'] as string);
    return explain(repo, version, (args['tests'] as string | undefined) ?? version.testsText);
  },
};
