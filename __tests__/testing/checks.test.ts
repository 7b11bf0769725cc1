import { describe, expect, it } from 'vitest';
import type { EmailRecord, ResultDocument } from '../../src/engine/result.js';
import type { RecordedRequest } from '../../src/engine/world.js';
import { makeRedactor, runChecks, type CheckResult, type Expect } from '../../src/testing/checks.js';

const plain = makeRedactor([], []);

function doc(over: Partial<ResultDocument> = {}): ResultDocument {
  return { outcome: 'success', steps: {}, emails: [], state: {}, artifacts: [], error: null, ...over };
}

function email(to: string[], cc: string[] = [], bcc: string[] = []): EmailRecord {
  return { to, cc, bcc, subject: 'Invoice INV-7 is overdue', text: 'Please pay', attachments: [] };
}

function run(expectation: Partial<Expect>, result: ResultDocument = doc(), calls: RecordedRequest[] = [], unmocked = 0): CheckResult[] {
  return runChecks({ outcome: 'success', ...expectation }, { result, calls, unmocked }, plain);
}

/** The single check written at `at`. */
function at(results: CheckResult[], where: string): CheckResult {
  const found = results.filter((r) => r.at === where);
  expect(found).toHaveLength(1);
  return found[0]!;
}

const failedRun = doc({
  outcome: 'error',
  steps: {
    fetch: { result: 'failure', outputs: null, error: { code: 'http_status', message: 'The server answered 503' } },
    notify: { result: 'skipped', outputs: null, error: null },
  },
  error: { code: 'http_status', message: 'The server answered 503', step: 'fetch' },
});

const fetched = doc({
  steps: {
    fetch: {
      result: 'success',
      outputs: { status: 200, json: { items: [{ id: 'INV-1', total: 2 }, { id: 'INV-2', total: 5.5 }, { id: 'INV-3', total: 0 }] } },
      error: null,
    },
    check: { result: 'success', outputs: { result: true, note: null }, error: null },
    notify: { result: 'skipped', outputs: null, error: null },
  },
  emails: [email(['a@b.example'])],
  state: { last_run: '2026-01-05', counter: 2 },
});

describe('outcome', () => {
  it('EXPECT-01 REPORT-12 passes with the sentence "run ends with outcome success"', () => {
    const result = at(run({}), 'expect.outcome');
    expect(result).toEqual({ at: 'expect.outcome', sentence: 'run ends with outcome success', passed: true });
  });

  it('EXPECT-01 REPORT-13 a wrong outcome shows the run error so the user sees why', () => {
    const result = at(run({}, failedRun), 'expect.outcome');
    expect(result.passed).toBe(false);
    expect(result.expected).toBe('success');
    expect(result.actual).toBe('error (step fetch failed: http_status — The server answered 503)');
  });

  it('EXPECT-01 a run error outside any step is shown without a step', () => {
    const result = at(run({ outcome: 'skip' }, doc({ outcome: 'error', error: { code: 'limit_exceeded', message: 'Too much', step: null } })), 'expect.outcome');
    expect(result.sentence).toBe('run ends with outcome skip');
    expect(result.actual).toBe('error (limit_exceeded — Too much)');
  });

  it('EXPECT-01 a successful run shown against an expected error is just its outcome', () => {
    const result = at(run({ outcome: 'error' }, doc()), 'expect.outcome');
    expect(result).toMatchObject({ passed: false, expected: 'error', actual: 'success' });
  });
});

describe('failed_step', () => {
  it('EXPECT-02 passes when the run failed at that step', () => {
    expect(at(run({ outcome: 'error', failed_step: 'fetch' }, failedRun), 'expect.failed_step')).toEqual({
      at: 'expect.failed_step',
      sentence: 'run fails at step fetch',
      passed: true,
    });
  });

  it('EXPECT-02 fails when the run failed at another step, naming it and its error', () => {
    const result = at(run({ outcome: 'error', failed_step: 'notify' }, failedRun), 'expect.failed_step');
    expect(result).toMatchObject({
      sentence: 'run fails at step notify',
      passed: false,
      expected: 'fails at step notify',
      actual: 'fails at step fetch (http_status — The server answered 503)',
    });
  });

  it('EXPECT-02 fails when the run did not fail at all', () => {
    const result = at(run({ outcome: 'error', failed_step: 'fetch' }, doc()), 'expect.failed_step');
    expect(result).toMatchObject({ passed: false, actual: 'the run did not fail (outcome success)' });
  });

  it('EXPECT-02 a continue_on_error failure is not where the run fails', () => {
    const result = doc({ steps: { fetch: { result: 'failure', outputs: null, error: { code: 'timeout', message: 'Timed out' } } } });
    expect(at(run({ outcome: 'error', failed_step: 'fetch' }, result), 'expect.failed_step').passed).toBe(false);
  });
});

describe('recipients', () => {
  it('EXPECT-04 passes when exactly these addresses got email, to, cc and bcc together', () => {
    const result = doc({ emails: [email(['a@b.example'], ['c@d.example']), email(['e@f.example'], [], ['a@b.example'])] });
    expect(at(run({ recipients: ['a@b.example', 'c@d.example', 'e@f.example'] }, result), 'expect.recipients')).toEqual({
      at: 'expect.recipients',
      sentence: 'sends email to a@b.example, c@d.example, e@f.example',
      passed: true,
    });
  });

  it('EXPECT-04 fails when someone else got email too, listing who got it', () => {
    const result = doc({ emails: [email(['a@b.example'], [], ['boss@b.example'])] });
    expect(at(run({ recipients: ['a@b.example'] }, result), 'expect.recipients')).toMatchObject({
      sentence: 'sends email to a@b.example',
      passed: false,
      expected: 'email to a@b.example',
      actual: 'email went to a@b.example, boss@b.example; not expected: boss@b.example',
    });
  });

  it('EXPECT-04 fails when an expected address got nothing', () => {
    const result = doc({ emails: [email(['a@b.example'])] });
    expect(at(run({ recipients: ['a@b.example', 'c@d.example'] }, result), 'expect.recipients')).toMatchObject({
      passed: false,
      expected: 'email to a@b.example, c@d.example',
      actual: 'email went to a@b.example; missing: c@d.example',
    });
  });

  it('EXPECT-06 compares as a set: order and repeats do not matter', () => {
    const result = doc({ emails: [email(['c@d.example', 'a@b.example']), email(['a@b.example'])] });
    expect(at(run({ recipients: ['a@b.example', 'c@d.example', 'a@b.example'] }, result), 'expect.recipients').passed).toBe(true);
    expect(at(run({ recipients: ['c@d.example', 'a@b.example'] }, result), 'expect.recipients').passed).toBe(true);
  });

  it('EXPECT-06 addresses compare in any letter case', () => {
    const result = doc({ emails: [email(['Anna@Example.com'])] });
    expect(at(run({ recipients: ['anna@example.com'] }, result), 'expect.recipients').passed).toBe(true);
  });

  it('EXPECT-05 [] passes with the sentence "sends no email" when no email went out', () => {
    expect(at(run({ recipients: [] }), 'expect.recipients')).toEqual({ at: 'expect.recipients', sentence: 'sends no email', passed: true });
  });

  it('EXPECT-05 [] fails when any email went out', () => {
    const result = doc({ emails: [email(['a@b.example'])] });
    expect(at(run({ recipients: [] }, result), 'expect.recipients')).toMatchObject({
      sentence: 'sends no email',
      passed: false,
      expected: 'no email',
      actual: 'email went to a@b.example',
    });
  });

  it('EXPECT-05 [] fails even for an email that reached no one', () => {
    const result = doc({ emails: [email([])] });
    expect(at(run({ recipients: [] }, result), 'expect.recipients')).toMatchObject({ passed: false, actual: '1 email without recipients' });
  });

  it('EXPECT-04 expecting recipients when no email was sent says so', () => {
    expect(at(run({ recipients: ['a@b.example'] }), 'expect.recipients')).toMatchObject({ passed: false, actual: 'no email was sent' });
  });
});

describe('payload value checks', () => {
  const payload = (check: Record<string, unknown>, result: ResultDocument = fetched): CheckResult =>
    at(run({ payload: check as never }, result), 'expect.payload');

  it('CHECK-05 CHECK-08 CTX-28 values nested 100,000 levels deep compare without exhausting the stack', () => {
    const nested = (levels: number, leaf: unknown): unknown => {
      let value = leaf;
      for (let i = 0; i < levels; i++) value = { a: [value] };
      return value;
    };
    const deep = doc({ state: { deep: nested(100_000, 2) } });
    expect(payload({ path: '$.state.deep', equals: nested(100_000, 2.0) }, deep).passed).toBe(true);
    expect(payload({ path: '$.state.deep', equals: nested(100_000, 3) }, deep).passed).toBe(false);
    expect(payload({ path: '$.state', contains: { deep: nested(100_000, 2) } }, deep).passed).toBe(true);
    expect(payload({ path: '$.state', contains: { deep: nested(100_000, 3) } }, deep).passed).toBe(false);
  });

  it('EXPECT-07 one check writes at expect.payload, a list at expect.payload[i]', () => {
    const results = run({ payload: [{ path: '$.outcome', equals: 'success' }, { path: '$.error', equals: null }] }, fetched);
    expect(results.map((r) => r.at)).toEqual(['expect.outcome', 'expect.payload[0]', 'expect.payload[1]']);
    expect(results.every((r) => r.passed)).toBe(true);
  });

  it('CHECK-06 contains on text passes', () => {
    expect(payload({ path: '$.emails[0].subject', contains: 'Invoice' })).toEqual({
      at: 'expect.payload',
      sentence: "payload $.emails[0].subject contains 'Invoice'",
      passed: true,
    });
  });

  it('CHECK-06 REPORT-13 contains on text fails showing the text found, both quoted alike', () => {
    expect(payload({ path: '$.emails[0].subject', contains: 'Receipt' })).toMatchObject({
      sentence: "payload $.emails[0].subject contains 'Receipt'",
      passed: false,
      expected: 'contains "Receipt"',
      actual: '"Invoice INV-7 is overdue"',
    });
  });

  it('CHECK-07 contains on a list holds when the list has the item (deep-equal)', () => {
    expect(payload({ path: '$.steps.fetch.outputs.json.items', contains: { id: 'INV-2', total: 5.5 } }).passed).toBe(true);
    expect(payload({ path: '$.emails[0].to', contains: 'a@b.example' }).passed).toBe(true);
    const partial = payload({ path: '$.steps.fetch.outputs.json.items', contains: { id: 'INV-2' } });
    expect(partial.passed).toBe(false);
    expect(partial.actual).toContain('"INV-2"');
  });

  it('CHECK-08 contains on an object holds for these keys with these values, nested too', () => {
    expect(payload({ path: '$.steps.fetch.outputs', contains: { status: 200, json: { items: fetchedItems() } } }).passed).toBe(true);
    expect(payload({ path: '$.state', contains: { counter: 2 } })).toMatchObject({ sentence: 'payload $.state contains {"counter":2}', passed: true });
    const wrong = payload({ path: '$.state', contains: { counter: 3 } });
    expect(wrong).toMatchObject({ passed: false, expected: 'contains {"counter":3}', actual: '{"last_run":"2026-01-05","counter":2}' });
    expect(payload({ path: '$.state', contains: { missing: null } }).passed).toBe(false);
  });

  it('CHECK-06 contains explains a value of the wrong kind', () => {
    expect(payload({ path: '$.state.counter', contains: 2 })).toMatchObject({ passed: false, actual: '2 (not text, a list or an object)' });
  });

  it('CHECK-04 equals passes with the sentence "… equals 3"', () => {
    expect(payload({ path: '$.steps.fetch.outputs.json.items.length', equals: 3 })).toEqual({
      at: 'expect.payload',
      sentence: 'payload $.steps.fetch.outputs.json.items.length equals 3',
      passed: true,
    });
  });

  it('CHECK-04 REPORT-13 equals fails showing the expected value and the actual, values only', () => {
    expect(payload({ path: '$.steps.fetch.outputs.status', equals: 201 })).toMatchObject({
      sentence: 'payload $.steps.fetch.outputs.status equals 201',
      passed: false,
      expected: '201',
      actual: '200',
    });
  });

  it('REPORT-13 a failed equals on text expects the text as the actual is written, with no operator', () => {
    const wrong = payload({ path: '$.emails[0].subject', equals: 'Invoice INV-7 is late' });
    expect(wrong).toMatchObject({ passed: false, expected: '"Invoice INV-7 is late"', actual: '"Invoice INV-7 is overdue"' });
  });

  it('CHECK-04 equals does not convert between types and keeps list order', () => {
    expect(payload({ path: '$.steps.fetch.outputs.status', equals: '200' }).passed).toBe(false);
    expect(payload({ path: '$.emails[0].to', equals: ['a@b.example'] }).passed).toBe(true);
    expect(payload({ path: '$.state', equals: { counter: 2, last_run: '2026-01-05' } }).passed).toBe(true);
  });

  it('CHECK-05 numbers compare by value: 2 equals 2.0', () => {
    const result = doc({ state: { n: 2, f: 2.5 } });
    expect(payload({ path: '$.state.n', equals: JSON.parse('2.0') }, result).passed).toBe(true);
    expect(payload({ path: '$.state', equals: JSON.parse('{"n": 2.0, "f": 2.50}') }, result).passed).toBe(true);
    expect(payload({ path: '$.state.n', equals: 2.01 }, result).passed).toBe(false);
  });

  it('CHECK-04 equals on a missing value fails with "no value", even against null', () => {
    expect(payload({ path: '$.state.nothing', equals: null })).toMatchObject({ passed: false, expected: 'null', actual: 'no value' });
  });

  it('CHECK-04 a wildcard path compares the list of every value it finds', () => {
    expect(payload({ path: '$.steps.fetch.outputs.json.items[*].id', equals: ['INV-1', 'INV-2', 'INV-3'] }).passed).toBe(true);
    expect(payload({ path: '$.emails[*].subject', equals: ['Invoice INV-7 is overdue'] }).passed).toBe(true);
    expect(payload({ path: '$.emails[*].subject', equals: 'Invoice INV-7 is overdue' }).passed).toBe(false);
    expect(payload({ path: '$..total', contains: 5.5 }).passed).toBe(true);
  });

  it('CHECK-01 a filter path gives the list of the values it finds', () => {
    expect(payload({ path: '$.steps.fetch.outputs.json.items[?(@.total > 1)].id', equals: ['INV-1', 'INV-2'] }).passed).toBe(true);
    expect(payload({ path: '$.steps.fetch.outputs.json.items[?(@.total > 100)]', exists: false }).passed).toBe(true);
    expect(payload({ path: '$.steps.fetch.outputs.json.items[?(@.total > 100)]', equals: [] }).passed).toBe(true);
  });

  it('CHECK-14 standard JSONPath: filters without parentheses, functions and negative indices find what they name', () => {
    expect(payload({ path: "$.emails[?@.to[0]=='a@b.example'].subject", equals: ['Invoice INV-7 is overdue'] }).passed).toBe(true);
    expect(payload({ path: "$.steps.fetch.outputs.json.items[?@.id=='INV-2'].total", equals: [5.5] }).passed).toBe(true);
    expect(payload({ path: '$.steps.fetch.outputs.json.items[?length(@.id) == 5].id', length: 3 }).passed).toBe(true);
    expect(payload({ path: '$.steps.fetch.outputs.json.items[-1].id', equals: 'INV-3' })).toMatchObject({ sentence: "payload $.steps.fetch.outputs.json.items[-1].id equals 'INV-3'", passed: true });
  });

  it('CHECK-01 bracket keys with quotes are one value, not a list', () => {
    expect(payload({ path: "$.state['a,b']", equals: 1 }, doc({ state: { 'a,b': 1 } })).passed).toBe(true);
  });

  it('CHECK-09 matches passes with the sentence "… matches /^INV-/"', () => {
    expect(payload({ path: '$.steps.fetch.outputs.json.items[0].id', matches: '^INV-' })).toEqual({
      at: 'expect.payload',
      sentence: 'payload $.steps.fetch.outputs.json.items[0].id matches /^INV-/',
      passed: true,
    });
  });

  it('CHECK-09 matches fails showing the text', () => {
    expect(payload({ path: '$.emails[0].subject', matches: '^Receipt' })).toMatchObject({
      passed: false,
      expected: 'matches /^Receipt/',
      actual: '"Invoice INV-7 is overdue"',
    });
  });

  it('CHECK-10 matches is a search anywhere; ^…$ makes a full match', () => {
    expect(payload({ path: '$.emails[0].subject', matches: 'INV-\\d+' }).passed).toBe(true);
    expect(payload({ path: '$.emails[0].subject', matches: '^INV-\\d+$' }).passed).toBe(false);
    expect(payload({ path: '$.emails[0].subject', matches: '^Invoice .* overdue$' }).passed).toBe(true);
    // No flags: letter case counts.
    expect(payload({ path: '$.emails[0].subject', matches: 'invoice' }).passed).toBe(false);
  });

  it('CHECK-09 matches reads a number as its text and refuses other values', () => {
    expect(payload({ path: '$.state.counter', matches: '^2$' }).passed).toBe(true);
    expect(payload({ path: '$.state', matches: 'x' })).toMatchObject({ passed: false, actual: '{"last_run":"2026-01-05","counter":2} (not text)' });
  });

  it('STATUS-04 a bad pattern reaching the run fails the check instead of throwing', () => {
    const result = payload({ path: '$.emails[0].subject', matches: '(' });
    expect(result.passed).toBe(false);
    expect(result.actual).toContain('not a valid regular expression');
  });

  it('CHECK-10 a pattern that backtracks forever is stopped, not left to hang the harness', () => {
    // A real limit of one second, which only a separate V8 context's watchdog can enforce mid-match.
    const result = doc({ state: { text: `${'a'.repeat(40)}b` } });
    const verdict = payload({ path: '$.state.text', matches: '^(a+)+$' }, result);
    expect(verdict).toMatchObject({ passed: false });
    expect(verdict.actual).toContain('the pattern took longer than 1000 ms to test');
  });

  it('CHECK-11 exists passes with the sentence "… exists", null included', () => {
    expect(payload({ path: '$.error', exists: true })).toEqual({ at: 'expect.payload', sentence: 'payload $.error exists', passed: true });
    expect(payload({ path: '$.steps.check.outputs.note', exists: true }).passed).toBe(true);
  });

  it('CHECK-11 exists fails when the path finds nothing', () => {
    expect(payload({ path: '$.state.nothing', exists: true })).toMatchObject({
      sentence: 'payload $.state.nothing exists',
      passed: false,
      expected: 'exists',
      actual: 'no value',
    });
    expect(payload({ path: '$.emails[*].nothing', exists: true }).passed).toBe(false);
  });

  it('CHECK-12 exists: false passes with "… does not exist" when nothing is found', () => {
    expect(payload({ path: '$.state.nothing', exists: false })).toEqual({
      at: 'expect.payload',
      sentence: 'payload $.state.nothing does not exist',
      passed: true,
    });
  });

  it('CHECK-12 exists: false fails when a value, even null, is there', () => {
    expect(payload({ path: '$.error', exists: false })).toMatchObject({ passed: false, expected: 'does not exist', actual: 'the value null' });
    expect(payload({ path: '$.emails[*].to[*]', exists: false })).toMatchObject({ passed: false, actual: 'the value "a@b.example"' });
    expect(payload({ path: '$.steps.*.result', exists: false })).toMatchObject({ passed: false, actual: '3 values: ["success","success","skipped"]' });
  });

  it('CHECK-13 length passes with the sentence "… has length 2" for a list and a text', () => {
    expect(payload({ path: '$.emails[0].to', length: 1 })).toEqual({ at: 'expect.payload', sentence: 'payload $.emails[0].to has length 1', passed: true });
    expect(payload({ path: '$.state.last_run', length: 10 }).passed).toBe(true);
  });

  it('CHECK-13 length fails showing the length found', () => {
    expect(payload({ path: '$.steps.fetch.outputs.json.items[*].id', length: 2 })).toMatchObject({
      sentence: 'payload $.steps.fetch.outputs.json.items[*].id has length 2',
      passed: false,
      expected: 'has length 2',
      actual: 'length 3: ["INV-1","INV-2","INV-3"]',
    });
    expect(payload({ path: '$.state', length: 2 })).toMatchObject({ passed: false, actual: '{"last_run":"2026-01-05","counter":2} (not a list or text)' });
  });

  it('CHECK-03 a trailing .length counts the items of a list and the characters of a text', () => {
    expect(payload({ path: '$.steps.fetch.outputs.json.items.length', equals: 3 }).passed).toBe(true);
    expect(payload({ path: '$.state.last_run.length', equals: 10 }).passed).toBe(true);
    expect(payload({ path: '$.emails.length', equals: 1 }).passed).toBe(true);
    expect(payload({ path: '$.emails[*].to.length', equals: [1] }).passed).toBe(true);
    expect(payload({ path: '$.state.counter.length', exists: false }).passed).toBe(true);
    expect(payload({ path: '$.state.missing.length', equals: 0 })).toMatchObject({ passed: false, actual: 'no value' });
  });

  it('CHECK-03 an object that really has a length key gives that key', () => {
    expect(payload({ path: '$.state.box.length', equals: 'long' }, doc({ state: { box: { length: 'long' } } })).passed).toBe(true);
  });

  it('CHECK-02 several fields make one sentence; only the failing ones are expected', () => {
    const result = payload({ path: '$.emails[0].subject', contains: 'Invoice', matches: '^Receipt', length: 3 });
    expect(result).toMatchObject({
      sentence: "payload $.emails[0].subject contains 'Invoice' and matches /^Receipt/ and has length 3",
      passed: false,
      expected: 'matches /^Receipt/ and has length 3',
      actual: '"Invoice INV-7 is overdue"; length 24: "Invoice INV-7 is overdue"',
    });
  });

  it('RESULT-12 action tests check output', () => {
    const result = doc({ output: { id: 'c-1' } });
    expect(payload({ path: '$.output.id', equals: 'c-1' }, result).passed).toBe(true);
  });

  it('REPORT-13 long actual values are cut with an ellipsis', () => {
    const result = doc({ state: { big: 'x'.repeat(5000) } });
    const verdict = payload({ path: '$.state.big', equals: 'y' }, result);
    expect(verdict.passed).toBe(false);
    expect(Array.from(verdict.actual!).length).toBe(200);
    expect(verdict.actual!.endsWith('…')).toBe(true);
  });

  it('CHECK-01 a path that cannot be read fails the check with the reason', () => {
    const verdict = payload({ path: '$.steps.fetch.outputs.json.items[?(@.total >)]', exists: true });
    expect(verdict.passed).toBe(false);
    expect(verdict.actual).toMatch(/^the path could not be read \(/);
  });

  it('CHECK-01 filter expressions cannot reach the host', () => {
    const verdict = payload({ path: '$.steps[?(@.constructor.constructor("return process")())]', exists: true });
    expect(verdict.passed).toBe(false);
  });
});

function fetchedItems(): unknown[] {
  return [{ id: 'INV-1', total: 2 }, { id: 'INV-2', total: 5.5 }, { id: 'INV-3', total: 0 }];
}

describe('step checks', () => {
  const step = (check: Record<string, unknown>, result: ResultDocument = fetched): CheckResult =>
    at(run({ step_outputs: [check as never] }, result), 'expect.step_outputs[0]');

  it('STEPCHK-02 "step notify is skipped" passes', () => {
    expect(step({ step: 'notify', result: 'skipped' })).toEqual({ at: 'expect.step_outputs[0]', sentence: 'step notify is skipped', passed: true });
  });

  it('STEPCHK-02 "step fetch succeeds" fails showing the result and its error', () => {
    expect(step({ step: 'fetch', result: 'success' }, failedRun)).toMatchObject({
      sentence: 'step fetch succeeds',
      passed: false,
      expected: 'succeeds',
      actual: 'failure (http_status — The server answered 503)',
    });
  });

  it('STEPCHK-02 "step fetch fails" passes on a failed step and fails on a skipped one', () => {
    expect(step({ step: 'fetch', result: 'failure' }, failedRun)).toMatchObject({ sentence: 'step fetch fails', passed: true });
    expect(step({ step: 'notify', result: 'failure' }, failedRun)).toMatchObject({ passed: false, expected: 'fails', actual: 'skipped' });
  });

  it('STEPCHK-03 STEPCHK-04 a path reads the step outputs: "step check output $.result equals true"', () => {
    expect(step({ step: 'check', path: '$.result', equals: true })).toEqual({
      at: 'expect.step_outputs[0]',
      sentence: 'step check output $.result equals true',
      passed: true,
    });
    const wrong = step({ step: 'check', path: '$.result', equals: false });
    expect(wrong).toMatchObject({ passed: false, expected: 'output $.result: false', actual: 'output $.result: true' });
  });

  it('STEPCHK-03 the path defaults to $, the whole outputs', () => {
    expect(step({ step: 'check', contains: { result: true } })).toMatchObject({ sentence: "step check output $ contains {\"result\":true}", passed: true });
    expect(step({ step: 'notify', exists: false }).passed).toBe(false);
    expect(step({ step: 'notify', equals: null }).passed).toBe(true);
  });

  it('STEPCHK-04 result and output together make one sentence', () => {
    const check = { step: 'fetch', result: 'success', path: '$.json.items.length', equals: 3 };
    expect(step(check)).toMatchObject({ sentence: 'step fetch succeeds and output $.json.items.length equals 3', passed: true });
    expect(step(check, failedRun)).toMatchObject({
      passed: false,
      expected: 'succeeds and output $.json.items.length: 3',
      actual: 'failure (http_status — The server answered 503); output $.json.items.length: no value',
    });
  });

  it('STEPCHK-01 an unknown step fails and lists the steps the run has', () => {
    expect(step({ step: 'fetsh', result: 'success' })).toMatchObject({
      sentence: 'step fetsh succeeds',
      passed: false,
      expected: 'succeeds',
      actual: 'no step fetsh in the run; its steps: fetch, check, notify',
    });
  });

  it('STEPCHK-01 a check with only the step holds when the run recorded it', () => {
    expect(step({ step: 'notify' })).toMatchObject({ sentence: 'step notify is in the run', passed: true });
    expect(step({ step: 'nope' }).passed).toBe(false);
  });

  it('STEPCHK-01 a step id such as __proto__ is not found on the prototype', () => {
    expect(step({ step: '__proto__', exists: true }).passed).toBe(false);
    expect(step({ step: 'constructor' }).passed).toBe(false);
  });
});

describe('unmocked requests', () => {
  it('MOCK-21 an unmocked request adds a failing check "makes no request without a mock"', () => {
    const results = run({ recipients: [] }, doc(), [], 2);
    expect(at(results, 'expect.no_unmocked_http')).toEqual({
      at: 'expect.no_unmocked_http',
      sentence: 'makes no request without a mock',
      passed: false,
      expected: 'every request answered by a mock',
      actual: '2 requests had no mock',
    });
    expect(at(run({ recipients: [], no_unmocked_http: true }, doc(), [], 1), 'expect.no_unmocked_http').actual).toBe('1 request had no mock');
  });

  it('MOCK-22 with no_unmocked_http false, or no unmocked request, there is no such check', () => {
    expect(run({ recipients: [], no_unmocked_http: false }, doc(), [], 3).some((r) => r.at === 'expect.no_unmocked_http')).toBe(false);
    expect(run({ recipients: [] }, doc(), [], 0).some((r) => r.at === 'expect.no_unmocked_http')).toBe(false);
  });
});

describe('order of checks', () => {
  it('REPORT-10 checks come out in the order of the expect table', () => {
    const results = run(
      {
        outcome: 'error',
        failed_step: 'fetch',
        recipients: [],
        payload: { path: '$.error.code', equals: 'http_status' },
        http_calls: [{ url_contains: '/invoices', count: 1 }],
        step_outputs: [{ step: 'notify', result: 'skipped' }],
      },
      failedRun,
      [{ method: 'GET', url: 'https://api.example/invoices', headers: {}, body: '' }],
      1,
    );
    expect(results.map((r) => r.at)).toEqual([
      'expect.outcome',
      'expect.failed_step',
      'expect.recipients',
      'expect.payload',
      'expect.http_calls[0]',
      'expect.step_outputs[0]',
      'expect.no_unmocked_http',
    ]);
    expect(results.map((r) => r.passed)).toEqual([true, true, true, true, true, true, false]);
    for (const passed of results.filter((r) => r.passed)) {
      expect(passed.expected).toBeUndefined();
      expect(passed.actual).toBeUndefined();
    }
  });
});
