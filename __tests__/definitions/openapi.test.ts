/** The API document as a contract: how OpenAPI 3.0 and 3.1 schemas are read (flowgate.md §11). */
import { describe, expect, it } from 'vitest';
import { loadContracts, type ApiContract } from '../../src/definitions/openapi/contracts.js';
import { findOperation } from '../../src/definitions/openapi/operations.js';
import { loadApiDocument } from '../../src/definitions/openapi/document.js';
import { DocumentSchemas } from '../../src/definitions/openapi/schemas.js';
import { holdExchange, type ExchangeAnswer } from '../../src/testing/contracts/hold.js';
import type { Problem } from '../../src/definitions/problems.js';
import { makeRepo } from '../helpers/repo.js';

function contractOf(document: unknown, file = 'api.json'): ApiContract {
  const root = makeRepo({ [file]: typeof document === 'string' ? document : JSON.stringify(document) });
  const problems: Problem[] = [];
  const contract = loadContracts(root, { api: { kind: 'http', openapi: file } }, undefined, problems).get('api');
  expect(problems).toEqual([]);
  return contract!;
}

const BASE = 'https://api.example';

function answerMisses(contract: ApiContract, json: unknown, status = 200): string[] {
  const answer: ExchangeAnswer = { status, contentType: 'application/json', json };
  return holdExchange(contract, { method: 'GET', url: `${BASE}/thing`, headers: {}, body: '', answer }, { baseUrl: BASE, signInHeaders: new Set() }).divergences.map((d) => `${d.pointer}: ${d.message}`);
}

const withSchema = (openapi: string, schema: unknown, components: Record<string, unknown> = {}) => ({
  openapi,
  info: { title: 't', version: '1' },
  paths: { '/thing': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema } } } } } } },
  components: { schemas: components },
});

describe('OpenAPI 3.0 schemas, as the 3.0 specification means them', () => {
  it('CONTRACT-11 nullable: true admits null beside the type and the enum', () => {
    const contract = contractOf(withSchema('3.0.3', { type: 'object', properties: { a: { type: 'string', nullable: true }, b: { type: 'string', enum: ['x'], nullable: true }, c: { type: 'string' } } }));
    expect(answerMisses(contract, { a: null, b: null })).toEqual([]);
    expect(answerMisses(contract, { c: null })).toEqual(['/answer/body/c: must be string']);
  });

  it('CONTRACT-11 boolean exclusiveMinimum and exclusiveMaximum make the bounds exclusive', () => {
    const contract = contractOf(withSchema('3.0.3', { type: 'integer', minimum: 1, exclusiveMinimum: true, maximum: 9, exclusiveMaximum: false }));
    expect(answerMisses(contract, 2)).toEqual([]);
    expect(answerMisses(contract, 9)).toEqual([]);
    expect(answerMisses(contract, 1)).toEqual(['/answer/body: must be > 1']);
  });

  it('CONTRACT-11 siblings of a $ref are ignored in 3.0, and example, xml, discriminator are annotations', () => {
    const contract = contractOf(
      withSchema('3.0.3', { $ref: '#/components/schemas/Id', type: 'integer', example: 'x' }, { Id: { type: 'string', example: 5, xml: { name: 'id' }, externalDocs: { url: 'https://docs.example' }, deprecated: true } }),
    );
    expect(answerMisses(contract, 'abc')).toEqual([]);
    expect(answerMisses(contract, 5)).toEqual(['/answer/body: must be string']);
  });

  it('CONTRACT-11 OpenAPI formats: int32 has its range, byte is base64, binary and password take any text', () => {
    const contract = contractOf(withSchema('3.0.3', { type: 'object', properties: { n: { type: 'integer', format: 'int32' }, b: { type: 'string', format: 'byte' }, p: { type: 'string', format: 'password' }, f: { type: 'number', format: 'float' } } }));
    expect(answerMisses(contract, { n: 2 ** 31 - 1, b: 'aGk=', p: 'x', f: 1.5 })).toEqual([]);
    expect(answerMisses(contract, { n: 2 ** 31, b: 'not base64!' })).toEqual(['/answer/body/n: must match format "int32"', '/answer/body/b: must match format "byte"']);
  });
});

describe('OpenAPI 3.1 schemas are JSON Schema 2020-12', () => {
  it('CONTRACT-11 type lists, const and $ref siblings apply', () => {
    const contract = contractOf(withSchema('3.1.0', { $ref: '#/components/schemas/Base', required: ['kind'], properties: { kind: { const: 'a' }, n: { type: ['integer', 'null'] } } }, { Base: { type: 'object' } }));
    expect(answerMisses(contract, { kind: 'a', n: null })).toEqual([]);
    expect(answerMisses(contract, { n: 1 })).toEqual(['/answer/body/kind: is required']);
    expect(answerMisses(contract, [])).toEqual(['/answer/body: must be object']);
  });

  it('CONTRACT-11 a pattern written for JavaScript without the u flag still works', () => {
    const contract = contractOf(withSchema('3.1.0', { type: 'string', pattern: '^[a-z\\-]+$' }));
    expect(answerMisses(contract, 'a-b')).toEqual([]);
    expect(answerMisses(contract, 'A')).toEqual(['/answer/body: must match pattern "^[a-z\\-]+$"']);
  });
});

describe('an operation with no schemas checks what it can and says nothing false', () => {
  const bare = {
    openapi: '3.0.3',
    info: { title: 't', version: '1' },
    paths: { '/thing': { get: { responses: { '200': { description: 'ok' } } }, post: { requestBody: { content: { 'application/json': {} } }, responses: { default: { description: 'any' } } } } },
  };

  it('CONTRACT-10 CONTRACT-11 without content or schema only the status is held', () => {
    const contract = contractOf(bare);
    expect(answerMisses(contract, { anything: true })).toEqual([]);
    expect(answerMisses(contract, {}, 404)).toEqual(['/answer/status: 404 is not a status the operation lists (200)']);
    const post = holdExchange(contract, { method: 'POST', url: `${BASE}/thing`, headers: { 'content-type': 'application/json' }, body: '{"x":1}', answer: { status: 500 } }, { baseUrl: BASE, signInHeaders: new Set() });
    expect(post.divergences).toEqual([]);
  });

  it('CONTRACT-08 a schema the validator cannot compile is named as such, not taken as a fit', () => {
    const contract = contractOf(withSchema('3.1.0', { type: 'object', properties: { a: { $ref: '#anchor-nobody-defines' } } }));
    expect(answerMisses(contract, { a: 1 })[0]).toMatch(/^\/answer\/body: the document's schema cannot be checked: /);
  });
});

describe('a large document', () => {
  it('CONTRACT-05 a document of several megabytes with thousands of operations is read and matched', () => {
    const paths: Record<string, unknown> = {};
    const schemas: Record<string, unknown> = {};
    for (let i = 0; i < 4000; i++) {
      schemas[`Thing${i}`] = { type: 'object', required: ['id'], properties: { id: { type: 'integer' }, name: { type: 'string', description: 'x'.repeat(300) }, next: { $ref: `#/components/schemas/Thing${(i + 1) % 40}` } } };
      paths[`/things${i}/{id}`] = { get: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }], responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: `#/components/schemas/Thing${i}` } } } } } } };
    }
    const text = JSON.stringify({ openapi: '3.0.3', info: { title: 'big', version: '1' }, paths, components: { schemas } });
    expect(text.length).toBeGreaterThan(2_000_000);
    const contract = contractOf(text);
    expect(contract.operations).toHaveLength(4000);
    expect(findOperation(contract.operations, 'GET', '/things3999/5')?.operation.key).toBe('GET /things3999/{id}');
    const held = holdExchange(contract, { method: 'GET', url: `${BASE}/things17/5`, headers: {}, body: '', answer: { status: 200, contentType: 'application/json', json: { id: 'x', next: { id: 1, next: { id: false } } } } }, { baseUrl: BASE, signInHeaders: new Set() });
    expect(held.divergences.map((d) => d.pointer)).toEqual(['/answer/body/id', '/answer/body/next/next/id']);
  });
});

// The form published 3.0 documents (Stripe's, GitHub's) give a nullable object.
describe('OpenAPI 3.0 `nullable: true` beside `anyOf`/`allOf` (Stripe’s and GitHub’s nullable objects)', () => {
  const root = makeRepo({
    'api.yaml': `openapi: 3.0.3
info: { title: nullable, version: '1' }
paths: {}
components:
  schemas:
    address: { type: object, required: [city], properties: { city: { type: string } } }
    customer:
      type: object
      required: [address, shipping, billing]
      properties:
        address: { anyOf: [{ $ref: '#/components/schemas/address' }], nullable: true }
        shipping: { allOf: [{ $ref: '#/components/schemas/address' }], nullable: true }
        billing: { $ref: '#/components/schemas/customer/properties/shipping/allOf/0' }
`,
  });
  const loaded = loadApiDocument(root, 'api.yaml');
  if ('fault' in loaded) throw new Error(loaded.fault.message);
  const schemas = new DocumentSchemas(loaded.document);
  const customer = { file: 0, tokens: ['components', 'schemas', 'customer'] };

  it('CONTRACT-11 null fits such a property; a reference through one still finds its schema', () => {
    expect(schemas.check('response', customer, { address: null, shipping: null, billing: { city: 'Oslo' } })).toEqual([]);
    expect(schemas.check('response', customer, { address: { city: 'Oslo' }, shipping: { city: 'Oslo' }, billing: { city: 'Oslo' } })).toEqual([]);
  });

  it('CONTRACT-11 a value that is neither null nor the object is still caught, and null where nullable is not said', () => {
    const misses = schemas.check('response', customer, { address: { town: 'Oslo' }, shipping: 'Oslo', billing: null });
    expect(misses).toEqual(
      expect.arrayContaining([
        { pointer: '/address/city', message: 'is required' },
        { pointer: '/shipping', message: 'must be object' },
        { pointer: '/billing', message: 'must be object' },
      ]),
    );
    expect(misses.some((miss) => miss.message.startsWith("the document's schema cannot be checked"))).toBe(false);
  });
});
