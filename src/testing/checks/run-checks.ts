/**
 * Runs every check of a case's `expect` on a finished run (EXPECT-01..EXPECT-09,
 * MOCK-21/22) and writes each as a sentence with, when it fails, what was expected
 * and what came out (REPORT-12, REPORT-13), all through the redactor (REPORT-14/15).
 * Checks come out in the order the `expect` table lists its fields.
 */
import type { ResultDocument, RunError } from '../../engine/result.js';
import type { RecordedRequest } from '../../engine/world.js';
import { callSentence, judgeCalls, neverMade } from './call-checks.js';
import { resolvePath } from './json-path.js';
import { counted, listSome, shorten } from './show.js';
import { judgeStep, stepSentence } from './step-checks.js';
import { fieldsPhrase, judgeValue } from './value-checks.js';
import type { CheckResult, Expect, Redactor, ValueCheck } from './types.js';

export interface FinishedRun {
  result: ResultDocument;
  /** Every request the run made, in order. */
  calls: readonly RecordedRequest[];
  /** How many of them had no mock (MOCK-20). */
  unmocked: number;
}

interface Verdict {
  holds: boolean;
  expected?: string;
  actual?: string;
}

function checkResult(at: string, sentence: string, verdict: Verdict, redact: Redactor): CheckResult {
  const result: CheckResult = { at, sentence: redact.hide(sentence), passed: verdict.holds };
  if (!verdict.holds) {
    result.expected = redact.hide(verdict.expected ?? '');
    result.actual = redact.hide(verdict.actual ?? '');
  }
  return result;
}

/** "http_status — The server answered 503", with "step fetch failed: " when a step failed. */
function showRunError(error: RunError, redact: Redactor): string {
  const what = shorten(redact.hide(`${error.code} — ${error.message}`));
  return error.step === null ? what : `step ${error.step} failed: ${what}`;
}

function outcomeCheck(expect: Expect, result: ResultDocument, redact: Redactor): CheckResult {
  const holds = result.outcome === expect.outcome;
  const actual = result.error ? `${result.outcome} (${showRunError(result.error, redact)})` : result.outcome;
  return checkResult('expect.outcome', `run ends with outcome ${expect.outcome}`, { holds, expected: expect.outcome, actual }, redact);
}

function failedStepCheck(step: string, result: ResultDocument, redact: Redactor): CheckResult {
  const failedAt = result.outcome === 'error' ? result.error?.step : undefined;
  const holds = failedAt === step;
  let actual: string;
  if (result.outcome !== 'error') actual = `the run did not fail (outcome ${result.outcome})`;
  else if (result.error === null) actual = 'the run failed without an error';
  else if (result.error.step === null) actual = `the run failed outside any step (${showRunError(result.error, redact)})`;
  else actual = `fails at step ${result.error.step} (${shorten(redact.hide(`${result.error.code} — ${result.error.message}`))})`;
  return checkResult('expect.failed_step', `run fails at step ${step}`, { holds, expected: `fails at step ${step}`, actual }, redact);
}

/**
 * Addresses compare as a set (EXPECT-06) and in any letter case, since mail systems
 * treat `Anna@Example.com` and `anna@example.com` as one mailbox.
 */
function addressKey(address: string): string {
  return address.trim().toLowerCase();
}

function recipientsCheck(wanted: readonly string[], result: ResultDocument, redact: Redactor): CheckResult {
  const got = new Map<string, string>();
  for (const email of result.emails) {
    for (const address of [...email.to, ...email.cc, ...email.bcc]) {
      if (!got.has(addressKey(address))) got.set(addressKey(address), address);
    }
  }
  const want = new Map<string, string>();
  for (const address of wanted) if (!want.has(addressKey(address))) want.set(addressKey(address), address);

  const missing = [...want.keys()].filter((key) => !got.has(key)).map((key) => want.get(key)!);
  const extra = [...got.keys()].filter((key) => !want.has(key)).map((key) => got.get(key)!);
  // EXPECT-05: `[]` holds only when no email went out at all, not even one without recipients.
  const holds = missing.length === 0 && extra.length === 0 && (want.size > 0 || result.emails.length === 0);

  const sentence = want.size === 0 ? 'sends no email' : `sends email to ${[...want.values()].join(', ')}`;
  const expected = want.size === 0 ? 'no email' : `email to ${[...want.values()].join(', ')}`;
  let actual: string;
  if (result.emails.length === 0) actual = 'no email was sent';
  else if (got.size === 0) actual = `${counted(result.emails.length, 'email')} without recipients`;
  else {
    const notes = [`email went to ${listSome([...got.values()], 20)}`];
    if (missing.length > 0) notes.push(`missing: ${listSome(missing, 20)}`);
    if (extra.length > 0 && want.size > 0) notes.push(`not expected: ${listSome(extra, 20)}`);
    actual = notes.join('; ');
  }
  return checkResult('expect.recipients', sentence, { holds, expected, actual }, redact);
}

function payloadChecks(payload: ValueCheck | ValueCheck[], result: ResultDocument, redact: Redactor): CheckResult[] {
  const entries: [string, ValueCheck][] = Array.isArray(payload)
    ? payload.map((check, index) => [`expect.payload[${index}]`, check])
    : [['expect.payload', payload]];
  return entries.map(([at, check]) => {
    const sentence = `payload ${check.path} ${fieldsPhrase(check, redact)}`;
    return checkResult(at, sentence, judgeValue(check.path, check, result, redact), redact);
  });
}

/**
 * REPORT-13, GHA-12: whether a failed check could not hold only because the run stopped. Only in a
 * run that ended with an error the case did not expect, and only for what the run would
 * have produced later and never did: outputs of a step that did not succeed or never ran,
 * the payload's emails and artifacts (made as the run goes) or a path with no value,
 * recipients no email went to, requests never made. The
 * outcome, the failed step and unmocked requests name the cause and are never folded.
 */
function stoppedBefore(expect: Expect, run: FinishedRun): (at: string) => boolean {
  const { result, calls } = run;
  if (result.outcome !== 'error' || expect.outcome === 'error') return () => false;
  return (at) => {
    const [, field, index] = /^expect\.(\w+)(?:\[(\d+)\])?$/.exec(at) ?? [];
    const entry = <T>(list: T | T[] | undefined): T | undefined => (Array.isArray(list) ? list[Number(index ?? 0)] : list);
    switch (field) {
      case 'step_outputs': {
        const check = entry(expect.step_outputs);
        const record = check && Object.hasOwn(result.steps, check.step) ? result.steps[check.step] : undefined;
        return check !== undefined && (record === undefined || record.result === 'skipped' || check.step === result.error?.step);
      }
      case 'payload': {
        const check = entry(expect.payload);
        if (check === undefined) return false;
        // The emails and artifacts a run makes as it goes, and a step's record, stop where the run did.
        const [, list, step] = /^\$\.(?:(emails|artifacts)\b|steps\.([A-Za-z0-9_-]+))/.exec(check.path) ?? [];
        if (list !== undefined) return true;
        if (step !== undefined) return !Object.hasOwn(result.steps, step) || result.steps[step]!.result !== 'success';
        const found = resolvePath(check.path, result);
        return found.ok && found.values.length === 0;
      }
      case 'recipients': {
        const sentTo = new Set(result.emails.flatMap((email) => [...email.to, ...email.cc, ...email.bcc].map(addressKey)));
        const wanted = (expect.recipients ?? []).map(addressKey);
        return wanted.length > 0 && [...sentTo].every((address) => wanted.includes(address));
      }
      case 'http_calls': {
        const check = entry(expect.http_calls);
        return check !== undefined && check.count !== 0 && neverMade(check, calls);
      }
      default:
        return false;
    }
  };
}

/** Marks the failed checks that could not hold because the run stopped (REPORT-13, GHA-12). */
export function markStopped(expect: Expect, run: FinishedRun, checks: CheckResult[]): CheckResult[] {
  const stopped = stoppedBefore(expect, run);
  for (const check of checks) if (!check.passed && stopped(check.at)) check.after_stop = true;
  return checks;
}

export function runChecks(expect: Expect, run: FinishedRun, redact: Redactor): CheckResult[] {
  return markStopped(expect, run, checksOf(expect, run, redact));
}

function checksOf(expect: Expect, run: FinishedRun, redact: Redactor): CheckResult[] {
  const { result, calls, unmocked } = run;
  const checks: CheckResult[] = [outcomeCheck(expect, result, redact)];
  if (expect.failed_step !== undefined) checks.push(failedStepCheck(expect.failed_step, result, redact));
  if (expect.recipients !== undefined) checks.push(recipientsCheck(expect.recipients, result, redact));
  if (expect.payload !== undefined) checks.push(...payloadChecks(expect.payload, result, redact));
  (expect.http_calls ?? []).forEach((check, index) => {
    checks.push(checkResult(`expect.http_calls[${index}]`, callSentence(check, redact), judgeCalls(check, calls, redact), redact));
  });
  (expect.step_outputs ?? []).forEach((check, index) => {
    checks.push(checkResult(`expect.step_outputs[${index}]`, stepSentence(check, redact), judgeStep(check, result, redact), redact));
  });
  // MOCK-21/MOCK-22: shown only when it fails, so passing reports list what the author wrote.
  if (unmocked > 0 && expect.no_unmocked_http !== false) {
    const verdict = { holds: false, expected: 'every request answered by a mock', actual: `${counted(unmocked, 'request')} had no mock` };
    checks.push(checkResult('expect.no_unmocked_http', 'makes no request without a mock', verdict, redact));
  }
  return checks;
}
