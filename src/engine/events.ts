/**
 * What the engine tells its observer as a run goes: each decision it makes, in order.
 * Traces, workflow coverage and the run log are built from these; the engine itself
 * keeps nothing of them. Times are on the run's clock (`Clock.elapsedMs`: virtual in tests).
 */
import type { ErrorInfo, StepRecord } from './result.js';

/** Why a step was recorded as skipped. */
export type SkipCause =
  /** Its `if:` was false. */
  | 'condition'
  /** An earlier step failed (or skipped every later step) and the run stopped. */
  | 'halted'
  /** It ended itself as skipped (`ctx.skip`, or a result given as skipped). */
  | 'skip_signal'
  /** The run's own `timeout_minutes` passed before it started. */
  | 'run_deadline';

export type RunEvent =
  | { kind: 'step_started'; step: string; atMs: number }
  | { kind: 'condition'; step: string; value: boolean }
  | { kind: 'for_each'; step: string; items: number }
  | { kind: 'attempt_started'; step: string; attempt: number; round: number | null; atMs: number }
  | { kind: 'attempt_failed'; step: string; attempt: number; round: number | null; error: ErrorInfo; retried: boolean; atMs: number }
  | { kind: 'step_finished'; step: string; record: StepRecord; skipped?: SkipCause; atMs: number };

export type RunObserver = (event: RunEvent) => void;
