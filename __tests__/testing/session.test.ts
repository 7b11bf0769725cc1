/**
 * The test session: what every door runs. It owns discovery, shard, filter, the
 * empty-root rule and the coverage gate, and tells its reporters of the run's start,
 * of each version as it finishes (in the report's order) and of the run's end.
 */
import { describe, expect, it } from 'vitest';
import type { VersionResult } from '../../src/testing/report.js';
import { reportSession, runSession, type Reporter, type RunEnd } from '../../src/testing/session.js';
import { InOrder } from '../../src/testing/side-by-side.js';
import { makeRepo, passingCases, simpleWorkflow, halfCoveredWorkflow } from '../helpers/repo.js';

const failing = { ...passingCases[0], name: 'expects three', expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 3 }] } };

function threeVersions(): string {
  return makeRepo({
    'workflows/alpha/workflow.yaml': simpleWorkflow('alpha'),
    'workflows/alpha/tests.json': passingCases,
    'workflows/beta/workflow.yaml': simpleWorkflow('beta'),
    'workflows/beta/tests.json': [...passingCases, failing],
    'workflows/gamma/workflow.yaml': simpleWorkflow('gamma'),
    'workflows/gamma/tests.json': passingCases,
  });
}

/** A reporter that notes every event in order. */
function listener(): { reporter: Reporter; events: string[]; ends: RunEnd[] } {
  const events: string[] = [];
  const ends: RunEnd[] = [];
  return {
    events,
    ends,
    reporter: {
      onRunStart: (start) => void events.push(`start ${start.rootLabel}`),
      onVersionEnd: (version) => void events.push(`version ${version.name} ${version.report.passed ? 'passed' : 'failed'}`),
      onRunEnd: (end) => {
        events.push(`end ${end.report.passed ? 'passed' : 'failed'}`);
        ends.push(end);
      },
    },
  };
}

describe('the test session', () => {
  it('CLI-01 tells each reporter of the start, of every version as it finishes in the report order, then of the end', async () => {
    const first = listener();
    const second = listener();
    const end = await runSession({ root: threeVersions(), rootLabel: 'repo' }, [first.reporter, second.reporter]);
    const expected = ['start repo', 'version alpha passed', 'version beta failed', 'version gamma passed', 'end failed'];
    expect(first.events).toEqual(expected);
    expect(second.events).toEqual(expected);
    expect(end.report.passed).toBe(false);
    expect(first.ends[0]!.report).toBe(end.report);
  });

  it('CLI-26 a root with no version fails, and passes only when the empty root is allowed', async () => {
    const root = makeRepo({ 'README.md': '# nothing here' });
    const refused = await runSession({ root, rootLabel: 'here' });
    expect(refused.report.passed).toBe(false);
    expect(refused.empty?.message).toMatch(/^no workflow or action version found under here/);
    const allowed = await runSession({ root, rootLabel: 'here', allowEmpty: true });
    expect(allowed.report.passed).toBe(true);
    expect(allowed.allowedEmpty).toBe(true);
  });

  it('CLI-08 SET-16 the shard, the filter and a chosen version narrow the run, the same for every door', async () => {
    const root = threeVersions();
    const names = async (options: Parameters<typeof runSession>[0]) => (await runSession(options)).report.versions.map((v) => v.name);
    expect(await names({ root, filter: 'beta' })).toEqual(['beta']);
    expect(await names({ root, only: ['workflows/gamma'] })).toEqual(['gamma']);
    const shards = [...(await names({ root, shard: { index: 1, count: 2 } })), ...(await names({ root, shard: { index: 2, count: 2 } }))];
    expect(shards.sort()).toEqual(['alpha', 'beta', 'gamma']);
  });

  it('CLI-29 the coverage gate is the session\'s: a version below the minimum does not pass', async () => {
    const root = makeRepo({
      'workflows/half/workflow.yaml': halfCoveredWorkflow,
      'workflows/half/tests.json': [...passingCases, { ...passingCases[0], name: 'nothing to do', kind: 'empty' }],
    });
    expect((await runSession({ root })).report.passed).toBe(true);
    expect((await runSession({ root, minCoverage: 60 })).report.passed).toBe(true);
    expect((await runSession({ root, minCoverage: 70 })).report.passed).toBe(false);
  });

  it('CLI-14 a report made elsewhere (merged shards) is told to reporters as a run of its own', async () => {
    const ran = await runSession({ root: threeVersions() });
    const { reporter, events } = listener();
    await reportSession(ran.report, { root: '/merged', rootLabel: 'merged' }, [reporter]);
    expect(events).toEqual(['start merged', 'version alpha passed', 'version beta failed', 'version gamma passed', 'end failed']);
  });
});

describe('results in order as they finish', () => {
  it('hands each result on once it and every one before it are done', async () => {
    const delivered: string[] = [];
    const inOrder = new InOrder<string>((result) => void delivered.push(result));
    await inOrder.done(1, 'b');
    expect(delivered).toEqual([]);
    await inOrder.done(2, 'c');
    expect(delivered).toEqual([]);
    await inOrder.done(0, 'a');
    expect(delivered).toEqual(['a', 'b', 'c']);
    await inOrder.done(3, 'd');
    expect(delivered).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a version finishing early is told before the run ends, not held back until every version is done', async () => {
    const seen: { name: string; versionsDone: number }[] = [];
    let done = 0;
    const reporter: Reporter = {
      onVersionEnd: (version: VersionResult) => void seen.push({ name: version.name, versionsDone: ++done }),
      onRunEnd: () => void seen.push({ name: 'end', versionsDone: done }),
    };
    await runSession({ root: threeVersions() }, [reporter]);
    expect(seen.map((s) => s.name)).toEqual(['alpha', 'beta', 'gamma', 'end']);
  });
});
