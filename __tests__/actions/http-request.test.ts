import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { httpRequest } from '../../src/actions/http-request.js';
import { webhookSend } from '../../src/actions/webhook-send.js';
import type { ConnectionSpec } from '../../src/world/settings.js';
import { StepError } from '../../src/engine/errors.js';
import type { HttpMock } from '../../src/testing/http-mocks.js';
import type { Given } from '../../src/testing/given.js';
import { RealClock } from '../../src/world/clock.js';
import { HttpClient } from '../../src/world/http-client.js';
import { OutgoingHttp } from '../../src/world/outgoing-http.js';
import { DUMMY_OAUTH2_TOKEN, signInFor } from '../../src/world/sign-in.js';
import { actionHarness } from '../helpers/action-context.js';
import { compileText, planFrom, runPlan, workflow } from '../helpers/workflow.js';
import { failure } from '../helpers/expect-step.js';

const MB = 1024 * 1024;

const CONNECTIONS: Record<string, ConnectionSpec> = {
  billing: {
    kind: 'http',
    test: { base_url: 'https://sandbox.billing.example/v2', auth: 'bearer' },
    production: { base_url: 'https://api.billing.example', auth: 'bearer' },
    secrets: { token: 'BILLING_TOKEN' },
  },
};

const ANY: HttpMock = { match: { url_contains: 'https://' }, respond: { status: 200, json: { ok: true } } };

function harness(given: Given = {}, api?: string) {
  return actionHarness(httpRequest, {
    given: { http: [ANY], ...given },
    project: { connections: CONNECTIONS },
    connections: api === undefined ? {} : { api },
  });
}

/** Runs the input and expects `invalid_input` with no request made. */
async function refused(input: Record<string, unknown>, field: string, h = harness()): Promise<StepError> {
  const error = await failure(h.run(input));
  expect(error.code, JSON.stringify(input).slice(0, 200)).toBe('invalid_input');
  expect(error.message).toContain(field);
  expect(h.world.http.calls).toHaveLength(0);
  return error;
}

const requestStep = (withBlock: string, extra = '') => workflow(`  - id: a\n    uses: platform/http.request@v1\n${extra}    with: ${withBlock}\n`);

describe('http.request: address', () => {
  it('HTTP-01 url is required and not empty, at run time and at save time', async () => {
    await refused({}, 'url');
    await refused({ url: '' }, 'url');
    await refused({ url: 42 }, 'url');
    expect(compileText(requestStep('{ url: "" }')).problems).toEqual([expect.objectContaining({ path: 'steps[0].with.url' })]);
    expect(compileText(requestStep('{ method: GET }')).problems).toEqual([expect.objectContaining({ code: 'missing_field' })]);
  });

  it('HTTP-02 a full https:// address is called as given, without a connection', async () => {
    const h = harness();
    const output = await h.run({ url: 'https://api.partner.example/orders/7?x=1' });
    expect(output.status).toBe(200);
    expect(h.world.http.calls.map((c) => c.url)).toEqual(['https://api.partner.example/orders/7?x=1']);
  });

  it('HTTP-02 a path needs a connection bound to api', async () => {
    for (const url of ['/orders', 'orders', '//evil.example/x']) {
      await refused({ url }, 'url');
    }
  });

  it('HTTP-02 anything that is neither an https:// address nor a path is refused', async () => {
    for (const url of ['ftp://files.example/a', 'file:///etc/passwd', 'javascript:alert(1)', 'http://api.partner.example/x']) {
      await refused({ url }, 'url', harness({}, 'billing'));
    }
  });

  it('HTTP-02 HTTP-03 a path goes to the address of the bound connection', async () => {
    const h = harness({}, 'billing');
    await h.run({ url: '/invoices', query: { status: 'overdue' } });
    await h.run({ url: 'customers/c1' });
    expect(h.world.http.calls.map((c) => c.url)).toEqual(['https://sandbox.billing.example/v2/invoices?status=overdue', 'https://sandbox.billing.example/v2/customers/c1']);
  });

  it('HTTP-02 a path cannot leave the connection\'s host', async () => {
    const h = harness({}, 'billing');
    await h.run({ url: '//evil.example/steal' }).catch(() => undefined);
    for (const call of h.world.http.calls) expect(new URL(call.url).host).toBe('sandbox.billing.example');
  });

  it('HTTP-03 the connection signs the request in on its own address', async () => {
    const h = harness({ secrets: { BILLING_TOKEN: 'tok-123' } }, 'billing');
    await h.run({ url: '/invoices' });
    expect(h.world.http.calls[0]!.headers['authorization']).toBe('Bearer tok-123');
  });

  it('HTTP-03 a full address on another host gets no sign-in from the connection', async () => {
    const h = harness({ secrets: { BILLING_TOKEN: 'tok-123' } }, 'billing');
    await h.run({ url: 'https://other.example/collect' });
    expect(h.world.http.calls[0]!.headers).not.toHaveProperty('authorization');
    expect(JSON.stringify(h.world.http.calls)).not.toContain('tok-123');
  });
});

describe('http.request: one call per attempt', () => {
  it('HTTP-04 one step run makes exactly one call', async () => {
    const h = harness();
    await h.run({ url: 'https://api.partner.example/a' });
    expect(h.world.http.calls).toHaveLength(1);
  });

  it('HTTP-04 each retried attempt makes exactly one call', async () => {
    const given: Given = { http: [{ match: { url: 'https://api.partner.example/flaky' }, respond: { status: 503 } }] };
    const { result, world } = await runPlan(planFrom(requestStep('{ url: "https://api.partner.example/flaky" }', '    retry: { max_attempts: 3, delay_seconds: 1 }\n')), given);
    expect(result.steps.a!.error?.code).toBe('http_status');
    expect(world.http.calls).toHaveLength(3);
  });

  it('HTTP-04 a retry that succeeds stops calling', async () => {
    const given: Given = {
      http: [
        { match: { url: 'https://api.partner.example/flaky' }, respond: { status: 500 }, times: 1 },
        { match: { url: 'https://api.partner.example/flaky' }, respond: { status: 200, json: { done: true } } },
      ],
    };
    const { result, world } = await runPlan(planFrom(requestStep('{ url: "https://api.partner.example/flaky" }', '    retry: { max_attempts: 5 }\n')), given);
    expect(result.steps.a!.outputs).toMatchObject({ status: 200, json: { done: true } });
    expect(world.http.calls).toHaveLength(2);
  });
});

describe('http.request: method, query, headers, body', () => {
  it('HTTP-05 the method defaults to GET', async () => {
    const h = harness();
    await h.run({ url: 'https://api.partner.example/a' });
    expect(h.world.http.calls[0]!.method).toBe('GET');
  });

  it('HTTP-05 each allowed method is sent as given', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']) {
      const h = harness({ http: [{ match: { method, url: 'https://api.partner.example/a' }, respond: { status: 204 } }] });
      expect((await h.run({ method, url: 'https://api.partner.example/a' })).status, method).toBe(204);
      expect(h.world.http.calls.map((c) => c.method)).toEqual([method]);
    }
  });

  it('HTTP-05 other methods are refused, at run time and at save time', async () => {
    for (const method of ['TRACE', 'CONNECT', 'OPTIONS', 'GET ', '']) {
      await refused({ method, url: 'https://api.partner.example/a' }, 'method');
    }
    expect(compileText(requestStep('{ url: "https://a.example", method: TRACE }')).problems).toEqual([expect.objectContaining({ path: 'steps[0].with.method' })]);
  });

  it('HTTP-06 query entries are sent as query parameters, encoded', async () => {
    const h = harness();
    await h.run({ url: 'https://api.partner.example/search?fixed=1', query: { q: 'a b&c=d', page: 2, exact: true, 'na me': 'x/y' } });
    const sent = new URL(h.world.http.calls[0]!.url);
    expect(sent.origin + sent.pathname).toBe('https://api.partner.example/search');
    expect(sent.searchParams.get('fixed')).toBe('1');
    expect(sent.searchParams.get('q')).toBe('a b&c=d');
    expect(sent.searchParams.get('page')).toBe('2');
    expect(sent.searchParams.get('exact')).toBe('true');
    expect(sent.searchParams.get('na me')).toBe('x/y');
    expect([...sent.searchParams.keys()]).toHaveLength(5);
  });

  it('HTTP-06 a query value cannot add parameters or change the path', async () => {
    const h = harness();
    await h.run({ url: 'https://api.partner.example/search', query: { q: '1&admin=true#frag', p: '../../x' } });
    const sent = new URL(h.world.http.calls[0]!.url);
    expect(sent.pathname).toBe('/search');
    expect(sent.searchParams.get('admin')).toBeNull();
    expect(sent.searchParams.get('q')).toBe('1&admin=true#frag');
    expect(sent.hash).toBe('');
  });

  it('HTTP-07 headers are sent as extra request headers', async () => {
    const h = harness();
    await h.run({ url: 'https://api.partner.example/a', headers: { 'X-Trace-Id': 'abc-1', Accept: 'text/csv', 'X-Count': 3 } });
    const headers = h.world.http.calls[0]!.headers;
    expect(headers['x-trace-id']).toBe('abc-1');
    expect(headers['accept']).toBe('text/csv');
    expect(headers['x-count']).toBe('3');
  });

  it('HTTP-07 extra headers go along with the connection\'s sign-in', async () => {
    const h = harness({}, 'billing');
    await h.run({ url: '/a', headers: { 'X-Trace-Id': 't' } });
    expect(h.world.http.calls[0]!.headers).toMatchObject({ 'x-trace-id': 't', authorization: 'Bearer test-dummy-BILLING_TOKEN' });
  });

  it('HTTP-08 json is sent as a JSON body', async () => {
    const value = { name: 'Ann "A"', tags: ['x', 'ü'], n: 1.5, none: null, nested: { ok: true } };
    const h = harness();
    await h.run({ method: 'POST', url: 'https://api.partner.example/a', json: value });
    const call = h.world.http.calls[0]!;
    expect(JSON.parse(call.body)).toEqual(value);
    expect(call.headers['content-type']).toMatch(/^application\/json/);
  });

  it('HTTP-08 a JSON value that is not an object is sent as JSON too', async () => {
    for (const value of [[1, 2], 'text', 0, false]) {
      const h = harness();
      await h.run({ method: 'PUT', url: 'https://api.partner.example/a', json: value });
      expect(JSON.parse(h.world.http.calls[0]!.body), JSON.stringify(value)).toEqual(value);
    }
  });

  it('HTTP-08 a JSON body keeps a content type the caller sets', async () => {
    const h = harness();
    await h.run({ method: 'POST', url: 'https://api.partner.example/a', json: { a: 1 }, headers: { 'Content-Type': 'application/vnd.api+json' } });
    expect(h.world.http.calls[0]!.headers['content-type']).toBe('application/vnd.api+json');
  });

  it('HTTP-09 body is sent as the raw body, byte for byte', async () => {
    const raw = 'a=1&b=ü\r\n{"not":"parsed"}  ';
    const h = harness();
    await h.run({ method: 'POST', url: 'https://api.partner.example/a', body: raw, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    const call = h.world.http.calls[0]!;
    expect(call.body).toBe(raw);
    expect(call.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('HTTP-09 a raw body is not labelled as JSON', async () => {
    const h = harness();
    await h.run({ method: 'POST', url: 'https://api.partner.example/a', body: '{"a":1}' });
    expect(h.world.http.calls[0]!.body).toBe('{"a":1}');
    expect(h.world.http.calls[0]!.headers['content-type'] ?? '').not.toMatch(/json/);
  });

  it('HTTP-09 a body that is not text is refused', async () => {
    await refused({ method: 'POST', url: 'https://api.partner.example/a', body: { a: 1 } }, 'body');
  });
});

describe('http.request: timeout_seconds', () => {
  const slow = (delay_ms: number): Given => ({ http: [{ match: { url: 'https://api.partner.example/slow' }, respond: { status: 200, text: 'late', delay_ms } }] });

  it('HTTP-11 timeout_seconds defaults to 30', async () => {
    expect((await harness(slow(29_999)).run({ url: 'https://api.partner.example/slow' })).status).toBe(200);
    expect((await failure(harness(slow(30_001)).run({ url: 'https://api.partner.example/slow' }))).code).toBe('timeout');
  });

  it('HTTP-11 timeout_seconds from 1 to 300 sets the deadline', async () => {
    expect((await failure(harness(slow(1_001)).run({ url: 'https://api.partner.example/slow', timeout_seconds: 1 }))).code).toBe('timeout');
    expect((await harness(slow(299_000)).run({ url: 'https://api.partner.example/slow', timeout_seconds: 300 })).status).toBe(200);
  });

  it('HTTP-11 timeout_seconds outside 1 to 300, or not a whole number, is refused', async () => {
    for (const timeout_seconds of [0, -5, 301, 1.5, '30', null]) {
      await refused({ url: 'https://api.partner.example/a', timeout_seconds }, 'timeout_seconds');
    }
    for (const value of [0, 301]) {
      expect(compileText(requestStep(`{ url: "https://a.example", timeout_seconds: ${value} }`)).problems).toEqual([expect.objectContaining({ path: 'steps[0].with.timeout_seconds' })]);
    }
  });
});

describe('http.request: status', () => {
  const answering = (status: number): Given => ({ http: [{ match: { url: 'https://api.partner.example/s' }, respond: { status, json: { status } } }] });

  it('HTTP-13 each expect_status entry is a whole number from 100 to 599', async () => {
    for (const expect_status of [[99], [600], [200, 0], [200.5], ['200'], [null], 200]) {
      await refused({ url: 'https://api.partner.example/s', expect_status }, 'expect_status', harness(answering(200)));
    }
    expect(compileText(requestStep('{ url: "https://a.example", expect_status: [200, 600] }')).problems).toEqual([
      expect.objectContaining({ path: 'steps[0].with.expect_status[1]' }),
    ]);
  });

  it('HTTP-13 the ends of the range are allowed', async () => {
    expect((await harness(answering(599)).run({ url: 'https://api.partner.example/s', expect_status: [100, 599] })).status).toBe(599);
  });

  it('HTTP-14 without expect_status every 2xx succeeds', async () => {
    for (const status of [200, 201, 204, 299]) {
      expect((await harness(answering(status)).run({ url: 'https://api.partner.example/s' })).status, String(status)).toBe(status);
    }
  });

  it('HTTP-14 without expect_status any other status fails with http_status', async () => {
    for (const status of [300, 301, 304, 400, 401, 404, 429, 500, 503, 599]) {
      const error = await failure(harness(answering(status)).run({ url: 'https://api.partner.example/s' }));
      expect(error.code, String(status)).toBe('http_status');
      expect(error.status).toBe(status);
    }
  });

  it('HTTP-14 the http_status message never shows the answer body', async () => {
    const h = harness({ http: [{ match: { url: 'https://api.partner.example/s' }, respond: { status: 500, text: 'stack trace with customer ann@example.com' } }] });
    const error = await failure(h.run({ url: 'https://api.partner.example/s' }));
    expect(error.message).not.toContain('ann@example.com');
  });

  it('HTTP-15 with expect_status only the listed statuses succeed', async () => {
    const listed = await harness(answering(404)).run({ url: 'https://api.partner.example/s', expect_status: [200, 404] });
    expect(listed).toMatchObject({ status: 404, json: { status: 404 } });
    for (const status of [201, 204, 500]) {
      const error = await failure(harness(answering(status)).run({ url: 'https://api.partner.example/s', expect_status: [200, 404] }));
      expect(error.code, String(status)).toBe('http_status');
    }
  });

  it('HTTP-15 a listed status of 429 or 5xx is a success, not retried', async () => {
    const { result, world } = await runPlan(
      planFrom(requestStep('{ url: "https://api.partner.example/s", expect_status: [503] }', '    retry: { max_attempts: 3 }\n')),
      answering(503),
    );
    expect(result.steps.a!.result).toBe('success');
    expect(result.steps.a!.outputs).toMatchObject({ status: 503 });
    expect(world.http.calls).toHaveLength(1);
  });

  it('HTTP-15 an empty expect_status list lets no status succeed', async () => {
    const error = await failure(harness(answering(200)).run({ url: 'https://api.partner.example/s', expect_status: [] }));
    expect(error.code).toBe('http_status');
  });
});

describe('http.request: header and body limits', () => {
  it('HTTP-21 the transport headers Host and Content-Length cannot be set, in any letter case', async () => {
    for (const name of ['Host', 'host', 'HOST', 'Content-Length', 'content-length', 'CONTENT-LENGTH']) {
      const error = await refused({ method: 'POST', url: 'https://api.partner.example/a', body: 'x', headers: { [name]: name.toLowerCase() === 'host' ? 'internal.example' : '999' } }, name);
      expect(error.message).not.toContain('internal.example');
    }
  });

  it('HTTP-21 a near-miss header name is an ordinary extra header', async () => {
    const h = harness();
    await h.run({ url: 'https://api.partner.example/a', headers: { 'X-Host': 'h', 'Content-Length-Hint': '3' } });
    expect(h.world.http.calls[0]!.headers).toMatchObject({ 'x-host': 'h', 'content-length-hint': '3' });
    expect(new URL(h.world.http.calls[0]!.url).host).toBe('api.partner.example');
  });

  it('HTTP-23 at most 50 extra headers', async () => {
    const headers = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`X-H-${i}`, String(i)]));
    const h = harness();
    await h.run({ url: 'https://api.partner.example/a', headers: headers(50) });
    expect(Object.keys(h.world.http.calls[0]!.headers).filter((name) => name.startsWith('x-h-'))).toHaveLength(50);
    await refused({ url: 'https://api.partner.example/a', headers: headers(51) }, 'headers');
  });

  it('HTTP-23 the connection\'s sign-in header does not count toward the 50', async () => {
    const headers = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`X-H-${i}`, 'v']));
    const h = harness({}, 'billing');
    await h.run({ url: '/a', headers });
    expect(h.world.http.calls[0]!.headers['authorization']).toBe('Bearer test-dummy-BILLING_TOKEN');
  });

  it('HTTP-24 a raw body of 10 MB is sent; one byte more is refused', async () => {
    const h = harness();
    await h.run({ method: 'POST', url: 'https://api.partner.example/a', body: 'x'.repeat(10 * MB) });
    expect(h.world.http.calls[0]!.body.length).toBe(10 * MB);
    await refused({ method: 'POST', url: 'https://api.partner.example/a', body: 'x'.repeat(10 * MB + 1) }, 'body');
  });

  it('HTTP-24 the limit counts bytes, not characters', async () => {
    // 5.5 million characters, 11 million bytes in UTF-8.
    await refused({ method: 'POST', url: 'https://api.partner.example/a', body: 'é'.repeat(5_500_000) }, 'body');
  });

  it('HTTP-24 a json body over 10 MB is refused too', async () => {
    await refused({ method: 'POST', url: 'https://api.partner.example/a', json: { data: 'x'.repeat(10 * MB) } }, 'body');
  });
});

describe('http.request reaches other systems only through the safe client (ACT-09)', () => {
  let server: Server;
  let port: number;
  let connections = 0;

  beforeAll(async () => {
    server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('ACT-09 every request is recorded and an unmocked one is refused with http_unmocked', async () => {
    const h = harness({ http: [] });
    const error = await failure(h.run({ method: 'POST', url: 'https://api.partner.example/orders', json: { id: 1 } }));
    expect(error.code).toBe('http_unmocked');
    expect(h.world.http.calls).toEqual([expect.objectContaining({ method: 'POST', url: 'https://api.partner.example/orders', body: '{"id":1}' })]);
  });

  it('ACT-09 in a test run nothing reaches a real server, even one that is listening', async () => {
    for (const url of [`https://127.0.0.1:${port}/x`, `https://localhost:${port}/x`]) {
      const h = harness({ http: [] });
      expect((await failure(h.run({ url }))).code).toBe('http_unmocked');
      expect(h.world.http.calls).toHaveLength(1);
    }
    const bound = harness({ http: [], connections: { local: { base_url: `https://127.0.0.1:${port}` } } }, 'local');
    expect((await failure(bound.run({ url: '/x' }))).code).toBe('http_unmocked');
    expect(connections).toBe(0);
  });

  it('ACT-09 webhook.send goes through the same client: recorded, and refused when unmocked', async () => {
    const h = actionHarness(webhookSend, { given: { http: [] } });
    expect((await failure(h.run({ url: `https://127.0.0.1:${port}/hook`, json: { a: 1 } }))).code).toBe('http_unmocked');
    expect(h.world.http.calls).toHaveLength(1);
    expect(connections).toBe(0);
  });

  it('ACT-09 a workflow step\'s requests are the world\'s recorded calls', async () => {
    const steps =
      '  - id: a\n    uses: platform/http.request@v1\n    with: { url: "https://api.partner.example/one" }\n' +
      '  - id: b\n    uses: platform/http.request@v1\n    with: { url: "https://api.partner.example/two" }\n';
    const { result, world } = await runPlan(planFrom(workflow(steps)), { http: [{ match: { url: 'https://api.partner.example/one' }, respond: { status: 200 } }] });
    expect(result.steps.b!.error?.code).toBe('http_unmocked');
    expect(world.http.calls.map((c) => c.url)).toEqual(['https://api.partner.example/one', 'https://api.partner.example/two']);
  });
});

describe('http.request over a network that does not answer (ERR-03)', () => {
  let agent: Agent;
  beforeAll(() => {
    agent = new Agent({ connect: { rejectUnauthorized: false } });
  });
  afterAll(async () => {
    await agent.close();
  });

  async function closedPort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    return port;
  }

  it('ERR-03 a refused connection fails the step with network_error, without the address in the message', async () => {
    const h = harness();
    Object.assign(h.world, { http: new OutgoingHttp(new HttpClient({ dispatcher: agent, clock: new RealClock() }), signInFor(h.world, DUMMY_OAUTH2_TOKEN)) });
    const port = await closedPort();
    const error = await failure(h.run({ url: `https://127.0.0.1:${port}/orders?token=abc`, timeout_seconds: 5 }));
    expect(error.code).toBe('network_error');
    expect(error.message).not.toContain(String(port));
    expect(error.message).not.toContain('abc');
    expect(h.world.http.calls).toHaveLength(1);
  });

  it('ERR-03 a server that hangs up without answering fails the step with network_error', async () => {
    const hangUp = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => hangUp.listen(0, '127.0.0.1', resolve));
    try {
      const h = harness();
      Object.assign(h.world, { http: new OutgoingHttp(new HttpClient({ dispatcher: agent, clock: new RealClock() }), signInFor(h.world, DUMMY_OAUTH2_TOKEN)) });
      const { port } = hangUp.address() as AddressInfo;
      const error = await failure(h.run({ url: `https://127.0.0.1:${port}/orders`, timeout_seconds: 5 }));
      expect(error.code).toBe('network_error');
    } finally {
      await new Promise<void>((resolve) => hangUp.close(() => resolve()));
    }
  });
});
