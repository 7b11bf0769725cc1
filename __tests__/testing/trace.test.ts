/**
 * REPORT-17: the trace of a case, recorded as it runs. Known cases of the example
 * repository are compared step by step: steps, attempts with their virtual times,
 * requests with the mock (index and line in tests.json) that answered, model calls,
 * emails, artifacts and log lines. Expected mock lines are found in the file's text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadRepository } from '../../src/definitions/repository.js';
import { closeSandbox } from '../../src/sandbox/index.js';
import type { RunReport } from '../../src/testing/report.js';
import { testRepository } from '../../src/testing/run-all.js';
import { TRACE_VALUE_LIMIT_BYTES, type CaseTrace, type TraceCut } from '../../src/testing/trace/types.js';
import { makeRepo } from '../helpers/repo.js';

afterAll(() => closeSandbox());

const examples = join(import.meta.dirname, '..', '..', 'examples');
let report: RunReport;

beforeAll(async () => {
  report = await testRepository(loadRepository(examples), { trace: 'on' });
}, 120_000);

function traceOf(version: string, caseName: string): CaseTrace {
  const found = report.versions.find((v) => v.name === version)?.report.cases.find((c) => c.name === caseName);
  expect(found?.status, `${version}: ${caseName}`).toBe('passed');
  return found!.trace!;
}

/** The line (from 1) of the first line holding `needle` after the line holding `after`. */
function lineIn(file: string, after: string, needle: string): number {
  const lines = readFileSync(join(examples, file), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.includes(after));
  const at = lines.findIndex((line, index) => index > start && line.includes(needle));
  expect(start >= 0 && at >= 0, `${needle} after ${after} in ${file}`).toBe(true);
  return at + 1;
}

describe('traces of the example repository', () => {
  it('REPORT-17 a timed-out attempt and its retry show with virtual times and the mock that answered each request', () => {
    const name = 'a slow answer times out and the retry succeeds';
    const trace = traceOf('overdue-invoices', name);
    const slowMock = lineIn('workflows/overdue-invoices/tests.json', name, '"delay_ms": 45000');
    // timeout_minutes: 2 is 2 s in tests; retry delay_seconds: 2.
    expect(trace.steps.map(({ id, result, skipped, condition, start_ms, duration_ms, attempts, error }) => ({ id, result, skipped, condition, start_ms, duration_ms, attempts, error }))).toEqual([
      {
        id: 'fetch',
        result: 'success',
        skipped: undefined,
        condition: undefined,
        start_ms: 0,
        duration_ms: 4000,
        attempts: [
          { attempt: 1, round: null, start_ms: 0, duration_ms: 2000, error: { code: 'timeout', message: 'Step fetch took longer than its timeout_minutes.' }, retried: true },
          { attempt: 2, round: null, start_ms: 4000, duration_ms: 0, error: null },
        ],
        error: null,
      },
      { id: 'remind', result: 'success', skipped: undefined, condition: undefined, start_ms: 4000, duration_ms: 0, attempts: [], error: null },
      { id: 'remember', result: 'success', skipped: undefined, condition: undefined, start_ms: 4000, duration_ms: 0, attempts: [{ attempt: 1, round: null, start_ms: 4000, duration_ms: 0, error: null }], error: null },
      { id: 'totals', result: 'skipped', skipped: 'skip_signal', condition: undefined, start_ms: 4000, duration_ms: 0, attempts: [{ attempt: 1, round: null, start_ms: 4000, duration_ms: 0, error: null }], error: null },
    ]);
    expect(trace.steps[0]).toMatchObject({ name: 'Fetch overdue invoices', index: 0, kind: 'action', uses: 'platform/http.request@v1', outputs: { status: 200, json: { items: [] } } });
    expect(trace.steps[3]).toMatchObject({ kind: 'script', outputs: null });
    expect(trace.steps[3]).not.toHaveProperty('uses');
    const url = 'https://sandbox.billing.example/invoices?status=overdue&due_before=2026-01-05';
    expect(trace.requests).toEqual([
      { step: 'fetch', attempt: 1, method: 'GET', url, start_ms: 0, duration_ms: 2000, error: 'timeout', mock: { list: 'given.http', index: 0, line: slowMock } },
      { step: 'fetch', attempt: 2, method: 'GET', url, start_ms: 4000, duration_ms: 0, status: 200, mock: { list: 'given.http', index: 1, line: slowMock + 1 } },
    ]);
    expect(trace.duration_ms).toBe(4000);
  });

  it('REPORT-17 retries wait their exponential delays on the run clock, and the halted steps are skipped', () => {
    const name = 'billing is down after three attempts: the outbox is not touched';
    const trace = traceOf('archive-exports', name);
    const mock = lineIn('workflows/archive-exports/tests.json', name, '"/exports/orders"');
    const failed = { code: 'http_status', message: expect.stringContaining('503') };
    // delay_seconds: 5, backoff: exponential → 5 s, then 10 s.
    expect(trace.steps[0]).toMatchObject({
      id: 'export',
      result: 'failure',
      start_ms: 0,
      duration_ms: 15_000,
      error: failed,
      attempts: [
        { attempt: 1, start_ms: 0, duration_ms: 0, error: failed, retried: true },
        { attempt: 2, start_ms: 5000, duration_ms: 0, error: failed, retried: true },
        { attempt: 3, start_ms: 15_000, duration_ms: 0, error: failed, retried: false },
      ],
    });
    expect(trace.steps.slice(1).map((s) => [s.id, s.result, s.skipped, s.attempts.length, s.start_ms])).toEqual(
      ['drop', 'waiting', 'fetch', 'archive', 'sent'].map((id) => [id, 'skipped', 'halted', 0, 15_000]),
    );
    expect(trace.requests.map((r) => [r.step, r.attempt, r.start_ms, r.status, r.mock])).toEqual(
      [1, 2, 3].map((attempt, at) => ['export', attempt, [0, 5000, 15_000][at], 503, { list: 'given.http', index: 0, line: mock }]),
    );
  });

  it('REPORT-17 model calls name the model mock that answered, the provider, prompt_version and tokens; logs and mail belong to their steps', () => {
    const name = 'a rate limit on the first call is retried and the second answer is used';
    const trace = traceOf('support-triage', name);
    const busy = lineIn('workflows/support-triage/tests.json', name, '"status": 429');
    const answer = { list: 'given.models', index: 1, line: busy + 1 };
    expect(trace.requests.map(({ step, method, url, status, mock }) => ({ step, method, url, status, mock }))).toEqual([
      { step: 'classify', method: 'POST', url: 'https://api.anthropic.com/v1/messages', status: 429, mock: { list: 'given.models', index: 0, line: busy } },
      { step: 'classify', method: 'POST', url: 'https://api.anthropic.com/v1/messages', status: 200, mock: answer },
    ]);
    const call = { step: 'classify', connection: 'assistant', provider: 'anthropic', model: 'claude-sonnet-4-5', prompt_version: 'support-triage-2' };
    expect(trace.model_calls).toEqual([
      { ...call, request: 0, mock: { list: 'given.models', index: 0, line: busy } },
      { ...call, request: 1, mock: answer, input_tokens: 10, output_tokens: 5 },
    ]);
    expect(trace.logs.map((l) => l.step)).toEqual(['classify', 'classify']);
    expect(trace.logs[0]!.text).toContain('status 429');
    expect(trace.steps.find((s) => s.id === 'page_on_call')).toMatchObject({ result: 'skipped', skipped: 'condition', condition: false });
    expect(trace.emails).toEqual([{ step: 'acknowledge', to: ['finance@customer.example'], cc: [], bcc: [], subject: 'We received your request T-4717', text: expect.stringContaining('We filed your request T-4717 under "billing"'), attachments: [] }]);
  });

  it('REPORT-17 artifacts belong to the step that made them; an email lists its attachments', () => {
    const trace = traceOf('order-report', "mails last week's orders as CSV and Excel in a zip");
    expect(trace.artifacts.map((a) => [a.step, a.name, a.content_type])).toEqual([
      ['csv', 'orders-2026-03-09.csv', 'text/csv; charset=utf-8'],
      ['sheet', 'orders-2026-03-09.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['pack', 'orders-2026-03-09.zip', 'application/zip'],
    ]);
    const zip = trace.artifacts[2]!;
    expect(trace.emails).toEqual([
      { step: 'mail', to: ['finance@acme.example'], cc: [], bcc: [], subject: 'Orders of the week to 2026-03-09: 2', text: 'Attached are 2 orders as CSV and Excel.', attachments: [{ name: zip.name, content_type: 'application/zip', size_bytes: zip.size_bytes }] },
    ]);
    // A text file shows its first lines; a spreadsheet or a zip does not.
    expect(trace.artifacts.map((a) => a.first_lines?.length ?? 0).slice(1)).toEqual([0, 0]);
    expect(trace.artifacts[0]!.first_lines!.length).toBeGreaterThan(1);
    expect(trace.artifacts[0]!.first_lines!.length).toBeLessThanOrEqual(10);
  });

  it('REPORT-17 a for_each step has one attempt per round, and each round mails from that step', () => {
    const trace = traceOf('overdue-invoices', 'reminds each customer with an overdue invoice');
    expect(trace.steps[1]).toMatchObject({ id: 'remind', for_each_items: 2, attempts: [{ attempt: 1, round: 0 }, { attempt: 1, round: 1 }] });
    expect(trace.emails.map((e) => [e.step, e.to, e.subject])).toEqual([
      ['remind', ['ada@customer.example'], 'Invoice INV-1001 is overdue'],
      ['remind', ['linus@customer.example'], 'Invoice INV-1002 is overdue'],
    ]);
    expect(trace.steps[3]).toMatchObject({ id: 'totals', outputs: { count: 2, by_currency: { EUR: 200.5 } } });
  });

  it('REPORT-17 a library action has no steps; its requests and its output are traced', () => {
    const name = 'updates a contact that exists';
    const trace = traceOf('crm-upsert', name);
    const first = lineIn('actions/crm-upsert/tests.json', name, '"http"');
    expect(trace.steps).toEqual([]);
    expect(trace.requests.map(({ step, status, mock }) => ({ step, status, mock: mock?.index }))).toEqual([
      { step: null, status: 409, mock: 0 },
      { step: null, status: 200, mock: 1 },
    ]);
    expect(trace.requests[0]!.mock!.line).toBeGreaterThanOrEqual(first);
    expect(trace.output).toMatchObject({ created: false });
  });

  it('REPORT-17 every case of the example repository that ran has a trace, and every request names the mock that answered', () => {
    const ran = report.versions.flatMap((v) => v.report.cases.map((c) => ({ version: v, c })));
    expect(ran.length).toBeGreaterThan(20);
    for (const { version, c } of ran) {
      expect(c.trace, c.name).toBeDefined();
      if (version.kind === 'workflow') expect(c.trace!.steps.length, c.name).toBeGreaterThan(0);
      for (const request of c.trace!.requests) {
        expect(request.mock?.line, `${c.name}: ${request.url}`).toBeGreaterThan(0);
        expect(request.nearest).toBeUndefined();
      }
    }
  });
});

const fetchTwo = `name: lookup
on:
  manual: {}
steps:
  - id: prepare
    uses: platform/evaluate@v1
    with: { expression: "\${{ 1 + 1 }}" }
  - id: fetch
    uses: platform/http.request@v1
    with: { url: "https://crm.example/customers/c2" }
  - id: big
    script: |
      return { text: 'x'.repeat(20000) };
`;

/** `testCase` as JSON text, or a case that is written out with two-space indents. */
async function runOne(workflow: string, testCase: Record<string, unknown> | string): Promise<CaseTrace> {
  const tests = typeof testCase === 'string' ? testCase : [testCase];
  const root = makeRepo({ 'workflows/w/workflow.yaml': workflow, 'workflows/w/tests.json': tests });
  const run = await testRepository(loadRepository(root), { trace: 'on' });
  const c = run.versions[0]!.report.cases[0]!;
  expect(c.problems ?? []).toEqual([]);
  return c.trace!;
}

describe('traces of other cases', () => {
  it('REPORT-17 an unmocked request names the nearest mock, its line and the fields that did not match', async () => {
    const tests = [
      '[{ "name": "unmocked",',
      '   "given": { "http": [',
      '     { "match": { "url_contains": "nowhere" } },',
      '     { "match": { "method": "POST", "path": "/customers/c2" } },',
      '     { "match": { "path": "/customers/c1" } }',
      '   ] },',
      '   "expect": { "outcome": "error", "failed_step": "fetch" } }]',
    ];
    const trace = await runOne(fetchTwo, tests.join('\n'));
    const line = tests.findIndex((text) => text.includes('POST')) + 1;
    expect(trace.requests).toHaveLength(1);
    // All three miss one field; the most specific of them (method + path) is nearest.
    expect(trace.requests[0]).toMatchObject({
      step: 'fetch',
      method: 'GET',
      url: 'https://crm.example/customers/c2',
      error: 'http_unmocked',
      nearest: { list: 'given.http', index: 1, line, mismatched: ['method'], why: 'method POST does not match GET' },
    });
    expect(trace.requests[0]).not.toHaveProperty('mock');
    expect(trace.steps.find((s) => s.id === 'fetch')!.error!.code).toBe('http_unmocked');
  });

  it('REPORT-17 a stubbed step is marked, keeps what it uses as written, and makes no request', async () => {
    const trace = await runOne(fetchTwo, {
      name: 'stubbed',
      given: { stub_steps: { fetch: { outputs: { status: 200, json: { id: 'c2' } } } } },
      expect: { outcome: 'success', step_outputs: [{ step: 'fetch', path: '$.json.id', equals: 'c2' }] },
    });
    expect(trace.steps.map((s) => [s.id, s.result, s.stubbed])).toEqual([
      ['prepare', 'success', undefined],
      ['fetch', 'success', true],
      ['big', 'success', undefined],
    ]);
    expect(trace.steps[1]).toMatchObject({ kind: 'action', uses: 'platform/http.request@v1', outputs: { status: 200, json: { id: 'c2' } } });
    expect(trace.requests).toEqual([]);
  });

  it('REPORT-17 an output larger than 16 KiB is cut with a marker', async () => {
    const trace = await runOne(fetchTwo, {
      name: 'big',
      given: { stub_steps: { fetch: { outputs: {} } } },
      expect: { outcome: 'success', step_outputs: [{ step: 'big', result: 'success' }] },
    });
    const cut = trace.steps.find((s) => s.id === 'big')!.outputs as TraceCut;
    expect(cut).toEqual({ cut: true, bytes: JSON.stringify({ text: 'x'.repeat(20000) }).length, preview: expect.stringMatching(/^\{"text":"x+$/) });
    expect(cut.preview.length).toBe(TRACE_VALUE_LIMIT_BYTES);
    expect(trace.steps.find((s) => s.id === 'prepare')!.outputs).toEqual({ result: 2 });
  });
});
