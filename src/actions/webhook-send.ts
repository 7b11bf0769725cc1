/**
 * platform/webhook.send@v1 (built-in-actions.md §4 webhook.send, §5.2, §6; HOOK-01..15,
 * AUTH-06, AUTH-16): POSTs JSON to an `https://` address or a path on the `target`
 * connection, with an `Idempotency-Key` and, on request, a signature.
 */
import { createHash, createHmac } from 'node:crypto';
import { secretValueFor } from '../engine/connections.js';
import { StepError, invalidInput } from '../engine/errors.js';
import type { HttpRequest, ResolvedConnection, World } from '../engine/world.js';
import { defineAction, type ActionContext, type SaveIssue } from '../engine/action.js';

export const WEBHOOK_TIMEOUT_MS = 30_000;
export const MAX_KEPT_BODY_BYTES = 64 * 1024;
export const SIGNING_REFERENCE = 'signing_secret';

/** HOOK-11/HOOK-12: headers only the action sets. */
function isReservedHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === 'idempotency-key' || lower.startsWith('x-service-');
}

function reservedHeaderIssue(name: string): string {
  return `headers.${name}: cannot be set; Idempotency-Key and X-Service- headers are added by webhook.send`;
}

/**
 * HOOK-05/HOOK-06: derived from the run, the step, the address and the body — the
 * same for every attempt of the step, different for a different item or payload, run
 * or test case (a test world's run id is fixed, so its reports repeat: WORLD-15/16).
 */
export function idempotencyKey(world: Pick<World, 'runId'>, stepId: string, url: string, body: string): string {
  const hash = createHash('sha256').update(JSON.stringify([world.runId, stepId, url, body])).digest('hex');
  // UUID layout, which receivers commonly expect for this header.
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-${hash.slice(12, 16)}-${hash.slice(16, 20)}-${hash.slice(20, 32)}`;
}

/** HOOK-08/HOOK-09: `sha256=` + hex HMAC-SHA256 of `<timestamp>.<body>`. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}

/** HOOK-10: the target connection's `signing_secret` reference, or `signing_unavailable`. */
function signingSecret(ctx: ActionContext, target: ResolvedConnection | undefined): string {
  if (!target || !Object.hasOwn(target.secrets, SIGNING_REFERENCE)) {
    throw new StepError('signing_unavailable', 'sign: true needs a target connection with a signing_secret secret reference.');
  }
  return secretValueFor(ctx.world, target, SIGNING_REFERENCE);
}

/** A signature for another host could be replayed to the real receiver, so signed calls stay on the target. */
function checkOnTarget(url: string, target: ResolvedConnection): void {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return;
  const origin = target.base_url ? new URL(target.base_url).origin : undefined;
  let given: string;
  try {
    given = new URL(url).origin;
  } catch {
    return; // the HTTP port names the bad address.
  }
  if (given !== origin) throw invalidInput('url: a signed webhook must go to the address of its target connection');
}

/** HOOK-14: at most 64 KB of the answer, cut at a character boundary. */
function keptBody(bytes: Uint8Array): string {
  const kept = bytes.byteLength > MAX_KEPT_BODY_BYTES ? bytes.subarray(0, MAX_KEPT_BODY_BYTES) : bytes;
  // A character cut in half at the end is dropped rather than shown as a replacement mark.
  return new TextDecoder('utf-8').decode(kept, { stream: bytes.byteLength > MAX_KEPT_BODY_BYTES });
}

export const webhookSend = defineAction({
  name: 'webhook.send',
  callsOut: true,
  slots: { target: { kinds: ['http'], required: false } },
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['url'],
    properties: {
      url: { type: 'string', minLength: 1 },
      json: {},
      headers: { type: 'object', maxProperties: 50, additionalProperties: { type: ['string', 'number', 'boolean'] } },
      sign: { type: 'boolean', default: false },
    },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['status'],
    properties: {
      status: { type: 'integer' },
      body: { type: 'string' },
    },
  },

  saveCheck(input, isDynamic) {
    const headers = input.headers;
    if (isDynamic('headers') || typeof headers !== 'object' || headers === null) return [];
    return Object.keys(headers)
      .filter(isReservedHeader)
      .map((name): SaveIssue => ({ path: `headers.${name}`, code: 'invalid_input', message: reservedHeaderIssue(name).replace(/^headers\.[^:]*: /, '') }));
  },

  async run(input, ctx) {
    for (const name of Object.keys(input.headers ?? {})) if (isReservedHeader(name)) throw invalidInput(reservedHeaderIssue(name));
    const target = ctx.connections.target;
    const secret = input.sign ? signingSecret(ctx, target) : undefined;
    if (input.sign && target) checkOnTarget(input.url, target);
    const deliveryHeaders = (request: HttpRequest): Record<string, string> => {
      const body = typeof request.body === 'string' ? request.body : '';
      const added: Record<string, string> = { 'Idempotency-Key': idempotencyKey(ctx.world, ctx.stepId, request.url, body) };
      if (secret !== undefined) {
        const timestamp = String(Math.floor(ctx.world.clock.now().getTime() / 1000));
        added['X-Service-Timestamp'] = timestamp;
        added['X-Service-Signature'] = webhookSignature(secret, timestamp, body);
      }
      return added;
    };
    const response = await ctx.world.http.request(
      { method: 'POST', url: input.url, headers: input.headers ?? {}, json: input.json ?? {} },
      { connection: target, timeoutMs: WEBHOOK_TIMEOUT_MS, actionHeaders: deliveryHeaders },
    );
    if (response.status < 200 || response.status >= 300) throw new StepError('http_status', `The receiver answered ${response.status}.`, response.status);
    return { status: response.status, body: keptBody(response.body) };
  },
});
