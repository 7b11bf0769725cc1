import { describe, expect, it } from 'vitest';
import { compileTemplate, hasExpression, toText } from '../../src/expressions/index.js';
import { templateSyntaxError } from './expect-errors.js';
import { makeScope } from './scope.js';

const scope = makeScope();
const evaluate = (text: string): unknown => compileTemplate(text).evaluate(scope);

describe('whole-string expressions keep their type', () => {
  it('EXPR-01 a string that is exactly one expression yields a list, object, number, boolean or null as such', () => {
    expect(evaluate('${{ trigger.body.items }}')).toEqual([{ email: 'a@example.com', number: 7 }]);
    expect(evaluate('${{ steps.fetch.outputs.json }}')).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 2 });
    expect(evaluate('${{ trigger.body.amount }}')).toBe(120);
    expect(evaluate('${{ trigger.is_test }}')).toBe(true);
    expect(evaluate('${{ trigger.body.none }}')).toBeNull();
  });

  it('EXPR-01 whitespace inside the braces is allowed, including none and newlines', () => {
    expect(evaluate('${{trigger.body.amount}}')).toBe(120);
    expect(evaluate('${{\n  trigger.body.amount\n}}')).toBe(120);
  });

  it('EXPR-01 anything outside the braces, even a space, makes it text', () => {
    expect(evaluate(' ${{ trigger.body.amount }}')).toBe(' 120');
    expect(evaluate('${{ trigger.body.amount }}\n')).toBe('120\n');
  });

  it('EXPR-01 a missing value as the whole string is null, never undefined', () => {
    expect(evaluate('${{ trigger.body.nothing }}')).toBeNull();
  });
});

describe('expressions inside text', () => {
  it('EXPR-02 an expression inside longer text is inserted as text', () => {
    expect(evaluate('Invoice ${{ trigger.body.items[0].number }} is overdue')).toBe('Invoice 7 is overdue');
    expect(evaluate('${{ vars.region }}-${{ vars.limit }}')).toBe('eu-10');
  });

  it('EXPR-02 numbers are inserted as JS writes them and booleans as true/false', () => {
    expect(evaluate('n=${{ 0.1 + 0.2 }}')).toBe('n=0.30000000000000004');
    expect(evaluate('n=${{ 1e21 }}')).toBe('n=1e+21');
    expect(evaluate('n=${{ 2.50 }}')).toBe('n=2.5');
    expect(evaluate('t=${{ true }} f=${{ 1 > 2 }}')).toBe('t=true f=false');
  });

  it('EXPR-03 objects and lists become compact JSON inside text', () => {
    expect(evaluate('list=${{ steps.fetch.outputs.json.items }}')).toBe('list=[{"id":1},{"id":2}]');
    expect(evaluate('obj=${{ trigger.file }}')).toBe('obj={"path":"in/orders.csv","size":42}');
  });

  it('EXPR-04 null and missing values become empty text', () => {
    expect(evaluate('[${{ trigger.body.none }}][${{ trigger.body.nothing.deeper }}]')).toBe('[][]');
  });

  it('EXPR-02..04 toText is the insertion rule', () => {
    expect(toText(null)).toBe('');
    expect(toText(undefined)).toBe('');
    expect(toText('x')).toBe('x');
    expect(toText(3)).toBe('3');
    expect(toText(false)).toBe('false');
    expect(toText([1, 'a', null])).toBe('[1,"a",null]');
    expect(toText({ a: { b: [] } })).toBe('{"a":{"b":[]}}');
  });
});

describe('constants', () => {
  it('a string without ${{ is a constant returned as written', () => {
    const compiled = compileTemplate('plain {{ mustache }} and }} and $ {{');
    expect(compiled.constant).toBe(true);
    expect(compiled.source).toBe('plain {{ mustache }} and }} and $ {{');
    expect(compiled.evaluate(scope)).toBe('plain {{ mustache }} and }} and $ {{');
  });

  it('a string with an expression is not constant and keeps its source', () => {
    const compiled = compileTemplate('a ${{ 1 }}');
    expect(compiled.constant).toBe(false);
    expect(compiled.source).toBe('a ${{ 1 }}');
  });

  it('hasExpression tells whether the text contains ${{', () => {
    expect(hasExpression('a ${{ b }}')).toBe(true);
    expect(hasExpression('a {{ b }}')).toBe(false);
    expect(hasExpression('$ {{')).toBe(false);
  });

  it('the empty string is a constant', () => {
    expect(compileTemplate('').evaluate(scope)).toBe('');
  });
});

describe('quotes and braces inside expressions', () => {
  it("EXPR-14 '}}' inside a text literal does not end the expression", () => {
    expect(evaluate("${{ format('}}', 1) }}")).toBe('}');
    expect(evaluate("a${{ 'x}}y' }}b")).toBe('ax}}yb');
  });

  it("EXPR-14 '${{' inside a text literal is just text", () => {
    expect(evaluate("${{ '${{ not an expression }}' }}")).toBe('${{ not an expression }}');
  });

  it("EXPR-14 '' inside a literal is one quote, also next to '}}'", () => {
    expect(evaluate("${{ 'it''s' }}")).toBe("it's");
    expect(evaluate("${{ '}}''' }}")).toBe("}}'");
    expect(evaluate("${{ '' }}")).toBe('');
  });

  it('a closing }}} leaves one brace as text', () => {
    expect(evaluate('${{ 1 }}}')).toBe('1}');
  });
});

describe('template syntax errors', () => {
  it("EXPR-26 an unterminated '${{' is a syntax error at the '${{'", () => {
    const error = templateSyntaxError('Hello ${{ trigger.body');
    expect(error.offset).toBe(6);
    expect(error.message).toMatch(/unterminated/);
  });

  it('EXPR-26 an unterminated text literal is reported at its quote', () => {
    const error = templateSyntaxError("ab ${{ 'open }}");
    expect(error.offset).toBe(7);
    expect(error.message).toMatch(/quote/);
  });

  it('EXPR-26 an empty expression is a syntax error', () => {
    expect(templateSyntaxError('x ${{   }}').message).toMatch(/empty expression/);
  });

  it('EXPR-26 offsets point into the whole template, in the second expression too', () => {
    const text = 'ok ${{ 1 }} then ${{ vars.a + }}';
    const error = templateSyntaxError(text);
    expect(error.offset).toBe(text.lastIndexOf('}}'));
    expect(error.message).toMatch(/unexpected end/);
  });

  it("EXPR-26 missing ')' names what was expected", () => {
    const text = "${{ contains(vars.list, 'a' }}";
    const error = templateSyntaxError(text);
    expect(error.message).toMatch(/expected '\)'/);
    expect(error.offset).toBe(text.indexOf('}}'));
  });
});
