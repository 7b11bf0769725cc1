import { afterAll, describe, expect, it } from 'vitest';
import { StepError } from '../../src/engine/errors.js';
import { closeSandbox, DEFAULT_SCRIPT_LIMITS, runScript } from '../../src/sandbox/index.js';
import { fakeHost, scriptRun, stepError } from './fake-host.js';

afterAll(() => closeSandbox());

describe('the script function (CTX-01, CTX-10)', () => {
  it('CTX-10 a script step is the body of an async function of ctx: await and return work at its top level', async () => {
    const result = await runScript(
      scriptRun('const a = await Promise.resolve(2);\nreturn { a, args: arguments.length, ctxType: typeof ctx };'),
    );
    expect(result).toEqual({ kind: 'return', value: { a: 2, args: 1, ctxType: 'object' } });
  });

  it('CTX-01 the script runs outside the host: no host globals are visible', async () => {
    const result = await runScript(
      scriptRun('return { v: [typeof process, typeof require, typeof module, typeof Buffer, typeof globalThis.global] };'),
    );
    expect(result).toEqual({ kind: 'return', value: { v: ['undefined', 'undefined', 'undefined', 'undefined', 'undefined'] } });
  });

  it('CTX-01 the default limits are sensible and complete', () => {
    expect(DEFAULT_SCRIPT_LIMITS).toEqual({ memoryMb: 64, cpuMs: 1000, wallMs: 20_000 });
    expect(Object.isFrozen(DEFAULT_SCRIPT_LIMITS)).toBe(true);
  });
});

describe('ctx data members (CTX-11..15)', () => {
  const event = { body: { customer: 'Zoë', amounts: [1.5, 2, -3e-7], nested: { ok: true, none: null } }, headers: { 'x-id': '7' } };

  it('CTX-11 ctx.event is the trigger payload exactly as given', async () => {
    const result = await runScript(scriptRun('return { event: ctx.event };', 'step', { data: { event } }));
    expect(result).toEqual({ kind: 'return', value: { event } });
  });

  it('CTX-11 ctx.event is a copy: changing it in the script leaves the host value alone', async () => {
    const given = { body: { n: 1 } };
    await runScript(scriptRun('ctx.event.body.n = 99; ctx.event.extra = true; return {};', 'step', { data: { event: given } }));
    expect(given).toEqual({ body: { n: 1 } });
  });

  it('CTX-12 ctx.input is the library action input, in actions only', async () => {
    const action = await runScript(scriptRun("return { email: ctx.input.email, has: 'input' in ctx };", 'action', { data: { input: { email: 'a@b.example' } } }));
    expect(action).toEqual({ kind: 'return', value: { email: 'a@b.example', has: true } });
    const step = await runScript(scriptRun("return { has: 'input' in ctx };", 'step', { data: { input: { email: 'a@b.example' } } }));
    expect(step).toEqual({ kind: 'return', value: { has: false } });
  });

  it('CTX-13 ctx.steps holds the results of earlier steps in workflow scripts, not in actions', async () => {
    const steps = { fetch: { result: 'success', outputs: { json: { items: [{ id: 1 }, { id: 2 }] } } } };
    const result = await runScript(scriptRun('return { n: ctx.steps.fetch.outputs.json.items.length };', 'step', { data: { steps } }));
    expect(result).toEqual({ kind: 'return', value: { n: 2 } });
    const action = await runScript(scriptRun("return { has: 'steps' in ctx };", 'action', { data: { steps } }));
    expect(action).toEqual({ kind: 'return', value: { has: false } });
  });

  it('CTX-14 CTX-15 ctx.vars and ctx.secrets give variables and secret values by name', async () => {
    const result = await runScript(
      scriptRun('return { region: ctx.vars.REGION, key: ctx.secrets.API_KEY };', 'step', {
        data: { vars: { REGION: 'eu' }, secrets: { API_KEY: 'test-dummy-API_KEY' } },
      }),
    );
    expect(result).toEqual({ kind: 'return', value: { region: 'eu', key: 'test-dummy-API_KEY' } });
  });

  it('CTX-14 CTX-15 missing vars and secrets are empty objects, not undefined', async () => {
    const result = await runScript(scriptRun('return { v: Object.keys(ctx.vars).length, s: Object.keys(ctx.secrets).length };'));
    expect(result).toEqual({ kind: 'return', value: { v: 0, s: 0 } });
  });
});

describe('ctx host operations (CTX-16..19)', () => {
  it('CTX-16 ctx.now() asks the run clock on every call', async () => {
    const times = ['2024-01-01T00:00:00Z', '2024-01-01T00:00:05Z'];
    const host = fakeHost({ now: () => times.shift() ?? 'late' });
    const result = await runScript(scriptRun('return { a: ctx.now(), b: ctx.now() };', 'step', { host }));
    expect(result).toEqual({ kind: 'return', value: { a: '2024-01-01T00:00:00Z', b: '2024-01-01T00:00:05Z' } });
  });

  it('CTX-17 ctx.state.get returns the saved value, or the default when unset (null without one)', async () => {
    const host = fakeHost({ state: { cursor: { page: 3 } } });
    const result = await runScript(
      scriptRun("return { saved: ctx.state.get('cursor', 0), fallback: ctx.state.get('other', 7), none: ctx.state.get('other') };", 'step', { host }),
    );
    expect(result).toEqual({ kind: 'return', value: { saved: { page: 3 }, fallback: 7, none: null } });
  });

  it('CTX-18 ctx.state.set saves a value that a later get sees', async () => {
    const host = fakeHost();
    const result = await runScript(scriptRun("ctx.state.set('seen', { ids: [1, 2] });\nreturn { back: ctx.state.get('seen') };", 'step', { host }));
    expect(result).toEqual({ kind: 'return', value: { back: { ids: [1, 2] } } });
    expect(host.state.get('seen')).toEqual({ ids: [1, 2] });
  });

  it('CTX-18 a state key that is not text fails the step with invalid_input', async () => {
    const error = await stepError(runScript(scriptRun('ctx.state.set(42, 1);')));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toMatch(/^line 1: ctx\.state\.set: `key`/);
  });

  it('CTX-19 ctx.lookup returns a lookup-table row', async () => {
    const host = fakeHost({ tables: { countries: { de: { name: 'Germany' } } } });
    const result = await runScript(scriptRun("return { row: ctx.lookup('countries', 'de'), missing: ctx.lookup('countries', 'xx') };", 'step', { host }));
    expect(result).toEqual({ kind: 'return', value: { row: { name: 'Germany' }, missing: null } });
    expect(host.lookups).toEqual([
      { table: 'countries', key: 'de' },
      { table: 'countries', key: 'xx' },
    ]);
  });

  it('CTX-19 a host error in a synchronous call keeps its code and can be caught', async () => {
    const result = await runScript(scriptRun("try { ctx.lookup('nope', 1) } catch (e) { return { code: e.code, isError: e instanceof Error } }"));
    expect(result).toEqual({ kind: 'return', value: { code: 'invalid_input', isError: true } });
  });
});

describe('ctx.http and ctx.connection (CTX-20..24)', () => {
  it('CTX-20 ctx.http.request passes {method, url, query, headers, json, body} and returns {status, headers, json, body}', async () => {
    const host = fakeHost({ http: async () => ({ status: 200, headers: { 'content-type': 'application/json' }, json: { id: 5 }, body: '{"id":5}' }) });
    const result = await runScript(
      scriptRun(
        "const r = await ctx.http.request({ method: 'POST', url: 'https://api.example/items', query: { q: 'x' }, headers: { 'X-Trace': '1' }, json: { a: [1] } });\nreturn { r };",
        'step',
        { host },
      ),
    );
    expect(result).toEqual({
      kind: 'return',
      value: { r: { status: 200, headers: { 'content-type': 'application/json' }, json: { id: 5 }, body: '{"id":5}' } },
    });
    expect(host.httpCalls).toEqual([{ method: 'POST', url: 'https://api.example/items', query: { q: 'x' }, headers: { 'X-Trace': '1' }, json: { a: [1] } }]);
  });

  it('CTX-20 a request with an unknown field or without url fails with invalid_input', async () => {
    const host = fakeHost({ http: async () => ({ status: 200, headers: {} }) });
    const unknown = await stepError(runScript(scriptRun("await ctx.http.request({ url: 'https://a.example', header: {} });", 'step', { host })));
    expect(unknown.code).toBe('invalid_input');
    expect(unknown.message).toContain('unknown field `header`');
    const noUrl = await stepError(runScript(scriptRun("await ctx.http.request({ method: 'GET' });", 'step', { host })));
    expect(noUrl.code).toBe('invalid_input');
    expect(host.httpCalls).toEqual([]);
  });

  it('CTX-21 ctx.connection(slot).request goes through the bound connection', async () => {
    const host = fakeHost({ connection: async (slot) => ({ status: 201, headers: {}, json: { slot } }) });
    const result = await runScript(
      scriptRun("const r = await ctx.connection('crm').request({ method: 'POST', url: '/contacts', json: ctx.input });\nreturn { id: r.json.slot, status: r.status };", 'action', {
        host,
        data: { input: { email: 'a@b.example' } },
      }),
    );
    expect(result).toEqual({ kind: 'return', value: { id: 'crm', status: 201 } });
    expect(host.connectionCalls).toEqual([{ slot: 'crm', request: { method: 'POST', url: '/contacts', json: { email: 'a@b.example' } } }]);
  });

  it('CTX-22 any answer is returned whatever its status, like fetch', async () => {
    const host = fakeHost({ http: async (request) => ({ status: request.url.endsWith('404') ? 404 : 503, headers: {}, body: 'nope' }) });
    const result = await runScript(
      scriptRun("const a = await ctx.http.request({ url: 'https://x.example/404' });\nconst b = await ctx.http.request({ url: 'https://x.example/500' });\nreturn { a: a.status, b: b.status };", 'step', { host }),
    );
    expect(result).toEqual({ kind: 'return', value: { a: 404, b: 503 } });
  });

  for (const code of ['http_unmocked', 'timeout', 'network_error'] as const) {
    it(`CTX-23 a ${code} request error is thrown with that code and can be caught`, async () => {
      const host = fakeHost({
        http: async () => {
          throw new StepError(code, `request failed: ${code}`);
        },
      });
      const result = await runScript(
        scriptRun("try { await ctx.http.request({ url: 'https://x.example' }); return { caught: false } }\ncatch (e) { return { caught: true, code: e.code, message: e.message, isError: e instanceof Error } }", 'step', { host }),
      );
      expect(result).toEqual({ kind: 'return', value: { caught: true, code, message: `request failed: ${code}`, isError: true } });
    });
  }

  it('CTX-24 an uncaught request error fails the step with its code and the script line', async () => {
    const error = await stepError(runScript(scriptRun("const a = 1;\nawait ctx.http.request({ url: 'https://unmocked.example/x' });")));
    expect(error.code).toBe('http_unmocked');
    expect(error.message).toBe('line 2: no mock matches GET https://unmocked.example/x');
  });

  it('CTX-24 a connection request error fails the step with its code too', async () => {
    const error = await stepError(runScript(scriptRun("await ctx.connection('api').request({ url: '/x' });", 'action')));
    expect(error.code).toBe('http_unmocked');
  });

  it('CTX-24 a caught and rethrown request error keeps its code', async () => {
    const error = await stepError(runScript(scriptRun("try { await ctx.http.request({ url: 'https://x.example' }) } catch (e) { e.code = 'changed'; throw e }")));
    expect(error.code).toBe('http_unmocked');
  });

  it('CTX-24 CTX-31 a script cannot forge a request error code: a home-made error is script_error', async () => {
    const error = await stepError(runScript(scriptRun("const e = new Error('fake'); e.code = 'http_unmocked'; throw e;")));
    expect(error.code).toBe('script_error');
  });
});

describe('ctx.skip and ctx.log (CTX-25, CTX-27)', () => {
  it('CTX-25 ctx.skip(reason) ends the step as skipped', async () => {
    const result = await runScript(scriptRun("if (ctx.steps.fetch.outputs.n === 0) ctx.skip('nothing overdue');\nreturn { n: 1 };", 'step', {
      data: { steps: { fetch: { outputs: { n: 0 } } } },
    }));
    expect(result).toEqual({ kind: 'skip', reason: 'nothing overdue' });
  });

  it('CTX-25 code after ctx.skip does not run', async () => {
    const host = fakeHost();
    await runScript(scriptRun("ctx.skip('done');\nctx.log('after');", 'step', { host }));
    expect(host.logs).toEqual([]);
  });

  it('CTX-25 a skip stays a skip even when the script catches it', async () => {
    const result = await runScript(scriptRun("try { ctx.skip('empty') } catch (e) { }\nreturn { ran: true };", 'action'));
    expect(result).toEqual({ kind: 'skip', reason: 'empty' });
  });

  it('CTX-25 a try/catch around other code cannot fake a skip', async () => {
    const thrown = await stepError(runScript(scriptRun("throw { skip: true, reason: 'fake', name: 'Skip', message: 'ctx.skip() ended the step' };")));
    expect(thrown.code).toBe('script_error');
    const caught = await runScript(scriptRun("try { JSON.parse('{') } catch (e) { }\nreturn { ok: true };"));
    expect(caught).toEqual({ kind: 'return', value: { ok: true } });
  });

  it('CTX-27 ctx.log writes one line, arguments joined like console.log with objects as JSON', async () => {
    const host = fakeHost();
    await runScript(scriptRun("ctx.log('count', 3, { a: [1, 'x'] }, null, undefined, true);\nctx.log(new TypeError('bad'));\nconsole.log('via console');", 'step', { host }));
    expect(host.logs).toEqual(['count 3 {"a":[1,"x"]} null undefined true', 'TypeError: bad', 'via console']);
  });

  it('CTX-27 log lines arrive in order and before the step result', async () => {
    const host = fakeHost({ http: async () => ({ status: 200, headers: {} }) });
    await runScript(scriptRun("ctx.log('1');\nawait ctx.http.request({ url: 'https://x.example' });\nctx.log('2');\nreturn {};", 'step', { host }));
    expect(host.logs).toEqual(['1', '2']);
  });
});

describe('returned values (CTX-28, CTX-29)', () => {
  it('CTX-28 a script step returns its outputs object; nothing returned is empty outputs', async () => {
    expect(await runScript(scriptRun('return { reminded: 3, list: [1, { a: null }] };'))).toEqual({ kind: 'return', value: { reminded: 3, list: [1, { a: null }] } });
    expect(await runScript(scriptRun('const x = 1;'))).toEqual({ kind: 'return', value: {} });
  });

  it('CTX-28 a script step that returns something other than an object fails with script_error', async () => {
    for (const code of ['return 5;', "return 'text';", 'return [1, 2];']) {
      const error = await stepError(runScript(scriptRun(code)));
      expect(error.code).toBe('script_error');
      expect(error.message).toMatch(/must return an object \(its outputs\) or nothing/);
    }
  });

  it('CTX-29 a library action returns any value as its output', async () => {
    expect(await runScript(scriptRun('return [1, 2];', 'action'))).toEqual({ kind: 'return', value: [1, 2] });
    expect(await runScript(scriptRun("return 'ok';", 'action'))).toEqual({ kind: 'return', value: 'ok' });
    expect(await runScript(scriptRun('return;', 'action'))).toEqual({ kind: 'return', value: null });
  });

  it('CTX-28 CTX-29 a returned value that is not data fails with script_error naming where', async () => {
    const cases: [string, RegExp][] = [
      ['return { f: () => 1 };', /holds a function at f;/],
      ['return { a: { b: [1, Symbol("s")] } };', /holds a symbol at a\.b\.1;/],
      ['return { n: 10n };', /holds a bigint at n;/],
      ["return { r: ctx.http.request({ url: 'https://x.example' }).catch(() => 0) };", /holds a promise at r; add await/],
      ['return { m: new Map() };', /Map or Set at m/],
      ['const o = {}; o.self = o; return o;', /refers to itself/],
    ];
    for (const [code, message] of cases) {
      const error = await stepError(runScript(scriptRun(code, 'action')));
      expect(error.code).toBe('script_error');
      expect(error.message).toMatch(message);
    }
  });

  it('CTX-28 a __proto__ key in the returned value does not reach a prototype in the host', async () => {
    const result = await runScript(scriptRun('return JSON.parse(\'{"a":1,"__proto__":{"polluted":true}}\');', 'action'));
    expect(result).toEqual({ kind: 'return', value: { a: 1 } });
    expect(Object.getPrototypeOf((result as { value: object }).value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('script errors (CTX-31, ERR-02)', () => {
  it('CTX-31 a script that throws fails with script_error, the message and the line', async () => {
    const error = await stepError(runScript(scriptRun("const a = 1;\nconst b = 2;\nthrow new RangeError('amount ' + (a + b) + ' too high');")));
    expect(error).toBeInstanceOf(StepError);
    expect(error.code).toBe('script_error');
    expect(error.message).toBe('line 3: RangeError: amount 3 too high');
  });

  it('CTX-31 a runtime TypeError reports the line it happened on', async () => {
    const error = await stepError(runScript(scriptRun('const x = ctx.event;\n\nreturn { v: x.missing.deeper };', 'step', { data: { event: {} } })));
    expect(error.code).toBe('script_error');
    expect(error.message).toMatch(/^line 3: TypeError: Cannot read properties of undefined/);
  });

  it('CTX-31 a thrown non-Error value is still script_error', async () => {
    expect((await stepError(runScript(scriptRun("throw 'boom';")))).message).toBe('the script threw a string: boom');
    expect((await stepError(runScript(scriptRun('throw { a: 1 };')))).message).toBe('the script threw a value that is not an Error');
  });

  it('CTX-31 a syntax error fails with script_error and its line', async () => {
    const error = await stepError(runScript(scriptRun('const a = 1;\nconst b = ;')));
    expect(error.code).toBe('script_error');
    expect(error.message).toBe("line 2: SyntaxError: Unexpected token ';'");
  });

  it('ERR-02 a secret value quoted in an error message is hidden', async () => {
    const error = await stepError(
      runScript(scriptRun("throw new Error('login failed with ' + ctx.secrets.PASSWORD);", 'step', { data: { secrets: { PASSWORD: 's3cr3t-value' } } })),
    );
    expect(error.message).toBe('line 1: Error: login failed with ***');
  });
});
