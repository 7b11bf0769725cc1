/** Small pieces every provider shape shares: chat addresses, key headers, reading JSON. */
import { createHash } from 'node:crypto';
import type { ResolvedConnection } from '../../engine/world.js';
import type { Usage } from './types.js';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function tokens(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
}

export function usageOf(input: unknown, output: unknown): Usage {
  return { input_tokens: tokens(input), output_tokens: tokens(output) };
}

/** A provider error code worth showing: a plain identifier, never free text that could echo data. */
export function plainCode(value: unknown): string | undefined {
  return typeof value === 'string' && /^[A-Za-z0-9_.-]{1,64}$/.test(value) ? value : undefined;
}

function basePath(base: URL): string {
  return base.pathname.replace(/\/+$/, '');
}

/**
 * The chat address on a connection's base. A base that already ends in `/v1` (a common
 * way to write an OpenAI-compatible server's address) does not get a second `/v1`.
 */
export function chatUrl(baseUrl: string, path: string, query: Record<string, string> = {}): string {
  const base = new URL(baseUrl);
  const prefix = basePath(base);
  const url = new URL(base.origin);
  url.pathname = prefix.endsWith('/v1') && path.startsWith('/v1/') ? prefix + path.slice(3) : prefix + path;
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.href;
}

/** Whether `url` is a chat address on `baseUrl`: same origin, and the path after the base fits `path`. */
export function isChatUrl(baseUrl: string, url: string, path: RegExp): boolean {
  let base: URL;
  let target: URL;
  try {
    base = new URL(baseUrl);
    target = new URL(url);
  } catch {
    return false;
  }
  if (base.origin !== target.origin) return false;
  const prefix = basePath(base);
  if (!target.pathname.startsWith(prefix)) return false;
  const rest = target.pathname.slice(prefix.length);
  return path.test(rest) || (prefix.endsWith('/v1') && path.test(`/v1${rest}`));
}

/**
 * The provider's own sign-in headers, or the key in the header the connection names
 * instead (raw, or as a bearer token when that header is `Authorization`).
 */
export function keyHeaders(connection: ResolvedConnection, own: Record<string, string>, key: string): Record<string, string> {
  if (!connection.header) return own;
  return { [connection.header]: connection.header.toLowerCase() === 'authorization' ? `Bearer ${key}` : key };
}

/**
 * A UUID-shaped id derived from a mock's call id (WORLD-16: derived, never random), for
 * the reply headers that carry one (Azure's `apim-request-id`).
 */
export function derivedUuid(seed: string): string {
  const hex = createHash('sha256').update(seed, 'utf8').digest('hex');
  // Version 8 (custom) and the RFC 9562 variant, so it reads as a well-formed UUID.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
