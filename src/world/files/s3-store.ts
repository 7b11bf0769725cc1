/**
 * An S3 file connection (AUTH-11, AUTH-18) on @aws-sdk/client-s3. Every request the SDK
 * makes goes through the world's HTTP client (`world.http`): real runs get the safe
 * dispatcher's address checks, tests can answer S3 with ordinary HTTP mocks, and the
 * run's HTTP log shows every call. The SDK is loaded the first time a store is used.
 *
 * Settings: `bucket` (required), `region` (default us-east-1), `prefix` (a key prefix;
 * a `/` is added when it does not end with one, so `prefix: flows` means the folder
 * `flows/`), and `endpoint` for an S3-compatible server (path-style addressing).
 * Secrets: `access_key_id` and `secret_access_key`.
 */
import { Readable } from 'node:stream';
import type { GetObjectCommandOutput, HeadObjectCommandOutput, ListObjectsV2CommandOutput, S3Client } from '@aws-sdk/client-s3';
import { StepError, invalidInput } from '../../engine/errors.js';
import type { FileEntry, FileStore, ResolvedConnection, World } from '../../engine/world.js';
import { formatRfc3339 } from '../../expressions/dates.js';
import { guessContentType } from './content-types.js';
import { assertStorePath, fileName, pathProblem } from './paths.js';
import { secretValueFor } from '../../engine/connections.js';

type S3Module = typeof import('@aws-sdk/client-s3');

let s3Module: Promise<S3Module> | undefined;

function loadS3(): Promise<S3Module> {
  s3Module ??= import('@aws-sdk/client-s3');
  return s3Module;
}

/** One S3 request may take this long; a large file needs time. */
export const S3_REQUEST_TIMEOUT_MS = 120_000;

export interface S3Settings {
  bucket: string;
  region: string;
  /** Empty, or ending with `/`. */
  prefix: string;
  endpoint?: string;
}

function settingText(connection: ResolvedConnection, name: string): string | undefined {
  const value = connection.settings[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidInput(`Connection ${connection.name}: the ${name} setting must be text.`);
  return value;
}

export function s3SettingsOf(connection: ResolvedConnection): S3Settings {
  const bucket = settingText(connection, 'bucket');
  if (!bucket) throw invalidInput(`Connection ${connection.name} needs a bucket setting.`);
  const raw = (settingText(connection, 'prefix') ?? '').replace(/^\/+/, '');
  const prefix = raw === '' || raw.endsWith('/') ? raw : `${raw}/`;
  const endpoint = settingText(connection, 'endpoint');
  if (endpoint !== undefined) {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw invalidInput(`Connection ${connection.name}: the endpoint setting must be a full address.`);
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) {
      throw invalidInput(`Connection ${connection.name}: the endpoint setting must be an http(s) address without a user name or password.`);
    }
  }
  return { bucket, region: settingText(connection, 'region') || 'us-east-1', prefix, ...(endpoint !== undefined ? { endpoint } : {}) };
}

// ---------------------------------------------------------------------------------------
// The SDK's request handler

/** The parts of the SDK's HttpRequest the handler reads. */
interface SdkRequest {
  method: string;
  protocol: string;
  hostname: string;
  port?: number;
  path: string;
  query: Record<string, string | string[] | null | undefined>;
  headers: Record<string, string>;
  body?: unknown;
}

/** RFC 3986 escaping, as the SDK signs query parameters. */
function escapeUri(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function queryString(query: SdkRequest['query']): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (value === null) parts.push(escapeUri(key));
    else for (const item of Array.isArray(value) ? value : [value]) parts.push(`${escapeUri(key)}=${escapeUri(item)}`);
  }
  return parts.join('&');
}

/** Set by the transport itself, or (`expect`) not supported by it; none is signed by S3's SigV4. */
const TRANSPORT_HEADERS = new Set(['host', 'expect', 'transfer-encoding', 'connection']);

async function bodyBytes(body: unknown): Promise<string | Uint8Array | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof Uint8Array) return body;
  if (ArrayBuffer.isView(body)) return new Uint8Array(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  if (typeof (body as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of body as AsyncIterable<string | Uint8Array>) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
    return Buffer.concat(chunks);
  }
  throw invalidInput('The S3 request body is of a kind that cannot be sent.');
}

/**
 * A request handler for the SDK that sends through `world.http`. Its answer body is a
 * stream, as the SDK expects from its own Node handler (GetObject reads it as one).
 */
export class WorldRequestHandler {
  readonly #world: World;
  readonly #timeoutMs: number;

  constructor(world: World, timeoutMs = S3_REQUEST_TIMEOUT_MS) {
    this.#world = world;
    this.#timeoutMs = timeoutMs;
  }

  async handle(request: SdkRequest): Promise<{ response: { statusCode: number; headers: Record<string, string>; body: Readable } }> {
    const port = request.port ? `:${request.port}` : '';
    const query = queryString(request.query ?? {});
    const url = `${request.protocol}//${request.hostname}${port}${request.path}${query ? `?${query}` : ''}`;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) if (!TRANSPORT_HEADERS.has(name.toLowerCase())) headers[name] = value;
    const body = await bodyBytes(request.body);
    // File contents are data: the run's HTTP log keeps no S3 bodies.
    const answer = await this.#world.http.send(body === undefined ? { method: request.method, url, headers } : { method: request.method, url, headers, body }, {
      timeoutMs: this.#timeoutMs,
      sensitiveBody: true,
    });
    const bytes = Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength);
    return { response: { statusCode: answer.status, headers: answer.headers, body: Readable.from(bytes.byteLength > 0 ? [bytes] : [], { objectMode: false }) } };
  }

  updateHttpClientConfig(): void {}

  httpHandlerConfigs(): Record<string, never> {
    return {};
  }

  destroy(): void {}
}

// ---------------------------------------------------------------------------------------
// Errors

interface SdkError {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

const NOT_FOUND_NAMES = new Set(['NoSuchKey', 'NotFound']);
const DENIED_NAMES = new Set(['AccessDenied', 'InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AllAccessDisabled', 'ExpiredToken', 'InvalidToken']);

/** SDK errors become StepErrors that name the S3 error code and status, never a key or body. */
export function s3StepError(error: unknown): unknown {
  if (error instanceof StepError) return error;
  if (typeof error !== 'object' || error === null) return new StepError('network_error', 'The S3 request failed.');
  const { name = '', $metadata } = error as SdkError;
  const status = $metadata?.httpStatusCode;
  if (name === 'NoSuchBucket') return new StepError('file_not_found', "The connection's bucket does not exist.");
  if (NOT_FOUND_NAMES.has(name) || status === 404) return new StepError('file_not_found', 'There is no file at that path.');
  if (DENIED_NAMES.has(name) || status === 403 || status === 401) {
    return new StepError('file_access_denied', `The S3 server refused access (${safeName(name)}); check the connection's keys and permissions.`, status);
  }
  if (status !== undefined) return new StepError('http_status', `The S3 server answered ${status} (${safeName(name)}).`, status);
  return new StepError('network_error', 'The S3 server gave an answer that could not be read.');
}

/** An S3 error code is a short identifier; anything else is not shown. */
function safeName(name: string): string {
  return /^[A-Za-z0-9]{1,64}$/.test(name) ? name : 'error';
}

// ---------------------------------------------------------------------------------------
// The store

export class S3FileStore implements FileStore {
  readonly #connection: ResolvedConnection;
  readonly #world: World;
  readonly #settings: S3Settings;
  readonly #timeoutMs: number;
  #client: Promise<{ client: S3Client; s3: S3Module }> | undefined;

  constructor(connection: ResolvedConnection, world: World, options: { timeoutMs?: number } = {}) {
    this.#connection = connection;
    this.#world = world;
    this.#settings = s3SettingsOf(connection);
    this.#timeoutMs = options.timeoutMs ?? S3_REQUEST_TIMEOUT_MS;
  }

  #session(): Promise<{ client: S3Client; s3: S3Module }> {
    this.#client ??= loadS3().then((s3) => {
      const { region, endpoint } = this.#settings;
      const client = new s3.S3Client({
        region,
        credentials: {
          accessKeyId: secretValueFor(this.#world, this.#connection, 'access_key_id'),
          secretAccessKey: secretValueFor(this.#world, this.#connection, 'secret_access_key'),
        },
        requestHandler: new WorldRequestHandler(this.#world, this.#timeoutMs),
        // Retries belong to the step (`retry:`), on the run's clock; the SDK's would sleep for real.
        maxAttempts: 1,
        // Checksums only where S3 demands them: plain bodies, no aws-chunked streams.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(endpoint !== undefined ? { endpoint, forcePathStyle: true } : {}),
      });
      return { client, s3 };
    });
    // A failed start (a missing secret) is not kept: the next call tries again.
    this.#client.catch(() => (this.#client = undefined));
    return this.#client;
  }

  /** Sends one command; an SDK error comes back as it is, for callers that look at it. */
  async #sendRaw<T>(make: (s3: S3Module) => { input: unknown }): Promise<T> {
    const { client, s3 } = await this.#session();
    return (await client.send(make(s3) as never)) as T;
  }

  async #send<T>(make: (s3: S3Module) => { input: unknown }): Promise<T> {
    try {
      return await this.#sendRaw<T>(make);
    } catch (error) {
      throw s3StepError(error);
    }
  }

  #key(path: string): string {
    return `${this.#settings.prefix}${path}`;
  }

  #entry(path: string, size: number | undefined, modified: Date | undefined): FileEntry {
    return { path, name: fileName(path), size: size ?? 0, modified: formatRfc3339(modified ?? new Date(0)) };
  }

  async list(folder: string): Promise<FileEntry[]> {
    assertStorePath(folder, true);
    const prefix = folder === '' ? this.#settings.prefix : `${this.#key(folder)}/`;
    const entries: FileEntry[] = [];
    let token: string | undefined;
    do {
      const page = await this.#send<ListObjectsV2CommandOutput>(
        (s3) => new s3.ListObjectsV2Command({ Bucket: this.#settings.bucket, Prefix: prefix, Delimiter: '/', ...(token !== undefined ? { ContinuationToken: token } : {}) }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key ?? '';
        if (!key.startsWith(prefix)) continue;
        const path = key.slice(this.#settings.prefix.length);
        // Folder markers (`reports/`) and keys no action could name are not files here.
        if (key.slice(prefix.length).includes('/') || pathProblem(path) !== undefined) continue;
        entries.push(this.#entry(path, object.Size, object.LastModified));
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token !== undefined);
    return entries;
  }

  async stat(path: string): Promise<FileEntry | undefined> {
    assertStorePath(path);
    try {
      const head = await this.#sendRaw<HeadObjectCommandOutput>((s3) => new s3.HeadObjectCommand({ Bucket: this.#settings.bucket, Key: this.#key(path) }));
      return this.#entry(path, head.ContentLength, head.LastModified);
    } catch (error) {
      const mapped = s3StepError(error);
      // A HEAD answer has no body, so a 404 cannot tell a missing key from a missing bucket.
      if (mapped instanceof StepError && mapped.code === 'file_not_found') return undefined;
      throw mapped;
    }
  }

  async read(path: string): Promise<Uint8Array> {
    assertStorePath(path);
    const object = await this.#send<GetObjectCommandOutput>((s3) => new s3.GetObjectCommand({ Bucket: this.#settings.bucket, Key: this.#key(path) }));
    if (object.Body === undefined) return new Uint8Array();
    try {
      return await object.Body.transformToByteArray();
    } catch (error) {
      throw s3StepError(error);
    }
  }

  async write(path: string, data: Uint8Array): Promise<boolean> {
    assertStorePath(path);
    await this.#send((s3) =>
      new s3.PutObjectCommand({ Bucket: this.#settings.bucket, Key: this.#key(path), Body: data, ContentLength: data.byteLength, ContentType: guessContentType(fileName(path)) }),
    );
    return true;
  }

  /** S3 has no rename: a copy, then the original is deleted. */
  async move(from: string, to: string): Promise<boolean> {
    assertStorePath(from);
    assertStorePath(to);
    const source = `${this.#settings.bucket}/${this.#key(from)}`.split('/').map(escapeUri).join('/');
    await this.#send((s3) => new s3.CopyObjectCommand({ Bucket: this.#settings.bucket, Key: this.#key(to), CopySource: source }));
    await this.#send((s3) => new s3.DeleteObjectCommand({ Bucket: this.#settings.bucket, Key: this.#key(from) }));
    return true;
  }

  /** Lets go of the SDK client (the end of a run). */
  async close(): Promise<void> {
    const pending = this.#client;
    this.#client = undefined;
    const session = await pending?.catch(() => undefined);
    session?.client.destroy();
  }

  /** S3 deletes a missing key without complaint, so a missing file is found out first. */
  async remove(path: string): Promise<boolean> {
    if ((await this.stat(path)) === undefined) throw new StepError('file_not_found', 'There is no file at that path.');
    await this.#send((s3) => new s3.DeleteObjectCommand({ Bucket: this.#settings.bucket, Key: this.#key(path) }));
    return true;
  }
}
