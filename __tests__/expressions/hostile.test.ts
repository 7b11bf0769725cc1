import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExpressionRuntimeError, ExpressionSyntaxError, MAX_NESTING, compileCondition, compileTemplate, compileValue } from '../../src/expressions/index.js';
import { makeScope } from './scope.js';

const scope = makeScope();

function syntaxError(text: string): ExpressionSyntaxError {
  try {
    compileTemplate(text);
  } catch (error) {
    expect(error).toBeInstanceOf(ExpressionSyntaxError);
    return error as ExpressionSyntaxError;
  }
  throw new Error('expected a syntax error');
}

describe('nesting limits', () => {
  it(`EXPR-26 10 000 '(' is a clear syntax error, not a stack overflow`, () => {
    const text = `\${{ ${'('.repeat(10_000)}1${')'.repeat(10_000)} }}`;
    const error = syntaxError(text);
    expect(error.message).toMatch(/nested too deeply/);
    // The offset is the first parenthesis beyond the limit.
    expect(error.offset).toBe(4 + MAX_NESTING);
  });

  it('EXPR-26 unclosed deep nesting, unary chains, index chains and call chains all stop at the limit', () => {
    for (const inner of ['('.repeat(100_000), '!'.repeat(100_000) + 'true', '-'.repeat(50_000) + '1', 'vars['.repeat(10_000) + '0' + ']'.repeat(10_000), 'toJSON('.repeat(10_000) + '1' + ')'.repeat(10_000)]) {
      expect(syntaxError(`\${{ ${inner} }}`).message).toMatch(/nested too deeply/);
    }
  });

  it(`nesting up to the limit (${MAX_NESTING}) still works`, () => {
    const depth = MAX_NESTING;
    expect(compileTemplate(`\${{ ${'('.repeat(depth)}41${')'.repeat(depth)} + 1 }}`).evaluate(scope)).toBe(42);
    expect(compileTemplate(`\${{ ${'!'.repeat(depth)}true }}`).evaluate(scope)).toBe(true);
    expect(syntaxError(`\${{ ${'('.repeat(depth + 1)}1${')'.repeat(depth + 1)} }}`).message).toMatch(/nested too deeply/);
  });

  it('long flat chains of operators and accesses are loops, not recursion', () => {
    const sum = compileTemplate(`\${{ ${Array.from({ length: 100_000 }, () => '1').join(' + ')} }}`);
    expect(sum.evaluate(scope)).toBe(100_000);
    const ors = compileTemplate(`\${{ ${Array.from({ length: 50_000 }, () => 'false').join(' || ')} || 'last' }}`);
    expect(ors.evaluate(scope)).toBe('last');
    const path = compileTemplate(`\${{ trigger${'.x'.repeat(100_000)} }}`);
    expect(path.evaluate(scope)).toBeNull();
    const mixed = compileTemplate(`\${{ ${Array.from({ length: 20_000 }, (_, i) => (i % 2 === 0 ? '2 * 3' : '4 / 2')).join(' - ')} }}`);
    // 6 - 2 - 6 - 2 - …: the first term minus 9 999 sixes and 10 000 twos.
    expect(mixed.evaluate(scope)).toBe(6 - 9_999 * 6 - 10_000 * 2);
  });
});

describe('large inputs', () => {
  it('a 1 MB text literal and a 1 MB constant are handled in linear time', () => {
    const big = 'a'.repeat(1_000_000);
    expect(compileTemplate(`\${{ '${big}'.length }}`).evaluate(scope)).toBe(1_000_000);
    expect(compileTemplate(big).evaluate(scope)).toBe(big);
  });

  it('a template with 20 000 expressions', () => {
    const text = Array.from({ length: 20_000 }, (_, i) => `\${{ ${i} }}`).join(',');
    const out = compileTemplate(text).evaluate(scope) as string;
    expect(out.split(',').length).toBe(20_000);
    expect(out.endsWith(',19999')).toBe(true);
  });

  it('a very long unknown name gives a short message', () => {
    const error = syntaxError(`\${{ ${'z'.repeat(100_000)} }}`);
    expect(error.message.length).toBeLessThan(120);
  });

  it('EXPR-28 deeply nested data: equality works, toJSON fails with a safe runtime error at worst', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const where = makeScope({ item: deep });
    expect(compileTemplate('${{ item == item }}').evaluate(where)).toBe(true);
    try {
      compileTemplate('${{ toJSON(item) }}').evaluate(where);
    } catch (error) {
      expect(error).toBeInstanceOf(ExpressionRuntimeError);
    }
  });

  it('EXPR-28 a cyclic value inserted into text is a runtime error, not a crash', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => compileTemplate('x ${{ item }}').evaluate(makeScope({ item: cyclic }))).toThrow(ExpressionRuntimeError);
  });
});

describe('careless inputs never escape as anything but the two error types', () => {
  const pieces = ['${{', '}}', ' ', "'", "''", '(', ')', '[', ']', '.', ',', '!', '-', '+', '*', '/', '%', '==', '!=', '<', '>=', '&&', '||', '=', '1', '0', '2.5', 'e', 'null', 'true', 'trigger', 'steps', 'vars', 'item', 'index', 'body', 'items', 'length', '__proto__', 'constructor', 'now', 'contains', 'format', 'join', 'fromJSON', 'toJSON', 'addDays', 'formatDate', 'lookup', 'x', '{0}', 'é', '\n'];
  const source = fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((parts) => parts.join(''));

  it('EXPR-26 compile gives a template or an ExpressionSyntaxError with an offset inside the text', () => {
    fc.assert(
      fc.property(source, (text) => {
        try {
          compileTemplate(text);
        } catch (error) {
          if (!(error instanceof ExpressionSyntaxError)) throw error;
          expect(error.offset).toBeGreaterThanOrEqual(0);
          expect(error.offset).toBeLessThanOrEqual(text.length);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('EXPR-26 random bare conditions compile or fail with ExpressionSyntaxError', () => {
    fc.assert(
      fc.property(source, (text) => {
        try {
          compileCondition(text);
        } catch (error) {
          if (!(error instanceof ExpressionSyntaxError)) throw error;
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('EXPR-28 evaluation gives a defined value or an ExpressionRuntimeError, on any data', () => {
    const expressions = fc.array(fc.constantFrom('item', 'item.a', "item['b']", 'item[0]', 'index', 'item.length', '1', "'t'", 'null', 'true', 'item.__proto__'), { minLength: 1, maxLength: 4 });
    const ops = fc.constantFrom(' + ', ' - ', ' * ', ' / ', ' % ', ' == ', ' < ', ' && ', ' || ');
    const calls = fc.constantFrom('', 'toJSON', 'join', 'fromJSON', 'contains', 'startsWith', 'formatDate', 'addDays', 'format', '!', '-');
    const expression = fc.tuple(expressions, ops, calls).map(([operands, op, call]) => {
      // Parenthesised left to right, since comparisons do not chain.
      const joined = operands.slice(1).reduce((left: string, right) => `(${left})${op}${right}`, operands[0]!);
      if (call === '' || call === '!' || call === '-') return `${call}(${joined})`;
      const arity: Record<string, string> = { contains: ', item', startsWith: ', item', formatDate: ", 'YYYY'", addDays: ', 1' };
      return `${call}(${joined}${arity[call] ?? ''})`;
    });
    fc.assert(
      fc.property(expression, fc.jsonValue(), fc.jsonValue(), (text, item, index) => {
        const compiled = compileTemplate(`\${{ ${text} }}`);
        try {
          const value = compiled.evaluate(makeScope({ item, index }));
          expect(value).not.toBeUndefined();
        } catch (error) {
          if (!(error instanceof ExpressionRuntimeError)) throw error;
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('compileValue of random JSON either compiles or reports a path that exists', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const compiled = compileValue(value);
        expect(compiled.constant).toBe(true);
        expect(compiled.evaluate(scope)).toBe(value);
      }),
      { numRuns: 500 },
    );
  });
});
