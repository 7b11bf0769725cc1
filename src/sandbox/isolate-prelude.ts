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
 * - Time and chance (flowgate.md §5 "Determinism inside scripts"): a context has no
 *   `performance` or `crypto` of its own, so `start` gives it both. For a script that
 *   must repeat, `Date` is frozen at the given instant (the zero-argument forms, `Date()`,
 *   `Date.now()` and Intl's `format()` without a date), `performance.now()` is the run's
 *   elapsed time that each host reply brings, and `Math.random()` and `crypto` draw
 *   from xoshiro128** seeded by the host. Otherwise they are real: `Date` and
 *   `Math.random()` are V8's own, `performance.now()` and `crypto` ask the sandbox
 *   process (the real time since the script started, node:crypto).
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
  const DateType = Date;
  const dateToString = Date.prototype.toString;
  const reflectConstruct = Reflect.construct;
  const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
  const MathObject = Math;
  const imul = Math.imul;
  const DateTimeFormat = Intl.DateTimeFormat;
  const formatGetter = getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, 'format').get;
  const formatToPartsReal = Intl.DateTimeFormat.prototype.formatToParts;
  const Uint8ArrayType = Uint8Array;
  const uint8Set = Uint8Array.prototype.set;
  const typedArrayPrototype = getPrototypeOf(Uint8Array.prototype);
  const typedArrayTag = getOwnPropertyDescriptor(typedArrayPrototype, Symbol.toStringTag).get;
  const typedArrayBuffer = getOwnPropertyDescriptor(typedArrayPrototype, 'buffer').get;
  const typedArrayOffset = getOwnPropertyDescriptor(typedArrayPrototype, 'byteOffset').get;
  const typedArrayLength = getOwnPropertyDescriptor(typedArrayPrototype, 'byteLength').get;
  const numberToString = Number.prototype.toString;
  const stringPadStart = String.prototype.padStart;
  /** Web Crypto: getRandomValues fills integer typed arrays only, at most 65536 bytes a call. */
  const INTEGER_ARRAYS = ['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'BigInt64Array', 'BigUint64Array'];
  const RANDOM_BYTES_MAX = 65536;
  const arrayIndexOf = Array.prototype.indexOf;
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
  const hidden = function (target, key, value) {
    defineProperty(target, key, { value: value, writable: true, enumerable: false, configurable: true });
  };

  /* Errors as Web Crypto throws them (DOMException is not there: an Error with its name and code). */
  const domError = function (name, code, message) {
    const error = new ErrorType(message);
    hidden(error, 'name', name);
    hidden(error, 'code', code);
    return error;
  };
  /* The bytes of an integer typed array, as getRandomValues takes it, or a thrown error. */
  const randomTarget = function (view) {
    const tag = view !== null && typeof view === 'object' ? reflectApply(typedArrayTag, view, []) : undefined;
    if (tag === undefined || reflectApply(arrayIndexOf, INTEGER_ARRAYS, [tag]) < 0) {
      throw domError('TypeMismatchError', 17, 'The data argument must be an integer-type TypedArray');
    }
    const length = reflectApply(typedArrayLength, view, []);
    if (length > RANDOM_BYTES_MAX) throw domError('QuotaExceededError', 22, 'The requested length exceeds 65,536 bytes');
    return new Uint8ArrayType(reflectApply(typedArrayBuffer, view, []), reflectApply(typedArrayOffset, view, []), length);
  };
  const hex = function (byte) {
    return reflectApply(stringPadStart, reflectApply(numberToString, byte, [16]), [2, '0']);
  };
  /* 16 random bytes as a version 4 UUID (RFC 9562). */
  const uuidOf = function (bytes) {
    bytes[6] = (bytes[6] & 0x0f) | 0x40;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    let text = '';
    for (let i = 0; i < 16; i++) {
      if (i === 4 || i === 6 || i === 8 || i === 10) text += '-';
      text += hex(bytes[i]);
    }
    return text;
  };
  const defineCrypto = function (getRandomValues, randomUUID) {
    hidden(g, 'crypto', freeze({ getRandomValues: getRandomValues, randomUUID: randomUUID }));
  };

  /* A script that must repeat: frozen Date, the run's elapsed time, seeded chance. */
  const repeatable = function (sight, readElapsed) {
    const nowMs = sight.nowMs;
    const FrozenDate = function Date(...args) {
      if (new.target === undefined) return reflectApply(dateToString, reflectConstruct(DateType, [nowMs]), []);
      return reflectConstruct(DateType, args.length === 0 ? [nowMs] : args, new.target);
    };
    defineProperty(FrozenDate, 'length', { value: 7 });
    defineProperty(FrozenDate, 'prototype', { value: DateType.prototype, writable: false });
    hidden(FrozenDate, 'now', function now() { return nowMs; });
    hidden(FrozenDate, 'parse', DateType.parse);
    hidden(FrozenDate, 'UTC', DateType.UTC);
    hidden(DateType.prototype, 'constructor', FrozenDate);
    hidden(g, 'Date', FrozenDate);
    /* Intl formats "now" when given no date. */
    const boundFormats = new WeakMapType();
    defineProperty(DateTimeFormat.prototype, 'format', {
      get: function () {
        let bound = reflectApply(weakMapGet, boundFormats, [this]);
        if (bound === undefined) {
          const format = reflectApply(formatGetter, this, []);
          bound = function (date) { return format(date === undefined ? nowMs : date); };
          reflectApply(weakMapSet, boundFormats, [this, bound]);
        }
        return bound;
      },
      enumerable: false,
      configurable: true,
    });
    hidden(DateTimeFormat.prototype, 'formatToParts', function formatToParts(date) {
      return reflectApply(formatToPartsReal, this, [date === undefined ? nowMs : date]);
    });
    hidden(g, 'performance', freeze({ now: function now() { return readElapsed(); } }));

    /* xoshiro128** (Blackman and Vigna), its state four 32-bit words from the host. */
    let s0 = sight.seed[0] | 0;
    let s1 = sight.seed[1] | 0;
    let s2 = sight.seed[2] | 0;
    let s3 = sight.seed[3] | 0;
    const next = function () {
      const product = imul(s1, 5);
      const result = imul((product << 7) | (product >>> 25), 9) >>> 0;
      const t = s1 << 9;
      s2 ^= s0;
      s3 ^= s1;
      s1 ^= s2;
      s0 ^= s3;
      s2 ^= t;
      s3 = (s3 << 11) | (s3 >>> 21);
      return result;
    };
    const fill = function (bytes) {
      const length = bytes.length;
      for (let i = 0; i < length; i += 4) {
        const word = next();
        bytes[i] = word & 0xff;
        if (i + 1 < length) bytes[i + 1] = (word >>> 8) & 0xff;
        if (i + 2 < length) bytes[i + 2] = (word >>> 16) & 0xff;
        if (i + 3 < length) bytes[i + 3] = word >>> 24;
      }
    };
    /* 53 random bits, as V8's own Math.random gives. */
    hidden(MathObject, 'random', function random() {
      return ((next() >>> 5) * 67108864 + (next() >>> 6)) / 9007199254740992;
    });
    defineCrypto(
      function getRandomValues(view) {
        fill(randomTarget(view));
        return view;
      },
      function randomUUID() {
        const bytes = new Uint8ArrayType(16);
        fill(bytes);
        return uuidOf(bytes);
      },
    );
  };

  /* A real run's script: V8's Date and Math.random stay; the rest asks the sandbox process. */
  const real = function (native, startedAt) {
    const ask = function (op, size) {
      return native.applySync(undefined, [op, size], { result: { copy: true } });
    };
    hidden(g, 'performance', freeze({ now: function now() { return ask('clock', 0) - startedAt; } }));
    defineCrypto(
      function getRandomValues(view) {
        const bytes = randomTarget(view);
        reflectApply(uint8Set, bytes, [ask('bytes', bytes.length)]);
        return view;
      },
      function randomUUID() {
        return ask('uuid', 0);
      },
    );
  };

  const typeName = function (value) {
    if (value === null) return 'null';
    if (isArray(value)) return 'a list';
    const type = typeof value;
    return type === 'object' ? 'an object' : (type === 'undefined' ? 'nothing' : 'a ' + type);
  };

  return async function start(syncCall, asyncCall, logCall, mode, dataJson, userFn, maxDepth, sightJson, native, startedAt) {
    const data = parse(dataJson);
    const hostErrors = new WeakMapType();
    let skipped = null;
    const sight = sightJson === undefined ? undefined : parse(sightJson);
    let elapsedMs = sight === undefined ? 0 : sight.elapsedMs;
    if (sight === undefined) real(native, startedAt);
    else repeatable(sight, function () { return elapsedMs; });

    const hostError = function (reply) {
      const error = new ErrorType(reply.message);
      own(error, 'code', reply.code);
      reflectApply(weakMapSet, hostErrors, [error, { code: reply.code, message: reply.message }]);
      return error;
    };
    const unwrap = function (replyJson) {
      const reply = parse(replyJson);
      if (typeof reply.elapsedMs === 'number') elapsedMs = reply.elapsedMs;
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
