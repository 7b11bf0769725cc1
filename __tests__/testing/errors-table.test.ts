/**
 * test-cases.md §7, one row at a time: each situation produces exactly the result the
 * table names, seen through `testRepository` on a repository on disk.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { loadRepository } from '../../src/definitions/repository.js';
import { closeSandbox } from '../../src/sandbox/index.js';
import type { TestReport } from '../../src/testing/report.js';
import { testRepository } from '../../src/testing/run-all.js';
import { makeRepo, passingCases, simpleWorkflow } from '../helpers/repo.js';

afterAll(() => closeSandbox());

async function reportsOf(files: Record<string, unknown>): Promise<TestReport[]> {
  const run = await testRepository(loadRepository(makeRepo(files)));
  return run.versions.map((v) => v.report);
}

async function reportOf(files: Record<string, unknown>): Promise<TestReport> {
  const reports = await reportsOf(files);
  expect(reports).toHaveLength(1);
  return reports[0]!;
}

const fetcher = `name: fetcher
on:
  manual: {}
steps:
  - id: fetch
    uses: platform/http.request@v1
    with: { url: "https://api.example/items" }
`;

describe('§7 unknown field in a case → error with the field path (CASE-03, STATUS-05)', () => {
  it('CASE-03 STATUS-05 a misspelt mock field makes the case invalid, naming given.http[0].match.metod', async () => {
    const misspelt = { name: 'misspelt', given: { http: [{ match: { metod: 'GET', url: 'https://api.example/items' }, respond: { json: [] } }] }, expect: { outcome: 'success', recipients: [] } };
    const r = await reportOf({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': [misspelt, passingCases[0]] });
    expect(r.cases[0]!.status).toBe('invalid');
    expect(r.cases[0]!.problems).toContainEqual(expect.objectContaining({ path: 'given.http[0].match.metod', message: expect.stringMatching(/unknown field/) }));
    // The case is wrong, not the version: no problem, the other case runs (STATUS-06).
    expect(r.problems).toEqual([]);
    expect(r.cases[1]!.status).toBe('passed');
    expect(r.summary).toMatchObject({ invalid: 1, passed: 1, failed: 0 });
    expect(r.passed).toBe(false);
  });

  it('CASE-03 unknown fields deep in expect and at the top are named by their own paths', async () => {
    const cases = [
      { name: 'deep', expect: { outcome: 'success', http_calls: [{ url: 'https://api.example/items', heder_present: 'X-Key' }] } },
      { name: 'top', expectt: { outcome: 'success' }, expect: { outcome: 'success', recipients: [] } },
    ];
    const r = await reportOf({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': cases });
    expect(r.cases[0]!.problems!.map((p) => p.path)).toContain('expect.http_calls[0].heder_present');
    expect(r.cases[1]!.problems!.map((p) => p.path)).toContain('expectt');
    expect(r.cases.map((c) => c.status)).toEqual(['invalid', 'invalid']);
  });
});

describe('§7 request without matching mock → step fails http_unmocked; case fails unless no_unmocked_http is false (MOCK-20..22)', () => {
  const expectsFailure = { outcome: 'error', failed_step: 'fetch', payload: { path: '$.steps.fetch.error.code', equals: 'http_unmocked' } };

  it('MOCK-20 MOCK-21 the step fails with http_unmocked and the case fails, though every written check holds', async () => {
    const r = await reportOf({ 'w/workflow.yaml': fetcher, 'w/tests.json': [{ name: 'no mock', expect: expectsFailure }] });
    const c = r.cases[0]!;
    expect(c.error).toMatchObject({ code: 'http_unmocked', step: 'fetch' });
    expect(c.status).toBe('failed');
    const failed = c.checks.filter((k) => !k.passed);
    expect(failed).toHaveLength(1);
    expect(failed[0]!.sentence).toMatch(/mock/);
  });

  it('MOCK-22 with no_unmocked_http: false the same case passes when it expects the error', async () => {
    const r = await reportOf({ 'w/workflow.yaml': fetcher, 'w/tests.json': [{ name: 'no mock, on purpose', expect: { ...expectsFailure, no_unmocked_http: false } }] });
    expect(r.cases[0]).toMatchObject({ status: 'passed', error: { code: 'http_unmocked' } });
  });

  it('MOCK-22 no_unmocked_http: false does not excuse a check that fails', async () => {
    const r = await reportOf({ 'w/workflow.yaml': fetcher, 'w/tests.json': [{ name: 'wrong outcome', expect: { outcome: 'success', recipients: [], no_unmocked_http: false } }] });
    expect(r.cases[0]!.status).toBe('failed');
  });

  it('MOCK-21 an unmocked request fails the case even when a script catches the error and the run succeeds', async () => {
    const catcher = `name: catcher
on:
  manual: {}
steps:
  - id: probe
    script: |
      try {
        await ctx.http.request({ url: 'https://api.example/ping' });
        return { reached: true };
      } catch (error) {
        return { reached: false, code: error.code };
      }
`;
    const expectCaught = { outcome: 'success', step_outputs: [{ step: 'probe', path: '$.code', equals: 'http_unmocked' }] };
    const r = await reportOf({ 'w/workflow.yaml': catcher, 'w/tests.json': [{ name: 'caught', expect: expectCaught }, { name: 'caught on purpose', expect: { ...expectCaught, no_unmocked_http: false } }] });
    expect(r.cases.map((c) => [c.outcome, c.status])).toEqual([
      ['success', 'failed'],
      ['success', 'passed'],
    ]);
  });

  it('MOCK-21 continue_on_error does not hide an unmocked request', async () => {
    const tolerant = fetcher.replace('    uses: platform/http.request@v1', '    continue_on_error: true\n    uses: platform/http.request@v1');
    const expectTolerated = { outcome: 'success', step_outputs: [{ step: 'fetch', result: 'failure' }] };
    const r = await reportOf({ 'w/workflow.yaml': tolerant, 'w/tests.json': [{ name: 'tolerated', expect: expectTolerated }] });
    expect(r.cases[0]).toMatchObject({ outcome: 'success', status: 'failed' });
  });
});

describe('§7 workflow call step not stubbed → case fails with call_not_stubbed (STUB-07)', () => {
  const caller = `name: caller
on:
  manual: {}
steps:
  - id: call
    uses: workflow/billing-sync
  - id: after
    uses: platform/evaluate@v1
    with: { expression: "\${{ 1 + 1 }}" }
`;

  it('STUB-07 an unstubbed call fails the case with a failed check naming call_not_stubbed, even when the case expected an error at that step', async () => {
    const r = await reportOf({ 'w/workflow.yaml': caller, 'w/tests.json': [{ name: 'forgot the stub', expect: { outcome: 'error', failed_step: 'call' } }] });
    const c = r.cases[0]!;
    expect(c.status).toBe('failed');
    expect(c.error).toMatchObject({ code: 'call_not_stubbed', step: 'call' });
    const failed = c.checks.filter((k) => !k.passed);
    expect(failed).toHaveLength(1);
    expect(`${failed[0]!.sentence} ${failed[0]!.expected} ${failed[0]!.actual}`).toContain('call_not_stubbed');
    expect(failed[0]!.sentence).toContain('call');
  });

  it('STUB-07 no_unmocked_http: false does not excuse an unstubbed call', async () => {
    const r = await reportOf({ 'w/workflow.yaml': caller, 'w/tests.json': [{ name: 'forgot the stub', expect: { outcome: 'error', failed_step: 'call', no_unmocked_http: false } }] });
    expect(r.cases[0]!.status).toBe('failed');
  });

  it('STUB-01 STUB-07 the same call with a stub passes', async () => {
    const stubbed = { name: 'stubbed', given: { stub_steps: { call: { outputs: { synced: 3 } } } }, expect: { outcome: 'success', step_outputs: [{ step: 'call', path: '$.synced', equals: 3 }] } };
    const r = await reportOf({ 'w/workflow.yaml': caller, 'w/tests.json': [stubbed] });
    expect(r.cases[0]).toMatchObject({ status: 'passed', error: null });
  });

  it('STUB-08 a call step skipped by its if: needs no stub', async () => {
    const skipped = caller.replace('  - id: call\n', '  - id: call\n    if: ${{ false }}\n');
    const r = await reportOf({ 'w/workflow.yaml': skipped, 'w/tests.json': [{ name: 'skipped call', expect: { outcome: 'success', step_outputs: [{ step: 'call', result: 'skipped' }] } }] });
    expect(r.cases[0]!.status).toBe('passed');
  });
});

describe('§7 credential-like value in test data → tests stop; shown as a problem (SCAN-01..05)', () => {
  // Assembled at run time so that this file itself holds no credential-like text.
  const slackToken = ['xo', 'xb-', '204817395511', '-', '3051829476023', '-', 'Rk3PfT8wQz1LmN7vXc2BaY6d'].join('');
  const awsKey = ['AK', 'IA', 'Q7RZ2M4KX9TV3WNB'].join('');

  it('SCAN-02 SCAN-03 SCAN-04 SCAN-05 no case runs, each finding is a problem with file, path and rule, never the value', async () => {
    const cases = [
      { ...passingCases[0], given: { secrets: { SLACK: slackToken } } },
      { ...passingCases[0], name: 'second', given: { http: [{ match: { url: 'https://api.example/x', body_contains: awsKey }, respond: { json: {} } }] } },
    ];
    const r = await reportOf({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': cases });
    expect(r.cases.map((c) => c.status)).toEqual(['not_run', 'not_run']);
    expect(r.summary).toMatchObject({ total: 2, not_run: 2, passed: 0 });
    expect(r.problems.map((p) => [p.file, p.path])).toEqual([
      ['w/tests.json', '[0].given.secrets.SLACK'],
      ['w/tests.json', '[1].given.http[0].match.body_contains'],
    ]);
    expect(r.problems[0]!.message).toContain('slack-token');
    expect(r.problems[1]!.message).toContain('aws-access-key');
    for (const p of r.problems) expect(p.line).toBeGreaterThan(1);
    expect(r.passed).toBe(false);
    const text = JSON.stringify(r);
    expect(text).not.toContain(slackToken);
    expect(text).not.toContain(awsKey);
  });

  // Defect (reported): the case entry of the report copies the case's name and
  // description, so a credential found there reaches the JSON report, JUnit, the job
  // summary and the annotations. Flip to it() once run-version.ts hides it.
  it('SCAN-05 a credential in a case description is not repeated by the report', async () => {
    const cases = [{ ...passingCases[0], description: `posts with ${slackToken} to #ops` }];
    const r = await reportOf({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': cases });
    expect(r.problems.map((p) => p.path)).toEqual(['[0].description']);
    expect(JSON.stringify(r)).not.toContain(slackToken);
  });

  it('SCAN-02 a finding in one version does not stop the cases of another version', async () => {
    const reports = await reportsOf({
      'a/workflow.yaml': simpleWorkflow('a'),
      'a/tests.json': [{ ...passingCases[0], given: { secrets: { SLACK: slackToken } } }],
      'b/workflow.yaml': simpleWorkflow('b'),
      'b/tests.json': passingCases,
    });
    expect(reports.map((r) => [r.cases[0]!.status, r.problems.length])).toEqual([
      ['not_run', 1],
      ['passed', 0],
    ]);
  });
});

describe('§7 model mock for an unused or non-AI connection → case stops with a clear message (SET-05, MODEL-17, MODEL-18)', () => {
  const connections = `crm:
  kind: http
  production: { base_url: "https://crm.acme.example", auth: none }
assistant:
  kind: ai
  provider: openai
  production: { base_url: "https://ai.acme.example" }
`;
  const mixed = `name: mixed
on:
  manual: {}
steps:
  - id: classify
    uses: platform/ai.generate@v1
    connections: { model: assistant }
    with: { prompt: "Classify the ticket.", model: m-1, output_schema: { type: object } }
  - id: push
    uses: platform/http.request@v1
    connections: { api: crm }
    with: { url: /contacts, method: POST, json: { label: "\${{ steps.classify.outputs.output.label }}" } }
`;
  const good = {
    name: 'classifies and pushes',
    kind: 'happy',
    given: { models: [{ connection: 'assistant', output: { label: 'urgent' } }], http: [{ match: { method: 'POST', path: '/contacts' }, respond: { json: { id: 1 } } }] },
    expect: { outcome: 'success', http_calls: [{ method: 'POST', path: '/contacts', body_contains: 'urgent', count: 1 }] },
  };
  const withModels = (name: string, models: unknown[]) => ({ ...good, name, given: { ...good.given, models: [...good.given.models, ...models] } });

  it('SET-05 MODEL-17 a model mock for a connection no step uses makes the case invalid, naming the mock and the connection', async () => {
    const r = await reportOf({ 'connections.yaml': connections, 'w/workflow.yaml': mixed, 'w/tests.json': [withModels('stray mock', [{ connection: 'helpdesk-ai', output: {} }]), good] });
    const c = r.cases[0]!;
    expect(c.status).toBe('invalid');
    expect(c.checks).toEqual([]);
    expect(c.problems).toEqual([expect.objectContaining({ path: 'given.models[1].connection', message: expect.stringContaining("'helpdesk-ai'") })]);
    expect(c.problems![0]!.message).toMatch(/ai\.generate/);
    expect(r.cases[1]!.status).toBe('passed');
    expect(r.summary).toMatchObject({ invalid: 1, passed: 1 });
  });

  it('SET-05 MODEL-18 a model mock for an http connection that a step binds makes the case invalid, naming the connection', async () => {
    const r = await reportOf({ 'connections.yaml': connections, 'w/workflow.yaml': mixed, 'w/tests.json': [withModels('mock for crm', [{ connection: 'crm', output: { label: 'x' } }])] });
    const c = r.cases[0]!;
    expect(c.status).toBe('invalid');
    expect(c.problems).toHaveLength(1);
    expect(c.problems![0]!.path).toBe('given.models[1].connection');
    // Either reason is a clear one: crm is no AI connection, and no ai.generate step binds it.
    expect(c.problems![0]!.message).toMatch(/'crm'.*(not an AI connection|ai\.generate)|(not an AI connection|ai\.generate).*'crm'/);
  });

  it('SET-05 MODEL-18 a model mock for a non-AI connection bound to an ai.generate model slot says it is not an AI connection', async () => {
    const misbound = mixed.replace('connections: { model: assistant }', 'connections: { model: crm }');
    const r = await reportOf({ 'connections.yaml': connections, 'w/workflow.yaml': misbound, 'w/tests.json': [{ ...good, given: { models: [{ connection: 'crm', output: { label: 'x' } }] } }] });
    expect(r.cases[0]!.status).toBe('invalid');
    expect(r.cases[0]!.problems).toEqual([expect.objectContaining({ path: 'given.models[0].connection', message: expect.stringMatching(/'crm'.*not an AI connection/) })]);
  });

  it('SET-05 MODEL-17 a model mock in an action test (an action has no ai.generate step) is invalid', async () => {
    const action = `name: lookup
version: 1
input_schema: { type: object }
script: |
  return { ok: true };
`;
    const cases = [{ name: 'stray', kind: 'happy', given: { input: {}, models: [{ connection: 'assistant', output: {} }] }, expect: { outcome: 'success', payload: { path: '$.output.ok', equals: true } } }];
    const r = await reportOf({ 'actions/lookup/action.yaml': action, 'actions/lookup/tests.json': cases });
    expect(r.cases[0]!.status).toBe('invalid');
    expect(r.cases[0]!.problems![0]).toMatchObject({ path: 'given.models[0].connection' });
  });
});

describe('§7 invalid case (e.g. bad regular expression) → status invalid (STATUS-04)', () => {
  it('STATUS-04 a bad regex in a payload check or a step check makes the case invalid, naming where it is', async () => {
    const cases = [
      { name: 'bad payload regex', expect: { outcome: 'success', payload: [{ path: '$.outcome', matches: '^succ' }, { path: '$.outcome', matches: '([a-z' }] } },
      { name: 'bad step regex', expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', matches: '*2' }] } },
      passingCases[0],
    ];
    const r = await reportOf({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': cases });
    expect(r.cases.map((c) => c.status)).toEqual(['invalid', 'invalid', 'passed']);
    expect(r.cases[0]!.problems!.map((p) => p.path)).toEqual(['expect.payload[1].matches']);
    expect(r.cases[1]!.problems!.map((p) => p.path)).toEqual(['expect.step_outputs[0].matches']);
    // An invalid case never ran: no outcome, no checks.
    expect(r.cases[0]).toMatchObject({ outcome: null, error: null, checks: [] });
    expect(r.summary).toMatchObject({ invalid: 2, failed: 0, passed: 1 });
    expect(r.passed).toBe(false);
  });

  it('STATUS-04 a stub for a step the version does not have makes the case invalid', async () => {
    const cases = [{ ...passingCases[0], given: { stub_steps: { nope: { outputs: {} } } } }];
    const r = await reportOf({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': cases });
    expect(r.cases[0]!.status).toBe('invalid');
    expect(r.cases[0]!.problems).toEqual([expect.objectContaining({ path: 'given.stub_steps.nope', message: expect.stringContaining("'nope'") })]);
  });
});

describe('§7 missing required case of the minimum → report says which case to add and how; minimum.met is false (MIN-22, MIN-23)', () => {
  const busy = `name: busy
on:
  webhook: {}
steps:
  - id: fetch
    uses: platform/http.request@v1
    with: { url: "https://api.example/items" }
  - id: mail
    if: \${{ steps.fetch.outputs.json.count > 0 }}
    uses: platform/email.send@v1
    with: { to: [ops@acme.example], subject: "Items", text: "some" }
`;
  const upstreamOnly = { name: 'down', kind: 'upstream_failure', given: { event: { body: {}, headers: {} }, http: [{ match: { url: 'https://api.example/items' }, respond: { status: 503 } }] }, expect: { outcome: 'error', failed_step: 'fetch' } };

  it('MIN-22 MIN-23 REPORT-08 each missing case is named with a plain message and a fix; problems stay empty', async () => {
    const r = await reportOf({ 'w/workflow.yaml': busy, 'w/tests.json': [upstreamOnly] });
    expect(r.cases[0]!.status).toBe('passed');
    expect(r.minimum.met).toBe(false);
    expect(r.minimum.needed).toEqual(['happy', 'upstream_failure', 'empty', 'malformed_payload']);
    expect(r.minimum.missing.map((m) => m.kind)).toEqual(['happy', 'empty', 'malformed_payload']);
    for (const missing of r.minimum.missing) {
      expect(missing.message.length).toBeGreaterThan(10);
      expect(missing.fix).toContain(`"kind": "${missing.kind}"`);
    }
    expect(r.minimum.missing[1]!.message).toContain('mail');
    expect(r.minimum.missing[2]!.message).toContain('webhook');
    expect(r.problems).toEqual([]);
    expect(r.passed).toBe(false);
  });

  it('MIN-22 an invalid case does not count toward the minimum', async () => {
    const invalidHappy = { name: 'happy but misspelt', kind: 'happy', expect: { outcome: 'success', recipients: [], typo: 1 } };
    const r = await reportOf({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': [invalidHappy] });
    expect(r.minimum.met).toBe(false);
    expect(r.minimum.missing.map((m) => m.kind)).toEqual(['happy']);
  });

  it('MIN-22 adding the named cases meets the minimum and the report passes', async () => {
    const event = { body: {}, headers: {} };
    const cases = [
      upstreamOnly,
      { name: 'items', kind: 'happy', given: { event, http: [{ match: { url: 'https://api.example/items' }, respond: { json: { count: 2 } } }] }, expect: { outcome: 'success', recipients: ['ops@acme.example'] } },
      { name: 'nothing', kind: 'empty', given: { event, http: [{ match: { url: 'https://api.example/items' }, respond: { json: { count: 0 } } }] }, expect: { outcome: 'success', recipients: [] } },
      { name: 'broken', kind: 'malformed_payload', given: { event: { body: 'not json', headers: {} }, http: [{ match: { url: 'https://api.example/items' }, respond: { text: 'oops' } }] }, expect: { outcome: 'success', step_outputs: [{ step: 'mail', result: 'skipped' }] } },
    ];
    const r = await reportOf({ 'w/workflow.yaml': busy, 'w/tests.json': cases });
    expect(r.cases.map((c) => c.status)).toEqual(['passed', 'passed', 'passed', 'passed']);
    expect(r.minimum).toMatchObject({ met: true, missing: [] });
    expect(r.passed).toBe(true);
  });
});
