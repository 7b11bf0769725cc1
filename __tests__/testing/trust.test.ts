/**
 * A verdict to trust (flowgate.md §10): the run key, the run's metadata, partial runs
 * that cannot pass, complete shard sets, verify and the attestation.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { loadRepository } from '../../src/definitions/repository.js';
import { runKey } from '../../src/definitions/run-key.js';
import { renderJunit } from '../../src/reporters/junit.js';
import { renderSummary } from '../../src/reporters/summary.js';
import { closeSandbox } from '../../src/sandbox/index.js';
import { flowgateBuild } from '../../src/shared/build.js';
import type { RunReport } from '../../src/testing/report.js';
import { testVersion } from '../../src/testing/run-version.js';
import { makeRepo, passingCases, simpleWorkflow } from '../helpers/repo.js';

afterAll(() => closeSandbox());

const examples = join(import.meta.dirname, '..', '..', 'examples');
const SHA = 'a'.repeat(40);

async function cli(args: string[], env: NodeJS.ProcessEnv = { GITHUB_SHA: SHA }, cwd = process.cwd()) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env, cwd });
  return { code, stdout, stderr };
}

const failing = { ...passingCases[0], name: 'expects three', expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 3 }] } };

/** alpha passes, beta fails one case, gamma passes. */
function threeVersions(): string {
  return makeRepo({
    'workflows/alpha/workflow.yaml': simpleWorkflow('alpha'),
    'workflows/alpha/tests.json': [...passingCases, { ...passingCases[0], name: 'computes two again' }],
    'workflows/beta/workflow.yaml': simpleWorkflow('beta'),
    'workflows/beta/tests.json': [...passingCases, failing],
    'workflows/gamma/workflow.yaml': simpleWorkflow('gamma'),
    'workflows/gamma/tests.json': passingCases,
  });
}

const passingRepo = () =>
  makeRepo({
    'workflows/alpha/workflow.yaml': simpleWorkflow('alpha'),
    'workflows/alpha/tests.json': passingCases,
    'workflows/gamma/workflow.yaml': simpleWorkflow('gamma'),
    'workflows/gamma/tests.json': passingCases,
  });

function examplesCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'flowgate-trust-'));
  cpSync(examples, root, { recursive: true });
  return root;
}

const json = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const keysOf = (root: string) => new Map(loadRepository(root).versions.map((v) => [v.location.dir, { id: v.versionId, key: v.runKey }]));

describe('the run key', () => {
  it('TRUST-01 binds the version to the connections.yaml entries it binds, and to nothing it does not', () => {
    const root = examplesCopy();
    const before = keysOf(root);
    const connections = readFileSync(join(root, 'connections.yaml'), 'utf8');
    writeFileSync(join(root, 'connections.yaml'), connections.replace('https://sandbox.billing.example', 'https://sandbox2.billing.example'));
    const after = keysOf(root);
    // archive-exports binds billing; new-signup does not.
    expect(after.get('workflows/archive-exports')!.id).toBe(before.get('workflows/archive-exports')!.id);
    expect(after.get('workflows/archive-exports')!.key).not.toBe(before.get('workflows/archive-exports')!.key);
    expect(after.get('workflows/new-signup')!.key).toBe(before.get('workflows/new-signup')!.key);
    for (const { key } of after.values()) expect(key).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it("TRUST-01 TRUST-02 flowgate.yaml's limits and email, and flowgate's build, change every run key; reading again changes none", () => {
    const root = examplesCopy();
    const before = keysOf(root);
    expect(keysOf(root)).toEqual(before);
    writeFileSync(join(root, 'flowgate.yaml'), 'limits:\n  script_cpu_ms: 999\n');
    const limited = keysOf(root);
    for (const [path, { id, key }] of limited) {
      expect(id).toBe(before.get(path)!.id);
      expect(key).not.toBe(before.get(path)!.key);
    }
    writeFileSync(join(root, 'flowgate.yaml'), 'email:\n  senders: [{ address: "ops@acme.example", default: true }]\n');
    const mailed = keysOf(root);
    for (const [path, { key }] of mailed) expect(key).not.toBe(before.get(path)!.key);
    const version = loadRepository(root).versions[0]!;
    const project = loadRepository(root).project;
    expect(runKey(version, project)).toBe(version.runKey);
    expect(runKey(version, project, { ...flowgateBuild, build: 'another-build00' })).not.toBe(version.runKey);
    expect(runKey(version, project, { ...flowgateBuild, version: '9.9.9' })).not.toBe(version.runKey);
  });

  it('TRUST-01 TRUST-02 every version report carries its run key, the same on every run', async () => {
    const root = passingRepo();
    const first = join(root, 'one.json');
    const second = join(root, 'two.json');
    await cli(['test', root, '--json', first]);
    await cli(['test', root, '--json', second]);
    const [a, b] = [json(first) as RunReport, json(second) as RunReport];
    const keys = keysOf(root);
    for (const version of a.versions) {
      expect(version.run_key).toBe(keys.get(version.path)!.key);
      expect(version.report.run_key).toBe(version.run_key);
    }
    expect(b.versions.map((v) => v.run_key)).toEqual(a.versions.map((v) => v.run_key));
  });
});

describe('the run metadata', () => {
  it('TRUST-03 the JSON report names flowgate, the commit, when it ran and how long it took, at its top', async () => {
    const root = passingRepo();
    const file = join(root, 'r.json');
    expect((await cli(['test', root, '--json', file])).code).toBe(0);
    const report = json(file);
    expect(Object.keys(report)).toEqual(['passed', 'summary', 'flowgate', 'commit', 'ran_at', 'duration_ms', 'versions']);
    expect(report.flowgate).toEqual({ version: flowgateBuild.version, build: flowgateBuild.build });
    expect(report.commit).toBe(SHA);
    expect(new Date(report.ran_at).toISOString()).toBe(report.ran_at);
    expect(report.duration_ms).toEqual(expect.any(Number));
  });

  it("TRUST-03 without GITHUB_SHA the commit is the root's git HEAD, and absent outside a work tree", async () => {
    const root = passingRepo();
    const file = join(root, 'r.json');
    await cli(['test', root, '--json', file], {});
    expect(json(file).commit).toBeUndefined();
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    git('init', '-q');
    git('-c', 'user.email=t@example.com', '-c', 'user.name=t', 'commit', '-q', '--allow-empty', '-m', 'x');
    await cli(['test', root, '--json', file], {});
    expect(json(file).commit).toBe(git('rev-parse', 'HEAD'));
  });

  it('TRUST-04 JUnit suites carry run_key and version_id; the job summary names the build and the commit', async () => {
    const root = passingRepo();
    const file = join(root, 'r.json');
    await cli(['test', root, '--json', file]);
    const report = json(file) as RunReport;
    const junit = renderJunit(report);
    for (const version of report.versions) {
      expect(junit).toContain(`<property name="run_key" value="${version.run_key}"/>`);
      expect(junit).toContain(`<property name="version_id" value="${version.version_id}"/>`);
    }
    const summary = renderSummary(report);
    expect(summary).toContain(`flowgate ${flowgateBuild.version} (build \`${flowgateBuild.build}\`)`);
    expect(summary).toContain(`commit \`${SHA.slice(0, 12)}\``);
  });
});

describe('partial runs', () => {
  it('TRUST-05 TRUST-06 TRUST-07 a filter lists left-out cases as not run, filtered; the versions and the report do not pass; exit 0 when what ran passed', async () => {
    const root = threeVersions();
    const file = join(root, 'r.json');
    const run = await cli(['test', root, '--filter', 'again', '--json', file]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/PARTIAL: only what matches the filter "again" ran, so this run is not a gate; every case that ran passed\n/);
    // The terminal counts what the filter left out instead of listing it as failures.
    expect(run.stdout).toContain('◐ workflow alpha');
    expect(run.stdout).toContain('    1 case left out by the filter\n');
    expect(run.stdout).not.toMatch(/^ +- not run/m);
    const report = json(file) as RunReport;
    expect(report.passed).toBe(false);
    expect(report.partial).toEqual({ filter: 'again' });
    expect(report.versions.map((v) => v.name)).toEqual(['alpha']);
    const alpha = report.versions[0]!.report;
    expect(alpha.passed).toBe(false);
    expect(alpha.cases.map((c) => [c.name, c.status, c.reason])).toEqual([
      ['computes two', 'not_run', 'filtered'],
      ['computes two again', 'passed', undefined],
    ]);
  });

  it('TRUST-07 a partial run exits 1 when a case that ran failed', async () => {
    const root = threeVersions();
    const run = await cli(['test', root, '--filter', 'three']);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/not a gate; not every case that ran passed\n/);
  });

  it('TRUST-06 a version named by the filter runs every case, and the report still is not a gate', async () => {
    const root = threeVersions();
    const file = join(root, 'r.json');
    expect((await cli(['test', root, '--filter', 'gamma', '--json', file])).code).toBe(0);
    const report = json(file) as RunReport;
    expect(report.versions[0]!.report.passed).toBe(true);
    expect(report.passed).toBe(false);
  });

  it('TRUST-08 a filter that matches no case exits 1 and says so', async () => {
    const root = threeVersions();
    const run = await cli(['test', root, '--filter', 'nothing like it']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('flowgate: the filter "nothing like it" matches no version or case');
  });

  it("TRUST-09 a case the version's time budget left out is not run, with reason time_budget", async () => {
    const root = threeVersions();
    const repo = loadRepository(root);
    const result = await testVersion(repo, repo.versions[0]!, { budgetMs: -1 });
    expect(result.report.cases.map((c) => [c.status, c.reason])).toEqual([
      ['not_run', 'time_budget'],
      ['not_run', 'time_budget'],
    ]);
    expect(result.report.passed).toBe(false);
  });
});

describe('shards and merging', () => {
  async function shards(root: string, total: number, env?: NodeJS.ProcessEnv): Promise<string[]> {
    const files: string[] = [];
    for (let index = 1; index <= total; index += 1) {
      const file = join(root, `out/${total}/shard-${index}.json`);
      await cli(['test', root, '--shard', `${index}/${total}`, '--json', file], env);
      files.push(file);
    }
    return files;
  }

  it("TRUST-10 a shard's report says which shard it is", async () => {
    const root = threeVersions();
    const [first] = await shards(root, 2);
    expect(json(first!).shard).toEqual({ index: 1, total: 2 });
  });

  it('TRUST-11 merge-reports refuses a missing shard, a set of another N and reports of two commits, writing nothing', async () => {
    const root = threeVersions();
    const [one, two] = await shards(root, 2);
    const out = join(root, 'out/merged.json');
    const missing = await cli(['merge-reports', one!, '--json', out]);
    expect([missing.code, missing.stderr]).toEqual([1, 'flowgate merge-reports: shard 2 of 2 is missing; a merge without every shard would pass without their versions\n']);
    const [, , three] = await shards(root, 3);
    const mixed = await cli(['merge-reports', one!, two!, three!, '--json', out]);
    expect(mixed.code).toBe(1);
    expect(mixed.stderr).toMatch(/^flowgate merge-reports: the shards are of different runs: .* has shards in all: 2, .*shard-3\.json has 3; merge the shards of one run\n$/);
    const otherCommit = join(root, 'out/other-commit.json');
    await cli(['test', root, '--shard', '2/2', '--json', otherCommit], { GITHUB_SHA: 'b'.repeat(40) });
    const commits = await cli(['merge-reports', one!, otherCommit, '--json', out]);
    expect(commits.code).toBe(1);
    expect(commits.stderr).toContain(`has commit ${SHA}, `);
    const whole = join(root, 'out/whole.json');
    await cli(['test', root, '--json', whole]);
    const unsharded = await cli(['merge-reports', whole, '--json', out]);
    expect(unsharded.stderr).toMatch(/whole\.json is not a shard's report/);
    expect(existsSync(out)).toBe(false);
  });

  it('TRUST-12 a merged report has no shard, and merge-reports names the file it wrote', async () => {
    const root = threeVersions();
    const files = await shards(root, 2);
    const out = join(root, 'out/merged.json');
    const merged = await cli(['merge-reports', ...files, '--json', out], {}, root);
    expect(merged.stdout).toBe('Wrote out/merged.json\n');
    const report = json(out) as RunReport;
    expect(report.shard).toBeUndefined();
    expect(report.versions.map((v) => v.name)).toEqual(['alpha', 'beta', 'gamma']);
    expect(report.commit).toBe(SHA);
  });
});

describe('verify', () => {
  it('TRUST-13 TRUST-14 activatable when every version has a passing entry with its run key; failed, stale and missing otherwise', async () => {
    const root = threeVersions();
    const file = join(root, 'r.json');
    await cli(['test', root, '--json', file]);
    const first = await cli(['verify', file, root]);
    expect(first.code).toBe(1);
    expect(first.stdout.split('\n').filter(Boolean)).toEqual(['activatable workflows/alpha', 'failed workflows/beta — its report did not pass', 'activatable workflows/gamma']);
    // A version changed since the report is stale; a new one is missing.
    writeFileSync(join(root, 'workflows/gamma/tests.json'), JSON.stringify([...passingCases, { ...passingCases[0], name: 'one more' }]));
    cpSync(join(root, 'workflows/alpha'), join(root, 'workflows/delta'), { recursive: true });
    writeFileSync(join(root, 'workflows/delta/workflow.yaml'), simpleWorkflow('delta'));
    const out = join(root, 'verify.json');
    const second = await cli(['verify', file, root, '--json', out], {}, root);
    expect(second.stdout.split('\n').filter(Boolean)).toEqual([
      'activatable workflows/alpha',
      'failed workflows/beta — its report did not pass',
      'missing workflows/delta — the report has no entry for it',
      'stale workflows/gamma — the run key differs: the version or something it depends on changed since the report',
      'Wrote verify.json',
    ]);
    const written = json(out);
    expect(written.passed).toBe(false);
    expect(written.versions.map((v: { status: string }) => v.status)).toEqual(['activatable', 'failed', 'missing', 'stale']);
    expect(Object.keys(written.versions[0])).toEqual(['kind', 'name', 'path', 'version_id', 'run_key', 'status']);
  });

  it('TRUST-13 TRUST-16 exits 0 when every version (or every one named by --only) is activatable', async () => {
    const root = threeVersions();
    const file = join(root, 'r.json');
    await cli(['test', root, '--json', file]);
    const only = await cli(['verify', file, root, '--only', 'workflows/alpha', 'workflows/gamma/']);
    expect([only.code, only.stdout]).toEqual([0, 'activatable workflows/alpha\nactivatable workflows/gamma\n']);
    const wrong = await cli(['verify', file, root, '--only', 'workflows/omega']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toBe('flowgate verify: --only workflows/omega: no workflow or action version there; the versions are workflows/alpha, workflows/beta, workflows/gamma\n');
  });

  it('TRUST-15 refuses a partial run\'s report and a single shard\'s, in one line', async () => {
    const root = passingRepo();
    const partial = join(root, 'partial.json');
    await cli(['test', root, '--filter', 'alpha', '--json', partial]);
    const refused = await cli(['verify', partial, root]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^flowgate verify: .*partial\.json is a partial run's report \(filter "alpha"\), which is not a gate; verify the report of a run without --filter\n$/);
    const shard = join(root, 'shard.json');
    await cli(['test', root, '--shard', '1/2', '--json', shard]);
    const single = await cli(['verify', shard, root]);
    expect(single.code).toBe(1);
    expect(single.stderr).toMatch(/is shard 1 of 2; merge every shard's report with flowgate merge-reports and verify the merged one\n$/);
    const notAReport = join(root, 'other.json');
    writeFileSync(notAReport, '{"hello": "world"}');
    const other = await cli(['verify', notAReport, root]);
    expect([other.code, other.stderr]).toEqual([1, `flowgate verify: ${notAReport} is neither a flowgate report (flowgate test --json) nor an attestation (flowgate test --attest)\n`]);
    expect((await cli(['verify'])).code).toBe(2);
  });
});

describe('attestation', () => {
  it('TRUST-17 TRUST-18 --attest writes an in-toto test-result statement, a subject per version, and its subject list', async () => {
    const root = threeVersions();
    const file = join(root, 'att/statement.json');
    const run = await cli(['test', root, '--attest', file], { GITHUB_SHA: SHA, GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/flows', GITHUB_RUN_ID: '42' }, root);
    expect(run.stdout).toMatch(/\nWrote att\/statement\.json, att\/statement\.json\.subjects\n$/);
    const statement = json(file);
    const keys = keysOf(root);
    expect(statement._type).toBe('https://in-toto.io/Statement/v1');
    expect(statement.predicateType).toBe('https://in-toto.io/attestation/test-result/v0.1');
    expect(statement.subject.map((s: { name: string; digest: { sha256: string } }) => [s.name, s.digest.sha256])).toEqual(
      ['workflows/alpha', 'workflows/beta', 'workflows/gamma'].map((path) => [path, keys.get(path)!.key.slice('sha256:'.length)]),
    );
    expect(statement.predicate).toMatchObject({
      result: 'FAILED',
      url: 'https://github.com/acme/flows/actions/runs/42',
      configuration: [
        { name: 'flowgate', annotations: { version: flowgateBuild.version, build: flowgateBuild.build } },
        { name: 'commit', digest: { gitCommit: SHA } },
      ],
      failedTests: ['workflows/beta › expects three'],
    });
    expect(statement.predicate.passedTests).toContain('workflows/alpha › computes two again');
    expect(readFileSync(`${file}.subjects`, 'utf8')).toBe(
      ['workflows/alpha', 'workflows/beta', 'workflows/gamma'].map((path) => `${keys.get(path)!.key.slice('sha256:'.length)}  ${path}\n`).join(''),
    );
  });

  it('TRUST-19 verify takes the attestation as its REPORT', async () => {
    const root = passingRepo();
    const file = join(root, 'statement.json');
    await cli(['test', root, '--attest', file]);
    expect(await cli(['verify', file, root])).toMatchObject({ code: 0, stdout: 'activatable workflows/alpha\nactivatable workflows/gamma\n' });
    writeFileSync(join(root, 'workflows/alpha/tests.json'), JSON.stringify([...passingCases, { ...passingCases[0], name: 'more' }]));
    expect((await cli(['verify', file, root])).stdout).toContain('stale workflows/alpha');
  });
});

describe('files written', () => {
  it('CLI-35 every file test writes is named in one line at the end, from where the user stands', async () => {
    const root = passingRepo();
    const run = await cli(['test', '.', '--json', 'out/r.json', '--junit', 'out/j.xml', '--report-dir', 'each', '--html', 'html', '--coverage', 'lcov', 'out/c.lcov', '--attest', 'out/a.json'], { GITHUB_SHA: SHA }, root);
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').at(-2)).toBe('Wrote out/r.json, out/j.xml, each/, out/c.lcov, html/index.html, out/a.json, out/a.json.subjects');
    for (const file of ['out/r.json', 'out/j.xml', 'each/workflows/alpha/report.json', 'out/c.lcov', 'html/index.html', 'out/a.json', 'out/a.json.subjects']) expect(existsSync(join(root, file)), file).toBe(true);
  });

  it('CLI-35 with the JSON report on standard output, the line goes to standard error', async () => {
    const root = passingRepo();
    const run = await cli(['test', '.', '--reporter', 'json', '--junit', 'j.xml'], { GITHUB_SHA: SHA }, root);
    expect(JSON.parse(run.stdout).passed).toBe(true);
    expect(run.stderr).toBe('Wrote j.xml\n');
  });
});

describe('end to end', () => {
  it('TRUST-11 TRUST-13 TRUST-17 TRUST-19 a repository tested in shards, merged, verified against the checkout and attested', async () => {
    const root = passingRepo();
    const shardFiles: string[] = [];
    for (const shard of ['1/2', '2/2']) {
      const file = join(root, `out/${shard.replace('/', '-of-')}.json`);
      expect((await cli(['test', root, '--shard', shard, '--json', file])).code).toBe(0);
      shardFiles.push(file);
    }
    const merged = join(root, 'out/merged.json');
    expect((await cli(['merge-reports', ...shardFiles, '--json', merged])).code).toBe(0);
    expect(await cli(['verify', merged, root])).toMatchObject({ code: 0, stdout: 'activatable workflows/alpha\nactivatable workflows/gamma\n' });
    // The attestation of the same checkout names the same run keys, and verifies alike.
    const statement = join(root, 'out/statement.json');
    expect((await cli(['test', root, '--attest', statement])).code).toBe(0);
    const subjects = (json(statement).subject as { name: string; digest: { sha256: string } }[]).map((s) => `sha256:${s.digest.sha256}`);
    expect(subjects).toEqual((json(merged) as RunReport).versions.map((v) => v.run_key));
    expect((await cli(['verify', statement, root])).code).toBe(0);
    // One shard alone is no gate.
    expect((await cli(['verify', shardFiles[0]!, root])).code).toBe(1);
  });
});
