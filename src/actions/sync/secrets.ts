/** The secret values a run knows, for the `sync_key_secret` rule (SYNC-32). */
import type { World } from '../../engine/world.js';

export function knownSecretValues(world: World): string[] {
  const values = world.knownSecretValues?.() ?? [];
  // An empty secret would be "contained" in every key.
  return [...new Set(values)].filter((value) => typeof value === 'string' && value.length > 0);
}
