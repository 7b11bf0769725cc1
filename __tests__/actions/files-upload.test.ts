import { describe, expect, it } from 'vitest';
import { filesList } from '../../src/actions/files/list.js';
import { filesUpload } from '../../src/actions/files/upload.js';
import type { TestWorld } from '../../src/world/test/test-world.js';
import { contentOf, failure, filesWorld, runFiles, seed, storage } from './files-helpers.js';

const upload = (world: TestWorld, input: Record<string, unknown>) => runFiles(world, filesUpload, input);

describe('files.upload on test storage', () => {
  it('FILES-22 FILES-27 text is written as UTF-8; outputs path, size in bytes and written', async () => {
    const world = filesWorld();
    const out = await upload(world, { path: 'notes/greeting.txt', text: 'Grüße 😀' });
    expect(out).toEqual({ path: 'notes/greeting.txt', size: 12, written: true });
    expect(Buffer.from(await storage(world).read('notes/greeting.txt'))).toEqual(Buffer.from('Grüße 😀', 'utf8'));
  });

  it('FILES-23 json is written as JSON text, whatever the value', async () => {
    const world = filesWorld();
    const value = { id: 7, tags: ['a', 'b'], nested: { ok: true, none: null }, text: 'ü"\n' };
    const out = await upload(world, { path: 'data/order.json', json: value });
    expect(JSON.parse((await contentOf(world, 'data/order.json'))!)).toEqual(value);
    expect(out.size).toBe(Buffer.byteLength(JSON.stringify(value)));
    for (const [name, json, text] of [['null.json', null, 'null'], ['n.json', 12.5, '12.5'], ['s.json', 'hi', '"hi"'], ['l.json', [], '[]']] as const) {
      await upload(world, { path: name, json });
      expect(await contentOf(world, name)).toBe(text);
    }
  });

  it('FILES-21 an artifact is written byte for byte (by object or by name)', async () => {
    const world = filesWorld({ artifacts: { 'report.csv': { text: 'a,b\r\n', content_type: 'text/csv' } } });
    const artifact = world.artifacts.get('report.csv')!;
    await upload(world, { path: 'by-object.csv', artifact: { id: artifact.id, name: artifact.name, content_type: artifact.content_type, size_bytes: artifact.size_bytes } });
    await upload(world, { path: 'by-name.csv', artifact: 'report.csv' });
    expect(await contentOf(world, 'by-object.csv')).toBe('a,b\r\n');
    expect(await contentOf(world, 'by-name.csv')).toBe('a,b\r\n');
    expect((await failure(upload(world, { path: 'x.csv', artifact: 'missing.csv' }))).code).toBe('invalid_input');
  });

  it('FILES-21 exactly one of artifact, text, json', async () => {
    const world = filesWorld({ artifacts: { 'r.csv': { text: 'x' } } });
    for (const input of [{}, { text: 'a', json: 1 }, { text: 'a', artifact: 'r.csv' }, { json: {}, artifact: 'r.csv' }, { text: 'a', json: 1, artifact: 'r.csv' }]) {
      const error = await failure(upload(world, { path: 'x.csv', ...input }));
      expect(error.code, JSON.stringify(input)).toBe('invalid_input');
      expect(error.message).toMatch(/exactly one/);
    }
    expect(storage(world).paths()).toEqual([]);
  });

  it('FILES-19 path is required, 1 to 1024 characters, and names a file', async () => {
    const world = filesWorld();
    const long = `${'d/'.repeat(500)}${'f'.repeat(24)}`;
    expect(long).toHaveLength(1024);
    expect((await upload(world, { path: long, text: 'x' })).written).toBe(true);
    for (const input of [{ text: 'x' }, { path: '', text: 'x' }, { path: `${long}x`, text: 'x' }, { path: 'folder/', text: 'x' }]) {
      expect((await failure(upload(world, input))).code, JSON.stringify(input).slice(0, 40)).toBe('invalid_input');
    }
  });

  it('FILES-02 FILES-20 folders are implicit in test storage: an upload into a new folder works', async () => {
    const world = filesWorld();
    await upload(world, { path: 'new/deep/folder/a.csv', text: 'x' });
    const listed = await runFiles(world, filesList, { path: 'new/deep/folder' });
    expect(listed.files.map((f: { path: string }) => f.path)).toEqual(['new/deep/folder/a.csv']);
  });

  it('FILES-24 FILES-25 SET-09 overwrite defaults to fail: an existing target fails with file_exists and stays as it was', async () => {
    const world = filesWorld();
    seed(world, 'a.csv', 'old');
    const error = await failure(upload(world, { path: 'a.csv', text: 'new' }));
    expect(error.code).toBe('file_exists');
    expect(error.message).toMatch(/^path: /);
    expect(await contentOf(world, 'a.csv')).toBe('old');
    expect((await failure(upload(world, { path: 'a.csv', text: 'new', overwrite: 'fail' }))).code).toBe('file_exists');
  });

  it('FILES-26 with overwrite: replace an existing target is replaced', async () => {
    const world = filesWorld();
    seed(world, 'a.csv', 'old');
    expect(await upload(world, { path: 'a.csv', text: 'newer', overwrite: 'replace' })).toEqual({ path: 'a.csv', size: 5, written: true });
    expect(await contentOf(world, 'a.csv')).toBe('newer');
  });

  it('FILES-28 with overwrite: skip an existing target is kept and written is false (size still reported)', async () => {
    const world = filesWorld();
    seed(world, 'a.csv', 'old');
    expect(await upload(world, { path: 'a.csv', text: 'newer', overwrite: 'skip' })).toEqual({ path: 'a.csv', size: 5, written: false });
    expect(await contentOf(world, 'a.csv')).toBe('old');
    expect((await upload(world, { path: 'b.csv', text: 'newer', overwrite: 'skip' })).written).toBe(true);
  });

  it('FILES-24 overwrite takes only fail, replace or skip', async () => {
    expect((await failure(upload(filesWorld(), { path: 'a.csv', text: 'x', overwrite: 'append' }))).code).toBe('invalid_input');
  });

  it('FILES-03 FILES-04 FILES-05 hostile paths are refused, other percent signs are names', async () => {
    const world = filesWorld();
    for (const path of ['../escape.csv', 'a/../../escape.csv', '%2e%2e/escape.csv', '%252e%252e/escape.csv', '/abs.csv', 'a\\..\\b.csv', 'nul\u0000.csv']) {
      expect((await failure(upload(world, { path, text: 'x' }))).code, path).toBe('invalid_input');
    }
    expect(storage(world).paths()).toEqual([]);
    await upload(world, { path: '100%25 done.csv', text: 'x' });
    await upload(world, { path: 'a%2fb.csv', text: 'x' });
    expect(storage(world).paths()).toEqual(['100%25 done.csv', 'a%2fb.csv']);
  });

  it('an upload of an empty text writes an empty file', async () => {
    const world = filesWorld();
    expect(await upload(world, { path: 'empty.txt', text: '' })).toEqual({ path: 'empty.txt', size: 0, written: true });
    expect(await contentOf(world, 'empty.txt')).toBe('');
  });

  it('the stored file does not change when the artifact it came from is changed later', async () => {
    const world = filesWorld({ artifacts: { 'r.csv': { text: 'abc' } } });
    await upload(world, { path: 'r.csv', artifact: 'r.csv' });
    world.artifacts.get('r.csv')!.data[0] = 0x7a;
    expect(await contentOf(world, 'r.csv')).toBe('abc');
  });
});
