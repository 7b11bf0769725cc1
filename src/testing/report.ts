/** The test report of a version (test-cases.md §2.12) and of a whole run (flowgate.md §7). */
import type { Problem } from '../definitions/problems.js';
import type { ErrorInfo, Outcome, RunError } from '../engine/result.js';
import type { CaseWarning } from './coverage/facts.js';
import type { VersionCoverage } from './coverage/version.js';
import type { MinimumReport } from './minimum.js';
import type { FlowgateBuild } from '../shared/build.js';
import type { CaseTrace } from './trace/types.js';
import type { VersionContracts } from './contracts/version.js';

export type CaseStatus = 'passed' | 'failed' | 'invalid' | 'not_run';

export type NotRunReason = 'filtered' | 'time_budget';

export interface CheckReport {
  sentence: string;
  passed: boolean;
  expected?: string;
  actual?: string;
  /** Line of the check in tests.json, where the check is written there (failed checks only). */
  line?: number;
  /**
   * A failed check that could not hold because the run stopped with an error the case did
   * not expect: what it checks (a later step's outputs, the payload, an email, a request)
   * was never produced. Reporters fold such checks under the run error.
   */
  after_stop?: true;
}

export interface CaseReport {
  name: string;
  description?: string;
  kind?: string;
  status: CaseStatus;
  duration_ms: number;
  outcome: Outcome | null;
  error: RunError | ErrorInfo | null;
  checks: CheckReport[];
  /** Why an invalid case is invalid, or why a case did not run. */
  problems?: CaseProblem[];
  /** TRUST-05, TRUST-09: a case that did not run because a filter left it out, or the version's time budget ran out. */
  reason?: NotRunReason;
  /** Line of the case in tests.json, for annotations (not-passed cases only). */
  line?: number;
  /** Position of the case in tests.json, from 0, that its problems' paths are inside (invalid cases only). */
  index?: number;
  /** What the run did (REPORT-17): cases that ran, as `--trace` chooses (CLI-28). */
  trace?: CaseTrace;
  /** REPORT-18: test data of the case that nothing used; never changes the status. */
  warnings?: CaseWarning[];
}

/** `path` is inside the case (`expect.payload`); line and col are in tests.json. */
export interface CaseProblem {
  path: string;
  message: string;
  line?: number;
  col?: number;
}

export interface Summary {
  total: number;
  passed: number;
  failed: number;
  invalid: number;
  not_run: number;
}

export interface TestReport {
  passed: boolean;
  summary: Summary;
  minimum: MinimumReport;
  problems: Problem[];
  cases: CaseReport[];
  ran_at: string;
  duration_ms: number;
  version_id: string;
  /** TRUST-01: the version_id and everything else the run depended on. */
  run_key: string;
  /** REPORT-18: which outcomes of the workflow's steps and branches its cases reached (workflow versions). */
  coverage?: VersionCoverage;
  /** CONTRACT-15: per documented connection, the operations exercised and never exercised, and the divergences. */
  contracts?: VersionContracts;
  /** CACHE-01: the report was not made by this run but reused from the result cache, made at `ran_at` for `run_key`. */
  cached?: { ran_at: string; run_key: string };
}

export interface VersionResult {
  kind: 'workflow' | 'action';
  name: string;
  path: string;
  version_id: string;
  run_key: string;
  report: TestReport;
}

/** TRUST-03: what made a report, and when. */
export interface RunMetadata {
  flowgate: FlowgateBuild;
  /** The commit tested: GITHUB_SHA, else the root's git HEAD; absent when neither is known. */
  commit?: string;
  ran_at: string;
  duration_ms: number;
  /** TRUST-06: the run was narrowed by a filter, so it is no gate. */
  partial?: { filter: string };
  /** TRUST-10: the run was one shard of several (a merged report has none). */
  shard?: { index: number; total: number };
}

export interface RunReport extends Partial<RunMetadata> {
  passed: boolean;
  summary: Summary;
  versions: VersionResult[];
}

export function summarize(cases: readonly { status: CaseStatus }[]): Summary {
  const summary: Summary = { total: cases.length, passed: 0, failed: 0, invalid: 0, not_run: 0 };
  for (const c of cases) summary[c.status] += 1;
  return summary;
}

export function addSummaries(summaries: readonly Summary[]): Summary {
  const total: Summary = { total: 0, passed: 0, failed: 0, invalid: 0, not_run: 0 };
  for (const s of summaries) for (const key of Object.keys(total) as (keyof Summary)[]) total[key] += s[key];
  return total;
}

/** TRUST-07: a version of a partial run whose every case that ran passed (and that has no problems). */
export function everyCaseThatRanPassed(version: VersionResult): boolean {
  const { report } = version;
  return report.problems.length === 0 && report.cases.every((c) => c.status === 'passed' || (c.status === 'not_run' && c.reason === 'filtered'));
}
