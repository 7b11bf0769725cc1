import { describe, expect, it } from 'vitest';
import { readYaml } from '../../src/definitions/source.js';
import { schemaProblems, schemaValidator } from '../../src/definitions/schemas.js';
import { formatProblem } from '../../src/definitions/problems.js';
import { documentIssues } from './helpers.js';

const action = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'crm-upsert',
  version: 3,
  description: 'Create or update a CRM contact',
  connections: ['crm'],
  input_schema: { type: 'object', required: ['email'], properties: { email: { type: 'string' } } },
  output_schema: { type: 'object' },
  script: 'return { id: 1 };',
  ...extra,
});

describe('action schema', () => {
  const issues = (value: unknown) => documentIssues('action', value, 'yaml');

  it('LIB-01 accepts name, version, description, connections, input_schema, output_schema and script', () => {
    expect(issues(action())).toEqual([]);
    expect(issues({ name: 'a', version: 1, script: 'return 1' })).toEqual([]);
  });

  it('LIB-01 name, version and script are required; unknown keys are errors', () => {
    expect(issues({})).toEqual([
      { path: '', message: "missing required field 'name'" },
      { path: '', message: "missing required field 'version'" },
      { path: '', message: "missing required field 'script'" },
    ]);
    expect(issues(action({ inputs: {} }))).toEqual([{ path: 'inputs', message: 'unknown field' }]);
  });

  it('LIB-02 version is a whole number of at least 1', () => {
    expect(issues(action({ version: 0 }))).toEqual([{ path: 'version', message: 'must be at least 1' }]);
    expect(issues(action({ version: '3' }))).toEqual([{ path: 'version', message: 'must be an integer' }]);
    expect(issues(action({ version: 1.5 }))).toEqual([{ path: 'version', message: 'must be an integer' }]);
  });

  it('LIB-04 connections is a list of distinct slot names', () => {
    expect(issues(action({ connections: 'crm' }))).toEqual([{ path: 'connections', message: 'must be a list' }]);
    expect(issues(action({ connections: ['crm', 'crm'] }))).toEqual([{ path: 'connections', message: 'must not repeat items (items 0 and 1 are the same)' }]);
    expect(issues(action({ input_schema: 'x', script: '' }))).toEqual([
      { path: 'input_schema', message: 'must be an object' },
      { path: 'script', message: 'must not be empty' },
    ]);
  });
});

describe('connections schema', () => {
  const issues = (value: unknown) => documentIssues('connections', value, 'yaml');

  it('AUTH-08 AUTH-09 AUTH-10 AUTH-11 AUTH-12 accepts the example of flowgate.md §6', () => {
    const text = [
      'billing:',
      '  kind: http',
      '  test: { base_url: "https://sandbox.billing.example", auth: api_key, header: X-Api-Key }',
      '  production: { base_url: "https://api.billing.example", auth: api_key, header: X-Api-Key }',
      '  secrets: { api_key: BILLING_API_KEY }',
      'assistant: { kind: ai, provider: anthropic, production: { base_url: "https://api.anthropic.com" } }',
      'outbox: { kind: sftp, production: { host: sftp.example.com, port: 22, folder: /out, username: flow } }',
      'archive: { kind: s3, production: { bucket: acme-archive, region: eu-central-1, prefix: flows/ } }',
      'hooks:',
      '  kind: http',
      '  production: { base_url: "https://hooks.partner.example", auth: none }',
      '  secrets: { signing_secret: PARTNER_HOOK_SECRET }',
      'crm: { kind: http, production: { base_url: "https://crm.example", auth: oauth2 } }',
      '',
    ].join('\n');
    const source = readYaml('connections.yaml', text);
    const validate = schemaValidator('connections');
    expect(validate(source.value) ? [] : schemaProblems(validate.errors, source)).toEqual([]);
  });

  it('AUTH-08 kind is required and one of http, ai, sftp, s3', () => {
    expect(issues({ a: {} })).toEqual([{ path: 'a', message: "missing required field 'kind'" }]);
    expect(issues({ a: { kind: 'ftp' } })).toEqual([{ path: 'a.kind', message: 'must be one of: http, ai, sftp, s3' }]);
  });

  it('AUTH-07 AUTH-09 an http setup has base_url (https), auth and header (needed for api_key)', () => {
    expect(issues({ a: { kind: 'http', production: { base_url: 'http://x.example' } } })).toEqual([
      { path: 'a.production.base_url', message: 'must start with https://' },
    ]);
    expect(issues({ a: { kind: 'http', production: { base_url: 'https://x.example', auth: 'digest' } } })).toEqual([
      { path: 'a.production.auth', message: 'must be one of: none, api_key, bearer, basic, oauth2' },
    ]);
    expect(issues({ a: { kind: 'http', test: { base_url: 'https://x.example', auth: 'api_key' } } })).toEqual([
      { path: 'a.test', message: "missing required field 'header' (needed when auth is api_key)" },
    ]);
    expect(issues({ a: { kind: 'http', production: { base_url: 'https://x.example', bucket: 'b' } } })).toEqual([
      { path: 'a.production.bucket', message: 'unknown field' },
    ]);
  });

  it('AUTH-10 an ai connection has a provider, and only an ai connection', () => {
    expect(issues({ a: { kind: 'ai' } })).toEqual([{ path: 'a', message: "missing required field 'provider' (needed when kind is ai)" }]);
    expect(issues({ a: { kind: 'ai', provider: 'gemini' } })).toEqual([
      { path: 'a.provider', message: 'must be one of: openai, azure_openai, anthropic, mistral, openai_compatible' },
    ]);
    expect(issues({ a: { kind: 'http', provider: 'openai', production: { base_url: 'https://x.example' } } })).toEqual([
      { path: 'a.provider', message: 'is allowed only when kind is ai' },
    ]);
  });

  it('AUTH-11 sftp setups have host, port, folder, username; s3 setups bucket, region, prefix', () => {
    expect(issues({ a: { kind: 'sftp', production: { host: 'h', port: 70000 } } })).toEqual([{ path: 'a.production.port', message: 'must be at most 65535' }]);
    expect(issues({ a: { kind: 'sftp', production: { port: 22 } } })).toEqual([{ path: 'a.production', message: "missing required field 'host'" }]);
    expect(issues({ a: { kind: 's3', production: { bucket: 'b', host: 'h' } } })).toEqual([{ path: 'a.production.host', message: 'unknown field' }]);
    expect(issues({ a: { kind: 's3', test: { region: 'eu' } } })).toEqual([{ path: 'a.test', message: "missing required field 'bucket'" }]);
  });

  it('AUTH-12 secrets map known references to secret names', () => {
    expect(issues({ a: { kind: 'sftp', secrets: { password: 'SFTP_PASSWORD', private_key: 'SFTP_KEY' } } })).toEqual([]);
    expect(issues({ a: { kind: 'http', secrets: { apikey: 'X' } } })).toEqual([
      { path: 'a.secrets.apikey', message: 'must be one of: api_key, token, username, password, signing_secret, private_key, access_key_id, secret_access_key' },
    ]);
    expect(issues({ a: { kind: 's3', secrets: { access_key_id: 42 } } })).toEqual([{ path: 'a.secrets.access_key_id', message: 'must be a string' }]);
  });

  it('connection names start with a letter or digit', () => {
    expect(issues({ 'bad name': { kind: 'http' } })).toEqual([
      { path: "['bad name']", message: 'must start with a letter or digit and have only letters, digits, dots, dashes and underscores' },
    ]);
  });
});

describe('flowgate.yaml schema', () => {
  const issues = (value: unknown) => documentIssues('flowgate', value, 'yaml');

  it('LAYOUT-10 LAYOUT-14 LAYOUT-15 accepts paths, email senders, vars and limits', () => {
    expect(
      issues({
        paths: { workflows: 'flows', actions: 'lib', templates: 'tpl' },
        email: { senders: [{ address: 'billing@acme.example', verified: true, default: true }] },
        vars: { region: 'eu', retries: 3 },
        limits: { script_memory_mb: 64, script_cpu_ms: 1000, ai_tokens_per_run: 50000, storage_mb: 100, run_files: 50, run_file_mb: 10 },
      }),
    ).toEqual([]);
    expect(issues({})).toEqual([]);
  });

  it('LAYOUT-14 a sender has an address and boolean verified/default', () => {
    expect(issues({ email: { senders: [{ verified: 'yes' }] } })).toEqual([
      { path: 'email.senders[0]', message: "missing required field 'address'" },
      { path: 'email.senders[0].verified', message: 'must be a boolean' },
    ]);
    expect(issues({ email: { sender: [] } })).toEqual([{ path: 'email.sender', message: "unknown field; did you mean 'senders'?" }]);
  });

  it('LAYOUT-15 limits are positive whole numbers', () => {
    expect(issues({ limits: { script_memory_mb: 0, storage_mb: 1.5, run_files: '5' } })).toEqual([
      { path: 'limits.script_memory_mb', message: 'must be at least 1' },
      { path: 'limits.storage_mb', message: 'must be an integer' },
      { path: 'limits.run_files', message: 'must be an integer' },
    ]);
    expect(issues({ limits: { cpu_ms: 5 } })).toEqual([{ path: 'limits.cpu_ms', message: 'unknown field' }]);
  });

  it('LAYOUT-10 paths has only workflows, actions and templates', () => {
    expect(issues({ paths: { workflow: 'x' } })).toEqual([{ path: 'paths.workflow', message: "unknown field; did you mean 'workflows'?" }]);
  });

  it('CLI-19 a flowgate.yaml problem has its line', () => {
    const source = readYaml('flowgate.yaml', 'limits:\n  script_memory_mb: 64\n  storage_mb: -1\n');
    const validate = schemaValidator('flowgate');
    validate(source.value);
    expect(schemaProblems(validate.errors, source).map(formatProblem)).toEqual(['flowgate.yaml:3:3 limits.storage_mb: must be at least 1']);
  });
});
