import { describe, expect, it } from 'vitest';
import { evaluate } from '../../src/actions/evaluate.js';
import { actionHarness } from '../helpers/action-context.js';
import { compileText, planFrom, runPlan, workflow } from '../helpers/workflow.js';
import { failure } from '../helpers/expect-step.js';

/** One evaluate step `a` with the given `with:` lines (already indented by six spaces). */
const evaluateStep = (withLines: string, extra = '') => workflow(`  - id: a\n    uses: platform/evaluate@v1\n${extra}    with:\n${withLines}`);

describe('evaluate: expression and result', () => {
  it('EVAL-01 expression is required, at run time and at save time', async () => {
    const error = await failure(actionHarness(evaluate).run({ fail_if_false: true }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('expression');

    const { problems } = compileText(evaluateStep('      fail_if_false: true\n'));
    expect(problems).toEqual([expect.objectContaining({ path: 'steps[0].with', code: 'missing_field' })]);
  });

  it('EVAL-01 EVAL-02 a single ${{ }} expression is computed and comes back with its type', async () => {
    const cases: [string, unknown][] = [
      ['${{ 6 * 7 }}', 42],
      ["${{ 'a' + 'b' }}", 'ab'],
      ['${{ trigger.body.items }}', [1, { x: 2 }]],
      ['${{ trigger.body }}', { items: [1, { x: 2 }], flag: false }],
      ['${{ trigger.body.flag }}', false],
      ['${{ trigger.body.missing }}', null],
      ['${{ trigger.body.items.length > 1 }}', true],
    ];
    for (const [expression, expected] of cases) {
      const { result } = await runPlan(planFrom(evaluateStep(`      expression: ${JSON.stringify(expression)}\n`)), { event: { items: [1, { x: 2 }], flag: false } });
      expect(result.steps.a, expression).toEqual({ result: 'success', outputs: { result: expected }, error: null });
    }
  });

  it('EVAL-02 a literal value and text with an expression inside are results too', async () => {
    const literal = await runPlan(planFrom(evaluateStep('      expression: { a: [1, 2], b: text }\n')));
    expect(literal.result.steps.a!.outputs).toEqual({ result: { a: [1, 2], b: 'text' } });

    const mixed = await runPlan(planFrom(evaluateStep('      expression: "total ${{ 1 + 2 }} items"\n')));
    expect(mixed.result.steps.a!.outputs).toEqual({ result: 'total 3 items' });
  });

  it('EVAL-02 ACT-02 the outputs hold only result', async () => {
    const output = await actionHarness(evaluate).run({ expression: { nested: [true] }, fail_if_false: true, message: 'never shown' });
    expect(output).toEqual({ result: { nested: [true] } });
  });
});

describe('evaluate: fail_if_false', () => {
  it('EVAL-03 without fail_if_false a false result still succeeds', async () => {
    for (const value of [false, 0, '', null, []]) {
      expect(await actionHarness(evaluate).run({ expression: value }), JSON.stringify(value)).toEqual({ result: value });
    }
    const { result } = await runPlan(planFrom(evaluateStep('      expression: ${{ 1 == 2 }}\n')));
    expect(result.outcome).toBe('success');
    expect(result.steps.a).toEqual({ result: 'success', outputs: { result: false }, error: null });
  });

  it('EVAL-04 with fail_if_false: true a false result fails the step with check_failed', async () => {
    const { result } = await runPlan(planFrom(evaluateStep('      expression: ${{ 1 == 2 }}\n      fail_if_false: true\n')));
    expect(result.outcome).toBe('error');
    expect(result.steps.a!.result).toBe('failure');
    expect(result.steps.a!.outputs).toBeNull();
    expect(result.steps.a!.error?.code).toBe('check_failed');
  });

  it('EVAL-04 with fail_if_false: true a true result succeeds with the value', async () => {
    const { result } = await runPlan(planFrom(evaluateStep('      expression: ${{ 2 > 1 }}\n      fail_if_false: true\n')));
    expect(result.steps.a).toEqual({ result: 'success', outputs: { result: true }, error: null });
  });

  it('EVAL-05 fail_if_false judges with the if: truth rules: false, 0, empty text, null and [] are false', async () => {
    const values: [string, boolean][] = [
      ['false', false],
      ['0', false],
      ["''", false],
      ['null', false],
      ["fromJSON('[]')", false],
      ['true', true],
      ['1', true],
      ['-1', true],
      ["'false'", true],
      ["'0'", true],
      ["' '", true],
      ["fromJSON('{}')", true],
      ["fromJSON('[0]')", true],
    ];
    for (const [expression, truthy] of values) {
      const checked = await runPlan(planFrom(evaluateStep(`      expression: \${{ ${expression} }}\n      fail_if_false: true\n`)));
      expect(checked.result.steps.a!.result, `evaluate ${expression}`).toBe(truthy ? 'success' : 'failure');
      if (!truthy) expect(checked.result.steps.a!.error?.code).toBe('check_failed');

      // The same value as an `if:` condition must decide the same way.
      const guarded = await runPlan(planFrom(evaluateStep('      expression: 1\n', `    if: \${{ ${expression} }}\n`)));
      expect(guarded.result.steps.a!.result, `if ${expression}`).toBe(truthy ? 'success' : 'skipped');
    }
  });
});

describe('evaluate: message', () => {
  it('EVAL-06 the failure message is message when given', async () => {
    const error = await failure(actionHarness(evaluate).run({ expression: 0, fail_if_false: true, message: 'No invoices are overdue.' }));
    expect(error.code).toBe('check_failed');
    expect(error.message).toBe('No invoices are overdue.');

    const { result } = await runPlan(planFrom(evaluateStep('      expression: ${{ trigger.body.n > 5 }}\n      fail_if_false: true\n      message: Too few rows\n')), { event: { n: 2 } });
    expect(result.steps.a!.error).toEqual({ code: 'check_failed', message: 'Too few rows' });
  });

  it('EVAL-07 without message a default message says the check was false, without the value', async () => {
    const error = await failure(actionHarness(evaluate).run({ expression: '', fail_if_false: true }));
    expect(error.code).toBe('check_failed');
    expect(error.message.trim()).not.toBe('');
    expect(error.message).toMatch(/false/i);

    const { result } = await runPlan(planFrom(evaluateStep('      expression: ${{ trigger.body.secret_count }}\n      fail_if_false: true\n')), { event: { secret_count: 0 } });
    expect(result.steps.a!.error?.code).toBe('check_failed');
    expect(result.steps.a!.error?.message).toMatch(/false/i);
    expect(result.steps.a!.error?.message).not.toContain('secret_count');
  });

  it('EVAL-08 message is not empty and at most 500 characters, at run time', async () => {
    for (const message of ['', 'x'.repeat(501)]) {
      const error = await failure(actionHarness(evaluate).run({ expression: false, fail_if_false: true, message }));
      expect(error.code, `length ${message.length}`).toBe('invalid_input');
      expect(error.message).toContain('message');
      if (message) expect(error.message).not.toContain(message);
    }
    const longest = 'y'.repeat(500);
    const error = await failure(actionHarness(evaluate).run({ expression: false, fail_if_false: true, message: longest }));
    expect(error.code).toBe('check_failed');
    expect(error.message).toBe(longest);
  });

  it('EVAL-08 a message that is not text is refused', async () => {
    const error = await failure(actionHarness(evaluate).run({ expression: false, fail_if_false: true, message: 42 }));
    expect(error.code).toBe('invalid_input');
  });

  it('EVAL-08 an empty or too long message is refused when the workflow is saved', () => {
    for (const message of ['""', 'x'.repeat(501)]) {
      const { problems } = compileText(evaluateStep(`      expression: 1\n      message: ${message}\n`));
      expect(problems, `length ${message.length}`).toEqual([expect.objectContaining({ path: 'steps[0].with.message' })]);
    }
    expect(compileText(evaluateStep(`      expression: 1\n      message: ${'x'.repeat(500)}\n`)).problems).toEqual([]);
  });

  it('EVAL-08 a message made by an expression is checked when the step runs', async () => {
    const { result } = await runPlan(planFrom(evaluateStep('      expression: false\n      fail_if_false: true\n      message: ${{ trigger.body.m }}\n')), { event: { m: '' } });
    expect(result.steps.a!.error?.code).toBe('invalid_input');
  });
});
