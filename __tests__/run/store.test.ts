import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StepError } from '../../src/engine/errors.js';
import { storePath } from '../../src/run/command.js';
import { RunStore, RunStoreError, type RunEnd } from '../../src/world/real/index.js';
import { StoreSnapshots } from '../../src/world/real/store-snapshots.js';
import { StoreState } from '../../src/world/real/store-state.js';
import { makeRepo } from '../helpers/repo.js';
import { cli, runJson } from './helpers.js';

const scope = { workflow: 'wf', environment: 'production' as const };
const ended: RunEnd = { outcome: 'success', failedStep: null, finishedAt: '2026-01-05T08:00:00.000Z' };
const fresh = () => RunStore.open(join(mkdtempSync(join(tmpdir(), 'flowgate-store-')), 'store.sqlite'));
const prints = (entries: Record<string, string>) => new Map(Object.entries(entries));

function startRun(store: RunStore, id: string): void {
  store.startRun({ id, workflow: scope.workflow, environment: scope.environment, versionId: 'sha256:x', trigger: 'manual', dryRun: false, startedAt: '2026-01-05T08:00:00.000Z' });
}

describe('the run store', () => {
  it('SYNC-50 state and snapshots are kept apart by workflow and environment', () => {
    const store = fresh();
    store.writeState(scope, 'k', { n: 1 }, 'now');
    expect(store.readState(scope, 'k')).toEqual({ found: true, value: { n: 1 } });
    expect(store.readState({ ...scope, environment: 'test' }, 'k')).toEqual({ found: false, value: null });
    expect(store.readState({ ...scope, workflow: 'other' }, 'k')).toEqual({ found: false, value: null });
    startRun(store, 'r1');
    store.finishRun(scope, 'r1', ended, [{ step: 's', settings: 'v1', fingerprints: prints({ a: 'x' }), readRevision: 0 }]);
    expect(store.readSnapshot(scope, 's')).toEqual({ settings: 'v1', fingerprints: prints({ a: 'x' }), revision: 1 });
    expect(store.readSnapshot({ ...scope, environment: 'test' }, 's')).toBeUndefined();
    expect(store.readSnapshot(scope, 'other_step')).toBeUndefined();
    store.close();
  });

  it('state keys and values are stored as given: odd keys, nested JSON, null', () => {
    const store = fresh();
    const keys = ['__proto__', "it's; DROP TABLE state; --", 'ü/ключ', 'x'.repeat(200)];
    for (const key of keys) store.writeState(scope, key, { key, list: [1, null, 'two'] }, 'now');
    store.writeState(scope, 'nothing', undefined, 'now');
    for (const key of keys) expect(store.readState(scope, key)).toEqual({ found: true, value: { key, list: [1, null, 'two'] } });
    expect(store.readState(scope, 'nothing')).toEqual({ found: true, value: null });
    const all = store.allState(scope);
    expect(Object.keys(all).sort()).toEqual([...keys, 'nothing'].sort());
    expect(Object.getPrototypeOf(all)).toBe(Object.prototype);
    store.close();
  });

  it('SYNC two runs that read the same snapshot: the first to succeed saves, the other keeps it', () => {
    const store = fresh();
    const first = new StoreSnapshots(store, scope, { dryRun: false });
    const second = new StoreSnapshots(store, scope, { dryRun: false });
    expect(first.read('diff')).toBeUndefined();
    expect(second.read('diff')).toBeUndefined();
    first.stage('diff', { settings: 's', fingerprints: prints({ a: '1' }) });
    second.stage('diff', { settings: 's', fingerprints: prints({ b: '2' }) });
    startRun(store, 'r1');
    startRun(store, 'r2');
    expect(store.finishRun(scope, 'r1', ended, first.staged())).toEqual({ saved: ['diff'], superseded: [] });
    expect(store.finishRun(scope, 'r2', ended, second.staged())).toEqual({ saved: [], superseded: ['diff'] });
    expect(store.readSnapshot(scope, 'diff')?.fingerprints).toEqual(prints({ a: '1' }));
    // A run that read the saved one may replace it.
    const third = new StoreSnapshots(store, scope, { dryRun: false });
    third.read('diff');
    third.stage('diff', { settings: 's', fingerprints: prints({ c: '3' }) });
    startRun(store, 'r3');
    expect(store.finishRun(scope, 'r3', ended, third.staged()).saved).toEqual(['diff']);
    expect(store.readSnapshot(scope, 'diff')).toMatchObject({ revision: 2, fingerprints: prints({ c: '3' }) });
    store.close();
  });

  it('SYNC-48 a dry run stages nothing, whatever sync.diff hands over', () => {
    const store = fresh();
    const dry = new StoreSnapshots(store, scope, { dryRun: true });
    expect(dry.saves).toBe(false);
    dry.read('diff');
    dry.stage('diff', { settings: 's', fingerprints: prints({ a: '1' }) });
    expect(dry.staged()).toEqual([]);
    store.close();
  });

  it('finishing a run saves its snapshots and its end together, or neither', () => {
    const store = fresh();
    startRun(store, 'r1');
    const bad = { step: 'diff', settings: 's', fingerprints: prints({ a: '1' }), readRevision: 0 };
    // The second snapshot has a value SQLite refuses: the first one and the run's end roll back with it.
    expect(() =>
      store.finishRun(scope, 'r1', ended, [bad, { ...bad, step: 'other', settings: undefined as unknown as string }]),
    ).toThrow();
    expect(store.readSnapshot(scope, 'diff')).toBeUndefined();
    expect(store.runs(scope)[0]!.outcome).toBeNull();
    store.close();
  });

  it('a store made by a newer flowgate is refused, not changed', async () => {
    const root = makeRepo({ 'workflows/w/workflow.yaml': 'name: w\non: { manual: {} }\nsteps:\n  - id: a\n    uses: platform/evaluate@v1\n    with: { expression: 1 }\n' });
    await runJson('workflows/w', root, {});
    const db = new DatabaseSync(storePath(root));
    db.exec('PRAGMA user_version = 99');
    db.close();
    const { code, stderr } = await cli(['run', 'workflows/w'], {}, root);
    expect(code).toBe(1);
    expect(stderr).toContain('newer flowgate');
    expect(() => RunStore.open(storePath(root))).toThrow(RunStoreError);
  });

  it('a file that is not a store is refused with exit 1', async () => {
    const root = makeRepo({ 'workflows/w/workflow.yaml': 'name: w\non: { manual: {} }\nsteps:\n  - id: a\n    uses: platform/evaluate@v1\n    with: { expression: 1 }\n' });
    mkdirSync(join(root, '.flowgate'));
    writeFileSync(storePath(root), 'this is not a database, it is text '.repeat(200));
    const { code, stderr } = await cli(['run', 'workflows/w'], {}, root);
    expect(code).toBe(1);
    expect(stderr).toMatch(/flowgate run: cannot (open|use) the store/);
  });

  it('SYNC-45 a damaged stored snapshot fails the step with sync_snapshot_unavailable', async () => {
    const workflow = 'name: d\non: { manual: {} }\nsteps:\n  - id: diff\n    uses: platform/sync.diff@v1\n    with: { source: [{ id: 1 }], key: id, snapshot: true }\n';
    const root = makeRepo({ 'workflows/d/workflow.yaml': workflow });
    expect((await runJson('workflows/d', root, {})).code).toBe(0);
    const db = new DatabaseSync(storePath(root));
    db.exec(`UPDATE snapshots SET fingerprints = '{"not": "a list"'`);
    db.close();
    const { code, doc } = await runJson('workflows/d', root, {});
    expect(code).toBe(1);
    expect(doc.steps.diff.error.code).toBe('sync_snapshot_unavailable');
  });

  it('after the run has ended, saved state can no longer be changed by it', () => {
    const store = fresh();
    const state = new StoreState(store, scope, { dryRun: false, now: () => new Date() });
    state.set('a', 1);
    state.close();
    expect(() => state.set('a', 2)).toThrow(StepError);
    expect(store.readState(scope, 'a').value).toBe(1);
    store.close();
  });

  it('a dry run reads saved state and keeps its own writes in memory only', () => {
    const store = fresh();
    store.writeState(scope, 'a', 'saved', 'now');
    const state = new StoreState(store, scope, { dryRun: true, now: () => new Date() });
    expect(state.get('a')).toEqual({ found: true, value: 'saved' });
    state.set('a', { changed: true });
    state.set('b', 2);
    expect(state.get('a')).toEqual({ found: true, value: { changed: true } });
    expect(state.all()).toEqual({ a: { changed: true }, b: 2 });
    expect(state.writtenKeys()).toEqual(['a', 'b']);
    expect(store.allState(scope)).toEqual({ a: 'saved' });
    store.close();
  });

  it('the store passes SQLite integrity_check after use', () => {
    const store = fresh();
    for (let i = 0; i < 50; i += 1) store.writeState(scope, `k${i}`, i, 'now');
    expect(store.integrityCheck()).toBe('ok');
    store.close();
  });
});

