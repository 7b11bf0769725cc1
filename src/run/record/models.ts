/**
 * AI calls of a recorded run as model mocks (test-cases.md §2.4): each reply read by the
 * provider module that reads it in a run, and written in plain form (output, text,
 * refusal, truncated or error, with usage), so the replay's step reads the same answer.
 */
import { baseUrlOf, shapeFor } from '../../actions/ai/providers.js';
import type { ProviderShape, ReadReply } from '../../actions/ai/types.js';
import type { ResolvedConnection } from '../../engine/world.js';
import type { ModelMock } from '../../definitions/test-list/intake.js';
import { parseJsonStrict } from '../../shared/json-strict.js';
import type { Exchange } from './tape.js';

export interface AiTarget {
  connection: string;
  shape: ProviderShape;
  baseUrl: string;
}

/** The AI connections of the run, by the address their chat calls go to. */
export function aiTargets(connections: readonly ResolvedConnection[]): AiTarget[] {
  const targets: AiTarget[] = [];
  for (const connection of connections) {
    const baseUrl = connection.kind === 'ai' ? baseUrlOf(connection) : undefined;
    if (baseUrl !== undefined) targets.push({ connection: connection.name, shape: shapeFor(connection), baseUrl });
  }
  return targets;
}

export function aiTargetOf(exchange: Exchange, targets: readonly AiTarget[]): AiTarget | undefined {
  if (exchange.method !== 'POST') return undefined;
  return targets.find((target) => target.shape.isChatAddress(target.baseUrl, exchange.url));
}

type Answer = Omit<ModelMock, 'connection' | 'prompt_contains' | 'times' | 'delay_ms'>;

function json(text: string): unknown {
  const parsed = parseJsonStrict(text);
  return parsed.ok ? parsed.value : undefined;
}

/** What the model answered, in plain form; a note when the plain form cannot say it exactly. */
function plainAnswer(exchange: Exchange, target: AiTarget, notes: string[]): Answer | undefined {
  const response = exchange.response;
  if (!response) {
    notes.push(`a call to AI connection ${target.connection} got no answer (${exchange.failure}); a model mock cannot replay that, so none was written for it`);
    return undefined;
  }
  const body = json(Buffer.from(response.body).toString('utf8'));
  if (response.status >= 400) {
    const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
    return { error: { status: response.status, ...(typeof message === 'string' && message.length <= 200 ? { message } : {}) } };
  }
  const reply: ReadReply | undefined = body === undefined ? undefined : target.shape.readReply(body, response.headers);
  if (!reply) {
    notes.push(`a reply of AI connection ${target.connection} could not be read; no model mock was written for it`);
    return undefined;
  }
  const usage = { input_tokens: reply.usage.input_tokens, output_tokens: reply.usage.output_tokens };
  switch (reply.outcome) {
    case 'answered': {
      const answer = reply.answer;
      if (answer && 'value' in answer) return { output: answer.value, usage };
      const text = answer?.text ?? '';
      const value = json(text);
      return value === undefined ? { text, usage } : { output: value, usage };
    }
    case 'truncated':
      return { truncated: true, usage };
    case 'filtered':
      notes.push(`AI connection ${target.connection} filtered an answer; it is recorded as a refusal`);
      return { refusal: 'The answer was filtered.', usage };
    case 'refused':
      return { refusal: 'The model refused to answer.', usage };
  }
}

/** The texts a chat request carries: each message's content, and the texts inside content that is JSON. */
function promptTexts(body: string): string[] {
  const parsed = json(body) as { messages?: unknown } | undefined;
  const texts: string[] = [];
  const walk = (value: unknown, depth: number): void => {
    if (typeof value === 'string') texts.push(value);
    else if (typeof value === 'object' && value !== null && depth < 8) for (const item of Object.values(value)) walk(item, depth + 1);
  };
  for (const message of Array.isArray(parsed?.messages) ? parsed.messages : []) {
    const content = (message as { content?: unknown } | null)?.content;
    if (typeof content !== 'string') continue;
    const inner = json(content);
    if (inner !== undefined && typeof inner === 'object') walk(inner, 0);
  }
  return texts;
}

/** A short text of the call's input that no other call to the connection carries: its answer's key in a replay. */
function distinctPrompt(exchange: Exchange, others: readonly Exchange[]): string | undefined {
  const candidates = promptTexts(exchange.body)
    .filter((text) => text.trim().length >= 3 && text.length <= 120)
    .sort((a, b) => a.length - b.length);
  return candidates.find((text) => others.every((other) => other === exchange || !other.body.includes(JSON.stringify(text).slice(1, -1))));
}

/**
 * One mock per answer. A connection asked once answers any number of times; one asked
 * more than once answers each call once, in order, keyed by its input where a text of
 * it tells the calls apart, so the replay gives every call the answer it got.
 */
export function modelMocks(exchanges: readonly { exchange: Exchange; target: AiTarget }[], notes: string[]): ModelMock[] {
  const mocks: ModelMock[] = [];
  const byConnection = new Map<string, Exchange[]>();
  for (const { exchange, target } of exchanges) byConnection.set(target.connection, [...(byConnection.get(target.connection) ?? []), exchange]);
  let previous: { mock: ModelMock; key: string } | undefined;
  for (const { exchange, target } of exchanges) {
    const answer = plainAnswer(exchange, target, notes);
    if (!answer) continue;
    const calls = byConnection.get(target.connection)!;
    if (calls.length === 1) {
      mocks.push({ connection: target.connection, ...answer });
      continue;
    }
    const prompt = distinctPrompt(exchange, calls);
    const mock: ModelMock = { connection: target.connection, ...(prompt !== undefined ? { prompt_contains: prompt } : {}), ...answer, times: 1 };
    const key = JSON.stringify({ ...mock, times: 0 });
    // The same answer again (a retry, a loop over equal inputs) is one mock answering more than once.
    if (previous?.key === key) previous.mock.times = (previous.mock.times ?? 1) + 1;
    else {
      mocks.push(mock);
      previous = { mock, key };
    }
  }
  return mocks;
}
