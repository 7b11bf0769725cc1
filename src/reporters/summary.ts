/**
 * The Markdown summary of a run (GHA-13): a table of versions, then the cases that did
 * not pass with their sentences. GitHub refuses a job summary over 1 MiB and a check
 * run's text over 65 535 characters, so the text is cut to a budget, saying what was
 * left out.
 */
import type { CaseReport, RunReport, VersionResult } from '../testing/report.js';
import { formatProblem } from '../definitions/problems.js';
import { caseProblemLines } from './text.js';

export const JOB_SUMMARY_LIMIT = 1024 * 1024 - 4096;
export const CHECK_RUN_TEXT_LIMIT = 65_535;

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function code(text: string): string {
  return `\`${text.replace(/`/g, "'")}\``;
}

function versionRow(v: VersionResult): string {
  const s = v.report.summary;
  const cases = `${s.passed}/${s.total} passed${s.failed ? `, ${s.failed} failed` : ''}${s.invalid ? `, ${s.invalid} invalid` : ''}${s.not_run ? `, ${s.not_run} not run` : ''}`;
  return `| ${v.report.passed ? '✅' : '❌'} | ${cell(`${v.kind} ${v.name}`)} | ${code(v.version_id.slice(0, 19))} | ${cases} | ${v.report.minimum.met ? 'met' : '**not met**'} |`;
}

function caseBlock(v: VersionResult, c: CaseReport): string {
  const lines = [`- **${cell(c.name)}** — ${c.status}${c.line !== undefined ? ` (tests.json line ${c.line})` : ''}`];
  for (const line of caseProblemLines(v, c)) lines.push(`  - ${cell(line)}`);
  for (const check of c.checks.filter((k) => !k.passed)) {
    lines.push(`  - ❌ ${cell(check.sentence)}`);
    if (check.expected !== undefined) lines.push(`    - expected: ${code(check.expected)}`);
    if (check.actual !== undefined) lines.push(`    - actual: ${code(check.actual)}`);
  }
  return lines.join('\n');
}

function versionDetails(v: VersionResult): string[] {
  const blocks: string[] = [];
  for (const p of v.report.problems) blocks.push(`- problem: ${cell(formatProblem(p))}`);
  for (const c of v.report.cases) if (c.status !== 'passed') blocks.push(caseBlock(v, c));
  for (const m of v.report.minimum.missing) blocks.push(`- minimum: ${cell(m.message)}\n  - fix: ${cell(m.fix)}`);
  return blocks;
}

/** UTF-8 bytes: GitHub's job-summary limit is in bytes, and bytes never undercount characters. */
function sizeOf(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** Renders within `limit` bytes (so also characters); whatever does not fit is counted at the end. */
export function renderSummary(report: RunReport, limit = JOB_SUMMARY_LIMIT): string {
  const s = report.summary;
  const head = [
    `## flowgate: ${report.passed ? 'every report passed' : 'not every report passed'}`,
    '',
    `${report.versions.length} versions · ${s.total} cases: ${s.passed} passed, ${s.failed} failed, ${s.invalid} invalid, ${s.not_run} not run`,
    '',
    '| | Version | Version id | Cases | Minimum |',
    '|---|---|---|---|---|',
  ];
  const parts: string[] = [head.join('\n')];
  let size = sizeOf(parts[0]!);
  let leftOut = 0;
  const add = (text: string): boolean => {
    const bytes = sizeOf(text);
    if (size + bytes + 200 > limit) {
      leftOut += 1;
      return false;
    }
    parts.push(text);
    size += bytes + 1;
    return true;
  };
  for (const v of report.versions) add(versionRow(v));
  const failing = report.versions.filter((v) => !v.report.passed);
  if (failing.length) add('\n### What did not pass\n');
  for (const v of failing) {
    const details = versionDetails(v);
    // Without its heading a version's details would read as another version's: count them as left out.
    if (!add(`\n#### ${cell(`${v.kind} ${v.name}`)} (${cell(v.path)})\n`)) {
      leftOut += details.length;
      continue;
    }
    for (const block of details) add(block);
  }
  if (leftOut) parts.push(`\n_${leftOut} more entries were left out to fit GitHub's size limit; the JSON report has everything._`);
  return `${parts.join('\n')}\n`;
}
