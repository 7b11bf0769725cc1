/**
 * The closed world of a test case as a user meets it through the harness
 * (test-cases.md §2.2, §5, §8 "Run environment"; flowgate.md §3, §5, §6): secrets,
 * lookups, artifacts and connection settings come only from the case or the
 * repository's settings; nothing reaches the network, a mailbox or the real store;
 * and a case runs through the same engine as a real run.
 */
import { sandboxRunner } from '../../src/sandbox/runner.js';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli/main.js';
import { loadRepository } from '../../src/definitions/repository.js';
import type { ConnectionSpec } from '../../src/world/settings.js';
import { runWorkflow } from '../../src/engine/run.js';
import { storePath } from '../../src/run/command.js';
import { closeSandbox } from '../../src/sandbox/index.js';
import type { TestReport } from '../../src/testing/report.js';
import { testVersion } from '../../src/testing/run-version.js';
import type { TestWorld } from '../../src/world/test/test-world.js';
import { MemoryState } from '../../src/world/state.js';
import { caseWorld } from '../../src/testing/case-world.js';
import { RealWorld, RunStore, networkSettingsFrom } from '../../src/world/real/index.js';
import { emptyProject } from '../helpers/project.js';
import { makeRepo } from '../helpers/repo.js';
import { connectOnce } from '../helpers/network.js';
import { planFrom, runPlan } from '../helpers/workflow.js';

afterAll(() => closeSandbox());

/** The report of the only version in a repository made of `files`. */
async function reportOf(files: Record<string, unknown>): Promise<TestReport> {
  const repo = loadRepository(makeRepo(files));
  expect(repo.versions).toHaveLength(1);
  return (await testVersion(repo, repo.versions[0]!)).report;
}

/** Case statuses by name, with the failed checks shown when a status is not what a test wants. */
function statuses(report: TestReport): Record<string, string> {
  return Object.fromEntries(report.cases.map((c) => [c.name, c.status]));
}

function failedChecks(report: TestReport, name: string): string[] {
  return report.cases.find((c) => c.name === name)!.checks.filter((c) => !c.passed).map((c) => c.sentence);
}

const diagnose = (report: TestReport) => JSON.stringify(report.cases.map((c) => ({ name: c.name, status: c.status, problems: c.problems, failed: c.checks.filter((k) => !k.passed) })), null, 1);

const ok = { match: { url_contains: '/' }, respond: { json: { ok: true } } };

const connectionsYaml = `billing:
  kind: http
  test: { base_url: "https://sandbox.billing.example", auth: api_key, header: X-Api-Key }
  production: { base_url: "https://api.billing.example", auth: api_key, header: X-Api-Key }
  secrets: { api_key: BILLING_API_KEY }
crm:
  kind: http
  production: { base_url: "https://crm.acme.example/api", auth: bearer }
  secrets: { token: CRM_TOKEN }
partner:
  kind: http
  production: { base_url: "https://partner.example", auth: basic }
  secrets: { username: PARTNER_LOGIN, password: PARTNER_LOGIN }
`;

/** A workflow with one http.request step per `connection: path` pair. */
function callingWorkflow(calls: [connection: string, path: string][]): string {
  const steps = calls
    .map(([connection, path], i) => `  - id: call_${i}
    uses: platform/http.request@v1
    connections: { api: ${connection} }
    with: { url: "${path}" }
`)
    .join('');
  return `name: caller\non:\n  manual: {}\nsteps:\n${steps}`;
}

describe('secrets, lookups and artifacts come from the case (test-cases.md §2.2)', () => {
  it('GIVEN-08 a secret is a text or an object of fields; a connection reads the field it needs', async () => {
    const r = await reportOf({
      'connections.yaml': connectionsYaml,
      'w/workflow.yaml': `name: secrets
on:
  manual: {}
steps:
  - id: call
    uses: platform/http.request@v1
    connections: { api: partner }
    with: { url: /ping }
  - id: show
    uses: platform/evaluate@v1
    with: { expression: "\${{ secrets.HOOK_KEY }}" }
`,
      'w/tests.json': [
        {
          name: 'object and text secrets',
          given: { secrets: { PARTNER_LOGIN: { username: 'demo-user', password: 'dummy-pass' }, HOOK_KEY: 'dummy-hook-key' }, http: [ok] },
          expect: {
            outcome: 'success',
            http_calls: [{ url: 'https://partner.example/ping', header_equals: { authorization: `Basic ${Buffer.from('demo-user:dummy-pass').toString('base64')}` }, count: 1 }],
            step_outputs: [{ step: 'show', path: '$.result', equals: 'dummy-hook-key' }],
          },
        },
        {
          name: 'an object without the needed field fails the step without showing it',
          given: { secrets: { PARTNER_LOGIN: { username: 'dummy-login' } }, http: [ok] },
          expect: { outcome: 'error', failed_step: 'call', http_calls: [{ count: 0 }] },
        },
      ],
    });
    expect(statuses(r), diagnose(r)).toEqual({ 'object and text secrets': 'passed', 'an object without the needed field fails the step without showing it': 'passed' });
    expect(r.cases[1]!.error).toMatchObject({ code: 'invalid_input', step: 'call' });
    expect(JSON.stringify(r.cases[1]!.error)).not.toContain('dummy-login');
  });

  it('GIVEN-15 only given.lookups tables exist: another table, or any table in a case without lookups, finds nothing', async () => {
    const wf = `name: lookups
on:
  manual: {}
steps:
  - id: rate
    uses: platform/evaluate@v1
    with: { expression: "\${{ lookup('rates', 'EUR') }}" }
  - id: country
    uses: platform/evaluate@v1
    with: { expression: "\${{ lookup('countries', 'DE') }}" }
`;
    const rates = { columns: ['code', 'rate'], rows: [['EUR', 1], ['USD', 1.1]] };
    const r = await reportOf({
      'w/workflow.yaml': wf,
      // A table file lying in the repository is not a lookup table of the test.
      'lookups/countries.json': { columns: ['code', 'name'], rows: [['DE', 'Germany']] },
      'w/tests.json': [
        {
          name: 'with rates',
          given: { lookups: { rates } },
          expect: {
            outcome: 'success',
            step_outputs: [
              { step: 'rate', path: '$.result', equals: { code: 'EUR', rate: 1 } },
              { step: 'country', path: '$.result', equals: null },
            ],
          },
        },
        {
          name: 'without lookups',
          expect: {
            outcome: 'success',
            step_outputs: [
              { step: 'rate', path: '$.result', equals: null },
              { step: 'country', path: '$.result', equals: null },
            ],
          },
        },
      ],
    });
    expect(statuses(r), diagnose(r)).toEqual({ 'with rates': 'passed', 'without lookups': 'passed' });
  });

  it('GIVEN-24 an artifact named with letters, digits, dots, dashes and underscores is held by the run; another name makes the case invalid', async () => {
    const wf = `name: files
on:
  manual: {}
steps:
  - id: size
    uses: platform/evaluate@v1
    with: { expression: "\${{ artifacts['2026_report-v1.csv'].size_bytes }}" }
`;
    const r = await reportOf({
      'w/workflow.yaml': wf,
      'w/tests.json': [
        { name: 'good name', given: { artifacts: { '2026_report-v1.csv': { text: 'a,b\n', repeat: 3 } } }, expect: { outcome: 'success', step_outputs: [{ step: 'size', path: '$.result', equals: 12 }] } },
        { name: 'name with a slash', given: { artifacts: { 'in/report.csv': { text: 'a' } } }, expect: { outcome: 'success', step_outputs: [{ step: 'size', exists: true }] } },
        { name: 'name starting with a dot', given: { artifacts: { '.report.csv': { text: 'a' } } }, expect: { outcome: 'success', step_outputs: [{ step: 'size', exists: true }] } },
      ],
    });
    expect(statuses(r), diagnose(r)).toEqual({ 'good name': 'passed', 'name with a slash': 'invalid', 'name starting with a dot': 'invalid' });
    expect(r.cases[1]!.problems).toContainEqual(expect.objectContaining({ path: "given.artifacts['in/report.csv']" }));
  });
});

describe('connection settings in tests (test-cases.md §2.2, §5; flowgate.md §6)', () => {
  it('GIVEN-25 without given.connections a test uses the real settings: Test setup, else Production, else the placeholder address', async () => {
    const r = await reportOf({
      'connections.yaml': connectionsYaml,
      'w/workflow.yaml': callingWorkflow([['billing', '/invoices'], ['crm', '/contacts'], ['not_yet', '/hello']]),
      'w/tests.json': [
        {
          name: 'real settings',
          given: { http: [ok] },
          expect: {
            outcome: 'success',
            http_calls: [
              { url: 'https://sandbox.billing.example/invoices', header_equals: { 'X-Api-Key': 'test-dummy-BILLING_API_KEY' }, count: 1 },
              { url_contains: 'api.billing.example', count: 0 },
              { url: 'https://crm.acme.example/api/contacts', header_equals: { Authorization: 'Bearer test-dummy-CRM_TOKEN' }, count: 1 },
              { url: 'https://not_yet.connection.test/hello', count: 1 },
            ],
          },
        },
      ],
    });
    expect(statuses(r), diagnose(r)).toEqual({ 'real settings': 'passed' });
  });

  it('GIVEN-26 GIVEN-31 a workflow test keys given.connections by connection name, and a changed base_url takes the requests', async () => {
    const r = await reportOf({
      'connections.yaml': connectionsYaml,
      'w/workflow.yaml': callingWorkflow([['billing', '/invoices']]),
      'w/tests.json': [
        {
          name: 'by connection name',
          given: { connections: { billing: { base_url: 'https://billing-staging.example/v2' } }, http: [ok] },
          expect: {
            outcome: 'success',
            http_calls: [
              { url: 'https://billing-staging.example/v2/invoices', count: 1 },
              { url_contains: 'sandbox.billing.example', count: 0 },
            ],
          },
        },
        {
          name: 'by slot name changes nothing in a workflow test',
          given: { connections: { api: { base_url: 'https://billing-staging.example/v2' } }, http: [ok] },
          expect: {
            outcome: 'success',
            http_calls: [
              { url: 'https://sandbox.billing.example/invoices', count: 1 },
              { url_contains: 'billing-staging', count: 0 },
            ],
          },
        },
      ],
    });
    expect(statuses(r), diagnose(r)).toEqual({ 'by connection name': 'passed', 'by slot name changes nothing in a workflow test': 'passed' });
  });

  it('GIVEN-26 an action test keys given.connections by slot', async () => {
    const action = `name: push-contact
version: 1
description: Sends a contact through its slot.
connections: [target_api]
input_schema: { type: object }
script: |
  const r = await ctx.connection('target_api').request({ method: 'POST', url: '/contacts', json: { n: 1 } });
  return { status: r.status };
`;
    const r = await reportOf({
      'connections.yaml': connectionsYaml,
      'actions/push-contact/action.yaml': action,
      'actions/push-contact/tests.json': [
        {
          name: 'slot override',
          given: { input: {}, connections: { target_api: { base_url: 'https://crm-sandbox.example/api' } }, http: [ok] },
          expect: { outcome: 'success', payload: { path: '$.output.status', equals: 200 }, http_calls: [{ method: 'POST', url: 'https://crm-sandbox.example/api/contacts', count: 1 }] },
        },
        {
          name: 'no override',
          given: { input: {}, http: [ok] },
          expect: { outcome: 'success', payload: { path: '$.output.status', equals: 200 }, http_calls: [{ url: 'https://target_api.connection.test/contacts', count: 1 }] },
        },
      ],
    });
    expect(statuses(r), diagnose(r)).toEqual({ 'slot override': 'passed', 'no override': 'passed' });
  });

  it('GIVEN-27 GIVEN-29 a connections entry sets base_url, auth and header, and each auth kind signs as it says', async () => {
    const project = { connections: { crm: { kind: 'http', production: { base_url: 'https://crm.acme.example/api', auth: 'bearer' }, secrets: { token: 'CRM_TOKEN', api_key: 'CRM_KEY', username: 'CRM_LOGIN', password: 'CRM_LOGIN' } } } as Record<string, ConnectionSpec> };
    const plan = planFrom(callingWorkflow([['crm', '/contacts']]));
    const headersWith = async (override: Record<string, unknown>, secrets: Record<string, unknown> = {}) => {
      const { world, result } = await runPlan(plan, { http: [ok], connections: { crm: override }, secrets } as never, { project });
      expect(result.outcome, JSON.stringify(result.error)).toBe('success');
      expect(world.http.calls).toHaveLength(1);
      return world.http.calls[0]!;
    };

    const unchanged = await headersWith({});
    expect(unchanged.headers.authorization).toBe('Bearer test-dummy-CRM_TOKEN');

    const none = await headersWith({ auth: 'none' });
    expect(none.headers.authorization).toBeUndefined();
    expect(none.url).toBe('https://crm.acme.example/api/contacts');

    const apiKey = await headersWith({ auth: 'api_key', header: 'X-Crm-Key', base_url: 'https://crm-sandbox.example' });
    expect(apiKey.url).toBe('https://crm-sandbox.example/contacts');
    expect(apiKey.headers['x-crm-key']).toBe('test-dummy-CRM_KEY');
    expect(apiKey.headers.authorization).toBeUndefined();

    const basic = await headersWith({ auth: 'basic' }, { CRM_LOGIN: { username: 'demo', password: 'dummy' } });
    expect(basic.headers.authorization).toBe(`Basic ${Buffer.from('demo:dummy').toString('base64')}`);

    const bearer = await headersWith({ auth: 'bearer' }, { CRM_TOKEN: 'dummy-token-2' });
    expect(bearer.headers.authorization).toBe('Bearer dummy-token-2');
  });

  it('GIVEN-27 GIVEN-28 an entry with another field, or a base_url that is not https://, makes the case invalid and nothing is sent', async () => {
    const r = await reportOf({
      'connections.yaml': connectionsYaml,
      'w/workflow.yaml': callingWorkflow([['billing', '/invoices']]),
      'w/tests.json': [
        { name: 'plain http', given: { connections: { billing: { base_url: 'http://sandbox.billing.example' } }, http: [ok] }, expect: { outcome: 'success', http_calls: [{ count: 1 }] } },
        { name: 'a token', given: { connections: { billing: { token: 'dummy' } }, http: [ok] }, expect: { outcome: 'success', http_calls: [{ count: 1 }] } },
      ],
    });
    expect(statuses(r)).toEqual({ 'plain http': 'invalid', 'a token': 'invalid' });
    expect(r.cases[0]!.problems).toContainEqual(expect.objectContaining({ path: 'given.connections.billing.base_url', message: 'must start with https://' }));
    expect(r.cases[1]!.problems).toContainEqual(expect.objectContaining({ path: 'given.connections.billing.token' }));
    expect(r.cases.every((c) => c.checks.length === 0 && c.outcome === null)).toBe(true);
  });

  it('GIVEN-30 provider sets the provider of an AI connection that does not exist yet; without it the connection is OpenAI-compatible', async () => {
    const wf = `name: ask
on:
  manual: {}
steps:
  - id: ask
    uses: platform/ai.generate@v1
    connections: { model: helper }
    with: { model: small-model, prompt: Classify the note, input: { note: hi }, output_schema: { type: object } }
`;
    const r = await reportOf({
      'w/workflow.yaml': wf,
      'w/tests.json': [
        {
          name: 'anthropic',
          given: { connections: { helper: { provider: 'anthropic' } }, models: [{ connection: 'helper', output: { label: 'greeting' } }] },
          expect: { outcome: 'success', step_outputs: [{ step: 'ask', path: '$.provider', equals: 'anthropic' }, { step: 'ask', path: '$.output', equals: { label: 'greeting' } }], http_calls: [{ url_contains: 'https://helper.connection.test/', count: 1 }] },
        },
        {
          name: 'default',
          given: { models: [{ connection: 'helper', output: { label: 'greeting' } }] },
          expect: { outcome: 'success', step_outputs: [{ step: 'ask', path: '$.provider', equals: 'openai_compatible' }], http_calls: [{ url_contains: 'https://helper.connection.test/', count: 1 }] },
        },
      ],
    });
    expect(statuses(r), diagnose(r)).toEqual({ anthropic: 'passed', default: 'passed' });
  });

  it('LAYOUT-08 tests read connection settings from connections.yaml at the root, not from one beside the workflow', async () => {
    const r = await reportOf({
      'connections.yaml': connectionsYaml,
      'workflows/w/connections.yaml': 'billing:\n  kind: http\n  production: { base_url: "https://wrong.billing.example", auth: none }\n',
      'workflows/w/workflow.yaml': callingWorkflow([['billing', '/invoices']]),
      'workflows/w/tests.json': [
        {
          name: 'root settings',
          given: { http: [ok] },
          expect: {
            outcome: 'success',
            http_calls: [
              { url: 'https://sandbox.billing.example/invoices', header_present: 'X-Api-Key', count: 1 },
              { url_contains: 'wrong.billing', count: 0 },
            ],
          },
        },
      ],
    });
    expect(statuses(r), diagnose(r)).toEqual({ 'root settings': 'passed' });

    // The same repository without the root file: billing is a connection that does not exist yet.
    const without = await reportOf({
      'workflows/w/workflow.yaml': callingWorkflow([['billing', '/invoices']]),
      'workflows/w/tests.json': [{ name: 'placeholder', given: { http: [ok] }, expect: { outcome: 'success', http_calls: [{ url: 'https://billing.connection.test/invoices', count: 1 }] } }],
    });
    expect(statuses(without), diagnose(without)).toEqual({ placeholder: 'passed' });
  });
});

describe('lists of checks (test-cases.md §2.7)', () => {
  const wf = `name: checks
on:
  manual: {}
steps:
  - id: first
    uses: platform/http.request@v1
    with: { url: "https://api.example/one" }
  - id: second
    uses: platform/http.request@v1
    with: { url: "https://api.example/two", method: POST, json: { n: 2 } }
  - id: sum
    uses: platform/evaluate@v1
    with: { expression: "\${{ 1 + 2 }}" }
`;
  const http = [{ match: { path: '/one' }, respond: { json: { a: 1 } } }, { match: { path: '/two' }, respond: { json: { b: 2 } } }];
  const run = (cases: { name: string; expect: Record<string, unknown> }[]) =>
    reportOf({ 'w/workflow.yaml': wf, 'w/tests.json': cases.map((c) => ({ ...c, given: { http }, expect: { outcome: 'success', ...c.expect } })) });

  it('EXPECT-08 http_calls is a list of call checks and each must hold', async () => {
    const holds = [{ path: '/one', count: 1 }, { method: 'POST', path: '/two', body_contains: '"n":2', count: 1 }, { path: '/three', count: 0 }];
    const r = await run([
      { name: 'all hold', expect: { http_calls: holds } },
      { name: 'last fails', expect: { http_calls: [...holds, { path: '/three' }] } },
      { name: 'first fails', expect: { http_calls: [{ method: 'DELETE', path: '/one' }, ...holds] } },
      { name: 'middle fails', expect: { http_calls: [holds[0], { path: '/two', count: 2 }, holds[2]] } },
    ]);
    expect(statuses(r), diagnose(r)).toEqual({ 'all hold': 'passed', 'last fails': 'failed', 'first fails': 'failed', 'middle fails': 'failed' });
    expect(failedChecks(r, 'last fails')).toHaveLength(1);
    expect(failedChecks(r, 'first fails')).toHaveLength(1);
    expect(failedChecks(r, 'middle fails')).toHaveLength(1);
    // Every check of the list is reported, passing or not.
    expect(r.cases.find((c) => c.name === 'last fails')!.checks).toHaveLength(1 + 4);
  });

  it('EXPECT-09 step_outputs is a list of step checks and each must hold', async () => {
    const holds = [{ step: 'first', result: 'success', path: '$.json.a', equals: 1 }, { step: 'second', path: '$.json', equals: { b: 2 } }, { step: 'sum', path: '$.result', equals: 3 }];
    const r = await run([
      { name: 'all hold', expect: { step_outputs: holds } },
      { name: 'last fails', expect: { step_outputs: [...holds, { step: 'sum', result: 'skipped' }] } },
      { name: 'first fails', expect: { step_outputs: [{ step: 'first', path: '$.json.a', equals: 2 }, ...holds] } },
      { name: 'middle fails', expect: { step_outputs: [holds[0], { step: 'second', path: '$.json.c', exists: true }, holds[2]] } },
    ]);
    expect(statuses(r), diagnose(r)).toEqual({ 'all hold': 'passed', 'last fails': 'failed', 'first fails': 'failed', 'middle fails': 'failed' });
    for (const name of ['last fails', 'first fails', 'middle fails']) expect(failedChecks(r, name)).toHaveLength(1);
    expect(r.cases.find((c) => c.name === 'all hold')!.checks).toHaveLength(1 + 3);
  });
});

describe('the trigger context in tests (flowgate.md §3)', () => {
  const wf = `name: triggers
on:
  webhook: {}
  schedule: { cron: "0 8 * * *" }
  manual: {}
  api: {}
  workflow_run: { workflow: other }
steps:
  - id: kind
    uses: platform/evaluate@v1
    with: { expression: "\${{ trigger.kind }}" }
  - id: file
    uses: platform/evaluate@v1
    with: { expression: "\${{ trigger.file }}" }
  - id: path
    uses: platform/evaluate@v1
    with: { expression: "\${{ trigger.file.path }}" }
`;
  const kindCase = (trigger: string | undefined, want: string) => ({
    name: `kind ${trigger ?? 'default'}`,
    given: trigger ? { trigger, event: trigger === 'webhook' ? { body: {}, headers: {} } : { n: 1 } } : { event: { body: {}, headers: {} } },
    expect: { outcome: 'success', step_outputs: [{ step: 'kind', path: '$.result', equals: want }] },
  });

  it('EXPR-10 GIVEN-02 trigger.kind is the kind of trigger that started the run, as given.trigger names it', async () => {
    const kinds = ['manual', 'schedule', 'webhook', 'api', 'workflow_run'];
    const r = await reportOf({ 'w/workflow.yaml': wf, 'w/tests.json': [...kinds.map((k) => kindCase(k, k)), kindCase(undefined, 'webhook')] });
    expect(r.cases.map((c) => c.status), diagnose(r)).toEqual(kinds.map(() => 'passed').concat('passed'));
    // The check can fail: a case that claims another kind does.
    const wrong = await reportOf({ 'w/workflow.yaml': wf, 'w/tests.json': [kindCase('api', 'manual')] });
    expect(wrong.cases[0]!.status).toBe('failed');
  });

  it('EXPR-11 a run started by a file exposes it as trigger.file; without one trigger.file is null', async () => {
    const file = { path: 'incoming/orders-2026-01-05.csv', name: 'orders-2026-01-05.csv', size: 120 };
    const r = await reportOf({
      'w/workflow.yaml': wf,
      'w/tests.json': [
        {
          name: 'with a file',
          given: { trigger: 'api', event: { file } },
          expect: { outcome: 'success', step_outputs: [{ step: 'file', path: '$.result', equals: file }, { step: 'path', path: '$.result', equals: file.path }] },
        },
        {
          name: 'no file',
          given: { trigger: 'manual', event: { n: 1 } },
          expect: { outcome: 'success', step_outputs: [{ step: 'file', path: '$.result', equals: null }] },
        },
      ],
    });
    expect(statuses(r), diagnose(r)).toEqual({ 'with a file': 'passed', 'no file': 'passed' });
  });
});

describe('the closed world (test-cases.md §8 "Run environment"; flowgate.md §5)', () => {
  it('WORLD-02 a case runs through the same engine as a real run: runWorkflow gives the same outcome and outputs in a TestWorld and a RealWorld', async () => {
    const plan = planFrom(`name: same-engine
on:
  manual: {}
steps:
  - id: total
    script: |
      const items = ctx.event.items;
      ctx.state.set('seen', items.length);
      return { count: items.length, sum: items.reduce((a, b) => a + b.amount, 0) };
  - id: shape
    uses: platform/transform@v1
    with:
      input: \${{ trigger.body.items }}
      script: "return input.map((i) => ({ id: i.id, big: i.amount > 10 }));"
  - id: sheet
    uses: platform/csv.build@v1
    with: { rows: "\${{ steps.shape.outputs.result }}", filename: items.csv }
  - id: big_only
    if: \${{ steps.total.outputs.sum > 1000 }}
    uses: platform/evaluate@v1
    with: { expression: big }
  - id: remember
    uses: platform/state.set@v1
    with: { key: last_sum, value: "\${{ steps.total.outputs.sum }}" }
`);
    const event = { items: [{ id: 'a', amount: 5 }, { id: 'b', amount: 20 }] };
    const project = emptyProject();
    const services = { template: () => undefined, scripts: sandboxRunner };

    const test = caseWorld(project, {});
    const testResult = await runWorkflow(plan, test, { trigger: { kind: 'manual', event, is_test: true }, services });

    const store = RunStore.empty();
    const real = new RealWorld({
      project,
      workflow: plan.name,
      environment: 'test',
      dryRun: false,
      env: {},
      store,
      outboxFolder: join(mkdtempSync(join(tmpdir(), 'flowgate-outbox-')), 'test'),
      network: networkSettingsFrom({}),
    });
    let realResult;
    try {
      realResult = await runWorkflow(plan, real, { trigger: { kind: 'manual', event, is_test: true }, services });
    } finally {
      await real.close();
      store.close();
    }

    expect(testResult.outcome, JSON.stringify(testResult.error)).toBe('success');
    expect(realResult.outcome).toBe(testResult.outcome);
    expect(realResult.error).toEqual(testResult.error);
    // Artifact ids may differ between worlds; everything else a step records is the same.
    const comparable = (steps: typeof testResult.steps) => JSON.parse(JSON.stringify(steps, (key, value) => (key === 'id' ? undefined : value)));
    expect(comparable(realResult.steps)).toEqual(comparable(testResult.steps));
    expect(testResult.steps.total!.outputs).toEqual({ count: 2, sum: 25 });
    expect(testResult.steps.big_only!.result).toBe('skipped');
    expect(realResult.state).toEqual(testResult.state);
    expect(testResult.state).toEqual({ seen: 2, last_sum: 25 });
    expect(realResult.artifacts).toEqual(testResult.artifacts);
    expect(testResult.artifacts).toEqual([expect.objectContaining({ name: 'items.csv', step: 'sheet' })]);
  });

  describe('nothing reaches the network', () => {
    let server: Server;
    let port = 0;
    const connections: string[] = [];
    beforeAll(async () => {
      server = createServer((socket) => {
        connections.push(`${socket.remoteAddress}:${socket.remotePort}`);
        socket.destroy();
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as { port: number }).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('WORLD-03 MOCK-20 requests without a mock, to the real-looking host or a listening loopback server, are refused and open no socket', async () => {
      const loopback = `https://127.0.0.1:${port}`;
      const wf = `name: offline
on:
  manual: {}
steps:
  - id: public
    continue_on_error: true
    uses: platform/http.request@v1
    with: { url: "https://api.github.com/zen" }
  - id: direct
    continue_on_error: true
    uses: platform/http.request@v1
    with: { url: "${loopback}/direct" }
  - id: by_name
    continue_on_error: true
    uses: platform/http.request@v1
    with: { url: "https://localhost:${port}/by-name" }
  - id: on_connection
    continue_on_error: true
    uses: platform/http.request@v1
    connections: { api: local }
    with: { url: /via-connection }
  - id: webhook
    continue_on_error: true
    uses: platform/webhook.send@v1
    with: { url: "${loopback}/hook", json: { n: 1 } }
  - id: scripted
    script: |
      const codes = [];
      for (const url of ['${loopback}/script', 'https://example.com/']) {
        try { await ctx.http.request({ url }); codes.push('answered'); } catch (e) { codes.push(e.code); }
      }
      return { codes };
`;
      const r = await reportOf({
        'connections.yaml': `local:\n  kind: http\n  production: { base_url: "${loopback}", auth: none }\n`,
        'w/workflow.yaml': wf,
        'w/tests.json': [
          {
            name: 'offline',
            expect: {
              outcome: 'success',
              no_unmocked_http: false,
              step_outputs: [
                ...['public', 'direct', 'by_name', 'on_connection', 'webhook'].map((step) => ({ step, result: 'failure' })),
                { step: 'scripted', path: '$.codes', equals: ['http_unmocked', 'http_unmocked'] },
              ],
            },
          },
        ],
      });
      expect(statuses(r), diagnose(r)).toEqual({ offline: 'passed' });

      // The step errors are http_unmocked, read straight from the engine.
      const { result, world } = await runPlan(planFrom(wf), {}, { project: { connections: { local: { kind: 'http', production: { base_url: loopback, auth: 'none' } } } } });
      for (const step of ['public', 'direct', 'by_name', 'on_connection', 'webhook']) expect(result.steps[step]!.error?.code, step).toBe('http_unmocked');
      expect(world.dispatcher.unmocked).toBe(7);

      // One connection made on purpose, after both runs: the server counts it, and any
      // stray connection the runs made would have reached it first.
      await connectOnce(port);
      expect(connections).toHaveLength(1);
    });
  });

  it('WORLD-09 connection-level retries do not run: one failing request is one call unless the step has retry:', async () => {
    const wf = (retry: string) => `name: once
on:
  manual: {}
steps:
  - id: fetch
    uses: platform/http.request@v1
    connections: { api: billing }
    with: { url: /invoices, timeout_seconds: 1 }
${retry}`;
    const failing = {
      '503': { match: { path: '/invoices' }, respond: { status: 503 } },
      '429': { match: { path: '/invoices' }, respond: { status: 429, headers: { 'Retry-After': '1' } } },
      '502': { match: { path: '/invoices' }, respond: { status: 502, text: 'bad gateway' } },
      timeout: { match: { path: '/invoices' }, respond: { delay_ms: 120000 } },
    };
    const cases = (count: number) =>
      Object.entries(failing).map(([name, mock]) => ({ name, given: { http: [mock] }, expect: { outcome: 'error', failed_step: 'fetch', http_calls: [{ path: '/invoices', count }] } }));
    const once = await reportOf({ 'connections.yaml': connectionsYaml, 'w/workflow.yaml': wf(''), 'w/tests.json': cases(1) });
    expect(statuses(once), diagnose(once)).toEqual({ '503': 'passed', '429': 'passed', '502': 'passed', timeout: 'passed' });
    expect(once.cases.map((c) => c.error?.code)).toEqual(['http_status', 'http_status', 'http_status', 'timeout']);
    // The count is real: with retry: the same requests are made three times.
    const thrice = await reportOf({ 'connections.yaml': connectionsYaml, 'w/workflow.yaml': wf('    retry: { max_attempts: 3 }\n'), 'w/tests.json': cases(3) });
    expect(statuses(thrice), diagnose(thrice)).toEqual({ '503': 'passed', '429': 'passed', '502': 'passed', timeout: 'passed' });
  });

  it('WORLD-14 WORLD-12 a case reports real time: time a step really takes counts, a 30 s virtual wait does not', async () => {
    // The real clocks are faked and move only when the `read` step reads state: 250 ms each time.
    vi.useFakeTimers({ toFake: ['performance', 'Date', 'hrtime'] });
    const get = MemoryState.prototype.get;
    vi.spyOn(MemoryState.prototype, 'get').mockImplementation(function (this: MemoryState, key: string) {
      vi.advanceTimersByTime(250);
      return get.call(this, key);
    });
    try {
      const wf = `name: timing
on:
  manual: {}
steps:
  - id: read
    if: \${{ trigger.body.read }}
    uses: platform/state.get@v1
    with: { key: k }
  - id: pause
    if: \${{ !trigger.body.read }}
    uses: platform/wait@v1
    with: { seconds: 30 }
`;
      // One case per report: cases of one version run side by side, and would share the fake clock's moves.
      const reads = await reportOf({ 'w/workflow.yaml': wf, 'w/tests.json': [{ name: 'reads', given: { event: { read: true }, state: { k: 1 } }, expect: { outcome: 'success', step_outputs: [{ step: 'read', path: '$.value', equals: 1 }] } }] });
      const waits = await reportOf({
        'w/workflow.yaml': wf,
        'w/tests.json': [{ name: 'waits', given: { event: { read: false } }, expect: { outcome: 'success', step_outputs: [{ step: 'pause', path: '$.waited_seconds', equals: 30 }] } }],
      });
      expect(statuses(reads), diagnose(reads)).toEqual({ reads: 'passed' });
      expect(statuses(waits), diagnose(waits)).toEqual({ waits: 'passed' });
      expect(reads.cases[0]!.duration_ms).toBe(250);
      expect(reads.duration_ms).toBe(250);
      expect(waits.cases[0]!.duration_ms).toBe(0);
      expect(waits.duration_ms).toBe(0);
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });
});

describe('email and saved state stay in the test world', () => {
  const wf = `name: notify
on:
  manual: {}
steps:
  - id: before
    uses: platform/state.get@v1
    with: { key: last }
  - id: mail
    uses: platform/email.send@v1
    with: { to: [ops@acme.example], subject: Nightly report, text: "Last was \${{ steps.before.outputs.value }}" }
  - id: remember
    uses: platform/state.set@v1
    with: { key: last, value: "\${{ trigger.body.label }}" }
`;
  const io = (root: string) => {
    const out: string[] = [];
    return { io: { stdout: (t: string) => out.push(t), stderr: (t: string) => out.push(t), env: {}, cwd: root }, out };
  };
  const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
  const outbox = (root: string) => join(root, '.flowgate', 'outbox', 'test');

  it('WORLD-04 WORLD-06 GIVEN-10 after a real run, flowgate test sends no email out of the test mailbox and leaves the saved state as the real run left it', async () => {
    const root = makeRepo({
      'workflows/notify/workflow.yaml': wf,
      'workflows/notify/event.json': { label: 'from-real-run' },
      'workflows/notify/tests.json': [
        {
          name: 'sees only its own state',
          given: { event: { label: 'from-test' }, state: { last: 'given-by-case' } },
          expect: {
            outcome: 'success',
            recipients: ['ops@acme.example'],
            payload: [{ path: '$.emails[0].text', equals: 'Last was given-by-case' }, { path: '$.state', equals: { last: 'from-test' } }],
          },
        },
        {
          name: 'no state given means none',
          given: { event: { label: 'from-test-2' } },
          expect: { outcome: 'success', step_outputs: [{ step: 'before', path: '$', equals: { value: null, found: false } }], payload: { path: '$.emails.length', equals: 1 } },
        },
      ],
    });

    const real = io(root);
    expect(await main(['run', 'workflows/notify', '--event', 'workflows/notify/event.json'], real.io), real.out.join('')).toBe(0);
    const realScope = { workflow: 'notify', environment: 'test' as const };
    const readState = () => {
      const store = RunStore.open(storePath(root), { readOnly: true });
      try {
        return store.allState(realScope);
      } finally {
        store.close();
      }
    };
    expect(readState()).toEqual({ last: 'from-real-run' });
    const emailsBefore = readdirSync(outbox(root)).sort();
    expect(emailsBefore).toHaveLength(1);
    const storeBefore = sha(storePath(root));

    const tested = io(root);
    const jsonFile = join(mkdtempSync(join(tmpdir(), 'flowgate-json-')), 'report.json');
    expect(await main(['test', root, '--json', jsonFile], tested.io), tested.out.join('')).toBe(0);
    const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
    expect(report.versions[0].report.cases.map((c: { status: string }) => c.status)).toEqual(['passed', 'passed']);

    expect(readState()).toEqual({ last: 'from-real-run' });
    expect(sha(storePath(root))).toBe(storeBefore);
    expect(readdirSync(outbox(root)).sort()).toEqual(emailsBefore);
    expect(existsSync(join(root, '.flowgate', 'outbox', 'production'))).toBe(false);
  });

  it('WORLD-04 a test email lands in the case mailbox and the result document, and a repository never run for real gets no outbox', async () => {
    const root = makeRepo({
      'workflows/notify/workflow.yaml': wf,
      'workflows/notify/tests.json': [{ name: 'mails', given: { event: { label: 'x' } }, expect: { outcome: 'success', recipients: ['ops@acme.example'] } }],
    });
    const tested = io(root);
    expect(await main(['test', root], tested.io), tested.out.join('')).toBe(0);
    expect(existsSync(join(root, '.flowgate'))).toBe(false);

    const { result, world } = await runPlan(planFrom(wf), { event: { label: 'x' } });
    expect(world.mailbox.sent).toHaveLength(1);
    expect(world.mailbox.sent[0]).toMatchObject({ to: ['ops@acme.example'], subject: 'Nightly report' });
    expect(result.emails).toEqual(world.mailbox.sent);
    expect(world.http.calls).toEqual([]);
  });
});
