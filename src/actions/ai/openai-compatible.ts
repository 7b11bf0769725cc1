/**
 * An OpenAI-compatible server (vLLM, Ollama, LM Studio, gateways): the OpenAI Chat
 * Completions shape at `{base}/v1/chat/completions` with a bearer key. Output tokens go
 * in `max_tokens`, the field such servers have always taken. A connection that does not
 * exist yet stands in for one of these (MODEL-16).
 */
import { chatUrl, isChatUrl, keyHeaders } from './common.js';
import { openAiChatShape, openAiErrorType } from './openai-chat.js';

const CHAT_PATH = '/v1/chat/completions';

export const openAiCompatible = openAiChatShape({
  provider: 'openai_compatible',
  tokenField: 'max_tokens',
  modelInBody: true,
  chatAddress: (baseUrl) => chatUrl(baseUrl, CHAT_PATH),
  isChatAddress: (baseUrl, url) => isChatUrl(baseUrl, url, /^\/v1\/chat\/completions$/),
  signIn: (apiKey, connection) => keyHeaders(connection, { Authorization: `Bearer ${apiKey}` }, apiKey),
  requestIdHeaders: ['x-request-id'],
  errorBody: (status, message) => ({ error: { message, type: openAiErrorType(status), param: null, code: null } }),
});
