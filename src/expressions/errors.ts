/**
 * Error types of the expression language. Messages are plain English and name the
 * construct (function, operator, context) that went wrong, never a data value: they
 * end up in result documents and pull-request annotations.
 */
import { brandError, FlowgateError } from '../shared/errors.js';

/** A save-time error: the text cannot be compiled. */
export class ExpressionSyntaxError extends FlowgateError {
  static {
    brandError(this, 'ExpressionSyntaxError');
  }

  override readonly name = 'ExpressionSyntaxError';
  override readonly code = 'FLOWGATE_EXPRESSION_SYNTAX';
  /** Offset into the template (or condition) text where the problem is. */
  readonly offset: number;

  constructor(message: string, offset: number) {
    super(message);
    this.offset = offset;
  }
}

/** A run-time error: the expression compiled but its values do not fit (EXPR-28). */
export class ExpressionRuntimeError extends FlowgateError {
  static {
    brandError(this, 'ExpressionRuntimeError');
  }

  override readonly name = 'ExpressionRuntimeError';
  override readonly code = 'FLOWGATE_EXPRESSION_RUNTIME';
}

/** A bad template somewhere inside a compiled value; `path` says where. */
export class ValueCompileError extends FlowgateError {
  static {
    brandError(this, 'ValueCompileError');
  }

  override readonly name = 'ValueCompileError';
  override readonly code = 'FLOWGATE_VALUE_COMPILE';
  readonly path: (string | number)[];
  readonly offset: number;
  override readonly cause: ExpressionSyntaxError;

  constructor(path: (string | number)[], cause: ExpressionSyntaxError) {
    const where = formatPath(path);
    super(where === '' ? cause.message : `${where}: ${cause.message}`);
    this.path = path;
    this.offset = cause.offset;
    this.cause = cause;
  }
}

/** `with.to[0]`-style rendering of a path inside a value. */
export function formatPath(path: readonly (string | number)[]): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else text += text === '' ? part : `.${part}`;
  }
  return text;
}
