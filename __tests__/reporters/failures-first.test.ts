/**
 * Failures first: one unmocked request stops the run; the checks that could not hold
 * because it stopped fold into one line under the run error in the terminal, the job
 * summary and the annotations, while the JSON report keeps every check (REPORT-13, GHA-12).
 * The terminal's paths open from the current folder, each failed check names its own line,
 * and a failing run ends with a list of what failed (CLI-36).
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { annotationsFor } from '../../src/reporters/github.js';
import { foldChecks, foldLine } from '../../src/reporters/format/failures.js';
import { renderSummary } from '../../src/reporters/summary.js';
import type { RunReport } from '../../src/testing/report.js';

const examples = join(import.meta.dirname, '..', '..', 'examples');
const CASE = 'renders the invoice PDF and mails it with the invoice template';

/** The examples under `ex/` of a fresh folder, with the invoice case's one mock made to miss. */
function brokenExamples(onlyTheBrokenCase = false): string {
  const here = mkdtempSync(join(tmpdir(), 'flowgate-fail-'));
  cpSync(examples, join(here, 'ex'), { recursive: true });
  const tests = join(here, 'ex', 'workflows', 'monthly-invoice', 'tests.json');
  const text = readFileSync(tests, 'utf8');
  const broken = text.replace('"path": "/invoices/current?customer=C-1042&period=2026-01"', '"path": "/invoices/current?customer=C-1042&period=2026-02"');
  writeFileSync(tests, onlyTheBrokenCase ? JSON.stringify((JSON.parse(broken) as unknown[]).slice(0, 1), null, 2) : broken);
  return here;
}

let stdout = '';
let report: RunReport;
let code: number;

beforeAll(async () => {
  const here = brokenExamples();
  code = await main(['test', 'ex', '--json', join(here, 'report.json')], { stdout: (t) => (stdout += t), stderr: () => {}, env: {}, cwd: here });
  report = JSON.parse(readFileSync(join(here, 'report.json'), 'utf8')) as RunReport;
}, 120_000);

const invoiceCase = () => report.versions.find((v) => v.name === 'monthly-invoice')!.report.cases.find((c) => c.name === CASE)!;

describe('a run stopped by one unmocked request', () => {
  it('REPORT-13 the JSON report keeps every check and marks those the stopped run could not meet', () => {
    expect(code).toBe(1);
    const c = invoiceCase();
    const failed = c.checks.filter((k) => !k.passed);
    expect(failed.length).toBeGreaterThan(10);
    // The outcome and the unmocked request name the cause; nothing else is left unfolded.
    expect(failed.filter((k) => !k.after_stop).map((k) => k.sentence)).toEqual(['run ends with outcome success', 'makes no request without a mock']);
    expect(failed.find((k) => k.sentence.startsWith('payload $.artifacts.length'))?.after_stop).toBe(true);
  });

  it('REPORT-13 CLI-36 the terminal shows the cause, then one line for the rest, each check at its own line from the current folder', () => {
    const folded = foldChecks(invoiceCase()).folded.length;
    expect(stdout).toContain(`✗ ${CASE} ex/workflows/monthly-invoice/tests.json:2`);
    expect(stdout).toMatch(/✗ run ends with outcome success {2}ex\/workflows\/monthly-invoice\/tests\.json:33\n +expected: success\n +actual: +error \(step fetch failed: http_unmocked/);
    expect(stdout).toContain(`        ${foldLine(folded, 'fetch')}\n`);
    expect(stdout).toContain('+ 15 more checks could not hold because the run stopped at step fetch');
    expect(stdout).not.toContain('payload $.artifacts.length equals 1');
  });

  it('CLI-36 a failing run ends with a list of what failed: version, case, first failed check and its line', () => {
    const tail = stdout.slice(stdout.lastIndexOf('Failures ('));
    expect(tail).toMatch(/^Failures \(1\):\n {2}✗ workflow monthly-invoice › renders the invoice PDF and mails it with the invoice template › run ends with outcome success {2}ex\/workflows\/monthly-invoice\/tests\.json:33\n\nVersions: /);
    expect(tail).toMatch(/FAIL: not every report passed\n(Wrote .*\n)?$/);
  });

  it('GHA-12 the case is one annotation: its cause first, the folded checks as one line', () => {
    const forCase = annotationsFor(report).filter((a) => a.title === `monthly-invoice › ${CASE}`);
    expect(forCase).toHaveLength(1);
    expect(forCase[0]!.line).toBe(2);
    expect(forCase[0]!.message.split('\n')).toEqual([
      'run ends with outcome success',
      'expected: success',
      expect.stringMatching(/^actual: error \(step fetch failed: http_unmocked/),
      'also: makes no request without a mock',
      '+ 15 more checks could not hold because the run stopped at step fetch',
    ]);
  });

  it('GHA-13 the job summary lists the cause and folds the rest into one line', () => {
    const text = renderSummary(report);
    expect(text).toContain('  - ❌ run ends with outcome success');
    expect(text).toContain('  - ❌ makes no request without a mock');
    expect(text).toContain('  - \\+ 15 more checks could not hold because the run stopped at step fetch');
    expect(text).not.toContain('payload $.artifacts.length equals 1');
  });
});

describe('foldChecks', () => {
  const error = { code: 'http_unmocked', message: 'No mock', step: 'fetch' };
  const cause = { sentence: 'run ends with outcome success', passed: false, expected: 'success', actual: 'error' };
  const later = { sentence: 'step render succeeds', passed: false, expected: 'succeeds', actual: 'skipped', after_stop: true as const };

  it('REPORT-13 folds the checks marked after the stop under the cause, naming the step', () => {
    expect(foldChecks({ checks: [cause, later, later], error })).toEqual({ shown: [cause], folded: [later, later], line: '+ 2 more checks could not hold because the run stopped at step fetch' });
    expect(foldLine(1, null)).toBe('+ 1 more check could not hold because the run stopped');
  });

  it('REPORT-13 folds nothing without a cause to show, or without a run error', () => {
    expect(foldChecks({ checks: [later], error }).folded).toEqual([]);
    expect(foldChecks({ checks: [cause, later], error: null }).shown).toEqual([cause, later]);
  });
});

describe('coverage of a version whose one case stopped early', () => {
  it('REPORT-18 keeps the gaps after where the case stopped apart, in one line, and the percentage as it is', async () => {
    const here = brokenExamples(true);
    let out = '';
    await main(['test', 'ex', '--json', join(here, 'report.json')], { stdout: (t) => (out += t), stderr: () => {}, env: {}, cwd: here });
    const coverage = (JSON.parse(readFileSync(join(here, 'report.json'), 'utf8')) as RunReport).versions.find((v) => v.name === 'monthly-invoice')!.report.coverage!;
    // Every gap still counts: 2 of 10 outcomes reached.
    expect([coverage.percent, coverage.reached, coverage.total]).toEqual([20, 2, 10]);
    const stopped = coverage.missing.filter((gap) => gap.stopped_cases);
    expect(new Set(stopped.map((gap) => gap.step))).toEqual(new Set(['prepare', 'render', 'mail']));
    expect(stopped.every((gap) => gap.stopped_cases!.join() === CASE)).toBe(true);
    expect(out).toContain(`      + 6 outcomes not reached after case "${CASE}" stopped with an error (steps prepare, render, mail): fix the run error first\n`);
    expect(out).not.toMatch(/step (prepare|render|mail): never runs/);
    // What no case did in a step the case reached is the workflow's gap, shown as before.
    expect(out).toContain('ex/workflows/monthly-invoice/workflow.yaml:14 step fetch: no upstream failure reaches it');
  }, 120_000);
});
