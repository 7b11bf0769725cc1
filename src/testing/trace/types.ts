/**
 * The trace of one test case (REPORT-17, flowgate.md §9): what the run did, in the order
 * it did it, as the case's entry of the JSON report carries it under `trace`. Plain JSON:
 * the HTML report and other tools read it as is, so fields are only ever added.
 *
 * Times are milliseconds on the run's clock (`Clock.elapsedMs`), which is virtual in
 * tests: a retry delay of 2 s shows as 2000 ms without anyone waiting for it. Every text
 * that could hold a secret (URLs, errors, outputs, log lines, subjects, mock
 * descriptions) has dummy secrets and sign-in header values replaced by `***`.
 */
import type { SkipCause } from '../../engine/events.js';

/** Step outputs and action outputs, and request bodies, are kept up to this many bytes of JSON text each. */
export const TRACE_VALUE_LIMIT_BYTES = 16 * 1024;

/** An email's text is kept up to this many characters. */
export const TRACE_EMAIL_TEXT_CHARS = 2000;

/** A text file the run made is shown by up to this many first lines, each up to TRACE_LINE_CHARS characters. */
export const TRACE_FIRST_LINES = 10;
export const TRACE_LINE_CHARS = 200;

/** A value too large to keep whole: it stands where the value would. */
export interface TraceCut {
  cut: true;
  /** Size in bytes of the value as JSON text (after hiding secrets). */
  bytes: number;
  /** The first bytes of that JSON text, at most TRACE_VALUE_LIMIT_BYTES; not valid JSON on its own. */
  preview: string;
}

/** A JSON value as the run made it, secrets hidden; a TraceCut when it was too large. */
export type TraceValue = unknown;

export interface TraceError {
  /** A catalogued error code (`http_unmocked`, `timeout`…), or the code a stub chose. */
  code: string;
  message: string;
}

/** The list a mock comes from. */
export type MockList = 'given.http' | 'given.models';

/** The mock that answered a request. */
export interface TraceMockRef {
  list: MockList;
  /** Position in the list, from 0: `given.http[2]` is index 2. */
  index: number;
  /** Line of the mock in tests.json; absent when the list's source is not known. */
  line?: number;
}

/** The mock that came closest to answering a request that no mock answered. */
export interface TraceNearestMock extends TraceMockRef {
  /**
   * The fields of the mock that did not match the request (`method`, `url`,
   * `url_contains`, `path`, `body_contains` for HTTP mocks, `prompt_contains` for model
   * mocks), or `["times"]` when it matches but its `times` are used up.
   */
  mismatched: string[];
  /** The same in words, as the `http_unmocked` message gives it (`path /a does not match /b`). */
  why: string;
}

export interface TraceAttempt {
  /** 1 for the first try, 2 for the first retry… Counted per for_each round. */
  attempt: number;
  /** The for_each index this attempt ran for; null for a step without for_each. */
  round: number | null;
  start_ms: number;
  duration_ms: number;
  /** Why the attempt failed; null when it succeeded. */
  error: TraceError | null;
  /** Whether the failure was retried (only with `error`). */
  retried?: boolean;
}

export interface TraceStep {
  /** The step's `id`. */
  id: string;
  /** The step's `name`, when it has one. */
  name?: string;
  /** Position in the workflow's `steps`, from 0. */
  index: number;
  /** How the step runs: a built-in action, a library action, a workflow call or a script. */
  kind: 'action' | 'library' | 'workflow' | 'script';
  /** What it uses (`platform/http.request@v1`, `crm-upsert@v2`, a workflow); absent for scripts. */
  uses?: string;
  /** As in the result document. */
  result: 'success' | 'failure' | 'skipped';
  /** Why it was skipped (only when `result` is `skipped`). */
  skipped?: SkipCause;
  /** True when `given.stub_steps` replaced the step's body; absent otherwise. */
  stubbed?: true;
  /** The value of its `if:`, when it has one and the step got that far. */
  condition?: boolean;
  /** How many items its `for_each` gave, when it has one and the step got that far. */
  for_each_items?: number;
  /** When it started; for a step that never started (halted) when it was recorded as skipped. */
  start_ms: number;
  duration_ms: number;
  /** Each try of the step body, in order (none for a step that did not run its body). */
  attempts: TraceAttempt[];
  error: TraceError | null;
  /** Its outputs as the result document holds them (null when it failed or was skipped); cut past the limit. */
  outputs: TraceValue | TraceCut;
}

export interface TraceRequest {
  /** The step that made it; null outside any step (a library action's own requests). */
  step: string | null;
  /** The attempt of that step it belongs to, when the step has attempts. */
  attempt?: number;
  /** Upper case. */
  method: string;
  /** The full address with secrets hidden. */
  url: string;
  start_ms: number;
  /** Until the answer, or until the request failed. */
  duration_ms: number;
  /** The answer's status, when there was one. */
  status?: number;
  /** Why there was no answer: `http_unmocked`, `timeout`, `network_error`, `invalid_input`. */
  error?: string;
  /** The mock that answered (absent for a request no mock answered). */
  mock?: TraceMockRef;
  /** For an `http_unmocked` request: the nearest mock of either list, when the case has any. */
  nearest?: TraceNearestMock;
  /** The body sent as text, secrets hidden; a TraceCut (its `preview` text, not JSON) past the limit; absent when empty. */
  body?: string | TraceCut;
}

/** A call to an AI model answered by a model mock (`platform/ai.generate`). */
export interface TraceModelCall {
  step: string | null;
  /** Position of its request in `requests`. */
  request: number;
  /** The AI connection the mock is for. */
  connection: string;
  provider: string;
  /** The model the request asked for. */
  model: string;
  /** The step's `prompt_version`: from its outputs, or for a failed step from its input when written without expressions. */
  prompt_version?: string;
  mock: TraceMockRef;
  /** The tokens the mock reported (MODEL-10 defaults when it gives none); absent for an error answer, which reports none. */
  input_tokens?: number;
  output_tokens?: number;
}

export interface TraceAttachment {
  name: string;
  content_type: string;
  size_bytes: number;
}

export interface TraceEmail {
  step: string | null;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  /** The email's text, secrets hidden, up to TRACE_EMAIL_TEXT_CHARS characters. */
  text?: string;
  /** The length in characters of the whole text, only when `text` was cut. */
  text_chars?: number;
  attachments: TraceAttachment[];
}

/** A file the run made (files given in `given.artifacts` are not listed). */
export interface TraceArtifact {
  step: string | null;
  name: string;
  content_type: string;
  size_bytes: number;
  /** For a text file (text/*, JSON, XML, YAML, CSV): its first lines, secrets hidden, each cut at TRACE_LINE_CHARS. */
  first_lines?: string[];
}

/** A `ctx.log` line, or a line an action logged. */
export interface TraceLogLine {
  step: string | null;
  text: string;
}

export interface CaseTrace {
  /** The workflow's steps in the order they were decided (every step, skipped ones too); empty for a library action. */
  steps: TraceStep[];
  /** Every HTTP request the run made, in the order made (model calls included). */
  requests: TraceRequest[];
  model_calls: TraceModelCall[];
  emails: TraceEmail[];
  artifacts: TraceArtifact[];
  logs: TraceLogLine[];
  /** A library action's returned value (action versions only); cut past the limit. */
  output?: TraceValue | TraceCut;
  /** The run's length on its clock. */
  duration_ms: number;
}
