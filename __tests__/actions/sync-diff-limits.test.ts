import { describe, expect, it } from 'vitest';
import { SYNC_LIMITS } from '../../src/actions/sync/limits.js';
import { diff, failure } from './sync-diff.helpers.js';

const MB = 1024 * 1024;
const ids = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i }));

describe('sync.diff limits', () => {
  it('SYNC-41 a side may hold 50,000 records', async () => {
    const out = await diff({ source: ids(50_000), target: ids(50_000), key: 'id' });
    expect(out.counts).toMatchObject({ source: 50_000, target: 50_000, unchanged: 50_000 });
  });

  it('SYNC-41 a source, target or given snapshot over 50,000 records fails with sync_too_many_records', async () => {
    const source = await failure({ source: ids(50_001), target: [], key: 'id' });
    expect(source.code).toBe('sync_too_many_records');
    expect(source.message).toMatch(/^source/);
    const target = await failure({ source: ids(1), target: ids(50_001), key: 'id' });
    expect(target.code).toBe('sync_too_many_records');
    expect(target.message).toMatch(/^target/);
    const snapshot = await failure({ source: ids(1), key: 'id', snapshot: true }, { given: { snapshots: { step: { records: ids(50_001) } } } });
    expect(snapshot.code).toBe('sync_too_many_records');
  });

  it('SYNC-42 a side over 20 MB of JSON fails with sync_input_too_large', async () => {
    const big = 'x'.repeat(MB);
    const over = Array.from({ length: 20 }, (_, i) => ({ id: i, blob: big }));
    const error = await failure({ source: over, target: [], key: 'id' });
    expect(error.code).toBe('sync_input_too_large');
    expect(error.message).toBe('source: is over 20 MB');
    const target = await failure({ source: [{ id: 0 }], target: over, key: 'id' });
    expect(target).toMatchObject({ code: 'sync_input_too_large', message: 'target: is over 20 MB' });
    const under = over.slice(0, 19);
    expect((await diff({ source: under, target: under, key: 'id' })).counts.unchanged).toBe(19);
  });

  it('SYNC-42 the size counts UTF-8 bytes, not characters', async () => {
    // 11 million characters, 22 MB of UTF-8.
    const wide = 'é'.repeat(MB);
    const records = Array.from({ length: 11 }, (_, i) => ({ id: i, text: wide }));
    expect((await failure({ source: records, target: [], key: 'id' })).code).toBe('sync_input_too_large');
  });

  it('SYNC-42 SYNC-33 a side with a record that is not JSON data still names that record', async () => {
    const cyclic: Record<string, unknown> = { id: 1 };
    cyclic.again = cyclic;
    const error = await failure({ source: [{ id: 0 }, { id: 2 }, cyclic], target: [], key: 'id' });
    expect(error).toMatchObject({ code: 'sync_record_invalid' });
    expect(error.message).toContain('source[2]');
  });

  it('SYNC-43 a snapshot that would exceed 16 MB fails with sync_snapshot_too_large', async () => {
    // 17,000 keys of 1,000 characters: under 20 MB of source, over 16 MB of key texts and fingerprints.
    const longKeys = Array.from({ length: 17_000 }, (_, i) => ({ id: `${String(i).padStart(6, '0')}${'k'.repeat(994)}` }));
    const error = await failure({ source: longKeys, key: 'id', snapshot: true });
    expect(error.code).toBe('sync_snapshot_too_large');
    expect(error.message).not.toContain('kkkk');
    // The same records compare fine against a target, and fewer fit a snapshot.
    expect((await diff({ source: longKeys, target: [], key: 'id' })).counts.created).toBe(17_000);
    expect((await diff({ source: longKeys.slice(0, 15_000), key: 'id', snapshot: true })).counts.created).toBe(15_000);
  });

  it('SYNC-30 SYNC-41 SYNC-42 SYNC-43 the limits are the documented numbers', () => {
    expect(SYNC_LIMITS).toMatchObject({
      records: 50_000,
      sideBytes: 20 * MB,
      snapshotBytes: 16 * MB,
      keyBytes: 1024,
      keyFields: 10,
      keyFieldNameLength: 200,
      fieldLists: 500,
    });
  });
});
