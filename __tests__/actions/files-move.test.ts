import { describe, expect, it } from 'vitest';
import { filesMove } from '../../src/actions/files/move.js';
import type { TestWorld } from '../../src/world/test/test-world.js';
import { contentOf, failure, filesWorld, runFiles, seed, storage } from './files-helpers.js';

const move = (world: TestWorld, input: Record<string, unknown>) => runFiles(world, filesMove, input);

describe('files.move on test storage', () => {
  it('FILES-32 moves the file; outputs from, the resolved to, and moved', async () => {
    const world = filesWorld();
    seed(world, 'exports/orders.csv', 'data');
    expect(await move(world, { from: 'exports/orders.csv', to: 'sent/orders-1.csv' })).toEqual({ from: 'exports/orders.csv', to: 'sent/orders-1.csv', moved: true });
    expect(storage(world).paths()).toEqual(['sent/orders-1.csv']);
    expect(await contentOf(world, 'sent/orders-1.csv')).toBe('data');
  });

  it('FILES-30 a to ending with / keeps the file name', async () => {
    const world = filesWorld();
    seed(world, 'exports/orders.csv', 'data');
    expect((await move(world, { from: 'exports/orders.csv', to: 'sent/2026/' })).to).toBe('sent/2026/orders.csv');
    expect(storage(world).paths()).toEqual(['sent/2026/orders.csv']);
  });

  it('FILES-29 from and to are required, 1 to 1024 characters', async () => {
    const world = filesWorld();
    seed(world, 'a.csv', 'x');
    for (const input of [{ to: 'b.csv' }, { from: 'a.csv' }, { from: '', to: 'b.csv' }, { from: 'a.csv', to: '' }, { from: 'a.csv', to: 'b'.repeat(1025) }, { from: 'a'.repeat(1025), to: 'b.csv' }]) {
      expect((await failure(move(world, input))).code, JSON.stringify(input).slice(0, 60)).toBe('invalid_input');
    }
    expect(storage(world).paths()).toEqual(['a.csv']);
  });

  it('SET-09 a missing from fails with file_not_found', async () => {
    const error = await failure(move(filesWorld(), { from: 'nothing.csv', to: 'b.csv' }));
    expect(error.code).toBe('file_not_found');
    expect(error.message).toMatch(/^from: /);
  });

  it('FILES-31 SET-09 overwrite defaults to fail: an existing target fails with file_exists and both files stay', async () => {
    const world = filesWorld();
    seed(world, 'a.csv', 'A');
    seed(world, 'b.csv', 'B');
    const error = await failure(move(world, { from: 'a.csv', to: 'b.csv' }));
    expect(error.code).toBe('file_exists');
    expect(error.message).toMatch(/^to: /);
    expect(await contentOf(world, 'a.csv')).toBe('A');
    expect(await contentOf(world, 'b.csv')).toBe('B');
  });

  it('FILES-31 with overwrite: replace the target is replaced by the moved file', async () => {
    const world = filesWorld();
    seed(world, 'a.csv', 'A');
    seed(world, 'b.csv', 'B');
    expect((await move(world, { from: 'a.csv', to: 'b.csv', overwrite: 'replace' })).moved).toBe(true);
    expect(storage(world).paths()).toEqual(['b.csv']);
    expect(await contentOf(world, 'b.csv')).toBe('A');
  });

  it('FILES-33 with overwrite: skip moved is false and both files stay', async () => {
    const world = filesWorld();
    seed(world, 'a.csv', 'A');
    seed(world, 'sent/a.csv', 'old');
    expect(await move(world, { from: 'a.csv', to: 'sent/', overwrite: 'skip' })).toEqual({ from: 'a.csv', to: 'sent/a.csv', moved: false });
    expect(await contentOf(world, 'a.csv')).toBe('A');
    expect(await contentOf(world, 'sent/a.csv')).toBe('old');
  });

  it('a file cannot be moved onto itself (replace would otherwise lose it)', async () => {
    const world = filesWorld();
    seed(world, 'sent/a.csv', 'A');
    for (const to of ['sent/a.csv', 'sent/']) {
      const error = await failure(move(world, { from: 'sent/a.csv', to, overwrite: 'replace' }));
      expect(error.code).toBe('invalid_input');
    }
    expect(await contentOf(world, 'sent/a.csv')).toBe('A');
  });

  it('FILES-03 FILES-04 hostile from and to are refused, nothing moves', async () => {
    const world = filesWorld();
    seed(world, 'a.csv', 'A');
    for (const [from, to] of [
      ['a.csv', '../a.csv'],
      ['a.csv', '%2e%2e/'],
      ['a.csv', '/tmp/a.csv'],
      ['../a.csv', 'b.csv'],
      ['a.csv', 'x//'],
      ['a.csv', '..%2f..%2fa.csv'],
    ]) {
      expect((await failure(move(world, { from, to }))).code, `${from} -> ${to}`).toBe('invalid_input');
    }
    expect(storage(world).paths()).toEqual(['a.csv']);
  });

  it('a moved file keeps its modification time', async () => {
    const world = filesWorld();
    seed(world, 'a.csv', 'A', { modified: '2025-12-24T18:00:00Z' });
    await move(world, { from: 'a.csv', to: 'b.csv' });
    expect((await storage(world).stat('b.csv'))?.modified).toBe('2025-12-24T18:00:00Z');
  });
});
