/**
 * Step checks (§2.10, STEPCHK-01..04): a step's result and a path into its outputs.
 * A check naming only the step holds when the run recorded that step.
 */
import type { ResultDocument, StepRecord, StepResult } from '../../engine/result.js';
import { fieldsPhrase, judgeValue, setFields } from './value-checks.js';
import { listSome, shorten } from './show.js';
import type { Redactor, StepCheck } from './types.js';

const RESULT_PHRASES: Readonly<Record<StepResult, string>> = {
  success: 'succeeds',
  failure: 'fails',
  skipped: 'is skipped',
};

const DEFAULT_PATH = '$';

function outputPhrase(check: StepCheck, redact: Redactor): string | undefined {
  if (setFields(check).length === 0) return undefined;
  return `output ${check.path ?? DEFAULT_PATH} ${fieldsPhrase(check, redact)}`;
}

/** What the check asks of the step: "succeeds and output $.x equals 3". */
function demands(check: StepCheck, redact: Redactor): string {
  const parts: string[] = [];
  if (check.result !== undefined) parts.push(RESULT_PHRASES[check.result]);
  const output = outputPhrase(check, redact);
  if (output !== undefined) parts.push(output);
  if (parts.length === 0) parts.push('is in the run');
  return parts.join(' and ');
}

export function stepSentence(check: StepCheck, redact: Redactor): string {
  return `step ${check.step} ${demands(check, redact)}`;
}

/** "failure (http_status — The server answered 503)" */
function showResult(record: StepRecord, redact: Redactor): string {
  if (record.error === null || record.error === undefined) return record.result;
  return `${record.result} (${shorten(redact.hide(`${record.error.code} — ${record.error.message}`))})`;
}

export interface StepVerdict {
  holds: boolean;
  expected?: string;
  actual?: string;
}

export function judgeStep(check: StepCheck, document: ResultDocument, redact: Redactor): StepVerdict {
  const record = Object.hasOwn(document.steps, check.step) ? document.steps[check.step] : undefined;
  if (record === undefined) {
    const known = Object.keys(document.steps);
    const actual = known.length === 0 ? `no step ${check.step} in the run; it has no steps` : `no step ${check.step} in the run; its steps: ${listSome(known)}`;
    return { holds: false, expected: demands(check, redact), actual: shorten(redact.hide(actual)) };
  }
  const expected: string[] = [];
  const actual: string[] = [];
  if (check.result !== undefined && record.result !== check.result) {
    expected.push(RESULT_PHRASES[check.result]);
    actual.push(showResult(record, redact));
  }
  if (setFields(check).length > 0) {
    const value = judgeValue(check.path ?? DEFAULT_PATH, check, record.outputs, redact);
    if (!value.holds) {
      expected.push(`output ${check.path ?? DEFAULT_PATH}: ${value.expected ?? ''}`.trimEnd());
      actual.push(`output ${check.path ?? DEFAULT_PATH}: ${value.actual ?? ''}`.trimEnd());
    }
  }
  if (expected.length === 0) return { holds: true };
  return { holds: false, expected: expected.join(' and '), actual: actual.join('; ') };
}
