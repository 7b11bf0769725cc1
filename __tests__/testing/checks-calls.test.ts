import { describe, expect, it } from 'vitest';
import type { ResultDocument } from '../../src/engine/result.js';
import type { RecordedRequest } from '../../src/engine/world.js';
import { makeRedactor, runChecks, type CallCheck, type CheckResult, type Redactor } from '../../src/testing/checks.js';

const plain = makeRedactor([], []);

const result: ResultDocument = { outcome: 'success', steps: {}, emails: [], state: {}, artifacts: [], error: null };

function request(method: string, url: string, headers: Record<string, string> = {}, body = ''): RecordedRequest {
  return { method, url, headers, body };
}

const postInvoice = request('POST', 'https://api.billing.example/invoices', { 'x-api-key': 'test-dummy-BILLING_KEY', 'content-type': 'application/json' }, '{"customer":"c-1","total":12}');
const getCustomers = request('GET', 'https://api.billing.example/customers/c-1?expand=true', { authorization: 'Bearer test-dummy-TOKEN' });

function callCheck(check: CallCheck, calls: RecordedRequest[], redact: Redactor = plain): CheckResult {
  const results = runChecks({ outcome: 'success', http_calls: [check] }, { result, calls, unmocked: 0 }, redact);
  return results.find((r) => r.at === 'expect.http_calls[0]')!;
}

describe('http_calls sentences and counts', () => {
  it('CALLS-02 CALLS-05 passes "calls POST /invoices with header X-Api-Key exactly once"', () => {
    expect(callCheck({ method: 'POST', path: '/invoices', header_present: 'X-Api-Key', count: 1 }, [postInvoice, getCustomers])).toEqual({
      at: 'expect.http_calls[0]',
      sentence: 'calls POST /invoices with header X-Api-Key exactly once',
      passed: true,
    });
  });

  it('CALLS-05 fails when the count differs, saying how many matched', () => {
    expect(callCheck({ method: 'POST', path: '/invoices', count: 1 }, [postInvoice, postInvoice])).toMatchObject({
      sentence: 'calls POST /invoices exactly once',
      passed: false,
      expected: 'exactly once',
      actual: '2 matching requests',
    });
  });

  it('CALLS-07 without count, at least one: "calls GET https://x.example/a at least once"', () => {
    const get = request('GET', 'https://x.example/a');
    expect(callCheck({ method: 'GET', url: 'https://x.example/a' }, [get, get, get])).toEqual({
      at: 'expect.http_calls[0]',
      sentence: 'calls GET https://x.example/a at least once',
      passed: true,
    });
  });

  it('CALLS-07 without count fails when nothing matched, listing the requests made (near miss)', () => {
    expect(callCheck({ method: 'GET', url: 'https://x.example/a' }, [request('GET', 'https://x.example/b'), request('post', 'https://x.example/a')])).toMatchObject({
      sentence: 'calls GET https://x.example/a at least once',
      passed: false,
      expected: 'at least once',
      actual: 'no matching request; requests made: GET https://x.example/b, POST https://x.example/a',
    });
  });

  it('CALLS-07 when the run made no requests at all it says so', () => {
    expect(callCheck({ url_contains: '/invoices' }, [])).toMatchObject({ passed: false, actual: 'no matching request; the run made no requests' });
  });

  it('CALLS-06 count 0 passes "never calls url containing /customers/" when no such request was made', () => {
    expect(callCheck({ url_contains: '/customers/', count: 0 }, [postInvoice])).toEqual({
      at: 'expect.http_calls[0]',
      sentence: 'never calls url containing /customers/',
      passed: true,
    });
  });

  it('CALLS-06 count 0 fails when such a request was made', () => {
    expect(callCheck({ url_contains: '/customers/', count: 0 }, [postInvoice, getCustomers])).toMatchObject({
      sentence: 'never calls url containing /customers/',
      passed: false,
      expected: 'never',
      actual: '1 matching request',
    });
  });

  it('CALLS-01 body_contains selects requests: "calls … with body containing \'x\' exactly 2 times"', () => {
    const calls = [postInvoice, postInvoice, request('POST', 'https://api.billing.example/invoices', {}, '{"customer":"c-2"}')];
    expect(callCheck({ method: 'POST', path: '/invoices', body_contains: '"c-1"', count: 2 }, calls)).toEqual({
      at: 'expect.http_calls[0]',
      sentence: 'calls POST /invoices with body containing \'"c-1"\' exactly 2 times',
      passed: true,
    });
    expect(callCheck({ method: 'POST', path: '/invoices', body_contains: '"c-2"', count: 2 }, calls)).toMatchObject({
      passed: false,
      expected: 'exactly 2 times',
      actual: '1 matching request',
    });
  });

  it('CALLS-01 matching is as in mocks: method in any case, path ignores the query', () => {
    expect(callCheck({ method: 'get', path: '/customers/c-1' }, [getCustomers])).toMatchObject({ sentence: 'calls GET /customers/c-1 at least once', passed: true });
    expect(callCheck({ path: '/customers/c-1?expand=true' }, [getCustomers]).passed).toBe(true);
    expect(callCheck({ url: 'https://api.billing.example/customers/c-1' }, [getCustomers]).passed).toBe(false);
  });

  it('CALLS-01 a check selecting nothing counts every request', () => {
    expect(callCheck({ count: 2 }, [postInvoice, getCustomers])).toMatchObject({ sentence: 'calls any address exactly 2 times', passed: true });
  });
});

describe('http_calls headers', () => {
  it('CALLS-02 header_present counts only requests that had the header, never showing its value (CALLS-03)', () => {
    const bare = request('POST', 'https://api.billing.example/invoices');
    const verdict = callCheck({ method: 'POST', path: '/invoices', header_present: 'X-Api-Key', count: 2 }, [postInvoice, bare]);
    expect(verdict).toMatchObject({
      sentence: 'calls POST /invoices with header X-Api-Key exactly 2 times',
      passed: false,
      expected: 'exactly 2 times',
      actual: '1 matching request; 1 request without header X-Api-Key',
    });
    expect(JSON.stringify(verdict)).not.toContain('test-dummy-BILLING_KEY');
  });

  it('CALLS-03 a header_present check on a non-secret header still never shows the value', () => {
    const tagged = request('GET', 'https://x.example/a', { 'x-trace': 'trace-value-123' });
    const verdict = callCheck({ url: 'https://x.example/a', header_present: 'X-Trace', count: 0 }, [tagged]);
    expect(verdict.passed).toBe(false);
    expect(JSON.stringify(verdict)).not.toContain('trace-value-123');
  });

  it('CALLS-04 header_equals passes "with header Content-Type: application/json", names in any case', () => {
    expect(callCheck({ method: 'POST', path: '/invoices', header_equals: { 'Content-Type': 'application/json' }, count: 1 }, [postInvoice])).toEqual({
      at: 'expect.http_calls[0]',
      sentence: 'calls POST /invoices with header Content-Type: application/json exactly once',
      passed: true,
    });
    expect(callCheck({ path: '/invoices', header_equals: { 'CONTENT-TYPE': 'application/json' } }, [postInvoice]).passed).toBe(true);
  });

  it('CALLS-04 names match in any case on the request side too', () => {
    const mixed = request('POST', 'https://x.example/a', { 'Content-Type': 'text/csv' });
    expect(callCheck({ url: 'https://x.example/a', header_equals: { 'content-type': 'text/csv' } }, [mixed]).passed).toBe(true);
  });

  it('CALLS-04 header_equals values are exact and a failure shows the value seen', () => {
    const verdict = callCheck({ path: '/invoices', header_equals: { 'Content-Type': 'application/JSON' } }, [postInvoice]);
    expect(verdict).toMatchObject({
      sentence: 'calls /invoices with header Content-Type: application/JSON at least once',
      passed: false,
      expected: 'at least once',
      actual: 'no matching request; header Content-Type: application/JSON not found; seen: Content-Type: application/json',
    });
  });

  it('CALLS-04 a missing header in header_equals is reported as missing', () => {
    const verdict = callCheck({ path: '/customers/c-1', header_equals: { Accept: 'application/json' } }, [getCustomers]);
    expect(verdict.actual).toBe('no matching request; header Accept: application/json not found; seen: no header Accept');
  });

  it('CALLS-02 CALLS-04 header fields join in one sentence', () => {
    const check: CallCheck = { method: 'POST', path: '/invoices', body_contains: 'c-1', header_present: 'x-api-key', header_equals: { 'Content-Type': 'application/json' }, count: 1 };
    expect(callCheck(check, [postInvoice])).toMatchObject({
      sentence: "calls POST /invoices with body containing 'c-1' and header x-api-key and header Content-Type: application/json exactly once",
      passed: true,
    });
  });

  it('REPORT-15 a sign-in header in header_equals is hidden in sentence and failure', () => {
    const verdict = callCheck({ path: '/customers/c-1', header_equals: { Authorization: 'Basic dXNlcjpwYXNz' } }, [getCustomers]);
    expect(verdict.sentence).toBe('calls /customers/c-1 with header Authorization: *** at least once');
    expect(verdict.passed).toBe(false);
    expect(verdict.actual).toBe('no matching request; header Authorization: *** not found; seen: Authorization: ***');
    expect(JSON.stringify(verdict)).not.toMatch(/dXNlcjpwYXNz|test-dummy-TOKEN/);
  });

  it('REPORT-14 dummy secrets in request addresses are hidden in the list of requests made', () => {
    const redact = makeRedactor(['test-dummy-QUERY_KEY'], []);
    const keyed = request('GET', 'https://x.example/a?key=test-dummy-QUERY_KEY');
    const verdict = callCheck({ url: 'https://x.example/b' }, [keyed], redact);
    expect(verdict.actual).toBe('no matching request; requests made: GET https://x.example/a?key=***');
  });

  it('REPORT-13 a long list of requests made is cut with a count of the rest', () => {
    const calls = Array.from({ length: 14 }, (_, i) => request('GET', `https://x.example/p${i}`));
    const verdict = callCheck({ url: 'https://x.example/none' }, calls);
    expect(verdict.actual).toMatch(/GET https:\/\/x\.example\/p9 and 4 more$/);
  });
});
