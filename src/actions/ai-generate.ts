/**
 * platform/ai.generate@v1 (built-in-actions.md §4 ai.generate, AI-01..AI-28): asks the
 * company's AI model through the connection bound to `model`, in that provider's own
 * request shape, and checks the answer against `output_schema`.
 */
import { secretValueFor } from '../engine/connections.js';
import { StepError, invalidInput } from '../engine/errors.js';
import type { AiProvider, HttpRequest, HttpResponse, ResolvedConnection, World } from '../engine/world.js';
import { InvalidSchemaError, compileSchema } from '../shared/json-schema.js';
import { parseJsonStrict } from '../shared/json-strict.js';
import { checkAddress } from '../world/outgoing-request.js';
import { PROVIDER_SHAPES, baseUrlOf, providerOf } from './ai/providers.js';
import { MAX_AI_CALLS, isBusyStatus, providerWaitMs } from './ai/retry-wait.js';
import { checkTokensLeft, countTokens } from './ai/token-budget.js';
import type { AiAsk, ProviderShape, ReadReply } from './ai/types.js';
import { defineAction, type ActionContext, type InputOf, type SaveIssue } from '../engine/action.js';

export const MAX_SCHEMA_BYTES = 64 * 1024;
export const MAX_REQUEST_BYTES = 1024 * 1024;

const INPUT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['prompt', 'output_schema', 'model'],
  properties: {
    prompt: { type: 'string', minLength: 1, maxLength: 32768 },
    prompt_version: { type: 'string', maxLength: 100 },
    input: {},
    output_schema: { type: 'object' },
    model: { type: 'string', minLength: 1, maxLength: 200 },
    max_output_tokens: { type: 'integer', minimum: 1, maximum: 32768, default: 1024 },
    timeout_seconds: { type: 'integer', minimum: 1, maximum: 300, default: 120 },
  },
} as const;

type Input = InputOf<typeof INPUT_SCHEMA>;

const PROVIDERS: readonly AiProvider[] = ['openai', 'azure_openai', 'anthropic', 'mistral', 'openai_compatible'];

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** AI-06/AI-07: a JSON Schema with `type: object` at the root, at most 64 KB, that compiles. */
function outputSchemaProblem(schema: Record<string, unknown>): string | undefined {
  if (schema.type !== 'object') return 'output_schema: must have type: object at its root';
  if (byteLength(JSON.stringify(schema)) > MAX_SCHEMA_BYTES) return 'output_schema: must be at most 64 KB';
  try {
    compileSchema(schema);
  } catch (error) {
    if (error instanceof InvalidSchemaError) return 'output_schema: is not a valid JSON Schema';
    throw error;
  }
  return undefined;
}

/** AI-26: prompt, input and schema together at most 1 MB. */
function checkRequestSize(input: Input): void {
  const size = byteLength(input.prompt) + byteLength(JSON.stringify(input.input ?? null)) + byteLength(JSON.stringify(input.output_schema));
  if (size > MAX_REQUEST_BYTES) throw invalidInput('prompt, input, output_schema: the request must be at most 1 MB together');
}

function aiConnection(ctx: ActionContext): ResolvedConnection {
  const connection = ctx.connections.model;
  if (!connection) throw invalidInput('connections.model: ai.generate needs an AI connection bound to its model slot');
  if (connection.kind !== 'ai') throw invalidInput(`connections.model: connection ${connection.name} is not an AI connection`);
  return connection;
}

/** The chat call as sent: provider address, sign-in from the `api_key` secret (AUTH-19), provider body. */
function chatRequest(shape: ProviderShape, connection: ResolvedConnection, ask: AiAsk, world: World): HttpRequest {
  const base = baseUrlOf(connection);
  if (!base) throw invalidInput(`connections.model: connection ${connection.name} has no base_url`);
  const url = checkAddress(shape.chatAddress(base, ask.model), `connection ${connection.name} base_url`).href;
  const headers = {
    'content-type': 'application/json',
    ...shape.fixedHeaders,
    ...shape.signIn(secretValueFor(world, connection, 'api_key'), connection),
  };
  return { method: 'POST', url, headers, body: JSON.stringify(shape.requestBody(ask)) };
}

function jsonOf(response: HttpResponse): unknown {
  const parsed = parseJsonStrict(Buffer.from(response.body.buffer, response.body.byteOffset, response.body.byteLength).toString('utf8'));
  return parsed.ok ? parsed.value : undefined;
}

function providerError(status: number, code: string | undefined, calls: number): StepError {
  const what = code ? `${status} (${code})` : `${status}`;
  const after = calls > 1 ? ` after ${calls} calls` : '';
  return new StepError('ai_provider_error', `The AI provider answered with status ${what}${after}.`, status);
}

/**
 * AI-21/AI-22/AI-23: calls until a reply that is not busy, at most 3 calls, waiting as
 * the provider asks between them (never in tests, MODEL-19).
 */
async function callProvider(shape: ProviderShape, request: HttpRequest, input: Input, ctx: ActionContext): Promise<ReadReply> {
  const { world } = ctx;
  for (let call = 1; ; call++) {
    checkTokensLeft(world);
    // AI-28: the HTTP log keeps no bodies of AI calls.
    const response = await world.http.send(request, { timeoutMs: input.timeout_seconds * 1000, sensitiveBody: true });
    world.log(`${ctx.stepId}: ai.generate call ${call} to ${shape.provider} model ${input.model}${input.prompt_version !== undefined ? ` prompt_version ${input.prompt_version}` : ''}: status ${response.status}`);
    const json = jsonOf(response);
    if (response.status >= 200 && response.status < 300) {
      const reply = json === undefined ? undefined : shape.readReply(json, response.headers);
      if (!reply) throw new StepError('ai_provider_error', "The AI provider's reply could not be read.", response.status);
      return reply;
    }
    const error = shape.readError(response.status, json);
    if (error.contentFilter) throw new StepError('ai_content_filter', "The provider's content filter refused the request.");
    if (!isBusyStatus(response.status) || call >= MAX_AI_CALLS) throw providerError(response.status, error.code, call);
    await world.waitForProvider(providerWaitMs(response.headers, call, world.clock.now()));
  }
}

/** AI-11, AI-20, AI-24: the answer read strictly and checked against the schema. */
function checkedAnswer(reply: ReadReply, schema: Record<string, unknown>): unknown {
  const answer = reply.answer ?? { text: '' };
  let value: unknown;
  if ('value' in answer) value = answer.value;
  else {
    const parsed = parseJsonStrict(answer.text);
    if (!parsed.ok) {
      throw new StepError('ai_invalid_output', parsed.reason === 'too_deep' ? 'The answer is nested deeper than 64 levels.' : 'The answer is not JSON.');
    }
    value = parsed.value;
  }
  const validate = compileSchema(schema);
  if (!validate(value)) {
    const first = validate.errors?.[0];
    const where = first?.instancePath ? first.instancePath : '(root)';
    throw new StepError('ai_invalid_output', `The answer does not match output_schema: ${where} ${first?.message ?? 'is not valid'}.`);
  }
  return value;
}

/** AI-17..AI-19: answers that are not answers. */
function failIfNotAnswered(reply: ReadReply, input: Input): void {
  switch (reply.outcome) {
    case 'refused':
      throw new StepError('ai_refused', 'The model refused to answer.');
    case 'truncated':
      throw new StepError('ai_truncated', `The answer was cut off at the token limit (max_output_tokens ${input.max_output_tokens}).`);
    case 'filtered':
      throw new StepError('ai_content_filter', "The provider's content filter removed the answer.");
    case 'answered':
      return;
  }
}

export const aiGenerate = defineAction({
  name: 'ai.generate',
  callsOut: true,
  dryRunOutputs: 'placeholder',
  slots: { model: { kinds: ['ai'], required: true } },
  inputSchema: INPUT_SCHEMA,
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['output', 'provider', 'model', 'usage'],
    properties: {
      output: {},
      provider: { enum: PROVIDERS },
      model: { type: 'string' },
      prompt_version: { type: 'string' },
      stop_reason: { type: 'string' },
      request_id: { type: 'string' },
      usage: {
        type: 'object',
        additionalProperties: false,
        required: ['input_tokens', 'output_tokens', 'total_tokens'],
        properties: {
          input_tokens: { type: 'integer', minimum: 0 },
          output_tokens: { type: 'integer', minimum: 0 },
          total_tokens: { type: 'integer', minimum: 0 },
        },
      },
      not_sent: { type: 'boolean' },
    },
  },

  saveCheck(input, isDynamic) {
    const schema = input.output_schema;
    if (isDynamic('output_schema') || typeof schema !== 'object' || schema === null || Array.isArray(schema)) return [];
    const problem = outputSchemaProblem(schema as Record<string, unknown>);
    return problem ? [{ path: 'output_schema', code: 'invalid_input', message: problem.replace(/^output_schema: /, '') } satisfies SaveIssue] : [];
  },

  async run(input, ctx) {
    const schemaProblem = outputSchemaProblem(input.output_schema);
    if (schemaProblem) throw invalidInput(schemaProblem);
    checkRequestSize(input);
    const connection = aiConnection(ctx);
    const provider = providerOf(connection);
    const base = { provider, model: input.model, ...(input.prompt_version !== undefined ? { prompt_version: input.prompt_version } : {}) };
    // AI-16: a dry run asks nothing and spends nothing.
    if (!ctx.world.asksModels) {
      return { output: null, ...base, usage: { input_tokens: 0, output_tokens: 0, total_tokens: 0 }, not_sent: true };
    }
    const shape = PROVIDER_SHAPES[provider];
    const ask: AiAsk = { model: input.model, prompt: input.prompt, input: input.input ?? null, outputSchema: input.output_schema, maxOutputTokens: input.max_output_tokens };
    const reply = await callProvider(shape, chatRequest(shape, connection, ask, ctx.world), input, ctx);
    const total = reply.usage.input_tokens + reply.usage.output_tokens;
    countTokens(ctx.world, total);
    failIfNotAnswered(reply, input);
    const output = checkedAnswer(reply, input.output_schema);
    return {
      output,
      ...base,
      ...(reply.stopReason !== undefined ? { stop_reason: reply.stopReason } : {}),
      ...(reply.requestId !== undefined ? { request_id: reply.requestId } : {}),
      usage: { ...reply.usage, total_tokens: total },
    };
  },
});
