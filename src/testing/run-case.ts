/** One case in its own closed world (WORLD-01): build the world, run, check; the one case runner. */
import type { RepositoryContext, Version } from '../definitions/repository.js';
import type { TriggerKind, WorkflowPlan } from '../engine/plan.js';
import type { ResultDocument } from '../engine/result.js';
import { runAction } from '../engine/run-action.js';
import { runWorkflow } from '../engine/run.js';
import { runChecks, type CheckResult, type Redactor } from './checks.js';
import type { MockLines, TestCase } from '../definitions/test-list/intake.js';
import type { CaseReport } from './report.js';
import { sandboxRunner } from '../sandbox/runner.js';
import { configuredSignInHeaders } from '../world/sign-in.js';
import { caseWorld, type CaseWorld } from './case-world.js';
import { coverageFacts, unusedTestData, type CaseCoverageFacts, type CaseWarning } from './coverage/facts.js';
import type { Given } from './given.js';
import type { CaseJournal } from './journal/case-journal.js';
import { RunJournal } from './journal/journal.js';
import { stubbedPlan } from './stubs.js';
import { holdCaseToContracts, type CaseContracts } from './contracts/case.js';
import { DEFAULT_TRACE_MODE, keepsTrace, type TraceMode } from './trace/mode.js';
import { caseRedactor } from './trace/redaction.js';
import { caseTrace } from './trace/trace.js';

export type { TestCase } from '../definitions/test-list/intake.js';

/** GIVEN-03..05: webhook if the workflow has one, else schedule, else manual. */
export function defaultTrigger(plan: WorkflowPlan | undefined): TriggerKind {
  if (!plan) return 'manual';
  if ('webhook' in plan.triggers) return 'webhook';
  if ('schedule' in plan.triggers) return 'schedule';
  return 'manual';
}

/** STUB-07: an unstubbed workflow call fails the case whatever it expected. */
function unstubbedCalls(result: ResultDocument): CheckResult[] {
  return Object.entries(result.steps)
    .filter(([, record]) => record.error?.code === 'call_not_stubbed')
    .map(([id]) => ({
      at: `given.stub_steps.${id}`,
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
  /** Lines of the case's checks in tests.json, by place (CaseEntry.checkLines). */
  checkLines?: Record<string, number>;
  /** What the case's scripts draw is seeded with (playCase's default unless given). */
  seed?: string;
}

/** The ids of the plan's steps that the case stubs. */
function stubbedIds(version: CaseSubject, given: Given): Set<string> {
  const stubs = given.stub_steps ?? {};
  return new Set((version.plan?.steps ?? []).map((step) => step.id).filter((id) => Object.hasOwn(stubs, id)));
}

/** What a case runs: a workflow version's plan, or a library action. */
export type CaseSubject = Pick<Version, 'plan' | 'action' | 'runKey'>;

/** A case played in its closed world: the run, its journal and its checks, before any report is made of them. */
export interface PlayedCase {
  world: CaseWorld;
  journal: CaseJournal;
  result: ResultDocument;
  /** What the report shows hides the case's dummy secrets and every sign-in value sent. */
  redactor: Redactor;
  /** Every check of the case, in the order written, then the unstubbed workflow calls, then the API documents' (CONTRACT-13). */
  checks: CheckResult[];
  /** What its exchanges did to the documented connections (CONTRACT-15); divergences as warnings in `warn` mode. */
  contracts: CaseContracts;
}

export interface PlayOptions {
  seed?: string;
  /** `off`: exchanges are not held to API documents (a recording's replay, which writes the case as recorded). */
  contracts?: 'off';
}

/**
 * Plays one case in its own closed world (WORLD-01): the one case runner, for the
 * harness, the replay of a recorded case and every front door.
 */
export async function playCase(
  repo: Pick<RepositoryContext, 'project' | 'template'>,
  version: CaseSubject,
  testCase: TestCase,
  options: PlayOptions = {},
): Promise<PlayedCase> {
  const given = testCase.given ?? {};
  const journal: CaseJournal = new RunJournal();
  // WORLD-19: what scripts draw is seeded by the version's run key and the case's name.
  const world = caseWorld(repo.project, given, journal, options.seed ?? `${version.runKey}\n${testCase.name}`);
  journal.follow(world);
  const trigger = { kind: (given.trigger ?? defaultTrigger(version.plan)) as TriggerKind, event: given.event ?? null, is_test: true };
  const services = { template: (name: string) => repo.template(name), scripts: sandboxRunner };
  const runOptions = { trigger, services, observe: journal.observe };
  const result = version.plan
    ? await runWorkflow(stubbedPlan(version.plan, given.stub_steps), world, runOptions)
    : await runAction(version.action!, given.input, world, runOptions);
  journal.close();
  const redactor = caseRedactor(world.secrets.values, journal.calls, configuredSignInHeaders(repo.project, given.connections));
  const checks = runChecks(testCase.expect, { result, calls: journal.calls, unmocked: world.dispatcher.unmocked }, redactor);
  checks.push(...unstubbedCalls(result));
  const contracts = holdCaseToContracts({
    contracts: options.contracts === 'off' ? new Map() : repo.project.contracts,
    mode: repo.project.contractMode,
    baseUrl: (name) => world.connection(name, 'http').base_url,
    signInHeaders: new Set(['authorization', ...configuredSignInHeaders(repo.project, given.connections).map((name) => name.toLowerCase())]),
    calls: journal.calls,
    mocks: given.http ?? [],
  });
  for (const check of contracts.checks) checks.push({ ...check, sentence: redactor.hide(check.sentence), ...(check.actual !== undefined ? { actual: redactor.hide(check.actual) } : {}) });
  for (const warning of contracts.warnings) warning.message = redactor.hide(warning.message);
  return { world, journal, result, redactor, checks, contracts };
}

/** A contract warning about a mock names the mock's line. */
function withMockLine(warning: CaseWarning, mockLines: MockLines | undefined): CaseWarning {
  const index = /^given\.http\[(\d+)\]$/.exec(warning.path)?.[1];
  const line = index === undefined ? undefined : mockLines?.http[Number(index)];
  return line === undefined ? warning : { ...warning, line };
}

/** A case's report, and for a case that ran what coverage and the contracts summary need of its run (not part of the report). */
export interface CaseRun {
  report: Omit<CaseReport, 'duration_ms'>;
  facts?: CaseCoverageFacts;
  contracts?: CaseContracts['uses'];
}

export async function runCase(repo: RepositoryContext, version: Version, testCase: TestCase, options: CaseRunOptions = {}): Promise<CaseRun> {
  const given = testCase.given ?? {};
  const { world, journal, result, redactor, checks, contracts } = await playCase(repo, version, testCase, options.seed !== undefined ? { seed: options.seed } : {});
  const traceMode = options.trace ?? DEFAULT_TRACE_MODE;
  const stubbed = stubbedIds(version, given);
  const status = checks.every((c) => c.passed) ? 'passed' : 'failed';
  const warnings = [...unusedTestData(journal, world.lookedUp, given, version.plan, options.mockLines), ...contracts.warnings.map((warning) => withMockLine(warning, options.mockLines))];
  const trace = keepsTrace(traceMode, status)
    ? caseTrace(journal, { world, stubbed, ...(version.plan ? { plan: version.plan } : {}), ...(options.mockLines ? { mockLines: options.mockLines } : {}) }, result, redactor)
    : undefined;
  const report: CaseRun['report'] = {
    name: testCase.name,
    ...(testCase.description !== undefined ? { description: testCase.description } : {}),
    ...(testCase.kind !== undefined ? { kind: testCase.kind } : {}),
    status,
    outcome: result.outcome,
    error: result.error ? { code: result.error.code, message: redactor.hide(result.error.message), step: result.error.step } : null,
    checks: checks.map(({ at, sentence, passed, expected, actual, after_stop }) => {
      // CLI-36: a failed check names its own line in tests.json, where the case writes it.
      const line = passed ? undefined : options.checkLines?.[at];
      return {
        sentence,
        passed,
        ...(expected !== undefined ? { expected } : {}),
        ...(actual !== undefined ? { actual } : {}),
        ...(line !== undefined ? { line } : {}),
        ...(after_stop ? { after_stop } : {}),
      };
    }),
    ...(trace ? { trace } : {}),
    ...(warnings.length > 0 ? { warnings } : {}),
  };
  // REPORT-18: coverage is collected for every case, whatever --trace keeps.
  return { report, facts: coverageFacts(journal, stubbed), contracts: contracts.uses };
}
