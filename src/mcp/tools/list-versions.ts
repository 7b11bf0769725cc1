/** `list_versions`: every workflow and library-action version under ROOT. */
import type { Version } from '../../definitions/repository.js';
import { openRepository } from '../root-guard.js';
import type { ToolDefinition } from '../tool-types.js';

/** Cases in the test list; null when the list cannot be read as a JSON array (validate says why). */
function testCount(version: Version): number | null {
  if (version.testsText === undefined) return 0;
  try {
    const value: unknown = JSON.parse(version.testsText.replace(/^\uFEFF/, ''));
    return Array.isArray(value) ? value.length : null;
  } catch {
    return null;
  }
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
        test_count: testCount(version),
        problem_count: version.problems.length,
      })),
    };
  },
};
