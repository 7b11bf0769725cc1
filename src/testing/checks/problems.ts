/**
 * What makes a case's `expect` itself wrong, so the case is `invalid` rather than
 * failed (STATUS-04, SET-04, EXPECT-03, CHECK-02). Messages name the field and never
 * repeat the case's values.
 */
import { patternProblem } from './pattern.js';
import { setFields } from './value-checks.js';
import type { Expect, StepCheck, ValueCheck, ValueFields } from './types.js';

export interface ExpectProblem {
  path: string;
  message: string;
}

const FIELD_LIST = 'equals, contains, matches, exists or length';

function isCount(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** EXPECT-10: recipients (even `[]`, a check that no email went out) or a non-empty list of checks. */
export function checksSomethingConcrete(expect: Expect): boolean {
  const payload = expect.payload;
  return (
    Array.isArray(expect.recipients) ||
    (payload !== undefined && (!Array.isArray(payload) || payload.length > 0)) ||
    (expect.http_calls?.length ?? 0) > 0 ||
    (expect.step_outputs?.length ?? 0) > 0
  );
}

function valueFieldProblems(at: string, fields: ValueFields): ExpectProblem[] {
  const problems: ExpectProblem[] = [];
  if (fields.matches !== undefined) {
    const problem = typeof fields.matches === 'string' ? patternProblem(fields.matches) : 'must be text';
    if (problem !== undefined) problems.push({ path: `${at}.matches`, message: `is not a valid regular expression: ${problem}` });
  }
  if (fields.length !== undefined && !isCount(fields.length)) {
    problems.push({ path: `${at}.length`, message: 'must be a whole number, 0 or more' });
  }
  return problems;
}

function payloadProblems(payload: ValueCheck | ValueCheck[]): ExpectProblem[] {
  const entries: [string, ValueCheck][] = Array.isArray(payload)
    ? payload.map((check, index) => [`expect.payload[${index}]`, check])
    : [['expect.payload', payload]];
  return entries.flatMap(([at, check]) => {
    const problems = valueFieldProblems(at, check);
    // CHECK-02
    if (setFields(check).length === 0) problems.push({ path: at, message: `needs at least one of ${FIELD_LIST} besides path` });
    return problems;
  });
}

function stepProblems(checks: StepCheck[]): ExpectProblem[] {
  return checks.flatMap((check, index) => {
    const at = `expect.step_outputs[${index}]`;
    const problems = valueFieldProblems(at, check);
    if (check.path !== undefined && setFields(check).length === 0) {
      problems.push({ path: `${at}.path`, message: `needs at least one of ${FIELD_LIST} to check at the path` });
    }
    return problems;
  });
}

export function expectProblems(expect: Expect): ExpectProblem[] {
  const problems: ExpectProblem[] = [];
  // EXPECT-03
  if (expect.failed_step !== undefined && expect.outcome !== 'error') {
    problems.push({ path: 'expect.failed_step', message: 'is allowed only with outcome error' });
  }
  // SET-04 / EXPECT-10
  if (expect.outcome === 'success' && !checksSomethingConcrete(expect)) {
    problems.push({
      path: 'expect',
      message: 'a case that expects success must check something concrete: add recipients, payload, http_calls or step_outputs',
    });
  }
  if (expect.payload !== undefined) problems.push(...payloadProblems(expect.payload));
  (expect.http_calls ?? []).forEach((check, index) => {
    if (check.count !== undefined && !isCount(check.count)) {
      problems.push({ path: `expect.http_calls[${index}].count`, message: 'must be a whole number, 0 or more' });
    }
  });
  problems.push(...stepProblems(expect.step_outputs ?? []));
  return problems;
}
