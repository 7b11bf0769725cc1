/**
 * Workflow-command annotations (GHA-12): each failed check, problem of an invalid case,
 * missing minimum case and problem as `::error file=…,line=…,title=…::message`.
 */
import type { CheckReport, RunReport, VersionResult } from '../testing/report.js';
import { foldChecks } from './format/failures.js';
import type { Reporter } from '../testing/session.js';
import type { Annotation, ReporterContext } from './context.js';
import { plainStyle, terminalReporter } from './pretty.js';
import { minimumCoverageMessage } from '../testing/coverage/version.js';
import { caseProblemInList, pathMessage, testsFile } from './text.js';

export type { Annotation } from './context.js';

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

export function formatAnnotation(a: Annotation): string {
  const props = [`file=${escapeProperty(a.file)}`];
  if (a.line !== undefined) props.push(`line=${a.line}`);
  if (a.col !== undefined) props.push(`col=${a.col}`);
  props.push(`title=${escapeProperty(a.title)}`);
  return `::error ${props.join(',')}::${escapeData(a.message)}`;
}

function problemAnnotations(report: RunReport): Annotation[] {
  return report.versions.flatMap((version) =>
    version.report.problems.map((p) => ({
      file: p.file,
      ...(p.line !== undefined ? { line: p.line } : {}),
      ...(p.col !== undefined ? { col: p.col } : {}),
      title: `${version.kind} ${version.name}`,
      message: pathMessage(p),
    })),
  );
}

/** Each not-passed case's annotations, its most telling one first. */
function caseAnnotations(version: VersionResult): Annotation[][] {
  return version.report.cases
    // A version with problems runs no case; its problems are annotated instead.
    .filter((c) => c.status === 'failed' || c.status === 'invalid' || (c.status === 'not_run' && version.report.problems.length === 0))
    .map((c) => {
      const at = { file: testsFile(version), ...(c.line !== undefined ? { line: c.line } : {}), title: `${version.name} › ${c.name}` };
      if (c.status === 'not_run') {
        return [{ ...at, message: `did not run: ${(c.problems ?? []).map((p) => p.message).join('; ')}` }];
      }
      if (c.status === 'invalid') {
        // Each problem where it is, with the path and message `validate` gives it (CLI-19).
        return (c.problems ?? []).map((p) => {
          const problem = caseProblemInList(version, c, p);
          const place = problem.line !== undefined ? { line: problem.line, ...(problem.col !== undefined ? { col: problem.col } : {}) } : {};
          return { ...at, ...place, message: `invalid case: ${pathMessage(problem)}` };
        });
      }
      const messageOf = (check: CheckReport) => {
        const detail = [check.expected !== undefined && `expected: ${check.expected}`, check.actual !== undefined && `actual: ${check.actual}`].filter(Boolean).join('\n');
        return detail ? `${check.sentence}\n${detail}` : check.sentence;
      };
      // GHA-12: on the line of its case.
      const placed = (_check: CheckReport) => at;
      const fold = foldChecks(c);
      if (!fold.line) return fold.shown.map((check) => ({ ...placed(check), message: messageOf(check) }));
      // REPORT-13, GHA-12: a run stopped by an error it did not expect is one annotation, its cause first.
      const [cause, ...others] = fold.shown;
      const message = [messageOf(cause!), ...others.map((check) => `also: ${check.sentence}`), fold.line].join('\n');
      return [{ ...placed(cause!), message }];
    });
}

/**
 * GHA-12, most useful first: problems (they stop whole versions), then the first
 * failure of every case, taken round-robin across versions so that GitHub's cap of
 * ten annotations a step points at as many versions as it can, then the remaining
 * failures, then missing minimum cases.
 */
export function annotationsFor(report: RunReport): Annotation[] {
  const out = problemAnnotations(report);
  const perVersion = report.versions.map(caseAnnotations);
  const firsts = perVersion.map((cases) => cases.map((list) => list[0]!).filter(Boolean));
  for (let round = 0; firsts.some((list) => round < list.length); round += 1) {
    for (const list of firsts) if (round < list.length) out.push(list[round]!);
  }
  for (const cases of perVersion) for (const list of cases) out.push(...list.slice(1));
  for (const version of report.versions) {
    for (const missing of version.report.minimum.missing) {
      out.push({ file: testsFile(version), title: `${version.kind} ${version.name} › minimum`, message: `${missing.message}\nfix: ${missing.fix}` });
    }
    const coverage = version.report.coverage;
    const below = coverage && minimumCoverageMessage(coverage);
    if (coverage && below) out.push({ file: coverage.file, title: `${version.kind} ${version.name} › coverage`, message: below });
  }
  return out;
}

/** GitHub shows ten warning annotations of a step from workflow commands, apart from its errors. */
export const STEP_WARNING_LIMIT = 10;

/**
 * GHA-20 `annotate-coverage`: each outcome no case reached, as a warning on its line of
 * workflow.yaml, taken round-robin across versions so that the cap reaches as many as it can.
 */
export function coverageAnnotations(report: RunReport): Annotation[] {
  const perVersion = report.versions.map((version) =>
    (version.report.coverage?.missing ?? []).map((gap): Annotation => ({
      file: version.report.coverage!.file,
      ...(gap.line !== undefined ? { line: gap.line } : {}),
      title: `${version.kind} ${version.name} › coverage`,
      message: gap.stopped_cases?.length ? `${gap.message} (may be left by ${gap.stopped_cases.map((name) => `"${name}"`).join(', ')}: stopped with an error before it)` : gap.message,
    })),
  );
  const out: Annotation[] = [];
  for (let round = 0; perVersion.some((list) => round < list.length); round += 1) {
    for (const list of perVersion) if (round < list.length) out.push(list[round]!);
  }
  return out;
}

/**
 * GHA-18: GitHub shows ten error annotations of a step from workflow commands, and the
 * line that fails the step is one of them; what does not fit is counted instead.
 */
export const STEP_ERROR_LIMIT = 10;

export function withinStepLimit(annotations: readonly Annotation[], stepFails: boolean): { shown: Annotation[]; notShown: number } {
  const room = STEP_ERROR_LIMIT - (stepFails ? 1 : 0);
  return { shown: annotations.slice(0, room), notShown: Math.max(0, annotations.length - room) };
}

/**
 * The annotations as workflow commands, within the step's limit: a failing `flowgate test`
 * step ends with GitHub's own "exit code 1" error, which counts too (GHA-18).
 */
export function renderGithub(report: RunReport): string {
  const { shown, notShown } = withinStepLimit(annotationsFor(report), !report.passed);
  const more = notShown > 0 ? `::notice::${notShown} more failures are not annotated (GitHub shows ${STEP_ERROR_LIMIT} errors per step); the JSON report lists them all.\n` : '';
  return shown.map((a) => `${formatAnnotation(a)}\n`).join('') + more;
}

/** `--reporter github`: the terminal's lines as each version finishes, then the annotations and the verdict. */
export function githubReporter(ctx: ReporterContext): Reporter {
  return terminalReporter(ctx, plainStyle, renderGithub);
}
