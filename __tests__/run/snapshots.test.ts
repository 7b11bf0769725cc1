import { describe, expect, it } from 'vitest';
import { makeRepo, writeFiles } from '../helpers/repo.js';
import { runJson, withStore } from './helpers.js';

/** A workflow with a snapshot-mode sync.diff over the event's records, then a check that can fail. */
const syncWorkflow = (extraSteps = '') => `name: contacts
on: { manual: {} }
steps:
  - id: diff
    uses: platform/sync.diff@v1
    with: { source: "\${{ trigger.body.records }}", key: id, snapshot: true }
  - id: check
    uses: platform/evaluate@v1
    with: { expression: "\${{ !trigger.body.fail }}", fail_if_false: true }
${extraSteps}`;

const event = (records: unknown[], fail = false) => ({ records, fail });
const A = { id: 1, name: 'Ada' };
const B = { id: 2, name: 'Bo' };
const B2 = { id: 2, name: 'Bob' };
const C = { id: 3, name: 'Cy' };

function repoWith(events: Record<string, unknown>, workflow = syncWorkflow()): string {
  const files: Record<string, unknown> = { 'workflows/contacts/workflow.yaml': workflow };
  for (const [name, value] of Object.entries(events)) files[`${name}.json`] = value;
  return makeRepo(files);
}

async function run(root: string, eventName: string, flags: string[] = []) {
  return runJson('workflows/contacts', root, {}, ['--event', `${eventName}.json`, ...flags]);
}

const diffOf = (doc: any) => doc.steps.diff.outputs;
const countsOf = (doc: any) => diffOf(doc).counts;

describe('flowgate run: sync.diff snapshots in the store', () => {
  it('SYNC-53 SYNC-54 SYNC-56 SYNC-52 CLI-21 a successful run saves the snapshot; the next run compares with it (previous: used)', async () => {
    const root = repoWith({ one: event([A, B]), two: event([A, B2, C]) });
    const first = await run(root, 'one');
    expect(first.code).toBe(0);
    expect(diffOf(first.doc).snapshot).toEqual({ previous: 'none', save_on_success: true });
    expect(countsOf(first.doc)).toMatchObject({ created: 2, updated: 0, deleted: 0 });
    expect(first.stderr).toContain('snapshots: saved for diff');

    const second = await run(root, 'two');
    expect(diffOf(second.doc).snapshot).toEqual({ previous: 'used', save_on_success: true });
    expect(countsOf(second.doc)).toEqual({ source: 3, target: 2, created: 1, updated: 1, deleted: 0, unchanged: 1 });
    expect(diffOf(second.doc).created.map((c: any) => c.key)).toEqual([3]);
    expect(diffOf(second.doc).updated.map((c: any) => c.key)).toEqual([2]);

    const third = await run(root, 'one');
    expect(countsOf(third.doc)).toMatchObject({ created: 0, updated: 1, deleted: 1, unchanged: 1 });
    expect(diffOf(third.doc).deleted).toEqual([{ key: 3 }]);
  });

  it('SYNC-57 the store keeps keys and fingerprints, never field values', async () => {
    const root = repoWith({ one: event([{ id: 'k-1', secret_note: 'very-private-value' }]) });
    await run(root, 'one');
    const saved = withStore(root, (store) => store.readSnapshot({ workflow: 'contacts', environment: 'test' }, 'diff'));
    expect(saved).toBeDefined();
    expect([...saved!.fingerprints.keys()]).toHaveLength(1);
    expect(JSON.stringify([...saved!.fingerprints]) + saved!.settings).not.toContain('very-private-value');
  });

  it('SYNC-47 after a later step fails the snapshot is not saved and the same changes are reported again', async () => {
    const root = repoWith({ base: event([A]), failing: event([A, B], true), passing: event([A, B]) });
    await run(root, 'base');
    const failed = await run(root, 'failing');
    expect(failed.code).toBe(1);
    expect(failed.doc.error).toMatchObject({ step: 'check', code: 'check_failed' });
    expect(countsOf(failed.doc)).toMatchObject({ created: 1, unchanged: 1 });
    expect(failed.stderr).toContain('snapshots: not saved for diff');

    const again = await run(root, 'passing');
    expect(diffOf(again.doc).snapshot.previous).toBe('used');
    expect(countsOf(again.doc)).toMatchObject({ created: 1, unchanged: 1 });
    expect(diffOf(again.doc).created.map((c: any) => c.key)).toEqual([2]);
  });

  it('SYNC-47 a run that fails before any snapshot was saved leaves the step with none', async () => {
    const root = repoWith({ failing: event([A], true), passing: event([A]) });
    await run(root, 'failing');
    expect(withStore(root, (store) => store.readSnapshot({ workflow: 'contacts', environment: 'test' }, 'diff'))).toBeUndefined();
    expect(diffOf((await run(root, 'passing')).doc).snapshot.previous).toBe('none');
  });

  it('SYNC-48 SYNC-49 a dry run reads the snapshot but never saves it and shows save_on_success: false', async () => {
    const root = repoWith({ one: event([A]), two: event([A, B, C]) });
    const dryFirst = await run(root, 'one', ['--dry-run']);
    expect(dryFirst.code).toBe(0);
    expect(diffOf(dryFirst.doc).snapshot).toEqual({ previous: 'none', save_on_success: false });

    const real = await run(root, 'one');
    expect(diffOf(real.doc).snapshot.previous).toBe('none');

    const dry = await run(root, 'two', ['--dry-run']);
    expect(diffOf(dry.doc).snapshot).toEqual({ previous: 'used', save_on_success: false });
    expect(countsOf(dry.doc)).toMatchObject({ created: 2, unchanged: 1 });
    expect(dry.stderr).toContain('snapshots: read for diff; not saved (dry run)');

    const after = await run(root, 'two');
    expect(countsOf(after.doc)).toMatchObject({ created: 2, unchanged: 1 });
  });

  it('SYNC-50 test and production keep their own snapshots', async () => {
    const root = repoWith({ one: event([A]), two: event([A, B]) });
    await run(root, 'one', ['--env', 'test']);
    const production = await run(root, 'two', ['--env', 'production']);
    expect(diffOf(production.doc).snapshot.previous).toBe('none');
    expect(countsOf(production.doc).created).toBe(2);
    const test = await run(root, 'two', ['--env', 'test']);
    expect(diffOf(test.doc).snapshot.previous).toBe('used');
    expect(countsOf(test.doc).created).toBe(1);
  });

  it('SYNC-50 each step keeps its own snapshot', async () => {
    const workflow = syncWorkflow(`  - id: other
    uses: platform/sync.diff@v1
    with: { source: [{ id: 9 }], key: id, snapshot: true }
`);
    const root = repoWith({ one: event([A]), two: event([A, B]) }, workflow);
    await run(root, 'one');
    const second = await run(root, 'two');
    expect(countsOf(second.doc)).toMatchObject({ created: 1, unchanged: 1 });
    expect(second.doc.steps.other.outputs.counts).toMatchObject({ created: 0, unchanged: 1 });
    expect(second.stderr).toContain('snapshots: saved for diff, other');
  });

  it('SYNC-55 SYNC-56 a change of key or compare settings resets the snapshot, and the next successful run uses it again', async () => {
    const root = repoWith({ one: event([A, B]) });
    await run(root, 'one');
    writeFiles(root, { 'workflows/contacts/workflow.yaml': syncWorkflow().replace('key: id,', 'key: id, compare: [name],') });
    const reset = await run(root, 'one');
    expect(diffOf(reset.doc).snapshot.previous).toBe('reset');
    expect(countsOf(reset.doc).created).toBe(2);
    expect(diffOf((await run(root, 'one')).doc).snapshot.previous).toBe('used');
  });

  it('state is separate per environment too', async () => {
    const workflow = `name: s\non: { manual: {} }\nsteps:\n  - id: set\n    uses: platform/state.set@v1\n    with: { key: k, value: "\${{ trigger.environment }}" }\n`;
    const root = makeRepo({ 'workflows/s/workflow.yaml': workflow });
    await runJson('workflows/s', root, {}, ['--env', 'test']);
    const production = await runJson('workflows/s', root, {}, ['--env', 'production']);
    expect(production.doc.steps.set.outputs.previous).toBeNull();
    expect((await runJson('workflows/s', root, {}, ['--env', 'test'])).doc.steps.set.outputs.previous).toBe('test');
  });
});
