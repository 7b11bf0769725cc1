/**
 * The rows of the page's list: a version, its details (minimum, coverage, problems), and
 * its cases, each case opening on its checks and trace.
 */
import type { VersionCoverage } from '../../testing/coverage/version.js';
import type { CheckReport, RunReport, VersionResult } from '../../testing/report.js';
import type { HtmlLines } from '../format/html-page-data.js';
import { formatDuration, versionCounts } from '../format/numbers.js';
import { capitalized, OUTCOME_WORDS, STATUS_WORDS } from '../format/words.js';
import { valueDiff } from '../format/diff.js';
import { foldChecks } from '../format/failures.js';
import { contractLines } from '../format/contracts.js';
import { type Child, el, facts, lazyDetails } from './dom.js';
import { number, plural } from './text.js';
import { caseKey, caseLink } from './link.js';
import { traceView } from './trace.js';

/** What the rows are made from, and the list's state they read. */
export interface Rows {
  report: RunReport;
  lines: HtmlLines;
  /** `VERSION:CASE` of the cases open, and `VERSION:CASE/STEP` of their steps. */
  openCases: Set<string>;
  isOpen(vi: number): boolean;
  toggleVersion(vi: number): void;
}

type VersionLines = HtmlLines['versions'][number];

/** The version at `vi` and its lines. */
function versionAt(rows: Rows, vi: number): { version: VersionResult; extra: VersionLines } {
  const version = rows.report.versions[vi];
  const extra = rows.lines.versions[vi];
  if (!version || !extra) throw new Error(`the report has no version ${vi}`);
  return { version, extra };
}

function caseAt(rows: Rows, vi: number, ci: number) {
  const c = versionAt(rows, vi).version.report.cases[ci];
  if (!c) throw new Error(`version ${vi} has no case ${ci}`);
  return c;
}

/**
 * A failed check's expected and actual, values only (REPORT-13): texts with the characters
 * that differ marked, objects field by field, anything else word by word.
 */
function diffView(check: CheckReport): HTMLElement {
  const { expected, actual } = check;
  const compared = expected !== undefined && actual !== undefined ? valueDiff(expected, actual) : undefined;
  if (compared?.kind === 'fields') {
    return el('div', { class: 'diff' },
      el('span', { class: 'diff-label' }, `${compared.prefix}− expected, + actual`),
      el('pre', { class: 'fields' }, compared.lines.map((line) =>
        line.kind === 'same' ? `  ${line.text}\n` : el(line.kind, null, `${line.kind === 'del' ? '-' : '+'} ${line.text}\n`))));
  }
  const parts = compared?.parts;
  const head = compared?.kind === 'text' ? compared.prefix : '';
  /** One side: the parts it has, those only in it marked with `tag`. */
  const side = (text: string, dropped: 'ins' | 'del', tag: 'ins' | 'del'): Child[] => parts
    ? [head, ...parts.filter((p) => p.kind !== dropped).map((p) => (p.kind === tag ? el(tag, null, p.text) : p.text))]
    : [text];
  return el('div', { class: 'diff' },
    expected !== undefined ? [el('span', { class: 'diff-label' }, 'Expected'), el('pre', { class: 'expected' }, side(expected, 'ins', 'del'))] : null,
    actual !== undefined ? [el('span', { class: 'diff-label' }, 'Actual'), el('pre', { class: 'actual' }, side(actual, 'del', 'ins'))] : null);
}

function caseBody(rows: Rows, vi: number, ci: number): HTMLElement {
  const { extra } = versionAt(rows, vi);
  const c = caseAt(rows, vi, ci);
  const problems = extra.cases[ci] ?? [];
  const meta: string[] = [];
  if (c.kind) meta.push(`kind ${c.kind}`);
  if (c.line !== undefined) meta.push(`${extra.tests_file} line ${c.line}`);
  if (c.outcome) meta.push(`the run ended with outcome ${c.outcome}`);
  meta.push(`took ${formatDuration(c.duration_ms)} of real time`);
  const failedChecks = c.checks.filter((k) => !k.passed).length;
  // REPORT-13, GHA-12: the checks the stopped run could not meet, as one line under the run error that opens on them.
  const fold = foldChecks(c);
  const listed = c.checks.filter((k) => !fold.folded.includes(k));
  const errorStep = c.error && 'step' in c.error && c.error.step ? ` (step ${c.error.step})` : '';
  return el('div', { class: 'case-body' },
    el('p', { class: 'cmeta' }, meta.join(' · ')),
    problems.length ? [
      el('h3', null, c.status === 'invalid' ? 'Why the case is invalid' : 'Why the case did not run'),
      el('ul', { class: 'problems' }, problems.map((p) => el('li', null, el('code', null, p)))),
    ] : null,
    c.warnings?.length ? [el('h3', null, 'Unused test data'), el('ul', { class: 'warnings' }, c.warnings.map((w) =>
      el('li', null, `${w.line !== undefined ? `${extra.tests_file} line ${w.line} ` : ''}${w.path}: ${w.message}`)))] : null,
    c.error ? el('p', { class: 'run-error' }, `Run error: ${c.error.code}: ${c.error.message}${errorStep}`) : null,
    fold.line ? el('details', { class: 'folded' }, el('summary', null, fold.line),
      el('ul', null, fold.folded.map((k) => el('li', null, el('span', { class: 'sentence' }, k.sentence), diffView(k))))) : null,
    c.checks.length ? [
      el('h3', null, `Checks: ${failedChecks ? `${number(failedChecks)} of ${number(c.checks.length)} failed` : `all ${number(c.checks.length)} passed`}`),
      el('ol', { class: 'checks' }, listed.map((k) => el('li', { class: k.passed ? 'ok' : 'bad' },
        el('span', { class: 'verdict-word' }, k.passed ? '✓ passed' : '✗ failed'), el('span', { class: 'sentence' }, k.sentence),
        k.passed || (k.expected === undefined && k.actual === undefined) ? null : diffView(k)))),
    ] : null,
    c.trace ? [el('h3', null, 'What happened'), traceView(c.trace, caseKey(vi, ci), rows.openCases, extra.steps)] : null);
}

/**
 * The case's link for a review: its address names the case and the panels open in it
 * when it is followed, copied or focused, so it is written then, not when the row is made.
 */
function linkTo(rows: Rows, vi: number, ci: number, name: string): HTMLAnchorElement {
  const link = el('a', { class: 'case-link', href: caseLink(rows.report, vi, ci, rows.openCases), title: 'A link to this case as it is open now, to paste into a review', 'aria-label': `Link to the case ${name}` }, 'link');
  const write = () => {
    link.setAttribute('href', caseLink(rows.report, vi, ci, rows.openCases));
  };
  for (const type of ['click', 'contextmenu', 'focus', 'mouseover']) link.addEventListener(type, write);
  return link;
}

export function caseRow(rows: Rows, vi: number, ci: number): HTMLElement {
  const c = caseAt(rows, vi, ci);
  const key = caseKey(vi, ci);
  return lazyDetails({ class: `case ${c.status}`, 'data-case': key }, [
    el('span', { class: `badge ${c.status}` }, capitalized(STATUS_WORDS[c.status])),
    el('span', { class: 'cname' }, c.name),
    el('span', { class: 'cdur', title: 'real time the case took' }, formatDuration(c.duration_ms)),
    linkTo(rows, vi, ci, c.name),
    c.description ? el('span', { class: 'cdesc' }, c.description) : null,
  ], () => caseBody(rows, vi, ci), key, rows.openCases);
}

function coverageClass(coverage: VersionCoverage): 'bad' | 'partial' | 'ok' {
  if (coverage.minimum && !coverage.minimum.met) return 'bad';
  return coverage.missing.length ? 'partial' : 'ok';
}

/** The version's heading, a button that opens and closes it; `continued` on a page that starts inside it. */
export function versionRow(rows: Rows, vi: number, continued: boolean): HTMLElement {
  const { version: v } = versionAt(rows, vi);
  const r = v.report;
  return el('section', { class: 'version', 'data-version': vi },
    el('h2', null, el('button', { type: 'button', 'aria-expanded': String(rows.isOpen(vi)), on: { click: () => rows.toggleVersion(vi) } },
      el('span', { class: `mark ${r.passed ? 'ok' : 'bad'}` }, r.passed ? '✓ passed' : '✗ not passed'),
      el('span', { class: 'vname' }, `${v.kind} ${v.name}${continued ? ' (continued)' : ''}`),
      el('span', { class: 'vcounts' }, versionCounts(r.summary, number)),
      el('span', { class: `vmin ${r.minimum.met ? 'ok' : 'bad'}` }, r.minimum.met ? 'minimum met' : 'minimum not met'),
      r.coverage ? el('span', { class: `vcov ${coverageClass(r.coverage)}` }, `coverage ${r.coverage.percent} %`) : null)),
    el('p', { class: 'vid' }, 'version id ', el('code', null, v.version_id)));
}

/** REPORT-18: each step with the outcomes some case reached and, in plain words, those none did. */
function coverageView(coverage: VersionCoverage): Child[] {
  return [
    el('h3', null, 'Coverage by step'),
    el('ol', { class: 'coverage' }, coverage.steps.map((step) => {
      const gaps = coverage.missing.filter((gap) => gap.step === step.id);
      const covered = step.outcomes.filter((o) => o.cases > 0);
      const ended = ([['succeeded', step.succeeded], ['failed', step.failed], ['skipped', step.skipped], ['stubbed', step.stubbed]] as const)
        .filter(([, cases]) => cases.length)
        .map(([how, cases]) => `${how} in ${plural(cases.length, 'case')}`);
      return el('li', { class: `cov-step ${gaps.length ? 'partial' : 'ok'}`, 'data-step': step.id },
        el('span', { class: 'cov-mark' }, gaps.length ? `◐ ${number(covered.length)} of ${number(step.outcomes.length)} outcomes` : '✓ every outcome'),
        el('span', { class: 'step-id' }, step.id),
        step.line !== undefined ? el('span', { class: 'muted' }, `line ${step.line}`) : null,
        ended.length ? el('span', { class: 'muted' }, ended.join(', ')) : null,
        covered.length ? el('p', { class: 'cov-seen' }, `Covered: ${covered.map((o) => `${OUTCOME_WORDS[o.outcome]} (${plural(o.cases, 'case')})`).join(', ')}`) : null,
        gaps.length ? el('ul', { class: 'cov-missing' }, gaps.map((gap) => el('li', null, `Missing: ${gap.message}${gap.line !== undefined ? ` (line ${gap.line})` : ''}${gap.stopped_cases?.length ? ` — may be left by ${gap.stopped_cases.map((name) => `"${name}"`).join(', ')}, whose run stopped with an error before this step` : ''}`))) : null);
    })),
  ];
}

/** An open version's details; `shown`: how many of its cases the filter and search leave. */
export function versionDetail(rows: Rows, vi: number, shown: number): HTMLElement {
  const { version: v, extra } = versionAt(rows, vi);
  const r = v.report;
  const minimum = r.minimum.met
    ? `met${r.minimum.needed.length ? `: ${r.minimum.needed.join(', ')}` : ''}`
    : `not met: ${plural(r.minimum.missing.length, 'case')} missing`;
  const coverage = r.coverage
    ? `${r.coverage.percent} % (${number(r.coverage.reached)} of ${plural(r.coverage.total, 'outcome')} reached)` +
      `${r.coverage.minimum ? `, minimum ${r.coverage.minimum.percent} % ${r.coverage.minimum.met ? 'met' : 'not met'}` : ''}, in ${r.coverage.file}`
    : undefined;
  return el('div', { class: 'version-detail', 'data-version-detail': vi },
    facts([
      ['Folder', v.path],
      ['Test list', extra.tests_file],
      ['Ran at', `${r.ran_at}, took ${formatDuration(r.duration_ms)}`],
      ['Minimum', minimum],
      coverage !== undefined ? ['Coverage', coverage] : null,
      shown < r.cases.length ? ['Shown', `${number(shown)} of ${plural(r.cases.length, 'case')} match the filter`] : null,
    ]),
    r.minimum.missing.length ? el('ul', { class: 'missing' }, r.minimum.missing.map((m) => el('li', null, m.message, el('br'), el('span', { class: 'fix' }, `Fix: ${m.fix}`)))) : null,
    r.coverage && r.coverage.steps.length ? coverageView(r.coverage) : null,
    r.contracts ? [el('h3', null, 'API contracts'), el('ul', { class: 'contracts' }, contractLines(r.contracts).map(({ summary, never }) => el('li', null, summary, never ? [el('br'), el('span', { class: 'muted' }, never)] : null)))] : null,
    extra.problems.length ? [el('h3', null, 'Problems'), el('ul', { class: 'problems' }, extra.problems.map((p) => el('li', null, el('code', null, p))))] : null,
    r.cases.length === 0 ? el('p', { class: 'muted' }, 'This version has no cases.') : null);
}
