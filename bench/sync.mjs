// sync.diff on 50,000 × 50,000 records, a tenth of them changed, beside a plain
// Map-based diff of the same data in the same process (goal: within 2×).
// Needs lib/: `tsc -p tsconfig.build.json` (npm run bench builds it first).
import { syncDiff } from '../lib/actions/sync-diff.js';

const RECORDS = 50_000;
const ROUNDS = 9;

function makeRecord(i, changed) {
  return {
    id: `C-${String(i).padStart(6, '0')}`,
    name: `Customer ${i}`,
    email: `customer${i}@example.com`,
    city: ['Oslo', 'Lyon', 'Graz', 'Porto'][i % 4],
    balance: changed ? i * 3 + 1 : i * 3,
    active: i % 7 !== 0,
    tags: ['retail', i % 2 ? 'north' : 'south'],
    address: { street: `${i} Main Street`, zip: String(10_000 + (i % 90_000)) },
  };
}

// Target: records 0..49,999. Source: a tenth changed, the last 1% gone, 1% new.
const target = Array.from({ length: RECORDS }, (_, i) => makeRecord(i, false));
const source = Array.from({ length: RECORDS }, (_, i) => {
  const n = i < RECORDS * 0.99 ? i : i + RECORDS;
  return makeRecord(n, n % 10 === 0);
});
// The records come from JSON in a real run: separate objects, as parsed.
const sourceData = JSON.parse(JSON.stringify(source));
const targetData = JSON.parse(JSON.stringify(target));

/** Nested values by their JSON text, everything else by ===. */
const sameValue = (a, b) => a === b || (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));

/**
 * What one would write by hand: index the target by id, compare field by field, list
 * the changes. No checks at all: no record shapes, key types, duplicates or sizes.
 */
function plainMapDiff(src, tgt) {
  const byId = new Map();
  for (const record of tgt) byId.set(record.id, record);
  const created = [];
  const updated = [];
  let unchanged = 0;
  const seen = new Set();
  for (const record of src) {
    const before = byId.get(record.id);
    seen.add(record.id);
    if (!before) {
      created.push({ key: record.id, record });
      continue;
    }
    const changes = [];
    for (const field of Object.keys(record)) {
      if (field !== 'id' && !sameValue(record[field] ?? null, before[field] ?? null)) changes.push({ field, from: before[field] ?? null, to: record[field] ?? null });
    }
    for (const field of Object.keys(before)) {
      if (field !== 'id' && !(field in record) && before[field] != null) changes.push({ field, from: before[field], to: null });
    }
    if (changes.length) updated.push({ key: record.id, record, changes });
    else unchanged += 1;
  }
  const deleted = tgt.filter((record) => !seen.has(record.id)).map((record) => ({ key: record.id, record }));
  return { created, updated, deleted, unchanged };
}

const world = {
  isTest: true,
  dryRun: false,
  snapshots: { saves: false, read: () => undefined, stage: () => undefined },
};
const ctx = { world, stepId: 'sync', inForEach: false, connections: {} };

function median(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

// Snapshot mode as a real run sees it: the snapshot of the target records was saved by
// an earlier run, so only the source is hashed.
let saved;
const savingWorld = { isTest: false, dryRun: false, snapshots: { saves: true, read: () => saved, stage: (_step, snapshot) => (saved = snapshot) } };
await syncDiff.run({ source: targetData, key: 'id', snapshot: true }, { ...ctx, world: savingWorld });
const stored = saved;
const storedWorld = { ...savingWorld, snapshots: { ...savingWorld.snapshots, read: () => stored } };
// In a test, given records are hashed too: both sides.
const givenWorld = { ...world, snapshots: { ...world.snapshots, read: () => ({ records: targetData }) } };

const contenders = {
  plain: () => plainMapDiff(sourceData, targetData),
  ours: () => syncDiff.run({ source: sourceData, target: targetData, key: 'id', snapshot: false }, ctx),
  snap: () => syncDiff.run({ source: sourceData, key: 'id', snapshot: true }, { ...ctx, world: storedWorld }),
  given: () => syncDiff.run({ source: sourceData, key: 'id', snapshot: true }, { ...ctx, world: givenWorld }),
};

// Rounds interleave the contenders, so a busy machine slows them alike.
const times = Object.fromEntries(Object.keys(contenders).map((name) => [name, []]));
const lastResult = {};
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [name, work] of Object.entries(contenders)) {
    const start = performance.now();
    lastResult[name] = await work();
    times[name].push(performance.now() - start);
  }
}
const result = (name) => ({ ms: median(times[name]), last: lastResult[name] });
const plain = result('plain');
const ours = result('ours');
const snap = result('snap');
const given = result('given');

const same = ours.last.counts.updated === plain.last.updated.length && ours.last.counts.created === plain.last.created.length && ours.last.counts.deleted === plain.last.deleted.length;
if (!same) {
  console.error('sync.diff and the plain diff disagree', ours.last.counts, { plainUpdated: plain.last.updated.length });
  process.exit(1);
}
const ratio = ours.ms / plain.ms;
console.log(`records per side        ${RECORDS}; created ${ours.last.counts.created}, updated ${ours.last.counts.updated}, deleted ${ours.last.counts.deleted}, unchanged ${ours.last.counts.unchanged}`);
console.log(`plain Map diff          ${plain.ms.toFixed(1)} ms (median of ${ROUNDS})`);
console.log(`sync.diff target mode   ${ours.ms.toFixed(1)} ms  → ${ratio.toFixed(2)}× the plain diff (goal ≤ 2×)`);
console.log(`sync.diff snapshot mode ${snap.ms.toFixed(1)} ms  → ${(snap.ms / plain.ms).toFixed(2)}× (stored snapshot; salted SHA-256 of each source record)`);
console.log(`sync.diff given records ${given.ms.toFixed(1)} ms  → ${(given.ms / plain.ms).toFixed(2)}× (test runs: the given records are hashed as well)`);
if (snap.last.counts.updated !== ours.last.counts.updated || given.last.counts.updated !== ours.last.counts.updated) {
  console.error('snapshot mode disagrees with target mode', snap.last.counts, given.last.counts);
  process.exit(1);
}
if (ratio > 2) process.exitCode = 1;
