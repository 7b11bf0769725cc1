/**
 * The closed world's network (test-cases.md §2.3, §8 "Run environment"): an undici
 * Dispatcher that answers from the case's mocks and refuses everything else with
 * `http_unmocked`. Answers come from a list of Responders consulted in order; the
 * case's `given.http` table is one, model mocks can be another.
 */
import { STATUS_CODES } from 'node:http';
import type { Dispatcher as DispatcherType } from 'undici';
import { Dispatcher } from '../world/undici-core.js';
import type { HttpMock } from '../definitions/test-list/intake.js';
import { StepError } from '../engine/errors.js';
import type { CallEntry, Clock } from '../engine/world.js';
import { closer, MockUses, usedUpReason, type MockPosition, type NearMiss } from './mock-table.js';
import { mismatchedFields, specificity, type MatchableRequest, type RequestMatch } from './request-match.js';

// Part of the Responder contract below, so offered here too for responders such as the model mocks.

export type { HttpMock } from '../definitions/test-list/intake.js';

/** A request as the mocks see it: full address, upper-case method, body as text. */
export interface MockRequest extends MatchableRequest {
  /** Lower-case names. */
  headers: Record<string, string>;
}

export interface MockAnswer {
  status: number;
  /** Name/value pairs in order; a name may repeat. */
  headers: readonly (readonly [string, string])[];
  body: Uint8Array;
  /** Virtual wait before the answer (MOCK-17). */
  delayMs: number;
  /** The mock that answered, for traces. */
  mock?: MockPosition;
  /** What a model mock's answer says about the call, for traces. */
  model?: ModelCallFacts;
}

/** A model call as a model mock answered it. */
export interface ModelCallFacts {
  connection: string;
  provider: string;
  /** The model the request asked for. */
  model: string;
  /** Absent for an error answer. */
  input_tokens?: number;
  output_tokens?: number;
}

/**
 * What the mocks did with one request, written on the request's call entry (the
 * dispatch's `opaque`): the mock that answered, or the nearest miss of an unmocked one.
 */
export interface MockNote {
  /** The mock that answered. */
  mock?: MockPosition;
  model?: ModelCallFacts;
  /** For an unmocked request: the nearest mock of any responder. */
  nearest?: NearMiss;
}

/** A request's call entry as a case's journal holds it. */
export type MockedCall = CallEntry<MockNote>;

export interface Responder {
  /** An answer, counting the use, or undefined to let the next responder try. */
  answer(request: MockRequest): MockAnswer | undefined;
  /** The closest of this responder's mocks, when it has any. */
  nearestMiss(request: MockRequest): NearMiss | undefined;
}

const LONG_VALUE = 200;

/** An own property even for names like `__proto__`, which plain assignment would not create. */
function setOwn<T>(target: Record<string, T>, key: string, value: T): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function shown(value: string): string {
  return value.length > LONG_VALUE ? `${value.slice(0, LONG_VALUE)}…` : value;
}

function requestPath(url: string, withQuery: boolean): string {
  try {
    const parsed = new URL(url);
    return withQuery ? parsed.pathname + parsed.search : parsed.pathname;
  } catch {
    return url;
  }
}

/** WireMock-style sentences for each field that did not match; the request body is never shown. */
const MISMATCH_SENTENCES: Readonly<Record<keyof RequestMatch, (expected: string, request: MatchableRequest) => string>> = {
  method: (expected, request) => `method ${shown(expected.toUpperCase())} does not match ${request.method}`,
  url: (expected, request) => `url ${shown(expected)} does not match ${shown(request.url)}`,
  url_contains: (expected) => `url_contains ${shown(expected)} is not part of the address`,
  path: (expected, request) => `path ${shown(expected)} does not match ${shown(requestPath(request.url, expected.includes('?')))}`,
  body_contains: (expected) => `body_contains ${shown(expected)} is not in the request body`,
};

function encodeText(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

/** MOCK-12..MOCK-16: status, body and headers of a mock's `respond`. */
function answerOf(respond: NonNullable<HttpMock['respond']>): MockAnswer {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(respond.headers ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) headers.push([name.toLowerCase(), String(item)]);
  }
  let body: Uint8Array = new Uint8Array(0);
  let defaultType: string | undefined;
  if (respond.json !== undefined) {
    body = encodeText(JSON.stringify(respond.json));
    defaultType = 'application/json';
  } else if (respond.text !== undefined) {
    body = encodeText(respond.text);
    defaultType = 'text/plain; charset=utf-8';
  }
  // The mock's own headers win, so a case can answer application/problem+json or text/csv.
  if (defaultType && !headers.some(([name]) => name === 'content-type')) headers.unshift(['content-type', defaultType]);
  return { status: respond.status ?? 200, headers, body, delayMs: respond.delay_ms ?? 0 };
}

/** The `given.http` table (test-cases.md §2.3 rules 1–3). */
export class HttpMockTable implements Responder {
  readonly #mocks: readonly HttpMock[];
  readonly #label: string;
  readonly #uses: MockUses<HttpMock>;

  constructor(mocks: readonly HttpMock[], label = 'given.http') {
    this.#mocks = mocks;
    this.#label = label;
    this.#uses = new MockUses(mocks);
  }

  /** How many requests each mock answered, in list order. */
  get uses(): readonly number[] {
    return this.#uses.counts;
  }

  answer(request: MockRequest): MockAnswer | undefined {
    const chosen = this.#uses.take(
      (mock) => mismatchedFields(mock.match, request).length === 0,
      (mock) => specificity(mock.match),
    );
    return chosen === undefined ? undefined : { ...answerOf(this.#mocks[chosen]!.respond ?? {}), mock: { list: this.#label, index: chosen } };
  }

  nearestMiss(request: MockRequest): NearMiss | undefined {
    let nearest: NearMiss | undefined;
    for (const [index, mock] of this.#mocks.entries()) {
      const fields = mismatchedFields(mock.match, request);
      const why = fields.length === 0 ? usedUpReason(mock.times) : fields.map((field) => MISMATCH_SENTENCES[field](mock.match[field]!, request)).join('; ');
      const candidate: NearMiss = {
        misses: fields.length,
        specificity: specificity(mock.match),
        description: `${this.#label}[${index}] (${why})`,
        mock: { list: this.#label, index },
        fields: fields.length === 0 ? ['times'] : fields,
        why,
      };
      if (closer(candidate, nearest)) nearest = candidate;
    }
    return nearest;
  }
}

/** The message of an `http_unmocked` refusal (MOCK-20). */
export function unmockedMessage(request: MockRequest, nearest: NearMiss | undefined): string {
  const what = `No mock answers ${request.method} ${shown(request.url)}`;
  return nearest ? `${what}. Nearest: ${nearest.description}` : `${what}: the case lists no HTTP mocks (given.http).`;
}

/** Request headers in any of undici's shapes, as lower-case names to text. */
function headersOf(headers: DispatcherType.DispatchOptions['headers']): Record<string, string> {
  const result: Record<string, string> = {};
  const add = (name: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    const text = Array.isArray(value) ? value.join(', ') : String(value);
    const key = name.toLowerCase();
    setOwn(result, key, Object.hasOwn(result, key) ? `${result[key]}, ${text}` : text);
  };
  if (!headers) return result;
  if (Array.isArray(headers)) {
    // undici's flat form: name, value, name, value…
    for (let i = 0; i + 1 < headers.length; i += 2) add(String(headers[i]), headers[i + 1]);
  } else if (typeof (headers as Iterable<unknown>)[Symbol.iterator] === 'function') {
    for (const [name, value] of headers as Iterable<[string, unknown]>) add(name, value);
  } else {
    for (const [name, value] of Object.entries(headers)) add(name, value);
  }
  return result;
}

function chunkBytes(chunk: unknown): Uint8Array {
  if (typeof chunk === 'string') return encodeText(chunk);
  if (chunk instanceof Uint8Array) return chunk;
  if (chunk instanceof ArrayBuffer) return new Uint8Array(chunk);
  throw new StepError('invalid_input', 'The request body is neither text nor bytes.');
}

/** MOCK-11: the request body as text, whether given as text, bytes or a stream. */
async function bodyOf(body: unknown): Promise<string> {
  if (body === undefined || body === null) return '';
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
  const chunks: Uint8Array[] = [];
  if (typeof (body as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function') {
    for await (const chunk of body as AsyncIterable<unknown>) chunks.push(chunkBytes(chunk));
  } else if (typeof (body as Iterable<unknown>)[Symbol.iterator] === 'function') {
    for (const chunk of body as Iterable<unknown>) chunks.push(chunkBytes(chunk));
  } else {
    throw new StepError('invalid_input', 'The request body is neither text nor bytes.');
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** `https://host` + `/path?query`, concatenated: a path like `//x` must not change the host. */
function addressOf(options: DispatcherType.DispatchOptions): string {
  const origin = options.origin instanceof URL ? options.origin.origin : String(options.origin ?? '').replace(/\/+$/, '');
  return origin + options.path;
}

/** The handler's view of one request; undici's DispatchController. */
class MockController implements DispatcherType.DispatchController {
  rawHeaders: Buffer[] | null = null;
  rawTrailers: Buffer[] | null = null;
  #aborted = false;
  #paused = false;
  #reason: Error | null = null;
  readonly #onAbort: (reason: Error) => void;

  constructor(onAbort: (reason: Error) => void) {
    this.#onAbort = onAbort;
  }

  get aborted(): boolean {
    return this.#aborted;
  }
  get paused(): boolean {
    return this.#paused;
  }
  get reason(): Error | null {
    return this.#reason;
  }

  abort(reason: Error): void {
    if (this.#aborted) return;
    this.#aborted = true;
    this.#reason = reason;
    this.#onAbort(reason);
  }
  pause(): void {
    this.#paused = true;
  }
  resume(): void {
    this.#paused = false;
  }
}

export interface MockDispatcherOptions {
  /** Mock delays wait on it: virtual in tests, so a late answer meets the client's deadline. */
  clock: Pick<Clock, 'sleep'>;
  /** Consulted in order; the first answer wins. */
  responders: readonly Responder[];
}

/** The call entry the HTTP client handed over, or a note of its own for a request sent without one. */
function noteOf(options: DispatcherType.DispatchOptions): MockNote {
  // undici hands the request's options, `opaque` among them, on to the dispatcher.
  const entry = (options as { opaque?: unknown }).opaque as Partial<MockedCall> | null | undefined;
  if (entry && typeof entry === 'object' && typeof entry.startMs === 'number') return (entry.note ??= {});
  return {};
}

export class MockDispatcher extends Dispatcher {
  readonly #clock: MockDispatcherOptions['clock'];
  readonly #responders: readonly Responder[];
  #unmocked = 0;
  #closed = false;

  constructor(options: MockDispatcherOptions) {
    super();
    this.#clock = options.clock;
    this.#responders = options.responders;
  }

  /** A dispatcher answering from a case's `given.http` list. */
  static forCase(http: readonly HttpMock[] | undefined, clock: Pick<Clock, 'sleep'>): MockDispatcher {
    return new MockDispatcher({ clock, responders: [new HttpMockTable(http ?? [])] });
  }

  /** Requests refused with `http_unmocked` (MOCK-21, MOCK-22). */
  get unmocked(): number {
    return this.#unmocked;
  }

  override dispatch(options: DispatcherType.DispatchOptions, handler: DispatcherType.DispatchHandler): boolean {
    const note = noteOf(options);
    let finished = false;
    const fail = (error: Error): void => {
      if (finished) return;
      finished = true;
      handler.onResponseError?.(controller, error);
    };
    const controller = new MockController(fail);
    if (this.#closed) {
      fail(new StepError('network_error', 'The request failed: the test network is closed.'));
      return true;
    }
    handler.onRequestStart?.(controller, {});
    if (controller.aborted) return true;
    void this.#respond(options, handler, controller, note).then(
      () => {
        finished = true;
      },
      (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))),
    );
    return true;
  }

  async #respond(options: DispatcherType.DispatchOptions, handler: DispatcherType.DispatchHandler, controller: MockController, note: MockNote): Promise<void> {
    const request: MockRequest = {
      method: String(options.method).toUpperCase(),
      url: addressOf(options),
      headers: headersOf(options.headers),
      body: await bodyOf(options.body),
    };
    handler.onRequestSent?.();
    const answer = this.#answer(request, note);
    if (answer.mock) note.mock = answer.mock;
    if (answer.model) note.model = answer.model;
    if (answer.delayMs > 0) await this.#clock.sleep(answer.delayMs);
    if (controller.aborted) return;
    if (answer.status < 200) {
      // undici waits for a final answer after a 1xx; a mock can never send one.
      throw new StepError('network_error', `The request failed: the mock answered the informational status ${answer.status} and nothing after it.`);
    }
    const raw = answer.headers.flatMap(([name, value]) => [Buffer.from(name), Buffer.from(value)]);
    controller.rawHeaders = raw;
    controller.rawTrailers = [];
    handler.onResponseStart?.(controller, answer.status, groupHeaders(answer.headers), STATUS_CODES[answer.status] ?? '');
    if (controller.aborted) return;
    if (request.method !== 'HEAD' && answer.body.byteLength > 0) {
      handler.onResponseData?.(controller, Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength));
    }
    if (controller.aborted) return;
    handler.onResponseEnd?.(controller, {});
  }

  #answer(request: MockRequest, note: MockNote): MockAnswer {
    for (const responder of this.#responders) {
      const answer = responder.answer(request);
      if (answer) return answer;
    }
    this.#unmocked++;
    const nearest = this.#nearestMiss(request);
    if (nearest) note.nearest = nearest;
    throw new StepError('http_unmocked', unmockedMessage(request, nearest));
  }

  #nearestMiss(request: MockRequest): NearMiss | undefined {
    let nearest: NearMiss | undefined;
    for (const responder of this.#responders) {
      const candidate = responder.nearestMiss(request);
      if (candidate && closer(candidate, nearest)) nearest = candidate;
    }
    return nearest;
  }

  override close(): Promise<void>;
  override close(callback: () => void): void;
  override close(callback?: () => void): Promise<void> | void {
    this.#closed = true;
    if (callback) {
      queueMicrotask(callback);
      return;
    }
    return Promise.resolve();
  }

  override destroy(): Promise<void>;
  override destroy(error: Error | null): Promise<void>;
  override destroy(callback: () => void): void;
  override destroy(error: Error | null, callback: () => void): void;
  override destroy(errorOrCallback?: Error | null | (() => void), callback?: () => void): Promise<void> | void {
    this.#closed = true;
    const done = typeof errorOrCallback === 'function' ? errorOrCallback : callback;
    if (done) {
      queueMicrotask(done);
      return;
    }
    return Promise.resolve();
  }
}

/** Like undici's parsed headers: lower-case names, a repeated name as a list of values. */
function groupHeaders(pairs: MockAnswer['headers']): Record<string, string | string[]> {
  const grouped: Record<string, string | string[]> = {};
  for (const [name, value] of pairs) {
    const current = Object.hasOwn(grouped, name) ? grouped[name] : undefined;
    if (current === undefined) setOwn(grouped, name, value);
    else setOwn(grouped, name, Array.isArray(current) ? [...current, value] : [current, value]);
  }
  return grouped;
}

/** For a world without mocks: every request is refused with `http_unmocked`. */
export class RefusingDispatcher extends MockDispatcher {
  constructor() {
    super({ clock: { sleep: async () => {} }, responders: [] });
  }
}
