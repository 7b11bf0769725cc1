/**
 * A broken API document through every door (CONTRACT-03): `flowgate validate`, MCP's
 * validate tool and `flowgate test` name the same problem; and the terminal and HTML
 * reports show a version's contracts (CONTRACT-15).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { makeRepo } from '../helpers/repo.js';
import { connect } from '../mcp/connect.js';

const BROKEN = `openapi: 3.1.0
info: { title: CRM, version: "1" }
paths:
  /contacts:
    get:
      responses:
        "200": { $ref: "https://schemas.example/responses.yaml#/Ok" }
`;

const FINE = `openapi: 3.1.0
info: { title: CRM, version: "1" }
paths:
  /contacts:
    get:
      responses:
        "200":
          description: ok
          content: { application/json: { schema: { type: array } } }
        5XX: { description: down }
  /contacts/{id}:
    delete:
      responses: { "204": { description: gone } }
`;

const repo = (document: string) =>
  makeRepo({
    'connections.yaml': 'crm:\n  kind: http\n  openapi: apis/crm.yaml\n  production: { base_url: "https://crm.example", auth: none }\n',
    'apis/crm.yaml': document,
    'workflows/list/workflow.yaml': 'name: list\non: { manual: {} }\nsteps:\n  - id: fetch\n    uses: platform/http.request@v1\n    connections: { api: crm }\n    with: { url: /contacts }\n',
    'workflows/list/tests.json': [
      { name: 'lists', kind: 'happy', given: { http: [{ match: { path: '/contacts' }, respond: { json: [] } }] }, expect: { outcome: 'success', http_calls: [{ path: '/contacts' }] } },
      { name: 'the CRM is down', kind: 'upstream_failure', given: { http: [{ match: { path: '/contacts' }, respond: { status: 503 } }] }, expect: { outcome: 'error', failed_step: 'fetch' } },
    ],
  });

async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {}, cwd });
  return { code, stdout, stderr };
}

const LINE = 'connections.yaml:3:3 crm.openapi: apis/crm.yaml:7 #/paths/~1contacts/get/responses/200/$ref: https://schemas.example/responses.yaml#/Ok is an address; nothing is fetched';

describe('a broken API document at every door', () => {
  it('CONTRACT-03 flowgate validate reports it in one line naming connections.yaml and the document place', async () => {
    const root = repo(BROKEN);
    const { code, stdout, stderr } = await cli(['validate', root], root);
    expect(code).toBe(1);
    expect(stdout + stderr).toContain(LINE);
  });

  it('CONTRACT-03 flowgate test fails the versions with the same problem', async () => {
    const root = repo(BROKEN);
    const { code, stdout } = await cli(['test', root], root);
    expect(code).toBe(1);
    expect(stdout).toContain(LINE);
  });

  it("CONTRACT-03 MCP's validate tool sees the same problem", async () => {
    const connected = await connect(repo(BROKEN));
    try {
      const answer = await connected.ok('validate', { version: 'workflows/list' });
      expect(answer.valid).toBe(false);
      expect(answer.problems.map((p: { text: string }) => p.text)).toContainEqual(expect.stringContaining(LINE));
    } finally {
      await connected.close();
    }
  });
});

describe("a version's contracts in the reports", () => {
  it('CONTRACT-15 the terminal names each documented connection with the operations exercised and never exercised', async () => {
    const root = repo(FINE);
    const { code, stdout } = await cli(['test', root], root);
    expect(code).toBe(0);
    expect(stdout).toContain('API crm (apis/crm.yaml): 1 of 2 operations exercised, 0 divergences');
    expect(stdout).toContain('never exercised: DELETE /contacts/{id}');
  });

  it('CONTRACT-15 the HTML report and the JSON report carry the contracts', async () => {
    const root = repo(FINE);
    const { code } = await cli(['test', root, '--html', join(root, 'html'), '--json', join(root, 'report.json')], root);
    expect(code).toBe(0);
    const report = JSON.parse(readFileSync(join(root, 'report.json'), 'utf8'));
    expect(report.versions[0].report.contracts).toEqual({ crm: { document: 'apis/crm.yaml', exercised: ['GET /contacts'], never_exercised: ['DELETE /contacts/{id}'], divergences: 0 } });
    // The page renders it from the embedded report with the same words as the terminal.
    const html = readFileSync(join(root, 'html', 'index.html'), 'utf8');
    expect(html).toContain('"contracts":{"crm":');
    expect(html).toContain('API contracts');
  });
});
