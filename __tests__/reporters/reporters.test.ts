/**
 * The reporters: GitHub annotations (GHA-12), the job summary (GHA-13), JUnit XML
 * (CLI-06) and the terminal output. Reports are built by hand so that every shape a
 * reporter meets (problems, invalid, not_run, unmet minimum, hostile text) is present.
 */
import { describe, expect, it } from 'vitest';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { annotationsFor, formatAnnotation, renderGithub } from '../../src/reporters/github.js';
import { renderJunit } from '../../src/reporters/junit.js';
import { renderPretty } from '../../src/reporters/pretty.js';
import { CHECK_RUN_TEXT_LIMIT, JOB_SUMMARY_LIMIT, renderSummary } from '../../src/reporters/summary.js';
import type { Problem } from '../../src/definitions/problems.js';
import type { MissingCase } from '../../src/testing/minimum.js';
import { addSummaries, summarize, type CaseReport, type CheckReport, type RunReport, type VersionResult } from '../../src/testing/report.js';
import { requireTool } from '../helpers/tools.js';

// JUnit files are held against Jenkins' junit-10.xsd with xmllint (libxml2-utils); without it those tests are skipped, saying why (under CI they fail).
const JUNIT_10_XSD = fileURLToPath(new URL('../fixtures/junit/junit-10.xsd', import.meta.url));
const XMLLINT = requireTool('xmllint', 'libxml2-utils', 'the JUnit schema tests') !== undefined;
const withXmllint = it.skipIf(!XMLLINT);

/** Valid against Jenkins' schema apart from the testcases' `file` and `line`, which it has no place for and reporters that annotate read. */
function validAgainstJunit10(xml: string): { valid: boolean; errors: string } {
  const strict = xml.replace(/(<testcase [^>]*?) file="[^"]*"(?: line="\d+")?/g, '$1');
  const result = spawnSync('xmllint', ['--noout', '--schema', JUNIT_10_XSD, '-'], { input: strict, encoding: 'utf8' });
  return { valid: result.status === 0, errors: result.status === 0 ? '' : result.stderr };
}

const ID = (n: number) => `sha256:${n.toString(16).padStart(64, '0')}`;

function check(sentence: string, expected?: string, actual?: string): CheckReport {
  return { sentence, passed: false, ...(expected !== undefined ? { expected } : {}), ...(actual !== undefined ? { actual } : {}) };
}

const passedCheck = (sentence: string): CheckReport => ({ sentence, passed: true });

function kase(name: string, status: CaseReport['status'], extra: Partial<CaseReport> = {}): CaseReport {
  return { name, status, duration_ms: 12, outcome: status === 'passed' || status === 'failed' ? 'success' : null, error: null, checks: [], ...extra };
}

function version(
  name: string,
  cases: CaseReport[],
  options: { kind?: 'workflow' | 'action'; path?: string; problems?: Problem[]; missing?: MissingCase[]; id?: number } = {},
): VersionResult {
  const problems = options.problems ?? [];
  const missing = options.missing ?? [];
  const kind = options.kind ?? 'workflow';
  const id = ID(options.id ?? name.length);
  return {
    kind,
    name,
    path: options.path ?? `${kind}s/${name}`,
    version_id: id,
    run_key: id,
    report: {
      passed: problems.length === 0 && missing.length === 0 && cases.every((c) => c.status === 'passed'),
      summary: summarize(cases),
      minimum: { met: missing.length === 0, needed: ['happy'], missing },
      problems,
      cases,
      ran_at: '2026-01-05T08:00:00.000Z',
      duration_ms: 1234,
      version_id: id,
      run_key: id,
    },
  };
}

function run(versions: VersionResult[]): RunReport {
  return { passed: versions.every((v) => v.report.passed), summary: addSummaries(versions.map((v) => v.report.summary)), versions };
}

const missingEmpty: MissingCase = { kind: 'empty', message: 'Missing an empty (nothing to do) case: step mail can be skipped.', fix: 'Add a case with "kind": "empty".' };

/** Two failing versions and a passing one, each shape once. */
function mixedReport(): RunReport {
  const alpha = version(
    'alpha',
    [
      kase('a1 two failures', 'failed', { line: 2, checks: [passedCheck('run ends with outcome success'), check('sends email to ops@acme.example', "['ops@acme.example']", '[]'), check('step fetch is skipped', 'skipped', 'success')] }),
      kase('a2 invalid', 'invalid', {
        line: 20,
        index: 1,
        problems: [
          { path: 'given.http[0].match.metod', message: 'unknown field', line: 24, col: 13 },
          { path: 'expect', message: 'must have required property outcome', line: 20, col: 3 },
        ],
      }),
      kase('a3 passes', 'passed', { checks: [passedCheck('run ends with outcome success')] }),
      kase('a4 not run', 'not_run', { problems: [{ path: '', message: "The version's cases ran past the 60 s budget." }] }),
    ],
    { problems: [{ file: 'workflows/alpha/workflow.yaml', line: 7, col: 5, path: 'steps[0].uses', message: 'unknown action platform/evaluat@v1' }] },
  );
  const beta = version(
    'beta',
    [
      kase('b1 one failure', 'failed', { line: 3, checks: [check('calls GET /items at least once', 'at least 1 request', 'none')] }),
      kase('b2 two failures', 'failed', { line: 30, checks: [check('run ends with outcome error', 'error', 'success'), check('run fails at step fetch', 'fetch', 'none')] }),
    ],
    { missing: [missingEmpty] },
  );
  const gamma = version('gamma', [kase('g1', 'passed', { checks: [passedCheck('step a output $.x equals 1')] })], { kind: 'action' });
  return run([alpha, beta, gamma]);
}

describe('GitHub annotations (GHA-12)', () => {
  it('GHA-12 order: problems, then the first failure of each case round-robin across versions, then the rest, then the minimum', () => {
    const order = annotationsFor(mixedReport()).map((a) => `${a.title} | ${a.message.split('\n')[0]}`);
    expect(order).toEqual([
      'workflow alpha | steps[0].uses: unknown action platform/evaluat@v1',
      'alpha › a1 two failures | sends email to ops@acme.example',
      'beta › b1 one failure | calls GET /items at least once',
      'alpha › a2 invalid | invalid case: [1].given.http[0].match.metod: unknown field',
      'beta › b2 two failures | run ends with outcome error',
      'alpha › a1 two failures | step fetch is skipped',
      'alpha › a2 invalid | invalid case: [1].expect: must have required property outcome',
      'beta › b2 two failures | run fails at step fetch',
      `workflow beta › minimum | ${missingEmpty.message}`,
    ]);
  });

  it('GHA-12 a failed check is annotated on its case line in tests.json with its sentence, expected and actual', () => {
    const annotations = annotationsFor(mixedReport());
    expect(annotations[1]).toEqual({
      file: 'workflows/alpha/tests.json',
      line: 2,
      title: 'alpha › a1 two failures',
      message: "sends email to ops@acme.example\nexpected: ['ops@acme.example']\nactual: []",
    });
    expect(annotations[0]).toEqual({ file: 'workflows/alpha/workflow.yaml', line: 7, col: 5, title: 'workflow alpha', message: 'steps[0].uses: unknown action platform/evaluat@v1' });
    expect(annotations.at(-1)).toEqual({ file: 'workflows/beta/tests.json', title: 'workflow beta › minimum', message: `${missingEmpty.message}\nfix: ${missingEmpty.fix}` });
  });

  it('GHA-12 CLI-19 each problem of an invalid case is annotated where it is, with the path from the list root that validate prints', () => {
    const invalid = annotationsFor(mixedReport()).filter((a) => a.title === 'alpha › a2 invalid');
    expect(invalid).toEqual([
      { file: 'workflows/alpha/tests.json', line: 24, col: 13, title: 'alpha › a2 invalid', message: 'invalid case: [1].given.http[0].match.metod: unknown field' },
      { file: 'workflows/alpha/tests.json', line: 20, col: 3, title: 'alpha › a2 invalid', message: 'invalid case: [1].expect: must have required property outcome' },
    ]);
    // A problem without a position is annotated on its case's line.
    const unplaced = run([version('solo', [kase('s1', 'invalid', { line: 4, index: 0, problems: [{ path: '', message: 'must be object' }] })], { path: '.' })]);
    expect(annotationsFor(unplaced)).toEqual([{ file: 'tests.json', line: 4, title: 'solo › s1', message: 'invalid case: [0]: must be object' }]);
  });

  it('GHA-12 passed and not_run cases and passing versions give no annotation; a version at the root uses tests.json', () => {
    const annotations = annotationsFor(mixedReport());
    expect(annotations.some((a) => /a3 passes|a4 not run|gamma/.test(a.title))).toBe(false);
    const root = run([version('solo', [kase('s1', 'failed', { line: 4, checks: [check('step a output $.x equals 1', '1', '2')] })], { path: '.' })]);
    expect(annotationsFor(root)[0]!.file).toBe('tests.json');
    expect(annotationsFor(run([version('ok', [kase('fine', 'passed')])]))).toEqual([]);
  });

  it('GHA-12 round-robin lets the first ten annotations reach ten different versions', () => {
    const versions = Array.from({ length: 12 }, (_, v) =>
      version(`v${String(v).padStart(2, '0')}`, Array.from({ length: 5 }, (_, c) => kase(`c${c}`, 'failed', { line: c + 2, checks: [check(`check ${v}.${c}`, 'a', 'b')] }))),
    );
    const firstTen = annotationsFor(run(versions)).slice(0, 10);
    expect(new Set(firstTen.map((a) => a.file)).size).toBe(10);
  });

  it('GHA-12 formatAnnotation escapes % and line breaks in the message, and also : and , in properties', () => {
    const line = formatAnnotation({ file: 'work,flows/a:b/tests.json', line: 3, col: 9, title: 'alpha › 100%: a, b\nc', message: 'sent 50% more\r\nexpected: a, b' });
    expect(line).toBe('::error file=work%2Cflows/a%3Ab/tests.json,line=3,col=9,title=alpha › 100%25%3A a%2C b%0Ac::sent 50%25 more%0D%0Aexpected: a, b');
    expect(line).not.toMatch(/[\r\n]/);
  });

  it('GHA-12 formatAnnotation leaves out line and col when unknown, and an escape sequence in the text is not read as one', () => {
    expect(formatAnnotation({ file: 'tests.json', title: 't', message: 'literal %0A stays' })).toBe('::error file=tests.json,title=t::literal %250A stays');
  });

  it('GHA-12 renderGithub writes one workflow command per annotation, one line each, even for hostile text', () => {
    const hostile = run([version('evil', [kase('name,with:odd\nchars %0A', 'failed', { line: 2, checks: [check('::warning::injected\n::error::twice', '\r\n', '%')] })])]);
    const lines = renderGithub(hostile).split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.startsWith('::error file=workflows/evil/tests.json,line=2,title=evil › name%2Cwith%3Aodd%0Achars %250A::')).toBe(true);
    expect(lines[0]).toContain('::warning::injected%0A::error::twice');
  });

  it('GHA-18 flowgate test --reporter github prints at most 9 errors when the step fails (its exit-code error is the 10th) and a notice for the rest', () => {
    const cases = Array.from({ length: 12 }, (_, i) => kase(`case ${i}`, 'failed', { line: i + 2, checks: [check(`sentence ${i}`, 'a', 'b')] }));
    const lines = renderGithub(run([version('many', cases)])).split('\n').filter(Boolean);
    expect(lines.filter((l) => l.startsWith('::error'))).toHaveLength(9);
    expect(lines.filter((l) => l.startsWith('::notice'))).toEqual(['::notice::3 more failures are not annotated (GitHub shows 10 errors per step); the JSON report lists them all.']);
  });
});

describe('the job summary (GHA-13)', () => {
  it('GHA-13 has the table of versions: name, version id, cases, minimum, coverage and duration', () => {
    const text = renderSummary(mixedReport());
    expect(text).toContain('| | Version | Version id | Cases | Minimum | Coverage | Duration |');
    const rows = text.split('\n').filter((l) => /^\| (✅|❌) \|/.test(l));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/^\| ❌ \| workflow alpha \| `sha256:[0-9a-f]{12}` \| 1\/4 passed, 1 failed, 1 invalid, 1 not run \| met \| — \| 1\.23 s \|$/);
    expect(rows[1]).toMatch(/^\| ❌ \| workflow beta \| `sha256:[0-9a-f]{12}` \| 0\/2 passed, 2 failed \| \*\*not met\*\* \| — \| 1\.23 s \|$/);
    expect(rows[2]).toMatch(/^\| ✅ \| action gamma \| `sha256:[0-9a-f]{12}` \| 1\/1 passed \| met \| — \| 1\.23 s \|$/);
    expect(text).toContain('## flowgate: not every report passed');
  });

  it('GHA-13 lists the cases that did not pass with their failed sentences, expected and actual, and the missing minimum', () => {
    const text = renderSummary(mixedReport());
    expect(text).toContain('What did not pass');
    expect(text).toContain('**a1 two failures** — failed · workflows/alpha/tests.json:2 · 12 ms');
    expect(text).toContain('❌ sends email to ops@acme.example');
    expect(text).toContain("expected: `['ops@acme.example']`");
    expect(text).toContain('actual: `[]`');
    expect(text).toContain('**a2 invalid** — invalid');
    expect(text).toContain('workflows/alpha/tests.json:24:13 `[1].given.http[0].match.metod`: unknown field');
    expect(text).toContain('**a4 not run** — not run');
    expect(text).toContain('unknown action platform/evaluat@v1');
    expect(text).toContain(missingEmpty.message);
    // Passing cases and passed checks are not among what did not pass.
    const failures = text.slice(text.indexOf('What did not pass'), text.indexOf('<details>'));
    expect(failures).not.toContain('a3 passes');
    expect(text).not.toContain('run ends with outcome success');
  });

  it('GHA-13 a passing run has the table and no failure section', () => {
    const text = renderSummary(run([version('ok', [kase('fine', 'passed')])]));
    expect(text).toContain('## flowgate: every report passed');
    expect(text).not.toContain('What did not pass');
  });

  it('GHA-13 text in cells cannot break the table: | and line breaks are escaped', () => {
    const text = renderSummary(run([version('pipe', [kase('a | b\nc', 'failed', { checks: [check('x | y', 'p\nq', 'r')] })])]));
    expect(text).toContain('**a \\| b c**');
    expect(text).toContain('❌ x \\| y');
  });

  /** Thousands of failing cases with long sentences in many versions. */
  function hugeReport(sentence: (v: number, c: number) => string): { report: RunReport; failing: number } {
    const versions = Array.from({ length: 40 }, (_, v) =>
      version(`flow-${v}`, Array.from({ length: 100 }, (_, c) => kase(`case ${v}.${c}`, 'failed', { line: 2 + c * 10, checks: [check(sentence(v, c), 'x'.repeat(200), 'y'.repeat(200))] })), { id: v }),
    );
    return { report: run(versions), failing: 40 * 100 };
  }
  const shownCases = (text: string) => text.split('\n').filter((l) => /^- \*\*case \d+\.\d+\*\*/.test(l)).length;
  const leftOut = (text: string) => Number(/_(\d+) more entries were left out/.exec(text)?.[1] ?? 0);

  for (const limit of [JOB_SUMMARY_LIMIT, CHECK_RUN_TEXT_LIMIT]) {
    it(`GHA-13 a huge report stays under ${limit} characters and bytes, and says what was left out`, () => {
      const { report, failing } = hugeReport((v, c) => `step fetch output $.items[${c}].name equals a rather long expected name number ${v}.${c} `.repeat(6));
      const text = renderSummary(report, { limit });
      expect(text.length).toBeLessThanOrEqual(limit);
      expect(Buffer.byteLength(text, 'utf8')).toBeLessThanOrEqual(limit);
      expect(shownCases(text)).toBeGreaterThan(0);
      expect(shownCases(text)).toBeLessThan(failing);
      expect(text).toContain('the JSON report has everything');
      // Every case that is not shown is counted in the note.
      expect(shownCases(text) + leftOut(text)).toBeGreaterThanOrEqual(failing);
    });
  }

  it('GHA-13 the 1 MiB job summary limit holds in bytes also when the text is not ASCII', () => {
    const { report } = hugeReport((v, c) => `Schritt „Rechnungsprüfung“ ${v}.${c}: Überfälligkeit ✓ — 請求書の確認 `.repeat(8));
    const text = renderSummary(report);
    expect(Buffer.byteLength(text, 'utf8')).toBeLessThanOrEqual(1024 * 1024);
    expect(text).toContain('the JSON report has everything');
  });

  it('GHA-13 the default limit is the 1 MiB of a job summary, the check-run limit 65 535', () => {
    expect(JOB_SUMMARY_LIMIT).toBeLessThanOrEqual(1024 * 1024);
    expect(JOB_SUMMARY_LIMIT).toBeGreaterThan(1000 * 1000);
    expect(CHECK_RUN_TEXT_LIMIT).toBe(65_535);
  });
});

describe('JUnit XML (CLI-06)', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => ['testsuite', 'testcase'].includes(name) });

  function parse(xml: string) {
    expect(XMLValidator.validate(xml)).toBe(true);
    return parser.parse(xml).testsuites;
  }

  it('CLI-06 one testsuite per version, one testcase per case', () => {
    const report = run([
      version('alpha', [kase('x1', 'passed'), kase('x2', 'passed')]),
      version('beta', [kase('y1', 'passed')], { kind: 'action' }),
    ]);
    const suites = parse(renderJunit(report)).testsuite;
    expect(suites.map((s: any) => s['@name'])).toEqual(['workflow alpha', 'action beta']);
    expect(suites.map((s: any) => s.testcase.map((c: any) => c['@name']))).toEqual([['x1', 'x2'], ['y1']]);
    expect(suites[1].testcase[0]['@classname']).toBe('actions.beta');
    expect(suites[0].testcase[0].failure).toBeUndefined();
  });

  it('CLI-06 a failed case carries its failed sentences with expected and actual; invalid is <error>, not_run is <skipped>', () => {
    const report = run([
      version('alpha', [
        kase('fails', 'failed', { checks: [passedCheck('run ends with outcome success'), check('sends email to ops@acme.example', "['ops@acme.example']", '[]'), check('step fetch is skipped', 'skipped', 'success')] }),
        kase('wrong', 'invalid', { problems: [{ path: 'expect.payload.matches', message: 'is not a valid regular expression' }] }),
        kase('late', 'not_run', { problems: [{ path: '', message: "The version's cases ran past the 60 s budget." }] }),
      ]),
    ]);
    const [fails, wrong, late] = parse(renderJunit(report)).testsuite[0].testcase;
    expect(fails.failure['@message']).toBe('sends email to ops@acme.example');
    const text: string = fails.failure['#text'];
    expect(text).toContain('sends email to ops@acme.example');
    expect(text).toMatch(/expected: \['ops@acme.example'\]/);
    expect(text).toMatch(/actual: +\[\]/);
    expect(text).toContain('step fetch is skipped');
    expect(text).not.toContain('run ends with outcome success');
    expect(wrong.error['#text']).toContain('expect.payload.matches: is not a valid regular expression');
    expect(wrong.failure).toBeUndefined();
    expect(late.skipped['@message']).toContain('60 s budget');
    expect(late.failure).toBeUndefined();
  });

  it('CLI-06 XML special characters and control characters in names, sentences and values are escaped', () => {
    const nasty = 'a < b && c > "d" \'e\' ]]> <!-- x --> \u0001\u001b end';
    const report = run([version('alpha', [kase(nasty, 'failed', { checks: [check(`payload ${nasty}`, '<tag attr="1">', '&amp;')] })])]);
    const xml = renderJunit(report);
    expect(xml).toContain('name="a &lt; b &amp;&amp; c &gt; &quot;d&quot;');
    expect(xml).not.toContain('<tag');
    expect(xml).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
    // Read back, every text is the original one without the control characters.
    const testcase = parse(xml).testsuite[0].testcase[0];
    const clean = nasty.replace(/[\u0001\u001b]/g, '');
    expect(testcase['@name']).toBe(clean);
    expect(testcase.failure['@message']).toBe(`payload ${clean}`);
    expect(testcase.failure['#text']).toContain('expected: <tag attr="1">');
    expect(testcase.failure['#text']).toContain('actual:   &amp;');
  });

  it('CLI-06 a version problem or unmet minimum is a failing testcase of its suite, and the totals add up', () => {
    const report = mixedReport();
    const top = parse(renderJunit(report));
    const suites: any[] = top.testsuite;
    const beta = suites.find((s) => s['@name'] === 'workflow beta');
    const versionChecks = beta.testcase.find((c: any) => c['@name'] === 'version checks');
    expect(versionChecks.failure['#text']).toContain(missingEmpty.message);
    const sum = (key: string) => suites.reduce((n, s) => n + Number(s[key]), 0);
    for (const key of ['@tests', '@failures', '@errors']) expect(Number(top[key]), key).toBe(sum(key));
    for (const s of suites) expect(Number(s['@tests'])).toBe(s.testcase.length);
    expect(sum('@skipped')).toBe(report.summary.not_run);
  });

  it('CLI-06 CLI-19 an invalid case\'s <error> and a version problem carry the one-line FILE:LINE:COL PATH: MESSAGE', () => {
    const suites: any[] = parse(renderJunit(mixedReport())).testsuite;
    const alpha = suites.find((s) => s['@name'] === 'workflow alpha');
    const invalid = alpha.testcase.find((c: any) => c['@name'] === 'a2 invalid');
    expect(invalid.error['#text'].split('\n')).toEqual([
      'workflows/alpha/tests.json:24:13 [1].given.http[0].match.metod: unknown field',
      'workflows/alpha/tests.json:20:3 [1].expect: must have required property outcome',
    ]);
    const versionChecks = alpha.testcase.find((c: any) => c['@name'] === 'version checks');
    expect(versionChecks.failure['#text']).toBe('workflows/alpha/workflow.yaml:7:5 steps[0].uses: unknown action platform/evaluat@v1');
  });

  it('CLI-06 testsuites carries its time and no skipped count: junit-10.xsd allows skipped on a testsuite only', () => {
    const top = parse(renderJunit(mixedReport()));
    expect(Object.keys(top).filter((key) => key.startsWith('@')).sort()).toEqual(['@errors', '@failures', '@name', '@tests', '@time']);
    expect(top.testsuite.every((s: any) => s['@skipped'] !== undefined)).toBe(true);
  });

  withXmllint('CLI-06 a report with passed, failed, invalid and not-run cases, problems and an unmet minimum is valid against junit-10.xsd', () => {
    const report = mixedReport();
    const counts = report.versions.flatMap((v) => v.report.cases.map((c) => c.status));
    expect(new Set(counts)).toEqual(new Set(['passed', 'failed', 'invalid', 'not_run']));
    expect(report.versions.some((v) => v.report.problems.length > 0)).toBe(true);
    expect(validAgainstJunit10(renderJunit(report))).toEqual({ valid: true, errors: '' });
  });

  withXmllint('CLI-06 hostile text, an empty run and a version with no cases are valid against junit-10.xsd too', () => {
    const nasty = 'a < b && c > "d" \'e\' ]]> <!-- x --> \u0001\u001b end';
    const hostile = run([version('alpha', [kase(nasty, 'failed', { checks: [check(`payload ${nasty}`, '<tag attr="1">', '&amp;')] })]), version('empty', [], { missing: [missingEmpty] })]);
    expect(validAgainstJunit10(renderJunit(hostile))).toEqual({ valid: true, errors: '' });
    expect(validAgainstJunit10(renderJunit(run([])))).toEqual({ valid: true, errors: '' });
  });

  it('CLI-06 CLI-36 each suite names its tests.json from the repository root, a failure starts with its case\'s FILE:LINE and names each check\'s line, testsuites has the run\'s time', () => {
    const report = mixedReport();
    report.duration_ms = 2500;
    const alpha = report.versions.find((v) => v.name === 'alpha')!;
    const failed = alpha.report.cases.find((c) => c.status === 'failed')!;
    const first = failed.checks.findIndex((k) => !k.passed);
    failed.checks = failed.checks.map((k, i) => (i === first ? { ...k, line: 9 } : k));
    const top = parse(renderJunit(report, 'flows'));
    expect(top['@time']).toBe('2.500');
    const suite = top.testsuite.find((s: any) => s['@name'] === 'workflow alpha');
    expect(suite['@file']).toBe('flows/workflows/alpha/tests.json');
    const lines = suite.testcase.find((c: any) => c['@name'] === failed.name).failure['#text'].split('\n');
    expect(lines[0]).toBe(`flows/workflows/alpha/tests.json:${failed.line}`);
    expect(lines[1]).toBe(`${failed.checks[first]!.sentence} (flows/workflows/alpha/tests.json:9)`);
    // A merged report has no run time: its versions' are added up.
    delete report.duration_ms;
    const summed = report.versions.reduce((n, v) => n + v.report.duration_ms, 0);
    expect(parse(renderJunit(report))['@time']).toBe((summed / 1000).toFixed(3));
  });

  withXmllint('CLI-06 the schema check can fail: skipped on testsuites is refused', () => {
    const withSkipped = renderJunit(mixedReport()).replace('<testsuites name="flowgate"', '<testsuites name="flowgate" skipped="1"');
    const result = validAgainstJunit10(withSkipped);
    expect(result.valid).toBe(false);
    expect(result.errors).toMatch(/attribute 'skipped' is not allowed/);
  });
});

describe('the terminal reporter', () => {
  it('CLI-19 each problem of an invalid case is one line FILE:LINE:COL PATH: MESSAGE, its path from the list root', () => {
    const lines = renderPretty(mixedReport(), 1.5).split('\n');
    const header = lines.findIndex((l) => l.includes('! invalid a2 invalid'));
    expect(lines.slice(header + 1, header + 3).map((l) => l.trim())).toEqual([
      'workflows/alpha/tests.json:24:13 [1].given.http[0].match.metod: unknown field',
      'workflows/alpha/tests.json:20:3 [1].expect: must have required property outcome',
    ]);
  });


  it('CLI-36 a failing run ends with what failed: version, case and first failed check at its line, problems and missing cases', () => {
    const text = renderPretty(mixedReport(), 1.5);
    const tail = text.slice(text.indexOf('\nFailures ('));
    expect(tail).toContain('\nFailures (6):\n  ✗ workflow alpha › a1 two failures › sends email to ops@acme.example  workflows/alpha/tests.json:2\n');
    expect(tail).toContain('  ✗ workflow alpha › a2 invalid › invalid case  workflows/alpha/tests.json:20\n');
    expect(tail).toContain('  ✗ workflow alpha › problem: workflows/alpha/workflow.yaml:7:5 steps[0].uses: unknown action platform/evaluat@v1\n');
    expect(tail).toContain(`  ✗ workflow beta › minimum: ${missingEmpty.message}\n`);
    // The problem keeps alpha's cases from running: it is listed, not each case it stopped.
    expect(tail).not.toContain('a4 not run');
    expect(tail).toMatch(/\n\nVersions: .*\nFAIL: not every report passed\n$/);
    expect(renderPretty(run([version('ok', [kase('fine', 'passed')])]), 1)).not.toContain('Failures');
  });

  it('names the version, the case and its line, the failed sentence, expected and actual', () => {
    const text = renderPretty(mixedReport(), 1.5);
    expect(text).toMatch(/✗ workflow alpha \(workflows\/alpha\)/);
    expect(text).toContain('a1 two failures workflows/alpha/tests.json:2');
    expect(text).toMatch(/✗ sends email to ops@acme\.example {2}workflows\/alpha\/tests\.json:2\n +expected: \['ops@acme\.example'\]\n +actual: +\[\]/);
    expect(text).toContain('! invalid a2 invalid');
    expect(text).toContain('given.http[0].match.metod: unknown field');
    expect(text).toContain('- not run a4 not run');
    expect(text).toContain('problem workflows/alpha/workflow.yaml:7:5 steps[0].uses: unknown action platform/evaluat@v1');
    expect(text).toContain(`minimum ${missingEmpty.message}`);
    expect(text).toContain(`fix: ${missingEmpty.fix}`);
    expect(text).toMatch(/✓ action gamma/);
    expect(text).toContain('FAIL: not every report passed');
    expect(text).toContain('Cases: 2 passed, 3 failed, 1 invalid, 1 not run');
  });

  it('a passing run says PASS and lists no case', () => {
    const text = renderPretty(run([version('ok', [kase('fine', 'passed')])]), 0.2);
    expect(text).toContain('PASS: every report passed');
    expect(text).not.toContain('fine');
  });
});
