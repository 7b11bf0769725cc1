import { afterAll, describe, expect, it } from 'vitest';
import { closeSandbox, runScript } from '../../src/sandbox/index.js';
import { fakeHost, scriptRun, stepError } from './fake-host.js';

afterAll(() => closeSandbox());

describe('platform/transform scripts (TRANSFORM-01..06, CTX-30)', () => {
  it('TRANSFORM-01 TRANSFORM-02 the script is the body of a function that receives input', async () => {
    const input = { rows: [{ n: 1 }, { n: 2 }, { n: 3 }] };
    const result = await runScript(scriptRun('return input.rows.filter((row) => row.n > 1).map((row) => ({ double: row.n * 2 }));', 'transform', { data: { input } }));
    expect(result).toEqual({ kind: 'return', value: [{ double: 4 }, { double: 6 }] });
  });

  it('TRANSFORM-03 the returned value, of any type, is the result', async () => {
    for (const [code, value] of [
      ['return 42;', 42],
      ["return 'text';", 'text'],
      ['return [1, [2]];', [1, [2]]],
      ['return false;', false],
      ['return { a: null };', { a: null }],
    ] as const) {
      expect(await runScript(scriptRun(code, 'transform'))).toEqual({ kind: 'return', value });
    }
  });

  it('TRANSFORM-03 a transform that returns nothing gives null, so the required result is present', async () => {
    expect(await runScript(scriptRun('const x = input;', 'transform', { data: { input: 1 } }))).toEqual({ kind: 'return', value: null });
  });

  it('TRANSFORM-02 input is a copy: changing it leaves the host value alone', async () => {
    const input = { list: [1, 2] };
    await runScript(scriptRun('input.list.push(3); return input;', 'transform', { data: { input } }));
    expect(input).toEqual({ list: [1, 2] });
  });

  it('TRANSFORM-02 without input, input is undefined', async () => {
    expect(await runScript(scriptRun('return typeof input;', 'transform'))).toEqual({ kind: 'return', value: 'undefined' });
  });

  it('CTX-30 a transform gets only input: there is no ctx', async () => {
    const result = await runScript(scriptRun('return [typeof ctx, arguments.length];', 'transform', { data: { input: 1, event: { a: 1 }, secrets: { K: 'v' } } }));
    expect(result).toEqual({ kind: 'return', value: ['undefined', 1] });
    const error = await stepError(runScript(scriptRun("ctx.http.request({ url: 'https://x.example' });", 'transform')));
    expect(error.code).toBe('script_error');
    expect(error.message).toBe('line 1: ReferenceError: ctx is not defined');
  });

  it('TRANSFORM-01 a transform that throws fails with script_error and its line', async () => {
    const error = await stepError(runScript(scriptRun('const rows = input.rows;\nreturn rows.map((r) => r.x.y);', 'transform', { data: { input: { rows: [{}] } } })));
    expect(error.code).toBe('script_error');
    expect(error.message).toMatch(/^line 2: TypeError: /);
  });

  it('TRANSFORM-06 a step whose script contains ${{ }} fails with script_expression without running', async () => {
    const host = fakeHost();
    const error = await stepError(runScript(scriptRun("console.log('ran');\nreturn '${{ trigger.body }}';", 'transform', { host })));
    expect(error.code).toBe('script_expression');
    expect(host.logs).toEqual([]);
  });

  it('TRANSFORM-06 ${{ in a script step is not a transform matter: it runs as plain text', async () => {
    expect(await runScript(scriptRun("return { t: '${{ x }}' };", 'step'))).toEqual({ kind: 'return', value: { t: '${{ x }}' } });
  });
});
