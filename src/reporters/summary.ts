/**
 * The Markdown summary of a run (GHA-13), for the job summary and the check run: the
 * table of versions with their durations, then what did not pass with its sentences,
 * expected and actual, then the passing cases folded in a `<details>`. File references
 * link to the file and line at the commit under test when GitHub says which one.
 * GitHub refuses a job summary over 1 MiB and a check run's text over 65 535
 * characters, so the text is cut to a budget, saying what was left out.
 */
import { foldChecks, splitGaps } from './format/failures.js';
import type { Problem } from '../definitions/problems.js';
import type { CaseReport, RunReport, VersionResult } from '../testing/report.js';
import { countsText, formatDuration, plural, versionCounts } from './format/numbers.js';
import { STATUS_WORDS } from './format/words.js';
import { caseProblemInList, pathMessage, testsFile } from './text.js';

export { countsText } from './format/numbers.js';

export const JOB_SUMMARY_LIMIT = 1024 * 1024 - 4096;
export const CHECK_RUN_TEXT_LIMIT = 65_535;

/** A file of the report (relative to the tested root) and a line, as a URL. */
export type FileLink = (file: string, line?: number) => string;

export interface SummaryOptions {
  /** In bytes, so also in characters. */
  limit?: number;
  /** Without it, file references are plain text. */
  link?: FileLink;
  /** Why the run failed besides its reports (an empty root, say). */
  failure?: string;
}

/** An expected or actual value longer than this is cut: the JSON report has it whole. */
const VALUE_LIMIT = 2000;
/** Room kept for what always ends the text: the closing of `<details>` and the left-out note. */
const TRAILER_RESERVE = 300;

/**
 * `SERVER/OWNER/REPO/blob/SHA/PATH#L12` links at the commit under test, from the
 * variables GitHub sets in a job; undefined when one is missing. `rootInRepo` is the
 * tested root's folder inside the repository (`.` for the repository itself).
 */
export function blobLinks(env: Readonly<Record<string, string | undefined>>, rootInRepo: string): FileLink | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_SHA: sha } = env;
  if (!server || !repository || !sha) return undefined;
  const prefix = rootInRepo === '.' || rootInRepo === '' ? '' : `${rootInRepo.replace(/\/+$/, '')}/`;
  const base = `${server.replace(/\/+$/, '')}/${repository}/blob/${sha}/`;
  return (file, line) => `${base}${`${prefix}${file}`.split('/').map(encodeURIComponent).join('/')}${line !== undefined ? `#L${line}` : ''}`;
}

/** Text shown as written: Markdown and HTML in names and sentences stay literal, on one line. */
function text(value: string): string {
  return value.replace(/\r?\n/g, ' ').replace(/[\\`*_[\]<>|&~]/g, '\\$&');
}

/** An inline code span that holds any text, backticks included, on one line. */
function code(value: string): string {
  const oneLine = value.replace(/\r?\n/g, ' ⏎ ');
  const shown = oneLine.length > VALUE_LIMIT ? `${oneLine.slice(0, VALUE_LIMIT)}…` : oneLine;
  const fence = '`'.repeat(Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length)) + 1);
  const pad = shown.startsWith('`') || shown.endsWith('`') || shown === '' ? ' ' : '';
  // A code span in a table cell still ends at `|`.
  return `${fence}${pad}${shown.replace(/\|/g, '\\|')}${pad}${fence}`;
}

function fileRef(file: string, line: number | undefined, col: number | undefined, link: FileLink | undefined): string {
  const label = text(`${file}${line !== undefined ? `:${line}${col !== undefined ? `:${col}` : ''}` : ''}`);
  return link ? `[${label}](${link(file, line)})` : label;
}

function problemLine(p: Problem, link: FileLink | undefined): string {
  return `${fileRef(p.file, p.line, p.col, link)}${p.path ? ` ${code(p.path)}` : ''}: ${text(p.message)}`;
}

/** REPORT-18: the share of outcomes reached; bold when under `--min-coverage`; a dash for a version without steps. */
function coverageCell(report: VersionResult['report']): string {
  const { coverage } = report;
  if (!coverage) return '—';
  const shown = `${coverage.percent} %`;
  return coverage.minimum && !coverage.minimum.met ? `**${shown} < ${coverage.minimum.percent} %**` : shown;
}

function versionRow(v: VersionResult): string {
  const { report } = v;
  return `| ${report.passed ? '✅' : '❌'} | ${text(`${v.kind} ${v.name}`)} | ${code(v.version_id.slice(0, 19))} | ${versionCounts(report.summary)} | ${report.minimum.met ? 'met' : '**not met**'} | ${coverageCell(report)} | ${formatDuration(report.duration_ms)} |`;
}

function caseBlock(v: VersionResult, c: CaseReport, link: FileLink | undefined): string {
  const where = c.line !== undefined ? ` · ${fileRef(testsFile(v), c.line, undefined, link)}` : '';
  const took = c.status === 'passed' || c.status === 'failed' ? ` · ${formatDuration(c.duration_ms)}` : '';
  const lines = [`- **${text(c.name)}** — ${STATUS_WORDS[c.status]}${where}${took}`];
  for (const p of c.problems ?? []) {
    lines.push(`  - ${c.status === 'invalid' ? problemLine(caseProblemInList(v, c, p), link) : text(pathMessage(p))}`);
  }
  if (c.status === 'failed' && c.error) lines.push(`  - run error: ${code(c.error.code)}: ${text(c.error.message)}`);
  // REPORT-13, GHA-12: the checks that name the cause, then one line for those the stopped run could not meet.
  const fold = foldChecks(c);
  for (const check of fold.shown) {
    const at = check.line !== undefined ? ` · ${fileRef(testsFile(v), check.line, undefined, link)}` : '';
    lines.push(`  - ❌ ${text(check.sentence)}${at}`);
    if (check.expected !== undefined) lines.push(`    - expected: ${code(check.expected)}`);
    if (check.actual !== undefined) lines.push(`    - actual: ${code(check.actual)}`);
  }
  // `- + …` would open a list inside the item: the plus is escaped.
  if (fold.line) lines.push(`  - ${text(fold.line).replace(/^\+/, '\\+')}`);
  return lines.join('\n');
}

/** A failing version's entries: its problems, the cases that did not pass, the missing minimum cases. */
function failureBlocks(v: VersionResult, link: FileLink | undefined): string[] {
  const blocks: string[] = [];
  for (const p of v.report.problems) blocks.push(`- problem: ${problemLine(p, link)}`);
  for (const c of v.report.cases) if (c.status !== 'passed') blocks.push(caseBlock(v, c, link));
  for (const m of v.report.minimum.missing) blocks.push(`- minimum: ${text(m.message)}\n  - fix: ${text(m.fix)}`);
  const coverage = v.report.coverage;
  if (coverage?.minimum && !coverage.minimum.met) {
    const split = splitGaps(coverage);
    const gaps = split.own.map((gap) => `\n  - ${fileRef(coverage.file, gap.line, undefined, link)}: ${text(gap.message)}`).join('') + (split.line ? `\n  - ${text(split.line).replace(/^\+/, '\\+')}` : '');
    blocks.push(`- coverage: ${coverage.percent} % is below the minimum of ${coverage.minimum.percent} % (--min-coverage)${gaps}`);
  }
  return blocks;
}

/** UTF-8 bytes: GitHub's job-summary limit is in bytes, and bytes never undercount characters. */
function sizeOf(value: string): number {
  return Buffer.byteLength(value, 'utf8');
}

/** Parts added while they fit in the limit; what does not fit is counted. */
class Budget {
  readonly parts: string[] = [];
  leftOut = 0;
  private size = 0;

  constructor(private readonly limit: number) {}

  add(part: string): boolean {
    const bytes = sizeOf(part) + 1;
    if (this.size + bytes + TRAILER_RESERVE > this.limit) {
      this.leftOut += 1;
      return false;
    }
    this.parts.push(part);
    this.size += bytes;
    return true;
  }
}

/** Renders within `limit` bytes (so also characters); whatever does not fit is counted at the end. */
/** TRUST-04: `flowgate 0.1.0 (build …) · commit abc1234 · partial: only "x" ran`. */
function madeBy(report: RunReport): string | undefined {
  const parts: string[] = [];
  if (report.flowgate) parts.push(`flowgate ${text(report.flowgate.version)} (build \`${report.flowgate.build}\`)`);
  if (report.commit) parts.push(`commit \`${report.commit.slice(0, 12)}\``);
  if (report.shard) parts.push(`shard ${report.shard.index} of ${report.shard.total}`);
  if (report.partial) parts.push(`**partial run** (filter ${code(report.partial.filter)}): not a gate`);
  return parts.length ? parts.join(' · ') : undefined;
}

export function renderSummary(report: RunReport, options: SummaryOptions = {}): string {
  const { limit = JOB_SUMMARY_LIMIT, link, failure } = options;
  const s = report.summary;
  const passed = report.passed && failure === undefined;
  const took = formatDuration(report.versions.reduce((sum, v) => sum + v.report.duration_ms, 0));
  const budget = new Budget(limit);
  budget.add(
    [
      `## flowgate: ${passed ? 'every report passed' : 'not every report passed'}`,
      '',
      ...(failure !== undefined ? [`> ❌ ${text(failure)}`, ''] : []),
      `${plural(report.versions.length, 'version')} · ${plural(s.total, 'case')}: ${countsText(s)} · ${took}`,
      '',
      ...(madeBy(report) ? [madeBy(report)!, ''] : []),
    ].join('\n'),
  );
  if (report.versions.length > 0) {
    budget.add('| | Version | Version id | Cases | Minimum | Coverage | Duration |\n|---|---|---|---|---|---|---|');
    for (const v of report.versions) budget.add(versionRow(v));
  }

  const failing = report.versions.filter((v) => !v.report.passed);
  if (failing.length) budget.add('\n### What did not pass');
  for (const v of failing) {
    const blocks = failureBlocks(v, link);
    // Without its heading a version's entries would read as another version's: count them as left out.
    if (!budget.add(`\n#### ❌ ${text(`${v.kind} ${v.name}`)} (${text(v.path)})\n`)) {
      budget.leftOut += blocks.length;
      continue;
    }
    for (const block of blocks) budget.add(block);
  }

  const passing = report.versions.flatMap((v) => v.report.cases.filter((c) => c.status === 'passed').map((c) => ({ v, c })));
  let folded = false;
  // Passing cases only after every failure: a failure left out leaves them all out.
  if (passing.length && budget.leftOut > 0) budget.leftOut += passing.length;
  else if (passing.length) {
    folded = budget.add(`\n<details>\n<summary>✅ ${plural(passing.length, 'case')} passed</summary>\n\n| Version | Case | Duration |\n|---|---|---|`);
    if (!folded) budget.leftOut += passing.length;
    else for (const { v, c } of passing) budget.add(`| ${text(`${v.kind} ${v.name}`)} | ${text(c.name)} | ${formatDuration(c.duration_ms)} |`);
  }
  // The trailer was kept room for, so it is never cut.
  const trailer = [
    ...(folded ? ['\n</details>'] : []),
    ...(budget.leftOut ? [`\n_${budget.leftOut} more entries were left out to fit GitHub's size limit; the JSON report has everything._`] : []),
  ];
  return `${[...budget.parts, ...trailer].join('\n')}\n`;
}
