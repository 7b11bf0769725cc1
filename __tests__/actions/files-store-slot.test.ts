import { describe, expect, it } from 'vitest';
import { filesDelete, filesDownload, filesList, filesMove, filesUpload } from '../../src/actions/files/index.js';
import { MemoryFileStore } from '../../src/world/files/memory-store.js';
import { contentOf, failure, filesWorld, runFiles, storage } from './files-helpers.js';

const MODULES = [filesList, filesDownload, filesUpload, filesMove, filesDelete];

describe('the store slot and the test storage', () => {
  it('FILES-01 each file action takes one required store slot for an sftp or s3 connection', () => {
    expect(MODULES.map((m) => m.name)).toEqual(['files.list', 'files.download', 'files.upload', 'files.move', 'files.delete']);
    for (const module of MODULES) expect(module.slots).toEqual({ store: { kinds: ['sftp', 's3'], required: true } });
  });

  it('FILES-01 a step with no store connection, or an http connection in the slot, fails with invalid_input', async () => {
    const world = filesWorld();
    const unbound = await failure(runFiles(world, filesList, {}, { store: null }));
    expect(unbound.code).toBe('invalid_input');
    expect(unbound.message).toMatch(/store/);
    const wrongKind = await failure(runFiles(world, filesUpload, { path: 'a.csv', text: 'x' }, { store: 'billing' }));
    expect(wrongKind.code).toBe('invalid_input');
    expect(wrongKind.message).toMatch(/http connection/);
    expect(world.fileStores.size).toBe(0);
  });

  it('FILES-01 an s3 connection works like an sftp one', async () => {
    const world = filesWorld();
    await runFiles(world, filesUpload, { path: 'flows/a.json', json: { a: 1 } }, { store: 'archive' });
    expect(await contentOf(world, 'flows/a.json', 'archive')).toBe('{"a":1}');
  });

  it('WORLD-05 every file connection is its own test storage, and nothing real is reached', async () => {
    const world = filesWorld();
    await runFiles(world, filesUpload, { path: 'a.csv', text: 'out' }, { store: 'outbox' });
    await runFiles(world, filesUpload, { path: 'a.csv', text: 'arc' }, { store: 'archive' });
    expect(storage(world, 'outbox')).toBeInstanceOf(MemoryFileStore);
    expect(storage(world, 'outbox')).not.toBe(storage(world, 'archive'));
    expect(await contentOf(world, 'a.csv', 'outbox')).toBe('out');
    expect(await contentOf(world, 'a.csv', 'archive')).toBe('arc');
    // No HTTP (S3) call, and the SFTP host of the connection was never contacted.
    expect(world.http.calls).toHaveLength(0);
  });

  it('WORLD-05 each case starts with empty storage', async () => {
    const first = filesWorld();
    await runFiles(first, filesUpload, { path: 'a.csv', text: 'x' });
    const second = filesWorld();
    expect(await runFiles(second, filesList, {})).toEqual({ files: [], count: 0 });
  });

  it('WORLD-05 a connection that does not exist yet gets test storage too', async () => {
    const world = filesWorld();
    await runFiles(world, filesUpload, { path: 'a.csv', text: 'x' }, { store: 'partner-drop' });
    expect((await runFiles(world, filesList, {}, { store: 'partner-drop' })).count).toBe(1);
  });
});

describe('save-time checks of literal inputs', () => {
  const none = () => false;
  const all = () => true;

  it('FILES-03 FILES-04 FILES-09 literal paths break the same rules at save time', () => {
    expect(filesList.saveCheck!({ path: '../x' }, none)).toEqual([{ path: 'path', code: 'invalid_input', message: 'must not contain . or .. parts' }]);
    expect(filesDownload.saveCheck!({ path: '%2e%2e/x.csv' }, none)[0]?.path).toBe('path');
    expect(filesUpload.saveCheck!({ path: '/abs.csv', text: 'x' }, none)[0]?.path).toBe('path');
    expect(filesDelete.saveCheck!({ path: 'dir/' }, none)[0]?.path).toBe('path');
    expect(filesMove.saveCheck!({ from: 'a.csv', to: '../' }, none)[0]?.path).toBe('to');
    expect(filesMove.saveCheck!({ from: 'a/./b.csv', to: 'x/' }, none)[0]?.path).toBe('from');
  });

  it('FILES-10 FILES-11 literal patterns and times are checked at save time', () => {
    expect(filesList.saveCheck!({ pattern: '[abc' }, none)[0]).toMatchObject({ path: 'pattern', code: 'invalid_input' });
    expect(filesList.saveCheck!({ modified_since: 'yesterday' }, none)[0]).toMatchObject({ path: 'modified_since' });
    expect(filesList.saveCheck!({ path: 'in/', pattern: '*.csv', modified_since: '2026-01-05T00:00:00Z' }, none)).toEqual([]);
  });

  it('FILES-21 exactly one of artifact, text, json, seen at save time', () => {
    expect(filesUpload.saveCheck!({ path: 'a.csv' }, none)).toHaveLength(1);
    expect(filesUpload.saveCheck!({ path: 'a.csv', text: 'x', json: '${{ steps.a.outputs }}' }, (p) => p === 'json')).toHaveLength(1);
    expect(filesUpload.saveCheck!({ path: 'a.csv', json: { a: 1 } }, none)).toEqual([]);
  });

  it('a move onto itself is seen at save time', () => {
    expect(filesMove.saveCheck!({ from: 'sent/a.csv', to: 'sent/' }, none)).toEqual([{ path: 'to', code: 'invalid_input', message: 'names the same file as from' }]);
  });

  it('inputs holding expressions are left to the run', () => {
    expect(filesList.saveCheck!({ path: '${{ trigger.body.folder }}', pattern: '${{ vars.p }}' }, all)).toEqual([]);
    expect(filesMove.saveCheck!({ from: '${{ item.path }}', to: 'sent/' }, (p) => p === 'from')).toEqual([]);
    expect(filesDownload.saveCheck!({ path: 'exports/${{ item.name }}' }, all)).toEqual([]);
  });
});
