/**
 * What makes a case's `expect` itself wrong, so the case is `invalid` rather than
 * failed (STATUS-04, SET-04, EXPECT-03, CHECK-02, CHECK-15). The case has passed the case schema;
 * these are the rules the schema cannot say. Messages name the field and never repeat
 * the case's values.
 */
import type { CaseRuleProblem } from './case-rule.js';
import { checkPathProblem } from './check-path.js';
import { patternProblem } from './pattern.js';
import type { Expect, StepCheck, ValueCheck } from './test-case.generated.js';

/** The fields that test a value found by a path (test-cases.md §2.8). */
export const VALUE_FIELDS = ['equals', 'contains', 'matches', 'exists', 'length'] as const;
export type ValueFields = Pick<ValueCheck, (typeof VALUE_FIELDS)[number]>;

const FIELD_LIST = `${VALUE_FIELDS.slice(0, -1).join(', ')} or ${VALUE_FIELDS.at(-1)}`;

function isCount(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** CHECK-02: at least one of the value fields is set. */
export function hasValueField(fields: ValueFields): boolean {
  return VALUE_FIELDS.some((field) => fields[field] !== undefined);
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

function valueFieldProblems(at: readonly (string | number)[], fields: ValueFields & { path?: string }): CaseRuleProblem[] {
  const problems: CaseRuleProblem[] = [];
  // CHECK-15
  const pathProblem = fields.path === undefined ? undefined : checkPathProblem(fields.path);
  if (pathProblem !== undefined) problems.push({ at: [...at, 'path'], message: pathProblem });
  if (fields.matches !== undefined) {
    const problem = typeof fields.matches === 'string' ? patternProblem(fields.matches) : 'must be text';
    if (problem !== undefined) problems.push({ at: [...at, 'matches'], message: `is not a valid regular expression: ${problem}` });
  }
  if (fields.length !== undefined && !isCount(fields.length)) {
    problems.push({ at: [...at, 'length'], message: 'must be a whole number, 0 or more' });
  }
  return problems;
}

function payloadProblems(payload: ValueCheck | ValueCheck[]): CaseRuleProblem[] {
  const entries: [(string | number)[], ValueCheck][] = Array.isArray(payload)
    ? payload.map((check, index) => [['expect', 'payload', index], check])
    : [[['expect', 'payload'], payload]];
  return entries.flatMap(([at, check]) => {
    const problems = valueFieldProblems(at, check);
    // CHECK-02
    if (!hasValueField(check)) problems.push({ at, message: `needs at least one of ${FIELD_LIST} besides path` });
    return problems;
  });
}

function stepProblems(checks: StepCheck[]): CaseRuleProblem[] {
  return checks.flatMap((check, index) => {
    const at = ['expect', 'step_outputs', index];
    const problems = valueFieldProblems(at, check);
    if (check.path !== undefined && !hasValueField(check)) {
      problems.push({ at: [...at, 'path'], message: `needs at least one of ${FIELD_LIST} to check at the path` });
    }
    return problems;
  });
}

export function expectProblems(expect: Expect): CaseRuleProblem[] {
  const problems: CaseRuleProblem[] = [];
  // EXPECT-03
  if (expect.failed_step !== undefined && expect.outcome !== 'error') {
    problems.push({ at: ['expect', 'failed_step'], message: 'is allowed only with outcome error' });
  }
  // SET-04 / EXPECT-10
  if (expect.outcome === 'success' && !checksSomethingConcrete(expect)) {
    problems.push({
      at: ['expect'],
      message: 'a case that expects success must check something concrete: add recipients, payload, http_calls or step_outputs',
    });
  }
  if (expect.payload !== undefined) problems.push(...payloadProblems(expect.payload));
  (expect.http_calls ?? []).forEach((check, index) => {
    if (check.count !== undefined && !isCount(check.count)) {
      problems.push({ at: ['expect', 'http_calls', index, 'count'], message: 'must be a whole number, 0 or more' });
    }
  });
  problems.push(...stepProblems(expect.step_outputs ?? []));
  return problems;
}
