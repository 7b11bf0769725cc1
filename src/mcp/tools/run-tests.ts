/** `run_tests`: the cases of one version, or of every version, in the closed test world. */
import { emptyRoot } from '../../definitions/empty-root.js';
import { testRepository } from '../../testing/run-all.js';
import { testVersion } from '../../testing/run-version.js';
import { VERSION_ARGUMENT_SCHEMA, findVersion, openRepository } from '../root-guard.js';
import type { ToolDefinition } from '../tool-types.js';

export const runTests: ToolDefinition = {
  name: 'run_tests',
  title: 'Run tests',
  description:
    'Runs the test cases of one version (`version`) or of every version under the root, against HTTP mocks only, ' +
    'and returns the test report of test-cases.md §2.12 (passed, summary, minimum, problems, cases with their ' +
    'check sentences, ran_at, duration_ms, version_id). For one version the answer is {kind, name, path, ' +
    'version_id, report}; for all it is {passed, summary, versions: [...]}, as `flowgate test --json` writes it. ' +
    'The tests.json on disk is what runs: use `validate` with `tests` to check a draft first. A root where ' +
    'discovery finds no version is a failure: the answer has passed: false and empty_root {root, looks_for, ' +
    'message} saying what discovery looks for.',
  inputSchema: {
    type: 'object',
    properties: {
      version: {
        ...VERSION_ARGUMENT_SCHEMA,
        description: 'Path of the version relative to the root (its folder, definition file or tests.json). Omit to run every version.',
      },
      filter: {
        type: 'string',
        minLength: 1,
        maxLength: 1000,
        description: 'Keep only versions and cases whose name contains this text, like `flowgate test --filter`.',
      },
    },
    additionalProperties: false,
  },
  async handler(args, context) {
    const repo = openRepository(context.root);
    const filter = args['filter'] as string | undefined;
    const options = filter !== undefined ? { filter } : {};
    const versionPath = args['version'] as string | undefined;
    if (versionPath === undefined) {
      const report = await testRepository(repo, options);
      // CLI-26: nothing found fails, as `flowgate test` does without --allow-empty.
      const empty = emptyRoot(repo, '.');
      return empty ? { ...report, passed: false, empty_root: empty } : { ...report };
    }
    return { ...(await testVersion(repo, findVersion(repo, versionPath), options)) };
  },
};
