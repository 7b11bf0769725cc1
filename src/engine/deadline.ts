/**
 * The deadline contract of the run's clock (engine/world.ts `Clock.withDeadline`): the
 * marker a clock throws when an enclosing deadline passes, so the engine can tell a run
 * deadline from a step's own failure whatever clock the world has.
 */
import { brandError, FlowgateError } from '../shared/errors.js';

/**
 * Rejects a virtual sleep that would run past a deadline, and a script stopped at one
 * (run.ts `underDeadline`). The `withDeadline` that owns `deadline` turns it into its
 * `onTimeout()` error, every other one lets it through so that the tighter, outer
 * deadline wins.
 */
export class DeadlineExceeded extends FlowgateError {
  static {
    brandError(this, 'DeadlineExceeded');
  }

  override readonly name = 'DeadlineExceeded';
  override readonly code = 'FLOWGATE_DEADLINE_EXCEEDED';
  /** Which deadline ran out; compared by identity. */
  readonly deadline: object;
  constructor(deadline: object) {
    super('A deadline passed before the work finished.');
    this.deadline = deadline;
  }
}

export function isDeadlineExceeded(error: unknown): error is DeadlineExceeded {
  return error instanceof DeadlineExceeded;
}

