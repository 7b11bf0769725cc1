/**
 * The example workflow examples/workflows/archive-exports (SFTP outbox → S3 archive)
 * through the real harness, and the file actions seen from a workflow: save-time slot
 * checks and test storage per case.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRepository } from '../../src/definitions/repository.js';
import { testVersion } from '../../src/testing/run-version.js';
import { compileText, runPlan, planFrom, workflow } from '../helpers/workflow.js';
import { CONNECTIONS } from './files-helpers.js';

const examples = join(import.meta.dirname, '..', '..', 'examples');

describe('examples/workflows/archive-exports', () => {
  it('passes its own test list, which meets the minimum', async () => {
    const repo = loadRepository(examples);
    const version = repo.versions.find((v) => v.name === 'archive-exports');
    expect(version, 'the example workflow is discovered').toBeDefined();
    expect(version!.problems).toEqual([]);
    const { report } = await testVersion(repo, version!);
    const failed = report.cases.filter((c) => c.status !== 'passed');
    expect(failed, JSON.stringify(failed, null, 2)).toEqual([]);
    expect(report.minimum.met).toBe(true);
    expect(report.problems).toEqual([]);
    expect(report.passed).toBe(true);
    expect(report.summary.total).toBe(4);
  });
});

describe('file actions in a workflow', () => {
  it('FILES-01 a file action without a store connection cannot be saved', () => {
    const { problems } = compileText(workflow('  - id: l\n    uses: platform/files.list@v1\n    with: {}\n'));
    expect(problems.map((p) => p.message).join('\n')).toMatch(/store/);
  });

  it('FILES-01 FILES-03 literal path problems are save-time problems of the step', () => {
    const { problems } = compileText(workflow("  - id: d\n    uses: platform/files.delete@v1\n    connections: { store: outbox }\n    with: { path: '../x.csv' }\n"));
    expect(problems.map((p) => `${p.path}: ${p.message}`).join('\n')).toMatch(/path.*\. or \.\./);
  });

  it('WORLD-05 FILES-37 steps share one test storage per connection within a case, and it starts empty', async () => {
    const plan = planFrom(
      workflow(
        [
          '  - id: put',
          '    uses: platform/files.upload@v1',
          '    connections: { store: outbox }',
          "    with: { path: 'in/a.json', json: { id: 1 } }",
          '  - id: look',
          '    uses: platform/files.list@v1',
          '    connections: { store: outbox }',
          "    with: { path: 'in' }",
          '  - id: other',
          '    uses: platform/files.list@v1',
          '    connections: { store: archive }',
          "    with: { path: 'in' }",
          '',
        ].join('\n'),
      ),
    );
    const first = await runPlan(plan, {}, { project: { connections: CONNECTIONS } });
    expect(first.result.outcome).toBe('success');
    expect((first.result.steps.look!.outputs as { count: number }).count).toBe(1);
    expect((first.result.steps.other!.outputs as { count: number }).count).toBe(0);
    const second = await runPlan(plan, {}, { project: { connections: CONNECTIONS } });
    expect((second.result.steps.look!.outputs as { count: number }).count).toBe(1);
    expect(second.world.fileStores.get('outbox')!.paths()).toEqual(['in/a.json']);
  });

  it('SET-09 a file store conflict fails the step with file_exists, recorded in the result document', async () => {
    const plan = planFrom(
      workflow(
        [
          '  - id: first',
          '    uses: platform/files.upload@v1',
          '    connections: { store: outbox }',
          "    with: { path: 'a.txt', text: 'one' }",
          '  - id: again',
          '    uses: platform/files.upload@v1',
          '    connections: { store: outbox }',
          "    with: { path: 'a.txt', text: 'two' }",
          '',
        ].join('\n'),
      ),
    );
    const { result } = await runPlan(plan, {}, { project: { connections: CONNECTIONS } });
    expect(result.outcome).toBe('error');
    expect(result.steps.again!.error).toMatchObject({ code: 'file_exists' });
  });
});
