/**
 * Turns a caller's request (http.request inputs, `ctx.http.request` arguments) into the
 * request sent: address on the connection, sign-in, and the rules every caller obeys
 * (built-in-actions.md http.request rules 1, 3, 4; flowgate.md §7).
 */
import { invalidInput } from '../engine/errors.js';
import type { HttpRequest, OutgoingRequest, ResolvedConnection } from '../engine/world.js';
import { SIGN_IN_HEADERS, type SignIn } from './sign-in.js';

/** Headers that carry sign-in or belong to the transport (HTTP-20, HTTP-21). */
export const FORBIDDEN_HEADERS: ReadonlySet<string> = new Set([...SIGN_IN_HEADERS, 'host', 'content-length']);
export const MAX_EXTRA_HEADERS = 50;
export const MAX_BODY_BYTES = 10 * 1024 * 1024;

/** CLI-24/HTTP-19/HTTP-31: only `https://` addresses without user info. */
export function checkAddress(url: string, field = 'url'): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw invalidInput(`${field}: must be a full https:// address or a path`);
  }
  if (parsed.protocol !== 'https:') throw invalidInput(`${field}: only https:// addresses are allowed`);
  if (parsed.username || parsed.password) throw invalidInput(`${field}: must not carry a user name or password`);
  return parsed;
}

function resolveUrl(url: string, connection: ResolvedConnection | undefined): { url: URL; onConnection: boolean } {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) {
    const parsed = checkAddress(url);
    const onConnection = connection?.base_url !== undefined && parsed.href.startsWith(new URL(connection.base_url).origin + '/');
    return { url: parsed, onConnection };
  }
  if (!connection?.base_url) throw invalidInput('url: a path needs a connection bound to the step');
  const base = connection.base_url.endsWith('/') ? connection.base_url.slice(0, -1) : connection.base_url;
  return { url: checkAddress(base + (url.startsWith('/') ? url : `/${url}`)), onConnection: true };
}

function queryText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function buildRequest(caller: OutgoingRequest, connection: ResolvedConnection | undefined, signIn: SignIn): HttpRequest {
  if (caller.json !== undefined && caller.body !== undefined) throw invalidInput('json, body: send the body as json or as body, not both');
  const { url, onConnection } = resolveUrl(caller.url, connection);
  for (const [name, value] of Object.entries(caller.query ?? {})) {
    if (Array.isArray(value)) for (const item of value) url.searchParams.append(name, queryText(item));
    else url.searchParams.append(name, queryText(value));
  }
  const given = Object.entries(caller.headers ?? {});
  if (given.length > MAX_EXTRA_HEADERS) throw invalidInput(`headers: at most ${MAX_EXTRA_HEADERS} extra headers`);
  const headers: Record<string, string> = {};
  for (const [name, value] of given) {
    if (FORBIDDEN_HEADERS.has(name.toLowerCase())) throw invalidInput(`headers.${name}: cannot be set; sign-in comes from the connection`);
    const text = queryText(value);
    if (/[\r\n]/.test(text)) throw invalidInput(`headers.${name}: must be one line`);
    headers[name] = text;
  }
  let body: string | undefined;
  if (caller.json !== undefined) {
    body = JSON.stringify(caller.json);
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  } else if (caller.body !== undefined) {
    body = caller.body;
  }
  if (body !== undefined && Buffer.byteLength(body, 'utf8') > MAX_BODY_BYTES) throw invalidInput('body: the request body must be at most 10 MB');
  if (connection && onConnection) Object.assign(headers, signIn(connection));
  const method = (caller.method ?? 'GET').toUpperCase();
  return body === undefined ? { method, url: url.href, headers } : { method, url: url.href, headers, body };
}
