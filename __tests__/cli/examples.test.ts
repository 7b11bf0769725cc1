import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { closeSandbox } from '../../src/sandbox/index.js';

afterAll(() => closeSandbox());

const examples = join(import.meta.dirname, '..', '..', 'examples');

async function test(root: string) {
  let stdout = '';
  const code = await main(['test', root], { stdout: (t) => (stdout += t), stderr: () => undefined, env: {}, cwd: process.cwd() });
  return { code, stdout };
}

describe('flowgate test examples', () => {
  it('CLI-01 CLI-15 the example repository passes', async () => {
    const { code, stdout } = await test(examples);
    expect(stdout).toContain('PASS: every report passed');
    expect(code).toBe(0);
  }, 120_000);

  it('REPORT-18 the example repository prints each workflow version\'s coverage and names what no case reaches', async () => {
    const { stdout } = await test(examples);
    expect(stdout).toContain('workflow monthly-invoice (workflows/monthly-invoice)');
    expect(stdout.match(/^    coverage \d+(\.\d)? % \(\d+\/\d+ outcomes\)$/gm)).toHaveLength(6);
    // An `if:` that guards its `for_each` keeps the list from ever being empty there.
    expect(stdout).toContain('workflows/overdue-invoices/workflow.yaml:18 step remind: never given an empty list — no case makes `for_each` give zero items');
  }, 120_000);

  it('CLI-16 REPORT-12 REPORT-13 after breaking one expectation it exits 1 and prints the failed sentence with expected and actual', async () => {
    const root = mkdtempSync(join(tmpdir(), 'flowgate-examples-'));
    cpSync(examples, root, { recursive: true });
    const tests = join(root, 'workflows', 'new-signup', 'tests.json');
    writeFileSync(tests, readFileSync(tests, 'utf8').replace('"equals": "Your contact number is C-77."', '"equals": "Your contact number is C-78."'));
    const { code, stdout } = await test(root);
    expect(code).toBe(1);
    expect(stdout).toContain("✗ payload $.emails[0].text equals 'Your contact number is C-78.'");
    expect(stdout).toContain("expected: equals 'Your contact number is C-78.'");
    expect(stdout).toContain('actual:   "Your contact number is C-77."');
  }, 120_000);
});
