/**
 * What a recorded run exchanged with the outside (CLI-30): every HTTP request with the
 * answer it got (or the error), read from the run's journal, and, through `tapedWorld`,
 * the saved state and snapshots it read and the secret names it asked for. The World
 * itself, and the engine, stay as they are.
 */
import type { CallEntry, HttpResponse, SecretValue, SnapshotStore, StateStore, StoredSnapshot, World } from '../../engine/world.js';

export interface Exchange {
  method: string;
  /** As it went on the wire, secrets included: the recorder replaces them. */
  url: string;
  /** The body as sent: AI calls' bodies too, which the run's own log never keeps. */
  body: string;
  timeoutMs: number;
  response?: HttpResponse;
  /** The error code when no answer came (`timeout`, `network_error`, `address_blocked` …). */
  failure?: string;
}

/** The run's exchanges, from its journal (which keeps each request's sent body and answer when recording). */
export function exchangesOf(journal: { readonly calls: readonly CallEntry[] }): Exchange[] {
  return journal.calls.map((call) => ({
    method: call.method,
    url: call.url,
    body: call.wire?.body ?? call.body,
    timeoutMs: call.wire?.timeoutMs ?? 0,
    ...(call.wire?.response ? { response: call.wire.response } : {}),
    ...(call.failure !== undefined ? { failure: call.failure } : {}),
  }));
}

/** What a recorded run read besides HTTP: saved state and snapshots, and the secret names it asked for. */
export class Tape {
  /** Saved state as the run first read it, by key; keys the run wrote first are not in it. */
  readonly stateRead = new Map<string, unknown>();
  readonly #stateWritten = new Set<string>();
  /** `sync.diff` steps that found a saved snapshot. */
  readonly snapshotsRead: string[] = [];
  readonly secretNames = new Set<string>();

  noteStateRead(key: string, found: boolean, value: unknown): void {
    if (found && !this.#stateWritten.has(key) && !this.stateRead.has(key)) this.stateRead.set(key, structuredClone(value));
  }

  noteStateWrite(key: string): void {
    this.#stateWritten.add(key);
  }
}

function tapedState(state: StateStore, tape: Tape): StateStore {
  return {
    get(key) {
      const read = state.get(key);
      tape.noteStateRead(key, read.found, read.value);
      return read;
    },
    set(key, value) {
      tape.noteStateWrite(key);
      state.set(key, value);
    },
    all: () => state.all(),
  };
}

function tapedSnapshots(snapshots: SnapshotStore, tape: Tape): SnapshotStore {
  return {
    read(stepId): StoredSnapshot | undefined {
      const stored = snapshots.read(stepId);
      if (stored !== undefined) tape.snapshotsRead.push(stepId);
      return stored;
    },
    get saves() {
      return snapshots.saves;
    },
    stage: (stepId, snapshot) => snapshots.stage(stepId, snapshot),
  };
}

/** The world as the engine sees it while recording: the same world, its state, snapshots and secrets taped (its requests are in the run's journal). */
export function tapedWorld(world: World, tape: Tape): World {
  const replaced: Partial<Record<keyof World, unknown>> = {
    state: tapedState(world.state, tape),
    snapshots: tapedSnapshots(world.snapshots, tape),
    secret: (name: string): SecretValue | undefined => {
      tape.secretNames.add(name);
      return world.secret(name);
    },
  };
  return new Proxy(world, {
    get(target, key) {
      if (typeof key === 'string' && Object.hasOwn(replaced, key)) return replaced[key as keyof World];
      const value: unknown = Reflect.get(target, key, target);
      // Methods run on the world itself: its private fields are not reachable through the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
