/** CONTRACT-16: a recorded run's real exchanges held to the API document. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRepo } from '../helpers/repo.js';
import { CERTIFICATE, cli, loopbackEnv, sendJson, startHttpsServer, type HttpsServer } from './helpers.js';

const DOCUMENT = `openapi: 3.0.3
info: { title: CRM, version: "1" }
paths:
  /contacts/{id}:
    get:
      parameters:
        - { name: id, in: path, required: true, schema: { type: integer } }
      responses:
        "200":
          description: The contact
          content:
            application/json:
              schema:
                type: object
                required: [id, email]
                properties: { id: { type: integer }, email: { type: string } }
`;

const WORKFLOW = `name: lookup
on: { manual: {} }
steps:
  - id: fetch
    uses: platform/http.request@v1
    connections: { api: crm }
    with: { url: /contacts/7 }
`;

describe.skipIf(!CERTIFICATE)('flowgate run --record holds the real exchange to the API document', () => {
  let server: HttpsServer;
  beforeAll(async () => {
    // The real API has drifted: its id is text now, which its document does not say.
    server = await startHttpsServer((request, response) => (request.url.startsWith('/api/contacts/7') ? sendJson(response, 200, { id: 'c-7', email: 'ada@customer.example' }) : sendJson(response, 404, {})));
  });
  afterAll(() => server.close());

  it('CONTRACT-16 prints a note for each divergence of the real exchange and writes the case as recorded', async () => {
    const root = makeRepo({
      'connections.yaml': `crm:\n  kind: http\n  openapi: apis/crm.yaml\n  test: { base_url: "${server.url}/api", auth: none }\n`,
      'apis/crm.yaml': DOCUMENT,
      'workflows/lookup/workflow.yaml': WORKFLOW,
    });
    const recorded = await cli(['run', 'workflows/lookup', '--record', 'reads a contact'], loopbackEnv(), root);
    expect(recorded.code).toBe(0);
    expect(recorded.stdout).toContain(
      'recorded: note: the real GET /contacts/{id} of crm differs from its API document: /answer/body/id: must be integer (apis/crm.yaml#/paths/~1contacts~1{id}/get/responses/200)',
    );
    const [testCase] = JSON.parse(readFileSync(join(root, 'workflows/lookup/tests.json'), 'utf8'));
    expect(testCase.name).toBe('reads a contact');
    expect(testCase.given.http[0].respond.json).toEqual({ id: 'c-7', email: 'ada@customer.example' });
    // As recorded, the mock repeats the drift: the test run holds it to the document and fails.
    const tested = await cli(['test', root], {}, root);
    expect(tested.code).toBe(1);
    expect(tested.stdout).toContain('GET /contacts/{id} fits the crm API document');
  });

  it('CONTRACT-16 an exchange that fits its document adds no note', async () => {
    const root = makeRepo({
      'connections.yaml': `crm:\n  kind: http\n  openapi: apis/crm.yaml\n  test: { base_url: "${server.url}/api", auth: none }\n`,
      'apis/crm.yaml': DOCUMENT.replace('properties: { id: { type: integer }', 'properties: { id: { type: string }'),
      'workflows/lookup/workflow.yaml': WORKFLOW,
    });
    const recorded = await cli(['run', 'workflows/lookup', '--record', 'reads a contact'], loopbackEnv(), root);
    expect(recorded.code).toBe(0);
    expect(recorded.stdout).not.toContain('differs from its API document');
  });
});
