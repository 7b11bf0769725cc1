/** The terminal reporter: each version, the cases that did not pass, their failed sentences. */
import { contractLines } from './format/contracts.js';
import { formatProblem } from '../definitions/problems.js';
import type { CaseWarning } from '../testing/coverage/facts.js';
import { everyCaseThatRanPassed, type CaseReport, type RunReport, type VersionResult } from '../testing/report.js';
import { countsText, versionCounts } from './format/numbers.js';
import { timelineLines } from './format/timeline.js';
import { foldChecks, splitGaps } from './format/failures.js';
import { valueDiff, type DiffPart } from './format/diff.js';
import { relative, sep } from 'node:path';
import { caseProblemLines, testsFile } from './text.js';
import type { Reporter } from '../testing/session.js';
import type { ReporterContext } from './context.js';

export interface Style {
  ok(text: string): string;
  bad(text: string): string;
  dim(text: string): string;
  bold(text: string): string;
  /** Marks the characters that differ; without it a line of `^` under them does. */
  mark?(text: string, kind: 'del' | 'ins'): string;
}

export const plainStyle: Style = { ok: (t) => t, bad: (t) => t, dim: (t) => t, bold: (t) => t };
export const coloredStyle: Style = {
  ok: (t) => `\x1b[32m${t}\x1b[39m`,
  bad: (t) => `\x1b[31m${t}\x1b[39m`,
  dim: (t) => `\x1b[2m${t}\x1b[22m`,
  bold: (t) => `\x1b[1m${t}\x1b[22m`,
  mark: (t, kind) => `\x1b[7;${kind === 'del' ? 31 : 32}m${t}\x1b[27;39m`,
};

/** Colours for a terminal that shows them, unless NO_COLOR is set. */
export function colorFor(stream: { isTTY?: boolean }, env: Readonly<Record<string, string | undefined>>): boolean {
  return stream.isTTY === true && !env.NO_COLOR;
}

/** CLI-36: a path relative to the root, as the terminal shows it: from the current folder (`base` leads from it to the root). */
export function fromHere(base: string, file: string): string {
  if (!file) return base || '.';
  return base ? `${base}/${file}` : file;
}

/** The way from the current folder to the root, with `/` between folders; '' when they are one. */
export function baseOf(cwd: string, root: string): string {
  return relative(cwd, root).split(sep).join('/');
}

function caseLines(version: VersionResult, c: CaseReport, s: Style, base: string): string[] {
  const file = fromHere(base, testsFile(version));
  const where = c.line !== undefined ? s.dim(` ${file}:${c.line}`) : '';
  const lines = [`    ${s.bad(c.status === 'invalid' ? '! invalid' : c.status === 'not_run' ? '- not run' : '✗')} ${c.name}${where}`];
  for (const line of caseProblemLines(version, c)) lines.push(`        ${line}`);
  if (c.error && c.status === 'failed') lines.push(s.dim(`        run error: ${c.error.code}: ${c.error.message}`));
  // REPORT-17: what the run did, before what the checks found wrong with it.
  if (c.trace && c.status === 'failed') {
    lines.push(s.dim('        timeline:'));
    for (const line of timelineLines(c.trace)) lines.push(s.dim(`          ${line}`));
  }
  // REPORT-13, GHA-12: the checks that name the cause; those that could not hold because the run stopped, as one line.
  const fold = foldChecks(c);
  for (const check of fold.shown) {
    // CLI-36: each failed check at its own line of tests.json, else its case's.
    const line = check.line ?? c.line;
    lines.push(`        ${s.bad('✗')} ${check.sentence}${line !== undefined ? s.dim(`  ${file}:${line}`) : ''}`);
    lines.push(...expectedActualLines(check, s).map((l) => `            ${l}`));
  }
  if (fold.line) lines.push(`        ${s.dim(fold.line)}`);
  return lines;
}

const EXPECTED = 'expected: ';
const ACTUAL = 'actual:   ';

/** One side of a diff: its text with the parts only it has marked, and under it a line of `^` when nothing can colour them. */
function markedSide(label: string, parts: readonly DiffPart[], own: 'del' | 'ins', s: Style): string[] {
  const other = own === 'del' ? 'ins' : 'del';
  const kept = parts.filter((p) => p.kind !== other);
  if (s.mark) return [label + kept.map((p) => (p.kind === own ? s.mark!(p.text, own) : p.text)).join('')];
  const text = kept.map((p) => p.text).join('');
  const marks = kept.map((p) => (p.kind === own ? '^' : ' ').repeat(Array.from(p.text).length)).join('').trimEnd();
  return marks ? [label + text, ' '.repeat(label.length) + marks] : [label + text];
}

/**
 * A failed check's expected and actual, values only (REPORT-13): texts with the characters
 * that differ marked, objects field by field (`-` as expected, `+` as it came out).
 */
export function expectedActualLines(check: { expected?: string; actual?: string }, s: Style = plainStyle): string[] {
  const { expected, actual } = check;
  if (expected === undefined || actual === undefined) {
    return [...(expected !== undefined ? [EXPECTED + expected] : []), ...(actual !== undefined ? [ACTUAL + actual] : [])];
  }
  const compared = valueDiff(expected, actual);
  if (compared.kind === 'fields') {
    const lines = [`${compared.prefix ? `${compared.prefix}` : ''}${s.bad('- expected')}  ${s.ok('+ actual')}`];
    for (const line of compared.lines) {
      if (line.kind === 'same') lines.push(`  ${line.text}`);
      else lines.push(line.kind === 'del' ? s.bad(`- ${line.text}`) : s.ok(`+ ${line.text}`));
    }
    return lines;
  }
  if (compared.kind === 'text') {
    const head = (label: string) => label + compared.prefix;
    return [...markedSide(head(EXPECTED), compared.parts, 'del', s), ...markedSide(head(ACTUAL), compared.parts, 'ins', s)];
  }
  // Anything else as it is written; a terminal that shows colours marks the words that differ.
  if (!s.mark) return [EXPECTED + expected, ACTUAL + actual];
  return [...markedSide(EXPECTED, compared.parts, 'del', s), ...markedSide(ACTUAL, compared.parts, 'ins', s)];
}

/** REPORT-18: `tests.json:12 given.http[1]: no request of the case used this mock (case "…")`. */
export function caseWarningLine(version: VersionResult, c: Pick<CaseReport, 'name'>, warning: CaseWarning, base = ''): string {
  return `${fromHere(base, testsFile(version))}${warning.line !== undefined ? `:${warning.line}` : ''} ${warning.path}: ${warning.message} (case "${c.name}")`;
}

/** REPORT-18: the version's coverage, what no case reached, its API contracts, and the test data no case used. */
function coverageLines(version: VersionResult, s: Style, base: string): string[] {
  const { coverage, cases } = version.report;
  const lines: string[] = [];
  if (coverage) {
    const below = coverage.minimum && !coverage.minimum.met ? s.bad(` below the minimum of ${coverage.minimum.percent} %`) : '';
    lines.push(`    coverage ${coverage.percent} % (${coverage.reached}/${coverage.total} outcomes)${below}`);
    const gaps = splitGaps(coverage);
    for (const gap of gaps.own) lines.push(s.dim(`      ${fromHere(base, coverage.file)}${gap.line !== undefined ? `:${gap.line}` : ''} ${gap.message}`));
    if (gaps.line) lines.push(s.dim(`      ${gaps.line}`));
  }
  for (const { summary, never } of contractLines(version.report.contracts)) {
    lines.push(`    ${summary}`);
    if (never) lines.push(s.dim(`      ${never}`));
  }
  for (const c of cases) for (const warning of c.warnings ?? []) lines.push(`    warning ${caseWarningLine(version, c, warning, base)}`);
  return lines;
}

function versionLines(version: VersionResult, s: Style, base: string): string[] {
  const { report } = version;
  const { summary } = report;
  const counts = versionCounts(summary);
  const filtered = report.cases.filter((c) => c.reason === 'filtered').length;
  // A version that did not pass only because the filter left cases out is no failure: it is partial.
  const mark = report.passed ? s.ok('✓') : filtered > 0 && everyCaseThatRanPassed(version) && report.minimum.met ? s.dim('◐') : s.bad('✗');
  // CACHE-01: a reused report says so, and when it was made.
  const cached = report.cached ? s.dim(`  cached from ${report.cached.ran_at}`) : '';
  const lines = [`${mark} ${version.kind} ${s.bold(version.name)} ${s.dim(`(${fromHere(base, version.path === '.' ? '' : version.path)})`)}  ${counts}  ${s.dim(version.version_id.slice(0, 19))}${cached}`];
  lines.push(...coverageLines(version, s, base));
  if (report.passed) return lines;
  if (filtered > 0) lines.push(s.dim(`    ${filtered} ${filtered === 1 ? 'case' : 'cases'} left out by the filter`));
  for (const problem of report.problems) lines.push(`    ${s.bad('problem')} ${formatProblem(problem)}`);
  for (const c of report.cases) if (c.status !== 'passed' && c.reason !== 'filtered') lines.push(...caseLines(version, c, s, base));
  for (const missing of report.minimum.missing) {
    lines.push(`    ${s.bad('minimum')} ${missing.message}`);
    lines.push(`        fix: ${missing.fix}`);
  }
  return lines;
}

/**
 * One version as the terminal shows it, printed as soon as it finishes; `base` leads from
 * the current folder to the root, so that its paths open from where the user stands (CLI-36).
 */
export function renderVersion(version: VersionResult, s: Style = plainStyle, base = ''): string {
  return `${versionLines(version, s, base).join('\n')}\n`;
}

/** CLI-36: what failed, one line a case: version, case and its first failed check, at its line. */
export function failureLines(report: RunReport, s: Style = plainStyle, base = ''): string[] {
  const lines: string[] = [];
  for (const version of report.versions) {
    const file = fromHere(base, testsFile(version));
    for (const c of version.report.cases) {
      // A case the filter left out is no failure; a version's problems keep its cases from running and are listed below.
      if (c.status === 'passed' || (c.status === 'not_run' && (c.reason === 'filtered' || version.report.problems.length > 0))) continue;
      const first = foldChecks(c).shown[0];
      const line = first?.line ?? c.line;
      const what = first ? first.sentence : c.status === 'invalid' ? 'invalid case' : c.status === 'not_run' ? `not run: ${c.problems?.[0]?.message ?? ''}` : (c.error?.message ?? 'failed');
      lines.push(`  ${s.bad('✗')} ${version.kind} ${version.name} › ${c.name} › ${what}${line !== undefined ? s.dim(`  ${file}:${line}`) : ''}`);
    }
    for (const p of version.report.problems) lines.push(`  ${s.bad('✗')} ${version.kind} ${version.name} › problem: ${formatProblem(p)}`);
    for (const m of version.report.minimum.missing) lines.push(`  ${s.bad('✗')} ${version.kind} ${version.name} › minimum: ${m.message}`);
  }
  return lines.length ? ['', s.bold(`Failures (${lines.length}):`), ...lines] : [];
}

/** The run's closing lines: what failed, the counts and the verdict. */
export function renderFooter(report: RunReport, seconds: number, s: Style = plainStyle, base = ''): string {
  const lines: string[] = failureLines(report, s, base);
  if (report.versions.length === 0) lines.push('No workflow or action versions were found (folders holding workflow.yaml or action.yaml).');
  const passedVersions = report.versions.filter((v) => v.report.passed).length;
  const { summary } = report;
  const cached = report.versions.filter((v) => v.report.cached).length;
  lines.push('');
  lines.push(
    `Versions: ${passedVersions} passed${cached ? ` (${cached} from the cache)` : ''}, ${report.versions.length - passedVersions} failed · Cases: ${countsText(summary)} · ${seconds.toFixed(2)} s`,
  );
  lines.push(verdictLine(report, s));
  return `${lines.join('\n')}\n`;
}

/** The last line: the gate's verdict, or for a partial run what ran and that it is no gate (TRUST-07). */
function verdictLine(report: RunReport, s: Style): string {
  if (report.partial) {
    const ran = report.versions.every(everyCaseThatRanPassed) ? s.ok('every case that ran passed') : s.bad('not every case that ran passed');
    return `PARTIAL: only what matches the filter ${JSON.stringify(report.partial.filter)} ran, so this run is not a gate; ${ran}`;
  }
  return report.passed ? s.ok('PASS: every report passed') : s.bad('FAIL: not every report passed');
}

export function renderPretty(report: RunReport, seconds: number, s: Style = plainStyle, base = ''): string {
  return report.versions.map((version) => renderVersion(version, s, base)).join('') + renderFooter(report, seconds, s, base);
}

/**
 * The terminal's lines: each version as it finishes, then (`beforeFooter`, for the GitHub
 * reporter's annotations) what goes before the counts and the verdict. A root with no
 * version says so in one line of its door's, unless it was let pass.
 */
export function terminalReporter(ctx: ReporterContext, s: Style, beforeFooter: (report: RunReport) => string = () => ''): Reporter {
  let base = '';
  return {
    onRunStart: (start) => {
      base = baseOf(ctx.cwd, start.root);
    },
    onVersionEnd: (version) => ctx.io.stdout(renderVersion(version, s, base)),
    onRunEnd: (end) => {
      if (!end.empty || end.allowedEmpty) ctx.io.stdout(beforeFooter(end.report) + renderFooter(end.report, end.seconds, s, baseOf(ctx.cwd, end.root)));
    },
  };
}

/** The terminal reporter, in colour where the terminal shows it. */
export function prettyReporter(ctx: ReporterContext): Reporter {
  return terminalReporter(ctx, ctx.color ? coloredStyle : plainStyle);
}
