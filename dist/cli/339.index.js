export const id = 339;
export const ids = [339];
export const modules = {

/***/ 88768:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ isDeadlineExceeded),
/* harmony export */   m: () => (/* binding */ DeadlineExceeded)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22730);
/**
 * The deadline contract of the run's clock (engine/world.ts `Clock.withDeadline`): the
 * marker a clock throws when an enclosing deadline passes, so the engine can tell a run
 * deadline from a step's own failure whatever clock the world has.
 */

/**
 * Rejects a virtual sleep that would run past a deadline, and a script stopped at one
 * (run.ts `underDeadline`). The `withDeadline` that owns `deadline` turns it into its
 * `onTimeout()` error, every other one lets it through so that the tighter, outer
 * deadline wins.
 */
class DeadlineExceeded extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FlowgateError */ .g {
    static {
        (0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .brandError */ .c)(this, 'DeadlineExceeded');
    }
    name = 'DeadlineExceeded';
    code = 'FLOWGATE_DEADLINE_EXCEEDED';
    /** Which deadline ran out; compared by identity. */
    deadline;
    constructor(deadline) {
        super('A deadline passed before the work finished.');
        this.deadline = deadline;
    }
}
function isDeadlineExceeded(error) {
    return error instanceof DeadlineExceeded;
}


/***/ }),

/***/ 23679:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ validateInput),
/* harmony export */   o: () => (/* binding */ inputErrorMessage)
/* harmony export */ });
/* harmony import */ var _shared_json_schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77455);

const defaultedFields = new WeakMap();
function containsDefault(node) {
    return typeof node === 'object' && node !== null && ('default' in node || Object.values(node).some(containsDefault));
}
/** Top-level inputs under which ajv fills defaults (e.g. `fields[].align`), per schema. */
function fieldsWithNestedDefaults(schema) {
    let fields = defaultedFields.get(schema);
    if (!fields) {
        const properties = (schema.properties ?? {});
        fields = Object.entries(properties)
            .filter(([, sub]) => Object.entries(sub).some(([key, node]) => key !== 'default' && containsDefault(node)))
            .map(([name]) => name);
        defaultedFields.set(schema, fields);
    }
    return fields;
}
/**
 * Checks an evaluated input and fills its defaults, which a built-in action's `run`
 * relies on (`defineAction` types a property with a `default` as present). Evaluated
 * inputs share objects with earlier steps' outputs and constant parts of the definition,
 * so defaults go into copies: the top level, plus any field whose schema has defaults
 * inside it.
 */
/** `builtIn` names the built-in action whose schema this is; without it the schema is a user's. */
function validateInput(schema, input, builtIn) {
    const validate = builtIn !== undefined ? (0,_shared_json_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .compileInputSchema */ .dg)(schema, builtIn) : (0,_shared_json_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .compileSchema */ .Fc)(schema);
    let value = input;
    if (input !== null && typeof input === 'object' && !Array.isArray(input)) {
        const copy = { ...input };
        for (const field of fieldsWithNestedDefaults(schema))
            if (copy[field] !== undefined)
                copy[field] = structuredClone(copy[field]);
        value = copy;
    }
    if (validate(value))
        return { value };
    return { value, errors: validate.errors ?? [] };
}
function fieldPath(error) {
    const path = error.instancePath
        .split('/')
        .slice(1)
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce((text, part) => (/^\d+$/.test(part) ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
    return error.keyword === 'additionalProperties' ? [path, String(error.params.additionalProperty)].filter(Boolean).join('.') : path;
}
/** Names the field and the rule, never the value (ACT-06). */
function inputErrorMessage(errors) {
    const first = errors[0];
    if (!first)
        return 'The input is not valid.';
    const field = fieldPath(first);
    const message = first.keyword === 'additionalProperties'
        ? 'is not a known input'
        : first.keyword === 'required'
            ? `needs ${String(first.params.missingProperty)}`
            : (first.message ?? 'is not valid');
    return field ? `${field}: ${message}` : `input ${message}`;
}


/***/ }),

/***/ 87241:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  F: () => (/* binding */ runWorkflow)
});

// EXTERNAL MODULE: ./lib/expressions/index.js + 13 modules
var expressions = __webpack_require__(80731);
// EXTERNAL MODULE: ./lib/engine/errors.js
var errors = __webpack_require__(44899);
// EXTERNAL MODULE: ./lib/engine/input-check.js
var input_check = __webpack_require__(23679);
// EXTERNAL MODULE: ./lib/engine/script-step.js
var script_step = __webpack_require__(10350);
;// CONCATENATED MODULE: ./lib/engine/step.js



function bindConnections(step, world, kinds) {
    const bound = {};
    for (const [slot, name] of Object.entries(step.connections))
        bound[slot] = world.connection(name, kinds(slot));
    return bound;
}
/** Resolves an artifact input: the object of `${{ artifacts.x }}` or a file name. */
function artifactResolver(world) {
    return (ref, field) => {
        const name = typeof ref === 'string' ? ref : typeof ref === 'object' && ref !== null ? ref.name : undefined;
        const artifact = typeof name === 'string' ? world.artifacts.get(name) : undefined;
        if (!artifact)
            throw (0,errors/* invalidInput */.aY)(`${field}: must be an artifact of this run`);
        return artifact;
    };
}
async function runStepBody(step, scope, world, services, inForEach) {
    switch (step.kind) {
        case 'action': {
            const input = step.input.evaluate(scope);
            const checked = (0,input_check/* validateInput */.T)(step.action.inputSchema, input, step.action.name);
            if (checked.errors)
                throw (0,errors/* invalidInput */.aY)((0,input_check/* inputErrorMessage */.o)(checked.errors));
            const slots = step.action.slots ?? {};
            const ctx = {
                world,
                stepId: step.id,
                connections: bindConnections(step, world, (slot) => slots[slot]?.kinds[0] ?? 'http'),
                inForEach,
                template: (name) => services.template(name),
                artifact: artifactResolver(world),
                addArtifact: (name, data, contentType) => world.artifacts.add(name, data, contentType, step.id),
                scripts: services.scripts,
            };
            return step.action.run(checked.value, ctx);
        }
        case 'library': {
            const input = step.input.evaluate(scope);
            const checked = (0,input_check/* validateInput */.T)(step.library.inputSchema, input);
            if (checked.errors)
                throw (0,errors/* invalidInput */.aY)((0,input_check/* inputErrorMessage */.o)(checked.errors));
            const connections = bindConnections(step, world, () => 'http');
            return (0,script_step/* runLibraryScript */.Q)(step.library, checked.value, { scripts: services.scripts, world, connections, scope });
        }
        case 'workflow':
            return world.callWorkflow(step.workflow, step.id);
        case 'script':
            return (0,script_step/* runStepScript */.V)(step.script, { scripts: services.scripts, world, connections: bindConnections(step, world, () => 'http'), scope });
    }
}

// EXTERNAL MODULE: ./lib/engine/scope.js
var engine_scope = __webpack_require__(81758);
// EXTERNAL MODULE: ./lib/engine/deadline.js
var engine_deadline = __webpack_require__(88768);
// EXTERNAL MODULE: ./lib/engine/scripts.js
var scripts = __webpack_require__(5250);
;// CONCATENATED MODULE: ./lib/engine/run.js
/**
 * One run of a workflow (flowgate.md §2): steps in order with `if`, `for_each`, `retry`,
 * timeouts and `continue_on_error`, producing the result document (test-cases.md §2.11).
 */






function noteAttempt(report, attempt, round) {
    report.observe({ kind: 'attempt_started', step: report.step.id, attempt, round, atMs: report.world.clock.elapsedMs });
}
const SKIPPED = Object.freeze({ result: 'skipped', outputs: null, error: null });
/** `timeout_minutes` on the world's clock (WORLD-08: a second in tests). */
function minutesToMs(minutes, world) {
    return minutes * world.clock.minuteMs;
}
function asStepError(error, step) {
    if (error instanceof errors/* StepError */.zg)
        return error;
    if (error instanceof expressions/* ExpressionRuntimeError */.T9)
        return new errors/* StepError */.zg('invalid_input', error.message);
    const detail = error instanceof Error ? error.message : String(error);
    return new errors/* StepError */.zg('internal_error', `flowgate failed inside step ${step.id}: ${detail}`);
}
function errorInfo(error) {
    return { code: error.code, message: error.message };
}
/**
 * Runs `work` under a deadline of `minutes`, kept two ways: by the clock (sleeps,
 * requests) and by the scripts the work runs, which run in real time (runnerWithin).
 * Either way its passing fails the work with `onTimeout()`.
 */
async function underDeadline(minutes, world, services, work, onTimeout) {
    const ms = minutesToMs(minutes, world);
    /** Tells a script stopped by this deadline from one stopped by an enclosing one. */
    const deadline = {};
    const reason = () => new engine_deadline/* DeadlineExceeded */.m(deadline);
    try {
        return await world.clock.withDeadline(ms, (signal) => work({ ...services, scripts: (0,scripts/* runnerWithin */.GG)(services.scripts, { ms, signal, reason }) }), onTimeout);
    }
    catch (error) {
        if ((0,engine_deadline/* isDeadlineExceeded */.A)(error) && error.deadline === deadline)
            throw onTimeout();
        throw error;
    }
}
/** Runs one attempt-with-retries of the step body for the given scope (`round`: the for_each index). */
async function attempt(report, scope, services, round) {
    const { step, world } = report;
    let delayMs = step.retry.delaySeconds * 1000;
    const body = (bodyServices) => runStepBody(step, scope, world, bodyServices, round !== null);
    for (let attemptNo = 1;; attemptNo += 1) {
        noteAttempt(report, attemptNo, round);
        try {
            if (step.timeoutMinutes === undefined)
                return await body(services);
            return await underDeadline(step.timeoutMinutes, world, services, body, () => new errors/* StepError */.zg('timeout', `Step ${step.id} took longer than its timeout_minutes.`));
        }
        catch (error) {
            const retried = error instanceof errors/* StepError */.zg && attemptNo < step.retry.maxAttempts && (0,errors/* isRetryable */.r3)(error);
            if (error instanceof errors/* StepError */.zg) {
                report.observe({ kind: 'attempt_failed', step: step.id, attempt: attemptNo, round, error: errorInfo(error), retried, atMs: world.clock.elapsedMs });
            }
            if (!retried)
                throw error;
            await world.clock.sleep(delayMs);
            if (step.retry.backoff === 'exponential')
                delayMs *= 2;
        }
    }
}
async function executeStep(report, scope, services) {
    const { step } = report;
    if (!step.forEach)
        return attempt(report, scope, services, null);
    const items = step.forEach.evaluate(scope);
    if (!Array.isArray(items))
        throw new errors/* StepError */.zg('invalid_input', `for_each of step ${step.id} must give a list.`);
    report.observe({ kind: 'for_each', step: step.id, items: items.length });
    const results = [];
    for (let index = 0; index < items.length; index += 1) {
        results.push(await attempt(report, { ...scope, item: items[index], index }, services, index));
    }
    return { results, count: results.length };
}
async function runWorkflow(plan, world, options) {
    const observe = options.observe ?? (() => undefined);
    const steps = {};
    /**
     * Set once the run's own deadline has decided every step: a real clock cannot stop the
     * step in flight, but no later step may start and nothing it does changes the run.
     */
    let abandoned = false;
    /** Records a step's result and tells the observer. */
    const finish = (step, record, skipped) => {
        if (abandoned)
            return;
        steps[step.id] = record;
        const event = { kind: 'step_finished', step: step.id, record, atMs: world.clock.elapsedMs };
        observe(skipped ? { ...event, skipped } : event);
    };
    const scope = (0,engine_scope/* createScope */.Ds)(world, options.trigger, steps, plan.secretNames);
    let runError = null;
    let halted = false;
    let current;
    const fail = (step, error) => {
        finish(step, { result: 'failure', outputs: null, error: errorInfo(error) });
        if (!step.continueOnError) {
            runError = { ...errorInfo(error), step: step.id };
            halted = true;
        }
    };
    let artifactsSeen = world.artifacts.list().length;
    /** `artifacts.<name>` in later expressions sees the files a step made (ACT-07). */
    const refreshArtifacts = () => {
        const count = world.artifacts.list().length;
        if (count !== artifactsSeen) {
            scope.artifacts = (0,engine_scope/* artifactView */.mr)(world);
            artifactsSeen = count;
        }
    };
    const runStep = async (step, services) => {
        observe({ kind: 'step_started', step: step.id, atMs: world.clock.elapsedMs });
        if (step.condition) {
            const value = step.condition.evaluate(scope);
            observe({ kind: 'condition', step: step.id, value });
            if (!value)
                return finish(step, SKIPPED, 'condition');
        }
        const outputs = await executeStep({ step, world, observe }, scope, services);
        finish(step, { result: 'success', outputs: outputs ?? {}, error: null });
    };
    const loop = async (services) => {
        for (const step of plan.steps) {
            if (abandoned)
                return;
            current = step;
            if (halted) {
                finish(step, SKIPPED, 'halted');
                continue;
            }
            try {
                await runStep(step, services);
            }
            catch (error) {
                // An enclosing run deadline passing belongs to the run, not to this step.
                if ((0,engine_deadline/* isDeadlineExceeded */.A)(error))
                    throw error;
                if (error instanceof errors/* SkipSignal */.kA) {
                    finish(step, SKIPPED, 'skip_signal');
                    if (error.skipsLaterSteps)
                        halted = true;
                }
                else {
                    fail(step, asStepError(error, step));
                }
            }
            refreshArtifacts();
        }
    };
    const services = { ...options.services, scripts: (0,scripts/* runnerInWorld */.yY)(options.services.scripts, world) };
    if (plan.timeoutMinutes === undefined) {
        await loop(services);
    }
    else {
        try {
            await underDeadline(plan.timeoutMinutes, world, services, loop, () => new errors/* StepError */.zg('timeout', 'The run took longer than its timeout_minutes.'));
        }
        catch (error) {
            if (!(error instanceof errors/* StepError */.zg) || !current)
                throw error;
            // WF-07: the run's own limit ends the run, continue_on_error or not.
            finish(current, { result: 'failure', outputs: null, error: errorInfo(error) });
            runError = { ...errorInfo(error), step: current.id };
            for (const step of plan.steps)
                if (!Object.hasOwn(steps, step.id))
                    finish(step, SKIPPED, 'run_deadline');
            abandoned = true;
        }
    }
    const records = Object.values(steps);
    const outcome = runError ? 'error' : records.every((record) => record.result === 'skipped') ? 'skip' : 'success';
    return {
        outcome,
        steps,
        emails: [...world.mailbox.sent],
        state: world.state.all(),
        artifacts: world.artifacts.list().map((a) => ({ name: a.name, content_type: a.content_type, size_bytes: a.size_bytes, step: a.step })),
        error: runError,
    };
}


/***/ }),

/***/ 81758:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ds: () => (/* binding */ createScope),
/* harmony export */   mr: () => (/* binding */ artifactView)
/* harmony export */ });
/* unused harmony exports triggerContext, secretsView */
/* harmony import */ var _expressions_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80731);
/** The expression scope of a run: contexts of flowgate.md §3 over the world. */

function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** EXPR-07..09: where body and headers come from for each trigger kind. */
function triggerContext(trigger, world) {
    const event = trigger.event ?? null;
    let body = null;
    let headers = {};
    if (trigger.kind === 'webhook') {
        body = isObject(event) ? (event.body ?? null) : null;
        headers = isObject(event) && isObject(event.headers) ? event.headers : {};
    }
    else if (trigger.kind !== 'schedule') {
        body = event;
    }
    return {
        kind: trigger.kind,
        body,
        headers,
        environment: world.environment,
        is_test: trigger.is_test,
        now: (0,_expressions_index_js__WEBPACK_IMPORTED_MODULE_0__/* .formatRfc3339 */ .ZA)(world.clock.now()),
        file: isObject(event) && isObject(event.file) ? event.file : null,
    };
}
function artifactView(world) {
    const view = {};
    for (const artifact of world.artifacts.list()) {
        view[artifact.name] = { id: artifact.id, name: artifact.name, content_type: artifact.content_type, size_bytes: artifact.size_bytes };
    }
    return view;
}
function secretsView(world, names) {
    const view = {};
    for (const name of names)
        view[name] = world.secret(name) ?? null;
    return view;
}
function createScope(world, trigger, steps, secretNames) {
    return {
        event: trigger.event ?? null,
        trigger: triggerContext(trigger, world),
        steps,
        vars: world.vars,
        secrets: secretsView(world, secretNames),
        artifacts: artifactView(world),
        now: () => world.clock.now(),
        lookup: (table, key) => world.lookup(table, key),
    };
}


/***/ }),

/***/ 10350:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ runLibraryScript),
/* harmony export */   V: () => (/* binding */ runStepScript)
/* harmony export */ });
/* harmony import */ var _expressions_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(80731);
/* harmony import */ var _shared_own_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(73889);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44899);
/* harmony import */ var _response_body_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(63880);
/* harmony import */ var _state_rules_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(49361);
/* harmony import */ var _scripts_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5250);
/** Script steps and library actions: user JavaScript through the run's script runner, ctx served by the world. */






const SCRIPT_REQUEST_TIMEOUT_MS = 30_000;
function scriptHost(world, connections) {
    const send = async (request, connection) => {
        const response = await world.http.request(request, { ...(connection ? { connection } : {}), timeoutMs: SCRIPT_REQUEST_TIMEOUT_MS });
        return { status: response.status, headers: response.headers, ...(0,_response_body_js__WEBPACK_IMPORTED_MODULE_3__/* .readBody */ .x)(response) };
    };
    return {
        now: () => (0,_expressions_index_js__WEBPACK_IMPORTED_MODULE_0__/* .formatRfc3339 */ .ZA)(world.clock.now()),
        stateGet: (key, fallback) => {
            (0,_state_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .checkStateKey */ .f)(key, 'ctx.state.get key');
            const saved = world.state.get(key);
            return saved.found ? saved.value : (fallback ?? null);
        },
        stateSet: (key, value) => {
            (0,_state_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .checkStateKey */ .f)(key, 'ctx.state.set key');
            (0,_state_rules_js__WEBPACK_IMPORTED_MODULE_2__/* .checkStateValue */ .$H)(value, 'ctx.state.set value');
            world.state.set(key, value);
        },
        lookup: (table, key) => world.lookup(table, key),
        log: (line) => world.log(line),
        httpRequest: (request) => send(request, undefined),
        connectionRequest: (slot, request) => {
            const connection = (0,_shared_own_js__WEBPACK_IMPORTED_MODULE_4__/* .own */ .Z)(connections, slot);
            if (!connection)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .StepError */ .zg('invalid_input', `ctx.connection('${slot}'): the step binds no connection to that slot.`);
            return send(request, connection);
        },
    };
}
async function run(mode, code, data, call) {
    const { world } = call;
    const result = await call.scripts.run({
        code,
        mode,
        data,
        host: scriptHost(world, call.connections),
        limits: { memoryMb: world.limits.scriptMemoryMb, cpuMs: world.limits.scriptCpuMs, wallMs: _scripts_js__WEBPACK_IMPORTED_MODULE_5__/* .SCRIPT_WALL_MS */ .SE },
    });
    // CTX-26: a step script's skip ends this step and every later one.
    if (result.kind === 'skip')
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .SkipSignal */ .kA(result.reason);
    return result.value;
}
function runStepScript(code, call) {
    const { scope } = call;
    return run('step', code, { event: scope.event, steps: scope.steps, vars: scope.vars, secrets: scope.secrets }, call);
}
function runLibraryScript(action, input, call) {
    const { scope } = call;
    return run('action', action.script, { event: scope.event, input, vars: scope.vars, secrets: scope.secrets }, call);
}


/***/ }),

/***/ 33451:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* reexport safe */ _run_script_js__WEBPACK_IMPORTED_MODULE_0__.c),
/* harmony export */   jV: () => (/* reexport safe */ _run_script_js__WEBPACK_IMPORTED_MODULE_0__.jV)
/* harmony export */ });
/* harmony import */ var _run_script_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9023);
/**
 * The script sandbox (flowgate.md §4): script steps, library actions and
 * `platform/transform` run JavaScript in an isolated-vm isolate inside a sandbox
 * process of their own, never in the host's context.
 *
 * The contract is the engine's (engine/scripts.ts); `sandboxRunner` (runner.ts) is the
 * sandbox as the engine's ScriptRunner, loading this module only when a script runs.
 *
 * - `runScript` runs one script and resolves to its outputs (`return`) or a skip; it
 *   rejects with a StepError: `script_error`, `limit_exceeded`, `timeout`,
 *   `script_expression`, or the code of an uncaught request error (`http_unmocked`…).
 *
 * The save-time check of a script's text is definitions/scripts/check-script.ts: it
 * must load without the sandbox.
 */



/***/ }),

/***/ 9023:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* binding */ closeSandbox),
  jV: () => (/* binding */ prestartSandbox),
  runScript: () => (/* binding */ runScript)
});

// UNUSED EXPORTS: DEFAULT_SCRIPT_LIMITS, runScriptIn

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
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
 * - Time and chance (flowgate.md §5 "Determinism inside scripts"): a context has no
 *   `performance` or `crypto` of its own, so `start` gives it both. For a script that
 *   must repeat, `Date` is frozen at the given instant (the zero-argument forms, `Date()`,
 *   `Date.now()` and Intl's `format()` without a date), `performance.now()` is the run's
 *   elapsed time that each host reply brings, and `Math.random()` and `crypto` draw
 *   from xoshiro128** seeded by the host. Otherwise they are real: `Date` and
 *   `Math.random()` are V8's own, `performance.now()` and `crypto` ask the sandbox
 *   process (the real time since the script started, node:crypto).
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

;// CONCATENATED MODULE: ./lib/sandbox/sandbox-pool.js
/**
 * Sandbox processes (sandbox-child.ts), one script at a time each, reused while they
 * stay healthy. A limit breach, a timeout or a crash costs only that process: the host
 * kills it and starts a fresh one for the next script, so no other case is touched.
 * Nothing starts before the first script runs, and idle processes never keep the
 * host alive.
 *
 * Processes come in two kinds. A script that must repeat (a test run) runs in a
 * `repeatable` one, whose time zone is UTC whatever the host's: V8 takes the zone from
 * its process, so it cannot be chosen per script. Other scripts run in a `real` one,
 * in the zone of the machine.
 */






/** Time the child gets past the wall limit to report before the host stops waiting. */
const BACKSTOP_GRACE_MS = 2000;
const DEFAULT_IDLE_MS = 30_000;
const DEFAULT_MEMORY_MB = 64;
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
/**
 * Only what Node needs: the host's secrets in the environment stay out of the sandbox.
 * With no locale variable, V8's default locale is en-US in both kinds.
 */
function childEnvironment(kind, realEnv) {
    const env = kind === 'repeatable' ? { TZ: 'UTC' } : { ...realEnv };
    if (process.env.SYSTEMROOT)
        env.SYSTEMROOT = process.env.SYSTEMROOT;
    return env;
}
class SandboxProcess {
    kind;
    child;
    dead = false;
    active;
    fatal;
    nextRun = 1;
    constructor(nodeArgs, memoryMb, kind, realEnv) {
        this.kind = kind;
        this.child = (0,external_node_child_process_.spawn)(process.execPath, [...nodeArgs, childEntryPath(), isolatedVmPath()], {
            stdio: ['ignore', 'ignore', process.env.FLOWGATE_SANDBOX_DEBUG ? 'inherit' : 'ignore', 'ipc'],
            env: childEnvironment(kind, realEnv),
            serialization: 'json',
        });
        this.child.on('message', (message) => this.onMessage(message));
        this.child.on('error', (error) => this.onGone(`the script sandbox could not start: ${error.message}`));
        this.child.on('close', () => this.onGone(undefined));
        this.post({ t: 'init', prelude: ISOLATE_PRELUDE, memoryMb });
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
    memoryMb;
    realEnv;
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
        this.memoryMb = options.memoryMb ?? DEFAULT_MEMORY_MB;
        this.realEnv = { ...options.realEnv };
    }
    /**
     * Starts a process of the kind now, to wait idle for the first script: a caller that
     * knows scripts will come (a test run reading its definitions) hides the process's
     * start-up that way.
     */
    prestart(kind = 'real') {
        if (this.closed || this.busy + this.idleProcesses.length > 0)
            return;
        this.processesStarted++;
        this.release(this.startProcess(kind), false);
    }
    /**
     * Runs one script, in a `repeatable` process when it must repeat; when `signal` aborts,
     * the script is stopped and the outcome is `stopped`.
     */
    async run(request, handlers, signal) {
        const sandbox = await this.acquire(request.determinism ? 'repeatable' : 'real');
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
    async acquire(kind) {
        for (;;) {
            const at = this.idleProcesses.findLastIndex((entry) => entry.process.kind === kind);
            if (at >= 0) {
                const [idle] = this.idleProcesses.splice(at, 1);
                clearTimeout(idle.timer);
                if (idle.process.dead)
                    continue;
                this.busy++;
                return idle.process;
            }
            if (this.busy < this.maxProcesses) {
                // Room for one more: an idle process of the other kind gives way.
                if (this.busy + this.idleProcesses.length >= this.maxProcesses) {
                    const other = this.idleProcesses.shift();
                    clearTimeout(other.timer);
                    other.process.kill();
                }
                this.busy++;
                try {
                    const started = this.startProcess(kind);
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
    startProcess(kind) {
        return new SandboxProcess(this.nodeArgs, this.memoryMb, kind, this.realEnv);
    }
    release(sandbox, wasBusy = true) {
        if (wasBusy)
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
function pool() {
    defaultPool ??= new SandboxPool({ nodeArgs: SANDBOX_NODE_ARGS, memoryMb: DEFAULT_SCRIPT_LIMITS.memoryMb });
    return defaultPool;
}
function runScript(run) {
    return runScriptIn(pool(), run);
}
/**
 * Starts a sandbox process ahead of the first script, so its start-up overlaps other work
 * (a test run reading definitions: `repeatable`, for scripts that must repeat). An idle
 * process never keeps the host alive.
 */
function prestartSandbox(kind) {
    pool().prestart(kind);
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
    const { determinism } = run;
    const handlers = {
        call: (op, argsJson) => callHostOperation(run.host, op, argsJson),
        log: (line) => run.host.log(line),
    };
    // A call may have waited on the run's clock (a mock's delay): the answer brings performance.now() along.
    if (determinism)
        handlers.call = async (op, argsJson) => ({ ...(await callHostOperation(run.host, op, argsJson)), elapsedMs: determinism.elapsedMs() });
    const outcome = await pool.run({
        code: (0,script_wrapper/* wrapScript */.a1)(run.code, run.mode),
        mode: run.mode,
        data: dataJson(run),
        limits: normaliseLimits(run.limits),
        maxDepth: json_strict/* MAX_JSON_DEPTH */.KX,
        ...(determinism ? { determinism: runDeterminism(determinism) } : {}),
    }, handlers, run.signal);
    return toResult(outcome, run);
}
/** The seed text hashed into the generator's state (SHA-256, its first 16 bytes as four little-endian words). */
function runDeterminism(determinism) {
    const digest = (0,external_node_crypto_.createHash)('sha256').update(determinism.seed, 'utf8').digest();
    const seed = [digest.readUInt32LE(0), digest.readUInt32LE(4), digest.readUInt32LE(8), digest.readUInt32LE(12)];
    // xoshiro128** never leaves the all-zero state; SHA-256 gives it with odds of 2^-128.
    if (seed.every((word) => word === 0))
        seed[0] = 1;
    return { nowMs: determinism.nowMs, elapsedMs: determinism.elapsedMs(), seed };
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


/***/ }),

/***/ 54037:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ sandboxRunner)
/* harmony export */ });
const sandboxRunner = {
    async run(run) {
        const { runScript } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 9023));
        return runScript(run);
    },
};


/***/ }),

/***/ 42579:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $u: () => (/* reexport */ checks_redact/* makeRedactor */.$u),
  JT: () => (/* reexport */ runChecks)
});

// UNUSED EXPORTS: HIDDEN

// EXTERNAL MODULE: ./lib/testing/checks/redact.js
var checks_redact = __webpack_require__(86071);
// EXTERNAL MODULE: ./lib/testing/request-match.js
var request_match = __webpack_require__(54165);
;// CONCATENATED MODULE: ./lib/testing/checks/show.js
/** Long values are cut so one annotation stays readable (REPORT-13). */
const SHOWN_LENGTH = 200;
const ELLIPSIS = '…';
function shorten(text, max = SHOWN_LENGTH) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    return chars.slice(0, max - 1).join('') + ELLIPSIS;
}
function compactJson(value) {
    try {
        const json = JSON.stringify(value);
        return json === undefined ? String(value) : json;
    }
    catch {
        return '[a value that cannot be shown as JSON]';
    }
}
/**
 * A value as compact JSON, redacted before it is cut: cutting first could keep the
 * start of a secret that the cut made unrecognisable.
 */
function showValue(value, redact) {
    return shorten(redact.hide(compactJson(value)));
}
/** A value as written in a sentence: text in single quotes, anything else as JSON. */
function sentenceValue(value, redact) {
    if (typeof value === 'string')
        return `'${shorten(redact.hide(value))}'`;
    return showValue(value, redact);
}
function showPattern(pattern, redact) {
    return `/${shorten(redact.hide(pattern))}/`;
}
/** "once", "2 times" */
function times(n) {
    return n === 1 ? 'once' : `${n} times`;
}
/** "1 request", "2 requests" */
function counted(n, noun) {
    return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
/** At most `max` items, then "and N more", so a long list cannot flood a report. */
function listSome(items, max = 10) {
    if (items.length <= max)
        return items.join(', ');
    return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}

;// CONCATENATED MODULE: ./lib/testing/checks/call-checks.js



/** Header lookup in any letter case (CALLS-04); recorded names are lower-case already. */
function headerValue(request, name) {
    const wanted = name.toLowerCase();
    for (const [key, value] of Object.entries(request.headers))
        if (key.toLowerCase() === wanted)
            return value;
    return undefined;
}
function headerEntries(check) {
    return Object.entries(check.header_equals ?? {});
}
function hasWantedHeaders(check, request) {
    if (check.header_present !== undefined && headerValue(request, check.header_present) === undefined)
        return false;
    return headerEntries(check).every(([name, value]) => headerValue(request, name) === value);
}
function selector(check) {
    const { method, url, url_contains, path, body_contains } = check;
    return { method, url, url_contains, path, body_contains };
}
/** "POST /invoices", "GET https://x.example/a", "url containing /customers/" */
function target(check, redact) {
    const parts = [];
    if (check.method !== undefined)
        parts.push(check.method.toUpperCase());
    if (check.url !== undefined)
        parts.push(check.url);
    if (check.path !== undefined)
        parts.push(check.url !== undefined ? `path ${check.path}` : check.path);
    if (check.url_contains !== undefined) {
        parts.push(check.url !== undefined || check.path !== undefined ? `and url containing ${check.url_contains}` : `url containing ${check.url_contains}`);
    }
    if (check.url === undefined && check.path === undefined && check.url_contains === undefined)
        parts.push('any address');
    return redact.hide(parts.join(' '));
}
/** "with body containing 'x' and header X-Api-Key and header Content-Type: application/json" */
function withClause(check, redact) {
    const clauses = [];
    if (check.body_contains !== undefined)
        clauses.push(`body containing ${sentenceValue(check.body_contains, redact)}`);
    if (check.header_present !== undefined)
        clauses.push(`header ${check.header_present}`);
    for (const [name, value] of headerEntries(check))
        clauses.push(`header ${(0,checks_redact/* showHeader */.Pl)(redact, name, value)}`);
    return clauses.length > 0 ? ` with ${clauses.join(' and ')}` : '';
}
/** "exactly once", "at least once", "exactly 2 times"; `never` is written up front. */
function countPhrase(count) {
    if (count === undefined)
        return 'at least once'; // CALLS-07
    return `exactly ${times(count)}`;
}
function callSentence(check, redact) {
    const what = `${target(check, redact)}${withClause(check, redact)}`;
    return check.count === 0 ? `never calls ${what}` : `calls ${what} ${countPhrase(check.count)}`;
}
function showRequest(request, redact) {
    return shorten(redact.hide(`${request.method.toUpperCase()} ${request.url}`));
}
/**
 * Why requests that the address fields picked were not counted: which header they
 * lacked or what value it had. Values of `header_present` are never read out.
 */
function headerMisses(check, picked, redact) {
    const notes = [];
    const present = check.header_present;
    if (present !== undefined) {
        const without = picked.filter((request) => headerValue(request, present) === undefined).length;
        if (without > 0)
            notes.push(`${counted(without, 'request')} without header ${present}`);
    }
    for (const [name, value] of headerEntries(check)) {
        const seen = new Set();
        for (const request of picked) {
            const actual = headerValue(request, name);
            if (actual === value)
                continue;
            seen.add(actual === undefined ? `no header ${name}` : (0,checks_redact/* showHeader */.Pl)(redact, name, actual));
        }
        if (seen.size > 0)
            notes.push(`header ${(0,checks_redact/* showHeader */.Pl)(redact, name, value)} not found; seen: ${listSome([...seen], 5)}`);
    }
    return notes.map((note) => shorten(note));
}
/** No request the check selects was made at all (its headers aside). */
function neverMade(check, calls) {
    return !calls.some((request) => (0,request_match/* matchesRequest */.TA)(selector(check), request));
}
function judgeCalls(check, calls, redact) {
    const picked = calls.filter((request) => (0,request_match/* matchesRequest */.TA)(selector(check), request));
    const matched = picked.filter((request) => hasWantedHeaders(check, request)).length;
    const holds = check.count === undefined ? matched >= 1 : matched === check.count;
    if (holds)
        return { holds };
    const expected = check.count === 0 ? 'never' : countPhrase(check.count);
    const details = [matched === 0 ? 'no matching request' : counted(matched, 'matching request')];
    if (picked.length > matched)
        details.push(...headerMisses(check, picked, redact));
    if (picked.length === 0) {
        details.push(calls.length === 0 ? 'the run made no requests' : `requests made: ${listSome(calls.map((request) => showRequest(request, redact)))}`);
    }
    return { holds, expected, actual: details.join('; ') };
}

// EXTERNAL MODULE: ./lib/definitions/test-list/check-path.js
var check_path = __webpack_require__(75048);
;// CONCATENATED MODULE: ./lib/testing/checks/json-path.js
/**
 * What a check's path finds (CHECK-01, CHECK-03, CHECK-14, STEPCHK-03). The path is RFC
 * 9535 JSONPath with flowgate's additions, read and evaluated by the intake's check-path
 * module; the intake has already refused a path that does not parse, so a reading that
 * fails here is reported on the check rather than thrown.
 */

function resolvePath(path, json) {
    const reading = (0,check_path/* readCheckPath */.Kk)(path);
    if (!reading.ok)
        return { ok: false, reason: (0,check_path/* describeProblem */.BJ)(reading.problem) };
    const found = (0,check_path/* findValues */.EZ)(reading.path, json);
    if (!found.ok)
        return found;
    return { ok: true, singular: reading.path.singular, values: found.values };
}
/** The value a check tests: the one value of a singular query, the list of any other. */
function subjectOf(resolution) {
    if (resolution.singular) {
        return resolution.values.length > 0 ? { found: true, value: resolution.values[0] } : { found: false, value: undefined };
    }
    return { found: true, value: resolution.values };
}

;// CONCATENATED MODULE: ./lib/testing/checks/values.js
/** Value comparison of checks (CHECK-04..CHECK-08). */
function isPlainObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** Keys that hold a value: JSON has no `undefined`, so a key holding it counts as absent. */
function presentKeys(value) {
    return Object.keys(value).filter((key) => value[key] !== undefined);
}
/**
 * Works through comparisons until one fails. A work list, not recursion: values from a
 * run or a test list may nest deeper than the stack allows.
 */
function allHold(first) {
    const pending = [first];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        const { actual: a, wanted: b, includes } = next;
        if (includes) {
            if (!isPlainObject(a) || !isPlainObject(b))
                return false;
            for (const key of presentKeys(b)) {
                if (!Object.hasOwn(a, key))
                    return false;
                pending.push({ actual: a[key], wanted: b[key], includes: isPlainObject(b[key]) });
            }
            continue;
        }
        if (typeof a === 'number' && typeof b === 'number') {
            if (a === b || (Number.isNaN(a) && Number.isNaN(b)))
                continue;
            return false;
        }
        if (Array.isArray(a) || Array.isArray(b)) {
            if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length)
                return false;
            for (let index = 0; index < a.length; index++)
                pending.push({ actual: a[index], wanted: b[index], includes: false });
            continue;
        }
        if (isPlainObject(a) && isPlainObject(b)) {
            const keysA = presentKeys(a);
            if (keysA.length !== presentKeys(b).length)
                return false;
            for (const key of keysA) {
                if (!Object.hasOwn(b, key))
                    return false;
                pending.push({ actual: a[key], wanted: b[key], includes: false });
            }
            continue;
        }
        if (a !== b)
            return false;
    }
    return true;
}
/**
 * Deep value equality: numbers by value (CHECK-05: 2 equals 2.0, and 0 equals -0),
 * object keys in any order, list items in order, no conversion between types.
 */
function deepEqual(a, b) {
    return allHold({ actual: a, wanted: b, includes: false });
}
/**
 * CHECK-08: the object has these keys with these values. Nested objects are compared
 * the same way, so a check can name a few fields deep inside; lists and plain values
 * must be equal.
 */
function objectIncludes(actual, wanted) {
    return allHold({ actual, wanted, includes: true });
}
/**
 * CHECK-06..CHECK-08: text contains text, a list contains an item (deep-equal),
 * an object contains keys and values. A number asked for in a text is looked for as
 * its text ("Invoice 42" contains 42).
 */
function containsValue(actual, wanted) {
    if (typeof actual === 'string') {
        if (typeof wanted === 'string' || typeof wanted === 'number') {
            return { applies: true, holds: actual.includes(String(wanted)) };
        }
        return { applies: false, why: 'a text can only contain a text' };
    }
    if (Array.isArray(actual))
        return { applies: true, holds: actual.some((item) => deepEqual(item, wanted)) };
    if (isPlainObject(actual)) {
        if (isPlainObject(wanted))
            return { applies: true, holds: objectIncludes(actual, wanted) };
        return { applies: false, why: 'an object can only contain keys with values' };
    }
    return { applies: false, why: 'not text, a list or an object' };
}

// EXTERNAL MODULE: external "node:vm"
var external_node_vm_ = __webpack_require__(30714);
// EXTERNAL MODULE: ./lib/definitions/test-list/pattern.js
var test_list_pattern = __webpack_require__(31196);
;// CONCATENATED MODULE: ./lib/testing/checks/pattern.js
/**
 * `matches` patterns (CHECK-09, CHECK-10, STATUS-04). A pattern comes from the case
 * author and the text from the run, so a pattern with catastrophic backtracking could
 * hang the harness: the test runs under a time limit in a separate V8 context, whose
 * watchdog can stop a regular expression mid-match.
 */


const PATTERN_TIME_LIMIT_MS = 1000;
let sandbox;
const SEARCH = new external_node_vm_.Script('pattern.test(subject)');
/** A search anywhere in the text (CHECK-10): no flags, `^…$` anchors a full match. */
function searchText(pattern, subject) {
    const problem = (0,test_list_pattern/* patternProblem */.A)(pattern);
    if (problem !== undefined)
        return { ok: false, why: `the pattern is not a valid regular expression (${problem})` };
    sandbox ??= external_node_vm_.createContext({});
    sandbox.pattern = new RegExp(pattern);
    sandbox.subject = subject;
    try {
        return { ok: true, holds: SEARCH.runInContext(sandbox, { timeout: PATTERN_TIME_LIMIT_MS }) === true };
    }
    catch {
        return { ok: false, why: `the pattern took longer than ${PATTERN_TIME_LIMIT_MS} ms to test` };
    }
    finally {
        sandbox.pattern = undefined;
        sandbox.subject = undefined;
    }
}

;// CONCATENATED MODULE: ./lib/testing/checks/value-checks.js
/**
 * Value checks (§2.8): payload entries and the path part of step checks. One check
 * gives one sentence joining its fields ("… equals 3 and matches /x/"); when it fails,
 * `expected` names the fields that failed and `actual` what the path found, both written
 * alike: an `equals` expects the value alone, as JSON, so the two compare value to value.
 */




const NO_VALUE = 'no value';
function shown(found, redact) {
    return found.found ? showValue(found.value, redact) : NO_VALUE;
}
/** The order fields take in a sentence. */
const FIELD_RULES = [
    [
        'exists',
        {
            phrase: (f) => (f.exists ? 'exists' : 'does not exist'),
            // CHECK-11/CHECK-12: any value counts, null included.
            judge: (f, found, redact) => {
                const exists = found.values.length > 0;
                if (f.exists)
                    return { holds: exists, actual: NO_VALUE };
                const actual = found.values.length === 1 ? `the value ${showValue(found.values[0], redact)}` : `${found.values.length} values: ${showValue(found.values, redact)}`;
                return { holds: !exists, actual };
            },
        },
    ],
    [
        'equals',
        {
            phrase: (f, redact) => `equals ${sentenceValue(f.equals, redact)}`,
            wanted: (f, redact) => showValue(f.equals, redact),
            judge: (f, found, redact) => ({ holds: found.found && deepEqual(found.value, f.equals), actual: shown(found, redact) }),
        },
    ],
    [
        'contains',
        {
            phrase: (f, redact) => `contains ${sentenceValue(f.contains, redact)}`,
            wanted: (f, redact) => `contains ${showValue(f.contains, redact)}`,
            judge: (f, found, redact) => {
                if (!found.found)
                    return { holds: false, actual: NO_VALUE };
                const verdict = containsValue(found.value, f.contains);
                if (!verdict.applies)
                    return { holds: false, actual: `${shown(found, redact)} (${verdict.why})` };
                return { holds: verdict.holds, actual: shown(found, redact) };
            },
        },
    ],
    [
        'matches',
        {
            phrase: (f, redact) => `matches ${showPattern(String(f.matches), redact)}`,
            judge: (f, found, redact) => {
                if (!found.found)
                    return { holds: false, actual: NO_VALUE };
                const value = found.value;
                if (typeof value !== 'string' && typeof value !== 'number')
                    return { holds: false, actual: `${shown(found, redact)} (not text)` };
                const verdict = searchText(String(f.matches), String(value));
                if (!verdict.ok)
                    return { holds: false, actual: `${shown(found, redact)} (${verdict.why})` };
                return { holds: verdict.holds, actual: shown(found, redact) };
            },
        },
    ],
    [
        'length',
        {
            phrase: (f) => `has length ${String(f.length)}`,
            // CHECK-13
            judge: (f, found, redact) => {
                if (!found.found)
                    return { holds: false, actual: NO_VALUE };
                const value = found.value;
                if (!Array.isArray(value) && typeof value !== 'string')
                    return { holds: false, actual: `${shown(found, redact)} (not a list or text)` };
                return { holds: value.length === f.length, actual: `length ${value.length}: ${shown(found, redact)}` };
            },
        },
    ],
];
function setFields(fields) {
    return FIELD_RULES.map(([field]) => field).filter((field) => fields[field] !== undefined);
}
/** The fields as the sentence writes them: "equals 3 and matches /x/". */
function fieldsPhrase(fields, redact) {
    return FIELD_RULES.filter(([field]) => fields[field] !== undefined)
        .map(([, rule]) => rule.phrase(fields, redact))
        .join(' and ');
}
/** Tests the value fields of a check against what `path` finds in `document`. */
function judgeValue(path, fields, document, redact) {
    const rules = FIELD_RULES.filter(([field]) => fields[field] !== undefined);
    const resolution = resolvePath(path, document);
    if (!resolution.ok) {
        return {
            holds: false,
            expected: rules.map(([, rule]) => rule.phrase(fields, redact)).join(' and '),
            actual: `the path could not be read (${shorten(redact.hide(resolution.reason))})`,
        };
    }
    const subject = subjectOf(resolution);
    const found = { values: resolution.values, found: subject.found, value: subject.value };
    const failed = [];
    for (const [, rule] of rules) {
        const judgement = rule.judge(fields, found, redact);
        if (!judgement.holds)
            failed.push({ expected: (rule.wanted ?? rule.phrase)(fields, redact), actual: judgement.actual });
    }
    if (failed.length === 0)
        return { holds: true };
    return {
        holds: false,
        expected: failed.map((f) => f.expected).join(' and '),
        actual: [...new Set(failed.map((f) => f.actual))].join('; '),
    };
}

;// CONCATENATED MODULE: ./lib/testing/checks/step-checks.js


const RESULT_PHRASES = {
    success: 'succeeds',
    failure: 'fails',
    skipped: 'is skipped',
};
const DEFAULT_PATH = '$';
function outputPhrase(check, redact) {
    if (setFields(check).length === 0)
        return undefined;
    return `output ${check.path ?? DEFAULT_PATH} ${fieldsPhrase(check, redact)}`;
}
/** What the check asks of the step: "succeeds and output $.x equals 3". */
function demands(check, redact) {
    const parts = [];
    if (check.result !== undefined)
        parts.push(RESULT_PHRASES[check.result]);
    const output = outputPhrase(check, redact);
    if (output !== undefined)
        parts.push(output);
    if (parts.length === 0)
        parts.push('is in the run');
    return parts.join(' and ');
}
function stepSentence(check, redact) {
    return `step ${check.step} ${demands(check, redact)}`;
}
/** "failure (http_status — The server answered 503)" */
function showResult(record, redact) {
    if (record.error === null || record.error === undefined)
        return record.result;
    return `${record.result} (${shorten(redact.hide(`${record.error.code} — ${record.error.message}`))})`;
}
function judgeStep(check, document, redact) {
    const record = Object.hasOwn(document.steps, check.step) ? document.steps[check.step] : undefined;
    if (record === undefined) {
        const known = Object.keys(document.steps);
        const actual = known.length === 0 ? `no step ${check.step} in the run; it has no steps` : `no step ${check.step} in the run; its steps: ${listSome(known)}`;
        return { holds: false, expected: demands(check, redact), actual: shorten(redact.hide(actual)) };
    }
    const expected = [];
    const actual = [];
    if (check.result !== undefined && record.result !== check.result) {
        expected.push(RESULT_PHRASES[check.result]);
        actual.push(showResult(record, redact));
    }
    if (setFields(check).length > 0) {
        const value = judgeValue(check.path ?? DEFAULT_PATH, check, record.outputs, redact);
        if (!value.holds) {
            expected.push(`output ${check.path ?? DEFAULT_PATH}: ${value.expected ?? ''}`.trimEnd());
            actual.push(`output ${check.path ?? DEFAULT_PATH}: ${value.actual ?? ''}`.trimEnd());
        }
    }
    if (expected.length === 0)
        return { holds: true };
    return { holds: false, expected: expected.join(' and '), actual: actual.join('; ') };
}

;// CONCATENATED MODULE: ./lib/testing/checks/run-checks.js





function checkResult(at, sentence, verdict, redact) {
    const result = { at, sentence: redact.hide(sentence), passed: verdict.holds };
    if (!verdict.holds) {
        result.expected = redact.hide(verdict.expected ?? '');
        result.actual = redact.hide(verdict.actual ?? '');
    }
    return result;
}
/** "http_status — The server answered 503", with "step fetch failed: " when a step failed. */
function showRunError(error, redact) {
    const what = shorten(redact.hide(`${error.code} — ${error.message}`));
    return error.step === null ? what : `step ${error.step} failed: ${what}`;
}
function outcomeCheck(expect, result, redact) {
    const holds = result.outcome === expect.outcome;
    const actual = result.error ? `${result.outcome} (${showRunError(result.error, redact)})` : result.outcome;
    return checkResult('expect.outcome', `run ends with outcome ${expect.outcome}`, { holds, expected: expect.outcome, actual }, redact);
}
function failedStepCheck(step, result, redact) {
    const failedAt = result.outcome === 'error' ? result.error?.step : undefined;
    const holds = failedAt === step;
    let actual;
    if (result.outcome !== 'error')
        actual = `the run did not fail (outcome ${result.outcome})`;
    else if (result.error === null)
        actual = 'the run failed without an error';
    else if (result.error.step === null)
        actual = `the run failed outside any step (${showRunError(result.error, redact)})`;
    else
        actual = `fails at step ${result.error.step} (${shorten(redact.hide(`${result.error.code} — ${result.error.message}`))})`;
    return checkResult('expect.failed_step', `run fails at step ${step}`, { holds, expected: `fails at step ${step}`, actual }, redact);
}
/**
 * Addresses compare as a set (EXPECT-06) and in any letter case, since mail systems
 * treat `Anna@Example.com` and `anna@example.com` as one mailbox.
 */
function addressKey(address) {
    return address.trim().toLowerCase();
}
function recipientsCheck(wanted, result, redact) {
    const got = new Map();
    for (const email of result.emails) {
        for (const address of [...email.to, ...email.cc, ...email.bcc]) {
            if (!got.has(addressKey(address)))
                got.set(addressKey(address), address);
        }
    }
    const want = new Map();
    for (const address of wanted)
        if (!want.has(addressKey(address)))
            want.set(addressKey(address), address);
    const missing = [...want.keys()].filter((key) => !got.has(key)).map((key) => want.get(key));
    const extra = [...got.keys()].filter((key) => !want.has(key)).map((key) => got.get(key));
    // EXPECT-05: `[]` holds only when no email went out at all, not even one without recipients.
    const holds = missing.length === 0 && extra.length === 0 && (want.size > 0 || result.emails.length === 0);
    const sentence = want.size === 0 ? 'sends no email' : `sends email to ${[...want.values()].join(', ')}`;
    const expected = want.size === 0 ? 'no email' : `email to ${[...want.values()].join(', ')}`;
    let actual;
    if (result.emails.length === 0)
        actual = 'no email was sent';
    else if (got.size === 0)
        actual = `${counted(result.emails.length, 'email')} without recipients`;
    else {
        const notes = [`email went to ${listSome([...got.values()], 20)}`];
        if (missing.length > 0)
            notes.push(`missing: ${listSome(missing, 20)}`);
        if (extra.length > 0 && want.size > 0)
            notes.push(`not expected: ${listSome(extra, 20)}`);
        actual = notes.join('; ');
    }
    return checkResult('expect.recipients', sentence, { holds, expected, actual }, redact);
}
function payloadChecks(payload, result, redact) {
    const entries = Array.isArray(payload)
        ? payload.map((check, index) => [`expect.payload[${index}]`, check])
        : [['expect.payload', payload]];
    return entries.map(([at, check]) => {
        const sentence = `payload ${check.path} ${fieldsPhrase(check, redact)}`;
        return checkResult(at, sentence, judgeValue(check.path, check, result, redact), redact);
    });
}
/**
 * REPORT-13, GHA-12: whether a failed check could not hold only because the run stopped. Only in a
 * run that ended with an error the case did not expect, and only for what the run would
 * have produced later and never did: outputs of a step that did not succeed or never ran,
 * the payload's emails and artifacts (made as the run goes) or a path with no value,
 * recipients no email went to, requests never made. The
 * outcome, the failed step and unmocked requests name the cause and are never folded.
 */
function stoppedBefore(expect, run) {
    const { result, calls } = run;
    if (result.outcome !== 'error' || expect.outcome === 'error')
        return () => false;
    return (at) => {
        const [, field, index] = /^expect\.(\w+)(?:\[(\d+)\])?$/.exec(at) ?? [];
        const entry = (list) => (Array.isArray(list) ? list[Number(index ?? 0)] : list);
        switch (field) {
            case 'step_outputs': {
                const check = entry(expect.step_outputs);
                const record = check && Object.hasOwn(result.steps, check.step) ? result.steps[check.step] : undefined;
                return check !== undefined && (record === undefined || record.result === 'skipped' || check.step === result.error?.step);
            }
            case 'payload': {
                const check = entry(expect.payload);
                if (check === undefined)
                    return false;
                // The emails and artifacts a run makes as it goes, and a step's record, stop where the run did.
                const [, list, step] = /^\$\.(?:(emails|artifacts)\b|steps\.([A-Za-z0-9_-]+))/.exec(check.path) ?? [];
                if (list !== undefined)
                    return true;
                if (step !== undefined)
                    return !Object.hasOwn(result.steps, step) || result.steps[step].result !== 'success';
                const found = resolvePath(check.path, result);
                return found.ok && found.values.length === 0;
            }
            case 'recipients': {
                const sentTo = new Set(result.emails.flatMap((email) => [...email.to, ...email.cc, ...email.bcc].map(addressKey)));
                const wanted = (expect.recipients ?? []).map(addressKey);
                return wanted.length > 0 && [...sentTo].every((address) => wanted.includes(address));
            }
            case 'http_calls': {
                const check = entry(expect.http_calls);
                return check !== undefined && check.count !== 0 && neverMade(check, calls);
            }
            default:
                return false;
        }
    };
}
/** Marks the failed checks that could not hold because the run stopped (REPORT-13, GHA-12). */
function markStopped(expect, run, checks) {
    const stopped = stoppedBefore(expect, run);
    for (const check of checks)
        if (!check.passed && stopped(check.at))
            check.after_stop = true;
    return checks;
}
function runChecks(expect, run, redact) {
    return markStopped(expect, run, checksOf(expect, run, redact));
}
function checksOf(expect, run, redact) {
    const { result, calls, unmocked } = run;
    const checks = [outcomeCheck(expect, result, redact)];
    if (expect.failed_step !== undefined)
        checks.push(failedStepCheck(expect.failed_step, result, redact));
    if (expect.recipients !== undefined)
        checks.push(recipientsCheck(expect.recipients, result, redact));
    if (expect.payload !== undefined)
        checks.push(...payloadChecks(expect.payload, result, redact));
    (expect.http_calls ?? []).forEach((check, index) => {
        checks.push(checkResult(`expect.http_calls[${index}]`, callSentence(check, redact), judgeCalls(check, calls, redact), redact));
    });
    (expect.step_outputs ?? []).forEach((check, index) => {
        checks.push(checkResult(`expect.step_outputs[${index}]`, stepSentence(check, redact), judgeStep(check, result, redact), redact));
    });
    // MOCK-21/MOCK-22: shown only when it fails, so passing reports list what the author wrote.
    if (unmocked > 0 && expect.no_unmocked_http !== false) {
        const verdict = { holds: false, expected: 'every request answered by a mock', actual: `${counted(unmocked, 'request')} had no mock` };
        checks.push(checkResult('expect.no_unmocked_http', 'makes no request without a mock', verdict, redact));
    }
    return checks;
}

;// CONCATENATED MODULE: ./lib/testing/checks.js




/***/ }),

/***/ 86071:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $u: () => (/* binding */ makeRedactor),
/* harmony export */   Pl: () => (/* binding */ showHeader)
/* harmony export */ });
/* unused harmony export HIDDEN */
/* harmony import */ var _world_sign_in_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(85147);
/**
 * Hiding of dummy secrets and sign-in headers in what a report shows (REPORT-14,
 * REPORT-15). Dummy values are made up, but they stand where real secrets stand in a
 * real run, so the report treats them as secret: a habit that must not leak later.
 */

const HIDDEN = '***';
/** Shorter values would hide ordinary words and numbers all over the report. */
const MIN_SECRET_LENGTH = 4;
function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
/** The forms a secret takes in shown text: as written, in a URL, inside JSON text. */
function shownForms(value) {
    const forms = [value];
    try {
        forms.push(encodeURIComponent(value));
    }
    catch {
        // A lone surrogate cannot be URL-encoded; the value as written is still hidden.
    }
    forms.push(JSON.stringify(value).slice(1, -1));
    return forms;
}
/** One alternation, longest first, so a secret that contains another is hidden whole. */
function secretPattern(secretValues) {
    const forms = new Set();
    for (const value of secretValues) {
        if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH)
            continue;
        for (const form of shownForms(value))
            if (form.length >= MIN_SECRET_LENGTH)
                forms.add(form);
    }
    if (forms.size === 0)
        return undefined;
    const sorted = [...forms].sort((a, b) => b.length - a.length);
    return new RegExp(sorted.map(escapeRegExp).join('|'), 'g');
}
/**
 * Sign-in header values in the two ways requests are shown: a `Name: value` line and
 * a `"name": "value"` JSON member. Names match in any case.
 */
const headerPatternCache = new Map();
function headerPatterns(names) {
    const key = [...names].join('\n');
    let patterns = headerPatternCache.get(key);
    if (!patterns) {
        patterns = buildHeaderPatterns(key === '' ? [] : key.split('\n'));
        if (headerPatternCache.size < 1000)
            headerPatternCache.set(key, patterns);
    }
    return patterns;
}
function buildHeaderPatterns(names) {
    const all = new Set(_world_sign_in_js__WEBPACK_IMPORTED_MODULE_0__/* .SIGN_IN_HEADERS */ .rM);
    for (const name of names) {
        const trimmed = typeof name === 'string' ? name.trim().toLowerCase() : '';
        if (trimmed !== '')
            all.add(trimmed);
    }
    const alternation = [...all].map(escapeRegExp).join('|');
    return {
        line: new RegExp(`^([ \\t]*(?:${alternation})[ \\t]*:[ \\t]*)\\S.*$`, 'gim'),
        json: new RegExp(`("(?:${alternation})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi'),
    };
}
function makeRedactor(secretValues, signInHeaderNames) {
    const secrets = secretPattern(secretValues);
    const headers = headerPatterns(signInHeaderNames);
    return {
        hide(text) {
            let shown = text;
            if (secrets) {
                // A secret holding `*` can re-form around a `***` just written; each pass
                // shortens the text, so this ends.
                for (let previous = ''; previous !== shown;) {
                    previous = shown;
                    shown = shown.replace(secrets, HIDDEN);
                }
            }
            // Both header forms need a colon; most shown texts have none.
            if (!shown.includes(':'))
                return shown;
            shown = shown.replace(headers.line, `$1${HIDDEN}`);
            return shown.replace(headers.json, `$1"${HIDDEN}"`);
        },
    };
}
/** Shows a header as `Name: value`, with the value hidden when the header signs in. */
function showHeader(redact, name, value) {
    // Hiding the `Name: value` fragment on its own gives the line rule a clear end of value.
    return redact.hide(`${name}: ${value}`);
}


/***/ }),

/***/ 67886:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   nh: () => (/* binding */ requestOwner),
/* harmony export */   u_: () => (/* binding */ holdCaseToContracts)
/* harmony export */ });
/* unused harmony exports SHOWN_DIVERGENCES, describeDivergences */
/* harmony import */ var _hold_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(74107);

/** How many divergences a check's actual names (CONTRACT-13). */
const SHOWN_DIVERGENCES = 5;
/** The mock's answer as the contract sees it: its status and body, typed by its content type. */
function answerOf(mock) {
    const respond = mock.respond ?? {};
    const header = Object.entries(respond.headers ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
    const contentType = (0,_hold_js__WEBPACK_IMPORTED_MODULE_0__/* .mediaTypeOf */ .c0)(Array.isArray(header) ? String(header[0]) : header === undefined ? undefined : String(header)) ?? (respond.json !== undefined ? 'application/json' : respond.text !== undefined ? 'text/plain' : undefined);
    if (respond.json !== undefined)
        return { status: respond.status ?? 200, ...(contentType ? { contentType } : {}), json: respond.json };
    if (respond.text !== undefined && contentType && (0,_hold_js__WEBPACK_IMPORTED_MODULE_0__/* .isJsonMediaType */ .jn)(contentType)) {
        try {
            return { status: respond.status ?? 200, contentType, json: JSON.parse(respond.text) };
        }
        catch {
            // Text sent as JSON that is not JSON: the body is held as text.
        }
    }
    return { status: respond.status ?? 200, ...(contentType ? { contentType } : {}), ...(respond.text !== undefined ? { text: respond.text } : {}) };
}
/** Requests refused before they left (a blocked address, a bad request) are not exchanges with the API. */
const NEVER_SENT = new Set(['invalid_input', 'address_blocked']);
/** The documented connection a request belongs to (CONTRACT-04): the longest base URL it starts with. */
function requestOwner(contracts, baseUrl) {
    const bases = [];
    for (const connection of contracts.keys()) {
        const base = baseUrl(connection);
        if (base !== undefined)
            bases.push({ connection, base });
    }
    bases.sort((a, b) => b.base.length - a.base.length);
    return (url) => bases.find(({ base }) => (0,_hold_js__WEBPACK_IMPORTED_MODULE_0__/* .underBase */ .uQ)(url, base));
}
function holdCaseToContracts(inputs) {
    const uses = new Map();
    const groups = new Map();
    if (inputs.contracts.size === 0)
        return { uses, checks: [], warnings: [] };
    const ownerOf = requestOwner(inputs.contracts, inputs.baseUrl);
    for (const call of inputs.calls) {
        if (call.note?.model || (call.failure !== undefined && NEVER_SENT.has(call.failure)))
            continue;
        const owner = ownerOf(call.url);
        if (!owner)
            continue;
        const contract = inputs.contracts.get(owner.connection);
        const mockIndex = call.note?.mock?.list === 'given.http' ? call.note.mock.index : undefined;
        const mock = mockIndex === undefined ? undefined : inputs.mocks[mockIndex];
        const held = (0,_hold_js__WEBPACK_IMPORTED_MODULE_0__/* .holdExchange */ .f$)(contract, { method: call.method, url: call.url, headers: call.headers, body: call.body, ...(mock ? { answer: answerOf(mock) } : {}) }, { baseUrl: owner.base, signInHeaders: inputs.signInHeaders });
        let use = uses.get(owner.connection);
        if (!use)
            uses.set(owner.connection, (use = { exercised: new Set(), divergences: 0 }));
        if (held.found)
            use.exercised.add(held.operation);
        if (!held.divergences.length)
            continue;
        use.divergences += held.divergences.length;
        const key = `${owner.connection}\u0000${held.operation}`;
        let group = groups.get(key);
        if (!group)
            groups.set(key, (group = { connection: owner.connection, operation: held.operation, divergences: [], ...(mockIndex !== undefined ? { mock: mockIndex } : {}) }));
        group.divergences.push(...held.divergences);
    }
    const checks = [];
    const warnings = [];
    for (const group of groups.values()) {
        const contract = inputs.contracts.get(group.connection);
        const sentence = `${group.operation} fits the ${group.connection} API document`;
        const actual = describeDivergences(group.divergences);
        if (inputs.mode === 'warn') {
            warnings.push({ path: group.mock !== undefined ? `given.http[${group.mock}]` : 'given.http', message: `${sentence}: no, ${actual}` });
        }
        else {
            checks.push({ at: `contracts.${group.connection}.${group.operation}`, sentence, passed: false, expected: `requests and answers as ${contract.document.path} describes them`, actual });
        }
    }
    return { uses, checks, warnings };
}
/** The first divergences, each with its pointer and the document's place. */
function describeDivergences(divergences) {
    const shown = divergences.slice(0, SHOWN_DIVERGENCES).map(({ pointer, message, place }) => `${pointer}: ${message} (${place})`);
    const more = divergences.length - SHOWN_DIVERGENCES;
    return shown.join('; ') + (more > 0 ? `; and ${more} more` : '');
}


/***/ }),

/***/ 74107:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c0: () => (/* binding */ mediaTypeOf),
/* harmony export */   f$: () => (/* binding */ holdExchange),
/* harmony export */   jn: () => (/* binding */ isJsonMediaType),
/* harmony export */   uQ: () => (/* binding */ underBase)
/* harmony export */ });
/* harmony import */ var _definitions_openapi_operations_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3143);

/** Headers OpenAPI says parameters never describe, and sign-in headers (CONTRACT-09). */
const UNCHECKED_HEADERS = new Set(['accept', 'content-type', 'authorization']);
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function escapeToken(token) {
    return token.replaceAll('~', '~0').replaceAll('/', '~1');
}
function mediaTypeOf(contentType) {
    const type = contentType?.split(';')[0]?.trim().toLowerCase();
    return type === '' ? undefined : type;
}
function isJsonMediaType(type) {
    return type === 'application/json' || /^[a-z0-9!#$&^_.-]+\/[a-z0-9!#$&^_.-]+\+json$/.test(type) || type === '*/*' || type === 'application/*';
}
/** The content entry of `content` for `type`: exact, then `type/*`, then `* / *`. */
function mediaFor(content, type) {
    const keys = Object.keys(content);
    const exact = keys.find((key) => mediaTypeOf(key) === type);
    if (exact !== undefined)
        return exact;
    const family = keys.find((key) => mediaTypeOf(key) === `${type.split('/')[0]}/*`);
    return family ?? keys.find((key) => mediaTypeOf(key) === '*/*');
}
/** The names of sign-in parameters the document's security schemes declare, by where they go. */
function signInParameters(contract) {
    const names = new Set();
    const schemes = contract.document.follow({ file: 0, tokens: ['components', 'securitySchemes'] }).value;
    if (!isObject(schemes))
        return names;
    for (const name of Object.keys(schemes)) {
        const { value: scheme } = contract.document.follow({ file: 0, tokens: ['components', 'securitySchemes', name] });
        if (isObject(scheme) && scheme.type === 'apiKey' && typeof scheme.name === 'string' && typeof scheme.in === 'string') {
            names.add(`${scheme.in}:${scheme.in === 'header' ? scheme.name.toLowerCase() : scheme.name}`);
        }
    }
    return names;
}
/** Whether `url` starts with `baseUrl` at a segment boundary (CONTRACT-04). */
function underBase(url, baseUrl) {
    const base = baseUrl.replace(/\/+$/, '');
    if (!url.startsWith(base))
        return false;
    const next = url.charAt(base.length);
    return next === '' || next === '/' || next === '?' || next === '#';
}
function holdExchange(contract, exchange, options) {
    const { document } = contract;
    const url = new URL(exchange.url);
    const basePath = new URL(options.baseUrl).pathname.replace(/\/+$/, '');
    const path = url.pathname.slice(basePath.length) || '/';
    const method = exchange.method.toUpperCase();
    const match = (0,_definitions_openapi_operations_js__WEBPACK_IMPORTED_MODULE_0__/* .findOperation */ .LC)(contract.operations, method, path);
    if (!match) {
        const other = (0,_definitions_openapi_operations_js__WEBPACK_IMPORTED_MODULE_0__/* .pathKnown */ .Ll)(contract.operations, path);
        const place = other ? document.describe({ file: other.place.file, tokens: other.place.tokens.slice(0, -1) }) : document.describe({ file: 0, tokens: ['paths'] });
        const message = other ? `the document's ${other.path} has no ${method} operation` : `the document has no operation for ${method} ${path}`;
        return { operation: `${method} ${path}`, found: false, divergences: [{ pointer: '/request', message, place }] };
    }
    const divergences = [...requestDivergences(contract, match, url, exchange, options), ...(exchange.answer ? answerDivergences(contract, match, exchange.answer) : [])];
    return { operation: match.operation.key, found: true, divergences };
}
function requestDivergences(contract, match, url, exchange, options) {
    const { document, schemas } = contract;
    const divergences = [];
    const signIn = signInParameters(contract);
    const cookies = cookiesOf(exchange.headers.cookie);
    for (const parameter of match.operation.parameters) {
        const key = `${parameter.in}:${parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name}`;
        if (signIn.has(key))
            continue;
        if (parameter.in === 'header' && (UNCHECKED_HEADERS.has(parameter.name.toLowerCase()) || options.signInHeaders.has(parameter.name.toLowerCase())))
            continue;
        const pointer = `/request/${parameter.in === 'header' ? 'headers' : parameter.in}/${escapeToken(parameter.in === 'header' ? parameter.name.toLowerCase() : parameter.name)}`;
        const place = document.describe(parameter.place);
        const values = parameterValues(parameter, match, url, exchange.headers, cookies);
        if (values === undefined) {
            if (parameter.required)
                divergences.push({ pointer, message: `the ${parameter.in} parameter ${parameter.name} is required`, place });
            continue;
        }
        for (const miss of parameterMisses(contract, parameter, values))
            divergences.push({ pointer: pointer + miss.pointer, message: miss.message, place });
    }
    const body = match.operation.requestBody;
    if (!body)
        return divergences;
    const requestBody = document.valueAt(body);
    const place = document.describe(body);
    if (exchange.body === '') {
        if (requestBody.required === true)
            divergences.push({ pointer: '/request/body', message: 'the operation requires a request body', place });
        return divergences;
    }
    const type = mediaTypeOf(exchange.headers['content-type']);
    if (!isObject(requestBody.content) || type === undefined)
        return divergences;
    const media = mediaFor(requestBody.content, type);
    if (media === undefined) {
        const listed = Object.keys(requestBody.content).join(', ');
        divergences.push({ pointer: '/request/headers/content-type', message: `${type} is not a content type of the request body (${listed})`, place });
        return divergences;
    }
    if (!isJsonMediaType(type))
        return divergences;
    const schema = schemaPlace(contract, body, ['content', media, 'schema']);
    if (!schema)
        return divergences;
    let json;
    try {
        json = JSON.parse(exchange.body);
    }
    catch {
        divergences.push({ pointer: '/request/body', message: `is not JSON, though sent as ${type}`, place });
        return divergences;
    }
    for (const miss of schemas.check('request', schema, json))
        divergences.push({ pointer: `/request/body${miss.pointer}`, message: miss.message, place });
    return divergences;
}
/** The place of a schema under `at`, when the document gives one there. */
function schemaPlace(contract, at, tokens) {
    const place = { file: at.file, tokens: [...at.tokens, ...tokens] };
    return contract.document.valueAt(place) === undefined ? undefined : place;
}
function cookiesOf(header) {
    const cookies = new Map();
    for (const part of header?.split(';') ?? []) {
        const eq = part.indexOf('=');
        if (eq > 0)
            cookies.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
    }
    return cookies;
}
/** The raw values a request gives a parameter; undefined when it gives none. */
function parameterValues(parameter, match, url, headers, cookies) {
    switch (parameter.in) {
        case 'path':
            return Object.hasOwn(match.pathValues, parameter.name) ? [match.pathValues[parameter.name]] : undefined;
        case 'query': {
            const values = url.searchParams.getAll(parameter.name);
            if (values.length)
                return values;
            // `ids[]=1&ids[]=2`, as many APIs (Stripe among them) write lists.
            const bracketed = url.searchParams.getAll(`${parameter.name}[]`);
            return bracketed.length ? bracketed : undefined;
        }
        case 'header': {
            const name = parameter.name.toLowerCase();
            return Object.hasOwn(headers, name) ? [headers[name]] : undefined;
        }
        case 'cookie':
            return cookies.has(parameter.name) ? [cookies.get(parameter.name)] : undefined;
        default:
            return undefined;
    }
}
const SPLITTERS = { form: ',', simple: ',', spaceDelimited: ' ', pipeDelimited: '|' };
/** The JSON types a schema allows, through its references. */
function typesOf(contract, place) {
    const { value: schema, place: at } = contract.document.follow(place);
    if (!isObject(schema))
        return { types: [] };
    const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
    return { types, ...(schema.items !== undefined ? { items: { file: at.file, tokens: [...at.tokens, 'items'] } } : {}) };
}
const NUMBER_TEXT = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;
/** A parameter's text as the value its schema's type reads it as: `10` a number, `true` a boolean, else text. */
function fromText(text, types) {
    if ((types.includes('integer') || types.includes('number')) && NUMBER_TEXT.test(text))
        return Number(text);
    if (types.includes('boolean') && (text === 'true' || text === 'false'))
        return text === 'true';
    if (types.includes('null') && text === 'null' && !types.includes('string'))
        return null;
    return text;
}
/** A parameter's values against its schema, read from text the way its style writes them. */
function parameterMisses(contract, parameter, values) {
    const { schemas } = contract;
    if (parameter.content) {
        if (!parameter.content.schema || !isJsonMediaType(mediaTypeOf(parameter.content.mediaType) ?? ''))
            return [];
        try {
            return schemas.check('request', parameter.content.schema, JSON.parse(values[0]));
        }
        catch {
            return [{ pointer: '', message: `is not JSON, though the document gives it as ${parameter.content.mediaType}` }];
        }
    }
    if (!parameter.schema)
        return [];
    const { types, items } = typesOf(contract, parameter.schema);
    // Objects in parameters (deepObject, exploded forms) have no one text form to read back: not checked.
    if (types.includes('object'))
        return [];
    let data = fromText(values[0], types);
    if (types.includes('array')) {
        const style = parameter.style ?? (parameter.in === 'query' || parameter.in === 'cookie' ? 'form' : 'simple');
        const explode = parameter.explode ?? style === 'form';
        const texts = explode && values.length > 1 ? values : values.flatMap((value) => value.split(SPLITTERS[style] ?? ','));
        const itemTypes = items ? typesOf(contract, items).types : [];
        data = texts.map((text) => fromText(text, itemTypes));
    }
    return schemas.check('request', parameter.schema, data);
}
function answerDivergences(contract, match, answer) {
    const { document, schemas } = contract;
    const responsesPlace = match.operation.responses;
    if (!responsesPlace)
        return [];
    const responses = document.valueAt(responsesPlace);
    const status = String(answer.status);
    const key = Object.hasOwn(responses, status) ? status : Object.keys(responses).find((candidate) => candidate.toUpperCase() === `${status[0]}XX`) ?? (Object.hasOwn(responses, 'default') ? 'default' : undefined);
    if (key === undefined) {
        const listed = Object.keys(responses).join(', ') || 'none';
        return [{ pointer: '/answer/status', message: `${status} is not a status the operation lists (${listed})`, place: document.describe(responsesPlace) }];
    }
    const { value: response, place } = document.follow({ file: responsesPlace.file, tokens: [...responsesPlace.tokens, key] });
    if (!isObject(response) || !isObject(response.content))
        return [];
    const described = document.describe(place);
    const content = response.content;
    const jsonMedia = Object.keys(content).filter((media) => isJsonMediaType(mediaTypeOf(media) ?? ''));
    if (answer.json !== undefined) {
        const media = (answer.contentType && jsonMedia.find((candidate) => mediaTypeOf(candidate) === answer.contentType)) ?? jsonMedia[0];
        const schema = media === undefined ? undefined : schemaPlace(contract, place, ['content', media, 'schema']);
        if (!schema)
            return [];
        return schemas.check('response', schema, answer.json).map((miss) => ({ pointer: `/answer/body${miss.pointer}`, message: miss.message, place: described }));
    }
    // CONTRACT-12: a text answer is held to the response only when it declares no JSON content.
    if (answer.text === undefined || jsonMedia.length > 0)
        return [];
    const media = answer.contentType ? mediaFor(content, answer.contentType) : undefined;
    const schema = media === undefined ? undefined : schemaPlace(contract, place, ['content', media, 'schema']);
    if (!schema)
        return [];
    return schemas.check('response', schema, answer.text).map((miss) => ({ pointer: `/answer/body${miss.pointer}`, message: miss.message, place: described }));
}


/***/ }),

/***/ 60435:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   z: () => (/* binding */ RunJournal)
/* harmony export */ });
const NOBODY = { step: null };
class RunJournal {
    /** By step id, in the order the engine first told of them. */
    steps = new Map();
    /** Ids of the steps in the order they finished. */
    finished = [];
    /** Every request, in the order made. */
    calls = [];
    /** Who made each email, artifact and log line the run added, by its place after the given ones. */
    made = { emails: [], artifacts: [], logs: [] };
    /** Artifacts the world held before the run (a case's given ones). */
    givenArtifacts = 0;
    #keepsWire;
    #lists;
    #seen = { emails: 0, artifacts: 0, logs: 0 };
    #running = NOBODY;
    constructor(options = {}) {
        this.#keepsWire = options.keepsWire ?? false;
    }
    get entries() {
        return this.calls;
    }
    /** Follows the world's emails, artifacts and log lines from now on. */
    follow(lists) {
        this.#lists = lists;
        this.givenArtifacts = lists.artifacts.list().length;
        this.#seen = { emails: lists.mailbox.sent.length, artifacts: this.givenArtifacts, logs: lists.logLines.length };
        return this;
    }
    open(request, sent) {
        this.#sweep();
        const entry = { ...request, ...this.#running, startMs: sent.startMs };
        if (this.#keepsWire)
            entry.wire = { body: sent.body, timeoutMs: sent.timeoutMs };
        this.calls.push(entry);
        return entry;
    }
    /** The engine's observer (RunOptions.observe). */
    observe = (event) => {
        this.#sweep();
        const step = this.#step(event.step);
        switch (event.kind) {
            case 'step_started':
                step.startMs = event.atMs;
                this.#running = { step: event.step };
                break;
            case 'condition':
                step.condition = event.value;
                break;
            case 'for_each':
                step.forEachItems = event.items;
                break;
            case 'attempt_started':
                endOpenAttempt(step, event.atMs);
                step.attempts.push({ attempt: event.attempt, round: event.round, startMs: event.atMs, error: null });
                this.#running = { step: event.step, attempt: event.attempt };
                break;
            case 'attempt_failed': {
                const open = step.attempts.at(-1);
                if (open)
                    Object.assign(open, { error: event.error, retried: event.retried, endMs: event.atMs });
                break;
            }
            case 'step_finished':
                endOpenAttempt(step, event.atMs);
                step.finishedMs = event.atMs;
                step.record = event.record;
                if (event.skipped)
                    step.skipped = event.skipped;
                this.finished.push(event.step);
                this.#running = NOBODY;
                break;
        }
    };
    /** Ends the journal: what the world added since the last event belongs to whoever ran last. */
    close() {
        this.#sweep();
        return this;
    }
    /** The requests a step made. */
    callsOf(stepId) {
        return this.calls.filter((call) => call.step === stepId);
    }
    /** Milliseconds by step id, for the steps that started and finished. */
    durations() {
        const durations = new Map();
        for (const step of this.steps.values()) {
            if (step.startMs !== undefined && step.finishedMs !== undefined)
                durations.set(step.id, step.finishedMs - step.startMs);
        }
        return durations;
    }
    #step(id) {
        let step = this.steps.get(id);
        if (!step) {
            step = { id, attempts: [] };
            this.steps.set(id, step);
        }
        return step;
    }
    #sweep() {
        const lists = this.#lists;
        if (!lists)
            return;
        const lengths = { emails: lists.mailbox.sent.length, artifacts: lists.artifacts.list().length, logs: lists.logLines.length };
        for (const list of Object.keys(lengths)) {
            for (let at = this.#seen[list]; at < lengths[list]; at += 1)
                this.made[list].push(this.#running);
            this.#seen[list] = lengths[list];
        }
    }
}
function endOpenAttempt(step, atMs) {
    const open = step.attempts.at(-1);
    if (open && open.endMs === undefined)
        open.endMs = atMs;
}


/***/ }),

/***/ 54165:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N0: () => (/* binding */ mismatchedFields),
/* harmony export */   TA: () => (/* binding */ matchesRequest),
/* harmony export */   jw: () => (/* binding */ specificity)
/* harmony export */ });
/* unused harmony export FIELD_SCORES */
/** MOCK-04: how much each set field adds to a mock's specificity. */
const FIELD_SCORES = {
    url: 4,
    path: 2,
    url_contains: 1,
    method: 1,
    body_contains: 1,
};
const FIELD_TESTS = {
    method: (expected, request) => expected.toUpperCase() === request.method.toUpperCase(),
    url: (expected, request) => expected === request.url,
    url_contains: (expected, request) => request.url.includes(expected),
    path: (expected, request) => pathMatches(expected, request.url),
    body_contains: (expected, request) => request.body.includes(expected),
};
/** MOCK-09/MOCK-10: a path with `?` compares the query too. */
function pathMatches(expected, url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return false;
    }
    if (expected.includes('?'))
        return parsed.pathname + parsed.search === expected;
    return parsed.pathname === expected;
}
/** The fields of `match` that the request does not satisfy (empty when it matches: MOCK-02). */
function mismatchedFields(match, request) {
    const misses = [];
    for (const field of Object.keys(FIELD_TESTS)) {
        const expected = match[field];
        if (expected !== undefined && !FIELD_TESTS[field](expected, request))
            misses.push(field);
    }
    return misses;
}
function matchesRequest(match, request) {
    return mismatchedFields(match, request).length === 0;
}
/** MOCK-03/MOCK-04: the specificity score of a match. */
function specificity(match) {
    let score = 0;
    for (const field of Object.keys(FIELD_SCORES)) {
        if (match[field] !== undefined)
            score += FIELD_SCORES[field];
    }
    return score;
}


/***/ }),

/***/ 22709:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  i3: () => (/* binding */ defaultTrigger),
  pv: () => (/* binding */ playCase),
  ef: () => (/* binding */ runCase)
});

// EXTERNAL MODULE: ./lib/engine/errors.js
var errors = __webpack_require__(44899);
// EXTERNAL MODULE: ./lib/engine/input-check.js
var input_check = __webpack_require__(23679);
// EXTERNAL MODULE: ./lib/engine/scope.js
var engine_scope = __webpack_require__(81758);
// EXTERNAL MODULE: ./lib/engine/script-step.js
var script_step = __webpack_require__(10350);
// EXTERNAL MODULE: ./lib/engine/scripts.js
var scripts = __webpack_require__(5250);
;// CONCATENATED MODULE: ./lib/engine/run-action.js
/** A library action run on its own, as its tests run it (flowgate.md §4, RESULT-12). */





async function runAction(action, input, world, options) {
    const scope = (0,engine_scope/* createScope */.Ds)(world, options.trigger, {}, []);
    let output = null;
    let error = null;
    let outcome = 'success';
    try {
        const checked = (0,input_check/* validateInput */.T)(action.inputSchema, input ?? {});
        if (checked.errors)
            throw new errors/* StepError */.zg('invalid_input', (0,input_check/* inputErrorMessage */.o)(checked.errors));
        const connections = Object.fromEntries(action.slots.map((slot) => [slot, world.connection(slot, 'http')]));
        output = (await (0,script_step/* runLibraryScript */.Q)(action, checked.value, { scripts: (0,scripts/* runnerInWorld */.yY)(options.services.scripts, world), world, connections, scope })) ?? null;
    }
    catch (caught) {
        if (caught instanceof errors/* SkipSignal */.kA)
            outcome = 'skip';
        else if (caught instanceof errors/* StepError */.zg) {
            outcome = 'error';
            error = { code: caught.code, message: caught.message, step: null };
        }
        else
            throw caught;
    }
    return {
        outcome,
        steps: {},
        emails: [...world.mailbox.sent],
        state: world.state.all(),
        artifacts: world.artifacts.list().map((a) => ({ name: a.name, content_type: a.content_type, size_bytes: a.size_bytes, step: a.step })),
        error,
        output,
    };
}

// EXTERNAL MODULE: ./lib/engine/run.js + 1 modules
var run = __webpack_require__(87241);
// EXTERNAL MODULE: ./lib/testing/checks.js + 8 modules
var testing_checks = __webpack_require__(42579);
// EXTERNAL MODULE: ./lib/sandbox/runner.js
var runner = __webpack_require__(54037);
// EXTERNAL MODULE: ./lib/world/sign-in.js
var sign_in = __webpack_require__(85147);
// EXTERNAL MODULE: ./lib/shared/own.js
var own = __webpack_require__(73889);
// EXTERNAL MODULE: ./lib/world/artifacts.js
var artifacts = __webpack_require__(9779);
// EXTERNAL MODULE: ./lib/world/clock.js
var clock = __webpack_require__(2610);
// EXTERNAL MODULE: ./lib/world/files/memory-store.js
var memory_store = __webpack_require__(94177);
// EXTERNAL MODULE: ./lib/world/http-client.js + 1 modules
var http_client = __webpack_require__(55634);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./lib/world/sent-email.js
var sent_email = __webpack_require__(99145);
;// CONCATENATED MODULE: ./lib/world/mailbox.js


/**
 * A mailbox that keeps what is sent (WORLD-04). Message ids are derived from the
 * mail and its position, never random, so reports are deterministic (WORLD-16).
 */
class MemoryMailbox {
    sent = [];
    async send(email) {
        const accepted = (0,sent_email/* acceptedRecipients */.k)(email);
        this.sent.push((0,sent_email/* emailRecord */.c)(email));
        const digest = (0,external_node_crypto_.createHash)('sha256')
            .update(`${this.sent.length}\n${email.from}\n${accepted.join(',')}\n${email.subject}\n${email.text}`)
            .digest('hex')
            .slice(0, 24);
        return { message_id: `<${digest}@mail.flowgate.test>`, accepted };
    }
}

// EXTERNAL MODULE: ./lib/world/outgoing-http.js
var outgoing_http = __webpack_require__(44529);
;// CONCATENATED MODULE: ./lib/world/state.js
/** Saved state held in memory: a test's copy of `given.state` (WORLD-06). */
class MemoryState {
    values;
    constructor(initial = {}) {
        this.values = new Map(Object.entries(structuredClone(initial)));
    }
    get(key) {
        if (!this.values.has(key))
            return { found: false, value: null };
        return { found: true, value: structuredClone(this.values.get(key)) };
    }
    set(key, value) {
        this.values.set(key, structuredClone(value));
    }
    all() {
        return Object.fromEntries(this.values);
    }
}

;// CONCATENATED MODULE: ./lib/world/test/test-world.js










const DEFAULT_NOW = '2026-01-05T08:00:00Z';
/** Dummy secret values the world handed out, so reports can hide them (REPORT-14). */
class SecretLedger {
    values = new Set();
    note(value) {
        if (typeof value === 'string')
            this.values.add(value);
        else
            for (const field of Object.values(value))
                if (typeof field === 'string')
                    this.values.add(field);
        return value;
    }
}
/** A test run's id is fixed, so that what is derived from it (an Idempotency-Key) repeats (WORLD-15/16). */
const TEST_RUN_ID = 'test-run';
class TestWorld {
    settings;
    seed;
    environment = 'test';
    runId = TEST_RUN_ID;
    /** Model mocks answer as a provider would; nothing is spent either way. */
    asksModels = true;
    clock;
    dispatcher;
    http;
    mailbox = new MemoryMailbox();
    state;
    artifacts = new artifacts/* MemoryArtifacts */.z();
    snapshots;
    vars;
    limits;
    senders;
    secrets = new SecretLedger();
    logLines = [];
    /** WORLD-05: every file connection is test storage, empty at the start of each case. */
    fileStores = new Map();
    /** Scripts see the frozen clock and a generator seeded with the harness's text (WORLD-17..20). */
    scriptDeterminism;
    constructor(settings, seed, transport, 
    /** Where requests are logged: the run's journal, else a plain list. */
    callLog, 
    /** Seeds what scripts draw: the same text, the same values (the harness's is the version's and the case's). */
    scriptSeed = '') {
        this.settings = settings;
        this.seed = seed;
        this.clock = new clock/* VirtualClock */.k(new Date(seed.now ?? DEFAULT_NOW));
        this.scriptDeterminism = { seed: scriptSeed };
        this.dispatcher = transport(this);
        // AUTH-05: OAuth2 connections get a dummy token; no token request runs.
        this.http = new outgoing_http/* OutgoingHttp */.P(new http_client/* HttpClient */.Qq({ dispatcher: this.dispatcher, clock: this.clock, ...(callLog ? { log: callLog } : {}) }), (0,sign_in/* signInFor */.qN)(this, sign_in/* DUMMY_OAUTH2_TOKEN */.fn));
        this.state = new MemoryState(seed.state ?? {});
        this.vars = seed.vars ?? {};
        this.limits = settings.limits;
        this.senders = settings.senders;
        const snapshots = seed.snapshots ?? {};
        this.snapshots = {
            saves: false,
            read: (stepId) => (0,own/* own */.Z)(snapshots, stepId),
            stage: () => undefined,
        };
        for (const [name, file] of Object.entries(seed.artifacts ?? {})) {
            const data = Buffer.from(file.text.repeat(file.repeat ?? 1), 'utf8');
            this.artifacts.add(name, data, file.content_type ?? 'application/octet-stream', null);
        }
        for (const value of Object.values(seed.secrets ?? {}))
            this.secrets.note(value);
    }
    /** GIVEN-09/AUTH-20: the given value, else `test-dummy-<name>`. */
    secret(name) {
        return this.secrets.note((0,own/* own */.Z)(this.seed.secrets, name) ?? `test-dummy-${name}`);
    }
    /** GIVEN-13..15, EXPR-21/22: only the seeded tables exist. */
    lookup(table, key) {
        const found = (0,own/* own */.Z)(this.seed.lookups, table);
        if (!found)
            return null;
        const row = found.rows.find((r) => r[0] === key);
        if (!row)
            return null;
        return Object.fromEntries(found.columns.map((column, i) => [column, row[i] ?? null]));
    }
    /** GIVEN-25..31, AUTH-01..04: case setup, else Test, else Production, else a placeholder. */
    connection(name, kind) {
        const spec = (0,own/* own */.Z)(this.settings.connections, name);
        const setup = spec?.test ?? spec?.production ?? {};
        const override = (0,own/* own */.Z)(this.seed.connections, name) ?? {};
        const { base_url, auth, header, ...settings } = setup;
        const resolvedKind = spec?.kind ?? kind;
        const provider = (override.provider ?? spec?.provider ?? (resolvedKind === 'ai' ? 'openai_compatible' : undefined));
        const resolvedHeader = override.header ?? header;
        return {
            name,
            kind: resolvedKind,
            exists: spec !== undefined,
            base_url: override.base_url ?? base_url ?? `https://${name}.connection.test`,
            auth: override.auth ?? auth ?? 'none',
            ...(resolvedHeader !== undefined ? { header: resolvedHeader } : {}),
            ...(provider !== undefined ? { provider } : {}),
            settings,
            secrets: spec?.secrets ?? {},
        };
    }
    fileStore(connection) {
        let store = this.fileStores.get(connection.name);
        if (store === undefined) {
            store = new memory_store/* MemoryFileStore */.L(() => this.clock.now());
            this.fileStores.set(connection.name, store);
        }
        return store;
    }
    log(line) {
        this.logLines.push(line);
    }
    /** STUB-07: a workflow call that reached the world was not stubbed. */
    async callWorkflow(workflow, stepId) {
        throw new errors/* StepError */.zg('call_not_stubbed', `Step ${stepId} calls workflow ${workflow}; a test case must stub it in given.stub_steps.`);
    }
    /** MODEL-19: a busy provider is asked again without waiting, and virtual time stays put. */
    async waitForProvider() { }
    knownSecretValues() {
        return this.secrets.values;
    }
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
// EXTERNAL MODULE: ./lib/world/undici-core.js
var undici_core = __webpack_require__(89816);
;// CONCATENATED MODULE: ./lib/testing/mock-table.js
/**
 * What the `given.http` and `given.models` tables share: counting each mock's uses
 * against its `times`, picking the most specific mock that answers, and ranking the
 * near misses named in an `http_unmocked` message.
 */
/** The uses of one table's mocks, by list position. */
class MockUses {
    #mocks;
    #counts;
    constructor(mocks) {
        this.#mocks = mocks;
        this.#counts = mocks.map(() => 0);
    }
    /** How many requests each mock answered, in list order. */
    get counts() {
        return this.#counts;
    }
    /** MOCK-18/MOCK-19, MODEL-12: without `times` a mock never runs out. */
    usedUp(index) {
        const times = this.#mocks[index].times;
        return times !== undefined && this.#counts[index] >= times;
    }
    /**
     * The position of the most specific mock that `matches` the request and is not used
     * up, with this use counted; undefined when none is left. MOCK-03/MOCK-05: strictly
     * higher specificity replaces, so a tie keeps the first listed.
     */
    take(matches, specificity) {
        let chosen;
        for (const [index, mock] of this.#mocks.entries()) {
            if (!matches(mock) || this.usedUp(index))
                continue;
            if (chosen === undefined || specificity(mock) > specificity(this.#mocks[chosen]))
                chosen = index;
        }
        if (chosen !== undefined)
            this.#counts[chosen]++;
        return chosen;
    }
}
/** Why a mock that matches did not answer: its `times` ran out. */
function usedUpReason(times) {
    return `it matches, but its times: ${times} ${times === 1 ? 'is' : 'are'} used up`;
}
/** Fewest mismatched fields, then the more specific mock; on a full tie the earlier one stays. */
function closer(candidate, current) {
    if (!current)
        return true;
    if (candidate.misses !== current.misses)
        return candidate.misses < current.misses;
    return candidate.specificity > current.specificity;
}

// EXTERNAL MODULE: ./lib/testing/request-match.js
var request_match = __webpack_require__(54165);
;// CONCATENATED MODULE: ./lib/testing/http-mocks.js
/**
 * The closed world's network (test-cases.md §2.3, §8 "Run environment"): an undici
 * Dispatcher that answers from the case's mocks and refuses everything else with
 * `http_unmocked`. Answers come from a list of Responders consulted in order; the
 * case's `given.http` table is one, model mocks can be another.
 */





const LONG_VALUE = 200;
/** An own property even for names like `__proto__`, which plain assignment would not create. */
function setOwn(target, key, value) {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
function shown(value) {
    return value.length > LONG_VALUE ? `${value.slice(0, LONG_VALUE)}…` : value;
}
function requestPath(url, withQuery) {
    try {
        const parsed = new URL(url);
        return withQuery ? parsed.pathname + parsed.search : parsed.pathname;
    }
    catch {
        return url;
    }
}
/** WireMock-style sentences for each field that did not match; the request body is never shown. */
const MISMATCH_SENTENCES = {
    method: (expected, request) => `method ${shown(expected.toUpperCase())} does not match ${request.method}`,
    url: (expected, request) => `url ${shown(expected)} does not match ${shown(request.url)}`,
    url_contains: (expected) => `url_contains ${shown(expected)} is not part of the address`,
    path: (expected, request) => `path ${shown(expected)} does not match ${shown(requestPath(request.url, expected.includes('?')))}`,
    body_contains: (expected) => `body_contains ${shown(expected)} is not in the request body`,
};
function encodeText(text) {
    return new TextEncoder().encode(text);
}
/** MOCK-12..MOCK-16: status, body and headers of a mock's `respond`. */
function answerOf(respond) {
    const headers = [];
    for (const [name, value] of Object.entries(respond.headers ?? {})) {
        const values = Array.isArray(value) ? value : [value];
        for (const item of values)
            headers.push([name.toLowerCase(), String(item)]);
    }
    let body = new Uint8Array(0);
    let defaultType;
    if (respond.json !== undefined) {
        body = encodeText(JSON.stringify(respond.json));
        defaultType = 'application/json';
    }
    else if (respond.text !== undefined) {
        body = encodeText(respond.text);
        defaultType = 'text/plain; charset=utf-8';
    }
    // The mock's own headers win, so a case can answer application/problem+json or text/csv.
    if (defaultType && !headers.some(([name]) => name === 'content-type'))
        headers.unshift(['content-type', defaultType]);
    return { status: respond.status ?? 200, headers, body, delayMs: respond.delay_ms ?? 0 };
}
/** The `given.http` table (test-cases.md §2.3 rules 1–3). */
class HttpMockTable {
    #mocks;
    #label;
    #uses;
    constructor(mocks, label = 'given.http') {
        this.#mocks = mocks;
        this.#label = label;
        this.#uses = new MockUses(mocks);
    }
    /** How many requests each mock answered, in list order. */
    get uses() {
        return this.#uses.counts;
    }
    answer(request) {
        const chosen = this.#uses.take((mock) => (0,request_match/* mismatchedFields */.N0)(mock.match, request).length === 0, (mock) => (0,request_match/* specificity */.jw)(mock.match));
        return chosen === undefined ? undefined : { ...answerOf(this.#mocks[chosen].respond ?? {}), mock: { list: this.#label, index: chosen } };
    }
    nearestMiss(request) {
        let nearest;
        for (const [index, mock] of this.#mocks.entries()) {
            const fields = (0,request_match/* mismatchedFields */.N0)(mock.match, request);
            const why = fields.length === 0 ? usedUpReason(mock.times) : fields.map((field) => MISMATCH_SENTENCES[field](mock.match[field], request)).join('; ');
            const candidate = {
                misses: fields.length,
                specificity: (0,request_match/* specificity */.jw)(mock.match),
                description: `${this.#label}[${index}] (${why})`,
                mock: { list: this.#label, index },
                fields: fields.length === 0 ? ['times'] : fields,
                why,
            };
            if (closer(candidate, nearest))
                nearest = candidate;
        }
        return nearest;
    }
}
/** The message of an `http_unmocked` refusal (MOCK-20). */
function unmockedMessage(request, nearest) {
    const what = `No mock answers ${request.method} ${shown(request.url)}`;
    return nearest ? `${what}. Nearest: ${nearest.description}` : `${what}: the case lists no HTTP mocks (given.http).`;
}
/** Request headers in any of undici's shapes, as lower-case names to text. */
function headersOf(headers) {
    const result = {};
    const add = (name, value) => {
        if (value === undefined || value === null)
            return;
        const text = Array.isArray(value) ? value.join(', ') : String(value);
        const key = name.toLowerCase();
        setOwn(result, key, Object.hasOwn(result, key) ? `${result[key]}, ${text}` : text);
    };
    if (!headers)
        return result;
    if (Array.isArray(headers)) {
        // undici's flat form: name, value, name, value…
        for (let i = 0; i + 1 < headers.length; i += 2)
            add(String(headers[i]), headers[i + 1]);
    }
    else if (typeof headers[Symbol.iterator] === 'function') {
        for (const [name, value] of headers)
            add(name, value);
    }
    else {
        for (const [name, value] of Object.entries(headers))
            add(name, value);
    }
    return result;
}
function chunkBytes(chunk) {
    if (typeof chunk === 'string')
        return encodeText(chunk);
    if (chunk instanceof Uint8Array)
        return chunk;
    if (chunk instanceof ArrayBuffer)
        return new Uint8Array(chunk);
    throw new errors/* StepError */.zg('invalid_input', 'The request body is neither text nor bytes.');
}
/** MOCK-11: the request body as text, whether given as text, bytes or a stream. */
async function bodyOf(body) {
    if (body === undefined || body === null)
        return '';
    if (typeof body === 'string')
        return body;
    if (body instanceof Uint8Array)
        return Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
    const chunks = [];
    if (typeof body[Symbol.asyncIterator] === 'function') {
        for await (const chunk of body)
            chunks.push(chunkBytes(chunk));
    }
    else if (typeof body[Symbol.iterator] === 'function') {
        for (const chunk of body)
            chunks.push(chunkBytes(chunk));
    }
    else {
        throw new errors/* StepError */.zg('invalid_input', 'The request body is neither text nor bytes.');
    }
    return Buffer.concat(chunks).toString('utf8');
}
/** `https://host` + `/path?query`, concatenated: a path like `//x` must not change the host. */
function addressOf(options) {
    const origin = options.origin instanceof URL ? options.origin.origin : String(options.origin ?? '').replace(/\/+$/, '');
    return origin + options.path;
}
/** The handler's view of one request; undici's DispatchController. */
class MockController {
    rawHeaders = null;
    rawTrailers = null;
    #aborted = false;
    #paused = false;
    #reason = null;
    #onAbort;
    constructor(onAbort) {
        this.#onAbort = onAbort;
    }
    get aborted() {
        return this.#aborted;
    }
    get paused() {
        return this.#paused;
    }
    get reason() {
        return this.#reason;
    }
    abort(reason) {
        if (this.#aborted)
            return;
        this.#aborted = true;
        this.#reason = reason;
        this.#onAbort(reason);
    }
    pause() {
        this.#paused = true;
    }
    resume() {
        this.#paused = false;
    }
}
/** The call entry the HTTP client handed over, or a note of its own for a request sent without one. */
function noteOf(options) {
    // undici hands the request's options, `opaque` among them, on to the dispatcher.
    const entry = options.opaque;
    if (entry && typeof entry === 'object' && typeof entry.startMs === 'number')
        return (entry.note ??= {});
    return {};
}
class MockDispatcher extends undici_core/* Dispatcher */.m {
    #clock;
    #responders;
    #unmocked = 0;
    #closed = false;
    constructor(options) {
        super();
        this.#clock = options.clock;
        this.#responders = options.responders;
    }
    /** A dispatcher answering from a case's `given.http` list. */
    static forCase(http, clock) {
        return new MockDispatcher({ clock, responders: [new HttpMockTable(http ?? [])] });
    }
    /** Requests refused with `http_unmocked` (MOCK-21, MOCK-22). */
    get unmocked() {
        return this.#unmocked;
    }
    dispatch(options, handler) {
        const note = noteOf(options);
        let finished = false;
        const fail = (error) => {
            if (finished)
                return;
            finished = true;
            handler.onResponseError?.(controller, error);
        };
        const controller = new MockController(fail);
        if (this.#closed) {
            fail(new errors/* StepError */.zg('network_error', 'The request failed: the test network is closed.'));
            return true;
        }
        handler.onRequestStart?.(controller, {});
        if (controller.aborted)
            return true;
        void this.#respond(options, handler, controller, note).then(() => {
            finished = true;
        }, (error) => fail(error instanceof Error ? error : new Error(String(error))));
        return true;
    }
    async #respond(options, handler, controller, note) {
        const request = {
            method: String(options.method).toUpperCase(),
            url: addressOf(options),
            headers: headersOf(options.headers),
            body: await bodyOf(options.body),
        };
        handler.onRequestSent?.();
        const answer = this.#answer(request, note);
        if (answer.mock)
            note.mock = answer.mock;
        if (answer.model)
            note.model = answer.model;
        if (answer.delayMs > 0)
            await this.#clock.sleep(answer.delayMs);
        if (controller.aborted)
            return;
        if (answer.status < 200) {
            // undici waits for a final answer after a 1xx; a mock can never send one.
            throw new errors/* StepError */.zg('network_error', `The request failed: the mock answered the informational status ${answer.status} and nothing after it.`);
        }
        const raw = answer.headers.flatMap(([name, value]) => [Buffer.from(name), Buffer.from(value)]);
        controller.rawHeaders = raw;
        controller.rawTrailers = [];
        handler.onResponseStart?.(controller, answer.status, groupHeaders(answer.headers), external_node_http_.STATUS_CODES[answer.status] ?? '');
        if (controller.aborted)
            return;
        if (request.method !== 'HEAD' && answer.body.byteLength > 0) {
            handler.onResponseData?.(controller, Buffer.from(answer.body.buffer, answer.body.byteOffset, answer.body.byteLength));
        }
        if (controller.aborted)
            return;
        handler.onResponseEnd?.(controller, {});
    }
    #answer(request, note) {
        for (const responder of this.#responders) {
            const answer = responder.answer(request);
            if (answer)
                return answer;
        }
        this.#unmocked++;
        const nearest = this.#nearestMiss(request);
        if (nearest)
            note.nearest = nearest;
        throw new errors/* StepError */.zg('http_unmocked', unmockedMessage(request, nearest));
    }
    #nearestMiss(request) {
        let nearest;
        for (const responder of this.#responders) {
            const candidate = responder.nearestMiss(request);
            if (candidate && closer(candidate, nearest))
                nearest = candidate;
        }
        return nearest;
    }
    close(callback) {
        this.#closed = true;
        if (callback) {
            queueMicrotask(callback);
            return;
        }
        return Promise.resolve();
    }
    destroy(errorOrCallback, callback) {
        this.#closed = true;
        const done = typeof errorOrCallback === 'function' ? errorOrCallback : callback;
        if (done) {
            queueMicrotask(done);
            return;
        }
        return Promise.resolve();
    }
}
/** Like undici's parsed headers: lower-case names, a repeated name as a list of values. */
function groupHeaders(pairs) {
    const grouped = {};
    for (const [name, value] of pairs) {
        const current = Object.hasOwn(grouped, name) ? grouped[name] : undefined;
        if (current === undefined)
            setOwn(grouped, name, value);
        else
            setOwn(grouped, name, Array.isArray(current) ? [...current, value] : [current, value]);
    }
    return grouped;
}
/** For a world without mocks: every request is refused with `http_unmocked`. */
class RefusingDispatcher extends MockDispatcher {
    constructor() {
        super({ clock: { sleep: async () => { } }, responders: [] });
    }
}

// EXTERNAL MODULE: ./lib/actions/ai/providers.js + 7 modules
var providers = __webpack_require__(66954);
// EXTERNAL MODULE: ./lib/shared/json-strict.js
var json_strict = __webpack_require__(4717);
;// CONCATENATED MODULE: ./lib/testing/model-mocks.js
/**
 * Model mocks (test-cases.md §2.4, MODEL-01..MODEL-20): a Responder for the mock
 * dispatcher that answers `platform/ai.generate` calls at an AI connection's chat
 * address. Each plain-form answer is turned into the provider's own reply by the same
 * provider module that reads replies, so the step reads it exactly as a real one.
 */




/** MODEL-10: reported tokens when the mock gives none. */
const DEFAULT_MOCK_USAGE = { input_tokens: 10, output_tokens: 5 };
/** Scores alike to HTTP mocks: the chat address stands for `url` and `method`, `prompt_contains` for `body_contains`. */
const ADDRESS_SCORE = 5;
const PROMPT_SCORE = 1;
/** MODEL-04: exactly one kind of answer. */
function plainAnswerOf(mock, label) {
    const kinds = [];
    if (Object.hasOwn(mock, 'output'))
        kinds.push({ kind: 'output', output: mock.output });
    if (mock.text !== undefined)
        kinds.push({ kind: 'text', text: mock.text });
    if (mock.refusal !== undefined)
        kinds.push({ kind: 'refusal', message: mock.refusal });
    if (mock.truncated === true)
        kinds.push({ kind: 'truncated' });
    if (mock.error !== undefined)
        kinds.push({ kind: 'error', status: mock.error.status, ...(mock.error.message !== undefined ? { message: mock.error.message } : {}) });
    if (kinds.length !== 1)
        throw new errors/* StepError */.zg('invalid_input', `${label}: a model mock needs exactly one of output, text, refusal, truncated, error.`);
    return kinds[0];
}
/** Every text inside a JSON value, down to the strict reader's depth limit. */
function leafTexts(value, into, depth = 0) {
    if (typeof value === 'string')
        into.push(value);
    else if (typeof value === 'object' && value !== null && depth < json_strict/* MAX_JSON_DEPTH */.KX) {
        for (const item of Object.values(value))
            leafTexts(item, into, depth + 1);
    }
}
/**
 * The texts a request carries to the model, JSON escapes undone: the system instruction,
 * every message's content, and the texts inside a content that is itself JSON (the input).
 */
function promptTexts(body) {
    if (typeof body !== 'object' || body === null)
        return [];
    const { system, messages } = body;
    const texts = typeof system === 'string' ? [system] : [];
    for (const message of Array.isArray(messages) ? messages : []) {
        const content = message?.content;
        const parts = typeof content === 'string' ? [content] : Array.isArray(content) ? content.map((part) => part?.text) : [];
        for (const part of parts) {
            if (typeof part !== 'string')
                continue;
            texts.push(part);
            const parsed = (0,json_strict/* parseJsonStrict */.jM)(part);
            if (parsed.ok)
                leafTexts(parsed.value, texts);
        }
    }
    return texts;
}
function parsedBody(body) {
    try {
        return JSON.parse(body);
    }
    catch {
        return undefined;
    }
}
/** MODEL-11: the raw body contains the text, or the prompt or a message does once JSON escapes are undone. */
function bodyContains(request, text) {
    return request.body.includes(text) || promptTexts(parsedBody(request.body)).some((value) => value.includes(text));
}
/** The model the request asked for: the body's `model`, else (Azure) the deployment in the address. */
function requestedModel(request) {
    const body = parsedBody(request.body);
    if (typeof body === 'object' && body !== null && typeof body.model === 'string')
        return body.model;
    const deployment = /\/deployments\/([^/]+)\//.exec(request.url);
    return deployment ? decodeURIComponent(deployment[1]) : 'unknown';
}
class ModelMockTable {
    #mocks;
    #connection;
    #label;
    #uses;
    #targets = new Map();
    /**
     * `connection` resolves a mock's connection name as the world does (real settings,
     * case overrides, or a connection that does not exist yet).
     */
    constructor(mocks, connection, label = 'given.models') {
        this.#mocks = mocks;
        this.#connection = connection;
        this.#label = label;
        this.#uses = new MockUses(mocks);
    }
    /** How many requests each mock answered, in list order. */
    get uses() {
        return this.#uses.counts;
    }
    answer(request) {
        const chosen = this.#uses.take((mock) => this.#atChatAddress(mock, request) && (mock.prompt_contains === undefined || bodyContains(request, mock.prompt_contains)), (mock) => this.#score(mock));
        return chosen === undefined ? undefined : this.#reply(this.#mocks[chosen], chosen, request);
    }
    nearestMiss(request) {
        let nearest;
        for (const [index, mock] of this.#mocks.entries()) {
            // A mock for another address says nothing useful about this request.
            if (!this.#atChatAddress(mock, request))
                continue;
            const promptMissed = mock.prompt_contains !== undefined && !bodyContains(request, mock.prompt_contains);
            const why = promptMissed ? `prompt_contains ${JSON.stringify(mock.prompt_contains)} is not in the request` : usedUpReason(mock.times);
            const candidate = {
                misses: promptMissed ? 1 : 0,
                specificity: this.#score(mock),
                description: `${this.#label}[${index}] (${why})`,
                mock: { list: this.#label, index },
                fields: [promptMissed ? 'prompt_contains' : 'times'],
                why,
            };
            if (closer(candidate, nearest))
                nearest = candidate;
        }
        return nearest;
    }
    #reply(mock, index, request) {
        const label = `${this.#label}[${index}]`;
        const target = this.#target(mock.connection);
        const model = requestedModel(request);
        const usage = {
            input_tokens: mock.usage?.input_tokens ?? DEFAULT_MOCK_USAGE.input_tokens,
            output_tokens: mock.usage?.output_tokens ?? DEFAULT_MOCK_USAGE.output_tokens,
        };
        const reply = target.shape.mockReply(plainAnswerOf(mock, label), { model, id: `mock-${index}-${this.#uses.counts[index]}`, usage });
        return {
            status: reply.status,
            headers: reply.headers,
            body: new TextEncoder().encode(JSON.stringify(reply.json)),
            delayMs: mock.delay_ms ?? 0,
            mock: { list: this.#label, index },
            // An error answer reports no tokens.
            model: { connection: mock.connection, provider: target.shape.provider, model, ...(reply.status < 400 ? usage : {}) },
        };
    }
    /** MODEL-14..MODEL-16: the provider shape and address of the mock's connection; none for a non-AI one. */
    #target(name) {
        if (!this.#targets.has(name)) {
            const connection = this.#connection(name);
            const baseUrl = connection.kind === 'ai' ? (0,providers/* baseUrlOf */.ik)(connection) : undefined;
            this.#targets.set(name, baseUrl === undefined ? undefined : { shape: (0,providers/* shapeFor */.dU)(connection), baseUrl });
        }
        return this.#targets.get(name);
    }
    #atChatAddress(mock, request) {
        const target = this.#target(mock.connection);
        return target !== undefined && request.method === 'POST' && target.shape.isChatAddress(target.baseUrl, request.url);
    }
    #score(mock) {
        return ADDRESS_SCORE + (mock.prompt_contains !== undefined ? PROMPT_SCORE : 0);
    }
}

;// CONCATENATED MODULE: ./lib/testing/case-world.js



/** The test world, noting the lookup tables the run read, so that an unread one can be reported (REPORT-18). */
class CaseWorld extends TestWorld {
    lookedUp = new Set();
    lookup(table, key) {
        this.lookedUp.add(table);
        return super.lookup(table, key);
    }
}
/**
 * The case's world; its requests are logged in `callLog` (the case's journal) when one is
 * given, and its scripts draw from a generator seeded with `scriptSeed`.
 */
function caseWorld(settings, given, callLog, scriptSeed) {
    return new CaseWorld(settings, given, (world) => 
    // Model mocks come first, so that an HTTP mock cannot answer an AI connection's address.
    new MockDispatcher({
        clock: world.clock,
        responders: [new ModelMockTable(given.models ?? [], (name) => world.connection(name, 'ai')), new HttpMockTable(given.http ?? [])],
    }), callLog, scriptSeed);
}

;// CONCATENATED MODULE: ./lib/testing/coverage/facts.js
/** Failures of an answer that come from the other system, not from the test's setup. */
const UPSTREAM_FAILURES = new Set(['timeout', 'network_error']);
function isUpstreamFailure(call) {
    return (call.status !== undefined && call.status >= 400) || (call.failure !== undefined && UPSTREAM_FAILURES.has(call.failure));
}
/** What each finished step of the case did: a projection of its journal. */
function coverageFacts(journal, stubbed) {
    const steps = new Map();
    for (const id of journal.finished) {
        const step = journal.steps.get(id);
        const reached = step.startMs !== undefined && step.condition !== false;
        // Requests that reached the mocks; one undici refused before sending never left the step.
        const calls = reached ? journal.callsOf(id).filter((call) => call.note !== undefined) : [];
        steps.set(id, {
            result: step.record.result,
            ...(step.skipped ? { skipped: step.skipped } : {}),
            ...(step.condition !== undefined ? { condition: step.condition } : {}),
            ...(step.forEachItems !== undefined ? { forEachItems: step.forEachItems } : {}),
            reached,
            retried: step.attempts.some((attempt) => attempt.retried === true),
            calledOut: calls.length > 0,
            upstreamFailure: calls.some(isUpstreamFailure),
            stubbed: stubbed.has(id),
        });
    }
    return { steps };
}
/** REPORT-18: the mocks, model mocks, stubs and lookup tables of the case that nothing used. */
function unusedTestData(journal, lookedUp, given, plan, mockLines) {
    const used = { 'given.http': new Set(), 'given.models': new Set() };
    for (const call of journal.calls) {
        const list = call.note?.mock?.list;
        if (list === 'given.http' || list === 'given.models')
            used[list].add(call.note.mock.index);
    }
    const warnings = [];
    const mockWarnings = (list, mocks, lines, what) => {
        for (let index = 0; index < (mocks?.length ?? 0); index += 1) {
            if (used[list].has(index))
                continue;
            const line = lines?.[index];
            warnings.push({ path: `${list}[${index}]`, message: `no ${what} of the case used this mock`, ...(line !== undefined ? { line } : {}) });
        }
    };
    mockWarnings('given.http', given.http, mockLines?.http, 'request');
    mockWarnings('given.models', given.models, mockLines?.models, 'model call');
    const planned = new Set((plan?.steps ?? []).map((step) => step.id));
    for (const id of Object.keys(given.stub_steps ?? {})) {
        // A stub for a step the workflow does not have is the intake's problem, not a warning.
        const attempted = (journal.steps.get(id)?.attempts.length ?? 0) > 0;
        if (planned.has(id) && !attempted)
            warnings.push({ path: `given.stub_steps.${id}`, message: `step ${id} never ran in this case, so its stub was not used` });
    }
    for (const table of Object.keys(given.lookups ?? {})) {
        if (!lookedUp.has(table))
            warnings.push({ path: `given.lookups.${table}`, message: `no lookup('${table}', …) was read in this case` });
    }
    return warnings;
}

// EXTERNAL MODULE: ./lib/testing/journal/journal.js
var journal_journal = __webpack_require__(60435);
// EXTERNAL MODULE: ./lib/engine/action.js
var action = __webpack_require__(83510);
;// CONCATENATED MODULE: ./lib/testing/stubs.js
/**
 * `given.stub_steps` (test-cases.md §2.5, STUB-01..08) as a plan transform: a stubbed
 * step keeps its place, id, `if:` and `continue_on_error`, but its body is replaced by
 * one that gives the result as written, once (no for_each rounds, no retries, no
 * timeout). The engine runs the transformed plan like any other.
 */



const NO_INPUT = Object.freeze({ constant: true, evaluate: () => ({}) });
const ONCE = Object.freeze({ maxAttempts: 1, delaySeconds: 0, backoff: 'fixed' });
function stubAction(stub) {
    return (0,action/* defineAction */.Q)({
        name: 'stub',
        inputSchema: { type: 'object' },
        outputSchema: {},
        async run() {
            switch (stub.outcome ?? 'success') {
                case 'failure':
                    // STUB-04/05: the case chooses the code, which may be any a real step could have.
                    throw errors/* StepError */.zg.recorded(stub.error_code ?? 'stub_failure', stub.message ?? 'The stubbed step failed.');
                case 'skipped':
                    throw new errors/* SkipSignal */.kA('stubbed as skipped', { skipsLaterSteps: false });
                default:
                    return (stub.outputs ?? {});
            }
        },
    });
}
function stubbed(step, stub) {
    const { forEach: _forEach, timeoutMinutes: _timeout, ...kept } = step;
    return { ...kept, kind: 'action', uses: 'stub', action: stubAction(stub), input: NO_INPUT, connections: {}, retry: ONCE };
}
/** The plan with each stubbed step's body replaced; the same plan when nothing is stubbed. */
function stubbedPlan(plan, stubs) {
    if (!stubs || Object.keys(stubs).length === 0)
        return plan;
    return {
        ...plan,
        steps: plan.steps.map((step) => {
            const stub = (0,own/* own */.Z)(stubs, step.id);
            return stub ? stubbed(step, stub) : step;
        }),
    };
}

// EXTERNAL MODULE: ./lib/testing/contracts/case.js
var contracts_case = __webpack_require__(67886);
// EXTERNAL MODULE: ./lib/testing/trace/mode.js
var mode = __webpack_require__(12799);
// EXTERNAL MODULE: ./lib/testing/checks/redact.js
var redact = __webpack_require__(86071);
;// CONCATENATED MODULE: ./lib/testing/trace/redaction.js


/** `Authorization: Bearer abc` gives `Bearer abc` and `abc`: the forms a sign-in value takes in text. */
function signInValuesSent(calls, headerNames) {
    const names = new Set([...sign_in/* SIGN_IN_HEADERS */.rM, ...headerNames.map((name) => name.toLowerCase())]);
    const values = [];
    for (const call of calls) {
        for (const [name, value] of Object.entries(call.headers)) {
            if (!names.has(name))
                continue;
            values.push(value);
            const credentials = /^\S+\s+(\S.*)$/.exec(value);
            if (credentials)
                values.push(credentials[1]);
        }
    }
    return values;
}
function caseRedactor(secretValues, calls, signInHeaders) {
    return (0,redact/* makeRedactor */.$u)([...secretValues, ...signInValuesSent(calls, signInHeaders)], signInHeaders);
}

;// CONCATENATED MODULE: ./lib/testing/trace/types.js
/** Step outputs and action outputs, and request bodies, are kept up to this many bytes of JSON text each. */
const TRACE_VALUE_LIMIT_BYTES = 16 * 1024;
/** An email's text is kept up to this many characters. */
const TRACE_EMAIL_TEXT_CHARS = 2000;
/** A text file the run made is shown by up to this many first lines, each up to TRACE_LINE_CHARS characters. */
const TRACE_FIRST_LINES = 10;
const TRACE_LINE_CHARS = 200;

;// CONCATENATED MODULE: ./lib/testing/trace/trace.js

const LISTS = ['given.http', 'given.models'];
function listOf(label) {
    return LISTS.find((list) => list === label) ?? 'given.http';
}
/** Every text in the value hidden, keys too; a non-text that prints as a secret becomes `***`. */
function hiddenDeep(value, redact, depth = 0) {
    if (typeof value === 'string')
        return redact.hide(value);
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
        const text = String(value);
        return redact.hide(text) === text ? value : redact.hide(text);
    }
    if (typeof value !== 'object' || value === null || depth > 200)
        return value;
    if (Array.isArray(value))
        return value.map((item) => hiddenDeep(item, redact, depth + 1));
    const shown = {};
    for (const [key, item] of Object.entries(value)) {
        Object.defineProperty(shown, redact.hide(key), { value: hiddenDeep(item, redact, depth + 1), enumerable: true, writable: true, configurable: true });
    }
    return shown;
}
/** The value with secrets hidden, whole up to the limit and a TraceCut past it. */
function traceValue(value, redact) {
    if (value === undefined || value === null)
        return null;
    const text = JSON.stringify(hiddenDeep(value, redact));
    if (text === undefined)
        return null;
    // A second pass over the JSON text catches `"authorization": "…"` members.
    const shown = redact.hide(text);
    const bytes = Buffer.byteLength(shown, 'utf8');
    if (bytes > TRACE_VALUE_LIMIT_BYTES) {
        const preview = firstBytes(shown, TRACE_VALUE_LIMIT_BYTES);
        return { cut: true, bytes, preview };
    }
    try {
        return JSON.parse(shown);
    }
    catch {
        // Hiding broke the JSON (a secret that spans its punctuation): the text is still safe to show.
        return shown;
    }
}
/** A text cut at `limit` bytes of UTF-8, without a broken character at the end. */
function firstBytes(text, limit) {
    return Buffer.from(text, 'utf8').subarray(0, limit).toString('utf8').replace(/\uFFFD+$/, '');
}
/** A request's body as sent, secrets hidden: whole up to the limit, a TraceCut past it; undefined when empty. */
function traceBody(body, redact) {
    if (!body)
        return undefined;
    const shown = redact.hide(body);
    const bytes = Buffer.byteLength(shown, 'utf8');
    return bytes > TRACE_VALUE_LIMIT_BYTES ? { cut: true, bytes, preview: firstBytes(shown, TRACE_VALUE_LIMIT_BYTES) } : shown;
}
/** An email's text, secrets hidden, cut at TRACE_EMAIL_TEXT_CHARS with its whole length. */
function emailText(text, redact) {
    const shown = redact.hide(text);
    if (shown.length <= TRACE_EMAIL_TEXT_CHARS)
        return { text: shown };
    return { text: shown.slice(0, TRACE_EMAIL_TEXT_CHARS), text_chars: shown.length };
}
const TEXT_TYPES = /^(text\/|application\/(json|xml|yaml|x-yaml|csv|x-ndjson|ld\+json)\b)|\+(json|xml)\b/i;
/** The first lines of a text file, secrets hidden; undefined for a file that is not text. */
function firstLines(data, contentType, redact) {
    if (!TEXT_TYPES.test(contentType))
        return undefined;
    // Enough bytes for the lines shown; a character cut at the end is dropped.
    const head = Buffer.from(data.buffer, data.byteOffset, Math.min(data.byteLength, TRACE_FIRST_LINES * TRACE_LINE_CHARS * 4));
    const text = redact.hide(head.toString('utf8').replace(/\uFFFD+$/, ''));
    const lines = text.split(/\r?\n/).slice(0, TRACE_FIRST_LINES).map((line) => (line.length > TRACE_LINE_CHARS ? `${line.slice(0, TRACE_LINE_CHARS)}…` : line));
    if (lines.length > 1 && lines.at(-1) === '' && data.byteLength <= head.byteLength)
        lines.pop();
    return lines;
}
/** The trace of a finished run, every text shown through `redact`. */
function caseTrace(journal, sources, result, redact) {
    journal.close();
    const { world } = sources;
    const planned = new Map((sources.plan?.steps ?? []).map((step) => [step.id, step]));
    const mockRef = (position) => {
        const list = listOf(position.list);
        const line = sources.mockLines?.[list === 'given.models' ? 'models' : 'http'][position.index];
        return { list, index: position.index, ...(line !== undefined ? { line } : {}) };
    };
    const requests = journal.calls.map((call) => traceRequest(call, redact, mockRef));
    const trace = {
        steps: [...journal.steps.values()].map((step) => traceStep(step, planned.get(step.id), sources, world.clock.elapsedMs, redact)),
        requests,
        model_calls: modelCalls(journal, planned, requests),
        emails: world.mailbox.sent.map((email, at) => ({
            step: journal.made.emails[at]?.step ?? null,
            to: email.to.map(redact.hide),
            cc: email.cc.map(redact.hide),
            bcc: email.bcc.map(redact.hide),
            subject: redact.hide(email.subject),
            ...emailText(email.text, redact),
            attachments: email.attachments.map((a) => ({ name: redact.hide(a.name), content_type: a.content_type, size_bytes: a.size_bytes })),
        })),
        artifacts: world.artifacts
            .list()
            .slice(journal.givenArtifacts)
            .map((artifact, at) => ({
            step: artifact.step ?? journal.made.artifacts[at]?.step ?? null,
            name: redact.hide(artifact.name),
            content_type: artifact.content_type,
            size_bytes: artifact.size_bytes,
            ...((lines) => (lines ? { first_lines: lines } : {}))(firstLines(artifact.data, artifact.content_type, redact)),
        })),
        logs: world.logLines.map((text, at) => ({ step: journal.made.logs[at]?.step ?? null, text: redact.hide(text) })),
        duration_ms: world.clock.elapsedMs,
    };
    if (!sources.plan)
        trace.output = traceValue(result.output, redact);
    return trace;
}
function traceStep(entry, step, sources, nowMs, redact) {
    const { record } = entry;
    const endMs = entry.finishedMs ?? nowMs;
    const startMs = entry.startMs ?? endMs;
    const hideError = (error) => (error ? { code: error.code, message: redact.hide(error.message) } : null);
    return {
        id: entry.id,
        ...(step?.name !== undefined ? { name: step.name } : {}),
        index: step?.index ?? -1,
        kind: step?.kind ?? 'action',
        ...(step && step.kind !== 'script' ? { uses: step.uses } : {}),
        result: record?.result ?? 'skipped',
        ...(entry.skipped ? { skipped: entry.skipped } : {}),
        ...(sources.stubbed?.has(entry.id) ? { stubbed: true } : {}),
        ...(entry.condition !== undefined ? { condition: entry.condition } : {}),
        ...(entry.forEachItems !== undefined ? { for_each_items: entry.forEachItems } : {}),
        start_ms: startMs,
        duration_ms: endMs - startMs,
        attempts: entry.attempts.map((attempt) => ({
            attempt: attempt.attempt,
            round: attempt.round,
            start_ms: attempt.startMs,
            duration_ms: (attempt.endMs ?? endMs) - attempt.startMs,
            error: hideError(attempt.error),
            ...(attempt.retried !== undefined ? { retried: attempt.retried } : {}),
        })),
        error: hideError(record?.error ?? null),
        outputs: traceValue(record?.outputs, redact),
    };
}
/** A request as the journal logged it, and what the mocks did with it. */
function traceRequest(call, redact, mockRef) {
    const request = {
        step: call.step,
        ...(call.attempt !== undefined ? { attempt: call.attempt } : {}),
        method: call.method,
        url: redact.hide(call.url),
        start_ms: call.startMs,
        duration_ms: (call.endMs ?? call.startMs) - call.startMs,
    };
    if (call.status !== undefined)
        request.status = call.status;
    if (call.failure !== undefined)
        request.error = call.failure;
    const note = call.note;
    if (note?.mock)
        request.mock = mockRef(note.mock);
    if (note?.nearest)
        request.nearest = { ...mockRef(note.nearest.mock), mismatched: [...note.nearest.fields], why: redact.hide(note.nearest.why) };
    const body = traceBody(call.body, redact);
    if (body !== undefined)
        request.body = body;
    return request;
}
function modelCalls(journal, planned, requests) {
    const calls = [];
    for (const [at, call] of journal.calls.entries()) {
        const model = call.note?.model;
        const mock = requests[at].mock;
        if (!model || !mock)
            continue;
        const promptVersion = promptVersionOf(call.step === null ? undefined : journal.steps.get(call.step), call.step === null ? undefined : planned.get(call.step));
        calls.push({
            step: call.step,
            request: at,
            connection: model.connection,
            provider: model.provider,
            model: model.model,
            ...(promptVersion !== undefined ? { prompt_version: promptVersion } : {}),
            mock,
            ...(model.input_tokens !== undefined ? { input_tokens: model.input_tokens } : {}),
            ...(model.output_tokens !== undefined ? { output_tokens: model.output_tokens } : {}),
        });
    }
    return calls;
}
/** The step's `prompt_version`: from its outputs, else from its input when that is written as a constant. */
function promptVersionOf(entry, step) {
    const fromOutputs = entry?.record?.outputs?.prompt_version;
    if (typeof fromOutputs === 'string')
        return fromOutputs;
    if (!step || step.kind === 'script' || !step.input.constant)
        return undefined;
    const input = step.input.evaluate({});
    return typeof input?.prompt_version === 'string' ? input.prompt_version : undefined;
}

;// CONCATENATED MODULE: ./lib/testing/run-case.js













/** GIVEN-03..05: webhook if the workflow has one, else schedule, else manual. */
function defaultTrigger(plan) {
    if (!plan)
        return 'manual';
    if ('webhook' in plan.triggers)
        return 'webhook';
    if ('schedule' in plan.triggers)
        return 'schedule';
    return 'manual';
}
/** STUB-07: an unstubbed workflow call fails the case whatever it expected. */
function unstubbedCalls(result) {
    return Object.entries(result.steps)
        .filter(([, record]) => record.error?.code === 'call_not_stubbed')
        .map(([id]) => ({
        at: `given.stub_steps.${id}`,
        sentence: `stubs the workflow call of step ${id}`,
        passed: false,
        expected: `given.stub_steps.${id}`,
        actual: 'call_not_stubbed: the step ran without a stub',
    }));
}
/** The ids of the plan's steps that the case stubs. */
function stubbedIds(version, given) {
    const stubs = given.stub_steps ?? {};
    return new Set((version.plan?.steps ?? []).map((step) => step.id).filter((id) => Object.hasOwn(stubs, id)));
}
/**
 * Plays one case in its own closed world (WORLD-01): the one case runner, for the
 * harness, the replay of a recorded case and every front door.
 */
async function playCase(repo, version, testCase, options = {}) {
    const given = testCase.given ?? {};
    const journal = new journal_journal/* RunJournal */.z();
    // WORLD-19: what scripts draw is seeded by the version's run key and the case's name.
    const world = caseWorld(repo.project, given, journal, options.seed ?? `${version.runKey}\n${testCase.name}`);
    journal.follow(world);
    const trigger = { kind: (given.trigger ?? defaultTrigger(version.plan)), event: given.event ?? null, is_test: true };
    const services = { template: (name) => repo.template(name), scripts: runner/* sandboxRunner */._ };
    const runOptions = { trigger, services, observe: journal.observe };
    const result = version.plan
        ? await (0,run/* runWorkflow */.F)(stubbedPlan(version.plan, given.stub_steps), world, runOptions)
        : await runAction(version.action, given.input, world, runOptions);
    journal.close();
    const redactor = caseRedactor(world.secrets.values, journal.calls, (0,sign_in/* configuredSignInHeaders */.d5)(repo.project, given.connections));
    const checks = (0,testing_checks/* runChecks */.JT)(testCase.expect, { result, calls: journal.calls, unmocked: world.dispatcher.unmocked }, redactor);
    checks.push(...unstubbedCalls(result));
    const contracts = (0,contracts_case/* holdCaseToContracts */.u_)({
        contracts: options.contracts === 'off' ? new Map() : repo.project.contracts,
        mode: repo.project.contractMode,
        baseUrl: (name) => world.connection(name, 'http').base_url,
        signInHeaders: new Set(['authorization', ...(0,sign_in/* configuredSignInHeaders */.d5)(repo.project, given.connections).map((name) => name.toLowerCase())]),
        calls: journal.calls,
        mocks: given.http ?? [],
    });
    for (const check of contracts.checks)
        checks.push({ ...check, sentence: redactor.hide(check.sentence), ...(check.actual !== undefined ? { actual: redactor.hide(check.actual) } : {}) });
    for (const warning of contracts.warnings)
        warning.message = redactor.hide(warning.message);
    return { world, journal, result, redactor, checks, contracts };
}
/** A contract warning about a mock names the mock's line. */
function withMockLine(warning, mockLines) {
    const index = /^given\.http\[(\d+)\]$/.exec(warning.path)?.[1];
    const line = index === undefined ? undefined : mockLines?.http[Number(index)];
    return line === undefined ? warning : { ...warning, line };
}
async function runCase(repo, version, testCase, options = {}) {
    const given = testCase.given ?? {};
    const { world, journal, result, redactor, checks, contracts } = await playCase(repo, version, testCase, options.seed !== undefined ? { seed: options.seed } : {});
    const traceMode = options.trace ?? mode/* DEFAULT_TRACE_MODE */.M;
    const stubbed = stubbedIds(version, given);
    const status = checks.every((c) => c.passed) ? 'passed' : 'failed';
    const warnings = [...unusedTestData(journal, world.lookedUp, given, version.plan, options.mockLines), ...contracts.warnings.map((warning) => withMockLine(warning, options.mockLines))];
    const trace = (0,mode/* keepsTrace */.YE)(traceMode, status)
        ? caseTrace(journal, { world, stubbed, ...(version.plan ? { plan: version.plan } : {}), ...(options.mockLines ? { mockLines: options.mockLines } : {}) }, result, redactor)
        : undefined;
    const report = {
        name: testCase.name,
        ...(testCase.description !== undefined ? { description: testCase.description } : {}),
        ...(testCase.kind !== undefined ? { kind: testCase.kind } : {}),
        status,
        outcome: result.outcome,
        error: result.error ? { code: result.error.code, message: redactor.hide(result.error.message), step: result.error.step } : null,
        checks: checks.map(({ at, sentence, passed, expected, actual, after_stop }) => {
            // CLI-36: a failed check names its own line in tests.json, where the case writes it.
            const line = passed ? undefined : options.checkLines?.[at];
            return {
                sentence,
                passed,
                ...(expected !== undefined ? { expected } : {}),
                ...(actual !== undefined ? { actual } : {}),
                ...(line !== undefined ? { line } : {}),
                ...(after_stop ? { after_stop } : {}),
            };
        }),
        ...(trace ? { trace } : {}),
        ...(warnings.length > 0 ? { warnings } : {}),
    };
    // REPORT-18: coverage is collected for every case, whatever --trace keeps.
    return { report, facts: coverageFacts(journal, stubbed), contracts: contracts.uses };
}


/***/ }),

/***/ 12799:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ DEFAULT_TRACE_MODE),
/* harmony export */   N8: () => (/* binding */ isTraceMode),
/* harmony export */   YE: () => (/* binding */ keepsTrace),
/* harmony export */   dg: () => (/* binding */ TRACE_MODES)
/* harmony export */ });
/** CLI-28: which cases carry a trace in the JSON report. */
const TRACE_MODES = ['on', 'off', 'failed'];
/** `failed` (the default) keeps passing reports small; a case that did not pass is where a trace helps. */
const DEFAULT_TRACE_MODE = 'failed';
function isTraceMode(text) {
    return TRACE_MODES.includes(text);
}
/** Whether a case that ran with this status keeps its trace. */
function keepsTrace(mode, status) {
    return mode === 'on' || (mode === 'failed' && status === 'failed');
}


/***/ }),

/***/ 2610:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ RealClock),
/* harmony export */   k: () => (/* binding */ VirtualClock)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16698);
/* harmony import */ var _engine_deadline_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88768);
/**
 * The run's clocks (flowgate.md §5 "Virtual time"). A test run gets a VirtualClock:
 * frozen `now()` (WORLD-07) and waits that never really wait (WORLD-12), so a mock
 * delayed 120 000 ms behind a 30 s timeout fails with a timeout at once (WORLD-13).
 * A real run gets a RealClock.
 */


/** Waits and deadlines take whole, non-negative milliseconds; anything else counts as 0. */
function toDelay(ms) {
    if (Number.isNaN(ms) || ms <= 0)
        return 0;
    return ms;
}
/**
 * Virtual time. Time moves only when something sleeps: a sleep adds to `elapsedMs`,
 * and a sleep that would pass the nearest active deadline stops at that deadline and
 * rejects. Deadlines never fire on their own, so real work (a script, a file) that
 * takes real time can never time out virtually.
 *
 * Concurrent sleeps add up as if they ran one after the other; a case's HTTP calls
 * and waits run in sequence, so this is exact for them.
 */
class VirtualClock {
    /** WORLD-08: in tests one `timeout_minutes` unit is one second. */
    minuteMs = 1000;
    #frozenNow;
    #elapsedMs = 0;
    #deadlines = new Set();
    constructor(frozenNow) {
        const time = frozenNow.getTime();
        if (Number.isNaN(time))
            throw new RangeError('VirtualClock needs a valid date');
        this.#frozenNow = time;
    }
    /** WORLD-07: the same instant however much virtual time passes; a fresh Date each call. */
    now() {
        return new Date(this.#frozenNow);
    }
    /** Virtual milliseconds slept so far, for reports and tests. */
    get elapsedMs() {
        return this.#elapsedMs;
    }
    async sleep(ms) {
        const target = this.#elapsedMs + toDelay(ms);
        const nearest = this.#nearestDeadline();
        if (nearest && target > nearest.at) {
            this.#elapsedMs = Math.max(this.#elapsedMs, nearest.at);
            nearest.passed = true;
            const marker = new _engine_deadline_js__WEBPACK_IMPORTED_MODULE_1__/* .DeadlineExceeded */ .m(nearest);
            nearest.abort.abort(marker);
            throw marker;
        }
        this.#elapsedMs = target;
    }
    async withDeadline(ms, work, onTimeout) {
        const deadline = { at: this.#elapsedMs + toDelay(ms), passed: false, abort: new AbortController() };
        this.#deadlines.add(deadline);
        try {
            const result = await work(deadline.abort.signal);
            // The work may have swallowed the rejection of its sleep; time still ran out.
            if (deadline.passed)
                throw onTimeout();
            return result;
        }
        catch (error) {
            if ((0,_engine_deadline_js__WEBPACK_IMPORTED_MODULE_1__/* .isDeadlineExceeded */ .A)(error) && error.deadline !== deadline)
                throw error;
            if (deadline.passed)
                throw onTimeout();
            throw error;
        }
        finally {
            this.#deadlines.delete(deadline);
        }
    }
    #nearestDeadline() {
        let nearest;
        for (const deadline of this.#deadlines) {
            if (!nearest || deadline.at < nearest.at)
                nearest = deadline;
        }
        return nearest;
    }
}
/**
 * Real time. Deadlines are timers; a sleep inside a `withDeadline` stops when that
 * deadline (or an enclosing one) passes, so a timed-out step leaves no wait behind.
 */
/** setTimeout fires at once past 2^31 - 1 ms (about 24.8 days); longer waits are chained. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
function setLongTimeout(callback, ms) {
    let timer;
    const arm = (left) => {
        timer = setTimeout(() => (left > LONGEST_TIMER_MS ? arm(left - LONGEST_TIMER_MS) : callback()), Math.min(left, LONGEST_TIMER_MS));
    };
    arm(ms);
    return { clear: () => clearTimeout(timer) };
}
class RealClock {
    minuteMs = 60_000;
    #origin = performance.now();
    /** The signal of the innermost enclosing deadline, combined with the outer ones. */
    #enclosing = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();
    now() {
        return new Date();
    }
    get elapsedMs() {
        return performance.now() - this.#origin;
    }
    sleep(ms) {
        const signal = this.#enclosing.getStore();
        return new Promise((resolve, reject) => {
            if (signal?.aborted) {
                reject(signal.reason);
                return;
            }
            const onAbort = () => {
                timer.clear();
                reject(signal?.reason);
            };
            const timer = setLongTimeout(() => {
                signal?.removeEventListener('abort', onAbort);
                resolve();
            }, toDelay(ms));
            signal?.addEventListener('abort', onAbort, { once: true });
        });
    }
    withDeadline(ms, work, onTimeout) {
        const own = new AbortController();
        const outer = this.#enclosing.getStore();
        const signal = outer ? AbortSignal.any([outer, own.signal]) : own.signal;
        return new Promise((resolve, reject) => {
            let settled = false;
            const settle = (finish) => {
                if (settled)
                    return;
                settled = true;
                timer.clear();
                finish();
            };
            const timer = setLongTimeout(() => {
                const error = onTimeout();
                settle(() => reject(error));
                own.abort(error);
            }, toDelay(ms));
            let running;
            try {
                running = this.#enclosing.run(signal, () => work(signal));
            }
            catch (error) {
                settle(() => reject(error));
                return;
            }
            running.then((value) => settle(() => resolve(value)), (error) => settle(() => reject(error)));
        });
    }
}


/***/ }),

/***/ 94177:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ MemoryFileStore)
/* harmony export */ });
/* harmony import */ var _engine_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(44899);
/* harmony import */ var _expressions_dates_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(11730);
/* harmony import */ var _paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(22888);
/**
 * The test storage (WORLD-05, test-cases.md §8 "Files go to test storage"): one per
 * connection per case, empty at the start, gone at the end. Nothing real is read or
 * changed.
 *
 * Folders exist implicitly, as on S3: a case starts with empty storage and no action
 * creates folders, so requiring them (as SFTP does, FILES-20) would make any upload into
 * a folder untestable. Files are dated with the run's clock, which is frozen in tests,
 * so listings are the same on every run.
 */



function notFound() {
    return new _engine_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .StepError */ .zg('file_not_found', 'There is no file at that path.');
}
class MemoryFileStore {
    #files = new Map();
    #now;
    constructor(now) {
        this.#now = now;
    }
    #entry(path, file) {
        return { path, name: (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .fileName */ .Md)(path), size: file.data.byteLength, modified: (0,_expressions_dates_js__WEBPACK_IMPORTED_MODULE_1__/* .formatRfc3339 */ .ZA)(file.modified) };
    }
    async list(folder) {
        (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .assertStorePath */ .Fp)(folder, true);
        return [...this.#files].filter(([path]) => (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .folderOf */ .yS)(path) === folder).map(([path, file]) => this.#entry(path, file));
    }
    async stat(path) {
        (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .assertStorePath */ .Fp)(path);
        const file = this.#files.get(path);
        return file === undefined ? undefined : this.#entry(path, file);
    }
    async read(path) {
        (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .assertStorePath */ .Fp)(path);
        const file = this.#files.get(path);
        if (file === undefined)
            throw notFound();
        return new Uint8Array(file.data);
    }
    async write(path, data) {
        (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .assertStorePath */ .Fp)(path);
        this.put(path, data, this.#now());
        return true;
    }
    /** Keeps the modification time, like a rename. */
    async move(from, to) {
        (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .assertStorePath */ .Fp)(from);
        (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .assertStorePath */ .Fp)(to);
        const file = this.#files.get(from);
        if (file === undefined)
            throw notFound();
        this.#files.delete(from);
        this.#files.set(to, file);
        return true;
    }
    async remove(path) {
        (0,_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .assertStorePath */ .Fp)(path);
        if (!this.#files.delete(path))
            throw notFound();
        return true;
    }
    /** A file with a chosen modification time (for tests of `modified_since`). */
    put(path, data, modified) {
        // A copy: the caller's buffer (an artifact's data) must not change the stored file.
        this.#files.set(path, { data: new Uint8Array(data), modified: new Date(modified.getTime()) });
    }
    /** Every stored path, sorted; for tests and reports. */
    paths() {
        return [...this.#files.keys()].sort();
    }
}


/***/ }),

/***/ 55634:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Qq: () => (/* binding */ HttpClient)
});

// UNUSED EXPORTS: normalizeResponseHeaders, timeoutError

// EXTERNAL MODULE: ./lib/world/undici-core.js
var undici_core = __webpack_require__(89816);
// EXTERNAL MODULE: ./lib/engine/errors.js
var errors = __webpack_require__(44899);
// EXTERNAL MODULE: ./lib/engine/deadline.js
var deadline = __webpack_require__(88768);
;// CONCATENATED MODULE: ./lib/world/call-log.js
class CallList {
    entries = [];
    open(request, sent) {
        const entry = { ...request, step: null, startMs: sent.startMs };
        this.entries.push(entry);
        return entry;
    }
}

;// CONCATENATED MODULE: ./lib/world/http-client.js




/** "30 s", "1.5 s": the timeout as the message shows it. */
function secondsText(ms) {
    return `${Number((ms / 1000).toFixed(3))} s`;
}
function timeoutError(timeoutMs) {
    return new errors/* StepError */.zg('timeout', `The request got no answer within ${secondsText(timeoutMs)}.`);
}
/** Why a connection failed, by the error code Node or undici gives; never the data. */
const NETWORK_FAILURES = {
    ECONNREFUSED: 'the server refused the connection',
    ECONNRESET: 'the connection was closed by the server',
    EPIPE: 'the connection was closed by the server',
    ENOTFOUND: 'the host name was not found',
    EAI_AGAIN: 'the host name could not be looked up',
    EHOSTUNREACH: 'the host cannot be reached',
    ENETUNREACH: 'the network cannot be reached',
    ETIMEDOUT: 'the connection could not be made in time',
    UND_ERR_CONNECT_TIMEOUT: 'the connection could not be made in time',
    UND_ERR_SOCKET: 'the connection was closed by the server',
    UND_ERR_CLOSED: 'the connection was closed',
    UND_ERR_DESTROYED: 'the connection was closed',
    UND_ERR_RES_CONTENT_LENGTH_MISMATCH: 'the answer was cut short',
    UND_ERR_REQ_CONTENT_LENGTH_MISMATCH: 'the request body did not match its length',
    HPE_INVALID_CONSTANT: 'the server did not answer with valid HTTP',
    // TLS: the server answered, but its certificate is not one this run trusts.
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: "the server's certificate is not trusted (its issuer is unknown; for a server with its own certificate, run with --ca-file)",
    UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "the server's certificate is not trusted (its issuer is unknown; for a server with its own certificate, run with --ca-file)",
    SELF_SIGNED_CERT_IN_CHAIN: "the server's certificate is not trusted (it is signed by a certificate of its own; for such a server, run with --ca-file)",
    DEPTH_ZERO_SELF_SIGNED_CERT: "the server's certificate is not trusted (it is self-signed; for such a server, run with --ca-file)",
    CERT_HAS_EXPIRED: "the server's certificate has expired",
    CERT_NOT_YET_VALID: "the server's certificate is not valid yet",
    ERR_TLS_CERT_ALTNAME_INVALID: "the server's certificate is for another host name",
};
/** undici's own waiting limits count as a timeout like ours. */
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
/** undici refusing the request itself (a bad header, an unsupported option). */
const INVALID_REQUEST_CODES = new Set(['UND_ERR_INVALID_ARG', 'UND_ERR_NOT_SUPPORTED', 'ERR_INVALID_ARG_TYPE', 'ERR_INVALID_CHAR', 'ERR_INVALID_HTTP_TOKEN']);
function errorCode(error, depth = 0) {
    if (typeof error !== 'object' || error === null || depth > 4)
        return undefined;
    const code = error.code;
    if (typeof code === 'string')
        return code;
    // Connection errors may arrive wrapped, with the cause inside.
    return errorCode(error.cause, depth + 1);
}
/**
 * StepErrors (`http_unmocked`, `address_blocked`, our `timeout`) and an enclosing
 * deadline's marker pass unchanged; everything else becomes a data-free StepError.
 */
function toTransportError(error, timeoutMs) {
    if (error instanceof errors/* StepError */.zg || (0,deadline/* isDeadlineExceeded */.A)(error))
        return error;
    const code = errorCode(error);
    if (code !== undefined && TIMEOUT_CODES.has(code))
        return timeoutError(timeoutMs);
    if (code !== undefined && INVALID_REQUEST_CODES.has(code))
        return (0,errors/* invalidInput */.aY)('The request cannot be sent: a method, header or body is not valid HTTP.');
    const why = (code !== undefined && NETWORK_FAILURES[code]) || 'the connection failed';
    return new errors/* StepError */.zg('network_error', `The request failed: ${why}.`);
}
/** Lower-case names; a name given twice in different cases keeps both values. */
function lowerCaseHeaders(headers) {
    const lower = {};
    for (const [name, value] of Object.entries(headers))
        addHeader(lower, name, value);
    return lower;
}
/** Adds under the lower-case name, joining a repeat with a comma; `__proto__` stays a plain name. */
function addHeader(headers, name, value) {
    const key = name.toLowerCase();
    const joined = Object.hasOwn(headers, key) ? `${headers[key]}, ${value}` : value;
    Object.defineProperty(headers, key, { value: joined, enumerable: true, writable: true, configurable: true });
}
/** HTTP-25/HTTP-26: lower-case names, repeated headers joined with a comma. */
function normalizeResponseHeaders(headers) {
    const normalized = {};
    for (const [name, value] of Object.entries(headers)) {
        if (value !== undefined)
            addHeader(normalized, name, Array.isArray(value) ? value.join(', ') : value);
    }
    return normalized;
}
function bodyText(body) {
    if (body === undefined)
        return '';
    return typeof body === 'string' ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8');
}
/** The address as it goes on the wire: no fragment. Refuses what is not an address. */
function wireUrl(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        throw (0,errors/* invalidInput */.aY)('The request address is not a full address.');
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
        throw (0,errors/* invalidInput */.aY)('The request address must be an http(s) address.');
    if (parsed.username || parsed.password)
        throw (0,errors/* invalidInput */.aY)('The request address must not carry a user name or password.');
    parsed.hash = '';
    return parsed;
}
/** Sends requests as built, logs each one once, and turns every failure into a data-free StepError. */
class HttpClient {
    #dispatcher;
    #clock;
    #log;
    constructor(options) {
        this.#dispatcher = options.dispatcher;
        this.#clock = options.clock;
        this.#log = options.log ?? new CallList();
    }
    get calls() {
        return this.#log.entries;
    }
    async send(request, options) {
        const url = wireUrl(request.url);
        const method = request.method.toUpperCase();
        const body = bodyText(request.body);
        // Logged before sending: refused and failed requests count in `http_calls` too.
        const entry = this.#log.open({ method, url: url.href, headers: lowerCaseHeaders(request.headers), body: options.sensitiveBody ? '' : body }, { startMs: this.#clock.elapsedMs, body, timeoutMs: options.timeoutMs });
        try {
            const response = await this.#clock.withDeadline(options.timeoutMs, (signal) => this.#perform(method, url, request, signal, entry), () => timeoutError(options.timeoutMs));
            entry.status = response.status;
            if (entry.wire)
                entry.wire.response = response;
            return response;
        }
        catch (error) {
            const failure = toTransportError(error, options.timeoutMs);
            entry.failure = failure instanceof errors/* StepError */.zg ? failure.code : 'timeout';
            throw failure;
        }
        finally {
            entry.endMs = this.#clock.elapsedMs;
        }
    }
    async #perform(method, url, request, signal, entry) {
        const response = await (0,undici_core/* requestThrough */.b)(this.#dispatcher, url, {
            method: method,
            headers: request.headers,
            body: request.body ?? null,
            signal,
            // The transport writes its account of the request onto the same entry.
            opaque: entry,
        });
        // Read under the same deadline: a slow body is as much a timeout as slow headers.
        const body = await response.body.bytes();
        return {
            status: response.statusCode,
            headers: normalizeResponseHeaders(response.headers),
            body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
        };
    }
}


/***/ }),

/***/ 44529:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ OutgoingHttp)
/* harmony export */ });
/* harmony import */ var _outgoing_request_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32656);

class OutgoingHttp {
    #transport;
    #signIn;
    constructor(transport, signIn) {
        this.#transport = transport;
        this.#signIn = signIn;
    }
    get calls() {
        return this.#transport.calls;
    }
    request(request, options) {
        const built = (0,_outgoing_request_js__WEBPACK_IMPORTED_MODULE_0__/* .buildRequest */ .mK)(request, options.connection, this.#signIn);
        const added = options.actionHeaders?.(built);
        return this.#transport.send(added ? { ...built, headers: { ...built.headers, ...added } } : built, options);
    }
    send(request, options) {
        return this.#transport.send(request, options);
    }
}


/***/ }),

/***/ 99145:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ emailRecord),
/* harmony export */   k: () => (/* binding */ acceptedRecipients)
/* harmony export */ });
/** Every recipient once, in the order to, cc, bcc. */
function acceptedRecipients(email) {
    return [...new Set([...email.to, ...email.cc, ...email.bcc])];
}
/** The email as the result document lists it: its own copies of the address lists, attachments without their bytes. */
function emailRecord(email) {
    return {
        to: [...email.to],
        cc: [...email.cc],
        bcc: [...email.bcc],
        subject: email.subject,
        text: email.text,
        attachments: email.attachments.map((a) => ({ name: a.name, content_type: a.content_type, size_bytes: a.data.byteLength })),
    };
}


/***/ }),

/***/ 89816:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ requestThrough),
/* harmony export */   m: () => (/* binding */ Dispatcher)
/* harmony export */ });
/* harmony import */ var undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30883);
/* harmony import */ var undici_lib_api_api_request_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(14043);


const Dispatcher = undici_lib_dispatcher_dispatcher_js__WEBPACK_IMPORTED_MODULE_0__;
/** undici's `request(url, options)` for one dispatcher, without its global-dispatcher lookup. */
function requestThrough(dispatcher, url, options) {
    return undici_lib_api_api_request_js__WEBPACK_IMPORTED_MODULE_1__.call(dispatcher, { ...options, origin: url.origin, path: `${url.pathname}${url.search}` });
}


/***/ })

};
