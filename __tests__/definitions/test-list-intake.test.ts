/**
 * CLI-32: `flowgate test`, `flowgate validate` and the MCP `validate` tool read a test list
 * through one intake, so for the same list they report the same problems and statuses.
 * Each fixture is a one-version repository whose tests.json has one kind of trouble.
 *
 * What each entry point can show differs in form, not in substance: `validate` and MCP
 * give every problem with file, line and column; a test report gives the list's problems
 * that way, and an invalid case's problems as a path inside the case, at the case's line.
 * Statuses: MCP names each case's status before running (`runs`, `invalid`, `not_run`); a
 * test report's `passed` and `failed` are cases that ran; `validate` prints only problems,
 * so a case is invalid for it when it prints a problem under the case, and no case runs
 * when it prints a problem of the list or the definition.
 */
import { realpathSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { formatProblem, type Problem } from '../../src/definitions/problems.js';
import { loadRepository } from '../../src/definitions/repository.js';
import { validate as mcpValidate } from '../../src/mcp/tools/validate.js';
import { closeSandbox } from '../../src/sandbox/index.js';
import { testVersion } from '../../src/testing/run-version.js';
import { validateRepository } from '../../src/testing/validate.js';
import { makeRepo, passingCases, simpleWorkflow } from '../helpers/repo.js';

afterAll(() => closeSandbox());

const MIB = 1024 * 1024;
const TOKEN = 'ghp_R8x2Kq9LmZ4vT1nW7yB3cJ6hF0pD5sGaUeQk';
const clean = passingCases[0]!;
const TESTS_FILE = 'w/tests.json';

interface Fixture {
  name: string;
  tests: string | unknown[];
  /** Each case's status before running, as MCP names it. */
  statuses: string[];
  /** A message the fixture's trouble must produce (an empty list: no problem at all). */
  messages: RegExp[];
}

const FIXTURES: Fixture[] = [
  { name: 'an unreadable list', tests: '[\n  {,\n]', statuses: [], messages: [/^cannot read the test list: /] },
  { name: 'a list that is not an array', tests: '{ "name": "one case" }', statuses: [], messages: [/must be a JSON array of cases/] },
  {
    name: 'a case with a schema error beside a good case',
    tests: [{ ...clean, name: 'typo', given: { http: [{ match: { metod: 'GET', path: '/x' } }] } }, clean],
    statuses: ['invalid', 'runs'],
    messages: [/unknown field; did you mean 'method'\?/],
  },
  {
    name: 'an artifact over 16 MiB',
    tests: [{ ...clean, name: 'big', given: { artifacts: { 'big.bin': { text: 'x', repeat: 16 * MIB + 1 } } } }],
    statuses: ['invalid'],
    messages: [/at most 16 MiB/],
  },
  {
    name: 'artifacts over 32 MiB together and a stub naming no step (the case of issue 15)',
    tests: [{ ...clean, name: 'both', given: { artifacts: { 'a.bin': { text: 'x', repeat: 11 * MIB }, 'b.bin': { text: 'x', repeat: 11 * MIB }, 'c.bin': { text: 'x', repeat: 11 * MIB } }, stub_steps: { nope: { outputs: {} } } } }],
    statuses: ['invalid'],
    messages: [/at most 32 MiB together/, /the version has no step 'nope'/],
  },
  {
    name: 'a stub naming no step',
    tests: [{ ...clean, name: 'stub', given: { stub_steps: { nope: { outputs: {} } } } }],
    statuses: ['invalid'],
    messages: [/the version has no step 'nope'/],
  },
  {
    name: 'a model mock for a connection no step binds',
    tests: [{ ...clean, name: 'model', given: { models: [{ connection: 'assistant', output: {} }] } }],
    statuses: ['invalid'],
    messages: [/no platform\/ai\.generate step binds connection 'assistant'/],
  },
  {
    name: 'a credential in test data',
    tests: [{ ...clean, name: 'leaks', given: { secrets: { api: TOKEN } } }, clean],
    statuses: ['not_run', 'not_run'],
    messages: [
      /^this value looks like a GitHub token: it has the provider's prefix and length, and its checksum holds or its body looks random \(rule github-token\); test data must be made up: if it is, write test-dummy-api in its place, or a placeholder the scan always accepts \(<…>, \$\{…\}, \{\{…\}\}, xxxx, or EXAMPLE inside the value\)$/,
    ],
  },
  {
    name: 'an expect that checks nothing concrete',
    tests: [{ name: 'bare', expect: { outcome: 'success' } }, clean],
    statuses: ['invalid', 'runs'],
    messages: [/must check something concrete/],
  },
  {
    name: 'a check path that does not parse (CHECK-15)',
    tests: [{ ...clean, name: 'bad path', expect: { outcome: 'success', payload: [{ path: '$.outcome', exists: true }, { path: '$.emails[0.text', exists: true }] } }, clean],
    statuses: ['invalid', 'runs'],
    messages: [/^is not RFC 9535 JSONPath: unexpected token '\.' in bracketed selection \(at character 11\)$/],
  },
  { name: 'a clean list', tests: [clean], statuses: ['runs'], messages: [] },
];

type Placed = Pick<Problem, 'file' | 'line' | 'col' | 'path' | 'message'>;
type PathMessage = Pick<Problem, 'path' | 'message'>;

const placed = (p: { file: string; line?: number | null; col?: number | null; path: string; message: string }): Placed => ({
  file: p.file,
  ...(p.line != null ? { line: p.line } : {}),
  ...(p.col != null ? { col: p.col } : {}),
  path: p.path,
  message: p.message,
});
const pathMessage = (p: PathMessage): PathMessage => ({ path: p.path, message: p.message });
const byText = (a: PathMessage, b: PathMessage) => `${a.path} ${a.message}`.localeCompare(`${b.path} ${b.message}`);
/** A path inside case `index` as a path in the list: `expect` of case 1 is `[1].expect`. */
const inList = (index: number, path: string) => (path === '' ? `[${index}]` : path.startsWith('[') ? `[${index}]${path}` : `[${index}].${path}`);
const isCaseProblem = (p: Problem) => p.path.startsWith('[') && !p.code?.startsWith('credential:');

async function cli(args: string[]): Promise<string[]> {
  let stdout = '';
  await main(args, { stdout: (text) => (stdout += text), stderr: () => undefined, env: {}, cwd: process.cwd() });
  return stdout.trimEnd().split('\n');
}

async function throughAllThree(fixture: Fixture) {
  const root = realpathSync(makeRepo({ 'w/workflow.yaml': simpleWorkflow('w'), [TESTS_FILE]: fixture.tests }));
  const repo = loadRepository(root);

  const { report } = await testVersion(repo, repo.versions[0]!);
  const test = {
    listProblems: report.problems.map(placed),
    caseProblems: report.cases.flatMap((c, index) => (c.status === 'invalid' ? (c.problems ?? []).map((p) => ({ path: inList(index, p.path), message: p.message })) : [])),
    caseLines: report.cases.map((c) => (c.status === 'passed' ? null : (c.line ?? null))),
    statuses: report.cases.map((c) => (c.status === 'passed' || c.status === 'failed' ? 'runs' : c.status)),
  };

  const validateProblems = validateRepository(repo);
  const validateBlocked = validateProblems.some((p) => !isCaseProblem(p));
  const validate = {
    problems: validateProblems.map(placed),
    // The last line is the count.
    printed: (await cli(['validate', root])).slice(0, -1),
    statuses: fixture.statuses.map((_, index) => {
      if (validateBlocked) return 'not_run';
      return validateProblems.some((p) => isCaseProblem(p) && (p.path === `[${index}]` || p.path.startsWith(`[${index}].`) || p.path.startsWith(`[${index}][`))) ? 'invalid' : 'runs';
    }),
  };

  const answer = (await mcpValidate.handler({ version: 'w' }, { root })) as {
    problems: { file: string; line: number | null; col: number | null; path: string; message: string; text: string }[];
    cases: { index: number; line: number | null; status: string }[];
  };
  const mcp = {
    problems: answer.problems.map(placed),
    texts: answer.problems.map((p) => p.text),
    statuses: answer.cases.map((c) => c.status),
    lines: answer.cases.map((c) => c.line),
  };
  return { test, validate, mcp, seen: JSON.stringify([report, validateProblems, answer]) };
}

describe('one intake for test lists (CLI-32)', () => {
  it.each(FIXTURES)('CLI-32 $name: flowgate test, flowgate validate and MCP validate report the same problems and statuses', async (fixture) => {
    const { test, validate, mcp, seen } = await throughAllThree(fixture);

    // The fixture holds the trouble it is named for, and nothing else goes wrong.
    expect(mcp.statuses).toEqual(fixture.statuses);
    for (const message of fixture.messages) expect(mcp.problems.map((p) => p.message)).toContainEqual(expect.stringMatching(message));
    if (fixture.messages.length === 0) expect(mcp.problems).toEqual([]);
    for (const p of mcp.problems) expect(p).toMatchObject({ file: TESTS_FILE, line: expect.any(Number) });

    // validate and MCP: the same problems, in the same order, with file, line, column and path.
    expect(validate.problems).toEqual(mcp.problems);
    expect(validate.printed).toEqual(mcp.texts);
    expect(mcp.texts).toEqual(validate.problems.map((p) => formatProblem(p)));

    // test: the list's problems with the same places, and each invalid case's problems at the same paths.
    expect(mcp.problems).toEqual(expect.arrayContaining(test.listProblems));
    expect([...test.listProblems.map(pathMessage), ...test.caseProblems].sort(byText)).toEqual(mcp.problems.map(pathMessage).sort(byText));
    expect(test.caseLines.filter((line) => line !== null)).toEqual(mcp.lines.filter((_, index) => test.caseLines[index] !== null));

    // The same status for each case from all three.
    expect(test.statuses).toEqual(mcp.statuses);
    expect(validate.statuses).toEqual(mcp.statuses);

    // SCAN-05: a flagged value is never repeated by any of them.
    expect(seen).not.toContain(TOKEN.slice(4));
  });
});
