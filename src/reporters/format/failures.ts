/**
 * Failures first (REPORT-13, GHA-12): a case whose run stopped with an error it did not expect
 * shows the checks that name the cause, then one line for the checks that could not hold
 * because the run stopped. Pure (no Node, no DOM): the terminal, the job summary, the
 * annotations and the HTML report's page all fold a case's checks through here. The JSON
 * report keeps every check; `after_stop` marks the folded ones.
 */
import type { CoverageGap, VersionCoverage } from '../../testing/coverage/version.js';
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

/**
 * The gaps as reporters show them: those of the workflow, and those a case that stopped
 * early may have left, with one line naming the cases to fix first.
 */
export function splitGaps(coverage: Pick<VersionCoverage, 'missing'>): { own: CoverageGap[]; stopped: CoverageGap[]; line: string | null } {
  const stopped = coverage.missing.filter((gap) => gap.stopped_cases?.length);
  const own = coverage.missing.filter((gap) => !gap.stopped_cases?.length);
  if (stopped.length === 0) return { own, stopped, line: null };
  const names = [...new Set(stopped.flatMap((gap) => gap.stopped_cases ?? []))].map((name) => `"${name}"`);
  const steps = [...new Set(stopped.map((gap) => gap.step))].join(', ');
  const count = `${stopped.length} ${stopped.length === 1 ? 'outcome' : 'outcomes'}`;
  const who = names.length === 1 ? `case ${names[0]}` : `cases ${names.join(', ')}`;
  return { own, stopped, line: `+ ${count} not reached after ${who} stopped with an error (steps ${steps}): fix the run error first` };
}
