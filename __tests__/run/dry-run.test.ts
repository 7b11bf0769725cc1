import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRepo } from '../helpers/repo.js';
import { CERTIFICATE, cli, loopbackEnv, runJson, sendJson, startHttpsServer, withStore, type HttpsServer } from './helpers.js';

const stateWorkflow = `name: dry-state
on: { manual: {} }
steps:
  - id: write
    uses: platform/state.set@v1
    with: { key: last, value: "\${{ trigger.body.value }}" }
  - id: read
    uses: platform/state.get@v1
    with: { key: last }
`;

describe('flowgate run --dry-run: saved state', () => {
  it('CLI-22 a dry run changes no saved state; its own later steps read what it set', async () => {
    const root = makeRepo({ 'workflows/s/workflow.yaml': stateWorkflow, 'real.json': { value: 'saved' }, 'dry.json': { value: 'dry' } });
    expect((await runJson('workflows/s', root, {}, ['--event', 'real.json'])).code).toBe(0);

    const dry = await runJson('workflows/s', root, {}, ['--event', 'dry.json', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.doc.steps.write.outputs).toEqual({ previous: 'saved' });
    expect(dry.doc.steps.read.outputs).toEqual({ value: 'dry', found: true });
    expect(dry.doc.state).toEqual({ last: 'dry' });
    expect(dry.stderr).toContain('state: 1 key set in this run only (dry run: nothing saved)');

    expect(withStore(root, (store) => store.readState({ workflow: 'dry-state', environment: 'test' }, 'last'))).toEqual({ found: true, value: 'saved' });
    const runs = withStore(root, (store) => store.runs({ workflow: 'dry-state', environment: 'test' }));
    expect(runs).toHaveLength(1);
  });

  it('CLI-22 a dry run in a repository never run before leaves no .flowgate folder', async () => {
    const root = makeRepo({ 'workflows/s/workflow.yaml': stateWorkflow, 'dry.json': { value: 'dry' } });
    const dry = await runJson('workflows/s', root, {}, ['--event', 'dry.json', '--dry-run']);
    expect(dry.code).toBe(0);
    expect(dry.doc.steps.write.outputs).toEqual({ previous: null });
    expect(existsSync(join(root, '.flowgate'))).toBe(false);
  });

  it('CLI-22 a dry run writes no email into the outbox; the result document still lists it', async () => {
    const workflow = `name: m\non: { manual: {} }\nsteps:\n  - id: send\n    uses: platform/email.send@v1\n    with: { to: [ops@example.com], subject: Hello, text: Hi }\n`;
    const root = makeRepo({ 'workflows/m/workflow.yaml': workflow });
    await runJson('workflows/m', root, {});
    const dry = await runJson('workflows/m', root, {}, ['--dry-run']);
    expect(dry.doc.emails).toHaveLength(1);
    expect(dry.stderr).toContain('emails: 1 email not written (dry run)');
    expect(readdirSync(join(root, '.flowgate/outbox/test')).filter((f) => f.endsWith('.eml'))).toHaveLength(1);
  });
});

describe.skipIf(!CERTIFICATE)('flowgate run --dry-run: ai.generate', () => {
  let server: HttpsServer;
  beforeAll(async () => {
    server = await startHttpsServer((_, response) =>
      sendJson(response, 200, {
        id: 'chatcmpl-1',
        object: 'chat.completion',
        model: 'small',
        choices: [{ index: 0, message: { role: 'assistant', content: '{"label":"billing"}' }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 12, completion_tokens: 5, total_tokens: 17 },
      }),
    );
  });
  afterAll(() => server.close());

  const repo = () =>
    makeRepo({
      'connections.yaml': `assistant:\n  kind: ai\n  provider: openai_compatible\n  test: { base_url: "${server.url}" }\n  secrets: { api_key: AI_KEY }\n`,
      'workflows/triage/workflow.yaml': `name: triage
on: { manual: {} }
steps:
  - id: classify
    uses: platform/ai.generate@v1
    connections: { model: assistant }
    with:
      prompt: Label the message.
      input: { text: "invoice is wrong" }
      model: small
      output_schema: { type: object, required: [label], properties: { label: { type: string } } }
`,
    });

  it('AI-16 CLI-22 in a dry run ai.generate sends nothing: output null, not_sent true', async () => {
    const root = repo();
    const before = server.requests.length;
    const { code, doc } = await runJson('workflows/triage', root, loopbackEnv({ FLOWGATE_SECRET_AI_KEY: 'ai-key-123456' }), ['--dry-run']);
    expect(code).toBe(0);
    expect(doc.steps.classify.outputs).toMatchObject({ output: null, not_sent: true, provider: 'openai_compatible', model: 'small' });
    expect(server.requests.length).toBe(before);
  });

  it('AI-16 without --dry-run the same step asks the model and checks its answer', async () => {
    const root = repo();
    const before = server.requests.length;
    const { code, doc } = await runJson('workflows/triage', root, loopbackEnv({ FLOWGATE_SECRET_AI_KEY: 'ai-key-123456' }));
    expect(code).toBe(0);
    expect(doc.steps.classify.outputs.output).toEqual({ label: 'billing' });
    expect(doc.steps.classify.outputs.not_sent).toBeUndefined();
    expect(server.requests.length).toBe(before + 1);
    expect(server.requests[before]!.headers.authorization).toBe('Bearer ai-key-123456');
  });

  it('the run log says a dry run is one', async () => {
    const root = repo();
    const { stdout } = await cli(['run', 'workflows/triage', '--dry-run'], loopbackEnv({ FLOWGATE_SECRET_AI_KEY: 'ai-key-123456' }), root);
    expect(stdout.split('\n')[0]).toMatch(/environment test, trigger manual, dry run$/);
  });
});
