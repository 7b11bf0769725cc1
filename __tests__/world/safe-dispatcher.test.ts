import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { VirtualClock } from '../../src/world/clock.js';
import { HttpClient } from '../../src/world/http-client.js';
import { createSafeDispatcher, verifyConnectedSocket, type LookupAll, type SafeDispatcherOptions } from '../../src/world/safe-dispatcher.js';
import { requestFailure } from '../helpers/expect-step.js';
import { connectOnce } from '../helpers/network.js';
import { TEST_CERTIFICATE } from '../helpers/certificate.js';

function clientWith(options: SafeDispatcherOptions = {}): HttpClient {
  return new HttpClient({ dispatcher: createSafeDispatcher(options), clock: new VirtualClock(new Date('2026-01-05T08:00:00Z')) });
}

/** A DNS answer without DNS. */
function fakeLookup(answers: Record<string, string[]>): LookupAll & { calls: string[] } {
  const calls: string[] = [];
  const lookup = async (hostname: string) => {
    calls.push(hostname);
    const found = answers[hostname];
    if (!found) throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(lookup, { calls });
}

/** A plain TCP listener on loopback that counts connections: a refused request must never reach it. */
let trap: TcpServer;
let trapPort: number;
let trapConnections = 0;

/** A local HTTPS server with a throwaway certificate (none without openssl: its tests are skipped, or fail under CI). */
let https: HttpsServer | undefined;
let httpsPort = 0;
let certificate = '';
const pair = TEST_CERTIFICATE;

beforeAll(async () => {
  trap = createTcpServer((socket) => {
    trapConnections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapPort = (trap.address() as AddressInfo).port;

  if (pair) {
    certificate = pair.cert;
    https = createHttpsServer({ key: pair.key, cert: pair.cert }, (request, response) => {
      if (request.url === '/redirect') {
        response.writeHead(302, { Location: 'https://127.0.0.1/elsewhere' });
        response.end();
        return;
      }
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ path: request.url, host: request.headers.host }));
    });
    await new Promise<void>((resolve) => https!.listen(0, '127.0.0.1', resolve));
    httpsPort = (https.address() as AddressInfo).port;
  }
});

afterAll(async () => {
  await new Promise<void>((resolve) => trap.close(() => resolve()));
  if (https) await new Promise<void>((resolve) => https!.close(() => resolve()));
});

describe('createSafeDispatcher: the SSRF list (real mode)', () => {
  const refused = [
    'https://127.0.0.1/',
    'https://127.8.9.10/',
    'https://10.0.0.1/',
    'https://10.200.0.7:8443/admin',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:a9fe:a9fe]/',
    'https://0x7f000001/',
    'https://2130706433/',
    'https://0177.0.0.1/',
    'https://127.1/',
    'https://[::1]/',
    'https://[::]/',
    'https://0.0.0.0/',
    'https://172.16.5.4/',
    'https://192.168.0.1/',
    'https://100.64.0.1/',
    'https://[fc00::1]/',
    'https://[fd00:ec2::254]/',
    'https://[fe80::1]/',
    'https://224.0.0.251/',
    'https://[ff02::1]/',
    'https://192.0.2.1/',
    'https://198.51.100.1/',
    'https://203.0.113.1/',
    'https://198.18.0.1/',
    'https://240.0.0.1/',
    'https://255.255.255.255/',
    'https://[2001:db8::1]/',
    'https://localhost/',
    'https://api.localhost/',
  ];
  for (const url of refused) {
    it(`HTTP-32 CLI-25 SET-08 refuses ${url} with address_blocked`, async () => {
      const lookup = fakeLookup({});
      const error = await requestFailure(clientWith({ lookup }).send({ method: 'GET', url, headers: {} }, { timeoutMs: 5_000 }));
      expect(error.code).toBe('address_blocked');
      // Literal addresses are judged without asking DNS.
      expect(lookup.calls).toEqual([]);
    });
  }

  it('CLI-25 a loopback address is refused before any packet reaches it', async () => {
    const before = trapConnections;
    for (const host of ['127.0.0.1', '2130706433', '0x7f000001', '0177.0.0.1', '[::ffff:127.0.0.1]']) {
      const error = await requestFailure(clientWith().send({ method: 'POST', url: `https://${host}:${trapPort}/`, headers: {}, body: 'secret-ish' }, { timeoutMs: 5_000 }));
      expect(error.code).toBe('address_blocked');
    }
    // Only the connection made on purpose reached the trap; a stray one would have come first.
    await connectOnce(trapPort);
    expect(trapConnections).toBe(before + 1);
  });

  it('CLI-25 a name that resolves to a private address is refused on the resolved address', async () => {
    const lookup = fakeLookup({ 'intranet.example.com': ['10.1.2.3'] });
    const error = await requestFailure(clientWith({ lookup }).send({ method: 'GET', url: 'https://intranet.example.com/', headers: {} }, { timeoutMs: 5_000 }));
    expect(error.code).toBe('address_blocked');
    expect(lookup.calls).toEqual(['intranet.example.com']);
  });

  it('CLI-25 a name resolving to the cloud metadata address or mapped loopback is refused', async () => {
    const lookup = fakeLookup({ 'meta.example.com': ['169.254.169.254'], 'v6.example.com': ['::ffff:127.0.0.1'] });
    for (const url of ['https://meta.example.com/', 'https://v6.example.com/']) {
      expect((await requestFailure(clientWith({ lookup }).send({ method: 'GET', url, headers: {} }, { timeoutMs: 5_000 }))).code).toBe('address_blocked');
    }
  });

  it('CLI-25 one private answer among public ones is enough to refuse (no rebinding by answer order)', async () => {
    const lookup = fakeLookup({ 'mixed.example.com': ['93.184.216.34', '127.0.0.1'] });
    const error = await requestFailure(clientWith({ lookup }).send({ method: 'GET', url: 'https://mixed.example.com/', headers: {} }, { timeoutMs: 5_000 }));
    expect(error.code).toBe('address_blocked');
  });

  it('CLI-25 a name resolving to loopback is refused and nothing reaches the loopback server', async () => {
    const before = trapConnections;
    const lookup = fakeLookup({ 'rebind.example.com': ['127.0.0.1'] });
    const error = await requestFailure(clientWith({ lookup }).send({ method: 'GET', url: `https://rebind.example.com:${trapPort}/`, headers: {} }, { timeoutMs: 5_000 }));
    expect(error.code).toBe('address_blocked');
    expect(trapConnections).toBe(before);
  });

  it('a name that does not resolve is a network_error, not a block', async () => {
    const error = await requestFailure(clientWith({ lookup: fakeLookup({}) }).send({ method: 'GET', url: 'https://nowhere.example.com/', headers: {} }, { timeoutMs: 5_000 }));
    expect(error.code).toBe('network_error');
    expect(error.message).toContain('host name');
  });

  it('the message names the kind of address and never the address itself', async () => {
    const error = await requestFailure(clientWith().send({ method: 'GET', url: 'https://10.9.8.7/', headers: {} }, { timeoutMs: 5_000 }));
    expect(error.message).toContain('private');
    expect(error.message).not.toContain('10.9.8.7');
  });
});

describe('createSafeDispatcher: HTTPS only (HTTP-31)', () => {
  it('HTTP-31 CLI-24 refuses an http:// address before connecting, even to a public name', async () => {
    const lookup = fakeLookup({ 'example.com': ['93.184.216.34'] });
    const error = await requestFailure(clientWith({ lookup }).send({ method: 'GET', url: 'http://example.com/', headers: {} }, { timeoutMs: 5_000 }));
    expect(error.code).toBe('invalid_input');
    expect(lookup.calls).toEqual([]);
  });
});

describe('createSafeDispatcher: talking to an allowed server', () => {
  const withServer = () => (pair ? it : it.skip);

  withServer()('allowLoopback (tests only) reaches a local HTTPS server', async () => {
    const client = clientWith({ allowLoopback: true, tls: { ca: certificate } });
    const response = await client.send({ method: 'GET', url: `https://127.0.0.1:${httpsPort}/hello`, headers: {} }, { timeoutMs: 5_000 });
    expect(response.status).toBe(200);
    expect(JSON.parse(Buffer.from(response.body).toString('utf8')).path).toBe('/hello');
  });

  withServer()('a looked-up name connects to the checked address and keeps its name for TLS', async () => {
    const lookup = fakeLookup({ 'loopback.test': ['127.0.0.1'] });
    const client = clientWith({ allowLoopback: true, tls: { ca: certificate }, lookup });
    const response = await client.send({ method: 'GET', url: `https://loopback.test:${httpsPort}/named`, headers: {} }, { timeoutMs: 5_000 });
    expect(response.status).toBe(200);
    expect(JSON.parse(Buffer.from(response.body).toString('utf8')).host).toBe(`loopback.test:${httpsPort}`);
    expect(lookup.calls).toEqual(['loopback.test']);
  });

  withServer()('the certificate is still checked: an unknown issuer fails', async () => {
    const client = clientWith({ allowLoopback: true });
    const error = await requestFailure(client.send({ method: 'GET', url: `https://127.0.0.1:${httpsPort}/`, headers: {} }, { timeoutMs: 5_000 }));
    expect(error.code).toBe('network_error');
  });

  withServer()('HTTP-33 redirects are not followed', async () => {
    const client = clientWith({ allowLoopback: true, tls: { ca: certificate } });
    const response = await client.send({ method: 'GET', url: `https://127.0.0.1:${httpsPort}/redirect`, headers: {} }, { timeoutMs: 5_000 });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('https://127.0.0.1/elsewhere');
  });

  it('allowLoopback is off by default', async () => {
    const error = await requestFailure(clientWith({ tls: { ca: certificate } }).send({ method: 'GET', url: `https://127.0.0.1:${httpsPort || trapPort}/`, headers: {} }, { timeoutMs: 5_000 }));
    expect(error.code).toBe('address_blocked');
  });

  it('allowLoopback does not open private or link-local addresses', async () => {
    for (const url of ['https://10.0.0.1/', 'https://169.254.169.254/', 'https://192.168.1.1/']) {
      expect((await requestFailure(clientWith({ allowLoopback: true }).send({ method: 'GET', url, headers: {} }, { timeoutMs: 5_000 }))).code).toBe('address_blocked');
    }
  });
});

describe('verifyConnectedSocket: the second check on the connected peer', () => {
  it('CLI-25 refuses and closes a socket whose peer is private, whatever the URL said', () => {
    const destroy = vi.fn();
    const error = verifyConnectedSocket({ remoteAddress: '10.0.0.8', destroy } as never, {});
    expect(error?.code).toBe('address_blocked');
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('CLI-25 refuses a socket whose peer is IPv4-mapped loopback', () => {
    const destroy = vi.fn();
    expect(verifyConnectedSocket({ remoteAddress: '::ffff:127.0.0.1', destroy } as never, {})?.code).toBe('address_blocked');
  });

  it('refuses a socket without a known peer', () => {
    const destroy = vi.fn();
    expect(verifyConnectedSocket({ remoteAddress: undefined, destroy } as never, {})?.code).toBe('address_blocked');
    expect(destroy).toHaveBeenCalled();
  });

  it('keeps a socket whose peer is public', () => {
    const destroy = vi.fn();
    expect(verifyConnectedSocket({ remoteAddress: '93.184.216.34', destroy } as never, {})).toBeUndefined();
    expect(destroy).not.toHaveBeenCalled();
  });
});
