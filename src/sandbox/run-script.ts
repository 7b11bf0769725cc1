/**
 * Runs one script in the sandbox and turns its outcome into a ScriptResult or a
 * StepError (CTX-24, CTX-25, CTX-28..31, TRANSFORM-02, TRANSFORM-03, TRANSFORM-06).
 */
import { createHash } from 'node:crypto';
import { StepError } from '../engine/errors.js';
import { isErrorCode } from '../engine/error-codes.js';
import { callHostOperation, parseScriptJson } from './host-bridge.js';
import { SandboxPool, type PoolOutcome, type RunHandlers, type SandboxKind } from './sandbox-pool.js';
import type { RunDeterminism } from './protocol.js';
import { wrapScript } from '../shared/script-wrapper.js';
import { MAX_JSON_DEPTH } from '../shared/json-strict.js';
import type { ScriptDeterminism, ScriptLimits, ScriptMode, ScriptResult, ScriptRun } from '../engine/scripts.js';

/** Used when the project's `limits` say nothing (LIMIT-11). */
export const DEFAULT_SCRIPT_LIMITS: Readonly<ScriptLimits> = Object.freeze({ memoryMb: 64, cpuMs: 1000, wallMs: 20_000 });

/** isolated-vm refuses heaps under 8 MB. */
const MIN_MEMORY_MB = 8;
const MESSAGE_MAX = 500;
/** Shorter secret values are too likely to occur by chance to be worth hiding. */
const MIN_REDACTED_SECRET = 4;
const MODES: readonly ScriptMode[] = ['step', 'action', 'transform'];

/** What a script that returns nothing produces, by mode (flowgate.md §4). */
const NOTHING_RETURNED: Record<ScriptMode, () => unknown> = {
  step: () => ({}),
  action: () => null,
  transform: () => null,
};

let defaultPool: SandboxPool | undefined;
let processShare: number | undefined;

/**
 * isolated-vm asks for Node's `--no-node-snapshot`; the sandbox processes are ours to
 * start, so they get it whatever flags the host (a GitHub Action, say) was started with.
 */
const SANDBOX_NODE_ARGS = ['--no-node-snapshot'];

function pool(): SandboxPool {
  defaultPool ??= new SandboxPool({ nodeArgs: SANDBOX_NODE_ARGS, memoryMb: DEFAULT_SCRIPT_LIMITS.memoryMb, ...(processShare !== undefined ? { maxProcesses: processShare } : {}) });
  return defaultPool;
}

/**
 * How many sandbox processes this thread may run at once: each of N worker threads takes
 * its share of what one process would run, so N workers do not start N times as many.
 */
export function shareSandbox(maxProcesses: number): void {
  processShare = Math.max(1, Math.floor(maxProcesses));
}

/** What one thread alone runs at most (the pool's default). */
export { defaultMaxProcesses } from './sandbox-pool.js';

export function runScript(run: ScriptRun): Promise<ScriptResult> {
  return runScriptIn(pool(), run);
}

/**
 * Starts a sandbox process ahead of the first script, so its start-up overlaps other work
 * (a test run reading definitions: `repeatable`, for scripts that must repeat). An idle
 * process never keeps the host alive.
 */
export function prestartSandbox(kind: SandboxKind): void {
  pool().prestart(kind);
}

/** Ends the idle sandbox processes; the next script starts new ones. */
export async function closeSandbox(): Promise<void> {
  const pool = defaultPool;
  defaultPool = undefined;
  await pool?.close();
}

export async function runScriptIn(pool: SandboxPool, run: ScriptRun): Promise<ScriptResult> {
  if (!MODES.includes(run.mode)) throw new StepError('invalid_input', `unknown script mode \`${String(run.mode)}\``);
  if (typeof run.code !== 'string') throw new StepError('invalid_input', 'the script must be text');
  // TRANSFORM-06: such a step fails without running, whatever the save-time checks said.
  if (run.mode === 'transform' && run.code.includes('${{')) {
    throw new StepError('script_expression', 'a transform script cannot contain `${{ }}`; pass the value in through `input`');
  }
  const { determinism } = run;
  const handlers: RunHandlers = {
    call: (op, argsJson) => callHostOperation(run.host, op, argsJson),
    log: (line) => run.host.log(line),
  };
  // A call may have waited on the run's clock (a mock's delay): the answer brings performance.now() along.
  if (determinism) handlers.call = async (op, argsJson) => ({ ...(await callHostOperation(run.host, op, argsJson)), elapsedMs: determinism.elapsedMs() });
  const outcome = await pool.run(
    {
      code: wrapScript(run.code, run.mode),
      mode: run.mode,
      data: dataJson(run),
      limits: normaliseLimits(run.limits),
      maxDepth: MAX_JSON_DEPTH,
      ...(determinism ? { determinism: runDeterminism(determinism) } : {}),
    },
    handlers,
    run.signal,
  );
  return toResult(outcome, run);
}

/** The seed text hashed into the generator's state (SHA-256, its first 16 bytes as four little-endian words). */
function runDeterminism(determinism: ScriptDeterminism): RunDeterminism {
  const digest = createHash('sha256').update(determinism.seed, 'utf8').digest();
  const seed: RunDeterminism['seed'] = [digest.readUInt32LE(0), digest.readUInt32LE(4), digest.readUInt32LE(8), digest.readUInt32LE(12)];
  // xoshiro128** never leaves the all-zero state; SHA-256 gives it with odds of 2^-128.
  if (seed.every((word) => word === 0)) seed[0] = 1;
  return { nowMs: determinism.nowMs, elapsedMs: determinism.elapsedMs(), seed };
}

function dataJson(run: ScriptRun): string {
  const { event, steps, vars, secrets, input } = run.data;
  try {
    return JSON.stringify({ event, steps, vars, secrets, input });
  } catch {
    throw new StepError('invalid_input', 'the data given to the script cannot be copied as JSON');
  }
}

function normaliseLimits(limits: ScriptLimits | undefined): ScriptLimits {
  const pick = (value: number | undefined, fallback: number, min: number): number =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.max(min, Math.ceil(value)) : fallback;
  return {
    memoryMb: pick(limits?.memoryMb, DEFAULT_SCRIPT_LIMITS.memoryMb, MIN_MEMORY_MB),
    cpuMs: pick(limits?.cpuMs, DEFAULT_SCRIPT_LIMITS.cpuMs, 1),
    wallMs: pick(limits?.wallMs, DEFAULT_SCRIPT_LIMITS.wallMs, 1),
  };
}

function toResult(outcome: PoolOutcome, run: ScriptRun): ScriptResult {
  switch (outcome.kind) {
    case 'return': {
      const value = outcome.json === undefined ? undefined : parseScriptJson(outcome.json, 'the returned value');
      return { kind: 'return', value: value === undefined || value === null ? NOTHING_RETURNED[run.mode]() : value };
    }
    case 'skip':
      return { kind: 'skip', reason: safeMessage(outcome.reason, run) };
    case 'error': {
      const where = outcome.line === undefined ? '' : `line ${outcome.line}: `;
      // The code arrives from the sandbox process as text; only a catalogued one is passed on.
      const code = isErrorCode(outcome.code) ? outcome.code : 'script_error';
      throw new StepError(code, safeMessage(where + outcome.message, run));
    }
    case 'breach':
      throw new StepError(outcome.code, outcome.message);
    case 'stopped':
      throw stopReason(run.signal);
  }
}

/** Why the caller stopped the run: its signal's reason, which the engine gave (a deadline's). */
function stopReason(signal: AbortSignal | undefined): unknown {
  const reason: unknown = signal?.reason;
  return reason instanceof Error ? reason : new StepError('timeout', 'the script was stopped before it finished');
}

/** ERR-02: a script's own message may quote a secret it was given; hide those values. */
function safeMessage(message: string, run: ScriptRun): string {
  let safe = message;
  for (const secret of secretValues(run.data.secrets)) safe = safe.split(secret).join('***');
  return safe.length > MESSAGE_MAX ? `${safe.slice(0, MESSAGE_MAX)}…` : safe;
}

function secretValues(secrets: unknown): string[] {
  if (typeof secrets !== 'object' || secrets === null) return [];
  return Object.values(secrets)
    .filter((value): value is string => typeof value === 'string' && value.length >= MIN_REDACTED_SECRET)
    .sort((a, b) => b.length - a.length);
}
