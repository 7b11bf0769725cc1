/**
 * The one intake of a test list (tests.json): read with positions, checked and typed
 * once, for `flowgate test`, `flowgate validate` and every MCP tool alike, so they all
 * report the same problems and case statuses (CLI-32).
 *
 * The list as a whole can be unreadable, not an array, or hold credential-like values
 * (SCAN-01..05): those are problems of the list, and no case runs while there is one.
 * Each case is then held against the case schema (STATUS-05), and a case that passes it
 * against the rules the schema cannot say: its `expect` (STATUS-04, SET-04), its
 * artifact sizes (LIMIT-07, LIMIT-08) and, when the list's version is known, its stubs
 * and model mocks (MODEL-17, MODEL-18). A case with a problem is `invalid`.
 */
import { formatPath, type Problem } from '../problems.js';
import type { Project } from '../project.js';
import type { Version } from '../repository.js';
import { schemaProblems, schemaValidator } from '../schemas.js';
import { SourceSyntaxError, readJson, type SourceFile } from '../source.js';
import { scanForCredentials, type CredentialFinding } from '../../credentials/index.js';
import { artifactProblems } from './artifact-limits.js';
import type { CaseRuleProblem } from './case-rule.js';
import { expectProblems } from './expect-rules.js';
import { ownerProblems, type TestListOwner } from './owner-rules.js';
import type { TestCase } from './test-case.generated.js';

export type {
  Artifact,
  ConnectionOverride,
  Expect,
  Given,
  HttpCallCheck,
  HttpMock,
  LookupTable,
  ModelMock,
  Snapshot,
  StepCheck,
  StepId,
  StringMap,
  StubStep,
  TestCase,
  ValueCheck,
} from './test-case.generated.js';
export type { TestListOwner } from './owner-rules.js';
export type { ValueFields } from './expect-rules.js';

export interface CaseEntry {
  /** Position in the list, from 0. */
  index: number;
  /** The case as the file holds it. */
  raw: unknown;
  /** Line of the case in the file. */
  line?: number;
  /** The case's name, or `case N` (from 1) when it has none or the credential scan flagged it (SCAN-05). */
  name: string;
  /** Absent when the case has none or the credential scan flagged it. */
  description?: string;
  kind?: string;
  status: 'ok' | 'invalid';
  /** Why the case is invalid: file, line and a path from the list's root (`[2].expect.payload`). */
  problems: Problem[];
  /** The case, typed, once it passes the case schema; only such cases count for the required minimum (test-cases.md §8). */
  testCase?: TestCase;
  /** Line in the file of each `given.http[i]` and `given.models[i]`, for traces (REPORT-17). */
  mockLines?: MockLines;
  /** Line in the file of each check the case writes, by its place (`expect.payload[1]`), so a failed check names its own line (CLI-36). */
  checkLines?: Record<string, number>;
}

/** Lines of a case's mocks by list position; undefined where the position is not known. */
export interface MockLines {
  http: (number | undefined)[];
  models: (number | undefined)[];
}

export interface TestListIntake {
  file: string;
  /** False when the text is not JSON or not a JSON array: then there are no cases, and none counts. */
  readable: boolean;
  /** Problems of the list as a whole (it cannot be read, is not an array, or holds a credential). */
  problems: Problem[];
  cases: CaseEntry[];
}

/** The test-list file of a version, also when it does not exist yet. */
export function testsFileOf(version: Pick<Version, 'location'>): string {
  return version.location.testsFile ?? (version.location.dir === '.' ? 'tests.json' : `${version.location.dir}/tests.json`);
}

/** The intake of a version's list (its tests.json, or `text` for a draft); undefined when there is no list. */
export function intakeOf(version: Version, project: Pick<Project, 'connections'>, text = version.testsText): TestListIntake | undefined {
  if (text === undefined) return undefined;
  return readTestList(testsFileOf(version), text, { version, connections: project.connections });
}

/** `owner`: the version the list belongs to, for the checks only it can answer; without it they are left out. */
export function readTestList(file: string, text: string, owner?: TestListOwner): TestListIntake {
  let source: SourceFile;
  try {
    source = readJson(file, text);
  } catch (error) {
    if (!(error instanceof SourceSyntaxError)) throw error;
    const problem = { file: error.file, line: error.line, col: error.col, path: '', message: `cannot read the test list: ${error.message}` };
    return { file, readable: false, problems: [problem], cases: [] };
  }
  const list = source.value;
  if (!Array.isArray(list)) {
    return { file, readable: false, problems: [{ file, line: 1, path: '', message: 'the test list must be a JSON array of cases' }], cases: [] };
  }
  const findings = scanForCredentials(list);
  const flagged = flaggedFields(findings);
  const cases = list.map((raw, index) => readCase(source, raw, index, flagged.get(index), owner));
  return { file, readable: true, problems: findings.map((finding) => credentialProblem(source, finding)), cases };
}

/** Every problem of the list: each case's, in list order, then the list's own. */
export function allProblems(intake: TestListIntake): Problem[] {
  return [...intake.cases.flatMap((entry) => entry.problems), ...intake.problems];
}

/** The cases that count for the required minimum: those that pass the case schema. */
export function countingCases(intake: TestListIntake): (CaseEntry & { testCase: TestCase })[] {
  return intake.cases.filter((entry): entry is CaseEntry & { testCase: TestCase } => entry.testCase !== undefined);
}

/** A case problem's path inside its case (`expect.payload`), as a case report shows it. */
export function pathInCase(entry: Pick<CaseEntry, 'index'>, problem: Pick<Problem, 'path'>): string {
  const prefix = `[${entry.index}]`;
  if (!problem.path.startsWith(prefix)) return problem.path;
  const rest = problem.path.slice(prefix.length);
  return rest.startsWith('.') ? rest.slice(1) : rest;
}

/**
 * The problems that stop every case of a version from running, as its test report lists
 * them: the project's settings, the version's definition, its test list as a whole.
 */
export function blockingProblems(project: Pick<Project, 'problems'>, version: Pick<Version, 'problems'>, intake: TestListIntake | undefined): Problem[] {
  return [...project.problems, ...version.problems, ...(intake?.problems ?? [])];
}

/**
 * The status `flowgate test` gives a case without running it, or undefined when it runs:
 * no case runs while the version or its list has problems (SCAN-02), and an invalid
 * case never runs (STATUS-04, STATUS-05) while the others do (STATUS-06).
 */
export function statusBeforeRun(entry: Pick<CaseEntry, 'status'>, blocked: boolean): 'not_run' | 'invalid' | undefined {
  if (blocked) return 'not_run';
  return entry.status === 'invalid' ? 'invalid' : undefined;
}

/** Fields of each case (by index) that the credential scan flagged: the case's identity must not repeat them. */
function flaggedFields(findings: readonly CredentialFinding[]): Map<number, Set<string>> {
  const flagged = new Map<number, Set<string>>();
  for (const { path: [index, field] } of findings) {
    if (typeof index === 'number' && typeof field === 'string') flagged.set(index, (flagged.get(index) ?? new Set()).add(field));
  }
  return flagged;
}

function credentialProblem(source: SourceFile, finding: CredentialFinding): Problem {
  const at = source.position(finding.path);
  return {
    file: source.file,
    ...(at ? { line: at.line, col: at.col } : {}),
    path: formatPath(finding.path),
    message: `${finding.message} (rule ${finding.rule}); test data must be made up: if it is, ${finding.madeUp}`,
    code: `credential:${finding.rule}`,
  };
}

function readCase(source: SourceFile, raw: unknown, index: number, hidden: ReadonlySet<string> | undefined, owner: TestListOwner | undefined): CaseEntry {
  const line = source.position([index])?.line;
  const entry = { index, raw, ...(line !== undefined ? { line } : {}), ...identity(raw, index, hidden) };
  const validate = schemaValidator('test-case');
  if (!validate(raw)) {
    return { ...entry, status: 'invalid', problems: schemaProblems(validate.errors, source, [index]) };
  }
  const testCase = raw as TestCase;
  const given = testCase.given ?? {};
  const linesOf = (list: 'http' | 'models', mocks: readonly unknown[] | undefined) =>
    (mocks ?? []).map((_mock, at) => source.position([index, 'given', list, at])?.line);
  const mockLines: MockLines = { http: linesOf('http', given.http), models: linesOf('models', given.models) };
  const checkLines = expectLines(source, index, testCase.expect);
  const found: CaseRuleProblem[] = [...expectProblems(testCase.expect), ...artifactProblems(given), ...(owner ? ownerProblems(given, owner) : [])];
  const problems = found.map(({ at, message }): Problem => {
    const path = [index, ...at];
    const position = source.position(path);
    return { file: source.file, ...(position ? { line: position.line, col: position.col } : {}), path: formatPath(path), message, code: 'invalid_case' };
  });
  return { ...entry, status: problems.length > 0 ? 'invalid' : 'ok', problems, testCase, mockLines, checkLines };
}

/** The line of each field of `expect` and of each entry of a list field, by the place a check names (`expect.http_calls[0]`). */
function expectLines(source: SourceFile, index: number, expect: TestCase['expect']): Record<string, number> {
  const lines: Record<string, number> = {};
  for (const [field, value] of Object.entries(expect ?? {})) {
    const line = source.position([index, 'expect', field])?.line;
    if (line !== undefined) lines[`expect.${field}`] = line;
    if (!Array.isArray(value)) continue;
    value.forEach((_entry, at) => {
      const entryLine = source.position([index, 'expect', field, at])?.line;
      if (entryLine !== undefined) lines[`expect.${field}[${at}]`] = entryLine;
    });
  }
  return lines;
}

function identity(raw: unknown, index: number, hidden: ReadonlySet<string> | undefined): Pick<CaseEntry, 'name' | 'description' | 'kind'> {
  const fields = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const shown = (field: string) => (typeof fields[field] === 'string' && !hidden?.has(field) ? (fields[field] as string) : undefined);
  const description = shown('description');
  const kind = typeof fields['kind'] === 'string' ? fields['kind'] : undefined;
  return { name: shown('name') ?? `case ${index + 1}`, ...(description !== undefined ? { description } : {}), ...(kind !== undefined ? { kind } : {}) };
}
