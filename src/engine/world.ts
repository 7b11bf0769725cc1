/**
 * The run's outside world. The engine talks to nothing else: a test run and a real
 * run differ only in the World they are given (WORLD-02).
 */
import type { EmailRecord } from './result.js';

export type Environment = 'test' | 'production';

export interface Clock {
  /** The run's clock for `now()`, `ctx.now()` and dates; frozen in tests (WORLD-07). */
  now(): Date;
  /** How long one `timeout_minutes` unit lasts on this clock: a second in tests (WORLD-08), a minute for real. */
  readonly minuteMs: number;
  /** Milliseconds since the run began on this clock (virtual in tests), for traces and run logs. */
  readonly elapsedMs: number;
  /** Waits `ms`; virtual in tests (WORLD-12). Rejects when an enclosing deadline passes first. */
  sleep(ms: number): Promise<void>;
  /**
   * Runs `work` under a deadline `ms` from now. When the deadline passes first the
   * promise rejects with `onTimeout()`. `signal` aborts at the deadline on real clocks.
   */
  withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>, onTimeout: () => Error): Promise<T>;
}

export interface HttpRequest {
  method: string;
  url: string;
  /** Request headers as sent; names in any case. */
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

export interface HttpResponse {
  status: number;
  /** Lower-case names, repeated headers joined with a comma (HTTP-25, HTTP-26). */
  headers: Record<string, string>;
  body: Uint8Array;
}

/** A request as the run made it, for `http_calls` checks. */
export interface RecordedRequest {
  method: string;
  url: string;
  /** Lower-case header names. */
  headers: Record<string, string>;
  body: string;
}

/** Who made a request: the step (and its attempt) running when it was sent; null outside any step. */
export interface CallOwner {
  step: string | null;
  attempt?: number;
}

/**
 * One request of a run, logged once, when it is made: the HTTP client writes how it
 * ended, and the transport that handled it writes its own note (a test's mocks: which
 * mock answered, or the nearest miss). Traces, coverage and recordings read these.
 */
export interface CallEntry<Note = unknown> extends RecordedRequest, CallOwner {
  /** On the run's clock (`Clock.elapsedMs`). */
  startMs: number;
  /** Set once the answer was read or the request failed. */
  endMs?: number;
  status?: number;
  /** The error code when no answer came: `http_unmocked`, `timeout`, `network_error`, `invalid_input` … */
  failure?: string;
  /** The transport's own account of the request. */
  note?: Note;
  /** Kept only by a log that records exchanges: the body as sent (a sensitive one too) and the answer. */
  wire?: { body: string; timeoutMs: number; response?: HttpResponse };
}

/** Where the HTTP client logs requests; a run's journal is one, tagging each entry with its owner. */
export interface CallLog {
  readonly entries: readonly CallEntry[];
  /** Logs a request as it is sent (at `startMs` on the run's clock) and returns its entry, for the client and transport to write on. */
  open(request: RecordedRequest, sent: { startMs: number; body: string; timeoutMs: number }): CallEntry;
}

export interface HttpOptions {
  timeoutMs: number;
  /** Marks calls whose bodies the HTTP log must not keep (AI-28). */
  sensitiveBody?: boolean;
}

/** A request as a step asks for it (http.request inputs, `ctx.http.request`, webhook.send): no sign-in yet. */
export interface OutgoingRequest {
  method?: string;
  /** A full `https://` address, or a path on the connection. */
  url: string;
  query?: Record<string, unknown>;
  headers?: Record<string, unknown>;
  json?: unknown;
  body?: string;
}

export interface OutgoingOptions extends HttpOptions {
  /** The connection the request goes through: its address for a path, its sign-in for its own origin. */
  connection?: ResolvedConnection;
  /**
   * Headers the action adds itself after the caller's were checked, from the request as
   * built (an Idempotency-Key and a signature over the address and body).
   */
  actionHeaders?: (request: HttpRequest) => Record<string, string>;
}

/**
 * The outgoing-HTTP port. `request` applies the rules every caller obeys (https only, no
 * user info, no sign-in or transport headers from the caller, body limits) and the
 * connection's sign-in, which is the world's to give (AUTH-05: a dummy OAuth2 token in
 * tests). Both reject with a StepError `http_unmocked`, `timeout`, `network_error`,
 * `invalid_input` or `address_blocked`, and resolve with any answer, whatever its status.
 */
export interface HttpPort {
  request(request: OutgoingRequest, options: OutgoingOptions): Promise<HttpResponse>;
  /** Sends a request built in full by the caller (an AI provider's own request shape). */
  send(request: HttpRequest, options: HttpOptions): Promise<HttpResponse>;
  /** Every request made, in order. */
  readonly calls: readonly CallEntry[];
}

export interface OutgoingEmail {
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  text: string;
  html?: string;
  attachments: { name: string; content_type: string; data: Uint8Array }[];
}

export interface Mailbox {
  send(email: OutgoingEmail): Promise<{ message_id: string; accepted: string[] }>;
  readonly sent: readonly EmailRecord[];
}

export interface StateStore {
  get(key: string): { found: boolean; value: unknown };
  set(key: string, value: unknown): void;
  /** Everything saved, after the run's changes (RESULT-07). */
  all(): Record<string, unknown>;
}

export interface Artifact {
  id: string;
  name: string;
  content_type: string;
  size_bytes: number;
  data: Uint8Array;
  /** The step that made it; null for files the run held at start (RESULT-09). */
  step: string | null;
}

export interface ArtifactStore {
  /** Stores a file; a name already taken gets `(2)`, `(3)` before the extension. */
  add(name: string, data: Uint8Array, contentType: string, step: string | null): Artifact;
  get(name: string): Artifact | undefined;
  list(): readonly Artifact[];
}

export type ConnectionKind = 'http' | 'ai' | 'sftp' | 's3';
export type AuthKind = 'none' | 'api_key' | 'bearer' | 'basic' | 'oauth2';
export type AiProvider = 'openai' | 'azure_openai' | 'anthropic' | 'mistral' | 'openai_compatible';

export interface ResolvedConnection {
  name: string;
  kind: ConnectionKind;
  /** False for a connection that `connections.yaml` does not list (AUTH-04). */
  exists: boolean;
  base_url?: string;
  auth: AuthKind;
  header?: string;
  provider?: AiProvider;
  /** The chosen setup's other settings (host, port, folder, bucket, region, prefix…). */
  settings: Record<string, unknown>;
  /** Secret references: reference (`api_key`, `token`…) → secret name. */
  secrets: Record<string, string>;
}

export type SecretValue = string | Record<string, string>;

/**
 * What a `sync.diff` step's snapshot held before the run: fingerprints saved by an
 * earlier real run, or (tests) plain records that the step hashes with its own settings.
 */
export type StoredSnapshot =
  | { records: unknown[] }
  | { settings: string; fingerprints: Map<string, string> };

export interface SnapshotStore {
  /** The step's snapshot before the run, or undefined for none. */
  read(stepId: string): StoredSnapshot | undefined;
  /** Whether snapshots are saved after a run that succeeds as a whole; never in tests or dry runs. */
  readonly saves: boolean;
  stage(stepId: string, snapshot: { settings: string; fingerprints: Map<string, string> }): void;
}

export interface FileEntry {
  path: string;
  name: string;
  size: number;
  modified: string;
}

/**
 * A file connection's storage. The three writes resolve to whether they changed the
 * store: a dry run's store reads for real and writes nothing (FILES-37/38).
 */
export interface FileStore {
  list(folder: string): Promise<FileEntry[]>;
  stat(path: string): Promise<FileEntry | undefined>;
  read(path: string): Promise<Uint8Array>;
  write(path: string, data: Uint8Array): Promise<boolean>;
  move(from: string, to: string): Promise<boolean>;
  remove(path: string): Promise<boolean>;
}

export interface Limits {
  scriptMemoryMb: number;
  scriptCpuMs: number;
  aiTokensPerRun: number;
  storageMb: number;
  runFiles: number;
  runFileMb: number;
}

/**
 * Everything outside the run. Test runs, real runs and dry runs differ only in the World
 * they are given: each policy that tells them apart (the length of a minute, sign-in,
 * workflow calls, provider waits, what a write does) is a member here, never a flag the
 * engine or an action reads.
 */
export interface World {
  readonly environment: Environment;
  /**
   * Identifies this run: the same for every step and attempt of it, different for the
   * next run. Fixed in tests, so that what is derived from it repeats (WORLD-15/16).
   */
  readonly runId: string;
  readonly clock: Clock;
  readonly http: HttpPort;
  readonly mailbox: Mailbox;
  readonly state: StateStore;
  readonly artifacts: ArtifactStore;
  readonly snapshots: SnapshotStore;
  readonly vars: Record<string, unknown>;
  readonly limits: Limits;
  /** A secret's value by name (a dummy in tests); undefined when unknown in a real run. */
  secret(name: string): SecretValue | undefined;
  /** Where a person sets a secret this world has no value for (a real run: its environment variable). */
  secretSource?(name: string): string;
  lookup(table: string, key: unknown): Record<string, unknown> | null;
  /** The connection by name; a name not configured yields a connection that does not exist yet. */
  connection(name: string, kind: ConnectionKind): ResolvedConnection;
  /** The file store behind an SFTP or S3 connection. */
  fileStore(connection: ResolvedConnection): FileStore;
  /** Company email senders (flowgate.yaml `email.senders`). */
  readonly senders: readonly { address: string; verified: boolean; default?: boolean }[];
  log(line: string): void;
  /**
   * A `workflow/<name>` step that reached the world: tests must stub it (STUB-07), a real
   * run of one version starts no other. Always rejects with the world's StepError.
   */
  callWorkflow(workflow: string, stepId: string): Promise<never>;
  /**
   * Waits before asking a busy AI provider again (AI-22). Tests retry without waiting
   * (MODEL-19), so their virtual clock does not move either.
   */
  waitForProvider(ms: number): Promise<void>;
  /** Whether ai.generate really asks the provider: a dry run asks nothing and spends nothing (AI-16). */
  readonly asksModels: boolean;
  /**
   * Present when the world reaches real networks: the address rules connections other
   * than HTTP (SFTP) must apply too. Tests have no network, so no rules.
   */
  readonly addressRules?: { allowLoopback: boolean; allowHosts?: readonly string[] };
  /**
   * Present when what scripts see of time and chance must repeat (tests, flowgate.md §5):
   * their `Date` gives the clock's `now()`, `performance.now()` its elapsed time, and
   * `Math.random()` and `crypto` draw from a generator seeded with `seed`; the time zone
   * is UTC and the locale en-US. A real world leaves it out: its scripts see the real
   * clock and real randomness.
   */
  readonly scriptDeterminism?: { readonly seed: string };
  /** Secret values the run has resolved so far, for checks that must not pass them on (SYNC-32). */
  knownSecretValues?(): Iterable<string>;
}
