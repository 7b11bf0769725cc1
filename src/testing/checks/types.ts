/**
 * The `expect` part of a test case (test-cases.md §2.7–2.10) and what checking it yields.
 * Shapes arrive already validated against the case schema; values may still be wrong
 * (a bad regular expression), which `expectProblems` reports.
 */
import type { Outcome, StepResult } from '../../engine/result.js';
import type { RequestMatch } from '../request-match.js';

/** The fields that test a value found by a path (§2.8); at least one is set (CHECK-02). */
export interface ValueFields {
  equals?: unknown;
  contains?: unknown;
  matches?: string;
  exists?: boolean;
  length?: number;
}

/** A payload check: a JSONPath into the result document plus value fields. */
export interface ValueCheck extends ValueFields {
  path: string;
}

/** An HTTP call check (§2.9): which requests count, what they carried, how many. */
export interface CallCheck extends RequestMatch {
  header_present?: string;
  header_equals?: Record<string, string>;
  count?: number;
}

/** A step check (§2.10): a step's result and a path into its outputs (default `$`). */
export interface StepCheck extends ValueFields {
  step: string;
  result?: StepResult;
  path?: string;
}

export interface Expect {
  outcome: Outcome;
  failed_step?: string;
  recipients?: string[];
  payload?: ValueCheck | ValueCheck[];
  http_calls?: CallCheck[];
  step_outputs?: StepCheck[];
  no_unmocked_http?: boolean;
}

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
}

/** Hides dummy secret values and sign-in header values in text that is shown. */
export interface Redactor {
  hide(text: string): string;
}
