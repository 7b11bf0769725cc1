/**
 * OpenAI (platform.openai.com): `POST {base}/v1/chat/completions`, signed in with
 * `Authorization: Bearer <api_key>`, output tokens in `max_completion_tokens` (the field
 * that replaced `max_tokens` and the only one reasoning models take).
 */
import { chatUrl, isChatUrl, keyHeaders } from './common.js';
import { openAiChatShape, openAiErrorType } from './openai-chat.js';

const CHAT_PATH = '/v1/chat/completions';

export const openAi = openAiChatShape({
  provider: 'openai',
  defaultBaseUrl: 'https://api.openai.com',
  tokenField: 'max_completion_tokens',
  modelInBody: true,
  chatAddress: (baseUrl) => chatUrl(baseUrl, CHAT_PATH),
  isChatAddress: (baseUrl, url) => isChatUrl(baseUrl, url, /^\/v1\/chat\/completions$/),
  signIn: (apiKey, connection) => keyHeaders(connection, { Authorization: `Bearer ${apiKey}` }, apiKey),
  requestIdHeaders: ['x-request-id'],
  errorBody: (status, message) => ({
    error: { message, type: openAiErrorType(status), param: null, code: status === 429 ? 'rate_limit_exceeded' : null },
  }),
});
