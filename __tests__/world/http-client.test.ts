import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent } from 'undici';
import { StepError } from '../../src/engine/errors.js';
import type { HttpRequest } from '../../src/engine/world.js';
import { RealClock, VirtualClock } from '../../src/world/clock.js';
import { readBody } from '../../src/engine/response-body.js';
import { HttpClient } from '../../src/world/http-client.js';
import { MockDispatcher } from '../../src/testing/http-mocks.js';
import { requestFailure } from '../helpers/expect-step.js';

/** A tiny loopback server; each path is a behaviour. */
const ROUTES: Record<string, (request: IncomingMessage, response: ServerResponse) => void> = {
  '/fast': (_request, response) => {
    response.setHeader('Content-Type', 'application/json');
    response.end('{"ok":true,"id":9007199254740993}');
  },
  // These two never finish their answer (afterAll cuts them off): only the client's deadline ends the request.
  '/slow-headers': () => {},
  '/slow-body': (_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/plain' });
    response.write('start…');
  },
  '/redirect': (_request, response) => {
    response.writeHead(301, { Location: '/fast' });
    response.end();
  },
  '/repeated': (_request, response) => {
    response.writeHead(200, [
      ['Set-Cookie', 'a=1'],
      ['Set-Cookie', 'b=2'],
      ['X-Multi', 'one'],
      ['x-multi', 'two'],
      ['X-Single', 'solo'],
    ]);
    response.end();
  },
  '/echo': (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ method: request.method, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
  },
  '/hang-up': (request) => {
    request.socket.destroy();
  },
};

let server: Server;
let base: string;
let agent: Agent;

beforeAll(async () => {
  server = createServer((request, response) => {
    const route = ROUTES[new URL(request.url ?? '/', 'http://x').pathname];
    if (route) route(request, response);
    else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  agent = new Agent();
});

afterAll(async () => {
  await agent.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function realClient(): HttpClient {
  return new HttpClient({ dispatcher: agent, clock: new RealClock() });
}

function get(url: string, extra: Partial<HttpRequest> = {}): HttpRequest {
  return { method: 'GET', url, headers: {}, ...extra };
}

describe('HttpClient over the network (RealClock)', () => {
  it('HTTP-16 HTTP-27 answers with status, lower-case headers and the body bytes', async () => {
    const response = await realClient().send(get(`${base}/fast`), { timeoutMs: 5_000 });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(readBody(response).json).toEqual({ ok: true, id: '9007199254740993' });
  });

  it('HTTP-12 a server answering too slowly fails the request with timeout at the deadline', async () => {
    const error = await requestFailure(realClient().send(get(`${base}/slow-headers`), { timeoutMs: 200 }));
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('The request got no answer within 0.2 s.');
  });

  it('HTTP-12 a body that arrives too slowly is a timeout too', async () => {
    const error = await requestFailure(realClient().send(get(`${base}/slow-body`), { timeoutMs: 200 }));
    expect(error.code).toBe('timeout');
  });

  it('CTX-23 ERR-03 a refused connection fails with network_error and a message without data', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await requestFailure(realClient().send(get(`http://127.0.0.1:${port}/x?token=abc`), { timeoutMs: 5_000 }));
    expect(error.code).toBe('network_error');
    expect(error.message).toBe('The request failed: the server refused the connection.');
    expect(error.message).not.toContain(String(port));
  });

  it('CTX-23 a server hanging up fails with network_error', async () => {
    const error = await requestFailure(realClient().send(get(`${base}/hang-up`), { timeoutMs: 5_000 }));
    expect(error.code).toBe('network_error');
  });

  it('HTTP-33 a redirect comes back as it is', async () => {
    const client = realClient();
    const response = await client.send(get(`${base}/redirect`), { timeoutMs: 5_000 });
    expect(response.status).toBe(301);
    expect(response.headers['location']).toBe('/fast');
    expect(client.calls).toHaveLength(1);
  });

  it('HTTP-25 HTTP-26 header names are lower-case and repeated headers are joined with a comma', async () => {
    const response = await realClient().send(get(`${base}/repeated`), { timeoutMs: 5_000 });
    expect(response.headers['set-cookie']).toBe('a=1, b=2');
    expect(response.headers['x-multi']).toBe('one, two');
    expect(response.headers['x-single']).toBe('solo');
    expect(Object.keys(response.headers).every((name) => name === name.toLowerCase())).toBe(true);
  });

  it('sends method, headers and body as given', async () => {
    const client = realClient();
    const response = await client.send(
      { method: 'put', url: `${base}/echo`, headers: { 'X-Trace': 't-1', 'Content-Type': 'text/plain' }, body: 'payload ✓' },
      { timeoutMs: 5_000 },
    );
    const echoed = readBody(response).json as { method: string; headers: Record<string, string>; body: string };
    expect(echoed.method).toBe('PUT');
    expect(echoed.headers['x-trace']).toBe('t-1');
    expect(echoed.body).toBe('payload ✓');
    const { method, url, headers, body } = client.calls[0]!;
    expect({ method, url, headers, body }).toEqual({ method: 'PUT', url: `${base}/echo`, headers: { 'x-trace': 't-1', 'content-type': 'text/plain' }, body: 'payload ✓' });
    // Logged once, with how it ended on the same entry.
    expect(client.calls[0]).toMatchObject({ step: null, status: 200 });
    expect(client.calls[0]!.endMs).toBeGreaterThanOrEqual(client.calls[0]!.startMs);
  });

  it('sends a byte body and records it as UTF-8 text', async () => {
    const client = realClient();
    const response = await client.send({ method: 'POST', url: `${base}/echo`, headers: {}, body: new TextEncoder().encode('bytes') }, { timeoutMs: 5_000 });
    expect((readBody(response).json as { body: string }).body).toBe('bytes');
    expect(client.calls[0]!.body).toBe('bytes');
  });

  it('HTTP-22 a header value with a line break is refused as invalid_input, never sent', async () => {
    const error = await requestFailure(realClient().send(get(`${base}/echo`, { headers: { 'X-Bad': 'a\r\nInjected: yes' } }), { timeoutMs: 5_000 }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).not.toContain('Injected');
  });

  it('HTTP-19 an address that is not an address, or carries a password, is refused as invalid_input', async () => {
    expect((await requestFailure(realClient().send(get('not a url'), { timeoutMs: 1_000 }))).code).toBe('invalid_input');
    expect((await requestFailure(realClient().send(get('ftp://files.example/x'), { timeoutMs: 1_000 }))).code).toBe('invalid_input');
    const withPassword = await requestFailure(realClient().send(get('https://user:hunter2@api.example/x'), { timeoutMs: 1_000 }));
    expect(withPassword.code).toBe('invalid_input');
    expect(withPassword.message).not.toContain('hunter2');
  });
});

describe('HttpClient errors from the dispatcher', () => {
  it('CTX-23 StepErrors thrown by the dispatcher (address_blocked) pass through unchanged', async () => {
    const clock = new VirtualClock(new Date('2026-01-05T08:00:00Z'));
    const blocked = new StepError('address_blocked', 'The address is private.');
    const dispatcher = new MockDispatcher({
      clock,
      responders: [
        {
          answer: () => {
            throw blocked;
          },
          nearestMiss: () => undefined,
        },
      ],
    });
    const client = new HttpClient({ dispatcher, clock });
    const error = await requestFailure(client.send(get('https://10.0.0.1/x'), { timeoutMs: 1_000 }));
    expect(error).toBe(blocked);
  });

  it('WORLD-13 an enclosing deadline passed during a request reaches its owner, not a network_error', async () => {
    const clock = new VirtualClock(new Date('2026-01-05T08:00:00Z'));
    const dispatcher = MockDispatcher.forCase([{ match: { path: '/slow' }, respond: { delay_ms: 20_000 } }], clock);
    const client = new HttpClient({ dispatcher, clock });
    const stepTimeout = new StepError('timeout', 'The step ran out of time.');
    const error = await requestFailure(
      clock.withDeadline(5_000, () => client.send(get('https://api.example/slow'), { timeoutMs: 30_000 }), () => stepTimeout),
    );
    expect(error).toBe(stepTimeout);
    expect(clock.elapsedMs).toBe(5_000);
  });

  it('a dispatcher failing with a plain error gives a data-free network_error', async () => {
    const clock = new VirtualClock(new Date('2026-01-05T08:00:00Z'));
    const dispatcher = new MockDispatcher({
      clock,
      responders: [
        {
          answer: () => {
            throw Object.assign(new Error('connect ECONNRESET 10.1.2.3:443 secret-ish detail'), { code: 'ECONNRESET' });
          },
          nearestMiss: () => undefined,
        },
      ],
    });
    const error = await requestFailure(new HttpClient({ dispatcher, clock }).send(get('https://api.example/x'), { timeoutMs: 1_000 }));
    expect(error.code).toBe('network_error');
    expect(error.message).toBe('The request failed: the connection was closed by the server.');
  });
});
