import { describe, expect, it } from 'vitest';
import { request as undiciRequest } from 'undici';
import { Readable } from 'node:stream';
import type { HttpRequest } from '../../src/engine/world.js';
import { VirtualClock } from '../../src/world/clock.js';
import { readBody } from '../../src/engine/response-body.js';
import { HttpClient } from '../../src/world/http-client.js';
import { HttpMockTable, MockDispatcher, RefusingDispatcher, type HttpMock, type Responder } from '../../src/testing/http-mocks.js';
import { requestFailure } from '../helpers/expect-step.js';
import { withoutRealWaits } from '../helpers/fake-timers.js';

const NOW = new Date('2026-01-05T08:00:00Z');

/** The real path of a test run: HttpClient over the mock dispatcher on a virtual clock. */
function world(mocks: HttpMock[]) {
  const clock = new VirtualClock(NOW);
  const dispatcher = MockDispatcher.forCase(mocks, clock);
  const http = new HttpClient({ dispatcher, clock });
  return { clock, dispatcher, http };
}

function get(url: string, extra: Partial<HttpRequest> = {}): HttpRequest {
  return { method: 'GET', url, headers: {}, ...extra };
}

const options = { timeoutMs: 30_000 };

async function text(http: HttpClient, request: HttpRequest): Promise<string> {
  const response = await http.send(request, options);
  return Buffer.from(response.body).toString('utf8');
}

describe('matching (test-cases.md §2.3 rule 1)', () => {
  it('MOCK-02 every set field must match: a mock with a matching path but another method does not answer', async () => {
    const { http } = world([{ match: { path: '/orders', method: 'POST' }, respond: { text: 'created' } }]);
    expect((await requestFailure(http.send(get('https://shop.example/orders'), options))).code).toBe('http_unmocked');
    expect(await text(http, get('https://shop.example/orders', { method: 'POST', body: '{}' }))).toBe('created');
  });

  it('MOCK-06 match.method matches the request method in any letter case', async () => {
    const { http } = world([{ match: { url_contains: 'shop.example', method: 'pAtCh' }, respond: { text: 'ok' } }]);
    expect(await text(http, get('https://shop.example/a', { method: 'patch' }))).toBe('ok');
    expect(await text(http, get('https://shop.example/a', { method: 'PATCH' }))).toBe('ok');
  });

  it('MOCK-07 match.url matches the full address, query included', async () => {
    const { http } = world([{ match: { url: 'https://crm.example/customers?page=2' }, respond: { text: 'page 2' } }]);
    expect(await text(http, get('https://crm.example/customers?page=2'))).toBe('page 2');
    const missing = await requestFailure(http.send(get('https://crm.example/customers?page=3'), options));
    expect(missing.code).toBe('http_unmocked');
    expect((await requestFailure(http.send(get('https://crm.example/customers'), options))).code).toBe('http_unmocked');
  });

  it('MOCK-08 match.url_contains matches when the address contains the text', async () => {
    const { http } = world([{ match: { url_contains: '/v2/invoices' }, respond: { text: 'invoices' } }]);
    expect(await text(http, get('https://billing.example/api/v2/invoices/17?expand=lines'))).toBe('invoices');
    expect((await requestFailure(http.send(get('https://billing.example/api/v1/invoices/17'), options))).code).toBe('http_unmocked');
  });

  it('MOCK-09 match.path without ? matches the path whatever the query', async () => {
    const { http } = world([{ match: { path: '/customers' }, respond: { text: 'list' } }]);
    expect(await text(http, get('https://crm.example/customers?page=1&size=50'))).toBe('list');
    expect(await text(http, get('https://other.example/customers'))).toBe('list');
    expect((await requestFailure(http.send(get('https://crm.example/customers/c1'), options))).code).toBe('http_unmocked');
  });

  it('MOCK-10 match.path with ? matches the query too', async () => {
    const { http } = world([{ match: { path: '/customers?page=2' }, respond: { text: 'page 2' } }]);
    expect(await text(http, get('https://crm.example/customers?page=2'))).toBe('page 2');
    expect((await requestFailure(http.send(get('https://crm.example/customers?page=3'), options))).code).toBe('http_unmocked');
    expect((await requestFailure(http.send(get('https://crm.example/customers'), options))).code).toBe('http_unmocked');
  });

  it('MOCK-11 match.body_contains matches when the request body contains the text', async () => {
    const { http } = world([{ match: { path: '/orders', body_contains: '"sku":"A-1"' }, respond: { status: 201 } }]);
    const sent = await http.send(get('https://shop.example/orders', { method: 'POST', body: '{"sku":"A-1","qty":2}' }), options);
    expect(sent.status).toBe(201);
    const bytes = new TextEncoder().encode('{"sku":"A-1"}');
    expect((await http.send(get('https://shop.example/orders', { method: 'POST', body: bytes }), options)).status).toBe(201);
    expect((await requestFailure(http.send(get('https://shop.example/orders', { method: 'POST', body: '{"sku":"B-2"}' }), options))).code).toBe(
      'http_unmocked',
    );
    // A request without a body contains nothing.
    expect((await requestFailure(http.send(get('https://shop.example/orders'), options))).code).toBe('http_unmocked');
  });

  it('MOCK-11 a streamed request body is collected before matching', async () => {
    const clock = new VirtualClock(NOW);
    const dispatcher = MockDispatcher.forCase([{ match: { path: '/upload', body_contains: 'part two' }, respond: { text: 'stored' } }], clock);
    const response = await undiciRequest('https://files.example/upload', {
      dispatcher,
      method: 'PUT',
      body: Readable.from([Buffer.from('part one, '), Buffer.from('part two')]),
    });
    expect(response.statusCode).toBe(200);
    expect(await response.body.text()).toBe('stored');
  });

  it('MOCK-01 MOCK-15 the dispatcher tolerates mocks the schema would refuse without crashing', async () => {
    // Schema rules; the dispatcher only has to stay well-defined: json wins over text, an empty match answers all.
    const { http } = world([{ match: {}, respond: { json: { a: 1 }, text: 'ignored' } }]);
    const response = await http.send(get('https://any.example/x'), options);
    expect(readBody(response).json).toEqual({ a: 1 });
  });
});

describe('choosing between mocks (rule 2)', () => {
  it('MOCK-03 MOCK-04 the most specific mock answers whatever the list order', async () => {
    const { http } = world([
      { match: { url_contains: 'crm.example' }, respond: { text: 'url_contains (1)' } },
      { match: { url_contains: 'crm.example', method: 'GET' }, respond: { text: 'url_contains+method (2)' } },
      { match: { path: '/customers/c1' }, respond: { text: 'path (2)' } },
      { match: { path: '/customers/c1', method: 'GET' }, respond: { text: 'path+method (3)' } },
      { match: { url: 'https://crm.example/customers/c1' }, respond: { text: 'url (4)' } },
      { match: { url: 'https://crm.example/customers/c1', method: 'GET', body_contains: '' }, respond: { text: 'url+method+body (6)' } },
    ]);
    expect(await text(http, get('https://crm.example/customers/c1'))).toBe('url+method+body (6)');
    expect(await text(http, get('https://crm.example/customers/c1?x=1'))).toBe('path+method (3)');
    expect(await text(http, get('https://crm.example/customers/c9'))).toBe('url_contains+method (2)');
    expect(await text(http, get('https://crm.example/customers/c9', { method: 'DELETE' }))).toBe('url_contains (1)');
  });

  it('MOCK-04 url (4) outscores path + method + url_contains (2+1+1) only when higher: 4 vs 4 is a tie', async () => {
    const { http } = world([
      { match: { path: '/a', method: 'GET', url_contains: 'api' }, respond: { text: 'path+method+url_contains' } },
      { match: { url: 'https://api.example/a' }, respond: { text: 'url' } },
    ]);
    // Both score 4: the first listed wins (MOCK-05).
    expect(await text(http, get('https://api.example/a'))).toBe('path+method+url_contains');
  });

  it('MOCK-05 ties go to the first listed mock', async () => {
    const { http } = world([
      { match: { path: '/items' }, respond: { text: 'first' } },
      { match: { path: '/items' }, respond: { text: 'second' } },
      { match: { url_contains: '/items', method: 'GET' }, respond: { text: 'third, also 2' } },
    ]);
    expect(await text(http, get('https://api.example/items'))).toBe('first');
    expect(await text(http, get('https://api.example/items'))).toBe('first');
  });
});

describe('answers', () => {
  it('MOCK-12 respond.status defaults to 200, also without respond at all', async () => {
    const { http } = world([{ match: { path: '/a' }, respond: { text: 'x' } }, { match: { path: '/b' } }]);
    expect((await http.send(get('https://api.example/a'), options)).status).toBe(200);
    const bare = await http.send(get('https://api.example/b'), options);
    expect(bare.status).toBe(200);
    expect(bare.body.byteLength).toBe(0);
  });

  it('MOCK-12 a set status is answered as it is, errors included', async () => {
    const { http } = world([{ match: { path: '/a' }, respond: { status: 503, text: 'down' } }]);
    const response = await http.send(get('https://api.example/a'), options);
    expect(response.status).toBe(503);
  });

  it('MOCK-13 respond.json is answered as a JSON body with content-type application/json', async () => {
    const payload = { id: 'c1', tags: ['a', 'b'], nested: { n: 1.5, ok: true, none: null } };
    const { http } = world([{ match: { path: '/c1' }, respond: { json: payload } }]);
    const response = await http.send(get('https://crm.example/c1'), options);
    expect(response.headers['content-type']).toBe('application/json');
    expect(JSON.parse(Buffer.from(response.body).toString('utf8'))).toEqual(payload);
    expect(readBody(response).json).toEqual(payload);
  });

  it('MOCK-13 falsy JSON values (null, 0, false, "") are still bodies', async () => {
    const { http } = world([
      { match: { path: '/null' }, respond: { json: null } },
      { match: { path: '/zero' }, respond: { json: 0 } },
      { match: { path: '/false' }, respond: { json: false } },
      { match: { path: '/empty' }, respond: { json: '' } },
    ]);
    for (const [path, value] of [['/null', null], ['/zero', 0], ['/false', false], ['/empty', '']] as const) {
      const response = await http.send(get(`https://api.example${path}`), options);
      expect(response.headers['content-type']).toBe('application/json');
      expect(readBody(response).json).toEqual(value);
    }
  });

  it('MOCK-14 respond.text is answered as a text body, text/plain unless the headers say otherwise', async () => {
    const { http } = world([
      { match: { path: '/plain' }, respond: { text: 'héllo wörld' } },
      { match: { path: '/csv' }, respond: { text: 'a,b\n1,2\n', headers: { 'Content-Type': 'text/csv' } } },
    ]);
    const plain = await http.send(get('https://api.example/plain'), options);
    expect(plain.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(readBody(plain)).toEqual({ body: 'héllo wörld' });
    const csv = await http.send(get('https://api.example/csv'), options);
    expect(csv.headers['content-type']).toBe('text/csv');
    expect(readBody(csv).body).toBe('a,b\n1,2\n');
  });

  it('MOCK-16 respond.headers are returned as the response headers, names lower-case (HTTP-25)', async () => {
    const { http } = world([
      {
        match: { path: '/a' },
        respond: { json: {}, headers: { 'X-Request-Id': 'r-1', 'Retry-After': 30 as unknown as string, 'Content-Type': 'application/problem+json' } },
      },
    ]);
    const response = await http.send(get('https://api.example/a'), options);
    expect(response.headers).toEqual({ 'x-request-id': 'r-1', 'retry-after': '30', 'content-type': 'application/problem+json' });
  });

  it('MOCK-16 HTTP-26 a header given twice (in two letter cases) comes back joined with a comma', async () => {
    const { http } = world([{ match: { path: '/a' }, respond: { headers: { 'Set-Cookie': 'a=1', 'set-cookie': 'b=2' } } }]);
    const response = await http.send(get('https://api.example/a'), options);
    expect(response.headers['set-cookie']).toBe('a=1, b=2');
  });

  it('MOCK-16 header names that are also object keys (__proto__, constructor) stay plain headers', async () => {
    const { http } = world([{ match: { path: '/a' }, respond: { headers: { constructor: 'c', ['__proto__']: 'p' } } }]);
    const response = await http.send(get('https://api.example/a'), options);
    expect(Object.hasOwn(response.headers, 'constructor')).toBe(true);
    expect(response.headers['constructor']).toBe('c');
    expect(Object.getOwnPropertyDescriptor(response.headers, '__proto__')?.value).toBe('p');
    expect(Object.getPrototypeOf(response.headers)).toBe(Object.prototype);
  });

  it('HTTP-33 a 3xx mock comes back as it is: the redirect is not followed', async () => {
    const { http } = world([
      { match: { path: '/old' }, respond: { status: 302, headers: { Location: 'https://api.example/new' } } },
      { match: { path: '/new' }, respond: { text: 'followed' } },
    ]);
    const response = await http.send(get('https://api.example/old'), options);
    expect(response.status).toBe(302);
    expect(response.headers['location']).toBe('https://api.example/new');
    expect(http.calls.map((call) => call.url)).toEqual(['https://api.example/old']);
  });

  it('MOCK-13 a HEAD request gets the status and headers but no body', async () => {
    const { http } = world([{ match: { path: '/a' }, respond: { json: { big: true } } }]);
    const response = await http.send(get('https://api.example/a', { method: 'HEAD' }), options);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.body.byteLength).toBe(0);
  });

  it('MOCK-12 an informational status (1xx) fails the request instead of hanging it', async () => {
    const { http } = world([{ match: { path: '/a' }, respond: { status: 102 } }]);
    const error = await requestFailure(http.send(get('https://api.example/a'), options));
    expect(error.code).toBe('network_error');
    expect(error.message).toContain('102');
  });
});

describe('delays on the virtual clock (WORLD-12, WORLD-13)', () => {
  it('MOCK-17 respond.delay_ms delays the answer in virtual time only', async () => {
    const { http, clock } = world([{ match: { path: '/slow' }, respond: { text: 'late', delay_ms: 25_000 } }]);
    expect(await withoutRealWaits(() => text(http, get('https://api.example/slow')))).toBe('late');
    expect(clock.elapsedMs).toBe(25_000);
  });

  it('WORLD-13 HTTP-12 MOCK-17 a mock answering after 120000 ms to a 30 s timeout fails with timeout at once', async () => {
    const { http, clock } = world([{ match: { path: '/slow' }, respond: { text: 'too late', delay_ms: 120_000 } }]);
    const error = await requestFailure(withoutRealWaits(() => http.send(get('https://api.example/slow'), { timeoutMs: 30_000 })));
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('The request got no answer within 30 s.');
    expect(clock.elapsedMs).toBe(30_000);
    expect(clock.now()).toEqual(NOW);
  });

  it('WORLD-13 a delay exactly at the timeout still answers; one millisecond more times out', async () => {
    const { http } = world([
      { match: { path: '/edge' }, respond: { text: 'just in time', delay_ms: 30_000 } },
      { match: { path: '/over' }, respond: { text: 'late', delay_ms: 30_001 } },
    ]);
    expect(await text(http, get('https://api.example/edge'))).toBe('just in time');
    expect((await requestFailure(http.send(get('https://api.example/over'), options))).code).toBe('timeout');
  });

  it('WORLD-12 a retry loop over slow mocks finishes at once and the delays add up', async () => {
    const { http, clock } = world([
      { match: { path: '/flaky' }, respond: { status: 503, delay_ms: 10_000 }, times: 2 },
      { match: { path: '/flaky' }, respond: { text: 'ok', delay_ms: 10_000 } },
    ]);
    const statuses: number[] = [];
    await withoutRealWaits(async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        statuses.push((await http.send(get('https://api.example/flaky'), options)).status);
        await clock.sleep(60_000);
      }
    });
    expect(statuses).toEqual([503, 503, 200]);
    expect(clock.elapsedMs).toBe(3 * 10_000 + 3 * 60_000);
  });

  it('MOCK-17 a timed-out mock still counts its use (the server saw the request)', async () => {
    const { http } = world([
      { match: { path: '/a' }, respond: { text: 'slow', delay_ms: 60_000 }, times: 1 },
      { match: { path: '/a' }, respond: { text: 'fast' } },
    ]);
    expect((await requestFailure(http.send(get('https://api.example/a'), options))).code).toBe('timeout');
    expect(await text(http, get('https://api.example/a'))).toBe('fast');
  });
});

describe('times (rule 3)', () => {
  it('MOCK-18 without times a mock answers any number of requests', async () => {
    const { http } = world([{ match: { path: '/a' }, respond: { text: 'again' } }]);
    for (let i = 0; i < 25; i++) expect(await text(http, get('https://api.example/a'))).toBe('again');
  });

  it('MOCK-19 a mock with times: n stops after n requests and the next matching mock answers', async () => {
    const { http } = world([
      { match: { url: 'https://api.example/a' }, respond: { status: 429 }, times: 2 },
      { match: { path: '/a' }, respond: { status: 200, text: 'finally' } },
    ]);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await http.send(get('https://api.example/a'), options)).status);
    expect(statuses).toEqual([429, 429, 200, 200]);
  });

  it('MOCK-19 MOCK-20 when the only mock is used up, the next request is refused and the message says so', async () => {
    const { http } = world([{ match: { path: '/a' }, respond: { text: 'once' }, times: 1 }]);
    expect(await text(http, get('https://api.example/a'))).toBe('once');
    const error = await requestFailure(http.send(get('https://api.example/a'), options));
    expect(error.code).toBe('http_unmocked');
    expect(error.message).toBe('No mock answers GET https://api.example/a. Nearest: given.http[0] (it matches, but its times: 1 is used up)');
  });

  it('MOCK-19 use counts are kept per mock', async () => {
    const table = new HttpMockTable([
      { match: { path: '/a' }, times: 1 },
      { match: { path: '/a' }, times: 3 },
    ]);
    const clock = new VirtualClock(NOW);
    const http = new HttpClient({ dispatcher: new MockDispatcher({ clock, responders: [table] }), clock });
    for (let i = 0; i < 3; i++) await http.send(get('https://api.example/a'), options);
    expect(table.uses).toEqual([1, 2]);
  });
});

describe('refusals (rule 4)', () => {
  it('MOCK-20 an unmatched request fails with http_unmocked naming the request and the nearest mock with the field', async () => {
    const { http, dispatcher } = world([{ match: { path: '/customers/c1' }, respond: { json: { id: 'c1' } } }]);
    const error = await requestFailure(http.send(get('https://crm.example/customers/c2'), options));
    expect(error.code).toBe('http_unmocked');
    expect(error.message).toBe('No mock answers GET https://crm.example/customers/c2. Nearest: given.http[0] (path /customers/c1 does not match /customers/c2)');
    expect(dispatcher.unmocked).toBe(1);
  });

  it('MOCK-20 the nearest mock is the one with the fewest mismatched fields, and every such field is named', async () => {
    const { http } = world([
      { match: { url: 'https://crm.example/x', method: 'DELETE', body_contains: 'hay' } },
      { match: { url: 'https://crm.example/y', method: 'DELETE', body_contains: 'pin' } },
      { match: { path: '/customers', method: 'POST', body_contains: 'needle' } },
    ]);
    const error = await requestFailure(http.send(get('https://crm.example/customers', { method: 'PUT', body: 'straw' }), options));
    expect(error.message).toBe(
      'No mock answers PUT https://crm.example/customers. Nearest: given.http[2] (method POST does not match PUT; body_contains needle is not in the request body)',
    );
    expect(error.message).not.toContain('straw');
  });

  it('MOCK-20 among equally near mocks the more specific one is named, then the first listed', async () => {
    const { http } = world([
      { match: { url_contains: '/nope' } },
      { match: { url: 'https://crm.example/nope' } },
      { match: { url: 'https://crm.example/nope2' } },
    ]);
    const error = await requestFailure(http.send(get('https://crm.example/customers'), options));
    expect(error.message).toBe(
      'No mock answers GET https://crm.example/customers. Nearest: given.http[1] (url https://crm.example/nope does not match https://crm.example/customers)',
    );
  });

  it('MOCK-20 url_contains and a path with a query are described', async () => {
    const { http } = world([{ match: { url_contains: 'billing' } }, { match: { path: '/a?b=1', method: 'GET' } }]);
    const error = await requestFailure(http.send(get('https://crm.example/a?b=2'), options));
    expect(error.message).toContain('Nearest: given.http[1] (path /a?b=1 does not match /a?b=2)');
    const other = world([{ match: { url_contains: 'billing' } }]);
    const second = await requestFailure(other.http.send(get('https://crm.example/a'), options));
    expect(second.message).toContain('given.http[0] (url_contains billing is not part of the address)');
  });

  it('MOCK-20 with no mocks at all the message says the case lists none', async () => {
    const { http } = world([]);
    const error = await requestFailure(http.send(get('https://crm.example/a'), options));
    expect(error.code).toBe('http_unmocked');
    expect(error.message).toBe('No mock answers GET https://crm.example/a: the case lists no HTTP mocks (given.http).');
  });

  it('MOCK-20 a very long expected value is shortened in the message', async () => {
    const { http } = world([{ match: { url_contains: 'z'.repeat(5000) } }]);
    const error = await requestFailure(http.send(get('https://crm.example/a'), options));
    expect(error.message.length).toBeLessThan(600);
  });

  it('MOCK-21 MOCK-22 the dispatcher counts refused requests for the case verdict', async () => {
    const { http, dispatcher } = world([{ match: { path: '/a' } }]);
    await http.send(get('https://api.example/a'), options);
    await requestFailure(http.send(get('https://api.example/b'), options));
    await requestFailure(http.send(get('https://api.example/c', { method: 'POST' }), options));
    expect(dispatcher.unmocked).toBe(2);
  });

  it('MOCK-20 RefusingDispatcher refuses everything', async () => {
    const clock = new VirtualClock(NOW);
    const dispatcher = new RefusingDispatcher();
    const http = new HttpClient({ dispatcher, clock });
    expect((await requestFailure(http.send(get('https://api.example/a'), options))).code).toBe('http_unmocked');
    expect(dispatcher.unmocked).toBe(1);
  });
});

describe('recorded calls (for http_calls checks)', () => {
  it('MOCK-20 every request is recorded in order, refused ones included, with upper-case method and lower-case headers', async () => {
    const { http } = world([{ match: { path: '/a' } }]);
    await http.send({ method: 'post', url: 'https://api.example/a?x=1#frag', headers: { 'X-Trace': 't1', Accept: 'application/json' }, body: 'hello' }, options);
    await requestFailure(http.send(get('https://api.example/missing'), options));
    const recorded = http.calls.map(({ method, url, headers, body }) => ({ method, url, headers, body }));
    expect(recorded).toEqual([
      { method: 'POST', url: 'https://api.example/a?x=1', headers: { 'x-trace': 't1', accept: 'application/json' }, body: 'hello' },
      { method: 'GET', url: 'https://api.example/missing', headers: {}, body: '' },
    ]);
    // Logged once: the client's entry carries how it ended and what the mocks did with it.
    expect(http.calls.map((call) => [call.status, call.failure, call.note])).toEqual([
      [200, undefined, { mock: { list: 'given.http', index: 0 } }],
      [undefined, 'http_unmocked', { nearest: expect.objectContaining({ mock: { list: 'given.http', index: 0 }, fields: ['path'] }) }],
    ]);
  });

  it('a sensitive body is recorded empty but still matched by the mock', async () => {
    const { http } = world([{ match: { path: '/chat', body_contains: 'prompt' }, respond: { text: 'answer' } }]);
    const response = await http.send(get('https://ai.example/chat', { method: 'POST', body: 'secret prompt' }), { timeoutMs: 30_000, sensitiveBody: true });
    expect(response.status).toBe(200);
    expect(http.calls[0]!.body).toBe('');
  });
});

describe('more answer sources (model mocks later)', () => {
  it('MOCK-03 responders are consulted in order; the first answer wins and the table answers the rest', async () => {
    const clock = new VirtualClock(NOW);
    const model: Responder = {
      answer: (request) =>
        request.url === 'https://ai.connection.test/v1/chat/completions'
          ? { status: 200, headers: [['content-type', 'application/json']], body: new TextEncoder().encode('{"model":true}'), delayMs: 0 }
          : undefined,
      nearestMiss: () => undefined,
    };
    const dispatcher = new MockDispatcher({ clock, responders: [model, new HttpMockTable([{ match: { url_contains: 'connection.test' }, respond: { text: 'table' } }])] });
    const http = new HttpClient({ dispatcher, clock });
    expect(readBody(await http.send(get('https://ai.connection.test/v1/chat/completions', { method: 'POST' }), options)).json).toEqual({ model: true });
    expect(readBody(await http.send(get('https://ai.connection.test/other'), options)).body).toBe('table');
  });
});

describe('undici handler protocol', () => {
  it('an already aborted signal fails the request without answering or counting', async () => {
    const clock = new VirtualClock(NOW);
    const table = new HttpMockTable([{ match: { path: '/a' } }]);
    const dispatcher = new MockDispatcher({ clock, responders: [table] });
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await expect(undiciRequest('https://api.example/a', { dispatcher, signal: controller.signal })).rejects.toThrow('stopped');
    expect(table.uses).toEqual([0]);
  });

  it('undici request() reads status, headers and body through the controller-style handler', async () => {
    const clock = new VirtualClock(NOW);
    const dispatcher = MockDispatcher.forCase([{ match: { path: '/a' }, respond: { status: 201, json: { ok: 1 }, headers: { 'x-a': ['1', '2'] as unknown as string } } }], clock);
    const response = await undiciRequest('https://api.example/a', { dispatcher });
    expect(response.statusCode).toBe(201);
    expect(response.statusText).toBe('Created');
    expect(response.headers['x-a']).toEqual(['1', '2']);
    expect(await response.body.json()).toEqual({ ok: 1 });
    const raw = await undiciRequest('https://api.example/a', { dispatcher, responseHeaders: 'raw' });
    // undici's raw form: the flat name/value list, repeats kept.
    expect(raw.headers).toEqual(['content-type', 'application/json', 'x-a', '1', 'x-a', '2']);
    await raw.body.dump();
  });

  it('a closed dispatcher refuses new requests', async () => {
    const clock = new VirtualClock(NOW);
    const dispatcher = MockDispatcher.forCase([{ match: { path: '/a' } }], clock);
    await dispatcher.close();
    const http = new HttpClient({ dispatcher, clock });
    expect((await requestFailure(http.send(get('https://api.example/a'), options))).code).toBe('network_error');
  });
});
