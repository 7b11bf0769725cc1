/**
 * The closed world of one test case (test-cases.md §2.2, §5, §8 "Run environment"):
 * mocked HTTP, a frozen virtual clock, dummy secrets, seeded state; nothing real.
 */
import type {
  AiProvider,
  ConnectionKind,
  FileStore,
  Limits,
  ResolvedConnection,
  SecretValue,
  SnapshotStore,
  World,
} from '../engine/world.js';
import type { Project } from '../definitions/project.js';
import { MemoryArtifacts } from '../world/artifacts.js';
import { MemoryFileStore } from '../world/files/memory-store.js';
import { VirtualClock } from '../world/clock.js';
import { HttpClient } from '../world/http-client.js';
import { MemoryMailbox } from '../world/mailbox.js';
import { MemoryState } from '../world/state.js';
import { HttpMockTable, MockDispatcher, type HttpMock } from './http-mocks.js';
import { ModelMockTable, type ModelMock } from './model-mocks.js';
import { own } from '../shared/own.js';

export const DEFAULT_NOW = '2026-01-05T08:00:00Z';

export interface Given {
  event?: unknown;
  trigger?: string;
  now?: string;
  secrets?: Record<string, SecretValue>;
  http?: HttpMock[];
  models?: ModelMock[];
  stub_steps?: Record<string, unknown>;
  state?: Record<string, unknown>;
  vars?: Record<string, unknown>;
  lookups?: Record<string, { columns: string[]; rows: unknown[][] }>;
  snapshots?: Record<string, { records: unknown[] }>;
  input?: unknown;
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

function sameKey(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'number' && typeof b === 'number' && a === b);
}

export class TestWorld implements World {
  readonly environment = 'test' as const;
  readonly isTest = true;
  readonly dryRun = false;
  readonly clock: VirtualClock;
  readonly dispatcher: MockDispatcher;
  readonly http: HttpClient;
  readonly mailbox = new MemoryMailbox();
  readonly state: MemoryState;
  readonly artifacts = new MemoryArtifacts();
  readonly snapshots: SnapshotStore;
  readonly vars: Record<string, unknown>;
  readonly limits: Limits;
  readonly senders: Project['senders'];
  readonly secrets = new SecretLedger();
  readonly logLines: string[] = [];

  constructor(
    private readonly project: Project,
    private readonly given: Given,
  ) {
    this.clock = new VirtualClock(new Date(given.now ?? DEFAULT_NOW));
    // Model mocks come first, so that an HTTP mock cannot answer an AI connection's address.
    this.dispatcher = new MockDispatcher({
      clock: this.clock,
      responders: [new ModelMockTable(given.models ?? [], (name) => this.connection(name, 'ai')), new HttpMockTable(given.http ?? [])],
    });
    this.http = new HttpClient({ dispatcher: this.dispatcher, clock: this.clock });
    this.state = new MemoryState(given.state ?? {});
    this.vars = given.vars ?? {};
    this.limits = project.limits;
    this.senders = project.senders;
    const snapshots = given.snapshots ?? {};
    this.snapshots = {
      saves: false,
      read: (stepId) => own(snapshots, stepId),
      stage: () => undefined,
    };
    for (const [name, file] of Object.entries(given.artifacts ?? {})) {
      const data = Buffer.from(file.text.repeat(file.repeat ?? 1), 'utf8');
      this.artifacts.add(name, data, file.content_type ?? 'application/octet-stream', null);
    }
    for (const value of Object.values(given.secrets ?? {})) this.secrets.note(value);
  }

  /** GIVEN-09/AUTH-20: the given value, else `test-dummy-<name>`. */
  secret(name: string): SecretValue {
    return this.secrets.note(own(this.given.secrets, name) ?? `test-dummy-${name}`);
  }

  /** GIVEN-13..15, EXPR-21/22: only `given.lookups` tables exist. */
  lookup(table: string, key: unknown): Record<string, unknown> | null {
    const found = own(this.given.lookups, table);
    if (!found) return null;
    const row = found.rows.find((r) => sameKey(r[0], key));
    if (!row) return null;
    return Object.fromEntries(found.columns.map((column, i) => [column, row[i] ?? null]));
  }

  /** GIVEN-25..31, AUTH-01..04: case setup, else Test, else Production, else a placeholder. */
  connection(name: string, kind: ConnectionKind): ResolvedConnection {
    const spec = own(this.project.connections, name);
    const setup = spec?.test ?? spec?.production ?? {};
    const override = own(this.given.connections, name) ?? {};
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

  /** WORLD-05: every file connection is test storage, empty at the start of each case. */
  readonly fileStores = new Map<string, MemoryFileStore>();

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

  knownSecretValues(): Iterable<string> {
    return this.secrets.values;
  }
}
