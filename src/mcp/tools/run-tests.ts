/** `run_tests`: the cases of one version, or of every version, in the closed test world, through the one test session. */
import { readSessionOption } from '../../testing/session-options.js';
import { runSession, type SessionOptions } from '../../testing/session.js';
import { TRACE_MODES } from '../../testing/trace/mode.js';
import { VERSION_ARGUMENT_SCHEMA, findVersion, openRepository } from '../root-guard.js';
import { ToolInputError, type ToolDefinition } from '../tool-types.js';

export const runTests: ToolDefinition = {
  name: 'run_tests',
  title: 'Run tests',
  description:
    'Runs the test cases of one version (`version`) or of every version under the root, against HTTP mocks only, ' +
    'and returns the test report (passed, summary, minimum, problems, cases with their ' +
    'check sentences, ran_at, duration_ms, version_id). For one version the answer is {kind, name, path, ' +
    'version_id, report}; for all it is {passed, summary, versions: [...]}, as `flowgate test --json` writes it. ' +
    'The tests.json on disk is what runs: use `validate` with `tests` to check a draft first. A root where ' +
    'discovery finds no version is a failure unless allow_empty is true: the answer has passed: false and empty_root {root, looks_for, ' +
    'message} saying what discovery looks for. The options are those of `flowgate test`.',
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
      trace: { enum: [...TRACE_MODES], description: 'Which cases carry a trace of their run, like `flowgate test --trace` (default failed).' },
      min_coverage: { type: 'number', minimum: 0, maximum: 100, description: 'A workflow version whose coverage is below this percentage does not pass, like `--min-coverage`.' },
      shard: { type: 'string', pattern: '^[0-9]+/[0-9]+$', description: 'Run one shard of the versions, I/N, like `--shard`.' },
      allow_empty: { type: 'boolean', description: 'Let a root where discovery finds no version pass, like `--allow-empty`.' },
    },
    additionalProperties: false,
  },
  async handler(args, context) {
    // The settings are checked to stay inside the root before anything is read.
    const repo = openRepository(context.root);
    const versionPath = args['version'] as string | undefined;
    const version = versionPath === undefined ? undefined : findVersion(repo, versionPath);
    const shardText = args['shard'] as string | undefined;
    const shard = shardText === undefined ? undefined : readSessionOption('shard', shardText, (why) => new ToolInputError(`shard: ${why}`));
    const options: SessionOptions = {
      root: context.root,
      rootLabel: '.',
      ...(version ? { only: [version.location.dir] } : {}),
      ...(args['filter'] !== undefined ? { filter: args['filter'] as string } : {}),
      ...(args['trace'] !== undefined ? { trace: args['trace'] as SessionOptions['trace'] & string } : {}),
      ...(args['min_coverage'] !== undefined ? { minCoverage: args['min_coverage'] as number } : {}),
      ...(shard ? { shard } : {}),
      allowEmpty: args['allow_empty'] === true,
    };
    const { report, empty } = await runSession(options);
    if (version) {
      const result = report.versions[0];
      if (!result) throw new ToolInputError(`filter: no case of ${version.location.dir} has a name containing ${JSON.stringify(options.filter)}`);
      return { ...result };
    }
    // CLI-26: nothing found fails, as `flowgate test` does without --allow-empty.
    return empty && !options.allowEmpty ? { ...report, empty_root: empty } : { ...report };
  },
};
