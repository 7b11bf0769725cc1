/**
 * OpenAI (platform.openai.com): `POST {base}/v1/chat/completions`, signed in with
 * `Authorization: Bearer <api_key>`, output tokens in `max_completion_tokens` (the field
 * that replaced `max_tokens` and the only one reasoning models take). Every reply, error
 * or not, carries its request id in `x-request-id` (the official SDK's `_request_id`).
 */
import { V1_CHAT_BEARER, openAiChatShape, openAiErrorType } from './openai-chat.js';

export const openAi = openAiChatShape({
  provider: 'openai',
  defaultBaseUrl: 'https://api.openai.com',
  tokenField: 'max_completion_tokens',
  ...V1_CHAT_BEARER,
  errorBody: (status, message) => ({
    error: { message, type: openAiErrorType(status), param: null, code: status === 429 ? 'rate_limit_exceeded' : null },
  }),
  mockHeaders: (context) => [['x-request-id', `req_${context.id}`]],
});
