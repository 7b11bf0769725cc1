/**
 * CONTRACT-16: a recorded run's real exchanges held to their connections' API documents.
 * Each divergence is a note (the real API differs from its document); the case is
 * written as recorded all the same, since it is what the API did.
 */
import type { ApiContract } from '../../definitions/openapi/contracts.js';
import type { CallEntry } from '../../engine/world.js';
import { requestOwner } from '../../testing/contracts/case.js';
import { holdExchange, isJsonMediaType, mediaTypeOf, type ExchangeAnswer } from '../../testing/contracts/hold.js';

function answerOf(response: NonNullable<NonNullable<CallEntry['wire']>['response']>): ExchangeAnswer {
  const contentType = mediaTypeOf(response.headers['content-type']);
  const text = new TextDecoder().decode(response.body);
  if (contentType && isJsonMediaType(contentType) && text.trim() !== '') {
    try {
      return { status: response.status, contentType, json: JSON.parse(text) };
    } catch {
      // Not JSON after all: held as text.
    }
  }
  return { status: response.status, ...(contentType ? { contentType } : {}), ...(text !== '' ? { text } : {}) };
}

export function recordedDivergences(contracts: ReadonlyMap<string, ApiContract>, calls: readonly CallEntry[], baseUrl: (connection: string) => string | undefined, signInHeaders: ReadonlySet<string>): string[] {
  if (contracts.size === 0) return [];
  const ownerOf = requestOwner(contracts, baseUrl);
  const notes: string[] = [];
  for (const call of calls) {
    const owner = ownerOf(call.url);
    if (!owner || !call.wire?.response) continue;
    const held = holdExchange(contracts.get(owner.connection)!, { method: call.method, url: call.url, headers: call.headers, body: call.wire.body, answer: answerOf(call.wire.response) }, { baseUrl: owner.base, signInHeaders });
    for (const divergence of held.divergences) {
      notes.push(`the real ${held.operation} of ${owner.connection} differs from its API document: ${divergence.pointer}: ${divergence.message} (${divergence.place})`);
    }
  }
  return notes;
}
