import { emptyReferences, type References } from './compile.js';
import { ExpressionSyntaxError, ValueCompileError } from './errors.js';
import { mergeReferences, registerReferences, registeredReferences } from './reference-registry.js';
import type { ExpressionScope } from './scope.js';
import { compileTemplate } from './template.js';

export interface CompiledValue {
  /** True when no string anywhere inside holds `${{`: evaluation returns the input itself. */
  readonly constant: boolean;
  evaluate(scope: ExpressionScope): unknown;
}

export interface CompileValueOptions {
  /** Top-level keys whose whole subtree is taken literally (e.g. a script body). */
  readonly skip?: readonly string[];
}

/**
 * Deep-compiles a JSON-like value in which every string is a template. On evaluation,
 * only the dynamic parts are rebuilt; constant subtrees are returned as-is (shared, so
 * callers must not mutate results). Object keys are never templates.
 */
export function compileValue(value: unknown, options: CompileValueOptions = {}): CompiledValue {
  const refs = emptyReferences();
  const skip = new Set(options.skip ?? []);
  const compiled = compileAt(value, [], refs, new Set(), skip);
  const result: CompiledValue = { constant: compiled.constant, evaluate: compiled.evaluate };
  registerReferences(result, refs);
  return result;
}

interface Part {
  readonly constant: boolean;
  evaluate(scope: ExpressionScope): unknown;
}

function constantPart(value: unknown): Part {
  return { constant: true, evaluate: () => value };
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function compileAt(value: unknown, path: (string | number)[], refs: References, ancestors: Set<object>, skip: ReadonlySet<string>): Part {
  if (typeof value === 'string') {
    try {
      const template = compileTemplate(value);
      mergeReferences(refs, registeredReferences(template));
      return template;
    } catch (error) {
      if (error instanceof ExpressionSyntaxError) throw new ValueCompileError([...path], error);
      throw error;
    }
  }
  if (value === null || typeof value !== 'object') return constantPart(value);
  const isList = Array.isArray(value);
  if (!isList && !isPlainObject(value)) return constantPart(value);
  if (ancestors.has(value)) throw new ValueCompileError([...path], new ExpressionSyntaxError('the value contains itself', 0));
  ancestors.add(value);
  try {
    return isList ? compileList(value, path, refs, ancestors) : compileRecord(value, path, refs, ancestors, skip);
  } finally {
    ancestors.delete(value);
  }
}

const NO_SKIP: ReadonlySet<string> = new Set();

function compileList(list: readonly unknown[], path: (string | number)[], refs: References, ancestors: Set<object>): Part {
  const parts = list.map((element, i) => {
    path.push(i);
    try {
      return compileAt(element, path, refs, ancestors, NO_SKIP);
    } finally {
      path.pop();
    }
  });
  if (parts.every((part) => part.constant)) return constantPart(list);
  return {
    constant: false,
    evaluate: (scope) => {
      const out = new Array<unknown>(parts.length);
      for (let i = 0; i < parts.length; i++) out[i] = parts[i]!.evaluate(scope);
      return out;
    },
  };
}

function compileRecord(record: Record<string, unknown>, path: (string | number)[], refs: References, ancestors: Set<object>, skip: ReadonlySet<string>): Part {
  const keys = Object.keys(record);
  const parts = keys.map((key) => {
    if (skip.has(key)) return constantPart(record[key]);
    path.push(key);
    try {
      return compileAt(record[key], path, refs, ancestors, NO_SKIP);
    } finally {
      path.pop();
    }
  });
  if (parts.every((part) => part.constant)) return constantPart(record);
  return {
    constant: false,
    evaluate: (scope) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i]!;
        const item = parts[i]!.evaluate(scope);
        // A data key named `__proto__` must stay a key, not replace the prototype.
        if (key === '__proto__') Object.defineProperty(out, key, { value: item, enumerable: true, writable: true, configurable: true });
        else out[key] = item;
      }
      return out;
    },
  };
}
