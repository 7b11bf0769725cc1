import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { main } from '../../src/cli/main.js';
import { closeSandbox } from '../../src/sandbox/index.js';

afterAll(() => closeSandbox());

const examples = join(import.meta.dirname, '..', '..', 'examples');

async function test(root: string, options: string[] = []) {
  let stdout = '';
  const code = await main(['test', root, ...options], { stdout: (t) => (stdout += t), stderr: () => undefined, env: {}, cwd: process.cwd() });
  return { code, stdout };
}

describe('flowgate test examples', () => {
  it('CLI-01 CLI-15 the example repository passes', async () => {
    const { code, stdout } = await test(examples);
    expect(stdout).toContain('PASS: every report passed');
    expect(code).toBe(0);
  }, 120_000);

  it('REPORT-18 every workflow version of the example repository reaches 100 % coverage with no warnings, as a model for users', async () => {
    const json = join(mkdtempSync(join(tmpdir(), 'flowgate-examples-json-')), 'report.json');
    const { stdout } = await test(examples, ['--json', json]);
    // CLI-36: the folder from where the test runs (the repository's own).
    expect(stdout).toContain(`workflow monthly-invoice (${relative(process.cwd(), examples).split(sep).join('/')}/workflows/monthly-invoice)`);
    expect(stdout.match(/^    coverage 100 % \((\d+)\/\1 outcomes\)$/gm)).toHaveLength(6);
    // The CRM's document lists an operation no example calls: that line is about the API, not the workflows' coverage.
    expect(stdout).toContain('never exercised: GET /contacts/{email}');
    expect(stdout.replace(/^ {6}never exercised: .*$/gm, '')).not.toMatch(/never|warning/);
    const report = JSON.parse(readFileSync(json, 'utf8')) as { versions: { kind: string; name: string; report: { coverage?: { percent: number; missing: unknown[] }; cases: { warnings?: unknown[] }[] } }[] };
    const workflows = report.versions.filter((v) => v.kind === 'workflow');
    expect(workflows).toHaveLength(6);
    expect(workflows.map((v) => [v.name, v.report.coverage?.percent, v.report.coverage?.missing])).toEqual(workflows.map((v) => [v.name, 100, []]));
    expect(report.versions.flatMap((v) => v.report.cases.flatMap((c) => c.warnings ?? []))).toEqual([]);
  }, 120_000);

  it('CLI-16 REPORT-12 REPORT-13 after breaking one expectation it exits 1 and prints the failed sentence with expected and actual', async () => {
    const root = mkdtempSync(join(tmpdir(), 'flowgate-examples-'));
    cpSync(examples, root, { recursive: true });
    const tests = join(root, 'workflows', 'new-signup', 'tests.json');
    writeFileSync(tests, readFileSync(tests, 'utf8').replace('"equals": "Your contact number is C-77."', '"equals": "Your contact number is C-78."'));
    const { code, stdout } = await test(root);
    expect(code).toBe(1);
    expect(stdout).toContain("✗ payload $.emails[0].text equals 'Your contact number is C-78.'");
    // Values only, quoted alike, and a line of ^ under the characters that differ (no colours here).
    expect(stdout).toContain([
      'expected: "Your contact number is C-78."',
      '                                     ^',
      'actual:   "Your contact number is C-77."',
      '                                     ^',
    ].map((line) => `            ${line}`).join('\n'));
  }, 120_000);
});
