import { afterAll, describe, expect, it } from 'vitest';
import { closeSandbox, runScript } from '../../src/sandbox/index.js';
import { callHostOperation, parseScriptJson } from '../../src/sandbox/host-bridge.js';
import { runScriptIn } from '../../src/sandbox/run-script.js';
import { SandboxPool } from '../../src/sandbox/sandbox-pool.js';
import { fakeHost, scriptRun, stepError } from './fake-host.js';

const pools: SandboxPool[] = [];
function pool(options: ConstructorParameters<typeof SandboxPool>[0]): SandboxPool {
  const created = new SandboxPool(options);
  pools.push(created);
  return created;
}
afterAll(async () => {
  await Promise.all(pools.map((created) => created.close()));
  await closeSandbox();
});

describe('the plan limits apply (LIMIT-11, CTX-08, CTX-09, ERR-04)', () => {
  // About 40 MB of live numbers.
  const allocate = 'const keep = [];\nfor (let i = 0; i < 40; i++) keep.push(new Array(125000).fill(i));\nreturn { n: keep.length };';

  it('LIMIT-11 CTX-08 the memory limit given is the one enforced', async () => {
    expect(await runScript(scriptRun(allocate, 'step', { limits: { memoryMb: 256, cpuMs: 10_000, wallMs: 20_000 } }))).toEqual({ kind: 'return', value: { n: 40 } });
    const error = await stepError(runScript(scriptRun(allocate, 'step', { limits: { memoryMb: 16, cpuMs: 10_000, wallMs: 20_000 } })));
    expect(error.code).toBe('limit_exceeded');
    expect(error.message).toMatch(/memory/);
  });

  it('LIMIT-11 CTX-09 the CPU limit given is the one enforced', async () => {
    const busy = 'const until = Date.now() + 300;\nlet n = 0;\nwhile (Date.now() < until) n++;\nreturn { done: n > 0 };';
    expect(await runScript(scriptRun(busy, 'step', { limits: { memoryMb: 64, cpuMs: 5000, wallMs: 20_000 } }))).toEqual({ kind: 'return', value: { done: true } });
    const error = await stepError(runScript(scriptRun(busy, 'step', { limits: { memoryMb: 64, cpuMs: 50, wallMs: 20_000 } })));
    expect(error.code).toBe('limit_exceeded');
    expect(error.message).toBe('the script used more than its 50 ms of CPU time');
  });

  it('LIMIT-11 time spent waiting on the host is wall time, not CPU time', async () => {
    // A real wait three times the CPU limit: the sandbox's own limits run on real time.
    const host = fakeHost({ http: () => new Promise((resolve) => setTimeout(() => resolve({ status: 200, headers: {} }), 300)) });
    const result = await runScript(scriptRun("const r = await ctx.http.request({ url: 'https://slow.example' });\nreturn { s: r.status };", 'step', { host, limits: { memoryMb: 64, cpuMs: 100, wallMs: 5000 } }));
    expect(result).toEqual({ kind: 'return', value: { s: 200 } });
  });

  it('LIMIT-11 limits that make no sense fall back to sensible values', async () => {
    const result = await runScript(scriptRun('return { ok: true };', 'step', { limits: { memoryMb: 1, cpuMs: Number.NaN, wallMs: -5 } }));
    expect(result).toEqual({ kind: 'return', value: { ok: true } });
  });
});

describe('sandbox processes and isolates (WORLD-01, CTX-01)', () => {
  it('WORLD-01 runs in a reused process start from a fresh context: nothing leaks between them', async () => {
    const single = pool({ maxProcesses: 1 });
    await runScriptIn(single, scriptRun("globalThis.leak = 'case A';\nObject.prototype.polluted = 1;\nctx.leaked = 1;\nreturn {};"));
    const result = await runScriptIn(single, scriptRun('return { leak: typeof leak, polluted: ({}).polluted === undefined };'));
    expect(result).toEqual({ kind: 'return', value: { leak: 'undefined', polluted: true } });
  });

  it('CTX-01 a warm sandbox process serves script after script (a fresh context each, not a fresh process)', async () => {
    const single = pool({ maxProcesses: 1 });
    for (let i = 0; i < 20; i++) {
      expect(await runScriptIn(single, scriptRun(`return { i: ${i} };`))).toEqual({ kind: 'return', value: { i } });
    }
    // A fresh process costs ~100 ms, a fresh context about 1 ms: `npm run bench` measures both.
    expect(single.processesStarted).toBe(1);
  });

  it('CTX-01 a process started ahead of the first script serves it: no second process starts', async () => {
    const single = pool({ maxProcesses: 1 });
    single.prestart();
    single.prestart();
    expect(single.processesStarted).toBe(1);
    expect(await runScriptIn(single, scriptRun('return { first: true };'))).toEqual({ kind: 'return', value: { first: true } });
    expect(single.processesStarted).toBe(1);
  });

  it('WORLD-01 LIMIT-11 the context made ahead is used once and only for the memory limit it was made for', async () => {
    const single = pool({ maxProcesses: 1, memoryMb: 64 });
    single.prestart();
    // About 40 MB: fits 256 MB, not 16 MB, whichever context was readied before.
    const allocate = 'const keep = [];\nfor (let i = 0; i < 40; i++) keep.push(new Array(125000).fill(i));\nglobalThis.mark = 1;\nreturn { n: keep.length };';
    expect(await runScriptIn(single, scriptRun(allocate, 'step', { limits: { memoryMb: 256, cpuMs: 10_000, wallMs: 20_000 } }))).toEqual({ kind: 'return', value: { n: 40 } });
    expect(await runScriptIn(single, scriptRun('return { mark: typeof mark };', 'step', { limits: { memoryMb: 256, cpuMs: 10_000, wallMs: 20_000 } }))).toEqual({ kind: 'return', value: { mark: 'undefined' } });
    const error = await stepError(runScriptIn(single, scriptRun(allocate, 'step', { limits: { memoryMb: 16, cpuMs: 10_000, wallMs: 20_000 } })));
    expect(error.code).toBe('limit_exceeded');
  });

  it('CTX-09 LIMIT-11 a process that broke a limit is not reused: the next script gets a new one', async () => {
    const single = pool({ maxProcesses: 1 });
    expect(await runScriptIn(single, scriptRun('return {};'))).toEqual({ kind: 'return', value: {} });
    const error = await stepError(runScriptIn(single, scriptRun('while (true) {}', 'step', { limits: { memoryMb: 64, cpuMs: 100, wallMs: 20_000 } })));
    expect(error.code).toBe('limit_exceeded');
    expect(await runScriptIn(single, scriptRun('return { ok: true };'))).toEqual({ kind: 'return', value: { ok: true } });
    expect(single.processesStarted).toBe(2);
  });

  it('CTX-01 two scripts waiting on slow host calls run at the same time', async () => {
    const parallel = pool({ maxProcesses: 2 });
    // Neither call is answered before both have arrived: scripts run one after the other
    // would end on their wall limit instead.
    let arrived = 0;
    let bothArrived!: () => void;
    const meeting = new Promise<void>((resolve) => (bothArrived = resolve));
    const meetingHost = () =>
      fakeHost({
        http: async () => {
          if (++arrived === 2) bothArrived();
          await meeting;
          return { status: 200, headers: {} };
        },
      });
    const code = "const r = await ctx.http.request({ url: 'https://slow.example' });\nreturn { s: r.status };";
    const results = await Promise.allSettled([runScriptIn(parallel, scriptRun(code, 'step', { host: meetingHost() })), runScriptIn(parallel, scriptRun(code, 'step', { host: meetingHost() }))]);
    expect(results).toEqual([
      { status: 'fulfilled', value: { kind: 'return', value: { s: 200 } } },
      { status: 'fulfilled', value: { kind: 'return', value: { s: 200 } } },
    ]);
    expect(parallel.processesStarted).toBe(2);
  });

  it('CTX-01 more scripts than processes wait their turn and all finish', async () => {
    const single = pool({ maxProcesses: 1 });
    const results = await Promise.all([1, 2, 3].map((i) => runScriptIn(single, scriptRun(`return { i: ${i} };`))));
    expect(results).toEqual([1, 2, 3].map((i) => ({ kind: 'return', value: { i } })));
  });

  it('CTX-01 isolated-vm works in sandbox processes started with --no-node-snapshot too', async () => {
    const noSnapshot = pool({ nodeArgs: ['--no-node-snapshot'], maxProcesses: 1 });
    expect(await runScriptIn(noSnapshot, scriptRun('return { v: 1 + 1 };'))).toEqual({ kind: 'return', value: { v: 2 } });
    const error = await stepError(runScriptIn(noSnapshot, scriptRun('while (true) {}', 'step', { limits: { memoryMb: 64, cpuMs: 200, wallMs: 5000 } })));
    expect(error.code).toBe('limit_exceeded');
    expect(await runScriptIn(noSnapshot, scriptRun('return { v: 3 };'))).toEqual({ kind: 'return', value: { v: 3 } });
  });

  it('CTX-01 a breach kills only the process that ran it; a process running another script is untouched', async () => {
    const parallel = pool({ maxProcesses: 2 });
    // The bomb goes off while the bystander waits on its host call, which is answered only after.
    let bomb: Promise<unknown> | undefined;
    const host = fakeHost({
      http: async () => {
        bomb = runScriptIn(parallel, scriptRun("const parts = 'x'.repeat(2 ** 28).split('');", 'step', { limits: { memoryMb: 64, cpuMs: 30_000, wallMs: 30_000 } }));
        await bomb.catch(() => undefined);
        return { status: 200, headers: {} };
      },
    });
    const bystander = await runScriptIn(parallel, scriptRun("const r = await ctx.http.request({ url: 'https://slow.example' });\nreturn { s: r.status };", 'step', { host }));
    expect(bystander).toEqual({ kind: 'return', value: { s: 200 } });
    await expect(bomb).rejects.toMatchObject({ code: 'limit_exceeded' });
    expect(parallel.processesStarted).toBe(2);
  });
});

describe('a run stopped by its caller (WF-08)', () => {
  it('WF-08 a run whose signal aborts stops at once, rejects with the reason, and its process is replaced', async () => {
    const single = pool({ maxProcesses: 1 });
    const stop = new AbortController();
    const reason = new Error('the step deadline passed');
    // The script is surely running when its request reaches the host: abort then, no timer needed.
    const host = fakeHost({
      http: () => {
        stop.abort(reason);
        return new Promise(() => {});
      },
    });
    const stopped = runScriptIn(single, scriptRun("await ctx.http.request({ url: 'https://slow.example' });\nreturn {};", 'step', { host, signal: stop.signal }));
    await expect(stopped).rejects.toBe(reason);
    expect(await runScriptIn(single, scriptRun('return { ok: true };'))).toEqual({ kind: 'return', value: { ok: true } });
    expect(single.processesStarted).toBe(2);
  });

  it('WF-08 a signal aborted before the run starts: the script never runs and the process stays for the next one', async () => {
    const single = pool({ maxProcesses: 1 });
    expect(await runScriptIn(single, scriptRun('return {};'))).toEqual({ kind: 'return', value: {} });
    const host = fakeHost();
    const reason = new Error('already past the deadline');
    await expect(runScriptIn(single, scriptRun("ctx.log('ran');\nreturn {};", 'step', { host, signal: AbortSignal.abort(reason) }))).rejects.toBe(reason);
    expect(host.logs).toEqual([]);
    expect(await runScriptIn(single, scriptRun('return { ok: true };'))).toEqual({ kind: 'return', value: { ok: true } });
    expect(single.processesStarted).toBe(1);
  });
});

describe('deep data crossing from the sandbox (CTX-28)', () => {
  const deepText = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;

  it('CTX-28 the isolate refuses a returned value past 64 levels before writing it, without exhausting its stack', async () => {
    const code = (levels: number) => `let v = 1;\nfor (let i = 0; i < ${levels}; i++) v = [v];\nreturn v;`;
    expect(await runScript(scriptRun(code(64), 'action'))).toMatchObject({ kind: 'return' });
    for (const levels of [65, 200_000]) {
      const error = await stepError(runScript(scriptRun(code(levels), 'action')));
      expect(error.code).toBe('limit_exceeded');
      expect(error.message).toBe('the returned value is nested deeper than 64 levels');
    }
  });

  it('CTX-28 the host refuses JSON from the sandbox nested past 64 levels whatever the isolate let through: no recursive parse of it', async () => {
    expect(parseScriptJson(deepText(64), 'the returned value')).toBeDefined();
    expect(() => parseScriptJson(deepText(100_000), 'the returned value')).toThrow(expect.objectContaining({ code: 'limit_exceeded', message: 'the returned value is nested deeper than 64 levels' }));
    const host = fakeHost();
    const reply = await callHostOperation(host, 'stateSet', `["k",${deepText(100_000)}]`);
    expect(reply).toEqual({ ok: false, code: 'limit_exceeded', message: 'ctx.state.set: a value given is nested deeper than 64 levels' });
    expect(host.state.size).toBe(0);
    // The argument list's own level does not count against the value.
    expect(await callHostOperation(host, 'stateSet', `["k",${deepText(64)}]`)).toEqual({ ok: true });
  });
});
