/**
 * The World of a real run (WORLD-02: a real run differs from a test only in its World).
 * Real clock, the safe HTTP client, secrets from the environment, company variables
 * from flowgate.yaml (GIVEN-12), the connections of the chosen environment, saved
 * state and sync snapshots in the embedded store, email into the outbox folder, and
 * the SFTP and S3 back ends for file connections.
 */
import { randomUUID } from 'node:crypto';
import { secretValueFor } from '../../engine/connections.js';
import { StepError } from '../../engine/errors.js';
import type {
  CallLog,
  ConnectionKind,
  Environment,
  FileStore,
  Limits,
  ResolvedConnection,
  SecretValue,
  World,
} from '../../engine/world.js';
import { MemoryArtifacts } from '../artifacts.js';
import { RealClock } from '../clock.js';
import { DryRunFileStore } from '../files/dry-run-store.js';
import { fileStoreFor } from '../files/index.js';
import { OutgoingHttp } from '../outgoing-http.js';
import type { WorldSettings } from '../settings.js';
import { signInFor } from '../sign-in.js';
import { resolveConnection } from './connections.js';
import { EnvSecrets, secretVariableNames } from './env-secrets.js';
import { createRealNetwork, type NetworkSettings, type RealNetwork } from './network.js';
import { OutboxMailbox } from './outbox.js';
import type { RunStore, StoreScope } from './run-store.js';
import { StoreSnapshots } from './store-snapshots.js';
import { StoreState } from './store-state.js';

export interface RealWorldOptions {
  project: WorldSettings;
  /** The workflow's name: saved state and snapshots belong to it, whatever the version. */
  workflow: string;
  environment: Environment;
  dryRun: boolean;
  /** Where `FLOWGATE_SECRET_<NAME>` values are read. */
  env: NodeJS.ProcessEnv;
  store: RunStore;
  /** `.flowgate/outbox/<environment>`. */
  outboxFolder: string;
  network: NetworkSettings;
  /** Where requests are logged: the run's journal, else a plain list. */
  callLog?: CallLog;
}

export class RealWorld implements World {
  readonly environment: Environment;
  /** Drawn once per run: an Idempotency-Key differs between runs, never between a step's attempts. */
  readonly runId = randomUUID();
  /** A dry run writes nothing outside: no file, state, snapshot or email, and asks no AI model. */
  readonly dryRun: boolean;
  readonly asksModels: boolean;
  readonly clock = new RealClock();
  readonly http: OutgoingHttp;
  readonly mailbox: OutboxMailbox;
  readonly state: StoreState;
  readonly artifacts = new MemoryArtifacts();
  readonly snapshots: StoreSnapshots;
  readonly vars: Record<string, unknown>;
  readonly limits: Limits;
  readonly senders: WorldSettings['senders'];
  readonly logLines: string[] = [];
  readonly scope: StoreScope;
  readonly #project: WorldSettings;
  readonly #secrets: EnvSecrets;
  readonly #network: RealNetwork;
  readonly #fileStores = new Set<FileStore>();
  readonly addressRules: { allowLoopback: boolean; allowHosts?: readonly string[] };

  constructor(options: RealWorldOptions) {
    this.environment = options.environment;
    this.dryRun = options.dryRun;
    this.asksModels = !options.dryRun;
    this.#project = options.project;
    this.#secrets = new EnvSecrets(options.env);
    this.vars = structuredClone(options.project.vars);
    this.limits = options.project.limits;
    this.senders = options.project.senders;
    this.scope = { workflow: options.workflow, environment: options.environment };
    this.#network = createRealNetwork(options.network, this.clock, options.callLog);
    this.addressRules = { allowLoopback: options.network.allowLoopback, ...(options.network.allowHosts ? { allowHosts: options.network.allowHosts } : {}) };
    this.http = new OutgoingHttp(this.#network.http, signInFor(this, (connection) => secretValueFor(this, connection, 'token')));
    this.state = new StoreState(options.store, this.scope, { dryRun: options.dryRun, now: () => this.clock.now() });
    this.snapshots = new StoreSnapshots(options.store, this.scope, { dryRun: options.dryRun });
    this.mailbox = new OutboxMailbox({ folder: options.outboxFolder, dryRun: options.dryRun, now: () => this.clock.now() });
  }

  /** Secret names asked for that the environment had no value for. */
  readonly missingSecrets = new Set<string>();

  /** AUTH-21: from `FLOWGATE_SECRET_<NAME>`; undefined when the environment has none. */
  secret(name: string): SecretValue | undefined {
    const value = this.#secrets.get(name);
    if (value === undefined) this.missingSecrets.add(name);
    return value;
  }

  /** AUTH-21: the environment variable to set, in its usual upper-case form. */
  secretSource(name: string): string {
    return `the environment variable ${secretVariableNames(name).at(-1)!}`;
  }

  /** Lookup tables are not part of a repository: a real run finds no row. */
  lookup(): Record<string, unknown> | null {
    return null;
  }

  connection(name: string, kind: ConnectionKind): ResolvedConnection {
    return resolveConnection(this.#project, this.environment, name, kind);
  }

  fileStore(connection: ResolvedConnection): FileStore {
    const store = fileStoreFor(connection, this);
    this.#fileStores.add(store);
    return this.dryRun ? new DryRunFileStore(store) : store;
  }

  /** A real run of one version starts no other workflow. */
  async callWorkflow(workflow: string, stepId: string): Promise<never> {
    throw new StepError('invalid_input', `Step ${stepId} calls workflow ${workflow}; flowgate run runs one workflow version and does not start others.`);
  }

  /** AI-22: as the provider asks (Retry-After), else 1 s then 2 s. */
  waitForProvider(ms: number): Promise<void> {
    return this.clock.sleep(ms);
  }

  log(line: string): void {
    this.logLines.push(line);
  }

  /** Every secret value the environment holds: none may be passed on or shown. */
  knownSecretValues(): Iterable<string> {
    return this.#secrets.allValues();
  }

  /**
   * Ends the run's hold on the outside: no more state writes or staged snapshots from
   * work a run deadline abandoned, HTTP connections and file connections closed.
   */
  async close(): Promise<void> {
    this.state.close();
    this.snapshots.close();
    const closing = [...this.#fileStores].map((store) => (store as { close?: () => Promise<void> }).close?.().catch(() => undefined));
    await Promise.all([...closing, this.#network.close()]);
  }
}
