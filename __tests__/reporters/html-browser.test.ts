/**
 * The HTML report (CLI-27) in a real browser: Chromium from the system's packages, driven
 * by playwright-core. The page is opened from file:// as an approver would open it; every
 * request it makes is counted, and it may make none. Screenshots go to test-artifacts/.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/definitions/problems.js';
import { loadRepository } from '../../src/definitions/repository.js';
import { writeHtmlReport } from '../../src/reporters/html.js';
import { caseProblemLines } from '../../src/reporters/text.js';
import type { RunReport } from '../../src/testing/report.js';
import { testRepository } from '../../src/testing/run-all.js';
import { makeRepo } from '../helpers/repo.js';
import { requireTool } from '../helpers/tools.js';
import { HOSTILE_NAME, largeReport, traceReport } from './html-fixtures.js';

const CHROMIUM = requireTool('chromium', 'chromium', 'the HTML report tests (__tests__/reporters/html-browser.test.ts)');
const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

let context: BrowserContext;
/** Every request the pages made that was not for a file:// address. */
const outside: string[] = [];
/** Script errors, and console errors such as a refused policy. */
let pageErrors: string[] = [];

beforeAll(async () => {
  if (!CHROMIUM) return;
  context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'flowgate-chromium-')), { executablePath: CHROMIUM, headless: true, args: ARGS });
  context.on('request', (request) => {
    if (!request.url().startsWith('file:')) outside.push(request.url());
  });
  // Nothing leaves the machine even if the page tried: the count above is the assertion.
  await context.route('**', (route) => (route.request().url().startsWith('file:') ? route.continue() : route.abort()));
});

afterAll(async () => {
  await context?.close();
});

afterEach(async () => {
  await Promise.all(context?.pages().map((page) => page.close()) ?? []);
  expect(pageErrors).toEqual([]);
  expect(outside).toEqual([]);
  pageErrors = [];
});

/** Writes the report's page; each test opens it afresh, so no test sees another's filter. */
const written = (report: RunReport) => writeHtmlReport(report, mkdtempSync(join(tmpdir(), 'flowgate-html-')));

/** Opens the page, at `hash` (`#…`) when given: an address pasted from a case's link. */
async function open(file: string, hash = ''): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  await page.goto(pathToFileURL(file).href + hash);
  await page.waitForSelector('html[data-ready]');
  return page;
}

async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, name), fullPage: true });
}

const texts = (page: Page, selector: string) => page.locator(selector).allTextContents();
const shownCases = (page: Page) => texts(page, 'details.case > summary .cname');
const filter = (page: Page, status: string) => page.click(`.filters button[data-status="${status}"]`);

const CONNECTIONS = `crm:
  kind: http
  production: { base_url: "https://crm.acme.example/api", auth: bearer }
  secrets: { token: CRM_TOKEN }
`;

const SIGNUP = `name: signup
on:
  webhook: {}
steps:
  - id: create_contact
    uses: platform/http.request@v1
    connections: { api: crm }
    with: { method: POST, url: /contacts, json: { email: "\${{ trigger.body.email }}" } }
  - id: welcome
    uses: platform/email.send@v1
    with:
      to: ["\${{ trigger.body.email }}"]
      subject: Welcome
      text: "Your contact number is \${{ steps.create_contact.outputs.json.id }}."
`;

const signupGiven = { event: { body: { email: 'grace@customer.example' }, headers: {} }, http: [{ match: { method: 'POST', path: '/api/contacts' }, respond: { status: 201, json: { id: 'C-77' } } }] };

/** signup: a passing, a failing and an invalid case; broken: a version with a problem, so its case does not run. */
const REPOSITORY = {
  'connections.yaml': CONNECTIONS,
  'flowgate.yaml': 'email:\n  senders:\n    - { address: hello@acme.example, verified: true, default: true }\n',
  'workflows/signup/workflow.yaml': SIGNUP,
  'workflows/signup/tests.json': [
    { name: 'creates the contact and welcomes the customer', description: 'A new customer gets a contact in the CRM and a welcome email.', kind: 'happy', given: signupGiven, expect: { outcome: 'success', recipients: ['grace@customer.example'] } },
    { name: 'the welcome names the contact number', description: 'The email tells the customer their contact number.', given: signupGiven, expect: { outcome: 'success', payload: { path: '$.emails[0].text', equals: 'Your contact number is C-99.' } } },
    { name: 'a case with a misspelt field', given: signupGiven, expct: { outcome: 'success' } },
  ],
  'workflows/broken/workflow.yaml': 'name: broken\non:\n  manual: {}\nsteps:\n  - id: a\n    uses: platform/no-such-action@v1\n',
  'workflows/broken/tests.json': [{ name: 'archives the order', kind: 'happy', expect: { outcome: 'success' } }],
};

describe.skipIf(!CHROMIUM)('the HTML report in Chromium', () => {
  let report: RunReport;
  let file: string;
  let page: Page;
  beforeAll(async () => {
    const root = makeRepo(REPOSITORY);
    report = await testRepository(loadRepository(root));
    // With the root, the page shows each traced step as written in workflow.yaml.
    file = writeHtmlReport(report, mkdtempSync(join(tmpdir(), 'flowgate-html-')), root);
  });
  beforeEach(async () => {
    page = await open(file);
  });
  const versionOf = (name: string) => report.versions.find((v) => v.name === name)!;

  it('CLI-27 the overview shows the verdict, the counts of each status and every version with its id', async () => {
    expect(await page.textContent('#verdict')).toBe('✗ Not every report passed.');
    expect(await page.textContent('#totals')).toContain('4 cases: 1 passed, 1 failed, 1 invalid, 1 not run.');
    expect(await texts(page, '.version .vname')).toEqual(report.versions.map((v) => `workflow ${v.name}`));
    expect(await texts(page, '.version .vid code')).toEqual(report.versions.map((v) => v.version_id));
    // Under All, versions are collapsed: no case is in the page until one is opened or filtered for.
    await filter(page, 'all');
    expect(await page.locator('details.case').count()).toBe(0);
  });

  it('CLI-27 a run that did not pass opens on what did not pass, its failing cases open on their failed checks', async () => {
    expect(await page.getAttribute('.filters button[data-status="not_passed"]', 'aria-pressed')).toBe('true');
    expect(await page.textContent('.filters button[data-status="not_passed"]')).toBe('Not passed (3)');
    expect(await page.textContent('#count')).toBe('What did not pass: 3 cases in 2 versions. “All” shows every case.');
    expect(await shownCases(page)).toEqual(report.versions.flatMap((v) => v.report.cases.filter((c) => c.status !== 'passed').map((c) => c.name)));
    expect(await texts(page, 'details.case[open] > summary .cname')).toEqual(['the welcome names the contact number', 'a case with a misspelt field']);
    const failed = versionOf('signup').report.cases.find((c) => c.status === 'failed')!;
    const wrong = failed.checks.find((k) => !k.passed)!;
    const check = page.locator('details.case.failed[open] .checks li.bad').first();
    expect(await check.isVisible()).toBe(true);
    expect(await check.locator('.sentence').textContent()).toBe(wrong.sentence);
    expect(await check.locator('pre.expected').isVisible()).toBe(true);
    await screenshot(page, 'html-report-opens-on-failures.png');
  });

  it('CLI-27 each case has a link whose address opens the page on that case with its open panels', async () => {
    const signup = report.versions.indexOf(versionOf('signup'));
    const failedAt = versionOf('signup').report.cases.findIndex((c) => c.status === 'failed');
    const failedCase = `details.case[data-case="${signup}:${failedAt}"]`;
    await page.click(`${failedCase} details.step[data-step="welcome"] > summary`);
    await page.click(`${failedCase} details.step[data-step="create_contact"] > summary`);
    await page.click(`${failedCase} details.step[data-step="create_contact"] details.request > summary`);
    await page.hover(`${failedCase} > summary a.case-link`);
    const href = (await page.getAttribute(`${failedCase} > summary a.case-link`, 'href'))!;
    const params = new URLSearchParams(href.slice(1));
    expect([params.get('v'), params.get('c'), params.get('n')]).toEqual(['workflows/signup', String(failedAt), 'the welcome names the contact number']);
    expect(params.get('open')!.split(',').sort()).toEqual(['create_contact', 'request:0', 'welcome']);

    // Pasted into a fresh page: only that case is open, with the panels that were open.
    const linked = await open(file, href);
    expect(await texts(linked, 'details.case[open] > summary .cname')).toEqual(['the welcome names the contact number']);
    expect(await linked.getAttribute(failedCase, 'class')).toContain('linked');
    expect(await linked.locator(`${failedCase} details.step[data-step="welcome"][open] .emails .email-text`).isVisible()).toBe(true);
    expect(await linked.locator(`${failedCase} details.step[data-step="create_contact"][open] details.request[open] .request-body`).isVisible()).toBe(true);
    expect(await linked.locator(`${failedCase} details.step[open]`).count()).toBe(2);

    // A passed case, which the opening filter hides: the link shows it under All.
    const passed = versionOf('signup').report.cases.find((c) => c.status === 'passed')!;
    const toPassed = await open(file, `#${new URLSearchParams({ v: 'workflows/signup', c: String(versionOf('signup').report.cases.indexOf(passed)), n: passed.name }).toString()}`);
    expect(await toPassed.getAttribute('.filters button[data-status="all"]', 'aria-pressed')).toBe('true');
    expect(await texts(toPassed, 'details.case[open] > summary .cname')).toEqual([passed.name]);

    // Following a link on the page writes the address and opens the case.
    expect(await toPassed.locator('details.case.invalid[open]').count()).toBe(0);
    await toPassed.click('details.case.invalid > summary a.case-link');
    expect(new URL(toPassed.url()).hash).toContain('n=a+case+with+a+misspelt+field');
    expect(await texts(toPassed, 'details.case.linked[open] > summary .cname')).toEqual(['a case with a misspelt field']);
  });

  it('CLI-27 an opened version shows its minimum with each missing case and its fix, and its problems as one-line errors', async () => {
    const signup = versionOf('signup');
    const broken = versionOf('broken');
    expect(signup.report.minimum.missing.length).toBeGreaterThan(0);
    await filter(page, 'all');
    await page.click('.version[data-version="' + report.versions.indexOf(signup) + '"] button');
    await page.click('.version[data-version="' + report.versions.indexOf(broken) + '"] button');
    const missing = await texts(page, `[data-version-detail="${report.versions.indexOf(signup)}"] .missing li`);
    expect(missing).toEqual(signup.report.minimum.missing.map((m) => `${m.message}Fix: ${m.fix}`));
    const problems = await texts(page, `[data-version-detail="${report.versions.indexOf(broken)}"] .problems li`);
    expect(problems).toEqual(broken.report.problems.map(formatProblem));
    expect(await shownCases(page)).toEqual(report.versions.flatMap((v) => v.report.cases.map((c) => c.name)));
  });

  it('CLI-27 REPORT-18 an opened workflow version marks each step with its coverage: the outcomes reached, and in plain words those none did', async () => {
    const signup = versionOf('signup');
    const coverage = signup.report.coverage!;
    const index = report.versions.indexOf(signup);
    // No case answers the CRM with an error, so create_contact misses one outcome and welcome has them all.
    expect(coverage.missing.map((gap) => gap.step)).toEqual(['create_contact']);
    await filter(page, 'all');
    expect(await page.textContent(`.version[data-version="${index}"] .vcov`)).toBe(`coverage ${coverage.percent} %`);
    await page.click(`.version[data-version="${index}"] button`);
    const detail = `[data-version-detail="${index}"]`;
    expect(await page.locator(`${detail} .cov-step`).evaluateAll((items) => items.map((item) => [item.getAttribute('data-step'), item.className]))).toEqual([
      ['create_contact', 'cov-step partial'],
      ['welcome', 'cov-step ok'],
    ]);
    const step = (id: string) => `${detail} .cov-step[data-step="${id}"]`;
    expect(await texts(page, `${step('create_contact')} .cov-missing li`)).toEqual(coverage.missing.map((gap) => `Missing: ${gap.message} (line ${gap.line})`));
    expect(await page.textContent(`${step('create_contact')} .cov-mark`)).toBe('◐ 1 of 2 outcomes');
    expect(await page.textContent(`${step('create_contact')} .cov-seen`)).toBe('Covered: runs (2 cases)');
    expect(await page.textContent(`${step('welcome')} .cov-mark`)).toBe('✓ every outcome');
    expect(await page.locator(`${step('welcome')} .cov-missing`).count()).toBe(0);
  });

  it('CLI-27 the status filter shows only the cases of that status', async () => {
    const byStatus = { passed: 'creates the contact and welcomes the customer', failed: 'the welcome names the contact number', invalid: 'a case with a misspelt field', not_run: 'archives the order' };
    for (const [status, name] of Object.entries(byStatus)) {
      await filter(page, status);
      expect(await shownCases(page)).toEqual([name]);
      expect(await page.getAttribute(`.filters button[data-status="${status}"]`, 'aria-pressed')).toBe('true');
    }
    // The invalid case is one of the failing cases the page opened on.
    await filter(page, 'invalid');
    const invalid = versionOf('signup').report.cases.find((c) => c.status === 'invalid')!;
    expect(invalid.problems?.length).toBeGreaterThan(0);
    expect(await texts(page, 'details.case[open] .problems li')).toEqual(caseProblemLines(versionOf('signup'), invalid));
  });

  it('CLI-27 the search finds cases by their words and versions by their id', async () => {
    await filter(page, 'all');
    await page.fill('#search', 'CRM welcome');
    expect(await shownCases(page)).toEqual(['creates the contact and welcomes the customer']);
    expect(await page.textContent('#count')).toBe('1 case in 1 version match.');
    await page.fill('#search', versionOf('broken').version_id.slice(7, 30));
    expect(await shownCases(page)).toEqual(['archives the order']);
    await page.fill('#search', 'no case has these words');
    expect(await shownCases(page)).toEqual([]);
    expect(await page.textContent('#list')).toBe('No case matches the filter and search.');
  });

  it('CLI-27 REPORT-13 a failed case shows its checks as sentences, expected and actual values marked where they differ, and its trace step by step', async () => {
    const failed = versionOf('signup').report.cases.find((c) => c.status === 'failed')!;
    // Open already: the page opens on the failing cases.
    await filter(page, 'failed');
    expect(await texts(page, 'details.case[open] .checks .sentence')).toEqual(failed.checks.map((k) => k.sentence));
    const wrong = failed.checks.find((k) => !k.passed)!;
    expect(await page.textContent('details.case[open] .checks .bad pre.expected')).toBe(wrong.expected);
    expect(await page.textContent('details.case[open] .checks .bad pre.actual')).toBe(wrong.actual);
    // REPORT-13: values only, written alike, so the marks show the characters that differ and nothing else.
    expect(await texts(page, 'details.case[open] .checks .bad pre.expected del')).toEqual(['99']);
    expect(await texts(page, 'details.case[open] .checks .bad pre.actual ins')).toEqual(['77']);

    const trace = failed.trace!;
    expect(trace.steps.map((s) => s.id)).toEqual(['create_contact', 'welcome']);
    expect(await texts(page, 'details.case[open] .timeline .step-id')).toEqual(['create_contact', 'welcome']);
    await page.click('details.step[data-step="create_contact"] > summary');
    await page.click('details.step[data-step="create_contact"] details.request > summary');
    const request = trace.requests[0]!;
    const mock = request.mock!;
    expect(mock).toMatchObject({ list: 'given.http', index: 0 });
    const requestText = await page.textContent('details.step[data-step="create_contact"] details.request[open] .request-body');
    expect(requestText).toContain(`Answered bygiven.http[0] (tests.json line ${mock.line})`);
    expect(requestText).toContain('POST https://crm.acme.example/api/contacts');
    expect(requestText).toContain('Body sent, secrets hidden:{"email":"grace@customer.example"}');
    await page.click('details.step[data-step="welcome"] > summary');
    expect(await page.textContent('details.step[data-step="welcome"] .emails .email-head')).toBe('Email to grace@customer.example: “Welcome”');
    expect(await page.textContent('details.step[data-step="welcome"] .emails .email-text')).toBe('Your contact number is C-77.');
    // The step as written, beside what it did.
    expect(await page.textContent('details.step[data-step="welcome"] .step-source p')).toBe('As written: workflows/signup/workflow.yaml line 9');
    expect(await page.textContent('details.step[data-step="welcome"] .step-source pre.yaml')).toBe(SIGNUP.trimEnd().split('\n').slice(8).join('\n'));
    expect(await page.textContent('details.step[data-step="create_contact"] .step-source pre.yaml')).toBe(SIGNUP.split('\n').slice(4, 8).join('\n'));
    expect(await page.textContent('details.case[open] .cmeta')).toMatch(/took \d+ ms of real time$/);
    expect(await page.textContent('details.case[open] .trace .clock')).toContain('on the run’s virtual clock, not real time');
    await screenshot(page, 'html-report.png');
  });
});

describe.skipIf(!CHROMIUM)('the HTML report of a hand-built trace in Chromium', () => {
  let file: string;
  let page: Page;
  beforeAll(() => {
    file = written(traceReport());
  });
  beforeEach(async () => {
    page = await open(file);
  });

  it('CLI-27 text from the report is shown as written and never runs as markup', async () => {
    await filter(page, 'all');
    await page.click('.version button');
    expect(await shownCases(page)).toEqual(['notes the order in the shop', HOSTILE_NAME]);
    expect(await page.evaluate('typeof window.pwned')).toBe('undefined');
    expect(await page.locator('img, b').count()).toBe(0);
    expect(await texts(page, 'details.case .cdesc')).toEqual(['The shop gets a note on the order and the customer an email.', '<b>not bold</b> & not markup']);
  });

  it('CLI-27 REPORT-13 failed checks as values, those the stopped run could not meet folded; each step shows its attempts, stub, cut outputs and skip; each request its mock or nearest mock', async () => {
    // The failed case is open on its failed checks, and its failed step is open.
    expect(await page.locator('details.case.failed[open]').count()).toBe(1);
    expect(await texts(page, 'details.case[open] details.step[open] > summary .step-id')).toEqual(['notify_shop']);
    expect(await texts(page, 'details.case[open] .checks pre.expected del')).toEqual(['success']);
    expect(await texts(page, 'details.case[open] .checks pre.actual ins')).toEqual(['error']);
    // REPORT-13: two objects field by field, - as expected and + as it came out.
    expect(await texts(page, 'details.case[open] .checks pre.fields del')).toEqual(['-   "total": 120.5\n']);
    expect(await texts(page, 'details.case[open] .checks pre.fields ins')).toEqual(['+   "total": 99.5\n']);
    // REPORT-13: the checks the stopped run could not meet are one line under the run error, opening on them.
    expect(await texts(page, 'details.case[open] .checks .sentence')).toEqual(['run ends with outcome success', 'sends email to grace@customer.example', 'step fetch_order output $.json.total equals 120.5']);
    expect(await page.textContent('details.case[open] .run-error + details.folded > summary')).toBe('+ 2 more checks could not hold because the run stopped at step notify_shop');
    await page.click('details.case[open] details.folded > summary');
    expect(await texts(page, 'details.case[open] details.folded[open] .sentence')).toEqual(["payload $.emails[0].subject equals 'Your order A-7'", 'step mail_customer succeeds']);

    await page.click('details.step[data-step="fetch_order"] > summary');
    expect(await texts(page, 'details.step[data-step="fetch_order"]  .attempts li')).toEqual([
      'Attempt 1: at 0 ms, took 5 ms, failed: http_status: The server answered 503., retried',
      'Attempt 2: at 2.005 s, took 5 ms, failed: http_status: The server answered 503., retried',
      'Attempt 3: at 6.005 s, took 5 ms, succeeded',
    ]);
    expect(await texts(page, 'details.step[data-step="fetch_order"] details.request > summary')).toEqual([
      '503GEThttps://shop.acme.example/v2/orders/A-7?token=***answered by given.http[0] (tests.json line 12)',
      '503GEThttps://shop.acme.example/v2/orders/A-7?token=***answered by given.http[0] (tests.json line 12)',
      '200GEThttps://shop.acme.example/v2/orders/A-7?token=***answered by given.http[1] (tests.json line 16)',
    ]);
    expect(await page.textContent('details.step[data-step="fetch_order"] pre.value')).toContain(JSON.stringify(HOSTILE_NAME));

    await page.click('details.step[data-step="price"] > summary');
    expect(await page.textContent('details.step[data-step="price"] .badge.stubbed')).toBe('stubbed');
    const price = await page.textContent('details.step[data-step="price"] .step-body');
    expect(price).toContain('Cut: 39.1 KiB of JSON, the first 32 bytes shown.');
    expect(price).toContain('{"lines":[{"sku":"S-1","qty":1}, …');

    await page.click('details.step[data-step="notify_shop"] details.request > summary');
    const unmocked = await page.textContent('details.step[data-step="notify_shop"] details.request .request-body');
    expect(unmocked).toContain('Nearest mockgiven.http[2] (tests.json line 20)');
    expect(unmocked).toContain('Did not matchpath — path /v2/orders/A-7/notes does not match /v2/orders/A-7/note');
    expect(await page.textContent('details.step[data-step="notify_shop"] details.request pre.sent')).toBe('{"note":"Paid in full","token":"***"}');

    // What the run sent: the email's text and the first lines of the text file it made.
    expect(await page.textContent('details.step[data-step="fetch_order"] .emails .email-text')).toBe('Hello Grace,\nyour order A-7 is on its way.');
    expect(await texts(page, 'details.step[data-step="fetch_order"] .files li .file-head')).toEqual(['order.pdf (application/pdf, 2.0 KiB)', 'order-lines.csv (text/csv, 20 bytes)']);
    expect(await texts(page, 'details.step[data-step="fetch_order"] .files pre.first-lines')).toEqual(['sku,qty\nS-1,1']);

    // A for_each over two items reads as two items, not as attempts.
    const forEach = 'details.step[data-step="note_lines"]';
    expect(await page.textContent(`${forEach} > summary .tries`)).toBe('2 items');
    expect(await page.textContent(`${forEach} > summary`)).not.toContain('attempt');
    await page.click(`${forEach} > summary`);
    expect(await page.textContent(`${forEach} .step-body`)).toContain('for_each2 items');
    expect(await texts(page, `${forEach} .attempts li`)).toEqual([
      'Item 1 of 2, attempt 1: at 6.01 s, took 0 ms, succeeded',
      'Item 2 of 2, attempt 1: at 6.01 s, took 0 ms, succeeded',
    ]);

    // One clock: the trace says its times are virtual; the case's own time is real.
    expect(await page.textContent('details.case[open] .trace-sum')).toBe('5 steps, 5 requests, 1 model call, 1 email, 2 files, 2 log lines. The run took 6.02 s on its virtual clock.');
    expect(await page.textContent('details.case[open] .cmeta')).toContain('took 12 ms of real time');

    await page.click('details.step[data-step="mail_customer"] > summary');
    expect(await page.textContent('details.step[data-step="mail_customer"] .step-body')).toContain('Skipped becausean earlier step ended the run');

    const outside = await page.textContent('details.case[open] .trace > .model-calls');
    expect(outside).toContain('assistant (anthropic, model claude-test, prompt_version triage-v3): answered by given.models[0] (tests.json line 30), 120 input tokens, 40 output tokens');
    await screenshot(page, 'html-report-trace.png');
  });
});

describe.skipIf(!CHROMIUM)('the HTML report of 1,000 versions and 10,000 cases in Chromium', () => {
  const ELEMENT_BUDGET = 2_000;
  let file: string;
  let page: Page;
  beforeAll(() => {
    file = written(largeReport(1_000, 10));
  });
  beforeEach(async () => {
    page = await open(file);
  });
  const elements = () => page.evaluate<number>("document.getElementsByTagName('*').length");

  it('CLI-27 opens on what did not pass with a bounded number of elements, the first failing cases open', async () => {
    expect(await page.textContent('#totals')).toContain('10,000 cases: 7,000 passed, 1,000 failed, 1,000 invalid, 1,000 not run.');
    expect(await page.textContent('#count')).toBe('What did not pass: 3,000 cases in 1,000 versions. “All” shows every case.');
    expect(await page.locator('details.case[open]').count()).toBe(5);
    expect(await page.locator('.case-body').count()).toBe(5);
    expect(await elements()).toBeLessThan(ELEMENT_BUDGET);
  });

  it('CLI-27 under All, versions are collapsed, one page of them', async () => {
    await filter(page, 'all');
    expect(await page.textContent('#count')).toBe('1,000 versions with 10,000 cases. Open a version to see its cases.');
    expect(await page.locator('.version').count()).toBe(100);
    expect(await page.locator('details.case').count()).toBe(0);
    expect(await page.textContent('#page-label')).toBe('Page 1 of 10');
    expect(await elements()).toBeLessThan(ELEMENT_BUDGET);
  });

  it('CLI-27 a filter over 10,000 cases renders one page of its matches', async () => {
    await filter(page, 'failed');
    expect(await page.textContent('#count')).toBe('1,000 cases in 1,000 versions match.');
    expect(await elements()).toBeLessThan(ELEMENT_BUDGET);
    // A case's checks and trace are built when it is opened, not before: only the failing cases the page opened on have them.
    expect(await page.locator('details.case').count()).toBeGreaterThan(0);
    expect(await page.locator('.case-body').count()).toBe(await page.locator('details.case[open]').count());
    expect(await page.locator('.case-body').count()).toBeLessThanOrEqual(5);
    await page.click('#next-page');
    expect(await page.textContent('#page-label')).toBe('Page 2 of 30');
    expect((await shownCases(page)).every((name) => /^case \d+ of flow \d+$/.test(name))).toBe(true);
    await page.fill('#search', 'flow-0999');
    expect(await shownCases(page)).toEqual(['case 8 of flow 999']);
    await filter(page, 'all');
    expect(await page.locator('details.case').count()).toBe(10);
    await page.fill('#search', '');
    expect(await elements()).toBeLessThan(ELEMENT_BUDGET);
  });
});
