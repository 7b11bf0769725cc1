import { describe, expect, it } from 'vitest';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeRepo, passingCases, simpleWorkflow } from '../helpers/repo.js';
import { serverPerTest } from './connect.js';
import { sampleRepo } from './fixtures.js';

const server = serverPerTest();

/** [tool, arguments, what the error message must say] */
const BAD_CALLS: [string, unknown, RegExp][] = [
  ['list_versions', { verbose: true }, /invalid arguments for list_versions: verbose: unknown field/],
  ['validate', { version: 5 }, /invalid arguments for validate: version: must be a string/],
  ['validate', { version: '' }, /version: must not be empty/],
  ['validate', { tests: ['not', 'text'] }, /tests: must be a string/],
  ['validate', { verison: 'workflows/alpha' }, /verison: unknown field; did you mean 'version'\?/],
  ['run_tests', { version: true }, /version: must be a string/],
  ['run_tests', { filter: 3 }, /filter: must be a string/],
  ['explain_minimum', {}, /missing required field 'version'/],
  ['explain_minimum', { version: null }, /version: must be a string/],
  ['validate', { version: 'workflows/ghost' }, /version: no workflow or action version at 'workflows\/ghost'; the versions are: workflows\/alpha, /],
  ['run_tests', { version: 'workflows' }, /no workflow or action version at 'workflows'/],
  ['explain_minimum', { version: 'workflows/alpha/missing.json' }, /no workflow or action version/],
  ['run_tests', { version: '../outside' }, /version: leads outside the root/],
  ['validate', { version: 'workflows/../../outside' }, /version: leads outside the root/],
  ['validate', { version: '..' }, /version: leads outside the root/],
  ['explain_minimum', { version: '/etc/passwd' }, /version: must be a path relative to the root, not an absolute path/],
  ['validate', { version: 'C:\\Windows\\win.ini' }, /not an absolute path/],
  ['validate', { version: '\\\\server\\share' }, /not an absolute path/],
  ['run_tests', { version: 'workflows/alpha\u0000' }, /NUL character/],
];

describe('bad input is a tool error with a clear message, never a crash', () => {
  it.each(BAD_CALLS)('CLI-23 %s %j', async (tool, args, message) => {
    const { fails, ok } = await server(sampleRepo());
    expect(await fails(tool, args)).toMatch(message);
    // The server goes on answering.
    expect((await ok('list_versions')).versions.length).toBe(4);
  });

  it('CLI-23 an unknown tool is a tool error listing the tools', async () => {
    const { fails } = await server(sampleRepo());
    expect(await fails('delete_everything', {})).toMatch(/unknown tool "delete_everything"; the tools are: list_versions, validate, run_tests, explain_minimum/);
  });

  it('CLI-23 a call without arguments is a call with none', async () => {
    const { client } = await server(sampleRepo());
    const listed = await client.callTool({ name: 'list_versions' });
    expect(listed.isError).toBeFalsy();
    const explained = await client.callTool({ name: 'explain_minimum' });
    expect(explained.isError).toBe(true);
  });

  it('CLI-23 an error message never echoes the given test list', async () => {
    const { call } = await server(sampleRepo());
    const result = await call('validate', { version: 'nowhere', tests: '[{"name": "secret-looking-value-xyz"}]' });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result)).not.toContain('secret-looking-value-xyz');
  });
});

describe('nothing outside ROOT is read', () => {
  function rootWithNeighbour() {
    const outer = makeRepo({
      'outside/w/workflow.yaml': simpleWorkflow('outsider'),
      'outside/w/tests.json': passingCases,
      'outside/page.html': '<p>not ours</p>',
      'root/workflows/alpha/workflow.yaml': simpleWorkflow('alpha'),
      'root/workflows/alpha/tests.json': passingCases,
    });
    return { outer, root: join(outer, 'root') };
  }

  it('CLI-23 a symbolic link that leads out of the root is refused', async () => {
    const { outer, root } = rootWithNeighbour();
    symlinkSync(join(outer, 'outside', 'w'), join(root, 'escape'));
    const { fails } = await server(root);
    for (const tool of ['validate', 'run_tests', 'explain_minimum']) {
      expect(await fails(tool, { version: 'escape' })).toMatch(/version: leads outside the root through a symbolic link/);
    }
    expect(await fails('validate', { version: 'escape/tests.json' })).toMatch(/outside the root/);
  });

  it('CLI-23 LAYOUT-02 discovery does not follow a linked folder out of the root', async () => {
    const { outer, root } = rootWithNeighbour();
    symlinkSync(join(outer, 'outside'), join(root, 'workflows', 'linked'));
    const { ok } = await server(root);
    expect((await ok('list_versions')).versions.map((v: { name: string }) => v.name)).toEqual(['alpha']);
  });

  it('CLI-23 a link that stays inside the root names the version it leads to', async () => {
    const { root } = rootWithNeighbour();
    symlinkSync(join(root, 'workflows', 'alpha'), join(root, 'shortcut'));
    const { ok } = await server(root);
    expect((await ok('validate', { version: 'shortcut' })).checked).toBe('workflows/alpha');
  });

  it('CLI-23 LAYOUT-10 flowgate.yaml paths that lead out of the root stop every tool', async () => {
    const { root } = rootWithNeighbour();
    writeFileSync(join(root, 'flowgate.yaml'), 'paths:\n  workflows: ../outside\n');
    const { fails } = await server(root);
    expect(await fails('list_versions')).toMatch(/flowgate\.yaml paths\.workflows leads outside the root/);
    expect(await fails('run_tests')).toMatch(/leads outside the root/);
    expect(await fails('validate')).toMatch(/leads outside the root/);
  });

  it('CLI-23 a settings file or template linked from outside the root is refused', async () => {
    const { outer, root } = rootWithNeighbour();
    mkdirSync(join(root, 'templates'));
    symlinkSync(join(outer, 'outside', 'page.html'), join(root, 'templates', 'page.html'));
    const first = await server(root);
    expect(await first.fails('validate')).toMatch(/templates\/page\.html leads outside the root through a symbolic link/);
    await first.close();

    const { root: second, outer: outer2 } = rootWithNeighbour();
    writeFileSync(join(outer2, 'outside', 'connections.yaml'), 'billing: { kind: http }\n');
    symlinkSync(join(outer2, 'outside', 'connections.yaml'), join(second, 'connections.yaml'));
    const { fails } = await server(second);
    expect(await fails('list_versions')).toMatch(/connections\.yaml leads outside the root through a symbolic link/);
  });
});
