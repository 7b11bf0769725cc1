import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, matchesGlob } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { main } from '../../src/cli/main.js';
import { loadSchemaFile } from '../../src/definitions/schemas.js';
import { DEFINITION_OPTIONS, createAjv } from '../../src/shared/json-schema.js';

async function cli(args: string[], cwd = process.cwd()) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {}, cwd });
  return { code, stdout, stderr };
}

const emptyFolder = () => mkdtempSync(join(tmpdir(), 'flowgate-init-'));

async function initialized(): Promise<string> {
  const root = join(emptyFolder(), 'automations');
  const { code, stderr } = await cli(['init', root]);
  expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  return root;
}

describe('flowgate init', () => {
  it('CLI-31 writes a starter repository whose tests pass and meet the required minimum', async () => {
    const root = await initialized();
    const tested = await cli(['test', root, '--json', join(root, 'report.json')]);
    expect(tested.code).toBe(0);
    const report = JSON.parse(readFileSync(join(root, 'report.json'), 'utf8'));
    expect(report.versions.map((v: { name: string }) => v.name)).toEqual(['new-signup']);
    expect(report.versions[0].report.minimum).toEqual({ met: true, needed: ['happy', 'upstream_failure', 'empty', 'malformed_payload'], missing: [] });
    expect(report.summary).toEqual({ total: 4, passed: 4, failed: 0, invalid: 0, not_run: 0 });
  });

  it('CLI-31 the starter repository has no save-time problem', async () => {
    const root = await initialized();
    expect(await cli(['validate', root])).toEqual({ code: 0, stdout: '1 versions checked, no problems\n', stderr: '' });
  });

  it('CLI-31 writes connections.yaml and a GitHub workflow that runs the Action on pull requests', async () => {
    const root = await initialized();
    expect(parseYaml(readFileSync(join(root, 'connections.yaml'), 'utf8'))).toHaveProperty('crm.kind', 'http');
    const github = parseYaml(readFileSync(join(root, '.github/workflows/flowgate.yml'), 'utf8'));
    expect(github.on).toEqual(['pull_request']);
    expect(github.jobs.flowgate.steps.map((s: { uses?: string }) => s.uses)).toEqual(['actions/checkout@v4', 'your-org/flowgate@v1']);
  });

  it('CLI-31 the editor settings map each file to a schema copy that resolves offline and accepts the starter', async () => {
    const root = await initialized();
    const settings = JSON.parse(readFileSync(join(root, '.vscode/settings.json'), 'utf8'));
    const mappings: [schemaPath: string, globs: string[]][] = [
      ...settings['json.schemas'].map((entry: { url: string; fileMatch: string[] }) => [entry.url, entry.fileMatch]),
      ...Object.entries(settings['yaml.schemas'] as Record<string, string[]>),
    ];
    // As an editor does: each schema's base is the file it was read from, so ./test-case.json is the copy beside it.
    const ajv = createAjv(DEFINITION_OPTIONS);
    const schemaAt = (path: string) => {
      const url = pathToFileURL(join(root, path)).href;
      if (!ajv.getSchema(url)) ajv.addSchema({ ...JSON.parse(readFileSync(join(root, path), 'utf8')), $id: url });
      return ajv.getSchema(url)!;
    };
    for (const name of ['test-case', 'test-list', 'workflow', 'action', 'connections', 'flowgate']) schemaAt(`.vscode/flowgate-schemas/${name}.json`);
    const schemaFor = (file: string) => mappings.find(([, globs]) => globs.some((glob) => matchesGlob(file, glob.replace(/^\//, ''))))?.[0];

    expect(
      Object.fromEntries(['workflows/a/workflow.yaml', 'actions/b/action.yml', 'workflows/a/tests.json', 'connections.yaml', 'flowgate.yaml'].map((file) => [file, schemaFor(file)])),
    ).toEqual({
      'workflows/a/workflow.yaml': './.vscode/flowgate-schemas/workflow.json',
      'actions/b/action.yml': './.vscode/flowgate-schemas/action.json',
      'workflows/a/tests.json': './.vscode/flowgate-schemas/test-list.json',
      'connections.yaml': './.vscode/flowgate-schemas/connections.json',
      'flowgate.yaml': './.vscode/flowgate-schemas/flowgate.json',
    });
    for (const file of ['workflows/new-signup/workflow.yaml', 'workflows/new-signup/tests.json', 'connections.yaml']) {
      const validate = schemaAt(schemaFor(file)!.replace(/^\.\//, ''));
      const text = readFileSync(join(root, file), 'utf8');
      expect({ file, valid: validate(file.endsWith('.json') ? JSON.parse(text) : parseYaml(text)), errors: validate.errors ?? null }).toEqual({ file, valid: true, errors: null });
    }
    // The test list's cases are checked: a misspelt field in a case fails against the copy.
    expect(schemaAt('.vscode/flowgate-schemas/test-list.json')([{ name: 'x', expect: { outcome: 'success' }, expekt: {} }])).toBe(false);
  });

  it('CLI-31 refuses to overwrite files, naming them, and writes nothing; --force overwrites', async () => {
    const root = emptyFolder();
    writeFileSync(join(root, 'connections.yaml'), 'mine: { kind: http }\n');
    const refused = await cli(['init', root]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`flowgate: init would overwrite connections.yaml in ${root}; nothing was written (--force overwrites them)\n`);
    expect(readFileSync(join(root, 'connections.yaml'), 'utf8')).toBe('mine: { kind: http }\n');
    expect(existsSync(join(root, 'workflows'))).toBe(false);

    const forced = await cli(['init', root, '--force']);
    expect(forced.code).toBe(0);
    expect(forced.stdout).toContain('connections.yaml  (overwritten)');
    expect(readFileSync(join(root, 'connections.yaml'), 'utf8')).toContain('crm:');
  });

  it('CLI-31 --editor gives an existing repository only the editor settings and schema copies', async () => {
    const root = emptyFolder();
    writeFileSync(join(root, 'connections.yaml'), 'mine: { kind: http }\n');
    const { code, stdout } = await cli(['init', root, '--editor']);
    expect(code).toBe(0);
    const written = stdout.split('\n').filter((line) => line.startsWith('  ')).map((line) => line.trim());
    expect(written).toEqual([
      '.vscode/settings.json', '.vscode/extensions.json',
      ...['workflow', 'action', 'connections', 'flowgate', 'test-list', 'test-case'].map((name) => `.vscode/flowgate-schemas/${name}.json`),
    ]);
    expect(existsSync(join(root, 'workflows'))).toBe(false);
    expect(readFileSync(join(root, 'connections.yaml'), 'utf8')).toBe('mine: { kind: http }\n');
  });

  it('CLI-31 init without DIR writes into the working folder', async () => {
    const root = emptyFolder();
    expect((await cli(['init'], root)).code).toBe(0);
    expect(existsSync(join(root, 'workflows/new-signup/tests.json'))).toBe(true);
  });
});

describe('flowgate schema', () => {
  it('CLI-31 prints the test-case schema by default and each other schema by its flag', async () => {
    const printed = async (...flags: string[]) => JSON.parse((await cli(['schema', ...flags])).stdout);
    expect(await printed()).toEqual(loadSchemaFile('test-case'));
    expect(await printed('--workflow')).toEqual(loadSchemaFile('workflow'));
    expect(await printed('--action')).toEqual(loadSchemaFile('action'));
    expect(await printed('--connections')).toEqual(loadSchemaFile('connections'));
    expect(await printed('--flowgate')).toEqual(loadSchemaFile('flowgate'));
    expect(await printed('--test-list')).toEqual(loadSchemaFile('test-list'));
  });

  it('CLI-31 two schema flags at once are a usage error', async () => {
    const { code, stderr } = await cli(['schema', '--workflow', '--action']);
    expect(code).toBe(2);
    expect(stderr).toContain('schema prints one schema');
  });
});
