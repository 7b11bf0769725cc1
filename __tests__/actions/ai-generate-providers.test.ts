/**
 * What ai.generate sends to each provider, checked against that provider's documented
 * request shape, and how it reads each provider's documented reply shapes.
 */
import { describe, expect, it } from 'vitest';
import { aiGenerate } from '../../src/actions/ai-generate.js';
import type { AiProvider } from '../../src/engine/world.js';
import { DEFAULT_LIMITS } from '../../src/definitions/project.js';
import type { ConnectionSpec } from '../../src/world/settings.js';
import type { HttpMock, MockRequest } from '../../src/testing/http-mocks.js';
import type { ModelMock } from '../../src/testing/model-mocks.js';
import type { Given } from '../../src/testing/given.js';
import { actionHarness, recordingModelMocks } from '../helpers/action-context.js';
import { failure } from '../helpers/expect-step.js';

const SCHEMA = { type: 'object', required: ['label'], properties: { label: { type: 'string' } } };
const ASK = { prompt: 'Classify the ticket.', model: 'the-model', output_schema: SCHEMA, input: { ticket: 'Printer on fire', n: 2 } };
const USER_CONTENT = '{"ticket":"Printer on fire","n":2}';

function harness(provider: AiProvider, baseUrl: string, given: Given = {}, spec: Partial<ConnectionSpec> = {}) {
  const seen: MockRequest[] = [];
  const connection: ConnectionSpec = { kind: 'ai', provider, production: { base_url: baseUrl }, secrets: { api_key: 'AI_KEY' }, ...spec };
  const h = actionHarness(aiGenerate, {
    given: { secrets: { AI_KEY: 'key-made-up' }, ...given },
    project: { connections: { assistant: connection }, limits: DEFAULT_LIMITS },
    connections: { model: 'assistant' },
    responders: recordingModelMocks(seen, (given.models ?? []) as unknown as ModelMock[]),
  });
  return { ...h, seen };
}

const ANSWER: ModelMock = { connection: 'assistant', output: { label: 'urgent' } };

function sent(seen: MockRequest[]) {
  const request = seen[0]!;
  return { method: request.method, url: request.url, headers: request.headers, body: JSON.parse(request.body) as Record<string, unknown> };
}

describe('request shapes (AI-03, AI-05, AI-09, AUTH-19)', () => {
  it('openai: POST {base}/v1/chat/completions, Bearer key, system + user messages, json_schema response_format, max_completion_tokens', async () => {
    const h = harness('openai', 'https://api.openai.com', { models: [ANSWER] as never });
    await h.run(ASK);
    expect(sent(h.seen)).toEqual({
      method: 'POST',
      url: 'https://api.openai.com/v1/chat/completions',
      headers: { authorization: 'Bearer key-made-up', 'content-type': 'application/json' },
      body: {
        model: 'the-model',
        messages: [
          { role: 'system', content: 'Classify the ticket.' },
          { role: 'user', content: USER_CONTENT },
        ],
        max_completion_tokens: 1024,
        response_format: { type: 'json_schema', json_schema: { name: 'output', schema: SCHEMA, strict: false } },
      },
    });
  });

  it('azure_openai: deployment in the address, api-version, api-key header, no model in the body', async () => {
    const h = harness('azure_openai', 'https://acme.openai.azure.com', { models: [ANSWER] as never });
    await h.run({ ...ASK, model: 'gpt4o prod' });
    expect(sent(h.seen)).toEqual({
      method: 'POST',
      url: 'https://acme.openai.azure.com/openai/deployments/gpt4o%20prod/chat/completions?api-version=2024-10-21',
      headers: { 'api-key': 'key-made-up', 'content-type': 'application/json' },
      body: {
        messages: [
          { role: 'system', content: 'Classify the ticket.' },
          { role: 'user', content: USER_CONTENT },
        ],
        max_completion_tokens: 1024,
        response_format: { type: 'json_schema', json_schema: { name: 'output', schema: SCHEMA, strict: false } },
      },
    });
  });

  it('anthropic: POST {base}/v1/messages, x-api-key and anthropic-version, top-level system, required max_tokens, one forced tool', async () => {
    const h = harness('anthropic', 'https://api.anthropic.com', { models: [ANSWER] as never });
    await h.run({ ...ASK, max_output_tokens: 300 });
    expect(sent(h.seen)).toEqual({
      method: 'POST',
      url: 'https://api.anthropic.com/v1/messages',
      headers: { 'x-api-key': 'key-made-up', 'anthropic-version': '2023-06-01', 'content-type': 'application/json' },
      body: {
        model: 'the-model',
        max_tokens: 300,
        system: 'Classify the ticket.',
        messages: [{ role: 'user', content: USER_CONTENT }],
        tools: [{ name: 'answer', description: expect.any(String), input_schema: SCHEMA }],
        tool_choice: { type: 'tool', name: 'answer' },
      },
    });
  });

  it('mistral: POST {base}/v1/chat/completions, Bearer key, max_tokens, json_schema response_format', async () => {
    const h = harness('mistral', 'https://api.mistral.ai', { models: [ANSWER] as never });
    await h.run(ASK);
    expect(sent(h.seen)).toEqual({
      method: 'POST',
      url: 'https://api.mistral.ai/v1/chat/completions',
      headers: { authorization: 'Bearer key-made-up', 'content-type': 'application/json' },
      body: {
        model: 'the-model',
        messages: [
          { role: 'system', content: 'Classify the ticket.' },
          { role: 'user', content: USER_CONTENT },
        ],
        max_tokens: 1024,
        response_format: { type: 'json_schema', json_schema: { name: 'output', schema: SCHEMA, strict: false } },
      },
    });
  });

  it('openai_compatible: the OpenAI shape with max_tokens; a base ending in /v1 gets no second /v1', async () => {
    const h = harness('openai_compatible', 'https://llm.example.com/v1', { models: [ANSWER] as never });
    await h.run(ASK);
    const request = sent(h.seen);
    expect(request.url).toBe('https://llm.example.com/v1/chat/completions');
    expect(request.headers).toEqual({ authorization: 'Bearer key-made-up', 'content-type': 'application/json' });
    expect(request.body).toMatchObject({ model: 'the-model', max_tokens: 1024, response_format: { type: 'json_schema' } });
    expect(request.body).not.toHaveProperty('max_completion_tokens');
  });

  it('a base address with a path keeps it', async () => {
    const h = harness('openai_compatible', 'https://gateway.example.com/llm/', { models: [ANSWER] as never });
    await h.run(ASK);
    expect(h.seen[0]!.url).toBe('https://gateway.example.com/llm/v1/chat/completions');
  });

  it('AI-05 without input the user message carries JSON null', async () => {
    const h = harness('anthropic', 'https://api.anthropic.com', { models: [ANSWER] as never });
    await h.run({ ...ASK, input: undefined });
    expect(sent(h.seen).body.messages).toEqual([{ role: 'user', content: 'null' }]);
  });

  it('AI-05 input of any type is sent as JSON text', async () => {
    const h = harness('openai', 'https://api.openai.com', { models: [ANSWER] as never });
    await h.run({ ...ASK, input: ['a', 1, null] });
    expect((sent(h.seen).body.messages as { content: string }[])[1]!.content).toBe('["a",1,null]');
  });

  it('AUTH-19 a connection header carries the key instead of the provider’s own', async () => {
    const h = harness('openai_compatible', 'https://llm.example.com', { models: [ANSWER] as never, connections: { assistant: { header: 'X-Gateway-Key' } } });
    await h.run(ASK);
    expect(h.seen[0]!.headers['x-gateway-key']).toBe('key-made-up');
    expect(h.seen[0]!.headers.authorization).toBeUndefined();
  });

  it('HTTP-31 a connection whose address is not https:// fails with invalid_input', async () => {
    const h = harness('openai', 'http://api.openai.com', { models: [ANSWER] as never });
    expect((await failure(h.run(ASK))).code).toBe('invalid_input');
    expect(h.seen).toHaveLength(0);
  });
});

/** A reply as the provider's documentation shows it, answered by an HTTP mock. */
function replying(provider: AiProvider, baseUrl: string, respond: HttpMock['respond'], times?: number) {
  const mock: HttpMock = { match: { method: 'POST', url_contains: new URL(baseUrl).host }, respond, ...(times ? { times } : {}) };
  return harness(provider, baseUrl, { http: [mock] });
}

describe('reading real replies', () => {
  it('anthropic: the forced tool’s input is the answer, read strictly', async () => {
    const text = '{"id":"msg_01","type":"message","role":"assistant","model":"m","content":[{"type":"tool_use","id":"toolu_01","name":"answer","input":{"label":"urgent","ref":9007199254740993}}],"stop_reason":"tool_use","stop_sequence":null,"usage":{"input_tokens":20,"output_tokens":8}}';
    const h = replying('anthropic', 'https://api.anthropic.com', { text, headers: { 'content-type': 'application/json' } });
    const schema = { type: 'object', properties: { label: { type: 'string' }, ref: { type: 'string' } } };
    expect(await h.run({ ...ASK, output_schema: schema })).toMatchObject({
      output: { label: 'urgent', ref: '9007199254740993' },
      stop_reason: 'tool_use',
      request_id: 'msg_01',
      usage: { input_tokens: 20, output_tokens: 8, total_tokens: 28 },
    });
  });

  it('anthropic: a text answer is parsed as JSON; cache tokens count as input tokens', async () => {
    const json = { id: 'msg_02', type: 'message', content: [{ type: 'text', text: '{"label":"low"}' }], stop_reason: 'end_turn', usage: { input_tokens: 5, cache_read_input_tokens: 100, cache_creation_input_tokens: 10, output_tokens: 3 } };
    const h = replying('anthropic', 'https://api.anthropic.com', { json });
    expect(await h.run(ASK)).toMatchObject({ output: { label: 'low' }, usage: { input_tokens: 115, output_tokens: 3, total_tokens: 118 } });
  });

  it('AI-17 anthropic: stop_reason refusal fails with ai_refused', async () => {
    const h = replying('anthropic', 'https://api.anthropic.com', { json: { id: 'msg_03', content: [], stop_reason: 'refusal', usage: { input_tokens: 5, output_tokens: 0 } } });
    expect((await failure(h.run(ASK))).code).toBe('ai_refused');
  });

  it('AI-18 anthropic: stop_reason max_tokens fails with ai_truncated', async () => {
    const h = replying('anthropic', 'https://api.anthropic.com', { json: { id: 'msg_04', content: [{ type: 'tool_use', name: 'answer', input: {} }], stop_reason: 'max_tokens', usage: { input_tokens: 5, output_tokens: 1024 } } });
    expect((await failure(h.run(ASK))).code).toBe('ai_truncated');
  });

  it('AI-15 anthropic: the request-id header is the request id when the body has no id', async () => {
    const h = replying('anthropic', 'https://api.anthropic.com', { json: { content: [{ type: 'text', text: '{"label":"a"}' }], stop_reason: 'end_turn', usage: {} }, headers: { 'request-id': 'req_abc' } });
    expect((await h.run(ASK)).request_id).toBe('req_abc');
  });

  it('AI-21 anthropic: 529 overloaded is retried', async () => {
    const h = harness('anthropic', 'https://api.anthropic.com', {
      http: [
        { match: { method: 'POST', url_contains: 'anthropic' }, respond: { status: 529, json: { type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } } }, times: 1 },
        { match: { url_contains: 'anthropic' }, respond: { json: { id: 'msg_05', content: [{ type: 'text', text: '{"label":"a"}' }], stop_reason: 'end_turn', usage: { input_tokens: 1, output_tokens: 1 } } } },
      ],
    });
    expect((await h.run(ASK)).output).toEqual({ label: 'a' });
    expect(h.seen).toHaveLength(2);
  });

  it('AI-23 the provider’s error type is named in the message when it is a plain code', async () => {
    const h = replying('anthropic', 'https://api.anthropic.com', { status: 400, json: { type: 'error', error: { type: 'invalid_request_error', message: 'messages.0: Printer on fire' } } });
    const error = await failure(h.run(ASK));
    expect(error.message).toContain('invalid_request_error');
    expect(error.message).not.toContain('Printer');
  });

  it('AI-19 azure_openai: a prompt refused by the content filter (400 content_filter) fails with ai_content_filter, not retried', async () => {
    const json = { error: { message: 'The response was filtered', type: null, param: 'prompt', code: 'content_filter', status: 400, innererror: { code: 'ResponsibleAIPolicyViolation' } } };
    const h = replying('azure_openai', 'https://acme.openai.azure.com', { status: 400, json });
    expect((await failure(h.run(ASK))).code).toBe('ai_content_filter');
    expect(h.seen).toHaveLength(1);
  });

  it('AI-19 azure_openai: finish_reason content_filter fails with ai_content_filter', async () => {
    const json = { id: 'chatcmpl-9', choices: [{ index: 0, finish_reason: 'content_filter', message: { role: 'assistant', content: null } }], usage: { prompt_tokens: 3, completion_tokens: 0 } };
    const h = replying('azure_openai', 'https://acme.openai.azure.com', { json });
    expect((await failure(h.run(ASK))).code).toBe('ai_content_filter');
  });

  it('AI-19 an ordinary 400 from azure_openai is an ai_provider_error', async () => {
    const h = replying('azure_openai', 'https://acme.openai.azure.com', { status: 400, json: { error: { code: 'BadRequest', message: 'x' } } });
    const error = await failure(h.run(ASK));
    expect(error.code).toBe('ai_provider_error');
    expect(error.message).toContain('BadRequest');
  });

  it('AI-15 azure_openai: apim-request-id is the request id when the body has no id', async () => {
    const json = { choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: '{"label":"a"}' } }] };
    const h = replying('azure_openai', 'https://acme.openai.azure.com', { json, headers: { 'apim-request-id': 'apim-1' } });
    expect(await h.run(ASK)).toMatchObject({ request_id: 'apim-1', usage: { input_tokens: 0, output_tokens: 0, total_tokens: 0 } });
  });

  it('mistral: content given as a list of text parts is joined', async () => {
    const json = { id: 'cmpl-m', object: 'chat.completion', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: [{ type: 'text', text: '{"label":' }, { type: 'text', text: '"b"}' }] } }], usage: { prompt_tokens: 4, completion_tokens: 2, total_tokens: 6 } };
    const h = replying('mistral', 'https://api.mistral.ai', { json });
    expect((await h.run(ASK)).output).toEqual({ label: 'b' });
  });

  it('AI-18 mistral: finish_reason model_length fails with ai_truncated', async () => {
    const json = { id: 'cmpl-m', choices: [{ index: 0, finish_reason: 'model_length', message: { role: 'assistant', content: '{"la' } }], usage: { prompt_tokens: 4, completion_tokens: 2 } };
    const h = replying('mistral', 'https://api.mistral.ai', { json });
    expect((await failure(h.run(ASK))).code).toBe('ai_truncated');
  });

  it('AI-17 openai: message.refusal fails with ai_refused', async () => {
    const json = { id: 'chatcmpl-r', choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: null, refusal: "I'm sorry, I can't help with that." } }], usage: { prompt_tokens: 4, completion_tokens: 9 } };
    const h = replying('openai', 'https://api.openai.com', { json });
    expect((await failure(h.run(ASK))).code).toBe('ai_refused');
  });

  it('AI-24 openai: a reply body with big numbers outside the answer is still read', async () => {
    const text = '{"id":"chatcmpl-b","created":9007199254740993,"choices":[{"index":0,"finish_reason":"stop","message":{"role":"assistant","content":"{\\"label\\":\\"a\\"}"}}],"usage":{"prompt_tokens":1,"completion_tokens":1}}';
    const h = replying('openai', 'https://api.openai.com', { text });
    expect((await h.run(ASK)).output).toEqual({ label: 'a' });
  });
});
