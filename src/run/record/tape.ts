/**
 * What a recorded run exchanged with the outside (CLI-30): every HTTP request with the
 * answer it got (or the error), the saved state and snapshots it read, and the secret
 * names it asked for. The engine gets the run's World seen through `tapedWorld`; the
 * World itself, and the engine, stay as they are.
 */
import { StepError } from '../../engine/errors.js';
import type {
  HttpOptions,
  HttpPort,
  HttpRequest,
  HttpResponse,
  OutgoingOptions,
  OutgoingRequest,
  RecordedRequest,
  SecretValue,
  SnapshotStore,
  StateStore,
  StoredSnapshot,
  World,
} from '../../engine/world.js';

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

export class Tape {
  readonly exchanges: Exchange[] = [];
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

function bodyText(body: string | Uint8Array | undefined): string {
  if (body === undefined) return '';
  return typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
}

/**
 * Sends through the world's own port and keeps each answer. The port records the request
 * as built (method, wire address) synchronously when it is sent, so the record that
 * appears during the call is this call's.
 */
class TapedHttp implements HttpPort {
  readonly #port: HttpPort;
  readonly #tape: Tape;

  constructor(port: HttpPort, tape: Tape) {
    this.#port = port;
    this.#tape = tape;
  }

  get calls(): readonly RecordedRequest[] {
    return this.#port.calls;
  }

  request(request: OutgoingRequest, options: OutgoingOptions): Promise<HttpResponse> {
    return this.#taped(() => this.#port.request(request, options), options.timeoutMs);
  }

  send(request: HttpRequest, options: HttpOptions): Promise<HttpResponse> {
    return this.#taped(() => this.#port.send(request, options), options.timeoutMs, bodyText(request.body));
  }

  async #taped(sending: () => Promise<HttpResponse>, timeoutMs: number, sentBody?: string): Promise<HttpResponse> {
    const before = this.#port.calls.length;
    const pending = sending();
    const recorded: RecordedRequest | undefined = this.#port.calls.length > before ? this.#port.calls[before] : undefined;
    // A request refused before it was built never left the run: nothing to answer in a replay.
    const exchange: Exchange | undefined = recorded && { method: recorded.method, url: recorded.url, body: sentBody ?? recorded.body, timeoutMs };
    if (exchange) this.#tape.exchanges.push(exchange);
    try {
      const response = await pending;
      if (exchange) exchange.response = response;
      return response;
    } catch (error) {
      if (exchange) exchange.failure = error instanceof StepError ? error.code : 'network_error';
      throw error;
    }
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

/** The world as the engine sees it while recording: the same world, its HTTP, state, snapshots and secrets taped. */
export function tapedWorld(world: World, tape: Tape): World {
  const replaced: Partial<Record<keyof World, unknown>> = {
    http: new TapedHttp(world.http, tape),
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
