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
export const ISOLATE_PRELUDE = String.raw`(function () {
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
