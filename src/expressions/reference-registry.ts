import { emptyReferences, type References } from './compile.js';

/**
 * What each compiled template, value or condition reads, kept beside it rather than on
 * it so the compiled objects stay small and their public shape stays as documented.
 * The compilers register here; `references()` reads back. Kept apart from both so
 * neither side has to import the other.
 */
const registry = new WeakMap<object, References>();

export function registerReferences(compiled: object, references: References): void {
  registry.set(compiled, references);
}

export function mergeReferences(into: References, from: References): void {
  for (const key of ['contexts', 'secrets', 'steps', 'functions'] as const) for (const name of from[key]) into[key].add(name);
}

/** A fresh copy of what `compiled` reads; empty when it was never registered. */
export function registeredReferences(compiled: object): References {
  const found = registry.get(compiled);
  const copy = emptyReferences();
  if (found !== undefined) mergeReferences(copy, found);
  return copy;
}
