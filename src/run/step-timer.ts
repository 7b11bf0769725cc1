/**
 * Each step's duration for the run log, without reaching into the engine: the plan
 * handed to `runWorkflow` has a `steps` list whose iterator notes the time a step is
 * handed out and the time the engine asks for the next one. The engine walks
 * `plan.steps` once in order, one step at a time; only that first walk is timed (after
 * a run timeout it walks again to mark the rest skipped).
 */
import type { PlannedStep, WorkflowPlan } from '../engine/plan.js';

export interface TimedPlan {
  plan: WorkflowPlan;
  /** Milliseconds by step id, for steps the engine finished with. */
  durations: ReadonlyMap<string, number>;
}

export function timePlan(plan: WorkflowPlan, now: () => number = () => performance.now()): TimedPlan {
  const durations = new Map<string, number>();
  const original = plan.steps;
  const steps: PlannedStep[] = [...original];
  let walked = false;
  Object.defineProperty(steps, Symbol.iterator, {
    value: function* timedWalk(): Generator<PlannedStep> {
      if (walked) {
        yield* original;
        return;
      }
      walked = true;
      for (const step of original) {
        const started = now();
        yield step;
        durations.set(step.id, now() - started);
      }
    },
  });
  return { plan: { ...plan, steps }, durations };
}
