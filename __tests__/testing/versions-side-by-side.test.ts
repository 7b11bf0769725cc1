import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { indexRepository, loadRepository } from '../../src/definitions/repository.js';
import { testRepository } from '../../src/testing/run-all.js';
import { CaseSlots } from '../../src/testing/side-by-side.js';
import { makeRepo, passingCases, simpleWorkflow } from '../helpers/repo.js';

/** A script step makes a case wait on the sandbox process, so versions really overlap. */
const scriptWorkflow = (name: string) => `name: ${name}
on:
  manual: {}
steps:
  - id: a
    script: |
      return { result: 2 };
`;

describe('versions tested side by side', () => {
  it('CLI-01 CLI-03 REPORT-09 every version is reported in path order with its cases in list order, whichever finished first', async () => {
    const files: Record<string, unknown> = {};
    // The first versions hold the most cases, so the later ones finish before them.
    for (let v = 0; v < 7; v += 1) {
      const name = `w${v}`;
      files[`${name}/workflow.yaml`] = v % 2 ? scriptWorkflow(name) : simpleWorkflow(name);
      files[`${name}/tests.json`] = Array.from({ length: 8 - v }, (_, c) => ({ ...passingCases[0], name: `${name} case ${c}` }));
    }
    const report = await testRepository(loadRepository(makeRepo(files)), { versionConcurrency: 4, concurrency: 3 });
    expect(report.versions.map((version) => version.name)).toEqual(['w0', 'w1', 'w2', 'w3', 'w4', 'w5', 'w6']);
    for (const [v, version] of report.versions.entries()) {
      expect(version.report.cases.map((c) => [c.name, c.status])).toEqual(Array.from({ length: 8 - v }, (_, c) => [`w${v} case ${c}`, 'passed']));
    }
    expect(report.summary).toMatchObject({ total: 35, passed: 35 });
  });

  it('CLI-09 a filter keeps only the versions it matches, in order, when versions run side by side', async () => {
    const files: Record<string, unknown> = {};
    for (const name of ['alpha', 'beta', 'alphabet', 'gamma']) {
      files[`${name}/workflow.yaml`] = simpleWorkflow(name);
      files[`${name}/tests.json`] = passingCases;
    }
    const report = await testRepository(loadRepository(makeRepo(files)), { filter: 'alpha', versionConcurrency: 4 });
    expect(report.versions.map((version) => version.name)).toEqual(['alpha', 'alphabet']);
  });
});

describe('versions read as they run', () => {
  const actionDefinition = `name: double
version: 1
input_schema: { type: object }
script: |
  return input;
`;

  it('LAYOUT-01 an index reads no definition; a test run reads each version once, as it runs', async () => {
    const files: Record<string, unknown> = { 'actions/double/action.yaml': actionDefinition };
    for (let v = 0; v < 6; v += 1) {
      files[`workflows/w${v}/workflow.yaml`] = simpleWorkflow(`w${v}`);
      files[`workflows/w${v}/tests.json`] = passingCases;
    }
    const root = makeRepo(files);
    const index = indexRepository(root);
    expect(index.sources.map((source) => source.location.dir)).toEqual(['actions/double', ...Array.from({ length: 6 }, (_, v) => `workflows/w${v}`)]);
    const reads = new Map<string, number>();
    const counted = {
      ...index,
      sources: index.sources.map((source) => ({
        ...source,
        load: () => {
          reads.set(source.location.dir, (reads.get(source.location.dir) ?? 0) + 1);
          return source.load();
        },
      })),
    };

    // Broken after the index was made: what runs is what the file holds when its turn comes.
    writeFileSync(join(root, 'workflows/w4/workflow.yaml'), 'name: [unclosed\n');
    const report = await testRepository(counted, { versionConcurrency: 2 });
    expect([...reads.values()]).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(report.versions.map((version) => [version.path, version.report.passed])).toEqual([
      ['actions/double', false],
      ['workflows/w0', true],
      ['workflows/w1', true],
      ['workflows/w2', true],
      ['workflows/w3', true],
      ['workflows/w4', false],
      ['workflows/w5', true],
    ]);
    expect(report.versions[5]!.report.problems[0]).toMatchObject({ file: 'workflows/w4/workflow.yaml' });
  });

  it('LAYOUT-11 a version read from the index has the id and report it has when the repository is read whole', async () => {
    const files: Record<string, unknown> = {};
    for (let v = 0; v < 3; v += 1) {
      files[`w${v}/workflow.yaml`] = simpleWorkflow(`w${v}`);
      files[`w${v}/tests.json`] = passingCases;
    }
    const root = makeRepo(files);
    const strip = (report: Awaited<ReturnType<typeof testRepository>>) =>
      JSON.parse(JSON.stringify(report, (key, value: unknown) => (key === 'duration_ms' || key === 'ran_at' ? undefined : value))) as unknown;
    expect(strip(await testRepository(indexRepository(root)))).toEqual(strip(await testRepository(loadRepository(root))));
  });
});

describe('case slots shared by versions', () => {
  it('never lets more than its size run at once, and serves waiting cases first come, first served', async () => {
    const slots = new CaseSlots(2);
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const work = (name: string) =>
      slots.take().then(
        () =>
          new Promise<void>((resolve) => {
            running += 1;
            most = Math.max(most, running);
            order.push(name);
            releases.push(() => {
              running -= 1;
              slots.give();
              resolve();
            });
          }),
      );
    const all = Promise.all(['a', 'b', 'c', 'd', 'e'].map(work));
    // Finish one holder at a time: each release lets exactly one waiting case in.
    for (let step = 0; step < 5; step += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()!();
    }
    await all;
    expect(most).toBe(2);
    expect(order).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('has at least one slot, whatever size it is given', async () => {
    const slots = new CaseSlots(0);
    await slots.take();
    let second = false;
    const waiting = slots.take().then(() => (second = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(second).toBe(false);
    slots.give();
    await waiting;
    expect(second).toBe(true);
  });
});
