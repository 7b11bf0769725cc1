import { describe, expect, it } from 'vitest';
import { loadRepository } from '../../src/definitions/repository.js';
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
