/**
 * What a worker or a shard reads (WORKERS-02, WORKERS-04): only its own versions and the
 * library actions they call. The index says which definition files it reads to compile
 * (discovery only looks at an action.yaml for a GitHub Action's `runs:`).
 */
import { describe, expect, it } from 'vitest';
import { indexRepository } from '../../src/definitions/repository.js';
import { shardVersions, testRepository } from '../../src/testing/run-all.js';
import { makeRepo, passingCases } from '../helpers/repo.js';

const action = (name: string) => `name: ${name}
version: 1
input_schema: { type: object }
output_schema: { type: object }
script: |
  return { doubled: 2 };
`;

const caller = (name: string, library: string) => `name: ${name}
on: { manual: {} }
steps:
  - id: call
    uses: library/${library}@1
    with: {}
`;

const plain = (name: string) => `name: ${name}
on: { manual: {} }
steps:
  - id: a
    uses: platform/evaluate@v1
    with: { expression: "\${{ 1 + 1 }}" }
`;

const callerCases = [{ name: 'calls it', kind: 'happy', expect: { outcome: 'success', step_outputs: [{ step: 'call', result: 'success' }] } }];
const actionCases = [{ name: 'doubles', kind: 'happy', given: { input: {} }, expect: { outcome: 'success', payload: [{ path: '$.output.doubled', equals: 2 }] } }];

/** Nine workflows: three call action alpha, three call beta, three call nothing; three actions. */
function repository(): string {
  const files: Record<string, unknown> = {};
  for (const name of ['alpha', 'beta', 'gamma']) {
    files[`actions/${name}/action.yaml`] = action(name);
    files[`actions/${name}/tests.json`] = actionCases;
  }
  for (let i = 0; i < 3; i++) {
    files[`workflows/uses-alpha-${i}/workflow.yaml`] = caller(`uses-alpha-${i}`, 'alpha');
    files[`workflows/uses-alpha-${i}/tests.json`] = callerCases;
    files[`workflows/uses-beta-${i}/workflow.yaml`] = caller(`uses-beta-${i}`, 'beta');
    files[`workflows/uses-beta-${i}/tests.json`] = callerCases;
    files[`workflows/plain-${i}/workflow.yaml`] = plain(`plain-${i}`);
    files[`workflows/plain-${i}/tests.json`] = passingCases;
  }
  return makeRepo(files);
}

/** An index that counts the definition files it reads to compile versions and library actions. */
function countingIndex(root: string) {
  const read: string[] = [];
  const index = indexRepository(root, { onDefinitionRead: (file) => read.push(file) });
  return { index, read: () => [...new Set(read)].sort() };
}

describe('what a shard or a worker reads', () => {
  it('WORKERS-02 WORKERS-04 indexing reads no definition: discovery names the versions and nothing is compiled yet', async () => {
    const root = repository();
    const { index, read } = countingIndex(root);
    expect(index.sources).toHaveLength(12);
    expect(read()).toEqual([]);
  });

  it('WORKERS-04 a shard reads and compiles only its own versions and the library actions they call', async () => {
    const root = repository();
    const shard = { index: 1, count: 3 };
    const mine = shardVersions(indexRepository(root).sources, shard, root).map((source) => source.location.dir);
    const { index, read } = countingIndex(root);
    const result = await testRepository(index, { shard });
    expect(result.versions.map((v) => v.path)).toEqual(mine);
    const called = new Set(mine.filter((dir) => dir.includes('uses-')).map((dir) => `actions/${dir.includes('alpha') ? 'alpha' : 'beta'}/action.yaml`));
    const own = mine.map((dir) => `${dir}/${dir.startsWith('actions/') ? 'action' : 'workflow'}.yaml`);
    expect(read()).toEqual([...new Set([...own, ...called])].sort());
    // Every case ran and passed (a library call's minimum asks for more cases than this fixture has).
    expect(result.versions.flatMap((v) => v.report.cases.map((c) => c.status))).not.toContain('failed');
    expect(result.summary.passed).toBe(result.summary.total);
  });

  it('WORKERS-02 the versions one worker is handed are read with the library actions they call, and no other', async () => {
    const root = repository();
    const { index, read } = countingIndex(root);
    const handed = index.sources.filter((source) => ['workflows/uses-beta-1', 'workflows/plain-2'].includes(source.location.dir));
    // A worker runs what it is handed from its own index, as testRepository does with these sources.
    const result = await testRepository({ ...index, sources: handed });
    expect(result.versions.map((v) => [v.path, v.report.problems, v.report.cases.map((c) => c.status)])).toEqual([
      ['workflows/plain-2', [], ['passed']],
      ['workflows/uses-beta-1', [], ['passed']],
    ]);
    expect(read()).toEqual(['actions/beta/action.yaml', 'workflows/plain-2/workflow.yaml', 'workflows/uses-beta-1/workflow.yaml']);
  });
});
