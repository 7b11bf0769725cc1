/** One case in its own closed world (WORLD-01): build the world, run, check. */
import type { Repository, Version } from '../definitions/repository.js';
import type { TriggerKind, WorkflowPlan } from '../engine/plan.js';
import type { ResultDocument } from '../engine/result.js';
import { runAction } from '../engine/run-action.js';
import { runWorkflow } from '../engine/run.js';
import { makeRedactor } from './checks.js';
import { runChecks } from './checks.js';
import type { TestCase } from '../definitions/test-list/intake.js';
import type { CaseReport, CheckReport } from './report.js';
import { sandboxRunner } from '../sandbox/runner.js';
import { configuredSignInHeaders } from '../world/sign-in.js';
import { caseWorld } from './case-world.js';
import type { Given } from './given.js';
import { stubbedPlan } from './stubs.js';

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

export async function runCase(repo: Repository, version: Version, testCase: TestCase): Promise<Omit<CaseReport, 'duration_ms'>> {
  const given = testCase.given ?? {};
  const world = caseWorld(repo.project, given);
  const trigger = { kind: (given.trigger ?? defaultTrigger(version.plan)) as TriggerKind, event: given.event ?? null, is_test: true };
  const services = { template: (name: string) => repo.template(name), scripts: sandboxRunner };
  const result = version.plan
    ? await runWorkflow(stubbedPlan(version.plan, given.stub_steps), world, { trigger, services })
    : await runAction(version.action!, given.input, world, { trigger, services });
  const redactor = makeRedactor(world.secrets.values, configuredSignInHeaders(repo.project, given.connections));
  const checks: CheckReport[] = runChecks(testCase.expect, { result, calls: world.http.calls, unmocked: world.dispatcher.unmocked }, redactor).map(
    ({ sentence, passed, expected, actual }) => ({ sentence, passed, ...(expected !== undefined ? { expected } : {}), ...(actual !== undefined ? { actual } : {}) }),
  );
  checks.push(...unstubbedCalls(result));
  return {
    name: testCase.name,
    ...(testCase.description !== undefined ? { description: testCase.description } : {}),
    ...(testCase.kind !== undefined ? { kind: testCase.kind } : {}),
    status: checks.every((c) => c.passed) ? 'passed' : 'failed',
    outcome: result.outcome,
    error: result.error ? { code: result.error.code, message: redactor.hide(result.error.message), step: result.error.step } : null,
    checks,
  };
}
