import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, sameFieldValue } from '../../src/actions/sync/values.js';
import { diff, type Output } from './sync-diff.helpers.js';

type Rec = Record<string, unknown>;

// Small domains, so that keys overlap and values are often equal.
const keyValue = fc.oneof(fc.integer({ min: 0, max: 12 }), fc.constantFrom('1', '2', 'a', ' a', 'a ', 'b', 'é', 'e\u0301', 'true'), fc.boolean());
const leaf = fc.oneof(fc.constantFrom(0, 1, -0, 1.5, 'x', ' x', 'x ', '', true, false, null));
const value = fc.oneof(
  { weight: 4, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('m', 'n'), leaf, { maxKeys: 2 }) },
);
const fields = { p: value, q: value, r: value };

interface Case {
  trim: boolean;
  ignore: string[];
  compare: string[] | undefined;
  source: Rec[];
  target: Rec[];
}

const identity = (trim: boolean) => (record: Rec) => {
  const id = record.id;
  return `${typeof id}:${trim && typeof id === 'string' ? id.trim() : String(id)}`;
};

const cases: fc.Arbitrary<Case> = fc
  .record({
    trim: fc.boolean(),
    ignore: fc.subarray(['p', 'q', 'r']),
    compare: fc.option(fc.subarray(['p', 'q', 'r', 'id']), { nil: undefined }),
  })
  .chain((settings) => {
    const record = fc.record({ id: keyValue, ...fields }, { requiredKeys: ['id'] });
    const side = fc.uniqueArray(record, { selector: identity(settings.trim), maxLength: 25 });
    return fc.record({ source: side, target: side }).map((sides) => ({ ...settings, ...sides }));
  });

function inputOf(c: Case): Rec {
  return { key: 'id', trim_strings: c.trim, ignore: c.ignore, ...(c.compare ? { compare: c.compare } : {}), allow_empty_source: true };
}

/** An independent model of "changed": compared fields as sorted JSON, null and missing alike. */
function modelChanged(a: Rec, b: Rec, c: Case): boolean {
  const norm = (v: unknown): unknown => {
    if (typeof v === 'string') return c.trim ? v.trim() : v;
    if (Array.isArray(v)) return v.map(norm);
    if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, norm((v as Rec)[k])]));
    return v === 0 ? 0 : v;
  };
  const names = (c.compare ?? [...new Set([...Object.keys(a), ...Object.keys(b)])]).filter((f) => f !== 'id' && !c.ignore.includes(f));
  return names.some((f) => JSON.stringify(norm(a[f] ?? null)) !== JSON.stringify(norm(b[f] ?? null)));
}

function checkCounts(out: Output, c: Case): void {
  const n = out.counts;
  expect(n.created + n.updated + n.unchanged).toBe(n.source);
  expect(n.deleted + n.updated + n.unchanged).toBe(n.target);
  expect(n.source).toBe(c.source.length);
  expect(n.target).toBe(c.target.length);
  expect([out.created.length, out.updated.length, out.deleted.length]).toEqual([n.created, n.updated, n.deleted]);
}

describe('sync.diff properties', () => {
  it('SYNC-15 SYNC-16 SYNC-22 created + updated + unchanged = source and deleted + updated + unchanged = target, in both modes', async () => {
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        const byTarget = await diff({ ...inputOf(c), source: c.source, target: c.target });
        checkCounts(byTarget, c);
        const bySnapshot = await diff({ ...inputOf(c), source: c.source, snapshot: true }, { given: { snapshots: { step: { records: c.target } } } });
        checkCounts(bySnapshot, c);
      }),
      { numRuns: 300 },
    );
  });

  it('SYNC-17 SYNC-18 SYNC-20 SYNC-29 SYNC-34..38 both modes agree with each other and with a plain model of the rules', async () => {
    await fc.assert(
      fc.asyncProperty(cases, async (c) => {
        const byTarget = await diff({ ...inputOf(c), source: c.source, target: c.target });
        const bySnapshot = await diff({ ...inputOf(c), source: c.source, snapshot: true }, { given: { snapshots: { step: { records: c.target } } } });
        const keys = (entries: { key: unknown }[]) => entries.map((e) => JSON.stringify(e.key));
        expect(keys(bySnapshot.created)).toEqual(keys(byTarget.created));
        expect(keys(bySnapshot.updated)).toEqual(keys(byTarget.updated));
        expect(keys(bySnapshot.deleted)).toEqual(keys(byTarget.deleted));
        expect(bySnapshot.counts).toEqual(byTarget.counts);

        const id = identity(c.trim);
        const targetById = new Map(c.target.map((r) => [id(r), r]));
        const sourceIds = new Set(c.source.map(id));
        expect(byTarget.created.map((e) => e.record)).toEqual(c.source.filter((r) => !targetById.has(id(r))));
        expect(byTarget.updated.map((e) => e.record)).toEqual(c.source.filter((r) => targetById.has(id(r)) && modelChanged(r, targetById.get(id(r))!, c)));
        expect(byTarget.deleted.map((e) => e.record)).toEqual(c.target.filter((r) => !sourceIds.has(id(r))));
        for (const entry of byTarget.updated) {
          expect(entry.changes!.length).toBeGreaterThan(0);
          for (const change of entry.changes!) {
            expect(change.field).not.toBe('id');
            expect(c.ignore).not.toContain(change.field);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('SYNC-35 SYNC-37 SYNC-57 value comparison and fingerprint encoding agree on every pair of JSON values', () => {
    const reorder = (v: unknown): unknown => {
      if (Array.isArray(v)) return v.map(reorder);
      if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reorder(x)]));
      return v;
    };
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), fc.jsonValue({ maxDepth: 3 }), fc.boolean(), (a, b, trim) => {
        expect(sameFieldValue(a, b, trim)).toBe(canonicalJson(a ?? null, trim) === canonicalJson(b ?? null, trim));
        expect(sameFieldValue(a, reorder(a), trim)).toBe(true);
        expect(canonicalJson(reorder(a), trim)).toBe(canonicalJson(a, trim));
      }),
      { numRuns: 2000 },
    );
  });
});
