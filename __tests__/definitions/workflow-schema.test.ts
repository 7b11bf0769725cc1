import { describe, expect, it } from 'vitest';
import { readYaml } from '../../src/definitions/source.js';
import { schemaProblems, schemaValidator } from '../../src/definitions/schemas.js';
import { formatProblem } from '../../src/definitions/problems.js';
import { documentIssues } from './helpers.js';

const workflow = (extra: Record<string, unknown> = {}, step: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'overdue-invoices',
  on: { schedule: { cron: '0 8 * * 1-5', timezone: 'Europe/Berlin' } },
  steps: [{ id: 'fetch', uses: 'platform/http.request@v1', with: { url: '/invoices' }, ...step }],
  ...extra,
});
const issues = (value: unknown) => documentIssues('workflow', value, 'yaml');

describe('workflow schema', () => {
  it('accepts the example of flowgate.md §2', () => {
    const text = [
      'name: overdue-invoices',
      'description: Remind customers of overdue invoices',
      'on:',
      '  schedule: { cron: "0 8 * * 1-5", timezone: Europe/Berlin }',
      '  webhook: {}',
      '  manual: {}',
      '  api: {}',
      '  workflow_run: { workflow: other-name }',
      'concurrency: { key: "${{ trigger.body.customer_id }}" }',
      'timeout_minutes: 30',
      'steps:',
      '  - id: fetch',
      '    name: Fetch overdue invoices',
      '    uses: platform/http.request@v1',
      '    connections: { api: billing }',
      '    with: { url: /invoices, query: { status: overdue } }',
      '    retry: { max_attempts: 3, delay_seconds: 2, backoff: exponential }',
      '    timeout_minutes: 2',
      '  - id: remind',
      '    if: ${{ steps.fetch.outputs.json.items.length > 0 }}',
      '    for_each: ${{ steps.fetch.outputs.json.items }}',
      '    uses: platform/email.send@v1',
      '    continue_on_error: true',
      '    with:',
      '      to: ["${{ item.email }}"]',
      '  - id: tally',
      '    script: |',
      '      return { reminded: 1 };',
      '  - id: upsert',
      '    uses: library/crm-upsert@3',
      '  - id: call_other',
      '    uses: workflow/other-name',
      '    if: false',
      '    for_each: [1, 2]',
      '',
    ].join('\n');
    const source = readYaml('workflow.yaml', text);
    const validate = schemaValidator('workflow');
    expect(validate(source.value) ? [] : schemaProblems(validate.errors, source)).toEqual([]);
  });

  it('WF-01 name is required', () => {
    const { name: _, ...nameless } = workflow();
    expect(issues(nameless)).toEqual([{ path: '', message: "missing required field 'name'" }]);
  });

  it('WF-02 name has 1 to 100 letters, digits, - and _', () => {
    for (const name of ['a', 'A_b-9', 'x'.repeat(100)]) expect(issues(workflow({ name }))).toEqual([]);
    for (const name of ['', 'x'.repeat(101), 'has space', 'dots.no', 'ümlaut']) {
      expect(issues(workflow({ name }))).toEqual([{ path: 'name', message: 'must have 1 to 100 characters: letters, digits, - and _' }]);
    }
  });

  it('WF-04 on: has at least one trigger', () => {
    expect(issues(workflow({ on: {} }))).toEqual([{ path: 'on', message: 'needs at least one of schedule, webhook, manual, api, workflow_run' }]);
    const { on: _, ...noTriggers } = workflow();
    expect(issues(noTriggers)).toEqual([{ path: '', message: "missing required field 'on'" }]);
  });

  it('WF-05 triggers are schedule (cron, timezone), webhook, manual, api and workflow_run (workflow)', () => {
    for (const on of [{ webhook: {} }, { manual: {} }, { api: {} }, { workflow_run: { workflow: 'x' } }, { schedule: { cron: '* * * * *' } }]) {
      expect(issues(workflow({ on }))).toEqual([]);
    }
    expect(issues(workflow({ on: { schedule: { timezone: 'UTC' } } }))).toEqual([{ path: 'on.schedule', message: "missing required field 'cron'" }]);
    expect(issues(workflow({ on: { workflow_run: {} } }))).toEqual([{ path: 'on.workflow_run', message: "missing required field 'workflow'" }]);
    expect(issues(workflow({ on: { push: {} } }))).toContainEqual({ path: 'on.push', message: 'unknown field' });
    expect(issues(workflow({ on: { webhook: { secret: 'x' } } }))).toEqual([{ path: 'on.webhook.secret', message: 'unknown field' }]);
    // As in GitHub Actions, a trigger without settings may be written with no value at all.
    expect(issues(workflow({ on: { webhook: null, manual: null, api: null } }))).toEqual([]);
    expect(issues(workflow({ on: { webhook: 'yes' } }))).toEqual([{ path: 'on.webhook', message: 'must be an object or null' }]);
    expect(issues(workflow({ on: { schedule: null } }))).toEqual([{ path: 'on.schedule', message: 'must be an object' }]);
  });

  it('WF-06 WF-07 concurrency needs a key; timeout_minutes is above 0', () => {
    expect(issues(workflow({ concurrency: {}, timeout_minutes: 0 }))).toEqual([
      { path: 'concurrency', message: "missing required field 'key'" },
      { path: 'timeout_minutes', message: 'must be greater than 0' },
    ]);
  });

  it('WF-09 a step id is required', () => {
    expect(issues(workflow({ steps: [{ uses: 'platform/wait@v1' }] }))).toEqual([{ path: 'steps[0]', message: "missing required field 'id'" }]);
  });

  it('WF-11 a step id matches [a-z][a-z0-9_]* and has at most 64 characters', () => {
    for (const id of ['a', 'fetch_2', `a${'b'.repeat(63)}`]) expect(issues(workflow({}, { id }))).toEqual([]);
    for (const id of ['Fetch', '2fetch', 'fetch-2', '_a', `a${'b'.repeat(64)}`, '']) {
      expect(issues(workflow({}, { id }))).toEqual([
        { path: 'steps[0].id', message: 'must be a step id: a lowercase letter, then lowercase letters, digits and _, at most 64 characters' },
      ]);
    }
  });

  it('WF-13 a step has exactly one of uses and script', () => {
    expect(issues(workflow({}, { script: 'return {}' }))).toEqual([{ path: 'steps[0]', message: 'use exactly one of uses, script (found uses, script)' }]);
    expect(issues(workflow({ steps: [{ id: 'a' }] }))).toEqual([{ path: 'steps[0]', message: 'use exactly one of uses, script' }]);
    expect(issues(workflow({ steps: [{ id: 'a', script: 'return {}' }] }))).toEqual([]);
  });

  it('WF-14 uses is platform/<action>@v1, library/<action>@<version> or workflow/<name>', () => {
    for (const uses of ['platform/http.request@v1', 'platform/files.list@v1', 'library/crm-upsert@3', 'workflow/other_name']) {
      expect(issues(workflow({}, { uses }))).toEqual([]);
    }
    for (const uses of ['platform/http.request', 'platform/http.request@v2', 'library/crm-upsert', 'library/crm@v3', 'workflow/', 'http.request', 'platform/Http@v1']) {
      expect(issues(workflow({}, { uses }))).toEqual([
        { path: 'steps[0].uses', message: 'must be platform/<action>@v1, library/<action>@<version> or workflow/<name>' },
      ]);
    }
  });

  it('WF-15 unknown keys anywhere are errors with their path', () => {
    expect(issues(workflow({ trigger: {} }))).toEqual([{ path: 'trigger', message: 'unknown field' }]);
    expect(issues(workflow({}, { with_: {} }))).toEqual([{ path: 'steps[0].with_', message: "unknown field; did you mean 'with'?" }]);
    expect(issues(workflow({}, { retry: { attempts: 3 } }))).toEqual([{ path: 'steps[0].retry.attempts', message: 'unknown field' }]);
    expect(issues(workflow({}, { retry: { max_atempts: 3 } }))).toEqual([{ path: 'steps[0].retry.max_atempts', message: "unknown field; did you mean 'max_attempts'?" }]);
    expect(issues(workflow({}, { continue_on_eror: true }))).toEqual([{ path: 'steps[0].continue_on_eror', message: "unknown field; did you mean 'continue_on_error'?" }]);
  });

  it('WF-21 SET-10 retry: max_attempts 1 to 10, delay_seconds at least 0, backoff fixed or exponential', () => {
    expect(issues(workflow({}, { retry: { max_attempts: 1, delay_seconds: 0, backoff: 'fixed' } }))).toEqual([]);
    expect(issues(workflow({}, { retry: { max_attempts: 10 } }))).toEqual([]);
    expect(issues(workflow({}, { retry: { max_attempts: 0 } }))).toEqual([{ path: 'steps[0].retry.max_attempts', message: 'must be at least 1' }]);
    expect(issues(workflow({}, { retry: { max_attempts: 11 } }))).toEqual([{ path: 'steps[0].retry.max_attempts', message: 'must be at most 10' }]);
    expect(issues(workflow({}, { retry: { delay_seconds: -1, backoff: 'linear' } }))).toEqual([
      { path: 'steps[0].retry.delay_seconds', message: 'must be at least 0' },
      { path: 'steps[0].retry.backoff', message: 'must be one of: fixed, exponential' },
    ]);
  });

  it('WF-16 WF-18 WF-23 if is text or boolean, for_each text or list, continue_on_error boolean', () => {
    expect(issues(workflow({}, { if: 3 }))).toEqual([{ path: 'steps[0].if', message: 'must be a string or a boolean' }]);
    expect(issues(workflow({}, { for_each: {} }))).toEqual([{ path: 'steps[0].for_each', message: 'must be a string or a list' }]);
    expect(issues(workflow({}, { continue_on_error: 'yes' }))).toEqual([{ path: 'steps[0].continue_on_error', message: 'must be a boolean' }]);
    expect(issues(workflow({}, { timeout_minutes: -1 }))).toEqual([{ path: 'steps[0].timeout_minutes', message: 'must be greater than 0' }]);
    expect(issues(workflow({}, { connections: { api: 7 } }))).toEqual([{ path: 'steps[0].connections.api', message: 'must be a string' }]);
  });

  it('steps must be a non-empty list', () => {
    expect(issues(workflow({ steps: [] }))).toEqual([{ path: 'steps', message: 'must not be an empty list' }]);
    expect(issues(workflow({ steps: {} }))).toEqual([{ path: 'steps', message: 'must be a list' }]);
  });

  it('CLI-19 WF-15 a workflow problem prints with its file, line and path', () => {
    const text = 'name: w\non:\n  manual: {}\nsteps:\n  - id: fetch\n    uses: platform/http.request@v1\n    wiht:\n      url: /x\n';
    const source = readYaml('workflows/w/workflow.yaml', text);
    const validate = schemaValidator('workflow');
    expect(validate(source.value)).toBe(false);
    expect(schemaProblems(validate.errors, source).map(formatProblem)).toEqual([
      "workflows/w/workflow.yaml:7:5 steps[0].wiht: unknown field; did you mean 'with'?",
    ]);
  });

  it('CLI-19 a missing field is reported on the line of its parent', () => {
    const text = 'name: w\non:\n  manual: {}\nsteps:\n  - name: no id\n    uses: platform/wait@v1\n';
    const source = readYaml('w.yaml', text);
    const validate = schemaValidator('workflow');
    validate(source.value);
    expect(schemaProblems(validate.errors, source)).toEqual([
      { file: 'w.yaml', line: 5, col: 5, path: 'steps[0]', message: "missing required field 'id'", code: 'missing_field' },
    ]);
  });
});
