import { describe, expect, it } from 'vitest';
import { compileTemplate, type ExpressionScope } from '../../src/expressions/index.js';
import { templateSyntaxError } from './expect-errors.js';
import { makeScope } from './scope.js';

const scope = makeScope();
const ev = (expression: string, where: ExpressionScope = scope): unknown => compileTemplate(`\${{ ${expression} }}`).evaluate(where);

describe('contexts', () => {
  it('EXPR-05 trigger, steps, vars, secrets, artifacts, item and index are the contexts', () => {
    const where = makeScope({ item: { email: 'b@example.com' }, index: 3 });
    expect(ev('trigger.kind', where)).toBe('webhook');
    expect(ev('steps.fetch.result', where)).toBe('success');
    expect(ev('vars.region', where)).toBe('eu');
    expect(ev('secrets.API_KEY', where)).toBe('test-dummy-API_KEY');
    expect(ev('artifacts.report.name', where)).toBe('report.csv');
    expect(ev('item.email', where)).toBe('b@example.com');
    expect(ev('index', where)).toBe(3);
  });

  it('EXPR-05 item and index outside a for_each are null', () => {
    expect(ev('item')).toBeNull();
    expect(ev('index')).toBeNull();
  });

  it('EXPR-05 a whole context can be read as a value', () => {
    expect(ev('vars')).toEqual({ region: 'eu', limit: 10 });
  });

  it('EXPR-05 a context the scope leaves undefined reads as null', () => {
    const where = { ...makeScope(), vars: undefined };
    expect(ev('vars', where)).toBeNull();
    expect(ev('vars.region', where)).toBeNull();
  });

  it('EXPR-06 trigger exposes body, headers, kind, environment, is_test, now and file', () => {
    expect(ev('trigger.body.customer_id')).toBe('c-1');
    expect(ev("trigger.headers['content-type']")).toBe('application/json');
    expect(ev('trigger.kind')).toBe('webhook');
    expect(ev('trigger.environment')).toBe('test');
    expect(ev('trigger.is_test')).toBe(true);
    expect(ev('trigger.now')).toBe('2026-01-05T08:00:00Z');
    expect(ev('trigger.file.path')).toBe('in/orders.csv');
  });

  it("EXPR-12 artifacts.x and artifacts['x.csv'] both give the artifact object", () => {
    expect(ev('artifacts.report')).toEqual({ name: 'report.csv', size: 10 });
    expect(ev("artifacts['report']")).toBe(ev('artifacts.report'));
    expect(ev("artifacts['x.csv']")).toEqual({ name: 'x.csv', size: 3 });
    expect(ev("artifacts['x.csv'].size")).toBe(3);
  });

  it('EXPR-13 secrets.<name> gives the secret value, by dot or by index', () => {
    expect(ev('secrets.API_KEY')).toBe('test-dummy-API_KEY');
    expect(ev("secrets['API_KEY']")).toBe('test-dummy-API_KEY');
    expect(ev('secrets.MISSING')).toBeNull();
  });

  it('steps.<id>.outputs, .result and .error.code are plain reads', () => {
    expect(ev('steps.fetch.outputs.json.items.length > 0')).toBe(true);
    expect(ev('steps.broken.result')).toBe('failure');
    expect(ev('steps.broken.error.code')).toBe('http_status');
  });

  it('EXPR-05 an unknown top-level name is a save-time error at its offset, with a hint', () => {
    const text = 'x ${{ stepz.fetch }}';
    const error = templateSyntaxError(text);
    expect(error.message).toBe("unknown context 'stepz' (did you mean 'steps'?)");
    expect(error.offset).toBe(text.indexOf('stepz'));
  });

  it('EXPR-05 JS globals and look-alikes are not contexts', () => {
    for (const name of ['env', 'globalThis', 'process', 'this', 'undefined', 'constructor', '__proto__', 'ctx', 'Trigger']) {
      expect(templateSyntaxError(`\${{ ${name} }}`).message).toContain(`unknown context '${name}'`);
    }
  });

  it('EXPR-05 a function name without () is pointed at the call', () => {
    expect(templateSyntaxError('${{ now }}').message).toBe("unknown context 'now' (did you mean now()?)");
  });

  it('a scope read is fresh on each evaluation: compile once, evaluate many', () => {
    const compiled = compileTemplate('${{ item.n * 2 }}');
    const results = [1, 2, 3].map((n) => compiled.evaluate(makeScope({ item: { n } })));
    expect(results).toEqual([2, 4, 6]);
  });
});
