import { describe, expect, it } from 'vitest';
import { isRetryable } from '../../src/engine/errors.js';
import type { SnapshotStore } from '../../src/engine/world.js';
import { diff, diffWithStore, failure, FakeStore, keysOf } from './sync-diff.helpers.js';

const S = (records: unknown[], extra: Record<string, unknown> = {}) => ({ source: records, key: 'id', snapshot: true, ...extra });
const given = (records: unknown[], stepId = 'step') => ({ given: { snapshots: { [stepId]: { records } } } });

const before = [
  { id: 1, name: 'one', qty: 1 },
  { id: 2, name: 'two', qty: 2 },
  { id: 3, name: 'three', qty: 3 },
  { id: 4, name: 'four', qty: 4 },
];
const now = [
  { id: 5, name: 'five', qty: 5 },
  { id: 3, name: 'three', qty: 30 },
  { id: 2, name: 'two', qty: 2 },
  { id: 1, name: 'one!', qty: 1 },
];

describe('sync.diff snapshot mode in a test', () => {
  it('SYNC-14 SYNC-25 mode is snapshot and snapshot is {previous, save_on_success}', async () => {
    const out = await diff(S(now), given(before));
    expect(out.mode).toBe('snapshot');
    expect(out.snapshot).toEqual({ previous: 'used', save_on_success: false });
  });

  it('SYNC-16 SYNC-15 counts.target counts the snapshot records', async () => {
    const out = await diff(S(now), given(before));
    expect(out.counts).toEqual({ source: 4, target: 4, created: 1, updated: 2, deleted: 1, unchanged: 1 });
  });

  it('SYNC-17 SYNC-18 created and updated list source records in source order', async () => {
    const out = await diff(S(now), given(before));
    expect(out.created).toEqual([{ key: 5, record: now[0] }]);
    expect(out.updated).toEqual([
      { key: 3, record: now[1] },
      { key: 1, record: now[3] },
    ]);
  });

  it('SYNC-51 snapshot mode lists no changes', async () => {
    const out = await diff(S(now), given(before));
    for (const entry of out.updated) expect(Object.keys(entry).sort()).toEqual(['key', 'record']);
  });

  it('SYNC-20 SYNC-52 snapshot mode gives deleted records by key only, in snapshot order', async () => {
    const out = await diff(S([{ id: 2, name: 'two', qty: 2 }]), given(before));
    expect(out.deleted).toEqual([{ key: 1 }, { key: 3 }, { key: 4 }]);
  });

  it('SYNC-23 SYNC-52 deleted keys of several fields read back as objects, types kept', async () => {
    const records = [
      { region: 'eu', n: 1, on: true },
      { region: 'eu', n: '1', on: false },
    ];
    const out = await diff({ source: [records[0]], key: ['region', 'n', 'on'], snapshot: true }, given(records));
    expect(out.deleted).toEqual([{ key: { region: 'eu', n: '1', on: false } }]);
  });

  it('SYNC-22 unchanged records are only counted', async () => {
    const out = await diff(S(before), given(before));
    expect(out.counts).toMatchObject({ unchanged: 4, created: 0, updated: 0, deleted: 0 });
    expect([...out.created, ...out.updated, ...out.deleted]).toEqual([]);
  });

  it('SYNC-53 GIVEN-18 without a given.snapshots entry the step starts with no snapshot', async () => {
    const out = await diff(S(now), given(before, 'other_step'));
    expect(out.snapshot).toEqual({ previous: 'none', save_on_success: false });
    expect(out.counts).toEqual({ source: 4, target: 0, created: 4, updated: 0, deleted: 0, unchanged: 0 });
    expect(keysOf(out.created)).toEqual([5, 3, 2, 1]);
  });

  it('SYNC-54 GIVEN-16 given records are what the snapshot held: previous is used', async () => {
    const out = await diff(S(now), given(before));
    expect(out.snapshot!.previous).toBe('used');
  });

  it('SYNC-50 GIVEN-16 each step reads its own snapshot', async () => {
    const snapshots = { a: { records: [{ id: 1, v: 1 }] }, b: { records: [{ id: 1, v: 2 }] } };
    const a = await diff(S([{ id: 1, v: 1 }]), { given: { snapshots }, stepId: 'a' });
    const b = await diff(S([{ id: 1, v: 1 }]), { given: { snapshots }, stepId: 'b' });
    expect(a.counts.unchanged).toBe(1);
    expect(b.counts.updated).toBe(1);
  });

  it("GIVEN-17 given records are fingerprinted with the step's own compare, ignore and trim_strings", async () => {
    const old = [{ id: 'A ', name: ' Ada', seen: 1, price: 5 }];
    const source = [{ id: 'A', name: 'Ada', seen: 2, price: 5 }];
    expect((await diff(S(source, { trim_strings: true, ignore: ['seen'] }), given(old))).counts.unchanged).toBe(1);
    expect((await diff(S(source, { trim_strings: true, compare: ['name', 'price'] }), given(old))).counts.unchanged).toBe(1);
    expect((await diff(S(source, { trim_strings: true }), given(old))).counts.updated).toBe(1);
    expect((await diff(S(source, { ignore: ['seen'] }), given(old))).counts).toMatchObject({ created: 1, deleted: 1 });
  });

  it('GIVEN-17 SYNC-31 SYNC-33 given records follow the record and key rules, named as snapshot[i]', async () => {
    const duplicate = await failure(S([{ id: 1 }]), given([{ id: 1 }, { id: 1 }]));
    expect(duplicate.code).toBe('sync_duplicate_key');
    expect(duplicate.message).toContain('snapshot[1]');
    expect((await failure(S([{ id: 1 }]), given([{ id: 1 }, 'x']))).message).toContain('snapshot[1]');
    expect((await failure(S([{ id: 1 }]), given([{ name: 'x' }]))).code).toBe('sync_key_missing');
  });

  it('SYNC-35 SYNC-36 SYNC-37 SYNC-38 snapshot mode compares values by the same rules as target mode', async () => {
    const old = [
      { id: 1, price: 10, note: null, address: { city: 'Oslo', zip: '1' }, tags: ['a', 'b'] },
      { id: 2, name: 'Jos\u00e9', tags: ['a', 'b'] },
      { id: 3, meta: {} },
    ];
    const same = JSON.parse('[{"id": 1, "price": 10.0, "address": {"zip": "1", "city": "Oslo"}, "tags": ["a", "b"]}]');
    const out = await diff(S([...same, { id: 2, name: 'Jose\u0301', tags: ['a', 'b'] }, { id: 3, meta: { a: null } }]), given(old));
    expect(out.counts).toMatchObject({ unchanged: 1, updated: 2 });
    expect(keysOf(out.updated)).toEqual([2, 3]);
    const reordered = await diff(S([{ id: 2, name: 'Jos\u00e9', tags: ['b', 'a'] }]), given([old[1]]));
    expect(reordered.counts.updated).toBe(1);
  });

  it('SYNC-34 key fields never count as changes in snapshot mode', async () => {
    const out = await diff(S([{ id: ' 7 ', v: 1 }], { trim_strings: true, compare: ['id', 'v'] }), given([{ id: '7', v: 1 }]));
    expect(out.counts.unchanged).toBe(1);
  });

  it('SYNC-29 snapshot keys are type-strict', async () => {
    const out = await diff(S([{ id: 1 }]), given([{ id: '1' }]));
    expect(out.counts).toMatchObject({ created: 1, deleted: 1 });
    expect(out.deleted).toEqual([{ key: '1' }]);
  });

  it('SYNC-39 an empty source while the snapshot has records fails with sync_source_empty', async () => {
    const error = await failure(S([]), given(before));
    expect(error.code).toBe('sync_source_empty');
    expect(error.message).toContain('snapshot');
  });

  it('SYNC-40 with allow_empty_source: true every snapshot record is deleted', async () => {
    const out = await diff(S([], { allow_empty_source: true }), given(before));
    expect(out.counts).toEqual({ source: 0, target: 4, created: 0, updated: 0, deleted: 4, unchanged: 0 });
  });

  it('SYNC-39 SYNC-53 an empty source with no snapshot is fine', async () => {
    const out = await diff(S([]));
    expect(out.counts.source).toBe(0);
    expect(out.snapshot!.previous).toBe('none');
  });

  it('SYNC-44 snapshot mode inside for_each fails with sync_snapshot_in_for_each; target mode is allowed', async () => {
    const error = await failure(S(now), { inForEach: true });
    expect(error.code).toBe('sync_snapshot_in_for_each');
    expect(isRetryable(error)).toBe(false);
    expect((await diff({ source: now, target: before, key: 'id' }, { inForEach: true })).mode).toBe('target');
  });

  it('SYNC-48 SYNC-49 GIVEN-19 a test reads the snapshot but never stages or saves one', async () => {
    const { actionHarness } = await import('../helpers/action-context.js');
    const { syncDiff } = await import('../../src/actions/sync-diff.js');
    const records = structuredClone(before);
    const harness = actionHarness(syncDiff, { given: { snapshots: { step: { records } } } });
    const staged: unknown[] = [];
    Object.assign(harness.world.snapshots, { stage: (...args: unknown[]) => staged.push(args) });
    const out = (await harness.run(S(now))) as { snapshot: unknown };
    expect(out.snapshot).toEqual({ previous: 'used', save_on_success: false });
    expect(staged).toEqual([]);
    expect(records).toEqual(before);
  });
});

describe('sync.diff snapshot mode with a store (real runs)', () => {
  it('SYNC-49 SYNC-53 a real run with a saving store shows save_on_success: true and stages the snapshot', async () => {
    const store = new FakeStore();
    const out = await diffWithStore(S(now), store);
    expect(out.snapshot).toEqual({ previous: 'none', save_on_success: true });
    expect(store.stageCalls).toBe(1);
    expect([...store.staged.get('step')!.fingerprints.keys()]).toEqual(['5', '3', '2', '1']);
  });

  it('SYNC-56 SYNC-54 after a successful run saves, the next run uses the snapshot', async () => {
    const store = new FakeStore();
    await diffWithStore(S(before), store);
    store.commit();
    const out = await diffWithStore(S(now), store);
    expect(out.snapshot).toEqual({ previous: 'used', save_on_success: true });
    expect(out.counts).toEqual({ source: 4, target: 4, created: 1, updated: 2, deleted: 1, unchanged: 1 });
    expect(out.deleted).toEqual([{ key: 4 }]);
    store.commit();
    const again = await diffWithStore(S(now), store);
    expect(again.counts).toMatchObject({ unchanged: 4, created: 0, updated: 0, deleted: 0 });
  });

  it('SYNC-54 GIVEN-17 a stored snapshot and given records of the same data give the same result', async () => {
    const store = new FakeStore();
    await diffWithStore(S(before, { trim_strings: true, ignore: ['qty'] }), store);
    store.commit();
    const stored = await diffWithStore(S(now, { trim_strings: true, ignore: ['qty'] }), store);
    const fromGiven = await diff(S(now, { trim_strings: true, ignore: ['qty'] }), given(before));
    expect({ ...stored, snapshot: null }).toEqual({ ...fromGiven, snapshot: null });
  });

  it('SYNC-47 without a successful end of run nothing is saved and the same changes are reported again', async () => {
    const store = new FakeStore();
    await diffWithStore(S(before), store);
    store.commit();
    const first = await diffWithStore(S(now), store);
    // A later step failed: the run does not commit what was staged.
    store.staged.clear();
    const second = await diffWithStore(S(now), store);
    expect(second).toEqual(first);
    expect(second.counts.created + second.counts.updated + second.counts.deleted).toBe(4);
  });

  it('SYNC-48 SYNC-49 a dry run reads the snapshot but never stages one', async () => {
    const store = new FakeStore();
    await diffWithStore(S(before), store);
    store.commit();
    store.stageCalls = 0;
    const out = await diffWithStore(S(now), store, { dryRun: true });
    expect(out.snapshot).toEqual({ previous: 'used', save_on_success: false });
    expect(out.counts.updated).toBe(2);
    expect(store.stageCalls).toBe(0);
  });

  it('SYNC-48 SYNC-49 a store that does not save (tests, dry runs) is never staged', async () => {
    const store = new FakeStore(false);
    const out = await diffWithStore(S(now), store);
    expect(out.snapshot).toEqual({ previous: 'none', save_on_success: false });
    expect(store.stageCalls).toBe(0);
  });

  it('SYNC-50 each step stages under its own id', async () => {
    const store = new FakeStore();
    await diffWithStore(S([{ id: 1 }]), store, { stepId: 'first' });
    await diffWithStore(S([{ id: 2 }]), store, { stepId: 'second' });
    store.commit();
    expect((await diffWithStore(S([{ id: 1 }]), store, { stepId: 'first' })).counts.unchanged).toBe(1);
    expect((await diffWithStore(S([{ id: 1 }]), store, { stepId: 'second' })).counts).toMatchObject({ created: 1, deleted: 1 });
  });

  for (const [name, changed] of [
    ['key', { key: ['id', 'name'] }],
    ['compare', { compare: ['qty'] }],
    ['ignore', { ignore: ['qty'] }],
    ['trim_strings', { trim_strings: true }],
  ] as const) {
    it(`SYNC-55 changing ${name} resets the snapshot: every record counts as created`, async () => {
      const store = new FakeStore();
      await diffWithStore(S(before), store);
      store.commit();
      const out = await diffWithStore(S(now, changed), store);
      expect(out.snapshot).toEqual({ previous: 'reset', save_on_success: true });
      expect(out.counts).toEqual({ source: 4, target: 0, created: 4, updated: 0, deleted: 0, unchanged: 0 });
      // SYNC-56: the reset snapshot becomes used after the next successful run saves.
      store.commit();
      const next = await diffWithStore(S(now, changed), store);
      expect(next.snapshot!.previous).toBe('used');
      expect(next.counts.unchanged).toBe(4);
    });
  }

  it('SYNC-55 SYNC-39 an empty source against a reset snapshot is not an empty-source failure (nothing is compared)', async () => {
    const store = new FakeStore();
    await diffWithStore(S(before), store);
    store.commit();
    const out = await diffWithStore(S([], { trim_strings: true }), store);
    expect(out.snapshot!.previous).toBe('reset');
    expect(out.counts).toMatchObject({ target: 0, deleted: 0 });
  });

  it('SYNC-54 settings that mean the same do not reset: key "id" or ["id"], compare and ignore in another order', async () => {
    const store = new FakeStore();
    await diffWithStore(S(before, { compare: ['name', 'qty'], ignore: ['a', 'b'] }), store);
    store.commit();
    const out = await diffWithStore(S(before, { key: ['id'], compare: ['qty', 'name'], ignore: ['b', 'a'] }), store);
    expect(out.snapshot!.previous).toBe('used');
    expect(out.counts.unchanged).toBe(4);
  });

  it('SYNC-55 a stored snapshot with settings this version cannot read is reset', async () => {
    const store = new FakeStore();
    store.saved.set('step', { settings: 'something-else', fingerprints: new Map([['1', 'x']]) });
    const out = await diffWithStore(S(now), store);
    expect(out.snapshot!.previous).toBe('reset');
    expect(out.counts.created).toBe(4);
  });

  it('SYNC-57 a snapshot keeps record keys and salted fingerprints, never field values', async () => {
    const store = new FakeStore();
    const records = [
      { id: 'k-1', email: 'ada@example.com', amount: 1234.5, nested: { secret_plan: 'moonshot' } },
      { id: 'k-2', email: 'bob@example.com', amount: 99, nested: null },
    ];
    await diffWithStore(S(records), store);
    const { settings, fingerprints } = store.staged.get('step')!;
    expect([...fingerprints.keys()]).toEqual(['"k-1"', '"k-2"']);
    const stored = `${settings} ${[...fingerprints.values()].join(' ')}`;
    for (const value of ['ada@example.com', 'bob@example.com', '1234.5', 'moonshot', 'secret_plan', 'email']) expect(stored).not.toContain(value);
    for (const print of fingerprints.values()) expect(print).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('SYNC-57 fingerprints are salted per snapshot: the same records hash differently in two new snapshots', async () => {
    const a = new FakeStore();
    const b = new FakeStore();
    await diffWithStore(S(before), a);
    await diffWithStore(S(before), b);
    const printsA = [...a.staged.get('step')!.fingerprints.values()];
    const printsB = [...b.staged.get('step')!.fingerprints.values()];
    expect(printsA).not.toEqual(printsB);
    expect(a.staged.get('step')!.settings).not.toBe(b.staged.get('step')!.settings);
    // A used snapshot keeps its salt, so unchanged records keep their fingerprints.
    a.commit();
    await diffWithStore(S(before), a);
    expect([...a.staged.get('step')!.fingerprints.values()]).toEqual(printsA);
  });

  it('SYNC-57 SYNC-36 fingerprints treat a missing field and null alike and ignore field order', async () => {
    const store = new FakeStore();
    await diffWithStore(S([{ id: 1, a: 1, b: null, c: { x: 1, y: 2 } }]), store);
    store.commit();
    const out = await diffWithStore(S([{ c: { y: 2, x: 1 }, a: 1, id: 1 }]), store);
    expect(out.counts.unchanged).toBe(1);
  });

  it('SYNC-45 a snapshot that cannot be read fails with sync_snapshot_unavailable, which can be retried', async () => {
    const broken: SnapshotStore = {
      saves: true,
      read: () => {
        throw new Error('connection reset reading row {"id":"ada@example.com"}');
      },
      stage: () => undefined,
    };
    const error = await diffWithStore(S(now), broken).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'sync_snapshot_unavailable' });
    expect(isRetryable(error as never)).toBe(true);
    expect((error as Error).message).not.toContain('ada@example.com');
  });

  it('SYNC-45 a snapshot that cannot be staged for saving fails with sync_snapshot_unavailable', async () => {
    const broken: SnapshotStore = {
      saves: true,
      read: () => undefined,
      stage: () => {
        throw new Error('disk full');
      },
    };
    await expect(diffWithStore(S(now), broken)).rejects.toMatchObject({ code: 'sync_snapshot_unavailable' });
  });

  it('SYNC-45 a damaged stored snapshot (a key that does not read back) fails with sync_snapshot_unavailable', async () => {
    const store = new FakeStore();
    await diffWithStore(S([{ id: 1 }]), store);
    const { settings } = store.staged.get('step')!;
    store.saved.set('step', { settings, fingerprints: new Map([['{not json', 'x']]) });
    await expect(diffWithStore(S([{ id: 1 }]), store)).rejects.toMatchObject({ code: 'sync_snapshot_unavailable' });
    store.saved.set('step', { settings, fingerprints: new Map([['{"a":1}', 'x']]) });
    await expect(diffWithStore(S([{ id: 1 }]), store)).rejects.toMatchObject({ code: 'sync_snapshot_unavailable' });
  });

  it('SYNC-32 a key holding a secret is never staged', async () => {
    const store = new FakeStore();
    const { actionHarness } = await import('../helpers/action-context.js');
    const { syncDiff } = await import('../../src/actions/sync-diff.js');
    const harness = actionHarness(syncDiff, { given: { secrets: { token: 'tok-123456' } } });
    const world = Object.assign(Object.create(harness.world), { snapshots: store });
    await expect(syncDiff.run({ source: [{ id: 'tok-123456' }], key: 'id', snapshot: true }, { ...harness.ctx, world })).rejects.toMatchObject({
      code: 'sync_key_secret',
    });
    expect(store.stageCalls).toBe(0);
  });
});
