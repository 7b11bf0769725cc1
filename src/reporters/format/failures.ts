/**
 * Failures first (REPORT-13, GHA-12): a case whose run stopped with an error it did not expect
 * shows the checks that name the cause, then one line for the checks that could not hold
 * because the run stopped. Pure (no Node, no DOM): the terminal, the job summary, the
 * annotations and the HTML report's page all fold a case's checks through here. The JSON
 * report keeps every check; `after_stop` marks the folded ones.
 */
import type { CaseReport, CheckReport } from '../../testing/report.js';

export interface FoldedChecks {
  /** The failed checks to show, in the order written. */
  shown: CheckReport[];
  /** The failed checks that could not hold because the run stopped. */
  folded: CheckReport[];
  /** The fold's one line, or null when nothing is folded. */
  line: string | null;
}

/** The step the run stopped at, when its error names one. */
export function stoppedAt(c: Pick<CaseReport, 'error'>): string | null {
  const error = c.error;
  return error && 'step' in error && typeof error.step === 'string' && error.step ? error.step : null;
}

/** `+ 9 more checks could not hold because the run stopped at step fetch` */
export function foldLine(count: number, step: string | null): string {
  const where = step === null ? '' : ` at step ${step}`;
  return `+ ${count} more ${count === 1 ? 'check' : 'checks'} could not hold because the run stopped${where}`;
}

/**
 * The case's failed checks, folded. Folds only when at least one check is shown above the
 * line (the cause); a case whose every failed check is marked shows them all.
 */
export function foldChecks(c: Pick<CaseReport, 'checks' | 'error'>): FoldedChecks {
  const failed = c.checks.filter((k) => !k.passed);
  const folded = failed.filter((k) => k.after_stop === true);
  const shown = failed.filter((k) => k.after_stop !== true);
  if (folded.length === 0 || shown.length === 0 || !c.error) return { shown: failed, folded: [], line: null };
  return { shown, folded, line: foldLine(folded.length, stoppedAt(c)) };
}
