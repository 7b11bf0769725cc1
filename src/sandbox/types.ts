/**
 * The sandbox's public contract (flowgate.md §4). Kept apart from index.ts so the
 * sandbox's own modules can share it without importing the entry point.
 */

export type ScriptMode = 'step' | 'action' | 'transform';

/**
 * Host operations a script can reach through `ctx`; the engine provides them. All run
 * in the host; arguments and results cross as JSON-like copies.
 */
export interface ScriptHost {
  /** `ctx.now()` */
  now(): string;
  /** `ctx.state.get(key, default)` */
  stateGet(key: string, fallback: unknown): unknown;
  /** `ctx.state.set(key, value)` */
  stateSet(key: string, value: unknown): void;
  /** `ctx.lookup(table, key)` */
  lookup(table: string, key: unknown): unknown;
  /** `ctx.log(...args)`, arguments joined like console.log (objects as JSON). */
  log(line: string): void;
  /** `ctx.http.request(...)` */
  httpRequest(request: ScriptHttpRequest): Promise<ScriptHttpResponse>;
  /** `ctx.connection(slot).request(...)` */
  connectionRequest(slot: string, request: ScriptHttpRequest): Promise<ScriptHttpResponse>;
}

export interface ScriptHttpRequest {
  method?: string;
  url: string;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
  json?: unknown;
  body?: string;
}

export interface ScriptHttpResponse {
  status: number;
  headers: Record<string, string>;
  json?: unknown;
  body?: string;
}

export interface ScriptLimits {
  /** Heap of the script's isolate, MB (isolated-vm's minimum is 8). */
  memoryMb: number;
  /** CPU time of the whole run, async continuations included. */
  cpuMs: number;
  /** Wall time of the whole run, waiting on host calls included. */
  wallMs: number;
}

export interface ScriptRun {
  code: string;
  mode: ScriptMode;
  data: { event?: unknown; steps?: unknown; vars?: unknown; secrets?: unknown; input?: unknown };
  host: ScriptHost;
  limits: ScriptLimits;
}

export type ScriptResult = { kind: 'return'; value: unknown } | { kind: 'skip'; reason: string };

export type ScriptIssueCode = 'script_forbidden' | 'script_syntax' | 'script_secret' | 'script_expression';

export interface ScriptIssue {
  line: number;
  col?: number;
  code: ScriptIssueCode;
  message: string;
}
