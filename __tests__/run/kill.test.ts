/**
 * A run killed in the middle leaves the store consistent: the CLI runs as its own
 * process, waits on a server that never answers, and is killed with SIGKILL.
 */
import { once } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRepo } from '../helpers/repo.js';
import { CERTIFICATE, loopbackEnv, runJson, sendJson, spawnCli, startHttpsServer, withStore, type HttpsServer } from './helpers.js';

const workflow = (url: string) => `name: slow
on: { manual: {} }
steps:
  - id: diff
    uses: platform/sync.diff@v1
    with: { source: "\${{ trigger.body.records }}", key: id, snapshot: true }
  - id: mark
    uses: platform/state.set@v1
    with: { key: started, value: "\${{ trigger.body.label }}" }
  - id: mail
    uses: platform/email.send@v1
    with: { to: [ops@example.com], subject: "\${{ trigger.body.label }}", text: Hi }
  - id: call
    uses: platform/http.request@v1
    with: { url: "${url}\${{ trigger.body.path }}", timeout_seconds: 300 }
  - id: finish
    uses: platform/state.set@v1
    with: { key: finished, value: "\${{ trigger.body.label }}" }
`;

describe.skipIf(!CERTIFICATE)('flowgate run killed mid-way', () => {
  let server: HttpsServer;
  beforeAll(async () => {
    // `/slow` never answers: the run waits there until it is killed.
    server = await startHttpsServer((request, response) => {
      if (request.url !== '/slow') sendJson(response, 200, { ok: true });
    });
  });
  afterAll(() => server.close());

  it('a SIGKILL in the middle of a run leaves the store intact: integrity ok, earlier data kept, nothing half-saved', async () => {
    const root = makeRepo({
      'workflows/slow/workflow.yaml': workflow(server.url),
      'first.json': { label: 'first', path: '/fast', records: [{ id: 1 }, { id: 2 }] },
      'killed.json': { label: 'killed', path: '/slow', records: [{ id: 1 }, { id: 2 }, { id: 3 }] },
      'third.json': { label: 'third', path: '/fast', records: [{ id: 1 }, { id: 2 }, { id: 3 }] },
    });
    const scope = { workflow: 'slow', environment: 'test' as const };

    // An earlier, successful run saves state and a snapshot.
    const first = await runJson('workflows/slow', root, loopbackEnv(), ['--event', 'first.json']);
    expect(first.code).toBe(0);
    const savedBefore = withStore(root, (store) => store.readSnapshot(scope, 'diff'));
    expect(savedBefore?.revision).toBe(1);

    // The second run, as its own process, is killed while it waits on the slow server.
    const arrived = server.nextRequest();
    const child = spawnCli(['run', 'workflows/slow', '--event', 'killed.json'], loopbackEnv(), root);
    let output = '';
    child.stdout!.on('data', (chunk) => (output += chunk));
    child.stderr!.on('data', (chunk) => (output += chunk));
    const exited = once(child, 'exit');
    const request = await Promise.race([arrived, exited.then(() => Promise.reject(new Error(`the run ended before it was killed:\n${output}`)))]);
    expect(request.url).toBe('/slow');
    child.kill('SIGKILL');
    const [, signal] = await exited;
    expect(signal).toBe('SIGKILL');

    withStore(root, (store) => {
      expect(store.integrityCheck()).toBe('ok');
      // State written before the kill is there (writes are immediate); the step after it never ran.
      expect(store.readState(scope, 'started')).toEqual({ found: true, value: 'killed' });
      expect(store.readState(scope, 'finished')).toEqual({ found: true, value: 'first' });
      // The killed run's snapshot was never saved: the earlier one is untouched.
      const saved = store.readSnapshot(scope, 'diff');
      expect(saved?.revision).toBe(1);
      expect(saved?.fingerprints).toEqual(savedBefore?.fingerprints);
      // The killed run is recorded as started and never finished.
      const runs = store.runs(scope);
      expect(runs.map((run) => run.outcome)).toEqual(['success', null]);
      expect(runs[1]!.finishedAt).toBeNull();
    });
    // Every email in the outbox is whole: none is left half-written under a temporary name.
    const outbox = join(root, '.flowgate/outbox/test');
    expect(readdirSync(outbox).filter((name) => !name.endsWith('.eml'))).toEqual([]);

    // The next run works on the same store and compares with the earlier snapshot.
    const third = await runJson('workflows/slow', root, loopbackEnv(), ['--event', 'third.json']);
    expect(third.code).toBe(0);
    expect(third.doc.steps.diff.outputs.snapshot.previous).toBe('used');
    expect(third.doc.steps.diff.outputs.counts).toMatchObject({ created: 1, unchanged: 2 });
    expect(existsSync(join(root, '.flowgate/store.sqlite'))).toBe(true);
  });

  it('CLI-21 the CLI as a process exits 0 after a successful run and prints the run log', async () => {
    const root = makeRepo({
      'workflows/slow/workflow.yaml': workflow(server.url),
      'fast.json': { label: 'fast', path: '/fast', records: [{ id: 1 }] },
    });
    const child = spawnCli(['run', 'workflows/slow', '--event', 'fast.json'], loopbackEnv(), root);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk) => (stdout += chunk));
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const [code] = await once(child, 'exit');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/^outcome: success \(/m);
  });
});
