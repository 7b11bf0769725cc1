/**
 * Mistral (docs.mistral.ai): `POST {base}/v1/chat/completions` with a bearer key, the
 * OpenAI-like shape with `max_tokens` and `response_format: {type: "json_schema"}`.
 * Mistral ends a cut-off answer with `finish_reason` `length` or `model_length`, and
 * may give `message.content` as a list of text parts. Mistral documents no refusal
 * field; a mocked refusal uses the OpenAI-style `message.refusal`, which is read the same.
 */
import { chatUrl, isChatUrl, keyHeaders } from './common.js';
import { openAiChatShape, openAiErrorType } from './openai-chat.js';

const CHAT_PATH = '/v1/chat/completions';

export const mistral = openAiChatShape({
  provider: 'mistral',
  defaultBaseUrl: 'https://api.mistral.ai',
  tokenField: 'max_tokens',
  modelInBody: true,
  chatAddress: (baseUrl) => chatUrl(baseUrl, CHAT_PATH),
  isChatAddress: (baseUrl, url) => isChatUrl(baseUrl, url, /^\/v1\/chat\/completions$/),
  signIn: (apiKey, connection) => keyHeaders(connection, { Authorization: `Bearer ${apiKey}` }, apiKey),
  requestIdHeaders: ['x-request-id'],
  errorBody: (status, message) => ({ object: 'error', message, type: openAiErrorType(status), param: null, code: String(status) }),
});
