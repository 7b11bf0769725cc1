/**
 * The OpenAI Chat Completions shape, shared by OpenAI, Azure OpenAI, Mistral and
 * OpenAI-compatible servers; each of them configures where the call goes, how it signs
 * in, which token field it takes and how its errors look.
 *
 * Request: `messages` with the prompt as the `system` message and the input as JSON in
 * the `user` message, and `response_format: {type: "json_schema"}` with `strict: false`
 * (strict mode refuses any schema that does not list every property as required, and
 * the answer is checked against the schema here anyway). No `user`,
 * `safety_identifier` or `metadata` field is ever sent (AI-27).
 *
 * Reply: `choices[0].message.content` is the answer text; a `message.refusal` is a
 * refusal; `finish_reason` `length` (Mistral also `model_length`) is a cut-off answer and
 * `content_filter` a filtered one.
 *
 * A mocked reply is the provider's own: OpenAI's carries `message.refusal` and
 * `logprobs` (both required by its description) and its request id in `x-request-id`;
 * a provider whose reply differs gives its own `mockChoice` and `mockHeaders`.
 */
import type { AiProvider, ResolvedConnection } from '../../engine/world.js';
import { chatUrl, isChatUrl, isObject, keyHeaders, plainCode, textOf, usageOf, type JsonObject } from './common.js';
import type { AiAsk, MockReplyContext, PlainAnswer, ProviderReply, ProviderShape, ReadError, ReadReply, ReplyOutcome } from './types.js';

/** The name of the response format; providers want `[A-Za-z0-9_-]{1,64}`. */
export const RESPONSE_FORMAT_NAME = 'output';

const TRUNCATED_FINISH = new Set(['length', 'model_length']);

/** A cut-off answer as a provider sends it: the start of JSON, never the end. */
export const TRUNCATED_TEXT = '{"';

export interface OpenAiChatOptions {
  provider: AiProvider;
  defaultBaseUrl?: string;
  /** `max_completion_tokens` (OpenAI, Azure) or `max_tokens` (Mistral, most compatible servers). */
  tokenField: 'max_completion_tokens' | 'max_tokens';
  /** Azure takes the model (deployment) from the address, not the body. */
  modelInBody: boolean;
  chatAddress(baseUrl: string, model: string): string;
  isChatAddress(baseUrl: string, url: string): boolean;
  signIn(apiKey: string, connection: ResolvedConnection): Record<string, string>;
  /** Response header that carries the provider's request id, besides the body's `id`. */
  requestIdHeaders: readonly string[];
  /** The provider's error body for a status. */
  errorBody(status: number, message: string): unknown;
  /** Whether an error reply says the content filter removed the request. */
  isContentFilterError?(status: number, json: unknown): boolean;
  /** Headers every mocked reply carries besides `content-type` (the provider's request id), success and error alike. */
  mockHeaders?(context: MockReplyContext): [string, string][];
  /** `choices[0]` of a mocked answer; OpenAI's (`openAiMockChoice`) unless the provider's reply differs. */
  mockChoice?(answer: MockAnswerKind): JsonObject;
  /**
   * The provider's reply has no way to say "refused" (Mistral): a mocked refusal is the
   * provider's own plain answer, marked for flowgate alone by MOCK_REFUSAL_HEADER, so the
   * step fails with `ai_refused` as a refusal mock promises while every client reads the
   * reply as that provider's.
   */
  marksMockRefusal?: boolean;
}

/**
 * Sent only by flowgate's model mocks, never by a provider: a real reply cannot make
 * flowgate read an answer as refused, and every SDK ignores a header it does not know.
 */
export const MOCK_REFUSAL_HEADER = 'x-flowgate-mock-refusal';

/** Every plain answer but an error: what a 2xx mocked reply carries. */
export type MockAnswerKind = Exclude<PlainAnswer, { kind: 'error' }>;

/**
 * Where OpenAI, Mistral and OpenAI-compatible servers take a chat call and how they sign
 * in: `POST {base}/v1/chat/completions`, the model in the body, a bearer key, the
 * request id in `x-request-id`.
 */
export const V1_CHAT_BEARER: Pick<OpenAiChatOptions, 'modelInBody' | 'chatAddress' | 'isChatAddress' | 'signIn' | 'requestIdHeaders'> = {
  modelInBody: true,
  chatAddress: (baseUrl) => chatUrl(baseUrl, '/v1/chat/completions'),
  isChatAddress: (baseUrl, url) => isChatUrl(baseUrl, url, /^\/v1\/chat\/completions$/),
  signIn: (apiKey, connection) => keyHeaders(connection, { Authorization: `Bearer ${apiKey}` }, apiKey),
  requestIdHeaders: ['x-request-id'],
};

/** Text of `message.content`: a string, or (Mistral) a list of parts with `text`. */
function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((part) => (isObject(part) && part.type === 'text' && typeof part.text === 'string' ? part.text : '')).join('');
  }
  return '';
}

function outcomeOf(message: JsonObject, finishReason: string | undefined): ReplyOutcome {
  if (textOf(message.refusal)) return 'refused';
  if (finishReason === 'content_filter') return 'filtered';
  if (finishReason !== undefined && TRUNCATED_FINISH.has(finishReason)) return 'truncated';
  return 'answered';
}

/** The error sentence a mock answers with when the case gives none. */
export function defaultErrorMessage(status: number): string {
  return `The mocked provider answered with status ${status}.`;
}

/** The answer text of a plain answer that is not a refusal. */
export function mockAnswerText(answer: Exclude<MockAnswerKind, { kind: 'refusal' }>): string {
  switch (answer.kind) {
    case 'output':
      return JSON.stringify(answer.output) ?? 'null';
    case 'text':
      return answer.text;
    case 'truncated':
      return TRUNCATED_TEXT;
  }
}

/**
 * OpenAI's `choices[0]` for a plain answer: the message always has `content` and
 * `refusal` (one of them null), and a refusal has null content and `finish_reason: stop`.
 */
export function openAiMockChoice(answer: MockAnswerKind): JsonObject {
  const refused = answer.kind === 'refusal';
  return {
    index: 0,
    message: { role: 'assistant', content: refused ? null : mockAnswerText(answer), refusal: refused ? answer.message : null },
    logprobs: null,
    finish_reason: answer.kind === 'truncated' ? 'length' : 'stop',
  };
}

export function openAiChatShape(options: OpenAiChatOptions): ProviderShape {
  return {
    provider: options.provider,
    ...(options.defaultBaseUrl ? { defaultBaseUrl: options.defaultBaseUrl } : {}),
    fixedHeaders: {},
    chatAddress: options.chatAddress,
    isChatAddress: options.isChatAddress,
    signIn: options.signIn,

    requestBody(ask: AiAsk) {
      return {
        ...(options.modelInBody ? { model: ask.model } : {}),
        messages: [
          { role: 'system', content: ask.prompt },
          { role: 'user', content: JSON.stringify(ask.input) },
        ],
        [options.tokenField]: ask.maxOutputTokens,
        response_format: { type: 'json_schema', json_schema: { name: RESPONSE_FORMAT_NAME, schema: ask.outputSchema, strict: false } },
      };
    },

    readReply(json, headers): ReadReply | undefined {
      if (!isObject(json) || !Array.isArray(json.choices) || !isObject(json.choices[0])) return undefined;
      const choice = json.choices[0];
      const message = isObject(choice.message) ? choice.message : {};
      const stopReason = textOf(choice.finish_reason);
      const usage = isObject(json.usage) ? usageOf(json.usage.prompt_tokens, json.usage.completion_tokens) : usageOf(0, 0);
      const requestId = textOf(json.id) ?? options.requestIdHeaders.map((name) => textOf(headers[name])).find(Boolean);
      const outcome = options.marksMockRefusal && headers[MOCK_REFUSAL_HEADER] === 'true' ? 'refused' : outcomeOf(message, stopReason);
      return {
        outcome,
        ...(outcome === 'answered' ? { answer: { text: contentText(message.content) } } : {}),
        ...(stopReason ? { stopReason } : {}),
        ...(requestId ? { requestId } : {}),
        usage,
      };
    },

    readError(status, json): ReadError {
      const error = isObject(json) && isObject(json.error) ? json.error : isObject(json) ? json : {};
      return {
        contentFilter: options.isContentFilterError?.(status, json) ?? false,
        ...(plainCode(error.code) ?? plainCode(error.type) ? { code: plainCode(error.code) ?? plainCode(error.type)! } : {}),
      };
    },

    mockReply(answer: PlainAnswer, context: MockReplyContext): ProviderReply {
      const headers: [string, string][] = [['content-type', 'application/json'], ...(options.mockHeaders?.(context) ?? [])];
      if (answer.kind === 'error') {
        if (answer.status === 429) headers.push(['retry-after', '1']);
        return { status: answer.status, headers, json: options.errorBody(answer.status, answer.message ?? defaultErrorMessage(answer.status)) };
      }
      const { input_tokens, output_tokens } = context.usage;
      if (options.marksMockRefusal && answer.kind === 'refusal') headers.push([MOCK_REFUSAL_HEADER, 'true']);
      return {
        status: 200,
        headers,
        json: {
          id: `chatcmpl-${context.id}`,
          object: 'chat.completion',
          created: 0,
          model: context.model,
          choices: [(options.mockChoice ?? openAiMockChoice)(answer)],
          usage: { prompt_tokens: input_tokens, completion_tokens: output_tokens, total_tokens: input_tokens + output_tokens },
        },
      };
    },
  };
}

/** OpenAI's error `type` by status, as its API sends them. */
export function openAiErrorType(status: number): string {
  if (status === 429) return 'rate_limit_exceeded';
  if (status >= 500) return 'server_error';
  if (status === 401) return 'authentication_error';
  if (status === 403) return 'permission_error';
  if (status === 404) return 'not_found_error';
  return 'invalid_request_error';
}
