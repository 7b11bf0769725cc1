import { afterEach, describe, expect, it } from 'vitest';
import { httpRequest } from '../../src/actions/http-request.js';
import type { ConnectionSpec } from '../../src/world/settings.js';
import type { Given } from '../../src/testing/given.js';
import { caseWorld } from '../../src/testing/case-world.js';
import type { TestWorld } from '../../src/world/test/test-world.js';
import { DUMMY_OAUTH2_TOKEN, signInFor } from '../../src/world/sign-in.js';
import { actionHarness } from '../helpers/action-context.js';
import { emptyProject } from '../helpers/project.js';
import { planFrom, runPlan, workflow } from '../helpers/workflow.js';

const CONNECTIONS: Record<string, ConnectionSpec> = {
  keyed: {
    kind: 'http',
    test: { base_url: 'https://sandbox.keyed.example', auth: 'api_key', header: 'X-Partner-Key' },
    production: { base_url: 'https://api.keyed.example', auth: 'api_key', header: 'X-Partner-Key' },
    secrets: { api_key: 'KEYED_API_KEY' },
  },
  bearing: {
    kind: 'http',
    production: { base_url: 'https://api.bearing.example', auth: 'bearer' },
    secrets: { token: 'BEARING_TOKEN' },
  },
  basic: {
    kind: 'http',
    production: { base_url: 'https://api.basic.example', auth: 'basic' },
    secrets: { username: 'BASIC_USER', password: 'BASIC_PASSWORD' },
  },
  oauth: {
    kind: 'http',
    production: { base_url: 'https://api.oauth.example', auth: 'oauth2', token_url: 'https://login.oauth.example/token' },
    secrets: { token: 'OAUTH_TOKEN' },
  },
  open: { kind: 'http', production: { base_url: 'https://api.open.example', auth: 'none' } },
};

const ANY = { match: { url_contains: 'https://' }, respond: { status: 200, json: { ok: true } } };

function world(given: Given = {}): TestWorld {
  return caseWorld(emptyProject({ connections: CONNECTIONS }), given);
}

/** The headers one http.request call through connection `api` sends. */
async function sentHeaders(api: string, given: Given = {}): Promise<{ headers: Record<string, string>; url: string; calls: number }> {
  const h = actionHarness(httpRequest, { given: { http: [ANY], ...given }, project: { connections: CONNECTIONS }, connections: { api } });
  await h.run({ url: '/resource' });
  const call = h.world.http.calls[0]!;
  return { headers: call.headers, url: call.url, calls: h.world.http.calls.length };
}

const saved: Record<string, string | undefined> = {};
function setEnv(name: string, value: string): void {
  if (!(name in saved)) saved[name] = process.env[name];
  process.env[name] = value;
}
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
    delete saved[name];
  }
});

describe('test connections (AUTH-01, AUTH-03)', () => {
  it('AUTH-01 a test connection uses the settings of connections.yaml', () => {
    const keyed = world().connection('keyed', 'http');
    expect(keyed).toMatchObject({ name: 'keyed', kind: 'http', exists: true, base_url: 'https://sandbox.keyed.example', auth: 'api_key', header: 'X-Partner-Key' });
    expect(world().connection('bearing', 'http')).toMatchObject({ exists: true, base_url: 'https://api.bearing.example', auth: 'bearer' });
  });

  it('AUTH-01 a test connection never signs in with a real secret value from the environment', async () => {
    setEnv('KEYED_API_KEY', 'real-production-key');
    setEnv('BEARING_TOKEN', 'real-production-token');
    setEnv('BASIC_USER', 'real-user');
    setEnv('BASIC_PASSWORD', 'real-password');
    for (const name of ['keyed', 'bearing', 'basic', 'oauth']) {
      const { headers } = await sentHeaders(name);
      const all = JSON.stringify(headers);
      for (const real of ['real-production-key', 'real-production-token', 'real-user', 'real-password']) expect(all, name).not.toContain(real);
      const basicPair = Buffer.from('real-user:real-password').toString('base64');
      expect(all, name).not.toContain(basicPair);
    }
  });

  it('AUTH-01 the resolved connection carries secret names, never secret values', () => {
    const resolved = world({ secrets: { KEYED_API_KEY: 'given-key' } }).connection('keyed', 'http');
    expect(resolved.secrets).toEqual({ api_key: 'KEYED_API_KEY' });
    expect(JSON.stringify(resolved)).not.toContain('given-key');
    expect(JSON.stringify(resolved)).not.toContain('test-dummy');
  });

  it('AUTH-03 a connection that does not exist yet gets https://<name>.connection.test', () => {
    const crm = world().connection('crm', 'http');
    expect(crm).toMatchObject({ name: 'crm', exists: false, base_url: 'https://crm.connection.test' });
    expect(world().connection('crm_eu-2', 'http').base_url).toBe('https://crm_eu-2.connection.test');
  });

  it('AUTH-03 a request through a connection that does not exist yet goes to that address', async () => {
    const { url } = await sentHeaders('ledger');
    expect(url).toBe('https://ledger.connection.test/resource');
  });

  it('AUTH-03 a workflow binding an unlisted connection calls its placeholder address', async () => {
    const steps = '  - id: a\n    uses: platform/http.request@v1\n    connections: { api: newcrm }\n    with: { url: /contacts }\n';
    const { result, world: w } = await runPlan(planFrom(workflow(steps)), { http: [{ match: { url: 'https://newcrm.connection.test/contacts' }, respond: { status: 200 } }] });
    expect(result.steps.a!.result).toBe('success');
    expect(w.http.calls.map((c) => c.url)).toEqual(['https://newcrm.connection.test/contacts']);
  });
});

describe('sign-in by auth kind', () => {
  it('AUTH-05 an OAuth2 connection gets a dummy token and no token request runs', async () => {
    const { headers, calls } = await sentHeaders('oauth', { http: [{ match: { url_contains: 'api.oauth.example' }, respond: { status: 200 } }] });
    expect(calls).toBe(1);
    expect(headers['authorization']).toMatch(/^Bearer test-dummy-\S+$/);
  });

  it('AUTH-05 the OAuth2 dummy token is used even when no mock answers a token address', async () => {
    // Only the API call is mocked: a token request would fail with http_unmocked.
    const steps = '  - id: a\n    uses: platform/http.request@v1\n    connections: { api: oauth }\n    with: { url: /me }\n';
    const { result, world: w } = await runPlan(planFrom(workflow(steps)), { http: [{ match: { url: 'https://api.oauth.example/me' }, respond: { status: 200, json: {} } }] }, { project: { connections: CONNECTIONS } });
    expect(result.steps.a!.result).toBe('success');
    expect(w.http.calls.map((c) => c.url)).toEqual(['https://api.oauth.example/me']);
    expect(w.http.calls[0]!.headers['authorization']).toMatch(/^Bearer test-dummy-/);
  });

  it('AUTH-13 api_key sends the api_key secret in the header named by header', async () => {
    const given = await sentHeaders('keyed', { secrets: { KEYED_API_KEY: 'k-123' } });
    expect(given.headers['x-partner-key']).toBe('k-123');
    expect(given.headers).not.toHaveProperty('authorization');
    expect(given.headers).not.toHaveProperty('x-api-key');

    const dummy = await sentHeaders('keyed');
    expect(dummy.headers['x-partner-key']).toBe('test-dummy-KEYED_API_KEY');
  });

  it('AUTH-13 signInHeaders puts the key under the configured header name only', () => {
    const w = world({ secrets: { KEYED_API_KEY: 'k-9' } });
    expect(signInFor(w, DUMMY_OAUTH2_TOKEN)(w.connection('keyed', 'http'))).toEqual({ 'X-Partner-Key': 'k-9' });
  });

  it('AUTH-14 bearer signs in with the token secret', async () => {
    expect((await sentHeaders('bearing', { secrets: { BEARING_TOKEN: 'tok-1' } })).headers['authorization']).toBe('Bearer tok-1');
    expect((await sentHeaders('bearing')).headers['authorization']).toBe('Bearer test-dummy-BEARING_TOKEN');
    const w = world({ secrets: { BEARING_TOKEN: 'tok-2' } });
    expect(signInFor(w, DUMMY_OAUTH2_TOKEN)(w.connection('bearing', 'http'))).toEqual({ Authorization: 'Bearer tok-2' });
  });

  it('AUTH-15 basic signs in with the username and password secrets', async () => {
    const { headers } = await sentHeaders('basic', { secrets: { BASIC_USER: 'ann', BASIC_PASSWORD: 'p:ss wörd' } });
    expect(headers['authorization']).toBe(`Basic ${Buffer.from('ann:p:ss wörd', 'utf8').toString('base64')}`);
    const decoded = Buffer.from(headers['authorization']!.slice('Basic '.length), 'base64').toString('utf8');
    expect(decoded).toBe('ann:p:ss wörd');
  });

  it('AUTH-15 basic with dummy secrets uses the dummies of both', async () => {
    const { headers } = await sentHeaders('basic');
    const decoded = Buffer.from(headers['authorization']!.slice('Basic '.length), 'base64').toString('utf8');
    expect(decoded).toBe('test-dummy-BASIC_USER:test-dummy-BASIC_PASSWORD');
  });

  it('AUTH-13 AUTH-14 AUTH-15 auth none sends no sign-in header', async () => {
    const { headers } = await sentHeaders('open');
    expect(headers).not.toHaveProperty('authorization');
    expect(headers).not.toHaveProperty('x-api-key');
  });

  it('AUTH-13 AUTH-14 a caller cannot replace the connection\'s sign-in with its own', async () => {
    const h = actionHarness(httpRequest, { given: { http: [ANY] }, project: { connections: CONNECTIONS }, connections: { api: 'bearing' } });
    const error = await h.run({ url: '/x', headers: { Authorization: 'Bearer mine' } }).catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('invalid_input');
    expect(h.world.http.calls).toHaveLength(0);
  });
});
