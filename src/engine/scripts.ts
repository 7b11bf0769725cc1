/**
 * The script-runner contract (flowgate.md §4): script steps, library actions and
 * `platform/transform` hand JavaScript to the runner the run was given. The sandbox
 * (src/sandbox, isolated-vm in a process of its own) implements it; the engine only
 * builds the host side of `ctx`.
 */
import type { OutgoingRequest, World } from './world.js';

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

/** What `ctx.http.request` and `ctx.connection(slot).request` take: a step's request with text headers. */
export interface ScriptHttpRequest extends OutgoingRequest {
  headers?: Record<string, string>;
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
  /**
   * Stops the run when it aborts (a deadline of the step or the run passed): the
   * script ends at once and the run rejects with the signal's reason.
   */
  signal?: AbortSignal;
  /**
   * Present when the script must repeat (a test run): what it sees of time and chance
   * instead of the host's. Absent (a real run): the real clock, real randomness and the
   * host's time zone.
   */
  determinism?: ScriptDeterminism;
}

/**
 * What a script that must repeat sees (flowgate.md §5 "Determinism inside scripts"):
 * `Date` gives a frozen instant, `performance.now()` the run's elapsed time on its clock,
 * `Math.random()` and `crypto`'s random values come from a generator seeded with `seed`,
 * and the time zone is UTC, the locale `en-US`.
 */
export interface ScriptDeterminism {
  /** `Date.now()`, `new Date()` and `Date()`, in milliseconds since the epoch: the clock does not move. */
  readonly nowMs: number;
  /** `performance.now()`: the run's elapsed milliseconds, read as the script starts and after each `ctx` call. */
  elapsedMs(): number;
  /** The same text gives the same values. */
  readonly seed: string;
}

export type ScriptResult = { kind: 'return'; value: unknown } | { kind: 'skip'; reason: string };

/** The wall time of one script run, waiting on host calls included: a case's whole budget (LIMIT-09). */
export const SCRIPT_WALL_MS = 20_000;

/**
 * Runs one script; rejects with a StepError (`script_error`, `limit_exceeded`, `timeout`,
 * …), or with the reason of `run.signal` once that aborts.
 */
export interface ScriptRunner {
  run(run: ScriptRun): Promise<ScriptResult>;
}

/**
 * The runner for one run's scripts, as its world wants them to see time and chance. In a
 * world whose scripts must repeat (`World.scriptDeterminism`), each script is given the
 * clock's frozen `now()`, the clock's elapsed time and a seed of its own: the world's seed
 * and the script's number in the run, so that the scripts of one run draw different values
 * and every run of it draws the same ones. Other worlds' scripts see the real ones.
 */
export function runnerInWorld(runner: ScriptRunner, world: Pick<World, 'clock' | 'scriptDeterminism'>): ScriptRunner {
  const fixed = world.scriptDeterminism;
  if (!fixed) return runner;
  let scripts = 0;
  return {
    run(run: ScriptRun): Promise<ScriptResult> {
      scripts += 1;
      const determinism: ScriptDeterminism = { nowMs: world.clock.now().getTime(), elapsedMs: () => world.clock.elapsedMs, seed: `${fixed.seed}\n${scripts}` };
      return runner.run({ ...run, determinism });
    },
  };
}

/** A deadline that scripts must keep: its length on the run's clock, its clock signal and what it throws. */
export interface ScriptDeadline {
  /** `timeout_minutes` in the clock's milliseconds (WORLD-08: 1000 per unit in tests). */
  ms: number;
  /** Aborts when the clock sees the deadline pass. */
  signal: AbortSignal;
  /** The rejection of a script stopped because its real time ran out. */
  reason(): Error;
}

/**
 * The runner for work under a deadline (WF-07, WF-08). A script runs in real time, so
 * each one is stopped after `ms` of real time, and at once when the clock's signal
 * aborts. Needed because a virtual clock's deadline passes only when something sleeps
 * into it: a script awaiting a promise that never settles would otherwise run on until
 * the sandbox's own wall limit.
 */
export function runnerWithin(runner: ScriptRunner, deadline: ScriptDeadline): ScriptRunner {
  return {
    async run(run: ScriptRun): Promise<ScriptResult> {
      const ranOut = new AbortController();
      // A deadline past the script's own wall limit never comes first (and so long a timer would overflow).
      const timer = deadline.ms < run.limits.wallMs ? setTimeout(() => ranOut.abort(deadline.reason()), deadline.ms) : undefined;
      const signals = [ranOut.signal, deadline.signal, ...(run.signal ? [run.signal] : [])];
      try {
        return await runner.run({ ...run, signal: AbortSignal.any(signals) });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
