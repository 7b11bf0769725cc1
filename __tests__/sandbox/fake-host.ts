/** A recording ScriptHost for the sandbox tests, with the engine's error behaviour. */
import { StepError } from '../../src/engine/errors.js';
import type { ScriptHost, ScriptHttpRequest, ScriptHttpResponse, ScriptLimits, ScriptMode, ScriptRun } from '../../src/engine/scripts.js';

export interface FakeHostOptions {
  now?: () => string;
  state?: Record<string, unknown>;
  tables?: Record<string, Record<string, unknown>>;
  /** Answers `ctx.http.request`; the default refuses like an unmocked world (MOCK-20). */
  http?: (request: ScriptHttpRequest) => Promise<ScriptHttpResponse>;
  connection?: (slot: string, request: ScriptHttpRequest) => Promise<ScriptHttpResponse>;
}

export interface FakeHost extends ScriptHost {
  logs: string[];
  httpCalls: ScriptHttpRequest[];
  connectionCalls: { slot: string; request: ScriptHttpRequest }[];
  lookups: { table: string; key: unknown }[];
  state: Map<string, unknown>;
}

export function fakeHost(options: FakeHostOptions = {}): FakeHost {
  const state = new Map(Object.entries(options.state ?? {}));
  const host: FakeHost = {
    logs: [],
    httpCalls: [],
    connectionCalls: [],
    lookups: [],
    state,
    now: options.now ?? (() => '2024-05-06T07:08:09Z'),
    stateGet: (key, fallback) => (state.has(key) ? state.get(key) : fallback),
    stateSet: (key, value) => {
      state.set(key, value);
    },
    lookup: (table, key) => {
      host.lookups.push({ table, key });
      const rows = options.tables?.[table];
      if (!rows) throw new StepError('invalid_input', `lookup table \`${table}\` does not exist`);
      return rows[String(key)] ?? null;
    },
    log: (line) => {
      host.logs.push(line);
    },
    httpRequest: async (request) => {
      host.httpCalls.push(request);
      if (options.http) return options.http(request);
      throw new StepError('http_unmocked', `no mock matches ${request.method ?? 'GET'} ${request.url}`);
    },
    connectionRequest: async (slot, request) => {
      host.connectionCalls.push({ slot, request });
      if (options.connection) return options.connection(slot, request);
      throw new StepError('http_unmocked', `no mock matches ${request.method ?? 'GET'} ${request.url}`);
    },
  };
  return host;
}

export const TEST_LIMITS: ScriptLimits = { memoryMb: 64, cpuMs: 2000, wallMs: 10_000 };

export function scriptRun(code: string, mode: ScriptMode = 'step', overrides: Partial<ScriptRun> = {}): ScriptRun {
  return { code, mode, data: {}, host: fakeHost(), limits: TEST_LIMITS, ...overrides };
}

/** The StepError a rejected run gives, or a failure when it resolved. */
export async function stepError(promise: Promise<unknown>): Promise<StepError> {
  try {
    const value = await promise;
    throw new Error(`expected a StepError, got ${JSON.stringify(value)}`);
  } catch (error) {
    if (!(error instanceof StepError)) throw error;
    return error;
  }
}
