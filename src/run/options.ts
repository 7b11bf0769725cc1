/** The flags of `flowgate run` (flowgate.md §7). Anything unknown or malformed is a usage error (exit 2). */
import { isIP } from 'node:net';
import { UsageError, parseArgs } from '../shared/command-line.js';
import type { TriggerKind } from '../engine/plan.js';
import type { Environment } from '../engine/world.js';

export interface RunCommandOptions {
  /** The workflow version's folder, as given. */
  dir: string;
  eventFile?: string;
  trigger?: TriggerKind;
  dryRun: boolean;
  environment: Environment;
  /** Where the result document goes; `-` for standard output. */
  json?: string;
  /** `--record NAME`: the run is appended to the version's tests.json as a case of that name (CLI-30). */
  record?: string;
  /** `--allow-host HOST[,HOST…]`: local or staging hosts the run may reach on private addresses. */
  allowHosts?: string[];
  /** `--ca-file FILE`: a certificate trusted besides the public ones. */
  caFile?: string;
}

export const TRIGGER_KINDS: readonly TriggerKind[] = ['manual', 'schedule', 'webhook', 'api', 'workflow_run'];
const ENVIRONMENTS: readonly Environment[] = ['test', 'production'];

/**
 * Without `--env` a run uses the test environment: trying a version against sandboxes
 * is the safe default, production has to be asked for.
 */
export const DEFAULT_ENVIRONMENT: Environment = 'test';

export function parseRunArgs(argv: readonly string[]): RunCommandOptions {
  const { positionals, flags } = parseArgs(argv, { event: true, trigger: true, 'dry-run': false, env: true, json: true, record: true, 'allow-host': true, 'ca-file': true });
  if (positionals.length !== 1) throw new UsageError('run takes one workflow version folder (the folder holding workflow.yaml)');
  const trigger = flags.trigger;
  if (trigger !== undefined && !TRIGGER_KINDS.includes(trigger as TriggerKind)) {
    throw new UsageError(`--trigger takes one of ${TRIGGER_KINDS.join(', ')}`);
  }
  const environment = flags.env ?? DEFAULT_ENVIRONMENT;
  if (!ENVIRONMENTS.includes(environment as Environment)) throw new UsageError('--env takes test or production');
  const allowHosts = typeof flags['allow-host'] === 'string' ? allowedHosts(flags['allow-host']) : undefined;
  if (allowHosts && environment === 'production') {
    throw new UsageError('--allow-host is for runs against a local or staging server; a production run reaches public addresses only (use --env test)');
  }
  if (flags['ca-file'] === '') throw new UsageError('--ca-file takes a PEM certificate file');
  return {
    dir: positionals[0]!,
    ...(typeof flags.event === 'string' ? { eventFile: flags.event } : {}),
    ...(typeof trigger === 'string' ? { trigger: trigger as TriggerKind } : {}),
    dryRun: flags['dry-run'] === true,
    environment: environment as Environment,
    ...(typeof flags.json === 'string' ? { json: flags.json } : {}),
    ...(typeof flags.record === 'string' ? { record: flags.record } : {}),
    ...(allowHosts ? { allowHosts } : {}),
    ...(typeof flags['ca-file'] === 'string' ? { caFile: flags['ca-file'] } : {}),
  };
}

/** `localhost,staging.internal,10.0.0.5,[::1]`: host names or IP addresses, no scheme, port or path. */
function allowedHosts(value: string): string[] {
  const hosts = value.split(',').map((host) => host.trim()).filter((host) => host !== '');
  if (!hosts.length) throw new UsageError('--allow-host takes host names or IP addresses, separated by commas');
  for (const host of hosts) {
    const bare = host.replace(/^\[(.*)\]$/, '$1');
    const ipv6 = bare.includes(':') && isIP(bare) === 6;
    if (ipv6 || /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?\.?$/.test(host)) continue;
    throw new UsageError(`--allow-host takes a host name or IP address without scheme, port or path, not ${JSON.stringify(host)}`);
  }
  return hosts;
}
