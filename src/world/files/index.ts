/**
 * The file store behind a file connection in a real run (`World.fileStore`). Test runs
 * never come here: their world hands out test storage (memory-store.ts, WORLD-05).
 *
 * What every store promises (the file actions rely on it):
 * - paths are already checked (actions/files/paths.ts) and relative to the base folder
 *   or prefix; `''` is the base itself, for `list` only;
 * - `list` gives the regular files directly in a folder, in no particular order, and an
 *   empty list for a folder that does not exist;
 * - `stat` gives undefined for a path that is not a regular file;
 * - `write` creates or replaces; `move` replaces an existing target; `read`, `move` and
 *   `remove` fail with `file_not_found` for a missing file;
 * - failures are StepErrors: `file_not_found`, `file_exists`, `invalid_input` (a path
 *   rule, a symbolic link, a bad setting), `file_access_denied`, `network_error`,
 *   `timeout`, or `http_status` (S3 answering with an error status).
 */
import { invalidInput } from '../../engine/errors.js';
import type { FileStore, ResolvedConnection, World } from '../../engine/world.js';
import { S3FileStore } from './s3-store.js';
import { SftpFileStore } from './sftp-store.js';

const BACK_ENDS: Readonly<Record<string, (connection: ResolvedConnection, world: World) => FileStore>> = {
  sftp: (connection, world) => new SftpFileStore(connection, world),
  s3: (connection, world) => new S3FileStore(connection, world),
};

/** One store per world and connection, so an SFTP connection is shared by the run's steps. */
const storesByWorld = new WeakMap<World, Map<string, FileStore>>();

export function fileStoreFor(connection: ResolvedConnection, world: World): FileStore {
  if (!connection.exists) throw invalidInput(`Connection ${connection.name} is not set up in connections.yaml.`);
  const make = Object.hasOwn(BACK_ENDS, connection.kind) ? BACK_ENDS[connection.kind] : undefined;
  if (make === undefined) throw invalidInput(`Connection ${connection.name} is a ${connection.kind} connection; file actions need an sftp or s3 connection.`);
  let stores = storesByWorld.get(world);
  if (stores === undefined) {
    stores = new Map();
    storesByWorld.set(world, stores);
  }
  const key = `${connection.kind}:${connection.name}`;
  let store = stores.get(key);
  if (store === undefined) {
    store = make(connection, world);
    stores.set(key, store);
  }
  return store;
}

export { MemoryFileStore } from './memory-store.js';
export { S3FileStore, WorldRequestHandler, s3SettingsOf } from './s3-store.js';
export { SftpFileStore, hostKeyFingerprint, sftpSettingsOf } from './sftp-store.js';
