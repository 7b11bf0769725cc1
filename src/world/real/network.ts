/**
 * The network of a real run: the safe HTTP client (HTTPS to public addresses only,
 * checked on the resolved address, no redirects; flowgate.md §7).
 *
 * A person running against a local or staging server names it on the command line:
 *
 * - `--allow-host HOST[,HOST…]` lets requests to those hosts (and only those) reach
 *   loopback, private, shared and unique-local addresses. Any other host, and an
 *   address a named host resolves to that is link-local, multicast or reserved, stays
 *   blocked. A production run refuses the option (a usage error).
 * - `--ca-file FILE` trusts that certificate (PEM, the server's own or its CA) besides
 *   the public ones.
 *
 * The run log says when either is in use.
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
import { resolve } from 'node:path';
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
  /** `--allow-host`: the hosts that may be local or private, as given. */
  allowHosts?: readonly string[];
  /** PEM text of extra trusted certificates. */
  extraCa?: string;
  /** `--ca-file`, as given: for the run log. */
  caFile?: string;
  /** Set when FLOWGATE_TEST_CA_FILE gave a certificate. */
  testCa?: boolean;
}

/** What the command line asks of the network (`--allow-host`, `--ca-file`, relative to `cwd`). */
export interface NetworkOptions {
  allowHosts?: readonly string[];
  caFile?: string;
  cwd?: string;
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

/** `shown`: the file as the person gave it, for the message. */
function readCa(file: string, what: string, shown = file): string {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new NetworkSettingsError(`cannot read ${what} ${shown}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}`);
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----')) throw new NetworkSettingsError(`${what} ${shown} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`);
  return text;
}

export function networkSettingsFrom(env: NodeJS.ProcessEnv, options: NetworkOptions = {}): NetworkSettings {
  const allowLoopback = ON.has((env[TEST_ALLOW_LOOPBACK] ?? '').trim().toLowerCase());
  const testCa = env[TEST_CA_FILE];
  const cas: string[] = [];
  if (testCa !== undefined && testCa !== '') cas.push(readCa(testCa, TEST_CA_FILE));
  if (options.caFile !== undefined) cas.push(readCa(resolve(options.cwd ?? '.', options.caFile), '--ca-file', options.caFile));
  return {
    allowLoopback,
    ...(options.allowHosts?.length ? { allowHosts: options.allowHosts } : {}),
    ...(cas.length ? { extraCa: cas.join('\n') } : {}),
    ...(options.caFile !== undefined ? { caFile: options.caFile } : {}),
    ...(testCa !== undefined && testCa !== '' ? { testCa: true } : {}),
  };
}

/** Lines for the run log when the run was told to reach local hosts or trust a certificate. */
export function networkOptionLines(settings: NetworkSettings): string[] {
  const lines: string[] = [];
  if (settings.allowHosts?.length) lines.push(`--allow-host: requests to ${settings.allowHosts.join(', ')} may reach loopback and private addresses; every other host may not.`);
  if (settings.caFile !== undefined) lines.push(`--ca-file: the certificate in ${settings.caFile} is trusted besides the public ones.`);
  return lines;
}

/** Lines for the run log when a test-only setting is on. */
export function testSettingWarnings(settings: NetworkSettings): string[] {
  const warnings: string[] = [];
  if (settings.allowLoopback) warnings.push(`${TEST_ALLOW_LOOPBACK} is set: loopback addresses are reachable (a setting for flowgate's own tests only).`);
  if (settings.testCa) warnings.push(`${TEST_CA_FILE} is set: an extra certificate is trusted (a setting for flowgate's own tests only).`);
  return warnings;
}

export interface RealNetwork {
  http: HttpClient;
  close(): Promise<void>;
}

export function createRealNetwork(settings: NetworkSettings, clock: Clock, log?: CallLog): RealNetwork {
  const dispatcher: Dispatcher = createSafeDispatcher({
    allowLoopback: settings.allowLoopback,
    ...(settings.allowHosts ? { allowHosts: settings.allowHosts } : {}),
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
