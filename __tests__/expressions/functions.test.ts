import { describe, expect, it } from 'vitest';
import { ExpressionSyntaxError, compileTemplate, formatRfc3339, type ExpressionScope } from '../../src/expressions/index.js';
import { runtimeErrorIn, syntaxError } from './expect-errors.js';
import { makeScope } from './scope.js';

const tables = {
  customers: { columns: ['id', 'name', 'tier'], rows: [['c-1', 'Acme', 'gold'], ['c-2', 'Globex', 'silver']] },
};
const scope = makeScope({ tables });
const ev = (expression: string, where: ExpressionScope = scope): unknown => compileTemplate(`\${{ ${expression} }}`).evaluate(where);
const at = (clock: string): ExpressionScope => makeScope({ clock, tables });

const runtimeError = runtimeErrorIn(scope);

describe('clock functions', () => {
  it('EXPR-19 GIVEN-07 now() is the scope clock as UTC RFC 3339 with Z and no zero milliseconds', () => {
    expect(ev('now()')).toBe('2026-01-05T08:00:00Z');
    expect(ev('now()', at('2026-01-05T09:30:00+01:00'))).toBe('2026-01-05T08:30:00Z');
  });

  it('EXPR-19 now() shows milliseconds when they are not zero', () => {
    expect(ev('now()', at('2026-01-05T08:00:00.120Z'))).toBe('2026-01-05T08:00:00.120Z');
    expect(ev('now()', at('2026-01-05T08:00:00.001Z'))).toBe('2026-01-05T08:00:00.001Z');
  });

  it('formatRfc3339 is the now() format', () => {
    expect(formatRfc3339(new Date(Date.UTC(2026, 0, 5, 8)))).toBe('2026-01-05T08:00:00Z');
    expect(formatRfc3339(new Date(Date.UTC(2026, 0, 5, 8, 0, 0, 5)))).toBe('2026-01-05T08:00:00.005Z');
  });

  it('EXPR-20 SET-13 GIVEN-07 today() is the UTC date of the scope clock', () => {
    expect(ev('today()')).toBe('2026-01-05');
    // 23:30 in UTC-5 is already the next day in UTC.
    expect(ev('today()', at('2026-01-05T23:30:00-05:00'))).toBe('2026-01-06');
  });

  it('GIVEN-07 the clock is read at evaluation, not at compile time', () => {
    const compiled = compileTemplate('${{ now() }}');
    expect(compiled.evaluate(at('2030-06-01T00:00:00Z'))).toBe('2030-06-01T00:00:00Z');
    expect(compiled.evaluate(at('2031-06-01T00:00:00Z'))).toBe('2031-06-01T00:00:00Z');
  });

  it('EXPR-28 an invalid clock is a runtime error', () => {
    const broken = { ...makeScope(), now: () => new Date(Number.NaN) };
    expect(runtimeError('now()', broken).message).toMatch(/now\(\)/);
  });
});

describe('lookup', () => {
  it('EXPR-21 lookup gives the row keyed by column names, key column included', () => {
    expect(ev("lookup('customers', 'c-2')")).toEqual({ id: 'c-2', name: 'Globex', tier: 'silver' });
    expect(ev("lookup('customers', trigger.body.customer_id).tier")).toBe('gold');
  });

  it('EXPR-22 lookup gives null when no row has that key', () => {
    expect(ev("lookup('customers', 'c-9')")).toBeNull();
    expect(ev("lookup('customers', 'c-9').name")).toBeNull();
  });

  it('EXPR-21 the key is passed to the scope as evaluated, whatever its type', () => {
    const seen: unknown[] = [];
    const where = { ...makeScope(), lookup: (table: string, key: unknown) => (seen.push([table, key]), null) };
    ev("lookup('t', 5)", where);
    ev("lookup('t', trigger.body.items[0])", where);
    expect(seen).toEqual([['t', 5], ['t', { email: 'a@example.com', number: 7 }]]);
  });

  it('EXPR-28 a table name that is not text is a runtime error', () => {
    expect(runtimeError("lookup(1, 'x')").message).toMatch(/lookup\(\)/);
  });
});

describe('text and list functions', () => {
  it('EXPR-23 contains on text is a case-sensitive substring test', () => {
    expect(ev("contains('Invoice overdue', 'overdue')")).toBe(true);
    expect(ev("contains('Invoice overdue', 'Overdue')")).toBe(false);
    expect(ev("contains('abc', '')")).toBe(true);
    expect(ev("contains('order 120', trigger.body.amount)")).toBe(true);
  });

  it('EXPR-23 contains on a list tests for an equal element, deeply', () => {
    expect(ev("contains(fromJSON('[1,2,3]'), 2)")).toBe(true);
    expect(ev("contains(fromJSON('[1,2,3]'), '2')")).toBe(false);
    expect(ev("contains(steps.fetch.outputs.json.items, fromJSON('{\"id\":2}'))")).toBe(true);
    expect(ev('contains(trigger.body.empty, null)')).toBe(false);
  });

  it('EXPR-23 contains with a missing haystack or needle is false', () => {
    expect(ev("contains(trigger.body.nothing, 'x')")).toBe(false);
    expect(ev("contains('x', trigger.body.nothing)")).toBe(false);
  });

  it('EXPR-28 contains on an object is a runtime error', () => {
    expect(runtimeError("contains(trigger.body, 'x')").message).toBe('contains() needs text or a list as its first argument, not an object');
  });

  it('EXPR-23 startsWith and endsWith', () => {
    expect(ev("startsWith('INV-2026-7', 'INV-')")).toBe(true);
    expect(ev("startsWith('INV-2026-7', 'inv-')")).toBe(false);
    expect(ev("endsWith('report.csv', '.csv')")).toBe(true);
    expect(ev("endsWith('report.csv', '.xlsx')")).toBe(false);
    expect(ev("startsWith(trigger.body.amount, '12')")).toBe(true);
    expect(ev("startsWith(trigger.body.nothing, '')")).toBe(false);
    expect(runtimeError("endsWith(trigger.body.items, 'x')").message).toMatch(/endsWith\(\) needs text/);
  });

  it('EXPR-23 SET-15 format fills numbered places with the values as text', () => {
    expect(ev("format('{0} of {1}', 3, 10)")).toBe('3 of 10');
    expect(ev("format('{1}-{0}-{1}', 'a', 'b')")).toBe('b-a-b');
    expect(ev("format('{0}|{1}|{2}', null, true, steps.fetch.outputs.json.items[0])")).toBe('|true|{"id":1}');
    expect(ev("format('no places')")).toBe('no places');
  });

  it('EXPR-23 SET-15 format writes {{ and }} as literal braces', () => {
    expect(ev("format('{{{0}}}', 'x')")).toBe('{x}');
    expect(ev("format('{{0}}', 'x')")).toBe('{0}');
  });

  it('EXPR-28 format with a place that has no value is a runtime error', () => {
    expect(runtimeError("format('{0} {1}', 'a')").message).toBe('format() has no value for place {1}');
    expect(runtimeError('format(1)').message).toMatch(/format\(\) needs a text pattern/);
  });

  it('EXPR-23 SET-15 join joins with , by default and with the given separator', () => {
    expect(ev("join(fromJSON('[1,\"a\",true]'))")).toBe('1,a,true');
    expect(ev("join(fromJSON('[1,2]'), ' | ')")).toBe('1 | 2');
    expect(ev("join(fromJSON('[]'))")).toBe('');
    expect(ev("join(fromJSON('[null,{\"a\":1}]'), ';')")).toBe(';{"a":1}');
  });

  it('EXPR-23 join of text gives the text and of a missing value empty text', () => {
    expect(ev("join('abc', '-')")).toBe('abc');
    expect(ev('join(trigger.body.nothing)')).toBe('');
    expect(runtimeError('join(trigger.body)').message).toBe('join() needs a list, not an object');
    expect(runtimeError('join(trigger.body.items, 1)').message).toMatch(/separator/);
  });

  it('EXPR-23 toJSON writes compact JSON', () => {
    expect(ev('toJSON(steps.fetch.outputs.json)')).toBe('{"items":[{"id":1},{"id":2}],"total":2}');
    expect(ev("toJSON('a\"b')")).toBe('"a\\"b"');
    expect(ev('toJSON(null)')).toBe('null');
    expect(ev('toJSON(trigger.body.nothing)')).toBe('null');
  });

  it('EXPR-23 fromJSON reads JSON text', () => {
    expect(ev("fromJSON('{\"a\":[1,2]}').a[1]")).toBe(2);
    expect(ev("fromJSON('3')")).toBe(3);
    expect(ev('fromJSON(trigger.body.nothing)')).toBeNull();
  });

  it('EXPR-28 fromJSON of bad text is a runtime error that does not echo the text', () => {
    const where = makeScope({ secrets: { TOKEN: 'sk-live-123' } });
    const error = runtimeError('fromJSON(secrets.TOKEN)', where);
    expect(error.message).toBe('fromJSON(): the text is not valid JSON');
    expect(error.message).not.toContain('sk-live');
    expect(runtimeError('fromJSON(1)').message).toBe('fromJSON() needs text, not a number');
  });

  it('EXPR-23 toJSON and fromJSON round-trip', () => {
    expect(ev('fromJSON(toJSON(steps.fetch.outputs.json)) == steps.fetch.outputs.json')).toBe(true);
  });
});

describe('date functions', () => {
  it('EXPR-24 SET-13 formatDate uses YYYY MM DD HH mm ss in UTC', () => {
    expect(ev("formatDate('2026-01-05T08:04:09Z', 'DD.MM.YYYY HH:mm:ss')")).toBe('05.01.2026 08:04:09');
    expect(ev("formatDate('2026-01-05T08:04:09+02:00', 'HH:mm')")).toBe('06:04');
    expect(ev("formatDate('2026-12-31', 'YYYY/MM/DD HH')")).toBe('2026/12/31 00');
    expect(ev("formatDate(now(), 'YYYYMMDD')")).toBe('20260105');
  });

  it('EXPR-24 SET-13 other pattern characters are copied, including lone letters', () => {
    expect(ev("formatDate('2026-01-05', 'Day DD, Month MM (Y)')")).toBe('Day 05, Month 01 (Y)');
    expect(ev("formatDate('2026-01-05T00:00:00Z', '')")).toBe('');
  });

  it('EXPR-24 formatDate accepts fractional seconds, lower-case t/z and a space separator', () => {
    expect(ev("formatDate('2026-01-05t08:00:00.999z', 'ss')")).toBe('00');
    expect(ev("formatDate('2026-01-05 08:00:07Z', 'ss')")).toBe('07');
  });

  it('EXPR-24 formatDate of a missing value is null', () => {
    expect(ev("formatDate(trigger.body.nothing, 'YYYY')")).toBeNull();
  });

  it('EXPR-28 formatDate of a non-date is a runtime error without the value', () => {
    for (const value of ["'yesterday'", "'2026-02-30'", "'2026-13-01'", "'2026-01-05T24:00:00Z'", "'2026-01-05T08:00:00'", "'2026-1-5'"]) {
      const error = runtimeError(`formatDate(${value}, 'YYYY')`);
      expect(error.message).toBe('formatDate() needs an RFC 3339 date or date-time text');
    }
    expect(runtimeError("formatDate(5, 'YYYY')").message).toMatch(/not a number/);
    expect(runtimeError("formatDate('2026-01-05', 5)").message).toMatch(/pattern/);
  });

  it('EXPR-24 SET-14 addDays keeps a date a date', () => {
    expect(ev("addDays('2026-01-05', 3)")).toBe('2026-01-08');
    expect(ev("addDays('2026-02-28', 1)")).toBe('2026-03-01');
    expect(ev("addDays('2028-02-28', 1)")).toBe('2028-02-29');
    expect(ev("addDays('2026-01-01', -1)")).toBe('2025-12-31');
    expect(ev('addDays(today(), 30)')).toBe('2026-02-04');
  });

  it('EXPR-24 SET-14 addDays keeps a date-time a date-time, in the now() form', () => {
    expect(ev('addDays(now(), 1)')).toBe('2026-01-06T08:00:00Z');
    expect(ev("addDays('2026-01-05T08:00:00.250Z', -5)")).toBe('2025-12-31T08:00:00.250Z');
    expect(ev("addDays('2026-01-05T08:00:00+01:00', 0)")).toBe('2026-01-05T07:00:00Z');
  });

  it('EXPR-24 addDays of a missing value is null', () => {
    expect(ev('addDays(trigger.body.nothing, 1)')).toBeNull();
  });

  it('EXPR-28 addDays needs a whole number of days and a date', () => {
    expect(runtimeError("addDays('2026-01-05', 1.5)").message).toBe('addDays() needs a whole number of days');
    expect(runtimeError("addDays('2026-01-05', '1')").message).toBe('addDays() needs a whole number of days, not text');
    expect(runtimeError("addDays('soon', 1)").message).toMatch(/RFC 3339/);
    expect(runtimeError("addDays('2026-01-05', 1e12)").message).toMatch(/range/);
  });
});

describe('function names and arity are checked at compile time', () => {
  it('EXPR-25 an unknown function is a save-time error at its offset, with a hint', () => {
    const text = 'n=${{ lenght(vars) }}';
    let caught: unknown;
    try {
      compileTemplate(text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ExpressionSyntaxError);
    expect((caught as ExpressionSyntaxError).message).toMatch(/^unknown function 'lenght'/);
    expect((caught as ExpressionSyntaxError).offset).toBe(text.indexOf('lenght'));
    expect(syntaxError("startswith('a', 'b')").message).toBe("unknown function 'startswith' (did you mean 'startsWith'?)");
  });

  it('EXPR-25 JS built-ins are not functions of the language', () => {
    for (const name of ['eval', 'require', 'constructor', 'toString', 'hasOwnProperty', '__proto__', 'Function']) {
      expect(syntaxError(`${name}('1')`).message).toContain(`unknown function '${name}'`);
    }
  });

  it('EXPR-25 a wrong argument count is a save-time error', () => {
    expect(syntaxError('now(1)').message).toBe('now() takes 0 arguments, not 1');
    expect(syntaxError("contains('a')").message).toBe('contains() takes 2 arguments, not 1');
    expect(syntaxError('join(1, 2, 3)').message).toBe('join() takes 1 to 2 arguments, not 3');
    expect(syntaxError('format()').message).toBe('format() takes at least 1 argument, not 0');
    expect(syntaxError('toJSON()').message).toBe('toJSON() takes 1 argument, not 0');
  });

  it('EXPR-26 a trailing comma in the arguments is a syntax error', () => {
    expect(syntaxError("join(vars.x, )").message).toMatch(/unexpected '\)'/);
  });

  it('EXPR-25 an error in a function that is never evaluated is still found at save time', () => {
    expect(syntaxError('false && nope()').message).toMatch(/unknown function 'nope'/);
  });
});
