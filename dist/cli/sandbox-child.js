import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
var __webpack_exports__ = {};

;// CONCATENATED MODULE: external "node:crypto"
const external_node_crypto_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");
;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
;// CONCATENATED MODULE: ./lib/sandbox/sandbox-child.js
/**
 * A sandbox process: runs one script at a time in an isolated-vm isolate and answers
 * to the host over IPC (protocol.ts).
 *
 * Why a process of its own: some V8 builtins never check for termination
 * (`new Array(1e9).fill(1)`, `Array.prototype.indexOf.call({ length: 1e15 })`) and a few
 * abort the whole process (`'x'.repeat(2 ** 28).split('')`). In the host's process such a
 * script would hang or kill every other case, and a stuck isolate thread even blocks
 * process exit. Here the host simply kills this process on any breach.
 *
 * This file is started directly by Node (from .ts through type stripping, or compiled
 * .js), so it uses only erasable TypeScript and imports nothing of the project at run
 * time: the isolated-vm path comes as argv[2], the prelude in the `init` message.
 */


const MB = 1024 * 1024;
const WATCH_INTERVAL_MS = 10;
/** isolated-vm lets a hostile script overshoot its heap limit 2-3 times; beyond this the process itself is at risk. */
const RSS_ALLOWANCE = (memoryMb) => (memoryMb * 2 + 64) * MB;
const SCRIPT_CACHE_SIZE = 64;
/** Per run: a script printing in a loop must not flood the host's run log. */
const LOG_BYTES_MAX = 1024 * 1024;
const LOG_LINES_MAX = 10_000;
/** Host operations of one run waiting at once; more wait here, so un-awaited request loops cannot swamp the host. */
const CALLS_IN_FLIGHT_MAX = 32;
const HOST_OPS = new Set(['now', 'stateGet', 'stateSet', 'lookup', 'httpRequest', 'connectionRequest']);
const FINISHED_REPLY = JSON.stringify({ ok: false, code: 'script_error', message: 'the step has already finished' });
function send(message) {
    if (process.connected)
        process.send?.(message);
}
function loadIsolatedVm() {
    try {
        return (0,external_node_module_namespaceObject.createRequire)(import.meta.url)(process.argv[2] ?? 'isolated-vm');
    }
    catch (error) {
        const message = { t: 'fatal', message: `isolated-vm could not be loaded: ${error.message}` };
        process.send?.(message, () => process.exit(1));
        // Runs that arrive before the exit fail on the missing module and report it.
        return undefined;
    }
}
const ivm = loadIsolatedVm();
/** The host is gone: nothing is waiting for us. SIGKILL, since a stuck isolate thread blocks a normal exit. */
process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'));
let preludeSource = '';
let slot;
let ready;
/** The run in progress; calls and log lines of any other run are refused. */
let activeRun;
let nextCall = 1;
const pendingCalls = new Map();
/** Calls waiting for a free slot under CALLS_IN_FLIGHT_MAX. */
const queuedCalls = [];
let logBudget = { bytes: 0, lines: 0, cut: false };
/** Web Crypto's limit on one getRandomValues call. */
const RANDOM_BYTES_MAX = 65536;
/**
 * The real clock and real randomness, for the scripts of a real run (`performance.now()`,
 * `crypto.getRandomValues()`, `crypto.randomUUID()`): the isolate has none of its own. It
 * answers in this process, without a trip to the host. A script that must repeat never
 * calls it (its prelude uses the seeded generator).
 */
function nativeOperation(op, size) {
    if (op === 'clock')
        return performance.now();
    if (op === 'uuid')
        return (0,external_node_crypto_namespaceObject.randomUUID)();
    if (op === 'bytes' && Number.isInteger(size) && size >= 0 && size <= RANDOM_BYTES_MAX)
        return (0,external_node_crypto_namespaceObject.randomFillSync)(new Uint8Array(size));
    return undefined;
}
let nativeRef;
function breach(run, code, message) {
    if (activeRun !== run)
        return;
    activeRun = undefined;
    send({ t: 'breach', run, code, message });
}
function isolateFor(memoryMb) {
    if (slot && slot.memoryMb === memoryMb && !slot.isolate.isDisposed)
        return slot;
    if (slot && !slot.isolate.isDisposed)
        slot.isolate.dispose();
    const isolate = new ivm.Isolate({
        memoryLimit: memoryMb,
        // Without a handler isolated-vm aborts the process; with one it parks the isolate's thread.
        onCatastrophicError: (message) => {
            if (activeRun !== undefined)
                breach(activeRun, 'limit_exceeded', `the script broke the sandbox (${message})`);
        },
    });
    slot = { isolate, memoryMb, prelude: isolate.compileScriptSync(preludeSource, { filename: 'prelude.js' }), scripts: new Map() };
    return slot;
}
async function compiled(current, code) {
    const cached = current.scripts.get(code);
    if (cached)
        return cached;
    const script = await current.isolate.compileScript(code, { filename: 'script.js' });
    if (current.scripts.size >= SCRIPT_CACHE_SIZE) {
        const [oldest] = current.scripts;
        current.scripts.delete(oldest[0]);
        oldest[1].release();
    }
    current.scripts.set(code, script);
    return script;
}
/** Counts the run's CPU, wall time and process memory; any breach ends the run (CTX-08, CTX-09). */
function watch(run, message, isolate) {
    const { cpuMs, wallMs, memoryMb } = message.limits;
    const cpuStart = isolate.cpuTime;
    const wallStart = performance.now();
    const rssCap = process.memoryUsage.rss() + RSS_ALLOWANCE(memoryMb);
    const timer = setInterval(() => {
        let cpuUsedMs = 0;
        try {
            cpuUsedMs = Number(isolate.cpuTime - cpuStart) / 1e6;
        }
        catch {
            // A disposed isolate has no clock; its run reports through its own rejection.
        }
        if (cpuUsedMs > cpuMs)
            breach(run, 'limit_exceeded', `the script used more than its ${cpuMs} ms of CPU time`);
        else if (process.memoryUsage.rss() > rssCap)
            breach(run, 'limit_exceeded', `the script used more than its ${memoryMb} MB of memory`);
        else if (performance.now() - wallStart > wallMs)
            breach(run, 'timeout', `the script did not finish within ${wallMs} ms`);
    }, WATCH_INTERVAL_MS);
    return () => clearInterval(timer);
}
/** A host operation for the isolate. Resolves to reply JSON; never rejects, so the isolate never waits in vain. */
function callHost(run, op, args) {
    if (activeRun !== run)
        return Promise.resolve(FINISHED_REPLY);
    if (!HOST_OPS.has(op) || typeof args !== 'string') {
        return Promise.resolve(JSON.stringify({ ok: false, code: 'script_error', message: 'unknown host operation' }));
    }
    return new Promise((resolve) => {
        const dispatch = () => {
            if (activeRun !== run)
                return resolve(FINISHED_REPLY);
            const call = nextCall++;
            pendingCalls.set(call, (reply) => {
                resolve(JSON.stringify({ ok: reply.ok, json: reply.json, code: reply.code, message: reply.message, elapsedMs: reply.elapsedMs }));
                queuedCalls.shift()?.();
            });
            send({ t: 'call', run, call, op: op, args });
        };
        if (pendingCalls.size < CALLS_IN_FLIGHT_MAX)
            dispatch();
        else
            queuedCalls.push(dispatch);
    });
}
/** A log line for the host, within the run's budget; past it one notice, then nothing. */
function logLine(run, line) {
    if (activeRun !== run || typeof line !== 'string' || logBudget.cut)
        return;
    logBudget.bytes += line.length;
    logBudget.lines += 1;
    if (logBudget.bytes > LOG_BYTES_MAX || logBudget.lines > LOG_LINES_MAX) {
        logBudget.cut = true;
        send({ t: 'log', run, line: `ctx.log: further lines dropped (a script may log ${LOG_LINES_MAX} lines or 1 MB)` });
        return;
    }
    send({ t: 'log', run, line });
}
/** Errors of isolated-vm itself (not of the script) and what they mean for the run. */
function isolateFailure(error) {
    const text = error instanceof Error ? error.message : String(error);
    if (text.includes('memory limit'))
        return { code: 'limit_exceeded', message: 'the script went over its memory limit' };
    if (text.includes('Isolate was disposed') || text.includes('isolate is disposed')) {
        return { code: 'limit_exceeded', message: 'the script was stopped by the sandbox' };
    }
    return undefined;
}
/** A compile error of the wrapped script, e.g. `Unexpected token '}' [script.js:3:1]`. */
function syntaxOutcome(error) {
    const text = error instanceof Error ? error.message : String(error);
    const where = /\[script\.js:(\d+):\d+\]$/.exec(text);
    const message = `SyntaxError: ${text.replace(/\s*\[script\.js:\d+:\d+\]$/, '')}`;
    return where ? { kind: 'error', code: 'script_error', message, line: Number(where[1]) } : { kind: 'error', code: 'script_error', message };
}
function parseOutcome(json) {
    const outcome = typeof json === 'string' ? JSON.parse(json) : undefined;
    if (outcome?.kind === 'return' && (outcome.json === undefined || typeof outcome.json === 'string'))
        return { kind: 'return', json: outcome.json };
    if (outcome?.kind === 'skip' && typeof outcome.reason === 'string')
        return { kind: 'skip', reason: outcome.reason };
    if (outcome?.kind === 'error' && typeof outcome.code === 'string' && typeof outcome.message === 'string') {
        return { kind: 'error', code: outcome.code, message: outcome.message, ...(typeof outcome.line === 'number' ? { line: outcome.line } : {}) };
    }
    return { kind: 'error', code: 'script_error', message: 'the script ended without a usable result' };
}
async function runScript(message) {
    const { run } = message;
    activeRun = run;
    logBudget = { bytes: 0, lines: 0, cut: false };
    const releases = [];
    let stopWatch = () => { };
    try {
        const { slot: current, context, start } = takeContext(message.limits.memoryMb);
        releases.push(context, start);
        stopWatch = watch(run, message, current.isolate);
        let script;
        try {
            script = await compiled(current, message.code);
        }
        catch (error) {
            if (isolateFailure(error))
                throw error;
            finish(run, syntaxOutcome(error));
            return;
        }
        const userFn = (await script.run(context, { reference: true }));
        releases.push(userFn);
        if (userFn.typeof !== 'function') {
            finish(run, { kind: 'error', code: 'script_error', message: 'the script is not the body of a function' });
            return;
        }
        const hostCall = new ivm.Reference((op, args) => callHost(run, op, args));
        const hostLog = new ivm.Reference((line) => logLine(run, line));
        releases.push(hostCall, hostLog);
        nativeRef ??= new ivm.Reference(nativeOperation);
        const sight = message.determinism ? JSON.stringify(message.determinism) : undefined;
        const outcomeJson = await start.apply(undefined, [hostCall, hostCall, hostLog, message.mode, message.data, userFn.derefInto(), message.maxDepth, sight, nativeRef, performance.now()], { result: { promise: true } });
        // Queued behind anything the script left running (a microtask loop, say), so the
        // run only ends once the isolate is idle and the next run starts clean.
        await context.eval('0');
        finish(run, parseOutcome(outcomeJson));
    }
    catch (error) {
        const failure = isolateFailure(error);
        if (failure)
            breach(run, failure.code, failure.message);
        else
            finish(run, { kind: 'error', code: 'script_error', message: `the sandbox failed: ${error instanceof Error ? error.message : String(error)}` });
    }
    finally {
        stopWatch();
        release(...releases);
        prepareNext(message.limits.memoryMb);
    }
}
/** A fresh context with the prelude run in it: the one made ahead when it fits, else a new one. */
function takeContext(memoryMb) {
    const current = isolateFor(memoryMb);
    const taken = ready;
    ready = undefined;
    if (taken && taken.slot === current)
        return taken;
    release(taken?.start, taken?.context);
    // The prelude is our own bounded code, so it runs synchronously: no thread hop.
    const context = current.isolate.createContextSync();
    return { slot: current, context, start: current.prelude.runSync(context, { reference: true }) };
}
function release(...handles) {
    for (const handle of handles) {
        try {
            handle?.release();
        }
        catch {
            // Already gone with its isolate.
        }
    }
}
/** Once the answer is on its way, the next run's context is made while nothing else happens. */
function prepareNext(memoryMb) {
    setImmediate(() => {
        if (activeRun !== undefined || ready)
            return;
        try {
            ready = takeContext(memoryMb);
        }
        catch {
            // A broken isolate shows itself to the next run, which reports it.
            ready = undefined;
        }
    });
}
function finish(run, outcome) {
    if (activeRun !== run)
        return;
    activeRun = undefined;
    // Un-awaited calls stay unanswered: nothing of this run may resume in the isolate.
    pendingCalls.clear();
    queuedCalls.length = 0;
    send({ t: 'done', run, outcome });
}
process.on('message', (message) => {
    if (message.t === 'init') {
        preludeSource = message.prelude;
        prepareNext(message.memoryMb);
    }
    else if (message.t === 'run')
        void runScript(message);
    else if (message.t === 'reply') {
        const resolve = pendingCalls.get(message.call);
        pendingCalls.delete(message.call);
        resolve?.(message);
    }
});

