/** Each step's duration for the run log, from the engine's step events on the run's clock. */
import type { RunObserver } from '../engine/events.js';

export interface StepDurations {
  observe: RunObserver;
  /** Milliseconds by step id, for steps that started and finished. */
  durations: ReadonlyMap<string, number>;
}

export function stepDurations(): StepDurations {
  const started = new Map<string, number>();
  const durations = new Map<string, number>();
  const observe: RunObserver = (event) => {
    if (event.kind === 'step_started') started.set(event.step, event.atMs);
    else if (event.kind === 'step_finished') {
      const start = started.get(event.step);
      if (start !== undefined) durations.set(event.step, event.atMs - start);
    }
  };
  return { observe, durations };
}
