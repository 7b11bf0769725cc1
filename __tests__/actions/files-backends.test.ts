/**
 * The path, pattern, overwrite, move and delete rules once more, on the test storage and
 * on the two real back ends: OpenSSH's sftp-server and s3rver, an S3 server
 * implementation, both on loopback and started here (see __tests__/world/files-servers.ts).
 */
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { filesDelete, filesDownload, filesList, filesMove, filesUpload } from '../../src/actions/files/index.js';
import type { FileStore } from '../../src/engine/world.js';
import type { TestWorld } from '../../src/world/test/test-world.js';
import { fileStoreFor } from '../../src/world/files/index.js';
import { SftpFileStore } from '../../src/world/files/sftp-store.js';
import { SFTP_MISSING_MESSAGE, loopbackWorld, sftpServerBinary, startS3rver, startSftpServer, type S3rverServer, type SftpServer } from '../world/files-servers.js';
import { asDryRun, failure, filesWorld, runFiles, storage } from './files-helpers.js';

interface Place {
  world: TestWorld;
  /** Puts a file straight into the back end, dated `modified`. */
  seed(path: string, content: string | Buffer, modified?: string): void;
  /** A file's bytes as the back end holds them, or undefined. */
  bytes(path: string): Promise<Buffer | undefined>;
  /** Every file path below the base, sorted. */
  paths(): string[];
  /** Files outside the base that a path escaping it could reach, as text by path. */
  outside(): Record<string, string>;
}

interface Backend {
  name: string;
  skip: string | undefined;
  place(): Place;
}

const PASSWORD = 'test-dummy-sftp-password';
const KEY_ID = 'test-dummy-key-id';
const SECRET = 'test-dummy-secret-key';

function walk(root: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else found.push(relative(root, full).split('\\').join('/'));
    }
  };
  visit(root);
  return found.sort();
}

/** Real back ends go through fileStoreFor, as in a real run; their stores are closed after each test. */
const openStores: FileStore[] = [];
function useRealStores(world: TestWorld): void {
  Object.assign(world, {
    fileStore: (connection: Parameters<TestWorld['fileStore']>[0]) => {
      const store = fileStoreFor(connection, world);
      if (!openStores.includes(store)) openStores.push(store);
      return store;
    },
  });
}
afterEach(async () => {
  for (const store of openStores.splice(0)) if (store instanceof SftpFileStore) await store.close();
});

const tempFolders: string[] = [];
afterAll(() => {
  for (const folder of tempFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const memory: Backend = {
  name: 'test storage',
  skip: undefined,
  place() {
    const world = filesWorld();
    return {
      world,
      seed: (path, content, modified) => storage(world).put(path, Buffer.from(content), new Date(modified ?? '2026-01-05T08:00:00Z')),
      bytes: async (path) => ((await storage(world).stat(path)) === undefined ? undefined : Buffer.from(await storage(world).read(path))),
      paths: () => storage(world).paths(),
      outside: () => ({}),
    };
  },
};

let sftpServer: SftpServer | undefined;
const sftp: Backend = {
  name: 'SFTP (OpenSSH sftp-server)',
  skip: sftpServerBinary() === undefined ? SFTP_MISSING_MESSAGE : undefined,
  place() {
    const top = mkdtempSync(join(tmpdir(), 'flowgate-sftp-'));
    tempFolders.push(top);
    const base = join(top, 'base');
    const outsideDir = join(top, 'outside');
    mkdirSync(base);
    mkdirSync(outsideDir);
    writeFileSync(join(outsideDir, 'secret.txt'), 'keep me');
    writeFileSync(join(top, 'escape.csv'), 'untouched');
    const world = loopbackWorld(
      { outbox: { kind: 'sftp', production: { host: '127.0.0.1', port: sftpServer!.port, folder: base, username: 'flow', host_key_fingerprint: sftpServer!.hostKeyFingerprint }, secrets: { password: 'OUTBOX_PASSWORD' } } },
      { secrets: { OUTBOX_PASSWORD: PASSWORD } },
    );
    useRealStores(world);
    return {
      world,
      seed: (path, content, modified) => {
        const full = join(base, path);
        mkdirSync(dirname(full), { recursive: true });
        writeFileSync(full, content);
        const at = new Date(modified ?? '2026-01-05T08:00:00Z');
        utimesSync(full, at, at);
      },
      bytes: async (path) => {
        try {
          return statSync(join(base, path)).isFile() ? readFileSync(join(base, path)) : undefined;
        } catch {
          return undefined;
        }
      },
      paths: () => walk(base),
      outside: () => Object.fromEntries(walk(top).filter((p) => !p.startsWith('base/')).map((p) => [p, readFileSync(join(top, p), 'utf8')])),
    };
  },
};

let s3Server: S3rverServer | undefined;
let prefixCounter = 0;
const s3: Backend = {
  name: 'S3 (s3rver)',
  skip: undefined,
  place() {
    prefixCounter += 1;
    const prefix = `case-${prefixCounter}/`;
    const server = s3Server!;
    // A neighbour just outside the prefix, which no path may reach.
    server.seed(`escape-${prefixCounter}.csv`, 'untouched');
    const world = loopbackWorld(
      { outbox: { kind: 's3', production: { bucket: 'acme-archive', region: 'eu-central-1', prefix, endpoint: server.endpoint }, secrets: { access_key_id: 'KEY_ID', secret_access_key: 'SECRET' } } },
      { secrets: { KEY_ID, SECRET } },
    );
    useRealStores(world);
    return {
      world,
      seed: (path, content, modified) => server.seed(prefix + path, content, modified),
      bytes: async (path) => server.bytes(prefix + path),
      paths: () => server.keys().filter((k) => k.startsWith(prefix)).map((k) => k.slice(prefix.length)),
      outside: () => Object.fromEntries(server.keys().filter((k) => !k.startsWith(prefix) && k.startsWith('escape-')).map((k) => [k, server.bytes(k)!.toString()])),
    };
  },
};

beforeAll(async () => {
  s3Server = await startS3rver({ bucket: 'acme-archive', accessKeyId: KEY_ID, secretAccessKey: SECRET });
  if (sftpServerBinary() !== undefined) sftpServer = await startSftpServer({ username: 'flow', password: PASSWORD });
});

afterAll(async () => {
  await s3Server?.close();
  await sftpServer?.close();
});

async function bytesOf(place: Place, path: string): Promise<string | undefined> {
  return (await place.bytes(path))?.toString('utf8');
}

describe.each([memory, sftp, s3])('file actions on $name', (backend) => {
  const test = backend.skip ? it.skip : it;

  test('FILES-02 FILES-22 an upload lands below the base folder or prefix, with the path as given', async () => {
    const place = backend.place();
    place.seed('exports/.keep', '');
    expect(await runFiles(place.world, filesUpload, { path: 'exports/orders.csv', text: 'Grüße' })).toEqual({ path: 'exports/orders.csv', size: 7, written: true });
    expect(await bytesOf(place, 'exports/orders.csv')).toBe('Grüße');
    expect(place.paths()).toEqual(['exports/.keep', 'exports/orders.csv']);
  });

  test('FILES-03 FILES-04 paths that would leave the base are refused and nothing outside changes', async () => {
    const place = backend.place();
    place.seed('inside.csv', 'in');
    const before = place.outside();
    const hostile = ['../escape.csv', '../outside/secret.txt', '%2e%2e/escape.csv', '%2E%2E%2Fescape.csv', '..%2f..%2fescape.csv', '/escape.csv', 'a/../../escape.csv'];
    for (const path of hostile) {
      expect((await failure(runFiles(place.world, filesUpload, { path, text: 'x', overwrite: 'replace' }))).code, path).toBe('invalid_input');
      expect((await failure(runFiles(place.world, filesDownload, { path }))).code, path).toBe('invalid_input');
      expect((await failure(runFiles(place.world, filesDelete, { path, missing_ok: true }))).code, path).toBe('invalid_input');
      expect((await failure(runFiles(place.world, filesMove, { from: 'inside.csv', to: path, overwrite: 'replace' }))).code, path).toBe('invalid_input');
    }
    expect((await failure(runFiles(place.world, filesList, { path: '..' }))).code).toBe('invalid_input');
    expect(place.outside()).toEqual(before);
    expect(place.paths()).toEqual(['inside.csv']);
  });

  test('FILES-05 other percent signs are part of the name on the back end', async () => {
    const place = backend.place();
    await runFiles(place.world, filesUpload, { path: '100%25 done.csv', text: 'x' });
    await runFiles(place.world, filesUpload, { path: 'a%2fb.csv', text: 'y' });
    expect(place.paths()).toEqual(['100%25 done.csv', 'a%2fb.csv']);
    const listed = await runFiles(place.world, filesList, {});
    expect(listed.files.map((f: { name: string }) => f.name)).toEqual(['100%25 done.csv', 'a%2fb.csv']);
  });

  test('FILES-07 FILES-08 FILES-12 list gives the files directly in the folder, sorted, up to limit', async () => {
    const place = backend.place();
    for (const name of ['c.csv', 'a.csv', 'B.csv', 'sub/deep.csv', 'd.txt', 'e.csv']) place.seed(`in/${name}`, name, '2026-01-04T10:00:00Z');
    place.seed('top.csv', 'top');
    const out = await runFiles(place.world, filesList, { path: 'in' });
    expect(out.files.map((f: { path: string }) => f.path)).toEqual(['in/B.csv', 'in/a.csv', 'in/c.csv', 'in/d.txt', 'in/e.csv']);
    expect(out.files[1]).toEqual({ path: 'in/a.csv', name: 'a.csv', size: 5, modified: '2026-01-04T10:00:00Z' });
    expect(out.count).toBe(5);
    expect((await runFiles(place.world, filesList, { path: 'in', limit: 2 })).files.map((f: { name: string }) => f.name)).toEqual(['B.csv', 'a.csv']);
    expect((await runFiles(place.world, filesList, {})).files.map((f: { path: string }) => f.path)).toEqual(['top.csv']);
    expect(await runFiles(place.world, filesList, { path: 'missing' })).toEqual({ files: [], count: 0 });
  });

  test('FILES-10 FILES-11 pattern and modified_since filter the listing', async () => {
    const place = backend.place();
    place.seed('in/orders-1.csv', 'x', '2026-01-01T00:00:00Z');
    place.seed('in/orders-2.csv', 'x', '2026-01-05T00:00:00Z');
    place.seed('in/orders-10.csv', 'x', '2026-01-06T00:00:00Z');
    place.seed('in/returns-1.csv', 'x', '2026-01-06T00:00:00Z');
    const names = async (input: Record<string, unknown>) => (await runFiles(place.world, filesList, { path: 'in', ...input })).files.map((f: { name: string }) => f.name);
    expect(await names({ pattern: 'orders-?.csv' })).toEqual(['orders-1.csv', 'orders-2.csv']);
    expect(await names({ pattern: '[or]*-1*.csv' })).toEqual(['orders-1.csv', 'orders-10.csv', 'returns-1.csv']);
    expect(await names({ modified_since: '2026-01-05T00:00:00Z' })).toEqual(['orders-10.csv', 'orders-2.csv', 'returns-1.csv']);
    expect(await names({ pattern: 'orders-*', modified_since: '2026-01-05T12:00:00+02:00' })).toEqual(['orders-10.csv']);
  });

  test('FILES-15 FILES-16 FILES-17 a download copies the bytes exactly, binary included', async () => {
    const place = backend.place();
    const binary = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    place.seed('in/blob.bin', binary, '2026-01-02T03:04:05Z');
    place.seed('in/report.csv', 'a,b\r\n');
    const out = await runFiles(place.world, filesDownload, { path: 'in/blob.bin' });
    expect(out.file).toEqual({ path: 'in/blob.bin', name: 'blob.bin', size: 256, modified: '2026-01-02T03:04:05Z' });
    expect(out.artifact).toMatchObject({ name: 'blob.bin', content_type: 'application/octet-stream', size_bytes: 256 });
    expect(Buffer.from(place.world.artifacts.get('blob.bin')!.data)).toEqual(binary);
    expect((await runFiles(place.world, filesDownload, { path: 'in/report.csv' })).artifact.content_type).toBe('text/csv');
    expect((await failure(runFiles(place.world, filesDownload, { path: 'in/none.csv' }))).code).toBe('file_not_found');
    expect((await failure(runFiles(place.world, filesDownload, { path: 'in' }))).code).toBe('file_not_found');
  });

  test('FILES-24 FILES-25 FILES-26 FILES-28 SET-09 upload overwrite: fail, replace, skip', async () => {
    const place = backend.place();
    place.seed('a.csv', 'old');
    expect((await failure(runFiles(place.world, filesUpload, { path: 'a.csv', text: 'new' }))).code).toBe('file_exists');
    expect(await bytesOf(place, 'a.csv')).toBe('old');
    expect(await runFiles(place.world, filesUpload, { path: 'a.csv', text: 'skipped', overwrite: 'skip' })).toEqual({ path: 'a.csv', size: 7, written: false });
    expect(await bytesOf(place, 'a.csv')).toBe('old');
    expect(await runFiles(place.world, filesUpload, { path: 'a.csv', text: 'replaced', overwrite: 'replace' })).toEqual({ path: 'a.csv', size: 8, written: true });
    expect(await bytesOf(place, 'a.csv')).toBe('replaced');
    expect(await runFiles(place.world, filesUpload, { path: 'b.json', json: { ok: true } })).toEqual({ path: 'b.json', size: 11, written: true });
    expect(await bytesOf(place, 'b.json')).toBe('{"ok":true}');
  });

  test('FILES-30 FILES-31 FILES-32 FILES-33 SET-09 move: to ending with /, fail, skip, replace', async () => {
    const place = backend.place();
    place.seed('out/a.csv', 'A');
    place.seed('out/b.csv', 'B');
    place.seed('sent/b.csv', 'old B');
    expect(await runFiles(place.world, filesMove, { from: 'out/a.csv', to: 'sent/' })).toEqual({ from: 'out/a.csv', to: 'sent/a.csv', moved: true });
    expect((await failure(runFiles(place.world, filesMove, { from: 'out/b.csv', to: 'sent/' }))).code).toBe('file_exists');
    expect(await runFiles(place.world, filesMove, { from: 'out/b.csv', to: 'sent/', overwrite: 'skip' })).toEqual({ from: 'out/b.csv', to: 'sent/b.csv', moved: false });
    expect(await bytesOf(place, 'sent/b.csv')).toBe('old B');
    expect(await runFiles(place.world, filesMove, { from: 'out/b.csv', to: 'sent/b.csv', overwrite: 'replace' })).toEqual({ from: 'out/b.csv', to: 'sent/b.csv', moved: true });
    expect(await bytesOf(place, 'sent/b.csv')).toBe('B');
    expect(await runFiles(place.world, filesMove, { from: 'sent/a.csv', to: 'renamed.csv' })).toMatchObject({ to: 'renamed.csv', moved: true });
    expect((await failure(runFiles(place.world, filesMove, { from: 'out/gone.csv', to: 'sent/' }))).code).toBe('file_not_found');
    expect(place.paths()).toEqual(['renamed.csv', 'sent/b.csv']);
  });

  test('FILES-35 FILES-36 SET-09 delete, and missing_ok', async () => {
    const place = backend.place();
    place.seed('out/a.csv', 'A');
    place.seed('out/b.csv', 'B');
    expect(await runFiles(place.world, filesDelete, { path: 'out/a.csv' })).toEqual({ path: 'out/a.csv', deleted: true });
    expect((await failure(runFiles(place.world, filesDelete, { path: 'out/a.csv' }))).code).toBe('file_not_found');
    expect(await runFiles(place.world, filesDelete, { path: 'out/a.csv', missing_ok: true })).toEqual({ path: 'out/a.csv', deleted: false });
    expect(place.paths()).toEqual(['out/b.csv']);
  });

  test('FILES-37 FILES-38 a dry run on the back end changes nothing', async () => {
    const place = backend.place();
    place.seed('out/a.csv', 'A');
    asDryRun(place.world);
    expect((await runFiles(place.world, filesUpload, { path: 'out/new.csv', text: 'x' })).written).toBe(false);
    expect((await runFiles(place.world, filesMove, { from: 'out/a.csv', to: 'sent/' })).moved).toBe(false);
    expect((await runFiles(place.world, filesDelete, { path: 'out/a.csv' })).deleted).toBe(false);
    expect(place.paths()).toEqual(['out/a.csv']);
    expect(await bytesOf(place, 'out/a.csv')).toBe('A');
  });
});
