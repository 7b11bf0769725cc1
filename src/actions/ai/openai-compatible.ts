/**
 * An OpenAI-compatible server (vLLM, Ollama, LM Studio, gateways): the OpenAI Chat
 * Completions shape at `{base}/v1/chat/completions` with a bearer key. Output tokens go
 * in `max_tokens`, the field such servers have always taken. A connection that does not
 * exist yet stands in for one of these (MODEL-16).
 */
import { V1_CHAT_BEARER, openAiChatShape, openAiErrorType } from './openai-chat.js';

export const openAiCompatible = openAiChatShape({
  provider: 'openai_compatible',
  tokenField: 'max_tokens',
  ...V1_CHAT_BEARER,
  errorBody: (status, message) => ({ error: { message, type: openAiErrorType(status), param: null, code: null } }),
});
