/**
 * CLI-08: `--shard I/N` splits the versions deterministically and evenly by expected
 * cost; CLI-14: `merge-reports` of all shards gives the unsharded `--json` report.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { loadRepository } from '../../src/definitions/repository.js';
import { shardVersions } from '../../src/testing/run-all.js';
import { makeRepo, simpleWorkflow } from '../helpers/repo.js';

async function cli(args: string[], cwd = process.cwd()) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {}, cwd });
  return { code, stdout, stderr };
}

const happy = (i: number) => ({ name: `computes two #${i}`, kind: 'happy', description: `Case ${i} of a long list, made up for the shard test.`, expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 2 }] } });
const wrong = { name: 'expects three', kind: 'edge', expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 3 }] } };

const action = (name: string) => `name: ${name}
version: 1
input_schema: { type: object }
script: |
  return { ok: true };
`;
const actionCase = (i: number) => ({ name: `returns ok #${i}`, kind: 'happy', given: { input: {} }, expect: { outcome: 'success', payload: { path: '$.output.ok', equals: true } } });

/**
 * Ten versions whose test lists differ a lot in size. In path order the four big ones
 * sit at positions 0, 3, 6 and 9, so a split by position (round-robin or in runs)
 * would pile them up on one shard.
 */
const CASE_COUNTS: [string, number][] = [
  ['actions/a0', 40],
  ['actions/a1', 1],
  ['actions/a2', 2],
  ['workflows/w3', 36],
  ['workflows/w4', 1],
  ['workflows/w5', 3],
  ['workflows/w6', 30],
  ['workflows/w7', 2],
  ['workflows/w8', 1],
  ['workflows/w9', 25],
];

function unevenRepo(): string {
  const files: Record<string, unknown> = {};
  for (const [dir, count] of CASE_COUNTS) {
    const name = dir.split('/')[1]!;
    if (dir.startsWith('actions/')) {
      files[`${dir}/action.yaml`] = action(name);
      files[`${dir}/tests.json`] = Array.from({ length: count }, (_, i) => actionCase(i));
    } else {
      files[`${dir}/workflow.yaml`] = simpleWorkflow(name);
      // Some versions fail, so that the merged report has to add up failures too.
      files[`${dir}/tests.json`] = [...Array.from({ length: count }, (_, i) => happy(i)), ...(name === 'w5' || name === 'w9' ? [wrong] : [])];
    }
  }
  return makeRepo(files);
}

const SHARDS = 3;

/** The smallest possible heaviest load over every way of putting `costs` on `shards` (brute force). */
function bestSplit(costs: number[], shards: number): number {
  let best = Infinity;
  const loads = new Array<number>(shards).fill(0);
  const place = (i: number): void => {
    if (i === costs.length) {
      best = Math.min(best, Math.max(...loads));
      return;
    }
    for (let s = 0; s < shards; s += 1) {
      loads[s]! += costs[i]!;
      if (loads[s]! < best) place(i + 1);
      loads[s]! -= costs[i]!;
    }
  };
  place(0);
  return best;
}

describe('--shard splits the versions (CLI-08)', () => {
  it('CLI-08 every version is in exactly one shard, and the shards keep discovery order', () => {
    const repo = loadRepository(unevenRepo());
    expect(repo.versions).toHaveLength(10);
    const shards = Array.from({ length: SHARDS }, (_, i) => shardVersions(repo.versions, { index: i + 1, count: SHARDS }, repo.root));
    const dirs = shards.flatMap((s) => s.map((v) => v.location.dir));
    expect([...dirs].sort()).toEqual(CASE_COUNTS.map(([dir]) => dir));
    expect(new Set(dirs).size).toBe(10);
    for (const shard of shards) {
      expect(shard.length).toBeGreaterThan(0);
      expect(shard.map((v) => v.location.dir)).toEqual([...shard.map((v) => v.location.dir)].sort());
    }
  });

  it('CLI-08 the split is the same on every run and does not depend on the order the versions come in', () => {
    const root = unevenRepo();
    const split = (versions: ReturnType<typeof loadRepository>['versions']) =>
      Array.from({ length: SHARDS }, (_, i) => shardVersions(versions, { index: i + 1, count: SHARDS }, root).map((v) => v.location.dir).sort());
    const first = split(loadRepository(root).versions);
    expect(split(loadRepository(root).versions)).toEqual(first);
    const reversed = [...loadRepository(root).versions].reverse();
    expect(split(reversed)).toEqual(first);
    const shuffled = [...loadRepository(root).versions].sort((a, b) => (a.name.charCodeAt(1) * 7) % 10 - (b.name.charCodeAt(1) * 7) % 10);
    expect(split(shuffled)).toEqual(first);
  });

  it('CLI-08 the shards are even by expected cost (test-list size), not by number of versions', () => {
    const root = unevenRepo();
    const repo = loadRepository(root);
    const cost = (dir: string) => statSync(join(root, dir, 'tests.json')).size;
    const loads = Array.from({ length: SHARDS }, (_, i) => shardVersions(repo.versions, { index: i + 1, count: SHARDS }, root).reduce((sum, v) => sum + cost(v.location.dir), 0));
    const total = CASE_COUNTS.reduce((sum, [dir]) => sum + cost(dir), 0);
    const biggest = Math.max(...CASE_COUNTS.map(([dir]) => cost(dir)));
    expect(loads.reduce((a, b) => a + b, 0)).toBe(total);
    // No shard is more than one version's cost ahead of the lightest ...
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(biggest);
    // ... and the heaviest is within Graham's bound (4/3 - 1/3N) of the best split there is.
    expect(Math.max(...loads)).toBeLessThanOrEqual(bestSplit(CASE_COUNTS.map(([dir]) => cost(dir)), SHARDS) * (4 / 3 - 1 / (3 * SHARDS)));
    // The four big lists end up spread: no shard holds more than two of them.
    const big = new Set(['actions/a0', 'workflows/w3', 'workflows/w6', 'workflows/w9']);
    for (let i = 1; i <= SHARDS; i += 1) {
      expect(shardVersions(repo.versions, { index: i, count: SHARDS }, root).filter((v) => big.has(v.location.dir)).length).toBeLessThanOrEqual(2);
    }
  });

  it('CLI-08 with more shards than versions, the extra shards are empty and pass', async () => {
    const root = makeRepo({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': [happy(0)] });
    const repo = loadRepository(root);
    const sizes = Array.from({ length: 4 }, (_, i) => shardVersions(repo.versions, { index: i + 1, count: 4 }, root).length);
    expect([...sizes].sort()).toEqual([0, 0, 0, 1]);
    const empty = sizes.indexOf(0) + 1;
    const { code, stdout } = await cli(['test', root, '--shard', `${empty}/4`, '--reporter', 'json']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ passed: true, versions: [], summary: { total: 0 } });
  });

  it('CLI-08 CLI-17 a shard outside 1..N or not written I/N is a usage error', async () => {
    for (const shard of ['0/3', '4/3', '1/0', '2', 'a/b', '1/3/5', '-1/3']) {
      expect((await cli(['test', unevenRepo(), '--shard', shard])).code, shard).toBe(2);
    }
  });
});

/** The report without what differs between two runs of the same tests. */
function timeless(text: string): unknown {
  return JSON.parse(text, (key, value) => (key === 'ran_at' || key === 'duration_ms' ? undefined : value));
}

describe('merge-reports joins the shards (CLI-14)', () => {
  it('CLI-14 CLI-08 merging the --json reports of all shards gives the unsharded --json report, apart from ran_at and duration_ms', async () => {
    const root = unevenRepo();
    const whole = await cli(['test', root, '--json', join(root, 'out/all.json')]);
    expect(whole.code).toBe(1);
    const shardFiles: string[] = [];
    for (let i = 1; i <= SHARDS; i += 1) {
      const file = join(root, `out/shard-${i}.json`);
      await cli(['test', root, '--shard', `${i}/${SHARDS}`, '--json', file]);
      shardFiles.push(file);
    }
    const merged = await cli(['merge-reports', ...shardFiles.reverse(), '--json', join(root, 'out/merged.json')]);
    expect(merged.code).toBe(1);
    const all = readFileSync(join(root, 'out/all.json'), 'utf8');
    const joined = readFileSync(join(root, 'out/merged.json'), 'utf8');
    expect(timeless(joined)).toEqual(timeless(all));
    const report = JSON.parse(joined);
    expect(report.versions).toHaveLength(10);
    expect(report.summary).toMatchObject({ total: 141 + 2, failed: 2 });
    expect(report.passed).toBe(false);
  }, 60_000);

  it('CLI-14 merge-reports of passing shards exits 0 and prints the merged report without --json', async () => {
    const root = makeRepo({ 'a/workflow.yaml': simpleWorkflow('a'), 'a/tests.json': [happy(0)], 'b/workflow.yaml': simpleWorkflow('b'), 'b/tests.json': [happy(0), happy(1)] });
    const files = ['1/2', '2/2'].map((shard, i) => join(root, `s${i}.json`));
    await cli(['test', root, '--shard', '1/2', '--json', files[0]!]);
    await cli(['test', root, '--shard', '2/2', '--json', files[1]!]);
    const merged = await cli(['merge-reports', ...files]);
    expect(merged.code).toBe(0);
    const report = JSON.parse(merged.stdout);
    expect(report.versions.map((v: { name: string }) => v.name)).toEqual(['a', 'b']);
    expect(report.summary).toEqual({ total: 3, passed: 3, failed: 0, invalid: 0, not_run: 0 });
  });

  it('TRUST-11 a shard given twice is refused, naming both files, and nothing is written', async () => {
    const root = makeRepo({ 'a/workflow.yaml': simpleWorkflow('a'), 'a/tests.json': [happy(0)] });
    const file = join(root, 'one.json');
    await cli(['test', root, '--shard', '1/1', '--json', file]);
    const merged = await cli(['merge-reports', file, file, '--json', join(root, 'merged.json')]);
    expect(merged.code).toBe(1);
    expect(merged.stderr).toMatch(/^flowgate merge-reports: shard 1 of 1 is given twice: .*one\.json and .*one\.json; give each shard once\n$/);
    expect(existsSync(join(root, 'merged.json'))).toBe(false);
  });

  it('CLI-14 CLI-17 merge-reports without files, or with a file that is not JSON, is a usage error', async () => {
    const root = makeRepo({ 'broken.json': '{ "passed": ' });
    expect((await cli(['merge-reports'])).code).toBe(2);
    const unreadable = await cli(['merge-reports', join(root, 'broken.json')]);
    expect(unreadable.code).toBe(2);
    expect(unreadable.stderr).toContain('broken.json');
    expect((await cli(['merge-reports', join(root, 'missing.json')])).code).toBe(2);
  });

  it('TRUST-11 a JSON file that is not a --json report is refused in one line naming the file', async () => {
    const root = makeRepo({ 'other.json': { hello: 'world' } });
    const result = await cli(['merge-reports', join(root, 'other.json')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^flowgate merge-reports: .*other\.json is not a report written by flowgate test --json\n$/);
  });
});
