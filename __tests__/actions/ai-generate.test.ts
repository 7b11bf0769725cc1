import { describe, expect, it } from 'vitest';
import { aiGenerate } from '../../src/actions/ai-generate.js';
import { providerWaitMs } from '../../src/actions/ai/retry-wait.js';
import { tokensSpent } from '../../src/actions/ai/token-budget.js';
import type { ActionContext } from '../../src/engine/action.js';
import { StepError, isRetryable } from '../../src/engine/errors.js';
import { inputErrorMessage, validateInput } from '../../src/engine/input-check.js';
import type { Clock, World } from '../../src/engine/world.js';
import { DEFAULT_LIMITS } from '../../src/definitions/project.js';
import type { ConnectionSpec } from '../../src/world/settings.js';
import type { HttpMock, MockRequest } from '../../src/testing/http-mocks.js';
import type { ModelMock } from '../../src/testing/model-mocks.js';
import type { TestWorld } from '../../src/world/test/test-world.js';
import type { Given } from '../../src/testing/given.js';
import { webhookSend } from '../../src/actions/webhook-send.js';
import { actionHarness, recordingModelMocks } from '../helpers/action-context.js';
import { failure } from '../helpers/expect-step.js';

const SCHEMA = { type: 'object', required: ['label'], properties: { label: { type: 'string' }, score: { type: 'integer' } } };
const ASK = { prompt: 'Classify the ticket.', model: 'gpt-4o-mini', output_schema: SCHEMA, input: { ticket: 'Printer on fire' } };

const OPENAI: ConnectionSpec = { kind: 'ai', provider: 'openai', production: { base_url: 'https://api.openai.com' }, secrets: { api_key: 'OPENAI_KEY' } };

/** A real-shaped OpenAI reply, for HTTP mocks that sit where a model mock would. */
const GOOD: HttpMock = {
  match: { url_contains: 'api.openai.com' },
  respond: { json: { id: 'chatcmpl-1', choices: [{ index: 0, message: { role: 'assistant', content: '{"label":"x"}', refusal: null }, finish_reason: 'stop' }], usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 } } },
};

/** Records every request the world sends, body included (the HTTP log keeps none for AI calls). */
interface Setup {
  given?: Given;
  spec?: ConnectionSpec | null;
  connection?: string;
  limits?: Partial<typeof DEFAULT_LIMITS>;
  extra?: Record<string, ConnectionSpec>;
}

function aiHarness({ given = {}, spec = OPENAI, connection = 'assistant', limits, extra = {} }: Setup = {}) {
  const seen: MockRequest[] = [];
  const h = actionHarness(aiGenerate, {
    given,
    project: { connections: { ...(spec ? { [connection]: spec } : {}), ...extra }, limits: { ...DEFAULT_LIMITS, ...limits } },
    connections: { model: connection },
    responders: recordingModelMocks(seen, given.models ?? []),
  });
  return { ...h, seen };
}

function models(...mocks: ModelMock[]): Given {
  return { models: mocks };
}

/** Runs the module in a world that differs from the harness's (dry run, real waits). */
async function runIn(world: World, ctx: ActionContext, input: unknown) {
  const checked = validateInput(aiGenerate.inputSchema, input, aiGenerate.name);
  if (checked.errors) throw new StepError('invalid_input', inputErrorMessage(checked.errors));
  return aiGenerate.run(checked.value, { ...ctx, world });
}

function derivedWorld(world: TestWorld, overrides: Record<string, unknown>): World {
  const derived = Object.create(world) as World;
  for (const [key, value] of Object.entries(overrides)) Object.defineProperty(derived, key, { value });
  return derived;
}

/** A clock that records the waits asked of it and passes deadlines to the world's own clock. */
function recordingClock(world: TestWorld): Clock & { waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    minuteMs: 60_000,
    elapsedMs: 0,
    now: () => world.clock.now(),
    sleep: async (ms) => void waits.push(ms),
    withDeadline: (ms, work, onTimeout) => world.clock.withDeadline(ms, work, onTimeout),
  };
}

describe('ai.generate: inputs', () => {
  it('AI-01 the model slot takes an AI connection and is required', () => {
    expect(aiGenerate.slots).toEqual({ model: { kinds: ['ai'], required: true } });
  });

  it('AI-01 a connection that is not an AI connection fails with invalid_input', async () => {
    const h = aiHarness({ spec: { kind: 'http', production: { base_url: 'https://crm.example' } }, given: models({ connection: 'assistant', output: { label: 'x' } }) });
    expect((await failure(h.run(ASK))).code).toBe('invalid_input');
    expect(h.seen).toHaveLength(0);
  });

  it('AI-02 prompt is required, 1 to 32768 characters', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', output: { label: 'x' } }) });
    expect((await failure(h.run({ ...ASK, prompt: undefined }))).code).toBe('invalid_input');
    expect((await failure(h.run({ ...ASK, prompt: '' }))).code).toBe('invalid_input');
    expect((await failure(h.run({ ...ASK, prompt: 'p'.repeat(32769) }))).code).toBe('invalid_input');
    expect(h.seen).toHaveLength(0);
    await expect(h.run({ ...ASK, prompt: 'p'.repeat(32768) })).resolves.toMatchObject({ output: { label: 'x' } });
  });

  it('AI-04 prompt_version is at most 100 characters, returned as given and logged with the call', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', output: { label: 'x' } }) });
    expect((await failure(h.run({ ...ASK, prompt_version: 'v'.repeat(101) }))).code).toBe('invalid_input');
    const result = await h.run({ ...ASK, prompt_version: 'triage-v3' });
    expect(result.prompt_version).toBe('triage-v3');
    expect(h.world.logLines.some((line) => line.includes('triage-v3'))).toBe(true);
    expect(await h.run(ASK)).not.toHaveProperty('prompt_version');
  });

  it('AI-06 output_schema is required', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', output: { label: 'x' } }) });
    expect((await failure(h.run({ ...ASK, output_schema: undefined }))).code).toBe('invalid_input');
  });

  for (const schema of [{ type: 'array' }, { properties: { a: {} } }, { type: ['object'] }, { type: 'string' }]) {
    it(`AI-06 an output_schema without type: object at the root fails with invalid_input (${JSON.stringify(schema)})`, async () => {
      const h = aiHarness({ given: models({ connection: 'assistant', output: { label: 'x' } }) });
      const error = await failure(h.run({ ...ASK, output_schema: schema }));
      expect(error.code).toBe('invalid_input');
      expect(error.message).toContain('output_schema');
      expect(h.seen).toHaveLength(0);
    });
  }

  it('AI-06 an output_schema that is no valid JSON Schema fails with invalid_input', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', output: { label: 'x' } }) });
    expect((await failure(h.run({ ...ASK, output_schema: { type: 'object', properties: { a: { type: 'nonsense' } } } }))).code).toBe('invalid_input');
    expect((await failure(h.run({ ...ASK, output_schema: { type: 'object', required: 'label' } }))).code).toBe('invalid_input');
  });

  it('AI-06 AI-07 literal schemas are checked at save time', () => {
    const check = (schema: unknown, dynamic = false) => aiGenerate.saveCheck!({ ...ASK, output_schema: schema } as Record<string, unknown>, () => dynamic);
    expect(check(SCHEMA)).toEqual([]);
    expect(check({ type: 'array' })).toMatchObject([{ path: 'output_schema', code: 'invalid_input' }]);
    expect(check({ type: 'object', description: 'x'.repeat(70_000) })).toMatchObject([{ path: 'output_schema' }]);
    expect(check({ type: 'array' }, true)).toEqual([]);
  });

  it('AI-07 output_schema is at most 64 KB', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', output: { label: 'x' } }) });
    const filler = (size: number) => ({ type: 'object', description: 'd'.repeat(size - JSON.stringify({ type: 'object', description: '' }).length) });
    await expect(h.run({ ...ASK, output_schema: filler(64 * 1024) })).resolves.toBeDefined();
    const error = await failure(h.run({ ...ASK, output_schema: filler(64 * 1024 + 1) }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('64 KB');
  });

  it('AI-08 model is required, 1 to 200 characters', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', output: { label: 'x' } }) });
    expect((await failure(h.run({ ...ASK, model: undefined }))).code).toBe('invalid_input');
    expect((await failure(h.run({ ...ASK, model: '' }))).code).toBe('invalid_input');
    expect((await failure(h.run({ ...ASK, model: 'm'.repeat(201) }))).code).toBe('invalid_input');
    expect((await h.run({ ...ASK, model: 'm'.repeat(200) })).model).toBe('m'.repeat(200));
  });

  it('AI-09 max_output_tokens is 1 to 32768, default 1024', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', output: { label: 'x' } }) });
    expect((await failure(h.run({ ...ASK, max_output_tokens: 0 }))).code).toBe('invalid_input');
    expect((await failure(h.run({ ...ASK, max_output_tokens: 32769 }))).code).toBe('invalid_input');
    expect((await failure(h.run({ ...ASK, max_output_tokens: 1.5 }))).code).toBe('invalid_input');
    await h.run(ASK);
    await h.run({ ...ASK, max_output_tokens: 32768 });
    expect(h.seen.map((request) => JSON.parse(request.body).max_completion_tokens)).toEqual([1024, 32768]);
  });

  it('AI-10 timeout_seconds is 1 to 300', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', output: { label: 'x' } }) });
    expect((await failure(h.run({ ...ASK, timeout_seconds: 0 }))).code).toBe('invalid_input');
    expect((await failure(h.run({ ...ASK, timeout_seconds: 301 }))).code).toBe('invalid_input');
    await expect(h.run({ ...ASK, timeout_seconds: 300 })).resolves.toBeDefined();
  });

  it('AI-10 the default timeout is 120 seconds', async () => {
    const late = aiHarness({ given: models({ connection: 'assistant', output: { label: 'x' }, delay_ms: 120_001 }) });
    expect((await failure(late.run(ASK))).code).toBe('timeout');
    const inTime = aiHarness({ given: models({ connection: 'assistant', output: { label: 'x' }, delay_ms: 119_999 }) });
    await expect(inTime.run(ASK)).resolves.toMatchObject({ output: { label: 'x' } });
  });

  it('AI-10 a shorter timeout_seconds is kept', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', output: { label: 'x' }, delay_ms: 5_001 }) });
    expect((await failure(h.run({ ...ASK, timeout_seconds: 5 }))).code).toBe('timeout');
  });

  it('AI-26 the request (prompt, input, schema) is at most 1 MB; nothing is sent past it', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', output: { label: 'x' } }) });
    const overhead = Buffer.byteLength(ASK.prompt) + Buffer.byteLength(JSON.stringify(SCHEMA)) + 2; // the input's quotes
    const error = await failure(h.run({ ...ASK, input: 'i'.repeat(1024 * 1024 - overhead + 1) }));
    expect(error.code).toBe('invalid_input');
    expect(h.seen).toHaveLength(0);
    await expect(h.run({ ...ASK, input: 'i'.repeat(1024 * 1024 - overhead) })).resolves.toBeDefined();
    expect(h.seen).toHaveLength(1);
  });
});

describe('ai.generate: outputs', () => {
  it('AI-11 AI-12 AI-13 AI-14 AI-15 the outputs of an answer', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', output: { label: 'urgent', score: 3 }, usage: { input_tokens: 120, output_tokens: 7 } }) });
    expect(await h.run(ASK)).toEqual({
      output: { label: 'urgent', score: 3 },
      provider: 'openai',
      model: 'gpt-4o-mini',
      stop_reason: 'stop',
      request_id: 'chatcmpl-mock-0-1',
      usage: { input_tokens: 120, output_tokens: 7, total_tokens: 127 },
    });
  });

  it('AI-12 provider is the connection’s provider', async () => {
    for (const provider of ['openai', 'azure_openai', 'anthropic', 'mistral', 'openai_compatible'] as const) {
      const h = aiHarness({ spec: { kind: 'ai', provider, production: { base_url: 'https://ai.example' } }, given: models({ connection: 'assistant', output: { label: 'x' } }) });
      expect((await h.run(ASK)).provider).toBe(provider);
    }
  });

  it('AI-14 usage counts total_tokens as input plus output', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', output: { label: 'x' } }) });
    expect((await h.run(ASK)).usage).toEqual({ input_tokens: 10, output_tokens: 5, total_tokens: 15 });
  });

  it('AI-16 a dry run sends nothing: output null, not_sent true', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', output: { label: 'x' } }) });
    const result = await runIn(derivedWorld(h.world, { asksModels: false }), h.ctx, { ...ASK, prompt_version: 'v1' });
    expect(result).toEqual({ output: null, provider: 'openai', model: 'gpt-4o-mini', prompt_version: 'v1', usage: { input_tokens: 0, output_tokens: 0, total_tokens: 0 }, not_sent: true });
    expect(h.seen).toHaveLength(0);
    expect(h.world.http.calls).toHaveLength(0);
  });

  it('AI-16 a dry run still refuses a broken input', async () => {
    const h = aiHarness();
    expect((await failure(runIn(derivedWorld(h.world, { asksModels: false }), h.ctx, { ...ASK, output_schema: { type: 'array' } }))).code).toBe('invalid_input');
  });

  it('AI-16 not_sent is absent when the request was sent', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', output: { label: 'x' } }) });
    expect(await h.run(ASK)).not.toHaveProperty('not_sent');
  });
});

describe('ai.generate: answers that fail', () => {
  it('AI-17 a refused answer fails with ai_refused and never shows the refusal text', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', refusal: 'I cannot help with Printer on fire.' }) });
    const error = await failure(h.run(ASK));
    expect(error.code).toBe('ai_refused');
    expect(error.message).not.toContain('Printer');
  });

  it('AI-18 an answer cut off at max_output_tokens fails with ai_truncated', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', truncated: true }) });
    const error = await failure(h.run({ ...ASK, max_output_tokens: 50 }));
    expect(error.code).toBe('ai_truncated');
    expect(error.message).toContain('50');
  });

  it('AI-19 an answer removed by a content filter fails with ai_content_filter', async () => {
    const reply = { id: 'chatcmpl-1', choices: [{ index: 0, message: { role: 'assistant', content: null, refusal: null }, finish_reason: 'content_filter' }], usage: { prompt_tokens: 4, completion_tokens: 0, total_tokens: 4 } };
    const h = aiHarness({ given: { http: [{ match: { url: 'https://api.openai.com/v1/chat/completions' }, respond: { json: reply } }] } });
    expect((await failure(h.run(ASK))).code).toBe('ai_content_filter');
  });

  it('AI-20 an answer that is not JSON fails with ai_invalid_output', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', text: 'Sure! The label is urgent.' }) });
    const error = await failure(h.run(ASK));
    expect(error.code).toBe('ai_invalid_output');
    expect(error.message).not.toContain('urgent');
  });

  it('AI-20 JSON that does not match output_schema fails with ai_invalid_output naming the place', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', output: { label: 'urgent', score: 'high' } }) });
    const error = await failure(h.run(ASK));
    expect(error.code).toBe('ai_invalid_output');
    expect(error.message).toContain('/score');
    expect(error.message).not.toContain('high');
  });

  it('AI-20 a missing required field or a non-object answer fails with ai_invalid_output', async () => {
    for (const output of [{ score: 1 }, ['urgent'], 'urgent', null]) {
      const h = aiHarness({ given: models({ connection: 'assistant', output }) });
      expect((await failure(h.run(ASK))).code).toBe('ai_invalid_output');
    }
  });

  it('AI-20 answers in ai_* codes are never retried by the step', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', text: 'no json' }) });
    expect(isRetryable(await failure(h.run(ASK)))).toBe(false);
  });

  it('AI-24 whole numbers of 2^53 or more come back as text and do not match type: integer', async () => {
    const asInteger = aiHarness({ given: models({ connection: 'assistant', text: '{"label":"x","score":9007199254740993}' }) });
    expect((await failure(asInteger.run(ASK))).code).toBe('ai_invalid_output');
    const asString = aiHarness({ given: models({ connection: 'assistant', text: '{"label":"x","id":9007199254740993}' }) });
    const schema = { type: 'object', properties: { label: { type: 'string' }, id: { type: 'string' } } };
    expect((await asString.run({ ...ASK, output_schema: schema })).output).toEqual({ label: 'x', id: '9007199254740993' });
  });

  it('AI-24 numbers below 2^53 stay numbers', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', text: '{"label":"x","score":9007199254740991}' }) });
    expect((await h.run(ASK)).output).toEqual({ label: 'x', score: 9007199254740991 });
  });
});

describe('ai.generate: busy providers and errors', () => {
  it('AI-21 a rate limit is retried: two 429s then an answer make three calls', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', error: { status: 429 }, times: 2 }, { connection: 'assistant', output: { label: 'x' } }) });
    expect((await h.run(ASK)).output).toEqual({ label: 'x' });
    expect(h.seen).toHaveLength(3);
  });

  it('AI-21 AI-23 at most 3 calls in all; a provider still busy fails with ai_provider_error', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', error: { status: 503 }, times: 3 }, { connection: 'assistant', output: { label: 'x' } }) });
    const error = await failure(h.run(ASK));
    expect(error.code).toBe('ai_provider_error');
    expect(error.status).toBe(503);
    expect(h.seen).toHaveLength(3);
    // The step's own retry: may try again later.
    expect(isRetryable(error)).toBe(true);
  });

  for (const status of [500, 502, 529]) {
    it(`AI-21 status ${status} counts as busy and is retried`, async () => {
      const h = aiHarness({ given: models({ connection: 'assistant', error: { status }, times: 1 }, { connection: 'assistant', output: { label: 'x' } }) });
      expect((await h.run(ASK)).output).toEqual({ label: 'x' });
      expect(h.seen).toHaveLength(2);
    });
  }

  for (const status of [400, 401, 403, 404, 422]) {
    it(`AI-23 status ${status} is not retried and fails with ai_provider_error`, async () => {
      const h = aiHarness({ given: models({ connection: 'assistant', error: { status, message: 'Printer on fire is bad input' }, times: 1 }, { connection: 'assistant', output: { label: 'x' } }) });
      const error = await failure(h.run(ASK));
      expect(error.code).toBe('ai_provider_error');
      expect(error.status).toBe(status);
      expect(error.message).not.toContain('Printer');
      expect(h.seen).toHaveLength(1);
      expect(isRetryable(error)).toBe(false);
    });
  }

  it('AI-23 a 2xx reply that is not the provider’s reply fails with ai_provider_error', async () => {
    const h = aiHarness({ given: { http: [{ match: { url_contains: 'api.openai.com' }, respond: { text: '<html>proxy</html>' } }] } });
    expect((await failure(h.run(ASK))).code).toBe('ai_provider_error');
  });

  it('AI-22 MODEL-19 tests retry without waiting, whatever the provider asks', async () => {
    const busy: HttpMock = { match: { url_contains: 'api.openai.com' }, respond: { status: 429, headers: { 'retry-after': '30' }, json: { error: { type: 'requests' } } }, times: 2 };
    const h = aiHarness({ given: { http: [busy, GOOD] } });
    await h.run(ASK);
    expect(h.seen).toHaveLength(3);
    expect(h.world.clock.elapsedMs).toBe(0);
  });

  it('AI-22 a real run waits as long as the provider asks between calls', async () => {
    const busy: HttpMock = { match: { url_contains: 'api.openai.com' }, respond: { status: 429, headers: { 'retry-after': '7' } }, times: 1 };
    const h = aiHarness({ given: { http: [busy, GOOD] } });
    const clock = recordingClock(h.world);
    await runIn(derivedWorld(h.world, { waitForProvider: (ms: number) => clock.sleep(ms), clock }), h.ctx, ASK);
    expect(clock.waits).toEqual([7_000]);
  });

  it('AI-22 a real run never waits more than 60 seconds', async () => {
    const busy: HttpMock = { match: { url_contains: 'api.openai.com' }, respond: { status: 503, headers: { 'retry-after': '3600' } }, times: 2 };
    const h = aiHarness({ given: { http: [busy, GOOD] } });
    const clock = recordingClock(h.world);
    await runIn(derivedWorld(h.world, { waitForProvider: (ms: number) => clock.sleep(ms), clock }), h.ctx, ASK);
    expect(clock.waits).toEqual([60_000, 60_000]);
  });

  it('AI-22 the wait reads retry-after-ms, retry-after seconds or date, else backs off 1 s then 2 s', () => {
    const now = new Date('2026-01-05T08:00:00Z');
    expect(providerWaitMs({ 'retry-after-ms': '1500' }, 1, now)).toBe(1500);
    expect(providerWaitMs({ 'retry-after': '2' }, 1, now)).toBe(2000);
    expect(providerWaitMs({ 'retry-after': 'Mon, 05 Jan 2026 08:00:10 GMT' }, 1, now)).toBe(10_000);
    expect(providerWaitMs({ 'retry-after': 'Mon, 05 Jan 2026 07:00:00 GMT' }, 1, now)).toBe(0);
    expect(providerWaitMs({ 'retry-after': '120' }, 1, now)).toBe(60_000);
    expect(providerWaitMs({ 'retry-after': 'soon' }, 2, now)).toBe(2000);
    expect(providerWaitMs({}, 1, now)).toBe(1000);
    expect(providerWaitMs({}, 2, now)).toBe(2000);
  });
});

describe('ai.generate: the run’s token limit', () => {
  it('AI-25 each call counts against ai_tokens_per_run; the call that passes it fails with limit_exceeded', async () => {
    const h = aiHarness({ limits: { aiTokensPerRun: 20 }, given: models({ connection: 'assistant', output: { label: 'x' } }) });
    await h.run(ASK);
    expect(tokensSpent(h.world)).toBe(15);
    const error = await failure(h.run(ASK));
    expect(error.code).toBe('limit_exceeded');
    expect(tokensSpent(h.world)).toBe(30);
  });

  it('AI-25 once the limit is used up nothing more is sent', async () => {
    const h = aiHarness({ limits: { aiTokensPerRun: 15 }, given: models({ connection: 'assistant', output: { label: 'x' } }) });
    await h.run(ASK);
    expect((await failure(h.run(ASK))).code).toBe('limit_exceeded');
    expect(h.seen).toHaveLength(1);
  });

  it('AI-25 tokens of a refused or cut-off answer count too', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', refusal: 'no', usage: { input_tokens: 40, output_tokens: 2 } }) });
    await failure(h.run(ASK));
    expect(tokensSpent(h.world)).toBe(42);
  });

  it('AI-25 the limit is per run: another run starts again at zero', async () => {
    const first = aiHarness({ limits: { aiTokensPerRun: 15 }, given: models({ connection: 'assistant', output: { label: 'x' } }) });
    const second = aiHarness({ limits: { aiTokensPerRun: 15 }, given: models({ connection: 'assistant', output: { label: 'x' } }) });
    await first.run(ASK);
    await expect(second.run(ASK)).resolves.toBeDefined();
  });
});

describe('ai.generate: what is sent and logged', () => {
  it('AUTH-19 the request signs in with the connection’s api_key secret', async () => {
    const h = aiHarness({ given: { secrets: { OPENAI_KEY: 'sk-made-up-key' }, ...models({ connection: 'assistant', output: { label: 'x' } }) } });
    await h.run(ASK);
    expect(h.seen[0]!.headers.authorization).toBe('Bearer sk-made-up-key');
  });

  it('AUTH-19 without a named reference the dummy is test-dummy-<connection>_api_key', async () => {
    const h = aiHarness({ spec: null, given: models({ connection: 'assistant', output: { label: 'x' } }) });
    await h.run(ASK);
    expect(h.seen[0]!.headers.authorization).toBe('Bearer test-dummy-assistant_api_key');
  });

  it('AI-27 the end user’s identity is never sent', async () => {
    const h = aiHarness({ given: { event: { body: { user: 'ann@example.com' } }, ...models({ connection: 'assistant', output: { label: 'x' } }) } });
    await h.run(ASK);
    const body = JSON.parse(h.seen[0]!.body);
    for (const field of ['user', 'safety_identifier', 'metadata', 'user_id']) expect(body).not.toHaveProperty(field);
    expect(Object.keys(h.seen[0]!.headers).sort()).toEqual(['authorization', 'content-type']);
    expect(h.seen[0]!.body).not.toContain('ann@example.com');
  });

  it('AI-28 the HTTP log keeps no body of an AI call, while other calls keep theirs', async () => {
    const h = aiHarness({ given: { http: [{ match: { url_contains: 'hooks.example' }, respond: { status: 200 } }], ...models({ connection: 'assistant', output: { label: 'x' } }) } });
    await h.run(ASK);
    await webhookSend.run({ url: 'https://hooks.example/e', json: { a: 1 }, sign: false }, { ...h.ctx, connections: {} });
    expect(h.world.http.calls[0]!.url).toBe('https://api.openai.com/v1/chat/completions');
    expect(h.world.http.calls[0]!.body).toBe('');
    expect(h.seen[0]!.body).toContain('Printer on fire');
    expect(h.world.http.calls[1]!.body).toBe('{"a":1}');
  });

  it('AI-28 nothing of the prompt or input reaches the run log', async () => {
    const h = aiHarness({ given: models({ connection: 'assistant', output: { label: 'x' } }) });
    await h.run(ASK);
    expect(h.world.logLines.join('\n')).not.toMatch(/Printer|Classify/);
  });
});
