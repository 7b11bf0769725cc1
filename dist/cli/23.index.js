export const id = 23;
export const ids = [23];
export const modules = {

/***/ 9023:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* binding */ closeSandbox),
  runScript: () => (/* binding */ runScript)
});

// UNUSED EXPORTS: DEFAULT_SCRIPT_LIMITS, runScriptIn

// EXTERNAL MODULE: ./lib/engine/errors.js
var errors = __webpack_require__(44899);
// EXTERNAL MODULE: ./lib/engine/error-codes.js
var error_codes = __webpack_require__(64663);
// EXTERNAL MODULE: ./lib/shared/json-strict.js
var json_strict = __webpack_require__(4717);
;// CONCATENATED MODULE: ./lib/sandbox/host-bridge.js
/**
 * The host side of `ctx`'s operations: arguments arrive as JSON text from the isolate,
 * are checked, handed to the engine's ScriptHost, and the answer goes back as JSON text
 * (CTX-16..24). A StepError keeps its code, so the script sees `error.code`.
 */


/**
 * JSON from the isolate, without `__proto__` keys that a careless `Object.assign` would
 * turn into a prototype. Data nested deeper than MAX_JSON_DEPTH levels (besides
 * `wrapping` levels of the message itself) is refused on the text, before parsing: the
 * reviver and every later walk over the value (checks, redaction, copies of state,
 * fingerprints) recurse, and thousands of levels would exhaust the host's stack.
 */
function parseScriptJson(json, what, wrapping = 0) {
    if ((0,json_strict/* jsonNestingDepth */.qu)(json) > json_strict/* MAX_JSON_DEPTH */.KX + wrapping) {
        throw new errors/* StepError */.zg('limit_exceeded', `${what} is nested deeper than ${json_strict/* MAX_JSON_DEPTH */.KX} levels`);
    }
    return JSON.parse(json, (key, value) => (key === '__proto__' ? undefined : value));
}
function host_bridge_text(value, call, field) {
    if (typeof value !== 'string' || value === '')
        throw new errors/* StepError */.zg('invalid_input', `${call}: \`${field}\` must be non-empty text`);
    return value;
}
const REQUEST_FIELDS = new Set(['method', 'url', 'query', 'headers', 'json', 'body']);
function isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** CTX-20: `{method, url, query, headers, json, body}` and nothing else. */
function httpRequestArg(value, call) {
    if (!isPlainObject(value))
        throw new errors/* StepError */.zg('invalid_input', `${call} needs an object such as { method, url }`);
    for (const key of Object.keys(value)) {
        if (!REQUEST_FIELDS.has(key))
            throw new errors/* StepError */.zg('invalid_input', `${call}: unknown field \`${key}\`; use method, url, query, headers, json or body`);
    }
    const request = { url: host_bridge_text(value.url, call, 'url') };
    if (value.method !== undefined)
        request.method = host_bridge_text(value.method, call, 'method');
    if (value.query !== undefined) {
        if (!isPlainObject(value.query))
            throw new errors/* StepError */.zg('invalid_input', `${call}: \`query\` must be an object`);
        request.query = value.query;
    }
    if (value.headers !== undefined) {
        if (!isPlainObject(value.headers) || Object.values(value.headers).some((header) => typeof header !== 'string')) {
            throw new errors/* StepError */.zg('invalid_input', `${call}: \`headers\` must be an object of text values`);
        }
        request.headers = value.headers;
    }
    if (value.body !== undefined) {
        if (typeof value.body !== 'string')
            throw new errors/* StepError */.zg('invalid_input', `${call}: \`body\` must be text; use \`json\` for data`);
        request.body = value.body;
    }
    if (value.json !== undefined) {
        if (request.body !== undefined)
            throw new errors/* StepError */.zg('invalid_input', `${call}: give \`json\` or \`body\`, not both`);
        request.json = value.json;
    }
    return request;
}
const OPERATIONS = {
    now: { call: 'ctx.now', run: (host) => host.now() },
    stateGet: { call: 'ctx.state.get', run: (host, [key, fallback]) => host.stateGet(host_bridge_text(key, 'ctx.state.get', 'key'), fallback) },
    stateSet: {
        call: 'ctx.state.set',
        run: (host, [key, value]) => {
            host.stateSet(host_bridge_text(key, 'ctx.state.set', 'key'), value);
            return undefined;
        },
    },
    lookup: { call: 'ctx.lookup', run: (host, [table, key]) => host.lookup(host_bridge_text(table, 'ctx.lookup', 'table'), key) },
    httpRequest: { call: 'ctx.http.request', run: (host, [request]) => host.httpRequest(httpRequestArg(request, 'ctx.http.request')) },
    connectionRequest: {
        call: 'ctx.connection().request',
        run: (host, [slot, request]) => host.connectionRequest(host_bridge_text(slot, 'ctx.connection', 'slot'), httpRequestArg(request, `ctx.connection('${String(slot)}').request`)),
    },
};
async function callHostOperation(host, op, argsJson) {
    const operation = Object.hasOwn(OPERATIONS, op) ? OPERATIONS[op] : undefined;
    if (!operation)
        return { ok: false, code: 'script_error', message: 'unknown host operation' };
    try {
        // The argument list is one level around the values.
        const args = parseScriptJson(argsJson, `${operation.call}: a value given`, 1);
        const value = await operation.run(host, Array.isArray(args) ? args : []);
        return value === undefined ? { ok: true } : { ok: true, json: JSON.stringify(value) };
    }
    catch (error) {
        if (error instanceof errors/* StepError */.zg)
            return { ok: false, code: error.code, message: error.message };
        // An engine fault, not the script's: say where, but not what the host's message holds.
        return { ok: false, code: 'script_error', message: `${operation.call} failed in the host` };
    }
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
;// CONCATENATED MODULE: ./lib/sandbox/isolate-prelude.js
/**
 * Code that runs inside each fresh isolate context before the script (CTX-01..05,
 * CTX-10..31). It hardens the context, then evaluates to `start`, which builds `ctx`,
 * calls the script's function and reports the outcome as JSON text.
 *
 * It is plain JavaScript text, not a TypeScript function turned into text, so that no
 * build step (test transforms, coverage counters) can put host helpers into it. It must
 * contain no backtick and no dollar-brace, since it sits in a template literal.
 *
 * Why it is built the way it is:
 * - `'use strict'`: stack-trace call sites of strict functions give no function or
 *   receiver, so `Error.prepareStackTrace` cannot pull the prelude's closures (which
 *   hold the host references) into script code.
 * - Intrinsics it needs after the script has run are captured first, so a script that
 *   replaces `JSON.stringify` or `Object.prototype` members can only confuse its own run.
 * - Host references (`syncCall`, `asyncCall`, `logCall`) live only in closures; the
 *   script sees plain functions, and only JSON text ever crosses.
 * - Errors from host operations are recorded in a WeakMap with their code, so a script
 *   can rethrow a real `http_unmocked` error but cannot forge one (CTX-23, CTX-24).
 * - `ctx.skip()` records the skip before throwing its marker: once called, the step is
 *   skipped even if the script catches the marker; no other thrown value can make a
 *   skip (CTX-25).
 */
const ISOLATE_PRELUDE = String.raw `(function () {
  'use strict';
  const g = globalThis;
  const parse = JSON.parse;
  const stringify = JSON.stringify;
  const freeze = Object.freeze;
  const defineProperty = Object.defineProperty;
  const getPrototypeOf = Object.getPrototypeOf;
  const isArray = Array.isArray;
  const reflectApply = Reflect.apply;
  const StringOf = String;
  const ErrorType = Error;
  const RangeErrorType = RangeError;
  const TypeErrorType = TypeError;
  const EvalErrorType = EvalError;
  const MapType = Map;
  const SetType = Set;
  const PromiseType = Promise;
  const WeakMapType = WeakMap;
  const weakMapGet = WeakMap.prototype.get;
  const weakMapSet = WeakMap.prototype.set;
  const weakMapHas = WeakMap.prototype.has;
  const regexExec = RegExp.prototype.exec;
  const arrayJoin = Array.prototype.join;
  const arrayMap = Array.prototype.map;
  const stringSlice = String.prototype.slice;
  const LINE_IN_STACK = /script\.js:(\d+):(\d+)/;
  const LOG_LINE_MAX = 65536;
  /** V8 size limits that mean the script ran out of room, not that its logic is wrong. */
  const LIMIT_MESSAGES = ['Invalid string length', 'Array buffer allocation failed'];

  /* No code from strings (CTX-04, CTX-05): every way to reach a Function constructor
     ends in a stand-in that throws; instanceof Function keeps working. */
  const blocked = function (what) {
    return function () { throw new EvalErrorType(what + ' is not available in scripts'); };
  };
  const functionPrototypes = [
    Function.prototype,
    getPrototypeOf(async function () {}),
    getPrototypeOf(function* () {}),
    getPrototypeOf(async function* () {}),
  ];
  for (const proto of functionPrototypes) {
    const standIn = blocked('the Function constructor');
    defineProperty(standIn, 'prototype', { value: proto });
    defineProperty(proto, 'constructor', { value: standIn, writable: false, enumerable: false, configurable: false });
  }
  defineProperty(g, 'Function', { value: functionPrototypes[0].constructor, writable: true, enumerable: false, configurable: true });
  defineProperty(g, 'eval', { value: blocked('eval'), writable: true, enumerable: false, configurable: true });
  /* No compiled code and no memory shared between threads. */
  delete g.WebAssembly;
  delete g.SharedArrayBuffer;
  delete g.Atomics;

  const own = function (target, key, value) {
    defineProperty(target, key, { value: value, writable: true, enumerable: true, configurable: true });
    return target;
  };
  const typeName = function (value) {
    if (value === null) return 'null';
    if (isArray(value)) return 'a list';
    const type = typeof value;
    return type === 'object' ? 'an object' : (type === 'undefined' ? 'nothing' : 'a ' + type);
  };

  return async function start(syncCall, asyncCall, logCall, mode, dataJson, userFn, maxDepth) {
    const data = parse(dataJson);
    const hostErrors = new WeakMapType();
    let skipped = null;

    const hostError = function (reply) {
      const error = new ErrorType(reply.message);
      own(error, 'code', reply.code);
      reflectApply(weakMapSet, hostErrors, [error, { code: reply.code, message: reply.message }]);
      return error;
    };
    const unwrap = function (replyJson) {
      const reply = parse(replyJson);
      if (!reply.ok) throw hostError(reply);
      return reply.json === undefined ? undefined : parse(reply.json);
    };
    /* Synchronous from the script's view; the host answers while the isolate waits. */
    const callSync = function (op, args) {
      return unwrap(syncCall.applySyncPromise(undefined, [op, stringify(args)]));
    };
    const callAsync = async function (op, args) {
      const argsJson = stringify(args);
      return unwrap(await asyncCall.apply(undefined, [op, argsJson], { result: { promise: true } }));
    };

    const formatLogArg = function (value) {
      if (typeof value === 'string') return value;
      if (value instanceof ErrorType) return StringOf(value.name) + ': ' + StringOf(value.message);
      if (typeof value === 'function') return '[function]';
      if (value !== null && typeof value === 'object') {
        try {
          const json = stringify(value);
          return json === undefined ? StringOf(value) : json;
        } catch (error) {
          return '[value that cannot be shown as JSON]';
        }
      }
      return StringOf(value);
    };
    const log = function (...args) {
      let line = reflectApply(arrayJoin, reflectApply(arrayMap, args, [formatLogArg]), [' ']);
      if (line.length > LOG_LINE_MAX) line = reflectApply(stringSlice, line, [0, LOG_LINE_MAX]) + ' (cut off)';
      logCall.applySync(undefined, [line]);
    };
    const skipMarker = new ErrorType('ctx.skip() ended the step');
    own(skipMarker, 'name', 'Skip');
    const skip = function (reason) {
      if (skipped === null) skipped = { kind: 'skip', reason: reason === undefined ? '' : StringOf(reason) };
      throw skipMarker;
    };

    defineProperty(g, 'console', {
      value: freeze({ log: log, info: log, warn: log, error: log, debug: log }),
      writable: true, enumerable: false, configurable: true,
    });

    const ctx = {
      event: data.event,
      vars: data.vars === undefined ? {} : data.vars,
      secrets: data.secrets === undefined ? {} : data.secrets,
      now: function () { return callSync('now', []); },
      state: freeze({
        get: function (key, fallback) { return callSync('stateGet', [key, fallback === undefined ? null : fallback]); },
        set: function (key, value) { callSync('stateSet', [key, value === undefined ? null : value]); },
      }),
      lookup: function (table, key) { return callSync('lookup', [table, key === undefined ? null : key]); },
      http: freeze({ request: function (request) { return callAsync('httpRequest', [request]); } }),
      connection: function (slot) {
        return freeze({ request: function (request) { return callAsync('connectionRequest', [slot, request]); } });
      },
      skip: skip,
      log: log,
    };
    if (mode === 'step') own(ctx, 'steps', data.steps === undefined ? {} : data.steps);
    if (mode === 'action') own(ctx, 'input', data.input);
    freeze(ctx);

    const serialise = function (value) {
      if (mode === 'step' && value !== undefined && value !== null && (typeof value !== 'object' || isArray(value))) {
        throw notData('a script step must return an object (its outputs) or nothing; it returned ' + typeName(value));
      }
      /* Per object: its path for messages and its depth, checked on the way down, so that
         deep data is refused at the limit before it can exhaust the stack. */
      const places = new WeakMapType();
      const replacer = function (key, item) {
        const holder = reflectApply(weakMapGet, places, [this]);
        const path = holder === undefined ? '' : (holder.path === '' ? StringOf(key) : holder.path + '.' + key);
        const where = path === '' ? '' : ' at ' + path;
        const type = typeof item;
        if (type === 'function' || type === 'symbol' || type === 'bigint') {
          throw notData('the returned value holds a ' + type + where + '; return plain data (objects, lists, text, numbers, true/false, null)');
        }
        if (item !== null && type === 'object') {
          if (item instanceof PromiseType) throw notData('the returned value holds a promise' + where + '; add await');
          if (item instanceof MapType || item instanceof SetType) {
            throw notData('the returned value holds a Map or Set' + where + '; turn it into an object or a list');
          }
          const depth = holder === undefined ? 1 : holder.depth + 1;
          if (depth > maxDepth) {
            throw notData('the returned value is nested deeper than ' + maxDepth + ' levels', 'limit_exceeded');
          }
          reflectApply(weakMapSet, places, [item, { path: path, depth: depth }]);
        }
        return item;
      };
      try {
        return stringify(value, replacer);
      } catch (error) {
        if (reflectApply(weakMapHas, notDataErrors, [error])) throw error;
        if (error instanceof TypeErrorType && typeof error.message === 'string' && error.message.indexOf('circular') >= 0) {
          throw notData('the returned value refers to itself; return plain data without cycles');
        }
        throw error;
      }
    };
    /* A returned value that cannot be the outcome, with the code it fails the step with. */
    const notDataErrors = new WeakMapType();
    const notData = function (message, code) {
      const error = new ErrorType(message);
      reflectApply(weakMapSet, notDataErrors, [error, code === undefined ? 'script_error' : code]);
      return error;
    };

    const lineOf = function (error) {
      try {
        const match = reflectApply(regexExec, LINE_IN_STACK, [StringOf(error.stack)]);
        return match ? +match[1] : undefined;
      } catch (ignored) {
        return undefined;
      }
    };
    const describe = function (error) {
      const host = reflectApply(weakMapGet, hostErrors, [error]);
      if (host !== undefined) return { kind: 'error', code: host.code, message: host.message, line: lineOf(error) };
      if (reflectApply(weakMapHas, notDataErrors, [error])) {
        return { kind: 'error', code: reflectApply(weakMapGet, notDataErrors, [error]), message: error.message };
      }
      if (error instanceof RangeErrorType && LIMIT_MESSAGES.indexOf(error.message) >= 0) {
        return { kind: 'error', code: 'limit_exceeded', message: 'the script ran out of room: ' + error.message, line: lineOf(error) };
      }
      if (error !== null && typeof error === 'object') {
        let text = 'the script threw a value that is not an Error';
        try {
          if (typeof error.message === 'string') {
            text = (typeof error.name === 'string' && error.name !== '' ? error.name : 'Error') + ': ' + error.message;
          }
        } catch (ignored) {}
        return { kind: 'error', code: 'script_error', message: text, line: lineOf(error) };
      }
      return { kind: 'error', code: 'script_error', message: 'the script threw ' + typeName(error) + ': ' + StringOf(error) };
    };

    let outcome;
    try {
      const value = await reflectApply(userFn, undefined, [mode === 'transform' ? data.input : ctx]);
      outcome = skipped !== null ? skipped : { kind: 'return', json: serialise(value) };
    } catch (error) {
      let described;
      try {
        described = describe(error);
      } catch (ignored) {
        described = { kind: 'error', code: 'script_error', message: 'the script threw a value that cannot be described' };
      }
      outcome = skipped !== null ? skipped : described;
    }
    return stringify(outcome);
  };
})()`;

;// CONCATENATED MODULE: ./lib/sandbox/sandbox-pool.js
/**
 * Sandbox processes (sandbox-child.ts), one script at a time each, reused while they
 * stay healthy. A limit breach, a timeout or a crash costs only that process: the host
 * kills it and starts a fresh one for the next script, so no other case is touched.
 * Nothing starts before the first script runs, and idle processes never keep the
 * host alive.
 */






/** Time the child gets past the wall limit to report before the host stops waiting. */
const BACKSTOP_GRACE_MS = 2000;
const DEFAULT_IDLE_MS = 30_000;
let childEntry;
/** Compiled builds run the .js beside this file; tests run the .ts source through Node's type stripping. */
function childEntryPath() {
    if (childEntry)
        return childEntry;
    for (const name of ['sandbox-child.js', 'sandbox-child.ts']) {
        const path = (0,external_node_url_.fileURLToPath)(new URL(name, import.meta.url));
        if ((0,external_node_fs_.existsSync)(path))
            return (childEntry = path);
    }
    throw new Error('the sandbox process entry (sandbox-child) is missing');
}
/** Resolved, not loaded: the host never loads isolated-vm itself. */
function isolatedVmPath() {
    return (0,external_node_module_.createRequire)(import.meta.url).resolve('isolated-vm');
}
/** Only what Node needs: the host's secrets in the environment stay out of the sandbox. */
function childEnvironment() {
    const env = {};
    if (process.env.SYSTEMROOT)
        env.SYSTEMROOT = process.env.SYSTEMROOT;
    return env;
}
class SandboxProcess {
    child;
    dead = false;
    active;
    fatal;
    nextRun = 1;
    constructor(nodeArgs) {
        this.child = (0,external_node_child_process_.spawn)(process.execPath, [...nodeArgs, childEntryPath(), isolatedVmPath()], {
            stdio: ['ignore', 'ignore', process.env.FLOWGATE_SANDBOX_DEBUG ? 'inherit' : 'ignore', 'ipc'],
            env: childEnvironment(),
            serialization: 'json',
        });
        this.child.on('message', (message) => this.onMessage(message));
        this.child.on('error', (error) => this.onGone(`the script sandbox could not start: ${error.message}`));
        this.child.on('close', () => this.onGone(undefined));
        this.post({ t: 'init', prelude: ISOLATE_PRELUDE });
        this.idle();
    }
    execute(request, handlers, signal) {
        if (this.dead)
            return Promise.resolve(this.goneOutcome(undefined));
        if (signal?.aborted)
            return Promise.resolve({ kind: 'stopped' });
        const run = this.nextRun++;
        this.child.ref();
        this.child.channel?.ref();
        return new Promise((resolve) => {
            const backstop = setTimeout(() => {
                this.kill();
                settle({ kind: 'breach', code: 'timeout', message: `the script did not finish within ${request.limits.wallMs} ms` });
            }, request.limits.wallMs + BACKSTOP_GRACE_MS);
            // The script may be busy in a loop or a builtin that ignores termination: like a
            // breach, only ending the process stops it for certain; the next script gets a new one.
            const stop = () => {
                this.kill();
                settle({ kind: 'stopped' });
            };
            const settle = (outcome) => {
                if (this.active?.run !== run)
                    return;
                this.active = undefined;
                clearTimeout(backstop);
                signal?.removeEventListener('abort', stop);
                this.idle();
                resolve(outcome);
            };
            this.active = { run, handlers, settle };
            signal?.addEventListener('abort', stop, { once: true });
            this.post({ t: 'run', run, ...request });
        });
    }
    kill() {
        this.dead = true;
        this.child.kill('SIGKILL');
    }
    idle() {
        this.child.unref();
        this.child.channel?.unref();
    }
    post(message) {
        if (!this.child.connected)
            return;
        // A send error means the child is gone; its `close` reports that.
        this.child.send(message, (error) => void error);
    }
    onMessage(message) {
        const active = this.active;
        if (message.t === 'fatal') {
            this.fatal = message.message;
            return;
        }
        if (!active || message.run !== active.run)
            return;
        switch (message.t) {
            case 'call':
                void active.handlers.call(message.op, message.args).then((reply) => {
                    if (this.active?.run === message.run)
                        this.post({ t: 'reply', call: message.call, ...reply });
                });
                return;
            case 'log':
                try {
                    active.handlers.log(message.line);
                }
                catch {
                    // The run log is the engine's; a fault there must not end the script.
                }
                return;
            case 'done':
                active.settle(message.outcome);
                return;
            case 'breach':
                // The isolate may be stuck in a builtin that ignores termination: only killing is certain.
                this.kill();
                active.settle({ kind: 'breach', code: message.code, message: message.message });
                return;
        }
    }
    onGone(startError) {
        this.dead = true;
        this.active?.settle(this.goneOutcome(startError));
    }
    goneOutcome(startError) {
        const cause = startError ?? this.fatal;
        if (cause)
            return { kind: 'error', code: 'script_error', message: cause };
        // A V8 fatal error (a size CHECK, an out-of-memory abort) ends the process at once.
        return { kind: 'breach', code: 'limit_exceeded', message: 'the script stopped the sandbox process (it went over a memory or size limit)' };
    }
}
class SandboxPool {
    nodeArgs;
    maxProcesses;
    idleMs;
    idleProcesses = [];
    waiting = [];
    busy = 0;
    closed = false;
    /** Sandbox processes this pool has started: reuse keeps it low, a breach adds one. */
    processesStarted = 0;
    constructor(options = {}) {
        this.nodeArgs = options.nodeArgs ?? [];
        this.maxProcesses = Math.max(1, options.maxProcesses ?? Math.min(16, Math.max(4, (0,external_node_os_.availableParallelism)() * 2)));
        this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
    }
    /** Runs one script; when `signal` aborts, the script is stopped and the outcome is `stopped`. */
    async run(request, handlers, signal) {
        const sandbox = await this.acquire();
        try {
            return await sandbox.execute(request, handlers, signal);
        }
        finally {
            this.release(sandbox);
        }
    }
    /** Ends idle processes; busy ones end when their script does. */
    async close() {
        this.closed = true;
        for (const { process, timer } of this.idleProcesses.splice(0)) {
            clearTimeout(timer);
            process.kill();
        }
    }
    async acquire() {
        for (;;) {
            const idle = this.idleProcesses.pop();
            if (idle) {
                clearTimeout(idle.timer);
                if (idle.process.dead)
                    continue;
                this.busy++;
                return idle.process;
            }
            if (this.busy < this.maxProcesses) {
                this.busy++;
                try {
                    const started = new SandboxProcess(this.nodeArgs);
                    this.processesStarted++;
                    return started;
                }
                catch (error) {
                    this.busy--;
                    throw error;
                }
            }
            await new Promise((resolve) => this.waiting.push(resolve));
        }
    }
    release(sandbox) {
        this.busy--;
        if (sandbox.dead || this.closed) {
            if (!sandbox.dead)
                sandbox.kill();
        }
        else {
            const timer = setTimeout(() => {
                const at = this.idleProcesses.findIndex((entry) => entry.process === sandbox);
                if (at >= 0)
                    this.idleProcesses.splice(at, 1);
                sandbox.kill();
            }, this.idleMs);
            timer.unref();
            this.idleProcesses.push({ process: sandbox, timer });
        }
        this.waiting.shift()?.();
    }
}

// EXTERNAL MODULE: ./lib/shared/script-wrapper.js
var script_wrapper = __webpack_require__(80592);
;// CONCATENATED MODULE: ./lib/sandbox/run-script.js
/**
 * Runs one script in the sandbox and turns its outcome into a ScriptResult or a
 * StepError (CTX-24, CTX-25, CTX-28..31, TRANSFORM-02, TRANSFORM-03, TRANSFORM-06).
 */






/** Used when the project's `limits` say nothing (LIMIT-11). */
const DEFAULT_SCRIPT_LIMITS = Object.freeze({ memoryMb: 64, cpuMs: 1000, wallMs: 20_000 });
/** isolated-vm refuses heaps under 8 MB. */
const MIN_MEMORY_MB = 8;
const MESSAGE_MAX = 500;
/** Shorter secret values are too likely to occur by chance to be worth hiding. */
const MIN_REDACTED_SECRET = 4;
const MODES = ['step', 'action', 'transform'];
/** What a script that returns nothing produces, by mode (flowgate.md §4). */
const NOTHING_RETURNED = {
    step: () => ({}),
    action: () => null,
    transform: () => null,
};
let defaultPool;
/**
 * isolated-vm asks for Node's `--no-node-snapshot`; the sandbox processes are ours to
 * start, so they get it whatever flags the host (a GitHub Action, say) was started with.
 */
const SANDBOX_NODE_ARGS = ['--no-node-snapshot'];
function runScript(run) {
    defaultPool ??= new SandboxPool({ nodeArgs: SANDBOX_NODE_ARGS });
    return runScriptIn(defaultPool, run);
}
/** Ends the idle sandbox processes; the next script starts new ones. */
async function closeSandbox() {
    const pool = defaultPool;
    defaultPool = undefined;
    await pool?.close();
}
async function runScriptIn(pool, run) {
    if (!MODES.includes(run.mode))
        throw new errors/* StepError */.zg('invalid_input', `unknown script mode \`${String(run.mode)}\``);
    if (typeof run.code !== 'string')
        throw new errors/* StepError */.zg('invalid_input', 'the script must be text');
    // TRANSFORM-06: such a step fails without running, whatever the save-time checks said.
    if (run.mode === 'transform' && run.code.includes('${{')) {
        throw new errors/* StepError */.zg('script_expression', 'a transform script cannot contain `${{ }}`; pass the value in through `input`');
    }
    const outcome = await pool.run({ code: (0,script_wrapper/* wrapScript */.a1)(run.code, run.mode), mode: run.mode, data: dataJson(run), limits: normaliseLimits(run.limits), maxDepth: json_strict/* MAX_JSON_DEPTH */.KX }, {
        call: (op, argsJson) => callHostOperation(run.host, op, argsJson),
        log: (line) => run.host.log(line),
    }, run.signal);
    return toResult(outcome, run);
}
function dataJson(run) {
    const { event, steps, vars, secrets, input } = run.data;
    try {
        return JSON.stringify({ event, steps, vars, secrets, input });
    }
    catch {
        throw new errors/* StepError */.zg('invalid_input', 'the data given to the script cannot be copied as JSON');
    }
}
function normaliseLimits(limits) {
    const pick = (value, fallback, min) => typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.max(min, Math.ceil(value)) : fallback;
    return {
        memoryMb: pick(limits?.memoryMb, DEFAULT_SCRIPT_LIMITS.memoryMb, MIN_MEMORY_MB),
        cpuMs: pick(limits?.cpuMs, DEFAULT_SCRIPT_LIMITS.cpuMs, 1),
        wallMs: pick(limits?.wallMs, DEFAULT_SCRIPT_LIMITS.wallMs, 1),
    };
}
function toResult(outcome, run) {
    switch (outcome.kind) {
        case 'return': {
            const value = outcome.json === undefined ? undefined : parseScriptJson(outcome.json, 'the returned value');
            return { kind: 'return', value: value === undefined || value === null ? NOTHING_RETURNED[run.mode]() : value };
        }
        case 'skip':
            return { kind: 'skip', reason: safeMessage(outcome.reason, run) };
        case 'error': {
            const where = outcome.line === undefined ? '' : `line ${outcome.line}: `;
            // The code arrives from the sandbox process as text; only a catalogued one is passed on.
            const code = (0,error_codes/* isErrorCode */.We)(outcome.code) ? outcome.code : 'script_error';
            throw new errors/* StepError */.zg(code, safeMessage(where + outcome.message, run));
        }
        case 'breach':
            throw new errors/* StepError */.zg(outcome.code, outcome.message);
        case 'stopped':
            throw stopReason(run.signal);
    }
}
/** Why the caller stopped the run: its signal's reason, which the engine gave (a deadline's). */
function stopReason(signal) {
    const reason = signal?.reason;
    return reason instanceof Error ? reason : new errors/* StepError */.zg('timeout', 'the script was stopped before it finished');
}
/** ERR-02: a script's own message may quote a secret it was given; hide those values. */
function safeMessage(message, run) {
    let safe = message;
    for (const secret of secretValues(run.data.secrets))
        safe = safe.split(secret).join('***');
    return safe.length > MESSAGE_MAX ? `${safe.slice(0, MESSAGE_MAX)}…` : safe;
}
function secretValues(secrets) {
    if (typeof secrets !== 'object' || secrets === null)
        return [];
    return Object.values(secrets)
        .filter((value) => typeof value === 'string' && value.length >= MIN_REDACTED_SECRET)
        .sort((a, b) => b.length - a.length);
}


/***/ })

};
