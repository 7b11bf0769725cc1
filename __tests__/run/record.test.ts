import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRepo } from '../helpers/repo.js';
import { CERTIFICATE, cli, loopbackEnv, sendJson, startHttpsServer, type HttpsServer } from './helpers.js';

const SECRET = `tok-${randomBytes(8).toString('hex')}`;
const AI_KEY = `aik-${randomBytes(8).toString('hex')}`;
/** Looks like a GitHub token to the credential scan; made at test time, so no file holds one. */
const LOOKS_LIKE_A_TOKEN = `ghp_${randomBytes(27).toString('base64url').replace(/[-_]/g, 'x').slice(0, 36)}`;

function chatReply(content: string, prompt: number, completion: number) {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    model: 'small',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion },
  };
}

const connections = (url: string) => `api:
  kind: http
  test: { base_url: "${url}/sandbox", auth: bearer }
  secrets: { token: API_TOKEN }
assistant:
  kind: ai
  provider: openai_compatible
  test: { base_url: "${url}" }
  secrets: { api_key: AI_KEY }
`;

const FLOWGATE_YAML = 'email: { senders: [{ address: flows@acme.example, verified: true, default: true }] }\n';

/** HTTP, an AI call, state read and written, an email. */
const triage = (path = '/items') => `name: triage
on: { manual: {} }
steps:
  - id: last
    uses: platform/state.get@v1
    with: { key: last_count, default: 0 }
  - id: fetch
    uses: platform/http.request@v1
    connections: { api: api }
    with: { url: ${path}, query: { page: 1 } }
  - id: classify
    uses: platform/ai.generate@v1
    connections: { model: assistant }
    with:
      prompt: Label the ticket.
      input: { text: "\${{ steps.fetch.outputs.json.items[0].title }}" }
      model: small
      output_schema: { type: object, required: [label], properties: { label: { type: string } } }
  - id: save
    uses: platform/state.set@v1
    with: { key: last_count, value: "\${{ steps.fetch.outputs.json.items.length }}" }
  - id: mail
    uses: platform/email.send@v1
    with: { to: [ops@example.com], subject: "Label \${{ steps.classify.outputs.output.label }}", text: "was \${{ steps.last.outputs.value }}" }
`;

const env = () => loopbackEnv({ FLOWGATE_SECRET_API_TOKEN: SECRET, FLOWGATE_SECRET_AI_KEY: AI_KEY });

async function record(root: string, dir: string, name: string, flags: string[] = []) {
  return cli(['run', dir, '--record', name, ...flags], env(), root);
}

/** `flowgate test` on the repository: each case's status by name. */
async function replay(root: string): Promise<{ code: number; statuses: Record<string, string>; stdout: string }> {
  const out = join(root, 'report.json');
  const { code, stdout } = await cli(['test', root, '--json', out], {}, root);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const statuses: Record<string, string> = {};
  for (const version of report.versions) for (const entry of version.report.cases) statuses[entry.name] = entry.status;
  return { code, statuses, stdout };
}

function testsOf(root: string, dir: string): any[] {
  return JSON.parse(readFileSync(join(root, dir, 'tests.json'), 'utf8'));
}

describe.skipIf(!CERTIFICATE)('flowgate run --record: a real run becomes a test case (CLI-30)', () => {
  let server: HttpsServer;
  beforeAll(async () => {
    server = await startHttpsServer((request, response) => {
      if (request.url.startsWith('/v1/chat/completions')) {
        const label = request.body.includes('Refund') ? 'refund' : 'billing';
        return sendJson(response, 200, chatReply(`{"label":"${label}"}`, 12, 4));
      }
      if (request.url.startsWith('/sandbox/items')) return sendJson(response, 200, { items: [{ id: 1, title: 'Invoice is wrong' }, { id: 2, title: 'Refund' }] });
      if (request.url.startsWith('/sandbox/echo')) {
        // A careless server: the caller's token comes back in the body and in a header.
        response.writeHead(200, { 'content-type': 'application/json', 'x-echo': String(request.headers.authorization) });
        return response.end(JSON.stringify({ you_sent: request.headers.authorization, note: `token ${SECRET} accepted` }));
      }
      if (request.url.startsWith('/sandbox/creds')) return sendJson(response, 200, { token: LOOKS_LIKE_A_TOKEN });
      if (request.url.startsWith('/sandbox/down')) return sendJson(response, 503, { error: 'maintenance' });
      if (request.url.startsWith('/live/items')) return sendJson(response, 200, { items: [{ id: 9, title: 'Live ticket' }] });
      if (request.url.startsWith('/sandbox/hangup')) return response.socket?.destroy();
      sendJson(response, 404, { error: 'no such path' });
    });
  });
  afterAll(() => server.close());

  it('CLI-30 records HTTP, the AI reply, state read and the email; flowgate test passes the case as recorded', async () => {
    const root = makeRepo({ 'flowgate.yaml': FLOWGATE_YAML, 'connections.yaml': connections(server.url), 'workflows/triage/workflow.yaml': triage() });
    // A first run saves state, which the recorded run then reads.
    expect((await cli(['run', 'workflows/triage'], env(), root)).code).toBe(0);
    const recorded = await record(root, 'workflows/triage', 'labels the first ticket');
    expect(recorded.code).toBe(0);
    expect(recorded.stdout).toContain('recorded: case "labels the first ticket" (kind happy) added to workflows/triage/tests.json: 1 HTTP mock(s), 1 model mock(s)');

    const [testCase] = testsOf(root, 'workflows/triage');
    expect(testCase.kind).toBe('happy');
    expect(testCase.given.trigger).toBe('manual');
    expect(testCase.given.now).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(testCase.given.state).toEqual({ last_count: 2 });
    expect(testCase.given.http).toEqual([
      {
        match: { method: 'GET', path: '/sandbox/items?page=1' },
        respond: { status: 200, json: { items: [{ id: 1, title: 'Invoice is wrong' }, { id: 2, title: 'Refund' }] }, headers: { 'content-type': 'application/json' } },
      },
    ]);
    expect(testCase.given.models).toEqual([{ connection: 'assistant', output: { label: 'billing' }, usage: { input_tokens: 12, output_tokens: 4 } }]);
    expect(testCase.expect).toMatchObject({
      outcome: 'success',
      recipients: ['ops@example.com'],
      http_calls: [{ method: 'GET', path: '/sandbox/items', count: 1 }],
      payload: [{ path: '$.emails[0].subject', equals: 'Label billing' }, { path: '$.state.last_count', equals: 2 }],
    });
    // A whole output that differs from run to run (the message id) failed the replay before writing, so it is not checked.
    expect(testCase.expect.step_outputs.find((check: any) => check.step === 'mail')).toEqual({ step: 'mail', result: 'success' });
    expect(testCase.expect.step_outputs.find((check: any) => check.step === 'last')).toEqual({ step: 'last', result: 'success', equals: { value: 2, found: true } });
    expect(testCase.expect.step_outputs.map((check: any) => [check.step, check.result])).toEqual([
      ['last', 'success'],
      ['fetch', 'success'],
      ['classify', 'success'],
      ['save', 'success'],
      ['mail', 'success'],
    ]);

    const { statuses } = await replay(root);
    expect(statuses['labels the first ticket']).toBe('passed');
  });

  it('CLI-30 MODEL-11 a connection asked more than once gets one mock per call, told apart by prompt_contains, times 1', async () => {
    const workflow = `name: each
on: { manual: {} }
steps:
  - id: fetch
    uses: platform/http.request@v1
    connections: { api: api }
    with: { url: /items }
  - id: classify
    for_each: \${{ steps.fetch.outputs.json.items }}
    uses: platform/ai.generate@v1
    connections: { model: assistant }
    with:
      prompt: Label the ticket.
      input: { text: "\${{ item.title }}" }
      model: small
      output_schema: { type: object, required: [label], properties: { label: { type: string } } }
`;
    const root = makeRepo({ 'connections.yaml': connections(server.url), 'workflows/each/workflow.yaml': workflow });
    expect((await record(root, 'workflows/each', 'labels each ticket')).code).toBe(0);
    const [testCase] = testsOf(root, 'workflows/each');
    expect(testCase.given.models).toEqual([
      { connection: 'assistant', prompt_contains: 'Invoice is wrong', output: { label: 'billing' }, usage: { input_tokens: 12, output_tokens: 4 }, times: 1 },
      { connection: 'assistant', prompt_contains: 'Refund', output: { label: 'refund' }, usage: { input_tokens: 12, output_tokens: 4 }, times: 1 },
    ]);
    expect((await replay(root)).statuses['labels each ticket']).toBe('passed');
  });

  it('CLI-30 the recorded case fails when the workflow then calls another path', async () => {
    const root = makeRepo({ 'flowgate.yaml': FLOWGATE_YAML, 'connections.yaml': connections(server.url), 'workflows/triage/workflow.yaml': triage() });
    expect((await record(root, 'workflows/triage', 'recorded')).code).toBe(0);
    writeFileSync(join(root, 'workflows/triage/workflow.yaml'), triage('/items/all'));
    const { statuses, stdout } = await replay(root);
    expect(statuses.recorded).toBe('failed');
    // The recorded mock is keyed by its path, and the failure names the path that moved.
    expect(stdout).toContain('path /sandbox/items?page=1 does not match /sandbox/items/all?page=1');
  });

  it('CLI-30 a secret echoed in a response body and header is written as its test dummy, and the case still replays', async () => {
    const workflow = `name: echo
on: { manual: {} }
steps:
  - id: fetch
    uses: platform/http.request@v1
    connections: { api: api }
    with: { url: /echo }
  - id: seen
    uses: platform/evaluate@v1
    with: { expression: "\${{ steps.fetch.outputs.headers['x-echo'] }}" }
`;
    const root = makeRepo({ 'connections.yaml': connections(server.url), 'workflows/echo/workflow.yaml': workflow });
    const { code, stdout } = await record(root, 'workflows/echo', 'echoes the token');
    expect(code).toBe(0);
    const text = readFileSync(join(root, 'workflows/echo/tests.json'), 'utf8');
    expect(text).not.toContain(SECRET);
    expect(stdout).not.toContain(SECRET);
    const [testCase] = JSON.parse(text);
    expect(testCase.given.http[0].respond).toEqual({
      status: 200,
      json: { you_sent: 'Bearer test-dummy-API_TOKEN', note: 'token test-dummy-API_TOKEN accepted' },
      // Read by a step (the workflow names it), so kept; its secret replaced.
      headers: { 'content-type': 'application/json', 'x-echo': 'Bearer test-dummy-API_TOKEN' },
    });
    expect((await replay(root)).statuses['echoes the token']).toBe('passed');
  });

  it('CLI-30 SCAN-01 a response that looks like a credential is refused with its path; nothing is written', async () => {
    const workflow = `name: creds\non: { manual: {} }\nsteps:\n  - id: fetch\n    uses: platform/http.request@v1\n    connections: { api: api }\n    with: { url: /creds }\n`;
    const existing = '[\n    {\n        "name": "kept",\n        "expect": { "outcome": "success", "step_outputs": [{ "step": "fetch", "result": "success" }] }\n    }\n]\n';
    const root = makeRepo({ 'connections.yaml': connections(server.url), 'workflows/creds/workflow.yaml': workflow, 'workflows/creds/tests.json': existing });
    const { code, stderr, stdout } = await record(root, 'workflows/creds', 'gets a token');
    expect(code).toBe(1);
    expect(stderr).toContain('the recorded case was not written to workflows/creds/tests.json');
    expect(stderr).toContain('given.http[0].respond.json.token');
    expect(stderr + stdout).not.toContain(LOOKS_LIKE_A_TOKEN);
    expect(readFileSync(join(root, 'workflows/creds/tests.json'), 'utf8')).toBe(existing);
  });

  it('CLI-30 the case is added before the closing bracket; the other cases stay byte for byte, the indent is the file’s', async () => {
    const existing = '[\n    {\n        "name": "kept",   "kind": "happy",\n        "expect": { "outcome": "success", "step_outputs": [{ "step": "fetch", "result": "success" }] }\n    }\n]\n';
    const workflow = `name: plain\non: { manual: {} }\nsteps:\n  - id: fetch\n    uses: platform/http.request@v1\n    connections: { api: api }\n    with: { url: /items }\n`;
    const root = makeRepo({ 'connections.yaml': connections(server.url), 'workflows/plain/workflow.yaml': workflow, 'workflows/plain/tests.json': existing });
    expect((await record(root, 'workflows/plain', 'second')).code).toBe(0);
    const text = readFileSync(join(root, 'workflows/plain/tests.json'), 'utf8');
    const kept = existing.slice(0, existing.lastIndexOf('}') + 1);
    expect(text.startsWith(`${kept},\n    {\n        "name": "second",`)).toBe(true);
    expect(text.endsWith('\n    }\n]\n')).toBe(true);
    expect(JSON.parse(text).map((c: any) => c.name)).toEqual(['kept', 'second']);
  });

  it('CLI-30 a name the list already holds is a usage error before anything runs', async () => {
    const existing = JSON.stringify([{ name: 'taken', expect: { outcome: 'success', step_outputs: [{ step: 'fetch', result: 'success' }] } }], null, 2);
    const workflow = `name: plain\non: { manual: {} }\nsteps:\n  - id: fetch\n    uses: platform/http.request@v1\n    connections: { api: api }\n    with: { url: /items }\n`;
    const root = makeRepo({ 'connections.yaml': connections(server.url), 'workflows/plain/workflow.yaml': workflow, 'workflows/plain/tests.json': existing });
    const before = server.requests.length;
    const { code, stderr } = await record(root, 'workflows/plain', 'taken');
    expect(code).toBe(2);
    expect(stderr).toContain('already has a case named "taken"');
    expect(server.requests.length).toBe(before);
  });

  it('CLI-30 an upstream failure is recorded as kind upstream_failure with its failed step, and replays', async () => {
    const workflow = `name: down\non: { manual: {} }\nsteps:\n  - id: fetch\n    uses: platform/http.request@v1\n    connections: { api: api }\n    with: { url: /down }\n  - id: after\n    uses: platform/evaluate@v1\n    with: { expression: "\${{ 1 }}" }\n`;
    const root = makeRepo({ 'connections.yaml': connections(server.url), 'workflows/down/workflow.yaml': workflow });
    expect((await record(root, 'workflows/down', 'the service is down')).code).toBe(1);
    const [testCase] = testsOf(root, 'workflows/down');
    expect(testCase.kind).toBe('upstream_failure');
    expect(testCase.expect).toMatchObject({ outcome: 'error', failed_step: 'fetch', recipients: [] });
    expect(testCase.given.http[0].respond).toMatchObject({ status: 503, json: { error: 'maintenance' } });
    expect((await replay(root)).statuses['the service is down']).toBe('passed');
  });

  it('CLI-30 a run with --env production records mocks by path under the test setup’s base URL, and the case replays', async () => {
    const both = `api:
  kind: http
  test: { base_url: "${server.url}/sandbox", auth: bearer }
  production: { base_url: "${server.url}/live", auth: bearer }
  secrets: { token: API_TOKEN }
`;
    const workflow = `name: live\non: { manual: {} }\nsteps:\n  - id: fetch\n    uses: platform/http.request@v1\n    connections: { api: api }\n    with: { url: /items, query: { page: 2 } }\n`;
    const root = makeRepo({ 'connections.yaml': both, 'workflows/live/workflow.yaml': workflow });
    const { code, stdout, stderr } = await record(root, 'workflows/live', 'from production', ['--env', 'production']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('recorded: case "from production"');
    const [testCase] = testsOf(root, 'workflows/live');
    // Called at /live/items in production; the replay calls the test setup, /sandbox/items.
    expect(testCase.given.http).toEqual([{ match: { method: 'GET', path: '/sandbox/items?page=2' }, respond: { status: 200, json: { items: [{ id: 9, title: 'Live ticket' }] }, headers: { 'content-type': 'application/json' } } }]);
    expect(testCase.expect.http_calls).toEqual([{ method: 'GET', path: '/sandbox/items', count: 1 }]);
    expect((await replay(root)).statuses['from production']).toBe('passed');
  });

  it('CLI-30 recorded mocks hold no host: the case still passes after the test address moves to another host', async () => {
    const workflow = `name: moved\non: { manual: {} }\nsteps:\n  - id: fetch\n    uses: platform/http.request@v1\n    connections: { api: api }\n    with: { url: /items }\n`;
    const root = makeRepo({ 'connections.yaml': connections(server.url), 'workflows/moved/workflow.yaml': workflow });
    expect((await record(root, 'workflows/moved', 'recorded on loopback')).code).toBe(0);
    expect(readFileSync(join(root, 'workflows/moved/tests.json'), 'utf8')).not.toContain('127.0.0.1');
    writeFileSync(join(root, 'connections.yaml'), connections('https://sandbox.acme.example'));
    expect((await replay(root)).statuses['recorded on loopback']).toBe('passed');
  });

  it('CLI-30 a case its own replay shows to fail is not written: exit 1, the failing checks named, tests.json untouched', async () => {
    // In the run the request fails on the network and an email goes out; a replay has no network failure to give, so no email.
    const workflow = `name: hangup
on: { manual: {} }
steps:
  - id: fetch
    uses: platform/http.request@v1
    connections: { api: api }
    continue_on_error: true
    with: { url: /hangup }
  - id: alarm
    if: \${{ steps.fetch.error.code == 'network_error' }}
    uses: platform/email.send@v1
    with: { to: [ops@example.com], subject: The API hung up, text: Look. }
`;
    const existing = '[\n  {\n    "name": "kept",\n    "expect": { "outcome": "success", "step_outputs": [{ "step": "fetch", "result": "failure" }] }\n  }\n]\n';
    const root = makeRepo({ 'flowgate.yaml': FLOWGATE_YAML, 'connections.yaml': connections(server.url), 'workflows/hangup/workflow.yaml': workflow, 'workflows/hangup/tests.json': existing });
    const { code, stdout, stderr } = await record(root, 'workflows/hangup', 'alarms when the API hangs up');
    expect(code).toBe(1);
    expect(stdout).not.toContain('recorded: case');
    expect(stderr).toContain('flowgate run --record: the recorded case was not written to workflows/hangup/tests.json: replayed as flowgate test would run it, it fails:');
    expect(stderr).toMatch(/alarm/);
    expect(stderr).toContain('failed with network_error');
    expect(readFileSync(join(root, 'workflows/hangup/tests.json'), 'utf8')).toBe(existing);
  });

  it('CLI-30 AUTH-21 a run that failed for a missing secret is not recorded; the message names the variable to set', async () => {
    const workflow = `name: nosecret\non: { webhook: {} }\nsteps:\n  - id: fetch\n    uses: platform/http.request@v1\n    connections: { api: api }\n    with: { url: /items }\n`;
    const root = makeRepo({ 'connections.yaml': connections(server.url), 'workflows/nosecret/workflow.yaml': workflow, 'event.json': '{"id": 1}' });
    const before = server.requests.length;
    const { code, stdout, stderr } = await cli(['run', 'workflows/nosecret', '--event', 'event.json', '--record', 'no token'], loopbackEnv(), root);
    expect(code).toBe(1);
    expect(stdout).toContain('FLOWGATE_SECRET_API_TOKEN');
    expect(stderr).toContain('flowgate run --record: the run failed without a secret it needs: API_TOKEN (set FLOWGATE_SECRET_API_TOKEN); nothing was recorded');
    expect(server.requests.length).toBe(before);
    expect(existsSync(join(root, 'workflows/nosecret/tests.json'))).toBe(false);
  });

  it('CLI-30 CLI-21 --allow-host and --ca-file record against a local server with its own certificate, no test-only setting', async () => {
    const root = makeRepo({ 'flowgate.yaml': FLOWGATE_YAML, 'connections.yaml': connections(server.url), 'workflows/triage/workflow.yaml': triage() });
    const userEnv = { FLOWGATE_SECRET_API_TOKEN: SECRET, FLOWGATE_SECRET_AI_KEY: AI_KEY };
    const flags = ['--allow-host', '127.0.0.1', '--ca-file', CERTIFICATE!.certFile];
    const { code, stdout } = await cli(['run', 'workflows/triage', '--record', 'against the local server', ...flags], userEnv, root);
    expect(code).toBe(0);
    expect(stdout).toContain('--allow-host: requests to 127.0.0.1 may reach loopback and private addresses');
    expect(stdout).toContain(`--ca-file: the certificate in ${CERTIFICATE!.certFile} is trusted`);
    expect(stdout).not.toContain('FLOWGATE_TEST_');
    expect(stdout).toContain('recorded: case "against the local server" (kind happy)');
    expect((await replay(root)).statuses['against the local server']).toBe('passed');
  });

  it('CLI-30 CLI-22 --dry-run --record writes nothing but the case: the AI step (which asked nothing) is stubbed', async () => {
    const root = makeRepo({ 'flowgate.yaml': FLOWGATE_YAML, 'connections.yaml': connections(server.url), 'workflows/triage/workflow.yaml': triage() });
    const { code, stdout } = await record(root, 'workflows/triage', 'dry', ['--dry-run']);
    expect(code).toBe(0);
    expect(stdout).toContain('recorded: case "dry"');
    const [testCase] = testsOf(root, 'workflows/triage');
    expect(testCase.description).toContain('a dry run');
    expect(Object.keys(testCase.given.stub_steps)).toEqual(['classify']);
    expect(testCase.given.models).toBeUndefined();
    expect(existsSync(join(root, '.flowgate'))).toBe(false);
    expect(readdirSync(join(root, 'workflows/triage')).sort()).toEqual(['tests.json', 'workflow.yaml']);
    expect((await replay(root)).statuses.dry).toBe('passed');
  });
});
