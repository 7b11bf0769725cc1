/**
 * The checks of a test case and their sentences (test-cases.md §2.7–2.12, §3).
 * The parts live in ./checks/; this module is their public face.
 */
export type { CallCheck, CheckResult, Expect, Redactor, StepCheck, ValueCheck, ValueFields } from './checks/types.js';
export { HIDDEN, makeRedactor } from './checks/redact.js';
export { runChecks, type FinishedRun } from './checks/run-checks.js';
