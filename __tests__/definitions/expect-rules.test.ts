/** The `expect` rules the case schema cannot say (definitions/test-list/expect-rules.ts). */
import { describe, expect, it } from 'vitest';
import { formatPath } from '../../src/definitions/problems.js';
import { checksSomethingConcrete, expectProblems as rawProblems } from '../../src/definitions/test-list/expect-rules.js';
import type { Expect } from '../../src/definitions/test-list/intake.js';

/** Each problem with its path written as a report shows it. */
const expectProblems = (expect: Expect) => rawProblems(expect).map(({ at, message }) => ({ path: formatPath(at), message }));

describe('expectProblems', () => {
  it('STATUS-04 a bad regular expression in a payload check makes the case invalid, naming the path', () => {
    const problems = expectProblems({ outcome: 'success', payload: [{ path: '$.a', exists: true }, { path: '$.b', matches: '(unclosed' }] });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.path).toBe('expect.payload[1].matches');
    expect(problems[0]!.message).toMatch(/^is not a valid regular expression: /);
    // The message names the field, not the case's pattern.
    expect(problems[0]!.message).not.toContain('(unclosed');
  });

  it('STATUS-04 a bad pattern in a single payload check or a step check is found too', () => {
    expect(expectProblems({ outcome: 'success', payload: { path: '$.a', matches: '[z-a]' } }).map((p) => p.path)).toEqual(['expect.payload.matches']);
    expect(expectProblems({ outcome: 'success', step_outputs: [{ step: 's', path: '$.x', matches: '*' }] }).map((p) => p.path)).toEqual([
      'expect.step_outputs[0].matches',
    ]);
  });

  it('STATUS-04 good patterns, anchors and escapes are fine', () => {
    expect(expectProblems({ outcome: 'success', payload: [{ path: '$.a', matches: '^INV-\\d{3}$' }, { path: '$.b', matches: '(?<year>\\d{4})' }] })).toEqual([]);
  });

  it('SET-04 EXPECT-10 a success case that checks nothing concrete is invalid', () => {
    expect(expectProblems({ outcome: 'success' })).toEqual([
      { path: 'expect', message: 'a case that expects success must check something concrete: add recipients, payload, http_calls or step_outputs' },
    ]);
    expect(expectProblems({ outcome: 'success', payload: [], http_calls: [], step_outputs: [], no_unmocked_http: true }).map((p) => p.path)).toEqual(['expect']);
  });

  it('SET-04 a bare outcome is fine for skip and error cases', () => {
    expect(expectProblems({ outcome: 'skip' })).toEqual([]);
    expect(expectProblems({ outcome: 'error', failed_step: 'fetch' })).toEqual([]);
  });

  it('EXPECT-03 failed_step is allowed only with outcome error', () => {
    expect(expectProblems({ outcome: 'skip', failed_step: 'fetch' })).toEqual([{ path: 'expect.failed_step', message: 'is allowed only with outcome error' }]);
  });

  it('CHECK-13 a negative or fractional length is invalid', () => {
    expect(expectProblems({ outcome: 'success', payload: [{ path: '$.a', length: -1 }, { path: '$.b', length: 1.5 }, { path: '$.c', length: 0 }] })).toEqual([
      { path: 'expect.payload[0].length', message: 'must be a whole number, 0 or more' },
      { path: 'expect.payload[1].length', message: 'must be a whole number, 0 or more' },
    ]);
  });

  it('CALLS-05 a negative count is invalid', () => {
    expect(expectProblems({ outcome: 'success', http_calls: [{ url_contains: '/a', count: -2 }] })).toEqual([
      { path: 'expect.http_calls[0].count', message: 'must be a whole number, 0 or more' },
    ]);
  });

  it('CHECK-02 a value check with only a path is invalid', () => {
    expect(expectProblems({ outcome: 'success', payload: { path: '$.a' } }).map((p) => p.path)).toEqual(['expect.payload']);
    expect(expectProblems({ outcome: 'success', step_outputs: [{ step: 'fetch', path: '$.a' }] }).map((p) => p.path)).toEqual(['expect.step_outputs[0].path']);
  });

  it('CHECK-02 equals: null is a field that is set', () => {
    expect(expectProblems({ outcome: 'success', payload: { path: '$.error', equals: null } })).toEqual([]);
  });
});

describe('checksSomethingConcrete', () => {
  const base: Expect = { outcome: 'success' };

  it('EXPECT-10 recipients, payload, http_calls or step_outputs count', () => {
    expect(checksSomethingConcrete({ ...base, recipients: ['a@b.example'] })).toBe(true);
    expect(checksSomethingConcrete({ ...base, payload: { path: '$.a', exists: true } })).toBe(true);
    expect(checksSomethingConcrete({ ...base, payload: [{ path: '$.a', exists: true }] })).toBe(true);
    expect(checksSomethingConcrete({ ...base, http_calls: [{ url_contains: '/a' }] })).toBe(true);
    expect(checksSomethingConcrete({ ...base, step_outputs: [{ step: 'a', result: 'success' }] })).toBe(true);
  });

  it('EXPECT-10 recipients [] is a concrete check: it proves no email went out', () => {
    expect(checksSomethingConcrete({ ...base, recipients: [] })).toBe(true);
  });

  it('EXPECT-10 empty lists, failed_step and no_unmocked_http do not count', () => {
    expect(checksSomethingConcrete(base)).toBe(false);
    expect(checksSomethingConcrete({ ...base, payload: [], http_calls: [], step_outputs: [], no_unmocked_http: true, failed_step: 'x' })).toBe(false);
  });
});
