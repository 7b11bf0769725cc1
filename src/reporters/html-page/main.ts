/**
 * The HTML report's page (CLI-27): reads the run report and its lines from the page's JSON
 * blocks and builds the view with DOM calls. scripts/build-html-page.mjs bundles this file
 * and what it imports into the one script html.ts puts in the page, by hash.
 *
 * Lazy, so 1,000 versions and 10,000 cases open at once: the list is a flat run of rows
 * (a version, its details, its cases) cut into pages of ROWS_PER_PAGE; versions are
 * collapsed until opened (open while a filter or search is on); a case's checks and trace,
 * a step's and a request's details are built when first opened.
 *
 * A run that did not pass opens on what did not pass (the filter `not_passed`), its first
 * failing cases open at their failed steps. The address's fragment names a case and its
 * open panels (`#v=FOLDER&c=INDEX&n=NAME&open=STEP,request:N`): each case has a link that
 * writes it, and the page opens on the case it names.
 */
import type { CaseReport, CaseStatus, RunReport } from '../../testing/report.js';
import { type HtmlLines, PAGE_IDS } from '../format/html-page-data.js';
import { countsText } from '../format/numbers.js';
import { capitalized, STATUS_WORDS } from '../format/words.js';
import { el } from './dom.js';
import { caseKey, parseCaseLink } from './link.js';
import { number, plural } from './text.js';
import { caseRow, type Rows, versionDetail, versionRow } from './versions.js';

const ROWS_PER_PAGE = 100;
/** `not_passed`: the cases that did not pass, and the versions that did not pass. */
type Filter = 'all' | 'not_passed' | CaseStatus;
const FILTERS: readonly Filter[] = ['all', 'not_passed', 'passed', 'failed', 'invalid', 'not_run'];
/** How many failing cases a run that did not pass opens on: enough to start, few enough to stay quick. */
const OPEN_ON_LOAD = 5;

function element(id: string): HTMLElement {
  const node = document.getElementById(id);
  if (!node) throw new Error(`the page has no #${id}`);
  return node;
}

const json = <T>(id: string): T => JSON.parse(element(id).textContent ?? '') as T;

const report = json<RunReport>(PAGE_IDS.report);
const lines = json<HtmlLines>(PAGE_IDS.lines);

const state = {
  status: (report.passed ? 'all' : 'not_passed') as Filter,
  /** The search's words, lower case. */
  terms: [] as string[],
  page: 0,
  /** Versions opened or closed by hand; the others are open while a filter or search is on. */
  openVersions: new Map<number, boolean>(),
  openCases: new Set<string>(),
};

const filtering = () => state.status !== 'all' || state.terms.length > 0;

function isOpen(vi: number): boolean {
  return state.openVersions.get(vi) ?? filtering();
}

const rowParts: Rows = {
  report,
  lines,
  openCases: state.openCases,
  isOpen,
  toggleVersion(vi) {
    state.openVersions.set(vi, !isOpen(vi));
    renderList(false);
  },
};

// ---- filter and search ---------------------------------------------------------------
/** The lower-case text the search looks in, built once per version and case on first need. */
const versionHays: string[] = [];
const caseHays: string[][] = [];

function versionHay(vi: number): string {
  let hay = versionHays[vi];
  if (hay === undefined) {
    const v = report.versions[vi]!;
    hay = versionHays[vi] = [v.kind, v.name, v.path, v.version_id].join('\n').toLowerCase();
  }
  return hay;
}

function caseHay(vi: number, ci: number, c: CaseReport): string {
  const hays = (caseHays[vi] ??= []);
  let hay = hays[ci];
  if (hay === undefined) {
    hay = hays[ci] = [c.name, c.description ?? '', c.kind ?? '', STATUS_WORDS[c.status], c.error ? `${c.error.code} ${c.error.message}` : '']
      .concat(c.checks.map((k) => k.sentence), lines.versions[vi]?.cases[ci] ?? [])
      .join('\n')
      .toLowerCase();
  }
  return hay;
}

function caseMatches(vi: number, ci: number, c: CaseReport): boolean {
  if (state.status === 'not_passed' ? c.status === 'passed' : state.status !== 'all' && c.status !== state.status) return false;
  return state.terms.every((term) => caseHay(vi, ci, c).includes(term) || versionHay(vi).includes(term));
}

// ---- the paged list ------------------------------------------------------------------
type Row = { kind: 'version'; vi: number } | { kind: 'detail'; vi: number; shown: number } | { kind: 'case'; vi: number; ci: number };

/** The rows the filter and search leave: a version, then (when open) its details and cases. */
function buildRows(): { rows: Row[]; versions: number; cases: number } {
  const rows: Row[] = [];
  let versions = 0;
  let cases = 0;
  report.versions.forEach((v, vi) => {
    let matched: number[] | null = null;
    if (filtering()) {
      const found: number[] = [];
      v.report.cases.forEach((c, ci) => {
        if (caseMatches(vi, ci, c)) found.push(ci);
      });
      // A version with no cases, or one that did not pass though its cases did (a minimum not met, a problem).
      const versionItself = (state.status === 'all' ? v.report.cases.length === 0 : state.status === 'not_passed' && !v.report.passed) &&
        state.terms.every((term) => versionHay(vi).includes(term));
      if (found.length === 0 && !versionItself) return;
      matched = found;
    }
    const shown = matched ? matched.length : v.report.cases.length;
    versions += 1;
    cases += shown;
    rows.push({ kind: 'version', vi });
    if (!isOpen(vi)) return;
    rows.push({ kind: 'detail', vi, shown });
    if (matched) for (const ci of matched) rows.push({ kind: 'case', vi, ci });
    else for (let ci = 0; ci < shown; ci++) rows.push({ kind: 'case', vi, ci });
  });
  return { rows, versions, cases };
}

const list = el('div', { id: 'list' });
const countLine = el('p', { class: 'count', id: 'count', 'aria-live': 'polite' });
const pageLabel = el('span', { id: 'page-label' });
const turn = (by: number) => () => {
  state.page += by;
  renderList(true);
};
const previous = el('button', { type: 'button', id: 'previous-page', on: { click: turn(-1) } }, '← Previous');
const next = el('button', { type: 'button', id: 'next-page', on: { click: turn(1) } }, 'Next →');

function renderList(toTop: boolean): void {
  const { rows, versions, cases } = buildRows();
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  state.page = Math.min(Math.max(0, state.page), pages - 1);
  const pageRows = rows.slice(state.page * ROWS_PER_PAGE, (state.page + 1) * ROWS_PER_PAGE);
  const nodes: HTMLElement[] = [];
  const first = pageRows[0];
  if (first && first.kind !== 'version') nodes.push(versionRow(rowParts, first.vi, true));
  for (const row of pageRows) {
    if (row.kind === 'version') nodes.push(versionRow(rowParts, row.vi, false));
    else if (row.kind === 'detail') nodes.push(versionDetail(rowParts, row.vi, row.shown));
    else nodes.push(caseRow(rowParts, row.vi, row.ci));
  }
  if (nodes.length === 0) nodes.push(el('p', { class: 'empty' }, report.versions.length ? 'No case matches the filter and search.' : 'The report has no versions.'));
  list.replaceChildren(...nodes);
  countLine.textContent = filtering()
    ? state.status === 'not_passed' && state.terms.length === 0
      ? `What did not pass: ${plural(cases, 'case')} in ${plural(versions, 'version')}. “All” shows every case.`
      : `${plural(cases, 'case')} in ${plural(versions, 'version')} match.`
    : `${plural(versions, 'version')} with ${plural(cases, 'case')}. Open a version to see its cases.`;
  pageLabel.textContent = `Page ${number(state.page + 1)} of ${number(pages)}`;
  previous.disabled = state.page === 0;
  next.disabled = state.page >= pages - 1;
  if (toTop) list.scrollIntoView({ block: 'start' });
}

const s = report.summary;
const filterLabel = (status: Filter): string => {
  if (status === 'all') return `All (${number(s.total)})`;
  if (status === 'not_passed') return `Not passed (${number(s.total - s.passed)})`;
  return `${capitalized(STATUS_WORDS[status])} (${number(s[status])})`;
};
const filterButtons = FILTERS.map((status) => el('button', {
  type: 'button', 'data-status': status, 'aria-pressed': String(status === state.status), on: { click: () => setFilter(status) },
}, filterLabel(status)));

function pressFilter(status: Filter): void {
  state.status = status;
  for (const button of filterButtons) button.setAttribute('aria-pressed', String(button.dataset.status === status));
}

function setFilter(status: Filter): void {
  pressFilter(status);
  state.page = 0;
  state.openVersions.clear();
  renderList(false);
}

const search = el('input', { type: 'search', id: 'search', placeholder: 'Search names, descriptions, checks, versions, version ids', 'aria-label': 'Search' });
search.addEventListener('input', () => {
  state.terms = search.value.toLowerCase().split(/\s+/).filter(Boolean);
  state.page = 0;
  state.openVersions.clear();
  renderList(false);
});

// ---- the overview --------------------------------------------------------------------
/** What made the report: flowgate's version and build, the commit, a shard or a partial run. */
function madeBy(): string {
  const parts: string[] = [];
  if (report.flowgate) parts.push(`flowgate ${report.flowgate.version} (build ${report.flowgate.build})`);
  if (report.commit) parts.push(`commit ${report.commit.slice(0, 12)}`);
  if (report.shard) parts.push(`shard ${report.shard.index} of ${report.shard.total}`);
  if (report.partial) parts.push(`partial run: only what matches "${report.partial.filter}" ran, so it is not a gate`);
  return parts.join(' · ');
}
const passedVersions = report.versions.filter((v) => v.report.passed).length;
const unmet = report.versions.filter((v) => !v.report.minimum.met).length;
const withProblems = report.versions.filter((v) => v.report.problems.length > 0).length;
const versionTotals = `${plural(report.versions.length, 'version')}: ${number(passedVersions)} passed, ${number(report.versions.length - passedVersions)} did not` +
  `${unmet ? ` (${plural(unmet, 'version')} short of the minimum of cases)` : ''}${withProblems ? `, ${plural(withProblems, 'version')} with problems` : ''}`;
element(PAGE_IDS.overview).replaceChildren(
  el('h1', null, 'flowgate test report'),
  el('p', { class: `verdict ${report.passed ? 'ok' : 'bad'}`, id: 'verdict' }, report.passed ? '✓ Every report passed.' : '✗ Not every report passed.'),
  el('p', { id: 'totals' }, `${versionTotals}. ${plural(s.total, 'case')}: ${countsText(s, number)}.`),
  el('p', { id: 'made-by', class: 'muted' }, madeBy()),
  el('div', { class: 'controls' }, el('div', { class: 'filters', role: 'group', 'aria-label': 'Show cases' }, filterButtons), search),
  countLine);
element(PAGE_IDS.app).replaceChildren(list, el('nav', { class: 'pager', 'aria-label': 'Pages' }, previous, pageLabel, next));

// ---- what the page opens on ----------------------------------------------------------
/** A run that did not pass opens its first failing cases, each at its failed steps. */
function openFailing(): void {
  let opened = 0;
  for (const [vi, v] of report.versions.entries()) {
    for (const [ci, c] of v.report.cases.entries()) {
      if (opened >= OPEN_ON_LOAD) return;
      if (c.status !== 'failed' && c.status !== 'invalid') continue;
      opened += 1;
      state.openCases.add(caseKey(vi, ci));
      for (const step of c.trace?.steps ?? []) if (step.result === 'failure') state.openCases.add(`${caseKey(vi, ci)}/${step.id}`);
    }
  }
}

/**
 * Opens the case the address's fragment names, with its panels, on the page that holds
 * it (under the filter on, or under All when that filter hides it), and scrolls to it.
 * False when the fragment names no case of this report.
 */
function openLinked(): boolean {
  const target = parseCaseLink(location.hash, report);
  if (!target) return false;
  const { vi, ci, open } = target;
  const key = caseKey(vi, ci);
  state.openCases.add(key);
  for (const panel of open) state.openCases.add(`${key}/${panel}`);
  if (!caseMatches(vi, ci, report.versions[vi]!.report.cases[ci]!)) {
    pressFilter('all');
    state.terms = [];
    search.value = '';
  }
  state.openVersions.set(vi, true);
  const at = buildRows().rows.findIndex((row) => row.kind === 'case' && row.vi === vi && row.ci === ci);
  state.page = Math.max(0, Math.floor(at / ROWS_PER_PAGE));
  renderList(false);
  for (const node of list.querySelectorAll('.linked')) node.classList.remove('linked');
  const node = list.querySelector(`details.case[data-case="${key}"]`);
  node?.classList.add('linked');
  node?.scrollIntoView({ block: 'start' });
  return true;
}

window.addEventListener('hashchange', () => {
  openLinked();
});
if (!openLinked()) {
  if (!report.passed) openFailing();
  renderList(false);
}
// Layout once, so the mark below times an overview that is ready to be seen.
void document.body.offsetHeight;
performance.mark('flowgate-overview-ready');
document.documentElement.setAttribute('data-ready', '');
