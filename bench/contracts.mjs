// What contract checks cost. A repository shaped like examples/ (about 100 versions) in
// which every http connection names an OpenAPI document describing every operation its
// versions call, beside the same repository with the `openapi:` lines taken out, both
// tested by the checkout's lib/ alternately, process start included: the run time of
// each and their ratio against the goal of at most 1.10. Then one multi-megabyte
// document (thousands of paths and schemas): the project's load with it in a fresh
// process against the goal of well under a second, the first exchange held to it, and
// the parts of the load in one warmed-up process.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify as toYaml } from 'yaml';
import { generateRealistic } from './gen-realistic.mjs';
import { ENTRIES, flowgateTest, repo } from './measure.mjs';

const RATIO_GOAL = 1.1;
const BIG_GOAL_MS = 1000;
const ROUNDS = 7;
// 16 copies of the example workflows and the library action: 97 versions.
const COPIES = 16;
const BIG_BYTES = 5 * 1024 * 1024;

const work = join(repo, 'bench', '.work', 'contracts');
rmSync(work, { recursive: true, force: true });

// --- the documents ------------------------------------------------------------------------

const COMMON = 'common.yaml';
const common = (name) => ({ $ref: `${COMMON}#/components/schemas/${name}` });
const local = (name) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema) => ({ 'application/json': { schema } });

/** Schemas every API of the company shares, in a file of their own that the documents refer to. */
const COMMON_FILE = {
  components: {
    schemas: {
      Error: {
        type: 'object',
        required: ['error'],
        properties: {
          error: { type: 'string', minLength: 1 },
          code: { type: 'string', pattern: '^[a-z_]+$' },
          details: { type: 'array', items: { $ref: '#/components/schemas/ErrorDetail' } },
        },
      },
      ErrorDetail: { type: 'object', required: ['message'], properties: { field: { type: 'string' }, message: { type: 'string' } } },
      Currency: { type: 'string', enum: ['EUR', 'USD', 'GBP', 'SEK', 'CHF'] },
      Money: {
        type: 'object',
        required: ['amount_cents', 'currency'],
        properties: { amount_cents: { type: 'integer', format: 'int64' }, currency: { $ref: '#/components/schemas/Currency' } },
      },
      Address: {
        type: 'object',
        properties: {
          lines: { type: 'array', items: { type: 'string', maxLength: 200 }, maxItems: 4 },
          postal_code: { type: 'string', maxLength: 20 },
          city: { type: 'string' },
          country: { type: 'string', pattern: '^[A-Z]{2}$' },
        },
      },
      PageInfo: {
        type: 'object',
        required: ['page', 'per_page', 'total'],
        properties: {
          page: { type: 'integer', format: 'int32', minimum: 1 },
          per_page: { type: 'integer', format: 'int32', minimum: 1, maximum: 100 },
          total: { type: 'integer', format: 'int64', minimum: 0 },
          next: { type: 'string', format: 'uri' },
        },
      },
      Metadata: { type: 'object', maxProperties: 50, additionalProperties: { type: 'string', maxLength: 500 } },
    },
    parameters: {
      Page: { name: 'page', in: 'query', schema: { type: 'integer', format: 'int32', minimum: 1, default: 1 } },
      PerPage: { name: 'per_page', in: 'query', schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 100, default: 25 } },
    },
    responses: {
      BadRequest: { description: 'The request does not fit', content: json({ $ref: '#/components/schemas/Error' }) },
      NotFound: { description: 'Nothing has this id', content: json({ $ref: '#/components/schemas/Error' }) },
      Unavailable: { description: 'The service is unavailable', content: json({ $ref: '#/components/schemas/Error' }) },
    },
  },
};

const commonResponse = (name) => ({ $ref: `${COMMON}#/components/responses/${name}` });
const commonParameter = (name) => ({ $ref: `${COMMON}#/components/parameters/${name}` });

/** A string or null, as each dialect writes it. */
const nullable = (dialect, schema) => (dialect === '3.0' ? { ...schema, nullable: true } : { ...schema, type: [schema.type, 'null'] });

/**
 * The schema of one of the API's resources nobody in the repository calls: what makes a
 * vendor's document a few dozen operations long. Nested objects, arrays of objects,
 * shared schemas by reference, readOnly and writeOnly properties.
 */
function resourceSchema(dialect, prefix) {
  return {
    type: 'object',
    required: ['id', 'name', 'status', 'created_at'],
    properties: {
      id: { type: 'string', readOnly: true, pattern: `^${prefix}_[A-Za-z0-9]{8,}$` },
      name: { type: 'string', minLength: 1, maxLength: 200 },
      description: nullable(dialect, { type: 'string', maxLength: 2000 }),
      status: { type: 'string', enum: ['active', 'paused', 'archived'] },
      created_at: { type: 'string', format: 'date-time', readOnly: true },
      updated_at: { type: 'string', format: 'date-time', readOnly: true },
      owner: {
        type: 'object',
        required: ['email'],
        properties: { email: { type: 'string', format: 'email' }, name: { type: 'string' }, address: common('Address') },
      },
      price: common('Money'),
      tags: { type: 'array', uniqueItems: true, items: { type: 'string', pattern: '^[a-z0-9-]+$' } },
      lines: {
        type: 'array',
        maxItems: 500,
        items: {
          type: 'object',
          required: ['sku', 'quantity'],
          properties: {
            sku: { type: 'string' },
            quantity: dialect === '3.0' ? { type: 'integer', minimum: 0, exclusiveMinimum: true } : { type: 'integer', exclusiveMinimum: 0 },
            price: common('Money'),
            discount_percent: { type: 'number', minimum: 0, maximum: 100 },
          },
        },
      },
      metadata: common('Metadata'),
      secret_note: { type: 'string', writeOnly: true },
    },
  };
}

/** Five operations on a resource: list, create, read, change, delete. */
function resourcePaths(name, schema) {
  const one = local(schema);
  return {
    [`/${name}`]: {
      get: {
        operationId: `list-${name}`,
        parameters: [
          commonParameter('Page'),
          commonParameter('PerPage'),
          { name: 'status', in: 'query', schema: { type: 'string', enum: ['active', 'paused', 'archived'] } },
          { name: 'created_after', in: 'query', schema: { type: 'string', format: 'date-time' } },
          { name: 'tag', in: 'query', schema: { type: 'array', items: { type: 'string' } }, explode: true },
        ],
        responses: {
          200: {
            description: 'One page',
            content: json({ type: 'object', required: ['data', 'page'], properties: { data: { type: 'array', items: one }, page: common('PageInfo') } }),
          },
          400: commonResponse('BadRequest'),
          default: commonResponse('Unavailable'),
        },
      },
      post: {
        operationId: `create-${name}`,
        parameters: [{ name: 'Idempotency-Key', in: 'header', schema: { type: 'string', format: 'uuid' } }],
        requestBody: { required: true, content: json(one) },
        responses: { 201: { description: 'Created', content: json(one) }, 400: commonResponse('BadRequest'), 409: { description: 'It exists' }, default: commonResponse('Unavailable') },
      },
    },
    [`/${name}/{id}`]: {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      get: { operationId: `get-${name}`, responses: { 200: { description: 'Found', content: json(one) }, 404: commonResponse('NotFound') } },
      patch: {
        operationId: `change-${name}`,
        parameters: [{ name: 'If-Match', in: 'header', schema: { type: 'string' } }],
        requestBody: { required: true, content: { 'application/merge-patch+json': { schema: { type: 'object' } } } },
        responses: { 200: { description: 'Changed', content: json(one) }, 404: commonResponse('NotFound'), 412: { description: 'Changed meanwhile' } },
      },
      delete: { operationId: `delete-${name}`, responses: { 204: { description: 'Deleted' }, 404: commonResponse('NotFound') } },
    },
  };
}

const titleCase = (name) => name.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase());

/** A document: the operations the repository calls, then the resources it never does. */
function apiDocument({ title, dialect, paths, schemas, resources, security }) {
  const document = {
    openapi: dialect === '3.0' ? '3.0.3' : '3.1.0',
    info: { title, version: '2026-01' },
    servers: [{ url: 'https://api.example/' }],
    security: [{ [Object.keys(security)[0]]: [] }],
    paths: { ...paths },
    components: {
      schemas: { ...schemas },
      parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'string', minLength: 3 } } },
      securitySchemes: security,
    },
  };
  for (const [name, prefix] of resources) {
    const schema = titleCase(name);
    document.components.schemas[schema] = resourceSchema(dialect, prefix);
    Object.assign(document.paths, resourcePaths(name, schema));
  }
  return document;
}

const date = { type: 'string', format: 'date' };
const unavailable = { '5XX': commonResponse('Unavailable') };

// billing (OpenAPI 3.0, JSON): archive-exports, monthly-invoice, overdue-invoices.
const billing = apiDocument({
  title: 'Acme Billing',
  dialect: '3.0',
  security: { apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } },
  paths: {
    '/exports/orders': {
      get: {
        operationId: 'exportOrders',
        parameters: [{ name: 'day', in: 'query', required: true, schema: date }],
        responses: { 200: { description: 'The day’s orders as CSV', content: { 'text/csv': { schema: { type: 'string' } } } }, ...unavailable },
      },
    },
    '/invoices': {
      get: {
        operationId: 'listInvoices',
        parameters: [
          { name: 'status', in: 'query', schema: { type: 'string', enum: ['draft', 'open', 'paid', 'overdue', 'void'] } },
          { name: 'due_before', in: 'query', schema: date },
          commonParameter('Page'),
          commonParameter('PerPage'),
        ],
        responses: {
          200: { description: 'Invoices', content: json({ type: 'object', required: ['items'], properties: { items: { type: 'array', items: local('InvoiceSummary') }, page: common('PageInfo') } }) },
          ...unavailable,
        },
      },
    },
    '/invoices/current': {
      get: {
        operationId: 'currentInvoice',
        parameters: [
          { name: 'customer', in: 'query', required: true, schema: { type: 'string', pattern: '^C-[0-9]+$' } },
          { name: 'period', in: 'query', required: true, schema: { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' } },
        ],
        responses: { 200: { description: 'The invoice of the period', content: json(local('Invoice')) }, 404: commonResponse('NotFound'), ...unavailable },
      },
    },
    '/invoices/{number}': {
      parameters: [{ name: 'number', in: 'path', required: true, schema: { type: 'string', pattern: '^INV-[0-9]{4}-[0-9]{4}$' } }],
      get: { operationId: 'getInvoice', responses: { 200: { description: 'The invoice', content: json(local('Invoice')) }, 404: commonResponse('NotFound') } },
    },
  },
  schemas: {
    InvoiceSummary: {
      type: 'object',
      required: ['number', 'customer', 'email', 'amount', 'currency', 'due_date'],
      properties: {
        number: { type: 'string' },
        customer: { type: 'string' },
        email: { type: 'string', format: 'email' },
        amount: { type: 'number', minimum: 0 },
        currency: common('Currency'),
        due_date: date,
      },
    },
    Invoice: {
      type: 'object',
      required: ['number', 'issued_on', 'due_on', 'period', 'currency', 'tax_rate_percent', 'customer', 'lines'],
      properties: {
        number: { type: 'string', pattern: '^INV-[0-9]{4}-[0-9]{4}$' },
        issued_on: date,
        due_on: date,
        period: { type: 'string' },
        currency: common('Currency'),
        tax_rate_percent: { type: 'number', minimum: 0, maximum: 100 },
        customer: {
          type: 'object',
          required: ['id', 'name', 'email'],
          properties: {
            id: { type: 'string' },
            name: { type: 'string' },
            email: { type: 'string', format: 'email' },
            vat_id: { type: 'string', nullable: true },
            address: { type: 'array', items: { type: 'string' }, maxItems: 6 },
          },
        },
        lines: {
          type: 'array',
          items: {
            type: 'object',
            required: ['description', 'quantity', 'unit_price_cents'],
            properties: {
              description: { type: 'string' },
              quantity: { type: 'integer', format: 'int32', minimum: 0, exclusiveMinimum: true },
              unit_price_cents: { type: 'integer', format: 'int64', minimum: 0 },
            },
          },
        },
      },
    },
  },
  resources: [['customers', 'cus'], ['subscriptions', 'sub'], ['plans', 'plan'], ['credit-notes', 'cn'], ['payments', 'pay'], ['refunds', 're'], ['tax-rates', 'tax']],
});

// crm (OpenAPI 3.0, YAML): the crm-upsert library action, and new-signup through it.
const contactPath = { parameters: [{ name: 'email', in: 'path', required: true, schema: { type: 'string', format: 'email' } }] };
const crm = apiDocument({
  title: 'Acme CRM',
  dialect: '3.0',
  security: { bearer: { type: 'http', scheme: 'bearer' } },
  paths: {
    '/contacts': {
      post: {
        operationId: 'createContact',
        requestBody: { required: true, content: json(local('Contact')) },
        responses: { 201: { description: 'Created', content: json(local('ContactRef')) }, 409: { description: 'A contact with this email exists' }, ...unavailable },
      },
    },
    '/contacts/{email}': {
      ...contactPath,
      get: { operationId: 'getContact', responses: { 200: { description: 'The contact', content: json(local('Contact')) }, 404: commonResponse('NotFound') } },
      put: {
        operationId: 'updateContact',
        requestBody: { required: true, content: json(local('Contact')) },
        responses: { 200: { description: 'Updated', content: json(local('ContactRef')) }, 404: commonResponse('NotFound'), ...unavailable },
      },
    },
  },
  schemas: {
    Contact: {
      type: 'object',
      required: ['id', 'email'],
      properties: {
        id: { type: 'string', readOnly: true },
        email: { type: 'string', format: 'email' },
        name: { type: 'string', nullable: true },
        source: { type: 'string', nullable: true },
        address: common('Address'),
        consent: { type: 'object', properties: { newsletter: { type: 'boolean' }, given_at: { type: 'string', format: 'date-time' } } },
      },
    },
    ContactRef: { type: 'object', required: ['id'], properties: { id: { type: 'string', pattern: '^C-[0-9]+$' }, created_at: { type: 'string', format: 'date-time' } } },
  },
  resources: [['companies', 'co'], ['deals', 'deal'], ['notes', 'note'], ['tasks', 'task'], ['pipelines', 'pl'], ['segments', 'seg'], ['owners', 'own']],
});

// shop (OpenAPI 3.1, YAML): order-report.
const shop = apiDocument({
  title: 'Acme Shop',
  dialect: '3.1',
  security: { bearer: { type: 'http', scheme: 'bearer' } },
  paths: {
    '/orders': {
      get: {
        operationId: 'listOrders',
        parameters: [
          { name: 'since', in: 'query', required: true, schema: date },
          { name: 'until', in: 'query', required: true, schema: date },
        ],
        responses: {
          200: { description: 'The orders', content: json({ type: 'object', required: ['orders'], properties: { orders: { type: 'array', items: local('Order') } } }) },
          ...unavailable,
        },
      },
    },
  },
  schemas: {
    Order: {
      type: 'object',
      required: ['id', 'total', 'currency'],
      properties: {
        id: { type: 'string', pattern: '^O-[0-9]+$' },
        customer: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, email: { type: ['string', 'null'], format: 'email' }, address: common('Address') } },
        total: { type: 'number', minimum: 0 },
        currency: common('Currency'),
      },
    },
  },
  resources: [['products', 'prod'], ['carts', 'cart'], ['customers', 'cus'], ['coupons', 'cpn'], ['shipments', 'shp'], ['returns', 'ret'], ['warehouses', 'wh']],
});

// oncall (OpenAPI 3.1, JSON): support-triage's signed page.
const oncall = apiDocument({
  title: 'On-call paging',
  dialect: '3.1',
  security: { signature: { type: 'apiKey', in: 'header', name: 'X-Service-Signature' } },
  paths: {
    '/v2/incidents': {
      post: {
        operationId: 'openIncident',
        parameters: [
          { name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', format: 'uuid' } },
          { name: 'X-Service-Timestamp', in: 'header', required: true, schema: { type: 'string', pattern: '^[0-9]{10}$' } },
        ],
        requestBody: { required: true, content: json(local('IncidentRequest')) },
        responses: { 202: { description: 'Accepted', content: json({ type: 'object', required: ['incident'], properties: { incident: { type: 'string', pattern: '^INC-[0-9]+$' } } }) }, ...unavailable },
      },
    },
  },
  schemas: {
    IncidentRequest: {
      type: 'object',
      required: ['source', 'summary'],
      properties: {
        source: { type: 'string' },
        ticket_id: { type: ['string', 'null'] },
        category: { enum: ['billing', 'outage', 'bug', 'account', 'question'] },
        summary: { type: 'string', minLength: 1, maxLength: 300 },
        severity: { type: 'integer', minimum: 1, maximum: 5 },
      },
    },
  },
  resources: [['services', 'svc'], ['schedules', 'sch'], ['escalation-policies', 'ep'], ['responders', 'rsp'], ['maintenance-windows', 'mw'], ['status-pages', 'sp'], ['incident-notes', 'in']],
});

const DOCUMENTS = { 'billing.json': billing, 'crm.yaml': crm, 'shop.yaml': shop, 'oncall.json': oncall };

// Written out in full, as vendors publish them: no YAML anchors for repeated parts.
const yamlText = (value) => toYaml(value, { aliasDuplicateObjects: false });

function writeDocuments(apis) {
  mkdirSync(apis, { recursive: true });
  writeFileSync(join(apis, COMMON), yamlText(COMMON_FILE));
  for (const [file, document] of Object.entries(DOCUMENTS)) {
    writeFileSync(join(apis, file), file.endsWith('.json') ? `${JSON.stringify(document, null, 2)}\n` : yamlText(document));
  }
}

const operationCount = (document) => Object.values(document.paths).reduce((sum, item) => sum + Object.keys(item).filter((key) => key !== 'parameters').length, 0);

// --- the pair ---------------------------------------------------------------------------

const withDocs = join(work, 'with-documents');
const without = join(work, 'without-documents');
const { versions } = generateRealistic(withDocs, join(repo, 'examples'), COPIES);
writeDocuments(join(withDocs, 'apis'));
const connectionsFile = join(withDocs, 'connections.yaml');
const documented = { billing: 'apis/billing.json', crm: 'apis/crm.yaml', shop: 'apis/shop.yaml', oncall: 'apis/oncall.json' };
let connections = readFileSync(connectionsFile, 'utf8').replace(/^ {2}openapi: .*\n/gm, '');
for (const [name, path] of Object.entries(documented)) {
  const before = connections;
  connections = connections.replace(new RegExp(`^${name}:\\n  kind: http\\n`, 'm'), (entry) => `${entry}  openapi: ${path}\n`);
  if (connections === before) throw new Error(`connections.yaml has no http connection ${name} to document`);
}
writeFileSync(connectionsFile, connections);
cpSync(withDocs, without, { recursive: true });
writeFileSync(join(without, 'connections.yaml'), connections.replace(/^ {2}openapi: .*\n/gm, ''));

const documentBytes = Object.keys(DOCUMENTS).reduce((sum, file) => sum + readFileSync(join(withDocs, 'apis', file)).length, 0);
const operations = Object.values(DOCUMENTS).reduce((sum, document) => sum + operationCount(document), 0);
const schemaCount = Object.values(DOCUMENTS).reduce((sum, document) => sum + Object.keys(document.components.schemas).length, 0);

/** One run of DIR; a case that does not pass, or a with-documents run that held nothing, fails the bench. */
function testOnce(dir, name) {
  const run = flowgateTest(dir, 1, process.env, ENTRIES.checkout);
  const { total, passed } = run.summary;
  if (passed !== total) {
    console.error(`${name}: not every case passed: ${JSON.stringify(run.summary)}\n  ${run.failures.slice(0, 5).join('\n  ')}`);
    process.exitCode = 1;
  }
  return run;
}

const pair = [
  { name: 'with documents', dir: withDocs, times: [], cpu: [] },
  { name: 'without documents', dir: without, times: [], cpu: [] },
];
let withReport;
for (let round = 0; round < ROUNDS; round += 1) {
  // Alternately first, so that a machine growing busier weighs on both alike.
  for (const side of round % 2 === 0 ? pair : [...pair].reverse()) {
    const run = testOnce(side.dir, side.name);
    side.times.push(run.ms);
    if (run.cpuMs !== undefined) side.cpu.push(run.cpuMs);
    side.summary = run.summary;
    if (side.dir === withDocs) withReport = JSON.parse(run.result.stdout);
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const side of pair) {
  side.ms = median(side.times);
  side.cpuMs = side.cpu.length ? median(side.cpu) : undefined;
}

// What the with-documents run held: every documented connection reached, nothing diverging.
const reached = new Map();
let divergences = 0;
for (const version of withReport.versions) {
  for (const [name, contract] of Object.entries(version.report.contracts ?? {})) {
    const keys = reached.get(name) ?? new Set();
    for (const key of contract.exercised) keys.add(key);
    reached.set(name, keys);
    divergences += contract.divergences;
  }
}
const unreached = Object.keys(documented).filter((name) => !reached.get(name)?.size);
if (unreached.length || divergences) {
  console.error(`the with-documents run did not hold what it should: ${unreached.length ? `never reached ${unreached.join(', ')}` : ''}${divergences ? ` ${divergences} divergences` : ''}`);
  process.exitCode = 1;
}

const [docs, plain] = pair;
const ratio = docs.ms / plain.ms;
console.log(`\ncontract checks: ${versions} versions, ${docs.summary.total} cases; ${Object.keys(documented).length} http connections, each with a document`);
console.log(
  `  documents: ${operations} operations, ${schemaCount} component schemas and a shared file of ${Object.keys(COMMON_FILE.components.schemas).length} more, ${(documentBytes / 1024).toFixed(0)} KiB; ` +
    `exercised: ${[...reached].map(([name, keys]) => `${name} ${keys.size}`).join(', ')}; ${divergences} divergences`,
);
const seconds = (ms) => (ms / 1000).toFixed(3);
for (const side of pair) {
  const spread = `fastest ${seconds(Math.min(...side.times))}, slowest ${seconds(Math.max(...side.times))}`;
  const cpu = side.cpuMs === undefined ? '' : `   CPU ${seconds(side.cpuMs).padStart(7)} s`;
  console.log(`  ${`${side.name}, median of ${ROUNDS}`.padEnd(32)} ${seconds(side.ms).padStart(7)} s (${spread})${cpu}`);
}
const cpuRatio = docs.cpuMs !== undefined && plain.cpuMs !== undefined ? `; CPU time ${(docs.cpuMs / plain.cpuMs).toFixed(3)}` : '';
console.log(`  ratio with / without: ${ratio.toFixed(3)} against the goal of ${RATIO_GOAL.toFixed(2)}${ratio <= RATIO_GOAL ? ', within it' : '   OVER the goal'}${cpuRatio}`);
if (ratio > RATIO_GOAL) process.exitCode = 1;

// --- one multi-megabyte document --------------------------------------------------------

const { loadApiDocument } = await import(join(repo, 'lib', 'definitions', 'openapi', 'document.js'));
const { operationsOf, findOperation } = await import(join(repo, 'lib', 'definitions', 'openapi', 'operations.js'));
const { loadProject } = await import(join(repo, 'lib', 'definitions', 'project.js'));
const { holdExchange } = await import(join(repo, 'lib', 'testing', 'contracts', 'hold.js'));

/** A vendor's document for a large platform: RESOURCES resources of five operations, each with its own schema. */
function bigDocument(resources) {
  const names = Array.from({ length: resources }, (_, i) => [`area-${Math.floor(i / 40)}/resource-${i}`, `r${i}`]);
  const document = apiDocument({ title: 'A large platform', dialect: '3.0', security: { bearer: { type: 'http', scheme: 'bearer' } }, paths: {}, schemas: {}, resources: [] });
  for (const [path, prefix] of names) {
    const schema = `Resource${prefix.slice(1)}`;
    document.components.schemas[schema] = resourceSchema('3.0', prefix);
    Object.assign(document.paths, resourcePaths(path, schema));
  }
  return document;
}

const bigRoot = join(work, 'big');
mkdirSync(join(bigRoot, 'apis'), { recursive: true });
writeFileSync(join(bigRoot, 'apis', COMMON), yamlText(COMMON_FILE));
// Grown until the file is some 5 MB, as a pretty-printed vendor document is.
let resources = 500;
let bigText;
let big;
for (;;) {
  big = bigDocument(resources);
  bigText = `${JSON.stringify(big, null, 2)}\n`;
  if (bigText.length >= BIG_BYTES) break;
  resources = Math.ceil((resources * BIG_BYTES) / bigText.length) + 10;
}
writeFileSync(join(bigRoot, 'apis', 'platform.json'), bigText);
writeFileSync(join(bigRoot, 'connections.yaml'), 'platform:\n  kind: http\n  openapi: apis/platform.json\n  production: { base_url: "https://platform.example/api", auth: bearer }\n  secrets: { token: PLATFORM_TOKEN }\n');

// In a fresh process, as a run meets the document: the project's load, then the first
// exchange held to it, which converts the document's schemas and compiles the few it needs.
const FRESH = `
const [lib, root, exchangeJson] = process.argv.slice(1);
const { loadProject } = await import(lib + '/definitions/project.js');
const { holdExchange } = await import(lib + '/testing/contracts/hold.js');
let start = performance.now();
const project = loadProject(root);
const load = performance.now() - start;
const exchange = JSON.parse(exchangeJson);
start = performance.now();
const held = holdExchange(project.contracts.get('platform'), exchange, { baseUrl: 'https://platform.example/api', signInHeaders: new Set(['authorization']) });
const hold = performance.now() - start;
console.log(JSON.stringify({ load, hold, problems: project.problems.map((problem) => problem.message), divergences: held.divergences }));
`;

/** Median of RUNS calls of FN after one that warms it up. */
function warmed(fn, runs = 5) {
  fn();
  const times = [];
  let value;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    value = fn();
    times.push(performance.now() - start);
  }
  return { ms: median(times), value };
}

const last = resources - 1;
const path = `/area-${Math.floor(last / 40)}/resource-${last}`;
const exchange = {
  method: 'POST',
  url: `https://platform.example/api${path}`,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ name: 'Lamp', status: 'active', owner: { email: 'ada@example.com' }, tags: ['a'], lines: [{ sku: 'L-1', quantity: 2 }] }),
  answer: { status: 201, contentType: 'application/json', json: { id: `r${last}_ABCDEFGH`, name: 'Lamp', status: 'active', created_at: '2026-01-01T00:00:00Z' } },
};
const fresh = [];
for (let run = 0; run < 5; run += 1) {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', FRESH, join(repo, 'lib'), bigRoot, JSON.stringify(exchange)], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`loading the large document failed:\n${child.stderr}`);
  const result = JSON.parse(child.stdout.trim().split('\n').pop());
  if (result.problems.length || result.divergences.length) throw new Error(`the large document does not load or its exchange diverges: ${JSON.stringify(result)}`);
  fresh.push(result);
}
const freshLoad = median(fresh.map((result) => result.load));
const freshHold = median(fresh.map((result) => result.hold));

const load = warmed(() => loadApiDocument(bigRoot, 'apis/platform.json'));
const find = warmed(() => operationsOf(load.value.document));
const project = warmed(() => loadProject(bigRoot));
const contract = project.value.contracts.get('platform');
const hold = warmed(() => holdExchange(contract, exchange, { baseUrl: 'https://platform.example/api', signInHeaders: new Set(['authorization']) }));
const match = warmed(() => findOperation(contract.operations, 'GET', `${path}/r${last}_ABCDEFGH`), 51);

const ms = (value) => `${value.toFixed(0)} ms`.padStart(7);
const row = (label, value) => console.log(`    ${label.padEnd(50)} ${value}`);
console.log(`\none large document: ${(bigText.length / (1024 * 1024)).toFixed(1)} MiB of JSON, ${Object.keys(big.paths).length} paths, ${find.value.length} operations, ${Object.keys(big.components.schemas).length} schemas`);
console.log('  in a fresh process, as a run meets it (median of 5 processes)');
row('the project loaded with it (loadProject)', ms(freshLoad));
row('the first exchange held to it (schemas compiled)', ms(freshHold));
console.log('  in one process, warmed up (median of 5)');
row('read, its $refs checked (loadApiDocument)', ms(load.ms));
row('its operations found (operationsOf)', ms(find.ms));
row('the project loaded with it (loadProject)', ms(project.ms));
row('an exchange held again (schemas compiled before)', ms(hold.ms));
row('a request matched to its operation', `${(match.ms * 1000).toFixed(0)} µs`.padStart(7));
// The goal is the load's: what every run that names the document pays before its first case.
console.log(`  against the goal of ${BIG_GOAL_MS} ms for the project's load in a fresh process: ${(freshLoad / BIG_GOAL_MS).toFixed(2)}× the budget${freshLoad < BIG_GOAL_MS ? '' : '   OVER the goal'}`);
if (freshLoad >= BIG_GOAL_MS) process.exitCode = 1;

rmSync(work, { recursive: true, force: true });
