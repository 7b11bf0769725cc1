/**
 * Reports built by hand for the HTML report's tests: one with every shape of a trace and
 * text written to break out of the page, and a large one (versions × cases) for the lazy
 * rendering.
 */
import type { CaseTrace } from '../../src/testing/trace/types.js';
import { addSummaries, summarize, type CaseReport, type RunReport, type VersionResult } from '../../src/testing/report.js';

export const ID = (n: number) => `sha256:${n.toString(16).padStart(64, '0')}`;

/** Markup and script end tags in user-written text: shown as written, never run. */
export const HOSTILE_NAME = '</script><script>window.pwned = 1</script><img src=x onerror="window.pwned = 2"> <!-- order #7';

export function version(name: string, cases: CaseReport[], id: number, extra: Partial<VersionResult['report']> = {}): VersionResult {
  const report = {
    passed: cases.every((c) => c.status === 'passed') && (extra.problems ?? []).length === 0 && (extra.minimum?.met ?? true),
    summary: summarize(cases),
    minimum: { met: true, needed: ['happy' as const], missing: [] },
    problems: [],
    cases,
    ran_at: '2026-01-05T08:00:00.000Z',
    duration_ms: 250,
    version_id: ID(id),
    run_key: ID(id + 1),
    ...extra,
  };
  return { kind: 'workflow', name, path: `workflows/${name}`, version_id: ID(id), run_key: ID(id + 1), report };
}

export function runOf(versions: VersionResult[]): RunReport {
  return { passed: versions.every((v) => v.report.passed), summary: addSummaries(versions.map((v) => v.report.summary)), versions };
}

/**
 * Every shape a trace has: retries, a stub, a for_each over two items, a skip, an unmocked
 * request with its nearest mock and the body it sent, a cut value, an email's text and a
 * text file's first lines.
 */
export const FULL_TRACE: CaseTrace = {
  duration_ms: 6_020,
  steps: [
    {
      id: 'fetch_order', name: 'Fetch the order', index: 0, kind: 'action', uses: 'platform/http.request@v1', result: 'success',
      start_ms: 0, duration_ms: 6_010,
      attempts: [
        { attempt: 1, round: null, start_ms: 0, duration_ms: 5, error: { code: 'http_status', message: 'The server answered 503.' }, retried: true },
        { attempt: 2, round: null, start_ms: 2_005, duration_ms: 5, error: { code: 'http_status', message: 'The server answered 503.' }, retried: true },
        { attempt: 3, round: null, start_ms: 6_005, duration_ms: 5, error: null },
      ],
      error: null,
      outputs: { status: 200, json: { id: 'A-7', note: HOSTILE_NAME } },
    },
    {
      id: 'price', index: 1, kind: 'script', result: 'success', stubbed: true, start_ms: 6_010, duration_ms: 0,
      attempts: [{ attempt: 1, round: null, start_ms: 6_010, duration_ms: 0, error: null }], error: null,
      outputs: { cut: true, bytes: 40_000, preview: '{"lines":[{"sku":"S-1","qty":1},' },
    },
    {
      id: 'note_lines', index: 2, kind: 'action', uses: 'platform/log@v1', result: 'success', for_each_items: 2, start_ms: 6_010, duration_ms: 0,
      attempts: [{ attempt: 1, round: 0, start_ms: 6_010, duration_ms: 0, error: null }, { attempt: 1, round: 1, start_ms: 6_010, duration_ms: 0, error: null }],
      error: null, outputs: [{}, {}],
    },
    {
      id: 'notify_shop', index: 3, kind: 'action', uses: 'platform/http.request@v1', result: 'failure', start_ms: 6_010, duration_ms: 10,
      attempts: [{ attempt: 1, round: null, start_ms: 6_010, duration_ms: 10, error: { code: 'http_unmocked', message: 'No mock answers POST https://shop.acme.example/v2/orders/A-7/notes.' } }],
      error: { code: 'http_unmocked', message: 'No mock answers POST https://shop.acme.example/v2/orders/A-7/notes.' }, outputs: null,
    },
    {
      id: 'mail_customer', index: 4, kind: 'action', uses: 'platform/email.send@v1', result: 'skipped', skipped: 'halted', start_ms: 6_020, duration_ms: 0,
      attempts: [], error: null, outputs: null,
    },
  ],
  requests: [
    { step: 'fetch_order', attempt: 1, method: 'GET', url: 'https://shop.acme.example/v2/orders/A-7?token=***', start_ms: 0, duration_ms: 5, status: 503, mock: { list: 'given.http', index: 0, line: 12 } },
    { step: 'fetch_order', attempt: 2, method: 'GET', url: 'https://shop.acme.example/v2/orders/A-7?token=***', start_ms: 2_005, duration_ms: 5, status: 503, mock: { list: 'given.http', index: 0, line: 12 } },
    { step: 'fetch_order', attempt: 3, method: 'GET', url: 'https://shop.acme.example/v2/orders/A-7?token=***', start_ms: 6_005, duration_ms: 5, status: 200, mock: { list: 'given.http', index: 1, line: 16 } },
    {
      step: 'notify_shop', attempt: 1, method: 'POST', url: 'https://shop.acme.example/v2/orders/A-7/notes', start_ms: 6_010, duration_ms: 0, error: 'http_unmocked',
      body: '{"note":"Paid in full","token":"***"}',
      nearest: { list: 'given.http', index: 2, line: 20, mismatched: ['path'], why: 'path /v2/orders/A-7/notes does not match /v2/orders/A-7/note' },
    },
    { step: null, method: 'POST', url: 'https://api.anthropic.example/v1/messages', start_ms: 6_015, duration_ms: 1, status: 200, mock: { list: 'given.models', index: 0, line: 30 } },
  ],
  model_calls: [
    { step: null, request: 4, connection: 'assistant', provider: 'anthropic', model: 'claude-test', prompt_version: 'triage-v3', mock: { list: 'given.models', index: 0, line: 30 }, input_tokens: 120, output_tokens: 40 },
  ],
  emails: [{ step: 'fetch_order', to: ['grace@customer.example'], cc: [], bcc: ['audit@acme.example'], subject: 'Your order A-7', text: 'Hello Grace,\nyour order A-7 is on its way.', attachments: [{ name: 'order.pdf', content_type: 'application/pdf', size_bytes: 2048 }] }],
  artifacts: [
    { step: 'fetch_order', name: 'order.pdf', content_type: 'application/pdf', size_bytes: 2048 },
    { step: 'fetch_order', name: 'order-lines.csv', content_type: 'text/csv', size_bytes: 20, first_lines: ['sku,qty', 'S-1,1'] },
  ],
  logs: [{ step: 'price', text: 'priced 1 line' }, { step: null, text: 'run finished' }],
};

export function caseOf(name: string, status: CaseReport['status'], extra: Partial<CaseReport> = {}): CaseReport {
  return { name, status, duration_ms: 12, outcome: status === 'passed' || status === 'failed' ? 'success' : null, error: null, checks: [], ...extra };
}

/** A report with one case of each status, a hostile name, a failed check with a diff and the full trace. */
export function traceReport(): RunReport {
  const orders = version(
    'order-notes',
    [
      caseOf('notes the order in the shop', 'failed', {
        description: 'The shop gets a note on the order and the customer an email.',
        kind: 'happy',
        line: 3,
        outcome: 'error',
        error: { code: 'http_unmocked', message: 'No mock answers POST https://shop.acme.example/v2/orders/A-7/notes.', step: 'notify_shop' },
        checks: [
          { sentence: 'run ends with outcome success', passed: false, expected: 'success', actual: 'error' },
          { sentence: 'sends email to grace@customer.example', passed: true },
          { sentence: 'step fetch_order output $.json.total equals 120.5', passed: false, expected: '{"total":120.5,"currency":"EUR"}', actual: '{"total":99.5,"currency":"EUR"}' },
          { sentence: 'payload $.emails[0].subject equals \'Your order A-7\'', passed: false, expected: '"Your order A-7"', actual: 'no value', after_stop: true },
          { sentence: 'step mail_customer succeeds', passed: false, expected: 'succeeds', actual: 'skipped', after_stop: true },
        ],
        trace: FULL_TRACE,
      }),
      caseOf(HOSTILE_NAME, 'passed', { description: '<b>not bold</b> & not markup', checks: [{ sentence: 'run ends with outcome success', passed: true }] }),
    ],
    1,
  );
  return runOf([orders]);
}

const STATUS_CYCLE: CaseReport['status'][] = ['passed', 'passed', 'passed', 'passed', 'passed', 'passed', 'passed', 'failed', 'invalid', 'not_run'];

/** `versions` versions of `casesPerVersion` cases each, a tenth of them failed, invalid or not run. */
export function largeReport(versions: number, casesPerVersion: number): RunReport {
  const list: VersionResult[] = [];
  for (let v = 0; v < versions; v++) {
    const cases: CaseReport[] = [];
    for (let c = 0; c < casesPerVersion; c++) {
      const status = STATUS_CYCLE[(v + c) % STATUS_CYCLE.length]!;
      cases.push(caseOf(`case ${c} of flow ${v}`, status, {
        description: `Checks that flow ${v} handles order batch ${c}.`,
        checks: [
          { sentence: 'run ends with outcome success', passed: status !== 'failed', ...(status === 'failed' ? { expected: 'success', actual: 'error' } : {}) },
          { sentence: `sends email to customer-${c}@acme.example`, passed: true },
        ],
        ...(status === 'failed' ? { trace: FULL_TRACE } : {}),
        ...(status === 'invalid' ? { problems: [{ path: 'expect.outcome', message: 'must be success, skip or error', line: 4 + c * 10 }], index: c } : {}),
      }));
    }
    list.push(version(`flow-${String(v).padStart(4, '0')}`, cases, v + 1));
  }
  return runOf(list);
}
