/**
 * A case's exchanges held to the API documents of their connections (CONTRACT-04,
 * CONTRACT-13, CONTRACT-14): each request belongs to the documented connection whose base
 * URL for the case it starts with; the mock that answered it is its answer. Divergences
 * become one failed check per operation (`fail`) or warnings on the case (`warn`).
 */
import type { ApiContract, ContractMode } from '../../definitions/openapi/contracts.js';
import type { HttpMock } from '../../definitions/test-list/intake.js';
import type { CheckResult } from '../checks.js';
import type { CaseWarning } from '../coverage/facts.js';
import type { MockedCall } from '../http-mocks.js';
import { holdExchange, isJsonMediaType, mediaTypeOf, underBase, type Divergence, type ExchangeAnswer } from './hold.js';

/** How many divergences a check's actual names (CONTRACT-13). */
export const SHOWN_DIVERGENCES = 5;

/** What a case's exchanges did to one documented connection. */
export interface ConnectionUse {
  /** Operations of the document the case's requests reached, `METHOD path`. */
  exercised: Set<string>;
  divergences: number;
}

export interface CaseContracts {
  /** By connection name, for the connections the case's requests reached. */
  uses: Map<string, ConnectionUse>;
  checks: CheckResult[];
  warnings: CaseWarning[];
}

export interface CaseContractInputs {
  contracts: ReadonlyMap<string, ApiContract>;
  mode: ContractMode;
  /** A documented connection's base URL for the case, after `given.connections`. */
  baseUrl(connection: string): string | undefined;
  /** Sign-in headers, lower case. */
  signInHeaders: ReadonlySet<string>;
  calls: readonly MockedCall[];
  /** The mocks of `given.http`, whose answers are held to the responses. */
  mocks: readonly HttpMock[];
}

/** The mock's answer as the contract sees it: its status and body, typed by its content type. */
function answerOf(mock: HttpMock): ExchangeAnswer {
  const respond = mock.respond ?? {};
  const header = Object.entries(respond.headers ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  const contentType = mediaTypeOf(Array.isArray(header) ? String(header[0]) : header === undefined ? undefined : String(header)) ?? (respond.json !== undefined ? 'application/json' : respond.text !== undefined ? 'text/plain' : undefined);
  if (respond.json !== undefined) return { status: respond.status ?? 200, ...(contentType ? { contentType } : {}), json: respond.json };
  if (respond.text !== undefined && contentType && isJsonMediaType(contentType)) {
    try {
      return { status: respond.status ?? 200, contentType, json: JSON.parse(respond.text) };
    } catch {
      // Text sent as JSON that is not JSON: the body is held as text.
    }
  }
  return { status: respond.status ?? 200, ...(contentType ? { contentType } : {}), ...(respond.text !== undefined ? { text: respond.text } : {}) };
}

/** Requests refused before they left (a blocked address, a bad request) are not exchanges with the API. */
const NEVER_SENT = new Set(['invalid_input', 'address_blocked']);

interface Group {
  connection: string;
  operation: string;
  divergences: Divergence[];
  /** The first mock that answered a divergent exchange, for the warning's place. */
  mock?: number;
}

/** The documented connection a request belongs to (CONTRACT-04): the longest base URL it starts with. */
export function requestOwner(contracts: ReadonlyMap<string, ApiContract>, baseUrl: (connection: string) => string | undefined): (url: string) => { connection: string; base: string } | undefined {
  const bases: { connection: string; base: string }[] = [];
  for (const connection of contracts.keys()) {
    const base = baseUrl(connection);
    if (base !== undefined) bases.push({ connection, base });
  }
  bases.sort((a, b) => b.base.length - a.base.length);
  return (url) => bases.find(({ base }) => underBase(url, base));
}

export function holdCaseToContracts(inputs: CaseContractInputs): CaseContracts {
  const uses = new Map<string, ConnectionUse>();
  const groups = new Map<string, Group>();
  if (inputs.contracts.size === 0) return { uses, checks: [], warnings: [] };
  const ownerOf = requestOwner(inputs.contracts, inputs.baseUrl);
  for (const call of inputs.calls) {
    if (call.note?.model || (call.failure !== undefined && NEVER_SENT.has(call.failure))) continue;
    const owner = ownerOf(call.url);
    if (!owner) continue;
    const contract = inputs.contracts.get(owner.connection)!;
    const mockIndex = call.note?.mock?.list === 'given.http' ? call.note.mock.index : undefined;
    const mock = mockIndex === undefined ? undefined : inputs.mocks[mockIndex];
    const held = holdExchange(contract, { method: call.method, url: call.url, headers: call.headers, body: call.body, ...(mock ? { answer: answerOf(mock) } : {}) }, { baseUrl: owner.base, signInHeaders: inputs.signInHeaders });
    let use = uses.get(owner.connection);
    if (!use) uses.set(owner.connection, (use = { exercised: new Set(), divergences: 0 }));
    if (held.found) use.exercised.add(held.operation);
    if (!held.divergences.length) continue;
    use.divergences += held.divergences.length;
    const key = `${owner.connection}\u0000${held.operation}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { connection: owner.connection, operation: held.operation, divergences: [], ...(mockIndex !== undefined ? { mock: mockIndex } : {}) }));
    group.divergences.push(...held.divergences);
  }
  const checks: CheckResult[] = [];
  const warnings: CaseWarning[] = [];
  for (const group of groups.values()) {
    const contract = inputs.contracts.get(group.connection)!;
    const sentence = `${group.operation} fits the ${group.connection} API document`;
    const actual = describeDivergences(group.divergences);
    if (inputs.mode === 'warn') {
      warnings.push({ path: group.mock !== undefined ? `given.http[${group.mock}]` : 'given.http', message: `${sentence}: no, ${actual}` });
    } else {
      checks.push({ at: `contracts.${group.connection}.${group.operation}`, sentence, passed: false, expected: `requests and answers as ${contract.document.path} describes them`, actual });
    }
  }
  return { uses, checks, warnings };
}

/** The first divergences, each with its pointer and the document's place. */
export function describeDivergences(divergences: readonly Divergence[]): string {
  const shown = divergences.slice(0, SHOWN_DIVERGENCES).map(({ pointer, message, place }) => `${pointer}: ${message} (${place})`);
  const more = divergences.length - SHOWN_DIVERGENCES;
  return shown.join('; ') + (more > 0 ? `; and ${more} more` : '');
}
