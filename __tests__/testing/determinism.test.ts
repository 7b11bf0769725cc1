/**
 * Every case is deterministic (flowgate.md §5): the same repository gives the same
 * report apart from when it ran and how long it took, whatever order its versions run
 * in and however many cases run side by side; scripts included, whose clock and
 * randomness are the case's.
 */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { indexRepository } from '../../src/definitions/repository.js';
import { closeSandbox } from '../../src/sandbox/index.js';
import type { RunReport } from '../../src/testing/report.js';
import { testRepository } from '../../src/testing/run-all.js';
import { makeRepo } from '../helpers/repo.js';

afterAll(() => closeSandbox());

const examples = join(import.meta.dirname, '..', '..', 'examples');

/** The report without its times, its versions in path order. */
function timeless(report: RunReport): unknown {
  const text = JSON.stringify({ ...report, versions: [...report.versions].sort((a, b) => (a.path < b.path ? -1 : 1)) });
  return JSON.parse(text, (key, value) => (key === 'ran_at' || key === 'duration_ms' ? undefined : value));
}

/** Runs the repository one case at a time in path order, and many at once in reverse order. */
async function twoWays(root: string): Promise<[unknown, unknown]> {
  const index = indexRepository(root);
  const inOrder = await testRepository(index, { concurrency: 1, versionConcurrency: 1, trace: 'on' });
  const reversed = await testRepository({ ...index, sources: [...index.sources].reverse() }, { concurrency: 8, versionConcurrency: 8, trace: 'on' });
  return [timeless(inOrder), timeless(reversed)];
}

/** Scripts that read the clock and draw random values, in two cases that differ only by name. */
function scriptedRepo(): string {
  const workflow = `name: dice
on:
  manual: {}
steps:
  - id: roll
    script: |
      return {
        now: new Date().toISOString(),
        stamp: Date.now(),
        text: Date(),
        elapsed: performance.now(),
        random: Math.random(),
        uuid: crypto.randomUUID(),
        bytes: Array.from(crypto.getRandomValues(new Uint8Array(4))),
        zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        local: new Date(0).toString(),
        number: (1234.5).toLocaleString(),
      };
`;
  const happy = (name: string) => ({ name, kind: 'happy', given: { now: '2026-03-01T10:00:00Z' }, expect: { outcome: 'success', step_outputs: [{ step: 'roll', path: '$.now', equals: '2026-03-01T10:00:00.000Z' }] } });
  return makeRepo({ 'workflows/dice/workflow.yaml': workflow, 'workflows/dice/tests.json': [happy('first roll'), happy('second roll')] });
}

describe('the same report on every run', () => {
  it('WORLD-17 WORLD-19 the examples give identical reports apart from times, in any order and at any concurrency', async () => {
    const [first, second] = await twoWays(examples);
    expect(second).toEqual(first);
  }, 240_000);

  it('WORLD-17 WORLD-18 WORLD-19 WORLD-20 scripts reading the clock and drawing random values give identical reports too, and two cases draw differently', async () => {
    const root = scriptedRepo();
    const [first, second] = await twoWays(root);
    expect(second).toEqual(first);
    const report = first as RunReport;
    const [a, b] = report.versions[0]!.report.cases.map((c) => c.trace!.steps[0]!.outputs as Record<string, unknown>);
    expect(report.versions[0]!.report.cases.map((c) => c.status)).toEqual(['passed', 'passed']);
    expect(a).toMatchObject({ now: '2026-03-01T10:00:00.000Z', stamp: Date.parse('2026-03-01T10:00:00Z'), elapsed: 0, zone: 'UTC', number: '1,234.5' });
    expect(a!.text).toBe('Sun Mar 01 2026 10:00:00 GMT+0000 (Coordinated Universal Time)');
    expect(a!.local).toBe('Thu Jan 01 1970 00:00:00 GMT+0000 (Coordinated Universal Time)');
    expect(a!.random).not.toBe(b!.random);
    expect(a!.uuid).not.toBe(b!.uuid);
    expect(a!.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  }, 120_000);
});
