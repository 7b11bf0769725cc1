/**
 * All cases of one version → its test report (test-cases.md §2.12, §3, §8; flowgate.md §5).
 * The list is read and judged by the one test-list intake (CLI-32); this module runs what it lets run.
 */
import type { Problem } from '../definitions/problems.js';
import type { RepositoryContext, Version } from '../definitions/repository.js';
import { blockingProblems, countingCases, intakeOf, pathInCase, statusBeforeRun, type CaseEntry, type TestCase } from '../definitions/test-list/intake.js';
import { evaluateMinimum } from './minimum.js';
import { summarize, type CaseProblem, type CaseReport, type NotRunReason, type VersionResult } from './report.js';
import { versionCoverage, type CoveredCase } from './coverage/version.js';
import { runCase, type CaseRun } from './run-case.js';
import type { TraceMode } from './trace/mode.js';
import { mapSideBySide, type CaseSlots } from './side-by-side.js';
import type { ConnectionUse } from './contracts/case.js';
import { versionContracts } from './contracts/version.js';
import { boundConnections } from '../definitions/run-key.js';

export interface VersionRunOptions {
  /** SET-16: keep cases whose name contains this text (all cases when the version's name does). */
  filter?: string;
  /** LIMIT-09: real time one case may take. */
  caseTimeoutMs?: number;
  /** LIMIT-10: real time for all cases of the version. */
  budgetMs?: number;
  /** Cases of one version run side by side up to this many. */
  concurrency?: number;
  /** Shared by versions that run side by side: how many cases of all of them run at once. */
  caseSlots?: CaseSlots;
  /** CLI-28: which cases carry a trace (default `failed`). */
  trace?: TraceMode;
  /** CLI-29: a workflow version whose coverage is below this many percent does not pass. */
  minCoverage?: number;
}

/** Cases of one version run side by side up to this many, unless told otherwise. */
export const CASES_AT_ONCE = 4;
const CASE_TIMEOUT_MS = 20_000;
const BUDGET_MS = 60_000;

type CaseIdentity = Pick<CaseReport, 'name' | 'description' | 'kind'>;

function identityOf(entry: CaseEntry): CaseIdentity {
  return { name: entry.name, ...(entry.description !== undefined ? { description: entry.description } : {}), ...(entry.kind !== undefined ? { kind: entry.kind } : {}) };
}

function notRun(entry: CaseEntry, why: string, reason?: NotRunReason): CaseReport {
  return { ...identityOf(entry), status: 'not_run', duration_ms: 0, outcome: null, error: null, checks: [], problems: [{ path: '', message: why }], ...(reason ? { reason } : {}) };
}

function invalid(entry: CaseEntry): CaseReport {
  const problems = entry.problems.map((problem): CaseProblem => ({
    path: pathInCase(entry, problem),
    message: problem.message,
    ...(problem.line !== undefined ? { line: problem.line } : {}),
    ...(problem.col !== undefined ? { col: problem.col } : {}),
  }));
  return { ...identityOf(entry), status: 'invalid', duration_ms: 0, outcome: null, error: null, checks: [], problems, index: entry.index };
}

async function withTimeout(work: Promise<CaseRun>, entry: CaseEntry, ms: number): Promise<CaseRun> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CaseRun>((resolve) => {
    timer = setTimeout(() => {
      const error = { code: 'case_timeout', message: `The case ran longer than ${ms / 1000} s.` };
      const checks = [{ sentence: `finishes within ${ms / 1000} s`, passed: false, expected: `${ms / 1000} s`, actual: 'still running' }];
      resolve({ report: { ...identityOf(entry), status: 'failed', outcome: null, error, checks } });
    }, ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A warning without a line of its own points at its case. */
function withWarningLines(report: CaseRun['report'], entry: CaseEntry): CaseRun['report'] {
  if (!report.warnings || entry.line === undefined) return report;
  return { ...report, warnings: report.warnings.map((warning) => ({ ...warning, line: warning.line ?? entry.line })) };
}

interface Slot {
  entry: CaseEntry;
  report?: CaseReport;
  /** What its run did, for coverage (a case that ran to its end). */
  covered?: CoveredCase;
  /** What its exchanges did to documented connections. */
  contracts?: ReadonlyMap<string, ConnectionUse>;
}

export async function testVersion(repo: RepositoryContext, version: Version, options: VersionRunOptions = {}): Promise<VersionResult> {
  const started = performance.now();
  const ranAt = new Date().toISOString();
  const intake = intakeOf(version, repo.project);
  const problems: Problem[] = blockingProblems(repo.project, version, intake);

  const keepAll = !options.filter || version.name.includes(options.filter);
  const slots: Slot[] = (intake?.cases ?? []).map((entry) => ({ entry }));
  const runnable: { slot: Slot; testCase: TestCase }[] = [];
  for (const slot of slots) {
    const status = statusBeforeRun(slot.entry, problems.length > 0);
    // TRUST-05: a case the filter leaves out is in the report, not run, and the version does not pass.
    if (!keepAll && !slot.entry.name.includes(options.filter!)) slot.report = notRun(slot.entry, `The filter ${JSON.stringify(options.filter)} left this case out.`, 'filtered');
    else if (status === 'not_run') slot.report = notRun(slot.entry, 'The version has problems, so no case ran (see problems).');
    else if (status === 'invalid') slot.report = invalid(slot.entry);
    else runnable.push({ slot, testCase: slot.entry.testCase! });
  }

  const caseTimeout = options.caseTimeoutMs ?? CASE_TIMEOUT_MS;
  const budget = options.budgetMs ?? BUDGET_MS;
  await mapSideBySide(runnable, options.concurrency ?? CASES_AT_ONCE, async ({ slot, testCase }) => {
    await options.caseSlots?.take();
    try {
      if (performance.now() - started > budget) {
        slot.report = notRun(slot.entry, `The version's cases ran past the ${budget / 1000} s budget.`, 'time_budget');
        return;
      }
      const caseStart = performance.now();
      const caseOptions = { ...(options.trace ? { trace: options.trace } : {}), ...(slot.entry.mockLines ? { mockLines: slot.entry.mockLines } : {}), ...(slot.entry.checkLines ? { checkLines: slot.entry.checkLines } : {}) };
      const { report, facts, contracts } = await withTimeout(runCase(repo, version, testCase, caseOptions), slot.entry, caseTimeout);
      slot.report = { ...withWarningLines(report, slot.entry), duration_ms: Math.round(performance.now() - caseStart) };
      // A run stopped by an error its case did not expect leaves gaps that are the case's, not the workflow's.
      const stopped = report.status === 'failed' && report.outcome === 'error' && testCase.expect.outcome !== 'error';
      if (facts) slot.covered = { name: report.name, facts, ...(stopped ? { stopped } : {}) };
      if (contracts) slot.contracts = contracts;
    } finally {
      options.caseSlots?.give();
    }
  });

  const cases = slots.map(({ entry, report }) => {
    if (report!.status !== 'passed' && entry.line !== undefined) report!.line = entry.line;
    return report!;
  });
  // No list at all is "add tests.json"; a list with problems or none that can be read counts no case.
  const counted = intake ? countingCases(intake).map((entry) => entry.testCase) : problems.length === 0 ? undefined : [];
  const minimum = evaluateMinimum(
    { kind: version.kind, dir: version.location.dir, ...(version.plan ? { plan: version.plan } : {}), ...(version.action ? { action: version.action } : {}) },
    counted,
  );
  const summary = summarize(cases);
  // REPORT-18: in list order, whichever case finished first.
  const covered = slots.flatMap(({ covered: one }) => (one ? [one] : []));
  const coverage = version.plan ? versionCoverage(version.plan, version.location.definitionFile, covered, options.minCoverage) : undefined;
  const contracts = versionContracts(repo.project.contracts, boundConnections(version), slots.flatMap(({ contracts: uses }) => (uses ? [uses] : [])));
  return {
    kind: version.kind,
    name: version.name,
    path: version.location.dir,
    version_id: version.versionId,
    run_key: version.runKey,
    report: {
      passed: problems.length === 0 && minimum.met && cases.every((c) => c.status === 'passed') && coverage?.minimum?.met !== false,
      summary,
      minimum,
      problems,
      cases,
      ran_at: ranAt,
      duration_ms: Math.round(performance.now() - started),
      version_id: version.versionId,
      run_key: version.runKey,
      ...(coverage ? { coverage } : {}),
      ...(contracts ? { contracts } : {}),
    },
  };
}
