/**
 * `flowgate run DIR [--event FILE] [--trigger KIND] [--dry-run] [--env test|production]
 * [--json FILE] [--record NAME] [--allow-host HOST[,HOST…]] [--ca-file FILE]` (flowgate.md §7, CLI-21, CLI-22): one real run of the
 * workflow version in DIR, through the same engine as the tests, with a RealWorld.
 * `--record NAME` (CLI-30) appends the run to the version's tests.json as a case
 * (see record/); with `--dry-run` the case is recorded from a dry run.
 *
 * The run's end: staged sync snapshots are saved only when the run succeeded and is no
 * dry run (SYNC-47, SYNC-48), in one transaction with the run's record.
 *
 * `concurrency: { key }` (WF-06): before the first step a real run takes its turn for
 * the key (see world/real/concurrency-lock.ts), waiting while another run of the same
 * workflow, environment and key holds it, at most the workflow's `timeout_minutes`
 * (else 10 minutes); the turn ends after the run's end is recorded, so the next run
 * sees its state and snapshots. A dry run takes no turn and does not wait: it changes
 * nothing another run could read twice. The run log says whether the run waited, for
 * which run and how long; it never shows the key (it may come from the event or a
 * secret), and the store keeps only its SHA-256. The run log
 * goes to standard output (standard error when `--json -` puts the result document
 * there). Exit status: 0 for success or skip, 1 for an error (a failed run, a version
 * with save-time problems, a store that cannot be used), 2 for a usage error.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { UsageError, type CommandIo } from '../shared/command-line.js';
import { formatProblem } from '../definitions/problems.js';
import { loadRepository, type Repository, type Version } from '../definitions/repository.js';
import { StepError } from '../engine/errors.js';
import type { WorkflowPlan } from '../engine/plan.js';
import type { ResultDocument, RunError } from '../engine/result.js';
import { runWorkflow } from '../engine/run.js';
import { closeSandbox } from '../sandbox/index.js';
import { sandboxRunner } from '../sandbox/runner.js';
import {
  NetworkSettingsError,
  RealWorld,
  RunStore,
  RunStoreError,
  networkOptionLines,
  networkSettingsFrom,
  testSettingWarnings,
  type NetworkSettings,
} from '../world/real/index.js';
import {
  ConcurrencyWaitTimeout,
  DEFAULT_WAIT_MINUTES,
  concurrencyKeyText,
  concurrencyLane,
  takeConcurrencyTurn,
  waitLimitMs,
  type ConcurrencyTurn,
} from '../world/real/concurrency-lock.js';
import { chooseTrigger, readEvent } from './event.js';
import { RecordRefused, Tape, recordTarget, tapedWorld, versionText, writeRecordedCase, type RecordTarget } from './record/index.js';
import { findRoot, findWorkflowVersion, versionFolder } from './locate.js';
import { parseRunArgs, type RunCommandOptions } from './options.js';
import { hideInValue, runRedactor } from './redact.js';
import { formatDuration, renderRunLog, type SnapshotLine } from './run-log.js';
import { RunJournal } from '../testing/journal/journal.js';

/** `.flowgate/` at the repository root: the store and the outbox. */
export const STATE_FOLDER = '.flowgate';
export const STORE_FILE = 'store.sqlite';

export function storePath(root: string): string {
  return join(root, STATE_FOLDER, STORE_FILE);
}

export function outboxPath(root: string, environment: string): string {
  return join(root, STATE_FOLDER, 'outbox', environment);
}

interface Prepared {
  options: RunCommandOptions;
  repo: Repository;
  version: Version;
  plan: WorkflowPlan;
  trigger: ReturnType<typeof chooseTrigger>;
  event: unknown;
  network: NetworkSettings;
  /** Where `--record` adds its case, checked before the run. */
  record?: RecordTarget;
}

/** Everything that can be a usage error, before anything is opened. */
function prepare(argv: readonly string[], io: CommandIo): Prepared | { problems: string[] } {
  const options = parseRunArgs(argv);
  const dir = versionFolder(options.dir, io.cwd);
  const repo = loadRepository(findRoot(dir, io.cwd));
  const version = findWorkflowVersion(repo, dir);
  const problems = [...repo.project.problems, ...version.problems];
  if (problems.length || !version.plan) return { problems: problems.map(formatProblem) };
  let network: NetworkSettings;
  try {
    network = networkSettingsFrom(io.env, { ...(options.allowHosts ? { allowHosts: options.allowHosts } : {}), ...(options.caFile !== undefined ? { caFile: options.caFile } : {}), cwd: io.cwd });
  } catch (error) {
    if (error instanceof NetworkSettingsError) throw new UsageError(error.message);
    throw error;
  }
  return {
    options,
    repo,
    version,
    plan: version.plan,
    trigger: chooseTrigger(version.plan, options.trigger),
    event: readEvent(options.eventFile, io.cwd),
    network,
    ...(options.record !== undefined ? { record: recordTarget(options.record, repo, version) } : {}),
  };
}

/**
 * A real run writes to `.flowgate/store.sqlite` (made on first use, with a .gitignore
 * so it is never committed). A dry run only reads: an existing store read-only, else
 * an empty one in memory, so it leaves no file behind.
 */
function openStore(root: string, dryRun: boolean): RunStore {
  const file = storePath(root);
  if (dryRun) return existsSync(file) ? RunStore.open(file, { readOnly: true }) : RunStore.empty();
  const folder = dirname(file);
  if (!existsSync(folder)) {
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, '.gitignore'), '# flowgate run: saved state, snapshots and the email outbox of real runs\n*\n');
  }
  return RunStore.open(file);
}

function newRunId(now: Date): string {
  return `run_${now.toISOString().replace(/[-:.]/g, '').replace('T', '_').replace('Z', '')}_${randomBytes(4).toString('hex')}`;
}

interface Ending {
  snapshots: SnapshotLine;
  /** False when the run's end could not be recorded (the store failed). */
  recorded: boolean;
}

/** SYNC-47/48: snapshots are saved with the run's end, only after a successful real run. */
function recordEnd(store: RunStore, world: RealWorld, runId: string, result: ResultDocument, dryRun: boolean): Ending {
  const read = world.snapshots.readSteps();
  if (dryRun) return { snapshots: read.length ? { kind: 'dry_run', steps: read } : { kind: 'none' }, recorded: true };
  const staged = world.snapshots.staged();
  const saving = result.outcome === 'success' ? staged : [];
  const end = { outcome: result.outcome, failedStep: result.error?.step ?? null, finishedAt: new Date().toISOString() };
  try {
    const report = store.finishRun(world.scope, runId, end, saving);
    if (result.outcome !== 'success') return { snapshots: staged.length ? { kind: 'not_saved', steps: staged.map((s) => s.step) } : { kind: 'none' }, recorded: true };
    return { snapshots: staged.length ? { kind: 'saved', ...report } : { kind: 'none' }, recorded: true };
  } catch (error) {
    const reason = error instanceof Error && /busy|locked/i.test(error.message) ? 'the store was busy' : 'the store failed';
    return { snapshots: { kind: 'failed', steps: saving.map((s) => s.step), reason }, recorded: false };
  }
}

/** Where this run stands with its concurrency key, and the line the run log shows for it. */
interface Admission {
  /** Held until the run's end is recorded; absent when the run took no turn. */
  turn?: ConcurrencyTurn;
  /** Set when the run must not start: its key failed or its wait ran out. */
  refused?: RunError;
  line?: string;
}

function runList(runIds: readonly string[]): string {
  return runIds.length === 1 ? `run ${runIds[0]}` : `runs ${runIds.join(', ')}`;
}

/** A wait limit as people write it: `10 min`, `1.5 min`, `36 s`. */
function limitText(ms: number): string {
  if (ms < 60_000) return `${Number((ms / 1000).toFixed(1))} s`;
  return `${Number((ms / 60_000).toFixed(2))} min`;
}

/** WF-06: the run's turn for its concurrency key, taken before the first step. */
async function admit(prepared: Prepared, world: RealWorld, store: RunStore, runId: string, notify: (line: string) => void): Promise<Admission> {
  const { plan, trigger, event, options } = prepared;
  if (!plan.concurrencyKey) return {};
  let keyText: string | null;
  try {
    keyText = concurrencyKeyText(plan, world, { kind: trigger, event, is_test: false });
  } catch (error) {
    if (!(error instanceof StepError)) throw error;
    return { refused: { code: error.code, message: error.message, step: null }, line: `concurrency: the key could not be evaluated (${error.message}); the run did not start` };
  }
  if (keyText === null) return { line: 'concurrency: the key is empty, so this run took no lock' };
  if (options.dryRun) return { line: 'concurrency: a dry run takes no lock and does not wait' };
  const limitMs = waitLimitMs(plan);
  try {
    const turn = await takeConcurrencyTurn(store, concurrencyLane(world.scope, keyText), runId, {
      limitMs,
      onWait: (holder) => notify(`concurrency: waiting for run ${holder.runId}, which holds the same concurrency key (at most ${limitText(limitMs)})\n`),
    });
    const lines: string[] = [];
    for (const gone of turn.tookOverFrom) lines.push(`concurrency: took over the key from run ${gone.runId}, whose process (pid ${gone.pid}) had ended`);
    lines.push(turn.waitedFor.length ? `concurrency: waited ${formatDuration(turn.waitedMs)} for ${runList(turn.waitedFor)} (same concurrency key)` : 'concurrency: no other run held the key');
    return { turn, line: lines.join('\n') };
  } catch (error) {
    if (!(error instanceof ConcurrencyWaitTimeout)) throw error;
    const message = `Another run of this workflow with the same concurrency key (${runList(error.waitedFor)}) did not end within ${limitText(limitMs)} (timeout_minutes, else ${DEFAULT_WAIT_MINUTES} min); the run did not start.`;
    return { refused: { code: 'timeout', message, step: null }, line: `concurrency: gave up after ${formatDuration(error.waitedMs)} waiting for ${runList(error.waitedFor)}; the run did not start` };
  }
}

/** A run refused before its first step: every step skipped, the reason as the run's error. */
function notStarted(plan: WorkflowPlan, world: RealWorld, error: RunError): ResultDocument {
  const steps: ResultDocument['steps'] = {};
  for (const step of plan.steps) steps[step.id] = { result: 'skipped', outputs: null, error: null };
  return { outcome: 'error', steps, emails: [], state: world.state.all(), artifacts: [], error };
}

/** The concurrency line goes right under the run's id, before the steps. */
function withLine(log: string, runId: string, line: string | undefined): string {
  if (!line) return log;
  const marker = `run ${runId}\n`;
  const at = log.indexOf(marker);
  if (at < 0) return `${line}\n${log}`;
  const end = at + marker.length;
  return `${log.slice(0, end)}${line}\n${log.slice(end)}`;
}

function releaseQuietly(turn: ConcurrencyTurn | undefined): void {
  try {
    turn?.release();
  } catch {
    // The store's close tries again; a process that has ended holds nothing either way.
  }
}

async function execute(prepared: Prepared, io: CommandIo): Promise<number> {
  const { options, repo, version, plan, trigger, event, network } = prepared;
  const store = openStore(repo.root, options.dryRun);
  // The run's one journal: step durations for the log, and each exchange in full when recording.
  const journal = new RunJournal({ keepsWire: prepared.record !== undefined });
  const outboxFolder = outboxPath(repo.root, options.environment);
  const world = new RealWorld({
    project: repo.project,
    workflow: plan.name,
    environment: options.environment,
    dryRun: options.dryRun,
    env: io.env,
    store,
    outboxFolder,
    network,
    callLog: journal,
  });
  const runId = newRunId(new Date());
  const tape = new Tape();
  // The engine sees the world through the tape only when recording: a plain run is untouched.
  const engineWorld = prepared.record ? tapedWorld(world, tape) : world;
  const startedAt = world.clock.now();
  const started = performance.now();
  let result: ResultDocument;
  let ending: Ending;
  const toStdout = options.json === '-';
  const notify = (line: string): void => (toStdout ? io.stderr(line) : io.stdout(line));
  let admission: Admission = {};
  try {
    if (!options.dryRun) {
      store.startRun({ id: runId, workflow: plan.name, environment: options.environment, versionId: version.versionId, trigger, dryRun: false, startedAt: new Date().toISOString() });
    }
    admission = await admit(prepared, world, store, runId, notify);
    result = admission.refused
      ? notStarted(plan, world, admission.refused)
      : await runWorkflow(plan, engineWorld, { trigger: { kind: trigger, event, is_test: false }, services: { template: (name) => repo.template(name), scripts: sandboxRunner }, observe: journal.observe });
    // Closed before the end is recorded: nothing an abandoned step still does can slip in after.
    await world.close();
    ending = recordEnd(store, world, runId, result, options.dryRun);
  } finally {
    // The turn ends only after the end is recorded: the next run sees this run's state and snapshots.
    releaseQuietly(admission.turn);
    await world.close();
    await closeSandbox();
    store.close();
  }
  const totalMs = performance.now() - started;

  const redactor = runRedactor(repo.project, world.knownSecretValues());
  const document = hideInValue(result, redactor);
  const json = `${JSON.stringify(document, null, 2)}\n`;
  if (options.json !== undefined && !toStdout) {
    const target = resolve(io.cwd, options.json);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, json);
  }
  const rendered = renderRunLog({
    workflow: plan.name,
    folder: version.location.dir,
    runId,
    environment: options.environment,
    trigger,
    dryRun: options.dryRun,
    warnings: [...testSettingWarnings(network), ...networkOptionLines(network)],
    result,
    durations: journal.durations(),
    totalMs,
    logLines: world.logLines,
    stateKeysWritten: world.state.writtenKeys().length,
    snapshots: ending.snapshots,
    emailsWritten: world.mailbox.written,
    outboxFolder: relative(io.cwd, outboxFolder) || '.',
  });
  let recorded: { lines: string[] } | { refused: string } | undefined;
  if (prepared.record) {
    try {
      const run = {
        name: prepared.record.name,
        plan,
        settings: repo.project,
        trigger,
        event,
        startedAt,
        environment: options.environment,
        dryRun: options.dryRun,
        result,
        tape,
        journal,
        connection: world.connection.bind(world),
        missingSecrets: world.missingSecrets,
        artifacts: world.artifacts.list(),
        versionText: versionText(repo, version),
      };
      recorded = { lines: await writeRecordedCase(prepared.record, run, repo, version, io.env, world.state.writtenKeys()) };
    } catch (error) {
      if (!(error instanceof RecordRefused)) throw error;
      recorded = { refused: error.message };
    } finally {
      // The replay before writing ran scripts too.
      await closeSandbox();
    }
  }
  const recordLines = recorded && 'lines' in recorded ? `${recorded.lines.join('\n')}\n` : '';
  const log = withLine(rendered, runId, admission.line) + recordLines;
  if (toStdout) {
    io.stdout(json);
    io.stderr(redactor.hide(log));
  } else {
    io.stdout(redactor.hide(log));
  }
  if (recorded && 'refused' in recorded) {
    io.stderr(`flowgate run --record: ${redactor.hide(recorded.refused)}\n`);
    return 1;
  }
  if (!ending.recorded) return 1;
  return result.outcome === 'error' ? 1 : 0;
}

export async function runCommand(argv: readonly string[], io: CommandIo): Promise<number> {
  try {
    const prepared = prepare(argv, io);
    if ('problems' in prepared) {
      io.stderr(`flowgate run: the workflow version has save-time problems; fix them before running it:\n${prepared.problems.join('\n')}\n`);
      return 1;
    }
    return await execute(prepared, io);
  } catch (error) {
    if (error instanceof RunStoreError || error instanceof RecordRefused) {
      io.stderr(`flowgate run: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
