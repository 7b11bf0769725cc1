import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRepo } from '../helpers/repo.js';
import { CERTIFICATE, cli, loopbackEnv, runJson, sendJson, startHttpsServer, withStore, type HttpsServer } from './helpers.js';

const SECRET = 'sk-live-7f3a9c1e5b';

const apiConnections = (url: string) => `api:
  kind: http
  test: { base_url: "${url}/sandbox", auth: bearer }
  production: { base_url: "${url}/live", auth: bearer }
  secrets: { token: API_TOKEN }
basic:
  kind: http
  test: { base_url: "${url}/basic", auth: basic }
  secrets: { username: PARTNER_LOGIN, password: PARTNER_LOGIN }
only_test:
  kind: http
  test: { base_url: "${url}/only-test", auth: none }
`;

const fetchWorkflow = `name: fetcher
on:
  manual: {}
steps:
  - id: fetch
    uses: platform/http.request@v1
    connections: { api: api }
    with: { url: /items, query: { page: 1 } }
  - id: count
    uses: platform/evaluate@v1
    with: { expression: "\${{ steps.fetch.outputs.json.items.length }}" }
`;

describe.skipIf(!CERTIFICATE)('flowgate run: a real run against an HTTPS server on loopback', () => {
  let server: HttpsServer;
  beforeAll(async () => {
    server = await startHttpsServer((request, response) => {
      if (request.url.startsWith('/sandbox/fail')) return sendJson(response, 500, { error: 'down' });
      sendJson(response, 200, { items: [{ id: 1 }, { id: 2 }], seen: request.url });
    });
  });
  afterAll(() => server.close());

  it('CLI-21 AUTH-21 runs the workflow for real with the secret from FLOWGATE_SECRET_<NAME> and exits 0', async () => {
    const root = makeRepo({ 'connections.yaml': apiConnections(server.url), 'workflows/fetcher/workflow.yaml': fetchWorkflow });
    const before = server.requests.length;
    const { code, doc, stderr } = await runJson('workflows/fetcher', root, loopbackEnv({ FLOWGATE_SECRET_API_TOKEN: SECRET }));
    expect(code).toBe(0);
    expect(doc.outcome).toBe('success');
    expect(doc.steps.count.outputs.result).toBe(2);
    const request = server.requests[before]!;
    expect(request.url).toBe('/sandbox/items?page=1');
    expect(request.headers.authorization).toBe(`Bearer ${SECRET}`);
    // The run log (on stderr with --json -) shows the step, its result and duration.
    expect(stderr).toMatch(/^\s+fetch\s+ok\s+\d+(\.\d+)? m?s$/m);
    expect(stderr).toContain('outcome: success');
  });

  it('AUTH-21 an object secret is read from JSON in the variable, under the name in upper case', async () => {
    const workflow = `name: basic-call
on: { manual: {} }
steps:
  - id: call
    uses: platform/http.request@v1
    connections: { api: basic }
    with: { url: /who }
`;
    const root = makeRepo({ 'connections.yaml': apiConnections(server.url), 'workflows/b/workflow.yaml': workflow });
    const before = server.requests.length;
    const secret = JSON.stringify({ username: 'flow-user', password: 'pa55-w0rd-x' });
    const { code } = await runJson('workflows/b', root, loopbackEnv({ FLOWGATE_SECRET_PARTNER_LOGIN: secret }));
    expect(code).toBe(0);
    expect(server.requests[before]!.headers.authorization).toBe(`Basic ${Buffer.from('flow-user:pa55-w0rd-x').toString('base64')}`);
  });

  it('AUTH-21 a secret the environment does not hold fails the step with invalid_input naming the connection; exit 1', async () => {
    const root = makeRepo({ 'connections.yaml': apiConnections(server.url), 'workflows/fetcher/workflow.yaml': fetchWorkflow });
    const before = server.requests.length;
    const { code, doc } = await runJson('workflows/fetcher', root, loopbackEnv());
    expect(code).toBe(1);
    expect(doc.error).toMatchObject({ step: 'fetch', code: 'invalid_input' });
    expect(doc.error.message).toContain('Connection api');
    expect(server.requests.length).toBe(before);
  });

  it('CLI-25 HTTP-32 without the test-only setting the loopback server is blocked (address_blocked)', async () => {
    const root = makeRepo({ 'connections.yaml': apiConnections(server.url), 'workflows/fetcher/workflow.yaml': fetchWorkflow });
    const before = server.requests.length;
    const env = { FLOWGATE_SECRET_API_TOKEN: SECRET, FLOWGATE_TEST_CA_FILE: CERTIFICATE!.certFile };
    const { code, doc } = await runJson('workflows/fetcher', root, env);
    expect(code).toBe(1);
    expect(doc.steps.fetch.error.code).toBe('address_blocked');
    expect(server.requests.length).toBe(before);
  });

  it('the run log warns that a test-only network setting is on', async () => {
    const root = makeRepo({ 'connections.yaml': apiConnections(server.url), 'workflows/fetcher/workflow.yaml': fetchWorkflow });
    const { stdout } = await cli(['run', 'workflows/fetcher'], loopbackEnv({ FLOWGATE_SECRET_API_TOKEN: SECRET }), root);
    expect(stdout).toMatch(/^warning: FLOWGATE_TEST_ALLOW_LOOPBACK is set/m);
    expect(stdout).toMatch(/^warning: FLOWGATE_TEST_CA_FILE is set/m);
  });

  it('a certificate the run does not trust fails the request with network_error', async () => {
    const root = makeRepo({ 'connections.yaml': apiConnections(server.url), 'workflows/fetcher/workflow.yaml': fetchWorkflow });
    const { code, doc } = await runJson('workflows/fetcher', root, { FLOWGATE_TEST_ALLOW_LOOPBACK: '1', FLOWGATE_SECRET_API_TOKEN: SECRET });
    expect(code).toBe(1);
    expect(doc.steps.fetch.error.code).toBe('network_error');
  });

  it('CLI-21 --json FILE writes the result document; secret values are hidden in it and in the log', async () => {
    const workflow = `name: echo
on: { manual: {} }
steps:
  - id: fetch
    uses: platform/http.request@v1
    connections: { api: api }
    with: { url: /items }
  - id: leak
    script: |
      ctx.log('token', ctx.secrets.API_TOKEN);
      return { token: ctx.secrets.API_TOKEN, items: ctx.steps.fetch.outputs.json.items.length };
`;
    const root = makeRepo({ 'connections.yaml': apiConnections(server.url), 'workflows/echo/workflow.yaml': workflow });
    const { code, stdout } = await cli(['run', 'workflows/echo', '--json', 'out/result.json'], loopbackEnv({ FLOWGATE_SECRET_API_TOKEN: SECRET }), root);
    expect(code).toBe(0);
    const doc = JSON.parse(readFileSync(join(root, 'out/result.json'), 'utf8'));
    expect(doc).toMatchObject({ outcome: 'success', error: null, emails: [], artifacts: [] });
    expect(doc.steps.leak.outputs).toEqual({ token: '***', items: 2 });
    expect(readFileSync(join(root, 'out/result.json'), 'utf8')).not.toContain(SECRET);
    expect(stdout).toContain('token ***');
    expect(stdout).not.toContain(SECRET);
  });

  it('AUTH-02 --env test uses the test setup; --env production only the production setup', async () => {
    const root = makeRepo({ 'connections.yaml': apiConnections(server.url), 'workflows/fetcher/workflow.yaml': fetchWorkflow });
    const env = loopbackEnv({ FLOWGATE_SECRET_API_TOKEN: SECRET });
    const before = server.requests.length;
    expect((await runJson('workflows/fetcher', root, env, ['--env', 'test'])).code).toBe(0);
    expect((await runJson('workflows/fetcher', root, env, ['--env', 'production'])).code).toBe(0);
    expect(server.requests.slice(before).map((r) => r.url)).toEqual(['/sandbox/items?page=1', '/live/items?page=1']);
  });

  it('a production run of a connection with only a test setup fails with invalid_input instead of using the sandbox', async () => {
    const workflow = `name: t\non: { manual: {} }\nsteps:\n  - id: call\n    uses: platform/http.request@v1\n    connections: { api: only_test }\n    with: { url: /x }\n`;
    const root = makeRepo({ 'connections.yaml': apiConnections(server.url), 'workflows/t/workflow.yaml': workflow });
    const before = server.requests.length;
    const production = await runJson('workflows/t', root, loopbackEnv(), ['--env', 'production']);
    expect(production.code).toBe(1);
    expect(production.doc.steps.call.error).toMatchObject({ code: 'invalid_input' });
    expect(production.doc.steps.call.error.message).toContain('no production setup');
    expect(server.requests.length).toBe(before);
    expect((await runJson('workflows/t', root, loopbackEnv(), ['--env', 'test'])).code).toBe(0);
  });

  it('AUTH-04 a connection connections.yaml does not list fails the step in a real run (no placeholder address)', async () => {
    const workflow = `name: t\non: { manual: {} }\nsteps:\n  - id: call\n    uses: platform/http.request@v1\n    connections: { api: nowhere }\n    with: { url: /x }\n`;
    const root = makeRepo({ 'connections.yaml': apiConnections(server.url), 'workflows/t/workflow.yaml': workflow });
    const { code, doc } = await runJson('workflows/t', root, loopbackEnv());
    expect(code).toBe(1);
    expect(doc.steps.call.error.code).toBe('invalid_input');
    expect(doc.steps.call.error.message).toContain('nowhere');
  });

  it('a failing step ends the run with outcome error and exit 1; the log names the step and code', async () => {
    const workflow = `name: failing\non: { manual: {} }\nsteps:\n  - id: call\n    uses: platform/http.request@v1\n    connections: { api: api }\n    with: { url: /fail }\n  - id: after\n    uses: platform/evaluate@v1\n    with: { expression: 1 }\n`;
    const root = makeRepo({ 'connections.yaml': apiConnections(server.url), 'workflows/f/workflow.yaml': workflow });
    const { code, stdout } = await cli(['run', 'workflows/f'], loopbackEnv({ FLOWGATE_SECRET_API_TOKEN: SECRET }), root);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^\s+call\s+FAILED\s+.*http_status: /m);
    expect(stdout).toMatch(/^\s+after\s+skipped$/m);
    expect(stdout).toContain('outcome: error in step call: http_status');
  });
});

describe('flowgate run: state, variables, triggers and exit codes', () => {
  const counter = `name: counter
on:
  manual: {}
  webhook: {}
steps:
  - id: read
    uses: platform/state.get@v1
    with: { key: runs, default: 0 }
  - id: write
    uses: platform/state.set@v1
    with: { key: runs, value: "\${{ steps.read.outputs.value + 1 }}" }
`;

  it('CLI-21 saved state is written by one run and read back by the next', async () => {
    const root = makeRepo({ 'workflows/counter/workflow.yaml': counter });
    const first = await runJson('workflows/counter', root, {}, ['--trigger', 'manual']);
    expect(first.code).toBe(0);
    expect(first.doc.steps.read.outputs).toEqual({ value: 0, found: false });
    expect(first.doc.state).toEqual({ runs: 1 });
    const second = await runJson('workflows/counter', root, {}, ['--trigger', 'manual']);
    expect(second.doc.steps.read.outputs).toEqual({ value: 1, found: true });
    expect(second.doc.steps.write.outputs).toEqual({ previous: 1 });
    expect(second.doc.state).toEqual({ runs: 2 });
    expect(withStore(root, (store) => store.readState({ workflow: 'counter', environment: 'test' }, 'runs'))).toEqual({ found: true, value: 2 });
  });

  it('state belongs to the workflow name, so a new version of it sees what the old one saved', async () => {
    const root = makeRepo({ 'workflows/counter/workflow.yaml': counter, 'workflows/counter-v2/workflow.yaml': `${counter}  - id: extra\n    uses: platform/evaluate@v1\n    with: { expression: 1 }\n` });
    await runJson('workflows/counter', root, {}, ['--trigger', 'manual']);
    const next = await runJson('workflows/counter-v2', root, {}, ['--trigger', 'manual']);
    expect(next.doc.steps.read.outputs).toEqual({ value: 1, found: true });
  });

  it('a real run leaves .flowgate/ with a .gitignore, so the store is never committed', async () => {
    const root = makeRepo({ 'workflows/counter/workflow.yaml': counter });
    await runJson('workflows/counter', root, {}, ['--trigger', 'manual']);
    expect(readFileSync(join(root, '.flowgate/.gitignore'), 'utf8')).toMatch(/^\*$/m);
    expect(existsSync(join(root, '.flowgate/store.sqlite'))).toBe(true);
  });

  it('GIVEN-12 company variables come from flowgate.yaml in real runs', async () => {
    const workflow = `name: v\non: { manual: {} }\nsteps:\n  - id: region\n    uses: platform/evaluate@v1\n    with: { expression: "\${{ vars.region }}" }\n`;
    const root = makeRepo({ 'flowgate.yaml': 'vars: { region: eu-central }\n', 'workflows/v/workflow.yaml': workflow });
    const { doc } = await runJson('workflows/v', root, {});
    expect(doc.steps.region.outputs.result).toBe('eu-central');
  });

  it('EXPR-07 --trigger webhook with --event FILE gives trigger.body and trigger.headers from the event', async () => {
    const workflow = `name: hook\non: { webhook: {} }\nsteps:\n  - id: seen\n    uses: platform/evaluate@v1\n    with: { expression: "\${{ trigger.body.order }}-\${{ trigger.headers['x-shop'] }}-\${{ trigger.kind }}-\${{ trigger.environment }}-\${{ trigger.is_test }}" }\n`;
    const root = makeRepo({ 'workflows/hook/workflow.yaml': workflow, 'event.json': { body: { order: 42 }, headers: { 'x-shop': 'north' } } });
    const { doc } = await runJson('workflows/hook', root, {}, ['--event', 'event.json', '--env', 'production']);
    expect(doc.steps.seen.outputs.result).toBe('42-north-webhook-production-false');
  });

  it('without --trigger a run uses the trigger a test case would get (webhook, then schedule, then manual)', async () => {
    const workflow = `name: k\non: { manual: {}, schedule: { cron: "0 8 * * *" } }\nsteps:\n  - id: kind\n    uses: platform/evaluate@v1\n    with: { expression: "\${{ trigger.kind }}" }\n`;
    const root = makeRepo({ 'workflows/k/workflow.yaml': workflow });
    expect((await runJson('workflows/k', root, {})).doc.steps.kind.outputs.result).toBe('schedule');
    expect((await runJson('workflows/k', root, {}, ['--trigger', 'manual'])).doc.steps.kind.outputs.result).toBe('manual');
  });

  it('a run whose every step is skipped has outcome skip and exits 0', async () => {
    const workflow = `name: s\non: { manual: {} }\nsteps:\n  - id: never\n    if: \${{ false }}\n    uses: platform/evaluate@v1\n    with: { expression: 1 }\n`;
    const root = makeRepo({ 'workflows/s/workflow.yaml': workflow });
    const { code, doc } = await runJson('workflows/s', root, {});
    expect(doc.outcome).toBe('skip');
    expect(code).toBe(0);
  });

  it('the run is recorded in the store with its outcome and failed step', async () => {
    const workflow = `name: r\non: { manual: {} }\nsteps:\n  - id: check\n    uses: platform/evaluate@v1\n    with: { expression: "\${{ trigger.body.ok }}", fail_if_false: true }\n`;
    const root = makeRepo({ 'workflows/r/workflow.yaml': workflow, 'ok.json': { ok: true }, 'bad.json': { ok: false } });
    expect((await runJson('workflows/r', root, {}, ['--event', 'ok.json'])).code).toBe(0);
    expect((await runJson('workflows/r', root, {}, ['--event', 'bad.json'])).code).toBe(1);
    const runs = withStore(root, (store) => store.runs({ workflow: 'r', environment: 'test' }));
    expect(runs.map((run) => [run.outcome, run.failedStep, run.trigger])).toEqual([
      ['success', null, 'manual'],
      ['error', 'check', 'manual'],
    ]);
    expect(runs.every((run) => run.finishedAt !== null && run.versionId.startsWith('sha256:'))).toBe(true);
  });

  it('email: a real run writes each email as an .eml file under .flowgate/outbox/<env>/ with sender, recipients, subject and body', async () => {
    const workflow = `name: mail\non: { manual: {} }\nsteps:\n  - id: send\n    uses: platform/email.send@v1\n    with: { to: [ops@example.com], cc: [boss@example.com], subject: "Grüße vom Lauf", text: "Alles gut" }\n`;
    const root = makeRepo({ 'flowgate.yaml': 'email: { senders: [{ address: flows@acme.example, verified: true, default: true }] }\n', 'workflows/mail/workflow.yaml': workflow });
    const { code, doc, stderr } = await runJson('workflows/mail', root, {});
    expect(code).toBe(0);
    expect(doc.emails).toHaveLength(1);
    const folder = join(root, '.flowgate/outbox/test');
    const files = readdirSync(folder);
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    expect(files.filter((f) => !f.endsWith('.eml'))).toEqual([]);
    const eml = readFileSync(join(folder, files[0]!), 'utf8');
    const [head, ...rest] = eml.split('\r\n\r\n');
    expect(head).toContain('From: flows@acme.example');
    expect(head).toContain('To: ops@example.com');
    expect(head).toContain('Cc: boss@example.com');
    expect(head).toContain(`Subject: =?UTF-8?B?${Buffer.from('Grüße vom Lauf').toString('base64')}?=`);
    expect(head).toContain(`Message-ID: ${doc.steps.send.outputs.message_id}`);
    const textPart = rest.find((part, i) => rest[i - 1]?.includes('text/plain'));
    expect(Buffer.from(textPart!.split('\r\n--')[0]!.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe('Alles gut');
    expect(stderr).toContain('emails: 1 email written to');
  });
});

describe('flowgate run: usage errors exit 2, broken versions exit 1', () => {
  const good = `name: g\non: { manual: {} }\nsteps:\n  - id: a\n    uses: platform/evaluate@v1\n    with: { expression: 1 }\n`;
  const repo = () =>
    makeRepo({
      'workflows/g/workflow.yaml': good,
      'actions/lib/action.yaml': 'name: lib\nversion: 1\ninput_schema: { type: object }\nscript: return {};\n',
      'not-json.json': '{ "a": ',
    });

  it.each([
    ['no folder', ['run']],
    ['two folders', ['run', 'workflows/g', 'workflows/g']],
    ['an unknown flag', ['run', 'workflows/g', '--fast']],
    ['an unknown environment', ['run', 'workflows/g', '--env', 'staging']],
    ['an unknown trigger kind', ['run', 'workflows/g', '--trigger', 'cron']],
    ['a trigger the workflow does not have', ['run', 'workflows/g', '--trigger', 'webhook']],
    ['a folder that does not exist', ['run', 'workflows/nope']],
    ['a folder without workflow.yaml', ['run', 'workflows']],
    ['a library action folder', ['run', 'actions/lib']],
    ['an event file that does not exist', ['run', 'workflows/g', '--event', 'missing.json']],
    ['an event file that is not JSON', ['run', 'workflows/g', '--event', 'not-json.json']],
    ['--event without a value', ['run', 'workflows/g', '--event']],
  ])('CLI-18 %s is a usage error: exit 2 and nothing is run', async (_, args) => {
    const root = repo();
    const { code, stderr } = await cli(args, {}, root);
    expect(code).toBe(2);
    expect(stderr).toContain('Usage:');
    expect(existsSync(join(root, '.flowgate'))).toBe(false);
  });

  it('a test-only CA file that cannot be read is a usage error', async () => {
    const root = repo();
    const { code, stderr } = await cli(['run', 'workflows/g'], { FLOWGATE_TEST_CA_FILE: join(root, 'missing.pem') }, root);
    expect(code).toBe(2);
    expect(stderr).toContain('FLOWGATE_TEST_CA_FILE');
  });

  it('SET-01 a version with save-time problems is not run: its problems are printed and the exit is 1', async () => {
    const root = makeRepo({ 'workflows/bad/workflow.yaml': 'name: bad\non: { manual: {} }\nsteps:\n  - id: a\n    uses: platform/evaluate@v1\n    with: { expresion: 1 }\n' });
    const { code, stderr } = await cli(['run', 'workflows/bad'], {}, root);
    expect(code).toBe(1);
    expect(stderr).toMatch(/workflows\/bad\/workflow\.yaml:\d+.*expresion/);
    expect(existsSync(join(root, '.flowgate'))).toBe(false);
  });

  it('the folder may be given from anywhere: the root is the nearest folder with flowgate.yaml or connections.yaml', async () => {
    const root = makeRepo({ 'flowgate.yaml': 'vars: { who: root }\n', 'deep/workflows/g/workflow.yaml': good.replace('expression: 1', 'expression: "${{ vars.who }}"') });
    const { code, doc } = await runJson(join(root, 'deep/workflows/g'), '/', {});
    expect(code).toBe(0);
    expect(doc.steps.a.outputs.result).toBe('root');
    expect(existsSync(join(root, '.flowgate/store.sqlite'))).toBe(true);
  });

  it('flowgate help lists the run command', async () => {
    const { stdout } = await cli(['help'], {}, '/');
    expect(stdout).toContain('flowgate run DIR [--event FILE] [--trigger KIND] [--dry-run] [--env test|production]');
  });
});

describe('workflow calls in a real run', () => {
  it('STUB-07 CLI-21 a workflow/<name> step fails with a message for real runs, not for tests', async () => {
    const root = makeRepo({ 'workflows/caller/workflow.yaml': 'name: caller\non:\n  manual: {}\nsteps:\n  - id: call\n    uses: workflow/other\n' });
    const { code, doc } = await runJson('workflows/caller', root, loopbackEnv());
    expect(code).toBe(1);
    const error = (doc as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('does not start others');
  });
});
