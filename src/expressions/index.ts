/**
 * The `${{ … }}` expression language (flowgate.md §3): compile once at save time,
 * evaluate cheaply per run.
 */
export { ExpressionRuntimeError, ExpressionSyntaxError, ValueCompileError, formatPath } from './errors.js';
export type { ExpressionScope } from './scope.js';
export { compileTemplate, hasExpression, type CompiledTemplate } from './template.js';
export { compileValue, type CompiledValue, type CompileValueOptions } from './value.js';
export { compileCondition, type CompiledCondition } from './condition.js';
export { references } from './references.js';
export type { References } from './compile.js';
export { isTruthy, toText } from './values.js';
export { formatRfc3339 } from './dates.js';
export { MAX_NESTING } from './parser.js';
