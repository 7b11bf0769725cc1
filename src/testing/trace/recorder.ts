/**
 * Records a case's trace (REPORT-17) as the run goes: the engine's events say what each
 * step did and when; what the case world keeps (requests, the mock dispatcher's
 * exchanges, mail, artifacts, log lines) is given to the step that was running when it
 * appeared, by noting how long each list is at every event. Nothing runs twice.
 */
import type { RunEvent } from '../../engine/events.js';
import type { ExpressionScope } from '../../expressions/index.js';
import type { PlannedStep, WorkflowPlan } from '../../engine/plan.js';
import type { ErrorInfo, ResultDocument, StepRecord } from '../../engine/result.js';
import type { MockLines } from '../../definitions/test-list/intake.js';
import type { Redactor } from '../checks/types.js';
import type { CaseWorld } from '../case-world.js';
import type { Exchange } from '../http-mocks.js';
import type { MockPosition } from '../mock-table.js';
import {
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

/** Who was running when something appeared in a list. */
interface Owner {
  step: string | null;
  attempt?: number;
}

interface StepDraft {
  step: PlannedStep | undefined;
  id: string;
  startMs?: number;
  condition?: boolean;
  forEachItems?: number;
  attempts: (Omit<TraceAttempt, 'duration_ms'> & { endMs?: number })[];
  finishedMs?: number;
  record?: StepRecord;
  skipped?: TraceStep['skipped'];
}

/** The lists of the world whose new items belong to whoever runs. */
interface Cursor {
  calls: number;
  emails: number;
  artifacts: number;
  logs: number;
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
    const preview = Buffer.from(shown, 'utf8').subarray(0, TRACE_VALUE_LIMIT_BYTES).toString('utf8').replace(/\uFFFD+$/, '');
    return { cut: true, bytes, preview } satisfies TraceCut;
  }
  try {
    return JSON.parse(shown) as unknown;
  } catch {
    // Hiding broke the JSON (a secret that spans its punctuation): the text is still safe to show.
    return shown;
  }
}

export class TraceRecorder {
  readonly #sources: TraceSources;
  readonly #drafts = new Map<string, StepDraft>();
  readonly #planned = new Map<string, PlannedStep>();
  readonly #owners = { calls: [] as Owner[], emails: [] as Owner[], artifacts: [] as Owner[], logs: [] as Owner[] };
  readonly #cursor: Cursor;
  /** Given artifacts were in the world before the run: they are not made by it. */
  readonly #givenArtifacts: number;
  /** When each request was noticed, for one that never reached the mocks. */
  readonly #noticedMs: number[] = [];
  #running: Owner = { step: null };

  constructor(sources: TraceSources) {
    this.#sources = sources;
    for (const step of sources.plan?.steps ?? []) this.#planned.set(step.id, step);
    this.#givenArtifacts = sources.world.artifacts.list().length;
    this.#cursor = { calls: 0, emails: 0, artifacts: this.#givenArtifacts, logs: 0 };
  }

  /** The engine's observer (RunOptions.observe). */
  readonly observe = (event: RunEvent): void => {
    this.#sweep();
    const draft = this.#draft(event.step);
    switch (event.kind) {
      case 'step_started':
        draft.startMs = event.atMs;
        this.#running = { step: event.step };
        break;
      case 'condition':
        draft.condition = event.value;
        break;
      case 'for_each':
        draft.forEachItems = event.items;
        break;
      case 'attempt_started':
        this.#endOpenAttempt(draft, event.atMs);
        draft.attempts.push({ attempt: event.attempt, round: event.round, start_ms: event.atMs, error: null });
        this.#running = { step: event.step, attempt: event.attempt };
        break;
      case 'attempt_failed': {
        const open = draft.attempts.at(-1);
        if (open) Object.assign(open, { error: { code: event.error.code, message: event.error.message }, retried: event.retried, endMs: event.atMs });
        break;
      }
      case 'step_finished':
        this.#endOpenAttempt(draft, event.atMs);
        draft.finishedMs = event.atMs;
        draft.record = event.record;
        if (event.skipped) draft.skipped = event.skipped;
        this.#running = { step: null };
        break;
    }
  };

  /** The trace of the finished run, every text shown through `redact`. */
  finish(result: ResultDocument, redact: Redactor): CaseTrace {
    this.#sweep();
    const { world } = this.#sources;
    const requests = this.#requests(redact);
    const trace: CaseTrace = {
      steps: [...this.#drafts.values()].map((draft) => this.#step(draft, redact)),
      requests: requests.map(({ request }) => request),
      model_calls: this.#modelCalls(requests),
      emails: world.mailbox.sent.map((email, at) => ({
        step: this.#owners.emails[at]?.step ?? null,
        to: email.to.map(redact.hide),
        cc: email.cc.map(redact.hide),
        bcc: email.bcc.map(redact.hide),
        subject: redact.hide(email.subject),
        attachments: email.attachments.map((a) => ({ name: redact.hide(a.name), content_type: a.content_type, size_bytes: a.size_bytes })),
      })),
      artifacts: world.artifacts
        .list()
        .slice(this.#givenArtifacts)
        .map((artifact, at) => ({
          step: artifact.step ?? this.#owners.artifacts[at]?.step ?? null,
          name: redact.hide(artifact.name),
          content_type: artifact.content_type,
          size_bytes: artifact.size_bytes,
        })),
      logs: world.logLines.map((text, at) => ({ step: this.#owners.logs[at]?.step ?? null, text: redact.hide(text) })),
      duration_ms: world.clock.elapsedMs,
    };
    if (!this.#sources.plan) trace.output = traceValue(result.output, redact);
    return trace;
  }

  /** New items of every list belong to whoever ran until now. */
  #sweep(): void {
    const { world } = this.#sources;
    const lengths: Cursor = {
      calls: world.http.calls.length,
      emails: world.mailbox.sent.length,
      artifacts: world.artifacts.list().length,
      logs: world.logLines.length,
    };
    for (const list of Object.keys(lengths) as (keyof Cursor)[]) {
      for (let at = this.#cursor[list]; at < lengths[list]; at += 1) {
        this.#owners[list].push(this.#running);
        if (list === 'calls') this.#noticedMs.push(world.clock.elapsedMs);
      }
      this.#cursor[list] = lengths[list];
    }
  }

  #draft(id: string): StepDraft {
    let draft = this.#drafts.get(id);
    if (!draft) {
      draft = { step: this.#planned.get(id), id, attempts: [] };
      this.#drafts.set(id, draft);
    }
    return draft;
  }

  #endOpenAttempt(draft: StepDraft, atMs: number): void {
    const open = draft.attempts.at(-1);
    if (open && open.endMs === undefined) open.endMs = atMs;
  }

  #step(draft: StepDraft, redact: Redactor): TraceStep {
    const { step, record } = draft;
    const endMs = draft.finishedMs ?? this.#sources.world.clock.elapsedMs;
    const startMs = draft.startMs ?? endMs;
    const hideError = (error: ErrorInfo | null): TraceError | null => (error ? { code: error.code, message: redact.hide(error.message) } : null);
    return {
      id: draft.id,
      ...(step?.name !== undefined ? { name: step.name } : {}),
      index: step?.index ?? -1,
      kind: step?.kind ?? 'action',
      ...(step && step.kind !== 'script' ? { uses: step.uses } : {}),
      result: record?.result ?? 'skipped',
      ...(draft.skipped ? { skipped: draft.skipped } : {}),
      ...(this.#sources.stubbed?.has(draft.id) ? { stubbed: true as const } : {}),
      ...(draft.condition !== undefined ? { condition: draft.condition } : {}),
      ...(draft.forEachItems !== undefined ? { for_each_items: draft.forEachItems } : {}),
      start_ms: startMs,
      duration_ms: endMs - startMs,
      attempts: draft.attempts.map(({ endMs: attemptEnd, error, retried, ...attempt }) => ({
        ...attempt,
        duration_ms: (attemptEnd ?? endMs) - attempt.start_ms,
        error: hideError(error),
        ...(retried !== undefined ? { retried } : {}),
      })),
      error: hideError(record?.error ?? null),
      outputs: traceValue(record?.outputs, redact),
    };
  }

  #mockRef(position: MockPosition): TraceMockRef {
    const list = listOf(position.list);
    const line = this.#sources.mockLines?.[list === 'given.models' ? 'models' : 'http'][position.index];
    return { list, index: position.index, ...(line !== undefined ? { line } : {}) };
  }

  /** Each request the run made, joined with what the mocks did with it. */
  #requests(redact: Redactor): { request: TraceRequest; exchange?: Exchange }[] {
    const { world } = this.#sources;
    const exchanges = world.dispatcher.exchanges;
    let next = 0;
    return world.http.calls.map((call, at) => {
      const owner = this.#owners.calls[at] ?? { step: null };
      // A request undici refused before sending never reached the mocks.
      const candidate = exchanges[next];
      const exchange = candidate && candidate.method === call.method && candidate.url === call.url ? exchanges[next++] : undefined;
      const startMs = exchange?.startMs ?? this.#noticedMs[at] ?? 0;
      const request: TraceRequest = {
        step: owner.step,
        ...(owner.attempt !== undefined ? { attempt: owner.attempt } : {}),
        method: call.method,
        url: redact.hide(call.url),
        start_ms: startMs,
        duration_ms: (exchange?.endMs ?? startMs) - startMs,
      };
      if (exchange?.status !== undefined) request.status = exchange.status;
      if (exchange?.failure !== undefined) request.error = exchange.failure;
      else if (!exchange) request.error = 'invalid_input';
      if (exchange?.mock) request.mock = this.#mockRef(exchange.mock);
      if (exchange?.nearest) {
        request.nearest = { ...this.#mockRef(exchange.nearest.mock), mismatched: [...exchange.nearest.fields], why: redact.hide(exchange.nearest.why) };
      }
      return { request, ...(exchange ? { exchange } : {}) };
    });
  }

  #modelCalls(requests: readonly { request: TraceRequest; exchange?: Exchange }[]): TraceModelCall[] {
    const calls: TraceModelCall[] = [];
    for (const [at, { request, exchange }] of requests.entries()) {
      if (!exchange?.model || !request.mock) continue;
      const promptVersion = this.#promptVersion(request.step);
      calls.push({
        step: request.step,
        request: at,
        connection: exchange.model.connection,
        provider: exchange.model.provider,
        model: exchange.model.model,
        ...(promptVersion !== undefined ? { prompt_version: promptVersion } : {}),
        mock: request.mock,
        ...(exchange.model.input_tokens !== undefined ? { input_tokens: exchange.model.input_tokens } : {}),
        ...(exchange.model.output_tokens !== undefined ? { output_tokens: exchange.model.output_tokens } : {}),
      });
    }
    return calls;
  }

  /** The step's `prompt_version`: from its outputs, else from its input when that is written as a constant. */
  #promptVersion(stepId: string | null): string | undefined {
    if (stepId === null) return undefined;
    const draft = this.#drafts.get(stepId);
    const fromOutputs = (draft?.record?.outputs as { prompt_version?: unknown } | null | undefined)?.prompt_version;
    if (typeof fromOutputs === 'string') return fromOutputs;
    const step = draft?.step;
    if (!step || step.kind === 'script' || !step.input.constant) return undefined;
    const input = step.input.evaluate({} as ExpressionScope) as { prompt_version?: unknown } | null;
    return typeof input?.prompt_version === 'string' ? input.prompt_version : undefined;
  }
}
