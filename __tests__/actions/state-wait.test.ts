import { describe, expect, it } from 'vitest';
import { stateGet, stateSet } from '../../src/actions/state.js';
import { wait } from '../../src/actions/wait.js';
import { actionHarness } from '../helpers/action-context.js';
import { compileText, planFrom, runPlan, workflow } from '../helpers/workflow.js';
import { failure } from '../helpers/expect-step.js';
import { withoutRealWaits } from '../helpers/fake-timers.js';

const step = (uses: string, withBlock: string) => workflow(`  - id: a\n    uses: platform/${uses}@v1\n    with: ${withBlock}\n`);

/** Keys that break the key rule, with what they show. */
const BAD_KEYS: [string, unknown][] = [
  ['empty', ''],
  ['201 characters', 'k'.repeat(201)],
  ['a number', 5],
  ['null', null],
  ['a list', ['a']],
];

describe('state.get', () => {
  it('STATE-01 key is required', async () => {
    const error = await failure(actionHarness(stateGet).run({ default: 1 }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('key');
  });

  it('STATE-01 key is text, not empty, at most 200 characters', async () => {
    for (const [what, key] of BAD_KEYS) {
      const error = await failure(actionHarness(stateGet, { given: { state: { '': 'x', ['k'.repeat(201)]: 'y' } } }).run({ key }));
      expect(error.code, what).toBe('invalid_input');
      expect(error.message, what).toContain('key');
    }
  });

  it('STATE-01 a key of 200 characters works', async () => {
    const key = 'é'.repeat(200);
    const h = actionHarness(stateGet, { given: { state: { [key]: 'saved' } } });
    expect(await h.run({ key })).toEqual({ value: 'saved', found: true });
  });

  it('STATE-01 a literal key that breaks the rule is refused when the workflow is saved', () => {
    expect(compileText(step('state.get', '{ key: "" }')).problems).toEqual([expect.objectContaining({ path: 'steps[0].with.key' })]);
    expect(compileText(step('state.get', `{ key: ${'k'.repeat(201)} }`)).problems).toEqual([expect.objectContaining({ path: 'steps[0].with.key' })]);
    expect(compileText(step('state.get', '{ default: 0 }')).problems).toEqual([expect.objectContaining({ code: 'missing_field' })]);
    expect(compileText(step('state.get', `{ key: ${'k'.repeat(200)} }`)).problems).toEqual([]);
  });

  it('STATE-01 a key made by an expression is checked when the step runs', async () => {
    const { result } = await runPlan(planFrom(step('state.get', '{ key: "${{ trigger.body.k }}" }')), { event: { k: 'k'.repeat(201) } });
    expect(result.steps.a!.error?.code).toBe('invalid_input');
  });

  it('STATE-02 ACT-02 the outputs are exactly value and found, for a set key and an unset one', async () => {
    const h = actionHarness(stateGet, { given: { state: { seen: { cursor: 7 } } } });
    const found = await h.run({ key: 'seen' });
    expect(Object.keys(found).sort()).toEqual(['found', 'value']);
    expect(found).toEqual({ value: { cursor: 7 }, found: true });

    const missing = await h.run({ key: 'never-set' });
    expect(Object.keys(missing).sort()).toEqual(['found', 'value']);
    expect(missing).toEqual({ value: null, found: false });
  });

  it('STATE-02 a saved null is found: found tells it apart from an unset key', async () => {
    const h = actionHarness(stateGet, { given: { state: { empty: null } } });
    expect(await h.run({ key: 'empty', default: 'fallback' })).toEqual({ value: null, found: true });
    expect(await h.run({ key: 'other', default: 'fallback' })).toEqual({ value: 'fallback', found: false });
  });

  it('STATE-02 later steps read value and found', async () => {
    const steps =
      '  - id: a\n    uses: platform/state.get@v1\n    with: { key: cursor, default: 0 }\n' +
      '  - id: b\n    uses: platform/evaluate@v1\n    with: { expression: "${{ steps.a.outputs.found }}/${{ steps.a.outputs.value }}" }\n';
    expect((await runPlan(planFrom(workflow(steps)))).result.steps.b!.outputs).toEqual({ result: 'false/0' });
    expect((await runPlan(planFrom(workflow(steps)), { state: { cursor: 12 } })).result.steps.b!.outputs).toEqual({ result: 'true/12' });
  });
});

describe('state.set', () => {
  it('STATE-05 key is required; nothing is saved', async () => {
    const h = actionHarness(stateSet, { given: { state: { kept: 1 } } });
    const error = await failure(h.run({ value: 1 }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('key');
    expect(h.world.state.all()).toEqual({ kept: 1 });
  });

  it('STATE-05 key is text, not empty, at most 200 characters; a refused key saves nothing', async () => {
    for (const [what, key] of BAD_KEYS) {
      const h = actionHarness(stateSet, { given: { state: { kept: 1 } } });
      const error = await failure(h.run({ key, value: 'new' }));
      expect(error.code, what).toBe('invalid_input');
      expect(error.message, what).toContain('key');
      expect(error.message, what).not.toContain('new');
      expect(h.world.state.all(), what).toEqual({ kept: 1 });
    }
  });

  it('STATE-05 a key of 1 or 200 characters is saved', async () => {
    const h = actionHarness(stateSet);
    const long = 'k'.repeat(200);
    expect(await h.run({ key: 'x', value: 1 })).toEqual({ previous: null });
    expect(await h.run({ key: long, value: 2 })).toEqual({ previous: null });
    expect(h.world.state.all()).toEqual({ x: 1, [long]: 2 });
  });

  it('STATE-05 a literal key that breaks the rule is refused when the workflow is saved', () => {
    expect(compileText(step('state.set', '{ key: "", value: 1 }')).problems).toEqual([expect.objectContaining({ path: 'steps[0].with.key' })]);
    expect(compileText(step('state.set', `{ key: ${'k'.repeat(201)}, value: 1 }`)).problems).toEqual([expect.objectContaining({ path: 'steps[0].with.key' })]);
    expect(compileText(step('state.set', '{ value: 1 }')).problems).toEqual([expect.objectContaining({ code: 'missing_field' })]);
  });

  it('STATE-05 a key made by an expression is checked when the step runs, and the run state is unchanged', async () => {
    const { result } = await runPlan(planFrom(step('state.set', '{ key: "${{ trigger.body.k }}", value: 1 }')), { event: { k: '' }, state: { kept: true } });
    expect(result.steps.a!.error?.code).toBe('invalid_input');
    expect(result.state).toEqual({ kept: true });
  });

  it('STATE-06 a value of exactly 64 KB of JSON is saved; one byte more is refused with invalid_input and saves nothing', async () => {
    const h = actionHarness(stateSet, { given: { state: { kept: 1 } } });
    // Two quotes around the text: 65,536 bytes of JSON.
    expect(await h.run({ key: 'fits', value: 'x'.repeat(65_534) })).toEqual({ previous: null });
    const error = await failure(h.run({ key: 'over', value: 'x'.repeat(65_535) }));
    expect(error).toMatchObject({ code: 'invalid_input', message: 'value: must be at most 64 KB of JSON' });
    expect(Object.keys(h.world.state.all()).sort()).toEqual(['fits', 'kept']);
  });

  it('STATE-06 a value nested thousands of levels deep (within 64 KB) is refused with invalid_input, not a stack overflow', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 20_000; i++) deep = [deep];
    const h = actionHarness(stateSet);
    const error = await failure(h.run({ key: 'deep', value: deep }));
    expect(error).toMatchObject({ code: 'invalid_input', message: 'value: must be nested at most 64 levels deep' });
    expect(h.world.state.all()).toEqual({});
  });
});

describe('wait', () => {
  it('WAIT-01 seconds is required', async () => {
    const error = await failure(actionHarness(wait).run({}));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('seconds');
    expect(compileText(step('wait', '{}')).problems).toEqual([expect.objectContaining({ code: 'missing_field' })]);
  });

  it('WAIT-01 seconds is an integer: fractions, text, null and booleans are refused', async () => {
    for (const seconds of [1.5, '5', null, true, [5]]) {
      const error = await failure(actionHarness(wait).run({ seconds }));
      expect(error.code, JSON.stringify(seconds)).toBe('invalid_input');
      expect(error.message, JSON.stringify(seconds)).toContain('seconds');
    }
    expect(compileText(step('wait', '{ seconds: 2.5 }')).problems).toEqual([expect.objectContaining({ path: 'steps[0].with.seconds' })]);
    expect(compileText(step('wait', '{ seconds: "5" }')).problems).toEqual([expect.objectContaining({ path: 'steps[0].with.seconds' })]);
  });

  it('WAIT-01 WAIT-02 a whole number of seconds from 1 to 30 is waited on the virtual clock', async () => {
    for (const seconds of [1, 15, 30, 2.0]) {
      const h = actionHarness(wait);
      const slept: number[] = [];
      const sleep = h.world.clock.sleep.bind(h.world.clock);
      h.world.clock.sleep = async (ms: number) => {
        slept.push(ms);
        return sleep(ms);
      };
      expect(await withoutRealWaits(() => h.run({ seconds }))).toEqual({ waited_seconds: seconds });
      expect(slept).toEqual([seconds * 1000]);
      expect(h.world.clock.elapsedMs).toBe(seconds * 1000);
    }
  });

  it('WAIT-02 fewer than 1 or more than 30 seconds are unavailable', async () => {
    for (const seconds of [0, -1, 31, 60, 3600]) {
      const h = actionHarness(wait);
      let slept = false;
      h.world.clock.sleep = async () => {
        slept = true;
      };
      const error = await failure(h.run({ seconds }));
      expect(error.code, String(seconds)).toBe('invalid_input');
      expect(error.message).toContain('seconds');
      expect(slept).toBe(false);
    }
  });

  it('WAIT-02 a wait out of range is refused when the workflow is saved, and at run time when computed', async () => {
    for (const seconds of [0, 31]) {
      expect(compileText(step('wait', `{ seconds: ${seconds} }`)).problems, String(seconds)).toEqual([expect.objectContaining({ path: 'steps[0].with.seconds' })]);
    }
    expect(compileText(step('wait', '{ seconds: 30 }')).problems).toEqual([]);
    const { result } = await runPlan(planFrom(step('wait', '{ seconds: "${{ trigger.body.s }}" }')), { event: { s: 31 } });
    expect(result.steps.a!.error?.code).toBe('invalid_input');
  });
});
