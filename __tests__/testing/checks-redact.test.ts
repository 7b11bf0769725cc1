import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResultDocument } from '../../src/engine/result.js';
import type { RecordedRequest } from '../../src/engine/world.js';
import { makeRedactor, runChecks } from '../../src/testing/checks.js';

function doc(over: Partial<ResultDocument> = {}): ResultDocument {
  return { outcome: 'success', steps: {}, emails: [], state: {}, artifacts: [], error: null, ...over };
}

describe('makeRedactor', () => {
  it('REPORT-14 hides every occurrence of a dummy secret value', () => {
    const redact = makeRedactor(['test-dummy-API_KEY'], []);
    expect(redact.hide('key test-dummy-API_KEY and again test-dummy-API_KEY.')).toBe('key *** and again ***.');
  });

  it('REPORT-14 hides the longest secret first so no tail of it remains', () => {
    const redact = makeRedactor(['secret', 'secret-and-more'], []);
    expect(redact.hide('a secret-and-more b secret')).toBe('a *** b ***');
  });

  it('REPORT-14 ignores values shorter than 4 characters, which would hide ordinary words', () => {
    const redact = makeRedactor(['abc', ''], []);
    expect(redact.hide('abc abcd')).toBe('abc abcd');
  });

  it('REPORT-14 hides secrets as they appear URL-encoded or inside JSON text', () => {
    const redact = makeRedactor(['p@ss word"x'], []);
    expect(redact.hide('https://x.example/?p=p%40ss%20word%22x')).toBe('https://x.example/?p=***');
    expect(redact.hide(JSON.stringify({ p: 'p@ss word"x' }))).toBe('{"p":"***"}');
  });

  it('REPORT-14 treats regex characters in secrets literally', () => {
    const redact = makeRedactor(['a.b*c+d'], []);
    expect(redact.hide('aXbbbcd a.b*c+d')).toBe('aXbbbcd ***');
  });

  it('REPORT-14 no shown text keeps a secret, whatever surrounds it (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 4, maxLength: 12 }), fc.array(fc.string({ maxLength: 8 }), { maxLength: 5 }), (secret, pieces) => {
        const redact = makeRedactor([secret], []);
        expect(redact.hide(pieces.join(secret))).not.toContain(secret);
        expect(redact.hide(`${secret}${secret}`)).not.toContain(secret);
      }),
    );
  });

  it('REPORT-14 a secret that re-forms around *** after one pass is hidden too', () => {
    const redact = makeRedactor(['a***'], []);
    expect(redact.hide('aa***')).toBe('***');
  });

  it('REPORT-15 hides sign-in header values in "Name: value" lines, in any letter case', () => {
    const redact = makeRedactor([], ['X-Billing-Token']);
    const shown = ['authorization: Bearer abc.def', 'Cookie: sid=1', 'X-API-KEY: k-123', 'Proxy-Authorization: Basic Zm9v', 'x-billing-token: tok', 'Accept: text/plain'].join('\n');
    expect(redact.hide(shown)).toBe(['authorization: ***', 'Cookie: ***', 'X-API-KEY: ***', 'Proxy-Authorization: ***', 'x-billing-token: ***', 'Accept: text/plain'].join('\n'));
  });

  it('REPORT-15 hides sign-in header values in JSON objects of headers', () => {
    const redact = makeRedactor([], []);
    expect(redact.hide('{"Authorization":"Bearer a\\"b","accept":"x"}')).toBe('{"Authorization":"***","accept":"x"}');
  });

  it('REPORT-15 does not hide headers whose names only end like a sign-in header', () => {
    const redact = makeRedactor([], []);
    expect(redact.hide('X-Cookie-Policy: strict')).toBe('X-Cookie-Policy: strict');
  });
});

describe('redaction in check results', () => {
  const redact = makeRedactor(['test-dummy-API_KEY', 'hunter22'], ['X-Billing-Token']);

  it('REPORT-14 dummy secrets never show in expected, actual or sentence', () => {
    const result = doc({
      outcome: 'error',
      state: { echoed: 'key=test-dummy-API_KEY', password: 'hunter22' },
      error: { code: 'script_error', message: 'bad key test-dummy-API_KEY', step: 'call' },
      steps: { call: { result: 'failure', outputs: { sent: 'hunter22' }, error: { code: 'script_error', message: 'bad key test-dummy-API_KEY' } } },
    });
    const results = runChecks(
      {
        outcome: 'success',
        payload: [
          { path: '$.state.echoed', equals: 'key=test-dummy-API_KEY-other' },
          { path: '$.state', equals: {} },
        ],
        step_outputs: [{ step: 'call', result: 'success', path: '$.sent', equals: 'x' }],
      },
      { result, calls: [], unmocked: 0 },
      redact,
    );
    expect(results.every((r) => !r.passed)).toBe(true);
    const shown = JSON.stringify(results);
    expect(shown).not.toContain('test-dummy-API_KEY');
    expect(shown).not.toContain('hunter22');
    expect(results[0]!.actual).toBe('error (step call failed: script_error — bad key ***)');
    expect(results[1]!.sentence).toBe("payload $.state.echoed equals 'key=***-other'");
    expect(results[1]!.actual).toBe('"key=***"');
  });

  it('REPORT-14 a secret at the cut of a long value is hidden before the cut, so no part of it shows', () => {
    const secret = 'test-dummy-LONG_SECRET_VALUE';
    const redactLong = makeRedactor([secret], []);
    const value = `${'x'.repeat(185)}${secret}`;
    const [, check] = runChecks(
      { outcome: 'success', payload: { path: '$.state.v', equals: 'y' } },
      { result: doc({ state: { v: value } }), calls: [], unmocked: 0 },
      redactLong,
    );
    expect(check!.actual).not.toContain('test-dummy');
    expect(check!.actual).toContain('***');
  });

  it('REPORT-15 sign-in headers named by the connection are hidden in http_calls failures', () => {
    const calls: RecordedRequest[] = [{ method: 'GET', url: 'https://x.example/a', headers: { 'x-billing-token': 'tok-abcdef' }, body: '' }];
    const results = runChecks(
      { outcome: 'success', http_calls: [{ url: 'https://x.example/a', header_equals: { 'X-Billing-Token': 'tok-000000' } }] },
      { result: doc(), calls, unmocked: 0 },
      redact,
    );
    const check = results[1]!;
    expect(check.passed).toBe(false);
    expect(check.sentence).toBe('calls https://x.example/a with header X-Billing-Token: *** at least once');
    expect(JSON.stringify(check)).not.toMatch(/tok-abcdef|tok-000000/);
  });
});
