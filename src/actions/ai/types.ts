/**
 * The contract of one AI provider's wire shape: where the chat call goes, how it signs
 * in, what the request body looks like, and how a reply is read. The same module builds
 * the reply that a model mock answers with (test-cases.md §2.4), so a mocked answer
 * goes through exactly the reading code a real one does (MODEL-02).
 */
import type { AiProvider, ResolvedConnection } from '../../engine/world.js';

/** What `ai.generate` asks, in provider-neutral form. */
export interface AiAsk {
  model: string;
  /** Sent as the system instruction (AI-03). */
  prompt: string;
  /** Sent as JSON user content (AI-05); `null` when the step gives none. */
  input: unknown;
  outputSchema: Record<string, unknown>;
  maxOutputTokens: number;
}

export interface Usage {
  input_tokens: number;
  output_tokens: number;
}

/** The model's answer before it is checked: text to parse, or a value the reply already holds as JSON. */
export type Answer = { text: string } | { value: unknown };

export type ReplyOutcome = 'answered' | 'refused' | 'truncated' | 'filtered';

/** A 2xx reply, read. */
export interface ReadReply {
  outcome: ReplyOutcome;
  /** Present when `outcome` is `answered`. */
  answer?: Answer;
  stopReason?: string;
  requestId?: string;
  usage: Usage;
}

/** A provider error reply (status >= 400), read. */
export interface ReadError {
  /** The provider removed the request by its content filter (Azure answers 400 for that). */
  contentFilter: boolean;
  /** The provider's own error code or type when it is a plain identifier, for the message. */
  code?: string;
}

/** The plain-form answer of a model mock (test-cases.md §2.4), exactly one kind. */
export type PlainAnswer =
  | { kind: 'output'; output: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'refusal'; message: string }
  | { kind: 'truncated' }
  | { kind: 'error'; status: number; message?: string };

export interface MockReplyContext {
  /** The model the request asked for, when it could be read. */
  model: string;
  /** A derived call id (WORLD-16). */
  id: string;
  usage: Usage;
}

/** A reply as a provider would send it: status, headers, JSON body. */
export interface ProviderReply {
  status: number;
  headers: [string, string][];
  json: unknown;
}

export interface ProviderShape {
  readonly provider: AiProvider;
  /** The provider's public API address, for a connection that names none. */
  readonly defaultBaseUrl?: string;
  /** The full chat address for a model on a connection's base address. */
  chatAddress(baseUrl: string, model: string): string;
  /** Whether a request address is this provider's chat address on that base (any model). */
  isChatAddress(baseUrl: string, url: string): boolean;
  /** Sign-in headers for the connection's `api_key` secret (AUTH-19). */
  signIn(apiKey: string, connection: ResolvedConnection): Record<string, string>;
  /** Extra fixed headers the provider requires (API version…). */
  readonly fixedHeaders: Readonly<Record<string, string>>;
  requestBody(ask: AiAsk): Record<string, unknown>;
  /** Reads a 2xx reply parsed strictly; undefined when it is not this provider's reply. */
  readReply(json: unknown, headers: Readonly<Record<string, string>>): ReadReply | undefined;
  readError(status: number, json: unknown): ReadError;
  /** Turns a model mock's plain answer into this provider's reply (MODEL-02). */
  mockReply(answer: PlainAnswer, context: MockReplyContext): ProviderReply;
}
