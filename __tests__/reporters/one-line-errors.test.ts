/**
 * CLI-19 end to end: an invalid case's problems read the same in `flowgate test` (terminal,
 * annotations, JUnit, JSON) as in `flowgate validate`; the JUnit file of a real run passes
 * Jenkins' junit-10.xsd (CLI-06).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { RunReport } from '../../src/testing/report.js';
import { makeRepo, passingCases, simpleWorkflow } from '../helpers/repo.js';
import { requireTool } from '../helpers/tools.js';

async function cli(args: string[]) {
  let stdout = '';
  const code = await main(args, { stdout: (t) => (stdout += t), stderr: () => {}, env: {}, cwd: process.cwd() });
  return { code, stdout };
}

const invalidCase = {
  name: 'misspelt',
  kind: 'edge',
  given: { http: [{ match: { metod: 'GET', url: 'https://a.example' }, respond: { status: 200 } }] },
  expect: { outcome: 'success', recipients: 'ops@acme.example' },
};

const repoWithInvalidCase = () =>
  makeRepo({
    'w/workflow.yaml': simpleWorkflow('w'),
    'w/tests.json': [...passingCases, invalidCase],
    // A version with a problem: its cases do not run.
    'broken/workflow.yaml': 'name: broken\non:\n  manual: {}\nsteps:\n  - id: a\n    uses: platform/evaluat@v1\n',
    'broken/tests.json': passingCases,
  });

/** What `validate` prints for the test list: the lines every reporter must agree with. */
async function validateLines(root: string): Promise<string[]> {
  const lines = (await cli(['validate', root])).stdout.split('\n').filter((l) => l.startsWith('w/tests.json:'));
  expect(lines.length).toBeGreaterThanOrEqual(2);
  for (const line of lines) expect(line).toMatch(/^w\/tests\.json:\d+:\d+ \[1\]\.\S+: \S/);
  return lines;
}

describe('one-line errors in flowgate test (CLI-19)', () => {
  it('CLI-19 the terminal shows each problem of an invalid case as the very line validate prints', async () => {
    const root = repoWithInvalidCase();
    const expected = await validateLines(root);
    const { code, stdout } = await cli(['test', root, '--reporter', 'pretty']);
    expect(code).toBe(1);
    const lines = stdout.split('\n');
    const header = lines.findIndex((l) => l.includes('! invalid misspelt'));
    expect(header).toBeGreaterThan(-1);
    expect(lines.slice(header + 1, header + 1 + expected.length).map((l) => l.trim())).toEqual(expected);
  });

  it('CLI-19 GHA-12 each annotation of an invalid case has the file, line, col, path and message validate gives', async () => {
    const root = repoWithInvalidCase();
    const expected = (await validateLines(root)).map((line) => {
      const [, file, row, col, rest] = /^(\S+?):(\d+):(\d+) (.*)$/.exec(line)!;
      return `::error file=${file},line=${row},col=${col},title=w › misspelt::invalid case: ${rest}`;
    });
    const { stdout } = await cli(['test', root, '--reporter', 'github']);
    expect(stdout.split('\n').filter((l) => l.includes('title=w › misspelt'))).toEqual(expected);
  });

  it('CLI-19 the JSON report gives each case problem its line and col, its path staying inside the case', async () => {
    const root = repoWithInvalidCase();
    const expected = await validateLines(root);
    await cli(['test', root, '--json', join(root, 'report.json')]);
    const report = JSON.parse(readFileSync(join(root, 'report.json'), 'utf8')) as RunReport;
    const invalid = report.versions.find((v) => v.name === 'w')!.report.cases.find((c) => c.name === 'misspelt')!;
    expect(invalid).toMatchObject({ status: 'invalid', index: 1 });
    expect(invalid.problems!.map((p) => `w/tests.json:${p.line}:${p.col} [1].${p.path}: ${p.message}`)).toEqual(expected);
  });
});

const JUNIT_10_XSD = fileURLToPath(new URL('../fixtures/junit/junit-10.xsd', import.meta.url));
const XMLLINT = requireTool('xmllint', 'libxml2-utils', 'the JUnit schema test of a real run') !== undefined;

describe('the JUnit file of a real run (CLI-06)', () => {
  it.skipIf(!XMLLINT)('CLI-06 flowgate test --junit with passed, invalid and not-run cases and a problem writes a file valid against junit-10.xsd', async () => {
    const root = repoWithInvalidCase();
    const file = join(root, 'junit.xml');
    const { stdout } = await cli(['test', root, '--junit', file, '--reporter', 'json']);
    const statuses = (JSON.parse(stdout) as RunReport).versions.flatMap((v) => v.report.cases.map((c) => c.status));
    expect(new Set(statuses)).toEqual(new Set(['passed', 'invalid', 'not_run']));
    // Each testcase names its tests.json and the case's line, for the reporters that annotate with them.
    const written = readFileSync(file, 'utf8');
    expect(written).toMatch(/<testcase [^>]*name="[^"]*" file="[^"]*\bw\/tests\.json" line="\d+" time=/);
    // Apart from those two attributes, which Jenkins' schema has no place for, the file is valid against it.
    const strict = join(root, 'junit-strict.xml');
    writeFileSync(strict, written.replace(/(<testcase [^>]*?) file="[^"]*"(?: line="\d+")?/g, '$1'));
    const result = spawnSync('xmllint', ['--noout', '--schema', JUNIT_10_XSD, strict], { encoding: 'utf8' });
    expect(result.stderr).toBe(`${strict} validates\n`);
    expect(result.status).toBe(0);
    expect(written).toContain('w/tests.json:');
  });
});
