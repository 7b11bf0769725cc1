/** `list_versions`: every workflow and library-action version under ROOT. */
import type { Repository, Version } from '../../definitions/repository.js';
import { intakeOf } from '../../definitions/test-list/intake.js';
import { openRepository } from '../root-guard.js';
import type { ToolDefinition } from '../tool-types.js';

/** Cases in the test list; null when the list cannot be read as a JSON array (validate says why). */
function testCount(repo: Repository, version: Version): number | null {
  const intake = intakeOf(version, repo.project);
  if (!intake) return 0;
  return intake.readable ? intake.cases.length : null;
}

export const listVersions: ToolDefinition = {
  name: 'list_versions',
  title: 'List versions',
  description:
    'Lists every workflow and library-action version under the root: kind, name, path (the version folder, ' +
    'which other tools take as `version`), definition file, test list file (null when it has none), version_id ' +
    '(sha256 over what a run depends on), test_count (null when the test list is not a JSON array) and ' +
    'problem_count (save-time problems of the definition).',
  inputSchema: { type: 'object', properties: {}, additionalProperties: false },
  handler(_args, context) {
    const repo = openRepository(context.root);
    return {
      root: '.',
      versions: repo.versions.map((version) => ({
        kind: version.kind,
        name: version.name,
        path: version.location.dir,
        definition_file: version.location.definitionFile,
        tests_file: version.location.testsFile ?? null,
        version_id: version.versionId,
        test_count: testCount(repo, version),
        problem_count: version.problems.length,
      })),
    };
  },
};
