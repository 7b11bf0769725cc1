/**
 * `explain_minimum`: which cases the required minimum asks of a version (test-cases.md
 * §8), which cases cover each, and for each missing one a message and a fix.
 */
import type { Repository, Version } from '../../definitions/repository.js';
import { COUNTS, evaluateMinimum, type CaseShape } from '../../testing/minimum.js';
import { VERSION_ARGUMENT_SCHEMA, findVersion, openRepository } from '../root-guard.js';
import { checkTestList, testsFileOf, type TestListCheck } from '../test-list-check.js';
import type { ToolDefinition } from '../tool-types.js';
import { MAX_TESTS_TEXT, problemEntries } from './validate.js';

function caseName(raw: unknown, index: number): string {
  const name = (raw as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : `case ${index + 1}`;
}

function explain(repo: Repository, version: Version, testsText: string | undefined) {
  const check: TestListCheck | undefined =
    testsText === undefined ? undefined : checkTestList(testsFileOf(version), testsText, { repo, version });
  // As in a run: no list at all is "add tests.json"; a list that cannot be read counts no case.
  const shapes = check ? check.validIndexes.map((index) => ({ index, shape: check.cases![index] as CaseShape })) : undefined;
  const minimum = evaluateMinimum(
    { kind: version.kind, dir: version.location.dir, ...(version.plan ? { plan: version.plan } : {}), ...(version.action ? { action: version.action } : {}) },
    shapes?.map((s) => s.shape),
  );
  const ignored = (check?.cases ?? []).flatMap((raw, index) =>
    check!.validIndexes.includes(index) ? [] : [{ index, name: caseName(raw, index), reason: 'does not pass the case schema, so it counts for nothing (see problems)' }],
  );
  return {
    version: version.location.dir,
    kind: version.kind,
    name: version.name,
    met: minimum.met,
    needed: minimum.needed.map((kind) => ({
      kind,
      covered_by: (shapes ?? []).filter(({ shape }) => COUNTS[kind](shape)).map(({ index, shape }) => ({ index, name: caseName(shape, index) })),
    })),
    missing: minimum.missing,
    ignored_cases: ignored,
    problems: problemEntries(check?.problems ?? []),
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
