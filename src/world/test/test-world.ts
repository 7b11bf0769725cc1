/**
 * The closed world of one test case (test-cases.md §2.2, §5, §8 "Run environment"):
 * a frozen virtual clock, dummy secrets, seeded state, in-memory mail, artifacts and file
 * stores; nothing real. Its HTTP answers come from the transport it is handed (the
 * case's mocks, built by src/testing), so this world knows no test-case format.
 */
import type { Dispatcher } from 'undici';
import { StepError } from '../../engine/errors.js';
import type {
  AiProvider,
  CallLog,
  ConnectionKind,
  FileStore,
  Limits,
  ResolvedConnection,
  SecretValue,
  SnapshotStore,
  World,
} from '../../engine/world.js';
import { own } from '../../shared/own.js';
import { MemoryArtifacts } from '../artifacts.js';
import { VirtualClock } from '../clock.js';
import { MemoryFileStore } from '../files/memory-store.js';
import { HttpClient } from '../http-client.js';
import { MemoryMailbox } from '../mailbox.js';
import { OutgoingHttp } from '../outgoing-http.js';
import type { WorldSettings } from '../settings.js';
import { DUMMY_OAUTH2_TOKEN, signInFor } from '../sign-in.js';
import { MemoryState } from '../state.js';

export const DEFAULT_NOW = '2026-01-05T08:00:00Z';

/** What a case seeds its world with: the `given` fields that are not mocks. */
export interface TestSeed {
  now?: string;
  secrets?: Record<string, SecretValue>;
  state?: Record<string, unknown>;
  vars?: Record<string, unknown>;
  lookups?: Record<string, { columns: string[]; rows: unknown[][] }>;
  snapshots?: Record<string, { records: unknown[] }>;
  artifacts?: Record<string, { text: string; repeat?: number; content_type?: string }>;
  connections?: Record<string, { base_url?: string; auth?: ResolvedConnection['auth']; header?: string; provider?: AiProvider }>;
}

/** Dummy secret values the world handed out, so reports can hide them (REPORT-14). */
export class SecretLedger {
  readonly values = new Set<string>();
  note(value: SecretValue): SecretValue {
    if (typeof value === 'string') this.values.add(value);
    else for (const field of Object.values(value)) if (typeof field === 'string') this.values.add(field);
    return value;
  }
}

/** A test run's id is fixed, so that what is derived from it (an Idempotency-Key) repeats (WORLD-15/16). */
const TEST_RUN_ID = 'test-run';

export class TestWorld<Transport extends Dispatcher = Dispatcher> implements World {
  readonly environment = 'test' as const;
  readonly runId = TEST_RUN_ID;
  /** Model mocks answer as a provider would; nothing is spent either way. */
  readonly asksModels = true;
  readonly clock: VirtualClock;
  readonly dispatcher: Transport;
  readonly http: OutgoingHttp;
  readonly mailbox = new MemoryMailbox();
  readonly state: MemoryState;
  readonly artifacts = new MemoryArtifacts();
  readonly snapshots: SnapshotStore;
  readonly vars: Record<string, unknown>;
  readonly limits: Limits;
  readonly senders: WorldSettings['senders'];
  readonly secrets = new SecretLedger();
  readonly logLines: string[] = [];
  /** WORLD-05: every file connection is test storage, empty at the start of each case. */
  readonly fileStores = new Map<string, MemoryFileStore>();
  /** Scripts see the frozen clock and a generator seeded with the harness's text (WORLD-17..20). */
  readonly scriptDeterminism: { readonly seed: string };

  constructor(
    private readonly settings: WorldSettings,
    private readonly seed: TestSeed,
    transport: (world: TestWorld<Transport>) => Transport,
    /** Where requests are logged: the run's journal, else a plain list. */
    callLog?: CallLog,
    /** Seeds what scripts draw: the same text, the same values (the harness's is the version's and the case's). */
    scriptSeed = '',
  ) {
    this.clock = new VirtualClock(new Date(seed.now ?? DEFAULT_NOW));
    this.scriptDeterminism = { seed: scriptSeed };
    this.dispatcher = transport(this);
    // AUTH-05: OAuth2 connections get a dummy token; no token request runs.
    this.http = new OutgoingHttp(
      new HttpClient({ dispatcher: this.dispatcher, clock: this.clock, ...(callLog ? { log: callLog } : {}) }),
      signInFor(this, DUMMY_OAUTH2_TOKEN),
    );
    this.state = new MemoryState(seed.state ?? {});
    this.vars = seed.vars ?? {};
    this.limits = settings.limits;
    this.senders = settings.senders;
    const snapshots = seed.snapshots ?? {};
    this.snapshots = {
      saves: false,
      read: (stepId) => own(snapshots, stepId),
      stage: () => undefined,
    };
    for (const [name, file] of Object.entries(seed.artifacts ?? {})) {
      const data = Buffer.from(file.text.repeat(file.repeat ?? 1), 'utf8');
      this.artifacts.add(name, data, file.content_type ?? 'application/octet-stream', null);
    }
    for (const value of Object.values(seed.secrets ?? {})) this.secrets.note(value);
  }

  /** GIVEN-09/AUTH-20: the given value, else `test-dummy-<name>`. */
  secret(name: string): SecretValue {
    return this.secrets.note(own(this.seed.secrets, name) ?? `test-dummy-${name}`);
  }

  /** GIVEN-13..15, EXPR-21/22: only the seeded tables exist. */
  lookup(table: string, key: unknown): Record<string, unknown> | null {
    const found = own(this.seed.lookups, table);
    if (!found) return null;
    const row = found.rows.find((r) => r[0] === key);
    if (!row) return null;
    return Object.fromEntries(found.columns.map((column, i) => [column, row[i] ?? null]));
  }

  /** GIVEN-25..31, AUTH-01..04: case setup, else Test, else Production, else a placeholder. */
  connection(name: string, kind: ConnectionKind): ResolvedConnection {
    const spec = own(this.settings.connections, name);
    const setup = spec?.test ?? spec?.production ?? {};
    const override = own(this.seed.connections, name) ?? {};
    const { base_url, auth, header, ...settings } = setup;
    const resolvedKind = spec?.kind ?? kind;
    const provider = (override.provider ?? spec?.provider ?? (resolvedKind === 'ai' ? 'openai_compatible' : undefined)) as AiProvider | undefined;
    const resolvedHeader = override.header ?? header;
    return {
      name,
      kind: resolvedKind,
      exists: spec !== undefined,
      base_url: override.base_url ?? base_url ?? `https://${name}.connection.test`,
      auth: override.auth ?? auth ?? 'none',
      ...(resolvedHeader !== undefined ? { header: resolvedHeader } : {}),
      ...(provider !== undefined ? { provider } : {}),
      settings,
      secrets: spec?.secrets ?? {},
    };
  }

  fileStore(connection: ResolvedConnection): FileStore {
    let store = this.fileStores.get(connection.name);
    if (store === undefined) {
      store = new MemoryFileStore(() => this.clock.now());
      this.fileStores.set(connection.name, store);
    }
    return store;
  }

  log(line: string): void {
    this.logLines.push(line);
  }

  /** STUB-07: a workflow call that reached the world was not stubbed. */
  async callWorkflow(workflow: string, stepId: string): Promise<never> {
    throw new StepError('call_not_stubbed', `Step ${stepId} calls workflow ${workflow}; a test case must stub it in given.stub_steps.`);
  }

  /** MODEL-19: a busy provider is asked again without waiting, and virtual time stays put. */
  async waitForProvider(): Promise<void> {}

  knownSecretValues(): Iterable<string> {
    return this.secrets.values;
  }
}
