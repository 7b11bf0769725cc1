/**
 * All cases of one version → its test report (test-cases.md §2.12, §3, §8; flowgate.md §5).
 */
import type { Problem } from '../definitions/problems.js';
import { formatPath } from '../definitions/problems.js';
import type { Repository, Version } from '../definitions/repository.js';
import { SourceSyntaxError, readJson, type SourceFile } from '../definitions/source.js';
import { schemaValidator } from '../definitions/schemas.js';
import { caseProblems } from './case-validity.js';
import { scanForCredentials } from './credential-scan.js';
import { evaluateMinimum, type CaseShape } from './minimum.js';
import { summarize, type CaseReport, type VersionResult } from './report.js';
import { runCase, type TestCase } from './run-case.js';
import { own } from '../shared/own.js';

export interface VersionRunOptions {
  /** SET-16: keep cases whose name contains this text (all cases when the version's name does). */
  filter?: string;
  /** LIMIT-09: real time one case may take. */
  caseTimeoutMs?: number;
  /** LIMIT-10: real time for all cases of the version. */
  budgetMs?: number;
  /** Cases of one version run side by side up to this many. */
  concurrency?: number;
}

const CASE_TIMEOUT_MS = 20_000;
const BUDGET_MS = 60_000;

interface Entry {
  index: number;
  raw: unknown;
  report?: CaseReport;
}

function readTests(version: Version, problems: Problem[]): { source?: SourceFile; list?: unknown[] } {
  const file = version.location.testsFile;
  if (file === undefined || version.testsText === undefined) return {};
  try {
    const source = readJson(file, version.testsText);
    if (!Array.isArray(source.value)) {
      problems.push({ file, line: 1, path: '', message: 'the test list must be a JSON array of cases' });
      return { source };
    }
    return { source, list: source.value };
  } catch (error) {
    if (!(error instanceof SourceSyntaxError)) throw error;
    problems.push({ file: error.file, line: error.line, col: error.col, path: '', message: `cannot read the test list: ${error.message}` });
    return {};
  }
}

/** Case fields the credential scan flagged, by case index: the report must not repeat them (SCAN-05). */
type Flagged = ReadonlyMap<number, ReadonlySet<string>>;
const NO_FLAGS: Flagged = new Map();

function caseIdentity(raw: unknown, index: number, flagged: Flagged = NO_FLAGS): Pick<CaseReport, 'name' | 'description' | 'kind'> {
  const c = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const hidden = flagged.get(index);
  return {
    name: typeof c.name === 'string' && !hidden?.has('name') ? c.name : `case ${index + 1}`,
    ...(typeof c.description === 'string' && !hidden?.has('description') ? { description: c.description } : {}),
    ...(typeof c.kind === 'string' ? { kind: c.kind } : {}),
  };
}

function notRun(raw: unknown, index: number, why: string, flagged: Flagged = NO_FLAGS): CaseReport {
  return { ...caseIdentity(raw, index, flagged), status: 'not_run', duration_ms: 0, outcome: null, error: null, checks: [], problems: [{ path: '', message: why }] };
}

async function withTimeout(work: Promise<Omit<CaseReport, 'duration_ms'>>, raw: unknown, index: number, ms: number): Promise<Omit<CaseReport, 'duration_ms'>> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Omit<CaseReport, 'duration_ms'>>((resolve) => {
    timer = setTimeout(() => {
      const error = { code: 'case_timeout', message: `The case ran longer than ${ms / 1000} s.` };
      resolve({ ...caseIdentity(raw, index), status: 'failed', outcome: null, error, checks: [{ sentence: `finishes within ${ms / 1000} s`, passed: false, expected: `${ms / 1000} s`, actual: 'still running' }] });
    }, ms);
    timer.unref();
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function testVersion(repo: Repository, version: Version, options: VersionRunOptions = {}): Promise<VersionResult> {
  const started = performance.now();
  const ranAt = new Date().toISOString();
  const problems: Problem[] = [...repo.project.problems, ...version.problems];
  const { source, list } = readTests(version, problems);
  const file = version.location.testsFile ?? '';

  const flagged = new Map<number, Set<string>>();
  if (list && source) {
    for (const finding of scanForCredentials(list)) {
      const [index, field] = finding.path;
      if (typeof index === 'number' && typeof field === 'string') flagged.set(index, (flagged.get(index) ?? new Set()).add(field));
      const at = source.position(finding.path);
      problems.push({ file, ...(at ? { line: at.line, col: at.col } : {}), path: formatPath(finding.path), message: `${finding.message} (rule ${finding.rule}); test data must be made up`, code: `credential:${finding.rule}` });
    }
  }

  const keepAll = !options.filter || version.name.includes(options.filter);
  const entries: Entry[] = (list ?? [])
    .map((raw, index) => ({ index, raw }))
    .filter(({ raw, index }) => keepAll || caseIdentity(raw, index).name.includes(options.filter!));

  const isAi = (name: string) => (own(repo.project.connections, name)?.kind ?? 'ai') === 'ai';
  // Each case is checked against the schema once: for its own status and for the minimum.
  const validate = schemaValidator('test-case');
  const schemaErrors = (list ?? []).map((raw) => (validate(raw) ? null : [...(validate.errors ?? [])]));
  const validShapes = (list ?? []).filter((_, index) => schemaErrors[index] === null) as CaseShape[];
  const runnable: { entry: Entry; testCase: TestCase }[] = [];
  for (const entry of entries) {
    if (problems.length > 0) {
      entry.report = notRun(entry.raw, entry.index, 'The version has problems, so no case ran (see problems).', flagged);
      continue;
    }
    const found = caseProblems(entry.raw, entry.index, schemaErrors[entry.index] ?? null, source!, version, isAi);
    if (found.length > 0) {
      entry.report = { ...caseIdentity(entry.raw, entry.index), status: 'invalid', duration_ms: 0, outcome: null, error: null, checks: [], problems: found };
      continue;
    }
    runnable.push({ entry, testCase: entry.raw as TestCase });
  }

  const caseTimeout = options.caseTimeoutMs ?? CASE_TIMEOUT_MS;
  const budget = options.budgetMs ?? BUDGET_MS;
  let next = 0;
  const worker = async () => {
    while (next < runnable.length) {
      const { entry, testCase } = runnable[next++]!;
      if (performance.now() - started > budget) {
        entry.report = notRun(entry.raw, entry.index, `The version's cases ran past the ${budget / 1000} s budget.`);
        continue;
      }
      const caseStart = performance.now();
      const report = await withTimeout(runCase(repo, version, testCase), entry.raw, entry.index, caseTimeout);
      entry.report = { ...report, duration_ms: Math.round(performance.now() - caseStart) };
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 4, runnable.length) }, worker));

  const cases = entries.map((entry) => {
    const report = entry.report!;
    if (report.status !== 'passed' && source) {
      const line = source.position([entry.index])?.line;
      if (line !== undefined) report.line = line;
    }
    return report;
  });
  const minimum = evaluateMinimum(
    { kind: version.kind, dir: version.location.dir, ...(version.plan ? { plan: version.plan } : {}), ...(version.action ? { action: version.action } : {}) },
    list === undefined && problems.length === 0 ? undefined : validShapes,
  );
  const summary = summarize(cases);
  return {
    kind: version.kind,
    name: version.name,
    path: version.location.dir,
    version_id: version.versionId,
    report: {
      passed: problems.length === 0 && minimum.met && cases.every((c) => c.status === 'passed'),
      summary,
      minimum,
      problems,
      cases,
      ran_at: ranAt,
      duration_ms: Math.round(performance.now() - started),
      version_id: version.versionId,
    },
  };
}
