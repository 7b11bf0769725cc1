/** What a script cannot get past in a real run (`flowgate run`): deep data and the state rules. */
import { afterAll, describe, expect, it } from 'vitest';
import { closeSandbox } from '../../src/sandbox/index.js';
import { makeRepo } from '../helpers/repo.js';
import { runJson, withStore } from './helpers.js';

afterAll(() => closeSandbox());

const scriptWorkflow = (body: string) => `name: s\non: { manual: {}, webhook: {} }\nsteps:\n  - id: s\n    script: |\n${body.split('\n').map((line) => `      ${line}`).join('\n')}\n`;

describe('flowgate run: scripts keep the limits of a test run', () => {
  it('CTX-28 a script returning a value nested 3,000 levels deep fails its step with limit_exceeded; the run ends with exit 1', async () => {
    const root = makeRepo({ 'workflows/s/workflow.yaml': scriptWorkflow('let v = 1;\nfor (let i = 0; i < 3000; i++) v = [v];\nreturn { v };') });
    const { code, doc } = await runJson('workflows/s', root, {}, ['--trigger', 'manual']);
    expect(doc.error).toEqual({ code: 'limit_exceeded', message: 'the returned value is nested deeper than 64 levels', step: 's' });
    expect(code).toBe(1);
  });

  it('STATE-05 STATE-06 CTX-18 ctx.state.set refuses a 500-character key and a 10 MB value with invalid_input; the store keeps nothing', async () => {
    const body = "const which = ctx.event.body.which;\nif (which === 'key') ctx.state.set('k'.repeat(500), 1);\nelse ctx.state.set('big', 'x'.repeat(10000000));\nreturn {};";
    const root = makeRepo({ 'workflows/s/workflow.yaml': scriptWorkflow(body), 'key.json': { body: { which: 'key' }, headers: {} }, 'value.json': { body: { which: 'value' }, headers: {} } });
    const key = await runJson('workflows/s', root, {}, ['--trigger', 'webhook', '--event', 'key.json']);
    expect(key.doc.error).toEqual({ code: 'invalid_input', message: 'line 2: ctx.state.set key: must have 1 to 200 characters', step: 's' });
    const value = await runJson('workflows/s', root, {}, ['--trigger', 'webhook', '--event', 'value.json']);
    expect(value.doc.error).toEqual({ code: 'invalid_input', message: 'line 3: ctx.state.set value: must be at most 64 KB of JSON', step: 's' });
    expect(value.doc.state).toEqual({});
    expect(withStore(root, (store) => store.readState({ workflow: 's', environment: 'test' }, 'big')).found).toBe(false);
  });
});
