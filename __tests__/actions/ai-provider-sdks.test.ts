/**
 * Every model-mock reply read back through the provider's official SDK (pinned in
 * devDependencies): OpenAI's `openai` (also as `AzureOpenAI`, and against an
 * OpenAI-compatible server), Anthropic's `@anthropic-ai/sdk` and Mistral's
 * `@mistralai/mistralai`. Each SDK gets a `fetch` that answers from flowgate's model
 * mocks exactly as a test world does, and must read back the answer text, the finish or
 * stop reason, the token usage, the request id, a refusal as that provider gives one, and
 * an error as the SDK's own error class with its status and message.
 */
import Anthropic from '@anthropic-ai/sdk';
import { HTTPClient, Mistral } from '@mistralai/mistralai';
import { HTTPValidationError, MistralError, SDKError } from '@mistralai/mistralai/models/errors';
import OpenAI, { AzureOpenAI } from 'openai';
import { describe, expect, it } from 'vitest';
import type { AiProvider } from '../../src/engine/world.js';
import { AZURE_API_VERSION } from '../../src/actions/ai/azure-openai.js';
import type { ModelMock } from '../../src/testing/model-mocks.js';
import type { MockRequest } from '../../src/testing/http-mocks.js';
import { BASE_URLS, ERROR_MESSAGE, ERROR_STATUSES, MODEL, OUTPUT, REFUSAL, TEXT, USAGE, mockFetch, mockTable, requestBody } from '../helpers/provider-replies.js';

const KEY = 'test-dummy-key';
type Mock = Omit<ModelMock, 'connection'>;

/** What an SDK reads of a 2xx reply, in one shape for every provider. */
interface ReadBack {
  /** The answer text, or (Anthropic's tool call) the answer as JSON text. */
  text: string | null;
  refusal: string | null;
  reason: string | null;
  usage: { input: number; output: number; total: number };
  requestId: string | null;
  /** Other facts worth checking, by name. */
  extra: Record<string, unknown>;
}

/** What an SDK makes of an error reply. */
interface ErrorReadBack {
  error: unknown;
  /** The SDK's own error class for this status. */
  expectedClass: abstract new (...args: never[]) => Error;
  status: number | undefined;
  message: string;
  requestId: string | null | undefined;
}

interface Client {
  read(mock: Mock): Promise<ReadBack & { seen: MockRequest[] }>;
  fail(mock: Mock & { error: { status: number } }): Promise<ErrorReadBack>;
}

function openAiErrorClass(status: number): abstract new (...args: never[]) => Error {
  const byStatus: Record<number, abstract new (...args: never[]) => Error> = {
    400: OpenAI.BadRequestError,
    401: OpenAI.AuthenticationError,
    403: OpenAI.PermissionDeniedError,
    404: OpenAI.NotFoundError,
    422: OpenAI.UnprocessableEntityError,
    429: OpenAI.RateLimitError,
  };
  return byStatus[status] ?? (status >= 500 ? OpenAI.InternalServerError : OpenAI.APIError);
}

function anthropicErrorClass(status: number): abstract new (...args: never[]) => Error {
  const byStatus: Record<number, abstract new (...args: never[]) => Error> = {
    400: Anthropic.BadRequestError,
    401: Anthropic.AuthenticationError,
    403: Anthropic.PermissionDeniedError,
    404: Anthropic.NotFoundError,
    422: Anthropic.UnprocessableEntityError,
    429: Anthropic.RateLimitError,
  };
  return byStatus[status] ?? (status >= 500 ? Anthropic.InternalServerError : Anthropic.APIError);
}

async function caught(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the SDK did not fail');
}

/** OpenAI's SDK as OpenAI, Azure OpenAI or an OpenAI-compatible server's client. */
function openAiFamily(provider: 'openai' | 'azure_openai' | 'openai_compatible'): Client {
  const client = (mocks: Mock[], seen: MockRequest[]) => {
    const fetch = mockFetch(mockTable(provider, mocks), seen);
    return provider === 'azure_openai'
      ? new AzureOpenAI({ apiKey: KEY, endpoint: BASE_URLS.azure_openai, apiVersion: AZURE_API_VERSION, deployment: MODEL, fetch, maxRetries: 0 })
      : new OpenAI({ apiKey: KEY, baseURL: provider === 'openai' ? `${BASE_URLS.openai}/v1` : BASE_URLS.openai_compatible, fetch, maxRetries: 0 });
  };
  const body = { model: MODEL, ...requestBody(provider) } as unknown as OpenAI.ChatCompletionCreateParamsNonStreaming;
  return {
    async read(mock) {
      const seen: MockRequest[] = [];
      const { data, request_id, response } = await client([mock], seen).chat.completions.create(body).withResponse();
      const choice = data.choices[0]!;
      return {
        seen,
        text: choice.message.content,
        refusal: choice.message.refusal,
        reason: choice.finish_reason,
        usage: { input: data.usage!.prompt_tokens, output: data.usage!.completion_tokens, total: data.usage!.total_tokens },
        requestId: request_id,
        extra: { id: data.id, model: data.model, object: data.object, apimRequestId: response.headers.get('apim-request-id'), underscoreRequestId: (data as { _request_id?: string | null })._request_id },
      };
    },
    async fail(mock) {
      const error = await caught(client([mock], []).chat.completions.create(body));
      const apiError = error as InstanceType<typeof OpenAI.APIError>;
      return { error, expectedClass: openAiErrorClass(mock.error.status), status: apiError.status, message: apiError.message, requestId: apiError.requestID };
    },
  };
}

function anthropicClient(): Client {
  const client = (mocks: Mock[], seen: MockRequest[]) => new Anthropic({ apiKey: KEY, baseURL: BASE_URLS.anthropic, fetch: mockFetch(mockTable('anthropic', mocks), seen), maxRetries: 0 });
  const body = requestBody('anthropic') as unknown as Anthropic.MessageCreateParamsNonStreaming;
  return {
    async read(mock) {
      const seen: MockRequest[] = [];
      const message = await client([mock], seen).messages.create(body);
      const texts = message.content.filter((block): block is Anthropic.TextBlock => block.type === 'text').map((block) => block.text);
      const call = message.content.find((block): block is Anthropic.ToolUseBlock => block.type === 'tool_use');
      return {
        seen,
        text: call ? JSON.stringify(call.input) : texts.join(''),
        refusal: message.stop_reason === 'refusal' ? texts.join('') : null,
        reason: message.stop_reason,
        usage: { input: message.usage.input_tokens, output: message.usage.output_tokens, total: message.usage.input_tokens + message.usage.output_tokens },
        requestId: message._request_id ?? null,
        extra: {
          id: message.id,
          model: message.model,
          stopDetails: message.stop_details,
          toolName: call?.name,
          serviceTier: message.usage.service_tier,
          cacheTokens: [message.usage.cache_creation_input_tokens, message.usage.cache_read_input_tokens],
        },
      };
    },
    async fail(mock) {
      const error = await caught(client([mock], []).messages.create(body));
      const apiError = error as InstanceType<typeof Anthropic.APIError>;
      return { error, expectedClass: anthropicErrorClass(mock.error.status), status: apiError.status, message: apiError.message, requestId: apiError.requestID };
    },
  };
}

function mistralClient(): Client {
  const client = (mocks: Mock[], seen: MockRequest[]) =>
    new Mistral({ apiKey: KEY, serverURL: BASE_URLS.mistral, httpClient: new HTTPClient({ fetcher: mockFetch(mockTable('mistral', mocks), seen) }), retryConfig: { strategy: 'none' } });
  // What ai.generate sends, in the SDK's own spelling.
  const sent = requestBody('mistral') as { messages: { role: 'system' | 'user'; content: string }[]; max_tokens: number; response_format: { json_schema: { name: string; schema: Record<string, unknown>; strict: boolean } } };
  const body = {
    model: MODEL,
    messages: sent.messages,
    maxTokens: sent.max_tokens,
    responseFormat: { type: 'json_schema' as const, jsonSchema: { name: sent.response_format.json_schema.name, schemaDefinition: sent.response_format.json_schema.schema, strict: false } },
  };
  return {
    async read(mock) {
      const seen: MockRequest[] = [];
      const response = await client([mock], seen).chat.complete(body);
      const choice = response.choices[0]!;
      const content = choice.message?.content;
      return {
        seen,
        text: typeof content === 'string' ? content : null,
        // Mistral's AssistantMessage has no refusal member: the SDK reads none.
        refusal: (choice.message as Record<string, unknown> | undefined)?.refusal === undefined ? null : String((choice.message as Record<string, unknown>).refusal),
        reason: choice.finishReason,
        usage: { input: response.usage.promptTokens ?? 0, output: response.usage.completionTokens ?? 0, total: response.usage.totalTokens ?? 0 },
        requestId: response.id,
        extra: { id: response.id, model: response.model, object: response.object },
      };
    },
    async fail(mock) {
      const error = await caught(client([mock], []).chat.complete(body));
      const sdkError = error as MistralError;
      return { error, expectedClass: mock.error.status === 422 ? HTTPValidationError : SDKError, status: sdkError.statusCode, message: `${sdkError.message} ${sdkError.body}`, requestId: undefined };
    },
  };
}

const CLIENTS: Record<AiProvider, Client> = {
  openai: openAiFamily('openai'),
  azure_openai: openAiFamily('azure_openai'),
  openai_compatible: openAiFamily('openai_compatible'),
  anthropic: anthropicClient(),
  mistral: mistralClient(),
};

const CHAT_PROVIDERS = ['openai', 'azure_openai', 'openai_compatible'] as const;

describe('MODEL-02 each official SDK reads a mocked answer back as it reads a real one', () => {
  for (const provider of Object.keys(CLIENTS) as AiProvider[]) {
    const sdk = CLIENTS[provider];
    describe(provider, () => {
      it(`MODEL-05 MODEL-10 AI-15 output: the answer, ${provider === 'anthropic' ? 'stop_reason tool_use' : 'finish_reason stop'}, the given usage and the request id`, async () => {
        const read = await sdk.read({ output: OUTPUT, usage: USAGE });
        expect(read.seen).toHaveLength(1);
        expect(JSON.parse(read.text!)).toEqual(OUTPUT);
        expect(read.refusal).toBeNull();
        expect(read.reason).toBe(provider === 'anthropic' ? 'tool_use' : 'stop');
        expect(read.usage).toEqual({ input: USAGE.input_tokens, output: USAGE.output_tokens, total: USAGE.input_tokens + USAGE.output_tokens });
        expect(read.extra.model).toBe(MODEL);
        switch (provider) {
          case 'openai':
            // The SDK's request id is the x-request-id header.
            expect(read.requestId).toMatch(/^req_/);
            expect(read.extra.underscoreRequestId).toBe(read.requestId);
            break;
          case 'azure_openai':
            expect(read.extra.apimRequestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
            break;
          case 'anthropic':
            expect(read.requestId).toMatch(/^req_/);
            expect(read.extra).toMatchObject({ toolName: 'answer', stopDetails: null, serviceTier: 'standard', cacheTokens: [0, 0] });
            break;
          case 'mistral':
            // Mistral's SDK gives the body's id, which flowgate reports as the request id.
            expect(read.requestId).toBe('chatcmpl-mock-0-1');
            break;
          case 'openai_compatible':
            // A compatible server is not held to OpenAI's header; the body's id is the request id.
            expect(read.extra.id).toBe('chatcmpl-mock-0-1');
            break;
        }
      });

      it(`MODEL-06 text: the raw text as the answer, ${provider === 'anthropic' ? 'end_turn' : 'stop'}`, async () => {
        const read = await sdk.read({ text: TEXT });
        expect(read.text).toBe(TEXT);
        expect(read.refusal).toBeNull();
        expect(read.reason).toBe(provider === 'anthropic' ? 'end_turn' : 'stop');
      });

      it('MODEL-08 truncated: the start of JSON and the provider’s cut-off reason', async () => {
        const read = await sdk.read({ truncated: true });
        expect(read.text).toBe('{"');
        expect(read.reason).toBe(provider === 'anthropic' ? 'max_tokens' : 'length');
      });

      const refusalTitle: Record<AiProvider, string> = {
        openai: 'message.refusal with null content, finish_reason stop',
        azure_openai: 'message.refusal with null content, finish_reason stop',
        openai_compatible: 'message.refusal with null content, finish_reason stop',
        anthropic: 'stop_reason refusal with refusal stop_details, the message as text',
        mistral: 'the refusal as the answer text with finish_reason stop, no refusal member (Mistral has none)',
      };
      it(`MODEL-07 AI-17 refusal: ${refusalTitle[provider]}`, async () => {
        const read = await sdk.read({ refusal: REFUSAL });
        if ((CHAT_PROVIDERS as readonly string[]).includes(provider)) {
          expect(read).toMatchObject({ text: null, refusal: REFUSAL, reason: 'stop' });
        } else if (provider === 'anthropic') {
          expect(read).toMatchObject({ text: REFUSAL, refusal: REFUSAL, reason: 'refusal' });
          expect(read.extra.stopDetails).toEqual({ type: 'refusal', category: null, explanation: null });
        } else {
          // What a real Mistral client sees of a model that declines: its words as the answer.
          expect(read).toMatchObject({ text: REFUSAL, refusal: null, reason: 'stop' });
        }
      });

      for (const status of ERROR_STATUSES) {
        it(`MODEL-09 error ${status}: the SDK's own error class, with the status, the message${provider === 'openai' || provider === 'anthropic' ? ' and the request id' : ''}`, async () => {
          const read = await sdk.fail({ error: { status, message: ERROR_MESSAGE } });
          expect(read.error).toBeInstanceOf(read.expectedClass);
          expect(read.status).toBe(status);
          expect(read.message).toContain(ERROR_MESSAGE);
          if (provider === 'openai' || provider === 'anthropic') expect(read.requestId).toMatch(/^req_/);
        });
      }
    });
  }

  it('a 429 carries retry-after, which the SDKs see as the providers send it', async () => {
    const read = await CLIENTS.openai.fail({ error: { status: 429 } });
    expect((read.error as InstanceType<typeof OpenAI.APIError>).headers?.get('retry-after')).toBe('1');
    const anthropicRead = await CLIENTS.anthropic.fail({ error: { status: 429 } });
    expect((anthropicRead.error as InstanceType<typeof Anthropic.APIError>).headers?.get('retry-after')).toBe('1');
  });

  it('Anthropic: the error body’s request_id is the request-id header the SDK reads', async () => {
    const read = await CLIENTS.anthropic.fail({ error: { status: 500, message: ERROR_MESSAGE } });
    const error = read.error as InstanceType<typeof Anthropic.APIError>;
    expect((error.error as { request_id?: string }).request_id).toBe(error.requestID);
  });

  it('Mistral: a mocked 422 reads as the SDK’s HTTPValidationError, any other error as SDKError, both MistralError', async () => {
    for (const status of [422, 429]) {
      const read = await CLIENTS.mistral.fail({ error: { status } });
      expect(read.error).toBeInstanceOf(MistralError);
      expect(read.error).toBeInstanceOf(status === 422 ? HTTPValidationError : SDKError);
    }
  });
});
