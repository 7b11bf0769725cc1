/**
 * Real file servers on loopback for the integration tests of the SFTP and S3 stores.
 * Nothing here reaches another host.
 *
 * SFTP: OpenSSH's own `sftp-server` (Debian/Ubuntu package `openssh-sftp-server`) does
 * the file work on a temporary folder; ssh2's Server class is the SSH front in this
 * process, handing the `sftp` subsystem's channel to a `sftp-server` child. No sshd,
 * host-key files, privilege separation or free well-known port is needed, which keeps
 * it robust on a CI machine. Without the binary the SFTP tests are skipped (and fail
 * under CI, so a missing install step cannot hide behind a green run: helpers/tools.ts).
 *
 * S3: @20minutes/s3rver, an S3 server implementation in Node (a devDependency), in a
 * child process on loopback (s3rver-process.mjs says why a process of its own). It keeps
 * its buckets in a temporary folder, which the tests seed and read directly, the way the
 * SFTP tests use the server's folder. It answers ListObjectsV2 with its own continuation
 * tokens, CopyObject, NoSuchKey/NoSuchBucket/InvalidAccessKeyId errors, virtual-hosted
 * addresses, and checks SigV4 signatures of path-style object requests.
 *
 * Beside it, a small S3-compatible server of our own for what s3rver does not judge or
 * cannot be made to do: it checks the SigV4 signature of every request, listing and
 * payload hash included, and answers the next request with an error on demand.
 */
import { spawn } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Agent } from 'undici';
import type { Given } from '../../src/testing/given.js';
import { caseWorld } from '../../src/testing/case-world.js';
import type { TestWorld } from '../../src/world/test/test-world.js';
import { RealClock } from '../../src/world/clock.js';
import { HttpClient } from '../../src/world/http-client.js';
import type { ConnectionSpec } from '../../src/world/settings.js';
import { emptyProject } from '../helpers/project.js';
import { requireFound } from '../helpers/tools.js';

const require = createRequire(import.meta.url);
// ssh2 ships no types; only its Server and key helpers are used here.
const ssh2 = require('ssh2') as any;

// ---------------------------------------------------------------------------------------
// A world for real back ends

/**
 * A test world whose clock is real and whose HTTP goes to the network through a plain
 * undici Agent: the safe dispatcher of real runs would block loopback. With `connectTo`,
 * every address, whatever its host name and scheme, is reached over plain TCP at that
 * loopback port: how a test sends the requests meant for AWS's own host names to a
 * server on loopback.
 */
export function loopbackWorld(connections: Record<string, ConnectionSpec>, given: Given = {}, options: { connectTo?: number } = {}): TestWorld {
  const world = caseWorld(emptyProject({ connections }), given);
  const clock = new RealClock();
  const { connectTo } = options;
  const dispatcher =
    connectTo === undefined
      ? new Agent()
      : new Agent({
          connect: (_options, callback) => {
            const socket = connect(connectTo, '127.0.0.1');
            socket.once('connect', () => callback(null, socket));
            socket.once('error', (error) => callback(error, null));
          },
        });
  Object.assign(world, { clock, http: new HttpClient({ dispatcher, clock }) });
  return world;
}

// ---------------------------------------------------------------------------------------
// SFTP

const SFTP_SERVER_PLACES = ['/usr/lib/openssh/sftp-server', '/usr/libexec/openssh/sftp-server', '/usr/libexec/sftp-server', '/usr/lib/ssh/sftp-server', '/usr/lib/sftp-server'];

let sftpServerFound: { path: string | undefined } | undefined;

/**
 * OpenSSH's sftp-server, or undefined when it is not installed: the SFTP tests are then
 * skipped with a warning, or fail under CI. Looked for once, on first use.
 */
export function sftpServerBinary(): string | undefined {
  const fromEnv = process.env.FLOWGATE_SFTP_SERVER;
  sftpServerFound ??= {
    path: requireFound(
      fromEnv && existsSync(fromEnv) ? fromEnv : SFTP_SERVER_PLACES.find((place) => existsSync(place)),
      'OpenSSH sftp-server',
      'openssh-sftp-server',
      'the SFTP integration tests (or set FLOWGATE_SFTP_SERVER)',
    ),
  };
  return sftpServerFound.path;
}

export const SFTP_MISSING_MESSAGE = 'OpenSSH sftp-server is not installed (apt-get install openssh-sftp-server, or set FLOWGATE_SFTP_SERVER).';

export interface SftpServer {
  port: number;
  /** `SHA256:…` of the server's host key. */
  hostKeyFingerprint: string;
  /** A client key pair the server accepts (OpenSSH private key text). */
  clientPrivateKey: string;
  /** How many SSH connections were made so far. */
  connections(): number;
  close(): Promise<void>;
}

/**
 * ssh2 strips leading zero bytes from an ed25519 public key, so about one pair in 256
 * cannot be read back by its own parseKey (mscdex/ssh2#1390, #1513): make another.
 */
function ed25519KeyPair(): { private: string; public: string } {
  for (;;) {
    const pair = ssh2.utils.generateKeyPairSync('ed25519');
    if (!(ssh2.utils.parseKey(pair.private) instanceof Error) && !(ssh2.utils.parseKey(pair.public) instanceof Error)) return pair;
  }
}

export async function startSftpServer(options: { username: string; password: string }): Promise<SftpServer> {
  const binary = sftpServerBinary();
  if (!binary) throw new Error(SFTP_MISSING_MESSAGE);
  const hostKey = ed25519KeyPair();
  const clientKey = ed25519KeyPair();
  const allowedKey = ssh2.utils.parseKey(clientKey.public);
  const hostPublic = ssh2.utils.parseKey(hostKey.public);
  const children = new Set<ReturnType<typeof spawn>>();
  const clients = new Set<any>();
  let connectionCount = 0;

  const server = new ssh2.Server({ hostKeys: [hostKey.private] }, (client: any) => {
    connectionCount += 1;
    client.setNoDelay(true);
    clients.add(client);
    client.on('close', () => clients.delete(client));
    client.on('error', () => undefined);
    client.on('authentication', (ctx: any) => {
      if (ctx.username !== options.username) return ctx.reject();
      if (ctx.method === 'password' && ctx.password === options.password) return ctx.accept();
      if (ctx.method === 'publickey' && ctx.key.algo === allowedKey.type && Buffer.compare(ctx.key.data, allowedKey.getPublicSSH()) === 0) {
        if (!ctx.signature) return ctx.accept();
        if (allowedKey.verify(ctx.blob, ctx.signature, ctx.hashAlgo) === true) return ctx.accept();
      }
      return ctx.reject(['password', 'publickey']);
    });
    client.on('ready', () => {
      client.on('session', (acceptSession: () => any) => {
        const session = acceptSession();
        session.on('subsystem', (accept: () => any, reject: () => void, info: { name: string }) => {
          if (info.name !== 'sftp') return reject();
          const channel = accept();
          const child = spawn(binary, ['-e', '-l', 'QUIET'], { stdio: ['pipe', 'pipe', 'ignore'] });
          children.add(child);
          channel.pipe(child.stdin);
          child.stdout.pipe(channel);
          child.stdin.on('error', () => undefined);
          child.on('exit', () => {
            children.delete(child);
            channel.end();
          });
          channel.on('close', () => child.kill());
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hostKeyFingerprint: `SHA256:${createHash('sha256').update(hostPublic.getPublicSSH()).digest('base64').replace(/=+$/, '')}`,
    clientPrivateKey: clientKey.private,
    connections: () => connectionCount,
    close: async () => {
      for (const client of clients) client.end();
      for (const child of children) child.kill();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// ---------------------------------------------------------------------------------------
// S3: s3rver

/** s3rver's way of keeping an object in its folder (one file per object, named after the key). */
const S3rverFilesystemStore = require('@20minutes/s3rver/lib/stores/filesystem.js') as new (directory: string) => {
  getResourcePath(bucket: string, key: string, resource: string): string;
};
const S3RVER_OBJECT_SUFFIX = '._S3rver_object';

export interface S3rverServer {
  /** `http://127.0.0.1:PORT`, for a connection's `endpoint` setting. */
  endpoint: string;
  port: number;
  bucket: string;
  /** Puts an object straight into the server's folder, dated `modified` (whole seconds). */
  seed(key: string, content: string | Buffer, modified?: string): void;
  /** An object's bytes as the server keeps them, or undefined. */
  bytes(key: string): Buffer | undefined;
  /** Every key in the bucket, sorted by bytes as S3 sorts them. */
  keys(): string[];
  /** Method, URL and Host of every request so far, in order. */
  requests(): { method: string; url: string; host: string }[];
  close(): Promise<void>;
}

export interface S3rverOptions {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const S3RVER_PROCESS = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));

/** Starts s3rver on a free loopback port with one bucket and one key pair. */
export async function startS3rver(options: S3rverOptions): Promise<S3rverServer> {
  const top = mkdtempSync(join(tmpdir(), 'flowgate-s3rver-'));
  const directory = join(top, 'buckets');
  const requestLog = join(top, 'requests.jsonl');
  mkdirSync(directory);
  writeFileSync(requestLog, '');
  const child = spawn(process.execPath, ['--openssl-legacy-provider', S3RVER_PROCESS, JSON.stringify({ ...options, directory, requestLog })], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      text += chunk;
      const line = text.split('\n')[0];
      if (text.includes('\n')) resolve((JSON.parse(line!) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`s3rver ended before it listened (exit ${code}); see its output above.`)));
    child.once('error', reject);
  });
  const layout = new S3rverFilesystemStore(directory);
  const objectFile = (key: string) => layout.getResourcePath(options.bucket, key, 'object');
  const bucketFolder = join(directory, options.bucket);

  function keys(): string[] {
    const found: string[] = [];
    const visit = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const full = join(folder, entry.name);
        if (entry.isDirectory()) visit(full);
        else if (entry.name.endsWith(S3RVER_OBJECT_SUFFIX)) found.push(relative(bucketFolder, full).slice(0, -S3RVER_OBJECT_SUFFIX.length));
      }
    };
    visit(bucketFolder);
    return found.sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  }

  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    bucket: options.bucket,
    seed(key, content, modified) {
      // The three files s3rver's own PutObject writes: the bytes, their MD5, the metadata.
      const file = objectFile(key);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
      writeFileSync(layout.getResourcePath(options.bucket, key, 'object.md5'), createHash('md5').update(content).digest('hex'));
      writeFileSync(layout.getResourcePath(options.bucket, key, 'metadata.json'), JSON.stringify({ 'content-type': 'binary/octet-stream' }));
      const at = new Date(modified ?? '2026-01-05T08:00:00Z');
      utimesSync(file, at, at);
    },
    bytes(key) {
      try {
        return readFileSync(objectFile(key));
      } catch {
        return undefined;
      }
    },
    keys,
    requests: () =>
      readFileSync(requestLog, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { method: string; url: string; host: string }),
    close: async () => {
      child.kill();
      await exited;
      rmSync(top, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------
// S3: our own server

export interface S3Object {
  data: Buffer;
  modified: Date;
  contentType: string;
}

export interface OwnS3Server {
  endpoint: string;
  objects: Map<string, S3Object>;
  /** Method and path of every request, in order. */
  requests: { method: string; url: string }[];
  /** Answer the next request with this error instead. */
  failNext(status: number, code: string): void;
  close(): Promise<void>;
}

export interface OwnS3ServerOptions {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Keys per ListObjectsV2 page, to make the store follow continuation tokens. */
  pageSize?: number;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function uriEscape(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** AWS Signature Version 4 as S3 checks it: path as sent, sorted query, signed headers. */
function signatureProblem(request: IncomingMessage, body: Buffer, options: OwnS3ServerOptions): string | undefined {
  const authorization = request.headers.authorization ?? '';
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(authorization);
  if (!match) return 'no SigV4 authorization';
  const [, keyId, day, region, signedHeaders, signature] = match;
  if (keyId !== options.accessKeyId) return 'unknown access key';
  if (region !== options.region) return 'wrong region';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'payload hash does not match the body';
  const url = new URL(request.url ?? '/', 'http://localhost');
  const rawPath = (request.url ?? '/').split('?')[0]!;
  const query = [...url.searchParams].map(([k, v]) => [uriEscape(k), uriEscape(v)] as const).sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1));
  const names = signedHeaders!.split(';');
  const canonicalHeaders = names.map((name) => `${name}:${String(request.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('');
  const canonical = [request.method, rawPath, query.map(([k, v]) => `${k}=${v}`).join('&'), canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${options.secretAccessKey}`, day!), region!), 's3'), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex') === signature ? undefined : 'signature does not match';
}

function byBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a), Buffer.from(b));
}

export async function startOwnS3Server(options: OwnS3ServerOptions): Promise<OwnS3Server> {
  const objects = new Map<string, S3Object>();
  const requests: { method: string; url: string }[] = [];
  let injected: { status: number; code: string } | undefined;

  const xml = (response: ServerResponse, status: number, text: string) => {
    response.writeHead(status, { 'content-type': 'application/xml' });
    response.end(`<?xml version="1.0" encoding="UTF-8"?>\n${text}`);
  };
  const error = (response: ServerResponse, status: number, code: string) => xml(response, status, `<Error><Code>${code}</Code><Message>${code}</Message></Error>`);
  const etag = (data: Buffer) => `"${createHash('md5').update(data).digest('hex')}"`;

  function list(url: URL, response: ServerResponse): void {
    const prefix = url.searchParams.get('prefix') ?? '';
    const delimiter = url.searchParams.get('delimiter') ?? '';
    const after = url.searchParams.get('continuation-token');
    const start = after === null ? '' : Buffer.from(after, 'base64url').toString('utf8');
    const pageSize = Math.min(Number(url.searchParams.get('max-keys') ?? 1000), options.pageSize ?? 1000);
    const contents: string[] = [];
    const prefixes = new Set<string>();
    let last = '';
    let truncated = false;
    for (const key of [...objects.keys()].sort(byBytes)) {
      if (!key.startsWith(prefix) || (start !== '' && byBytes(key, start) <= 0)) continue;
      if (contents.length + prefixes.size >= pageSize) {
        truncated = true;
        break;
      }
      const rest = key.slice(prefix.length);
      const cut = delimiter ? rest.indexOf(delimiter) : -1;
      if (cut >= 0) prefixes.add(prefix + rest.slice(0, cut + delimiter.length));
      else contents.push(key);
      last = key;
    }
    const items = contents.map((key) => {
      const object = objects.get(key)!;
      return `<Contents><Key>${xmlEscape(key)}</Key><LastModified>${object.modified.toISOString()}</LastModified><ETag>${xmlEscape(etag(object.data))}</ETag><Size>${object.data.byteLength}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    });
    const common = [...prefixes].map((p) => `<CommonPrefixes><Prefix>${xmlEscape(p)}</Prefix></CommonPrefixes>`);
    const next = truncated ? `<NextContinuationToken>${Buffer.from(last).toString('base64url')}</NextContinuationToken>` : '';
    xml(
      response,
      200,
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${options.bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${contents.length + prefixes.size}</KeyCount><MaxKeys>${pageSize}</MaxKeys><Delimiter>${xmlEscape(delimiter)}</Delimiter><IsTruncated>${truncated}</IsTruncated>${items.join('')}${common.join('')}${next}</ListBucketResult>`,
    );
  }

  function answer(request: IncomingMessage, body: Buffer, response: ServerResponse): void {
    requests.push({ method: request.method ?? '', url: request.url ?? '' });
    const problem = signatureProblem(request, body, options);
    if (problem) return error(response, 403, 'SignatureDoesNotMatch');
    if (injected) {
      const { status, code } = injected;
      injected = undefined;
      return error(response, status, code);
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    const [bucket, ...keyParts] = url.pathname.slice(1).split('/');
    if (bucket !== options.bucket) return error(response, 404, 'NoSuchBucket');
    const key = keyParts.map(decodeURIComponent).join('/');
    const method = request.method ?? 'GET';
    if (key === '') {
      if (method === 'GET' && url.searchParams.get('list-type') === '2') return list(url, response);
      return error(response, 400, 'InvalidRequest');
    }
    const object = objects.get(key);
    if (method === 'HEAD' || method === 'GET') {
      if (!object) {
        if (method === 'HEAD') {
          response.writeHead(404);
          return void response.end();
        }
        return error(response, 404, 'NoSuchKey');
      }
      response.writeHead(200, {
        'content-type': object.contentType,
        'content-length': String(object.data.byteLength),
        'last-modified': object.modified.toUTCString(),
        etag: etag(object.data),
      });
      return void response.end(method === 'GET' ? object.data : undefined);
    }
    if (method === 'PUT') {
      const copySource = request.headers['x-amz-copy-source'];
      if (typeof copySource === 'string') {
        const [sourceBucket, ...sourceKey] = decodeURIComponent(copySource.replace(/^\//, '')).split('/');
        const source = sourceBucket === options.bucket ? objects.get(sourceKey.join('/')) : undefined;
        if (!source) return error(response, 404, 'NoSuchKey');
        const copy = { ...source, data: Buffer.from(source.data), modified: new Date() };
        objects.set(key, copy);
        return xml(response, 200, `<CopyObjectResult><LastModified>${copy.modified.toISOString()}</LastModified><ETag>${xmlEscape(etag(copy.data))}</ETag></CopyObjectResult>`);
      }
      objects.set(key, { data: body, modified: new Date(), contentType: String(request.headers['content-type'] ?? 'application/octet-stream') });
      response.writeHead(200, { etag: etag(body) });
      return void response.end();
    }
    if (method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      return void response.end();
    }
    return error(response, 405, 'MethodNotAllowed');
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => answer(request, Buffer.concat(chunks), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    requests,
    failNext: (status, code) => (injected = { status, code }),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
