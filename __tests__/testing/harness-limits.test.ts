/**
 * The harness limits of test-cases.md §8 as a user meets them through the harness:
 * time per case (LIMIT-09, SET-06), time for all cases (LIMIT-10), the plan's sandbox
 * limits from flowgate.yaml (LIMIT-11) and the artifact limits (LIMIT-06..08).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadRepository } from '../../src/definitions/repository.js';
import { closeSandbox } from '../../src/sandbox/index.js';
import { testRepository } from '../../src/testing/run-all.js';
import { testVersion, type VersionRunOptions } from '../../src/testing/run-version.js';
import { MemoryState } from '../../src/world/state.js';
import { CaseWorld } from '../../src/testing/case-world.js';
import { makeRepo, passingCases, simpleWorkflow } from '../helpers/repo.js';

afterAll(() => closeSandbox());

const MIB = 1024 * 1024;

/**
 * The host's clock, lent to the burner through a lookup table only this file answers: a
 * test run's scripts see a frozen clock (WORLD-17), so a script that must burn real time
 * asks the host for it.
 */
const HOST_CLOCK = 'host_clock';
const lookup = CaseWorld.prototype.lookup;
beforeAll(() => {
  CaseWorld.prototype.lookup = function (this: CaseWorld, table: string, key: unknown) {
    return table === HOST_CLOCK ? { now: Date.now() } : lookup.call(this, table, key);
  };
});
afterAll(() => {
  CaseWorld.prototype.lookup = lookup;
});

/** A script step that keeps the CPU busy for about `ms` of real time, then succeeds; it asks the clock about once a millisecond. */
const burner = (ms: number) => `name: burner
on:
  manual: {}
steps:
  - id: burn
    script: |
      const hostNow = () => ctx.lookup('${HOST_CLOCK}', 'now').now;
      const end = hostNow() + ${ms};
      let spins = 0;
      while (hostNow() < end) for (let i = 0; i < 1e6; i++) spins += 1;
      return { done: spins > 0 };
`;

const burnsOk = { name: 'burns and finishes', kind: 'happy', expect: { outcome: 'success', step_outputs: [{ step: 'burn', path: '$.done', equals: true }] } };

const quickWorkflow = simpleWorkflow('quick');
const quickCase = (name: string) => ({ ...passingCases[0], name });

async function reportOf(files: Record<string, unknown>, options: VersionRunOptions = {}) {
  const repo = loadRepository(makeRepo(files));
  expect(repo.versions).toHaveLength(1);
  return (await testVersion(repo, repo.versions[0]!, options)).report;
}

beforeAll(async () => {
  // Starts the sandbox and loads the validators, so that the real time limits below are spent on cases only.
  await reportOf({ 'w/workflow.yaml': burner(1), 'w/tests.json': [burnsOk] });
});

describe('time per case (LIMIT-09, SET-06)', () => {
  it('SET-06 LIMIT-09 a case running past the case timeout is failed with case_timeout, and the report does not wait for it', async () => {
    // The abandoned case goes on: its step after the burn tells when the burn ended.
    const order: string[] = [];
    let burnEnded!: () => void;
    const ended = new Promise<void>((resolve) => (burnEnded = resolve));
    const set = MemoryState.prototype.set;
    vi.spyOn(MemoryState.prototype, 'set').mockImplementation(function (this: MemoryState, key: string, value: unknown) {
      order.push('the burn ended');
      burnEnded();
      return set.call(this, key, value);
    });
    const afterBurn = '  - id: remember\n    uses: platform/state.set@v1\n    with: { key: burned, value: true }\n';
    let r: Awaited<ReturnType<typeof reportOf>>;
    try {
      r = await reportOf({ 'w/workflow.yaml': burner(600) + afterBurn, 'w/tests.json': [burnsOk] }, { caseTimeoutMs: 150 });
      order.push('the report came back');
      await ended;
    } finally {
      vi.restoreAllMocks();
    }
    expect(order).toEqual(['the report came back', 'the burn ended']);
    const c = r.cases[0]!;
    expect(c.status).toBe('failed');
    expect(c.error).toMatchObject({ code: 'case_timeout' });
    expect(c.error!.message).toContain('0.15 s');
    const failed = c.checks.filter((k) => !k.passed);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.sentence).toContain('0.15 s');
    expect(failed[0]).toMatchObject({ expected: expect.any(String), actual: expect.any(String) });
    expect(r.summary).toMatchObject({ total: 1, failed: 1, passed: 0 });
    expect(r.passed).toBe(false);
  });

  it('LIMIT-09 the same case passes under the default 20 s limit (the burn itself breaks no limit)', async () => {
    const r = await reportOf({ 'w/workflow.yaml': burner(600), 'w/tests.json': [burnsOk] });
    // burnsOk checks the burn's output: the script ran its 600 ms to the end.
    expect(r.cases[0]).toMatchObject({ status: 'passed', error: null });
    expect(r.passed).toBe(true);
  });

  it('SET-06 STATUS-06 a timed-out case does not stop the other cases of the list', async () => {
    // The second case stubs the busy step, so it needs no sandbox process of its own.
    const stubbed = { name: 'stubbed', kind: 'edge', given: { stub_steps: { burn: { outputs: { done: true } } } }, expect: burnsOk.expect };
    const files = { 'w/workflow.yaml': burner(600), 'w/tests.json': [{ ...burnsOk, name: 'slow' }, stubbed] };
    const r = await reportOf(files, { caseTimeoutMs: 150, concurrency: 1 });
    expect(r.cases.map((c) => [c.name, c.status, c.error?.code ?? null])).toEqual([
      ['slow', 'failed', 'case_timeout'],
      ['stubbed', 'passed', null],
    ]);
    expect(r.summary).toMatchObject({ passed: 1, failed: 1 });
  });
});

describe('time for all cases (LIMIT-10)', () => {
  it('LIMIT-10 cases that start after the budget is spent are not_run, with a message naming the budget', async () => {
    const files = { 'w/workflow.yaml': burner(500), 'w/tests.json': [burnsOk, { ...burnsOk, name: 'second' }, { ...burnsOk, name: 'third' }] };
    const r = await reportOf(files, { budgetMs: 250, concurrency: 1 });
    expect(r.cases.map((c) => [c.name, c.status])).toEqual([
      ['burns and finishes', 'passed'],
      ['second', 'not_run'],
      ['third', 'not_run'],
    ]);
    for (const c of r.cases.slice(1)) {
      expect(c.problems?.[0]?.message).toMatch(/0\.25 s budget/);
      expect(c.duration_ms).toBe(0);
    }
    expect(r.summary).toEqual({ total: 3, passed: 1, failed: 0, invalid: 0, not_run: 2 });
    expect(r.passed).toBe(false);
    // A run out of time is not a problem with the tests themselves (REPORT-08).
    expect(r.problems).toEqual([]);
  });

  it('LIMIT-10 with no budget left at all, every case is not_run and the report does not pass', async () => {
    const r = await reportOf({ 'w/workflow.yaml': quickWorkflow, 'w/tests.json': [quickCase('one'), quickCase('two')] }, { budgetMs: 0 });
    expect(r.cases.map((c) => c.status)).toEqual(['not_run', 'not_run']);
    expect(r.cases[0]!.problems?.[0]?.message).toContain('budget');
    expect(r.passed).toBe(false);
  });

  it('LIMIT-10 the budget is per version: the next version starts with a full budget', async () => {
    const repo = loadRepository(makeRepo({ 'a/workflow.yaml': burner(400), 'a/tests.json': [burnsOk, { ...burnsOk, name: 'late' }], 'b/workflow.yaml': quickWorkflow, 'b/tests.json': [quickCase('fresh')] }));
    const run = await testRepository(repo, { budgetMs: 200, concurrency: 1 });
    expect(run.versions.map((v) => v.report.cases.map((c) => c.status))).toEqual([['passed', 'not_run'], ['passed']]);
  });
});

describe('the plan’s sandbox limits apply in tests (LIMIT-11)', () => {
  const errorCase = {
    name: 'the script runs out of CPU',
    kind: 'edge',
    expect: { outcome: 'error', failed_step: 'burn', payload: { path: '$.error.code', equals: 'limit_exceeded' } },
  };

  it('LIMIT-11 flowgate.yaml script_cpu_ms: 50 stops a script that burns 200 ms with limit_exceeded', async () => {
    const r = await reportOf({ 'flowgate.yaml': 'limits: { script_cpu_ms: 50 }\n', 'w/workflow.yaml': burner(200), 'w/tests.json': [errorCase, burnsOk] });
    expect(r.problems).toEqual([]);
    expect(r.cases[0]).toMatchObject({ status: 'passed', outcome: 'error', error: { code: 'limit_exceeded', step: 'burn' } });
    expect(r.cases[1]).toMatchObject({ status: 'failed', error: { code: 'limit_exceeded' } });
  });

  it('LIMIT-11 without flowgate.yaml limits the same script succeeds (the default CPU limit is 1000 ms)', async () => {
    const r = await reportOf({ 'w/workflow.yaml': burner(200), 'w/tests.json': [errorCase, burnsOk] });
    expect(r.cases.map((c) => c.status)).toEqual(['failed', 'passed']);
    expect(r.cases[0]!.outcome).toBe('success');
  });

  it('LIMIT-11 flowgate.yaml ai_tokens_per_run stops an ai.generate call that reports more tokens', async () => {
    const ask = `name: asker
on:
  manual: {}
steps:
  - id: ask
    uses: platform/ai.generate@v1
    connections: { model: assistant }
    with: { prompt: "Classify the ticket.", model: m-1, output_schema: { type: object } }
`;
    const mock = { connection: 'assistant', output: { label: 'x' }, usage: { input_tokens: 40, output_tokens: 30 } };
    const cases = [{ name: 'over the token limit', kind: 'edge', given: { models: [mock] }, expect: { outcome: 'error', failed_step: 'ask', payload: { path: '$.error.code', equals: 'limit_exceeded' } } }];
    const limited = await reportOf({ 'flowgate.yaml': 'limits: { ai_tokens_per_run: 50 }\n', 'w/workflow.yaml': ask, 'w/tests.json': cases });
    expect(limited.cases[0]).toMatchObject({ status: 'passed', error: { code: 'limit_exceeded' } });
    const unlimited = await reportOf({ 'w/workflow.yaml': ask, 'w/tests.json': cases });
    expect(unlimited.cases[0]).toMatchObject({ status: 'failed', outcome: 'success' });
  });
});

describe('artifact limits (LIMIT-06, LIMIT-07, LIMIT-08)', () => {
  const countArtifacts = (n: number) => ({ name: `${n} artifacts`, kind: 'happy', expect: { outcome: 'success', payload: { path: '$.artifacts.length', equals: n } } });
  const files = (n: number, make: (i: number) => { text: string; repeat?: number }) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`file-${i}.txt`, make(i)]));
  const withArtifacts = (n: number, artifacts: Record<string, unknown>) => ({ ...countArtifacts(n), given: { artifacts } });

  async function statuses(cases: unknown[]) {
    const r = await reportOf({ 'w/workflow.yaml': quickWorkflow, 'w/tests.json': cases });
    return r.cases;
  }

  it('LIMIT-06 20 artifact files run; 21 make the case invalid through the schema', async () => {
    const [twenty, twentyOne] = await statuses([withArtifacts(20, files(20, () => ({ text: 'made up' }))), withArtifacts(21, files(21, () => ({ text: 'made up' })))]);
    expect(twenty!.status).toBe('passed');
    expect(twentyOne!.status).toBe('invalid');
    expect(twentyOne!.problems).toContainEqual(expect.objectContaining({ path: 'given.artifacts' }));
    expect(twentyOne!.problems!.map((p) => p.message).join(' ')).toMatch(/20/);
  });

  it('LIMIT-07 one artifact of exactly 16 MiB runs; one byte more (via repeat) is invalid, naming the file', async () => {
    const [exact, over] = await statuses([
      withArtifacts(1, { 'big.bin': { text: 'x', repeat: 16 * MIB } }),
      withArtifacts(1, { 'big.bin': { text: 'x', repeat: 16 * MIB + 1 } }),
    ]);
    expect(exact!.status).toBe('passed');
    expect(over!.status).toBe('invalid');
    expect(over!.problems).toEqual([expect.objectContaining({ path: "given.artifacts['big.bin']", message: expect.stringContaining('16 MiB') })]);
  });

  it('LIMIT-07 the size counts bytes, not characters: 8 MiB + 1 two-byte characters are over 16 MiB', async () => {
    const [over] = await statuses([withArtifacts(1, { 'umlaut.txt': { text: 'é', repeat: 8 * MIB + 1 } })]);
    expect(over!.status).toBe('invalid');
    expect(over!.problems![0]!.message).toContain('16 MiB');
  });

  it('LIMIT-08 two artifacts of 16 MiB (32 MiB together) run; three of 11 MiB are invalid as a whole', async () => {
    const [exact, over] = await statuses([
      withArtifacts(2, files(2, () => ({ text: 'x', repeat: 16 * MIB }))),
      withArtifacts(3, files(3, () => ({ text: 'x', repeat: 11 * MIB }))),
    ]);
    expect(exact!.status).toBe('passed');
    expect(over!.status).toBe('invalid');
    expect(over!.problems).toEqual([expect.objectContaining({ path: 'given.artifacts', message: expect.stringContaining('32 MiB') })]);
  });

  it('LIMIT-07 LIMIT-08 a hostile repeat is refused before anything is allocated; the other cases still run', async () => {
    const [huge, endless, fine] = await statuses([
      withArtifacts(1, { 'bomb.txt': { text: 'made up text', repeat: 1e15 } }),
      withArtifacts(1, { 'bomb.txt': { text: 'x', repeat: 1e300 } }),
      countArtifacts(0),
    ]);
    expect(huge!.status).toBe('invalid');
    expect(endless!.status).toBe('invalid');
    expect(fine!.status).toBe('passed');
  });
});
