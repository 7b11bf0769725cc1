import { describe, expect, it } from 'vitest';
import { syncDiff } from '../../src/actions/sync-diff.js';
import { nestedTooDeeply } from '../../src/actions/sync/errors.js';
import { compileSchema } from '../../src/shared/json-schema.js';
import { diff, failure, keysOf, type Output } from './sync-diff.helpers.js';

const T = (records: unknown[], extra: Record<string, unknown> = {}) => ({ target: records, key: 'id', ...extra });

describe('sync.diff inputs', () => {
  it('SYNC-01 source is required and must be a list', async () => {
    expect((await failure({ target: [], key: 'id' })).code).toBe('invalid_input');
    const notList = await failure({ source: { id: 1 }, target: [], key: 'id' });
    expect(notList.code).toBe('invalid_input');
    expect(notList.message).toMatch(/^source/);
  });

  it('SYNC-01 ACT-01 fields the input table does not list are refused', async () => {
    expect((await failure({ source: [], target: [], key: 'id', keys: ['id'] })).code).toBe('invalid_input');
  });

  it('SYNC-02 neither target nor snapshot: true fails with sync_target_missing', async () => {
    expect((await failure({ source: [{ id: 1 }], key: 'id' })).code).toBe('sync_target_missing');
    expect((await failure({ source: [{ id: 1 }], key: 'id', snapshot: false })).code).toBe('sync_target_missing');
  });

  it('SYNC-03 both target and snapshot: true fail with sync_target_with_snapshot', async () => {
    expect((await failure({ source: [{ id: 1 }], target: [], key: 'id', snapshot: true })).code).toBe('sync_target_with_snapshot');
  });

  it('SYNC-02 SYNC-03 ACT-03 the save-time check finds both mistakes in literal inputs', () => {
    const dynamic = () => false;
    expect(syncDiff.saveCheck!({ source: [], key: 'id' }, dynamic).map((i) => i.code)).toEqual(['sync_target_missing']);
    expect(syncDiff.saveCheck!({ source: [], key: 'id', target: [], snapshot: true }, dynamic).map((i) => i.code)).toEqual(['sync_target_with_snapshot']);
    expect(syncDiff.saveCheck!({ source: [], key: 'id', target: '${{ steps.a.outputs.rows }}' }, dynamic)).toEqual([]);
    expect(syncDiff.saveCheck!({ source: [], key: 'id', snapshot: true }, dynamic)).toEqual([]);
    // An expression may turn snapshot on at run time, so nothing can be said yet.
    expect(syncDiff.saveCheck!({ source: [], key: 'id', snapshot: '${{ vars.full }}' }, (path) => path === 'snapshot')).toEqual([]);
  });

  it('SYNC-04 snapshot defaults to false: with target alone the mode is target', async () => {
    const out = await diff({ source: [{ id: 1 }], ...T([{ id: 1 }]) });
    expect(out.mode).toBe('target');
  });

  it('SYNC-05 key is required: one name or a list of 1 to 10 names', async () => {
    expect((await failure({ source: [], target: [] })).code).toBe('invalid_input');
    expect((await failure({ source: [], target: [], key: [] })).code).toBe('invalid_input');
    expect((await failure({ source: [], target: [], key: '' })).code).toBe('invalid_input');
    expect((await failure({ source: [], target: [], key: 7 })).code).toBe('invalid_input');
    expect((await failure({ source: [], target: [], key: ['a', 3] })).code).toBe('invalid_input');
    const eleven = Array.from({ length: 11 }, (_, i) => `k${i}`);
    const tooMany = await failure({ source: [], target: [], key: eleven });
    expect(tooMany.code).toBe('invalid_input');
    expect(tooMany.message).toMatch(/^key/);
    const ten = eleven.slice(0, 10);
    const record = Object.fromEntries(ten.map((f) => [f, f]));
    const out = await diff({ source: [record], target: [record], key: ten });
    expect(out.counts.unchanged).toBe(1);
  });

  it('SYNC-05 key names are field names as written, never paths', async () => {
    expect((await diff({ source: [{ 'a.b': 1 }], target: [], key: 'a.b' })).created[0]!.key).toBe(1);
    expect((await failure({ source: [{ a: { b: 1 } }], target: [], key: 'a.b' })).code).toBe('sync_key_missing');
  });

  it('SYNC-06 key fields have no repeats', async () => {
    const repeated = await failure({ source: [], target: [], key: ['id', 'region', 'id'] });
    expect(repeated.code).toBe('invalid_input');
    expect(repeated.message).toMatch(/^key/);
  });

  it('SYNC-07 a key field name has at most 200 characters', async () => {
    const long = 'f'.repeat(201);
    expect((await failure({ source: [], target: [], key: long })).code).toBe('invalid_input');
    expect((await failure({ source: [], target: [], key: ['id', long] })).code).toBe('invalid_input');
    const ok = 'f'.repeat(200);
    const out = await diff({ source: [{ [ok]: 1 }], target: [{ [ok]: 1 }], key: ok });
    expect(out.counts.unchanged).toBe(1);
  });

  it('SYNC-08 compare lists at most 500 fields without repeats', async () => {
    const names = Array.from({ length: 501 }, (_, i) => `f${i}`);
    expect((await failure({ source: [], ...T([]), compare: names })).code).toBe('invalid_input');
    expect((await failure({ source: [], ...T([]), compare: ['a', 'a'] })).code).toBe('invalid_input');
    const out = await diff({ source: [{ id: 1, f499: 2 }], ...T([{ id: 1, f499: 1 }]), compare: names.slice(0, 500) });
    expect(out.counts.updated).toBe(1);
  });

  it('SYNC-08 without compare every field counts', async () => {
    const out = await diff({ source: [{ id: 1, a: 1, b: 2, c: 3 }], ...T([{ id: 1, a: 1, b: 2, c: 4 }]) });
    expect(out.updated[0]!.changes).toEqual([{ field: 'c', from: 4, to: 3 }]);
  });

  it('SYNC-09 with compare set only those fields count as changes', async () => {
    const source = [
      { id: 1, price: 10, note: 'new' },
      { id: 2, price: 21, note: 'same' },
    ];
    const target = [
      { id: 1, price: 10, note: 'old' },
      { id: 2, price: 20, note: 'same' },
    ];
    const out = await diff({ source, ...T(target), compare: ['price'] });
    expect(out.counts).toMatchObject({ updated: 1, unchanged: 1 });
    expect(out.updated[0]).toMatchObject({ key: 2, changes: [{ field: 'price', from: 20, to: 21 }] });
  });

  it('SYNC-09 changes follow the order compare lists', async () => {
    const out = await diff({ source: [{ id: 1, a: 1, b: 1 }], ...T([{ id: 1, a: 2, b: 2 }]), compare: ['b', 'a'] });
    expect(out.updated[0]!.changes!.map((c) => c.field)).toEqual(['b', 'a']);
  });

  it('SYNC-10 ignore lists at most 500 fields without repeats', async () => {
    const names = Array.from({ length: 501 }, (_, i) => `f${i}`);
    expect((await failure({ source: [], ...T([]), ignore: names })).code).toBe('invalid_input');
    expect((await failure({ source: [], ...T([]), ignore: ['a', 'a'] })).code).toBe('invalid_input');
    expect((await diff({ source: [], ...T([]), ignore: names.slice(0, 500) })).counts.source).toBe(0);
  });

  it('SYNC-11 fields in ignore never count as changes, also when compare lists them', async () => {
    const out = await diff({ source: [{ id: 1, seen_at: 'b', name: 'x' }], ...T([{ id: 1, seen_at: 'a', name: 'x' }]), ignore: ['seen_at'] });
    expect(out.counts.unchanged).toBe(1);
    const both = await diff({ source: [{ id: 1, seen_at: 'b' }], ...T([{ id: 1, seen_at: 'a' }]), compare: ['seen_at'], ignore: ['seen_at'] });
    expect(both.counts.unchanged).toBe(1);
  });

  it('SYNC-12 trim_strings ignores spaces at start and end of text values and keys', async () => {
    const source = [{ id: ' A-1 ', name: 'Ada  ', tags: [' x'], address: { city: 'Oslo ' } }];
    const target = [{ id: 'A-1', name: '  Ada', tags: ['x '], address: { city: ' Oslo' } }];
    const trimmed = await diff({ source, ...T(target), trim_strings: true });
    expect(trimmed.counts).toMatchObject({ unchanged: 1, created: 0, deleted: 0 });
    // Spaces inside the text still count.
    const inner = await diff({ source: [{ id: 'A', name: 'Ada Lovelace' }], ...T([{ id: 'A', name: 'Ada  Lovelace' }]), trim_strings: true });
    expect(inner.counts.updated).toBe(1);
  });

  it('SYNC-12 trim_strings defaults to false', async () => {
    const out = await diff({ source: [{ id: 'A ', name: 'Ada ' }, { id: 'B', name: 'Bo ' }], ...T([{ id: 'A', name: 'Ada' }, { id: 'B', name: 'Bo' }]) });
    expect(out.counts).toMatchObject({ created: 1, deleted: 1, updated: 1 });
    expect(out.updated[0]!.changes).toEqual([{ field: 'name', from: 'Bo', to: 'Bo ' }]);
  });

  it('SYNC-12 SYNC-23 a trimmed key is shown trimmed, the record as it was', async () => {
    const source = [{ id: '  N-1 ', name: 'n' }];
    const out = await diff({ source, ...T([]), trim_strings: true });
    expect(out.created).toEqual([{ key: 'N-1', record: { id: '  N-1 ', name: 'n' } }]);
    expect(source[0]!.id).toBe('  N-1 ');
  });

  it('SYNC-13 allow_empty_source defaults to false', async () => {
    expect((await failure({ source: [], ...T([{ id: 1 }]) })).code).toBe('sync_source_empty');
  });
});

describe('sync.diff outputs (target mode)', () => {
  const source = [
    { id: 3, name: 'three', qty: 30 },
    { id: 1, name: 'one', qty: 11 },
    { id: 5, name: 'five', qty: 5 },
    { id: 4, name: 'four', qty: 4 },
    { id: 2, name: 'two', qty: 2 },
  ];
  const target = [
    { id: 9, name: 'nine', qty: 9 },
    { id: 1, name: 'one', qty: 10 },
    { id: 2, name: 'two', qty: 2 },
    { id: 8, name: 'eight', qty: 8 },
    { id: 3, name: 'three', qty: 3 },
  ];

  it('SYNC-14 SYNC-24 mode is target and snapshot is null', async () => {
    const out = await diff({ source, ...T(target) });
    expect(out.mode).toBe('target');
    expect(out.snapshot).toBeNull();
  });

  it('SYNC-15 ACT-02 the output has exactly the listed fields, counts all six numbers', async () => {
    const out = await diff({ source, ...T(target) });
    expect(Object.keys(out).sort()).toEqual(['counts', 'created', 'deleted', 'mode', 'snapshot', 'updated']);
    expect(out.counts).toEqual({ source: 5, target: 5, created: 2, updated: 2, deleted: 2, unchanged: 1 });
  });

  it('SYNC-17 created lists source records with a new key, in source order', async () => {
    const out = await diff({ source, ...T(target) });
    expect(out.created).toEqual([
      { key: 5, record: source[2] },
      { key: 4, record: source[3] },
    ]);
    expect(out.created[0]!.record).toBe(source[2]);
  });

  it('SYNC-18 updated lists changed source records in source order, with key and record', async () => {
    const out = await diff({ source, ...T(target) });
    expect(keysOf(out.updated)).toEqual([3, 1]);
    expect(out.updated[0]!.record).toBe(source[0]);
    expect(Object.keys(out.updated[0]!).sort()).toEqual(['changes', 'key', 'record']);
  });

  it('SYNC-19 each updated entry has changes: field, from (target value), to (source value)', async () => {
    const out = await diff({ source, ...T(target) });
    expect(out.updated[0]!.changes).toEqual([{ field: 'qty', from: 3, to: 30 }]);
    expect(out.updated[1]!.changes).toEqual([{ field: 'qty', from: 10, to: 11 }]);
  });

  it('SYNC-19 changes list source fields in source order, then fields only the target has', async () => {
    const out = await diff({ source: [{ z: 1, id: 1, a: 1 }], ...T([{ id: 1, b: 2, a: 2, z: 2 }]) });
    expect(out.updated[0]!.changes).toEqual([
      { field: 'z', from: 2, to: 1 },
      { field: 'a', from: 2, to: 1 },
      { field: 'b', from: 2, to: null },
    ]);
  });

  it('SYNC-20 SYNC-21 deleted lists target records whose key left the source, in target order, with the record', async () => {
    const out = await diff({ source, ...T(target) });
    expect(out.deleted).toEqual([
      { key: 9, record: target[0] },
      { key: 8, record: target[3] },
    ]);
  });

  it('SYNC-22 unchanged records are only counted, never listed', async () => {
    const out = await diff({ source, ...T(target) });
    const listed = [...keysOf(out.created), ...keysOf(out.updated), ...keysOf(out.deleted)];
    expect(listed).not.toContain(2);
    expect(out.counts.unchanged).toBe(1);
  });

  it('SYNC-23 an entry key is the value for one key field, an object of field → value for several', async () => {
    const one = await diff({ source: [{ id: 'a-1' }], ...T([]) });
    expect(one.created[0]!.key).toBe('a-1');
    const listOfOne = await diff({ source: [{ id: 'a-1' }], target: [], key: ['id'] });
    expect(listOfOne.created[0]!.key).toBe('a-1');
    const several = await diff({
      source: [{ region: 'eu', id: 7, active: true, v: 1 }],
      target: [{ region: 'eu', id: 7, active: true, v: 2 }, { region: 'us', id: 7, active: false }],
      key: ['region', 'id', 'active'],
    });
    expect(several.updated[0]!.key).toEqual({ region: 'eu', id: 7, active: true });
    expect(Object.keys(several.updated[0]!.key as object)).toEqual(['region', 'id', 'active']);
    expect(several.deleted[0]!.key).toEqual({ region: 'us', id: 7, active: false });
  });

  it('SYNC-15 ACT-02 outputs of both modes match the output schema', async () => {
    const validate = compileSchema(syncDiff.outputSchema);
    const byTarget = await diff({ source, ...T(target) });
    const bySnapshot = await diff({ source, key: 'id', snapshot: true }, { given: { snapshots: { step: { records: target } } } });
    expect(validate(byTarget)).toBe(true);
    expect(validate(bySnapshot)).toBe(true);
    expect(validate({ ...byTarget, extra: 1 })).toBe(false);
  });

  it('SYNC-15 SYNC-40 empty sides give zero counts and empty lists', async () => {
    const out = await diff({ source: [], ...T([]) });
    expect(out).toEqual({
      mode: 'target',
      counts: { source: 0, target: 0, created: 0, updated: 0, deleted: 0, unchanged: 0 },
      created: [],
      updated: [],
      deleted: [],
      snapshot: null,
    });
  });
});

describe('sync.diff keys', () => {
  it('SYNC-26 key values may be text, numbers or booleans', async () => {
    const records = [{ id: 'x' }, { id: 2 }, { id: 2.5 }, { id: -1 }, { id: true }, { id: false }, { id: '' }];
    const out = await diff({ source: records, ...T(records) });
    expect(out.counts.unchanged).toBe(records.length);
  });

  it('SYNC-27 a missing or null key field fails with sync_key_missing', async () => {
    const missing = await failure({ source: [{ id: 1 }, { name: 'x' }], ...T([]) });
    expect(missing.code).toBe('sync_key_missing');
    expect(missing.message).toContain('source[1]');
    expect(missing.message).toContain('"id"');
    const nullKey = await failure({ source: [{ id: 1 }], ...T([{ id: 1 }, { id: 2 }, { id: null }]) });
    expect(nullKey.code).toBe('sync_key_missing');
    expect(nullKey.message).toContain('target[2]');
    const second = await failure({ source: [{ a: 1 }], target: [], key: ['a', 'b'] });
    expect(second.code).toBe('sync_key_missing');
    expect(second.message).toContain('"b"');
  });

  it('SYNC-27 a key field that only an object prototype has (constructor, toString) is missing', async () => {
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect((await failure({ source: [{ id: 1 }], target: [], key })).code).toBe('sync_key_missing');
    }
  });

  it('SYNC-28 a key value that is an object or list fails with sync_key_invalid', async () => {
    const object = await failure({ source: [{ id: { n: 1 } }], ...T([]) });
    expect(object.code).toBe('sync_key_invalid');
    expect(object.message).toContain('source[0]');
    expect((await failure({ source: [{ id: [1] }], ...T([]) })).code).toBe('sync_key_invalid');
    expect((await failure({ source: [{ id: [] }], ...T([]) })).code).toBe('sync_key_invalid');
  });

  it('SYNC-29 keys are type-strict: 1 and "1" differ, true and "true" differ', async () => {
    const out = await diff({ source: [{ id: 1 }, { id: true }], ...T([{ id: '1' }, { id: 'true' }]) });
    expect(out.counts).toMatchObject({ created: 2, deleted: 2, unchanged: 0 });
    expect(keysOf(out.created)).toEqual([1, true]);
    expect(keysOf(out.deleted)).toEqual(['1', 'true']);
    const several = await diff({ source: [{ a: 1, b: 'x' }], target: [{ a: '1', b: 'x' }], key: ['a', 'b'] });
    expect(several.counts).toMatchObject({ created: 1, deleted: 1 });
  });

  it('SYNC-29 SYNC-35 number keys match by value (1 and 1.0, 0 and -0, 100 and 1e2)', async () => {
    const source = JSON.parse('[{"id": 1.0}, {"id": -0}, {"id": 1e2}]');
    const out = await diff({ source, ...T([{ id: 1 }, { id: 0 }, { id: 100 }]) });
    expect(out.counts.unchanged).toBe(3);
  });

  it('SYNC-30 a key over 1 KB fails with sync_key_too_long; exactly 1 KB is fine', async () => {
    expect((await diff({ source: [{ id: 'k'.repeat(1024) }], ...T([]) })).counts.created).toBe(1);
    const long = await failure({ source: [{ id: 'k'.repeat(1025) }], ...T([]) });
    expect(long.code).toBe('sync_key_too_long');
    expect(long.message).toContain('source[0]');
    expect(long.message).not.toContain('kkkk');
  });

  it('SYNC-30 the key size counts UTF-8 bytes, over all key fields', async () => {
    // 342 × "é" is 684 bytes although only 342 characters.
    expect((await diff({ source: [{ id: 'é'.repeat(512) }], ...T([]) })).counts.created).toBe(1);
    expect((await failure({ source: [{ id: 'é'.repeat(513) }], ...T([]) })).code).toBe('sync_key_too_long');
    expect((await failure({ source: [{ a: 'x'.repeat(600), b: 'y'.repeat(425) }], target: [], key: ['a', 'b'] })).code).toBe('sync_key_too_long');
    expect((await diff({ source: [{ a: 'x'.repeat(600), b: 'y'.repeat(424) }], target: [], key: ['a', 'b'] })).counts.created).toBe(1);
  });

  it('SYNC-30 SYNC-12 a key is measured after trimming', async () => {
    const padded = `  ${'k'.repeat(1024)}  `;
    expect((await diff({ source: [{ id: padded }], ...T([]), trim_strings: true })).counts.created).toBe(1);
    expect((await failure({ source: [{ id: padded }], ...T([]) })).code).toBe('sync_key_too_long');
  });

  it('SYNC-31 two source records with the same key fail with sync_duplicate_key', async () => {
    const error = await failure({ source: [{ id: 1 }, { id: 2 }, { id: 1 }], ...T([]) });
    expect(error.code).toBe('sync_duplicate_key');
    expect(error.message).toContain('source[2]');
    expect(error.message).toContain('source[0]');
  });

  it('SYNC-31 two target records with the same key fail with sync_duplicate_key', async () => {
    const error = await failure({ source: [{ id: 'a' }], ...T([{ id: 'b' }, { id: 'b' }]) });
    expect(error.code).toBe('sync_duplicate_key');
    expect(error.message).toContain('target[1]');
  });

  it('SYNC-31 SYNC-29 SYNC-12 duplicates follow the key rules: 1 and "1" are two keys, trimmed texts can be one', async () => {
    expect((await diff({ source: [{ id: 1 }, { id: '1' }], ...T([]) })).counts.created).toBe(2);
    expect((await diff({ source: [{ id: 'a' }, { id: 'a ' }], ...T([]) })).counts.created).toBe(2);
    expect((await failure({ source: [{ id: 'a' }, { id: 'a ' }], ...T([]), trim_strings: true })).code).toBe('sync_duplicate_key');
    expect((await failure({ source: [{ id: 1 }, { id: 1.0 }], ...T([]) })).code).toBe('sync_duplicate_key');
  });

  it('SYNC-31 the same key on both sides is a match, not a duplicate', async () => {
    expect((await diff({ source: [{ id: 1 }], ...T([{ id: 1 }]) })).counts.unchanged).toBe(1);
  });

  it('SYNC-31 several key fields: only the whole key must be unique', async () => {
    const records = [{ a: 1, b: 1 }, { a: 1, b: 2 }, { a: 2, b: 1 }];
    expect((await diff({ source: records, target: [], key: ['a', 'b'] })).counts.created).toBe(3);
    expect((await failure({ source: [...records, { b: 2, a: 1 }], target: [], key: ['a', 'b'] })).code).toBe('sync_duplicate_key');
  });

  it('SYNC-32 a key that contains a secret value fails with sync_key_secret, never showing it', async () => {
    const given = { secrets: { api_token: 'tok-7f3a9c' } };
    const error = await failure({ source: [{ id: 'user-tok-7f3a9c-1' }], ...T([]) }, { given });
    expect(error.code).toBe('sync_key_secret');
    expect(error.message).toContain('source[0]');
    expect(error.message).toContain('"id"');
    expect(error.message).not.toContain('tok-7f3a9c');
    const inTarget = await failure({ source: [{ id: 'a' }], ...T([{ id: 'tok-7f3a9c' }]) }, { given });
    expect(inTarget.code).toBe('sync_key_secret');
    const snapshot = await failure({ source: [{ id: 'tok-7f3a9c' }], key: 'id', snapshot: true }, { given });
    expect(snapshot.code).toBe('sync_key_secret');
  });

  it('SYNC-32 secret fields of a structured secret and number keys are checked too', async () => {
    const given = { secrets: { login: { username: 'svc-user', password: '99887766' } } };
    expect((await failure({ source: [{ id: 99887766 }], ...T([]) }, { given })).code).toBe('sync_key_secret');
    expect((await failure({ source: [{ a: 'x', b: 'svc-user' }], target: [], key: ['a', 'b'] }, { given })).code).toBe('sync_key_secret');
    expect((await diff({ source: [{ id: 'svc' }], ...T([]) }, { given })).counts.created).toBe(1);
  });

  it('SYNC-32 dummies the test world handed out to earlier steps count as secret values', async () => {
    const { actionHarness } = await import('../helpers/action-context.js');
    const harness = actionHarness(syncDiff);
    const dummy = harness.world.secret('crm_token') as string;
    await expect(harness.run({ source: [{ id: `x${dummy}` }], target: [], key: 'id' })).rejects.toMatchObject({ code: 'sync_key_secret' });
    await expect(harness.run({ source: [{ id: 'plain' }], target: [], key: 'id' })).resolves.toMatchObject({ counts: { created: 1 } });
  });

  it('SYNC-33 a record that is not an object fails with sync_record_invalid', async () => {
    for (const bad of [null, [{ id: 1 }], 'id', 1, true]) {
      const error = await failure({ source: [{ id: 0 }, bad], ...T([]) });
      expect(error.code).toBe('sync_record_invalid');
      expect(error.message).toContain('source[1]');
    }
    const inTarget = await failure({ source: [{ id: 0 }], ...T([{ id: 0 }, { id: 1 }, 'x']) });
    expect(inTarget.code).toBe('sync_record_invalid');
    expect(inTarget.message).toContain('target[2]');
  });
});

describe('sync.diff comparison', () => {
  it('SYNC-34 key fields never count as changes', async () => {
    const out = await diff({ source: [{ id: ' 1 ', v: 1 }], ...T([{ id: '1', v: 1 }]), trim_strings: true, compare: ['id', 'v'] });
    expect(out.counts.unchanged).toBe(1);
    const several = await diff({ source: [{ a: 1, b: 2, v: 1 }], target: [{ b: 2, a: 1, v: 2 }], key: ['a', 'b'] });
    expect(several.updated[0]!.changes).toEqual([{ field: 'v', from: 2, to: 1 }]);
  });

  it('SYNC-35 numbers compare by value', async () => {
    const source = JSON.parse('[{"id": 1, "price": 10.0, "rate": 1e-1, "zero": -0}]');
    const out = await diff({ source, ...T([{ id: 1, price: 10, rate: 0.1, zero: 0 }]) });
    expect(out.counts.unchanged).toBe(1);
    const text = await diff({ source: [{ id: 1, price: '10' }], ...T([{ id: 1, price: 10 }]) });
    expect(text.updated[0]!.changes).toEqual([{ field: 'price', from: 10, to: '10' }]);
  });

  it('SYNC-36 a missing field equals null, both ways; a change to or from missing shows null', async () => {
    const out = await diff({ source: [{ id: 1, note: null }, { id: 2 }], ...T([{ id: 1 }, { id: 2, note: null }]) });
    expect(out.counts.unchanged).toBe(2);
    const gone = await diff({ source: [{ id: 1 }], ...T([{ id: 1, note: 'x' }]) });
    expect(gone.updated[0]!.changes).toEqual([{ field: 'note', from: 'x', to: null }]);
    const added = await diff({ source: [{ id: 1, note: 'x' }], ...T([{ id: 1 }]) });
    expect(added.updated[0]!.changes).toEqual([{ field: 'note', from: null, to: 'x' }]);
  });

  it('SYNC-37 nested objects and lists compare as a whole value, lists in order', async () => {
    const target = [{ id: 1, tags: ['a', 'b'], address: { city: 'Oslo', zip: '0150' } }];
    const reordered = await diff({ source: [{ id: 1, tags: ['b', 'a'], address: { city: 'Oslo', zip: '0150' } }], ...T(target) });
    expect(reordered.updated[0]!.changes).toEqual([{ field: 'tags', from: ['a', 'b'], to: ['b', 'a'] }]);
    const inner = await diff({ source: [{ id: 1, tags: ['a', 'b'], address: { city: 'Bergen', zip: '0150' } }], ...T(target) });
    expect(inner.updated[0]!.changes).toEqual([{ field: 'address', from: target[0]!.address, to: { city: 'Bergen', zip: '0150' } }]);
    const longer = await diff({ source: [{ id: 1, tags: ['a', 'b', 'c'], address: { city: 'Oslo', zip: '0150' } }], ...T(target) });
    expect(longer.counts.updated).toBe(1);
  });

  it('SYNC-37 the order of fields inside a nested object does not matter', async () => {
    const out = await diff({ source: [{ id: 1, address: { zip: '0150', city: 'Oslo' } }], ...T([{ id: 1, address: { city: 'Oslo', zip: '0150' } }]) });
    expect(out.counts.unchanged).toBe(1);
  });

  it('SYNC-37 inside a nested object a null field and a missing field differ (the value is compared whole)', async () => {
    const out = await diff({ source: [{ id: 1, meta: { a: null } }], ...T([{ id: 1, meta: {} }]) });
    expect(out.counts.updated).toBe(1);
    const kinds = await diff({ source: [{ id: 1, v: [] }, { id: 2, v: {} }, { id: 3, v: [1] }], ...T([{ id: 1, v: {} }, { id: 2, v: null }, { id: 3, v: { 0: 1 } }]) });
    expect(kinds.counts.updated).toBe(3);
  });

  it('SYNC-38 text compares exactly: composed and decomposed accents differ', async () => {
    const composed = 'Jos\u00e9';
    const decomposed = 'Jose\u0301';
    const out = await diff({ source: [{ id: 1, name: composed }], ...T([{ id: 1, name: decomposed }]) });
    expect(out.counts.updated).toBe(1);
    const keys = await diff({ source: [{ id: composed }], ...T([{ id: decomposed }]) });
    expect(keys.counts).toMatchObject({ created: 1, deleted: 1 });
    const caseOnly = await diff({ source: [{ id: 1, name: 'ada' }], ...T([{ id: 1, name: 'Ada' }]) });
    expect(caseOnly.counts.updated).toBe(1);
  });

  it('SYNC-39 an empty source while the target has records fails with sync_source_empty', async () => {
    const error = await failure({ source: [], ...T([{ id: 1 }]) });
    expect(error.code).toBe('sync_source_empty');
    expect(error.message).toContain('source');
  });

  it('SYNC-40 with allow_empty_source: true an empty source deletes every target record', async () => {
    const out = await diff({ source: [], ...T([{ id: 1 }, { id: 2 }]), allow_empty_source: true });
    expect(out.counts).toEqual({ source: 0, target: 2, created: 0, updated: 0, deleted: 2, unchanged: 0 });
  });

  it('SYNC-40 an empty source against an empty target is fine without allow_empty_source', async () => {
    expect((await diff({ source: [], ...T([]) })).counts.source).toBe(0);
  });
});

describe('sync.diff with careless or hostile records', () => {
  it('SYNC-33 a record with a cycle or a BigInt is not JSON data: sync_record_invalid naming it', async () => {
    const cyclic: Record<string, unknown> = { id: 2 };
    cyclic.self = cyclic;
    const error = await failure({ source: [{ id: 1 }, cyclic], ...T([]) });
    expect(error.code).toBe('sync_record_invalid');
    expect(error.message).toContain('source[1]');
    expect((await failure({ source: [{ id: 1 }], ...T([{ id: 1, n: 10n }]) })).message).toContain('target[0]');
  });

  it('SYNC-33 a deeply nested record fails cleanly with sync_record_invalid or compares, never crashes', async () => {
    // Which depth first breaks depends on the stack; every depth must end one of the two ways.
    for (const depth of [1_000, 4_000, 4_200, 8_000, 200_000]) {
      const nest = (leaf: unknown) => {
        let value = leaf;
        for (let i = 0; i < depth; i += 1) value = [value];
        return value;
      };
      for (const input of [
        { source: [{ id: 1, deep: nest('a') }], target: [{ id: 1, deep: nest('b') }], key: 'id' },
        { source: [{ id: 1, deep: nest('a') }], key: 'id', snapshot: true },
      ]) {
        const given = { snapshots: { step: { records: [{ id: 1, deep: nest('b') }] } } };
        const result: unknown = await diff(input, { given }).catch((error: unknown) => error);
        if (result instanceof Error) {
          expect(result).toMatchObject({ code: 'sync_record_invalid' });
          expect(result.message).toMatch(/(source|target|snapshot)\[0\]/);
        } else {
          expect((result as Output).counts.updated).toBe(1);
        }
      }
    }
  });

  it('SYNC-33 a stack overflow while comparing becomes sync_record_invalid naming the record', () => {
    const overflow = new RangeError('Maximum call stack size exceeded');
    expect(nestedTooDeeply(overflow, 'source[4]')).toMatchObject({ code: 'sync_record_invalid', message: 'source[4]: is nested too deeply' });
    const other = new TypeError('boom');
    expect(nestedTooDeeply(other, 'source[4]')).toBe(other);
  });

  it('SYNC-23 SYNC-37 fields named __proto__ or constructor are plain fields', async () => {
    const source = JSON.parse('[{"__proto__": "p", "constructor": 1, "v": {"__proto__": {"x": 1}}}]');
    const target = JSON.parse('[{"__proto__": "p", "constructor": 1, "v": {"__proto__": {"x": 2}}}]');
    const out = await diff({ source, target, key: ['__proto__', 'constructor'] });
    expect(out.counts.updated).toBe(1);
    const key = out.updated[0]!.key as Record<string, unknown>;
    expect(Object.getPrototypeOf(key)).toBe(Object.prototype);
    expect(Object.hasOwn(key, '__proto__')).toBe(true);
    expect(key.__proto__ === 'p' || Object.getOwnPropertyDescriptor(key, '__proto__')?.value === 'p').toBe(true);
  });

  it('SYNC-36 a compared field named like an Object method is missing when the record lacks it', async () => {
    const out = await diff({ source: [{ id: 1 }], ...T([{ id: 1 }]), compare: ['toString', 'constructor'] });
    expect(out.counts.unchanged).toBe(1);
  });

  it('SYNC-12 trimming never changes the inputs', async () => {
    const source = [{ id: ' a ', v: ' x ', nested: { t: ' y ' } }];
    const target = [{ id: 'a', v: 'x', nested: { t: 'y' } }];
    const before = structuredClone({ source, target });
    await diff({ source, target, key: 'id', trim_strings: true });
    expect({ source, target }).toEqual(before);
  });

  it('SYNC-46 sync_* messages name the position and the field, never the value', async () => {
    const value = 'SECRET-LOOKING-VALUE-42';
    const cases: [Record<string, unknown>, string, string][] = [
      [{ source: [{ id: 1 }, { id: { v: value } }], ...T([]) }, 'sync_key_invalid', 'source[1]'],
      [{ source: [{ id: value }, { id: value }], ...T([]) }, 'sync_duplicate_key', 'source[1]'],
      [{ source: [{ id: value.repeat(50) }], ...T([]) }, 'sync_key_too_long', 'source[0]'],
      [{ source: [{ id: 1 }], ...T([{ id: 1 }, value]) }, 'sync_record_invalid', 'target[1]'],
      [{ source: [{ id: 1 }], ...T([{ id: 1 }, { name: value }]) }, 'sync_key_missing', 'target[1]'],
    ];
    for (const [input, code, position] of cases) {
      const error = await failure(input);
      expect(error.code).toBe(code);
      expect(error.message).toContain(position);
      expect(error.message).not.toContain(value);
    }
  });
});
