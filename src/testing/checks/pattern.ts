/**
 * `matches` patterns (CHECK-09, CHECK-10, STATUS-04). A pattern comes from the case
 * author and the text from the run, so a pattern with catastrophic backtracking could
 * hang the harness: the test runs under a time limit in a separate V8 context, whose
 * watchdog can stop a regular expression mid-match.
 */
import vm from 'node:vm';
import { patternProblem } from '../../definitions/test-list/pattern.js';

export const PATTERN_TIME_LIMIT_MS = 1000;

export type PatternVerdict = { ok: true; holds: boolean } | { ok: false; why: string };

let sandbox: vm.Context | undefined;
const SEARCH = new vm.Script('pattern.test(subject)');

/** A search anywhere in the text (CHECK-10): no flags, `^…$` anchors a full match. */
export function searchText(pattern: string, subject: string): PatternVerdict {
  const problem = patternProblem(pattern);
  if (problem !== undefined) return { ok: false, why: `the pattern is not a valid regular expression (${problem})` };
  sandbox ??= vm.createContext({});
  sandbox.pattern = new RegExp(pattern);
  sandbox.subject = subject;
  try {
    return { ok: true, holds: SEARCH.runInContext(sandbox, { timeout: PATTERN_TIME_LIMIT_MS }) === true };
  } catch {
    return { ok: false, why: `the pattern took longer than ${PATTERN_TIME_LIMIT_MS} ms to test` };
  } finally {
    sandbox.pattern = undefined;
    sandbox.subject = undefined;
  }
}
