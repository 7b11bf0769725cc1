/**
 * The GitHub Action's inputs and counting outputs (flowgate.md §8), through the bundled
 * `dist/index.js` in a child process, as GitHub runs it: inputs arrive as INPUT_*
 * variables, outputs and the job summary go to the files GitHub names.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { passingCases, simpleWorkflow, writeFiles } from '../helpers/repo.js';

const repo = join(import.meta.dirname, '..', '..');

/** A copy of dist/ made once, so that a bundle rebuilt meanwhile cannot change it under the tests. */
let bundle = '';
beforeAll(() => {
  const folder = mkdtempSync(join(tmpdir(), 'flowgate-action-inputs-'));
  cpSync(join(repo, 'dist'), join(folder, 'dist'), { recursive: true });
  bundle = join(folder, 'dist', 'index.js');
});

const failingCase = { ...passingCases[0], name: 'expects three', expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 3 }] } };

/** Three workflow versions: alpha passes (2 cases), beta fails one of 2 cases, gamma passes (1 case). */
function versions(prefix: string): Record<string, unknown> {
  return {
    [`${prefix}workflows/alpha/workflow.yaml`]: simpleWorkflow('alpha'),
    [`${prefix}workflows/alpha/tests.json`]: [...passingCases, { ...passingCases[0], name: 'computes two again' }],
    [`${prefix}workflows/beta/workflow.yaml`]: simpleWorkflow('beta'),
    [`${prefix}workflows/beta/tests.json`]: [...passingCases, failingCase],
    [`${prefix}workflows/gamma/workflow.yaml`]: simpleWorkflow('gamma'),
    [`${prefix}workflows/gamma/tests.json`]: passingCases,
  };
}

interface ActionRun {
  status: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  workspace: string;
}

/** Runs the bundle with a workspace made of `files`, the given INPUT_* values and `extraEnv`; cwd is elsewhere. */
function runAction(files: Record<string, unknown>, inputs: Record<string, string>, extraEnv: Record<string, string> = {}): ActionRun {
  const folder = mkdtempSync(join(tmpdir(), 'flowgate-action-run-'));
  const workspace = join(folder, 'workspace');
  mkdirSync(workspace);
  writeFiles(workspace, files);
  const elsewhere = join(folder, 'elsewhere');
  mkdirSync(elsewhere);
  const outputFile = join(folder, 'output.txt');
  const summaryFile = join(folder, 'summary.md');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: join(folder, 'temp'),
    ...extraEnv,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const result = spawnSync(process.execPath, [bundle], { cwd: elsewhere, env, encoding: 'utf8', timeout: 120_000 });
  const outputs: Record<string, string> = {};
  for (const match of readFileSync(outputFile, 'utf8').matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[match[1]!] = match[3]!;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, outputs, summary: readFileSync(summaryFile, 'utf8'), workspace };
}

/** Annotations of checks: error commands that name a file (the step's own failure message names none). */
const annotations = (run: ActionRun) => run.stdout.split('\n').filter((line) => /^::error [^:]*\bfile=/.test(line));
const reportOf = (run: ActionRun) => JSON.parse(readFileSync(run.outputs.report!, 'utf8')) as { versions: { name: string; version_id: string; report: { passed: boolean } }[] };
const testedNames = (run: ActionRun) => reportOf(run).versions.map((v) => v.name).sort();

describe('the Action with its default inputs', () => {
  let run: ActionRun;
  beforeAll(() => {
    run = runAction(versions(''), {});
  }, 120_000);

  it('GHA-01 without path the root is . of GITHUB_WORKSPACE, whatever the working folder', () => {
    expect(run.stderr).toBe('');
    expect(testedNames(run)).toEqual(['alpha', 'beta', 'gamma']);
  });

  it('SET-18 GHA-09 total and failed count cases, not versions', () => {
    expect(run.outputs.total).toBe('5');
    expect(run.outputs.failed).toBe('1');
    expect(run.outputs.passed).toBe('false');
    expect(run.status).not.toBe(0);
  });

  it('STATUS-07 GHA-11 GHA-22 activatable lists exactly the versions whose report passed, each with its version_id and run key', () => {
    const report = reportOf(run) as { versions: { kind: string; name: string; path: string; version_id: string; run_key: string; report: { passed: boolean } }[] };
    const passed = report.versions.filter((v) => v.report.passed).map(({ kind, name, path, version_id, run_key }) => ({ kind, name, path, version_id, run_key }));
    expect(passed.map((v) => v.name).sort()).toEqual(['alpha', 'gamma']);
    const activatable = JSON.parse(run.outputs.activatable!) as { name: string; version_id: string; run_key: string }[];
    expect(activatable).toEqual(passed);
    for (const entry of activatable) {
      expect(Object.keys(entry).sort()).toEqual(['kind', 'name', 'path', 'run_key', 'version_id']);
      expect(entry.version_id).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(entry.run_key).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(entry.run_key).not.toBe(entry.version_id);
    }
    expect(activatable.map((a) => a.name)).not.toContain('beta');
  });

  it('GHA-05 annotate defaults to true: the failed check is annotated on its file', () => {
    const lines = annotations(run);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('file=workflows/beta/tests.json');
    expect(lines[0]).toContain('expects three');
    expect(lines[0]).toContain('step a output $.result equals 3');
  });

  it('GHA-06 summary defaults to true: the job summary is written', () => {
    expect(run.summary).toContain('beta');
    expect(run.summary.length).toBeGreaterThan(0);
  });
});

describe('the Action with inputs set', () => {
  let run: ActionRun;
  beforeAll(() => {
    run = runAction(versions('repo/'), { path: 'repo', annotate: 'false', summary: 'false', junit: 'out/junit.xml', 'report-dir': 'out/reports' });
  }, 120_000);

  it('GHA-01 path names the root inside GITHUB_WORKSPACE', () => {
    expect(run.stderr).toBe('');
    expect(testedNames(run)).toEqual(['alpha', 'beta', 'gamma']);
    expect(run.outputs.total).toBe('5');
  });

  it('GHA-05 annotate: false writes no annotations', () => {
    expect(run.outputs.failed).toBe('1');
    expect(annotations(run)).toEqual([]);
    expect(run.stdout).not.toContain('expects three');
    // The step still fails.
    expect(run.status).not.toBe(0);
  });

  it('GHA-06 summary: false leaves the job summary empty', () => {
    expect(run.summary).toBe('');
  });

  it('GHA-03 junit writes a JUnit file, relative to GITHUB_WORKSPACE', () => {
    const junit = readFileSync(join(run.workspace, 'out', 'junit.xml'), 'utf8');
    expect(junit).toContain('<testsuites');
    expect(junit).toContain('expects three');
    expect(junit).toMatch(/<failure/);
  });

  it('GHA-04 report-dir writes each version report to DIR/<kind>s/<name>/report.json', () => {
    const combined = reportOf(run);
    for (const name of ['alpha', 'beta', 'gamma']) {
      const file = join(run.workspace, 'out', 'reports', 'workflows', name, 'report.json');
      expect(existsSync(file), file).toBe(true);
      const report = JSON.parse(readFileSync(file, 'utf8'));
      expect(report).toEqual(combined.versions.find((v) => v.name === name)!.report);
    }
    expect(JSON.parse(readFileSync(join(run.workspace, 'out', 'reports', 'workflows', 'beta', 'report.json'), 'utf8')).passed).toBe(false);
  });

  it('GHA-03 GHA-04 without junit and report-dir neither is written', () => {
    const plain = runAction(versions(''), { annotate: 'false', summary: 'false' });
    expect(existsSync(join(plain.workspace, 'out'))).toBe(false);
    expect(existsSync(join(plain.workspace, 'junit.xml'))).toBe(false);
  }, 120_000);
});

describe('the Action with shard', () => {
  it('GHA-02 shard I/N runs only shard I of the versions; the shards together run each version once', () => {
    const first = runAction(versions(''), { shard: '1/2', annotate: 'false', summary: 'false' });
    const second = runAction(versions(''), { shard: '2/2', annotate: 'false', summary: 'false' });
    const a = testedNames(first);
    const b = testedNames(second);
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
    expect(a.filter((name) => b.includes(name))).toEqual([]);
    expect([...a, ...b].sort()).toEqual(['alpha', 'beta', 'gamma']);
    expect(Number(first.outputs.total) + Number(second.outputs.total)).toBe(5);

    const bad = runAction(versions(''), { shard: '3/2' });
    expect(bad.status).not.toBe(0);
    expect(bad.stdout + bad.stderr).toContain('shard');
  }, 240_000);
});

/** One version whose cases each fail one check: `count` annotations. */
function failingVersion(count: number): Record<string, unknown> {
  const cases = Array.from({ length: count }, (_, i) => ({ ...failingCase, name: `expects three, take ${i + 1}` }));
  return { 'workflows/many/workflow.yaml': simpleWorkflow('many'), 'workflows/many/tests.json': [...passingCases, ...cases] };
}

const errorLines = (run: ActionRun) => run.stdout.split('\n').filter((line) => line.startsWith('::error'));
const notices = (run: ActionRun) => run.stdout.split('\n').filter((line) => line.startsWith('::notice'));

describe('annotations within GitHub’s limits (GHA-18)', () => {
  it('GHA-18 twelve failures: nine annotations and the failure line make the ten errors GitHub shows, and a notice counts the rest', () => {
    const run = runAction(failingVersion(12), {});
    const errors = errorLines(run);
    expect(errors).toHaveLength(10);
    expect(errors.slice(0, 9).every((line) => line.includes('file=workflows/many/tests.json'))).toBe(true);
    expect(errors[9]).toMatch(/^::error::Not every test report passed/);
    expect(notices(run)).toEqual([expect.stringMatching(/^::notice::3 more failures are not annotated .*the job summary and the JSON report list them all\.$/)]);
    // The summary has all twelve.
    expect(run.summary.match(/expects three, take \d+/g)).toHaveLength(12);
    expect(run.status).toBe(1);
  }, 120_000);

  it('GHA-18 nine failures fit with the failure line: ten errors and no notice', () => {
    const run = runAction(failingVersion(9), { summary: 'false' });
    expect(errorLines(run)).toHaveLength(10);
    expect(notices(run)).toEqual([]);
  }, 120_000);

  it('GHA-18 without the job summary, the notice names the JSON report alone', () => {
    const run = runAction(failingVersion(11), { summary: 'false' });
    expect(notices(run)).toEqual([expect.stringMatching(/^::notice::2 more failures are not annotated .*; the JSON report lists them all\.$/)]);
  }, 120_000);
});

describe('the counting outputs (GHA-19)', () => {
  it('GHA-19 invalid and not-run count the invalid cases and the cases that did not run', () => {
    const invalidCase = { ...passingCases[0], name: 'has a typo', expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 2, equalz: 3 }] } };
    const files = {
      ...versions(''),
      'workflows/beta/tests.json': [...passingCases, invalidCase],
      // A version with a problem runs none of its cases.
      'workflows/broken/workflow.yaml': simpleWorkflow('broken').replace('platform/evaluate@v1', 'platform/evaluat@v1'),
      'workflows/broken/tests.json': [...passingCases, { ...passingCases[0], name: 'computes two again' }],
    };
    const run = runAction(files, { annotate: 'false' });
    const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8')) as { summary: Record<string, number> };
    expect(report.summary).toMatchObject({ invalid: 1, not_run: 2 });
    expect(run.outputs.invalid).toBe('1');
    expect(run.outputs['not-run']).toBe('2');
    expect(run.outputs.failed).toBe('0');
    expect(run.outputs.total).toBe('7');
  }, 120_000);

  it('GHA-19 a run where every case ran and was valid says 0 for both', () => {
    const run = runAction({ 'workflows/alpha/workflow.yaml': simpleWorkflow('alpha'), 'workflows/alpha/tests.json': passingCases }, {});
    expect(run.outputs.invalid).toBe('0');
    expect(run.outputs['not-run']).toBe('0');
  }, 120_000);
});

describe('allow-empty (GHA-20)', () => {
  const notAVersion = { 'docs/README.md': '# nothing to test here\n' };

  it('GHA-20 CLI-26 by default a root with no version fails the step, naming the root and what discovery looks for', () => {
    const run = runAction(notAVersion, { path: 'docs' });
    expect(run.status).toBe(1);
    const failure = errorLines(run);
    expect(failure).toHaveLength(1);
    expect(failure[0]).toMatch(/^::error::no workflow or action version found under docs\b.*workflow\.yaml.*action\.yaml.*; set the input allow-empty to true if that is expected$/);
    expect(run.outputs.passed).toBe('false');
    expect(run.outputs.total).toBe('0');
    expect(run.summary).toContain('no workflow or action version found under docs');
    expect(run.summary).toContain('## flowgate: not every report passed');
  }, 120_000);

  it('GHA-20 allow-empty: true lets an empty root pass', () => {
    const run = runAction(notAVersion, { path: 'docs', 'allow-empty': 'true' });
    expect(run.status).toBe(0);
    expect(errorLines(run)).toEqual([]);
    expect(run.outputs.passed).toBe('true');
    expect(run.summary).toContain('## flowgate: every report passed');
  }, 120_000);

  it('GHA-20 a shard that gets none of the versions is not an empty root', () => {
    const run = runAction(versions(''), { shard: '4/4', annotate: 'false', summary: 'false' });
    expect(testedNames(run)).toEqual([]);
    expect(run.status).toBe(0);
    expect(run.outputs.passed).toBe('true');
  }, 120_000);

  it('GHA-20 allow-empty takes only true or false', () => {
    const run = runAction(notAVersion, { path: 'docs', 'allow-empty': 'maybe' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('input allow-empty must be true or false');
  }, 120_000);
});

describe('the job summary a reviewer reads (GHA-13)', () => {
  const SHA = 'c0ffee'.padEnd(40, '0');
  const github = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/flows', GITHUB_SHA: SHA };

  it('GHA-13 file references link to the file and line at the commit, from the repository root', () => {
    const run = runAction(versions('repo/'), { path: 'repo' }, github);
    const tests = readFileSync(join(run.workspace, 'repo', 'workflows', 'beta', 'tests.json'), 'utf8').split('\n');
    const line = tests.findIndex((l) => l.includes('"name": "expects three"')) + 1;
    expect(line).toBeGreaterThan(0);
    const link = `https://github.com/acme/flows/blob/${SHA}/repo/workflows/beta/tests.json#L`;
    expect(run.summary).toMatch(new RegExp(`\\*\\*expects three\\*\\* — failed · \\[workflows/beta/tests\\.json:(${line}|${line - 1})\\]\\(${link.replace(/[.?*+^$[\]\\(){}|-]/g, '\\$&')}(${line}|${line - 1})\\)`));
  }, 120_000);

  it('GHA-13 without GitHub’s variables file references are plain text', () => {
    const run = runAction(versions(''), {});
    expect(run.summary).toMatch(/\*\*expects three\*\* — failed · workflows\/beta\/tests\.json:\d+ · \d+ ms/);
    expect(run.summary).not.toContain('](');
  }, 120_000);

  it('GHA-13 failures come first, the passing cases folded below, each version with its duration', () => {
    const run = runAction(versions(''), {});
    const failures = run.summary.indexOf('### What did not pass');
    const folded = run.summary.indexOf('<details>');
    expect(failures).toBeGreaterThan(0);
    expect(folded).toBeGreaterThan(failures);
    expect(run.summary.slice(folded)).toContain('<summary>✅ 4 cases passed</summary>');
    expect(run.summary.slice(folded)).toMatch(/\| workflow alpha \| computes two again \| \d+ ms \|/);
    expect(run.summary).toMatch(/^\| ❌ \| workflow beta \| `sha256:[0-9a-f]{12}` \| 1\/2 passed, 1 failed \| met \| \d+(\.\d+)? % \| \d+(\.\d+)? m?s \|$/m);
  }, 120_000);
});
