import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
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
  it('GHA-15 dist/, the Action and the command bundle, is current with src/ (run `npm run bundle` after changing src/)', () => {
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
    expect(activatable).toEqual(report.versions.map(({ kind, name, path, version_id, run_key }: Record<string, string>) => ({ kind, name, path, version_id, run_key })));
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

/** Every file under dir, as a path relative to it with forward slashes. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** The packages that src/ imports at run time (type-only imports are erased), outside the given folders. */
function librariesImported(outside: readonly string[]): Set<string> {
  const names = new Set<string>();
  const src = join(repo, 'src');
  for (const file of filesUnder(src)) {
    if (!file.endsWith('.ts') || outside.some((folder) => file.startsWith(`${folder}/`))) continue;
    const text = readFileSync(join(src, file), 'utf8');
    for (const match of text.matchAll(/^\s*(?:import|export)(?!\s+type\b)[^;]*?\bfrom\s*'([@a-z][^']*)'|\bimport\(\s*'([@a-z][^']*)'\s*\)/gm)) {
      const specifier = (match[1] ?? match[2])!;
      if (specifier.startsWith('node:')) continue;
      names.add(specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/'));
    }
  }
  return names;
}

/** The package names a licenses.txt written by scripts/bundle.mjs lists (`name@version` lines). */
function licensed(file: string): Set<string> {
  return new Set([...readFileSync(file, 'utf8').matchAll(/^(@?[^@\s]+)@\d\S*$/gm)].map((match) => match[1]!));
}

describe('the command bundle (dist/cli/, which the npm package carries)', () => {
  it('GHA-16 runs the examples from a copy of dist/ with no node_modules, and prints nothing on stderr', () => {
    const folder = mkdtempSync(join(tmpdir(), 'flowgate-cli-bundle-'));
    cpSync(join(repo, 'dist'), join(folder, 'flowgate', 'dist'), { recursive: true });
    cpSync(join(repo, 'examples'), join(folder, 'workspace', 'examples'), { recursive: true });
    const run = spawnSync(process.execPath, [join(folder, 'flowgate', 'dist', 'cli', 'index.js'), 'test', 'examples'], {
      cwd: join(folder, 'workspace'),
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.stderr, run.stdout).toBe('');
    expect(run.status, run.stdout).toBe(0);
    expect(run.stdout).toContain('PASS: every report passed');
    expect(run.stdout).toMatch(/Cases: [1-9]\d* passed, 0 failed/);
  }, 180_000);

  it('GHA-16 dist/ holds no native binary built on this machine: only isolated-vm prebuilt for each platform', () => {
    const binaries = filesUnder(join(repo, 'dist')).filter((file) => file.endsWith('.node'));
    expect(binaries.filter((file) => !file.startsWith('node_modules/isolated-vm/prebuilds/'))).toEqual([]);
    const platforms = new Set(binaries.map((file) => file.split('/')[3]));
    expect([...platforms].sort()).toEqual(['darwin-arm64', 'linux-arm64', 'linux-x64', 'win32-x64']);
  });

  it('GHA-15 each bundle carries the licences of the libraries in it', () => {
    // The command never loads the Action's door (src/action/), so neither its libraries.
    const cliLibraries = [...librariesImported(['action'])];
    expect(cliLibraries).toEqual(expect.arrayContaining(['ajv', 'yaml', 'pdfkit']));
    const cliLicensed = licensed(join(repo, 'dist', 'cli', 'licenses.txt'));
    expect(cliLibraries.filter((name) => !cliLicensed.has(name))).toEqual([]);
    const actionLicensed = licensed(join(repo, 'dist', 'licenses.txt'));
    expect(['@actions/core', 'ajv', 'yaml'].filter((name) => !actionLicensed.has(name))).toEqual([]);
    expect(readFileSync(join(repo, 'dist', 'cli', 'licenses.txt'), 'utf8')).toContain('Permission is hereby granted');
  });
});
