/**
 * CHECK-15 through the command line: a check path that does not parse makes its case
 * invalid before anything runs, printed as `FILE:LINE PATH: MESSAGE` by `validate` and
 * shown under the case by `test` (the same intake serves MCP: test-list-intake.test.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { RunReport } from '../../src/testing/report.js';
import { makeRepo, passingCases, simpleWorkflow } from '../helpers/repo.js';

async function cli(args: string[]) {
  let stdout = '';
  const code = await main(args, { stdout: (text) => (stdout += text), stderr: () => undefined, env: {}, cwd: process.cwd() });
  return { code, stdout };
}

const badPath = {
  name: 'reads the text of the first email',
  kind: 'happy',
  expect: { outcome: 'success', payload: [{ path: '$.outcome', equals: 'success' }, { path: '$.emails[0.text', exists: false }] },
};
const oldFilter = {
  name: 'an old filter',
  kind: 'happy',
  expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$[?(@.result === 2)]', exists: true }] },
};
const repo = () => makeRepo({ 'w/workflow.yaml': simpleWorkflow('w'), 'w/tests.json': [badPath, oldFilter, ...passingCases] });

describe('check paths are read with the case (CHECK-15)', () => {
  it('CHECK-15 CLI-19 validate prints FILE:LINE PATH: MESSAGE, naming the field and the character where the path breaks', async () => {
    const { code, stdout } = await cli(['validate', repo()]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/^w\/tests\.json:\d+(:\d+)? \[0\]\.expect\.payload\[1\]\.path: is not RFC 9535 JSONPath: unexpected token '\.' in bracketed selection \(at character 11\)$/m);
    expect(stdout).toMatch(/^w\/tests\.json:\d+(:\d+)? \[1\]\.expect\.step_outputs\[0\]\.path: is not RFC 9535 JSONPath: `===` is not JSONPath; write `==` \(at character 14\)$/m);
  });

  it('CHECK-15 CLI-06 test reports the case invalid, not failed or passed, runs the others, and the JUnit report says why', async () => {
    const root = repo();
    const junit = join(root, 'junit.xml');
    const { code, stdout } = await cli(['test', root, '--reporter', 'json', '--junit', junit]);
    expect(code).toBe(1);
    const cases = (JSON.parse(stdout) as RunReport).versions[0]!.report.cases;
    expect(cases.map((c) => c.status)).toEqual(['invalid', 'invalid', 'passed']);
    expect(cases[0]!.problems).toEqual([{ path: 'expect.payload[1].path', line: expect.any(Number), col: expect.any(Number), message: expect.stringMatching(/^is not RFC 9535 JSONPath: .*\(at character 11\)$/) }]);
    expect(readFileSync(junit, 'utf8')).toContain('[0].expect.payload[1].path: is not RFC 9535 JSONPath: unexpected token');
  });
});
