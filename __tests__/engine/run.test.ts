import { describe, expect, it } from 'vitest';
import { planFrom, runPlan, workflow } from '../helpers/workflow.js';
import { withoutRealWaits } from '../helpers/fake-timers.js';

const evaluate = (id: string, expression: string, extra = '') =>
  `  - id: ${id}\n    uses: platform/evaluate@v1\n${extra}    with:\n      expression: ${JSON.stringify(expression)}\n`;

describe('steps, outcomes and the result document', () => {
  it('WF-29 RESULT-01 RESULT-02 RESULT-03 RESULT-10 a run without failures succeeds and records each step', async () => {
    const { result } = await runPlan(planFrom(workflow(evaluate('a', '${{ 1 + 1 }}') + evaluate('b', '${{ steps.a.outputs.result * 10 }}'))));
    expect(result.outcome).toBe('success');
    expect(result.error).toBeNull();
    expect(result.steps.a).toEqual({ result: 'success', outputs: { result: 2 }, error: null });
    expect(result.steps.b!.outputs).toEqual({ result: 20 });
  });

  it('WF-16 WF-30 a false if skips the step with no outputs; later steps read result', async () => {
    const steps = evaluate('a', '${{ 1 }}', '    if: ${{ false }}\n') + evaluate('b', "${{ steps.a.result }}");
    const { result } = await runPlan(planFrom(workflow(steps)));
    expect(result.steps.a).toEqual({ result: 'skipped', outputs: null, error: null });
    expect(result.steps.b!.outputs).toEqual({ result: 'skipped' });
  });

  it('WF-17 if uses the truth rules: 0, empty text, null and [] are false, {} is true', async () => {
    const cases: [string, boolean][] = [['0', false], ["''", false], ['null', false], ['fromJSON(\'[]\')', false], ['fromJSON(\'{}\')', true], ["'x'", true]];
    for (const [expression, runs] of cases) {
      const { result } = await runPlan(planFrom(workflow(evaluate('a', '${{ 1 }}', `    if: \${{ ${expression} }}\n`))));
      expect(result.steps.a!.result, expression).toBe(runs ? 'success' : 'skipped');
    }
  });

  it('WF-28 a run whose every step was skipped has outcome skip', async () => {
    const { result } = await runPlan(planFrom(workflow(evaluate('a', '${{ 1 }}', '    if: false\n'))));
    expect(result.outcome).toBe('skip');
  });

  it('WF-25 WF-26 WF-27 RESULT-11 ERR-01 a failing step ends the run and later steps are skipped', async () => {
    const steps =
      evaluate('a', '${{ false }}', '') .replace('with:\n', 'with:\n      fail_if_false: true\n      message: nope\n') + evaluate('b', '${{ 1 }}');
    const { result } = await runPlan(planFrom(workflow(steps)));
    expect(result.outcome).toBe('error');
    expect(result.error).toEqual({ code: 'check_failed', message: 'nope', step: 'a' });
    expect(result.steps.a).toEqual({ result: 'failure', outputs: null, error: { code: 'check_failed', message: 'nope' } });
    expect(result.steps.b!.result).toBe('skipped');
  });

  it('WF-23 WF-24 continue_on_error records failure and the outcome is decided by the other steps', async () => {
    const failing = `  - id: a\n    uses: platform/evaluate@v1\n    continue_on_error: true\n    with: { expression: false, fail_if_false: true }\n`;
    const { result } = await runPlan(planFrom(workflow(failing + evaluate('b', '${{ steps.a.error.code }}'))));
    expect(result.outcome).toBe('success');
    expect(result.steps.a!.result).toBe('failure');
    expect(result.steps.b!.outputs).toEqual({ result: 'check_failed' });
    expect(result.error).toBeNull();
  });

  it('WF-18 WF-19 for_each runs once per item with item and index; outputs are results and count', async () => {
    const step = `  - id: each\n    for_each: \${{ fromJSON('["a","b","c"]') }}\n    uses: platform/evaluate@v1\n    with: { expression: "\${{ index }}:\${{ item }}" }\n`;
    const { result } = await runPlan(planFrom(workflow(step)));
    expect(result.steps.each!.outputs).toEqual({ results: [{ result: '0:a' }, { result: '1:b' }, { result: '2:c' }], count: 3 });
  });

  it('WF-18 for_each over a value that is not a list fails with invalid_input', async () => {
    const step = `  - id: each\n    for_each: \${{ 5 }}\n    uses: platform/evaluate@v1\n    with: { expression: 1 }\n`;
    const { result } = await runPlan(planFrom(workflow(step)));
    expect(result.error?.code).toBe('invalid_input');
  });

  it('EXPR-28 a runtime expression error fails the step with invalid_input', async () => {
    const { result } = await runPlan(planFrom(workflow(evaluate('a', "${{ fromJSON('{nope') }}"))));
    expect(result.steps.a!.error?.code).toBe('invalid_input');
  });

  it('EXPR-27 reading a property of null gives null', async () => {
    const { result } = await runPlan(planFrom(workflow(evaluate('a', '${{ trigger.body.missing.deeper }}'))));
    expect(result.steps.a!.outputs).toEqual({ result: null });
  });
});

describe('retry and timeouts on virtual time', () => {
  const fetch = (retry: string, extra = '') =>
    workflow(`  - id: fetch\n    uses: platform/http.request@v1\n${retry}${extra}    with: { url: "https://api.example/x" }\n`);

  it('WF-20 WF-21 a 503 is retried max_attempts times in all', async () => {
    const { result, world } = await runPlan(planFrom(fetch('    retry: { max_attempts: 4, delay_seconds: 5 }\n')), {
      http: [{ match: { url_contains: '/x' }, respond: { status: 503 } }],
    });
    expect(result.error?.code).toBe('http_status');
    expect(world.http.calls).toHaveLength(4);
    expect(world.clock.elapsedMs).toBe(15_000);
  });

  it('WF-20 a retry that works: the failing answer with times 1, then a good one', async () => {
    const { result, world } = await runPlan(planFrom(fetch('    retry: { max_attempts: 3 }\n')), {
      http: [
        { match: { url_contains: '/x' }, respond: { status: 429 }, times: 1 },
        { match: { url_contains: '/x' }, respond: { json: { ok: true } } },
      ],
    });
    expect(result.outcome).toBe('success');
    expect(world.http.calls).toHaveLength(2);
  });

  it('WF-22 a 404 is not retried', async () => {
    const { world } = await runPlan(planFrom(fetch('    retry: { max_attempts: 5 }\n')), {
      http: [{ match: { url_contains: '/x' }, respond: { status: 404 } }],
    });
    expect(world.http.calls).toHaveLength(1);
  });

  it('WF-22 invalid_input is never retried', async () => {
    const plan = planFrom(workflow(`  - id: a\n    uses: platform/evaluate@v1\n    retry: { max_attempts: 5 }\n    with: { expression: "\${{ fromJSON('x') }}" }\n`));
    const { result, world } = await runPlan(plan);
    expect(result.error?.code).toBe('invalid_input');
    expect(world.clock.elapsedMs).toBe(0);
  });

  it('SET-10 delay_seconds defaults to 1 and exponential backoff doubles each wait', async () => {
    const mocks = { http: [{ match: { url_contains: '/x' }, respond: { status: 500 } }] };
    const fixed = await runPlan(planFrom(fetch('    retry: { max_attempts: 3 }\n')), mocks);
    expect(fixed.world.clock.elapsedMs).toBe(2_000);
    const exponential = await runPlan(planFrom(fetch('    retry: { max_attempts: 4, delay_seconds: 1, backoff: exponential }\n')), mocks);
    expect(exponential.world.clock.elapsedMs).toBe(1_000 + 2_000 + 4_000);
  });

  it('WF-08 WF-20 WORLD-08 a step timeout (1 unit = 1 s in tests) fails with timeout and is retried', async () => {
    const { result, world } = await runPlan(planFrom(fetch('    retry: { max_attempts: 2, delay_seconds: 0 }\n', '    timeout_minutes: 2\n')), {
      http: [{ match: { url_contains: '/x' }, respond: { json: {}, delay_ms: 2_500 } }],
    });
    expect(result.error?.code).toBe('timeout');
    expect(world.http.calls).toHaveLength(2);
  });

  it('WF-07 the workflow timeout fails the running step and skips the rest', async () => {
    const steps = `  - id: pause\n    uses: platform/wait@v1\n    with: { seconds: 30 }\n  - id: after\n    uses: platform/evaluate@v1\n    with: { expression: 1 }\n`;
    const { result } = await runPlan(planFrom(workflow(steps, 'timeout_minutes: 10\n')));
    expect(result.error).toMatchObject({ code: 'timeout', step: 'pause' });
    expect(result.steps.after!.result).toBe('skipped');
  });

  it('WF-07 the run timeout ends the run even when the running step has continue_on_error', async () => {
    const steps = `  - id: pause\n    uses: platform/wait@v1\n    continue_on_error: true\n    with: { seconds: 30 }\n  - id: after\n    uses: platform/evaluate@v1\n    with: { expression: 1 }\n`;
    const { result } = await runPlan(planFrom(workflow(steps, 'timeout_minutes: 10\n')));
    expect(result.outcome).toBe('error');
    expect(result.error).toMatchObject({ code: 'timeout', step: 'pause' });
    expect(result.steps.after!.result).toBe('skipped');
  });

  it('ACT-07 EXPR-12 a file a step makes is read by later steps as artifacts.<name>', async () => {
    const steps = `  - id: build\n    uses: platform/csv.build@v1\n    with: { rows: [{ a: 1 }], filename: out.csv }\n  - id: read\n    uses: platform/evaluate@v1\n    with: { expression: "\${{ artifacts['out.csv'].size_bytes }}" }\n`;
    const { result } = await runPlan(planFrom(workflow(steps)));
    expect(result.steps.read!.outputs).toEqual({ result: 6 }); // a\r\n1\r\n
    expect(result.artifacts).toEqual([{ name: 'out.csv', content_type: 'text/csv; charset=utf-8', size_bytes: 6, step: 'build' }]);
  });

  it('WORLD-12 WAIT-03 wait runs on virtual time', async () => {
    const { result, world } = await withoutRealWaits(() => runPlan(planFrom(workflow(`  - id: pause\n    uses: platform/wait@v1\n    with: { seconds: 30 }\n`))));
    expect(result.steps.pause!.outputs).toEqual({ waited_seconds: 30 });
    expect(world.clock.elapsedMs).toBe(30_000);
  });
});

describe('stubs', () => {
  const steps = workflow(`  - id: call\n    uses: workflow/other\n  - id: after\n    uses: platform/evaluate@v1\n    with: { expression: "\${{ steps.call.outputs.total }}" }\n`);

  it('STUB-01 STUB-02 STUB-03 a stubbed step does not run; its outputs feed later steps', async () => {
    const { result } = await runPlan(planFrom(steps), { stub_steps: { call: { outputs: { total: 3 } } } });
    expect(result.steps.call).toEqual({ result: 'success', outputs: { total: 3 }, error: null });
    expect(result.steps.after!.outputs).toEqual({ result: 3 });
  });

  it('STUB-04 STUB-05 STUB-06 a failing stub fails the run with its code and message', async () => {
    const { result } = await runPlan(planFrom(steps), { stub_steps: { call: { outcome: 'failure', error_code: 'http_status', message: 'down' } } });
    expect(result.outcome).toBe('error');
    expect(result.error).toEqual({ code: 'http_status', message: 'down', step: 'call' });
  });

  it('STUB-02 a skipped stub is recorded as skipped', async () => {
    const { result } = await runPlan(planFrom(steps), { stub_steps: { call: { outcome: 'skipped' } } });
    expect(result.steps.call!.result).toBe('skipped');
  });

  it('STUB-07 an unstubbed workflow call fails with call_not_stubbed', async () => {
    const { result } = await runPlan(planFrom(steps));
    expect(result.error?.code).toBe('call_not_stubbed');
  });

  it('STUB-08 a skipped workflow call needs no stub', async () => {
    const plan = planFrom(workflow(`  - id: call\n    if: false\n    uses: workflow/other\n`));
    const { result } = await runPlan(plan);
    expect(result.outcome).toBe('skip');
  });
});

describe('triggers and contexts', () => {
  const show = (expression: string, trigger: string) =>
    `name: t\non:\n  ${trigger}\nsteps:\n  - id: a\n    uses: platform/evaluate@v1\n    with: { expression: ${JSON.stringify(expression)} }\n`;

  it('EXPR-07 GIVEN-01 GIVEN-03 a webhook run reads body and headers from the event', async () => {
    const plan = planFrom(show('${{ trigger.body.id }}/${{ trigger.headers.x }}/${{ trigger.kind }}', 'webhook: {}'));
    const { result } = await runPlan(plan, { event: { body: { id: 7 }, headers: { x: 'y' } } });
    expect(result.steps.a!.outputs).toEqual({ result: '7/y/webhook' });
  });

  it('EXPR-08 GIVEN-05 a manual run has the whole event as body and no headers', async () => {
    const plan = planFrom(show('${{ toJSON(trigger.body) }} ${{ toJSON(trigger.headers) }}', 'manual: {}'));
    const { result } = await runPlan(plan, { event: { id: 7 } });
    expect(result.steps.a!.outputs).toEqual({ result: '{"id":7} {}' });
  });

  it('EXPR-09 GIVEN-04 a schedule run has a null body', async () => {
    const plan = planFrom(show('${{ trigger.body }}', 'schedule: { cron: "0 8 * * *" }'));
    const { result } = await runPlan(plan, { event: { id: 7 } });
    expect(result.steps.a!.outputs).toEqual({ result: null });
  });

  it('WORLD-10 WORLD-11 EXPR-06 GIVEN-06 a test run is a test, on the frozen clock', async () => {
    const plan = planFrom(show('${{ trigger.environment }} ${{ trigger.is_test }} ${{ trigger.now }} ${{ now() }}', 'manual: {}'));
    const { result } = await runPlan(plan);
    expect(result.steps.a!.outputs).toEqual({ result: 'test true 2026-01-05T08:00:00Z 2026-01-05T08:00:00Z' });
  });

  it('GIVEN-09 EXPR-13 AUTH-20 an unlisted secret is test-dummy-<name>; a listed one is as given', async () => {
    const plan = planFrom(show('${{ secrets.A }} ${{ secrets.B }}', 'manual: {}'));
    const { result } = await runPlan(plan, { secrets: { B: 'made-up' } });
    expect(result.steps.a!.outputs).toEqual({ result: 'test-dummy-A made-up' });
  });

  it('GIVEN-11 GIVEN-13 GIVEN-14 EXPR-21 EXPR-22 vars and lookups come only from the case', async () => {
    const plan = planFrom(show("${{ vars.region }} ${{ lookup('rates', 'DE').rate }} ${{ lookup('rates', 'XX') }}", 'manual: {}'));
    const { result } = await runPlan(plan, { vars: { region: 'eu' }, lookups: { rates: { columns: ['country', 'rate'], rows: [['DE', 19]] } } });
    expect(result.steps.a!.outputs).toEqual({ result: 'eu 19 ' });
  });

  it('GIVEN-21 GIVEN-22 GIVEN-23 RESULT-09 EXPR-12 given artifacts are held at start with step null', async () => {
    const plan = planFrom(show("${{ artifacts['in.csv'].size_bytes }}", 'manual: {}'));
    const { result } = await runPlan(plan, { artifacts: { 'in.csv': { text: 'ab', repeat: 3 } } });
    expect(result.steps.a!.outputs).toEqual({ result: 6 });
    expect(result.artifacts).toEqual([{ name: 'in.csv', content_type: 'application/octet-stream', size_bytes: 6, step: null }]);
  });
});

describe('state', () => {
  it('GIVEN-10 RESULT-07 STATE-03 STATE-07 state is the given state plus what the run set', async () => {
    const steps =
      `  - id: get\n    uses: platform/state.get@v1\n    with: { key: seen }\n` +
      `  - id: set\n    uses: platform/state.set@v1\n    with: { key: seen, value: "\${{ steps.get.outputs.value + 1 }}" }\n`;
    const { result } = await runPlan(planFrom(workflow(steps)), { state: { seen: 4, other: 'x' } });
    expect(result.steps.get!.outputs).toEqual({ value: 4, found: true });
    expect(result.steps.set!.outputs).toEqual({ previous: 4 });
    expect(result.state).toEqual({ seen: 5, other: 'x' });
  });

  it('SET-11 STATE-04 an unset key gives null and found false, or the default', async () => {
    const steps = `  - id: a\n    uses: platform/state.get@v1\n    with: { key: none }\n  - id: b\n    uses: platform/state.get@v1\n    with: { key: none, default: 3 }\n`;
    const { result } = await runPlan(planFrom(workflow(steps)));
    expect(result.steps.a!.outputs).toEqual({ value: null, found: false });
    expect(result.steps.b!.outputs).toEqual({ value: 3, found: false });
  });

  it('STATE-06 a value over 64 KB fails with invalid_input', async () => {
    const steps = `  - id: a\n    uses: platform/state.set@v1\n    with: { key: big, value: "\${{ format('{0}', toJSON(fromJSON('[1]'))) }}" }\n`;
    const { result } = await runPlan(planFrom(workflow(steps)));
    expect(result.outcome).toBe('success');
    const big = `  - id: a\n    uses: platform/state.set@v1\n    with:\n      key: big\n      value: "${'x'.repeat(70_000)}"\n`;
    const failed = await runPlan(planFrom(workflow(big)));
    expect(failed.result.error?.code).toBe('invalid_input');
    expect(failed.result.error?.message).not.toContain('xxxx');
  });
});

describe('names that are also JavaScript built-ins', () => {
  it('WF-11 STUB-01 a step named constructor runs in a test like any other', async () => {
    const steps = `  - id: constructor\n    uses: platform/evaluate@v1\n    with: { expression: 5 }\n  - id: after\n    uses: platform/evaluate@v1\n    with: { expression: "\${{ steps.constructor.outputs.result }}" }\n`;
    const { result } = await runPlan(planFrom(workflow(steps)), { stub_steps: {} });
    expect(result.steps.constructor).toEqual({ result: 'success', outputs: { result: 5 }, error: null });
    expect(result.steps.after!.outputs).toEqual({ result: 5 });
  });

  it('GIVEN-15 EXPR-22 GIVEN-09 a table or secret named like a built-in member is simply unknown', async () => {
    const step = `  - id: a\n    uses: platform/evaluate@v1\n    with: { expression: "\${{ lookup('constructor', 'x') }}|\${{ secrets.valueOf }}" }\n`;
    const { result } = await runPlan(planFrom(workflow(step)), { lookups: { rates: { columns: ['k'], rows: [] } }, secrets: { OTHER: 'made-up' } });
    expect(result.steps.a!.outputs).toEqual({ result: '|test-dummy-valueOf' });
  });
});

describe('a run past its own deadline on a real clock', () => {
  it('WF-07 no step starts after the deadline, and the document does not change afterwards', async () => {
    const { caseWorld } = await import('../../src/testing/case-world.js');
    const { sandboxRunner } = await import('../../src/sandbox/runner.js');
    const { runWorkflow } = await import('../../src/engine/run.js');
    const { emptyProject } = await import('../helpers/project.js');
    const world = caseWorld(emptyProject(), {});
    // A clock like a real one: the deadline fires on its own while the step goes on.
    let release!: () => void;
    const stepDone = new Promise<void>((resolve) => (release = resolve));
    // The work the deadline left behind, so the test can wait for it to end.
    const abandoned: Promise<unknown>[] = [];
    Object.assign(world, {
      clock: {
        minuteMs: 60_000,
        elapsedMs: 0,
        now: () => new Date('2026-01-05T08:00:00Z'),
        sleep: () => stepDone,
        withDeadline: async (_ms: number, work: () => Promise<unknown>, onTimeout: () => Error) => {
          abandoned.push(work().catch(() => undefined));
          await Promise.resolve();
          throw onTimeout();
        },
      },
    });
    const plan = planFrom(workflow(`  - id: pause\n    uses: platform/wait@v1\n    with: { seconds: 30 }\n  - id: remember\n    uses: platform/state.set@v1\n    with: { key: late, value: 1 }\n`, 'timeout_minutes: 1\n'));
    const result = await runWorkflow(plan, world, { trigger: { kind: 'manual', event: null, is_test: true }, services: { template: () => undefined, scripts: sandboxRunner } });
    expect(result.error).toMatchObject({ code: 'timeout', step: 'pause' });
    const before = JSON.stringify(result.steps);
    release();
    await Promise.all(abandoned);
    expect(abandoned.length).toBeGreaterThan(0);
    expect(world.state.all()).toEqual({});
    expect(JSON.stringify(result.steps)).toBe(before);
    expect(result.steps.remember!.result).toBe('skipped');
  });
});
