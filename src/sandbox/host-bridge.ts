/**
 * The host side of `ctx`'s operations: arguments arrive as JSON text from the isolate,
 * are checked, handed to the engine's ScriptHost, and the answer goes back as JSON text
 * (CTX-16..24). A StepError keeps its code, so the script sees `error.code`.
 */
import { StepError } from '../engine/errors.js';
import { MAX_JSON_DEPTH, jsonNestingDepth } from '../shared/json-strict.js';
import type { HostOp } from './protocol.js';
import type { HostReply } from './sandbox-pool.js';
import type { ScriptHost, ScriptHttpRequest } from '../engine/scripts.js';

/**
 * JSON from the isolate, without `__proto__` keys that a careless `Object.assign` would
 * turn into a prototype. Data nested deeper than MAX_JSON_DEPTH levels (besides
 * `wrapping` levels of the message itself) is refused on the text, before parsing: the
 * reviver and every later walk over the value (checks, redaction, copies of state,
 * fingerprints) recurse, and thousands of levels would exhaust the host's stack.
 */
export function parseScriptJson(json: string, what: string, wrapping = 0): unknown {
  if (jsonNestingDepth(json) > MAX_JSON_DEPTH + wrapping) {
    throw new StepError('limit_exceeded', `${what} is nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  return JSON.parse(json, (key, value: unknown) => (key === '__proto__' ? undefined : value));
}

function text(value: unknown, call: string, field: string): string {
  if (typeof value !== 'string' || value === '') throw new StepError('invalid_input', `${call}: \`${field}\` must be non-empty text`);
  return value;
}

const REQUEST_FIELDS = new Set(['method', 'url', 'query', 'headers', 'json', 'body']);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** CTX-20: `{method, url, query, headers, json, body}` and nothing else. */
function httpRequestArg(value: unknown, call: string): ScriptHttpRequest {
  if (!isPlainObject(value)) throw new StepError('invalid_input', `${call} needs an object such as { method, url }`);
  for (const key of Object.keys(value)) {
    if (!REQUEST_FIELDS.has(key)) throw new StepError('invalid_input', `${call}: unknown field \`${key}\`; use method, url, query, headers, json or body`);
  }
  const request: ScriptHttpRequest = { url: text(value.url, call, 'url') };
  if (value.method !== undefined) request.method = text(value.method, call, 'method');
  if (value.query !== undefined) {
    if (!isPlainObject(value.query)) throw new StepError('invalid_input', `${call}: \`query\` must be an object`);
    request.query = value.query;
  }
  if (value.headers !== undefined) {
    if (!isPlainObject(value.headers) || Object.values(value.headers).some((header) => typeof header !== 'string')) {
      throw new StepError('invalid_input', `${call}: \`headers\` must be an object of text values`);
    }
    request.headers = value.headers as Record<string, string>;
  }
  if (value.body !== undefined) {
    if (typeof value.body !== 'string') throw new StepError('invalid_input', `${call}: \`body\` must be text; use \`json\` for data`);
    request.body = value.body;
  }
  if (value.json !== undefined) {
    if (request.body !== undefined) throw new StepError('invalid_input', `${call}: give \`json\` or \`body\`, not both`);
    request.json = value.json;
  }
  return request;
}

const OPERATIONS: Record<HostOp, { call: string; run(host: ScriptHost, args: unknown[]): unknown }> = {
  now: { call: 'ctx.now', run: (host) => host.now() },
  stateGet: { call: 'ctx.state.get', run: (host, [key, fallback]) => host.stateGet(text(key, 'ctx.state.get', 'key'), fallback) },
  stateSet: {
    call: 'ctx.state.set',
    run: (host, [key, value]) => {
      host.stateSet(text(key, 'ctx.state.set', 'key'), value);
      return undefined;
    },
  },
  lookup: { call: 'ctx.lookup', run: (host, [table, key]) => host.lookup(text(table, 'ctx.lookup', 'table'), key) },
  httpRequest: { call: 'ctx.http.request', run: (host, [request]) => host.httpRequest(httpRequestArg(request, 'ctx.http.request')) },
  connectionRequest: {
    call: 'ctx.connection().request',
    run: (host, [slot, request]) =>
      host.connectionRequest(text(slot, 'ctx.connection', 'slot'), httpRequestArg(request, `ctx.connection('${String(slot)}').request`)),
  },
};

export async function callHostOperation(host: ScriptHost, op: HostOp, argsJson: string): Promise<HostReply> {
  const operation = Object.hasOwn(OPERATIONS, op) ? OPERATIONS[op] : undefined;
  if (!operation) return { ok: false, code: 'script_error', message: 'unknown host operation' };
  try {
    // The argument list is one level around the values.
    const args = parseScriptJson(argsJson, `${operation.call}: a value given`, 1);
    const value = await operation.run(host, Array.isArray(args) ? args : []);
    return value === undefined ? { ok: true } : { ok: true, json: JSON.stringify(value) };
  } catch (error) {
    if (error instanceof StepError) return { ok: false, code: error.code, message: error.message };
    // An engine fault, not the script's: say where, but not what the host's message holds.
    return { ok: false, code: 'script_error', message: `${operation.call} failed in the host` };
  }
}
