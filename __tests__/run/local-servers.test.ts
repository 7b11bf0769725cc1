import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedAddress, type ResolvedAddress } from '../../src/world/address-policy.js';
import { makeRepo } from '../helpers/repo.js';
import { CERTIFICATE, cli, runJson, sendJson, startHttpsServer, type HttpsServer } from './helpers.js';

const SECRET = 'sk-local-4c1d9e';

/** A resolver that knows a few names: the SSRF checks run on what a name resolves to. */
const names: Record<string, string> = {
  'staging.internal': '10.0.0.5',
  'other.internal': '10.0.0.6',
  'metadata.internal': '169.254.169.254',
  'public.example': '93.184.216.34',
};
const lookup = async (hostname: string): Promise<ResolvedAddress[]> => {
  const address = names[hostname];
  if (address === undefined) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
  return [{ address, family: 4 }];
};

describe('--allow-host: only the hosts a person names may be local or private (CLI-25, HTTP-32)', () => {
  it('CLI-25 HTTP-32 a named host reaches its private address; an unnamed one, a bare private address and link-local stay blocked', async () => {
    const allowHosts = ['staging.internal', '127.0.0.1'];
    await expect(checkedAddress('staging.internal', { allowHosts, lookup })).resolves.toBe('10.0.0.5');
    await expect(checkedAddress('STAGING.internal.', { allowHosts, lookup })).resolves.toBe('10.0.0.5');
    await expect(checkedAddress('127.0.0.1', { allowHosts, lookup })).resolves.toBe('127.0.0.1');
    await expect(checkedAddress('other.internal', { allowHosts, lookup })).rejects.toMatchObject({ code: 'address_blocked' });
    await expect(checkedAddress('10.0.0.5', { allowHosts, lookup })).rejects.toMatchObject({ code: 'address_blocked' });
    await expect(checkedAddress('localhost', { allowHosts, lookup })).rejects.toMatchObject({ code: 'address_blocked' });
    await expect(checkedAddress('public.example', { allowHosts, lookup })).resolves.toBe('93.184.216.34');
    // Named or not, a link-local address (cloud metadata) stays blocked.
    await expect(checkedAddress('metadata.internal', { allowHosts: ['metadata.internal'], lookup })).rejects.toMatchObject({
      code: 'address_blocked',
      message: expect.stringContaining('link-local'),
    });
    await expect(checkedAddress('169.254.169.254', { allowHosts: ['169.254.169.254'], lookup })).rejects.toMatchObject({ code: 'address_blocked' });
  });
});

describe.skipIf(!CERTIFICATE)('flowgate run against a local server (CLI-21, CLI-25, AUTH-21)', () => {
  let server: HttpsServer;
  const connections = (url: string) => `api:
  kind: http
  test: { base_url: "${url}/sandbox", auth: bearer }
  production: { base_url: "${url}/live", auth: bearer }
  secrets: { token: CRM_TOKEN }
`;
  const workflow = `name: local\non: { manual: {} }\nsteps:\n  - id: fetch\n    uses: platform/http.request@v1\n    connections: { api: api }\n    with: { url: /items }\n`;
  const repo = () => makeRepo({ 'connections.yaml': connections(server.url), 'workflows/local/workflow.yaml': workflow });

  beforeAll(async () => {
    server = await startHttpsServer((_, response) => sendJson(response, 200, { items: [] }));
  });
  afterAll(() => server.close());

  it('CLI-21 CLI-25 --allow-host and --ca-file reach the named local server; without them it is blocked', async () => {
    const root = repo();
    const env = { FLOWGATE_SECRET_CRM_TOKEN: SECRET };
    const blocked = await runJson('workflows/local', root, env);
    expect(blocked.doc.steps.fetch.error.code).toBe('address_blocked');
    const local = await runJson('workflows/local', root, env, ['--allow-host', '127.0.0.1', '--ca-file', CERTIFICATE!.certFile]);
    expect(local.code).toBe(0);
    expect(local.doc.steps.fetch.outputs.status).toBe(200);
    expect(server.requests.at(-1)?.headers.authorization).toBe(`Bearer ${SECRET}`);
  });

  it('CLI-25 --allow-host is refused in a production run (a usage error, nothing sent)', async () => {
    const root = repo();
    const before = server.requests.length;
    const { code, stderr } = await cli(['run', 'workflows/local', '--env', 'production', '--allow-host', '127.0.0.1', '--ca-file', CERTIFICATE!.certFile], { FLOWGATE_SECRET_CRM_TOKEN: SECRET }, root);
    expect(code).toBe(2);
    expect(stderr).toContain('--allow-host is for runs against a local or staging server; a production run reaches public addresses only');
    expect(server.requests.length).toBe(before);
  });

  it('CLI-21 --allow-host takes hosts, not addresses with scheme or port; --ca-file must hold a certificate', async () => {
    const root = repo();
    const withPort = await cli(['run', 'workflows/local', '--allow-host', 'localhost:8443'], {}, root);
    expect(withPort.code).toBe(2);
    expect(withPort.stderr).toContain('--allow-host takes a host name or IP address without scheme, port or path, not "localhost:8443"');
    const notPem = await cli(['run', 'workflows/local', '--ca-file', 'workflows/local/workflow.yaml'], {}, root);
    expect(notPem.code).toBe(2);
    expect(notPem.stderr).toContain('--ca-file workflows/local/workflow.yaml holds no PEM certificate');
  });

  it('CLI-21 a server whose certificate is not trusted reads as such, naming --ca-file', async () => {
    const { doc } = await runJson('workflows/local', repo(), { FLOWGATE_SECRET_CRM_TOKEN: SECRET }, ['--allow-host', '127.0.0.1']);
    expect(doc.steps.fetch.error).toMatchObject({ code: 'network_error' });
    expect(doc.steps.fetch.error.message).toBe("The request failed: the server's certificate is not trusted (it is self-signed; for such a server, run with --ca-file).");
  });

  it('AUTH-21 a missing secret names the environment variable to set', async () => {
    const { code, doc, stderr } = await runJson('workflows/local', repo(), {}, ['--allow-host', '127.0.0.1', '--ca-file', CERTIFICATE!.certFile]);
    expect(code).toBe(1);
    expect(doc.steps.fetch.error.message).toBe('Connection api has no value for its token secret (secret CRM_TOKEN): set the environment variable FLOWGATE_SECRET_CRM_TOKEN.');
    expect(stderr).toContain('FLOWGATE_SECRET_CRM_TOKEN');
  });
});
