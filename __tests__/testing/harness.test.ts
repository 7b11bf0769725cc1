import { describe, expect, it } from 'vitest';
import { loadRepository } from '../../src/definitions/repository.js';
import { testRepository } from '../../src/testing/run-all.js';
import { makeRepo, passingCases, simpleWorkflow } from '../helpers/repo.js';

const fetchWorkflow = `name: fetcher
on:
  webhook: {}
steps:
  - id: fetch
    uses: platform/http.request@v1
    with: { url: "https://api.example/items/\${{ trigger.body.id }}" }
  - id: mail
    if: \${{ steps.fetch.outputs.json.count > 0 }}
    uses: platform/email.send@v1
    with: { to: [ops@acme.example], subject: "Items", text: "\${{ steps.fetch.outputs.json.count }} items" }
`;

const fullList = [
  { name: 'happy', kind: 'happy', given: { event: { body: { id: 1 }, headers: {} }, http: [{ match: { path: '/items/1' }, respond: { json: { count: 2 } } }] }, expect: { outcome: 'success', recipients: ['ops@acme.example'] } },
  { name: 'down', given: { event: { body: { id: 1 }, headers: {} }, http: [{ match: { path: '/items/1' }, respond: { status: 502 } }] }, expect: { outcome: 'error', failed_step: 'fetch' } },
  { name: 'none', given: { event: { body: { id: 1 }, headers: {} }, http: [{ match: { path: '/items/1' }, respond: { json: { count: 0 } } }] }, expect: { outcome: 'success', recipients: [] } },
  { name: 'bad payload', kind: 'malformed_payload', given: { event: { body: {}, headers: {} } }, expect: { outcome: 'error', failed_step: 'fetch', no_unmocked_http: false } },
];

async function run(files: Record<string, unknown>) {
  return testRepository(loadRepository(makeRepo(files)));
}

describe('statuses and the report', () => {
  it('REPORT-04 STATUS-02 a full test list passes and meets the minimum of a webhook workflow that calls out and can skip', async () => {
    const report = await run({ 'w/workflow.yaml': fetchWorkflow, 'w/tests.json': fullList });
    const version = report.versions[0]!;
    expect(version.report.cases.map((c) => [c.name, c.status])).toEqual(fullList.map((c) => [c.name, 'passed']));
    expect(version.report.minimum).toEqual({ met: true, needed: ['happy', 'upstream_failure', 'empty', 'malformed_payload'], missing: [] });
    expect(version.report.passed).toBe(true);
  });

  it('REPORT-05 REPORT-10 REPORT-11 SET-07 a report has summary, cases, ran_at, duration and version_id', async () => {
    const report = await run({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': passingCases });
    const r = report.versions[0]!.report;
    expect(r.summary).toEqual({ total: 1, passed: 1, failed: 0, invalid: 0, not_run: 0 });
    expect(r.ran_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(typeof r.duration_ms).toBe('number');
    expect(r.version_id).toMatch(/^sha256:/);
    expect(r.cases[0]).toMatchObject({ name: 'computes two', kind: 'happy', status: 'passed', outcome: 'success', error: null });
    expect(r.cases[0]!.checks[0]).toMatchObject({ passed: true });
  });

  it('REPORT-01 STATUS-03 a failing check fails the case and the report', async () => {
    const cases = [{ ...passingCases[0], expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 5 }] } }];
    const r = (await run({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': cases })).versions[0]!.report;
    expect(r.cases[0]!.status).toBe('failed');
    expect(r.passed).toBe(false);
  });

  it('STATUS-05 STATUS-06 SET-07 an invalid case is invalid with its path; the others still run', async () => {
    const cases = [{ name: 'broken', expect: { outcome: 'success', payload: { path: '$.x', equals: 1 } }, given: { nope: 1 } }, passingCases[0]];
    const r = (await run({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': cases })).versions[0]!.report;
    expect(r.cases[0]!.status).toBe('invalid');
    expect(r.cases[0]!.problems).toContainEqual(expect.objectContaining({ path: 'given.nope' }));
    expect(r.cases[1]!.status).toBe('passed');
    expect(r.summary).toMatchObject({ invalid: 1, failed: 0, passed: 1 });
    expect(r.passed).toBe(false);
  });

  it('STATUS-04 a bad regular expression makes the case invalid', async () => {
    const cases = [{ name: 're', expect: { outcome: 'success', payload: { path: '$.outcome', matches: '([a-z' } } }];
    const r = (await run({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': cases })).versions[0]!.report;
    expect(r.cases[0]!.status).toBe('invalid');
  });

  it('SET-04 EXPECT-10 a success case that checks nothing concrete is invalid', async () => {
    const cases = [{ name: 'bare', expect: { outcome: 'success' } }];
    const r = (await run({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': cases })).versions[0]!.report;
    expect(r.cases[0]!.status).toBe('invalid');
  });

  it('SET-01 SET-02 a version that fails its save-time checks runs no case; each error is a problem with a line', async () => {
    const broken = simpleWorkflow('w').replace('uses: platform/evaluate@v1', 'uses: platform/evaluat@v1');
    const r = (await run({ 'w/workflow.yaml': broken, 'w/tests.json': passingCases })).versions[0]!.report;
    expect(r.cases.map((c) => c.status)).toEqual(['not_run']);
    expect(r.problems).toEqual([expect.objectContaining({ file: 'w/workflow.yaml', path: 'steps[0].uses', line: 6 })]);
    expect(r.passed).toBe(false);
  });

  it('SET-03 an unreadable test list is a problem', async () => {
    const r = (await run({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': '[{"name": ' })).versions[0]!.report;
    expect(r.problems[0]).toMatchObject({ file: 'w/tests.json' });
    expect(r.passed).toBe(false);
  });

  it('CASE-01 a test list that is not an array is a problem', async () => {
    const r = (await run({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': '{"name": "x"}' })).versions[0]!.report;
    expect(r.problems[0]!.message).toContain('JSON array');
  });

  it('LAYOUT-06 a version without tests.json fails with a minimum message naming the file', async () => {
    const r = (await run({ 'workflows/w/workflow.yaml': simpleWorkflow('w') })).versions[0]!.report;
    expect(r.passed).toBe(false);
    expect(r.minimum.met).toBe(false);
    expect(r.minimum.missing[0]!.message).toContain('workflows/w/tests.json');
    expect(r.problems).toEqual([]);
  });

  it('REPORT-09 cases are reported in list order', async () => {
    const cases = Array.from({ length: 12 }, (_, i) => ({ ...passingCases[0], name: `case ${i}` }));
    const r = (await run({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': cases })).versions[0]!.report;
    expect(r.cases.map((c) => c.name)).toEqual(cases.map((c) => c.name));
  });
});

describe('credential scan', () => {
  it('SCAN-01 SCAN-02 SCAN-03 SCAN-04 SCAN-05 REPORT-07 a credential stops every case and is a problem naming file, path and rule, never the value', async () => {
    const token = ['gh', 'p_', 'R8fk2LmQ9xZt7VbN4cWp1YhJ6sDgA3eUo5Ki'].join('');
    const cases = [{ ...passingCases[0], given: { secrets: { GITHUB: token } } }, passingCases[0]];
    const r = (await run({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': cases })).versions[0]!.report;
    expect(r.cases.map((c) => c.status)).toEqual(['not_run', 'not_run']);
    expect(r.problems).toHaveLength(1);
    expect(r.problems[0]).toMatchObject({ file: 'w/tests.json', path: '[0].given.secrets.GITHUB' });
    expect(r.problems[0]!.message).toContain('github-token');
    expect(JSON.stringify(r)).not.toContain(token);
  });

  it('SCAN-01 default dummies pass the scan', async () => {
    const cases = [{ ...passingCases[0], given: { secrets: { KEY: 'test-dummy-KEY' } } }];
    const r = (await run({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': cases })).versions[0]!.report;
    expect(r.problems).toEqual([]);
  });
});

describe('minimum rule', () => {
  it('MIN-03 MIN-04 MIN-22 MIN-23 a workflow calling out without an upstream-failure case misses it, with a fix', async () => {
    const r = (await run({ 'w/workflow.yaml': fetchWorkflow, 'w/tests.json': [fullList[0], fullList[2], fullList[3]] })).versions[0]!.report;
    expect(r.minimum.met).toBe(false);
    expect(r.minimum.missing.map((m) => m.kind)).toEqual(['upstream_failure']);
    expect(r.minimum.missing[0]!.fix).toContain('"failed_step": "fetch"');
    expect(r.passed).toBe(false);
    expect(r.problems).toEqual([]);
  });

  it('MIN-11 MIN-17 REPORT-02 REPORT-08 an if step and a webhook trigger need an empty and a malformed-payload case', async () => {
    const r = (await run({ 'w/workflow.yaml': fetchWorkflow, 'w/tests.json': [fullList[0], fullList[1]] })).versions[0]!.report;
    expect(r.minimum.missing.map((m) => m.kind)).toEqual(['empty', 'malformed_payload']);
    expect(r.problems).toEqual([]);
    expect(r.passed).toBe(false);
  });
});

describe('HTTP mocks in a case', () => {
  it('MOCK-20 MOCK-21 an unmocked request fails its step and the case, naming the nearest mock', async () => {
    const cases = [{ name: 'miss', given: { event: { body: { id: 2 }, headers: {} }, http: [{ match: { path: '/items/1' }, respond: { json: { count: 1 } } }] }, expect: { outcome: 'error', failed_step: 'fetch' } }];
    const r = (await run({ 'w/workflow.yaml': fetchWorkflow, 'w/tests.json': cases })).versions[0]!.report;
    const c = r.cases[0]!;
    expect(c.error?.code).toBe('http_unmocked');
    expect(c.error?.message).toContain('given.http[0]');
    expect(c.status).toBe('failed');
    expect(c.checks.find((k) => !k.passed)?.sentence).toContain('without a mock');
  });

  it('MOCK-22 with no_unmocked_http false an unmocked request alone does not fail the case', async () => {
    const cases = [{ name: 'miss', given: { event: { body: { id: 2 }, headers: {} } }, expect: { outcome: 'error', failed_step: 'fetch', no_unmocked_http: false } }];
    const r = (await run({ 'w/workflow.yaml': fetchWorkflow, 'w/tests.json': cases })).versions[0]!.report;
    expect(r.cases[0]!.status).toBe('passed');
  });

  it('WORLD-01 WORLD-15 cases do not see each other and reports are deterministic', async () => {
    const files = { 'w/workflow.yaml': fetchWorkflow, 'w/tests.json': fullList };
    const strip = (r: Awaited<ReturnType<typeof run>>) => JSON.stringify(r, (k, v) => (k === 'ran_at' || k === 'duration_ms' ? undefined : v));
    expect(strip(await run(files))).toBe(strip(await run(files)));
  });
});
