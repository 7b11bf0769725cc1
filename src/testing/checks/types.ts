/**
 * The `expect` part of a test case (test-cases.md §2.7–2.10) and what checking it yields.
 * Shapes are the case schema's (definitions/test-list) and arrive already validated,
 * their values too (a bad regular expression makes the case invalid before it runs).
 */
export type { Expect, StepCheck, ValueCheck, ValueFields } from '../../definitions/test-list/intake.js';
export type { HttpCallCheck as CallCheck } from '../../definitions/test-list/intake.js';

export interface CheckResult {
  /** Where in the case the check is written: 'expect.outcome', 'expect.http_calls[1]'… */
  at: string;
  /** The check as a plain-English sentence (REPORT-12), already redacted. */
  sentence: string;
  passed: boolean;
  /** Failed checks only (REPORT-13); already redacted. */
  expected?: string;
  /** Failed checks only (REPORT-13); already redacted. */
  actual?: string;
  /** Failed checks only: what it checks was never produced because the run stopped (see CheckReport). */
  after_stop?: true;
}

/** Hides dummy secret values and sign-in header values in text that is shown. */
export interface Redactor {
  hide(text: string): string;
}
