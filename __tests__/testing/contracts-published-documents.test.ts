/**
 * Contract checks (flowgate.md §11) on documents the providers publish, not on ones
 * written for the tests: OpenAI's and Mistral's OpenAPI 3.1 documents cut to their chat
 * call, and Azure OpenAI's 2024-10-21 description. They live, read-only, in
 * `shared/provider-specs/` beside the clone (their README names each source commit); each
 * test copies the one it needs into a temporary repository, so nothing third-party is
 * kept in this one. Faithful exchanges pass; each kind of divergence is caught with its
 * pointer into the exchange and its place in the real document.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRepository } from '../../src/definitions/repository.js';
import { testRoot } from '../../src/testing/run-all.js';
import type { CaseReport, RunReport } from '../../src/testing/report.js';
import { makeRepo, passingCases, simpleWorkflow } from '../helpers/repo.js';

const repoRoot = join(import.meta.dirname, '..', '..');
const SPECS = join(repoRoot, '..', 'shared', 'provider-specs');

/** A published document's text; missing is a failure, never a skip. */
function published(file: string): string {
  const path = join(SPECS, file);
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: these tests hold exchanges to the providers' published API documents, kept read-only in shared/provider-specs/ next to the clone (see its README.md). Put that folder beside the repository; the tests are never skipped without it.`);
  }
  return readFileSync(path, 'utf8');
}

interface Provider {
  connection: 'openai' | 'mistral';
  /** In shared/provider-specs/. */
  source: string;
  /** Where the temporary repository keeps its copy, as connections.yaml names it. */
  document: string;
  baseUrl: string;
  secret: string;
  /** The chat call's path as the document writes it. */
  chatPath: string;
  /** The request's URL on the connection and the path the mock sees. */
  url: string;
  mockPath: string;
}

const OPENAI: Provider = {
  connection: 'openai',
  source: 'openai-openapi.subset.json',
  document: 'apis/openai.json',
  baseUrl: 'https://api.openai.com/v1',
  secret: 'OPENAI_KEY',
  chatPath: '/chat/completions',
  url: '/chat/completions',
  mockPath: '/v1/chat/completions',
};

// Mistral's document writes its paths with /v1, so its base URL is the bare host.
const MISTRAL: Provider = {
  connection: 'mistral',
  source: 'mistral-openapi.subset.json',
  document: 'apis/mistral.json',
  baseUrl: 'https://api.mistral.ai',
  secret: 'MISTRAL_KEY',
  chatPath: '/v1/chat/completions',
  url: '/v1/chat/completions',
  mockPath: '/v1/chat/completions',
};

/** `apis/openai.json#/paths/~1chat~1completions/post`: the chat operation's place in the document. */
const operationPlace = (provider: Provider) => `${provider.document}#/paths/${provider.chatPath.replaceAll('/', '~1')}/post`;
const chatOperation = (provider: Provider) => `POST ${provider.chatPath}`;
const sentence = (provider: Provider, operation = chatOperation(provider)) => `${operation} fits the ${provider.connection} API document`;

/** A request as a chat integration sends it: a system instruction and the user's text. */
const MESSAGES = [
  { role: 'system', content: 'You sort support tickets. Answer with one word: billing, technical or other.' },
  { role: 'user', content: 'I was charged twice for my March invoice.' },
];

const REQUEST: Record<Provider['connection'], Record<string, unknown>> = {
  openai: { model: 'gpt-4o-mini', messages: MESSAGES, temperature: 0.2, max_completion_tokens: 16 },
  mistral: { model: 'mistral-small-latest', messages: MESSAGES, temperature: 0.2, max_tokens: 16 },
};

/**
 * OpenAI's chat completion object: CreateChatCompletionResponse requires id, object,
 * created, model and choices; each choice finish_reason, index, message and logprobs
 * (nullable); the message role, content and refusal (both nullable).
 */
const OPENAI_ANSWER = {
  id: 'chatcmpl-ticket-sorter-0001',
  object: 'chat.completion',
  created: 1741570283,
  model: 'gpt-4o-mini-2024-07-18',
  choices: [{ index: 0, message: { role: 'assistant', content: 'billing', refusal: null, annotations: [] }, logprobs: null, finish_reason: 'stop' }],
  usage: {
    prompt_tokens: 41,
    completion_tokens: 1,
    total_tokens: 42,
    prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
    completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
  },
  service_tier: 'default',
};

/**
 * Mistral's chat completion: ChatCompletionResponse requires id, object, model, usage,
 * created and choices, and also `data`, a property the document declares nowhere (so any
 * value fits) and the API does not send; a mock without it diverges from the document as
 * published. The message and usage objects allow no other properties.
 */
const MISTRAL_ANSWER = {
  id: 'cmpl-ticket-sorter-0001',
  object: 'chat.completion',
  model: 'mistral-small-latest',
  created: 1741570283,
  usage: { prompt_tokens: 41, completion_tokens: 1, total_tokens: 42 },
  choices: [{ index: 0, message: { role: 'assistant', content: 'billing', tool_calls: null, prefix: false }, finish_reason: 'stop' }],
  data: [],
};

const ANSWER: Record<Provider['connection'], Record<string, unknown>> = { openai: OPENAI_ANSWER, mistral: MISTRAL_ANSWER };

function connections(provider: Provider): string {
  return `${provider.connection}:
  kind: http
  openapi: ${provider.document}
  production: { base_url: "${provider.baseUrl}", auth: bearer }
  secrets: { token: ${provider.secret} }
`;
}

/** One http.request step per request, each accepting any status, so only the contract decides. */
function workflow(provider: Provider, requests: readonly Record<string, unknown>[]): string {
  const steps = requests.map((request, index) => {
    const fields = Object.entries({ method: 'POST', url: provider.url, ...request, expect_status: [200, 400, 404, 422, 429, 500, 503] }).map(([key, value]) => `      ${key}: ${JSON.stringify(value)}`);
    return `  - id: call${index}\n    uses: platform/http.request@v1\n    connections: { api: ${provider.connection} }\n    with:\n${fields.join('\n')}`;
  });
  return `name: contracts\non: { manual: {} }\nsteps:\n${steps.join('\n')}\n`;
}

interface Setup {
  provider: Provider;
  requests: readonly Record<string, unknown>[];
  mocks: readonly unknown[];
  flowgate?: string;
}

function repoOf(setup: Setup): string {
  const { provider } = setup;
  return makeRepo({
    'connections.yaml': connections(provider),
    [provider.document]: published(provider.source),
    ...(setup.flowgate !== undefined ? { 'flowgate.yaml': setup.flowgate } : {}),
    'workflows/contracts/workflow.yaml': workflow(provider, setup.requests),
    'workflows/contracts/tests.json': [{ name: 'the case', kind: 'happy', given: { http: setup.mocks }, expect: { outcome: 'success', http_calls: [{ url_contains: '/' }] } }],
  });
}

async function run(setup: Setup): Promise<{ report: RunReport; theCase: CaseReport }> {
  const report = await testRoot(repoOf(setup));
  const version = report.versions.find((v) => v.name === 'contracts')!;
  expect(version.report.problems).toEqual([]);
  return { report, theCase: version.report.cases[0]! };
}

/** The failed contract checks of the case. */
function contractFailures(theCase: CaseReport) {
  return theCase.checks.filter((check) => !check.passed && check.sentence.includes('API document'));
}

/** The chat call answered by `status` and `json`. */
const chat = (provider: Provider, json: unknown, status = 200) => ({ match: { method: 'POST', path: provider.mockPath }, respond: { status, json } });

/** One chat call: `body` sent, the mock's answer given. */
function chatExchange(provider: Provider, body: unknown, answer: unknown = ANSWER[provider.connection], status = 200): Setup {
  return { provider, requests: [{ json: body }], mocks: [chat(provider, answer, status)] };
}

const without = (value: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));

const PROVIDERS = [
  ['OpenAI', OPENAI],
  ['Mistral', MISTRAL],
] as const;

describe("a provider's published 3.1 document is read and a faithful exchange fits it", () => {
  it.each(PROVIDERS)('CONTRACT-01 %s: a realistic chat completion, answered as the document describes, passes with no divergence', async (_name, provider) => {
    const { theCase } = await run(chatExchange(provider, REQUEST[provider.connection]));
    expect(contractFailures(theCase)).toEqual([]);
    expect(theCase.warnings ?? []).toEqual([]);
    expect(theCase.status).toBe('passed');
  });

  it('CONTRACT-08 OpenAI: a null where its 3.1 document still writes nullable: true (max_completion_tokens, stream) fits, as the document means it', async () => {
    const provider = PROVIDERS.find(([name]) => name === 'OpenAI')![1];
    const { theCase } = await run(chatExchange(provider, { ...(REQUEST[provider.connection] as Record<string, unknown>), max_completion_tokens: null, stream: null }));
    expect(contractFailures(theCase)).toEqual([]);
  });

  it.each(PROVIDERS)('CONTRACT-15 %s: the version report lists the chat call as exercised, nothing never exercised, and no divergence', async (_name, provider) => {
    const { report } = await run(chatExchange(provider, REQUEST[provider.connection]));
    expect(report.versions[0]!.report.contracts).toEqual({
      [provider.connection]: { document: provider.document, exercised: [chatOperation(provider)], never_exercised: [], divergences: 0 },
    });
  });
});

describe('each kind of divergence is caught on the real documents', () => {
  it.each(PROVIDERS)('CONTRACT-06 %s: a request to an operation the document lacks (GET /models) is a divergence', async (_name, provider) => {
    const models = provider === MISTRAL ? '/v1/models' : '/models';
    const { theCase } = await run({ provider, requests: [{ method: 'GET', url: models }], mocks: [{ match: { method: 'GET', path: `/v1/models` }, respond: { status: 200, json: { object: 'list', data: [] } } }] });
    const [failure, ...others] = contractFailures(theCase);
    expect(others).toEqual([]);
    expect(failure?.sentence).toBe(sentence(provider, `GET ${models}`));
    expect(failure?.actual).toBe(`/request: the document has no operation for GET ${models} (${provider.document}#/paths)`);
    expect(theCase.status).toBe('failed');
  });

  it.each(PROVIDERS)("CONTRACT-06 %s: a method the chat path does not have (GET) is a divergence naming the document's path item", async (_name, provider) => {
    const { theCase } = await run({ provider, requests: [{ method: 'GET' }], mocks: [{ match: { method: 'GET', path: provider.mockPath }, respond: { status: 200, json: {} } }] });
    expect(contractFailures(theCase)[0]?.actual).toBe(`/request: the document's ${provider.chatPath} has no GET operation (${provider.document}#/paths/${provider.chatPath.replaceAll('/', '~1')})`);
  });

  it.each([
    ['OpenAI', 'model', OPENAI],
    ['OpenAI', 'messages', OPENAI],
    ['Mistral', 'model', MISTRAL],
    ['Mistral', 'messages', MISTRAL],
  ] as const)('CONTRACT-08 %s: a request body without the required %s is a divergence', async (_name, missing, provider) => {
    const { theCase } = await run(chatExchange(provider, without(REQUEST[provider.connection], missing)));
    const [failure, ...others] = contractFailures(theCase);
    expect(others).toEqual([]);
    expect(failure?.sentence).toBe(sentence(provider));
    expect(failure?.actual).toBe(`/request/body/${missing}: is required (${operationPlace(provider)}/requestBody)`);
  });

  it.each(PROVIDERS)('CONTRACT-08 %s: a message whose role the document does not allow is a divergence at that message', async (_name, provider) => {
    const body = { ...REQUEST[provider.connection], messages: [MESSAGES[0], { role: 'customer', content: 'I was charged twice.' }] };
    const { theCase } = await run(chatExchange(provider, body));
    const [failure, ...others] = contractFailures(theCase);
    expect(others).toEqual([]);
    expect(failure?.sentence).toBe(sentence(provider));
    // OpenAI writes each message's role as a one-value enum, Mistral as a const.
    expect(failure?.actual).toContain(`/request/body/messages/1/role: ${provider === OPENAI ? 'must be one of "user"' : 'must be one of "system", "user", "assistant", "tool"'} (${operationPlace(provider)}/requestBody)`);
    expect(failure?.actual).not.toContain('/request/body/messages/0');
  });

  it('CONTRACT-08 a temperature each document bounds differently: 1.8 fits OpenAI (0 to 2) and not Mistral (0 to 1.5)', async () => {
    const openai = await run(chatExchange(OPENAI, { ...REQUEST.openai, temperature: 1.8 }));
    expect(contractFailures(openai.theCase)).toEqual([]);
    const mistral = await run(chatExchange(MISTRAL, { ...REQUEST.mistral, temperature: 1.8 }));
    expect(contractFailures(mistral.theCase)[0]?.actual).toContain(`/request/body/temperature: must be <= 1.5 (${operationPlace(MISTRAL)}/requestBody)`);
  });

  it.each(PROVIDERS)('CONTRACT-08 %s: a temperature sent as text is a divergence', async (_name, provider) => {
    const { theCase } = await run(chatExchange(provider, { ...REQUEST[provider.connection], temperature: '0.2' }));
    expect(contractFailures(theCase)[0]?.actual).toContain(`/request/body/temperature: must be number (${operationPlace(provider)}/requestBody)`);
  });

  it('CONTRACT-08 Mistral: a property its request schema does not declare is a divergence (additionalProperties: false)', async () => {
    // OpenAI's request allows other properties; Mistral's refuses them.
    const { theCase } = await run(chatExchange(MISTRAL, { ...REQUEST.mistral, max_completion_tokens: 16 }));
    expect(contractFailures(theCase)[0]?.actual).toBe(`/request/body/max_completion_tokens: is not a property the schema allows (${operationPlace(MISTRAL)}/requestBody)`);
    const openai = await run(chatExchange(OPENAI, { ...REQUEST.openai, max_tokens: 16 }));
    expect(contractFailures(openai.theCase)).toEqual([]);
  });

  // Neither document lists `default` for the chat call: OpenAI lists 200 and 429,
  // Mistral 200 and 422, so any other status is one the document does not promise.
  it.each([
    ['OpenAI', 500, '200, 429', OPENAI],
    ['Mistral', 503, '200, 422', MISTRAL],
  ] as const)('CONTRACT-10 %s: a mock status the chat call does not list (%s) is a divergence', async (_name, status, listed, provider) => {
    const { theCase } = await run(chatExchange(provider, REQUEST[provider.connection], { error: 'down' }, status));
    const [failure, ...others] = contractFailures(theCase);
    expect(others).toEqual([]);
    expect(failure?.sentence).toBe(sentence(provider));
    expect(failure?.actual).toBe(`/answer/status: ${status} is not a status the operation lists (${listed}) (${operationPlace(provider)}/responses)`);
  });

  it.each(PROVIDERS)('CONTRACT-11 %s: an answer without choices is a divergence at /answer/body/choices', async (_name, provider) => {
    const { theCase } = await run(chatExchange(provider, REQUEST[provider.connection], without(ANSWER[provider.connection], 'choices')));
    const [failure, ...others] = contractFailures(theCase);
    expect(others).toEqual([]);
    expect(failure?.sentence).toBe(sentence(provider));
    expect(failure?.actual).toBe(`/answer/body/choices: is required (${operationPlace(provider)}/responses/200)`);
  });

  it.each(PROVIDERS)('CONTRACT-11 %s: an answer whose created is a date text, not Unix seconds, is a divergence', async (_name, provider) => {
    const { theCase } = await run(chatExchange(provider, REQUEST[provider.connection], { ...ANSWER[provider.connection], created: '2025-03-10T01:31:23Z' }));
    expect(contractFailures(theCase)[0]?.actual).toBe(`/answer/body/created: must be integer (${operationPlace(provider)}/responses/200)`);
  });

  it.each(PROVIDERS)('CONTRACT-11 %s: a finish_reason the document does not list is a divergence at that choice', async (_name, provider) => {
    const answer = ANSWER[provider.connection];
    const choices = answer.choices as Record<string, unknown>[];
    const { theCase } = await run(chatExchange(provider, REQUEST[provider.connection], { ...answer, choices: [{ ...choices[0], finish_reason: 'end_turn' }] }));
    expect(contractFailures(theCase)[0]?.actual).toMatch(new RegExp(`^/answer/body/choices/0/finish_reason: must be one of "stop", "length", .* \\(${escapeRegExp(operationPlace(provider))}/responses/200\\)$`));
  });

  it('CONTRACT-11 Mistral: the document requires a data property its chat answer never declares; an answer without it diverges', async () => {
    // A property of the published document, not of flowgate: `data` is in the chat
    // response's `required` list, with no schema of its own.
    const { theCase } = await run(chatExchange(MISTRAL, REQUEST.mistral, without(MISTRAL_ANSWER, 'data')));
    expect(contractFailures(theCase)[0]?.actual).toBe(`/answer/body/data: is required (${operationPlace(MISTRAL)}/responses/200)`);
  });

  it("CONTRACT-11 OpenAI: a faithful 429 error body passes; one without the error object's type, param and code is caught", async () => {
    // 429 is a $ref to components/responses/TooManyRequests, whose content is ErrorResponse.
    const error = { error: { message: 'Rate limit reached for gpt-4o-mini on requests per min (RPM): Limit 3, Used 3, Requested 1.', type: 'requests', param: null, code: 'rate_limit_exceeded' } };
    const fits = await run(chatExchange(OPENAI, REQUEST.openai, error, 429));
    expect(contractFailures(fits.theCase)).toEqual([]);
    const misses = await run(chatExchange(OPENAI, REQUEST.openai, { error: { message: 'Rate limit reached' } }, 429));
    const place = `${OPENAI.document}#/components/responses/TooManyRequests`;
    expect(contractFailures(misses.theCase)[0]?.actual).toBe(`/answer/body/error/type: is required (${place}); /answer/body/error/param: is required (${place}); /answer/body/error/code: is required (${place})`);
  });

  it("CONTRACT-11 Mistral: a faithful 422 validation error passes; one whose details lack msg and type is caught", async () => {
    const detail = { loc: ['body', 'messages', 1, 'role'], msg: "Input should be 'user'", type: 'literal_error', input: 'customer', ctx: { expected: "'user'" } };
    const fits = await run(chatExchange(MISTRAL, REQUEST.mistral, { detail: [detail] }, 422));
    expect(contractFailures(fits.theCase)).toEqual([]);
    const misses = await run(chatExchange(MISTRAL, REQUEST.mistral, { detail: [{ loc: 'messages', message: 'bad role' }] }, 422));
    const place = `${operationPlace(MISTRAL)}/responses/422`;
    expect(contractFailures(misses.theCase)[0]?.actual).toBe(`/answer/body/detail/0/msg: is required (${place}); /answer/body/detail/0/type: is required (${place}); /answer/body/detail/0/loc: must be array (${place})`);
  });
});

describe('what a divergence on a real document does', () => {
  it('CONTRACT-13 in fail mode the divergences of one operation fail the case through one check naming five of them and counting the rest', async () => {
    const body = { model: 42, messages: [], temperature: '0.2', n: 0, presence_penalty: 3, top_logprobs: 99 };
    const { theCase } = await run(chatExchange(OPENAI, body, without(OPENAI_ANSWER, 'id')));
    expect(theCase.status).toBe('failed');
    const [failure, ...others] = contractFailures(theCase);
    expect(others).toEqual([]);
    expect(failure?.sentence).toBe('POST /chat/completions fits the openai API document');
    expect(failure?.expected).toBe('requests and answers as apis/openai.json describes them');
    const shown = failure?.actual?.split('; ').filter((part) => part.startsWith('/')) ?? [];
    expect(shown).toHaveLength(5);
    for (const part of shown) expect(part).toMatch(/^\/request\/body\/\S+: .+ \(apis\/openai\.json#\/paths\/~1chat~1completions\/post\/requestBody\)$/);
    expect(failure?.actual).toMatch(/; and \d+ more$/);
  });

  it('CONTRACT-14 in warn mode the same divergence is a warning on the case, and the case passes', async () => {
    const { theCase } = await run({ ...chatExchange(OPENAI, without(REQUEST.openai, 'model')), flowgate: 'contracts: warn\n' });
    expect(theCase.status).toBe('passed');
    expect(contractFailures(theCase)).toEqual([]);
    expect(theCase.warnings).toEqual([
      { path: 'given.http[0]', message: `POST /chat/completions fits the openai API document: no, /request/body/model: is required (${operationPlace(OPENAI)}/requestBody)`, line: expect.any(Number) },
    ]);
  });

  it('CONTRACT-15 the report counts divergences on the real document and keeps the chat call exercised', async () => {
    const { report } = await run({
      provider: MISTRAL,
      requests: [{ json: without(REQUEST.mistral, 'model') }, { method: 'GET', url: '/v1/models' }],
      mocks: [chat(MISTRAL, { ...MISTRAL_ANSWER, created: 'now' }), { match: { method: 'GET', path: '/v1/models' }, respond: { status: 200, json: {} } }],
    });
    expect(report.versions[0]!.report.contracts).toEqual({
      mistral: { document: 'apis/mistral.json', exercised: ['POST /v1/chat/completions'], never_exercised: [], divergences: 3 },
    });
  });
});

describe("Azure OpenAI's description", () => {
  it('CONTRACT-03 named as openapi:, the stored Azure description (components only, no paths) is a save-time problem on that line, and every version is stopped', async () => {
    // The upstream 2024-10-21 inference.json is Swagger 2.0. The stored subset is a hand
    // transcription of its components under `openapi: "3.0.0"`, with the operation only
    // summarised in x-fidelity-source: it has no `paths`, which OpenAPI 3.0 requires.
    const text = published('azure-openai-inference-2024-10-21.subset.json');
    expect(JSON.parse(text)).toMatchObject({ openapi: '3.0.0', components: { schemas: expect.objectContaining({ createChatCompletionRequest: expect.any(Object) }) } });
    expect(JSON.parse(text)).not.toHaveProperty('paths');
    const root = makeRepo({
      'connections.yaml': `azure:
  kind: http
  openapi: apis/azure-openai.json
  production: { base_url: "https://contoso.openai.azure.com/openai", auth: api_key, header: api-key }
  secrets: { api_key: AZURE_OPENAI_KEY }
`,
      'apis/azure-openai.json': text,
      'workflows/contracts/workflow.yaml': `name: contracts\non: { manual: {} }\nsteps:\n  - id: call0\n    uses: platform/http.request@v1\n    connections: { api: azure }\n    with: { method: POST, url: /deployments/gpt-4o/chat/completions, query: { api-version: "2024-10-21" }, json: ${JSON.stringify(REQUEST.openai)} }\n`,
      'workflows/contracts/tests.json': [{ name: 'the case', kind: 'happy', given: { http: [{ match: { method: 'POST', url_contains: '/chat/completions' }, respond: { status: 200, json: OPENAI_ANSWER } }] }, expect: { outcome: 'success', http_calls: [{ url_contains: '/' }] } }],
      'workflows/elsewhere/workflow.yaml': simpleWorkflow('elsewhere'),
      'workflows/elsewhere/tests.json': passingCases,
    });
    const problems = loadRepository(root).project.problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'connections.yaml', line: 3, path: 'azure.openapi' });
    expect(problems[0]?.message).toBe('apis/azure-openai.json:1 #: has no paths (OpenAPI 3.0 requires them)');
    const report = await testRoot(root);
    expect(report.passed).toBe(false);
    // Both the version that calls Azure and one that does not carry the problem and run no case.
    expect(report.versions.map((version) => version.name).sort()).toEqual(['contracts', 'elsewhere']);
    for (const version of report.versions) {
      expect(version.report.problems).toEqual([expect.objectContaining({ file: 'connections.yaml', line: 3, path: 'azure.openapi', code: 'invalid_api_document' })]);
      expect(version.report.cases.map((c) => c.status)).toEqual(['not_run']);
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
