/**
 * `concurrency: { key }` in real runs (flowgate.md §2, WF-06): two runs of the same
 * workflow, environment and key never overlap. `state.set` reads and then writes, so
 * without this two simultaneous runs can see the same `previous` (STATE-07); with it
 * the later run waits until the earlier one has ended, like GitHub Actions' queueing.
 *
 * The lane (workflow, environment, SHA-256 of the key's text) has a queue in the run
 * store; the run at its head holds it, the others poll on the real clock until they
 * are at the head or their limit has passed. The queue is first come, first served:
 * events of one customer are handled in the order their runs arrived.
 *
 * A holder whose process is gone (SIGKILL, power cut) blocks no one: an entry whose
 * pid no longer exists on this machine is dropped by the next run that looks. Limits
 * of that check: a pid the system has meanwhile given to another process still counts
 * as alive, and so does an entry made on another machine (a store on a shared disk);
 * a waiter behind such an entry waits up to its limit.
 */
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleepFor } from 'node:timers/promises';
import { StepError } from '../../engine/errors.js';
import type { WorkflowPlan } from '../../engine/plan.js';
import { createScope, type TriggerInput } from '../../engine/scope.js';
import type { World } from '../../engine/world.js';
import { ExpressionRuntimeError, toText } from '../../expressions/index.js';
import type { ConcurrencyLane, QueueEntry, RunStore, StoreScope } from './run-store.js';
import { brandError, FlowgateError } from '../../shared/errors.js';

/** How long a run waits for its turn when the workflow sets no `timeout_minutes`. */
export const DEFAULT_WAIT_MINUTES = 10;
/** How often a waiting run looks at the queue again. */
export const POLL_MS = 200;

/**
 * The key's text for this run, or null when the workflow has no key or the key comes
 * out empty (null, missing field, empty text): such a run takes no lock. Evaluated
 * against the trigger scope before the first step, so only `trigger`, `vars` and
 * `secrets` mean something in it.
 */
export function concurrencyKeyText(plan: WorkflowPlan, world: World, trigger: TriggerInput): string | null {
  if (!plan.concurrencyKey) return null;
  let value: unknown;
  try {
    value = plan.concurrencyKey.evaluate(createScope(world, trigger, {}, plan.secretNames));
  } catch (error) {
    if (error instanceof ExpressionRuntimeError) throw new StepError('invalid_input', `concurrency.key: ${error.message}`);
    throw error;
  }
  const text = toText(value);
  return text === '' ? null : text;
}

export function concurrencyLane(scope: StoreScope, keyText: string): ConcurrencyLane {
  return { workflow: scope.workflow, environment: scope.environment, keyHash: createHash('sha256').update(keyText, 'utf8').digest('hex') };
}

/** `kill(pid, 0)` sends nothing; ESRCH says no such process (EPERM: it exists, owned by someone else). */
export function processIsGone(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** An entry made on this machine whose process has ended; one from elsewhere cannot be judged. */
export function entryIsGone(entry: QueueEntry): boolean {
  return entry.host === hostname() && processIsGone(entry.pid);
}

/** The run's limit ran out while another run held its lane: the run did not start. */
export class ConcurrencyWaitTimeout extends FlowgateError {
  static {
    brandError(this, 'ConcurrencyWaitTimeout');
  }

  override readonly name = 'ConcurrencyWaitTimeout';
  override readonly code = 'FLOWGATE_CONCURRENCY_WAIT_TIMEOUT';
  constructor(
    readonly waitedMs: number,
    /** Runs seen holding the lane during the wait, first seen first. */
    readonly waitedFor: readonly string[],
  ) {
    super(`waited ${Math.round(waitedMs / 1000)} s for run ${waitedFor.at(-1) ?? '(unknown)'} to end`);
  }
}

/** A run's turn in its lane: held until `release`. */
export interface ConcurrencyTurn {
  /** Time spent waiting for the turn (0 when the lane was free). */
  waitedMs: number;
  /** Runs seen holding the lane while this one waited, first seen first. */
  waitedFor: readonly string[];
  /** Holders whose process was gone when this run took their place. */
  tookOverFrom: readonly QueueEntry[];
  /** Ends the turn; the next run in the queue may start. Safe to call twice. */
  release(): void;
}

export interface TurnOptions {
  /** How long to wait at most, in milliseconds. */
  limitMs: number;
  pollMs?: number;
  /** This process and machine: what other runs check to see whether the holder is still there. */
  pid?: number;
  host?: string;
  isGone?: (entry: QueueEntry) => boolean;
  sleep?: (ms: number) => Promise<void>;
  /** Monotonic milliseconds; the wait is measured on the real clock, not the run's. */
  now?: () => number;
  /** Called once, when the run finds another holding its lane and starts to wait. */
  onWait?: (holder: QueueEntry) => void;
}

/** The limit of the wait: the workflow's `timeout_minutes`, else DEFAULT_WAIT_MINUTES. */
export function waitLimitMs(plan: WorkflowPlan): number {
  return (plan.timeoutMinutes ?? DEFAULT_WAIT_MINUTES) * 60_000;
}

/**
 * Queues the run in its lane and resolves when it is the run's turn. Throws
 * ConcurrencyWaitTimeout (after leaving the queue) when the limit passes first.
 */
export async function takeConcurrencyTurn(store: RunStore, lane: ConcurrencyLane, runId: string, options: TurnOptions): Promise<ConcurrencyTurn> {
  const now = options.now ?? (() => performance.now());
  const sleep = options.sleep ?? ((ms: number) => sleepFor(ms));
  const isGone = options.isGone ?? entryIsGone;
  const pollMs = options.pollMs ?? POLL_MS;
  const started = now();
  store.enterConcurrencyQueue(lane, { runId, pid: options.pid ?? process.pid, host: options.host ?? hostname(), queuedAt: new Date().toISOString() });
  const waitedFor: string[] = [];
  let released = false;
  const release = (): void => {
    if (released) return;
    released = true;
    store.leaveConcurrencyQueue(runId);
  };
  try {
    for (;;) {
      const answer = store.takeConcurrencyTurn(lane, runId, isGone, new Date().toISOString());
      if (answer.taken) return { waitedMs: waitedFor.length ? now() - started : 0, waitedFor, tookOverFrom: answer.tookOverFrom, release };
      const holder = answer.ahead[0]!;
      if (!waitedFor.includes(holder.runId)) {
        if (!waitedFor.length) options.onWait?.(holder);
        waitedFor.push(holder.runId);
      }
      const left = options.limitMs - (now() - started);
      if (left <= 0) throw new ConcurrencyWaitTimeout(now() - started, waitedFor);
      await sleep(Math.min(pollMs, left));
    }
  } catch (error) {
    try {
      release();
    } catch {
      // The store's close takes the entry out again; the timeout is what the run reports.
    }
    throw error;
  }
}
