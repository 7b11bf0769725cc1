/**
 * The S3 back end: through flowgate's HTTP client, so ordinary HTTP mocks answer it
 * (first part), and against an S3-protocol server on loopback that checks every
 * request's signature (second part).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesDownload, filesList, filesMove, filesUpload } from '../../src/actions/files/index.js';
import type { ConnectionSpec } from '../../src/world/settings.js';
import { StepError, isRetryable } from '../../src/engine/errors.js';
import type { ResolvedConnection } from '../../src/engine/world.js';
import type { HttpMock } from '../../src/testing/http-mocks.js';
import type { TestWorld } from '../../src/world/test/test-world.js';
import { caseWorld } from '../../src/testing/case-world.js';
import { S3FileStore, s3SettingsOf, s3StepError } from '../../src/world/files/s3-store.js';
import { emptyProject } from '../helpers/project.js';
import { withoutRealWaits } from '../helpers/fake-timers.js';
import { failure, runFiles } from '../actions/files-helpers.js';
import { loopbackWorld, startS3Server, type S3Server } from './files-servers.js';

const ARCHIVE: ConnectionSpec = {
  kind: 's3',
  production: { bucket: 'acme-archive', region: 'eu-central-1', prefix: 'flows/' },
  secrets: { access_key_id: 'ARCHIVE_KEY_ID', secret_access_key: 'ARCHIVE_SECRET' },
};
const HOST = 'https://acme-archive.s3.eu-central-1.amazonaws.com';
const LIST_XML = (keys: [string, number, string][], truncated = false) =>
  `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>acme-archive</Name><IsTruncated>${truncated}</IsTruncated>${keys
    .map(([key, size, modified]) => `<Contents><Key>${key}</Key><Size>${size}</Size><LastModified>${modified}</LastModified></Contents>`)
    .join('')}</ListBucketResult>`;

/** A test world whose `archive` store is the real S3 store, answered by `http` mocks. */
function mockedWorld(http: HttpMock[], options: { timeoutMs?: number } = {}): { world: TestWorld; store: S3FileStore } {
  const world = caseWorld(emptyProject({ connections: { archive: ARCHIVE } }), { http, secrets: { ARCHIVE_KEY_ID: 'test-dummy-key-id', ARCHIVE_SECRET: 'test-dummy-secret' } });
  const store = new S3FileStore(world.connection('archive', 's3'), world, options);
  Object.assign(world, { fileStore: () => store });
  return { world, store };
}

function connection(settings: Record<string, unknown>): ResolvedConnection {
  return { name: 'archive', kind: 's3', exists: true, auth: 'none', settings, secrets: {} };
}

describe('S3 settings', () => {
  it('AUTH-11 bucket, region and prefix; a prefix is a folder, region defaults to us-east-1', () => {
    expect(s3SettingsOf(connection({ bucket: 'b', region: 'eu-central-1', prefix: 'flows/' }))).toEqual({ bucket: 'b', region: 'eu-central-1', prefix: 'flows/' });
    expect(s3SettingsOf(connection({ bucket: 'b', prefix: 'flows' }))).toEqual({ bucket: 'b', region: 'us-east-1', prefix: 'flows/' });
    expect(s3SettingsOf(connection({ bucket: 'b', prefix: '/flows/' })).prefix).toBe('flows/');
    expect(s3SettingsOf(connection({ bucket: 'b' })).prefix).toBe('');
    expect(s3SettingsOf(connection({ bucket: 'b', endpoint: 'https://minio.acme.example' })).endpoint).toBe('https://minio.acme.example');
  });

  it.each([{}, { bucket: '' }, { bucket: 3 }, { bucket: 'b', endpoint: 'ftp://x' }, { bucket: 'b', endpoint: 'https://user:pw@x' }, { bucket: 'b', endpoint: 'nope' }])(
    'AUTH-11 settings %j are refused with invalid_input',
    (settings) => {
      expect(() => s3SettingsOf(connection(settings))).toThrow(StepError);
    },
  );
});

describe('S3 through the HTTP client, answered by HTTP mocks', () => {
  it('FILES-02 AUTH-18 requests go to the bucket, keys carry the prefix, and are signed with the access key', async () => {
    const { world } = mockedWorld([
      { match: { method: 'HEAD', url: `${HOST}/flows/exports/a.csv` }, respond: { status: 404 } },
      { match: { method: 'PUT', path: '/flows/exports/a.csv' }, respond: { status: 200 } },
    ]);
    expect(await runFiles(world, filesUpload, { path: 'exports/a.csv', text: 'a,b' }, { store: 'archive' })).toEqual({ path: 'exports/a.csv', size: 3, written: true });
    const put = world.http.calls.find((call) => call.method === 'PUT')!;
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-dummy-key-id\/\d{8}\/eu-central-1\/s3\/aws4_request/);
    expect(put.headers['content-type']).toBe('text/csv');
    // The secret key signs but is never sent; file contents are not kept in the HTTP log.
    expect(JSON.stringify(world.http.calls)).not.toContain('test-dummy-secret');
    expect(put.body).toBe('');
  });

  it('FILES-08 list reads ListObjectsV2 pages and keeps only files directly in the folder', async () => {
    const { world } = mockedWorld([
      {
        match: { method: 'GET', url_contains: 'continuation-token=page2' },
        respond: { text: LIST_XML([['flows/in/a.csv', 1, '2026-01-02T00:00:00.000Z']]) },
      },
      {
        match: { method: 'GET', url_contains: 'list-type=2' },
        respond: {
          text: LIST_XML([['flows/in/c.csv', 3, '2026-01-03T00:00:00.000Z'], ['flows/in/', 0, '2026-01-01T00:00:00.000Z'], ['flows/in/..', 1, '2026-01-01T00:00:00.000Z']], true).replace(
            '</ListBucketResult>',
            '<NextContinuationToken>page2</NextContinuationToken></ListBucketResult>',
          ),
        },
      },
    ]);
    const out = await runFiles(world, filesList, { path: 'in' }, { store: 'archive' });
    expect(out.files).toEqual([
      { path: 'in/a.csv', name: 'a.csv', size: 1, modified: '2026-01-02T00:00:00Z' },
      { path: 'in/c.csv', name: 'c.csv', size: 3, modified: '2026-01-03T00:00:00Z' },
    ]);
    expect(world.http.calls[0]!.url).toBe(`${HOST}/?list-type=2&prefix=flows%2Fin%2F&delimiter=%2F`);
  });

  it('FILES-15 download: HEAD for the entry, GET for the bytes', async () => {
    const { world } = mockedWorld([
      { match: { method: 'HEAD', path: '/flows/report.csv' }, respond: { headers: { 'content-length': '5', 'last-modified': 'Mon, 05 Jan 2026 07:00:00 GMT' } } },
      { match: { method: 'GET', path: '/flows/report.csv' }, respond: { text: 'a,b\r\n' } },
    ]);
    const out = await runFiles(world, filesDownload, { path: 'report.csv' }, { store: 'archive' });
    expect(out.file).toEqual({ path: 'report.csv', name: 'report.csv', size: 5, modified: '2026-01-05T07:00:00Z' });
    expect(Buffer.from(world.artifacts.get('report.csv')!.data).toString()).toBe('a,b\r\n');
  });

  it('FILES-31 move is a copy with the URL-encoded source, then a delete', async () => {
    const { world } = mockedWorld([
      { match: { method: 'HEAD', path: '/flows/in/a%20b.csv' }, respond: { headers: { 'content-length': '1' } } },
      { match: { method: 'HEAD', path: '/flows/done/a%20b.csv' }, respond: { status: 404 } },
      { match: { method: 'PUT', path: '/flows/done/a%20b.csv' }, respond: { text: '<CopyObjectResult><ETag>"x"</ETag></CopyObjectResult>' } },
      { match: { method: 'DELETE', path: '/flows/in/a%20b.csv' }, respond: { status: 204 } },
    ]);
    expect((await runFiles(world, filesMove, { from: 'in/a b.csv', to: 'done/' }, { store: 'archive' })).to).toBe('done/a b.csv');
    const copy = world.http.calls.find((call) => call.method === 'PUT')!;
    expect(copy.headers['x-amz-copy-source']).toBe('acme-archive/flows/in/a%20b.csv');
    expect(world.http.calls.map((call) => call.method)).toEqual(['HEAD', 'HEAD', 'PUT', 'DELETE']);
  });

  it('SET-09 a missing key is file_not_found; a 404 on HEAD means no file', async () => {
    const { world, store } = mockedWorld([
      { match: { method: 'HEAD', path: '/flows/none.csv' }, respond: { status: 404 } },
      { match: { method: 'GET', path: '/flows/none.csv' }, respond: { status: 404, text: '<Error><Code>NoSuchKey</Code></Error>' } },
    ]);
    expect(await store.stat('none.csv')).toBeUndefined();
    expect((await failure(store.read('none.csv'))).code).toBe('file_not_found');
    expect((await failure(runFiles(world, filesDownload, { path: 'none.csv' }, { store: 'archive' }))).code).toBe('file_not_found');
  });

  it('a 503 from S3 fails with a retryable http_status; a 403 with file_access_denied', async () => {
    const { store } = mockedWorld([
      { match: { method: 'HEAD', path: '/flows/busy.csv' }, respond: { status: 503 } },
      { match: { method: 'GET', path: '/flows/denied.csv' }, respond: { status: 403, text: '<Error><Code>AccessDenied</Code><Message>no</Message></Error>' } },
    ]);
    const busy = await failure(store.stat('busy.csv'));
    expect(busy.code).toBe('http_status');
    expect(busy.status).toBe(503);
    expect(isRetryable(busy)).toBe(true);
    const denied = await failure(store.read('denied.csv'));
    expect(denied.code).toBe('file_access_denied');
    expect(denied.message).toMatch(/AccessDenied/);
    expect(isRetryable(denied)).toBe(false);
  });

  it('a slow S3 answer fails with timeout on the virtual clock, without waiting', async () => {
    const { world, store } = mockedWorld([{ match: { method: 'HEAD', path: '/flows/slow.csv' }, respond: { status: 200, delay_ms: 120_000 } }], { timeoutMs: 30_000 });
    expect((await failure(withoutRealWaits(() => store.stat('slow.csv')))).code).toBe('timeout');
    expect(world.clock.elapsedMs).toBe(30_000);
  });

  it('an unmocked S3 request fails with http_unmocked like any other', async () => {
    const { store } = mockedWorld([]);
    expect((await failure(store.list(''))).code).toBe('http_unmocked');
  });

  it('s3StepError never shows more than an S3 error code', () => {
    const weird = s3StepError({ name: 'Key flows/secret-plan.csv is bad', $metadata: { httpStatusCode: 400 } }) as StepError;
    expect(weird.code).toBe('http_status');
    expect(weird.message).not.toContain('secret-plan');
    expect((s3StepError({ name: 'NoSuchBucket', $metadata: { httpStatusCode: 404 } }) as StepError).message).toMatch(/bucket/);
    expect((s3StepError(new Error('parse')) as StepError).code).toBe('network_error');
  });
});

describe('S3 against an S3-protocol server on loopback', () => {
  let server: S3Server;
  const KEY_ID = 'test-dummy-key-id';
  const SECRET = 'test-dummy-secret-key';

  beforeAll(async () => {
    server = await startS3Server({ bucket: 'acme-archive', region: 'eu-central-1', accessKeyId: KEY_ID, secretAccessKey: SECRET, pageSize: 2 });
  });
  afterAll(async () => server.close());

  function world(prefix: string, secret = SECRET): TestWorld {
    const w = loopbackWorld(
      { archive: { kind: 's3', production: { bucket: 'acme-archive', region: 'eu-central-1', prefix, endpoint: server.endpoint }, secrets: { access_key_id: 'K', secret_access_key: 'S' } } },
      { secrets: { K: KEY_ID, S: secret } },
    );
    const store = new S3FileStore(w.connection('archive', 's3'), w);
    Object.assign(w, { fileStore: () => store });
    return w;
  }

  it('AUTH-18 every request is signed with the access key pair (the server checks SigV4)', async () => {
    const w = world('signed/');
    await runFiles(w, filesUpload, { path: 'a b+(1)!ü.csv', text: 'x' }, { store: 'archive' });
    expect(server.objects.get('signed/a b+(1)!ü.csv')?.data.toString()).toBe('x');
    const wrong = world('signed/', 'test-dummy-other-secret');
    const error = await failure(runFiles(wrong, filesList, {}, { store: 'archive' }));
    expect(error.code).toBe('file_access_denied');
    expect(error.message).toMatch(/SignatureDoesNotMatch/);
  });

  it('FILES-08 FILES-12 list follows continuation tokens across pages before sorting and limiting', async () => {
    const w = world('paged/');
    for (let i = 9; i >= 0; i -= 1) server.objects.set(`paged/f${i}.csv`, { data: Buffer.from('x'), modified: new Date('2026-01-01T00:00:00Z'), contentType: 'text/csv' });
    server.objects.set('paged/sub/deep.csv', { data: Buffer.from('x'), modified: new Date(), contentType: 'text/csv' });
    const before = server.requests.length;
    const out = await runFiles(w, filesList, { limit: 3 }, { store: 'archive' });
    expect(out.files.map((f: { name: string }) => f.name)).toEqual(['f0.csv', 'f1.csv', 'f2.csv']);
    expect((await runFiles(w, filesList, {}, { store: 'archive' })).count).toBe(10);
    expect(server.requests.slice(before).filter((r) => r.url.includes('continuation-token')).length).toBeGreaterThanOrEqual(5);
  });

  it('FILES-16 an uploaded object gets the content type of its name', async () => {
    const w = world('types/');
    await runFiles(w, filesUpload, { path: 'r.json', json: [1] }, { store: 'archive' });
    await runFiles(w, filesUpload, { path: 'r.pdf', text: '%PDF' }, { store: 'archive' });
    expect(server.objects.get('types/r.json')?.contentType).toBe('application/json');
    expect(server.objects.get('types/r.pdf')?.contentType).toBe('application/pdf');
  });

  it('a server error on a step is a retryable failure and changes nothing', async () => {
    const w = world('errors/');
    server.failNext(500, 'InternalError');
    const error = await failure(runFiles(w, filesUpload, { path: 'a.csv', text: 'x' }, { store: 'archive' }));
    expect(error.code).toBe('http_status');
    expect(isRetryable(error)).toBe(true);
    expect(server.objects.has('errors/a.csv')).toBe(false);
  });
});
