/**
 * Mistral (docs.mistral.ai): `POST {base}/v1/chat/completions` with a bearer key, the
 * OpenAI-like shape with `max_tokens` and `response_format: {type: "json_schema"}`.
 * Mistral ends a cut-off answer with `finish_reason` `length` or `model_length`, and
 * may give `message.content` as a list of text parts. Mistral documents no refusal
 * field; a mocked refusal uses the OpenAI-style `message.refusal`, which is read the same.
 */
import { V1_CHAT_BEARER, openAiChatShape, openAiErrorType } from './openai-chat.js';

export const mistral = openAiChatShape({
  provider: 'mistral',
  defaultBaseUrl: 'https://api.mistral.ai',
  tokenField: 'max_tokens',
  ...V1_CHAT_BEARER,
  errorBody: (status, message) => ({ object: 'error', message, type: openAiErrorType(status), param: null, code: String(status) }),
});
