import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StepError } from '../../src/engine/errors.js';
import type { ResolvedConnection } from '../../src/engine/world.js';
import { caseWorld } from '../../src/testing/case-world.js';
import { fileStoreFor } from '../../src/world/files/index.js';
import { MemoryFileStore } from '../../src/world/files/memory-store.js';
import { S3FileStore } from '../../src/world/files/s3-store.js';
import { SftpFileStore } from '../../src/world/files/sftp-store.js';
import { emptyProject } from '../helpers/project.js';
import { failure } from '../actions/files-helpers.js';

const NOW = new Date('2026-01-05T08:00:00Z');
const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('the test storage (memory store)', () => {
  it('FILES-07 entries carry path, name, size and the clock time as RFC 3339', async () => {
    const store = new MemoryFileStore(() => NOW);
    await store.write('in/a.csv', bytes('abc'));
    expect(await store.stat('in/a.csv')).toEqual({ path: 'in/a.csv', name: 'a.csv', size: 3, modified: '2026-01-05T08:00:00Z' });
  });

  it('FILES-08 list gives only the files directly in the folder', async () => {
    const store = new MemoryFileStore(() => NOW);
    for (const path of ['a.csv', 'in/b.csv', 'in/sub/c.csv', 'inner/d.csv']) await store.write(path, bytes('x'));
    expect((await store.list('')).map((e) => e.path)).toEqual(['a.csv']);
    expect((await store.list('in')).map((e) => e.path)).toEqual(['in/b.csv']);
    expect(await store.list('missing')).toEqual([]);
  });

  it('SET-09 read, move and remove of a missing file fail with file_not_found; stat gives undefined', async () => {
    const store = new MemoryFileStore(() => NOW);
    expect(await store.stat('none')).toBeUndefined();
    expect((await failure(store.read('none'))).code).toBe('file_not_found');
    expect((await failure(store.move('none', 'x'))).code).toBe('file_not_found');
    expect((await failure(store.remove('none'))).code).toBe('file_not_found');
  });

  it('write replaces; move replaces the target; stored bytes are copies', async () => {
    const store = new MemoryFileStore(() => NOW);
    const data = bytes('one');
    await store.write('a', data);
    data[0] = 0x58;
    expect(Buffer.from(await store.read('a')).toString()).toBe('one');
    const read = await store.read('a');
    read[0] = 0x58;
    expect(Buffer.from(await store.read('a')).toString()).toBe('one');
    await store.write('b', bytes('two'));
    await store.move('a', 'b');
    expect(store.paths()).toEqual(['b']);
    expect(Buffer.from(await store.read('b')).toString()).toBe('one');
  });

  it('FILES-03 FILES-04 the store itself refuses paths that are not clean (a second line of defence)', async () => {
    const store = new MemoryFileStore(() => NOW);
    for (const path of ['../x', '/x', 'a//b', '%2e%2e/x', '']) {
      const error = await failure(store.write(path, bytes('x')));
      expect(error.code, path).toBe('invalid_input');
    }
    expect((await failure(store.list('..'))).code).toBe('invalid_input');
    expect(store.paths()).toEqual([]);
  });

  it('WORLD-05 a test world hands out one memory store per connection name, created on first use', () => {
    const world = caseWorld(emptyProject(), {});
    const outbox = world.connection('outbox', 'sftp');
    expect(world.fileStore(outbox)).toBeInstanceOf(MemoryFileStore);
    expect(world.fileStore(outbox)).toBe(world.fileStore(outbox));
    expect(world.fileStore(world.connection('archive', 's3'))).not.toBe(world.fileStore(outbox));
    expect(caseWorld(emptyProject(), {}).fileStores.size).toBe(0);
  });
});

describe('choosing the back end of a real run', () => {
  const world = caseWorld(emptyProject(), {});
  const make = (kind: ResolvedConnection['kind'], settings: Record<string, unknown>, exists = true): ResolvedConnection => ({ name: `c-${kind}`, kind, exists, auth: 'none', settings, secrets: {} });

  it('FILES-01 AUTH-11 sftp connections get the SFTP store, s3 connections the S3 store, one per world and connection', () => {
    const sftp = make('sftp', { host: 'sftp.example.com', username: 'flow' });
    expect(fileStoreFor(sftp, world)).toBeInstanceOf(SftpFileStore);
    expect(fileStoreFor(sftp, world)).toBe(fileStoreFor(sftp, world));
    expect(fileStoreFor(make('s3', { bucket: 'acme-archive' }), world)).toBeInstanceOf(S3FileStore);
    expect(fileStoreFor(sftp, caseWorld(emptyProject(), {}))).not.toBe(fileStoreFor(sftp, world));
  });

  it('FILES-01 other kinds, and connections that are not set up, are refused with invalid_input', () => {
    for (const connection of [make('http', {}), make('ai', {}), make('sftp', { host: 'h', username: 'u' }, false)]) {
      let error: unknown;
      try {
        fileStoreFor(connection, world);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(StepError);
      expect((error as StepError).code).toBe('invalid_input');
    }
  });

  it('the SFTP and S3 libraries are loaded only when a store is first used, never at module load', () => {
    const root = join(import.meta.dirname, '..', '..', 'src', 'world', 'files');
    for (const [file, library] of [
      ['sftp-store.ts', 'ssh2-sftp-client'],
      ['s3-store.ts', '@aws-sdk/client-s3'],
    ] as const) {
      const source = readFileSync(join(root, file), 'utf8');
      const valueImports = source.split('\n').filter((line) => /^import\s/.test(line) && line.includes(`'${library}'`) && !/^import type\s/.test(line));
      expect(valueImports, file).toEqual([]);
      expect(source).toContain(`import('${library}')`);
    }
  });
});
