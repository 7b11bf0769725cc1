/**
 * Azure OpenAI: `POST {base}/openai/deployments/{deployment}/chat/completions?api-version=…`
 * with the key in the `api-key` header. The step's `model` is the deployment name
 * (AI-08), so it goes into the address and not into the body. API version 2024-10-21 is
 * the stable version that brought structured outputs (`json_schema`) and
 * `max_completion_tokens`. Azure's content filter answers a filtered prompt with 400 and
 * error code `content_filter`, and a filtered answer with `finish_reason: content_filter`.
 * Every reply, error or not, carries the `apim-request-id` header (a UUID).
 */
import { chatUrl, derivedUuid, isChatUrl, isObject, keyHeaders } from './common.js';
import { openAiChatShape } from './openai-chat.js';

export const AZURE_API_VERSION = '2024-10-21';

function isContentFilterError(status: number, json: unknown): boolean {
  if (status !== 400 || !isObject(json) || !isObject(json.error)) return false;
  const inner = isObject(json.error.innererror) ? json.error.innererror : {};
  return json.error.code === 'content_filter' || inner.code === 'ResponsibleAIPolicyViolation';
}

export const azureOpenAi = openAiChatShape({
  provider: 'azure_openai',
  tokenField: 'max_completion_tokens',
  modelInBody: false,
  chatAddress: (baseUrl, model) => chatUrl(baseUrl, `/openai/deployments/${encodeURIComponent(model)}/chat/completions`, { 'api-version': AZURE_API_VERSION }),
  isChatAddress: (baseUrl, url) => isChatUrl(baseUrl, url, /^\/openai\/deployments\/[^/]+\/chat\/completions$/),
  signIn: (apiKey, connection) => keyHeaders(connection, { 'api-key': apiKey }, apiKey),
  requestIdHeaders: ['apim-request-id', 'x-request-id'],
  errorBody: (status, message) => ({ error: { code: String(status), message } }),
  isContentFilterError,
  mockHeaders: (context) => [['apim-request-id', derivedUuid(`apim-request-id:${context.id}`)]],
});
