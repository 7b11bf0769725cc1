/**
 * Every model-mock reply held to its provider's published description: OpenAI's OpenAPI
 * document (also for OpenAI-compatible servers), Azure OpenAI's 2024-10-21 inference
 * description and Mistral's OpenAPI document, vendored in
 * `__tests__/fixtures/provider-specs/` and read with Ajv (status, headers, body, `$ref`s
 * resolved within each document), and Anthropic's, which publishes no OpenAPI document,
 * held to the types of its official SDK (`@anthropic-ai/sdk`, pinned).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import AjvDraft7 from 'ajv';
import addFormats from 'ajv-formats';
import type Anthropic from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import type { AiProvider } from '../../src/engine/world.js';
import { ANSWER_KINDS, ANSWERS, ERROR_MESSAGE, ERROR_STATUSES, MODEL, REFUSAL, USAGE, replyOf, type Reply } from '../helpers/provider-replies.js';

const SPECS = join(import.meta.dirname, '../fixtures/provider-specs');

type Json = Record<string, any>;

function readSpec(file: string): Json {
  return JSON.parse(readFileSync(join(SPECS, file), 'utf8')) as Json;
}

/** Annotations the documents carry beside JSON Schema's own keywords; every other unknown keyword is an error. */
const ANNOTATIONS = ['components', 'discriminator', 'example', 'x-oaiMeta', 'x-oaiTypeLabel', 'x-stainless-const'];

type AnyAjv = InstanceType<typeof Ajv2020> | InstanceType<typeof AjvDraft7.default>;

/**
 * An Ajv for one document: OpenAPI 3.1 schemas are JSON Schema 2020-12; Azure's 3.0
 * schemas (with `nullable`) go to Ajv's draft-07 class, which reads `nullable`.
 * `discriminator` stays an annotation, so `oneOf` is judged in full. OpenAI's
 * `unixtime` format is a whole number of seconds.
 */
function ajvFor(dialect: '2020-12' | 'openapi-3.0', id: string, components: Json): AnyAjv {
  const options = { allErrors: true, strictSchema: true, strictTypes: false, strictTuples: false, strictRequired: false } as const;
  const ajv: AnyAjv = dialect === '2020-12' ? new Ajv2020(options) : new AjvDraft7.default(options);
  (addFormats as unknown as { default: (a: AnyAjv) => void }).default(ajv);
  ajv.addFormat('unixtime', { type: 'number', validate: (n: number) => Number.isInteger(n) && n >= 0 });
  ajv.addVocabulary(ANNOTATIONS);
  ajv.addSchema({ $id: id, components });
  return ajv;
}

function errorsOf(ajv: AnyAjv, id: string, schema: string, value: unknown): string[] {
  const validate = ajv.getSchema(`${id}#/components/schemas/${schema}`);
  if (!validate) throw new Error(`${schema} is not in ${id}`);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
}

/** What a description says of one reply status: the body's schema, its media types and its headers. */
interface Described {
  schema: string;
  mediaTypes: string[];
  /** Header name (lower case) → its JSON Schema, and whether the description requires it. */
  headers: Record<string, { schema: Json; required: boolean }>;
}

function schemaName(ref: string): string {
  return ref.replace('#/components/schemas/', '');
}

/** An OpenAPI 3 operation's response for a status (or `default`), `$ref`s resolved within the document. */
function operationResponse(doc: Json, path: string, status: number): Described | undefined {
  const responses = doc.paths[path].post.responses as Json;
  let response = responses[String(status)] ?? responses.default;
  if (response === undefined) return undefined;
  if (response.$ref) response = doc.components.responses[String(response.$ref).replace('#/components/responses/', '')];
  const headers: Described['headers'] = {};
  for (const [name, header] of Object.entries<Json>(response.headers ?? {})) headers[name.toLowerCase()] = { schema: header.schema, required: header.required === true };
  return { schema: schemaName(response.content['application/json'].schema.$ref), mediaTypes: Object.keys(response.content), headers };
}

interface Description {
  id: string;
  ajv: AnyAjv;
  doc: Json;
  /** What the description says of a status; undefined when it says nothing. */
  response(status: number): Described | undefined;
}

const OPENAI_DOC = readSpec('openai-openapi.subset.json');
const openAiDescription: Description = {
  id: 'openai-openapi',
  doc: OPENAI_DOC,
  ajv: ajvFor('2020-12', 'openai-openapi', OPENAI_DOC.components),
  // The operation describes 200 and 429; every other error is the document's error body.
  response: (status) =>
    operationResponse(OPENAI_DOC, '/chat/completions', status) ?? (status >= 400 ? { schema: 'ErrorResponse', mediaTypes: ['application/json'], headers: {} } : undefined),
};

/**
 * Azure's subset has no `paths`: its transcriber recorded the chat operation's responses
 * in `x-fidelity-source.paths` (200 and default, each with the body's schema and the
 * `apim-request-id` header, which the original declares as a string).
 */
const AZURE_DOC = readSpec('azure-openai-inference-2024-10-21.subset.json');
const azureDescription: Description = {
  id: 'azure-openai-inference',
  doc: AZURE_DOC,
  ajv: ajvFor('openapi-3.0', 'azure-openai-inference', AZURE_DOC.components),
  response: (status) => {
    const responses = AZURE_DOC['x-fidelity-source'].paths['/deployments/{deployment-id}/chat/completions'].post.responses as Json;
    const response = responses[String(status)] ?? responses.default;
    const headers = Object.fromEntries((response.headers as string[]).map((name) => [name, { schema: { type: 'string', minLength: 1 }, required: true }]));
    return { schema: String(response.schema).split(' ')[0]!, mediaTypes: ['application/json'], headers };
  },
};

/**
 * Mistral's document requires a member `data` of `ChatCompletionResponse` that it never
 * defines (a defect of the published document: the API sends no such member, and the
 * official SDK reads none). The check drops that one name from `required`, and a test
 * below fails once the document no longer needs it.
 */
const MISTRAL_DOC = readSpec('mistral-openapi.subset.json');
function withoutUndefinedData(components: Json): Json {
  const copy = structuredClone(components);
  const own = copy.schemas.ChatCompletionResponse.allOf[1];
  own.required = (own.required as string[]).filter((name) => name !== 'data');
  return copy;
}
const mistralDescription: Description = {
  id: 'mistral-openapi',
  doc: MISTRAL_DOC,
  ajv: ajvFor('2020-12', 'mistral-openapi', withoutUndefinedData(MISTRAL_DOC.components)),
  // 200 and 422 are described; Mistral's document describes no other error.
  response: (status) => operationResponse(MISTRAL_DOC, '/v1/chat/completions', status),
};

const DESCRIPTIONS: Partial<Record<AiProvider, Description>> = {
  openai: openAiDescription,
  // An OpenAI-compatible server is held to OpenAI's description.
  openai_compatible: openAiDescription,
  azure_openai: azureDescription,
  mistral: mistralDescription,
};

/** Every way `reply` departs from what the description says of its status. */
function departures(description: Description, reply: Reply): string[] {
  const described = description.response(reply.status);
  if (!described) return [`status ${reply.status} is not described`];
  const found: string[] = [];
  const mediaType = reply.headers['content-type']?.split(';')[0]?.trim();
  if (!mediaType || !described.mediaTypes.includes(mediaType)) found.push(`content-type ${mediaType} is not one of ${described.mediaTypes.join(', ')}`);
  for (const [name, header] of Object.entries(described.headers)) {
    const value = reply.headers[name];
    if (value === undefined) {
      if (header.required) found.push(`header ${name} is missing`);
      continue;
    }
    const typed = header.schema.type === 'integer' || header.schema.type === 'number' ? Number(value) : value;
    const validate = description.ajv.compile(header.schema);
    if (!validate(typed)) found.push(`header ${name}: ${JSON.stringify(value)} does not fit ${JSON.stringify(header.schema)}`);
  }
  found.push(...errorsOf(description.ajv, description.id, described.schema, reply.json).map((error) => `body ${error}`));
  return found;
}

const ANSWER_RULES: Record<(typeof ANSWER_KINDS)[number], string> = { output: 'MODEL-05', text: 'MODEL-06', refusal: 'MODEL-07', truncated: 'MODEL-08' };

describe('MODEL-02 OpenAPI-described providers: each mocked reply fits the vendored description', () => {
  for (const [provider, description] of Object.entries(DESCRIPTIONS) as [AiProvider, Description][]) {
    describe(`${provider} (${description.id})`, () => {
      for (const kind of ANSWER_KINDS) {
        it(`MODEL-02 ${ANSWER_RULES[kind]} ${kind}: status, headers and body fit the described 200 reply`, () => {
          const reply = replyOf(provider, { ...ANSWERS[kind], usage: USAGE });
          expect(reply.status).toBe(200);
          expect(departures(description, reply)).toEqual([]);
        });
      }

      // Only the statuses the description speaks of (Mistral's: 422); the SDK test reads back every one.
      for (const status of ERROR_STATUSES.filter((s) => description.response(s) !== undefined)) {
        it(`MODEL-02 MODEL-09 error ${status}: status, headers and body fit the described error reply`, () => {
          const reply = replyOf(provider, { error: { status, message: ERROR_MESSAGE } });
          expect(reply.status).toBe(status);
          expect(departures(description, reply)).toEqual([]);
        });
      }
    });
  }

  it('the check itself finds a departure: a reply without a required member, a bad finish_reason, a missing apim-request-id', () => {
    const reply = replyOf('openai', { output: { label: 'x' } });
    const broken = structuredClone(reply);
    delete broken.json.choices[0].message.refusal;
    broken.json.choices[0].finish_reason = 'done';
    const found = departures(openAiDescription, broken).join('\n');
    expect(found).toContain("must have required property 'refusal'");
    expect(found).toContain('finish_reason must be equal to one of the allowed values');
    const azure = replyOf('azure_openai', { output: { label: 'x' } });
    delete azure.headers['apim-request-id'];
    expect(departures(azureDescription, azure)).toEqual(['header apim-request-id is missing']);
    // Azure's 3.0 schemas are read with `nullable`: a null where the description allows none is caught.
    const nulled = replyOf('azure_openai', { output: { label: 'x' } });
    nulled.json.choices[0].index = null;
    expect(departures(azureDescription, nulled).join('\n')).toMatch(/index must be integer/);
  });

  it('Mistral: a refusal is the answer text with finish_reason stop, and the message carries no refusal member', () => {
    const reply = replyOf('mistral', { refusal: REFUSAL });
    expect(reply.json.choices[0]).toEqual({ index: 0, message: { role: 'assistant', content: REFUSAL }, finish_reason: 'stop' });
    // Mistral's AssistantMessage allows no member it does not list: the check rejects a refusal member.
    const withRefusal = structuredClone(reply);
    withRefusal.json.choices[0].message.refusal = null;
    expect(departures(mistralDescription, withRefusal).join('\n')).toMatch(/must NOT have additional properties.*refusal/);
  });

  it('Mistral’s document still requires an undefined member `data` (drop the exception when it no longer does)', () => {
    const own = MISTRAL_DOC.components.schemas.ChatCompletionResponse.allOf[1];
    expect(own.required).toContain('data');
    const defined = JSON.stringify(MISTRAL_DOC.components.schemas.ChatCompletionResponseBase) + JSON.stringify(MISTRAL_DOC.components.schemas.ResponseBase) + JSON.stringify(own.properties);
    expect(defined).not.toContain('"data"');
  });

  it('OpenAI: a 429 carries Retry-After as its description gives it (a whole number of seconds, at least 1)', () => {
    const described = openAiDescription.response(429)!;
    expect(described.headers['retry-after']?.schema).toEqual({ type: 'integer', minimum: 1 });
    expect(replyOf('openai', { error: { status: 429 } }).headers['retry-after']).toBe('1');
  });
});

/**
 * Anthropic: the members the official SDK's types require, listed as records whose keys
 * TypeScript holds to exactly those members. A new required member in the pinned SDK
 * fails the type check until it is listed here, and the reply is then checked for it.
 */
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
type Members<T> = Record<RequiredKeys<T>, true>;

const MESSAGE: Members<Anthropic.Message> = { id: true, container: true, content: true, diagnostics: true, model: true, role: true, stop_details: true, stop_reason: true, stop_sequence: true, type: true, usage: true };
const USAGE_MEMBERS: Members<Anthropic.Usage> = {
  cache_creation: true,
  cache_creation_input_tokens: true,
  cache_read_input_tokens: true,
  inference_geo: true,
  input_tokens: true,
  output_tokens: true,
  output_tokens_details: true,
  server_tool_use: true,
  service_tier: true,
  speed: true,
};
const CACHE_CREATION: Members<Anthropic.CacheCreation> = { ephemeral_1h_input_tokens: true, ephemeral_5m_input_tokens: true };
const TEXT_BLOCK: Members<Anthropic.TextBlock> = { citations: true, text: true, type: true };
const TOOL_USE_BLOCK: Members<Anthropic.ToolUseBlock> = { id: true, caller: true, input: true, name: true, type: true };
const REFUSAL_DETAILS: Members<Anthropic.RefusalStopDetails> = { category: true, explanation: true, type: true };
const ERROR_RESPONSE: Members<Anthropic.ErrorResponse> = { error: true, request_id: true, type: true };
const ERROR_OBJECT: Members<Anthropic.ErrorObject> = { message: true, type: true };

/** Values the SDK's unions allow, held to those unions the same way. */
const STOP_REASONS: Record<Anthropic.StopReason, true> = { end_turn: true, max_tokens: true, stop_sequence: true, tool_use: true, pause_turn: true, refusal: true, model_context_window_exceeded: true };
const SERVICE_TIERS: Record<NonNullable<Anthropic.Usage['service_tier']>, true> = { standard: true, priority: true, batch: true };
const ERROR_TYPES: Record<Anthropic.ErrorType, true> = {
  invalid_request_error: true,
  authentication_error: true,
  billing_error: true,
  permission_error: true,
  not_found_error: true,
  rate_limit_error: true,
  timeout_error: true,
  api_error: true,
  overloaded_error: true,
};

function missing(value: Json, members: Record<string, true>, where: string): string[] {
  return Object.keys(members)
    .filter((name) => !Object.hasOwn(value, name))
    .map((name) => `${where}.${name}`);
}

describe('MODEL-02 anthropic: each mocked reply has every member the official SDK’s types require (API version 2023-06-01)', () => {
  for (const kind of ANSWER_KINDS) {
    it(`MODEL-02 ${ANSWER_RULES[kind]} ${kind}: Message, its usage and content blocks are complete; values are of the SDK’s unions`, () => {
      const reply = replyOf('anthropic', { ...ANSWERS[kind], usage: USAGE });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('application/json');
      const message = reply.json as Json;
      const gaps = [...missing(message, MESSAGE, 'message'), ...missing(message.usage, USAGE_MEMBERS, 'usage'), ...missing(message.usage.cache_creation, CACHE_CREATION, 'usage.cache_creation')];
      for (const [index, block] of (message.content as Json[]).entries()) {
        gaps.push(...missing(block, block.type === 'tool_use' ? TOOL_USE_BLOCK : TEXT_BLOCK, `content[${index}]`));
      }
      if (message.stop_details !== null) gaps.push(...missing(message.stop_details, REFUSAL_DETAILS, 'stop_details'));
      expect(gaps).toEqual([]);

      expect(message).toMatchObject({ type: 'message', role: 'assistant', model: MODEL, container: null, diagnostics: null, stop_sequence: null });
      expect(Object.hasOwn(STOP_REASONS, message.stop_reason)).toBe(true);
      expect(Object.hasOwn(SERVICE_TIERS, message.usage.service_tier)).toBe(true);
      expect(message.usage).toMatchObject({ input_tokens: USAGE.input_tokens, output_tokens: USAGE.output_tokens, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 });
      for (const block of message.content as Json[]) {
        if (block.type === 'text') expect(block.citations).toBeNull();
        if (block.type === 'tool_use') expect(block.caller).toEqual({ type: 'direct' });
      }
      // Only a refusal has stop details, of type refusal.
      expect(message.stop_details).toEqual(kind === 'refusal' ? { type: 'refusal', category: null, explanation: null } : null);
    });
  }

  for (const status of ERROR_STATUSES) {
    it(`MODEL-02 MODEL-09 error ${status}: ErrorResponse with its request_id, the same as the request-id header`, () => {
      const reply = replyOf('anthropic', { error: { status, message: ERROR_MESSAGE } });
      expect(reply.status).toBe(status);
      expect([...missing(reply.json, ERROR_RESPONSE, 'error response'), ...missing(reply.json.error, ERROR_OBJECT, 'error')]).toEqual([]);
      expect(reply.json).toMatchObject({ type: 'error', error: { message: ERROR_MESSAGE } });
      expect(reply.json.request_id).toBe(reply.headers['request-id']);
      expect(reply.json.request_id).toMatch(/^req_/);
      // 413 is sent before the API by Anthropic's edge as `request_too_large` (its errors page); the SDK's union lags it.
      if (status === 413) expect(reply.json.error.type).toBe('request_too_large');
      else expect(Object.hasOwn(ERROR_TYPES, reply.json.error.type)).toBe(true);
    });
  }
});
