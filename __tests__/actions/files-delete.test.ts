import { describe, expect, it } from 'vitest';
import { filesDelete } from '../../src/actions/files/delete.js';
import type { TestWorld } from '../../src/world/test/test-world.js';
import { failure, filesWorld, runFiles, seed, storage } from './files-helpers.js';

const remove = (world: TestWorld, input: Record<string, unknown>) => runFiles(world, filesDelete, input);

describe('files.delete on test storage', () => {
  it('FILES-36 deletes the file; outputs path and deleted', async () => {
    const world = filesWorld();
    seed(world, 'exports/a.csv', 'x');
    seed(world, 'exports/b.csv', 'x');
    expect(await remove(world, { path: 'exports/a.csv' })).toEqual({ path: 'exports/a.csv', deleted: true });
    expect(storage(world).paths()).toEqual(['exports/b.csv']);
  });

  it('FILES-35 SET-09 missing_ok defaults to false: a missing file fails with file_not_found', async () => {
    const error = await failure(remove(filesWorld(), { path: 'gone.csv' }));
    expect(error.code).toBe('file_not_found');
    expect(error.message).toMatch(/^path: /);
    expect((await failure(remove(filesWorld(), { path: 'gone.csv', missing_ok: false }))).code).toBe('file_not_found');
  });

  it('FILES-35 FILES-36 with missing_ok: true a missing file succeeds with deleted false', async () => {
    expect(await remove(filesWorld(), { path: 'gone.csv', missing_ok: true })).toEqual({ path: 'gone.csv', deleted: false });
  });

  it('FILES-34 path is required, 1 to 1024 characters, and names a file', async () => {
    const world = filesWorld();
    seed(world, 'exports/a.csv', 'x');
    for (const input of [{}, { path: '' }, { path: 'p'.repeat(1025) }, { path: 'exports/' }, { path: 'exports/a.csv', missing_ok: 'yes' }]) {
      expect((await failure(remove(world, input))).code, JSON.stringify(input).slice(0, 40)).toBe('invalid_input');
    }
    expect(storage(world).paths()).toEqual(['exports/a.csv']);
  });

  it('FILES-03 FILES-04 hostile paths are refused before anything is deleted', async () => {
    const world = filesWorld();
    seed(world, 'a.csv', 'x');
    for (const path of ['x/../a.csv', '%2e%2e/a.csv', './a.csv', '/a.csv']) {
      expect((await failure(remove(world, { path, missing_ok: true }))).code, path).toBe('invalid_input');
    }
    expect(storage(world).paths()).toEqual(['a.csv']);
  });

  it('a folder is not a file: deleting a folder name deletes nothing', async () => {
    const world = filesWorld();
    seed(world, 'exports/a.csv', 'x');
    expect((await failure(remove(world, { path: 'exports' }))).code).toBe('file_not_found');
    expect(storage(world).paths()).toEqual(['exports/a.csv']);
  });
});
