/**
 * The pieces of `concurrency: { key }` (WF-06) below the CLI: the plan carries the
 * compiled key, the key's text for a run, and the store's first-come-first-served
 * queue with dead holders taken over and a limit on the wait.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { StepError } from '../../src/engine/errors.js';
import {
  ConcurrencyWaitTimeout,
  DEFAULT_WAIT_MINUTES,
  concurrencyKeyText,
  concurrencyLane,
  entryIsGone,
  processIsGone,
  takeConcurrencyTurn,
  waitLimitMs,
  type TurnOptions,
} from '../../src/world/real/concurrency-lock.js';
import { RunStore, RunStoreError, type QueueEntry } from '../../src/world/real/run-store.js';
import { caseWorld } from '../../src/testing/case-world.js';
import { emptyProject } from '../helpers/project.js';
import { compileText, planFrom, workflow } from '../helpers/workflow.js';

const STEP = '  - id: a\n    uses: platform/evaluate@v1\n    with: { expression: 1 }\n';
const storeFile = () => join(mkdtempSync(join(tmpdir(), 'flowgate-queue-')), 'store.sqlite');
const lane = concurrencyLane({ workflow: 'wf', environment: 'test' }, 'customer-1');

/** A wait with a fake clock: each sleep moves time on and lets `onSleep` change the world. */
function fakeTime(onSleep: (slept: number) => void = () => undefined): Pick<TurnOptions, 'now' | 'sleep'> & { sleeps: number[] } {
  let time = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    sleep: async (ms) => {
      sleeps.push(ms);
      time += ms;
      onSleep(sleeps.length);
    },
  };
}

const alive = () => false;

/**
 * One waiter's polls, each ended by the test: `wake()` ends the current sleep, `asleep()`
 * resolves once the waiter sleeps again. Time moves by each sleep's length.
 */
function heldSleeps(): Pick<TurnOptions, 'now' | 'sleep'> & { wake(): void; asleep(): Promise<void> } {
  let time = 0;
  let wake: (() => void) | undefined;
  let fellAsleep!: () => void;
  let asleep = new Promise<void>((resolve) => (fellAsleep = resolve));
  return {
    now: () => time,
    sleep: (ms) =>
      new Promise<void>((resolve) => {
        wake = () => {
          time += ms;
          resolve();
        };
        fellAsleep();
      }),
    wake: () => {
      const ending = wake;
      wake = undefined;
      asleep = new Promise<void>((resolve) => (fellAsleep = resolve));
      ending?.();
    },
    asleep: () => asleep,
  };
}

describe('the plan carries the concurrency key (WF-06)', () => {
  it('WF-06 concurrency.key is compiled into the plan and gives its text for a run\'s trigger', () => {
    const plan = planFrom(workflow(STEP, 'concurrency: { key: "acct-${{ trigger.body.customer.id }}" }\n'));
    expect(plan.concurrencyKey).toBeDefined();
    const world = caseWorld(emptyProject(), {});
    expect(concurrencyKeyText(plan, world, { kind: 'manual', event: { customer: { id: 7 } }, is_test: false })).toBe('acct-7');
  });

  it('WF-06 a key is optional: without concurrency the plan has none and a run has no key', () => {
    const plan = planFrom(workflow(STEP));
    expect(plan.concurrencyKey).toBeUndefined();
    expect(concurrencyKeyText(plan, caseWorld(emptyProject(), {}), { kind: 'manual', event: null, is_test: false })).toBeNull();
  });

  it('WF-06 a key that comes out null, missing or empty means no lock; numbers and objects become text', () => {
    const plan = planFrom(workflow(STEP, 'concurrency: { key: "${{ trigger.body.k }}" }\n'));
    const world = caseWorld(emptyProject(), {});
    const text = (event: unknown) => concurrencyKeyText(plan, world, { kind: 'manual', event, is_test: false });
    expect(text(null)).toBeNull();
    expect(text({})).toBeNull();
    expect(text({ k: null })).toBeNull();
    expect(text({ k: '' })).toBeNull();
    expect(text({ k: 0 })).toBe('0');
    expect(text({ k: false })).toBe('false');
    expect(text({ k: { b: 1, a: [2] } })).toBe('{"b":1,"a":[2]}');
  });

  it('WF-06 a key reads secrets and the trigger context of the run', () => {
    const plan = planFrom(workflow(STEP, 'concurrency: { key: "${{ secrets.TENANT }}:${{ trigger.kind }}" }\n'));
    const world = caseWorld(emptyProject(), { secrets: { TENANT: 't-1' } });
    expect(concurrencyKeyText(plan, world, { kind: 'manual', event: null, is_test: false })).toBe('t-1:manual');
  });

  it('WF-06 a key that fails at run time is invalid_input naming concurrency.key', () => {
    const plan = planFrom(workflow(STEP, 'concurrency: { key: "${{ trigger.body.n * 2 }}" }\n'));
    const run = () => concurrencyKeyText(plan, caseWorld(emptyProject(), {}), { kind: 'manual', event: { n: 'x' }, is_test: false });
    expect(run).toThrow(StepError);
    expect(run).toThrow(/^concurrency\.key: /);
  });

  it('WF-06 a broken key expression is still refused at save time, with its path', () => {
    const { plan, problems } = compileText(workflow(STEP, 'concurrency: { key: "${{ trigger.body. }}" }\n'));
    expect(plan).toBeUndefined();
    expect(problems).toContainEqual(expect.objectContaining({ path: 'concurrency.key' }));
  });

  it('WF-06 the wait limit is the workflow\'s timeout_minutes, else 10 minutes', () => {
    expect(waitLimitMs(planFrom(workflow(STEP, 'timeout_minutes: 2.5\n')))).toBe(150_000);
    expect(waitLimitMs(planFrom(workflow(STEP)))).toBe(DEFAULT_WAIT_MINUTES * 60_000);
    expect(DEFAULT_WAIT_MINUTES).toBe(10);
  });
});

describe('the concurrency queue in the store (WF-06)', () => {
  it('WF-06 the lane is workflow, environment and a SHA-256 of the key, never the key itself', () => {
    const a = concurrencyLane({ workflow: 'wf', environment: 'test' }, 'secret-ish');
    expect(a.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(a)).not.toContain('secret-ish');
    expect(concurrencyLane({ workflow: 'wf', environment: 'production' }, 'secret-ish').keyHash).toBe(a.keyHash);
    expect(concurrencyLane({ workflow: 'wf', environment: 'test' }, 'secret-ish ').keyHash).not.toBe(a.keyHash);
  });

  it('WF-06 a free lane is taken at once, with no wait and no sleep', async () => {
    const store = RunStore.open(storeFile());
    const time = fakeTime();
    const turn = await takeConcurrencyTurn(store, lane, 'r1', { limitMs: 1000, isGone: alive, ...time });
    expect(turn).toMatchObject({ waitedMs: 0, waitedFor: [], tookOverFrom: [] });
    expect(time.sleeps).toEqual([]);
    expect(store.concurrencyQueue(lane)).toEqual([expect.objectContaining({ runId: 'r1', pid: process.pid, host: hostname(), startedAt: expect.any(String) })]);
    turn.release();
    turn.release();
    expect(store.concurrencyQueue(lane)).toEqual([]);
    store.close();
  });

  it('WF-06 waiters get their turn in the order they came (first come, first served)', async () => {
    const file = storeFile();
    const store = RunStore.open(file);
    const first = await takeConcurrencyTurn(store, lane, 'r1', { limitMs: 1000, isGone: alive });
    const order: string[] = [];
    const seen: QueueEntry[] = [];
    // r2 comes before r3; both wait. When r1 ends, r2 must go first even though r3 polls first.
    const r2 = heldSleeps();
    const second = takeConcurrencyTurn(store, lane, 'r2', { limitMs: 10_000, isGone: alive, pollMs: 5, onWait: (holder) => seen.push(holder), ...r2 }).then((turn) => {
      order.push('r2');
      return turn;
    });
    await r2.asleep();
    const r3 = heldSleeps();
    const third = takeConcurrencyTurn(store, lane, 'r3', { limitMs: 10_000, isGone: alive, pollMs: 1, ...r3 }).then((turn) => {
      order.push('r3');
      return turn;
    });
    await r3.asleep();
    expect(store.concurrencyQueue(lane).map((entry) => [entry.runId, entry.startedAt === null])).toEqual([
      ['r1', false],
      ['r2', true],
      ['r3', true],
    ]);
    expect(order).toEqual([]);
    first.release();
    // r3 polls first, finds r2 ahead of it and sleeps again.
    r3.wake();
    await r3.asleep();
    expect(order).toEqual([]);
    r2.wake();
    const secondTurn = await second;
    expect(order).toEqual(['r2']);
    expect(secondTurn.waitedFor).toEqual(['r1']);
    expect(secondTurn.waitedMs).toBe(5);
    expect(seen.map((holder) => holder.runId)).toEqual(['r1']);
    r3.wake();
    await r3.asleep();
    expect(order).toEqual(['r2']);
    secondTurn.release();
    r3.wake();
    const thirdTurn = await third;
    expect(order).toEqual(['r2', 'r3']);
    expect(thirdTurn.waitedFor).toEqual(['r1', 'r2']);
    thirdTurn.release();
    store.close();
  });

  it('WF-06 a holder whose process is gone is taken over at once and named; a dead waiter ahead is dropped silently', async () => {
    const store = RunStore.open(storeFile());
    const deadPid = 999_999_999;
    await takeConcurrencyTurn(store, lane, 'dead-holder', { limitMs: 1000, isGone: alive, pid: deadPid });
    store.enterConcurrencyQueue(lane, { runId: 'dead-waiter', pid: deadPid, host: hostname(), queuedAt: 'then' });
    const time = fakeTime();
    const turn = await takeConcurrencyTurn(store, lane, 'r1', { limitMs: 1000, ...time });
    expect(time.sleeps).toEqual([]);
    expect(turn.waitedFor).toEqual([]);
    expect(turn.tookOverFrom.map((entry) => [entry.runId, entry.pid])).toEqual([['dead-holder', deadPid]]);
    expect(store.concurrencyQueue(lane).map((entry) => entry.runId)).toEqual(['r1']);
    store.close();
  });

  it('WF-06 an entry made on another machine is never judged by its pid: the waiter waits', async () => {
    const store = RunStore.open(storeFile());
    await takeConcurrencyTurn(store, lane, 'elsewhere', { limitMs: 1000, isGone: alive, pid: 999_999_999, host: `not-${hostname()}` });
    const time = fakeTime();
    await expect(takeConcurrencyTurn(store, lane, 'r1', { limitMs: 1000, pollMs: 250, ...time })).rejects.toBeInstanceOf(ConcurrencyWaitTimeout);
    expect(store.concurrencyQueue(lane).map((entry) => entry.runId)).toEqual(['elsewhere']);
    store.close();
  });

  it('WF-06 a wait that reaches its limit throws ConcurrencyWaitTimeout and leaves the queue', async () => {
    const store = RunStore.open(storeFile());
    await takeConcurrencyTurn(store, lane, 'holder', { limitMs: 1000, isGone: alive });
    const time = fakeTime();
    const waits: QueueEntry[] = [];
    const error = await takeConcurrencyTurn(store, lane, 'r1', { limitMs: 1000, pollMs: 200, isGone: alive, onWait: (holder) => waits.push(holder), ...time }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConcurrencyWaitTimeout);
    expect((error as ConcurrencyWaitTimeout).waitedFor).toEqual(['holder']);
    expect((error as ConcurrencyWaitTimeout).waitedMs).toBe(1000);
    // Polled on the interval, never past the limit; told about the wait once.
    expect(time.sleeps).toEqual([200, 200, 200, 200, 200]);
    expect(waits.map((holder) => holder.runId)).toEqual(['holder']);
    expect(store.concurrencyQueue(lane).map((entry) => entry.runId)).toEqual(['holder']);
    store.close();
  });

  it('WF-06 a turn that comes while the run waits is taken on the next poll', async () => {
    const store = RunStore.open(storeFile());
    const holder = await takeConcurrencyTurn(store, lane, 'holder', { limitMs: 1000, isGone: alive });
    const time = fakeTime((sleeps) => {
      if (sleeps === 3) holder.release();
    });
    const turn = await takeConcurrencyTurn(store, lane, 'r1', { limitMs: 10_000, pollMs: 150, isGone: alive, ...time });
    expect(time.sleeps).toEqual([150, 150, 150]);
    expect(turn).toMatchObject({ waitedMs: 450, waitedFor: ['holder'] });
    store.close();
  });

  it('WF-06 closing the store gives back every turn and place it still had', async () => {
    const file = storeFile();
    const store = RunStore.open(file);
    await takeConcurrencyTurn(store, lane, 'r1', { limitMs: 1000, isGone: alive });
    store.enterConcurrencyQueue(lane, { runId: 'r2', pid: process.pid, host: hostname(), queuedAt: 'now' });
    const other = RunStore.open(file);
    other.enterConcurrencyQueue(lane, { runId: 'r3', pid: process.pid, host: hostname(), queuedAt: 'now' });
    store.close();
    expect(other.concurrencyQueue(lane).map((entry) => entry.runId)).toEqual(['r3']);
    other.close();
  });

  it('WF-06 lanes are separate: another key, environment or workflow does not wait', async () => {
    const store = RunStore.open(storeFile());
    await takeConcurrencyTurn(store, lane, 'holder', { limitMs: 1000, isGone: alive });
    const others = [
      concurrencyLane({ workflow: 'wf', environment: 'test' }, 'customer-2'),
      concurrencyLane({ workflow: 'wf', environment: 'production' }, 'customer-1'),
      concurrencyLane({ workflow: 'other', environment: 'test' }, 'customer-1'),
    ];
    for (const [index, other] of others.entries()) {
      const time = fakeTime();
      const turn = await takeConcurrencyTurn(store, other, `r${index}`, { limitMs: 1000, isGone: alive, ...time });
      expect(time.sleeps).toEqual([]);
      expect(turn.waitedFor).toEqual([]);
    }
    store.close();
  });

  it('a run that lost its place in the queue is told so; a read-only store has no queue', async () => {
    const file = storeFile();
    const store = RunStore.open(file);
    store.enterConcurrencyQueue(lane, { runId: 'r1', pid: process.pid, host: hostname(), queuedAt: 'now' });
    store.leaveConcurrencyQueue('r1');
    expect(() => store.takeConcurrencyTurn(lane, 'r1', alive, 'now')).toThrow(RunStoreError);
    store.close();
    const readOnly = RunStore.open(file, { readOnly: true });
    expect(() => readOnly.enterConcurrencyQueue(lane, { runId: 'r2', pid: 1, host: 'h', queuedAt: 'now' })).toThrow(RunStoreError);
    readOnly.close();
  });

  it('processIsGone: this process is alive; an ended process, pid 0 and nonsense pids are gone', () => {
    expect(processIsGone(process.pid)).toBe(false);
    const ended = spawnSync(process.execPath, ['-e', '']);
    expect(ended.pid).toBeGreaterThan(0);
    expect(processIsGone(ended.pid!)).toBe(true);
    for (const pid of [0, -1, Number.NaN, 1.5, 2 ** 60]) expect(processIsGone(pid)).toBe(true);
    expect(entryIsGone({ runId: 'x', pid: ended.pid!, host: `not-${hostname()}`, queuedAt: '', startedAt: null })).toBe(false);
    expect(entryIsGone({ runId: 'x', pid: ended.pid!, host: hostname(), queuedAt: '', startedAt: null })).toBe(true);
  });
});

describe('the store schema with the queue', () => {
  it('a store of the previous version (1) gets the queue table when opened; a dry run reads it as it is', async () => {
    const file = storeFile();
    const made = RunStore.open(file);
    made.writeState({ workflow: 'wf', environment: 'test' }, 'k', 1, 'now');
    made.close();
    // Back to version 1: as the flowgate before the queue left it.
    const db = new DatabaseSync(file);
    db.exec('DROP TABLE concurrency_queue; PRAGMA user_version = 1');
    db.close();

    const readOnly = RunStore.open(file, { readOnly: true });
    expect(readOnly.readState({ workflow: 'wf', environment: 'test' }, 'k')).toEqual({ found: true, value: 1 });
    readOnly.close();

    const upgraded = RunStore.open(file);
    expect(upgraded.readState({ workflow: 'wf', environment: 'test' }, 'k')).toEqual({ found: true, value: 1 });
    const turn = await takeConcurrencyTurn(upgraded, lane, 'r1', { limitMs: 1000, isGone: alive });
    turn.release();
    upgraded.close();
    const check = new DatabaseSync(file, { readOnly: true });
    expect((check.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBe(2);
    check.close();
  });

  it('a process that finds the store set up by another while it waited does not set it up again', async () => {
    // Another flowgate holds the write lock of a brand-new store while it sets it up.
    const file = storeFile();
    const other = new DatabaseSync(file);
    other.exec('PRAGMA journal_mode = WAL');
    other.exec('BEGIN IMMEDIATE');
    // The child says when it asks for the write lock, after it has read version 0.
    const code = `
      const { DatabaseSync } = await import('node:sqlite');
      const exec = DatabaseSync.prototype.exec;
      DatabaseSync.prototype.exec = function (sql) {
        if (sql === 'BEGIN IMMEDIATE') process.stdout.write('locking\\n');
        return exec.call(this, sql);
      };
      const { RunStore } = await import(${JSON.stringify(new URL('../../src/world/real/run-store.ts', import.meta.url).href)});
      RunStore.open(${JSON.stringify(file)}).close();
    `;
    const child = spawn(process.execPath, ['--experimental-transform-types', '--disable-warning=ExperimentalWarning', '--import', join(import.meta.dirname, 'ts-hook.mjs'), '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const locking = new Promise<void>((resolve) => {
      let stdout = '';
      child.stdout!.on('data', (chunk) => {
        stdout += chunk;
        if (stdout.includes('locking')) resolve();
      });
    });
    const exited = once(child, 'exit');
    await Promise.race([locking, exited]);
    // The child has read version 0 and waits for the write lock; the other finishes first.
    other.exec('CREATE TABLE state (made_by_the_other INTEGER)');
    other.exec('PRAGMA user_version = 2');
    other.exec('COMMIT');
    other.close();
    const [status] = await exited;
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
  });
});
