import { describe, expect, it } from 'vitest';
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadRepository } from '../../src/definitions/repository.js';
import { formatProblem } from '../../src/definitions/problems.js';
import { validateRepository } from '../../src/testing/validate.js';
import { makeRepo, passingCases, simpleWorkflow } from '../helpers/repo.js';
import { serverPerTest } from './connect.js';
import { callingFailureCase, callingHappyCase, callingWorkflow, sampleRepo } from './fixtures.js';

const examples = join(import.meta.dirname, '..', '..', 'examples');

const server = serverPerTest();

describe('tools/list', () => {
  it('CLI-23 offers list_versions, validate, run_tests and explain_minimum, each with a JSON Schema input', async () => {
    const { client } = await server(sampleRepo());
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['list_versions', 'validate', 'run_tests', 'explain_minimum']);
    for (const tool of tools) {
      expect(tool.description?.length).toBeGreaterThan(40);
      expect(tool.inputSchema).toMatchObject({ type: 'object', additionalProperties: false });
    }
    const explain = tools.find((t) => t.name === 'explain_minimum')!;
    expect(explain.inputSchema.required).toEqual(['version']);
    expect(explain.inputSchema.properties).toMatchObject({ version: { type: 'string' }, tests: { type: 'string' } });
  });
});

describe('list_versions', () => {
  it('CLI-23 lists each version with kind, name, path, version_id and its number of cases', async () => {
    const root = sampleRepo();
    const { ok } = await server(root);
    const { versions } = await ok('list_versions');
    const ids = new Map(loadRepository(realpathSync(root)).versions.map((v) => [v.location.dir, v.versionId]));
    expect(versions).toEqual([
      { kind: 'workflow', name: 'alpha', path: 'workflows/alpha', definition_file: 'workflows/alpha/workflow.yaml', tests_file: 'workflows/alpha/tests.json', version_id: ids.get('workflows/alpha'), test_count: 1, problem_count: 0 },
      { kind: 'workflow', name: 'broken', path: 'workflows/broken', definition_file: 'workflows/broken/workflow.yaml', tests_file: 'workflows/broken/tests.json', version_id: ids.get('workflows/broken'), test_count: null, problem_count: 0 },
      { kind: 'workflow', name: 'caller', path: 'workflows/caller', definition_file: 'workflows/caller/workflow.yaml', tests_file: 'workflows/caller/tests.json', version_id: ids.get('workflows/caller'), test_count: 1, problem_count: 0 },
      { kind: 'workflow', name: 'lonely', path: 'workflows/lonely', definition_file: 'workflows/lonely/workflow.yaml', tests_file: null, version_id: ids.get('workflows/lonely'), test_count: 0, problem_count: 0 },
    ]);
    expect(versions[0].version_id).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('CLI-23 lists the example repository, actions included', async () => {
    const { ok } = await server(examples);
    const { versions } = await ok('list_versions');
    const byPath = new Map(versions.map((v: { path: string }) => [v.path, v]));
    expect(byPath.get('actions/crm-upsert')).toMatchObject({ kind: 'action', name: 'crm-upsert' });
    expect(byPath.get('workflows/overdue-invoices')).toMatchObject({ kind: 'workflow', name: 'overdue-invoices', problem_count: 0 });
    const cases = JSON.parse(readFileSync(join(examples, 'workflows/overdue-invoices/tests.json'), 'utf8'));
    expect((byPath.get('workflows/overdue-invoices') as { test_count: number }).test_count).toBe(cases.length);
  });

  it('CLI-23 LAYOUT-12 reads the disk on every call, so an edit shows at once', async () => {
    const root = sampleRepo();
    const { ok } = await server(root);
    const before = (await ok('list_versions')).versions.find((v: { name: string }) => v.name === 'alpha');
    writeFileSync(join(root, 'workflows/alpha/tests.json'), JSON.stringify([...passingCases, { ...passingCases[0], name: 'again' }]));
    const after = (await ok('list_versions')).versions.find((v: { name: string }) => v.name === 'alpha');
    expect(after.test_count).toBe(2);
    expect(after.version_id).not.toBe(before.version_id);
  });
});

describe('validate', () => {
  const brokenList = `[
  {
    "name": "typo in a mock",
    "given": { "http": [ { "match": { "metod": "GET", "url": "https://a.example" }, "respond": { "status": 200 } } ] },
    "expect": { "outcome": "success", "recipients": [] }
  }
]`;

  it('CLI-23 CASE-03 CLI-19 a broken test list given as text is answered with file, line, path and the one-line form', async () => {
    const { ok } = await server(sampleRepo());
    const answer = await ok('validate', { version: 'workflows/alpha', tests: brokenList });
    expect(answer).toMatchObject({ checked: 'workflows/alpha', tests_from: 'argument', valid: false });
    const typo = answer.problems.find((p: { path: string }) => p.path === '[0].given.http[0].match.metod');
    expect(typo).toMatchObject({ file: 'workflows/alpha/tests.json', line: 4, code: 'unknown_field' });
    expect(typo.message).toMatch(/unknown field/);
    expect(typo.text).toMatch(/^workflows\/alpha\/tests\.json:4:\d+ \[0\]\.given\.http\[0\]\.match\.metod: unknown field/);
  });

  it('CLI-23 CASE-02 without a version, a test list as text is checked against the case schema alone', async () => {
    const { ok } = await server(sampleRepo());
    const answer = await ok('validate', { tests: brokenList });
    expect(answer).toMatchObject({ checked: 'tests', valid: false });
    expect(answer.problems.map((p: { text: string }) => p.text)).toContain(answer.problems[0].text);
    expect(answer.problems.some((p: { file: string; path: string }) => p.file === 'tests.json' && p.path === '[0].given.http[0].match.metod')).toBe(true);
    expect((await ok('validate', { tests: JSON.stringify(passingCases) })).valid).toBe(true);
  });

  it('CLI-23 with a version, stub_steps and model mocks are held against its definition', async () => {
    const { ok } = await server(sampleRepo());
    const cases = [
      { name: 'stubs a step that does not exist', given: { stub_steps: { nope: { outcome: 'success' } } }, expect: { outcome: 'success', step_outputs: [{ step: 'a', result: 'success' }] } },
      { name: 'mocks a model nobody calls', given: { models: [{ connection: 'assistant', output: { answer: 'yes' } }] }, expect: { outcome: 'success', step_outputs: [{ step: 'a', result: 'success' }] } },
    ];
    const answer = await ok('validate', { version: 'workflows/alpha', tests: JSON.stringify(cases, null, 2) });
    expect(answer.valid).toBe(false);
    const paths = answer.problems.map((p: { path: string }) => p.path);
    expect(paths).toContain('[0].given.stub_steps.nope');
    expect(paths).toContain('[1].given.models[0].connection');
    const stub = answer.problems.find((p: { path: string }) => p.path === '[0].given.stub_steps.nope');
    // The line of the stub itself, as for a schema problem.
    expect(stub).toMatchObject({ file: 'workflows/alpha/tests.json', line: 6, message: "the version has no step 'nope'" });
    // The same list without a version has nothing to be held against.
    expect((await ok('validate', { tests: JSON.stringify(cases) })).valid).toBe(true);
  });

  it('CLI-23 SET-04 a case expecting success that checks nothing concrete is reported', async () => {
    const { ok } = await server(sampleRepo());
    const answer = await ok('validate', { version: 'workflows/alpha', tests: JSON.stringify([{ name: 'bare', expect: { outcome: 'success' } }]) });
    expect(answer.valid).toBe(false);
    expect(answer.problems[0].path).toMatch(/^\[0\]/);
  });

  it('CLI-23 SET-03 text that is not JSON is a problem with its line, not a tool error', async () => {
    const { ok } = await server(sampleRepo());
    const answer = await ok('validate', { version: 'workflows/alpha', tests: '[\n  {,\n]' });
    expect(answer.valid).toBe(false);
    expect(answer.problems).toHaveLength(1);
    expect(answer.problems[0]).toMatchObject({ file: 'workflows/alpha/tests.json', line: 2, path: '' });
    const notAList = await ok('validate', { tests: '{"name": "one case"}' });
    expect(notAList.problems[0].message).toMatch(/JSON array/);
  });

  it('CLI-23 SCAN-01 a credential in a draft list is a problem that never repeats the value', async () => {
    const { call, ok } = await server(sampleRepo());
    const token = 'ghp_R8x2Kq9LmZ4vT1nW7yB3cJ6hF0pD5sGaUeQk';
    const cases = [{ name: 'leaks', given: { secrets: { api: token } }, expect: { outcome: 'success', step_outputs: [{ step: 'a', result: 'success' }] } }];
    const answer = await ok('validate', { version: 'workflows/alpha', tests: JSON.stringify(cases) });
    expect(answer.valid).toBe(false);
    expect(answer.problems.some((p: { code: string | null }) => p.code?.startsWith('credential:'))).toBe(true);
    const raw = await call('validate', { version: 'workflows/alpha', tests: JSON.stringify(cases) });
    expect(JSON.stringify(raw)).not.toContain(token.slice(4));
  });

  it("CLI-23 SET-02 with only a version, its definition and saved tests.json are checked, with lines", async () => {
    const root = makeRepo({
      'w/workflow.yaml': 'name: w\non:\n  manual: {}\nsteps:\n  - id: x\n    uses: platform/http.request@v1\n    with:\n      urll: https://a.example\n',
      'w/tests.json': '[\n  { "name": "n", "expect": { "outcome": "success", "recipients": [] }, "extra": 1 }\n]',
    });
    const { ok } = await server(root);
    const answer = await ok('validate', { version: 'w' });
    expect(answer).toMatchObject({ checked: 'w', tests_from: 'w/tests.json', valid: false });
    const texts = answer.problems.map((p: { text: string }) => p.text);
    expect(texts.some((t: string) => /^w\/workflow\.yaml:8(:\d+)? steps\[0\]\.with\.urll: unknown field/.test(t))).toBe(true);
    expect(texts.some((t: string) => /^w\/tests\.json:2(:\d+)? \[0\]\.extra: unknown field/.test(t))).toBe(true);
  });

  it('CLI-23 CLI-11 without arguments checks the whole root as `flowgate validate` does', async () => {
    const root = sampleRepo();
    const first = await server(root);
    const answer = await first.ok('validate');
    expect(answer.checked).toBe('root');
    expect(answer.valid).toBe(false);
    const expected = validateRepository(loadRepository(realpathSync(root))).map(formatProblem);
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.problems.map((p: { text: string }) => p.text)).toEqual(expect.arrayContaining(expected));
    await first.close();
    const clean = makeRepo({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': passingCases });
    expect(await (await server(clean)).ok('validate')).toEqual({ checked: 'root', valid: true, problems: [] });
  });

  it('CLI-23 a version may be named by its folder, definition file or tests.json', async () => {
    const { ok } = await server(sampleRepo());
    for (const version of ['workflows/alpha', 'workflows/alpha/', 'workflows/alpha/workflow.yaml', 'workflows/alpha/tests.json', './workflows/../workflows/alpha']) {
      expect((await ok('validate', { version })).checked).toBe('workflows/alpha');
    }
  });
});

describe('run_tests', () => {
  it('CLI-23 REPORT-04 REPORT-11 runs one version and answers its passing report', async () => {
    const { ok } = await server(sampleRepo());
    const listed = (await ok('list_versions')).versions.find((v: { name: string }) => v.name === 'alpha');
    const answer = await ok('run_tests', { version: 'workflows/alpha' });
    expect(answer).toMatchObject({ kind: 'workflow', name: 'alpha', path: 'workflows/alpha', version_id: listed.version_id });
    expect(answer.report).toMatchObject({ passed: true, summary: { total: 1, passed: 1, failed: 0, not_run: 0 }, minimum: { met: true }, problems: [], version_id: listed.version_id });
    expect(answer.report.cases[0]).toMatchObject({ name: 'computes two', status: 'passed' });
    expect(answer.report.ran_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('CLI-23 REPORT-01 REPORT-02 a failing version is an answer with passed: false, not a tool error', async () => {
    const root = makeRepo({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': [{ name: 'wrong', kind: 'happy', expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 3 }] } }] });
    const { ok } = await server(root);
    const answer = await ok('run_tests', { version: 'w' });
    expect(answer.report.passed).toBe(false);
    expect(answer.report.cases[0].status).toBe('failed');
    expect(answer.report.cases[0].checks.find((c: { passed: boolean }) => !c.passed).sentence).toContain('equals 3');
  });

  it('CLI-23 CLI-04 without a version runs every version, answering as `flowgate test --json` writes', async () => {
    const { ok } = await server(sampleRepo());
    const answer = await ok('run_tests');
    expect(answer.passed).toBe(false);
    expect(answer.versions.map((v: { name: string }) => v.name)).toEqual(['alpha', 'broken', 'caller', 'lonely']);
    const byName = Object.fromEntries(answer.versions.map((v: { name: string; report: unknown }) => [v.name, v.report]));
    expect(byName.alpha.passed).toBe(true);
    expect(byName.broken.problems.length).toBeGreaterThan(0);
    expect(byName.caller.minimum.met).toBe(false);
    expect(byName.lonely.minimum.missing[0].kind).toBe('tests');
    expect(answer.summary.total).toBe(answer.versions.reduce((n: number, v: { report: { summary: { total: number } } }) => n + v.report.summary.total, 0));
  });

  it('CLI-23 SET-16 filter keeps versions and cases whose name holds the text', async () => {
    const { ok } = await server(sampleRepo());
    const answer = await ok('run_tests', { filter: 'alpha' });
    expect(answer.versions.map((v: { name: string }) => v.name)).toEqual(['alpha']);
  });
});

describe('explain_minimum', () => {
  it('CLI-23 MIN-22 MIN-23 names the missing case with a message and a fix, and what covers the rest', async () => {
    const { ok } = await server(sampleRepo());
    const answer = await ok('explain_minimum', { version: 'workflows/caller' });
    expect(answer).toMatchObject({ version: 'workflows/caller', kind: 'workflow', name: 'caller', met: false });
    expect(answer.needed).toEqual([
      { kind: 'happy', covered_by: [{ index: 0, name: 'fetches the items' }] },
      { kind: 'upstream_failure', covered_by: [] },
    ]);
    expect(answer.missing).toHaveLength(1);
    expect(answer.missing[0].kind).toBe('upstream_failure');
    expect(answer.missing[0].message).toMatch(/step fetch/);
    expect(answer.missing[0].fix).toMatch(/"failed_step": "fetch"/);
  });

  it('CLI-23 MIN-22 a draft list given as text is judged instead of the file', async () => {
    const { ok } = await server(sampleRepo());
    const answer = await ok('explain_minimum', { version: 'workflows/caller', tests: JSON.stringify([callingHappyCase, callingFailureCase]) });
    expect(answer.met).toBe(true);
    expect(answer.missing).toEqual([]);
    expect(answer.needed[1]).toEqual({ kind: 'upstream_failure', covered_by: [{ index: 1, name: 'the partner is down' }] });
  });

  it('CLI-23 a case that fails the case schema counts for nothing and is listed as ignored', async () => {
    const { ok } = await server(sampleRepo());
    const typo = { ...callingFailureCase, kidn: 'upstream_failure' };
    const answer = await ok('explain_minimum', { version: 'workflows/caller', tests: JSON.stringify([callingHappyCase, typo]) });
    expect(answer.met).toBe(false);
    expect(answer.ignored_cases).toEqual([{ index: 1, name: 'the partner is down', reason: expect.stringMatching(/case schema/) }]);
    expect(answer.problems.some((p: { path: string }) => p.path === '[1].kidn')).toBe(true);
  });

  it('LAYOUT-06 CLI-23 a version without tests.json is told which file to add', async () => {
    const { ok } = await server(sampleRepo());
    const answer = await ok('explain_minimum', { version: 'workflows/lonely' });
    expect(answer.met).toBe(false);
    expect(answer.missing).toEqual([{ kind: 'tests', message: expect.stringContaining('workflows/lonely/tests.json'), fix: expect.any(String) }]);
  });

  it('CLI-23 MIN-20 explains an action of the example repository', async () => {
    const { ok } = await server(examples);
    const answer = await ok('explain_minimum', { version: 'actions/crm-upsert' });
    expect(answer).toMatchObject({ kind: 'action', met: true, missing: [] });
    expect(answer.needed.map((n: { kind: string }) => n.kind)).toContain('upstream_failure');
  });
});

describe('callingWorkflow fixture', () => {
  it('is a valid workflow (the tests above rely on it)', () => {
    const root = makeRepo({ 'w/workflow.yaml': callingWorkflow });
    expect(loadRepository(root).versions[0]!.problems).toEqual([]);
  });
});

describe('a root where discovery finds no version (CLI-26, CLI-32)', () => {
  it('CLI-26 CLI-32 validate and run_tests both say the root is empty, naming what discovery looks for', async () => {
    const { ok } = await server(makeRepo({ 'README.md': 'nothing here' }));
    const validated = await ok('validate');
    expect(validated).toMatchObject({ valid: false, empty_root: { root: '.', looks_for: expect.stringContaining('workflow.yaml') } });
    const ran = await ok('run_tests');
    expect(ran).toMatchObject({ passed: false, empty_root: { message: validated.empty_root.message } });
  });
});
