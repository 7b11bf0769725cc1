/**
 * What one case's run did that workflow coverage needs (REPORT-18), read from the case's
 * journal whatever `--trace` says, and never in the JSON report. Also the case's test
 * data that nothing used, as warnings on the case.
 */
import type { SkipCause } from '../../engine/events.js';
import type { WorkflowPlan } from '../../engine/plan.js';
import type { MockLines } from '../../definitions/test-list/intake.js';
import type { Given } from '../given.js';
import type { MockedCall } from '../http-mocks.js';
import type { CaseJournal } from '../journal/case-journal.js';

/** What a step did in one case. */
export interface StepFacts {
  result: 'success' | 'failure' | 'skipped';
  skipped?: SkipCause;
  /** Its `if:` value, when it has one and the step got that far. */
  condition?: boolean;
  /** How many items its `for_each` gave, when it got that far. */
  forEachItems?: number;
  /** It started and got past its `if:` (stubbed or not, whatever came of it). */
  reached: boolean;
  retried: boolean;
  /** It made an HTTP request (model calls included). */
  calledOut: boolean;
  /** One of its requests was answered with an error status, or timed out or failed on the network. */
  upstreamFailure: boolean;
  stubbed: boolean;
}

export interface CaseCoverageFacts {
  /** By step id, in the order decided. */
  steps: Map<string, StepFacts>;
}

/** A test-data entry of a case that no request or step used (never changes a status). */
export interface CaseWarning {
  /** Inside the case: `given.http[2]`, `given.stub_steps.notify`, `given.lookups.rates`. */
  path: string;
  message: string;
  /** Line in tests.json, when known. */
  line?: number;
}

/** Failures of an answer that come from the other system, not from the test's setup. */
const UPSTREAM_FAILURES: ReadonlySet<string> = new Set(['timeout', 'network_error']);

function isUpstreamFailure(call: MockedCall): boolean {
  return (call.status !== undefined && call.status >= 400) || (call.failure !== undefined && UPSTREAM_FAILURES.has(call.failure));
}

/** What each finished step of the case did: a projection of its journal. */
export function coverageFacts(journal: CaseJournal, stubbed: ReadonlySet<string>): CaseCoverageFacts {
  const steps = new Map<string, StepFacts>();
  for (const id of journal.finished) {
    const step = journal.steps.get(id)!;
    const reached = step.startMs !== undefined && step.condition !== false;
    // Requests that reached the mocks; one undici refused before sending never left the step.
    const calls = reached ? journal.callsOf(id).filter((call) => call.note !== undefined) : [];
    steps.set(id, {
      result: step.record!.result,
      ...(step.skipped ? { skipped: step.skipped } : {}),
      ...(step.condition !== undefined ? { condition: step.condition } : {}),
      ...(step.forEachItems !== undefined ? { forEachItems: step.forEachItems } : {}),
      reached,
      retried: step.attempts.some((attempt) => attempt.retried === true),
      calledOut: calls.length > 0,
      upstreamFailure: calls.some(isUpstreamFailure),
      stubbed: stubbed.has(id),
    });
  }
  return { steps };
}

/** REPORT-18: the mocks, model mocks, stubs and lookup tables of the case that nothing used. */
export function unusedTestData(journal: CaseJournal, lookedUp: ReadonlySet<string>, given: Given, plan: WorkflowPlan | undefined, mockLines: MockLines | undefined): CaseWarning[] {
  const used = { 'given.http': new Set<number>(), 'given.models': new Set<number>() };
  for (const call of journal.calls) {
    const list = call.note?.mock?.list;
    if (list === 'given.http' || list === 'given.models') used[list].add(call.note!.mock!.index);
  }
  const warnings: CaseWarning[] = [];
  const mockWarnings = (list: 'given.http' | 'given.models', mocks: readonly unknown[] | undefined, lines: readonly (number | undefined)[] | undefined, what: string) => {
    for (let index = 0; index < (mocks?.length ?? 0); index += 1) {
      if (used[list].has(index)) continue;
      const line = lines?.[index];
      warnings.push({ path: `${list}[${index}]`, message: `no ${what} of the case used this mock`, ...(line !== undefined ? { line } : {}) });
    }
  };
  mockWarnings('given.http', given.http, mockLines?.http, 'request');
  mockWarnings('given.models', given.models, mockLines?.models, 'model call');
  const planned = new Set((plan?.steps ?? []).map((step) => step.id));
  for (const id of Object.keys(given.stub_steps ?? {})) {
    // A stub for a step the workflow does not have is the intake's problem, not a warning.
    const attempted = (journal.steps.get(id)?.attempts.length ?? 0) > 0;
    if (planned.has(id) && !attempted) warnings.push({ path: `given.stub_steps.${id}`, message: `step ${id} never ran in this case, so its stub was not used` });
  }
  for (const table of Object.keys(given.lookups ?? {})) {
    if (!lookedUp.has(table)) warnings.push({ path: `given.lookups.${table}`, message: `no lookup('${table}', …) was read in this case` });
  }
  return warnings;
}
