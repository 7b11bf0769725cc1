/**
 * Versions over worker threads (flowgate.md §13). The command runs as its own process from
 * the TypeScript sources (a worker thread loads them as its parent does), so that real
 * worker threads run the versions.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { defaultWorkers } from '../../src/testing/session-options.js';
import { timeless } from '../../src/testing/cache/result-cache.js';
import { makeRepo, passingCases, simpleWorkflow } from '../helpers/repo.js';
import { spawnCli } from '../run/helpers.js';

const examples = join(import.meta.dirname, '..', '..', 'examples');
const here = import.meta.dirname;

function finished(child: ReturnType<typeof spawn>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** `flowgate test ROOT --workers N --trace on`: the JSON report. */
async function reportWith(root: string, workers: number): Promise<{ code: number | null; report: any }> {
  const file = join(mkdtempSync(join(tmpdir(), 'flowgate-workers-')), 'report.json');
  const run = await finished(spawnCli(['test', root, '--workers', String(workers), '--trace', 'on', '--json', file], {}, root));
  if (run.code !== 0 && run.code !== 1) throw new Error(`flowgate test --workers ${workers} ended with ${run.code}: ${run.stderr}`);
  return { code: run.code, report: JSON.parse(readFileSync(file, 'utf8')) };
}

/** Versions of every kind of result: passing, failing, invalid, a problem; scripts that read the clock. */
function mixedRepository(): string {
  const files: Record<string, unknown> = {};
  for (let i = 0; i < 10; i++) {
    files[`workflows/w${i}/workflow.yaml`] = simpleWorkflow(`w${i}`);
    files[`workflows/w${i}/tests.json`] = i % 3 === 0 ? [...passingCases, { ...passingCases[0], name: 'expects three', expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 3 }] } }] : passingCases;
  }
  files['workflows/broken/workflow.yaml'] = 'name: broken\non:\n  manual: {}\nsteps:\n  - id: a\n    uses: platform/nothing@v1\n';
  files['workflows/broken/tests.json'] = passingCases;
  files['workflows/invalid/workflow.yaml'] = simpleWorkflow('invalid');
  files['workflows/invalid/tests.json'] = [...passingCases, { name: 'no expect', kind: 'happy' }];
  files['workflows/dice/workflow.yaml'] = 'name: dice\non:\n  manual: {}\nsteps:\n  - id: roll\n    script: |\n      return { now: new Date().toISOString(), random: Math.random(), uuid: crypto.randomUUID() };\n';
  files['workflows/dice/tests.json'] = [{ name: 'rolls', kind: 'happy', given: { now: '2026-03-01T10:00:00Z' }, expect: { outcome: 'success', step_outputs: [{ step: 'roll', path: '$.now', equals: '2026-03-01T10:00:00.000Z' }] } }];
  return makeRepo(files);
}

describe('flowgate test --workers', () => {
  it('WORKERS-01 without --workers the default is the processors available, at most 8', () => {
    expect(defaultWorkers()).toBe(Math.min(8, availableParallelism()));
  });

  it.each(['0', 'x', '65', '1.5'])('WORKERS-01 --workers %s is a usage error naming the flag', async (value) => {
    let stderr = '';
    const code = await main(['test', examples, '--workers', value], { stdout: () => undefined, stderr: (t) => (stderr += t), env: {}, cwd: examples });
    expect(code).toBe(2);
    expect(stderr).toContain('--workers takes a whole number of worker threads from 1 to 64');
  });

  it('WORKERS-01 WORKERS-03 the examples give the same report, in the same order, with 1, 2 and 4 workers', async () => {
    const root = mkdtempSync(join(tmpdir(), 'flowgate-workers-examples-'));
    cpSync(examples, root, { recursive: true });
    const [one, two, four] = [await reportWith(root, 1), await reportWith(root, 2), await reportWith(root, 4)];
    expect(one.code).toBe(0);
    expect(one.report.versions).toHaveLength(7);
    expect(timeless(two.report)).toEqual(timeless(one.report));
    expect(timeless(four.report)).toEqual(timeless(one.report));
  }, 240_000);

  it('WORKERS-03 failing, invalid and problem versions and scripts that draw randomness report the same with 1, 2 and 4 workers', async () => {
    const root = mixedRepository();
    const [one, two, four] = [await reportWith(root, 1), await reportWith(root, 2), await reportWith(root, 4)];
    expect(one.code).toBe(1);
    expect(one.report.versions.map((v: { path: string }) => v.path)).toEqual([...one.report.versions.map((v: { path: string }) => v.path)].sort());
    expect(timeless(two.report)).toEqual(timeless(one.report));
    expect(timeless(four.report)).toEqual(timeless(one.report));
  }, 240_000);

  it('WORKERS-01 CACHE-01 CACHE-04 workers fill and reuse the cache; a tampered entry chosen for verifying is run again in a worker and fails the run', async () => {
    const root = mixedRepository();
    const cacheRun = async (extra: string[]) => {
      const file = join(mkdtempSync(join(tmpdir(), 'flowgate-workers-cache-')), 'report.json');
      const run = await finished(spawnCli(['test', root, '--workers', '2', '--cache', '--json', file, ...extra], {}, root));
      return { code: run.code, report: JSON.parse(readFileSync(file, 'utf8')) };
    };
    const first = await cacheRun([]);
    const passing = first.report.versions.filter((v: { report: { passed: boolean } }) => v.report.passed).map((v: { path: string }) => v.path);
    expect(passing.length).toBeGreaterThan(3);
    const second = await cacheRun([]);
    expect(second.report.versions.filter((v: { report: { cached?: unknown } }) => v.report.cached).map((v: { path: string }) => v.path)).toEqual(passing);
    // Every entry's first check sentence edited: a verifying run must see the difference.
    const cacheDir = join(root, '.flowgate', 'cache');
    for (const entry of readdirSync(cacheDir, { recursive: true, encoding: 'utf8' }).filter((path) => path.endsWith('.json') && path.includes('/'))) {
      const path = join(cacheDir, entry);
      const saved = JSON.parse(readFileSync(path, 'utf8'));
      saved.result.report.cases[0].checks[0].sentence = 'edited after the run';
      writeFileSync(path, JSON.stringify(saved));
    }
    const verified = await cacheRun(['--cache-verify', '1']);
    expect(verified.code).toBe(1);
    const mismatches = verified.report.versions.flatMap((v: { report: { problems: { code?: string }[] } }) => v.report.problems.filter((p) => p.code === 'cache_mismatch'));
    expect(mismatches).toHaveLength(passing.length);
  }, 240_000);

  it('WORKERS-01 a worker that is killed fails the versions it held with a clear error, and the run ends', async () => {
    const root = mixedRepository();
    const child = spawn(process.execPath, ['--experimental-transform-types', '--disable-warning=ExperimentalWarning', '--import', join(here, '..', 'run', 'ts-hook.mjs'), join(here, 'workers-kill.mjs'), root], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const { code, stdout, stderr } = await finished(child);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const results = JSON.parse(stdout) as { path: string; passed: boolean; problems: string[]; cases: string[] }[];
    expect(results).toHaveLength(13);
    const stopped = results.filter((r) => r.problems.some((p) => p.startsWith('the worker thread running this version stopped')));
    expect(stopped.length).toBeGreaterThan(0);
    for (const r of stopped) {
      expect(r.passed).toBe(false);
      expect(r.problems[0]).toMatch(/^the worker thread running this version stopped \(it exited with code 1\); its cases did not run$/);
    }
    // The other worker and the one that replaced it ran the rest.
    expect(results.filter((r) => r.cases.includes('passed')).length).toBeGreaterThan(0);
  }, 120_000);
});
