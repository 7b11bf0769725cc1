/**
 * The words every reporter uses for the report's enumerations. Pure (no Node, no DOM):
 * the HTML report's page imports it too. A record per union, so a new status, skip cause
 * or outcome fails the type check until it has its words.
 */
import type { SkipCause } from '../../engine/events.js';
import type { OutcomeKind } from '../../testing/coverage/version.js';
import type { CaseStatus } from '../../testing/report.js';

/** A case's status in running text. */
export const STATUS_WORDS: Readonly<Record<CaseStatus, string>> = { passed: 'passed', failed: 'failed', invalid: 'invalid', not_run: 'not run' };

/** Why a step was skipped, after `Skipped because`. */
export const SKIP_WORDS: Readonly<Record<SkipCause, string>> = {
  condition: 'its if: was false',
  halted: 'an earlier step ended the run',
  skip_signal: 'it ended itself as skipped',
  run_deadline: "the run's timeout_minutes passed before it started",
};

/** REPORT-18: an outcome of a step, as a version's coverage names it when some case reached it. */
export const OUTCOME_WORDS: Readonly<Record<OutcomeKind, string>> = {
  runs: 'runs',
  if_true: 'if: true',
  if_false: 'if: false (skipped)',
  for_each_empty: 'for_each with zero items',
  for_each_items: 'for_each with items',
  retried: 'retried',
  continued_on_error: 'failed and the run went on',
  upstream_failure: 'an upstream failure reached it',
};

/** `Not run` from `not run`: the words at the start of a label. */
export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
