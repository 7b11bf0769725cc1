/**
 * JUnit XML (CLI-06): one testsuite per version, one testcase per case, failures with their sentences.
 * Only what Jenkins' junit-10.xsd allows, the schema test-report tools check files against:
 * `skipped` is an attribute of a testsuite but not of testsuites, and `file` too, while a
 * testcase may carry neither `file` nor `line`. So the suite names its tests.json (from the
 * repository root) and a failure's text starts with `FILE:LINE` of its case, where readers
 * that annotate files find it.
 */
import { formatProblem } from '../definitions/problems.js';
import type { CaseReport, RunReport, VersionResult } from '../testing/report.js';
import { caseProblemLines, testsFile } from './text.js';

function xml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Where a version's tests.json is from the repository root (`base` leads from it to the root). */
function testsPath(version: VersionResult, base: string): string {
  return base ? `${base}/${testsFile(version)}` : testsFile(version);
}

function failureText(version: VersionResult, c: CaseReport, base: string): string {
  // A failed case's place first; an invalid case's problems name theirs.
  const lines = c.status === 'failed' && c.line !== undefined ? [`${testsPath(version, base)}:${c.line}`] : [];
  lines.push(...caseProblemLines(version, c));
  for (const check of c.checks.filter((k) => !k.passed)) {
    lines.push(check.line !== undefined ? `${check.sentence} (${testsPath(version, base)}:${check.line})` : check.sentence);
    if (check.expected !== undefined) lines.push(`  expected: ${check.expected}`);
    if (check.actual !== undefined) lines.push(`  actual:   ${check.actual}`);
  }
  return lines.join('\n');
}

function testcase(version: VersionResult, c: CaseReport, base: string): string {
  // `file` and `line` are what JUnit-reading reporters (GitHub and GitLab ones among them) annotate with;
  // Jenkins' schema has no place for them, and its reader passes them by.
  const where = ` file="${xml(testsPath(version, base))}"${c.line !== undefined ? ` line="${c.line}"` : ''}`;
  const open = `    <testcase classname="${xml(`${version.kind}s.${version.name}`)}" name="${xml(c.name)}"${where} time="${(c.duration_ms / 1000).toFixed(3)}"`;
  if (c.status === 'passed') return `${open}/>`;
  const text = xml(failureText(version, c, base));
  if (c.status === 'not_run') return `${open}>\n      <skipped message="${xml(c.problems?.[0]?.message ?? 'not run')}"/>\n    </testcase>`;
  const tag = c.status === 'invalid' ? 'error' : 'failure';
  const first = c.status === 'invalid' ? 'invalid case' : (c.checks.find((k) => !k.passed)?.sentence ?? 'failed');
  return `${open}>\n      <${tag} message="${xml(first)}" type="${c.status}">${text}</${tag}>\n    </testcase>`;
}

/** The counts a testsuite carries; testsuites carries them without `skipped`. */
interface Counts {
  tests: number;
  failures: number;
  errors: number;
  skipped: number;
}

interface Suite {
  counts: Counts;
  text: string;
}

function testsuite(version: VersionResult, base: string): Suite {
  const { report } = version;
  const extra: string[] = [];
  for (const p of report.problems) extra.push(formatProblem(p));
  for (const m of report.minimum.missing) extra.push(`minimum: ${m.message} fix: ${m.fix}`);
  const cases = report.cases.map((c) => testcase(version, c, base));
  if (extra.length) {
    cases.push(`    <testcase classname="${xml(`${version.kind}s.${version.name}`)}" name="version checks" time="0">\n      <failure message="the version does not pass its checks" type="version">${xml(extra.join('\n'))}</failure>\n    </testcase>`);
  }
  const counts: Counts = { tests: cases.length, failures: report.summary.failed + (extra.length ? 1 : 0), errors: report.summary.invalid, skipped: report.summary.not_run };
  const text = [
    `  <testsuite name="${xml(`${version.kind} ${version.name}`)}" tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="${(report.duration_ms / 1000).toFixed(3)}" timestamp="${xml(report.ran_at)}" file="${xml(testsPath(version, base))}">`,
    // TRUST-04: what the suite's verdict is bound to.
    `    <properties><property name="version_id" value="${xml(version.version_id)}"/><property name="run_key" value="${xml(version.run_key)}"/><property name="path" value="${xml(version.path)}"/></properties>`,
    ...cases,
    '  </testsuite>',
  ].join('\n');
  return { counts, text };
}

/** `base`: the way from the repository root (the working folder) to the tested root, '' when they are one. */
export function renderJunit(report: RunReport, base = ''): string {
  const suites = report.versions.map((version) => testsuite(version, base));
  // The totals are the suites' own counts added up, "version checks" testcases included.
  const total = { tests: 0, failures: 0, errors: 0 };
  for (const { counts } of suites) for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += counts[key];
  // The run's wall time; a report without one (merged from shards) adds its versions' up.
  const ms = report.duration_ms ?? report.versions.reduce((sum, v) => sum + v.report.duration_ms, 0);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="flowgate" time="${(ms / 1000).toFixed(3)}" tests="${total.tests}" failures="${total.failures}" errors="${total.errors}">`,
    ...suites.map((s) => s.text),
    '</testsuites>',
    '',
  ].join('\n');
}
