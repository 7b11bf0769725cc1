/**
 * `concurrency: { key }` in real runs (flowgate.md §2, WF-06; built-in-actions.md
 * `state.set`, STATE-07): two `flowgate run` processes of one workflow read, wait on a
 * loopback HTTPS server the test holds, and write `counter + 1`.
 */
import { createHash } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { EventEmitter, once } from 'node:events';
import { mkdirSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import type { ServerResponse } from 'node:http';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storePath } from '../../src/run/command.js';
import { concurrencyLane, takeConcurrencyTurn, type ConcurrencyTurn } from '../../src/world/real/concurrency-lock.js';
import type { RunStore } from '../../src/world/real/index.js';
import { makeRepo } from '../helpers/repo.js';
import { CERTIFICATE, cli, loopbackEnv, openStore, runJson, sendJson, spawnCli, startHttpsServer, withStore, type HttpsServer } from './helpers.js';

const CUSTOMER = 'cust-7731-private';
const hashOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Reads the counter, waits on the server at `path`, writes counter + 1. */
const counterWorkflow = (url: string, concurrency = '') => `name: counter
on: { manual: {} }
${concurrency}steps:
  - id: read
    uses: platform/state.get@v1
    with: { key: counter, default: 0 }
  - id: slow
    uses: platform/http.request@v1
    with: { url: "${url}\${{ trigger.body.path }}", timeout_seconds: 120 }
  - id: write
    uses: platform/state.set@v1
    with: { key: counter, value: "\${{ steps.read.outputs.value + 1 }}" }
`;
const BY_CUSTOMER = 'concurrency: { key: "${{ trigger.body.customer }}" }\n';

const lane = (key: string, environment: 'test' | 'production' = 'test') => concurrencyLane({ workflow: 'counter', environment }, key);

// ---------------------------------------------------------------------------------------
// A run as its own process, watched from outside

interface Child {
  process: ChildProcess;
  stdout: string;
  stderr: string;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
}

/** Told of everything a test may wait for: output of a run, a request reaching the server. */
const changes = new EventEmitter();

function start(root: string, event: string, extra: string[] = []): Child {
  const process = spawnCli(['run', 'workflows/counter', '--event', event, '--json', '-', ...extra], loopbackEnv(), root);
  const child: Child = { process, stdout: '', stderr: '', exited: once(process, 'exit') as Promise<[number | null, NodeJS.Signals | null]> };
  process.stdout!.on('data', (chunk) => {
    child.stdout += chunk;
    changes.emit('change');
  });
  process.stderr!.on('data', (chunk) => {
    child.stderr += chunk;
    changes.emit('change');
  });
  return child;
}

async function finished(child: Child): Promise<{ code: number | null; doc: any; log: string; stdout: string }> {
  const [code] = await child.exited;
  let doc: any;
  try {
    doc = JSON.parse(child.stdout);
  } catch {
    throw new Error(`no result document: exit ${code}\n${child.stdout}\n${child.stderr}`);
  }
  return { code, doc, log: child.stderr, stdout: child.stdout };
}

/** Resolves once `test` holds, checking again at each change; fails when one of `children` ends first. */
async function until(what: string, test: () => boolean, children: Child[] = []): Promise<void> {
  const ended = Promise.race(children.map((child) => child.exited)).then(() => 'ended' as const);
  while (!test()) {
    const stop = new AbortController();
    const next = await Promise.race([once(changes, 'change', { signal: stop.signal }).then(() => 'changed' as const), ended]);
    stop.abort();
    if (next === 'ended' && !test()) throw new Error(`a run ended before ${what}:\n${children.map((c) => c.stdout + c.stderr).join('\n---\n')}`);
  }
}

const runIdIn = (log: string) => /^run (run_\S+)$/m.exec(log)?.[1];

// ---------------------------------------------------------------------------------------
// A server whose `/hold/<label>` requests wait until the test lets them go

interface HoldingServer extends HttpsServer {
  held(label: string): boolean;
  let(label: string): void;
}

async function startHoldingServer(): Promise<HoldingServer> {
  const holding = new Map<string, ServerResponse>();
  const server = await startHttpsServer((request, response) => {
    const label = /^\/hold\/(.+)$/.exec(request.url)?.[1];
    if (label === undefined) return sendJson(response, 200, { ok: true });
    holding.set(label, response);
    changes.emit('change');
  });
  return {
    ...server,
    held: (label) => holding.has(label),
    let: (label) => {
      const response = holding.get(label);
      if (!response) throw new Error(`no request /hold/${label} is waiting`);
      holding.delete(label);
      sendJson(response, 200, { released: label });
    },
  };
}

describe.skipIf(!CERTIFICATE)('flowgate run with concurrency: two processes (WF-06, STATE-07)', () => {
  let server: HoldingServer;
  beforeAll(async () => {
    server = await startHoldingServer();
  });
  afterAll(() => server.close());

  it('STATE-07 CLI-21 without concurrency two overlapping runs read the same counter and one increment is lost', async () => {
    const root = makeRepo({
      'workflows/counter/workflow.yaml': counterWorkflow(server.url),
      'a.json': { path: '/hold/free-a' },
      'b.json': { path: '/hold/free-b' },
    });
    const a = start(root, 'a.json');
    const b = start(root, 'b.json');
    // Both have read the counter by the time both wait on the server.
    await until('both runs wait on the server', () => server.held('free-a') && server.held('free-b'), [a, b]);
    server.let('free-a');
    server.let('free-b');
    const [first, second] = await Promise.all([finished(a), finished(b)]);
    expect([first.code, second.code]).toEqual([0, 0]);
    // The same value read twice: both computed 0 + 1.
    expect(first.doc.steps.read.outputs.value).toBe(0);
    expect(second.doc.steps.read.outputs.value).toBe(0);
    // Each wrote 0 + 1. `previous` is null for the first write and, depending on how the
    // writes interleave, null again (both read before either wrote) or the other run's 1.
    const previous = [first.doc.steps.write.outputs.previous, second.doc.steps.write.outputs.previous];
    expect(previous).toContain(null);
    for (const value of previous) expect([null, 1]).toContain(value);
    expect(withStore(root, (store) => store.readState({ workflow: 'counter', environment: 'test' }, 'counter'))).toEqual({ found: true, value: 1 });
    expect(first.log).not.toContain('concurrency:');
  });

  it('WF-06 STATE-07 with the same key the second run waits before its first step and reads the first run\'s value: the counter ends at 2', async () => {
    const root = makeRepo({
      'workflows/counter/workflow.yaml': counterWorkflow(server.url, BY_CUSTOMER),
      'a.json': { path: '/hold/same-a', customer: CUSTOMER },
      'b.json': { path: '/hold/same-b', customer: CUSTOMER },
    });
    const a = start(root, 'a.json');
    await until('the first run waits on the server', () => server.held('same-a'), [a]);

    // While the first run holds the key, the store knows the key only by its hash.
    const db = new DatabaseSync(storePath(root), { readOnly: true });
    const rows = db.prepare('SELECT * FROM concurrency_queue').all();
    db.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ workflow: 'counter', environment: 'test', key_hash: hashOf(CUSTOMER), pid: a.process.pid });
    expect(JSON.stringify(rows)).not.toContain(CUSTOMER);

    const b = start(root, 'b.json');
    await until('the second run says it waits', () => b.stderr.includes('concurrency: waiting for run'), [b]);
    // Still waiting: it has not reached its HTTP step. That it read only after the first run
    // wrote (below) shows it waited until the first run ended.
    expect(server.held('same-b')).toBe(false);
    expect(server.requests.some((r) => r.url === '/hold/same-b')).toBe(false);

    server.let('same-a');
    const first = await finished(a);
    await until('the second run reaches the server', () => server.held('same-b'), [b]);
    server.let('same-b');
    const second = await finished(b);

    expect([first.code, second.code]).toEqual([0, 0]);
    expect(first.doc.steps.read.outputs.value).toBe(0);
    expect(second.doc.steps.read.outputs.value).toBe(1);
    expect(second.doc.steps.write.outputs.previous).toBe(1);
    expect(withStore(root, (store) => store.readState({ workflow: 'counter', environment: 'test' }, 'counter'))).toEqual({ found: true, value: 2 });

    // The logs: who waited for whom and how long; never the key.
    const firstId = runIdIn(first.log);
    expect(firstId).toBeDefined();
    expect(first.log).toContain('concurrency: no other run held the key');
    expect(second.log).toContain(`concurrency: waiting for run ${firstId}, which holds the same concurrency key (at most 10 min)`);
    expect(second.log).toMatch(new RegExp(`^concurrency: waited \\d+(?:\\.\\d+)? (?:ms|s) for run ${firstId} \\(same concurrency key\\)$`, 'm'));
    for (const text of [first.log, second.log, first.stdout, second.stdout]) expect(text).not.toContain(CUSTOMER);

    // Both turns ended: the queue is empty, both runs recorded as successful.
    withStore(root, (store) => {
      expect(store.concurrencyQueue(lane(CUSTOMER))).toEqual([]);
      expect(store.runs({ workflow: 'counter', environment: 'test' }).map((run) => run.outcome)).toEqual(['success', 'success']);
    });
  });

  it('WF-06 runs with different keys do not wait for each other', async () => {
    const root = makeRepo({
      'workflows/counter/workflow.yaml': counterWorkflow(server.url, BY_CUSTOMER),
      'a.json': { path: '/hold/diff-a', customer: 'c-1' },
      'b.json': { path: '/hold/diff-b', customer: 'c-2' },
    });
    const a = start(root, 'a.json');
    await until('the first run waits on the server', () => server.held('diff-a'), [a]);
    const b = start(root, 'b.json');
    // The second run reaches its HTTP step while the first still holds its own key.
    await until('the second run waits on the server too', () => server.held('diff-b'), [b]);
    expect(b.stderr).not.toContain('concurrency: waiting');
    server.let('diff-b');
    const second = await finished(b);
    server.let('diff-a');
    const first = await finished(a);
    expect([first.code, second.code]).toEqual([0, 0]);
    expect(second.log).toContain('concurrency: no other run held the key');
    expect(first.doc.steps.read.outputs.value).toBe(0);
    expect(second.doc.steps.read.outputs.value).toBe(0);
  });

  it('WF-06 a key left by a run killed with SIGKILL is taken over by the next run at once', async () => {
    const root = makeRepo({
      'workflows/counter/workflow.yaml': counterWorkflow(server.url, BY_CUSTOMER),
      'killed.json': { path: '/hold/killed', customer: CUSTOMER },
      'next.json': { path: '/fast', customer: CUSTOMER },
    });
    const killed = start(root, 'killed.json');
    await until('the run waits on the server', () => server.held('killed'), [killed]);
    const pid = killed.process.pid!;
    killed.process.kill('SIGKILL');
    const [, signal] = await killed.exited;
    expect(signal).toBe('SIGKILL');
    const left = withStore(root, (store) => store.concurrencyQueue(lane(CUSTOMER)));
    expect(left).toEqual([expect.objectContaining({ pid, host: hostname(), startedAt: expect.any(String) })]);

    const next = await runJson('workflows/counter', root, loopbackEnv(), ['--event', 'next.json']);
    expect(next.code).toBe(0);
    // At once: it took the key over without waiting out any limit.
    expect(next.stderr).toContain(`concurrency: took over the key from run ${left[0]!.runId}, whose process (pid ${pid}) had ended`);
    expect(next.stderr).not.toContain('concurrency: waited');
    // The killed run never wrote: the counter starts from nothing.
    expect(next.doc.steps.write.outputs.previous).toBeNull();
    expect(withStore(root, (store) => store.concurrencyQueue(lane(CUSTOMER)))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------
// In this process: a holder the test keeps, no network needed

const quickWorkflow = (extra = '', timeout = '') => `name: counter
on: { manual: {} }
${BY_CUSTOMER}${timeout}steps:
  - id: read
    uses: platform/state.get@v1
    with: { key: counter, default: 0 }
  - id: write
    uses: platform/state.set@v1
    with: { key: counter, value: "\${{ steps.read.outputs.value + 1 }}" }
${extra}`;

/** Holds `key`'s lane from this test process (alive), as a run in another process would. */
async function holdKey(root: string, key: string, environment: 'test' | 'production' = 'test'): Promise<{ store: RunStore; turn: ConcurrencyTurn }> {
  mkdirSync(dirname(storePath(root)), { recursive: true });
  const store = openStore(root);
  const turn = await takeConcurrencyTurn(store, lane(key, environment), `run_holder_${environment}`, { limitMs: 1000 });
  return { store, turn };
}

describe('flowgate run with concurrency: waiting, limits and the run log (WF-06, CLI-21, CLI-22)', () => {
  it('WF-06 a run that cannot get its turn within timeout_minutes fails with timeout before its first step; the holder keeps the key', async () => {
    const root = makeRepo({ 'workflows/counter/workflow.yaml': quickWorkflow('', 'timeout_minutes: 0.01\n'), 'e.json': { customer: CUSTOMER } });
    const holder = await holdKey(root, CUSTOMER);
    try {
      const { code, doc, stderr } = await runJson('workflows/counter', root, {}, ['--event', 'e.json']);
      expect(code).toBe(1);
      expect(doc.outcome).toBe('error');
      expect(doc.error).toEqual({ code: 'timeout', step: null, message: expect.stringContaining('did not end within 0.6 s') });
      expect(doc.error.message).toContain('run run_holder_test');
      expect(doc.error.message).toContain('the run did not start');
      expect(doc.steps).toEqual({ read: { result: 'skipped', outputs: null, error: null }, write: { result: 'skipped', outputs: null, error: null } });
      expect(stderr).toContain('concurrency: waiting for run run_holder_test, which holds the same concurrency key (at most 0.6 s)');
      // The run's own measure of its wait (a real limit of 0.6 s), not the test's.
      const gaveUp = /^concurrency: gave up after (\d+(?:\.\d+)?) (ms|s) waiting for run run_holder_test; the run did not start$/m.exec(stderr);
      expect(gaveUp, stderr).not.toBeNull();
      expect(Number(gaveUp![1]) * (gaveUp![2] === 's' ? 1000 : 1)).toBeGreaterThanOrEqual(600);
      expect(stderr).toContain('outcome: error in step (run): timeout');
      expect(stderr).not.toContain(CUSTOMER);
      // Nothing ran; the run is recorded as an error; only the holder is left in the queue.
      expect(holder.store.readState({ workflow: 'counter', environment: 'test' }, 'counter')).toEqual({ found: false, value: null });
      expect(holder.store.concurrencyQueue(lane(CUSTOMER)).map((entry) => entry.runId)).toEqual(['run_holder_test']);
      expect(holder.store.runs({ workflow: 'counter', environment: 'test' }).map((run) => run.outcome)).toEqual(['error']);
    } finally {
      holder.store.close();
    }
    // The store's close ended the holder's turn.
    expect(withStore(root, (store) => store.concurrencyQueue(lane(CUSTOMER)))).toEqual([]);
  });

  it('WF-06 CLI-22 a dry run neither takes the key nor waits for its holder', async () => {
    const root = makeRepo({ 'workflows/counter/workflow.yaml': quickWorkflow(), 'e.json': { customer: CUSTOMER } });
    const holder = await holdKey(root, CUSTOMER);
    try {
      const { code, doc, stderr } = await runJson('workflows/counter', root, {}, ['--event', 'e.json', '--dry-run']);
      expect(code).toBe(0);
      expect(doc.steps.write.outputs.previous).toBeNull();
      expect(stderr).toContain('concurrency: a dry run takes no lock and does not wait');
      expect(stderr).not.toContain('concurrency: waiting');
      expect(holder.store.concurrencyQueue(lane(CUSTOMER)).map((entry) => entry.runId)).toEqual(['run_holder_test']);
    } finally {
      holder.store.close();
    }
  });

  it('WF-06 the same key in another environment, or of another workflow, does not wait', async () => {
    const other = quickWorkflow().replace('name: counter', 'name: other');
    const root = makeRepo({ 'workflows/counter/workflow.yaml': quickWorkflow(), 'workflows/other/workflow.yaml': other, 'e.json': { customer: CUSTOMER } });
    const holder = await holdKey(root, CUSTOMER, 'production');
    try {
      const test = await runJson('workflows/counter', root, {}, ['--event', 'e.json', '--env', 'test']);
      expect(test.code).toBe(0);
      expect(test.stderr).toContain('concurrency: no other run held the key');
      holder.turn.release();
      const held = await holdKey(root, CUSTOMER, 'test');
      try {
        const elsewhere = await runJson('workflows/other', root, {}, ['--event', 'e.json']);
        expect(elsewhere.code).toBe(0);
        expect(elsewhere.stderr).toContain('concurrency: no other run held the key');
      } finally {
        held.store.close();
      }
    } finally {
      holder.store.close();
    }
  });

  it('WF-06 a key that comes out empty takes no lock: the run neither waits nor queues', async () => {
    const root = makeRepo({ 'workflows/counter/workflow.yaml': quickWorkflow(), 'none.json': { other: 1 }, 'empty.json': { customer: '' } });
    const holder = await holdKey(root, '');
    try {
      for (const event of ['none.json', 'empty.json']) {
        const { code, stderr } = await runJson('workflows/counter', root, {}, ['--event', event]);
        expect(code).toBe(0);
        expect(stderr).toContain('concurrency: the key is empty, so this run took no lock');
      }
      expect(holder.store.concurrencyQueue(lane('')).map((entry) => entry.runId)).toEqual(['run_holder_test']);
    } finally {
      holder.store.close();
    }
  });

  it('WF-06 a key computed from a secret and the event is locked by its text; the log never shows it', async () => {
    const workflow = quickWorkflow('', 'timeout_minutes: 0.005\n').replace(BY_CUSTOMER, 'concurrency: { key: "${{ secrets.TENANT }}/${{ trigger.body.n }}" }\n');
    const root = makeRepo({ 'workflows/counter/workflow.yaml': workflow, 'e.json': { n: 42 } });
    const secret = 'tenant-secret-91f3';
    const holder = await holdKey(root, `${secret}/42`);
    try {
      const { code, doc, stderr } = await runJson('workflows/counter', root, { FLOWGATE_SECRET_TENANT: secret }, ['--event', 'e.json']);
      expect(code).toBe(1);
      expect(doc.error.code).toBe('timeout');
      expect(stderr).not.toContain(secret);
    } finally {
      holder.store.close();
    }
  }, 15_000);

  it('WF-06 a key expression that fails at run time fails the run with invalid_input before its first step', async () => {
    const workflow = quickWorkflow().replace(BY_CUSTOMER, 'concurrency: { key: "${{ trigger.body.n * 2 }}" }\n');
    const root = makeRepo({ 'workflows/counter/workflow.yaml': workflow, 'e.json': { n: 'not a number' } });
    const { code, doc, stderr } = await runJson('workflows/counter', root, {}, ['--event', 'e.json']);
    expect(code).toBe(1);
    expect(doc.error).toEqual({ code: 'invalid_input', step: null, message: expect.stringMatching(/^concurrency\.key: /) });
    expect(doc.steps.read.result).toBe('skipped');
    expect(doc.error.message).not.toContain('not a number');
    expect(stderr).toContain('concurrency: the key could not be evaluated');
    expect(withStore(root, (store) => store.readState({ workflow: 'counter', environment: 'test' }, 'counter')).found).toBe(false);
  });

  it('WF-06 the key is given back after a failed run and after a skipped run', async () => {
    const failing = quickWorkflow('  - id: bad\n    uses: platform/wait@v1\n    with: { seconds: "${{ trigger.body.wait }}" }\n');
    const skipping = `name: counter
on: { manual: {} }
${BY_CUSTOMER}steps:
  - id: never
    if: \${{ false }}
    uses: platform/evaluate@v1
    with: { expression: 1 }
`;
    for (const [workflow, outcome] of [
      [failing, 'error'],
      [skipping, 'skip'],
    ] as const) {
      const root = makeRepo({ 'workflows/counter/workflow.yaml': workflow, 'e.json': { customer: CUSTOMER, wait: 'soon' } });
      const { doc } = await runJson('workflows/counter', root, {}, ['--event', 'e.json']);
      expect(doc.outcome).toBe(outcome);
      expect(withStore(root, (store) => store.concurrencyQueue(lane(CUSTOMER)))).toEqual([]);
      // A second run gets the key at once.
      const again = await cli(['run', 'workflows/counter', '--event', 'e.json'], {}, root);
      expect(again.stdout).toContain('concurrency: no other run held the key');
    }
  });

  it('WF-06 a workflow without concurrency writes no concurrency line and takes no lock', async () => {
    const root = makeRepo({ 'workflows/counter/workflow.yaml': quickWorkflow().replace(BY_CUSTOMER, ''), 'e.json': { customer: CUSTOMER } });
    const holder = await holdKey(root, CUSTOMER);
    try {
      const { code, stderr } = await runJson('workflows/counter', root, {}, ['--event', 'e.json']);
      expect(code).toBe(0);
      expect(stderr).not.toContain('concurrency:');
    } finally {
      holder.store.close();
    }
  });
});
