/**
 * A case's trace as a compact timeline (REPORT-17): one line per step (result, attempts,
 * time on the run's clock) and under it one line per request it made, with the mock that
 * answered or the nearest one that did not. Pure (no Node, no DOM): the HTML report's page
 * uses its pieces too.
 */
import type { CaseTrace, TraceMockRef, TraceNearestMock, TraceRequest, TraceStep } from '../../testing/trace/types.js';

const LONGEST_URL = 120;

/** `0 ms`, `250 ms`, `4 s`, `1.5 s`. */
export function durationText(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(3))} s`;
}

/** `given.http[2] (line 45)`; naming the file, `given.http[2] (tests.json line 45)`. */
export function mockText(mock: TraceMockRef, file?: string): string {
  return `${mock.list}[${mock.index}]${mock.line !== undefined ? ` (${file ? `${file} ` : ''}line ${mock.line})` : ''}`;
}

/** `path differs`, `method, path differ`, `times used up`. */
export function mismatchText(nearest: TraceNearestMock): string {
  const fields = nearest.mismatched.filter((field) => field !== 'times');
  if (fields.length === 0) return 'times used up';
  return `${fields.join(', ')} ${fields.length === 1 ? 'differs' : 'differ'}`;
}

/** What became of a request: `200  given.http[1] (line 73)`, `unmocked, nearest given.http[2] (path differs, line 41)`. */
export function requestOutcome(request: TraceRequest): string {
  if (request.error === 'http_unmocked') {
    const { nearest } = request;
    if (!nearest) return 'unmocked, no mock near it';
    return `unmocked, nearest ${nearest.list}[${nearest.index}] (${mismatchText(nearest)}${nearest.line !== undefined ? `, line ${nearest.line}` : ''})`;
  }
  const answer = request.status !== undefined ? String(request.status) : (request.error ?? 'no answer');
  return request.mock ? `${answer}  ${mockText(request.mock)}` : answer;
}

function shortUrl(url: string): string {
  return url.length > LONGEST_URL ? `${url.slice(0, LONGEST_URL)}…` : url;
}

function requestLine(request: TraceRequest): string {
  return `${request.method} ${shortUrl(request.url)} → ${requestOutcome(request)}`;
}

const MARKS: Readonly<Record<TraceStep['result'], string>> = { success: '✓', failure: '✗', skipped: '-' };

function stepLine(step: TraceStep): string {
  const result = step.skipped ? `skipped (${step.skipped})` : step.result;
  const tries = step.attempts.length;
  const parts = [
    `${MARKS[step.result]} ${step.id}`,
    step.stubbed ? `${result}, stubbed` : result,
    ...(tries > 0 ? [`${tries} ${tries === 1 ? 'attempt' : 'attempts'}`] : []),
    `at ${durationText(step.start_ms)} for ${durationText(step.duration_ms)}`,
    ...(step.error ? [step.error.code] : []),
  ];
  return parts.join('  ');
}

/** The timeline's lines, unindented. */
export function timelineLines(trace: CaseTrace): string[] {
  const lines: string[] = [];
  const byStep = new Map<string | null, TraceRequest[]>();
  for (const request of trace.requests) byStep.set(request.step, [...(byStep.get(request.step) ?? []), request]);
  // A library action's requests, and any made outside a step, come first.
  for (const request of byStep.get(null) ?? []) lines.push(requestLine(request));
  for (const step of trace.steps) {
    lines.push(stepLine(step));
    for (const request of byStep.get(step.id) ?? []) lines.push(`    ${requestLine(request)}`);
  }
  return lines;
}
