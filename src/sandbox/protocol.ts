/**
 * Messages between the host and a sandbox process (sandbox-child.ts). Everything a
 * script produces crosses as JSON text, so no object of either side reaches the other.
 * Types only: the child imports this with `import type`, which leaves no import behind.
 */
import type { ScriptLimits, ScriptMode } from '../engine/scripts.js';

/** The host operations a script can call, by name (ScriptHost's methods). */
export type HostOp = 'now' | 'stateGet' | 'stateSet' | 'lookup' | 'httpRequest' | 'connectionRequest';

export interface InitMessage {
  t: 'init';
  /** Source of the isolate prelude (isolate-prelude.ts). */
  prelude: string;
  /** The memory limit most scripts run with: the child readies an isolate and a context for it at once. */
  memoryMb: number;
}

export interface RunMessage {
  t: 'run';
  run: number;
  /** The script already wrapped into a function expression (shared/script-wrapper.ts). */
  code: string;
  mode: ScriptMode;
  /** JSON of `{ event, steps, vars, secrets, input }`. */
  data: string;
  limits: ScriptLimits;
  /** The deepest nesting of objects and lists a returned value may have. */
  maxDepth: number;
  /** Present when the script must repeat (a test run); absent: real clock and randomness. */
  determinism?: RunDeterminism;
}

/** What a script that must repeat sees (engine/scripts.ts ScriptDeterminism), as numbers. */
export interface RunDeterminism {
  /** `Date.now()`, `new Date()`, `Date()`. */
  nowMs: number;
  /** `performance.now()` as the script starts; each reply brings it anew. */
  elapsedMs: number;
  /** The state of the script's generator: four 32-bit words, not all zero. */
  seed: [number, number, number, number];
}

export interface ReplyMessage {
  t: 'reply';
  call: number;
  ok: boolean;
  /** JSON of the result; absent for `undefined`. */
  json?: string;
  code?: string;
  message?: string;
  /** For a script that must repeat: the run's elapsed milliseconds once the call was answered. */
  elapsedMs?: number;
}

export type HostToChild = InitMessage | RunMessage | ReplyMessage;

export interface CallMessage {
  t: 'call';
  run: number;
  call: number;
  op: HostOp;
  /** JSON of the argument list. */
  args: string;
}

export interface LogMessage {
  t: 'log';
  run: number;
  line: string;
}

/** How a run ended, as the isolate saw it. */
export type RunOutcome =
  | { kind: 'return'; json?: string }
  | { kind: 'skip'; reason: string }
  | { kind: 'error'; code: string; message: string; line?: number };

export interface DoneMessage {
  t: 'done';
  run: number;
  outcome: RunOutcome;
}

/**
 * A limit was broken. The child may be unable to stop the isolate cleanly (a V8
 * builtin that never checks for termination), so the host kills the process.
 */
export interface BreachMessage {
  t: 'breach';
  run: number;
  code: 'limit_exceeded' | 'timeout';
  message: string;
}

/** The child cannot work at all (isolated-vm failed to load). */
export interface FatalMessage {
  t: 'fatal';
  message: string;
}

export type ChildToHost = CallMessage | LogMessage | DoneMessage | BreachMessage | FatalMessage;
