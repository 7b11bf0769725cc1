// Benchmark of the HTML report (CLI-27): a report of 1,000 versions and 10,000 cases (a
// tenth failed with a trace) opens in Chromium, overview painted, in under 2 s. Measured
// inside the page: performance.now() from navigation to the report's own mark
// `flowgate-overview-ready` (JSON parsed, overview and first page built, layout done).
// Baseline in the same run: the same cases written out as static markup, every case's
// checks in the page at once (what a report without lazy rendering costs the browser).
// Needs the compiled code (`npm run build`) and Chromium (`apt-get install -y chromium`).
//
//   node bench/html.mjs [versions] [cases per version]   (npm run bench -- html)
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { renderHtml, writeHtmlReport } from '../lib/reporters/html.js';

const BUDGET_MS = 2_000;
const VERSIONS = Number(process.argv[2] ?? 1_000);
const CASES_PER_VERSION = Number(process.argv[3] ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const ID = (n) => `sha256:${n.toString(16).padStart(64, '0')}`;
const STATUSES = ['passed', 'passed', 'passed', 'passed', 'passed', 'passed', 'passed', 'failed', 'invalid', 'not_run'];

/** A realistic failed case's trace: three steps, a retried request, an email. */
const trace = {
  duration_ms: 2_010,
  steps: [
    { id: 'fetch', index: 0, kind: 'action', uses: 'platform/http.request@v1', result: 'success', start_ms: 0, duration_ms: 2_005,
      attempts: [
        { attempt: 1, round: null, start_ms: 0, duration_ms: 3, error: { code: 'http_status', message: 'The server answered 503.' }, retried: true },
        { attempt: 2, round: null, start_ms: 2_002, duration_ms: 3, error: null },
      ],
      error: null, outputs: { status: 200, json: { id: 'A-7', lines: Array.from({ length: 20 }, (_, i) => ({ sku: `S-${i}`, qty: i })) } } },
    { id: 'price', index: 1, kind: 'script', result: 'success', stubbed: true, start_ms: 2_005, duration_ms: 0, attempts: [], error: null, outputs: { total: 120.5 } },
    { id: 'mail', index: 2, kind: 'action', uses: 'platform/email.send@v1', result: 'success', start_ms: 2_005, duration_ms: 5, attempts: [], error: null, outputs: { accepted: ['grace@customer.example'] } },
  ],
  requests: [
    { step: 'fetch', attempt: 1, method: 'GET', url: 'https://shop.acme.example/v2/orders/A-7', start_ms: 0, duration_ms: 3, status: 503, mock: { list: 'given.http', index: 0, line: 12 } },
    { step: 'fetch', attempt: 2, method: 'GET', url: 'https://shop.acme.example/v2/orders/A-7', start_ms: 2_002, duration_ms: 3, status: 200, mock: { list: 'given.http', index: 1, line: 16 } },
  ],
  model_calls: [],
  emails: [{ step: 'mail', to: ['grace@customer.example'], cc: [], bcc: [], subject: 'Your order A-7', attachments: [] }],
  artifacts: [],
  logs: [{ step: 'price', text: 'priced 20 lines' }],
};

function largeReport() {
  const versions = [];
  const total = { total: 0, passed: 0, failed: 0, invalid: 0, not_run: 0 };
  for (let v = 0; v < VERSIONS; v++) {
    const cases = [];
    const summary = { total: 0, passed: 0, failed: 0, invalid: 0, not_run: 0 };
    for (let c = 0; c < CASES_PER_VERSION; c++) {
      const status = STATUSES[(v + c) % STATUSES.length];
      summary.total += 1;
      summary[status] += 1;
      cases.push({
        name: `case ${c} of flow ${v}: the order is noted and the customer mailed`,
        description: `Checks that flow ${v} handles order batch ${c} the way the shop expects.`,
        kind: c === 0 ? 'happy' : 'edge',
        status,
        duration_ms: 12,
        outcome: status === 'passed' || status === 'failed' ? 'success' : null,
        error: null,
        checks: [
          { sentence: 'run ends with outcome success', passed: status !== 'failed', ...(status === 'failed' ? { expected: 'success', actual: 'error' } : {}) },
          { sentence: `sends email to customer-${c}@acme.example`, passed: true },
          { sentence: 'step fetch output $.json.id equals A-7', passed: true },
        ],
        ...(status === 'failed' ? { trace, line: 3 + c * 20 } : {}),
        ...(status === 'invalid' ? { problems: [{ path: 'expect.outcome', message: 'must be success, skip or error', line: 4 + c * 20 }], index: c, line: 3 + c * 20 } : {}),
        ...(status === 'not_run' ? { problems: [{ path: '', message: 'The version has problems, so no case ran (see problems).' }] } : {}),
      });
    }
    for (const key of Object.keys(total)) total[key] += summary[key];
    const minimum = { met: true, needed: ['happy'], missing: [] };
    versions.push({
      kind: 'workflow', name: `flow-${v}`, path: `workflows/flow-${v}`, version_id: ID(v + 1),
      report: { passed: summary.passed === summary.total, summary, minimum, problems: [], cases, ran_at: '2026-01-05T08:00:00.000Z', duration_ms: 250, version_id: ID(v + 1) },
    });
  }
  return { passed: total.passed === total.total, summary: total, versions };
}

const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** Every case and check as markup at once: the cost lazy rendering avoids. */
function eagerHtml(report) {
  const parts = ['<!doctype html><html><head><meta charset="utf-8"><title>eager</title></head><body>'];
  for (const v of report.versions) {
    parts.push(`<section><h2>${escape(v.kind)} ${escape(v.name)}</h2><p><code>${escape(v.version_id)}</code></p>`);
    for (const c of v.report.cases) {
      parts.push(`<details><summary>${escape(c.status)} ${escape(c.name)}</summary><p>${escape(c.description)}</p><ol>`);
      for (const k of c.checks) parts.push(`<li>${k.passed ? '✓' : '✗'} ${escape(k.sentence)}</li>`);
      parts.push('</ol></details>');
    }
    parts.push('</section>');
  }
  parts.push("<script>void document.body.offsetHeight; performance.mark('flowgate-overview-ready');</script></body></html>");
  return parts.join('');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function firstPaint(context, url) {
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('flowgate-overview-ready').length > 0);
  const result = await page.evaluate(() => ({
    ms: performance.getEntriesByName('flowgate-overview-ready')[0].startTime,
    elements: document.getElementsByTagName('*').length,
  }));
  await page.close();
  return result;
}

const dir = mkdtempSync(join(tmpdir(), 'flowgate-bench-html-'));
const report = largeReport();
const started = performance.now();
const html = renderHtml(report);
const renderMs = performance.now() - started;
const file = writeHtmlReport(report, dir);
const eagerFile = join(dir, 'eager.html');
writeFileSync(eagerFile, eagerHtml(report));

const context = await chromium.launchPersistentContext(join(dir, 'profile'), { executablePath: CHROMIUM, headless: true, args: ARGS });
const sides = [
  { label: 'flowgate report', url: pathToFileURL(file).href, bytes: statSync(file).size, times: [], elements: 0 },
  { label: 'static markup', url: pathToFileURL(eagerFile).href, bytes: statSync(eagerFile).size, times: [], elements: 0 },
];
try {
  for (let round = 0; round < ROUNDS; round++) {
    for (const side of sides) {
      const { ms, elements } = await firstPaint(context, side.url);
      side.times.push(ms);
      side.elements = elements;
    }
  }
} finally {
  await context.close();
  rmSync(dir, { recursive: true, force: true });
}

console.log(`${report.versions.length} versions, ${report.summary.total} cases (${report.summary.failed} with a trace); renderHtml ${renderMs.toFixed(0)} ms for ${(html.length / 1048576).toFixed(1)} MB`);
for (const side of sides) {
  console.log(`${side.label.padEnd(16)} ${median(side.times).toFixed(0).padStart(6)} ms to the overview  ${String(side.elements).padStart(7)} elements  ${(side.bytes / 1048576).toFixed(1).padStart(5)} MB`);
}
const measured = median(sides[0].times);
console.log(`first paint of the overview: ${measured.toFixed(0)} ms (median of ${ROUNDS}); budget ${BUDGET_MS} ms: ${measured < BUDGET_MS ? 'inside' : 'EXCEEDED'}`);
if (measured >= BUDGET_MS) process.exitCode = 1;
