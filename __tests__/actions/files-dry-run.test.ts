import { describe, expect, it } from 'vitest';
import { filesDelete } from '../../src/actions/files/delete.js';
import { filesDownload } from '../../src/actions/files/download.js';
import { filesList } from '../../src/actions/files/list.js';
import { filesMove } from '../../src/actions/files/move.js';
import { filesUpload } from '../../src/actions/files/upload.js';
import type { TestWorld } from '../../src/world/test/test-world.js';
import { contentOf, failure, filesWorld, runFiles, seed, storage } from './files-helpers.js';

/** A dry-run world holding two files. */
function dryWorld(): TestWorld {
  const world = filesWorld({}, { dryRun: true });
  seed(world, 'exports/a.csv', 'A');
  seed(world, 'sent/a.csv', 'old');
  return world;
}

async function snapshot(world: TestWorld): Promise<Record<string, string | undefined>> {
  const files: Record<string, string | undefined> = {};
  for (const path of storage(world).paths()) files[path] = await contentOf(world, path);
  return files;
}

describe('dry runs', () => {
  it('FILES-37 FILES-38 upload changes nothing and reports what it would have written', async () => {
    const world = dryWorld();
    const before = await snapshot(world);
    expect(await runFiles(world, filesUpload, { path: 'exports/new.csv', text: 'Grüße' })).toEqual({ path: 'exports/new.csv', size: 7, written: false });
    expect(await runFiles(world, filesUpload, { path: 'exports/a.csv', text: 'B', overwrite: 'replace' })).toEqual({ path: 'exports/a.csv', size: 1, written: false });
    expect(await snapshot(world)).toEqual(before);
  });

  it('FILES-37 FILES-38 move changes nothing and reports the resolved target', async () => {
    const world = dryWorld();
    const before = await snapshot(world);
    expect(await runFiles(world, filesMove, { from: 'exports/a.csv', to: 'archive/' })).toEqual({ from: 'exports/a.csv', to: 'archive/a.csv', moved: false });
    expect(await runFiles(world, filesMove, { from: 'exports/a.csv', to: 'sent/', overwrite: 'replace' })).toEqual({ from: 'exports/a.csv', to: 'sent/a.csv', moved: false });
    expect(await snapshot(world)).toEqual(before);
  });

  it('FILES-37 FILES-38 delete changes nothing and reports deleted false', async () => {
    const world = dryWorld();
    const before = await snapshot(world);
    expect(await runFiles(world, filesDelete, { path: 'exports/a.csv' })).toEqual({ path: 'exports/a.csv', deleted: false });
    expect(await snapshot(world)).toEqual(before);
  });

  it('FILES-37 SET-09 a dry run still fails where the real run would (conflicts, missing files, bad paths)', async () => {
    const world = dryWorld();
    expect((await failure(runFiles(world, filesUpload, { path: 'sent/a.csv', text: 'x' }))).code).toBe('file_exists');
    expect((await failure(runFiles(world, filesMove, { from: 'exports/a.csv', to: 'sent/' }))).code).toBe('file_exists');
    expect((await failure(runFiles(world, filesMove, { from: 'exports/none.csv', to: 'sent/' }))).code).toBe('file_not_found');
    expect((await failure(runFiles(world, filesDelete, { path: 'exports/none.csv' }))).code).toBe('file_not_found');
    expect(await runFiles(world, filesDelete, { path: 'exports/none.csv', missing_ok: true })).toEqual({ path: 'exports/none.csv', deleted: false });
    expect((await failure(runFiles(world, filesUpload, { path: '../x.csv', text: 'x' }))).code).toBe('invalid_input');
  });

  it('FILES-37 list and download only read, so they work as usual in a dry run', async () => {
    const world = dryWorld();
    expect((await runFiles(world, filesList, { path: 'exports' })).count).toBe(1);
    expect((await runFiles(world, filesDownload, { path: 'exports/a.csv' })).artifact.name).toBe('a.csv');
  });

  it('FILES-38 outside a dry run the same calls do write, move and delete (the dry-run test can fail)', async () => {
    const world = filesWorld();
    seed(world, 'exports/a.csv', 'A');
    expect((await runFiles(world, filesUpload, { path: 'exports/new.csv', text: 'x' })).written).toBe(true);
    expect((await runFiles(world, filesMove, { from: 'exports/a.csv', to: 'archive/' })).moved).toBe(true);
    expect((await runFiles(world, filesDelete, { path: 'exports/new.csv' })).deleted).toBe(true);
    expect(storage(world).paths()).toEqual(['archive/a.csv']);
  });
});
