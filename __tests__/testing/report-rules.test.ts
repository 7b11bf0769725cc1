/**
 * The test report and the result document as `testVersion` / `testRepository` write
 * them (test-cases.md §2.11, §2.12, §3): the report's `passed`, `minimum` and
 * `version_id`, the four case statuses, and the shape of emails and artifacts in the
 * result document that payload checks read.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { loadRepository } from '../../src/definitions/repository.js';
import { closeSandbox } from '../../src/sandbox/index.js';
import type { TestReport } from '../../src/testing/report.js';
import { testRepository } from '../../src/testing/run-all.js';
import { testVersion } from '../../src/testing/run-version.js';
import { makeRepo, passingCases, simpleWorkflow, writeFiles } from '../helpers/repo.js';
import { planFrom, runPlan } from '../helpers/workflow.js';

afterAll(() => closeSandbox());

async function reportOf(files: Record<string, unknown>): Promise<TestReport> {
  const repo = loadRepository(makeRepo(files));
  expect(repo.versions).toHaveLength(1);
  return (await testVersion(repo, repo.versions[0]!)).report;
}

const diagnose = (report: TestReport) => JSON.stringify({ problems: report.problems, minimum: report.minimum, cases: report.cases.map((c) => ({ name: c.name, status: c.status, problems: c.problems, failed: c.checks.filter((k) => !k.passed) })) }, null, 1);

/** A made-up token in a format the credential scan knows (split so that this file holds none). */
const tokenLike = ['gh', 'p_', 'R8fk2LmQ9xZt7VbN4cWp1YhJ6sDgA3eUo5Ki'].join('');

describe('the report passes only with no problems (test-cases.md §2.12)', () => {
  it('REPORT-03 passed is false when problems is not empty, although the same cases pass without the problem', async () => {
    const control = await reportOf({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': passingCases });
    expect(control.problems).toEqual([]);
    expect(control.minimum.met).toBe(true);
    expect(control.passed, diagnose(control)).toBe(true);

    // A project settings problem: nothing about the cases or the minimum changes.
    const badSettings = await reportOf({ 'flowgate.yaml': 'limits: { script_cpu_ms: lots }\n', 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': passingCases });
    expect(badSettings.problems.length).toBeGreaterThan(0);
    expect(badSettings.problems[0]).toMatchObject({ file: 'flowgate.yaml' });
    expect(badSettings.minimum.met).toBe(true);
    expect(badSettings.passed).toBe(false);

    // A credential in test data: a problem too.
    const leaked = [{ ...passingCases[0], given: { secrets: { GITHUB: tokenLike } } }];
    const credential = await reportOf({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': leaked });
    expect(credential.problems).toHaveLength(1);
    expect(credential.minimum.met).toBe(true);
    expect(credential.passed).toBe(false);
  });
});

describe('the minimum in the report (test-cases.md §2.12, §8)', () => {
  const wf = `name: fetcher
on:
  webhook: {}
steps:
  - id: fetch
    uses: platform/http.request@v1
    with: { url: "https://api.example/items" }
  - id: mail
    if: \${{ steps.fetch.outputs.json.count > 0 }}
    uses: platform/email.send@v1
    with: { to: [ops@acme.example], subject: Items, text: "\${{ steps.fetch.outputs.json.count }} items" }
`;
  const event = { body: { id: 1 }, headers: {} };
  const happy = { name: 'happy', kind: 'happy', given: { event, http: [{ match: { path: '/items' }, respond: { json: { count: 2 } } }] }, expect: { outcome: 'success', recipients: ['ops@acme.example'] } };

  it('REPORT-06 MIN-22 MIN-23 minimum has met, what is needed, and each missing case with a plain message and a fix', async () => {
    const r = await reportOf({ 'w/workflow.yaml': wf, 'w/tests.json': [happy] });
    expect(r.cases.map((c) => c.status), diagnose(r)).toEqual(['passed']);
    expect(Object.keys(r.minimum).sort()).toEqual(['met', 'missing', 'needed']);
    expect(r.minimum.met).toBe(false);
    expect(r.minimum.needed).toEqual(['happy', 'upstream_failure', 'empty', 'malformed_payload']);
    expect(r.minimum.missing.map((m) => m.kind)).toEqual(['upstream_failure', 'empty', 'malformed_payload']);
    for (const missing of r.minimum.missing) {
      expect(Object.keys(missing).sort()).toEqual(['fix', 'kind', 'message']);
      expect(missing.message.length).toBeGreaterThan(10);
      expect(missing.fix).toMatch(/^Add a case/);
      expect(missing.fix).toContain(`"kind": "${missing.kind}"`);
    }
    // The upstream-failure fix names the step that calls out.
    expect(r.minimum.missing[0]!.fix).toContain('"failed_step": "fetch"');
    expect(r.passed).toBe(false);
    expect(r.problems).toEqual([]);

    const full = await reportOf({
      'w/workflow.yaml': wf,
      'w/tests.json': [
        happy,
        { name: 'down', given: { event, http: [{ match: { path: '/items' }, respond: { status: 503 } }] }, expect: { outcome: 'error', failed_step: 'fetch' } },
        { name: 'none', given: { event, http: [{ match: { path: '/items' }, respond: { json: { count: 0 } } }] }, expect: { outcome: 'success', recipients: [] } },
        { name: 'broken', kind: 'malformed_payload', given: { event: { body: 'x', headers: {} }, http: [{ match: { path: '/items' }, respond: { text: 'nope' } }] }, expect: { outcome: 'error', failed_step: 'mail' } },
      ],
    });
    expect(full.minimum).toEqual({ met: true, needed: ['happy', 'upstream_failure', 'empty', 'malformed_payload'], missing: [] });
  });
});

describe('a report belongs to its exact version (test-cases.md §9)', () => {
  it('REPORT-16 STATUS-07 each report carries the version_id of the version it tested; another version, or a changed one, has another id', async () => {
    const root = makeRepo({
      'workflows/a/workflow.yaml': simpleWorkflow('a'),
      'workflows/a/tests.json': passingCases,
      'workflows/b/workflow.yaml': simpleWorkflow('b'),
      'workflows/b/tests.json': [{ ...passingCases[0], expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 3 }] } }],
    });
    const repo = loadRepository(root);
    const run = await testRepository(repo);
    const byName = Object.fromEntries(run.versions.map((v) => [v.name, v]));
    for (const version of repo.versions) {
      const result = byName[version.name]!;
      expect(version.versionId).toMatch(/^sha256:[0-9a-f]{64}$/);
      expect(result.version_id).toBe(version.versionId);
      expect(result.report.version_id).toBe(version.versionId);
    }
    expect(byName.a!.version_id).not.toBe(byName.b!.version_id);
    expect(byName.a!.report.passed).toBe(true);
    expect(byName.b!.report.passed).toBe(false);

    // The passed report of a belongs to a as it was: changing a's tests gives a new id.
    const before = byName.a!.version_id;
    writeFiles(root, { 'workflows/a/tests.json': [...passingCases, { ...passingCases[0], name: 'again' }] });
    const again = await testRepository(loadRepository(root));
    const a2 = again.versions.find((v) => v.name === 'a')!;
    expect(a2.version_id).not.toBe(before);
    expect(a2.report.version_id).toBe(a2.version_id);
    // Testing the same files again reports the same id.
    const third = await testRepository(loadRepository(root));
    expect(third.versions.find((v) => v.name === 'a')!.report.version_id).toBe(a2.version_id);
  });
});

describe('case statuses (test-cases.md §3)', () => {
  it('STATUS-01 SET-07 a case status is one of passed, failed, invalid, not_run, and the summary counts each', async () => {
    const root = makeRepo({
      'workflows/mixed/workflow.yaml': simpleWorkflow('mixed'),
      'workflows/mixed/tests.json': [
        passingCases[0],
        { ...passingCases[0], name: 'wrong value', expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 5 }] } },
        { ...passingCases[0], name: 'bad regex', expect: { outcome: 'success', payload: { path: '$.outcome', matches: '([a-z' } } },
        { ...passingCases[0], name: 'unknown field', given: { mocks: [] } },
      ],
      'workflows/leaky/workflow.yaml': simpleWorkflow('leaky'),
      'workflows/leaky/tests.json': [{ ...passingCases[0], given: { secrets: { GITHUB: tokenLike } } }],
    });
    const run = await testRepository(loadRepository(root));
    const all = run.versions.flatMap((v) => v.report.cases);
    const four = ['passed', 'failed', 'invalid', 'not_run'];
    for (const c of all) expect(four).toContain(c.status);
    expect(new Set(all.map((c) => c.status))).toEqual(new Set(four));
    const mixed = run.versions.find((v) => v.name === 'mixed')!.report;
    expect(mixed.cases.map((c) => c.status)).toEqual(['passed', 'failed', 'invalid', 'invalid']);
    expect(mixed.summary).toEqual({ total: 4, passed: 1, failed: 1, invalid: 2, not_run: 0 });
    const leaky = run.versions.find((v) => v.name === 'leaky')!.report;
    expect(leaky.cases.map((c) => c.status)).toEqual(['not_run']);
    expect(run.summary).toEqual({ total: 5, passed: 1, failed: 1, invalid: 2, not_run: 1 });
  });
});

describe('emails and artifacts in the result document (test-cases.md §2.11)', () => {
  const wf = `name: mailer
on:
  manual: {}
steps:
  - id: sheet
    uses: platform/csv.build@v1
    with: { rows: [{ a: 1, b: x }], filename: report.csv }
  - id: full
    uses: platform/email.send@v1
    with:
      to: [ops@acme.example, lead@acme.example]
      cc: [audit@acme.example]
      bcc: [archive@acme.example]
      subject: Daily report
      text: "Rows: \${{ steps.sheet.outputs.rows }}"
      attachments: ["\${{ artifacts['report.csv'] }}", "\${{ artifacts['notes.txt'] }}"]
  - id: bare
    uses: platform/email.send@v1
    with: { to: [ops@acme.example], subject: Plain, text: hello }
`;
  const given = { artifacts: { 'notes.txt': { text: 'ab', repeat: 3, content_type: 'text/plain' } } };

  it('RESULT-04 RESULT-05 each email has to, cc, bcc lists, subject, text and attachments of name, content_type and size_bytes', async () => {
    const { result } = await runPlan(planFrom(wf), given);
    expect(result.outcome, JSON.stringify(result.error)).toBe('success');
    const csv = result.artifacts.find((a) => a.name === 'report.csv')!;
    expect(result.emails).toHaveLength(2);
    const [full, bare] = result.emails;
    expect(Object.keys(full!).sort()).toEqual(['attachments', 'bcc', 'cc', 'subject', 'text', 'to']);
    expect(full).toEqual({
      to: ['ops@acme.example', 'lead@acme.example'],
      cc: ['audit@acme.example'],
      bcc: ['archive@acme.example'],
      subject: 'Daily report',
      text: 'Rows: 1',
      attachments: [
        { name: 'report.csv', content_type: csv.content_type, size_bytes: csv.size_bytes },
        { name: 'notes.txt', content_type: 'text/plain', size_bytes: 6 },
      ],
    });
    for (const attachment of full!.attachments) expect(Object.keys(attachment).sort()).toEqual(['content_type', 'name', 'size_bytes']);
    // Without cc, bcc or attachments the lists are there and empty.
    expect(bare).toEqual({ to: ['ops@acme.example'], cc: [], bcc: [], subject: 'Plain', text: 'hello', attachments: [] });

    // Payload checks read the same shape.
    const r = await reportOf({
      'w/workflow.yaml': wf,
      'w/tests.json': [
        {
          name: 'reads emails',
          given,
          expect: {
            outcome: 'success',
            payload: [
              { path: '$.emails[0].cc', equals: ['audit@acme.example'] },
              { path: '$.emails[0].bcc', equals: ['archive@acme.example'] },
              { path: '$.emails[1].bcc', equals: [] },
              { path: '$.emails[0].attachments[1]', equals: { name: 'notes.txt', content_type: 'text/plain', size_bytes: 6 } },
              { path: '$.emails[0].attachments.length', equals: 2 },
              { path: '$.emails[0].subject', equals: 'Daily report' },
            ],
          },
        },
      ],
    });
    expect(r.cases[0]!.status, diagnose(r)).toBe('passed');
  });

  it('RESULT-08 RESULT-09 artifacts lists each file with name, content_type, size_bytes and the step that made it', async () => {
    const { result } = await runPlan(planFrom(wf), given);
    expect(result.artifacts).toHaveLength(2);
    for (const artifact of result.artifacts) expect(Object.keys(artifact).sort()).toEqual(['content_type', 'name', 'size_bytes', 'step']);
    const byName = Object.fromEntries(result.artifacts.map((a) => [a.name, a]));
    expect(byName['notes.txt']).toEqual({ name: 'notes.txt', content_type: 'text/plain', size_bytes: 6, step: null });
    expect(byName['report.csv']).toEqual({ name: 'report.csv', content_type: expect.stringMatching(/^text\/csv/), size_bytes: Buffer.byteLength('a,b\r\n1,x\r\n'), step: 'sheet' });

    const r = await reportOf({
      'w/workflow.yaml': wf,
      'w/tests.json': [
        {
          name: 'reads artifacts',
          given,
          expect: { outcome: 'success', payload: [
            { path: '$.artifacts', contains: byName['report.csv'] },
            { path: '$.artifacts', contains: { name: 'notes.txt', content_type: 'text/plain', size_bytes: 6, step: null } },
            { path: '$.artifacts.length', equals: 2 },
          ] },
        },
      ],
    });
    expect(r.cases[0]!.status, diagnose(r)).toBe('passed');
  });
});
