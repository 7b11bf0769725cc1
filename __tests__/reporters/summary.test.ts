/**
 * The job summary and check-run text (GHA-13) as a reviewer reads it: failures first with
 * their sentences, expected and actual; passing cases folded; file references as links
 * to the line at the commit; text from the report shown as written, within the budget.
 */
import { describe, expect, it } from 'vitest';
import { blobLinks, CHECK_RUN_TEXT_LIMIT, renderSummary } from '../../src/reporters/summary.js';
import { addSummaries, summarize, type CaseReport, type RunReport, type VersionResult } from '../../src/testing/report.js';
import type { Problem } from '../../src/definitions/problems.js';

const SHA = 'c0ffee'.padEnd(40, '0');
const GITHUB = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/flows', GITHUB_SHA: SHA };

function kase(name: string, status: CaseReport['status'], extra: Partial<CaseReport> = {}): CaseReport {
  return { name, status, duration_ms: 7, outcome: status === 'passed' || status === 'failed' ? 'success' : null, error: null, checks: [], ...extra };
}

function version(name: string, cases: CaseReport[], problems: Problem[] = []): VersionResult {
  const id = `sha256:${'ab'.repeat(32)}`;
  return {
    kind: 'workflow',
    name,
    path: `workflows/${name}`,
    version_id: id,
    run_key: id,
    report: {
      passed: problems.length === 0 && cases.every((c) => c.status === 'passed'),
      summary: summarize(cases),
      minimum: { met: true, needed: ['happy'], missing: [] },
      problems,
      cases,
      ran_at: '2026-01-05T08:00:00.000Z',
      duration_ms: 2500,
      version_id: id,
      run_key: id,
    },
  };
}

function run(versions: VersionResult[]): RunReport {
  return { passed: versions.every((v) => v.report.passed), summary: addSummaries(versions.map((v) => v.report.summary)), versions };
}

const failed = kase('sends the reminder', 'failed', {
  line: 12,
  error: { code: 'http_error', message: 'GET /invoices answered 500', step: 'fetch' },
  checks: [{ sentence: 'sends email to ops@acme.example', passed: false, expected: "['ops@acme.example']", actual: '[]' }],
});
const report = run([
  version('alpha', [failed, kase('no invoices', 'passed')], [{ file: 'workflows/alpha/workflow.yaml', line: 7, col: 5, path: 'steps[0].uses', message: 'unknown action platform/evaluat@v1' }]),
  version('beta', [kase('b1', 'passed'), kase('b2', 'passed')]),
]);

describe('file links (GHA-13)', () => {
  it('GHA-13 blobLinks points at the file and line at the commit, inside the tested root', () => {
    const link = blobLinks(GITHUB, 'flows')!;
    expect(link('workflows/alpha/tests.json', 12)).toBe(`https://github.com/acme/flows/blob/${SHA}/flows/workflows/alpha/tests.json#L12`);
    expect(link('workflows/alpha/tests.json')).toBe(`https://github.com/acme/flows/blob/${SHA}/flows/workflows/alpha/tests.json`);
    expect(blobLinks(GITHUB, '.')!('tests.json', 3)).toBe(`https://github.com/acme/flows/blob/${SHA}/tests.json#L3`);
  });

  it('GHA-13 a path with spaces or # stays one link', () => {
    expect(blobLinks(GITHUB, 'my flows')!('workflows/a#b/tests.json', 2)).toBe(`https://github.com/acme/flows/blob/${SHA}/my%20flows/workflows/a%23b/tests.json#L2`);
  });

  it('GHA-13 without any one of GitHub’s variables there are no links', () => {
    for (const name of Object.keys(GITHUB)) expect(blobLinks({ ...GITHUB, [name]: undefined }, '.')).toBeUndefined();
  });

  it('GHA-13 with links, each case line and problem is a link to its line; without, plain text', () => {
    const linked = renderSummary(report, { link: blobLinks(GITHUB, '.')! });
    expect(linked).toContain(`- **sends the reminder** — failed · [workflows/alpha/tests.json:12](https://github.com/acme/flows/blob/${SHA}/workflows/alpha/tests.json#L12) · 7 ms`);
    expect(linked).toContain(`- problem: [workflows/alpha/workflow.yaml:7:5](https://github.com/acme/flows/blob/${SHA}/workflows/alpha/workflow.yaml#L7) \`steps[0].uses\`: unknown action platform/evaluat@v1`);
    const plain = renderSummary(report);
    expect(plain).toContain('- **sends the reminder** — failed · workflows/alpha/tests.json:12 · 7 ms');
    expect(plain).not.toContain('](');
  });
});

describe('the summary’s order (GHA-13)', () => {
  const text = renderSummary(report);

  it('GHA-13 the table first, then what did not pass with sentence, run error, expected and actual, then the passing cases folded', () => {
    const at = (part: string) => text.indexOf(part);
    expect(at('| | Version | Version id | Cases | Minimum | Coverage | Duration |')).toBeGreaterThan(0);
    expect(at('### What did not pass')).toBeGreaterThan(at('| ❌ | workflow alpha |'));
    expect(text).toContain('  - run error: `http_error`: GET /invoices answered 500\n  - ❌ sends email to ops@acme.example\n    - expected: `[\'ops@acme.example\']`\n    - actual: `[]`');
    expect(at('<details>')).toBeGreaterThan(at('sends email to ops@acme.example'));
    expect(text).toContain('<summary>✅ 3 cases passed</summary>');
    expect(text.slice(at('<details>'))).toContain('| workflow beta | b2 | 7 ms |');
    expect(text.trimEnd().endsWith('</details>')).toBe(true);
  });

  it('GHA-13 each version has its duration, and the run its total', () => {
    expect(text).toMatch(/^\| ❌ \| workflow alpha \| .* \| 2\.50 s \|$/m);
    expect(text).toContain('2 versions · 4 cases: 3 passed, 1 failed, 0 invalid, 0 not run · 5.00 s');
  });

  it('GHA-13 a run with no version says so instead of an empty table, and a failure given is said at the top', () => {
    const empty = renderSummary(run([]), { failure: 'no workflow or action version found under docs' });
    expect(empty).toContain('## flowgate: not every report passed');
    expect(empty).toContain('> ❌ no workflow or action version found under docs');
    expect(empty).not.toContain('| | Version |');
    expect(empty).not.toContain('<details>');
  });
});

describe('text from the report in the summary (GHA-13)', () => {
  it('GHA-13 Markdown and HTML in names and sentences stay literal', () => {
    const hostile = kase('<details><summary>x', 'failed', { line: 2, checks: [{ sentence: 'payload $.items[0](x) equals *bold* _it_', passed: false }] });
    const text = renderSummary(run([version('h', [hostile])]));
    expect(text).toContain('**\\<details\\>\\<summary\\>x**');
    expect(text).toContain('❌ payload $.items\\[0\\](x) equals \\*bold\\* \\_it\\_');
    expect(text.match(/<details>/g)).toBeNull();
  });

  it('GHA-13 expected and actual stay one code span each, whatever backticks or line breaks they hold', () => {
    const check = { sentence: 's', passed: false, expected: 'a `b` c', actual: '`x`\ny' };
    const text = renderSummary(run([version('v', [kase('c', 'failed', { checks: [check] })])]));
    expect(text).toContain('    - expected: ``a `b` c``');
    expect(text).toContain('    - actual: `` `x` ⏎ y ``');
  });

  it('GHA-13 a very long expected value is cut, the JSON report keeping it whole', () => {
    const check = { sentence: 's', passed: false, expected: 'x'.repeat(10_000) };
    const text = renderSummary(run([version('v', [kase('c', 'failed', { checks: [check] })])]));
    expect(text).toContain(`\`${'x'.repeat(2000)}…\``);
    expect(text).not.toContain('x'.repeat(2001));
  });
});

describe('the budget (GHA-13)', () => {
  it('GHA-13 when failures do not all fit, no passing case takes their room', () => {
    const big = (c: number) => kase(`failing case ${c}`, 'failed', { checks: [{ sentence: 'x'.repeat(1500), passed: false }] });
    const mixed = run([version('v', [...Array.from({ length: 100 }, (_, c) => big(c)), ...Array.from({ length: 30 }, (_, c) => kase(`passing ${c}`, 'passed'))])]);
    const text = renderSummary(mixed, { limit: CHECK_RUN_TEXT_LIMIT });
    const shownFailures = text.split('\n').filter((l) => /^- \*\*failing case \d+\*\*/.test(l)).length;
    expect(shownFailures).toBeGreaterThan(0);
    expect(shownFailures).toBeLessThan(100);
    expect(text).not.toContain('<details>');
    expect(Number(/_(\d+) more entries/.exec(text)![1])).toBe(100 - shownFailures + 30);
  });


  it('GHA-13 thousands of passing cases are cut to the check-run limit, the <details> still closed and the rest counted', () => {
    const many = run(Array.from({ length: 20 }, (_, v) => version(`v${v}`, Array.from({ length: 500 }, (_, c) => kase(`passing case number ${c} of version ${v}`, 'passed')))));
    const text = renderSummary(many, { limit: CHECK_RUN_TEXT_LIMIT });
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(CHECK_RUN_TEXT_LIMIT);
    expect(text.trimEnd()).toMatch(/<\/details>\n\n_\d+ more entries were left out to fit GitHub's size limit; the JSON report has everything._$/);
    const shown = text.split('\n').filter((l) => /^\| workflow v\d+ \| passing case/.test(l)).length;
    const leftOut = Number(/_(\d+) more entries/.exec(text)![1]);
    expect(shown).toBeGreaterThan(0);
    expect(shown + leftOut).toBe(10_000);
  });
});
