import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { makeRepo, passingCases, simpleWorkflow } from '../helpers/repo.js';
import { serverPerTest } from '../mcp/connect.js';

async function cli(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {}, cwd: process.cwd() });
  return { code, stdout, stderr };
}

const emptyFolder = () => mkdtempSync(join(tmpdir(), 'flowgate-empty-'));
/** A folder with files, none of them a version: what a wrong `path:` usually points at. */
const notARepository = () => makeRepo({ 'README.md': '# docs\n', 'src/index.ts': 'export {};\n' });

describe('a root where discovery finds no version', () => {
  it('CLI-26 test exits 1 with one line naming the root and what discovery looks for, and no PASS', async () => {
    const root = notARepository();
    const { code, stdout, stderr } = await cli(['test', root]);
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      `flowgate: no workflow or action version found under ${root} (discovery looks for folders holding workflow.yaml/workflow.yml, or action.yaml/action.yml that is not a GitHub Action, anywhere but in node_modules and folders whose name starts with a dot); pass --allow-empty if that is expected`,
    ]);
    expect(stdout).not.toContain('PASS');
  });

  it('CLI-26 the message names the folders flowgate.yaml paths point discovery at', async () => {
    const root = makeRepo({ 'flowgate.yaml': 'paths: { workflows: flows }\n', 'workflows/a/workflow.yaml': simpleWorkflow('a') });
    const { code, stderr } = await cli(['test', root]);
    expect(code).toBe(1);
    expect(stderr).toContain('workflow.yaml/workflow.yml under flows/ and action.yaml/action.yml under actions/ (paths in flowgate.yaml))');
  });

  it('CLI-26 the --json report of an empty root says it failed, as the exit status does', async () => {
    const root = emptyFolder();
    const { code } = await cli(['test', root, '--json', join(root, 'out/report.json')]);
    expect(code).toBe(1);
    expect(JSON.parse(readFileSync(join(root, 'out/report.json'), 'utf8'))).toMatchObject({ passed: false, versions: [] });
  });

  it('CLI-26 test --allow-empty exits 0 with a note', async () => {
    const root = emptyFolder();
    const { code, stdout, stderr } = await cli(['test', root, '--allow-empty']);
    expect(code).toBe(0);
    expect(stdout).toContain('PASS');
    expect(stderr).toBe(`flowgate: note: no workflow or action version found under ${root} (discovery looks for folders holding workflow.yaml/workflow.yml, or action.yaml/action.yml that is not a GitHub Action, anywhere but in node_modules and folders whose name starts with a dot); --allow-empty lets that pass\n`);
  });

  it('CLI-26 validate exits 1 without claiming "no problems", and 0 with --allow-empty', async () => {
    const root = notARepository();
    const refused = await cli(['validate', root]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/^flowgate: no workflow or action version found under .*; pass --allow-empty if that is expected\n$/);
    const allowed = await cli(['validate', root, '--allow-empty']);
    expect(allowed.code).toBe(0);
    expect(allowed.stderr).toContain('--allow-empty lets that pass');
  });

  it('CLI-26 a shard that gets none of the versions found is not an empty root', async () => {
    const root = makeRepo({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': passingCases });
    const shards = [await cli(['test', root, '--shard', '1/2']), await cli(['test', root, '--shard', '2/2'])];
    expect(shards.map((s) => s.code)).toEqual([0, 0]);
    expect(shards.map((s) => s.stderr)).toEqual(['', '']);
  });
});

describe('run_tests on a root where discovery finds no version', () => {
  const server = serverPerTest();

  it('CLI-26 answers passed: false with empty_root saying what discovery looks for', async () => {
    const { ok } = await server(notARepository());
    const answer = await ok('run_tests');
    expect(answer).toMatchObject({ passed: false, versions: [], summary: { total: 0 } });
    expect(answer.empty_root).toEqual({
      root: '.',
      looks_for: 'folders holding workflow.yaml/workflow.yml, or action.yaml/action.yml that is not a GitHub Action, anywhere but in node_modules and folders whose name starts with a dot',
      message: 'no workflow or action version found under . (discovery looks for folders holding workflow.yaml/workflow.yml, or action.yaml/action.yml that is not a GitHub Action, anywhere but in node_modules and folders whose name starts with a dot)',
    });
  });

  it('CLI-26 a root with versions answers without empty_root', async () => {
    const { ok } = await server(makeRepo({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': passingCases }));
    const answer = await ok('run_tests');
    expect(answer.passed).toBe(true);
    expect(answer).not.toHaveProperty('empty_root');
  });
});
