/**
 * A case's trace (REPORT-17), a projection of its journal: the steps as the engine told
 * of them, each request with the step and attempt that made it and what the mocks did
 * with it, and the mail, artifacts and log lines the run added, by who added them.
 */
import type { ExpressionScope } from '../../expressions/index.js';
import type { PlannedStep, WorkflowPlan } from '../../engine/plan.js';
import type { ErrorInfo, ResultDocument } from '../../engine/result.js';
import type { MockLines } from '../../definitions/test-list/intake.js';
import type { Redactor } from '../checks/types.js';
import type { CaseWorld } from '../case-world.js';
import type { MockedCall } from '../http-mocks.js';
import type { CaseJournal } from '../journal/case-journal.js';
import type { StepEntry } from '../journal/journal.js';
import type { MockPosition } from '../mock-table.js';
import {
  TRACE_EMAIL_TEXT_CHARS,
  TRACE_FIRST_LINES,
  TRACE_LINE_CHARS,
  TRACE_VALUE_LIMIT_BYTES,
  type CaseTrace,
  type MockList,
  type TraceAttempt,
  type TraceCut,
  type TraceError,
  type TraceMockRef,
  type TraceModelCall,
  type TraceRequest,
  type TraceStep,
} from './types.js';

export interface TraceSources {
  world: CaseWorld;
  /** The workflow as written (before stubs); absent for a library action. */
  plan?: WorkflowPlan;
  /** Ids of the steps `given.stub_steps` replaced. */
  stubbed?: ReadonlySet<string>;
  /** Lines of the case's mocks in tests.json. */
  mockLines?: MockLines;
}

const LISTS: readonly MockList[] = ['given.http', 'given.models'];

function listOf(label: string): MockList {
  return LISTS.find((list) => list === label) ?? 'given.http';
}

/** Every text in the value hidden, keys too; a non-text that prints as a secret becomes `***`. */
function hiddenDeep(value: unknown, redact: Redactor, depth = 0): unknown {
  if (typeof value === 'string') return redact.hide(value);
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    const text = String(value);
    return redact.hide(text) === text ? value : redact.hide(text);
  }
  if (typeof value !== 'object' || value === null || depth > 200) return value;
  if (Array.isArray(value)) return value.map((item) => hiddenDeep(item, redact, depth + 1));
  const shown: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    Object.defineProperty(shown, redact.hide(key), { value: hiddenDeep(item, redact, depth + 1), enumerable: true, writable: true, configurable: true });
  }
  return shown;
}

/** The value with secrets hidden, whole up to the limit and a TraceCut past it. */
export function traceValue(value: unknown, redact: Redactor): unknown {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(hiddenDeep(value, redact));
  if (text === undefined) return null;
  // A second pass over the JSON text catches `"authorization": "…"` members.
  const shown = redact.hide(text);
  const bytes = Buffer.byteLength(shown, 'utf8');
  if (bytes > TRACE_VALUE_LIMIT_BYTES) {
    const preview = firstBytes(shown, TRACE_VALUE_LIMIT_BYTES);
    return { cut: true, bytes, preview } satisfies TraceCut;
  }
  try {
    return JSON.parse(shown) as unknown;
  } catch {
    // Hiding broke the JSON (a secret that spans its punctuation): the text is still safe to show.
    return shown;
  }
}

/** A text cut at `limit` bytes of UTF-8, without a broken character at the end. */
function firstBytes(text: string, limit: number): string {
  return Buffer.from(text, 'utf8').subarray(0, limit).toString('utf8').replace(/\uFFFD+$/, '');
}

/** A request's body as sent, secrets hidden: whole up to the limit, a TraceCut past it; undefined when empty. */
export function traceBody(body: string, redact: Redactor): string | TraceCut | undefined {
  if (!body) return undefined;
  const shown = redact.hide(body);
  const bytes = Buffer.byteLength(shown, 'utf8');
  return bytes > TRACE_VALUE_LIMIT_BYTES ? { cut: true, bytes, preview: firstBytes(shown, TRACE_VALUE_LIMIT_BYTES) } : shown;
}

/** An email's text, secrets hidden, cut at TRACE_EMAIL_TEXT_CHARS with its whole length. */
function emailText(text: string, redact: Redactor): { text: string; text_chars?: number } {
  const shown = redact.hide(text);
  if (shown.length <= TRACE_EMAIL_TEXT_CHARS) return { text: shown };
  return { text: shown.slice(0, TRACE_EMAIL_TEXT_CHARS), text_chars: shown.length };
}

const TEXT_TYPES = /^(text\/|application\/(json|xml|yaml|x-yaml|csv|x-ndjson|ld\+json)\b)|\+(json|xml)\b/i;

/** The first lines of a text file, secrets hidden; undefined for a file that is not text. */
export function firstLines(data: Uint8Array, contentType: string, redact: Redactor): string[] | undefined {
  if (!TEXT_TYPES.test(contentType)) return undefined;
  // Enough bytes for the lines shown; a character cut at the end is dropped.
  const head = Buffer.from(data.buffer, data.byteOffset, Math.min(data.byteLength, TRACE_FIRST_LINES * TRACE_LINE_CHARS * 4));
  const text = redact.hide(head.toString('utf8').replace(/\uFFFD+$/, ''));
  const lines = text.split(/\r?\n/).slice(0, TRACE_FIRST_LINES).map((line) => (line.length > TRACE_LINE_CHARS ? `${line.slice(0, TRACE_LINE_CHARS)}…` : line));
  if (lines.length > 1 && lines.at(-1) === '' && data.byteLength <= head.byteLength) lines.pop();
  return lines;
}

/** The trace of a finished run, every text shown through `redact`. */
export function caseTrace(journal: CaseJournal, sources: TraceSources, result: ResultDocument, redact: Redactor): CaseTrace {
  journal.close();
  const { world } = sources;
  const planned = new Map((sources.plan?.steps ?? []).map((step) => [step.id, step]));
  const mockRef = (position: MockPosition): TraceMockRef => {
    const list = listOf(position.list);
    const line = sources.mockLines?.[list === 'given.models' ? 'models' : 'http'][position.index];
    return { list, index: position.index, ...(line !== undefined ? { line } : {}) };
  };
  const requests = journal.calls.map((call) => traceRequest(call, redact, mockRef));
  const trace: CaseTrace = {
    steps: [...journal.steps.values()].map((step) => traceStep(step, planned.get(step.id), sources, world.clock.elapsedMs, redact)),
    requests,
    model_calls: modelCalls(journal, planned, requests),
    emails: world.mailbox.sent.map((email, at) => ({
      step: journal.made.emails[at]?.step ?? null,
      to: email.to.map(redact.hide),
      cc: email.cc.map(redact.hide),
      bcc: email.bcc.map(redact.hide),
      subject: redact.hide(email.subject),
      ...emailText(email.text, redact),
      attachments: email.attachments.map((a) => ({ name: redact.hide(a.name), content_type: a.content_type, size_bytes: a.size_bytes })),
    })),
    artifacts: world.artifacts
      .list()
      .slice(journal.givenArtifacts)
      .map((artifact, at) => ({
        step: artifact.step ?? journal.made.artifacts[at]?.step ?? null,
        name: redact.hide(artifact.name),
        content_type: artifact.content_type,
        size_bytes: artifact.size_bytes,
        ...((lines) => (lines ? { first_lines: lines } : {}))(firstLines(artifact.data, artifact.content_type, redact)),
      })),
    logs: world.logLines.map((text, at) => ({ step: journal.made.logs[at]?.step ?? null, text: redact.hide(text) })),
    duration_ms: world.clock.elapsedMs,
  };
  if (!sources.plan) trace.output = traceValue(result.output, redact);
  return trace;
}

function traceStep(entry: StepEntry, step: PlannedStep | undefined, sources: TraceSources, nowMs: number, redact: Redactor): TraceStep {
  const { record } = entry;
  const endMs = entry.finishedMs ?? nowMs;
  const startMs = entry.startMs ?? endMs;
  const hideError = (error: ErrorInfo | null): TraceError | null => (error ? { code: error.code, message: redact.hide(error.message) } : null);
  return {
    id: entry.id,
    ...(step?.name !== undefined ? { name: step.name } : {}),
    index: step?.index ?? -1,
    kind: step?.kind ?? 'action',
    ...(step && step.kind !== 'script' ? { uses: step.uses } : {}),
    result: record?.result ?? 'skipped',
    ...(entry.skipped ? { skipped: entry.skipped } : {}),
    ...(sources.stubbed?.has(entry.id) ? { stubbed: true as const } : {}),
    ...(entry.condition !== undefined ? { condition: entry.condition } : {}),
    ...(entry.forEachItems !== undefined ? { for_each_items: entry.forEachItems } : {}),
    start_ms: startMs,
    duration_ms: endMs - startMs,
    attempts: entry.attempts.map((attempt) => ({
      attempt: attempt.attempt,
      round: attempt.round,
      start_ms: attempt.startMs,
      duration_ms: (attempt.endMs ?? endMs) - attempt.startMs,
      error: hideError(attempt.error),
      ...(attempt.retried !== undefined ? { retried: attempt.retried } : {}),
    })),
    error: hideError(record?.error ?? null),
    outputs: traceValue(record?.outputs, redact),
  };
}

/** A request as the journal logged it, and what the mocks did with it. */
function traceRequest(call: MockedCall, redact: Redactor, mockRef: (position: MockPosition) => TraceMockRef): TraceRequest {
  const request: TraceRequest = {
    step: call.step,
    ...(call.attempt !== undefined ? { attempt: call.attempt } : {}),
    method: call.method,
    url: redact.hide(call.url),
    start_ms: call.startMs,
    duration_ms: (call.endMs ?? call.startMs) - call.startMs,
  };
  if (call.status !== undefined) request.status = call.status;
  if (call.failure !== undefined) request.error = call.failure;
  const note = call.note;
  if (note?.mock) request.mock = mockRef(note.mock);
  if (note?.nearest) request.nearest = { ...mockRef(note.nearest.mock), mismatched: [...note.nearest.fields], why: redact.hide(note.nearest.why) };
  const body = traceBody(call.body, redact);
  if (body !== undefined) request.body = body;
  return request;
}

function modelCalls(journal: CaseJournal, planned: ReadonlyMap<string, PlannedStep>, requests: readonly TraceRequest[]): TraceModelCall[] {
  const calls: TraceModelCall[] = [];
  for (const [at, call] of journal.calls.entries()) {
    const model = call.note?.model;
    const mock = requests[at]!.mock;
    if (!model || !mock) continue;
    const promptVersion = promptVersionOf(call.step === null ? undefined : journal.steps.get(call.step), call.step === null ? undefined : planned.get(call.step));
    calls.push({
      step: call.step,
      request: at,
      connection: model.connection,
      provider: model.provider,
      model: model.model,
      ...(promptVersion !== undefined ? { prompt_version: promptVersion } : {}),
      mock,
      ...(model.input_tokens !== undefined ? { input_tokens: model.input_tokens } : {}),
      ...(model.output_tokens !== undefined ? { output_tokens: model.output_tokens } : {}),
    });
  }
  return calls;
}

/** The step's `prompt_version`: from its outputs, else from its input when that is written as a constant. */
function promptVersionOf(entry: StepEntry | undefined, step: PlannedStep | undefined): string | undefined {
  const fromOutputs = (entry?.record?.outputs as { prompt_version?: unknown } | null | undefined)?.prompt_version;
  if (typeof fromOutputs === 'string') return fromOutputs;
  if (!step || step.kind === 'script' || !step.input.constant) return undefined;
  const input = step.input.evaluate({} as ExpressionScope) as { prompt_version?: unknown } | null;
  return typeof input?.prompt_version === 'string' ? input.prompt_version : undefined;
}
