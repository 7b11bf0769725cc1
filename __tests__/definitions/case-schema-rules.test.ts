/**
 * The case fields and harness limits of test-cases.md §2.1, §2.2 and §8 as the published
 * case schema (schemas/test-case.json) enforces them, each under a literal title that
 * names its rule, plus the optional workflow fields of flowgate.md §2 (WF-03, WF-12).
 * Every bad value is checked twice: the raw schema refuses it, and the problem that a
 * user sees names the field's path.
 */
import { describe, expect, it } from 'vitest';
import { schemaValidator } from '../../src/definitions/schemas.js';
import { baseCase, caseIssues, caseWithGiven, mock, type Shown } from './helpers.js';
import { compileText } from '../helpers/workflow.js';

const validCase = (value: unknown): boolean => schemaValidator('test-case')(value);

/** Good values pass the schema with no problem at all. */
function expectValid(...cases: unknown[]): void {
  for (const c of cases) {
    expect(validCase(c), JSON.stringify(c)).toBe(true);
    expect(caseIssues(c), JSON.stringify(c)).toEqual([]);
  }
}

/** A bad value fails the schema and yields a problem at `path` whose message matches. */
function expectRefused(c: unknown, path: string, message: string | RegExp): Shown[] {
  expect(validCase(c), JSON.stringify(c)).toBe(false);
  const issues = caseIssues(c);
  expect(issues, JSON.stringify(c)).toContainEqual({ path, message: typeof message === 'string' ? message : expect.stringMatching(message) });
  return issues;
}

const given = caseWithGiven;
const named = (name: unknown) => ({ ...baseCase(), name });
const respond = (r: Record<string, unknown>) => given({ http: [mock({ respond: r })] });
const model = (m: Record<string, unknown>) => given({ models: [{ connection: 'assistant', ...m }] });
const override = (o: Record<string, unknown>) => given({ connections: { billing: o } });
const artifacts = (a: Record<string, unknown>) => given({ artifacts: a });

describe('case fields (test-cases.md §2.1)', () => {
  it('CASE-04 name is required', () => {
    expectValid(baseCase());
    const { name: _dropped, ...nameless } = baseCase();
    expectRefused(nameless, '', "missing required field 'name'");
    expectRefused({ ...nameless, title: 'sends a reminder' }, 'title', /^unknown field/);
    expectRefused(named(null), 'name', 'must be a string');
  });

  it('CASE-05 description is optional text', () => {
    expectValid(baseCase(), { ...baseCase(), description: 'proves that overdue customers get one email each' }, { ...baseCase(), description: '' });
    expectRefused({ ...baseCase(), description: 42 }, 'description', 'must be a string');
    expectRefused({ ...baseCase(), description: { text: 'x' } }, 'description', 'must be a string');
    expectRefused({ ...baseCase(), description: null }, 'description', 'must be a string');
  });

  it('CASE-06 kind is optional and one of happy, upstream_failure, empty, malformed_payload, edge', () => {
    const kinds = ['happy', 'upstream_failure', 'empty', 'malformed_payload', 'edge'];
    expectValid(baseCase(), ...kinds.map((kind) => ({ ...baseCase(), kind })));
    const message = `must be one of: ${kinds.join(', ')}`;
    for (const kind of ['sad', 'HAPPY', 'upstream-failure', '', 'edge ']) expectRefused({ ...baseCase(), kind }, 'kind', message);
    expectRefused({ ...baseCase(), kind: ['happy'] }, 'kind', message);
  });

  it('CASE-07 given is optional; when present it is an object', () => {
    expectValid(baseCase(), given({}), given({ vars: { region: 'eu' } }));
    for (const bad of [[], null, 'webhook', 1, true]) expectRefused({ ...baseCase(), given: bad }, 'given', 'must be an object');
  });

  it('CASE-08 expect is required', () => {
    const { expect: _dropped, ...bare } = baseCase();
    expectRefused(bare, '', "missing required field 'expect'");
    expectRefused({ ...bare, expected: { outcome: 'success' } }, '', "missing required field 'expect'");
    expectRefused({ ...bare, expect: null }, 'expect', 'must be an object');
    expectRefused({ ...bare, expect: 'success' }, 'expect', 'must be an object');
  });
});

describe('given fields (test-cases.md §2.2)', () => {
  it('GIVEN-02 given.trigger is one of manual, schedule, webhook, api, workflow_run', () => {
    const kinds = ['manual', 'schedule', 'webhook', 'api', 'workflow_run'];
    expectValid(...kinds.map((trigger) => given({ trigger })));
    const message = `must be one of: ${kinds.join(', ')}`;
    for (const trigger of ['cron', 'file', 'Webhook', 'workflow-run', '']) expectRefused(given({ trigger }), 'given.trigger', message);
    expectRefused(given({ trigger: null }), 'given.trigger', message);
  });

  it('GIVEN-08 given.secrets maps a name to a text or an object of text fields', () => {
    expectValid(given({ secrets: { API_KEY: 'made-up', PARTNER_LOGIN: { username: 'demo', password: 'made-up' } } }), given({ secrets: {} }));
    expectRefused(given({ secrets: { API_KEY: 123 } }), 'given.secrets.API_KEY', 'must be a string or an object');
    expectRefused(given({ secrets: { API_KEY: ['a'] } }), 'given.secrets.API_KEY', 'must be a string or an object');
    expectRefused(given({ secrets: { API_KEY: null } }), 'given.secrets.API_KEY', 'must be a string or an object');
    expectRefused(given({ secrets: { PARTNER_LOGIN: { port: 22 } } }), 'given.secrets.PARTNER_LOGIN.port', 'must be a string');
    expectRefused(given({ secrets: { PARTNER_LOGIN: { nested: { password: 'x' } } } }), 'given.secrets.PARTNER_LOGIN.nested', 'must be a string');
    expectRefused(given({ secrets: 'made-up' }), 'given.secrets', 'must be an object');
  });

  it('GIVEN-24 an artifact file name starts with a letter or digit and has only letters, digits, dots, dashes and underscores', () => {
    expectValid(artifacts({ 'x.csv': { text: 'a' }, '2026_report-v1.tar.gz': { text: 'b' }, A: { text: 'c' }, '9': { text: 'd' } }));
    for (const name of ['.hidden', '-dash.csv', '_under.csv', 'a b.csv', '../etc/passwd', 'dir/x.csv', 'x\\y.csv', 'ü.csv', 'a:b', 'x.csv\n']) {
      const issues = caseIssues(artifacts({ [name]: { text: 'a' } }));
      expect(validCase(artifacts({ [name]: { text: 'a' } })), JSON.stringify(name)).toBe(false);
      expect(issues, JSON.stringify(name)).toEqual([{ path: expect.stringMatching(/^given\.artifacts\[/), message: expect.stringMatching(/must start with a letter or digit/) }]);
    }
  });

  it('GIVEN-27 a connections entry may set only base_url, auth, header and provider', () => {
    expectValid(override({ base_url: 'https://sandbox.example', auth: 'api_key', header: 'X-Api-Key' }), override({ provider: 'mistral' }), override({}));
    for (const field of ['token', 'api_key', 'password', 'kind', 'test', 'production', 'secrets', 'baseUrl']) {
      expectRefused(override({ [field]: 'x' }), `given.connections.billing.${field}`, /^unknown field/);
    }
    expectRefused(given({ connections: { billing: 'https://sandbox.example' } }), 'given.connections.billing', 'must be an object');
  });

  it('GIVEN-28 a connections entry base_url must start with https://', () => {
    expectValid(override({ base_url: 'https://sandbox.example' }), override({ base_url: 'https://sandbox.example/api/v2' }));
    for (const base_url of ['http://sandbox.example', 'HTTP://sandbox.example', 'ftp://sandbox.example', 'sandbox.example', '//sandbox.example', ' https://sandbox.example', '']) {
      expectRefused(override({ base_url }), 'given.connections.billing.base_url', 'must start with https://');
    }
  });

  it('GIVEN-29 a connections entry auth is one of none, api_key, bearer, basic', () => {
    expectValid(...['none', 'api_key', 'bearer', 'basic'].map((auth) => override({ auth })));
    for (const auth of ['oauth2', 'Bearer', 'apikey', 'token', '']) {
      expectRefused(override({ auth }), 'given.connections.billing.auth', 'must be one of: none, api_key, bearer, basic');
    }
  });

  it('GIVEN-30 a connections entry provider is one of openai, azure_openai, anthropic, mistral, openai_compatible', () => {
    const providers = ['openai', 'azure_openai', 'anthropic', 'mistral', 'openai_compatible'];
    expectValid(...providers.map((provider) => given({ connections: { new_model: { provider } } })));
    for (const provider of ['gemini', 'OpenAI', 'azure-openai', 'ollama', '']) {
      expectRefused(given({ connections: { new_model: { provider } } }), 'given.connections.new_model.provider', `must be one of: ${providers.join(', ')}`);
    }
  });
});

describe('harness limits in the schema (test-cases.md §8)', () => {
  it('LIMIT-01 a case name has 1 to 200 characters', () => {
    // Characters, not bytes or UTF-16 units: 200 emoji are 200 characters.
    expectValid(named('x'), named('x'.repeat(200)), named('é'.repeat(200)), named('😀'.repeat(200)));
    expectRefused(named(''), 'name', 'must not be empty');
    expectRefused(named('x'.repeat(201)), 'name', 'must have at most 200 characters');
    expectRefused(named('😀'.repeat(201)), 'name', 'must have at most 200 characters');
  });

  it('LIMIT-02 an HTTP mock respond.status is 100 to 599', () => {
    expectValid(respond({ status: 100 }), respond({ status: 200 }), respond({ status: 599 }), respond({}));
    expectRefused(respond({ status: 99 }), 'given.http[0].respond.status', 'must be at least 100');
    expectRefused(respond({ status: 600 }), 'given.http[0].respond.status', 'must be at most 599');
    expectRefused(respond({ status: 0 }), 'given.http[0].respond.status', 'must be at least 100');
    expectRefused(respond({ status: 404.5 }), 'given.http[0].respond.status', 'must be an integer');
    expectRefused(respond({ status: '503' }), 'given.http[0].respond.status', 'must be an integer');
  });

  it('LIMIT-03 an HTTP mock respond.delay_ms is 0 to 120000', () => {
    expectValid(respond({ delay_ms: 0 }), respond({ delay_ms: 120_000 }));
    expectRefused(respond({ delay_ms: -1 }), 'given.http[0].respond.delay_ms', 'must be at least 0');
    expectRefused(respond({ delay_ms: 120_001 }), 'given.http[0].respond.delay_ms', 'must be at most 120000');
    expectRefused(respond({ delay_ms: 1.5 }), 'given.http[0].respond.delay_ms', 'must be an integer');
    expectRefused(given({ http: [mock({ delay_ms: 10 })] }), 'given.http[0].delay_ms', /^unknown field/);
  });

  it('LIMIT-04 a model mock delay_ms is 0 to 120000', () => {
    expectValid(model({ text: 'x', delay_ms: 0 }), model({ text: 'x', delay_ms: 120_000 }));
    expectRefused(model({ text: 'x', delay_ms: -1 }), 'given.models[0].delay_ms', 'must be at least 0');
    expectRefused(model({ text: 'x', delay_ms: 120_001 }), 'given.models[0].delay_ms', 'must be at most 120000');
    expectRefused(model({ text: 'x', delay_ms: '10' }), 'given.models[0].delay_ms', 'must be an integer');
  });

  it('LIMIT-05 a model mock error.status is 400 to 599', () => {
    expectValid(model({ error: { status: 400 } }), model({ error: { status: 429, message: 'slow down' } }), model({ error: { status: 599 } }));
    expectRefused(model({ error: { status: 399 } }), 'given.models[0].error.status', 'must be at least 400');
    expectRefused(model({ error: { status: 200 } }), 'given.models[0].error.status', 'must be at least 400');
    expectRefused(model({ error: { status: 600 } }), 'given.models[0].error.status', 'must be at most 599');
    expectRefused(model({ error: {} }), 'given.models[0].error', "missing required field 'status'");
  });
});

describe('optional workflow fields (flowgate.md §2)', () => {
  const steps = (stepExtra: string) => `  - id: a
${stepExtra}    uses: platform/evaluate@v1
    with: { expression: "\${{ 1 + 1 }}" }
`;
  const workflowText = (top: string, stepExtra = '') => `name: optional-fields\n${top}on:\n  manual: {}\nsteps:\n${steps(stepExtra)}`;

  it('WF-03 a workflow description is optional text', () => {
    const without = compileText(workflowText(''));
    expect(without.problems).toEqual([]);
    expect(without.plan).toBeDefined();
    const withIt = compileText(workflowText('description: Remind customers of overdue invoices\n'));
    expect(withIt.problems).toEqual([]);
    expect(withIt.plan).toBeDefined();
    const wrong = compileText(workflowText('description: [not, text]\n'));
    expect(wrong.plan).toBeUndefined();
    expect(wrong.problems.map((p) => p.path)).toContain('description');
  });

  it('WF-12 a step name is optional text', () => {
    const without = compileText(workflowText(''));
    expect(without.problems).toEqual([]);
    const withIt = compileText(workflowText('', '    name: Add one and one\n'));
    expect(withIt.problems).toEqual([]);
    expect(withIt.plan).toBeDefined();
    const wrong = compileText(workflowText('', '    name: { text: x }\n'));
    expect(wrong.plan).toBeUndefined();
    expect(wrong.problems.map((p) => p.path)).toContain('steps[0].name');
  });
});
