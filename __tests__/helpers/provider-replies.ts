/**
 * Model-mock replies as each provider's client receives them: a ModelMockTable over one
 * AI connection per provider, asked with the request `ai.generate` sends, and a `fetch`
 * that answers from it, for handing to the providers' official SDKs.
 */
import type { AiProvider, ResolvedConnection } from '../../src/engine/world.js';
import { PROVIDER_SHAPES } from '../../src/actions/ai/providers.js';
import type { MockRequest } from '../../src/testing/http-mocks.js';
import { ModelMockTable, type ModelMock } from '../../src/testing/model-mocks.js';

export const PROVIDERS: readonly AiProvider[] = ['openai', 'azure_openai', 'anthropic', 'mistral', 'openai_compatible'];

/** The model asked for; on Azure, the deployment. */
export const MODEL = 'model-1';

/** Where each provider's connection points. */
export const BASE_URLS: Readonly<Record<AiProvider, string>> = {
  openai: 'https://api.openai.com',
  azure_openai: 'https://acme.openai.azure.com',
  anthropic: 'https://api.anthropic.com',
  mistral: 'https://api.mistral.ai',
  openai_compatible: 'https://llm.example.com/v1',
};

/** Reported tokens of every mocked answer here, unlike the defaults so that reading them proves something. */
export const USAGE = { input_tokens: 21, output_tokens: 7 } as const;

export const OUTPUT = { label: 'urgent' };
export const TEXT = 'Plain words, not JSON.';
export const REFUSAL = 'I cannot help with that request.';

/** Every kind of 2xx answer a model mock gives (MODEL-05..MODEL-08). */
export const ANSWERS = {
  output: { output: OUTPUT },
  text: { text: TEXT },
  refusal: { refusal: REFUSAL },
  truncated: { truncated: true },
} as const satisfies Record<string, Partial<ModelMock>>;

export type AnswerKind = keyof typeof ANSWERS;
export const ANSWER_KINDS = Object.keys(ANSWERS) as AnswerKind[];

/** Error statuses a mock is asked for: the providers' documented ones and a few others. */
export const ERROR_STATUSES = [400, 401, 402, 403, 404, 413, 422, 429, 500, 503, 504, 529] as const;
export const ERROR_MESSAGE = 'The mocked provider says no.';

/** What `ai.generate` sends for one ask, to this provider. */
export function requestBody(provider: AiProvider): Record<string, unknown> {
  return PROVIDER_SHAPES[provider].requestBody({
    model: MODEL,
    prompt: 'Classify the ticket.',
    input: { ticket: 'The printer is on fire' },
    outputSchema: { type: 'object', required: ['label'], properties: { label: { type: 'string' } } },
    maxOutputTokens: 300,
  });
}

/** A table answering one connection, `assistant`, of this provider. */
export function mockTable(provider: AiProvider, mocks: readonly Omit<ModelMock, 'connection'>[]): ModelMockTable {
  const connection = { name: 'assistant', kind: 'ai', exists: true, auth: 'none', settings: {}, secrets: {}, provider, base_url: BASE_URLS[provider] } as unknown as ResolvedConnection;
  return new ModelMockTable(
    mocks.map((mock) => ({ connection: 'assistant', ...mock }) as ModelMock),
    () => connection,
  );
}

export interface Reply {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  json: any;
}

/** The reply of one mock to the request `ai.generate` sends. */
export function replyOf(provider: AiProvider, mock: Omit<ModelMock, 'connection'>): Reply {
  const shape = PROVIDER_SHAPES[provider];
  const request: MockRequest = {
    method: 'POST',
    url: shape.chatAddress(BASE_URLS[provider], MODEL),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(requestBody(provider)),
  };
  const answer = mockTable(provider, [mock]).answer(request);
  if (!answer) throw new Error(`no mock answered ${request.url}`);
  return {
    status: answer.status,
    headers: Object.fromEntries(answer.headers.map(([name, value]) => [name.toLowerCase(), value])),
    json: JSON.parse(Buffer.from(answer.body).toString('utf8')),
  };
}

/**
 * A `fetch` answering from model mocks exactly as the test world does, for an SDK's
 * custom-fetch option; `seen` collects the requests. A request no mock answers gets a
 * plain 599, which no mock gives.
 */
export function mockFetch(table: ModelMockTable, seen: MockRequest[] = []): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const asked: MockRequest = {
      method: request.method,
      url: request.url,
      headers: Object.fromEntries([...request.headers].map(([name, value]) => [name.toLowerCase(), value])),
      body: await request.text(),
    };
    seen.push(asked);
    const answer = table.answer(asked);
    if (!answer) return new Response('unmocked', { status: 599 });
    return new Response(answer.body.slice(), { status: answer.status, headers: answer.headers.map(([name, value]) => [name, value] as [string, string]) });
  };
}
