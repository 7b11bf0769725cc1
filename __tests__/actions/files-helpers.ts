/** Runs the file actions in one world, so a test can chain them like the steps of a run. */
import { DryRunFileStore } from '../../src/world/files/dry-run-store.js';
import type { ResolvedConnection } from '../../src/engine/world.js';
import { sandboxRunner } from '../../src/sandbox/runner.js';
import { expect } from 'vitest';
import type { ActionContext, ActionModule } from '../../src/engine/action.js';
import type { ConnectionSpec } from '../../src/world/settings.js';
import { compileSchema } from '../../src/shared/json-schema.js';
import { artifactResolver } from '../../src/engine/step.js';
import { TestWorld } from '../../src/world/test/test-world.js';
import type { Given } from '../../src/testing/given.js';
import { caseWorld } from '../../src/testing/case-world.js';
import type { MemoryFileStore } from '../../src/world/files/memory-store.js';
import { runChecked } from '../helpers/action-context.js';
import { emptyProject } from '../helpers/project.js';

/** The connections of flowgate.md §6's example. */
export const CONNECTIONS: Record<string, ConnectionSpec> = {
  outbox: { kind: 'sftp', production: { host: 'sftp.example.com', port: 22, folder: '/out', username: 'flow' }, secrets: { password: 'OUTBOX_PASSWORD' } },
  archive: { kind: 's3', production: { bucket: 'acme-archive', region: 'eu-central-1', prefix: 'flows/' }, secrets: { access_key_id: 'ARCHIVE_KEY_ID', secret_access_key: 'ARCHIVE_SECRET' } },
  billing: { kind: 'http', production: { base_url: 'https://api.billing.example', auth: 'none' } },
};

export function filesWorld(given: Given = {}, options: { dryRun?: boolean } = {}): TestWorld {
  const world = caseWorld(emptyProject({ connections: CONNECTIONS }), given);
  if (options.dryRun) asDryRun(world);
  return world;
}

/** The world's file stores as a dry run sees them: read for real, written never (FILES-37/38). */
export function asDryRun(world: TestWorld): void {
  const stores = world.fileStore.bind(world);
  Object.defineProperty(world, 'fileStore', { value: (connection: ResolvedConnection) => new DryRunFileStore(stores(connection)) });
}

/**
 * Checks the input against the module's schema (defaults applied), runs it with `store`
 * bound to the `store` slot, and checks the outputs against the output schema.
 */
export async function runFiles(
  world: TestWorld,
  module: ActionModule,
  input: unknown,
  options: { store?: string | null; stepId?: string } = {},
): Promise<Record<string, any>> {
  const stepId = options.stepId ?? 'files';
  const store = options.store === undefined ? 'outbox' : options.store;
  const ctx: ActionContext = {
    world,
    stepId,
    connections: store === null ? {} : { store: world.connection(store, 'sftp') },
    inForEach: false,
    template: () => undefined,
    scripts: sandboxRunner,
    artifact: artifactResolver(world),
    addArtifact: (name, data, contentType) => world.artifacts.add(name, data, contentType, stepId),
  };
  const outputs = await runChecked(module, input, ctx);
  const validOutputs = compileSchema(module.outputSchema);
  expect(validOutputs(outputs), JSON.stringify(validOutputs.errors)).toBe(true);
  return outputs;
}

export { failure } from '../helpers/expect-step.js';

/** The test storage behind a connection of this world. */
export function storage(world: TestWorld, connection = 'outbox'): MemoryFileStore {
  TestWorld.prototype.fileStore.call(world, world.connection(connection, 'sftp'));
  return world.fileStores.get(connection)!;
}

/** Puts a file straight into test storage, dated `modified` (default the frozen clock). */
export function seed(world: TestWorld, path: string, content: string, options: { connection?: string; modified?: string } = {}): void {
  storage(world, options.connection).put(path, Buffer.from(content, 'utf8'), new Date(options.modified ?? world.clock.now().toISOString()));
}

/** A stored file's content as text, or undefined. */
export async function contentOf(world: TestWorld, path: string, connection = 'outbox'): Promise<string | undefined> {
  const store = storage(world, connection);
  if ((await store.stat(path)) === undefined) return undefined;
  return Buffer.from(await store.read(path)).toString('utf8');
}
