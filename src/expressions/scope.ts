/** What an expression can see while it is evaluated (EXPR-05). */
export interface ExpressionScope {
  trigger: unknown;
  steps: unknown;
  vars: unknown;
  secrets: unknown;
  artifacts: unknown;
  /** The current element and its position inside a `for_each`; null elsewhere. */
  item?: unknown;
  index?: unknown;
  /** The run's clock (frozen at `given.now` in tests, GIVEN-07). */
  now(): Date;
  /** A lookup-table row keyed by column names, or null when no row has the key (EXPR-21/22). */
  lookup(table: string, key: unknown): Record<string, unknown> | null;
}

export type ContextName = 'trigger' | 'steps' | 'vars' | 'secrets' | 'artifacts' | 'item' | 'index';

/** The top-level names and how each is read from a scope. */
export const CONTEXT_READERS: Readonly<Record<ContextName, (scope: ExpressionScope) => unknown>> = {
  trigger: (scope) => scope.trigger ?? null,
  steps: (scope) => scope.steps ?? null,
  vars: (scope) => scope.vars ?? null,
  secrets: (scope) => scope.secrets ?? null,
  artifacts: (scope) => scope.artifacts ?? null,
  item: (scope) => scope.item ?? null,
  index: (scope) => scope.index ?? null,
};

export function isContextName(name: string): name is ContextName {
  return Object.hasOwn(CONTEXT_READERS, name);
}
