import { describe, expect, it } from 'vitest';
import { ExpressionSyntaxError, compileTemplate, type ExpressionScope } from '../../src/expressions/index.js';
import { runtimeErrorIn, syntaxError } from './expect-errors.js';
import { makeScope } from './scope.js';

const scope = makeScope();
const ev = (expression: string, where: ExpressionScope = scope): unknown => compileTemplate(`\${{ ${expression} }}`).evaluate(where);
const withBody = (body: unknown): ExpressionScope => makeScope({ trigger: { body } });

const runtimeError = runtimeErrorIn(scope);

describe('literals', () => {
  it('EXPR-14 null, true and false', () => {
    expect(ev('null')).toBeNull();
    expect(ev('true')).toBe(true);
    expect(ev('false')).toBe(false);
  });

  it('EXPR-14 integers, decimals and exponents', () => {
    expect(ev('42')).toBe(42);
    expect(ev('3.25')).toBe(3.25);
    expect(ev('1e3')).toBe(1000);
    expect(ev('2.5E-1')).toBe(0.25);
    expect(ev('1e+2')).toBe(100);
    expect(ev('-7')).toBe(-7);
  });

  it("EXPR-14 text in single quotes with '' for a quote", () => {
    expect(ev("'hello world'")).toBe('hello world');
    expect(ev("'O''Brien'")).toBe("O'Brien");
    expect(ev("''''")).toBe("'");
  });

  it('EXPR-14 malformed literals are syntax errors', () => {
    expect(syntaxError('1.').message).toMatch(/digits after '\.'/);
    expect(syntaxError('1e').message).toMatch(/exponent/);
    expect(syntaxError('12abc').message).toMatch(/number/);
    expect(syntaxError('1e999').message).toMatch(/out of range/);
    expect(syntaxError('"double"').message).toMatch(/single quotes/);
  });
});

describe('property and index access', () => {
  it('EXPR-15 dotted property access on objects', () => {
    expect(ev('steps.fetch.outputs.json.total')).toBe(2);
  });

  it("EXPR-15 index access with text keys that are not names, like 'content-type'", () => {
    expect(ev("trigger.headers['content-type']")).toBe('application/json');
  });

  it('EXPR-15 list index access with a number, a computed number or index', () => {
    expect(ev('steps.fetch.outputs.json.items[1].id')).toBe(2);
    expect(ev('steps.fetch.outputs.json.items[vars.limit - 10].id')).toBe(1);
    expect(ev('steps.fetch.outputs.json.items[index].id', makeScope({ index: 1 }))).toBe(2);
  });

  it('EXPR-15 a number index on an object reads the key of that name', () => {
    expect(ev('trigger.body[2026]', withBody({ 2026: 'year' }))).toBe('year');
  });

  it('EXPR-15 out-of-range, negative, fractional and text indexes of a list give null', () => {
    for (const index of ['2', '-1', '0.5', "'0'", 'null', 'true']) {
      expect(ev(`steps.fetch.outputs.json.items[${index}]`)).toBeNull();
    }
  });

  it("EXPR-15 a['b'] and a.b are the same read", () => {
    expect(ev("steps['fetch']['outputs'].json['total']")).toBe(ev('steps.fetch.outputs.json.total'));
  });

  it('EXPR-15 keywords and function names are fine as property names', () => {
    expect(ev('trigger.body.null', withBody({ null: 1 }))).toBe(1);
    expect(ev('trigger.body.true.now', withBody({ true: { now: 2 } }))).toBe(2);
  });

  it('EXPR-16 .length of a list and of text', () => {
    expect(ev('steps.fetch.outputs.json.items.length')).toBe(2);
    expect(ev('trigger.body.empty.length')).toBe(0);
    expect(ev("'abc'.length")).toBe(3);
    expect(ev("trigger.body.customer_id['length']")).toBe(3);
  });

  it('EXPR-16 .length of an object is its own property named length', () => {
    expect(ev('trigger.body.length', withBody({ length: 'long' }))).toBe('long');
    expect(ev('trigger.body.length', withBody({ a: 1 }))).toBeNull();
  });

  it('EXPR-16 .length of a number, boolean or null is null', () => {
    expect(ev('trigger.body.amount.length')).toBeNull();
    expect(ev('true.length')).toBeNull();
    expect(ev('null.length')).toBeNull();
  });

  it('EXPR-27 reading a property or index of null or of a missing value gives null, not an error', () => {
    expect(ev('trigger.body.none.x')).toBeNull();
    expect(ev('trigger.body.nothing.x.y.z')).toBeNull();
    expect(ev('trigger.body.nothing[0]')).toBeNull();
    expect(ev("steps.never_ran.outputs['a.b']")).toBeNull();
    expect(ev('null.x')).toBeNull();
    expect(ev('item.email')).toBeNull();
  });

  it('EXPR-27 the index of a null value is not evaluated, so it cannot fail', () => {
    expect(ev("trigger.body.none[fromJSON('not json')]")).toBeNull();
  });

  it('EXPR-27 properties of numbers, booleans and text give null', () => {
    expect(ev('trigger.body.amount.x')).toBeNull();
    expect(ev("'abc'.x")).toBeNull();
    expect(ev("'abc'[0]")).toBeNull();
  });

  it('reading a key holding undefined or a function gives null, never undefined', () => {
    expect(ev('trigger.body.u', withBody({ u: undefined }))).toBeNull();
    expect(ev('trigger.body.f', withBody({ f: () => 1 }))).toBeNull();
    expect(ev('trigger.body[1]', withBody([0, undefined]))).toBeNull();
  });

  it("EXPR-15 '.' must be followed by a name", () => {
    expect(syntaxError('vars.0').message).toMatch(/property name after '\.'/);
    expect(syntaxError("vars.'a'").message).toMatch(/property name/);
  });

  it("EXPR-15 an unclosed '[' is a syntax error naming ']'", () => {
    expect(syntaxError('vars[0').message).toMatch(/expected '\]'/);
  });
});

describe('prototype keys never reach JS prototypes', () => {
  const keys = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

  it('EXPR-27 prototype names on plain objects, lists and text give null', () => {
    for (const key of keys) {
      expect(ev(`trigger.body.${key}`)).toBeNull();
      expect(ev(`trigger.body['${key}']`)).toBeNull();
      expect(ev(`steps.fetch.outputs.json.items.${key}`)).toBeNull();
      expect(ev(`trigger.body.customer_id.${key}`)).toBeNull();
      expect(ev(`trigger.body.${key}.${key}`)).toBeNull();
    }
    expect(ev('trigger.body.constructor.constructor')).toBeNull();
  });

  it('an own __proto__ key from parsed JSON is ordinary data', () => {
    const body = JSON.parse('{"__proto__": {"polluted": true}}') as unknown;
    expect(ev('trigger.body.__proto__.polluted', withBody(body))).toBe(true);
    expect(ev("fromJSON('{\"__proto__\":{\"x\":1}}').__proto__.x")).toBe(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('inherited properties of class instances are not read', () => {
    class Secretive {
      own = 'visible';
      get hidden(): string {
        return 'should not be read';
      }
    }
    expect(ev('trigger.body.own', withBody(new Secretive()))).toBe('visible');
    expect(ev('trigger.body.hidden', withBody(new Secretive()))).toBeNull();
  });
});

describe('operators', () => {
  it('EXPR-17 ! negates by the truth rules', () => {
    expect(ev('!true')).toBe(false);
    expect(ev('!trigger.body.empty')).toBe(true);
    expect(ev("!''")).toBe(true);
    expect(ev('!0')).toBe(true);
    expect(ev('!trigger.body')).toBe(false);
    expect(ev('!!trigger.body.items')).toBe(true);
  });

  it('EXPR-17 == is deep value equality of JSON values', () => {
    expect(ev('1 == 1.0')).toBe(true);
    expect(ev("'a' == 'a'")).toBe(true);
    expect(ev("'a' == 'A'")).toBe(false);
    expect(ev("1 == '1'")).toBe(false);
    expect(ev('null == trigger.body.nothing')).toBe(true);
    expect(ev('0 == false')).toBe(false);
    expect(ev("null == ''")).toBe(false);
    expect(ev("fromJSON('[1,{\"a\":[2]}]') == fromJSON('[1,{\"a\":[2]}]')")).toBe(true);
    expect(ev("fromJSON('{\"a\":1,\"b\":2}') == fromJSON('{\"b\":2,\"a\":1}')")).toBe(true);
    expect(ev("fromJSON('{\"a\":1}') == fromJSON('{\"a\":1,\"b\":null}')")).toBe(false);
    expect(ev("fromJSON('[1,2]') == fromJSON('[2,1]')")).toBe(false);
    expect(ev("fromJSON('[]') == fromJSON('{}')")).toBe(false);
    expect(ev('-0 == 0')).toBe(true);
  });

  it('EXPR-17 != is the negation of ==', () => {
    expect(ev("'a' != 'b'")).toBe(true);
    expect(ev('steps.fetch.outputs.json.items != steps.fetch.outputs.json.items')).toBe(false);
  });

  it('EXPR-17 < <= > >= compare numbers, and texts in code-unit order', () => {
    expect(ev('1 < 2')).toBe(true);
    expect(ev('2 <= 2')).toBe(true);
    expect(ev('3 > 2.5')).toBe(true);
    expect(ev('2 >= 3')).toBe(false);
    expect(ev("'2026-01-05T08:00:00Z' < '2026-01-06'")).toBe(true);
    expect(ev("'B' < 'a'")).toBe(true);
    expect(ev("'abc' >= 'abc'")).toBe(true);
  });

  it('EXPR-17 ordering with a null or missing side is false, so a missing value fails the condition', () => {
    expect(ev('steps.fetch.outputs.json.missing > 0')).toBe(false);
    expect(ev('steps.fetch.outputs.json.missing <= 0')).toBe(false);
    expect(ev('null < null')).toBe(false);
  });

  it('EXPR-17 ordering mismatched kinds is a runtime error naming the operator', () => {
    expect(runtimeError("1 < '2'").message).toBe("operator '<' compares two numbers or two texts, not a number and text");
    expect(runtimeError('trigger.body > 1').message).toMatch(/operator '>'/);
    expect(runtimeError('true >= false').message).toMatch(/operator '>='/);
  });

  it('EXPR-17 comparisons do not chain', () => {
    expect(syntaxError('1 < 2 < 3').message).toMatch(/cannot be chained/);
    expect(syntaxError('1 == 1 == true').message).toMatch(/cannot be chained/);
  });

  it('EXPR-17 && and || short-circuit and give the deciding operand, like JS', () => {
    expect(ev("trigger.body.none || 'fallback'")).toBe('fallback');
    expect(ev("trigger.body.customer_id || 'fallback'")).toBe('c-1');
    expect(ev("trigger.body.empty && 'never'")).toEqual([]);
    expect(ev("1 && 'last'")).toBe('last');
    expect(ev('0 || null')).toBeNull();
    expect(ev("'' || 0 || trigger.body.items.length")).toBe(1);
    // The right side would throw if it were evaluated.
    expect(ev("false && fromJSON('bad')")).toBe(false);
    expect(ev("true || fromJSON('bad')")).toBe(true);
  });

  it('EXPR-18 + - * / % with the usual precedence and parentheses', () => {
    expect(ev('1 + 2 * 3')).toBe(7);
    expect(ev('(1 + 2) * 3')).toBe(9);
    expect(ev('10 - 4 - 3')).toBe(3);
    expect(ev('2 * 3 % 4')).toBe(2);
    expect(ev('7 / 2')).toBe(3.5);
    expect(ev('-7 % 3')).toBe(-1);
    expect(ev('-(2 + 3)')).toBe(-5);
    expect(ev('- - 2')).toBe(2);
    expect(ev('1 - -1')).toBe(2);
    expect(ev('steps.fetch.outputs.json.total * vars.limit + 1')).toBe(21);
  });

  it('EXPR-18 precedence of comparison, equality, && and || over each other', () => {
    expect(ev('1 + 1 == 2 && 3 > 2 || false')).toBe(true);
    expect(ev('false || 1 < 2 == true')).toBe(true);
    expect(ev('true || false && false')).toBe(true);
    expect(ev('(true || false) && false')).toBe(false);
    expect(ev('!false == true')).toBe(true);
  });

  it('EXPR-18 + joins text when either side is text', () => {
    expect(ev("'a' + 'b'")).toBe('ab');
    expect(ev("'n=' + 5")).toBe('n=5');
    expect(ev("1 + 2 + 'x'")).toBe('3x');
    expect(ev("'x' + 1 + 2")).toBe('x12');
    expect(ev("'v=' + null")).toBe('v=');
    expect(ev("'o=' + steps.fetch.outputs.json.items[0]")).toBe('o={"id":1}');
  });

  it('EXPR-18 arithmetic on non-numbers is a runtime error naming the operator, not the values', () => {
    const error = runtimeError('trigger.body - 1');
    expect(error.message).toBe("operator '-' needs two numbers, not an object and a number");
    expect(error.message).not.toContain('c-1');
    expect(runtimeError('trigger.body.none + 1').message).toMatch(/operator '\+'/);
    expect(runtimeError('true * 2').message).toMatch(/operator '\*'/);
    expect(runtimeError("-'a'").message).toBe("operator '-' needs a number, not text");
    expect(runtimeError("secrets.API_KEY * 2").message).not.toContain('test-dummy');
  });

  it('EXPR-18 division by zero and non-finite results are runtime errors', () => {
    expect(runtimeError('1 / 0').message).toMatch(/division by zero/);
    expect(runtimeError('1 % 0').message).toMatch(/division by zero/);
    expect(runtimeError('1e308 * 10').message).toMatch(/not a finite number/);
  });

  it('EXPR-17 single = & | are syntax errors with a hint', () => {
    expect(syntaxError('1 = 1').message).toMatch(/'=='/);
    expect(syntaxError('true & false').message).toMatch(/'&&'/);
    expect(syntaxError('true | false').message).toMatch(/'\|\|'/);
  });

  it('EXPR-26 stray tokens and misplaced calls are syntax errors with offsets', () => {
    const text = '${{ vars.a vars.b }}';
    let caught: unknown;
    try {
      compileTemplate(text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ExpressionSyntaxError);
    expect((caught as ExpressionSyntaxError).offset).toBe(text.indexOf('vars.b'));
    expect(syntaxError('vars.a(1)').message).toMatch(/only named functions/);
    expect(syntaxError(')').message).toMatch(/unexpected '\)'/);
    expect(syntaxError('1 +').message).toMatch(/unexpected end/);
    expect(syntaxError('(1').message).toMatch(/expected '\)'/);
    expect(syntaxError('#').message).toMatch(/unexpected character '#'/);
  });
});
