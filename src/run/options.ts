/** The flags of `flowgate run` (flowgate.md §7). Anything unknown or malformed is a usage error (exit 2). */
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
}

export const TRIGGER_KINDS: readonly TriggerKind[] = ['manual', 'schedule', 'webhook', 'api', 'workflow_run'];
const ENVIRONMENTS: readonly Environment[] = ['test', 'production'];

/**
 * Without `--env` a run uses the test environment: trying a version against sandboxes
 * is the safe default, production has to be asked for.
 */
export const DEFAULT_ENVIRONMENT: Environment = 'test';

export function parseRunArgs(argv: readonly string[]): RunCommandOptions {
  const { positionals, flags } = parseArgs(argv, { event: true, trigger: true, 'dry-run': false, env: true, json: true, record: true });
  if (positionals.length !== 1) throw new UsageError('run takes one workflow version folder (the folder holding workflow.yaml)');
  const trigger = flags.trigger;
  if (trigger !== undefined && !TRIGGER_KINDS.includes(trigger as TriggerKind)) {
    throw new UsageError(`--trigger takes one of ${TRIGGER_KINDS.join(', ')}`);
  }
  const environment = flags.env ?? DEFAULT_ENVIRONMENT;
  if (!ENVIRONMENTS.includes(environment as Environment)) throw new UsageError('--env takes test or production');
  return {
    dir: positionals[0]!,
    ...(typeof flags.event === 'string' ? { eventFile: flags.event } : {}),
    ...(typeof trigger === 'string' ? { trigger: trigger as TriggerKind } : {}),
    dryRun: flags['dry-run'] === true,
    environment: environment as Environment,
    ...(typeof flags.json === 'string' ? { json: flags.json } : {}),
    ...(typeof flags.record === 'string' ? { record: flags.record } : {}),
  };
}
