import type { ArithmeticOp, CompareOp } from './ast.js';
import { ExpressionRuntimeError } from './errors.js';
import { deepEqual, kindOf, toText } from './values.js';

/**
 * Operator semantics (EXPR-17/18). Arithmetic wants numbers (`+` also joins text);
 * anything else, or a result that is not a finite number, is a runtime error naming
 * the operator, never the values.
 */

type Binary = (left: unknown, right: unknown) => unknown;

const pair = (left: unknown, right: unknown): string => `${kindOf(left)} and ${kindOf(right)}`;

function finite(op: string, result: number): number {
  if (!Number.isFinite(result)) throw new ExpressionRuntimeError(`operator '${op}': the result is not a finite number`);
  return result;
}

function numbers(op: string, left: unknown, right: unknown): [number, number] {
  if (typeof left === 'number' && typeof right === 'number') return [left, right];
  throw new ExpressionRuntimeError(`operator '${op}' needs two numbers, not ${pair(left, right)}`);
}

function divisor(op: string, right: number): number {
  if (right === 0) throw new ExpressionRuntimeError(`operator '${op}': division by zero`);
  return right;
}

export const ARITHMETIC: Readonly<Record<ArithmeticOp, Binary>> = {
  '+': (left, right) => {
    if (typeof left === 'number' && typeof right === 'number') return finite('+', left + right);
    if (typeof left === 'string' || typeof right === 'string') return toText(left) + toText(right);
    throw new ExpressionRuntimeError(`operator '+' needs two numbers, or text on one side, not ${pair(left, right)}`);
  },
  '-': (left, right) => {
    const [a, b] = numbers('-', left, right);
    return finite('-', a - b);
  },
  '*': (left, right) => {
    const [a, b] = numbers('*', left, right);
    return finite('*', a * b);
  },
  '/': (left, right) => {
    const [a, b] = numbers('/', left, right);
    return finite('/', a / divisor('/', b));
  },
  '%': (left, right) => {
    const [a, b] = numbers('%', left, right);
    return finite('%', a % divisor('%', b));
  },
};

/**
 * Ordering compares two numbers or two texts (texts by UTF-16 code units, which orders
 * RFC 3339 times correctly). Null on either side gives false, so a missing value fails
 * a condition instead of failing the step; other mixtures are errors.
 */
function ordering(op: CompareOp, test: (order: number) => boolean): Binary {
  return (left, right) => {
    if (left === null || right === null) return false;
    if (typeof left === 'number' && typeof right === 'number') return test(left < right ? -1 : left > right ? 1 : left === right ? 0 : Number.NaN);
    if (typeof left === 'string' && typeof right === 'string') return test(left < right ? -1 : left > right ? 1 : 0);
    throw new ExpressionRuntimeError(`operator '${op}' compares two numbers or two texts, not ${pair(left, right)}`);
  };
}

export const COMPARE: Readonly<Record<CompareOp, Binary>> = {
  '==': (left, right) => deepEqual(left, right),
  '!=': (left, right) => !deepEqual(left, right),
  '<': ordering('<', (order) => order < 0),
  '<=': ordering('<=', (order) => order <= 0),
  '>': ordering('>', (order) => order > 0),
  '>=': ordering('>=', (order) => order >= 0),
};

export function negate(value: unknown): number {
  if (typeof value !== 'number') throw new ExpressionRuntimeError(`operator '-' needs a number, not ${kindOf(value)}`);
  return -value;
}
