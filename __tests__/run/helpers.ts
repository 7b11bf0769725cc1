/**
 * What the `flowgate run` tests share: a self-signed certificate made at test time, an
 * HTTPS server on loopback, the CLI in this process or as a child process, and a look
 * into the store. Nothing here reaches another host.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { storePath } from '../../src/run/command.js';
import { RunStore } from '../../src/world/real/index.js';
import { TEST_CERTIFICATE } from '../helpers/certificate.js';

// ---------------------------------------------------------------------------------------
// A certificate for 127.0.0.1

export type { TestCertificate } from '../helpers/certificate.js';
/** Undefined without openssl: its tests are skipped with a warning, or fail under CI. */
export const CERTIFICATE = TEST_CERTIFICATE;
export const NO_OPENSSL = 'openssl is not installed: the tests that need a loopback HTTPS server cannot run.';

// ---------------------------------------------------------------------------------------
// An HTTPS server on loopback

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Handler = (request: SeenRequest, response: ServerResponse) => void;

export interface HttpsServer {
  url: string;
  requests: SeenRequest[];
  /** Resolves when the next request arrives. */
  nextRequest(): Promise<SeenRequest>;
  close(): Promise<void>;
}

export async function startHttpsServer(handler: Handler = (_, response) => sendJson(response, 200, { ok: true })): Promise<HttpsServer> {
  if (!CERTIFICATE) throw new Error(NO_OPENSSL);
  const requests: SeenRequest[] = [];
  let waiting: ((request: SeenRequest) => void)[] = [];
  const server: Server = createServer({ key: CERTIFICATE.key, cert: CERTIFICATE.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const seen = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(seen);
      const notify = waiting;
      waiting = [];
      for (const resolve of notify) resolve(seen);
      handler(seen, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    nextRequest: () => new Promise((resolve) => waiting.push(resolve)),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * HTTPS in front of a plain HTTP server on loopback (the S3 test server speaks HTTP;
 * a real run only speaks HTTPS): TLS ends here and the bytes go on unchanged.
 */
export async function startTlsFront(targetPort: number): Promise<{ url: string; close(): Promise<void> }> {
  if (!CERTIFICATE) throw new Error(NO_OPENSSL);
  const sockets = new Set<Socket>();
  const server = createTlsServer({ key: CERTIFICATE.key, cert: CERTIFICATE.cert }, (front) => {
    const back = connect(targetPort, '127.0.0.1');
    sockets.add(front).add(back);
    front.pipe(back).pipe(front);
    const end = () => {
      front.destroy();
      back.destroy();
    };
    front.on('error', end).on('close', end);
    back.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// ---------------------------------------------------------------------------------------
// The CLI

/** The test-only network settings a run needs to reach the loopback server. */
export function loopbackEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return { FLOWGATE_TEST_ALLOW_LOOPBACK: '1', ...(CERTIFICATE ? { FLOWGATE_TEST_CA_FILE: CERTIFICATE.certFile } : {}), ...extra };
}

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `flowgate ARGS` in this process, with only the given environment. */
export async function cli(args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env, cwd });
  return { code, stdout, stderr };
}

/** `flowgate run DIR --json -`: the result document from standard output. */
export async function runJson(dir: string, root: string, env: NodeJS.ProcessEnv, flags: string[] = []): Promise<CliResult & { doc: any }> {
  const result = await cli(['run', dir, '--json', '-', ...flags], env, root);
  let doc: any;
  try {
    doc = JSON.parse(result.stdout);
  } catch {
    throw new Error(`no result document: exit ${result.code}\n${result.stdout}\n${result.stderr}`);
  }
  return { ...result, doc };
}

/**
 * The CLI as its own process, from the TypeScript sources: Node strips the types, and
 * a resolve hook maps the sources' `.js` imports to their `.ts` files.
 */
export function spawnCli(args: string[], env: NodeJS.ProcessEnv, cwd: string): ChildProcess {
  const here = import.meta.dirname;
  return spawn(
    process.execPath,
    ['--experimental-transform-types', '--disable-warning=ExperimentalWarning', '--import', join(here, 'ts-hook.mjs'), join(here, 'cli-entry.mjs'), ...args],
    { cwd, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

// ---------------------------------------------------------------------------------------
// The store

export function openStore(root: string): RunStore {
  return RunStore.open(storePath(root));
}

/** Runs `look` on the store of `root` and closes it again. */
export function withStore<T>(root: string, look: (store: RunStore) => T): T {
  const store = openStore(root);
  try {
    return look(store);
  } finally {
    store.close();
  }
}
