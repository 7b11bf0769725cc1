import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { makeRepo, passingCases, simpleWorkflow } from '../helpers/repo.js';

async function cli(args: string[], env: NodeJS.ProcessEnv = {}, cwd = process.cwd()) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env, cwd });
  return { code, stdout, stderr };
}

const goodRepo = () =>
  makeRepo({
    'workflows/alpha/workflow.yaml': simpleWorkflow('alpha'),
    'workflows/alpha/tests.json': passingCases,
    'workflows/beta/workflow.yaml': simpleWorkflow('beta'),
    'workflows/beta/tests.json': passingCases,
  });

describe('flowgate validate', () => {
  it('CLI-11 CLI-19 CLI-16 a misspelt field prints FILE:LINE PATH: MESSAGE and exits 1', async () => {
    const root = makeRepo({ 'workflows/a/workflow.yaml': 'name: a\non:\n  manual: {}\nsteps:\n  - id: x\n    uses: platform/http.request@v1\n    with:\n      urll: https://a.example\n' });
    const { code, stdout } = await cli(['validate', root]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^workflows\/a\/workflow\.yaml:8(:\d+)? steps\[0\]\.with\.urll: unknown field/m);
  });

  it('CLI-11 a test list with a misspelt field is reported with its path and line', async () => {
    const cases = [{ name: 'x', given: { http: [{ match: { metod: 'GET', url: 'https://a.example' } }] }, expect: { outcome: 'success', recipients: [] } }];
    const root = makeRepo({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': cases });
    const { code, stdout } = await cli(['validate', root]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^w\/tests\.json:\d+(:\d+)? \[0\]\.given\.http\[0\]\.match\.metod: unknown field/m);
  });

  it('CLI-15 a clean repository exits 0', async () => {
    expect((await cli(['validate', goodRepo()])).code).toBe(0);
  });

  it('CLI-18 an unreadable root exits 2', async () => {
    expect((await cli(['validate', '/nonexistent/flowgate-root'])).code).toBe(2);
  });
});

describe('flowgate test', () => {
  it('CLI-01 CLI-15 runs every version and exits 0 when every report passed', async () => {
    const { code, stdout } = await cli(['test', goodRepo()]);
    expect(code).toBe(0);
    expect(stdout).toContain('alpha');
    expect(stdout).toContain('beta');
  });

  it('CLI-16 REPORT-13 exits 1 and prints the failed sentence with expected and actual', async () => {
    const failing = [{ name: 'wrong', kind: 'happy', expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 3 }] } }];
    const root = makeRepo({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': failing });
    const { code, stdout } = await cli(['test', root]);
    expect(code).toBe(1);
    expect(stdout).toContain('step a output $.result equals 3');
    expect(stdout).toMatch(/expected: .*3/);
    expect(stdout).toMatch(/actual: .*2/);
  });

  it('CLI-02 CLI-03 CLI-04 CLI-05 --json writes passed, summary and versions', async () => {
    const root = goodRepo();
    const out = join(root, 'out', 'report.json');
    await cli(['test', root, '--json', out]);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    expect(report.passed).toBe(true);
    expect(report.summary).toEqual({ total: 2, passed: 2, failed: 0, invalid: 0, not_run: 0 });
    expect(report.versions[0]).toMatchObject({ kind: 'workflow', name: 'alpha', path: 'workflows/alpha' });
    expect(report.versions[0].version_id).toMatch(/^sha256:/);
    expect(report.versions[0].report).toMatchObject({ passed: true, version_id: report.versions[0].version_id });
  });

  it('CLI-07 --report-dir writes DIR/<kind>s/<name>/report.json', async () => {
    const root = goodRepo();
    await cli(['test', root, '--report-dir', join(root, 'reports')]);
    expect(existsSync(join(root, 'reports/workflows/alpha/report.json'))).toBe(true);
  });

  it('CLI-06 --junit writes one testsuite per version', async () => {
    const root = goodRepo();
    await cli(['test', root, '--junit', join(root, 'junit.xml')]);
    const xml = readFileSync(join(root, 'junit.xml'), 'utf8');
    expect(xml.match(/<testsuite /g)).toHaveLength(2);
    expect(xml).toContain('<testcase classname="workflows.alpha" name="computes two"');
  });

  it('CLI-09 SET-16 --filter keeps versions and cases whose name contains the text', async () => {
    const root = goodRepo();
    const { stdout } = await cli(['test', root, '--filter', 'beta', '--reporter', 'json']);
    expect(JSON.parse(stdout).versions.map((v: { name: string }) => v.name)).toEqual(['beta']);
  });

  it('CLI-08 CLI-14 shards split the versions and merge-reports joins them into the unsharded report', async () => {
    const root = goodRepo();
    const one = join(root, 's1.json');
    const two = join(root, 's2.json');
    await cli(['test', root, '--shard', '1/2', '--json', one]);
    await cli(['test', root, '--shard', '2/2', '--json', two]);
    const names = (file: string) => JSON.parse(readFileSync(file, 'utf8')).versions.map((v: { name: string }) => v.name);
    expect([...names(one), ...names(two)].sort()).toEqual(['alpha', 'beta']);
    expect(names(one)).toHaveLength(1);
    const merged = await cli(['merge-reports', one, two]);
    const report = JSON.parse(merged.stdout);
    expect(report.versions.map((v: { name: string }) => v.name)).toEqual(['alpha', 'beta']);
    expect(report.summary.total).toBe(2);
  });

  it('CLI-17 CLI-10 a usage error exits 2', async () => {
    expect((await cli(['test', '--reporter', 'fancy'])).code).toBe(2);
    expect((await cli(['test', '--shard', '3/2'])).code).toBe(2);
    expect((await cli(['test', '--nope'])).code).toBe(2);
    expect((await cli(['frobnicate'])).code).toBe(2);
  });

  it('SET-17 the reporter is github when GITHUB_ACTIONS=true', async () => {
    const failing = [{ name: 'wrong', kind: 'happy', expect: { outcome: 'error' } }];
    const root = makeRepo({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': failing });
    const { stdout } = await cli(['test', root], { GITHUB_ACTIONS: 'true' });
    expect(stdout).toMatch(/^::error file=w\/tests\.json,line=\d+,title=/m);
  });
});

describe('flowgate schema', () => {
  it('CLI-12 CLI-13 prints the published 2020-12 case schema', async () => {
    const { code, stdout } = await cli(['schema']);
    expect(code).toBe(0);
    const schema = JSON.parse(stdout);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema).toEqual(JSON.parse(readFileSync('schemas/test-case.json', 'utf8')));
  });
});

describe('flowgate validate and templates', () => {
  it('CLI-20 validate checks every file under templates/, referenced or not', async () => {
    const root = makeRepo({ 'templates/unused.html': '<p>\n<script>var a = {{ x }};</script>\n</p>', 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': passingCases });
    const { code, stdout } = await cli(['validate', root]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^templates\/unused\.html:2(:\d+)?: .*<script>/m);
  });
});

describe('an empty root', () => {
  it('CLI-01 CLI-26 with --allow-empty says that no versions were found and passes', async () => {
    const root = makeRepo({ 'README.md': '# nothing here' });
    const { code, stdout } = await cli(['test', root, '--allow-empty']);
    expect(stdout).toContain('No workflow or action versions were found');
    expect(code).toBe(0);
  });
});
