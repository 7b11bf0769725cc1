/**
 * One run of a workflow (flowgate.md §2): steps in order with `if`, `for_each`, `retry`,
 * timeouts and `continue_on_error`, producing the result document (test-cases.md §2.11).
 */
import { ExpressionRuntimeError } from '../expressions/index.js';
import { runStepBody, type StepServices } from './step.js';
import { SkipSignal, StepError, isRetryable } from './errors.js';
import type { PlannedStep, WorkflowPlan } from './plan.js';
import type { ErrorInfo, ResultDocument, RunError, StepRecord } from './result.js';
import { artifactView, createScope, type RunScope, type TriggerInput } from './scope.js';
import type { World } from './world.js';
import { DeadlineExceeded, isDeadlineExceeded } from './deadline.js';
import type { RunEvent, RunObserver, SkipCause } from './events.js';
import { runnerInWorld, runnerWithin } from './scripts.js';

export interface RunOptions {
  trigger: TriggerInput;
  services: StepServices;
  /** Told each decision of the run as it is made (traces, coverage, run logs). */
  observe?: RunObserver;
}

/** Where a step's events go: the observer with the step and the clock's time filled in. */
interface StepReport {
  step: PlannedStep;
  world: World;
  observe: RunObserver;
}

function noteAttempt(report: StepReport, attempt: number, round: number | null): void {
  report.observe({ kind: 'attempt_started', step: report.step.id, attempt, round, atMs: report.world.clock.elapsedMs });
}

const SKIPPED: StepRecord = Object.freeze({ result: 'skipped', outputs: null, error: null }) as StepRecord;

/** `timeout_minutes` on the world's clock (WORLD-08: a second in tests). */
function minutesToMs(minutes: number, world: World): number {
  return minutes * world.clock.minuteMs;
}

function asStepError(error: unknown, step: PlannedStep): StepError {
  if (error instanceof StepError) return error;
  if (error instanceof ExpressionRuntimeError) return new StepError('invalid_input', error.message);
  const detail = error instanceof Error ? error.message : String(error);
  return new StepError('internal_error', `flowgate failed inside step ${step.id}: ${detail}`);
}

function errorInfo(error: StepError): ErrorInfo {
  return { code: error.code, message: error.message };
}

/**
 * Runs `work` under a deadline of `minutes`, kept two ways: by the clock (sleeps,
 * requests) and by the scripts the work runs, which run in real time (runnerWithin).
 * Either way its passing fails the work with `onTimeout()`.
 */
async function underDeadline<T>(
  minutes: number,
  world: World,
  services: StepServices,
  work: (services: StepServices) => Promise<T>,
  onTimeout: () => StepError,
): Promise<T> {
  const ms = minutesToMs(minutes, world);
  /** Tells a script stopped by this deadline from one stopped by an enclosing one. */
  const deadline = {};
  const reason = (): Error => new DeadlineExceeded(deadline);
  try {
    return await world.clock.withDeadline(ms, (signal) => work({ ...services, scripts: runnerWithin(services.scripts, { ms, signal, reason }) }), onTimeout);
  } catch (error) {
    if (isDeadlineExceeded(error) && error.deadline === deadline) throw onTimeout();
    throw error;
  }
}

/** Runs one attempt-with-retries of the step body for the given scope (`round`: the for_each index). */
async function attempt(report: StepReport, scope: RunScope, services: StepServices, round: number | null): Promise<unknown> {
  const { step, world } = report;
  let delayMs = step.retry.delaySeconds * 1000;
  const body = (bodyServices: StepServices) => runStepBody(step, scope, world, bodyServices, round !== null);
  for (let attemptNo = 1; ; attemptNo += 1) {
    noteAttempt(report, attemptNo, round);
    try {
      if (step.timeoutMinutes === undefined) return await body(services);
      return await underDeadline(step.timeoutMinutes, world, services, body, () => new StepError('timeout', `Step ${step.id} took longer than its timeout_minutes.`));
    } catch (error) {
      const retried = error instanceof StepError && attemptNo < step.retry.maxAttempts && isRetryable(error);
      if (error instanceof StepError) {
        report.observe({ kind: 'attempt_failed', step: step.id, attempt: attemptNo, round, error: errorInfo(error), retried, atMs: world.clock.elapsedMs });
      }
      if (!retried) throw error;
      await world.clock.sleep(delayMs);
      if (step.retry.backoff === 'exponential') delayMs *= 2;
    }
  }
}

async function executeStep(report: StepReport, scope: RunScope, services: StepServices): Promise<unknown> {
  const { step } = report;
  if (!step.forEach) return attempt(report, scope, services, null);
  const items = step.forEach.evaluate(scope);
  if (!Array.isArray(items)) throw new StepError('invalid_input', `for_each of step ${step.id} must give a list.`);
  report.observe({ kind: 'for_each', step: step.id, items: items.length });
  const results: unknown[] = [];
  for (let index = 0; index < items.length; index += 1) {
    results.push(await attempt(report, { ...scope, item: items[index], index }, services, index));
  }
  return { results, count: results.length };
}

export async function runWorkflow(plan: WorkflowPlan, world: World, options: RunOptions): Promise<ResultDocument> {
  const observe: RunObserver = options.observe ?? (() => undefined);
  const steps: Record<string, StepRecord> = {};
  /**
   * Set once the run's own deadline has decided every step: a real clock cannot stop the
   * step in flight, but no later step may start and nothing it does changes the run.
   */
  let abandoned = false;
  /** Records a step's result and tells the observer. */
  const finish = (step: PlannedStep, record: StepRecord, skipped?: SkipCause): void => {
    if (abandoned) return;
    steps[step.id] = record;
    const event: RunEvent = { kind: 'step_finished', step: step.id, record, atMs: world.clock.elapsedMs };
    observe(skipped ? { ...event, skipped } : event);
  };
  const scope = createScope(world, options.trigger, steps, plan.secretNames);
  let runError: RunError | null = null;
  let halted = false;
  let current: PlannedStep | undefined;

  const fail = (step: PlannedStep, error: StepError): void => {
    finish(step, { result: 'failure', outputs: null, error: errorInfo(error) });
    if (!step.continueOnError) {
      runError = { ...errorInfo(error), step: step.id };
      halted = true;
    }
  };

  let artifactsSeen = world.artifacts.list().length;
  /** `artifacts.<name>` in later expressions sees the files a step made (ACT-07). */
  const refreshArtifacts = (): void => {
    const count = world.artifacts.list().length;
    if (count !== artifactsSeen) {
      scope.artifacts = artifactView(world);
      artifactsSeen = count;
    }
  };

  const runStep = async (step: PlannedStep, services: StepServices): Promise<void> => {
    observe({ kind: 'step_started', step: step.id, atMs: world.clock.elapsedMs });
    if (step.condition) {
      const value = step.condition.evaluate(scope);
      observe({ kind: 'condition', step: step.id, value });
      if (!value) return finish(step, SKIPPED, 'condition');
    }
    const outputs = await executeStep({ step, world, observe }, scope, services);
    finish(step, { result: 'success', outputs: outputs ?? {}, error: null });
  };

  const loop = async (services: StepServices): Promise<void> => {
    for (const step of plan.steps) {
      if (abandoned) return;
      current = step;
      if (halted) {
        finish(step, SKIPPED, 'halted');
        continue;
      }
      try {
        await runStep(step, services);
      } catch (error) {
        // An enclosing run deadline passing belongs to the run, not to this step.
        if (isDeadlineExceeded(error)) throw error;
        if (error instanceof SkipSignal) {
          finish(step, SKIPPED, 'skip_signal');
          if (error.skipsLaterSteps) halted = true;
        } else {
          fail(step, asStepError(error, step));
        }
      }
      refreshArtifacts();
    }
  };

  const services: StepServices = { ...options.services, scripts: runnerInWorld(options.services.scripts, world) };
  if (plan.timeoutMinutes === undefined) {
    await loop(services);
  } else {
    try {
      await underDeadline(plan.timeoutMinutes, world, services, loop, () => new StepError('timeout', 'The run took longer than its timeout_minutes.'));
    } catch (error) {
      if (!(error instanceof StepError) || !current) throw error;
      // WF-07: the run's own limit ends the run, continue_on_error or not.
      finish(current, { result: 'failure', outputs: null, error: errorInfo(error) });
      runError = { ...errorInfo(error), step: current.id };
      for (const step of plan.steps) if (!Object.hasOwn(steps, step.id)) finish(step, SKIPPED, 'run_deadline');
      abandoned = true;
    }
  }

  const records = Object.values(steps);
  const outcome = runError ? 'error' : records.every((record) => record.result === 'skipped') ? 'skip' : 'success';
  return {
    outcome,
    steps,
    emails: [...world.mailbox.sent],
    state: world.state.all(),
    artifacts: world.artifacts.list().map((a) => ({ name: a.name, content_type: a.content_type, size_bytes: a.size_bytes, step: a.step })),
    error: runError,
  };
}
