/**
 * What discovery passes by is passed by through every door: `test`, `validate` and the MCP
 * tools find the same versions, none of them in a dot folder or a GitHub Action.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { closeSandbox } from '../../src/sandbox/index.js';
import { makeRepo, passingCases, simpleWorkflow } from '../helpers/repo.js';
import { serverPerTest } from '../mcp/connect.js';

afterAll(() => closeSandbox());

const checkout = join(import.meta.dirname, '..', '..');

async function cli(args: string[], cwd = process.cwd()) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {}, cwd });
  return { code, stdout, stderr };
}

/** The folders of the versions `test --json` reported. */
async function testedPaths(args: string[], cwd?: string): Promise<string[]> {
  const json = join(mkdtempSync(join(tmpdir(), 'flowgate-discovery-json-')), 'report.json');
  await cli(['test', ...args, '--json', json], cwd);
  return JSON.parse(readFileSync(json, 'utf8')).versions.map((v: { path: string }) => v.path);
}

const LIBRARY_ACTION = 'name: plain\nversion: 1\nscript: return 1\n';
const COMPOSITE_ACTION = 'name: setup\ndescription: Sets up the job\nruns: { using: composite, steps: [] }\n';
const NODE_ACTION = 'name: my-action\ndescription: What it does\nruns:\n  using: node24\n  main: dist/index.js\n';

/** One workflow and one library action to find; dot folders and GitHub Actions to pass by. */
const mixedRepo = () =>
  makeRepo({
    'action.yml': NODE_ACTION,
    '.github/actions/setup/action.yml': COMPOSITE_ACTION,
    '.github/x/workflow.yaml': simpleWorkflow('github'),
    '.vscode/y/workflow.yaml': simpleWorkflow('vscode'),
    '.hidden/workflow.yaml': simpleWorkflow('hidden'),
    'ci/publish/action.yaml': COMPOSITE_ACTION.replace('setup', 'publish'),
    'actions/plain/action.yaml': LIBRARY_ACTION,
    'workflows/w/workflow.yaml': simpleWorkflow('w'),
    'workflows/w/tests.json': passingCases,
  });

const FOUND = ['actions/plain', 'workflows/w'];

describe('discovery through every door', () => {
  const server = serverPerTest();

  it('LAYOUT-16 LAYOUT-17 test reports no version in a dot folder and no GitHub Action', async () => {
    expect(await testedPaths([mixedRepo()])).toEqual(FOUND);
  });

  it('LAYOUT-16 LAYOUT-17 validate checks the same versions and reports nothing of the others', async () => {
    const { code, stdout } = await cli(['validate', mixedRepo()]);
    expect(stdout).not.toMatch(/action\.yml|\.github|\.vscode|\.hidden|ci\/publish/);
    expect(stdout).toContain(`${FOUND.length} versions checked`);
    expect(code).toBe(0);
  });

  it('LAYOUT-16 LAYOUT-17 the MCP list_versions lists the same versions', async () => {
    const { ok } = await server(mixedRepo());
    const { versions } = await ok('list_versions');
    expect(versions.map((v: { path: string }) => v.path)).toEqual(FOUND);
  });

  it('LAYOUT-17 an action.yaml that does not parse is still a version, so validate reports its syntax error', async () => {
    const root = makeRepo({ 'broken/action.yaml': 'name: broken\nruns: [unclosed\n' });
    const { code, stdout } = await cli(['validate', root]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^broken\/action\.yaml:\d+/m);
  });

  it("LAYOUT-17 flowgate test in flowgate's own checkout does not report its Action", async () => {
    const root = mkdtempSync(join(tmpdir(), 'flowgate-checkout-'));
    cpSync(join(checkout, 'action.yml'), join(root, 'action.yml'));
    cpSync(join(checkout, 'examples'), join(root, 'examples'), { recursive: true });
    const paths = await testedPaths([], root);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !path.startsWith('examples/'))).toEqual([]);
    const { stdout } = await cli(['validate'], root);
    expect(stdout).not.toMatch(/^action\.yml/m);
  }, 60_000);
});
