/**
 * The network of a real run (built-in-actions.md http.request rule 7, flowgate.md §7):
 * an undici Agent whose connector only reaches public addresses over HTTPS.
 *
 * The address is judged where it is decided, not where it is written: a literal IP
 * host (in any form) is judged as is; a name is looked up once and every answer must
 * be public, and the socket then connects to that checked address, so a second,
 * different DNS answer cannot slip in (DNS rebinding). After the TCP handshake, and
 * before TLS sends its first byte, the socket's remote address is judged again.
 * Redirects are never followed: no redirect interceptor is installed.
 */
import { connect as tcpConnect, type Socket } from 'node:net';
import type { ConnectionOptions } from 'node:tls';
import { Agent, buildConnector, type Dispatcher } from 'undici';
import { StepError, invalidInput } from '../engine/errors.js';
import { addressBlocked, checkedAddress, codedError, judgeAddress, policyFor, type AddressPolicy, type LookupAll } from './address-policy.js';

export { addressBlocked, type LookupAll, type ResolvedAddress } from './address-policy.js';

export interface SafeDispatcherOptions extends AddressPolicy {
  /** Tests inject the DNS answer here; real runs use the system resolver. */
  lookup?: LookupAll;
  /** TLS settings, e.g. `ca` for a test server's own certificate. */
  tls?: Pick<ConnectionOptions, 'ca'>;
  /** How long the TCP and TLS handshakes may take; default 10 s. */
  connectTimeoutMs?: number;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;


/** The second check, on the socket as connected; exported so tests can hand it any socket. */
export function verifyConnectedSocket(socket: Pick<Socket, 'remoteAddress' | 'destroy'>, policy: AddressPolicy): StepError | undefined {
  const remote = socket.remoteAddress;
  const verdict = remote === undefined ? { allowed: false, reason: 'unknown peer' } : judgeAddress(remote, policy);
  if (verdict.allowed) return undefined;
  socket.destroy();
  return addressBlocked(verdict.reason ?? 'not public');
}

/** Opens a TCP connection to an already checked address; TLS comes after. */
function openTcp(address: string, port: number, timeoutMs: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = tcpConnect({ host: address, port });
    const fail = (error: Error): void => {
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(timeoutMs, () => fail(codedError('UND_ERR_CONNECT_TIMEOUT', 'The connection could not be made in time.')));
    socket.once('error', fail);
    socket.once('connect', () => {
      socket.setTimeout(0);
      socket.removeListener('error', fail);
      resolve(socket);
    });
  });
}

/**
 * The undici connector: refuses what is not HTTPS, checks the address, opens TCP to
 * the checked address, checks the peer, and only then lets undici's own connector run
 * TLS over that socket (with the URL's host name for SNI and certificate checks).
 */
function safeConnector(options: SafeDispatcherOptions): buildConnector.connector {
  const timeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const tls = buildConnector({ ...options.tls, timeout: timeoutMs, allowH2: false });
  return (connectOptions, callback) => {
    const run = async (): Promise<Socket> => {
      if (connectOptions.protocol !== 'https:') throw invalidInput('url: only https:// addresses are allowed');
      const address = await checkedAddress(connectOptions.hostname, options);
      const socket = await openTcp(address, Number(connectOptions.port) || 443, timeoutMs);
      const refused = verifyConnectedSocket(socket, policyFor(connectOptions.hostname, options));
      if (refused) throw refused;
      return socket;
    };
    run().then(
      (socket) => tls({ ...connectOptions, httpSocket: socket }, callback),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  };
}

/**
 * The dispatcher of a real run. `allowLoopback` is for tests that talk to a local HTTPS
 * server and is off unless set explicitly.
 */
export function createSafeDispatcher(options: SafeDispatcherOptions = {}): Dispatcher {
  return new Agent({ connect: safeConnector(options) });
}
