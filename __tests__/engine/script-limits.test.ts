/**
 * What a script cannot get past, through real runs of workflows: the step's and the
 * run's deadlines, the depth of the data it hands over, and the rules of saved state.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { LibraryAction } from '../../src/engine/plan.js';
import type { ScriptRun, ScriptRunner } from '../../src/engine/scripts.js';
import { closeSandbox } from '../../src/sandbox/index.js';
import { runScriptIn } from '../../src/sandbox/run-script.js';
import { SandboxPool } from '../../src/sandbox/sandbox-pool.js';
import { RealClock } from '../../src/world/clock.js';
import { loadRepository } from '../../src/definitions/repository.js';
import { testRepository } from '../../src/testing/run-all.js';
import { makeRepo } from '../helpers/repo.js';
import { planFrom, runPlan, workflow } from '../helpers/workflow.js';
import { scriptRun } from '../sandbox/fake-host.js';

const pools: SandboxPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  await closeSandbox();
});

/** A runner on a pool of its own, so a test can see whether its processes were reused or replaced. */
function ownRunner(maxProcesses = 1): { pool: SandboxPool; scripts: ScriptRunner; runs: ScriptRun[] } {
  const pool = new SandboxPool({ nodeArgs: ['--no-node-snapshot'], maxProcesses });
  pools.push(pool);
  const runs: ScriptRun[] = [];
  return {
    pool,
    runs,
    scripts: {
      run: (run) => {
        runs.push(run);
        return runScriptIn(pool, run);
      },
    },
  };
}

const script = (id: string, body: string, extra = '') => `  - id: ${id}\n${extra}    script: |\n${body.split('\n').map((l) => `      ${l}`).join('\n')}\n`;

const NEVER_SETTLES = 'await new Promise(() => {});';
const HANGING_ACTION: LibraryAction = { name: 'hang', version: 1, file: 'actions/hang/action.yaml', slots: [], inputSchema: {}, script: NEVER_SETTLES };

describe('a deadline stops a script that never settles (WF-07, WF-08, WORLD-08, WORLD-12)', () => {
  const stepTimedOut = { code: 'timeout', message: 'Step hang took longer than its timeout_minutes.', step: 'hang' };

  it('WF-08 WORLD-08 WORLD-12 a script step, a library action and a transform awaiting forever fail with timeout after timeout_minutes: 1 (one real second)', async () => {
    const { pool, scripts } = ownRunner(3);
    const plans = [
      planFrom(workflow(script('hang', NEVER_SETTLES, '    timeout_minutes: 1\n'))),
      planFrom(workflow('  - id: hang\n    timeout_minutes: 1\n    uses: library/hang@1\n'), [HANGING_ACTION]),
      planFrom(workflow('  - id: hang\n    timeout_minutes: 1\n    uses: platform/transform@v1\n    with:\n      script: "return new Promise(() => {});"\n')),
    ];
    const runs = await Promise.all(plans.map((plan) => runPlan(plan, {}, { scripts })));
    for (const { result, world } of runs) {
      // The step's own timeout, not the sandbox's 20 s wall limit nor the case's budget.
      expect(result.error).toEqual(stepTimedOut);
      expect(world.clock.elapsedMs).toBe(0);
    }
    // Each stopped script cost its process; the next script gets a fresh one.
    expect(pool.processesStarted).toBe(3);
    expect(await runScriptIn(pool, scriptRun('return { ok: true };'))).toEqual({ kind: 'return', value: { ok: true } });
    expect(pool.processesStarted).toBe(4);
  });

  it('WF-08 WORLD-08 a test case of such a step passes on its timeout, well inside the case budget (no case_timeout)', async () => {
    const hanging = `name: hanging\non:\n  manual: {}\nsteps:\n${script('hang', NEVER_SETTLES, '    timeout_minutes: 1\n')}`;
    const cases = [{ name: 'times out', kind: 'happy', expect: { outcome: 'error', failed_step: 'hang', payload: [{ path: '$.error.code', equals: 'timeout' }, { path: '$.error.message', equals: 'Step hang took longer than its timeout_minutes.' }] } }];
    const report = await testRepository(loadRepository(makeRepo({ 'workflows/hanging/workflow.yaml': hanging, 'workflows/hanging/tests.json': cases })));
    const [only] = report.versions[0]!.report.cases;
    expect([only!.status, only!.checks.filter((check) => !check.passed)]).toEqual(['passed', []]);
  });

  it('WF-07 WORLD-08 a run timeout_minutes stops a running script too, even with continue_on_error', async () => {
    const { scripts } = ownRunner();
    const steps = script('hang', NEVER_SETTLES, '    continue_on_error: true\n') + script('after', 'return {};');
    const { result } = await runPlan(planFrom(workflow(steps, 'timeout_minutes: 1\n')), {}, { scripts });
    expect(result.error).toEqual({ code: 'timeout', message: 'The run took longer than its timeout_minutes.', step: 'hang' });
    expect(result.steps.after!.result).toBe('skipped');
  });

  it('WF-08 on a real clock the step deadline stops the script in the sandbox, not only the step', async () => {
    // A real clock whose minute is a second, as a test's is: the run itself stays on real time.
    const clock = Object.defineProperty(new RealClock(), 'minuteMs', { value: 1000 });
    const { pool, scripts, runs } = ownRunner();
    const { result } = await runPlan(planFrom(workflow(script('hang', NEVER_SETTLES, '    timeout_minutes: 1\n'))), {}, {
      scripts,
      world: (world) => Object.assign(world, { clock }),
    });
    expect(result.error).toEqual(stepTimedOut);
    expect(runs[0]!.signal?.aborted).toBe(true);
    // The stopped process is gone (the pool starts a new one), so nothing of the script runs on.
    expect(await runScriptIn(pool, scriptRun('return { again: 1 };'))).toEqual({ kind: 'return', value: { again: 1 } });
    expect(pool.processesStarted).toBe(2);
  });

  it('WF-08 a script that finishes within its deadline keeps its process for the next script', async () => {
    const { pool, scripts } = ownRunner();
    const { result } = await runPlan(planFrom(workflow(script('quick', 'return { n: 1 };', '    timeout_minutes: 1\n') + script('next', 'return { n: 2 };', '    timeout_minutes: 1\n'))), {}, { scripts });
    expect(result.steps.next!.outputs).toEqual({ n: 2 });
    expect(pool.processesStarted).toBe(1);
  });
});

describe('deep data from a script (CTX-28)', () => {
  const nested = (levels: number) => `let v = 1;\nfor (let i = 0; i < ${levels}; i++) v = [v];`;

  it('CTX-28 a returned value nested 3,000 (or 100,000) levels deep fails the step with limit_exceeded, never internal_error', async () => {
    for (const levels of [3000, 100_000]) {
      const { result } = await runPlan(planFrom(workflow(script('deep', `${nested(levels)}\nreturn { v };`))));
      expect(result.error, String(levels)).toEqual({ code: 'limit_exceeded', message: 'the returned value is nested deeper than 64 levels', step: 'deep' });
    }
  });

  it('CTX-28 CTX-29 TRANSFORM-03 the limit is 64 levels, the step outputs object included, for steps, library actions and transforms alike', async () => {
    const ok = await runPlan(planFrom(workflow(script('deep', `${nested(63)}\nreturn { v };`))));
    expect(ok.result.outcome).toBe('success');
    const library: LibraryAction = { ...HANGING_ACTION, name: 'deep', script: `${nested(65)}\nreturn v;` };
    const fromLibrary = await runPlan(planFrom(workflow('  - id: deep\n    uses: library/deep@1\n'), [library]));
    expect(fromLibrary.result.error).toMatchObject({ code: 'limit_exceeded', step: 'deep' });
    const transform = `  - id: deep\n    uses: platform/transform@v1\n    with:\n      script: "${nested(65).replace('\n', ' ')} return v;"\n`;
    const fromTransform = await runPlan(planFrom(workflow(transform)));
    expect(fromTransform.result.error).toMatchObject({ code: 'limit_exceeded', step: 'deep' });
  });

  it('CTX-18 CTX-28 a value nested deeper than 64 levels given to ctx.state.set fails with limit_exceeded and saves nothing', async () => {
    const { result } = await runPlan(planFrom(workflow(script('deep', `${nested(3000)}\nctx.state.set('k', v);\nreturn {};`))));
    expect(result.error).toMatchObject({ code: 'limit_exceeded', step: 'deep' });
    expect(result.error!.message).toContain('ctx.state.set');
    expect(result.state).toEqual({});
  });

  it('CTX-28 EXPR-28 fromJSON keeps the same 64 levels, so a deep text from a script cannot become deep data', async () => {
    const steps = script('text', "return { t: '['.repeat(3000) + ']'.repeat(3000) };") + '  - id: parse\n    uses: platform/evaluate@v1\n    with: { expression: "${{ fromJSON(steps.text.outputs.t) }}" }\n';
    const { result } = await runPlan(planFrom(workflow(steps)));
    expect(result.error).toEqual({ code: 'invalid_input', message: 'fromJSON(): the text is nested deeper than 64 levels', step: 'parse' });
  });
});

describe('ctx.state keeps the rules of platform/state.set (STATE-05, STATE-06, CTX-17, CTX-18)', () => {
  const TEN_MB = 'x'.repeat(10_000_000);

  it('STATE-05 STATE-06 CTX-18 a 500-character key and a 10 MB value fail with invalid_input from ctx.state.set and from platform/state.set alike', async () => {
    const steps =
      script('script_key', "ctx.state.set('k'.repeat(500), 1);\nreturn {};", '    continue_on_error: true\n') +
      script('script_value', "ctx.state.set('big', ctx.event.body.big);\nreturn {};", '    continue_on_error: true\n') +
      '  - id: action_key\n    uses: platform/state.set@v1\n    continue_on_error: true\n    with: { key: "${{ trigger.body.long_key }}", value: 1 }\n' +
      '  - id: action_value\n    uses: platform/state.set@v1\n    continue_on_error: true\n    with: { key: big, value: "${{ trigger.body.big }}" }\n';
    const { result } = await runPlan(planFrom(`name: s\non:\n  webhook: {}\nsteps:\n${steps}`), { event: { body: { long_key: 'k'.repeat(500), big: TEN_MB }, headers: {} } });
    for (const id of ['script_key', 'script_value', 'action_key', 'action_value']) {
      expect(result.steps[id]!.error?.code, id).toBe('invalid_input');
    }
    expect(result.steps.script_key!.error!.message).toBe('line 1: ctx.state.set key: must have 1 to 200 characters');
    expect(result.steps.action_value!.error!.message).toBe('value: must be at most 64 KB of JSON');
    expect(result.steps.script_value!.error!.message).toBe('line 1: ctx.state.set value: must be at most 64 KB of JSON');
    expect(result.state).toEqual({});
  });

  it('STATE-05 STATE-06 CTX-18 a 200-character key and a value of exactly 64 KB of JSON are saved', async () => {
    // 65,534 characters and two quotes: 65,536 bytes of JSON.
    const body = "ctx.state.set('k'.repeat(200), 'x'.repeat(65534));\nreturn {};";
    const { result } = await runPlan(planFrom(workflow(script('s', body))));
    expect(result.outcome).toBe('success');
    expect(result.state['k'.repeat(200)]).toHaveLength(65534);
  });

  it('STATE-01 CTX-17 ctx.state.get refuses a key state.get would refuse', async () => {
    const { result } = await runPlan(planFrom(workflow(script('s', "return { v: ctx.state.get('k'.repeat(201), 1) };"))));
    expect(result.error).toMatchObject({ code: 'invalid_input', message: 'line 1: ctx.state.get key: must have 1 to 200 characters' });
  });
});
