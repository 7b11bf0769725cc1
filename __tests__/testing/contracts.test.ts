/**
 * Contract checks (flowgate.md §11): requests and mocks in tests held to the API's own
 * OpenAPI document. Each test builds a small repository whose `crm` connection names a
 * document and runs it as `flowgate test` does.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRepository } from '../../src/definitions/repository.js';
import { testRoot } from '../../src/testing/run-all.js';
import type { CaseReport, RunReport } from '../../src/testing/report.js';
import { makeRepo } from '../helpers/repo.js';

const COMMON = `Limit:
  name: limit
  in: query
  schema: { type: integer, minimum: 1, maximum: 100 }
`;

const CRM_30 = `openapi: 3.0.3
info: { title: CRM, version: "1" }
paths:
  /contacts:
    get:
      parameters:
        - $ref: "common.yaml#/Limit"
        - { name: X-Request-Id, in: header, required: true, schema: { type: string, minLength: 8 } }
      responses:
        "200":
          description: Contacts
          content:
            application/json:
              schema: { type: array, items: { $ref: "#/components/schemas/Contact" } }
    post:
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: "#/components/schemas/Contact" }
      responses:
        "201":
          description: Created
          content:
            application/json:
              schema: { $ref: "#/components/schemas/ContactRef" }
        4XX:
          description: Refused
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Error" }
  /contacts/search:
    get:
      parameters:
        - { name: q, in: query, required: true, schema: { type: string, minLength: 2 } }
        - { name: X-Api-Key, in: header, required: true, schema: { type: string } }
        - { name: Authorization, in: header, required: true, schema: { type: string } }
      responses:
        "200": { description: Found }
  /contacts/{id}:
    parameters:
      - { name: id, in: path, required: true, schema: { type: integer } }
    get:
      responses:
        "200":
          description: The contact
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Contact" }
        default:
          description: Anything else
    delete:
      responses:
        "204": { description: Deleted }
  /notes/{id}:
    get:
      parameters:
        - { name: id, in: path, required: true, schema: { type: string } }
      responses:
        "200":
          description: The note as text
          content:
            text/plain:
              schema: { type: string, maxLength: 5 }
  /health:
    get:
      responses:
        "200":
          description: Health
          content:
            application/json:
              schema: { type: object, required: [ok], properties: { ok: { type: boolean } } }
components:
  securitySchemes:
    key: { type: apiKey, in: header, name: X-Api-Key }
  schemas:
    Contact:
      type: object
      required: [id, email, password]
      properties:
        id: { type: integer, readOnly: true }
        email: { type: string, format: email }
        password: { type: string, writeOnly: true }
        nickname: { type: string, nullable: true }
        age: { type: integer, minimum: 0, exclusiveMinimum: true }
        manager: { $ref: "#/components/schemas/Contact" }
    ContactRef:
      type: object
      required: [id]
      properties: { id: { type: integer } }
    Error:
      type: object
      required: [message]
      properties: { message: { type: string } }
`;

const CONNECTIONS = `crm:
  kind: http
  openapi: apis/crm.yaml
  production: { base_url: "https://crm.example/api", auth: none }
`;

/** One http.request step per request, each accepting any status, so only the contract decides. */
function workflow(requests: readonly Record<string, unknown>[]): string {
  const steps = requests.map((request, index) => {
    const fields = Object.entries({ ...request, expect_status: [200, 201, 204, 400, 404, 409, 418, 500] }).map(([key, value]) => `      ${key}: ${JSON.stringify(value)}`);
    return `  - id: call${index}\n    uses: platform/http.request@v1\n    connections: { api: crm }\n    with:\n${fields.join('\n')}`;
  });
  return `name: contracts\non: { manual: {} }\nsteps:\n${steps.join('\n')}\n`;
}

interface Setup {
  requests: readonly Record<string, unknown>[];
  mocks: readonly unknown[];
  given?: Record<string, unknown>;
  document?: string;
  flowgate?: string;
  connections?: string;
  extra?: Record<string, string>;
}

function repoOf(setup: Setup): string {
  return makeRepo({
    'connections.yaml': setup.connections ?? CONNECTIONS,
    'apis/crm.yaml': setup.document ?? CRM_30,
    'apis/common.yaml': COMMON,
    ...(setup.flowgate !== undefined ? { 'flowgate.yaml': setup.flowgate } : {}),
    'workflows/contracts/workflow.yaml': workflow(setup.requests),
    'workflows/contracts/tests.json': [{ name: 'the case', kind: 'happy', given: { http: setup.mocks, ...setup.given }, expect: { outcome: 'success', http_calls: [{ url_contains: '/' }] } }],
    ...setup.extra,
  });
}

async function run(setup: Setup): Promise<{ report: RunReport; theCase: CaseReport }> {
  const report = await testRoot(repoOf(setup));
  const version = report.versions.find((v) => v.name === 'contracts')!;
  return { report, theCase: version.report.cases[0]! };
}

/** The failed contract checks of the case. */
function contractFailures(theCase: CaseReport) {
  return theCase.checks.filter((check) => !check.passed && check.sentence.includes('API document'));
}

const contact = { id: 7, email: 'ada@customer.example' };
const ok = (json: unknown, status = 200) => ({ status, json });

describe('an http connection names its API document', () => {
  it('CONTRACT-01 an OpenAPI 3.0 YAML document is read and a faithful exchange passes', async () => {
    const { report, theCase } = await run({ requests: [{ url: '/contacts/7' }], mocks: [{ match: { path: '/api/contacts/7' }, respond: ok(contact) }] });
    expect(report.versions[0]!.report.problems).toEqual([]);
    expect(theCase.status).toBe('passed');
    expect(report.versions[0]!.report.contracts?.crm?.exercised).toEqual(['GET /contacts/{id}']);
  });

  it('CONTRACT-01 an OpenAPI 3.1 JSON document is read and held to: a null where the 3.1 type allows it fits, a wrong type does not', async () => {
    const doc = {
      openapi: '3.1.0',
      info: { title: 'CRM', version: '1' },
      paths: {
        '/contacts/{id}': {
          get: {
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object', required: ['nickname'], properties: { nickname: { type: ['string', 'null'] } } } } } } },
          },
        },
      },
    };
    const connections = CONNECTIONS.replace('apis/crm.yaml', 'apis/crm.json');
    const fits = await run({ connections, extra: { 'apis/crm.json': JSON.stringify(doc) }, requests: [{ url: '/contacts/1' }], mocks: [{ match: { path: '/api/contacts/1' }, respond: ok({ nickname: null }) }] });
    expect(fits.theCase.status).toBe('passed');
    const misses = await run({ connections, extra: { 'apis/crm.json': JSON.stringify(doc) }, requests: [{ url: '/contacts/1' }], mocks: [{ match: { path: '/api/contacts/1' }, respond: ok({ nickname: 5 }) }] });
    expect(contractFailures(misses.theCase)[0]?.actual).toContain('/answer/body/nickname: must be string,null');
  });

  it('CONTRACT-01 openapi on a connection that is not http is a problem of connections.yaml', () => {
    const root = makeRepo({ 'connections.yaml': 'bot:\n  kind: ai\n  provider: openai\n  openapi: apis/crm.yaml\n', 'apis/crm.yaml': CRM_30 });
    const problems = loadRepository(root).project.problems;
    expect(problems.map((p) => `${p.file}:${p.line} ${p.path}`)).toContain('connections.yaml:4 bot.openapi');
  });
});

describe('references stay in the repository', () => {
  it('CONTRACT-02 a $ref to another file of the repository is followed: its parameter schema is held to', async () => {
    const { theCase } = await run({ requests: [{ url: '/contacts', query: { limit: 500 }, headers: { 'X-Request-Id': 'req-00001' } }], mocks: [{ match: { path: '/api/contacts' }, respond: ok([]) }] });
    const [failure] = contractFailures(theCase);
    expect(failure?.sentence).toBe('GET /contacts fits the crm API document');
    expect(failure?.actual).toBe('/request/query/limit: must be <= 100 (apis/common.yaml#/Limit)');
  });

  it('CONTRACT-02 a $ref cycle, in a schema and between files, is read and checked', async () => {
    const cyclic = { 'apis/a.yaml': 'A:\n  type: object\n  properties:\n    b: { $ref: "b.yaml#/B" }\n', 'apis/b.yaml': 'B:\n  type: object\n  properties:\n    a: { $ref: "a.yaml#/A" }\n    n: { type: integer }\n' };
    const document = CRM_30.replace('    Error:\n', '    Loop: { $ref: "../apis/a.yaml#/A" }\n    Error:\n');
    const manager = { ...contact, manager: { ...contact, manager: { id: 1, email: 'x@y.example', age: 'old' } } };
    const { report, theCase } = await run({ document, extra: cyclic, requests: [{ url: '/contacts/7' }], mocks: [{ match: { path: '/api/contacts/7' }, respond: ok(manager) }] });
    expect(report.versions[0]!.report.problems).toEqual([]);
    expect(contractFailures(theCase)[0]?.actual).toContain('/answer/body/manager/manager/age: must be integer');
  });

  it.each([
    ['a document that does not exist', { connections: CONNECTIONS.replace('apis/crm.yaml', 'apis/missing.yaml') }, 'apis/missing.yaml does not exist in the repository'],
    ['a Swagger 2.0 document', { document: 'swagger: "2.0"\ninfo: { title: x, version: "1" }\npaths: {}\n' }, 'is not an OpenAPI 3.0 or 3.1 document: it is Swagger 2.0'],
    ['a document that is not YAML', { document: 'openapi: 3.0.3\npaths: [\n' }, 'apis/crm.yaml:'],
    ['a $ref that leaves the repository', { document: CRM_30.replace('"common.yaml#/Limit"', '"../../outside.yaml#/Limit"') }, 'leaves the repository'],
    ['a $ref that finds nothing', { document: CRM_30.replace('"common.yaml#/Limit"', '"common.yaml#/Nothing"') }, 'common.yaml#/Nothing finds nothing in apis/common.yaml'],
  ])('CONTRACT-03 %s is a save-time problem on the openapi line of connections.yaml', async (_what, change, message) => {
    const root = repoOf({ requests: [{ url: '/contacts/7' }], mocks: [], ...change });
    const problem = loadRepository(root).project.problems[0];
    expect(problem).toMatchObject({ file: 'connections.yaml', line: 3, path: 'crm.openapi' });
    expect(problem?.message).toContain(message);
    // Every version of the repository is stopped by it.
    const report = await testRoot(root);
    expect(report.passed).toBe(false);
  });

  it('CONTRACT-03 the problem names the document place of the bad $ref, with its line', () => {
    const root = repoOf({ requests: [], mocks: [], document: CRM_30.replace('"common.yaml#/Limit"', '"common.yaml#/Nothing"') });
    const [problem] = loadRepository(root).project.problems;
    expect(problem?.message).toBe('apis/crm.yaml:6 #/paths/~1contacts/get/parameters/0/$ref: common.yaml#/Nothing finds nothing in apis/common.yaml');
  });

  it('CONTRACT-02 CONTRACT-03 a $ref to an https:// address is a save-time problem and nothing is fetched', () => {
    const root = repoOf({ requests: [], mocks: [], document: CRM_30.replace('"common.yaml#/Limit"', '"https://schemas.example/common.yaml#/Limit"') });
    const [problem] = loadRepository(root).project.problems;
    expect(problem?.message).toContain('https://schemas.example/common.yaml#/Limit is an address; nothing is fetched');
  });
});

describe('which requests are held to which operation', () => {
  it('CONTRACT-04 a request belongs to the connection by its base URL for the case, given.connections included', async () => {
    const given = { connections: { crm: { base_url: 'https://sandbox.crm.example/v9' } } };
    const { theCase } = await run({ given, requests: [{ url: '/contacts/abc' }], mocks: [{ match: { path: '/v9/contacts/abc' }, respond: ok(contact) }] });
    expect(contractFailures(theCase)[0]?.actual).toContain('/request/path/id: must be integer');
  });

  it('CONTRACT-04 a request to another address, or to a host that only starts like the base URL, is not held to the document', async () => {
    const { theCase } = await run({
      requests: [{ url: 'https://other.example/api/contacts/abc' }, { url: 'https://crm.example/apix/contacts/abc' }],
      mocks: [{ match: { url_contains: '/contacts/abc' }, respond: ok({}) }],
    });
    expect(theCase.status).toBe('passed');
  });

  it('CONTRACT-05 the path after the base URL\'s own path is matched; a literal segment wins over a templated one', async () => {
    // /contacts/search is literal; /contacts/{id} would refuse "search" as an integer.
    const { theCase, report } = await run({ requests: [{ url: '/contacts/search', query: { q: 'ada' } }], mocks: [{ match: { path: '/api/contacts/search' }, respond: { status: 200 } }] });
    expect(contractFailures(theCase)).toEqual([]);
    expect(report.versions[0]!.report.contracts?.crm?.exercised).toEqual(['GET /contacts/search']);
  });

  it('CONTRACT-05 a templated segment matches exactly one segment', async () => {
    const { theCase } = await run({ requests: [{ url: '/contacts/7/extra' }], mocks: [{ match: { url_contains: '/contacts/7' }, respond: ok(contact) }] });
    expect(contractFailures(theCase)[0]?.actual).toBe('/request: the document has no operation for GET /contacts/7/extra (apis/crm.yaml#/paths)');
  });

  it('CONTRACT-06 a request to an operation the document does not have is a divergence, naming the path the document has', async () => {
    const { theCase } = await run({ requests: [{ url: '/contacts/7', method: 'PUT', json: contact }], mocks: [{ match: { path: '/api/contacts/7' }, respond: ok(contact) }] });
    const [failure] = contractFailures(theCase);
    expect(failure?.sentence).toBe('PUT /contacts/7 fits the crm API document');
    expect(failure?.actual).toBe("/request: the document's /contacts/{id} has no PUT operation (apis/crm.yaml#/paths/~1contacts~1{id})");
  });
});

describe('requests are held to their operation', () => {
  it('CONTRACT-07 a missing required query or header parameter is a divergence', async () => {
    const { theCase } = await run({
      requests: [{ url: '/contacts/search' }, { url: '/contacts' }],
      mocks: [{ match: { path: '/api/contacts/search' }, respond: { status: 200 } }, { match: { path: '/api/contacts' }, respond: ok([]) }],
    });
    const actuals = contractFailures(theCase).map((check) => check.actual);
    expect(actuals).toEqual([
      '/request/query/q: the query parameter q is required (apis/crm.yaml#/paths/~1contacts~1search/get/parameters/0)',
      '/request/headers/x-request-id: the header parameter X-Request-Id is required (apis/crm.yaml#/paths/~1contacts/get/parameters/1)',
    ]);
  });

  it('CONTRACT-07 a parameter that does not fit its schema is a divergence; one whose text reads as its type fits', async () => {
    const { theCase } = await run({
      requests: [{ url: '/contacts/seven' }, { url: '/contacts/7' }, { url: '/contacts', query: { limit: 20 }, headers: { 'X-Request-Id': 'short' } }],
      mocks: [{ match: { url_contains: '/api/contacts' }, respond: ok(contact) }],
    });
    const actuals = contractFailures(theCase).map((check) => check.actual);
    expect(actuals[0]).toBe('/request/path/id: must be integer (apis/crm.yaml#/paths/~1contacts~1{id}/parameters/0)');
    expect(actuals[1]).toContain('/request/headers/x-request-id: must NOT have fewer than 8 characters');
    // The answer to GET /contacts is an object, not the list the document promises.
    expect(actuals[1]).toContain('/answer/body: must be array');
    expect(actuals).toHaveLength(2);
  });

  it('CONTRACT-08 a JSON body that does not fit the requestBody schema is a divergence; readOnly properties are not required', async () => {
    const fits = await run({ requests: [{ url: '/contacts', method: 'POST', json: { email: 'ada@customer.example', password: 'pw', nickname: null } }], mocks: [{ match: { path: '/api/contacts' }, respond: ok({ id: 1 }, 201) }] });
    expect(contractFailures(fits.theCase)).toEqual([]);
    const misses = await run({ requests: [{ url: '/contacts', method: 'POST', json: { email: 42, age: 0 } }], mocks: [{ match: { path: '/api/contacts' }, respond: ok({ id: 1 }, 201) }] });
    const actual = contractFailures(misses.theCase)[0]?.actual ?? '';
    expect(actual).toContain('/request/body/password: is required (apis/crm.yaml#/paths/~1contacts/post/requestBody)');
    expect(actual).toContain('/request/body/email: must be string');
    // 3.0's boolean exclusiveMinimum makes minimum 0 exclusive.
    expect(actual).toContain('/request/body/age: must be > 0');
    expect(actual).not.toContain('/request/body/id');
  });

  it('CONTRACT-08 a required request body that is not sent is a divergence', async () => {
    const { theCase } = await run({ requests: [{ url: '/contacts', method: 'POST' }], mocks: [{ match: { path: '/api/contacts' }, respond: ok({ id: 1 }, 201) }] });
    expect(contractFailures(theCase)[0]?.actual).toBe('/request/body: the operation requires a request body (apis/crm.yaml#/paths/~1contacts/post/requestBody)');
  });

  it('CONTRACT-09 sign-in headers are not checked, even where the document lists them as required parameters', async () => {
    const { theCase } = await run({ requests: [{ url: '/contacts/search', query: { q: 'ada' } }], mocks: [{ match: { path: '/api/contacts/search' }, respond: { status: 200 } }] });
    expect(theCase.status).toBe('passed');
  });
});

describe("mocks are held to the operation's responses", () => {
  it('CONTRACT-10 a status the operation does not list is a divergence; an exact code, a range and default are listed', async () => {
    const { theCase } = await run({
      requests: [{ url: '/contacts/7', method: 'DELETE' }, { url: '/contacts', method: 'POST', json: { email: 'a@b.example', password: 'x' } }, { url: '/contacts/8' }],
      mocks: [
        { match: { path: '/api/contacts/7', method: 'DELETE' }, respond: { status: 418 } },
        { match: { path: '/api/contacts', method: 'POST' }, respond: ok({ message: 'duplicate' }, 409) },
        { match: { path: '/api/contacts/8' }, respond: { status: 500 } },
      ],
    });
    const failures = contractFailures(theCase);
    expect(failures.map((check) => check.sentence)).toEqual(['DELETE /contacts/{id} fits the crm API document']);
    expect(failures[0]?.actual).toBe('/answer/status: 418 is not a status the operation lists (204) (apis/crm.yaml#/paths/~1contacts~1{id}/delete/responses)');
  });

  it('CONTRACT-11 a respond.json that does not fit is a divergence; writeOnly properties are not required in answers', async () => {
    const fits = await run({ requests: [{ url: '/contacts/7' }], mocks: [{ match: { path: '/api/contacts/7' }, respond: ok(contact) }] });
    expect(fits.theCase.status).toBe('passed');
    const misses = await run({ requests: [{ url: '/contacts/7' }], mocks: [{ match: { path: '/api/contacts/7' }, respond: ok({ id: '7', mail: 'x' }) }] });
    expect(contractFailures(misses.theCase)[0]?.actual).toBe(
      '/answer/body/email: is required (apis/crm.yaml#/paths/~1contacts~1{id}/get/responses/200); /answer/body/id: must be integer (apis/crm.yaml#/paths/~1contacts~1{id}/get/responses/200)',
    );
  });

  it('CONTRACT-12 respond.text is checked only when the response declares no JSON content', async () => {
    const { theCase } = await run({
      requests: [{ url: '/health' }, { url: '/notes/1' }, { url: '/notes/2' }],
      mocks: [
        { match: { path: '/api/health' }, respond: { status: 200, text: 'fine, thanks' } },
        { match: { path: '/api/notes/1' }, respond: { status: 200, text: 'hi' } },
        { match: { path: '/api/notes/2' }, respond: { status: 200, text: 'far too long' } },
      ],
    });
    const failures = contractFailures(theCase);
    expect(failures.map((check) => check.actual)).toEqual(['/answer/body: must NOT have more than 5 characters (apis/crm.yaml#/paths/~1notes~1{id}/get/responses/200)']);
  });
});

describe('what a divergence does', () => {
  it('CONTRACT-13 in fail mode a divergence fails the case through one check per operation, naming at most five divergences', async () => {
    const body = { email: 1, password: 2, nickname: 3, age: 'x', manager: 5, id: 'readOnly ids are fine' };
    const { theCase } = await run({ requests: [{ url: '/contacts', method: 'POST', json: body }], mocks: [{ match: { path: '/api/contacts' }, respond: ok({ id: 'no' }, 201) }] });
    expect(theCase.status).toBe('failed');
    const [failure, ...others] = contractFailures(theCase);
    expect(others).toEqual([]);
    expect(failure?.sentence).toBe('POST /contacts fits the crm API document');
    expect(failure?.expected).toBe('requests and answers as apis/crm.yaml describes them');
    expect(failure?.actual?.split('; ').filter((part) => part.startsWith('/'))).toHaveLength(5);
    expect(failure?.actual).toMatch(/; and \d+ more$/);
  });

  it('CONTRACT-14 in warn mode a divergence is a warning on the case and the case still passes', async () => {
    const { theCase } = await run({ flowgate: 'contracts: warn\n', requests: [{ url: '/contacts/7' }], mocks: [{ match: { path: '/api/contacts/7' }, respond: ok({ id: 'x', email: 'a@b.example' }) }] });
    expect(theCase.status).toBe('passed');
    expect(contractFailures(theCase)).toEqual([]);
    expect(theCase.warnings).toEqual([
      { path: 'given.http[0]', message: 'GET /contacts/{id} fits the crm API document: no, /answer/body/id: must be integer (apis/crm.yaml#/paths/~1contacts~1{id}/get/responses/200)', line: expect.any(Number) },
    ]);
  });

  it('CONTRACT-14 contracts other than fail or warn are a problem of flowgate.yaml', () => {
    const root = repoOf({ flowgate: 'contracts: ignore\n', requests: [], mocks: [] });
    expect(loadRepository(root).project.problems.map((p) => `${p.file} ${p.path}`)).toEqual(['flowgate.yaml contracts']);
  });

  it('CONTRACT-15 the version report lists per documented connection the operations exercised, those never exercised and the divergences', async () => {
    const { report } = await run({
      requests: [{ url: '/contacts/7' }, { url: '/contacts/8', method: 'DELETE' }, { url: '/contacts/9', method: 'DELETE' }],
      mocks: [{ match: { path: '/api/contacts/7' }, respond: ok({ id: 'x' }) }, { match: { method: 'DELETE', url_contains: '/contacts/' }, respond: { status: 204 } }],
    });
    expect(report.versions[0]!.report.contracts).toEqual({
      crm: {
        document: 'apis/crm.yaml',
        exercised: ['GET /contacts/{id}', 'DELETE /contacts/{id}'],
        never_exercised: ['GET /contacts', 'POST /contacts', 'GET /contacts/search', 'GET /notes/{id}', 'GET /health'],
        divergences: 2,
      },
    });
  });

  it('CONTRACT-15 a version that binds a documented connection lists it even when no case reached it', async () => {
    const { report } = await run({ requests: [{ url: 'https://elsewhere.example/x' }], mocks: [{ match: { url: 'https://elsewhere.example/x' }, respond: { status: 200 } }] });
    expect(report.versions[0]!.report.contracts?.crm).toMatchObject({ exercised: [], divergences: 0 });
  });
});

describe('the document is part of what a run depends on', () => {
  it('TRUST-01 CONTRACT-01 changing the API document changes the run key of the versions bound to its connection, and only theirs', () => {
    const root = repoOf({ requests: [{ url: '/contacts/7' }], mocks: [] });
    writeFileSync(join(root, 'connections.yaml'), `${CONNECTIONS}other:\n  kind: http\n  production: { base_url: "https://other.example" }\n`);
    const unbound = 'name: unbound\non: { manual: {} }\nsteps:\n  - id: a\n    uses: platform/http.request@v1\n    connections: { api: other }\n    with: { url: /x }\n';
    const keys = () => new Map(loadRepository(root).versions.map((v) => [v.name, v.runKey]));
    mkdirSync(join(root, 'workflows', 'unbound'));
    writeFileSync(join(root, 'workflows', 'unbound', 'workflow.yaml'), unbound);
    const before = keys();
    writeFileSync(join(root, 'apis', 'common.yaml'), COMMON.replace('maximum: 100', 'maximum: 50'));
    const after = keys();
    expect(after.get('contracts')).not.toBe(before.get('contracts'));
    expect(after.get('unbound')).toBe(before.get('unbound'));
  });
});
