/**
 * The test case a recorded run becomes (CLI-30): what the run was given and what it met
 * outside (`given`), and what it did (`expect`), short enough to read in a diff.
 */
import type { StepCheck, StubStep, TestCase, ValueCheck } from '../../definitions/test-list/intake.js';
import type { TriggerKind, WorkflowPlan } from '../../engine/plan.js';
import type { ResultDocument } from '../../engine/result.js';
import type { Artifact as RunArtifact, ResolvedConnection } from '../../engine/world.js';
import type { WorldSettings } from '../../world/settings.js';
import { ReplayAddresses } from './addresses.js';
import { callChecks, httpMocks } from './http.js';
import { aiTargetOf, aiTargets, modelMocks, type AiTarget } from './models.js';
import type { RunJournal } from '../../testing/journal/journal.js';
import { exchangesOf, type Exchange, type Tape } from './tape.js';

export interface RecordedRun {
  name: string;
  plan: WorkflowPlan;
  settings: WorldSettings;
  trigger: TriggerKind;
  event: unknown;
  startedAt: Date;
  environment: string;
  dryRun: boolean;
  result: ResultDocument;
  /** What the run read besides HTTP. */
  tape: Tape;
  /** The run's journal: its requests, with each one's sent body and answer. */
  journal: RunJournal;
  /** Secret names the run asked for that its environment had no value for. */
  missingSecrets: ReadonlySet<string>;
  /** The connection as the run resolved it. */
  connection(name: string, kind: ResolvedConnection['kind']): ResolvedConnection;
  /** Files the run holds at its end, with their content. */
  artifacts: readonly RunArtifact[];
  /** The workflow version's own text (definition and scripts), lower case: which names it mentions. */
  versionText: string;
}

/** Step outputs and values up to this size are checked whole; larger ones are the reader's to pick from. */
const SHORT_VALUE = 120;
/** A value holding a time may differ in a replay, whose clock stands still at `given.now`. */
const LOOKS_LIKE_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const PLAIN_KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** Artifact names a case may give (test-cases.md §2.2). */
const ARTIFACT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** Connections a case has no mocks for: the steps using them are stubbed with what they did. */
const FILE_CONNECTION_KINDS: ReadonlySet<string> = new Set(['sftp', 's3']);

function short(value: unknown): boolean {
  if (value === undefined) return false;
  const text = JSON.stringify(value);
  return text.length <= SHORT_VALUE && !LOOKS_LIKE_TIME.test(text);
}

function kindOf(stepConnections: Readonly<Record<string, string>>, settings: WorldSettings): string[] {
  return Object.values(stepConnections).map((name) => settings.connections[name]?.kind ?? 'http');
}

/**
 * Steps a replay cannot run against mocks, stubbed with their outcome and outputs: steps
 * on SFTP or S3 connections (files are not HTTP), and in a dry run the steps whose action
 * gives placeholder outputs there (ai.generate, which asked no model).
 */
function stubbedSteps(run: RecordedRun): Map<string, StubStep> {
  const stubs = new Map<string, StubStep>();
  for (const step of run.plan.steps) {
    const onFiles = kindOf(step.connections, run.settings).some((kind) => FILE_CONNECTION_KINDS.has(kind));
    const placeholder = run.dryRun && step.kind === 'action' && step.action.dryRunOutputs === 'placeholder';
    const record = run.result.steps[step.id];
    if (!record || record.result === 'skipped' || !(onFiles || placeholder)) continue;
    stubs.set(step.id, {
      ...(record.result === 'failure' ? { outcome: 'failure' } : {}),
      ...(record.outputs !== null && record.outputs !== undefined ? { outputs: record.outputs } : {}),
      ...(record.error ? { error_code: record.error.code, message: record.error.message } : {}),
    });
  }
  return stubs;
}

/** Files the stubbed steps made: the replay starts with them, as text (test-cases.md §2.2 artifacts). */
function stubbedArtifacts(run: RecordedRun, stubbed: ReadonlySet<string>, notes: string[]): Record<string, { text: string; content_type: string }> {
  const files: Record<string, { text: string; content_type: string }> = {};
  for (const artifact of run.artifacts) {
    if (artifact.step === null || !stubbed.has(artifact.step)) continue;
    let text: string | undefined;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(artifact.data);
    } catch {
      text = undefined;
    }
    if (text === undefined || !ARTIFACT_NAME.test(artifact.name)) {
      notes.push(`file ${artifact.name} of step ${artifact.step} is not text (or its name is not one a case can give); add it to given.artifacts yourself`);
      continue;
    }
    files[artifact.name] = { text, content_type: artifact.content_type };
  }
  return files;
}

function recipients(result: ResultDocument): string[] {
  return [...new Set(result.emails.flatMap((email) => [...email.to, ...email.cc, ...email.bcc]))];
}

/** What a reviewer checks besides the outcome: subjects of the emails, state the run wrote. */
function payloadChecks(result: ResultDocument, written: readonly string[]): ValueCheck[] {
  const checks: ValueCheck[] = result.emails.slice(0, 3).map((email, index) => ({ path: `$.emails[${index}].subject`, equals: email.subject }));
  for (const key of written) {
    const value = result.state[key];
    if (PLAIN_KEY.test(key) && short(value)) checks.push({ path: `$.state.${key}`, equals: value });
  }
  return checks;
}

/** Each step's result; and its outputs when they are short and hold no time. */
function stepChecks(run: RecordedRun, stubbed: ReadonlySet<string>): StepCheck[] {
  return run.plan.steps.flatMap((step) => {
    const record = run.result.steps[step.id];
    if (!record) return [];
    const outputs = record.result === 'success' && !stubbed.has(step.id) && short(record.outputs) ? { equals: record.outputs } : {};
    return [{ step: step.id, result: record.result, ...outputs }];
  });
}

/** Which part of the required minimum the case stands for (test-cases.md §8), by what happened. */
function caseKind(run: RecordedRun, upstreamFailed: boolean): NonNullable<TestCase['kind']> {
  const { result } = run;
  if (upstreamFailed) return 'upstream_failure';
  if (result.outcome === 'error') return run.event !== null && run.trigger === 'webhook' ? 'malformed_payload' : 'edge';
  if (result.outcome === 'skip') return 'empty';
  const skipped = Object.values(result.steps).some((step) => step.result === 'skipped');
  return skipped && result.emails.length === 0 ? 'empty' : 'happy';
}

function isUpstreamFailure(exchange: Exchange): boolean {
  const status = exchange.response?.status;
  return exchange.failure !== undefined || status === 429 || (status !== undefined && status >= 500);
}

/** Names the workflow mentions, from a set of candidates. */
function mentioned(names: Iterable<string>, text: string): string[] {
  return [...names].filter((name) => text.includes(name.toLowerCase()));
}

/** Headers of the transport, never read by a step: the mock's own answer has its own. */
const TRANSPORT_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date', 'server']);

/** Response headers a step reads: named in quotes (`headers['x-total']`) or after `headers.`. */
function headersRead(names: Iterable<string>, text: string): Set<string> {
  const read = [...names].filter((name) => {
    if (TRANSPORT_HEADERS.has(name)) return false;
    return [`'${name}'`, `"${name}"`, `headers.${name}`].some((form) => text.includes(form));
  });
  return new Set(read);
}

export interface BuiltCase {
  testCase: TestCase;
  notes: string[];
}

export function buildCase(run: RecordedRun, stateWritten: readonly string[]): BuiltCase {
  const notes: string[] = [];
  const targets: AiTarget[] = aiTargets(Object.entries(run.settings.connections).filter(([, spec]) => spec.kind === 'ai').map(([name]) => run.connection(name, 'ai')));
  const aiCalls: { exchange: Exchange; target: AiTarget }[] = [];
  const plainCalls: Exchange[] = [];
  const exchanges = exchangesOf(run.journal);
  for (const exchange of exchanges) {
    const target = aiTargetOf(exchange, targets);
    if (target) aiCalls.push({ exchange, target });
    else plainCalls.push(exchange);
  }
  const responseHeaders = new Set(plainCalls.flatMap((exchange) => Object.keys(exchange.response?.headers ?? {})));
  const addresses = new ReplayAddresses(run.settings, run.connection);
  const http = httpMocks(plainCalls, headersRead(responseHeaders, run.versionText), notes, addresses);
  const models = modelMocks(aiCalls, notes);
  const stubs = stubbedSteps(run);
  const stubbed = new Set(stubs.keys());
  const artifacts = stubbedArtifacts(run, stubbed, notes);
  const vars = Object.fromEntries(mentioned(Object.keys(run.settings.vars), run.versionText).map((name) => [name, run.settings.vars[name]]));
  for (const step of run.tape.snapshotsRead) {
    notes.push(`step ${step} read a saved snapshot, which holds fingerprints a case cannot: the replay starts it without one (add given.snapshots.${step}.records to replay it)`);
  }

  const given: NonNullable<TestCase['given']> = {
    trigger: run.trigger,
    ...(run.event !== null ? { event: run.event } : {}),
    now: run.startedAt.toISOString(),
    ...(http.mocks.length ? { http: http.mocks } : {}),
    ...(models.length ? { models } : {}),
    ...(stubs.size ? { stub_steps: Object.fromEntries(stubs) } : {}),
    ...(run.tape.stateRead.size ? { state: Object.fromEntries(run.tape.stateRead) } : {}),
    ...(Object.keys(vars).length ? { vars } : {}),
    ...(Object.keys(artifacts).length ? { artifacts } : {}),
  };
  const { result } = run;
  const calls = callChecks(plainCalls, addresses);
  const payload = payloadChecks(result, stateWritten);
  const expect: TestCase['expect'] = {
    outcome: result.outcome,
    ...(result.outcome === 'error' && result.error?.step ? { failed_step: result.error.step } : {}),
    recipients: recipients(result),
    ...(calls.length ? { http_calls: calls } : {}),
    step_outputs: stepChecks(run, stubbed),
    ...(payload.length ? { payload } : {}),
    ...(http.unanswerable ? { no_unmocked_http: false } : {}),
  };
  const upstreamFailed = exchanges.some(isUpstreamFailure);
  const how = `${run.dryRun ? 'a dry run' : 'a real run'} in the ${run.environment} environment`;
  const testCase: TestCase = {
    name: run.name,
    kind: caseKind(run, upstreamFailed),
    description: `Recorded from ${how} at ${run.startedAt.toISOString()}.`,
    given,
    expect,
  };
  return { testCase, notes };
}
