import { describe, expect, it } from 'vitest';
import { filesList } from '../../src/actions/files/list.js';
import { filesUpload } from '../../src/actions/files/upload.js';
import { failure, filesWorld, runFiles, seed } from './files-helpers.js';

const list = (world: ReturnType<typeof filesWorld>, input: Record<string, unknown> = {}) => runFiles(world, filesList, input);
const paths = (files: { path: string }[]) => files.map((f) => f.path);

describe('files.list on test storage', () => {
  it('FILES-07 FILES-13 each entry has path, name, size and modified; count counts them', async () => {
    const world = filesWorld({ now: '2026-03-02T07:30:00Z' });
    await runFiles(world, filesUpload, { path: 'exports/orders.csv', text: 'id,total\r\n1,9.5\r\n' });
    const out = await list(world, { path: 'exports' });
    expect(out).toEqual({ files: [{ path: 'exports/orders.csv', name: 'orders.csv', size: 17, modified: '2026-03-02T07:30:00Z' }], count: 1 });
  });

  it('FILES-13 an empty folder (or one that does not exist) gives no files and count 0', async () => {
    const world = filesWorld();
    expect(await list(world)).toEqual({ files: [], count: 0 });
    expect(await list(world, { path: 'never/made' })).toEqual({ files: [], count: 0 });
  });

  it('FILES-08 only the files directly in the folder, sorted by path (code units, not locale)', async () => {
    const world = filesWorld();
    for (const path of ['in/b.csv', 'in/a.csv', 'in/B.csv', 'in/sub/deep.csv', 'in/a.csv.bak', 'top.csv', 'in/ä.csv', 'in/_x.csv']) seed(world, path, 'x');
    const out = await list(world, { path: 'in' });
    expect(paths(out.files)).toEqual(['in/B.csv', 'in/_x.csv', 'in/a.csv', 'in/a.csv.bak', 'in/b.csv', 'in/ä.csv']);
    expect(out.count).toBe(6);
  });

  it('FILES-02 FILES-09 path defaults to the base itself, and one trailing / is allowed', async () => {
    const world = filesWorld();
    seed(world, 'root.csv', 'x');
    seed(world, 'in/a.csv', 'x');
    expect(paths((await list(world)).files)).toEqual(['root.csv']);
    expect(paths((await list(world, { path: '' })).files)).toEqual(['root.csv']);
    expect(paths((await list(world, { path: 'in/' })).files)).toEqual(['in/a.csv']);
  });

  it('FILES-09 path has at most 1024 characters', async () => {
    const world = filesWorld();
    const long = Array.from({ length: 205 }, () => 'abcd').join('/').slice(0, 1024);
    expect((await list(world, { path: long })).count).toBe(0);
    const error = await failure(list(world, { path: `${long}x` }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toMatch(/^path: /);
  });

  it('FILES-03 FILES-04 a folder path with . or .. parts, also percent-encoded, is refused', async () => {
    const world = filesWorld();
    for (const path of ['..', '../out', 'in/..', '.', '%2e%2e', 'in/%2E%2e/x', '/']) {
      expect((await failure(list(world, { path }))).code, path).toBe('invalid_input');
    }
  });

  it('FILES-10 pattern picks names with *, ? and [abc]', async () => {
    const world = filesWorld();
    for (const name of ['orders-1.csv', 'orders-22.csv', 'orders-a.csv', 'returns-1.csv', 'orders-1.txt']) seed(world, `in/${name}`, 'x');
    expect(paths((await list(world, { path: 'in', pattern: '*.csv' })).files)).toEqual(['in/orders-1.csv', 'in/orders-22.csv', 'in/orders-a.csv', 'in/returns-1.csv']);
    expect(paths((await list(world, { path: 'in', pattern: 'orders-?.csv' })).files)).toEqual(['in/orders-1.csv', 'in/orders-a.csv']);
    expect(paths((await list(world, { path: 'in', pattern: 'orders-[0-9].*' })).files)).toEqual(['in/orders-1.csv', 'in/orders-1.txt']);
    expect(paths((await list(world, { path: 'in', pattern: '[or]*-1.csv' })).files)).toEqual(['in/orders-1.csv', 'in/returns-1.csv']);
  });

  it('FILES-10 pattern has 1 to 200 characters and must be well formed', async () => {
    const world = filesWorld();
    expect((await list(world, { pattern: '*'.repeat(200) })).count).toBe(0);
    for (const pattern of ['', '*'.repeat(201), '[abc', 'in/*.csv']) {
      const error = await failure(list(world, { pattern }));
      expect(error.code, pattern).toBe('invalid_input');
      expect(error.message).toMatch(/^pattern/);
    }
  });

  it('FILES-11 modified_since keeps files modified at or after that instant, time zones honoured', async () => {
    const world = filesWorld();
    seed(world, 'old.csv', 'x', { modified: '2026-01-04T23:59:59Z' });
    seed(world, 'edge.csv', 'x', { modified: '2026-01-05T00:00:00Z' });
    seed(world, 'new.csv', 'x', { modified: '2026-01-05T06:00:00Z' });
    expect(paths((await list(world, { modified_since: '2026-01-05T00:00:00Z' })).files)).toEqual(['edge.csv', 'new.csv']);
    // 01:00 in Berlin is midnight UTC.
    expect(paths((await list(world, { modified_since: '2026-01-05T01:00:00+01:00' })).files)).toEqual(['edge.csv', 'new.csv']);
    expect(paths((await list(world, { modified_since: '2026-01-05T00:00:00.001Z' })).files)).toEqual(['new.csv']);
  });

  it.each(['2026-01-05', 'yesterday', '2026-01-05T08:00:00', '2026-02-30T00:00:00Z', '2026-01-05 08:00'])('FILES-11 modified_since %s is not an RFC 3339 time', async (since) => {
    const error = await failure(list(filesWorld(), { modified_since: since }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toMatch(/modified_since/);
    expect(error.message).not.toContain(since);
  });

  it('FILES-12 limit defaults to 100 and keeps the first files by path', async () => {
    const world = filesWorld();
    for (let i = 150; i >= 0; i -= 1) seed(world, `f${String(i).padStart(3, '0')}.csv`, 'x');
    const all = await list(world);
    expect(all.count).toBe(100);
    expect(all.files[0].path).toBe('f000.csv');
    expect(all.files[99].path).toBe('f099.csv');
    expect(paths((await list(world, { limit: 2, pattern: 'f1*' })).files)).toEqual(['f100.csv', 'f101.csv']);
    expect((await list(world, { limit: 1000 })).count).toBe(151);
  });

  it.each([0, 1001, 2.5, '10'])('FILES-12 limit %j is refused', async (limit) => {
    expect((await failure(list(filesWorld(), { limit }))).code).toBe('invalid_input');
  });

  it('unknown inputs are refused', async () => {
    expect((await failure(list(filesWorld(), { recursive: true }))).code).toBe('invalid_input');
  });
});
