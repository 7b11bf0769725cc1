/**
 * A case's trace (REPORT-17) on the page: the run's steps on a timeline, each opening on
 * what it did (attempts, requests with the body sent, model calls, emails with their text,
 * files with their first lines, log lines, outputs), with times on the run's virtual clock
 * written as the terminal's timeline writes them, and said to be virtual.
 */
import type {
  CaseTrace,
  TraceArtifact,
  TraceAttempt,
  TraceCut,
  TraceEmail,
  TraceLogLine,
  TraceModelCall,
  TraceRequest,
  TraceStep,
  TraceValue,
} from '../../testing/trace/types.js';
import type { StepSource } from '../format/html-page-data.js';
import { durationText, mockText } from '../format/timeline.js';
import { SKIP_WORDS } from '../format/words.js';
import { type Child, el, facts, lazyDetails } from './dom.js';
import { bytes, number, plural } from './text.js';

/** The trace names mocks by their line in the version's tests.json. */
const mockRef = (ref: Parameters<typeof mockText>[0]) => mockText(ref, 'tests.json');

const isCut = (value: TraceValue | TraceCut): value is TraceCut =>
  value !== null && typeof value === 'object' && (value as Partial<TraceCut>).cut === true && typeof (value as Partial<TraceCut>).preview === 'string';

function valueView(value: TraceValue | TraceCut): HTMLElement {
  if (isCut(value)) {
    return el('div', null,
      el('p', { class: 'muted' }, `Cut: ${bytes(value.bytes)} of JSON, the first ${bytes(new TextEncoder().encode(value.preview).length)} shown.`),
      el('pre', { class: 'value' }, `${value.preview} …`));
  }
  return el('pre', { class: 'value' }, value === undefined ? 'none' : JSON.stringify(value, null, 2));
}

function requestSummary(request: TraceRequest): Child[] {
  const answer = request.status !== undefined ? String(request.status) : request.error || 'no answer';
  const by = request.mock ? `answered by ${mockRef(request.mock)}` : request.error === 'http_unmocked' ? 'no mock answered' : null;
  return [
    el('span', { class: `badge ${request.status !== undefined && request.status < 400 ? 'success' : 'failure'}` }, answer),
    el('span', { class: 'mono' }, request.method),
    el('span', { class: 'url mono' }, request.url),
    by ? el('span', { class: 'muted' }, by) : null,
  ];
}

/** A text the run sent, cut or whole: `body` of a request, `text` of an email. */
function sentView(text: string | TraceCut, what: string): Child[] {
  if (typeof text !== 'string') {
    return [
      el('p', { class: 'muted' }, `${what}: ${bytes(text.bytes)}, the first ${bytes(new TextEncoder().encode(text.preview).length)} shown.`),
      el('pre', { class: 'sent' }, `${text.preview} …`),
    ];
  }
  return [el('p', { class: 'muted' }, `${what}:`), el('pre', { class: 'sent' }, text)];
}

function requestView(request: TraceRequest, index: number, caseKey: string, openKeys: Set<string>): HTMLElement {
  return lazyDetails({ class: 'request', 'data-request': index }, requestSummary(request), () => el('div', { class: 'request-body' },
    facts([
      ['Request', `${request.method} ${request.url}`],
      ['Answer', request.status !== undefined ? `status ${request.status}` : `none: ${request.error || 'unknown'}`],
      request.error && request.status !== undefined ? ['Error', request.error] : null,
      ['Started', `at ${durationText(request.start_ms)}, took ${durationText(request.duration_ms)}`],
      request.step !== null ? ['Step', request.step + (request.attempt !== undefined ? `, attempt ${request.attempt}` : '')] : null,
      request.mock ? ['Answered by', mockRef(request.mock)] : null,
      request.nearest ? ['Nearest mock', mockRef(request.nearest)] : null,
      request.nearest ? ['Did not match', `${request.nearest.mismatched.join(', ')} — ${request.nearest.why}`] : null,
    ]),
    request.body !== undefined ? sentView(request.body, 'Body sent, secrets hidden') : null,
  ), `${caseKey}/request:${index}`, openKeys);
}

function modelCallView(call: TraceModelCall): HTMLElement {
  // A mock that answered with an error reports no tokens.
  const tokens = [
    call.input_tokens !== undefined ? plural(call.input_tokens, 'input token') : null,
    call.output_tokens !== undefined ? plural(call.output_tokens, 'output token') : null,
  ].filter((part) => part !== null);
  return el('li', null, `${call.connection} (${call.provider}, model ${call.model}${call.prompt_version !== undefined ? `, prompt_version ${call.prompt_version}` : ''}): answered by ${mockRef(call.mock)}${tokens.map((part) => `, ${part}`).join('')}`);
}

function emailView(email: TraceEmail): HTMLElement {
  const who = ([['to', email.to], ['cc', email.cc], ['bcc', email.bcc]] as const)
    .filter(([, addresses]) => addresses.length)
    .map(([field, addresses]) => `${field} ${addresses.join(', ')}`)
    .join('; ');
  const attached = email.attachments.length ? `, attached ${email.attachments.map((f) => `${f.name} (${f.content_type}, ${bytes(f.size_bytes)})`).join(', ')}` : '';
  return el('li', null, el('span', { class: 'email-head' }, `Email ${who}: “${email.subject}”${attached}`),
    email.text !== undefined ? el('pre', { class: 'sent email-text' }, email.text_chars !== undefined ? `${email.text} … (${plural(email.text_chars, 'character')} in all)` : email.text) : null);
}

const artifactView = (file: TraceArtifact) => el('li', null, el('span', { class: 'file-head' }, `${file.name} (${file.content_type}, ${bytes(file.size_bytes)})`),
  file.first_lines?.length ? el('pre', { class: 'sent first-lines' }, file.first_lines.join('\n')) : null);
const logView = (line: TraceLogLine) => el('li', null, el('code', null, line.text));

/** What a step (or, with step null, the run outside its steps) did: requests, model calls, emails, files, log lines. */
function doings(trace: CaseTrace, belongs: (step: string | null) => boolean, caseKey: string, openKeys: Set<string>): Child[] {
  const out: Child[] = [];
  const requests: HTMLElement[] = [];
  trace.requests.forEach((request, index) => {
    if (belongs(request.step)) requests.push(requestView(request, index, caseKey, openKeys));
  });
  if (requests.length) out.push(el('h4', null, 'Requests'), requests);
  const group = <T extends { step: string | null }>(title: string, name: string, list: readonly T[], view: (item: T) => HTMLElement) => {
    const items = list.filter((item) => belongs(item.step));
    if (items.length) out.push(el('h4', null, title), el('ul', { class: `items ${name}` }, items.map(view)));
  };
  group('Model calls', 'model-calls', trace.model_calls, modelCallView);
  group('Emails', 'emails', trace.emails, emailView);
  group('Files made', 'files', trace.artifacts, artifactView);
  group('Log lines', 'logs', trace.logs, logView);
  return out;
}

/** `Attempt 2: …`; in a for_each, `Item 1 of 2, attempt 1: …` (items counted from 1). */
function attemptText(a: TraceAttempt, items: number | undefined): string {
  const ending = a.error ? `, failed: ${a.error.code}: ${a.error.message}${a.retried ? ', retried' : ''}` : ', succeeded';
  const which = a.round !== null ? `Item ${a.round + 1}${items !== undefined ? ` of ${items}` : ''}, attempt ${a.attempt}` : `Attempt ${a.attempt}`;
  return `${which}: at ${durationText(a.start_ms)}, took ${durationText(a.duration_ms)}${ending}`;
}

/** How often the body ran: `3 attempts`; for a for_each, `2 items` and its retries, never the rounds as attempts. */
function triesText(step: TraceStep): string | null {
  if (step.for_each_items !== undefined) {
    const retries = step.attempts.filter((a) => a.attempt > 1).length;
    return `${plural(step.for_each_items, 'item')}${retries ? `, ${number(retries)} ${retries === 1 ? 'retry' : 'retries'}` : ''}`;
  }
  return step.attempts.length > 1 ? plural(step.attempts.length, 'attempt') : null;
}

/** The step as written in the workflow file, beside what it did. */
function sourceView(source: StepSource): HTMLElement {
  return el('aside', { class: 'step-source' },
    el('p', { class: 'muted' }, `As written: ${source.file} line ${source.line}`),
    el('pre', { class: 'yaml' }, source.text));
}

function stepView(trace: CaseTrace, step: TraceStep, caseKey: string, openKeys: Set<string>, source: StepSource | undefined): HTMLElement {
  const total = trace.duration_ms > 0 ? trace.duration_ms : 1;
  const bar = el('span', { class: `bar ${step.result}` });
  bar.style.marginLeft = `${Math.min(100, (step.start_ms / total) * 100)}%`;
  bar.style.width = `${Math.min(100, (step.duration_ms / total) * 100)}%`;
  const requestCount = trace.requests.filter((r) => r.step === step.id).length;
  const summary: Child[] = [
    el('span', { class: `badge ${step.result}` }, step.result),
    step.stubbed ? el('span', { class: 'badge stubbed' }, 'stubbed') : null,
    el('span', { class: 'step-id' }, step.id),
    step.name ? el('span', null, step.name) : null,
    el('span', { class: 'muted mono' }, step.uses || step.kind),
    el('span', { class: 'when' }, `at ${durationText(step.start_ms)}, took ${durationText(step.duration_ms)}`),
    triesText(step) !== null ? el('span', { class: 'muted tries' }, triesText(step)) : null,
    requestCount ? el('span', { class: 'muted' }, plural(requestCount, 'request')) : null,
    step.error ? el('span', { class: 'run-error' }, `${step.error.code}: ${step.error.message}`) : null,
    el('span', { class: 'bar-track', 'aria-hidden': 'true' }, bar),
  ];
  return lazyDetails({ class: 'step', 'data-step': step.id }, summary, () => el('div', { class: source ? 'step-body with-source' : 'step-body' },
    source ? sourceView(source) : null,
    el('div', { class: 'step-did' }, facts([
      ['Runs', step.uses ? `${step.kind} ${step.uses}` : step.kind],
      step.stubbed ? ['Stubbed', 'its body was replaced by given.stub_steps'] : null,
      step.condition !== undefined ? ['if:', step.condition ? 'true' : 'false'] : null,
      step.for_each_items !== undefined ? ['for_each', plural(step.for_each_items, 'item')] : null,
      step.skipped ? ['Skipped because', SKIP_WORDS[step.skipped]] : null,
      step.error ? ['Error', `${step.error.code}: ${step.error.message}`] : null,
    ]),
    step.attempts.length ? [
      el('h4', null, step.for_each_items !== undefined ? 'Items' : 'Attempts'),
      el('ol', { class: 'items attempts' }, step.attempts.map((a) => el('li', null, attemptText(a, step.for_each_items)))),
    ] : null,
    doings(trace, (id) => id === step.id, caseKey, openKeys),
    step.result === 'success' ? [el('h4', null, 'Outputs'), valueView(step.outputs)] : null),
  ), `${caseKey}/${step.id}`, openKeys);
}

/**
 * The trace of the case `caseKey`; `openKeys` keeps which of its steps are open when the page is built again;
 * `sources`, by step id, the steps as written.
 */
export function traceView(trace: CaseTrace, caseKey: string, openKeys: Set<string>, sources?: Readonly<Record<string, StepSource>>): HTMLElement {
  const steps = new Set(trace.steps.map((s) => s.id));
  const outside = doings(trace, (id) => id === null || !steps.has(id), caseKey, openKeys);
  const counts = [
    plural(trace.steps.length, 'step'), plural(trace.requests.length, 'request'), plural(trace.model_calls.length, 'model call'),
    plural(trace.emails.length, 'email'), plural(trace.artifacts.length, 'file'), plural(trace.logs.length, 'log line'),
  ];
  return el('div', { class: 'trace' },
    el('p', { class: 'trace-sum' }, `${counts.join(', ')}. The run took ${durationText(trace.duration_ms)} on its virtual clock.`),
    el('p', { class: 'clock muted' }, 'Every time below is on the run’s virtual clock, not real time: a wait such as a retry delay counts in full though nobody waited for it.'),
    trace.steps.length ? el('ol', { class: 'timeline' }, trace.steps.map((step) => el('li', null, stepView(trace, step, caseKey, openKeys, sources?.[step.id])))) : null,
    outside.length ? [el('h4', null, trace.steps.length ? 'Outside the steps' : 'What the action did'), outside] : null,
    'output' in trace ? [el('h4', null, 'Returned value'), valueView(trace.output)] : null);
}
