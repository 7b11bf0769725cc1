/**
 * Scripts that try to get out: each must fail cleanly with the right code, nothing may
 * reach the host, and the sandbox must keep working for the next script.
 */
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import type { ScriptLimits } from '../../src/engine/scripts.js';
import { closeSandbox, runScript } from '../../src/sandbox/index.js';
import { fakeHost, scriptRun, stepError } from './fake-host.js';

afterAll(() => closeSandbox());

/** After every hostile script: the host still runs scripts, in a clean context. */
async function expectSandboxStillWorks(): Promise<void> {
  const result = await runScript(scriptRun('return { sum: [1, 2, 3].reduce((a, b) => a + b, 0), polluted: ({}).polluted, leak: typeof leak };'));
  expect(result).toEqual({ kind: 'return', value: { sum: 6, leak: 'undefined' } });
}

describe('no way out of the isolate (CTX-01..07)', () => {
  it("CTX-02 require('fs') fails with script_error: require is not defined", async () => {
    const error = await stepError(runScript(scriptRun("const fs = require('fs');\nreturn { x: fs.readFileSync('/etc/passwd', 'utf8') };")));
    expect(error.code).toBe('script_error');
    expect(error.message).toBe('line 1: ReferenceError: require is not defined');
    await expectSandboxStillWorks();
  });

  it('CTX-01 process.exit() fails with script_error and the host lives on', async () => {
    const error = await stepError(runScript(scriptRun('process.exit(1);')));
    expect(error.code).toBe('script_error');
    expect(error.message).toBe('line 1: ReferenceError: process is not defined');
    await expectSandboxStillWorks();
  });

  it("CTX-05 this.constructor.constructor('return process')() reaches no Function constructor", async () => {
    const error = await stepError(runScript(scriptRun("return { p: this.constructor.constructor('return process')() };")));
    expect(error.code).toBe('script_error');
    expect(error.message).toBe('line 1: EvalError: the Function constructor is not available in scripts');
    await expectSandboxStillWorks();
  });

  it('CTX-05 every other road to a Function constructor is closed too', async () => {
    const roads = [
      "Function('return 1')()",
      "new Function('return 1')()",
      "(async () => {}).constructor('return 1')",
      "Object.getPrototypeOf(function* () {}).constructor('yield 1')",
      "Object.getPrototypeOf(async function* () {}).constructor('yield 1')",
      "Reflect.construct(Function, ['return 1'])",
      "ctx.now.constructor('return 1')()",
      "({}).toString.constructor('return 1')()",
    ];
    const result = await runScript(
      scriptRun(`const roads = ${JSON.stringify(roads)};\nreturn { results: roads.map((road) => { try { (0, eval)(road); return 'open' } catch (e) { return e.name + ': ' + e.message } }) };`),
    );
    // The indirect eval itself is closed, so also try each road as real code:
    expect(result).toEqual({ kind: 'return', value: { results: roads.map(() => 'EvalError: eval is not available in scripts') } });
    for (const road of roads) {
      const error = await stepError(runScript(scriptRun(`return { v: ${road} };`)));
      expect(error.code, road).toBe('script_error');
      expect(error.message, road).toMatch(/Function constructor is not available/);
    }
    const instanceOf = await runScript(scriptRun('return { v: (() => 1) instanceof Function && typeof Function === "function" };'));
    expect(instanceOf).toEqual({ kind: 'return', value: { v: true } });
  });

  it('CTX-04 eval is not available at run time either', async () => {
    for (const code of ["eval('1 + 1')", "(0, eval)('1 + 1')", "globalThis['ev' + 'al']('1')"]) {
      const error = await stepError(runScript(scriptRun(`return { v: ${code} };`)));
      expect(error.code).toBe('script_error');
      expect(error.message).toBe('line 1: EvalError: eval is not available in scripts');
    }
  });

  it("CTX-03 a dynamic import('fs') fails with script_error", async () => {
    const error = await stepError(runScript(scriptRun("const fs = await import('node:fs');\nreturn { ok: typeof fs };")));
    expect(error.code).toBe('script_error');
    await expectSandboxStillWorks();
  });

  it('CTX-07 scripts have no network, timers, wasm or shared memory of their own', async () => {
    const names = ['fetch', 'XMLHttpRequest', 'WebSocket', 'setTimeout', 'setInterval', 'queueMicrotask', 'WebAssembly', 'SharedArrayBuffer', 'Atomics', 'process', 'require'];
    const result = await runScript(scriptRun(`return { types: ${JSON.stringify(names)}.map((name) => typeof globalThis[name]) };`));
    expect(result).toEqual({ kind: 'return', value: { types: names.map(() => 'undefined') } });
  });

  it('WORLD-01 prototype pollution stays inside the run: not in the host, not in the next run', async () => {
    const result = await runScript(
      scriptRun(
        "Object.prototype.polluted = 'yes';\nArray.prototype.map = null;\nJSON.stringify = () => '\"hijacked\"';\nglobalThis.leak = 1;\nreturn { seen: ({}).polluted };",
      ),
    );
    // The prelude captured JSON.stringify before the script ran, so the result is still honest.
    expect(result).toEqual({ kind: 'return', value: { seen: 'yes' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(typeof [].map).toBe('function');
    await expectSandboxStillWorks();
    const fresh = await runScript(scriptRun('return { map: typeof [].map, json: JSON.stringify({ a: 1 }) };'));
    expect(fresh).toEqual({ kind: 'return', value: { map: 'function', json: '{"a":1}' } });
  });

  it('WORLD-01 pollution through data sent to the host does not reach host prototypes', async () => {
    const host = fakeHost();
    await runScript(scriptRun('ctx.state.set(\'k\', JSON.parse(\'{"__proto__": {"polluted": 1}, "ok": 2}\'));\nreturn {};', 'step', { host }));
    expect(host.state.get('k')).toEqual({ ok: 2 });
    expect(Object.getPrototypeOf(host.state.get('k'))).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('CTX-01 the host process never loads isolated-vm itself', () => {
    const require = createRequire(import.meta.url);
    expect(Object.keys(require.cache).filter((path) => path.includes('isolated-vm'))).toEqual([]);
  });
});

describe('a forged ctx cannot bypass the host (CTX-07, CTX-20, CTX-23)', () => {
  it('CTX-20 ctx.http cannot be replaced: requests still go to the host, which refuses an unmocked host', async () => {
    const host = fakeHost();
    const code = [
      "const fake = async () => ({ status: 200, headers: {}, json: { forged: true } });",
      'try { ctx.http.request = fake } catch (e) {}',
      'try { ctx.http = { request: fake } } catch (e) {}',
      "try { Object.defineProperty(ctx.http, 'request', { value: fake }) } catch (e) {}",
      "const r = await ctx.http.request({ url: 'https://evil.example/steal' });",
      'return { r };',
    ].join('\n');
    const error = await stepError(runScript(scriptRun(code, 'step', { host })));
    expect(error.code).toBe('http_unmocked');
    expect(error.message).toBe('line 5: no mock matches GET https://evil.example/steal');
    expect(host.httpCalls).toEqual([{ url: 'https://evil.example/steal' }]);
  });

  it('CTX-07 stack-trace call sites hand out none of the sandbox internals', async () => {
    const code = [
      'const found = [];',
      'Error.prepareStackTrace = (error, frames) => { for (const f of frames) found.push([String(f.getFileName()), typeof f.getFunction(), typeof f.getThis()]); return "x"; };',
      "const key = { toJSON() { throw new Error('probe'); } };",
      "try { ctx.state.get(key) } catch (e) { e.stack }",
      "try { await ctx.http.request({ url: 'https://x.example', json: key }) } catch (e) { e.stack }",
      // Getters the prelude itself reads, with no builtin frame in between:
      "const probe = Object.create(Error.prototype, { name: { get() { new Error('probe').stack; return 'P'; } }, message: { get() { new Error('probe').stack; return 'm'; } } });",
      'ctx.log(probe);',
      'try { throw probe } catch (e) { }',
      'const internal = found.filter(([file]) => file !== "script.js");',
      'return { probed: internal.length > 0, exposed: internal.filter(([, fn, self]) => fn !== "undefined" || self !== "undefined") };',
    ].join('\n');
    const result = await runScript(scriptRun(code));
    expect(result).toEqual({ kind: 'return', value: { probed: true, exposed: [] } });
  });

  it('CTX-07 nothing on the global object leads to the host', async () => {
    const code = [
      'const standard = new Set(["Object","Function","Array","Number","parseFloat","parseInt","Infinity","NaN","undefined","Boolean","String","Symbol","Date","Promise","RegExp","Error","AggregateError","EvalError","RangeError","ReferenceError","SyntaxError","TypeError","URIError","globalThis","JSON","Math","Intl","ArrayBuffer","Uint8Array","Int8Array","Uint16Array","Int16Array","Uint32Array","Int32Array","BigUint64Array","BigInt64Array","Uint8ClampedArray","Float32Array","Float64Array","Float16Array","DataView","Map","BigInt","Set","Iterator","WeakMap","WeakSet","Proxy","Reflect","FinalizationRegistry","WeakRef","decodeURI","decodeURIComponent","encodeURI","encodeURIComponent","escape","unescape","eval","isFinite","isNaN","console","SuppressedError","DisposableStack","AsyncDisposableStack","performance","crypto"]);',
      'return { extra: Reflect.ownKeys(globalThis).map(String).filter((key) => !standard.has(key)) };',
    ].join('\n');
    expect(await runScript(scriptRun(code))).toEqual({ kind: 'return', value: { extra: [] } });
  });
});

describe('a script cannot swamp the host (CTX-20, CTX-27)', () => {
  it('CTX-27 a script logging in a loop is cut off after 10 000 lines, with a notice', async () => {
    const host = fakeHost();
    const result = await runScript(scriptRun('for (let i = 0; i < 20000; i++) ctx.log(i);\nreturn { done: true };', 'step', { host }));
    expect(result).toEqual({ kind: 'return', value: { done: true } });
    expect(host.logs).toHaveLength(10_001);
    expect(host.logs[9_999]).toBe('9999');
    expect(host.logs[10_000]).toMatch(/^ctx\.log: further lines dropped/);
  });

  it('CTX-27 at most 1 MB of log text per script', async () => {
    const host = fakeHost();
    await runScript(scriptRun("const line = 'x'.repeat(50000);\nfor (let i = 0; i < 50; i++) ctx.log(line);", 'step', { host }));
    expect(host.logs).toHaveLength(21);
    expect(host.logs[19]).toHaveLength(50000);
    expect(host.logs.at(-1)).toMatch(/further lines dropped/);
  });

  it('CTX-27 a log line longer than 64 KiB is cut', async () => {
    const host = fakeHost();
    await runScript(scriptRun("ctx.log('y'.repeat(70000));", 'step', { host }));
    expect(host.logs[0]).toHaveLength(65536 + ' (cut off)'.length);
  });

  it('CTX-20 un-awaited requests reach the host at most 32 at a time, and all are answered', async () => {
    // Requests are held until the script has issued all 100 (its log line comes after the
    // loop) and 32 have arrived; a sandbox without the cap would have sent all 100 by then.
    const held: (() => void)[] = [];
    let inFlight = 0;
    let most = 0;
    let loopDone = false;
    const releaseWhenReady = (): void => {
      if (!loopDone || held.length < 32) return;
      for (const answer of held.splice(0)) answer();
    };
    const host = fakeHost({
      http: () =>
        new Promise((resolve) => {
          inFlight++;
          most = Math.max(most, inFlight);
          const answer = (): void => {
            inFlight--;
            resolve({ status: 200, headers: {} });
          };
          if (loopDone && most >= 32) answer();
          else {
            held.push(answer);
            releaseWhenReady();
          }
        }),
    });
    host.log = () => {
      loopDone = true;
      releaseWhenReady();
    };
    const code =
      "const all = [];\nfor (let i = 0; i < 100; i++) all.push(ctx.http.request({ url: 'https://x.example/' + i }));\nctx.log('all issued');\nreturn { n: (await Promise.all(all)).length };";
    expect(await runScript(scriptRun(code, 'step', { host }))).toEqual({ kind: 'return', value: { n: 100 } });
    expect(host.httpCalls).toHaveLength(100);
    expect(most).toBe(32);
  });

  it('CTX-27 a host whose log throws does not break the script', async () => {
    const host = fakeHost();
    host.log = () => {
      throw new Error('log store full');
    };
    expect(await runScript(scriptRun("ctx.log('a');\nreturn { ok: true };", 'step', { host }))).toEqual({ kind: 'return', value: { ok: true } });
  });
});

describe('runaway scripts (CTX-08, CTX-09, ERR-04)', () => {
  const limits: ScriptLimits = { memoryMb: 64, cpuMs: 500, wallMs: 10_000 };

  it('CTX-09 an endless loop fails with limit_exceeded for its CPU time, well before its wall limit', async () => {
    const error = await stepError(runScript(scriptRun('while (true) {}', 'step', { limits })));
    expect(error.code).toBe('limit_exceeded');
    expect(error.message).toBe('the script used more than its 500 ms of CPU time');
    await expectSandboxStillWorks();
  });

  it('CTX-09 an endless loop of awaits is counted too (CPU across async continuations)', async () => {
    const error = await stepError(runScript(scriptRun('for (;;) await null;', 'step', { limits })));
    expect(error.code).toBe('limit_exceeded');
    await expectSandboxStillWorks();
  });

  it('CTX-09 CPU spent after an awaited host call is counted', async () => {
    const host = fakeHost({ http: async () => ({ status: 200, headers: {} }) });
    const error = await stepError(runScript(scriptRun("await ctx.http.request({ url: 'https://x.example' });\nfor (;;) {}", 'step', { host, limits })));
    expect(error.code).toBe('limit_exceeded');
    await expectSandboxStillWorks();
  });

  it('CTX-09 work the script leaves behind after returning still counts against it', async () => {
    const error = await stepError(runScript(scriptRun('Promise.resolve().then(() => { for (;;) {} });\nreturn {};', 'step', { limits })));
    expect(error.code).toBe('limit_exceeded');
    await expectSandboxStillWorks();
  });

  it('CTX-09 a builtin that never checks for termination is stopped too', async () => {
    const error = await stepError(runScript(scriptRun('Array.prototype.indexOf.call({ length: 1e15 }, 1);', 'step', { limits })));
    expect(error.code).toBe('limit_exceeded');
    await expectSandboxStillWorks();
  });

  it('CTX-08 new Array(1e9).fill(1) fails with limit_exceeded and the host survives', async () => {
    const error = await stepError(runScript(scriptRun('const a = new Array(1e9).fill(1);\nreturn { n: a.length };', 'step', { limits: { memoryMb: 64, cpuMs: 30_000, wallMs: 30_000 } })));
    expect(error.code).toBe('limit_exceeded');
    expect(error.message).toBe('the script used more than its 64 MB of memory');
    await expectSandboxStillWorks();
  });

  it('CTX-08 growing a list without end fails with limit_exceeded', async () => {
    const error = await stepError(runScript(scriptRun("const a = [];\nfor (;;) a.push('x'.repeat(1000) + a.length);", 'step', { limits: { memoryMb: 32, cpuMs: 30_000, wallMs: 30_000 } })));
    expect(error.code).toBe('limit_exceeded');
    await expectSandboxStillWorks();
  });

  it('CTX-08 doubling a string without end fails with limit_exceeded', async () => {
    const error = await stepError(runScript(scriptRun("let s = 'x';\nfor (;;) s += s;", 'step', { limits })));
    expect(error.code).toBe('limit_exceeded');
    expect(error.message).toBe('line 2: the script ran out of room: Invalid string length');
    await expectSandboxStillWorks();
  });

  it('CTX-08 a 1 GB buffer is refused with limit_exceeded', async () => {
    const error = await stepError(runScript(scriptRun('const b = new Uint8Array(1024 * 1024 * 1024);\nreturn { n: b.length };', 'step', { limits })));
    expect(error.code).toBe('limit_exceeded');
    await expectSandboxStillWorks();
  });

  it('CTX-08 a script that makes V8 abort its process fails with limit_exceeded, and only its sandbox process dies', async () => {
    const error = await stepError(runScript(scriptRun("const parts = 'x'.repeat(2 ** 28).split('');\nreturn { n: parts.length };", 'step', { limits: { memoryMb: 64, cpuMs: 30_000, wallMs: 30_000 } })));
    expect(error.code).toBe('limit_exceeded');
    await expectSandboxStillWorks();
  });

  it('a script that never settles fails with timeout after the wall limit', async () => {
    const error = await stepError(runScript(scriptRun('await new Promise(() => {});', 'step', { limits: { memoryMb: 64, cpuMs: 500, wallMs: 300 } })));
    expect(error.code).toBe('timeout');
    expect(error.message).toBe('the script did not finish within 300 ms');
    await expectSandboxStillWorks();
  });

  it('a host call that never answers fails with timeout after the wall limit', async () => {
    const host = fakeHost({ http: () => new Promise(() => {}) });
    const error = await stepError(runScript(scriptRun("await ctx.http.request({ url: 'https://slow.example' });", 'step', { host, limits: { memoryMb: 64, cpuMs: 500, wallMs: 300 } })));
    expect(error.code).toBe('timeout');
    await expectSandboxStillWorks();
  });
});
