/**
 * Model mocks (test-cases.md §2.4, MODEL-01..MODEL-20): a Responder for the mock
 * dispatcher that answers `platform/ai.generate` calls at an AI connection's chat
 * address. Each plain-form answer is turned into the provider's own reply by the same
 * provider module that reads replies, so the step reads it exactly as a real one.
 */
import { StepError } from '../engine/errors.js';
import type { ResolvedConnection } from '../engine/world.js';
import { baseUrlOf, shapeFor } from '../actions/ai/providers.js';
import type { PlainAnswer, ProviderShape } from '../actions/ai/types.js';
import type { ModelMock } from '../definitions/test-list/intake.js';
import { MAX_JSON_DEPTH, parseJsonStrict } from '../shared/json-strict.js';
import type { MockAnswer, MockRequest, Responder } from './http-mocks.js';
import { closer, MockUses, usedUpReason, type NearMiss } from './mock-table.js';

export type { ModelMock } from '../definitions/test-list/intake.js';

/** MODEL-10: reported tokens when the mock gives none. */
export const DEFAULT_MOCK_USAGE = { input_tokens: 10, output_tokens: 5 } as const;

/** Scores alike to HTTP mocks: the chat address stands for `url` and `method`, `prompt_contains` for `body_contains`. */
const ADDRESS_SCORE = 5;
const PROMPT_SCORE = 1;

/** MODEL-04: exactly one kind of answer. */
export function plainAnswerOf(mock: ModelMock, label: string): PlainAnswer {
  const kinds: PlainAnswer[] = [];
  if (Object.hasOwn(mock, 'output')) kinds.push({ kind: 'output', output: mock.output });
  if (mock.text !== undefined) kinds.push({ kind: 'text', text: mock.text });
  if (mock.refusal !== undefined) kinds.push({ kind: 'refusal', message: mock.refusal });
  if (mock.truncated === true) kinds.push({ kind: 'truncated' });
  if (mock.error !== undefined) kinds.push({ kind: 'error', status: mock.error.status, ...(mock.error.message !== undefined ? { message: mock.error.message } : {}) });
  if (kinds.length !== 1) throw new StepError('invalid_input', `${label}: a model mock needs exactly one of output, text, refusal, truncated, error.`);
  return kinds[0]!;
}

/** Every text inside a JSON value, down to the strict reader's depth limit. */
function leafTexts(value: unknown, into: string[], depth = 0): void {
  if (typeof value === 'string') into.push(value);
  else if (typeof value === 'object' && value !== null && depth < MAX_JSON_DEPTH) {
    for (const item of Object.values(value)) leafTexts(item, into, depth + 1);
  }
}

/**
 * The texts a request carries to the model, JSON escapes undone: the system instruction,
 * every message's content, and the texts inside a content that is itself JSON (the input).
 */
function promptTexts(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { system, messages } = body as { system?: unknown; messages?: unknown };
  const texts = typeof system === 'string' ? [system] : [];
  for (const message of Array.isArray(messages) ? messages : []) {
    const content = (message as { content?: unknown } | null)?.content;
    const parts = typeof content === 'string' ? [content] : Array.isArray(content) ? content.map((part) => (part as { text?: unknown } | null)?.text) : [];
    for (const part of parts) {
      if (typeof part !== 'string') continue;
      texts.push(part);
      const parsed = parseJsonStrict(part);
      if (parsed.ok) leafTexts(parsed.value, texts);
    }
  }
  return texts;
}

function parsedBody(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** MODEL-11: the raw body contains the text, or the prompt or a message does once JSON escapes are undone. */
function bodyContains(request: MockRequest, text: string): boolean {
  return request.body.includes(text) || promptTexts(parsedBody(request.body)).some((value) => value.includes(text));
}

/** The model the request asked for: the body's `model`, else (Azure) the deployment in the address. */
function requestedModel(request: MockRequest): string {
  const body = parsedBody(request.body);
  if (typeof body === 'object' && body !== null && typeof (body as { model?: unknown }).model === 'string') return (body as { model: string }).model;
  const deployment = /\/deployments\/([^/]+)\//.exec(request.url);
  return deployment ? decodeURIComponent(deployment[1]!) : 'unknown';
}

interface Target {
  shape: ProviderShape;
  baseUrl: string;
}

export class ModelMockTable implements Responder {
  readonly #mocks: readonly ModelMock[];
  readonly #connection: (name: string) => ResolvedConnection;
  readonly #label: string;
  readonly #uses: MockUses<ModelMock>;
  readonly #targets = new Map<string, Target | undefined>();

  /**
   * `connection` resolves a mock's connection name as the world does (real settings,
   * case overrides, or a connection that does not exist yet).
   */
  constructor(mocks: readonly ModelMock[], connection: (name: string) => ResolvedConnection, label = 'given.models') {
    this.#mocks = mocks;
    this.#connection = connection;
    this.#label = label;
    this.#uses = new MockUses(mocks);
  }

  /** How many requests each mock answered, in list order. */
  get uses(): readonly number[] {
    return this.#uses.counts;
  }

  answer(request: MockRequest): MockAnswer | undefined {
    const chosen = this.#uses.take(
      (mock) => this.#atChatAddress(mock, request) && (mock.prompt_contains === undefined || bodyContains(request, mock.prompt_contains)),
      (mock) => this.#score(mock),
    );
    return chosen === undefined ? undefined : this.#reply(this.#mocks[chosen]!, chosen, request);
  }

  nearestMiss(request: MockRequest): NearMiss | undefined {
    let nearest: NearMiss | undefined;
    for (const [index, mock] of this.#mocks.entries()) {
      // A mock for another address says nothing useful about this request.
      if (!this.#atChatAddress(mock, request)) continue;
      const promptMissed = mock.prompt_contains !== undefined && !bodyContains(request, mock.prompt_contains);
      const why = promptMissed ? `prompt_contains ${JSON.stringify(mock.prompt_contains)} is not in the request` : usedUpReason(mock.times);
      const candidate: NearMiss = {
        misses: promptMissed ? 1 : 0,
        specificity: this.#score(mock),
        description: `${this.#label}[${index}] (${why})`,
        mock: { list: this.#label, index },
        fields: [promptMissed ? 'prompt_contains' : 'times'],
        why,
      };
      if (closer(candidate, nearest)) nearest = candidate;
    }
    return nearest;
  }

  #reply(mock: ModelMock, index: number, request: MockRequest): MockAnswer {
    const label = `${this.#label}[${index}]`;
    const target = this.#target(mock.connection)!;
    const model = requestedModel(request);
    const usage = {
      input_tokens: mock.usage?.input_tokens ?? DEFAULT_MOCK_USAGE.input_tokens,
      output_tokens: mock.usage?.output_tokens ?? DEFAULT_MOCK_USAGE.output_tokens,
    };
    const reply = target.shape.mockReply(plainAnswerOf(mock, label), { model, id: `mock-${index}-${this.#uses.counts[index]}`, usage });
    return {
      status: reply.status,
      headers: reply.headers,
      body: new TextEncoder().encode(JSON.stringify(reply.json)),
      delayMs: mock.delay_ms ?? 0,
      mock: { list: this.#label, index },
      // An error answer reports no tokens.
      model: { connection: mock.connection, provider: target.shape.provider, model, ...(reply.status < 400 ? usage : {}) },
    };
  }

  /** MODEL-14..MODEL-16: the provider shape and address of the mock's connection; none for a non-AI one. */
  #target(name: string): Target | undefined {
    if (!this.#targets.has(name)) {
      const connection = this.#connection(name);
      const baseUrl = connection.kind === 'ai' ? baseUrlOf(connection) : undefined;
      this.#targets.set(name, baseUrl === undefined ? undefined : { shape: shapeFor(connection), baseUrl });
    }
    return this.#targets.get(name);
  }

  #atChatAddress(mock: ModelMock, request: MockRequest): boolean {
    const target = this.#target(mock.connection);
    return target !== undefined && request.method === 'POST' && target.shape.isChatAddress(target.baseUrl, request.url);
  }

  #score(mock: ModelMock): number {
    return ADDRESS_SCORE + (mock.prompt_contains !== undefined ? PROMPT_SCORE : 0);
  }
}
