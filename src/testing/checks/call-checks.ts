/**
 * HTTP call checks (§2.9, CALLS-01..CALLS-07). Requests are picked as mocks pick them;
 * the header fields then narrow the count. A failure says how many matched and, when
 * none did, which requests the run made, so a near miss (a wrong path, a missing
 * header) shows at once. Header values shown go through the redactor as `Name: value`
 * fragments, and a `header_present` check never shows the value at all (CALLS-03).
 */
import type { RecordedRequest } from '../../engine/world.js';
import { matchesRequest, type RequestMatch } from '../request-match.js';
import { showHeader } from './redact.js';
import { counted, listSome, sentenceValue, shorten, times } from './show.js';
import type { CallCheck, Redactor } from './types.js';

/** Header lookup in any letter case (CALLS-04); recorded names are lower-case already. */
function headerValue(request: RecordedRequest, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(request.headers)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

function headerEntries(check: CallCheck): [string, string][] {
  return Object.entries(check.header_equals ?? {});
}

function hasWantedHeaders(check: CallCheck, request: RecordedRequest): boolean {
  if (check.header_present !== undefined && headerValue(request, check.header_present) === undefined) return false;
  return headerEntries(check).every(([name, value]) => headerValue(request, name) === value);
}

function selector(check: CallCheck): RequestMatch {
  const { method, url, url_contains, path, body_contains } = check;
  return { method, url, url_contains, path, body_contains };
}

/** "POST /invoices", "GET https://x.example/a", "url containing /customers/" */
function target(check: CallCheck, redact: Redactor): string {
  const parts: string[] = [];
  if (check.method !== undefined) parts.push(check.method.toUpperCase());
  if (check.url !== undefined) parts.push(check.url);
  if (check.path !== undefined) parts.push(check.url !== undefined ? `path ${check.path}` : check.path);
  if (check.url_contains !== undefined) {
    parts.push(check.url !== undefined || check.path !== undefined ? `and url containing ${check.url_contains}` : `url containing ${check.url_contains}`);
  }
  if (check.url === undefined && check.path === undefined && check.url_contains === undefined) parts.push('any address');
  return redact.hide(parts.join(' '));
}

/** "with body containing 'x' and header X-Api-Key and header Content-Type: application/json" */
function withClause(check: CallCheck, redact: Redactor): string {
  const clauses: string[] = [];
  if (check.body_contains !== undefined) clauses.push(`body containing ${sentenceValue(check.body_contains, redact)}`);
  if (check.header_present !== undefined) clauses.push(`header ${check.header_present}`);
  for (const [name, value] of headerEntries(check)) clauses.push(`header ${showHeader(redact, name, value)}`);
  return clauses.length > 0 ? ` with ${clauses.join(' and ')}` : '';
}

/** "exactly once", "at least once", "exactly 2 times"; `never` is written up front. */
function countPhrase(count: number | undefined): string {
  if (count === undefined) return 'at least once'; // CALLS-07
  return `exactly ${times(count)}`;
}

export function callSentence(check: CallCheck, redact: Redactor): string {
  const what = `${target(check, redact)}${withClause(check, redact)}`;
  return check.count === 0 ? `never calls ${what}` : `calls ${what} ${countPhrase(check.count)}`;
}

function showRequest(request: RecordedRequest, redact: Redactor): string {
  return shorten(redact.hide(`${request.method.toUpperCase()} ${request.url}`));
}

/**
 * Why requests that the address fields picked were not counted: which header they
 * lacked or what value it had. Values of `header_present` are never read out.
 */
function headerMisses(check: CallCheck, picked: readonly RecordedRequest[], redact: Redactor): string[] {
  const notes: string[] = [];
  const present = check.header_present;
  if (present !== undefined) {
    const without = picked.filter((request) => headerValue(request, present) === undefined).length;
    if (without > 0) notes.push(`${counted(without, 'request')} without header ${present}`);
  }
  for (const [name, value] of headerEntries(check)) {
    const seen = new Set<string>();
    for (const request of picked) {
      const actual = headerValue(request, name);
      if (actual === value) continue;
      seen.add(actual === undefined ? `no header ${name}` : showHeader(redact, name, actual));
    }
    if (seen.size > 0) notes.push(`header ${showHeader(redact, name, value)} not found; seen: ${listSome([...seen], 5)}`);
  }
  return notes.map((note) => shorten(note));
}

export interface CallVerdict {
  holds: boolean;
  expected?: string;
  actual?: string;
}

/** No request the check selects was made at all (its headers aside). */
export function neverMade(check: CallCheck, calls: readonly RecordedRequest[]): boolean {
  return !calls.some((request) => matchesRequest(selector(check), request));
}

export function judgeCalls(check: CallCheck, calls: readonly RecordedRequest[], redact: Redactor): CallVerdict {
  const picked = calls.filter((request) => matchesRequest(selector(check), request));
  const matched = picked.filter((request) => hasWantedHeaders(check, request)).length;
  const holds = check.count === undefined ? matched >= 1 : matched === check.count;
  if (holds) return { holds };
  const expected = check.count === 0 ? 'never' : countPhrase(check.count);
  const details = [matched === 0 ? 'no matching request' : counted(matched, 'matching request')];
  if (picked.length > matched) details.push(...headerMisses(check, picked, redact));
  if (picked.length === 0) {
    details.push(calls.length === 0 ? 'the run made no requests' : `requests made: ${listSome(calls.map((request) => showRequest(request, redact)))}`);
  }
  return { holds, expected, actual: details.join('; ') };
}
