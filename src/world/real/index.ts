/** The World of real runs (`flowgate run`) and its embedded store. */
export { RealWorld, type RealWorldOptions } from './real-world.js';
export {
  RunStore,
  RunStoreError,
  type RunEnd,
  type RunRecord,
  type RunRow,
  type SavedSnapshot,
  type SnapshotSaveReport,
  type SnapshotToSave,
  type StoreScope,
} from './run-store.js';
export { EnvSecrets, SECRET_PREFIX, parseSecret, secretVariableNames } from './env-secrets.js';
export { resolveConnection } from './connections.js';
export { NetworkSettingsError, TEST_ALLOW_LOOPBACK, TEST_CA_FILE, networkOptionLines, networkSettingsFrom, testSettingWarnings, type NetworkOptions, type NetworkSettings } from './network.js';
export { OutboxMailbox } from './outbox.js';
export { composeEml } from './eml.js';
