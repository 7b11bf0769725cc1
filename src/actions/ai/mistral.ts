/**
 * Mistral (docs.mistral.ai): `POST {base}/v1/chat/completions` with a bearer key, the
 * OpenAI-like shape with `max_tokens` and `response_format: {type: "json_schema"}`.
 * Mistral ends a cut-off answer with `finish_reason` `length` or `model_length`, and
 * may give `message.content` as a list of text parts.
 *
 * Mistral's `AssistantMessage` has no refusal field (it allows no member it does not
 * list) and its choices no `logprobs`. A Mistral model that declines says so in its
 * answer text, with `finish_reason: stop`: a mocked refusal's body is exactly that, so a
 * Mistral client reads it as it reads a real one; flowgate's own marker header makes the
 * step fail with `ai_refused`, as a refusal mock promises for every provider.
 */
import type { JsonObject } from './common.js';
import { V1_CHAT_BEARER, mockAnswerText, openAiChatShape, openAiErrorType, type MockAnswerKind } from './openai-chat.js';

/** Mistral's `choices[0]` for a plain answer: `index`, `message` (`role`, `content`) and `finish_reason` only. */
function mistralMockChoice(answer: MockAnswerKind): JsonObject {
  const content = answer.kind === 'refusal' ? answer.message : mockAnswerText(answer);
  return { index: 0, message: { role: 'assistant', content }, finish_reason: answer.kind === 'truncated' ? 'length' : 'stop' };
}

export const mistral = openAiChatShape({
  provider: 'mistral',
  defaultBaseUrl: 'https://api.mistral.ai',
  tokenField: 'max_tokens',
  ...V1_CHAT_BEARER,
  errorBody: (status, message) => ({ object: 'error', message, type: openAiErrorType(status), param: null, code: String(status) }),
  mockChoice: mistralMockChoice,
  marksMockRefusal: true,
});
