import { emptyReferences, type References } from './compile.js';
import type { CompiledCondition } from './condition.js';
import type { CompiledTemplate } from './template.js';
import type { CompiledValue } from './value.js';

/**
 * What each compiled template, value or condition reads, kept beside it rather than on
 * it so the compiled objects stay small and their public shape stays as documented.
 */
const registry = new WeakMap<object, References>();

export function registerReferences(compiled: object, references: References): void {
  registry.set(compiled, references);
}

export function mergeReferences(into: References, from: References): void {
  for (const key of ['contexts', 'secrets', 'steps', 'functions'] as const) for (const name of from[key]) into[key].add(name);
}

/**
 * Static facts for save-time analysis: which contexts, which `secrets.<name>` and
 * `steps.<id>` names are read, which functions are called. A fresh copy each call.
 */
export function references(compiled: CompiledTemplate | CompiledValue | CompiledCondition): References {
  const found = registry.get(compiled);
  const copy = emptyReferences();
  if (found !== undefined) mergeReferences(copy, found);
  return copy;
}
