import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRepository } from '../../src/definitions/repository.js';
import { makeRepo, passingCases, simpleWorkflow } from '../helpers/repo.js';

describe('discovery', () => {
  it('LAYOUT-01 LAYOUT-03 LAYOUT-04 LAYOUT-05 SET-19 folders with workflow.yaml/.yml or action.yaml/.yml anywhere under the root are versions', () => {
    const root = makeRepo({
      'workflows/a/workflow.yaml': simpleWorkflow('a'),
      'workflows/a/tests.json': passingCases,
      'deep/nested/b/workflow.yml': simpleWorkflow('b'),
      'actions/c/action.yml': 'name: c\nversion: 1\nscript: return 1\n',
    });
    const repo = loadRepository(root);
    expect(repo.versions.map((v) => [v.kind, v.location.dir, v.location.testsFile ?? null])).toEqual([
      ['action', 'actions/c', null],
      ['workflow', 'deep/nested/b', null],
      ['workflow', 'workflows/a', 'workflows/a/tests.json'],
    ]);
  });

  it('LAYOUT-02 .git and node_modules are skipped', () => {
    const root = makeRepo({ '.git/x/workflow.yaml': simpleWorkflow('x'), 'node_modules/y/workflow.yaml': simpleWorkflow('y'), 'w/workflow.yaml': simpleWorkflow('w') });
    expect(loadRepository(root).versions.map((v) => v.name)).toEqual(['w']);
  });

  it('LAYOUT-16 every folder whose name starts with a dot is skipped, at any depth', () => {
    const root = makeRepo({
      '.github/x/workflow.yaml': simpleWorkflow('github'),
      '.vscode/y/workflow.yaml': simpleWorkflow('vscode'),
      '.hidden/workflow.yaml': simpleWorkflow('hidden'),
      '.flowgate/z/action.yaml': 'name: z\nversion: 1\nscript: return 1\n',
      'deep/.cache/w/workflow.yml': simpleWorkflow('cache'),
      'deep/node_modules/n/workflow.yaml': simpleWorkflow('module'),
      'w/workflow.yaml': simpleWorkflow('w'),
    });
    expect(loadRepository(root).versions.map((v) => v.location.dir)).toEqual(['w']);
  });

  it('LAYOUT-16 under flowgate.yaml paths too', () => {
    const root = makeRepo({ 'flowgate.yaml': 'paths: { workflows: flows }\n', 'flows/.draft/workflow.yaml': simpleWorkflow('draft'), 'flows/a/workflow.yaml': simpleWorkflow('a') });
    expect(loadRepository(root).versions.map((v) => v.location.dir)).toEqual(['flows/a']);
  });

  it('LAYOUT-17 an action.yml or action.yaml with a top-level runs: is a GitHub Action, not a version', () => {
    const root = makeRepo({
      'action.yml': 'name: my-action\ndescription: x\nruns:\n  using: node24\n  main: dist/index.js\n',
      'ci/setup/action.yaml': 'name: setup\nruns: { using: composite, steps: [] }\n',
      'ci/docker/action.yml': '# a Docker action, written with an anchor the quick reader leaves to the full one\nname: &n docker\ndescription: *n\nruns:\n  using: docker\n  image: Dockerfile\n',
      'actions/c/action.yaml': 'name: c\nversion: 1\nscript: return 1\n',
      'actions/mentions/action.yaml': 'name: mentions\nversion: 1\ndescription: runs once\nscript: return 1\n',
      'actions/nested/action.yaml': 'name: nested\nversion: 1\nscript: return 1\nwith: { runs: 2 }\n',
    });
    const repo = loadRepository(root);
    expect(repo.versions.map((v) => v.location.dir)).toEqual(['actions/c', 'actions/mentions', 'actions/nested']);
  });

  it('LAYOUT-17 an action.yaml that cannot be parsed is still a version, and its syntax error is reported', () => {
    const root = makeRepo({ 'a/action.yaml': 'name: a\nruns: [unclosed\n' });
    const [version] = loadRepository(root).versions;
    expect(version).toMatchObject({ kind: 'action', location: { dir: 'a' } });
    expect(version!.problems).toHaveLength(1);
    expect(version!.problems[0]).toMatchObject({ file: 'a/action.yaml' });
  });

  it('LAYOUT-10 flowgate.yaml paths move the folders', () => {
    const root = makeRepo({
      'flowgate.yaml': 'paths: { workflows: flows, actions: lib }\n',
      'flows/a/workflow.yaml': simpleWorkflow('a'),
      'workflows/ignored/workflow.yaml': simpleWorkflow('ignored'),
      'lib/c/action.yaml': 'name: c\nversion: 1\nscript: return 1\n',
    });
    expect(loadRepository(root).versions.map((v) => v.name)).toEqual(['a', 'c']);
  });

  it('LAYOUT-09 a repository without flowgate.yaml works', () => {
    const root = makeRepo({ 'a/workflow.yaml': simpleWorkflow('a') });
    const repo = loadRepository(root);
    expect(repo.project.problems).toEqual([]);
    expect(repo.versions).toHaveLength(1);
  });
});

describe('version_id', () => {
  const files = {
    'templates/used.html': '<p>{{ name }}</p>',
    'templates/unused.html': '<p>x</p>',
    'workflows/a/workflow.yaml': simpleWorkflow('a'),
    'workflows/a/tests.json': passingCases,
    'workflows/b/workflow.yaml': simpleWorkflow('b'),
  };

  it('LAYOUT-11 is sha256: plus 64 hex digits and stable', () => {
    const root = makeRepo(files);
    const first = loadRepository(root).versions.find((v) => v.name === 'a')!.versionId;
    expect(first).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(loadRepository(root).versions.find((v) => v.name === 'a')!.versionId).toBe(first);
  });

  it('LAYOUT-12 changes when the definition or the test list changes', () => {
    const root = makeRepo(files);
    const id = () => loadRepository(root).versions.find((v) => v.name === 'a')!.versionId;
    const before = id();
    writeFileSync(join(root, 'workflows/a/tests.json'), JSON.stringify([...passingCases, ...passingCases]));
    const afterTests = id();
    expect(afterTests).not.toBe(before);
    writeFileSync(join(root, 'workflows/a/workflow.yaml'), simpleWorkflow('a') + '# changed\n');
    expect(id()).not.toBe(afterTests);
  });

  it('LAYOUT-13 does not change for an unreferenced template or another version', () => {
    const root = makeRepo(files);
    const id = () => loadRepository(root).versions.find((v) => v.name === 'a')!.versionId;
    const before = id();
    writeFileSync(join(root, 'templates/unused.html'), '<p>changed</p>');
    writeFileSync(join(root, 'workflows/b/workflow.yaml'), simpleWorkflow('b') + '# changed\n');
    expect(id()).toBe(before);
  });

  it('LAYOUT-12 changes when a referenced library action changes', () => {
    const root = makeRepo({
      'actions/up/action.yaml': 'name: up\nversion: 2\nscript: return 1\n',
      'workflows/a/workflow.yaml': 'name: a\non:\n  manual: {}\nsteps:\n  - id: u\n    uses: library/up@2\n',
    });
    const id = () => loadRepository(root).versions.find((v) => v.name === 'a')!.versionId;
    const before = id();
    writeFileSync(join(root, 'actions/up/action.yaml'), 'name: up\nversion: 2\nscript: return 2\n');
    expect(id()).not.toBe(before);
  });
});

describe('stored templates', () => {
  const mailer = (template: string) => `name: m
on:
  manual: {}
steps:
  - id: mail
    uses: platform/email.send@v1
    with: { to: [a@b.example], subject: Hi, template: ${template}, data: { name: x } }
`;

  it('LAYOUT-07 a workflow naming a template that does not exist is refused at save time', () => {
    const repo = loadRepository(makeRepo({ 'w/workflow.yaml': mailer('missing') }));
    expect(repo.versions[0]!.problems).toEqual([expect.objectContaining({ path: 'steps[0].with.template', code: 'template_not_found' })]);
  });

  it('LAYOUT-07 TPL-28 a template with an error fails the save-time checks of the workflow using it, naming its line', () => {
    const repo = loadRepository(makeRepo({ 'templates/welcome.html': '<p>\n<a href="{{ url }}:x">x</a>\n</p>\n<script>{{ x }}</script>', 'w/workflow.yaml': mailer('welcome') }));
    const problems = repo.versions[0]!.problems;
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.file === 'templates/welcome.html' && typeof p.line === 'number')).toBe(true);
  });

  it('LAYOUT-07 a good stored template is found by name and passes', () => {
    const repo = loadRepository(makeRepo({ 'templates/welcome.html': '<p>Hello {{ name }}</p>', 'w/workflow.yaml': mailer('welcome') }));
    expect(repo.versions[0]!.problems).toEqual([]);
    expect(repo.template('welcome')).toBe('<p>Hello {{ name }}</p>');
  });
});

describe('names that must identify one version', () => {
  it('LIB-03 two action versions with the same name and version are a problem of the second', () => {
    const action = 'name: up\nversion: 2\nscript: return 1\n';
    const repo = loadRepository(makeRepo({ 'actions/a/action.yaml': action, 'actions/b/action.yaml': action }));
    expect(repo.versions.map((v) => [v.location.dir, v.problems.map((p) => `${p.file}:${p.line} ${p.path}: ${p.message}`)])).toEqual([
      ['actions/a', []],
      ['actions/b', ['actions/b/action.yaml:1 name: library/up@2 is already the name of actions/a/action.yaml; a name must identify one version']],
    ]);
  });

  it('LAYOUT-03 two folders may hold two versions of one workflow (the same name)', () => {
    const repo = loadRepository(makeRepo({ 'w1/workflow.yaml': simpleWorkflow('same'), 'w2/workflow.yaml': simpleWorkflow('same') }));
    expect(repo.versions.map((v) => [v.name, v.problems])).toEqual([['same', []], ['same', []]]);
  });
});

describe('telling a test run that scripts will run', () => {
  const scriptStep = (name: string) => `name: ${name}\non:\n  manual: {}\nsteps:\n  - id: s\n    script: |\n      return { ok: true };\n`;
  const transformStep = (name: string) =>
    `name: ${name}\non:\n  manual: {}\nsteps:\n  - id: t\n    uses: platform/transform@v1\n    with:\n      input: { a: 1 }\n      script: return input;\n`;

  it.each([
    ['a script step', { 'w/workflow.yaml': scriptStep('w') }],
    ['a transform step', { 'w/workflow.yaml': transformStep('w') }],
    ['a library action', { 'actions/c/action.yaml': 'name: c\nversion: 1\ndescription: d\nconnections: []\ninput_schema: {}\nscript: return 1\n' }],
  ])('says so once for %s, however many versions have scripts', (_, files) => {
    let told = 0;
    loadRepository(makeRepo({ ...files, 'x/workflow.yaml': scriptStep('x'), 'y/workflow.yaml': simpleWorkflow('y') }), { onScriptsFound: () => (told += 1) });
    expect(told).toBe(1);
  });

  it('says nothing when no version runs a script', () => {
    let told = 0;
    loadRepository(makeRepo({ 'a/workflow.yaml': simpleWorkflow('a'), 'b/workflow.yaml': simpleWorkflow('b') }), { onScriptsFound: () => (told += 1) });
    expect(told).toBe(0);
  });

  it('says so for a transform step alone', () => {
    let told = 0;
    loadRepository(makeRepo({ 'w/workflow.yaml': transformStep('w') }), { onScriptsFound: () => (told += 1) });
    expect(told).toBe(1);
  });
});
