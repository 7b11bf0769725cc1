/**
 * The three front doors — the command line, the GitHub Action and the MCP server — build
 * their runs through one test session and their outputs through one reporter map, so
 * the same repository gives the same statuses through all three.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { REPORTERS, createReporters } from '../../src/reporters/index.js';
import { closeSandbox } from '../../src/sandbox/index.js';
import type { RunReport } from '../../src/testing/report.js';
import { runSession } from '../../src/testing/session.js';
import { connect } from '../mcp/connect.js';
import { makeRepo, passingCases, simpleWorkflow } from '../helpers/repo.js';

afterAll(() => closeSandbox());

const REPO = join(import.meta.dirname, '..', '..');
const examples = join(REPO, 'examples');

const failing = { ...passingCases[0], name: 'expects three', expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 3 }] } };
const invalid = { name: 'a typo', kind: 'happy', given: { http: [{ match: { metod: 'GET' } }] }, expect: { outcome: 'success' } };

/** Passing, failing, invalid and problem versions side by side, and the example repository's. */
function fixtures(): string {
  const root = makeRepo({
    'workflows/alpha/workflow.yaml': simpleWorkflow('alpha'),
    'workflows/alpha/tests.json': passingCases,
    'workflows/beta/workflow.yaml': simpleWorkflow('beta'),
    'workflows/beta/tests.json': [...passingCases, failing, invalid],
    'workflows/broken/workflow.yaml': 'name: broken\non:\n  manual: {}\nsteps:\n  - id: a\n    uses: platform/nothing@v1\n',
    'workflows/broken/tests.json': passingCases,
  });
  cpSync(join(examples, 'workflows'), join(root, 'examples', 'workflows'), { recursive: true });
  cpSync(join(examples, 'actions'), join(root, 'examples', 'actions'), { recursive: true });
  for (const file of ['connections.yaml', 'flowgate.yaml']) if (existsSync(join(examples, file))) cpSync(join(examples, file), join(root, file));
  for (const folder of ['templates', 'apis']) if (existsSync(join(examples, folder))) cpSync(join(examples, folder), join(root, folder), { recursive: true });
  return root;
}

/** What a gate decides: each version's verdict and each case's status, by path. */
function statuses(report: RunReport) {
  return {
    passed: report.passed,
    versions: report.versions.map((v) => ({ path: v.path, passed: v.report.passed, cases: v.report.cases.map((c) => `${c.name}: ${c.status}`) })),
  };
}

const io = (cwd: string) => ({ stdout: () => undefined, stderr: () => undefined, env: {}, cwd });

/** The Action as GitHub runs it: the bundle in a child process, inputs as INPUT_* variables. */
function throughAction(root: string, inputs: Record<string, string> = {}): { status: number | null; report: RunReport; outputs: string; stdout: string } {
  const folder = mkdtempSync(join(tmpdir(), 'flowgate-doors-'));
  const bundle = join(folder, 'dist');
  cpSync(join(REPO, 'dist'), bundle, { recursive: true });
  const outputFile = join(folder, 'output.txt');
  writeFileSync(outputFile, '');
  mkdirSync(join(folder, 'temp'));
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? '', GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: root, GITHUB_OUTPUT: outputFile, RUNNER_TEMP: join(folder, 'temp') };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const run = spawnSync(process.execPath, [join(bundle, 'index.js')], { cwd: folder, env, encoding: 'utf8', timeout: 180_000 });
  const report = JSON.parse(readFileSync(join(folder, 'temp', 'flowgate', 'report.json'), 'utf8')) as RunReport;
  return { status: run.status, report, outputs: readFileSync(outputFile, 'utf8'), stdout: run.stdout };
}

describe('one session behind every door', () => {
  let root: string;
  let expected: ReturnType<typeof statuses>;

  beforeAll(async () => {
    root = fixtures();
    expected = statuses((await runSession({ root })).report);
  }, 120_000);

  it('CLI-01 the fixtures hold passing, failing, invalid and problem versions', () => {
    expect(expected.passed).toBe(false);
    const flat = expected.versions.flatMap((v) => v.cases.map((c) => c.slice(c.lastIndexOf(': ') + 2)));
    expect(new Set(flat)).toEqual(new Set(['passed', 'failed', 'invalid', 'not_run']));
    expect(expected.versions.some((v) => v.passed)).toBe(true);
  });

  it('CLI-01 GHA-01 CLI-23 the command line, the Action and the MCP server give the same statuses', async () => {
    const jsonFile = join(mkdtempSync(join(tmpdir(), 'flowgate-doors-cli-')), 'report.json');
    const exit = await main(['test', root, '--json', jsonFile], io(REPO));
    expect(exit).toBe(1);
    expect(statuses(JSON.parse(readFileSync(jsonFile, 'utf8')) as RunReport)).toEqual(expected);

    const action = throughAction(root);
    expect(action.status).toBe(1);
    expect(statuses(action.report)).toEqual(expected);

    const mcp = await connect(realpathSync(root));
    try {
      expect(statuses((await mcp.ok('run_tests', {})) as RunReport)).toEqual(expected);
    } finally {
      await mcp.close();
    }
  }, 240_000);

  it('GHA-20 CLI-28 CLI-29 the Action takes the filter, trace and coverage inputs as the command line takes its flags', async () => {
    const lcov = 'out/coverage.lcov';
    const action = throughAction(root, { filter: 'beta', trace: 'on', coverage: lcov, 'allow-empty': 'false' });
    const cliFile = join(mkdtempSync(join(tmpdir(), 'flowgate-doors-cli-')), 'report.json');
    await main(['test', root, '--json', cliFile, '--filter', 'beta', '--trace', 'on'], io(REPO));
    const cli = JSON.parse(readFileSync(cliFile, 'utf8')) as RunReport;
    expect(action.report.versions.map((v) => v.name)).toEqual(['beta']);
    expect(statuses(action.report)).toEqual(statuses(cli));
    // trace: on keeps the passing case's trace too.
    const passed = action.report.versions[0]!.report.cases.find((c) => c.status === 'passed')!;
    expect(passed.trace?.steps.map((s) => s.id)).toEqual(['a']);
    const written = readFileSync(join(root, lcov), 'utf8');
    expect(written).toMatch(/^SF:workflows\/beta\/workflow\.yaml$/m);
  }, 240_000);

  it('GHA-22 GHA-23 the Action lists what is activatable with its run key, and writes the attestation it names in its outputs', () => {
    const passing = makeRepo({ 'workflows/alpha/workflow.yaml': simpleWorkflow('alpha'), 'workflows/alpha/tests.json': passingCases });
    const action = throughAction(passing, { attest: 'out/flowgate.intoto.json' });
    expect(action.status).toBe(0);
    const output = (name: string) => new RegExp(`^${name}<<(\\S+)\n([\\s\\S]*?)\n\\1$`, 'm').exec(action.outputs)?.[2];
    const [version] = action.report.versions;
    expect(JSON.parse(output('activatable')!)).toEqual([{ kind: 'workflow', name: 'alpha', path: 'workflows/alpha', version_id: version!.version_id, run_key: version!.run_key }]);
    expect(output('attestation')).toBe(join(passing, 'out/flowgate.intoto.json'));
    expect(output('attestation-subjects')).toBe(join(passing, 'out/flowgate.intoto.json.subjects'));
    expect(JSON.parse(readFileSync(output('attestation')!, 'utf8')).subject[0].digest.sha256).toBe(version!.run_key.slice('sha256:'.length));
    expect(readFileSync(output('attestation-subjects')!, 'utf8')).toBe(`${version!.run_key.slice('sha256:'.length)}  workflows/alpha\n`);
  }, 120_000);

  it('TRUST-06 a filtered Action run is no gate: the step fails and nothing is activatable', () => {
    const passing = makeRepo({ 'workflows/alpha/workflow.yaml': simpleWorkflow('alpha'), 'workflows/alpha/tests.json': passingCases });
    const action = throughAction(passing, { filter: 'alpha' });
    expect(action.status).toBe(1);
    expect(action.stdout).toContain('::error::The filter "alpha" made this a partial run, which is not a gate (every case that ran passed).');
    expect(action.outputs).toMatch(/^activatable<<(\S+)\n\[\]\n\1$/m);
  }, 120_000);

  it('GHA-20 the Action refuses a trace input that is not on, off or failed, in one line', () => {
    const folder = mkdtempSync(join(tmpdir(), 'flowgate-doors-'));
    const run = spawnSync(process.execPath, [join(REPO, 'dist', 'index.js')], {
      cwd: folder,
      env: { PATH: process.env.PATH ?? '', GITHUB_WORKSPACE: root, INPUT_TRACE: 'sometimes', RUNNER_TEMP: folder },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('::error::input trace takes on, off or failed');
  });
});

describe('one reporter map', () => {
  it('every output of a door is an entry of the map, and the map builds the reporters a door names', async () => {
    expect(Object.keys(REPORTERS).sort()).toEqual(['attest', 'check-run', 'github', 'html', 'json', 'junit', 'lcov', 'pretty', 'report-dir', 'summary']);
    const out: string[] = [];
    const cwd = mkdtempSync(join(tmpdir(), 'flowgate-reporters-'));
    const reporters = createReporters(
      [{ name: 'pretty' }, { name: 'json', options: { file: 'r.json' } }, { name: 'junit', options: { file: 'r.xml' } }, { name: 'report-dir', options: { dir: 'each' } }, { name: 'html', options: { dir: 'html' } }, { name: 'lcov', options: { file: 'r.lcov' } }],
      { cwd, io: { stdout: (text) => void out.push(text), stderr: () => undefined }, env: {} },
    );
    const root = makeRepo({ 'workflows/alpha/workflow.yaml': simpleWorkflow('alpha'), 'workflows/alpha/tests.json': passingCases });
    await runSession({ root }, reporters);
    for (const file of ['r.json', 'r.xml', 'each/workflows/alpha/report.json', 'html/index.html', 'r.lcov']) expect(existsSync(join(cwd, file)), file).toBe(true);
    expect(out.join('')).toMatch(/✓ workflow alpha[\s\S]*PASS: every report passed\n$/);
  });

  it('the job reporters need the Action\'s port, and say so in one line', () => {
    expect(() => createReporters([{ name: 'summary', options: { emptyHint: 'x' } }], { cwd: '.', io: { stdout: () => undefined, stderr: () => undefined }, env: {} })).toThrow(
      'the summary and check-run reporters run inside the GitHub Action only',
    );
  });
});
