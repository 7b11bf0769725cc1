/**
 * The run's HTTP transport on undici. The same client serves tests and real runs; only
 * the dispatcher (mocks or the network) and the clock (virtual or real) differ
 * (WORLD-02). Redirects are never followed (HTTP-33): undici's `request()` only follows
 * them through the redirect interceptor, which is never installed here.
 */
import type { Dispatcher } from 'undici';
import { requestThrough } from './undici-core.js';
import { StepError, invalidInput } from '../engine/errors.js';
import { isDeadlineExceeded } from '../engine/deadline.js';
import type { CallEntry, CallLog, Clock, HttpOptions, HttpRequest, HttpResponse } from '../engine/world.js';
import { CallList } from './call-log.js';

export interface HttpClientOptions {
  dispatcher: Dispatcher;
  clock: Clock;
  /** Where each request is logged, once (a run's journal); a plain list without one. */
  log?: CallLog;
}

/** "30 s", "1.5 s": the timeout as the message shows it. */
function secondsText(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

export function timeoutError(timeoutMs: number): StepError {
  return new StepError('timeout', `The request got no answer within ${secondsText(timeoutMs)}.`);
}

/** Why a connection failed, by the error code Node or undici gives; never the data. */
const NETWORK_FAILURES: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'the server refused the connection',
  ECONNRESET: 'the connection was closed by the server',
  EPIPE: 'the connection was closed by the server',
  ENOTFOUND: 'the host name was not found',
  EAI_AGAIN: 'the host name could not be looked up',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
  ETIMEDOUT: 'the connection could not be made in time',
  UND_ERR_CONNECT_TIMEOUT: 'the connection could not be made in time',
  UND_ERR_SOCKET: 'the connection was closed by the server',
  UND_ERR_CLOSED: 'the connection was closed',
  UND_ERR_DESTROYED: 'the connection was closed',
  UND_ERR_RES_CONTENT_LENGTH_MISMATCH: 'the answer was cut short',
  UND_ERR_REQ_CONTENT_LENGTH_MISMATCH: 'the request body did not match its length',
  HPE_INVALID_CONSTANT: 'the server did not answer with valid HTTP',
  // TLS: the server answered, but its certificate is not one this run trusts.
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "the server's certificate is not trusted (its issuer is unknown; for a server with its own certificate, run with --ca-file)",
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "the server's certificate is not trusted (its issuer is unknown; for a server with its own certificate, run with --ca-file)",
  SELF_SIGNED_CERT_IN_CHAIN: "the server's certificate is not trusted (it is signed by a certificate of its own; for such a server, run with --ca-file)",
  DEPTH_ZERO_SELF_SIGNED_CERT: "the server's certificate is not trusted (it is self-signed; for such a server, run with --ca-file)",
  CERT_HAS_EXPIRED: "the server's certificate has expired",
  CERT_NOT_YET_VALID: "the server's certificate is not valid yet",
  ERR_TLS_CERT_ALTNAME_INVALID: "the server's certificate is for another host name",
};

/** undici's own waiting limits count as a timeout like ours. */
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** undici refusing the request itself (a bad header, an unsupported option). */
const INVALID_REQUEST_CODES = new Set(['UND_ERR_INVALID_ARG', 'UND_ERR_NOT_SUPPORTED', 'ERR_INVALID_ARG_TYPE', 'ERR_INVALID_CHAR', 'ERR_INVALID_HTTP_TOKEN']);

function errorCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== 'object' || error === null || depth > 4) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  // Connection errors may arrive wrapped, with the cause inside.
  return errorCode((error as { cause?: unknown }).cause, depth + 1);
}

/**
 * StepErrors (`http_unmocked`, `address_blocked`, our `timeout`) and an enclosing
 * deadline's marker pass unchanged; everything else becomes a data-free StepError.
 */
function toTransportError(error: unknown, timeoutMs: number): unknown {
  if (error instanceof StepError || isDeadlineExceeded(error)) return error;
  const code = errorCode(error);
  if (code !== undefined && TIMEOUT_CODES.has(code)) return timeoutError(timeoutMs);
  if (code !== undefined && INVALID_REQUEST_CODES.has(code)) return invalidInput('The request cannot be sent: a method, header or body is not valid HTTP.');
  const why = (code !== undefined && NETWORK_FAILURES[code]) || 'the connection failed';
  return new StepError('network_error', `The request failed: ${why}.`);
}

/** Lower-case names; a name given twice in different cases keeps both values. */
function lowerCaseHeaders(headers: Record<string, string>): Record<string, string> {
  const lower: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) addHeader(lower, name, value);
  return lower;
}

/** Adds under the lower-case name, joining a repeat with a comma; `__proto__` stays a plain name. */
function addHeader(headers: Record<string, string>, name: string, value: string): void {
  const key = name.toLowerCase();
  const joined = Object.hasOwn(headers, key) ? `${headers[key]}, ${value}` : value;
  Object.defineProperty(headers, key, { value: joined, enumerable: true, writable: true, configurable: true });
}

/** HTTP-25/HTTP-26: lower-case names, repeated headers joined with a comma. */
export function normalizeResponseHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const normalized: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) addHeader(normalized, name, Array.isArray(value) ? value.join(', ') : value);
  }
  return normalized;
}

function bodyText(body: string | Uint8Array | undefined): string {
  if (body === undefined) return '';
  return typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
}

/** The address as it goes on the wire: no fragment. Refuses what is not an address. */
function wireUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalidInput('The request address is not a full address.');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw invalidInput('The request address must be an http(s) address.');
  if (parsed.username || parsed.password) throw invalidInput('The request address must not carry a user name or password.');
  parsed.hash = '';
  return parsed;
}

/** Sends requests as built, logs each one once, and turns every failure into a data-free StepError. */
export class HttpClient {
  readonly #dispatcher: Dispatcher;
  readonly #clock: Clock;
  readonly #log: CallLog;

  constructor(options: HttpClientOptions) {
    this.#dispatcher = options.dispatcher;
    this.#clock = options.clock;
    this.#log = options.log ?? new CallList();
  }

  get calls(): readonly CallEntry[] {
    return this.#log.entries;
  }

  async send(request: HttpRequest, options: HttpOptions): Promise<HttpResponse> {
    const url = wireUrl(request.url);
    const method = request.method.toUpperCase();
    const body = bodyText(request.body);
    // Logged before sending: refused and failed requests count in `http_calls` too.
    const entry = this.#log.open(
      { method, url: url.href, headers: lowerCaseHeaders(request.headers), body: options.sensitiveBody ? '' : body },
      { startMs: this.#clock.elapsedMs, body, timeoutMs: options.timeoutMs },
    );
    try {
      const response = await this.#clock.withDeadline(
        options.timeoutMs,
        (signal) => this.#perform(method, url, request, signal, entry),
        () => timeoutError(options.timeoutMs),
      );
      entry.status = response.status;
      if (entry.wire) entry.wire.response = response;
      return response;
    } catch (error) {
      const failure = toTransportError(error, options.timeoutMs);
      entry.failure = failure instanceof StepError ? failure.code : 'timeout';
      throw failure;
    } finally {
      entry.endMs = this.#clock.elapsedMs;
    }
  }

  async #perform(method: string, url: URL, request: HttpRequest, signal: AbortSignal, entry: CallEntry): Promise<HttpResponse> {
    const response = await requestThrough(this.#dispatcher, url, {
      method: method as Dispatcher.HttpMethod,
      headers: request.headers,
      body: request.body ?? null,
      signal,
      // The transport writes its account of the request onto the same entry.
      opaque: entry,
    });
    // Read under the same deadline: a slow body is as much a timeout as slow headers.
    const body = await response.body.bytes();
    return {
      status: response.statusCode,
      headers: normalizeResponseHeaders(response.headers),
      body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
    };
  }
}
