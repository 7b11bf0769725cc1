/**
 * The required minimum of cases (test-cases.md §8, the MIN rules of rules.md), one table per
 * rule: each row is a small version or case and the verdict of evaluateMinimum on it,
 * with rows that must not need or count as well as rows that must.
 */
import { describe, expect, it } from 'vitest';
import type { LibraryAction, WorkflowPlan } from '../../src/engine/plan.js';
import { evaluateMinimum, type CaseShape, type RequiredCase, type Subject } from '../../src/testing/minimum.js';
import { planFrom, workflow } from '../helpers/workflow.js';

const workflowOf = (plan: WorkflowPlan): Subject => ({ kind: 'workflow', dir: 'workflows/w', plan });
const stepsOf = (steps: string): Subject => workflowOf(planFrom(workflow(steps), [LIBRARY]));
const actionOf = (script: string, slots: string[] = []): Subject => ({
  kind: 'action',
  dir: 'actions/a',
  action: { name: 'a', version: 1, file: 'actions/a/action.yaml', slots, inputSchema: {}, script },
});

const LIBRARY: LibraryAction = { name: 'up', version: 2, file: 'actions/up/action.yaml', slots: [], inputSchema: {}, script: 'return {};' };
const EVALUATE = '  - id: calc\n    uses: platform/evaluate@v1\n    with: { expression: "${{ 1 + 1 }}" }\n';
const HTTP = '  - id: fetch\n    uses: platform/http.request@v1\n    with: { url: "https://api.example/items" }\n';
const script = (body: string, extra = '') => `  - id: code\n${extra}    script: |\n      ${body}\n`;

/** Needs every required case: a webhook trigger, a step that calls out, a step with `if:`. */
const NEEDS_ALL = workflowOf(
  planFrom(`name: w
on:
  webhook: {}
steps:
${HTTP}  - id: mail
    if: \${{ steps.fetch.outputs.json.count > 0 }}
    uses: platform/email.send@v1
    with: { to: [ops@acme.example], subject: "Items", text: "some" }
`),
);

const needs = (subject: Subject) => evaluateMinimum(subject, []).needed;
/** Whether `testCase` alone covers `kind` for a version that needs every kind. */
const counts = (kind: RequiredCase, testCase: CaseShape) => !evaluateMinimum(NEEDS_ALL, [testCase]).missing.some((m) => m.kind === kind);

interface NeedRow {
  title: string;
  subject: () => Subject;
  needed: boolean;
}

interface CountRow {
  title: string;
  testCase: CaseShape;
  counts: boolean;
}

/** Rows as [title, row], so each test is named by its row's title alone. */
const titled = <Row extends { title: string }>(rows: Row[]) => rows.map((row) => [row.title, row] as const);

const ok = (extra: Partial<NonNullable<CaseShape['expect']>> = {}) => ({ outcome: 'success', recipients: ['ops@acme.example'], ...extra });

describe('which cases a version needs', () => {
  it.each(titled<NeedRow>([
    { title: 'MIN-01 a workflow that only computes needs a happy-path case', subject: () => stepsOf(EVALUATE), needed: true },
    { title: 'MIN-01 an action with no slots and a plain script needs a happy-path case', subject: () => actionOf('return {};'), needed: true },
    { title: 'MIN-01 a workflow that needs every case needs a happy-path case too', subject: () => NEEDS_ALL, needed: true },
  ]))('%s', (_title, { subject, needed }) => {
    expect(needs(subject()).includes('happy')).toBe(needed);
  });

  it('MIN-01 a version that needs only a happy-path case needs nothing else', () => {
    expect(needs(stepsOf(EVALUATE))).toEqual(['happy']);
    expect(needs(actionOf('return {};'))).toEqual(['happy']);
  });

  it.each(titled<NeedRow>([
    { title: 'MIN-03 a step binding a connection of a files action needs an upstream-failure case', subject: () => stepsOf('  - id: list\n    uses: platform/files.list@v1\n    connections: { store: box }\n    with: {}\n'), needed: true },
    { title: 'MIN-03 a script step binding a connection needs an upstream-failure case', subject: () => stepsOf(script('return 1;', '    connections: { crm: crm }\n')), needed: true },
    { title: 'MIN-03 a step that binds no connection does not', subject: () => stepsOf(EVALUATE), needed: false },
  ]))('%s', (_title, { subject, needed }) => {
    expect(needs(subject()).includes('upstream_failure')).toBe(needed);
  });

  it.each(titled<NeedRow>([
    { title: 'MIN-04 a platform/http.request step needs an upstream-failure case', subject: () => stepsOf(HTTP), needed: true },
    { title: 'MIN-04 a platform/webhook.send step needs an upstream-failure case', subject: () => stepsOf('  - id: hook\n    uses: platform/webhook.send@v1\n    with: { url: "https://hooks.example/x", json: {} }\n'), needed: true },
    {
      title: 'MIN-04 a platform/ai.generate step needs an upstream-failure case',
      subject: () => stepsOf('  - id: ask\n    uses: platform/ai.generate@v1\n    connections: { model: assistant }\n    with: { prompt: "x", model: m-1, output_schema: { type: object } }\n'),
      needed: true,
    },
    { title: 'MIN-04 a platform/evaluate step does not', subject: () => stepsOf(EVALUATE), needed: false },
  ]))('%s', (_title, { subject, needed }) => {
    expect(needs(subject()).includes('upstream_failure')).toBe(needed);
  });

  it.each(titled<NeedRow>([
    { title: 'MIN-05 a library action step needs an upstream-failure case', subject: () => stepsOf('  - id: up\n    uses: library/up@2\n'), needed: true },
    { title: 'MIN-05 a workflow call step needs an upstream-failure case', subject: () => stepsOf('  - id: call\n    uses: workflow/other\n'), needed: true },
    { title: 'MIN-05 a built-in action that stays inside does not', subject: () => stepsOf(EVALUATE), needed: false },
  ]))('%s', (_title, { subject, needed }) => {
    expect(needs(subject()).includes('upstream_failure')).toBe(needed);
  });

  it.each(titled<NeedRow>([
    { title: 'MIN-06 a script using ctx.connection needs an upstream-failure case', subject: () => stepsOf(script("return await ctx.connection('crm').request({ url: '/x' });")), needed: true },
    { title: 'MIN-06 a script using ctx.http needs an upstream-failure case', subject: () => stepsOf(script("return await ctx.http.request({ url: 'https://a.example' });")), needed: true },
    { title: 'MIN-06 ctx . http with spaces still counts', subject: () => stepsOf(script("return await ctx . http.request({ url: 'https://a.example' });")), needed: true },
    { title: 'MIN-06 a script that only computes does not', subject: () => stepsOf(script('return { http: 1, connection: 2 };')), needed: false },
  ]))('%s', (_title, { subject, needed }) => {
    expect(needs(subject()).includes('upstream_failure')).toBe(needed);
  });

  it.each(titled<NeedRow>([
    { title: 'MIN-11 a step with if: needs an empty case', subject: () => stepsOf('  - id: maybe\n    if: ${{ 1 > 0 }}\n    uses: platform/evaluate@v1\n    with: { expression: "${{ 1 }}" }\n'), needed: true },
    { title: 'MIN-11 steps without if: do not', subject: () => stepsOf(EVALUATE + HTTP), needed: false },
  ]))('%s', (_title, { subject, needed }) => {
    expect(needs(subject()).includes('empty')).toBe(needed);
  });

  it.each(titled<NeedRow>([
    { title: 'MIN-12 a script calling ctx.skip( needs an empty case', subject: () => stepsOf(script("ctx.skip('nothing to do');")), needed: true },
    { title: 'MIN-12 a script that mentions skip without calling ctx.skip( does not', subject: () => stepsOf(script('return { skip: true, skipped: 0 };')), needed: false },
  ]))('%s', (_title, { subject, needed }) => {
    expect(needs(subject()).includes('empty')).toBe(needed);
  });

  it.each(titled<NeedRow>([
    { title: 'MIN-17 a webhook trigger needs a malformed-payload case', subject: () => NEEDS_ALL, needed: true },
    { title: 'MIN-17 a manual trigger does not', subject: () => stepsOf(HTTP), needed: false },
    { title: 'MIN-17 a schedule trigger does not', subject: () => workflowOf(planFrom(`name: w\non:\n  schedule: { cron: "0 8 * * *" }\nsteps:\n${EVALUATE}`)), needed: false },
    { title: 'MIN-17 an action has no trigger and does not', subject: () => actionOf('return ctx.input;'), needed: false },
  ]))('%s', (_title, { subject, needed }) => {
    expect(needs(subject()).includes('malformed_payload')).toBe(needed);
  });

  it.each(titled<NeedRow>([
    { title: 'MIN-20 an action with a connection slot needs an upstream-failure case', subject: () => actionOf('return {};', ['crm']), needed: true },
    { title: 'MIN-20 an action whose script uses ctx.connection needs an upstream-failure case', subject: () => actionOf("return await ctx.connection('crm').request({ url: '/x' });"), needed: true },
    { title: 'MIN-20 an action whose script uses ctx.http needs an upstream-failure case', subject: () => actionOf("return await ctx.http.request({ url: 'https://a.example' });"), needed: true },
    { title: 'MIN-20 an action with no slot that only computes does not', subject: () => actionOf('return { total: ctx.input.a + 1 };'), needed: false },
  ]))('%s', (_title, { subject, needed }) => {
    expect(needs(subject()).includes('upstream_failure')).toBe(needed);
  });

  it.each(titled<NeedRow>([
    { title: 'MIN-21 an action whose script calls ctx.skip( needs an empty case', subject: () => actionOf("if (!ctx.input.rows.length) ctx.skip('no rows');\nreturn {};"), needed: true },
    { title: 'MIN-21 an action whose script never calls ctx.skip( does not', subject: () => actionOf('return { skip: false };'), needed: false },
  ]))('%s', (_title, { subject, needed }) => {
    expect(needs(subject()).includes('empty')).toBe(needed);
  });
});

describe('which case counts for which need', () => {
  it.each(titled<CountRow>([
    { title: 'MIN-02 success checking recipients counts as happy path', testCase: { expect: ok() }, counts: true },
    { title: 'MIN-02 success checking a payload counts as happy path', testCase: { expect: { outcome: 'success', payload: { path: '$.x', exists: true } } }, counts: true },
    { title: 'MIN-02 success checking http_calls counts as happy path', testCase: { expect: { outcome: 'success', http_calls: [{ path: '/items' }] } }, counts: true },
    { title: 'MIN-02 success checking step_outputs counts as happy path', testCase: { expect: { outcome: 'success', step_outputs: [{ result: 'success' }] } }, counts: true },
    { title: 'MIN-02 success with recipients [] counts as happy path', testCase: { expect: { outcome: 'success', recipients: [] } }, counts: true },
    { title: 'MIN-02 success that checks nothing does not count', testCase: { kind: 'happy', expect: { outcome: 'success' } }, counts: false },
    { title: 'MIN-02 success with only empty lists does not count', testCase: { expect: { outcome: 'success', payload: [], http_calls: [], step_outputs: [] } }, counts: false },
    { title: 'MIN-02 an error outcome does not count, whatever it checks', testCase: { kind: 'happy', expect: { outcome: 'error', recipients: ['ops@acme.example'] } }, counts: false },
  ]))('%s', (_title, { testCase, counts: expected }) => {
    expect(counts('happy', testCase)).toBe(expected);
  });

  it.each(titled<CountRow>([
    { title: 'MIN-07 kind upstream_failure counts as upstream failure', testCase: { kind: 'upstream_failure', expect: { outcome: 'error' } }, counts: true },
    { title: 'MIN-07 another kind without a failing mock does not', testCase: { kind: 'edge', expect: { outcome: 'error' } }, counts: false },
  ]))('%s', (_title, { testCase, counts: expected }) => {
    expect(counts('upstream_failure', testCase)).toBe(expected);
  });

  it.each(titled<CountRow>([
    { title: 'MIN-08 an HTTP mock answering 503 counts as upstream failure', testCase: { given: { http: [{ respond: { status: 503 } }] }, expect: { outcome: 'error' } }, counts: true },
    { title: 'MIN-08 an HTTP mock answering 500 counts as upstream failure', testCase: { given: { http: [{ respond: { status: 500 } }] }, expect: { outcome: 'error' } }, counts: true },
    { title: 'MIN-08 an HTTP mock answering 429 counts as upstream failure', testCase: { given: { http: [{ respond: { status: 429 } }] }, expect: { outcome: 'error' } }, counts: true },
    { title: 'MIN-08 a model mock with a 503 error counts as upstream failure', testCase: { given: { models: [{ error: { status: 503 } }] }, expect: { outcome: 'error' } }, counts: true },
    { title: 'MIN-08 a model mock with a 429 error counts as upstream failure', testCase: { given: { models: [{ error: { status: 429 } }] }, expect: { outcome: 'error' } }, counts: true },
    { title: 'MIN-08 an HTTP mock answering 404 does not', testCase: { given: { http: [{ respond: { status: 404 } }] }, expect: { outcome: 'error' } }, counts: false },
    { title: 'MIN-08 an HTTP mock answering 200 does not', testCase: { given: { http: [{ respond: { status: 200 } }] }, expect: ok() }, counts: false },
    { title: 'MIN-08 a model mock with a 400 error does not', testCase: { given: { models: [{ error: { status: 400 } }] }, expect: { outcome: 'error' } }, counts: false },
  ]))('%s', (_title, { testCase, counts: expected }) => {
    expect(counts('upstream_failure', testCase)).toBe(expected);
  });

  it.each(titled<CountRow>([
    { title: 'MIN-09 an HTTP mock with delay_ms counts as upstream failure', testCase: { given: { http: [{ respond: { status: 200, delay_ms: 30_000 } }] }, expect: { outcome: 'error' } }, counts: true },
    { title: 'MIN-09 delay_ms 0 is still a delay that counts', testCase: { given: { http: [{ respond: { delay_ms: 0 } }] }, expect: { outcome: 'error' } }, counts: true },
    { title: 'MIN-09 a model mock with delay_ms counts as upstream failure', testCase: { given: { models: [{ delay_ms: 90_000 }] }, expect: { outcome: 'error' } }, counts: true },
    { title: 'MIN-09 mocks without delay_ms do not', testCase: { given: { http: [{ respond: { status: 200 } }], models: [{}] }, expect: ok() }, counts: false },
  ]))('%s', (_title, { testCase, counts: expected }) => {
    expect(counts('upstream_failure', testCase)).toBe(expected);
  });

  it.each(titled<CountRow>([
    { title: 'MIN-10 a stubbed step that fails counts as upstream failure', testCase: { given: { stub_steps: { fetch: { outcome: 'failure' } } }, expect: { outcome: 'error' } }, counts: true },
    { title: 'MIN-10 a stubbed step that succeeds does not', testCase: { given: { stub_steps: { fetch: { outcome: 'success' } } }, expect: ok() }, counts: false },
    { title: 'MIN-10 a stubbed step that is skipped does not', testCase: { given: { stub_steps: { fetch: { outcome: 'skipped' } } }, expect: ok() }, counts: false },
  ]))('%s', (_title, { testCase, counts: expected }) => {
    expect(counts('upstream_failure', testCase)).toBe(expected);
  });

  it.each(titled<CountRow>([
    { title: 'MIN-13 kind empty counts as empty', testCase: { kind: 'empty', expect: { outcome: 'success', payload: { path: '$.x', exists: true } } }, counts: true },
    { title: 'MIN-13 kind edge does not', testCase: { kind: 'edge', expect: ok() }, counts: false },
  ]))('%s', (_title, { testCase, counts: expected }) => {
    expect(counts('empty', testCase)).toBe(expected);
  });

  it.each(titled<CountRow>([
    { title: 'MIN-14 expecting outcome skip counts as empty', testCase: { expect: { outcome: 'skip' } }, counts: true },
    { title: 'MIN-14 expecting outcome error does not', testCase: { expect: { outcome: 'error' } }, counts: false },
  ]))('%s', (_title, { testCase, counts: expected }) => {
    expect(counts('empty', testCase)).toBe(expected);
  });

  it.each(titled<CountRow>([
    { title: 'MIN-15 expecting a step to be skipped counts as empty', testCase: { expect: { outcome: 'success', step_outputs: [{ result: 'success' }, { result: 'skipped' }] } }, counts: true },
    { title: 'MIN-15 expecting steps to succeed or fail does not', testCase: { expect: { outcome: 'success', step_outputs: [{ result: 'success' }, { result: 'failure' }] } }, counts: false },
  ]))('%s', (_title, { testCase, counts: expected }) => {
    expect(counts('empty', testCase)).toBe(expected);
  });

  it.each(titled<CountRow>([
    { title: 'MIN-16 expecting recipients [] counts as empty', testCase: { expect: { outcome: 'success', recipients: [] } }, counts: true },
    { title: 'MIN-16 expecting some recipients does not', testCase: { expect: ok() }, counts: false },
  ]))('%s', (_title, { testCase, counts: expected }) => {
    expect(counts('empty', testCase)).toBe(expected);
  });

  it.each(titled<CountRow>([
    { title: 'MIN-18 kind malformed_payload counts as malformed payload', testCase: { kind: 'malformed_payload', expect: ok() }, counts: true },
    { title: 'MIN-18 kind empty does not', testCase: { kind: 'empty', expect: ok() }, counts: false },
  ]))('%s', (_title, { testCase, counts: expected }) => {
    expect(counts('malformed_payload', testCase)).toBe(expected);
  });

  const event = { body: {}, headers: {} };
  it.each(titled<CountRow>([
    { title: 'MIN-19 an event and an expected error count as malformed payload', testCase: { given: { event }, expect: { outcome: 'error' } }, counts: true },
    { title: 'MIN-19 an event and an expected skip count as malformed payload', testCase: { given: { event }, expect: { outcome: 'skip' } }, counts: true },
    { title: 'MIN-19 an event and an expected success do not', testCase: { given: { event }, expect: ok() }, counts: false },
    { title: 'MIN-19 an expected error without an event does not', testCase: { expect: { outcome: 'error' } }, counts: false },
    { title: 'MIN-19 an event with a failing HTTP mock is an upstream failure, not a malformed payload', testCase: { given: { event, http: [{ respond: { status: 503 } }] }, expect: { outcome: 'error' } }, counts: false },
    { title: 'MIN-19 an event in a case of kind upstream_failure does not', testCase: { kind: 'upstream_failure', given: { event }, expect: { outcome: 'error' } }, counts: false },
  ]))('%s', (_title, { testCase, counts: expected }) => {
    expect(counts('malformed_payload', testCase)).toBe(expected);
  });
});

/** One case for each need of NEEDS_ALL. */
const COVERING: Readonly<Record<RequiredCase, CaseShape>> = {
  happy: { kind: 'happy', expect: ok() },
  upstream_failure: { kind: 'upstream_failure', given: { http: [{ respond: { status: 503 } }] }, expect: { outcome: 'error' } },
  empty: { kind: 'empty', expect: { outcome: 'skip' } },
  malformed_payload: { kind: 'malformed_payload', given: { event: { body: {}, headers: {} } }, expect: { outcome: 'error' } },
};
const KINDS = Object.keys(COVERING) as RequiredCase[];
const allBut = (left: RequiredCase) => KINDS.filter((kind) => kind !== left).map((kind) => COVERING[kind]);

describe('what the report says', () => {
  it.each(titled([
    { title: 'MIN-22 a list covering every need meets the minimum', cases: KINDS.map((kind) => COVERING[kind]), met: true },
    ...KINDS.map((kind) => ({ title: `MIN-22 a list without its ${kind} case misses the minimum`, cases: allBut(kind), met: false })),
    { title: 'MIN-22 an empty list misses the minimum', cases: [], met: false },
  ]))('%s', (_title, { cases, met }) => {
    expect(evaluateMinimum(NEEDS_ALL, cases).met).toBe(met);
  });

  it.each(titled<{ title: string; subject: () => Subject; cases: CaseShape[] | undefined; kind: string; message: RegExp; fix: RegExp }>([
    { title: 'MIN-23 a missing happy-path case is named, with a fix', subject: () => NEEDS_ALL, cases: allBut('happy'), kind: 'happy', message: /^Missing a happy-path case: every version needs one\.$/, fix: /"kind": "happy".*"outcome": "success"/ },
    { title: 'MIN-23 a missing upstream-failure case names the step that calls out, and the mock to add', subject: () => NEEDS_ALL, cases: allBut('upstream_failure'), kind: 'upstream_failure', message: /^Missing an upstream-failure case: step fetch talks to another system\.$/, fix: /given\.http mock answers \{"status": 503\}.*"failed_step": "fetch"/ },
    { title: 'MIN-23 a missing empty case names the step that can be skipped', subject: () => NEEDS_ALL, cases: allBut('empty'), kind: 'empty', message: /^Missing an empty \(nothing to do\) case: step mail can be skipped\.$/, fix: /"kind": "empty"/ },
    { title: 'MIN-23 a missing malformed-payload case names the webhook trigger', subject: () => NEEDS_ALL, cases: allBut('malformed_payload'), kind: 'malformed_payload', message: /^Missing a malformed-payload case: the workflow has a webhook trigger\.$/, fix: /"kind": "malformed_payload".*"trigger": "webhook"/ },
    {
      title: 'MIN-23 for an ai.generate step the fix is a model mock error on its connection',
      subject: () => stepsOf('  - id: ask\n    uses: platform/ai.generate@v1\n    connections: { model: assistant }\n    with: { prompt: "x", model: m-1, output_schema: { type: object } }\n'),
      cases: [COVERING.happy],
      kind: 'upstream_failure',
      message: /step ask talks to another system/,
      fix: /given\.models mock for connection "assistant" answers \{"error": \{"status": 503\}\}/,
    },
    { title: 'MIN-23 for a library step the fix is a failing stub', subject: () => stepsOf('  - id: up\n    uses: library/up@2\n'), cases: [COVERING.happy], kind: 'upstream_failure', message: /step up talks/, fix: /"stub_steps": \{"up": \{"outcome": "failure"/ },
    { title: 'MIN-23 a version without a test list is told which file to add', subject: () => NEEDS_ALL, cases: undefined, kind: 'tests', message: /^This version has no test list: add workflows\/w\/tests\.json\.$/, fix: /a happy-path case, an upstream-failure case, an empty \(nothing to do\) case, a malformed-payload case/ },
  ]))('%s', (_title, { subject, cases, kind, message, fix }) => {
    const { missing } = evaluateMinimum(subject(), cases);
    expect(missing).toEqual([{ kind, message: expect.stringMatching(message), fix: expect.stringMatching(fix) }]);
  });
});
