/**
 * CLI-28: `--trace on|off|failed` chooses which cases carry a trace in the JSON report;
 * `failed` is the default. The example repository is copied with one expectation broken,
 * so that it has a failed case beside passing ones.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { closeSandbox } from '../../src/sandbox/index.js';
import type { RunReport } from '../../src/testing/report.js';

afterAll(() => closeSandbox());

const examples = join(import.meta.dirname, '..', '..', 'examples');
const BROKEN = 'a slow answer times out and the retry succeeds';
let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'flowgate-trace-'));
  cpSync(examples, root, { recursive: true });
  const tests = join(root, 'workflows', 'overdue-invoices', 'tests.json');
  const text = readFileSync(tests, 'utf8');
  const broken = text.replace('"http_calls": [{ "path": "/invoices", "count": 2 }]', '"http_calls": [{ "path": "/invoices", "count": 3 }]');
  expect(broken).not.toBe(text);
  writeFileSync(tests, broken);
});

async function test(...options: string[]) {
  let stdout = '';
  let stderr = '';
  const json = join(root, `report-${options.join('-') || 'default'}.json`);
  const code = await main(['test', root, '--filter', 'overdue-invoices', '--json', json, ...options], {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    env: {},
    cwd: root,
  });
  const cases = code === 2 ? [] : (JSON.parse(readFileSync(json, 'utf8')) as RunReport).versions.flatMap((v) => v.report.cases);
  return { code, stdout, stderr, traced: cases.filter((c) => c.trace !== undefined).map((c) => c.name), cases };
}

describe('--trace', () => {
  it('CLI-28 by default only the failed case carries a trace, and the terminal shows its timeline', async () => {
    const { code, traced, cases, stdout } = await test();
    expect(code).toBe(1);
    expect(cases.length).toBeGreaterThan(2);
    expect(traced).toEqual([BROKEN]);
    expect(stdout).toContain('timeline:');
    expect(stdout).toContain('→ timeout  given.http[0] (line');
  });

  it('CLI-28 --trace failed is the default spelled out', async () => {
    expect((await test('--trace', 'failed')).traced).toEqual([BROKEN]);
  });

  it('CLI-28 --trace on gives every case that ran its trace', async () => {
    const { traced, cases } = await test('--trace', 'on');
    expect(traced).toEqual(cases.map((c) => c.name));
  });

  it('CLI-28 --trace off gives no case a trace, and the terminal shows no timeline', async () => {
    const { code, traced, stdout } = await test('--trace=off');
    expect(code).toBe(1);
    expect(traced).toEqual([]);
    expect(stdout).toContain(`✗ ${BROKEN}`);
    expect(stdout).not.toContain('timeline:');
  });

  it('CLI-28 any other value is a usage error', async () => {
    const { code, stderr } = await test('--trace', 'sometimes');
    expect(code).toBe(2);
    expect(stderr).toContain('--trace takes on, off or failed');
  });
});
