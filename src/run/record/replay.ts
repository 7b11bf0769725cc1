/**
 * The recorded case, replayed before it is written (CLI-30: it replays as recorded). The
 * value checks the recorder adds for a reviewer (a step's whole output, an email's
 * subject, a saved value) may hold what differs from run to run: a message id, a value
 * derived from the run's id. Those that do not hold in the replay are left out; the rest
 * of the case is what the run did. A case whose replay still fails is not written: it
 * would fail the first `flowgate test` (RecordRefused, saying which checks failed).
 */
import type { Repository, Version } from '../../definitions/repository.js';
import type { TestCase } from '../../definitions/test-list/intake.js';
import type { WorkflowPlan } from '../../engine/plan.js';
import type { CheckResult } from '../../testing/checks.js';
import { playCase } from '../../testing/run-case.js';
import { RecordRefused } from './append.js';

/** The case played as the harness plays it (the one case runner), its exchanges not held to API documents: a recording is written as the API answered (CONTRACT-16). */
async function replay(repo: Repository, version: Version, plan: WorkflowPlan, testCase: TestCase): Promise<CheckResult[]> {
  return (await playCase(repo, { plan, runKey: version.runKey }, testCase, { contracts: 'off' })).checks;
}

/** `expect.step_outputs[3]` → ['step_outputs', 3]. */
function checkAt(at: string): { list: string; index: number } | undefined {
  const match = /^expect\.(step_outputs|payload)\[(\d+)\]$/.exec(at);
  return match ? { list: match[1]!, index: Number(match[2]) } : undefined;
}

/** The case without the reviewer's value checks that failed in a replay. */
function withoutFailedValues(testCase: TestCase, failed: readonly CheckResult[]): TestCase {
  const expect = structuredClone(testCase.expect);
  const dropPayload = new Set<number>();
  for (const check of failed) {
    const at = checkAt(check.at);
    if (at?.list === 'step_outputs') delete expect.step_outputs?.[at.index]?.equals;
    if (at?.list === 'payload') dropPayload.add(at.index);
  }
  if (expect.payload !== undefined) {
    const kept = (Array.isArray(expect.payload) ? expect.payload : [expect.payload]).filter((_, index) => !dropPayload.has(index));
    if (kept.length) expect.payload = kept;
    else delete expect.payload;
  }
  return { ...testCase, expect };
}

/**
 * The case as it is written: replayed, its failed value checks left out, replayed again.
 * When checks still fail (something a case cannot give, such as a saved snapshot or a
 * connection that failed on the network), nothing is written: RecordRefused names them,
 * with `notes` (what the recorder could not capture) as the likely cause, for `file`.
 */
export async function settledCase(repo: Repository, version: Version, testCase: TestCase, notes: readonly string[], file: string): Promise<TestCase> {
  const plan = version.plan;
  if (!plan) return testCase;
  const first = (await replay(repo, version, plan, testCase)).filter((check) => !check.passed);
  if (!first.length) return testCase;
  const settled = withoutFailedValues(testCase, first);
  const still = (await replay(repo, version, plan, settled)).filter((check) => !check.passed);
  if (!still.length) return settled;
  const lines = [
    ...still.map((check) => `  ${check.sentence} (got ${check.actual ?? 'something else'})`),
    ...(notes.length ? ['what the recording could not capture:', ...notes.map((note) => `  ${note}`)] : []),
  ];
  throw new RecordRefused(`the recorded case was not written to ${file}: replayed as flowgate test would run it, it fails:\n${lines.join('\n')}`);
}
