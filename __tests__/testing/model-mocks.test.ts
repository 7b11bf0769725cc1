import { describe, expect, it } from 'vitest';
import { aiGenerate } from '../../src/actions/ai-generate.js';
import type { AiProvider, ResolvedConnection } from '../../src/engine/world.js';
import { DEFAULT_LIMITS } from '../../src/definitions/project.js';
import type { ConnectionSpec } from '../../src/world/settings.js';
import type { MockRequest } from '../../src/testing/http-mocks.js';
import { DEFAULT_MOCK_USAGE, ModelMockTable, plainAnswerOf, type ModelMock } from '../../src/testing/model-mocks.js';
import type { Given } from '../../src/testing/given.js';
import { actionHarness, recordingModelMocks } from '../helpers/action-context.js';
import { failure } from '../helpers/expect-step.js';
import { withoutRealWaits } from '../helpers/fake-timers.js';

const SCHEMA = { type: 'object', required: ['label'], properties: { label: { type: 'string' } } };
const ASK = { prompt: 'Classify the ticket.', model: 'm-1', output_schema: SCHEMA, input: { ticket: 'Printer on fire' } };

/** ai.generate with `given.models` answering, as a workflow test runs it. */
function harness(mocks: ModelMock[], options: { connections?: Record<string, ConnectionSpec>; given?: Given; bind?: string } = {}) {
  const seen: MockRequest[] = [];
  const given: Given = { ...options.given, models: mocks };
  const h = actionHarness(aiGenerate, {
    given,
    project: { connections: options.connections ?? {}, limits: DEFAULT_LIMITS },
    connections: { model: options.bind ?? 'assistant' },
    responders: recordingModelMocks(seen, mocks),
  });
  return { ...h, seen };
}

const PROVIDERS: AiProvider[] = ['openai', 'azure_openai', 'anthropic', 'mistral', 'openai_compatible'];

function aiConnection(provider: AiProvider, base_url = 'https://ai.example.com'): ConnectionSpec {
  return { kind: 'ai', provider, production: { base_url } };
}

/** A table over fixed connections, asked directly. */
function table(mocks: ModelMock[], connections: Record<string, Partial<ResolvedConnection>>) {
  return new ModelMockTable(mocks, (name) => ({ name, kind: 'ai', exists: true, auth: 'none', settings: {}, secrets: {}, ...connections[name] }) as ResolvedConnection);
}

function post(url: string, body: unknown): MockRequest {
  return { method: 'POST', url, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

function replyJson(answer: { body: Uint8Array } | undefined): any {
  return JSON.parse(Buffer.from(answer!.body).toString('utf8'));
}

describe('model mocks answer ai.generate (MODEL-01, MODEL-05)', () => {
  it('MODEL-01 MODEL-05 an output answer reaches the step as its checked output', async () => {
    const h = harness([{ connection: 'assistant', output: { label: 'urgent' } }]);
    expect(await h.run(ASK)).toMatchObject({ output: { label: 'urgent' }, provider: 'openai_compatible' });
    expect(h.world.dispatcher.unmocked).toBe(0);
  });

  it('MODEL-05 an output that does not fit output_schema fails the step as a real answer would', async () => {
    const h = harness([{ connection: 'assistant', output: { label: 42 } }]);
    expect((await failure(h.run(ASK))).code).toBe('ai_invalid_output');
  });

  it('MODEL-03 a mock answers only the connection it names', async () => {
    const h = harness([{ connection: 'other', output: { label: 'x' } }]);
    expect((await failure(h.run(ASK))).code).toBe('http_unmocked');
    expect(h.world.dispatcher.unmocked).toBe(1);
  });

  it('MODEL-18 a mock naming a connection that is not an AI connection answers nothing', async () => {
    const h = harness([{ connection: 'crm', output: { label: 'x' } }], {
      connections: { crm: { kind: 'http', production: { base_url: 'https://assistant.connection.test' } } },
    });
    expect((await failure(h.run(ASK))).code).toBe('http_unmocked');
  });
});

describe('the plain answer becomes the provider’s own reply (MODEL-02, MODEL-04)', () => {
  it('MODEL-02 openai-style providers get a chat.completion with choices and usage', () => {
    for (const provider of ['openai', 'mistral', 'openai_compatible'] as const) {
      const t = table([{ connection: 'a', output: { label: 'x' } }], { a: { provider, base_url: 'https://ai.example.com' } });
      const json = replyJson(t.answer(post('https://ai.example.com/v1/chat/completions', { model: 'm-1' })));
      expect(json).toMatchObject({
        object: 'chat.completion',
        model: 'm-1',
        choices: [{ index: 0, message: { role: 'assistant', content: '{"label":"x"}' }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
      });
    }
  });

  it('MODEL-02 azure_openai answers at the deployment address with the deployment as model', () => {
    const t = table([{ connection: 'a', output: { label: 'x' } }], { a: { provider: 'azure_openai', base_url: 'https://acme.openai.azure.com' } });
    const json = replyJson(t.answer(post('https://acme.openai.azure.com/openai/deployments/prod-4o/chat/completions?api-version=2024-10-21', {})));
    expect(json).toMatchObject({ model: 'prod-4o', choices: [{ message: { content: '{"label":"x"}' } }] });
  });

  it('MODEL-02 anthropic gets a message with a tool_use block and its own usage', () => {
    const t = table([{ connection: 'a', output: { label: 'x' } }], { a: { provider: 'anthropic', base_url: 'https://api.anthropic.com' } });
    const answer = t.answer(post('https://api.anthropic.com/v1/messages', { model: 'claude-x' }));
    expect(replyJson(answer)).toMatchObject({
      type: 'message',
      role: 'assistant',
      model: 'claude-x',
      content: [{ type: 'tool_use', name: 'answer', input: { label: 'x' } }],
      stop_reason: 'tool_use',
      usage: { input_tokens: 10, output_tokens: 5 },
    });
    expect(answer!.headers).toContainEqual(['content-type', 'application/json']);
  });

  it('MODEL-02 provider errors come in each provider’s error body', () => {
    const ask = (provider: AiProvider, url: string) =>
      t(provider).answer(post(url, {}));
    const t = (provider: AiProvider) => table([{ connection: 'a', error: { status: 429, message: 'slow down' } }], { a: { provider, base_url: 'https://ai.example.com' } });
    const openai = ask('openai', 'https://ai.example.com/v1/chat/completions');
    expect(openai!.status).toBe(429);
    expect(replyJson(openai)).toEqual({ error: { message: 'slow down', type: 'rate_limit_exceeded', param: null, code: 'rate_limit_exceeded' } });
    expect(replyJson(ask('anthropic', 'https://ai.example.com/v1/messages'))).toEqual({ type: 'error', error: { type: 'rate_limit_error', message: 'slow down' }, request_id: 'req_mock-0-1' });
    expect(replyJson(ask('mistral', 'https://ai.example.com/v1/chat/completions'))).toMatchObject({ object: 'error', message: 'slow down' });
    expect(replyJson(ask('azure_openai', 'https://ai.example.com/openai/deployments/d/chat/completions'))).toEqual({ error: { code: '429', message: 'slow down' } });
  });

  it('MODEL-04 exactly one of output, text, refusal, truncated, error', () => {
    expect(plainAnswerOf({ connection: 'a', output: null }, 'm')).toEqual({ kind: 'output', output: null });
    expect(plainAnswerOf({ connection: 'a', text: '' }, 'm')).toEqual({ kind: 'text', text: '' });
    expect(plainAnswerOf({ connection: 'a', truncated: true }, 'm')).toEqual({ kind: 'truncated' });
    expect(() => plainAnswerOf({ connection: 'a' }, 'given.models[0]')).toThrow(/given\.models\[0\].*exactly one/);
    expect(() => plainAnswerOf({ connection: 'a', output: {}, text: 'x' }, 'given.models[1]')).toThrow(/exactly one/);
  });
});

describe('each kind of answer, through every provider (MODEL-06..MODEL-09)', () => {
  for (const provider of PROVIDERS) {
    const connections = { assistant: aiConnection(provider) };

    it(`MODEL-05 ${provider}: output`, async () => {
      expect((await harness([{ connection: 'assistant', output: { label: 'ok' } }], { connections }).run(ASK)).output).toEqual({ label: 'ok' });
    });

    it(`MODEL-06 ${provider}: text that is not JSON fails with ai_invalid_output; JSON text is read`, async () => {
      expect((await failure(harness([{ connection: 'assistant', text: 'not json' }], { connections }).run(ASK))).code).toBe('ai_invalid_output');
      expect((await harness([{ connection: 'assistant', text: '{"label":"t"}' }], { connections }).run(ASK)).output).toEqual({ label: 't' });
    });

    it(`MODEL-07 AI-17 ${provider}: refusal fails with ai_refused, never showing its text`, async () => {
      const error = await failure(harness([{ connection: 'assistant', refusal: 'I cannot help with Printer on fire.' }], { connections }).run(ASK));
      expect(error.code).toBe('ai_refused');
      expect(error.message).not.toContain('Printer');
    });

    if (provider === 'mistral') {
      it('AI-17 mistral: only flowgate\'s own marker makes a Mistral answer a refusal; the same text from a provider is an answer', async () => {
        // A real Mistral reply of the same body has no marker: it is read as the answer it is.
        const error = await failure(harness([{ connection: 'assistant', text: 'I cannot help with Printer on fire.' }], { connections }).run(ASK));
        expect(error.code).toBe('ai_invalid_output');
      });
    }

    it(`MODEL-08 ${provider}: truncated fails with ai_truncated`, async () => {
      expect((await failure(harness([{ connection: 'assistant', truncated: true }], { connections }).run(ASK))).code).toBe('ai_truncated');
    });

    it(`MODEL-09 ${provider}: error fails with ai_provider_error and its status`, async () => {
      const error = await failure(harness([{ connection: 'assistant', error: { status: 418, message: 'teapot' } }], { connections }).run(ASK));
      expect(error.code).toBe('ai_provider_error');
      expect(error.status).toBe(418);
    });
  }
});

describe('usage, prompt_contains, times, delay_ms (MODEL-10..MODEL-13)', () => {
  it('MODEL-10 usage defaults to 10 input and 5 output tokens', async () => {
    expect(DEFAULT_MOCK_USAGE).toEqual({ input_tokens: 10, output_tokens: 5 });
    const result = await harness([{ connection: 'assistant', output: { label: 'x' } }]).run(ASK);
    expect(result.usage).toEqual({ input_tokens: 10, output_tokens: 5, total_tokens: 15 });
  });

  it('MODEL-10 usage reports the given tokens; a missing field keeps its default', async () => {
    expect((await harness([{ connection: 'assistant', output: { label: 'x' }, usage: { input_tokens: 700, output_tokens: 30 } }]).run(ASK)).usage).toEqual({ input_tokens: 700, output_tokens: 30, total_tokens: 730 });
    expect((await harness([{ connection: 'assistant', output: { label: 'x' }, usage: { output_tokens: 1 } }]).run(ASK)).usage).toEqual({ input_tokens: 10, output_tokens: 1, total_tokens: 11 });
  });

  it('MODEL-11 prompt_contains answers only requests whose body contains the text', async () => {
    const h = harness([
      { connection: 'assistant', prompt_contains: 'Summarise', output: { label: 'summary' } },
      { connection: 'assistant', prompt_contains: 'Classify', output: { label: 'class' } },
    ]);
    expect((await h.run(ASK)).output).toEqual({ label: 'class' });
    expect((await h.run({ ...ASK, prompt: 'Summarise the ticket.' })).output).toEqual({ label: 'summary' });
  });

  it('MODEL-11 prompt_contains finds text of the input too, even where JSON escapes it', async () => {
    const h = harness([{ connection: 'assistant', prompt_contains: 'say "hi"', output: { label: 'quoted' } }]);
    expect((await h.run({ ...ASK, input: { note: 'say "hi"' } })).output).toEqual({ label: 'quoted' });
  });

  it('MODEL-11 a request no prompt_contains fits is unmocked, and the message names the mock', async () => {
    const h = harness([{ connection: 'assistant', prompt_contains: 'Translate', output: { label: 'x' } }]);
    const error = await failure(h.run(ASK));
    expect(error.code).toBe('http_unmocked');
    expect(error.message).toContain('given.models[0]');
    expect(error.message).toContain('prompt_contains');
    expect(error.message).not.toContain('Printer');
  });

  it('MODEL-11 the mock with prompt_contains is more specific and wins over a plain one listed first', async () => {
    const h = harness([
      { connection: 'assistant', output: { label: 'plain' } },
      { connection: 'assistant', prompt_contains: 'Printer', output: { label: 'specific' } },
    ]);
    expect((await h.run(ASK)).output).toEqual({ label: 'specific' });
  });

  it('MODEL-12 without times a mock answers any number of requests', async () => {
    const h = harness([{ connection: 'assistant', output: { label: 'x' } }]);
    for (let i = 0; i < 5; i++) await h.run(ASK);
    expect(h.seen).toHaveLength(5);
  });

  it('MODEL-12 with times: n a mock answers n requests, then the next mock answers', async () => {
    const h = harness([
      { connection: 'assistant', output: { label: 'first' }, times: 2 },
      { connection: 'assistant', output: { label: 'then' } },
    ]);
    const labels = [];
    for (let i = 0; i < 3; i++) labels.push(((await h.run(ASK)).output as { label: string }).label);
    expect(labels).toEqual(['first', 'first', 'then']);
  });

  it('MODEL-12 a mock used up with nothing after it leaves the request unmocked, and says why', async () => {
    const h = harness([{ connection: 'assistant', output: { label: 'x' }, times: 1 }]);
    await h.run(ASK);
    const error = await failure(h.run(ASK));
    expect(error.code).toBe('http_unmocked');
    expect(error.message).toContain('times: 1 is used up');
  });

  it('MODEL-12 a tie goes to the mock listed first', async () => {
    const h = harness([
      { connection: 'assistant', output: { label: 'one' } },
      { connection: 'assistant', output: { label: 'two' } },
    ]);
    expect((await h.run(ASK)).output).toEqual({ label: 'one' });
  });

  it('MODEL-13 delay_ms delays the answer on the virtual clock', async () => {
    const h = harness([{ connection: 'assistant', output: { label: 'x' }, delay_ms: 4_000 }]);
    await h.run(ASK);
    expect(h.world.clock.elapsedMs).toBe(4_000);
  });

  it('MODEL-13 a delay past the step’s timeout fails with timeout at once', async () => {
    const h = harness([{ connection: 'assistant', output: { label: 'x' }, delay_ms: 120_000 }]);
    expect((await failure(withoutRealWaits(() => h.run({ ...ASK, timeout_seconds: 10 })))).code).toBe('timeout');
    expect(h.world.clock.elapsedMs).toBe(10_000);
  });
});

describe('where a mock answers (MODEL-14..MODEL-16)', () => {
  it('MODEL-14 a mock answers at the chat address of the real connection', async () => {
    const h = harness([{ connection: 'assistant', output: { label: 'x' } }], { connections: { assistant: aiConnection('anthropic', 'https://claude.acme.example') } });
    await h.run(ASK);
    expect(h.seen[0]!.url).toBe('https://claude.acme.example/v1/messages');
  });

  it('MODEL-14 a case’s base_url override moves the address the mock answers at', async () => {
    const h = harness([{ connection: 'assistant', output: { label: 'x' } }], {
      connections: { assistant: aiConnection('openai', 'https://api.openai.com') },
      given: { connections: { assistant: { base_url: 'https://sandbox.openai.example' } } },
    });
    await h.run(ASK);
    expect(h.seen[0]!.url).toBe('https://sandbox.openai.example/v1/chat/completions');
  });

  it('MODEL-14 requests to another address or with another method are not answered', () => {
    const t = table([{ connection: 'a', output: { label: 'x' } }], { a: { provider: 'openai', base_url: 'https://api.openai.com' } });
    expect(t.answer(post('https://evil.example/v1/chat/completions', {}))).toBeUndefined();
    expect(t.answer(post('https://api.openai.com/v1/embeddings', {}))).toBeUndefined();
    expect(t.answer({ ...post('https://api.openai.com/v1/chat/completions', {}), method: 'GET' })).toBeUndefined();
    expect(t.nearestMiss(post('https://evil.example/v1/chat/completions', {}))).toBeUndefined();
    expect(t.answer(post('https://api.openai.com/v1/chat/completions', {}))).toBeDefined();
  });

  it('MODEL-15 a connection that does not exist yet answers at https://<name>.connection.test', async () => {
    const h = harness([{ connection: 'newbot', output: { label: 'x' } }], { bind: 'newbot' });
    await h.run(ASK);
    expect(h.seen[0]!.url).toBe('https://newbot.connection.test/v1/chat/completions');
  });

  it('MODEL-16 a connection that does not exist yet is an OpenAI-compatible server', async () => {
    const h = harness([{ connection: 'newbot', output: { label: 'x' } }], { bind: 'newbot' });
    const result = await h.run(ASK);
    expect(result.provider).toBe('openai_compatible');
    expect(JSON.parse(h.seen[0]!.body)).toHaveProperty('max_tokens', 1024);
  });

  it('MODEL-16 given.connections.<name>.provider sets the provider of a connection that does not exist yet', async () => {
    const h = harness([{ connection: 'newbot', output: { label: 'x' } }], { bind: 'newbot', given: { connections: { newbot: { provider: 'anthropic' } } } });
    const result = await h.run(ASK);
    expect(result.provider).toBe('anthropic');
    expect(h.seen[0]!.url).toBe('https://newbot.connection.test/v1/messages');
  });
});

describe('retries through model mocks (MODEL-19, MODEL-20)', () => {
  for (const status of [429, 500, 503]) {
    it(`MODEL-19 a mocked error ${status} is retried without waiting`, async () => {
      const h = harness([{ connection: 'assistant', error: { status }, times: 2 }, { connection: 'assistant', output: { label: 'x' } }]);
      expect((await h.run(ASK)).output).toEqual({ label: 'x' });
      expect(h.seen).toHaveLength(3);
      expect(h.world.clock.elapsedMs).toBe(0);
    });
  }

  it('MODEL-19 a mocked 400 is not retried', async () => {
    const h = harness([{ connection: 'assistant', error: { status: 400 }, times: 1 }, { connection: 'assistant', output: { label: 'x' } }]);
    expect((await failure(h.run(ASK))).code).toBe('ai_provider_error');
    expect(h.seen).toHaveLength(1);
  });

  it('MODEL-20 a failing answer with times: 1 listed before a good answer makes the retry succeed', async () => {
    const h = harness([{ connection: 'assistant', error: { status: 503, message: 'busy' }, times: 1 }, { connection: 'assistant', output: { label: 'second' } }]);
    expect((await h.run(ASK)).output).toEqual({ label: 'second' });
    expect(h.seen).toHaveLength(2);
  });

  it('MODEL-20 without times the failing answer keeps answering and the step fails after 3 calls', async () => {
    const h = harness([{ connection: 'assistant', error: { status: 503 } }, { connection: 'assistant', output: { label: 'never' } }]);
    const error = await failure(h.run(ASK));
    expect(error.code).toBe('ai_provider_error');
    expect(h.seen).toHaveLength(3);
  });
});

describe('ids are derived (WORLD-16)', () => {
  it('WORLD-16 the same case gives the same request ids', async () => {
    const ids = async () => {
      const h = harness([{ connection: 'assistant', output: { label: 'x' } }], { connections: { assistant: aiConnection('anthropic') } });
      return [(await h.run(ASK)).request_id, (await h.run(ASK)).request_id];
    };
    const first = await ids();
    expect(first).toEqual(await ids());
    expect(first[0]).not.toBe(first[1]);
  });
});
