/**
 * HTTP exchanges of a recorded run as mocks (test-cases.md §2.3) and call checks (§2.9).
 * One mock per distinct request: method and path (with the query) under the connection's
 * base URL as the replay has it (see addresses.ts), or the full address for a request to
 * no connection. A request answered
 * differently over the run gets one mock per answer with `times`, in order, so the
 * replay gets the answers in the order the run did.
 */
import type { HttpCallCheck, HttpMock } from '../../definitions/test-list/intake.js';
import { parseJsonStrict } from '../../shared/json-strict.js';
import type { Exchange } from './tape.js';
import type { ReplayAddresses } from './addresses.js';

/** The longest wait a mock may give (test-cases.md §8). */
const MAX_DELAY_MS = 120_000;

/** Headers a replay needs whatever the workflow reads: how to read the body, and when to try again. */
const HEADERS_THAT_MATTER = ['content-type', 'retry-after'];
/** Never written, whatever the workflow reads: they sign in or carry a session. */
const HEADERS_NEVER_WRITTEN = new Set(['set-cookie', 'authorization', 'proxy-authorization', 'cookie', 'www-authenticate', 'proxy-authenticate']);

type Respond = HttpMock['respond'];

function decodeUtf8(body: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return undefined;
  }
}

/**
 * The answer as a mock gives it. `readHeaders`: the response header names the workflow
 * mentions (its steps may read them); others are left out to keep the case readable.
 */
function respondOf(exchange: Exchange, readHeaders: ReadonlySet<string>, notes: string[]): Respond | undefined {
  const response = exchange.response;
  if (!response) {
    if (exchange.failure !== 'timeout') return undefined;
    const delay = exchange.timeoutMs + 1000;
    if (delay > MAX_DELAY_MS) {
      notes.push(`${exchange.method} ${exchange.url} timed out after more than ${MAX_DELAY_MS / 1000} s, longer than a mock can wait; no mock was written for it`);
      return undefined;
    }
    return { status: 200, delay_ms: delay };
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (HEADERS_NEVER_WRITTEN.has(name) || !(HEADERS_THAT_MATTER.includes(name) || readHeaders.has(name))) continue;
    headers[name] = value;
  }
  const text = decodeUtf8(response.body);
  const respond: Respond = { status: response.status };
  if (text === undefined) notes.push(`the answer to ${exchange.method} ${exchange.url} is not text; its mock answers with an empty body`);
  else if (text !== '') {
    const parsed = /json/i.test(response.headers['content-type'] ?? '') ? parseJsonStrict(text) : undefined;
    if (parsed?.ok) respond.json = parsed.value;
    else respond.text = text;
  }
  if (Object.keys(headers).length) respond.headers = headers;
  return respond;
}

/** What the mock matches: the path in the replay, else the full address. */
function matchOf(exchange: Exchange, addresses: ReplayAddresses): HttpMock['match'] {
  const path = addresses.replayPathAndQuery(exchange.url);
  return path === undefined ? { method: exchange.method, url: exchange.url } : { method: exchange.method, path };
}

export function httpMocks(exchanges: readonly Exchange[], readHeaders: ReadonlySet<string>, notes: string[], addresses: ReplayAddresses): { mocks: HttpMock[]; unanswerable: boolean } {
  const answers = new Map<string, { match: HttpMock['match']; respond: Respond[] }>();
  let unanswerable = false;
  for (const exchange of exchanges) {
    const respond = respondOf(exchange, readHeaders, notes);
    if (!respond) {
      unanswerable = true;
      if (exchange.failure !== undefined && exchange.failure !== 'timeout') notes.push(`${exchange.method} ${exchange.url} failed with ${exchange.failure}; a mock cannot replay that, so the replay finds no mock for it (expect.no_unmocked_http is false)`);
      continue;
    }
    const match = matchOf(exchange, addresses);
    const key = JSON.stringify(match);
    const entry = answers.get(key) ?? { match, respond: [] };
    entry.respond.push(respond);
    answers.set(key, entry);
  }
  const mocks: HttpMock[] = [];
  for (const { match, respond } of answers.values()) {
    const runs: { respond: Respond; times: number }[] = [];
    for (const answer of respond) {
      const last = runs.at(-1);
      if (last && JSON.stringify(last.respond) === JSON.stringify(answer)) last.times++;
      else runs.push({ respond: answer, times: 1 });
    }
    if (runs.length === 1) mocks.push({ match, respond: runs[0]!.respond });
    else for (const run of runs) mocks.push({ match, respond: run.respond, times: run.times });
  }
  return { mocks, unanswerable };
}

/** How often each method and path was called (the query left out, as a `path` without `?` matches), paths as the replay has them. */
export function callChecks(exchanges: readonly Exchange[], addresses: ReplayAddresses): HttpCallCheck[] {
  const counts = new Map<string, HttpCallCheck & { count: number }>();
  for (const exchange of exchanges) {
    const path = addresses.replayPath(exchange.url) ?? new URL(exchange.url).pathname;
    const key = `${exchange.method} ${path}`;
    const check = counts.get(key) ?? { method: exchange.method, path, count: 0 };
    check.count++;
    counts.set(key, check);
  }
  return [...counts.values()];
}
