import type { ExpressionScope } from '../../src/expressions/index.js';

/** A lookup table in the `given.lookups` shape: the first column is the key. */
export interface Table {
  columns: string[];
  rows: unknown[][];
}

/**
 * A scope like the engine builds one: a frozen clock (GIVEN-07), lookups from tables
 * shaped like `given.lookups` (EXPR-21/22), and the contexts of EXPR-05/06.
 */
export function makeScope(overrides: Partial<ExpressionScope> & { clock?: string; tables?: Record<string, Table> } = {}): ExpressionScope {
  const { clock = '2026-01-05T08:00:00Z', tables = {}, ...contexts } = overrides;
  return {
    trigger: {
      kind: 'webhook',
      environment: 'test',
      is_test: true,
      now: clock,
      body: { customer_id: 'c-1', amount: 120, items: [{ email: 'a@example.com', number: 7 }], empty: [], none: null },
      headers: { 'content-type': 'application/json' },
      file: { path: 'in/orders.csv', size: 42 },
    },
    steps: {
      fetch: { result: 'success', outputs: { json: { items: [{ id: 1 }, { id: 2 }], total: 2 } } },
      broken: { result: 'failure', error: { code: 'http_status', message: 'status 500' } },
    },
    vars: { region: 'eu', limit: 10 },
    secrets: { API_KEY: 'test-dummy-API_KEY' },
    artifacts: { report: { name: 'report.csv', size: 10 }, 'x.csv': { name: 'x.csv', size: 3 } },
    now: () => new Date(clock),
    lookup: (table, key) => {
      const found = tables[table];
      if (found === undefined) return null;
      const row = found.rows.find((r) => r[0] === key);
      if (row === undefined) return null;
      return Object.fromEntries(found.columns.map((column, i) => [column, row[i]]));
    },
    ...contexts,
  };
}
