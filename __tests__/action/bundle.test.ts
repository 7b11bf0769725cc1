import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sourceHash } from '../../scripts/source-hash.mjs';

const repo = join(import.meta.dirname, '..', '..');

/** dist/ and action.yml alone in an empty folder, with the examples beside them. */
function actionFolder(breakIt: boolean): string {
  const folder = mkdtempSync(join(tmpdir(), 'flowgate-action-'));
  cpSync(join(repo, 'dist'), join(folder, 'action', 'dist'), { recursive: true });
  cpSync(join(repo, 'action.yml'), join(folder, 'action', 'action.yml'));
  cpSync(join(repo, 'examples'), join(folder, 'workspace', 'examples'), { recursive: true });
  if (breakIt) {
    const tests = join(folder, 'workspace', 'examples', 'workflows', 'overdue-invoices', 'tests.json');
    writeFileSync(tests, readFileSync(tests, 'utf8').replace('"equals": "Invoice INV-1001 is overdue"', '"equals": "Invoice INV-1001 is late"'));
  }
  writeFileSync(join(folder, 'output.txt'), '');
  writeFileSync(join(folder, 'summary.md'), '');
  return folder;
}

function runBundle(folder: string) {
  const env = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: join(folder, 'workspace'),
    GITHUB_OUTPUT: join(folder, 'output.txt'),
    GITHUB_STEP_SUMMARY: join(folder, 'summary.md'),
    RUNNER_TEMP: join(folder, 'temp'),
    INPUT_PATH: 'examples',
    INPUT_ANNOTATE: 'true',
    INPUT_SUMMARY: 'true',
    INPUT_JUNIT: 'junit.xml',
  };
  const result = spawnSync(process.execPath, [join(folder, 'action', 'dist', 'index.js')], { cwd: join(folder, 'action'), env, encoding: 'utf8', timeout: 120_000 });
  const outputs: Record<string, string> = {};
  for (const match of readFileSync(env.GITHUB_OUTPUT, 'utf8').matchAll(/^(\w+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[match[1]!] = match[3]!;
  return { ...result, outputs, summary: readFileSync(env.GITHUB_STEP_SUMMARY, 'utf8') };
}

describe('the Action bundle', () => {
  it('GHA-15 dist/ is current with src/ (run `npm run bundle` after changing src/)', () => {
    expect(readFileSync(join(repo, 'dist', 'SOURCE_HASH'), 'utf8').trim()).toBe(sourceHash(repo));
  });

  it('GHA-16 GHA-08 GHA-09 GHA-10 GHA-11 runs from a folder with no node_modules and passes on the examples', () => {
    const folder = actionFolder(false);
    const run = runBundle(folder);
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.outputs.passed).toBe('true');
    expect(Number(run.outputs.total)).toBeGreaterThanOrEqual(12);
    expect(run.outputs.failed).toBe('0');
    const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8'));
    expect(report.passed).toBe(true);
    const activatable = JSON.parse(run.outputs.activatable!);
    expect(activatable).toEqual(report.versions.map((v: { name: string; version_id: string }) => ({ name: v.name, version_id: v.version_id })));
    expect(activatable.map((a: { name: string }) => a.name)).toEqual(expect.arrayContaining(['crm-upsert', 'new-signup', 'overdue-invoices']));
    expect(activatable[0].version_id).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(run.summary).toContain('| ✅ | workflow overdue-invoices |');
    expect(readFileSync(join(folder, 'workspace', 'junit.xml'), 'utf8')).toContain('<testsuites');
  }, 180_000);

  it('GHA-12 GHA-13 GHA-14 on a broken copy it annotates the case line, writes the summary and fails', () => {
    const folder = actionFolder(true);
    const run = runBundle(folder);
    expect(run.status).not.toBe(0);
    const tests = readFileSync(join(folder, 'workspace', 'examples', 'workflows', 'overdue-invoices', 'tests.json'), 'utf8').split('\n');
    const caseLine = tests.findIndex((line) => line.includes('"name": "reminds each customer')) ;
    const annotation = run.stdout.split('\n').find((line) => line.startsWith('::error '));
    expect(annotation).toBeDefined();
    expect(annotation).toContain('file=examples/workflows/overdue-invoices/tests.json');
    expect(annotation).toMatch(new RegExp(`line=(${caseLine}|${caseLine + 1})[,:]`));
    expect(annotation).toContain('title=overdue-invoices › reminds each customer with an overdue invoice');
    expect(annotation).toContain("payload $.emails[0].subject equals 'Invoice INV-1001 is late'");
    expect(run.outputs.passed).toBe('false');
    expect(run.outputs.failed).toBe('1');
    expect(run.summary).toContain('What did not pass');
    expect(run.summary).toContain('Invoice INV-1001 is late');
  }, 180_000);
});
