/**
 * The network of a real run: the safe HTTP client (HTTPS to public addresses only,
 * checked on the resolved address, no redirects; flowgate.md §7).
 *
 * Two settings exist for flowgate's own tests and nothing else, read from the
 * environment so that no flag or project file can turn them on by accident:
 *
 * - `FLOWGATE_TEST_ALLOW_LOOPBACK=1` lets requests reach 127.0.0.0/8 and ::1, so a test
 *   can run a workflow against an HTTPS server it started on loopback. Every other
 *   private or internal address stays blocked.
 * - `FLOWGATE_TEST_CA_FILE=<pem file>` trusts that certificate (a test server's own)
 *   besides the public ones. (`NODE_EXTRA_CA_CERTS` works too, set before Node starts.)
 *
 * The run log warns whenever either is set.
 */
import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';
import type { Dispatcher } from 'undici';
import type { CallLog, Clock } from '../../engine/world.js';
import { HttpClient } from '../http-client.js';
import { createSafeDispatcher } from '../safe-dispatcher.js';
import { brandError, FlowgateError } from '../../shared/errors.js';

export const TEST_ALLOW_LOOPBACK = 'FLOWGATE_TEST_ALLOW_LOOPBACK';
export const TEST_CA_FILE = 'FLOWGATE_TEST_CA_FILE';

export interface NetworkSettings {
  allowLoopback: boolean;
  /** PEM text of extra trusted certificates. */
  extraCa?: string;
}

/** The test-only settings can't be read (a CA file that is missing). */
export class NetworkSettingsError extends FlowgateError {
  static {
    brandError(this, 'NetworkSettingsError');
  }

  override readonly name = 'NetworkSettingsError';
  override readonly code = 'FLOWGATE_NETWORK_SETTINGS';
}

const ON = new Set(['1', 'true', 'yes']);

export function networkSettingsFrom(env: NodeJS.ProcessEnv): NetworkSettings {
  const allowLoopback = ON.has((env[TEST_ALLOW_LOOPBACK] ?? '').trim().toLowerCase());
  const caFile = env[TEST_CA_FILE];
  if (caFile === undefined || caFile === '') return { allowLoopback };
  try {
    return { allowLoopback, extraCa: readFileSync(caFile, 'utf8') };
  } catch (error) {
    throw new NetworkSettingsError(`cannot read ${TEST_CA_FILE} ${caFile}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}`);
  }
}

/** Lines for the run log when a test-only setting is on. */
export function testSettingWarnings(settings: NetworkSettings): string[] {
  const warnings: string[] = [];
  if (settings.allowLoopback) warnings.push(`${TEST_ALLOW_LOOPBACK} is set: loopback addresses are reachable (a setting for flowgate's own tests only).`);
  if (settings.extraCa !== undefined) warnings.push(`${TEST_CA_FILE} is set: an extra certificate is trusted (a setting for flowgate's own tests only).`);
  return warnings;
}

export interface RealNetwork {
  http: HttpClient;
  close(): Promise<void>;
}

export function createRealNetwork(settings: NetworkSettings, clock: Clock, log?: CallLog): RealNetwork {
  const dispatcher: Dispatcher = createSafeDispatcher({
    allowLoopback: settings.allowLoopback,
    // `ca` replaces the default roots, so the public ones are listed too.
    ...(settings.extraCa !== undefined ? { tls: { ca: [...rootCertificates, settings.extraCa] } } : {}),
  });
  return {
    http: new HttpClient({ dispatcher, clock, ...(log ? { log } : {}) }),
    close: async () => {
      await dispatcher.destroy().catch(() => undefined);
    },
  };
}
