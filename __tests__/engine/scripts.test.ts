import { afterAll, describe, expect, it } from 'vitest';
import { loadRepository } from '../../src/definitions/repository.js';
import { closeSandbox } from '../../src/sandbox/index.js';
import { testRepository } from '../../src/testing/run-all.js';
import { compileText, planFrom, runPlan, workflow } from '../helpers/workflow.js';
import { makeRepo } from '../helpers/repo.js';

afterAll(() => closeSandbox());

const script = (id: string, body: string, extra = '') => `  - id: ${id}\n${extra}    script: |\n${body.split('\n').map((l) => `      ${l}`).join('\n')}\n`;

describe('script steps', () => {
  it('CTX-10 CTX-11 CTX-13 CTX-14 CTX-15 CTX-16 CTX-28 a script reads ctx and returns the step outputs', async () => {
    const steps =
      `  - id: first\n    uses: platform/evaluate@v1\n    with: { expression: 41 }\n` +
      script('calc', "return { n: ctx.steps.first.outputs.result + 1, id: ctx.event.body.id, region: ctx.vars.region, key: ctx.secrets.API_KEY, now: ctx.now() };");
    const plan = planFrom(steps.length ? `name: s\non:\n  webhook: {}\nsteps:\n${steps}` : '');
    const { result } = await runPlan(plan, { event: { body: { id: 'x1' }, headers: {} }, vars: { region: 'eu' } });
    expect(result.steps.calc).toEqual({
      result: 'success',
      outputs: { n: 42, id: 'x1', region: 'eu', key: 'test-dummy-API_KEY', now: '2026-01-05T08:00:00Z' },
      error: null,
    });
  });

  it('CTX-17 CTX-18 CTX-19 state and lookups from a script', async () => {
    const body = "const seen = ctx.state.get('seen', 0);\nctx.state.set('seen', seen + 1);\nreturn { seen, row: ctx.lookup('rates', 'DE') };";
    const { result } = await runPlan(planFrom(workflow(script('s', body))), { state: { seen: 2 }, lookups: { rates: { columns: ['c', 'rate'], rows: [['DE', 19]] } } });
    expect(result.steps.s!.outputs).toEqual({ seen: 2, row: { c: 'DE', rate: 19 } });
    expect(result.state).toEqual({ seen: 3 });
  });

  it('CTX-20 CTX-22 ctx.http.request goes through the mocks and returns any status', async () => {
    const body = "const r = await ctx.http.request({ method: 'POST', url: 'https://api.example/items', json: { a: 1 } });\nreturn { status: r.status, body: r.json };";
    const { result, world } = await runPlan(planFrom(workflow(script('s', body))), { http: [{ match: { path: '/items', method: 'POST' }, respond: { status: 409, json: { conflict: true } } }] });
    expect(result.steps.s!.outputs).toEqual({ status: 409, body: { conflict: true } });
    expect(world.http.calls[0]).toMatchObject({ method: 'POST', url: 'https://api.example/items', body: '{"a":1}' });
  });

  it('CTX-21 ctx.connection(slot) adds the connection address and sign-in', async () => {
    const steps = `  - id: s\n    connections: { crm: crm }\n    script: |\n      const r = await ctx.connection('crm').request({ url: '/contacts' });\n      return { status: r.status };\n`;
    const { result, world } = await runPlan(planFrom(workflow(steps)), { http: [{ match: { url: 'https://crm.connection.test/contacts' }, respond: { json: {} } }], connections: { crm: { auth: 'bearer' } } });
    expect(result.steps.s!.outputs).toEqual({ status: 200 });
    expect(world.http.calls[0]!.headers.authorization).toBe('Bearer test-dummy-crm_token');
  });

  it('CTX-23 CTX-24 an unmocked request throws http_unmocked, which fails the step uncaught', async () => {
    const { result } = await runPlan(planFrom(workflow(script('s', "await ctx.http.request({ url: 'https://nowhere.example/' });\nreturn {};"))));
    expect(result.error?.code).toBe('http_unmocked');
  });

  it('CTX-23 a caught request error carries its code', async () => {
    const body = "try { await ctx.http.request({ url: 'https://nowhere.example/' }); } catch (e) { return { code: e.code }; }";
    const { result } = await runPlan(planFrom(workflow(script('s', body))));
    expect(result.steps.s!.outputs).toEqual({ code: 'http_unmocked' });
  });

  it('CTX-25 CTX-26 ctx.skip skips the step and every later step', async () => {
    const steps = script('s', "ctx.skip('nothing to do');") + `  - id: after\n    uses: platform/evaluate@v1\n    with: { expression: 1 }\n`;
    const { result } = await runPlan(planFrom(workflow(steps)));
    expect(result.steps.s!.result).toBe('skipped');
    expect(result.steps.after!.result).toBe('skipped');
    expect(result.outcome).toBe('skip');
  });

  it('CTX-27 ctx.log writes to the run log', async () => {
    const { world } = await runPlan(planFrom(workflow(script('s', "ctx.log('hello', { a: 1 });\nreturn {};"))));
    expect(world.logLines.join('\n')).toContain('hello');
  });

  it('CTX-31 a script that throws fails the step with script_error', async () => {
    const { result } = await runPlan(planFrom(workflow(script('s', "throw new Error('boom');"))));
    expect(result.error).toMatchObject({ code: 'script_error', step: 's' });
    expect(result.error!.message).toContain('boom');
  });

  it('CTX-02 CTX-05 require and Function are not there at run time', async () => {
    const { result } = await runPlan(planFrom(workflow(script('s', "return { r: typeof require, p: typeof process };"))));
    expect(result.steps.s!.outputs).toEqual({ r: 'undefined', p: 'undefined' });
  });

  it('CTX-03 CTX-04 CTX-06 import, eval and passwords in code fail the save-time checks naming the step', () => {
    for (const body of ["import fs from 'fs';", "return eval('1');", "const password = 'Xk9#mQ2$vL7pR4wZ';"]) {
      const { problems } = compileText(workflow(script('s', body)));
      expect(problems.length, body).toBeGreaterThan(0);
      expect(problems[0]!.path).toBe('steps[0].script');
    }
  });
});

describe('platform/transform@v1', () => {
  it('TRANSFORM-01 TRANSFORM-02 TRANSFORM-03 the script gets input and returns result', async () => {
    const steps = `  - id: t\n    uses: platform/transform@v1\n    with:\n      input: { items: [1, 2, 3] }\n      script: "return input.items.map((n) => n * 2);"\n`;
    const { result } = await runPlan(planFrom(workflow(steps)));
    expect(result.steps.t!.outputs).toEqual({ result: [2, 4, 6] });
  });

  it('TRANSFORM-05 a script with ${{ }} cannot be saved (script_expression)', () => {
    const steps = `  - id: t\n    uses: platform/transform@v1\n    with:\n      script: "return '\${{ trigger.body }}';"\n`;
    const { problems } = compileText(workflow(steps));
    expect(problems).toContainEqual(expect.objectContaining({ path: 'steps[0].with.script', code: 'script_expression' }));
  });
});

describe('library actions and their tests', () => {
  const action = `name: crm-upsert
version: 3
description: Create or update a CRM contact
connections: [crm]
input_schema: { type: object, required: [email], properties: { email: { type: string } } }
script: |
  const r = await ctx.connection('crm').request({ method: 'POST', url: '/contacts', json: ctx.input });
  if (r.status >= 500) throw new Error('crm failed with ' + r.status);
  return { id: r.json.id };
`;
  const actionTests = [
    { name: 'creates', kind: 'happy', given: { input: { email: 'a@b.example' }, http: [{ match: { path: '/contacts' }, respond: { json: { id: 'C1' } } }] }, expect: { outcome: 'success', payload: { path: '$.output.id', equals: 'C1' } } },
    { name: 'crm down', kind: 'upstream_failure', given: { input: { email: 'a@b.example' }, http: [{ match: { path: '/contacts' }, respond: { status: 503 } }] }, expect: { outcome: 'error', payload: { path: '$.error.code', equals: 'script_error' } } },
    { name: 'bad input', given: { input: { mail: 'x' } }, expect: { outcome: 'error', payload: { path: '$.error.code', equals: 'invalid_input' } } },
  ];
  const caller = `name: caller
on:
  manual: {}
steps:
  - id: upsert
    uses: library/crm-upsert@3
    connections: { crm: crm }
    with: { email: "\${{ trigger.body.email }}" }
`;
  const callerTests = [
    { name: 'calls the action', kind: 'happy', given: { event: { email: 'a@b.example' }, http: [{ match: { path: '/contacts' }, respond: { json: { id: 'C9' } } }] }, expect: { outcome: 'success', step_outputs: [{ step: 'upsert', path: '$.id', equals: 'C9' }] } },
    { name: 'crm down', kind: 'upstream_failure', given: { stub_steps: { upsert: { outcome: 'failure', error_code: 'script_error' } } }, expect: { outcome: 'error', failed_step: 'upsert' } },
  ];

  it('LIB-01 LIB-02 LIB-05 LIB-06 LIB-07 RESULT-12 GIVEN-20 CTX-12 CTX-29 MIN-20 an action version and a workflow calling it both pass their tests', async () => {
    const root = makeRepo({ 'actions/crm-upsert/action.yaml': action, 'actions/crm-upsert/tests.json': actionTests, 'workflows/caller/workflow.yaml': caller, 'workflows/caller/tests.json': callerTests });
    const report = await testRepository(loadRepository(root));
    for (const version of report.versions) {
      expect(version.report.cases.map((c) => [c.name, c.status, c.checks.filter((k) => !k.passed).map((k) => `${k.sentence} ${k.actual}`)])).toEqual(
        version.report.cases.map((c) => [c.name, 'passed', []]),
      );
    }
    expect(report.versions.find((v) => v.kind === 'action')!.report.minimum.needed).toEqual(['happy', 'upstream_failure']);
    expect(report.passed).toBe(true);
  });

  it('MIN-21 an action whose script calls ctx.skip( needs an empty case', async () => {
    const skipping = 'name: maybe\nversion: 1\nscript: |\n  if (!ctx.input.go) ctx.skip(\'no\');\n  return 1;\n';
    const root = makeRepo({ 'actions/maybe/action.yaml': skipping, 'actions/maybe/tests.json': [{ name: 'go', given: { input: { go: true } }, expect: { outcome: 'success', payload: { path: '$.output', equals: 1 } } }] });
    const report = await testRepository(loadRepository(root));
    expect(report.versions[0]!.report.minimum.missing.map((m) => m.kind)).toEqual(['empty']);
  });
});
