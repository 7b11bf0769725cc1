/** The errors expression tests expect: a syntax error at compile time, a runtime error at evaluation. */
import { expect } from 'vitest';
import { ExpressionRuntimeError, ExpressionSyntaxError, compileTemplate, type ExpressionScope } from '../../src/expressions/index.js';

/** The ExpressionSyntaxError compiling `text` throws; the test fails, naming `shown`, when it compiles. */
function syntaxErrorOf(text: string, shown: string): ExpressionSyntaxError {
  try {
    compileTemplate(text);
  } catch (error) {
    expect(error).toBeInstanceOf(ExpressionSyntaxError);
    return error as ExpressionSyntaxError;
  }
  throw new Error(`expected a syntax error for ${shown}`);
}

/** The syntax error of a whole template text. */
export function templateSyntaxError(text: string): ExpressionSyntaxError {
  return syntaxErrorOf(text, text);
}

/** The syntax error of `${{ expression }}`. */
export function syntaxError(expression: string): ExpressionSyntaxError {
  return syntaxErrorOf(`\${{ ${expression} }}`, expression);
}

/** A `runtimeError(expression, where?)` that evaluates `${{ expression }}` in `scope` unless given another one. */
export function runtimeErrorIn(scope: ExpressionScope): (expression: string, where?: ExpressionScope) => ExpressionRuntimeError {
  return (expression, where = scope) => {
    const compiled = compileTemplate(`\${{ ${expression} }}`);
    try {
      compiled.evaluate(where);
    } catch (error) {
      expect(error).toBeInstanceOf(ExpressionRuntimeError);
      return error as ExpressionRuntimeError;
    }
    throw new Error(`expected a runtime error for ${expression}`);
  };
}
