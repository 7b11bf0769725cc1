/** One case in its own closed world (WORLD-01): build the world, run, check. */
import type { RepositoryContext, Version } from '../definitions/repository.js';
import type { RunObserver } from '../engine/events.js';
import type { TriggerKind, WorkflowPlan } from '../engine/plan.js';
import type { ResultDocument } from '../engine/result.js';
import { runAction } from '../engine/run-action.js';
import { runWorkflow } from '../engine/run.js';
import { runChecks } from './checks.js';
import type { MockLines, TestCase } from '../definitions/test-list/intake.js';
import type { CaseReport, CheckReport } from './report.js';
import { sandboxRunner } from '../sandbox/runner.js';
import { configuredSignInHeaders } from '../world/sign-in.js';
import { caseWorld } from './case-world.js';
import { CoverageCollector, type CaseCoverageFacts } from './coverage/facts.js';
import type { Given } from './given.js';
import { stubbedPlan } from './stubs.js';
import { DEFAULT_TRACE_MODE, keepsTrace, type TraceMode } from './trace/mode.js';
import { caseRedactor } from './trace/redaction.js';
import { TraceRecorder } from './trace/recorder.js';

export type { TestCase } from '../definitions/test-list/intake.js';

/** GIVEN-03..05: webhook if the workflow has one, else schedule, else manual. */
export function defaultTrigger(plan: WorkflowPlan | undefined): TriggerKind {
  if (!plan) return 'manual';
  if ('webhook' in plan.triggers) return 'webhook';
  if ('schedule' in plan.triggers) return 'schedule';
  return 'manual';
}

/** STUB-07: an unstubbed workflow call fails the case whatever it expected. */
function unstubbedCalls(result: ResultDocument): CheckReport[] {
  return Object.entries(result.steps)
    .filter(([, record]) => record.error?.code === 'call_not_stubbed')
    .map(([id]) => ({
      sentence: `stubs the workflow call of step ${id}`,
      passed: false,
      expected: `given.stub_steps.${id}`,
      actual: 'call_not_stubbed: the step ran without a stub',
    }));
}

export interface CaseRunOptions {
  /** CLI-28: which cases keep their trace (default `failed`). */
  trace?: TraceMode;
  /** Lines of the case's mocks in tests.json, for the trace. */
  mockLines?: MockLines;
}

/** The ids of the plan's steps that the case stubs. */
function stubbedIds(version: Version, given: Given): Set<string> {
  const stubs = given.stub_steps ?? {};
  return new Set((version.plan?.steps ?? []).map((step) => step.id).filter((id) => Object.hasOwn(stubs, id)));
}

/** A case's report, and for a case that ran what coverage needs of its run (not part of the report). */
export interface CaseRun {
  report: Omit<CaseReport, 'duration_ms'>;
  facts?: CaseCoverageFacts;
}

export async function runCase(repo: RepositoryContext, version: Version, testCase: TestCase, options: CaseRunOptions = {}): Promise<CaseRun> {
  const given = testCase.given ?? {};
  const world = caseWorld(repo.project, given);
  const signInHeaders = configuredSignInHeaders(repo.project, given.connections);
  const traceMode = options.trace ?? DEFAULT_TRACE_MODE;
  const stubbed = stubbedIds(version, given);
  // REPORT-18: coverage is collected for every case, whatever --trace keeps.
  const coverage = new CoverageCollector(world, stubbed);
  const recorder =
    traceMode === 'off'
      ? undefined
      : new TraceRecorder({
          world,
          stubbed,
          ...(version.plan ? { plan: version.plan } : {}),
          ...(options.mockLines ? { mockLines: options.mockLines } : {}),
        });
  const trigger = { kind: (given.trigger ?? defaultTrigger(version.plan)) as TriggerKind, event: given.event ?? null, is_test: true };
  const services = { template: (name: string) => repo.template(name), scripts: sandboxRunner };
  const observe: RunObserver = recorder
    ? (event) => {
        coverage.observe(event);
        recorder.observe(event);
      }
    : coverage.observe;
  const runOptions = { trigger, services, observe };
  const result = version.plan
    ? await runWorkflow(stubbedPlan(version.plan, given.stub_steps), world, runOptions)
    : await runAction(version.action!, given.input, world, runOptions);
  const redactor = caseRedactor(world.secrets.values, world.http.calls, signInHeaders);
  const checks: CheckReport[] = runChecks(testCase.expect, { result, calls: world.http.calls, unmocked: world.dispatcher.unmocked }, redactor).map(
    ({ sentence, passed, expected, actual }) => ({ sentence, passed, ...(expected !== undefined ? { expected } : {}), ...(actual !== undefined ? { actual } : {}) }),
  );
  checks.push(...unstubbedCalls(result));
  const status = checks.every((c) => c.passed) ? 'passed' : 'failed';
  const warnings = coverage.unused(given, version.plan, options.mockLines);
  const report: CaseRun['report'] = {
    name: testCase.name,
    ...(testCase.description !== undefined ? { description: testCase.description } : {}),
    ...(testCase.kind !== undefined ? { kind: testCase.kind } : {}),
    status,
    outcome: result.outcome,
    error: result.error ? { code: result.error.code, message: redactor.hide(result.error.message), step: result.error.step } : null,
    checks,
    ...(recorder && keepsTrace(traceMode, status) ? { trace: recorder.finish(result, redactor) } : {}),
    ...(warnings.length > 0 ? { warnings } : {}),
  };
  return { report, facts: coverage.facts() };
}
