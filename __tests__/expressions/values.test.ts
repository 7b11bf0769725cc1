import { describe, expect, it } from 'vitest';
import {
  ExpressionRuntimeError,
  ExpressionSyntaxError,
  ValueCompileError,
  compileCondition,
  compileTemplate,
  compileValue,
  isTruthy,
  references,
} from '../../src/expressions/index.js';
import { makeScope } from './scope.js';

const scope = makeScope();

describe('truth', () => {
  it('WF-17 false, 0, empty text, null and an empty list are false', () => {
    for (const value of [false, 0, -0, '', null, undefined, []]) expect(isTruthy(value)).toBe(false);
  });

  it('WF-17 every other value is true, including an empty object, "0", "false" and a space', () => {
    for (const value of [true, 1, -1, 0.1, '0', 'false', ' ', {}, [0], [null], { a: null }]) expect(isTruthy(value)).toBe(true);
  });
});

describe('conditions', () => {
  it('WF-17 a ${{ }} condition gives a boolean by the truth rules', () => {
    expect(compileCondition('${{ steps.fetch.outputs.json.items.length > 0 }}').evaluate(scope)).toBe(true);
    expect(compileCondition('${{ trigger.body.empty }}').evaluate(scope)).toBe(false);
    expect(compileCondition('${{ trigger.body.items }}').evaluate(scope)).toBe(true);
    expect(compileCondition("${{ '' }}").evaluate(scope)).toBe(false);
    expect(compileCondition('${{ trigger.body.nothing }}').evaluate(scope)).toBe(false);
  });

  it('WF-17 a bare expression works like GitHub Actions', () => {
    expect(compileCondition("steps.broken.result == 'failure'").evaluate(scope)).toBe(true);
    expect(compileCondition('vars.limit - 10').evaluate(scope)).toBe(false);
    expect(compileCondition('fromJSON(\'{}\')').evaluate(scope)).toBe(true);
  });

  it('whitespace around the single ${{ }} of a condition is allowed', () => {
    expect(compileCondition('  ${{ true }}\n').evaluate(scope)).toBe(true);
  });

  it('the condition keeps its source', () => {
    expect(compileCondition('${{ true }}').source).toBe('${{ true }}');
  });

  it('EXPR-26 text around a ${{ }} in a condition is refused, since it would always be true', () => {
    expect(() => compileCondition("${{ vars.region }} == 'us'")).toThrow(ExpressionSyntaxError);
    expect(() => compileCondition('${{ true }} && ${{ false }}')).toThrow(/one '\$\{\{ … \}\}' expression/);
    const error = (() => {
      try {
        compileCondition('x ${{ true }}');
      } catch (caught) {
        return caught as ExpressionSyntaxError;
      }
      throw new Error('no error');
    })();
    expect(error.offset).toBe(0);
  });

  it('EXPR-26 an empty condition and bad syntax in a bare condition are syntax errors with offsets', () => {
    expect(() => compileCondition('  ')).toThrow(/empty condition/);
    expect(() => compileCondition('${{ }}')).toThrow(/empty expression/);
    try {
      compileCondition('vars.a ==');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ExpressionSyntaxError);
      expect((error as ExpressionSyntaxError).offset).toBe(9);
    }
  });

  it('EXPR-28 a runtime error in a condition propagates as ExpressionRuntimeError', () => {
    expect(() => compileCondition('trigger.body * 2').evaluate(scope)).toThrow(ExpressionRuntimeError);
  });
});

describe('compileValue', () => {
  it('EXPR-01 EXPR-02 every string inside a value is a template', () => {
    const compiled = compileValue({
      to: ['${{ trigger.body.items[0].email }}'],
      subject: 'Invoice ${{ trigger.body.items[0].number }} is overdue',
      data: { invoice: '${{ trigger.body.items[0] }}', count: '${{ steps.fetch.outputs.json.total }}' },
      retries: 3,
      flag: true,
      none: null,
    });
    expect(compiled.constant).toBe(false);
    expect(compiled.evaluate(scope)).toEqual({
      to: ['a@example.com'],
      subject: 'Invoice 7 is overdue',
      data: { invoice: { email: 'a@example.com', number: 7 }, count: 2 },
      retries: 3,
      flag: true,
      none: null,
    });
  });

  it('a value without expressions is constant and returned as the same object', () => {
    const input = { url: '/invoices', query: { status: 'overdue' }, list: [1, 'a'] };
    const compiled = compileValue(input);
    expect(compiled.constant).toBe(true);
    expect(compiled.evaluate(scope)).toBe(input);
  });

  it('constant subtrees are shared; dynamic parts are rebuilt on every evaluation', () => {
    const query = { status: 'overdue' };
    const compiled = compileValue({ query, id: '${{ item }}' });
    const first = compiled.evaluate(makeScope({ item: 1 })) as Record<string, unknown>;
    const second = compiled.evaluate(makeScope({ item: 2 })) as Record<string, unknown>;
    expect(first.query).toBe(query);
    expect(second.query).toBe(query);
    expect(first).not.toBe(second);
    expect([first.id, second.id]).toEqual([1, 2]);
  });

  it('scalars and strings compile too', () => {
    expect(compileValue(5).evaluate(scope)).toBe(5);
    expect(compileValue(null).evaluate(scope)).toBeNull();
    expect(compileValue('${{ vars.limit }}').evaluate(scope)).toBe(10);
    expect(compileValue('plain').constant).toBe(true);
  });

  it('object keys are never templates', () => {
    expect(compileValue({ '${{ vars.region }}': 'x' }).evaluate(scope)).toEqual({ '${{ vars.region }}': 'x' });
  });

  it('skip takes the strings under the named top-level keys literally', () => {
    const compiled = compileValue({ script: 'return "${{ not an expression"', nested: { keep: '${{ vars.region }}' }, n: '${{ 1 }}' }, { skip: ['script', 'nested'] });
    expect(compiled.evaluate(scope)).toEqual({ script: 'return "${{ not an expression"', nested: { keep: '${{ vars.region }}' }, n: 1 });
    expect(compileValue({ script: '${{ x' }, { skip: ['script'] }).constant).toBe(true);
  });

  it('skip applies to top-level keys only', () => {
    expect(() => compileValue({ inner: { script: '${{ x' } }, { skip: ['script'] })).toThrow(ValueCompileError);
  });

  it('EXPR-26 a bad string deep inside is a ValueCompileError naming its path and offset', () => {
    try {
      compileValue({ with: { to: ['ok', 'Hi ${{ nope() }}'] } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValueCompileError);
      const failure = error as ValueCompileError;
      expect(failure.path).toEqual(['with', 'to', 1]);
      expect(failure.offset).toBe(7);
      expect(failure.cause).toBeInstanceOf(ExpressionSyntaxError);
      expect(failure.message).toBe("with.to[1]: unknown function 'nope'");
    }
  });

  it('a __proto__ key in the value stays an own data key and does not change the prototype', () => {
    const input = JSON.parse('{"__proto__": {"x": "${{ vars.region }}"}, "y": "${{ vars.limit }}"}') as unknown;
    const out = compileValue(input).evaluate(scope) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.hasOwn(out, '__proto__')).toBe(true);
    expect(JSON.stringify(out)).toBe('{"__proto__":{"x":"eu"},"y":10}');
  });

  it('a value that contains itself is refused instead of looping', () => {
    const cyclic: Record<string, unknown> = { a: '${{ 1 }}' };
    cyclic.self = cyclic;
    expect(() => compileValue(cyclic)).toThrow(/contains itself/);
  });

  it('shared (aliased) subtrees that are not cycles are fine', () => {
    const shared = { v: '${{ vars.region }}' };
    expect(compileValue({ a: shared, b: [shared] }).evaluate(scope)).toEqual({ a: { v: 'eu' }, b: [{ v: 'eu' }] });
  });

  it('EXPR-28 a runtime error inside a value propagates', () => {
    expect(() => compileValue({ a: ['${{ 1 / 0 }}'] }).evaluate(scope)).toThrow(ExpressionRuntimeError);
  });
});

describe('references', () => {
  it('lists contexts, secret names, step ids and functions read by a template', () => {
    const refs = references(compileTemplate("${{ secrets.API_KEY }}-${{ steps.fetch.outputs.x }} ${{ contains(steps['broken'].result, secrets['OTHER']) }} ${{ now() }}"));
    expect([...refs.contexts].sort()).toEqual(['secrets', 'steps']);
    expect([...refs.secrets].sort()).toEqual(['API_KEY', 'OTHER']);
    expect([...refs.steps].sort()).toEqual(['broken', 'fetch']);
    expect([...refs.functions].sort()).toEqual(['contains', 'now']);
  });

  it('finds references inside indexes, arguments and operators', () => {
    const refs = references(compileTemplate("${{ !(vars.a[steps.s1.outputs.i] + -lookup('t', item.k)) || index && artifacts['x.csv'] }}"));
    expect([...refs.contexts].sort()).toEqual(['artifacts', 'index', 'item', 'steps', 'vars']);
    expect([...refs.steps]).toEqual(['s1']);
    expect([...refs.functions]).toEqual(['lookup']);
  });

  it('a computed secret or step name is a context read, not a name', () => {
    const refs = references(compileTemplate('${{ secrets[vars.which] }}'));
    expect([...refs.contexts].sort()).toEqual(['secrets', 'vars']);
    expect(refs.secrets.size).toBe(0);
  });

  it('references of a whole value and of a condition', () => {
    const value = references(compileValue({ a: ['${{ secrets.A }}'], b: { c: '${{ steps.x.result }}' }, skip: '${{ secrets.B }}' }, { skip: ['skip'] }));
    expect([...value.secrets]).toEqual(['A']);
    expect([...value.steps]).toEqual(['x']);
    const condition = references(compileCondition("steps.y.result == 'x'"));
    expect([...condition.steps]).toEqual(['y']);
  });

  it('a constant has no references, and the result is a fresh copy', () => {
    const compiled = compileTemplate('plain');
    const refs = references(compiled);
    expect(refs.contexts.size + refs.secrets.size + refs.steps.size + refs.functions.size).toBe(0);
    refs.contexts.add('x');
    expect(references(compiled).contexts.size).toBe(0);
  });
});
