/**
 * REPORT-17 in the terminal: under a failed case the pretty reporter prints its trace as
 * a timeline (one line per step, one per request with the mock that answered or the
 * nearest one), before the failed checks.
 */
import { describe, expect, it } from 'vitest';
import { renderPretty } from '../../src/reporters/pretty.js';
import { timelineLines } from '../../src/reporters/format/timeline.js';
import { summarize, type CaseReport, type RunReport } from '../../src/testing/report.js';
import type { CaseTrace, TraceStep } from '../../src/testing/trace/types.js';

function step(id: string, extra: Partial<TraceStep>): TraceStep {
  return { id, index: 0, kind: 'action', uses: 'platform/http.request@v1', result: 'success', start_ms: 0, duration_ms: 0, attempts: [], error: null, outputs: null, ...extra };
}

const failure = { code: 'http_unmocked', message: 'No mock answers POST https://billing.example/reminders.' };

const trace: CaseTrace = {
  steps: [
    step('fetch', {
      duration_ms: 4000,
      attempts: [
        { attempt: 1, round: null, start_ms: 0, duration_ms: 2000, error: { code: 'timeout', message: 'late' }, retried: true },
        { attempt: 2, round: null, start_ms: 4000, duration_ms: 0, error: null },
      ],
    }),
    step('stubbed', { stubbed: true, start_ms: 4000, attempts: [{ attempt: 1, round: null, start_ms: 4000, duration_ms: 0, error: null }] }),
    step('remind', { result: 'failure', start_ms: 4000, duration_ms: 1500, error: failure, attempts: [{ attempt: 1, round: null, start_ms: 4000, duration_ms: 1500, error: failure }] }),
    step('totals', { kind: 'script', result: 'skipped', skipped: 'halted', start_ms: 5500 }),
  ],
  requests: [
    { step: 'fetch', attempt: 1, method: 'GET', url: 'https://billing.example/invoices?key=***', start_ms: 0, duration_ms: 2000, error: 'timeout', mock: { list: 'given.http', index: 0, line: 72 } },
    { step: 'fetch', attempt: 2, method: 'GET', url: 'https://billing.example/invoices?key=***', start_ms: 4000, duration_ms: 0, status: 200, mock: { list: 'given.http', index: 1, line: 73 } },
    {
      step: 'remind',
      attempt: 1,
      method: 'POST',
      url: 'https://billing.example/reminders',
      start_ms: 4000,
      duration_ms: 0,
      error: 'http_unmocked',
      nearest: { list: 'given.http', index: 2, line: 74, mismatched: ['method', 'path'], why: 'method GET does not match POST; path /remind does not match /reminders' },
    },
  ],
  model_calls: [],
  emails: [],
  artifacts: [],
  logs: [],
  duration_ms: 5500,
};

const TIMELINE = [
  '✓ fetch  success  2 attempts  at 0 ms for 4 s',
  '    GET https://billing.example/invoices?key=*** → timeout  given.http[0] (line 72)',
  '    GET https://billing.example/invoices?key=*** → 200  given.http[1] (line 73)',
  '✓ stubbed  success, stubbed  1 attempt  at 4 s for 0 ms',
  '✗ remind  failure  1 attempt  at 4 s for 1.5 s  http_unmocked',
  '    POST https://billing.example/reminders → unmocked, nearest given.http[2] (method, path differ, line 74)',
  '- totals  skipped (halted)  at 5.5 s for 0 ms',
];

function runReport(cases: CaseReport[]): RunReport {
  const summary = summarize(cases);
  return {
    passed: false,
    summary,
    versions: [
      {
        kind: 'workflow',
        name: 'reminders',
        path: 'workflows/reminders',
        version_id: `sha256:${'0'.repeat(64)}`,
        run_key: `sha256:${'1'.repeat(64)}`,
        report: { passed: false, summary, minimum: { met: true, needed: [], missing: [] }, problems: [], cases, ran_at: '2026-01-05T08:00:00Z', duration_ms: 1, version_id: `sha256:${'0'.repeat(64)}`, run_key: `sha256:${'1'.repeat(64)}` },
      },
    ],
  };
}

const failedCheck = { sentence: 'sends email to ada@customer.example', passed: false, expected: 'email to ada@customer.example', actual: 'no email was sent' };

describe('the timeline of a failed case', () => {
  it('REPORT-17 one line per step with result, attempts and run-clock time, one per request with the mock or the nearest miss', () => {
    expect(timelineLines(trace)).toEqual(TIMELINE);
  });

  it('REPORT-17 a library action has no steps: its requests alone make the timeline', () => {
    expect(timelineLines({ ...trace, steps: [], requests: trace.requests.map((r) => ({ ...r, step: null })) })).toEqual([
      'GET https://billing.example/invoices?key=*** → timeout  given.http[0] (line 72)',
      'GET https://billing.example/invoices?key=*** → 200  given.http[1] (line 73)',
      'POST https://billing.example/reminders → unmocked, nearest given.http[2] (method, path differ, line 74)',
    ]);
  });

  it('REPORT-17 the pretty reporter prints the timeline under a failed case, before its failed checks', () => {
    const failed: CaseReport = { name: 'reminds', status: 'failed', duration_ms: 3, outcome: 'error', error: null, checks: [failedCheck], trace };
    const lines = renderPretty(runReport([failed]), 1).split('\n');
    const at = lines.indexOf('        timeline:');
    expect(at).toBeGreaterThan(lines.findIndex((line) => line.includes('✗ reminds')));
    expect(lines.slice(at + 1, at + 1 + TIMELINE.length)).toEqual(TIMELINE.map((line) => `          ${line}`));
    expect(lines[at + 1 + TIMELINE.length]).toBe('        ✗ sends email to ada@customer.example');
  });

  it('REPORT-17 a passed case, or a failed one without a trace, prints no timeline', () => {
    const passed: CaseReport = { name: 'fine', status: 'passed', duration_ms: 3, outcome: 'success', error: null, checks: [], trace };
    const untraced: CaseReport = { name: 'reminds', status: 'failed', duration_ms: 3, outcome: 'error', error: null, checks: [failedCheck] };
    const text = renderPretty(runReport([passed, untraced]), 1);
    expect(text).toContain('✗ sends email to ada@customer.example');
    expect(text).not.toContain('timeline:');
  });
});
