/**
 * Anthropic Messages API (docs.anthropic.com): `POST {base}/v1/messages` with the key in
 * `x-api-key` and `anthropic-version: 2023-06-01`. The prompt is the top-level `system`,
 * the input is JSON in the one `user` message, and `max_tokens` is required.
 *
 * The schema goes in as the `input_schema` of one tool that the model must call
 * (`tool_choice: {type: "tool"}`), Anthropic's documented way to get JSON that follows a
 * schema from every Claude model. (Its newer `output_config.format` refuses schemas with
 * keywords such as `minimum` or `maxLength`; a tool's `input_schema` takes any schema,
 * and the answer is checked against the schema here anyway.) No `metadata.user_id` is
 * ever sent (AI-27).
 *
 * Reply: the tool call's `input` is the answer (already JSON); text blocks are read as
 * text when the model answered without the tool. `stop_reason` `refusal` is a refusal,
 * `max_tokens` (or `model_context_window_exceeded`) a cut-off answer.
 *
 * A mocked reply carries every member the official SDK's `Message` type requires
 * (`container`, `diagnostics`, `stop_details`, each text block's `citations`, each tool
 * call's `caller`, and the whole `usage`); a refusal's `stop_details` is of type
 * `refusal`. Every reply has its request id in the `request-id` header, and an error
 * body has it too, as `request_id`.
 */
import { chatUrl, isChatUrl, isObject, keyHeaders, plainCode, textOf, usageOf } from './common.js';
import { TRUNCATED_TEXT, defaultErrorMessage } from './openai-chat.js';
import type { AiAsk, Answer, PlainAnswer, ProviderReply, ProviderShape, ReadReply, ReplyOutcome } from './types.js';

export const ANTHROPIC_VERSION = '2023-06-01';
/** The one tool the model is made to call; its input is the answer. */
export const ANSWER_TOOL = 'answer';

const TRUNCATED_STOP = new Set(['max_tokens', 'model_context_window_exceeded']);

/** Anthropic's error `type` by status, as its API sends them. */
const ERROR_TYPES: Readonly<Record<number, string>> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  402: 'billing_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  504: 'timeout_error',
  529: 'overloaded_error',
};

function errorType(status: number): string {
  return ERROR_TYPES[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error');
}

function outcomeOf(stopReason: string | undefined): ReplyOutcome {
  if (stopReason === 'refusal') return 'refused';
  if (stopReason !== undefined && TRUNCATED_STOP.has(stopReason)) return 'truncated';
  return 'answered';
}

function answerOf(content: unknown[]): Answer {
  const call = content.find((block) => isObject(block) && block.type === 'tool_use' && block.name === ANSWER_TOOL);
  if (isObject(call)) return { value: call.input };
  const text = content.map((block) => (isObject(block) && block.type === 'text' && typeof block.text === 'string' ? block.text : '')).join('');
  return { text };
}

function textBlock(text: string): Record<string, unknown> {
  return { type: 'text', text, citations: null };
}

function mockContent(answer: Exclude<PlainAnswer, { kind: 'error' }>, id: string): { content: unknown[]; stop: string } {
  switch (answer.kind) {
    case 'output':
      return { content: [{ type: 'tool_use', id: `toolu_${id}`, name: ANSWER_TOOL, input: answer.output, caller: { type: 'direct' } }], stop: 'tool_use' };
    case 'text':
      return { content: [textBlock(answer.text)], stop: 'end_turn' };
    case 'refusal':
      return { content: [textBlock(answer.message)], stop: 'refusal' };
    case 'truncated':
      return { content: [textBlock(TRUNCATED_TEXT)], stop: 'max_tokens' };
  }
}

/** `usage` as the API reports it for a plain call: no cache, no server tools, the standard tier. */
function mockUsage(usage: { input_tokens: number; output_tokens: number }): Record<string, unknown> {
  return {
    input_tokens: usage.input_tokens,
    output_tokens: usage.output_tokens,
    cache_creation_input_tokens: 0,
    cache_read_input_tokens: 0,
    cache_creation: { ephemeral_5m_input_tokens: 0, ephemeral_1h_input_tokens: 0 },
    server_tool_use: null,
    output_tokens_details: null,
    service_tier: 'standard',
    inference_geo: null,
    speed: null,
  };
}

export const anthropic: ProviderShape = {
  provider: 'anthropic',
  defaultBaseUrl: 'https://api.anthropic.com',
  fixedHeaders: { 'anthropic-version': ANTHROPIC_VERSION },
  chatAddress: (baseUrl) => chatUrl(baseUrl, '/v1/messages'),
  isChatAddress: (baseUrl, url) => isChatUrl(baseUrl, url, /^\/v1\/messages$/),
  signIn: (apiKey, connection) => keyHeaders(connection, { 'x-api-key': apiKey }, apiKey),

  requestBody(ask: AiAsk) {
    return {
      model: ask.model,
      max_tokens: ask.maxOutputTokens,
      system: ask.prompt,
      messages: [{ role: 'user', content: JSON.stringify(ask.input) }],
      tools: [{ name: ANSWER_TOOL, description: 'Give the complete answer as the input of this tool.', input_schema: ask.outputSchema }],
      tool_choice: { type: 'tool', name: ANSWER_TOOL },
    };
  },

  readReply(json, headers): ReadReply | undefined {
    if (!isObject(json) || !Array.isArray(json.content)) return undefined;
    const stopReason = textOf(json.stop_reason);
    const usage = isObject(json.usage)
      ? usageOf(
          [json.usage.input_tokens, json.usage.cache_creation_input_tokens, json.usage.cache_read_input_tokens].reduce<number>((sum, n) => sum + usageOf(n, 0).input_tokens, 0),
          json.usage.output_tokens,
        )
      : usageOf(0, 0);
    const requestId = textOf(json.id) ?? textOf(headers['request-id']);
    const outcome = outcomeOf(stopReason);
    return {
      outcome,
      ...(outcome === 'answered' ? { answer: answerOf(json.content) } : {}),
      ...(stopReason ? { stopReason } : {}),
      ...(requestId ? { requestId } : {}),
      usage,
    };
  },

  readError(_status, json) {
    const error = isObject(json) && isObject(json.error) ? json.error : {};
    const code = plainCode(error.type);
    return { contentFilter: false, ...(code ? { code } : {}) };
  },

  mockReply(answer, context): ProviderReply {
    const requestId = `req_${context.id}`;
    const headers: [string, string][] = [
      ['content-type', 'application/json'],
      ['request-id', requestId],
    ];
    if (answer.kind === 'error') {
      if (answer.status === 429) headers.push(['retry-after', '1']);
      const message = answer.message ?? defaultErrorMessage(answer.status);
      return { status: answer.status, headers, json: { type: 'error', error: { type: errorType(answer.status), message }, request_id: requestId } };
    }
    const { content, stop } = mockContent(answer, context.id);
    return {
      status: 200,
      headers,
      json: {
        id: `msg_${context.id}`,
        type: 'message',
        role: 'assistant',
        model: context.model,
        content,
        stop_reason: stop,
        stop_sequence: null,
        stop_details: stop === 'refusal' ? { type: 'refusal', category: null, explanation: null } : null,
        container: null,
        diagnostics: null,
        usage: mockUsage(context.usage),
      },
    };
  },
};
