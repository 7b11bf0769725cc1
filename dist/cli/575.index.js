export const id = 575;
export const ids = [575];
export const modules = {

/***/ 25416:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ emptyRoot)
/* harmony export */ });
/* unused harmony export discoveryDescription */
/* harmony import */ var _discovery_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51896);
/**
 * CLI-26: a root where discovery finds no version is a failure, since a wrong root or
 * `path:` would otherwise turn the gate green. The CLI (`test`, `validate`), the MCP
 * `run_tests` tool and the Action say it the same way; each adds its own way out
 * (`--allow-empty`, the input `allow-empty`).
 */

/** What discovery (src/definitions/discovery.ts) looks for, under a root with these settings. */
function discoveryDescription(paths) {
    const filesOf = (kind) => Object.keys(_discovery_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFINITION_FILES */ .QT).filter((file) => _discovery_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFINITION_FILES */ .QT[file] === kind).join('/');
    const [workflowFiles, actionFiles] = [filesOf('workflow'), filesOf('action')];
    if (paths.workflows === undefined && paths.actions === undefined) {
        return `folders holding ${workflowFiles}, or ${actionFiles} that is not a GitHub Action, anywhere but in ${_discovery_js__WEBPACK_IMPORTED_MODULE_0__/* .SKIPPED_FOLDERS_TEXT */ .xC}`;
    }
    return `folders holding ${workflowFiles} under ${paths.workflows ?? 'workflows'}/ and ${actionFiles} under ${paths.actions ?? 'actions'}/ (paths in flowgate.yaml)`;
}
/**
 * The root's emptiness, or undefined when discovery found a version. Only discovery
 * counts: a shard or a filter that keeps none of the versions found is not an empty root.
 */
function emptyRoot(repo, rootLabel) {
    if (('versions' in repo ? repo.versions : repo.sources).length > 0)
        return undefined;
    const looksFor = discoveryDescription(repo.project.paths);
    return { root: rootLabel, looks_for: looksFor, message: `no workflow or action version found under ${rootLabel} (discovery looks for ${looksFor})` };
}


/***/ }),

/***/ 96571:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ versionCoverage),
/* harmony export */   y: () => (/* binding */ minimumCoverageMessage)
/* harmony export */ });
const OUTCOMES = {
    runs: { applies: (step) => !step.condition, reachedBy: (f) => f.reached, line: 'step', missing: 'never runs — every case stops before it' },
    if_true: { applies: (step) => Boolean(step.condition), reachedBy: (f) => f.condition === true, line: 'if', missing: 'never runs — no case makes `if:` true' },
    if_false: { applies: (step) => Boolean(step.condition), reachedBy: (f) => f.condition === false, line: 'if', missing: 'never skipped — no case makes `if:` false' },
    for_each_empty: {
        applies: (step) => Boolean(step.forEach),
        reachedBy: (f) => f.forEachItems === 0,
        line: 'for_each',
        missing: 'never given an empty list — no case makes `for_each` give zero items',
    },
    for_each_items: {
        applies: (step) => Boolean(step.forEach),
        reachedBy: (f) => (f.forEachItems ?? 0) > 0,
        line: 'for_each',
        missing: 'never given items — no case makes `for_each` give one or more items',
    },
    retried: { applies: (step) => step.retry.maxAttempts > 1, reachedBy: (f) => f.retried, line: 'retry', missing: 'never retried — no case makes an attempt fail with an error that is retried' },
    continued_on_error: {
        applies: (step) => step.continueOnError,
        reachedBy: (f) => f.result === 'failure',
        line: 'continue_on_error',
        missing: 'failure path never taken — no case makes it fail so that `continue_on_error` goes on',
    },
    upstream_failure: {
        applies: (_step, calledOut) => calledOut,
        reachedBy: (f) => f.upstreamFailure,
        line: 'step',
        missing: 'no upstream failure reaches it — no case answers its requests with an error status or a timeout',
    },
};
const OUTCOME_KINDS = Object.keys(OUTCOMES);
function percentOf(reached, total) {
    return total === 0 ? 100 : Math.floor((reached / total) * 1000) / 10;
}
function stepCoverage(step, cases) {
    const lines = step.lines ?? {};
    const seen = cases.flatMap(({ name, facts }) => {
        const found = facts.steps.get(step.id);
        return found ? [{ name, facts: found }] : [];
    });
    const named = (keep) => seen.filter(({ facts }) => keep(facts)).map(({ name }) => name);
    const calledOut = seen.some(({ facts }) => facts.calledOut);
    const outcomes = OUTCOME_KINDS.filter((kind) => OUTCOMES[kind].applies(step, calledOut)).map((kind) => {
        const line = lines[OUTCOMES[kind].line] ?? lines.step;
        return { outcome: kind, cases: seen.filter(({ facts }) => OUTCOMES[kind].reachedBy(facts)).length, ...(line !== undefined ? { line } : {}) };
    });
    return {
        id: step.id,
        ...(lines.step !== undefined ? { line: lines.step } : {}),
        succeeded: named((f) => f.result === 'success'),
        failed: named((f) => f.result === 'failure'),
        skipped: named((f) => f.result === 'skipped'),
        stubbed: named((f) => f.stubbed),
        outcomes,
    };
}
/** The coverage of a workflow version by the cases that ran (`minPercent`: `--min-coverage`). */
function versionCoverage(plan, file, cases, minPercent) {
    const steps = plan.steps.map((step) => stepCoverage(step, cases));
    const outcomes = steps.flatMap((step) => step.outcomes.map((outcome) => ({ step, outcome })));
    const missing = outcomes
        .filter(({ outcome }) => outcome.cases === 0)
        .map(({ step, outcome }) => {
        const stoppedCases = cases.filter((c) => c.stopped && !c.facts.steps.get(step.id)?.reached).map((c) => c.name);
        return {
            step: step.id,
            outcome: outcome.outcome,
            ...(outcome.line !== undefined ? { line: outcome.line } : {}),
            message: `step ${step.id}: ${OUTCOMES[outcome.outcome].missing}`,
            ...(stoppedCases.length > 0 ? { stopped_cases: stoppedCases } : {}),
        };
    });
    const reached = outcomes.length - missing.length;
    const coverage = { file, percent: percentOf(reached, outcomes.length), reached, total: outcomes.length, steps, missing };
    // Compared unrounded, so that 66.66… does not pass a minimum of 66.7.
    if (minPercent !== undefined)
        coverage.minimum = { percent: minPercent, met: reached * 100 >= minPercent * outcomes.length };
    return coverage;
}
/** CLI-29: why a version under `--min-coverage` does not pass. */
function minimumCoverageMessage(coverage) {
    const { minimum } = coverage;
    if (!minimum || minimum.met)
        return undefined;
    return `coverage ${coverage.percent} % is below the minimum of ${minimum.percent} % (--min-coverage)`;
}


/***/ }),

/***/ 70000:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ COUNTS),
/* harmony export */   w: () => (/* binding */ evaluateMinimum)
/* harmony export */ });
const SCRIPT_CALLS_OUT = /ctx\s*\.\s*(connection|http)\b/;
const SCRIPT_SKIPS = /ctx\s*\.\s*skip\s*\(/;
const failingStatus = (status) => status !== undefined && (status === 429 || status >= 500);
function checksSomething(expect) {
    const nonEmpty = (value) => value !== undefined && !(Array.isArray(value) && value.length === 0);
    return expect.recipients !== undefined || nonEmpty(expect.payload) || nonEmpty(expect.http_calls) || nonEmpty(expect.step_outputs);
}
/** What makes a case count, per required case (MIN-02, 07..10, 13..16, 18, 19). */
const COUNTS = {
    happy: (c) => c.expect?.outcome === 'success' && checksSomething(c.expect),
    upstream_failure: (c) => c.kind === 'upstream_failure' ||
        (c.given?.http ?? []).some((m) => failingStatus(m.respond?.status) || m.respond?.delay_ms !== undefined) ||
        (c.given?.models ?? []).some((m) => failingStatus(m.error?.status) || m.delay_ms !== undefined) ||
        Object.values(c.given?.stub_steps ?? {}).some((stub) => stub.outcome === 'failure'),
    empty: (c) => c.kind === 'empty' ||
        c.expect?.outcome === 'skip' ||
        (c.expect?.step_outputs ?? []).some((check) => check.result === 'skipped') ||
        (Array.isArray(c.expect?.recipients) && c.expect.recipients.length === 0),
    malformed_payload: (c) => c.kind === 'malformed_payload' ||
        (c.given?.event !== undefined && !COUNTS.upstream_failure(c) && (c.expect?.outcome === 'error' || c.expect?.outcome === 'skip')),
};
/** Why each case is needed, or undefined when it is not (MIN-01, 03..06, 11, 12, 17, 20, 21). */
function reasons(subject) {
    const why = { happy: 'every version needs one' };
    if (subject.kind === 'action') {
        const action = subject.action;
        if (action && (action.slots.length > 0 || SCRIPT_CALLS_OUT.test(action.script)))
            why.upstream_failure = 'the action talks to another system';
        if (action && SCRIPT_SKIPS.test(action.script))
            why.empty = 'the script can call ctx.skip()';
        return why;
    }
    const steps = subject.plan?.steps ?? [];
    const callers = steps.filter(talksToAnotherSystem);
    if (callers.length)
        why.upstream_failure = `step ${callers.map((s) => s.id).join(', ')} ${callers.length > 1 ? 'talk' : 'talks'} to another system`;
    const skippers = steps.filter((s) => s.condition !== undefined || (s.kind === 'script' && SCRIPT_SKIPS.test(s.script)));
    if (skippers.length)
        why.empty = `step ${skippers.map((s) => s.id).join(', ')} can be skipped`;
    if (subject.plan && 'webhook' in subject.plan.triggers)
        why.malformed_payload = 'the workflow has a webhook trigger';
    return why;
}
/** A step that binds a connection, calls another version, uses an action that calls out, or a script that can. */
function talksToAnotherSystem(step) {
    if (Object.keys(step.connections).length > 0)
        return true;
    switch (step.kind) {
        case 'action':
            return step.action.callsOut;
        case 'library':
        case 'workflow':
            return true;
        case 'script':
            return SCRIPT_CALLS_OUT.test(step.script);
    }
}
/** How a case makes the first step that talks to another system fail, said for that step. */
function upstreamFix(subject) {
    const step = subject.plan?.steps.find(talksToAnotherSystem);
    const expectation = step ? `and that expects {"outcome": "error", "failed_step": "${step.id}"}` : 'and that expects "outcome": "error"';
    const modelSlot = step?.kind === 'action' ? step.action.modelSlot : undefined;
    if (step && modelSlot !== undefined) {
        return `Add a case with "kind": "upstream_failure" whose given.models mock for connection "${step.connections[modelSlot] ?? '...'}" answers {"error": {"status": 503}} ${expectation}.`;
    }
    if (step && (step.kind === 'library' || step.kind === 'workflow')) {
        return `Add a case with "kind": "upstream_failure" with "stub_steps": {"${step.id}": {"outcome": "failure", "error_code": "http_status"}} ${expectation}.`;
    }
    return `Add a case with "kind": "upstream_failure" whose given.http mock answers {"status": 503} ${expectation}.`;
}
function fixFor(kind, subject) {
    switch (kind) {
        case 'happy':
            return 'Add a case with "kind": "happy" that expects "outcome": "success" and checks something concrete: "recipients", "payload", "http_calls" or "step_outputs".';
        case 'upstream_failure':
            return upstreamFix(subject);
        case 'empty':
            return 'Add a case with "kind": "empty" where there is nothing to do, and expect "outcome": "skip", a step_outputs entry with "result": "skipped", or "recipients": [].';
        case 'malformed_payload':
            return 'Add a case with "kind": "malformed_payload", "given": {"trigger": "webhook", "event": {"body": {...a broken payload...}, "headers": {}}}, expecting "outcome": "error", its "failed_step" and "http_calls": [{"url_contains": "/", "count": 0}].';
    }
}
const LABELS = {
    happy: 'a happy-path case',
    upstream_failure: 'an upstream-failure case',
    empty: 'an empty (nothing to do) case',
    malformed_payload: 'a malformed-payload case',
};
/** MIN-22/MIN-23: what is needed, and for each missing case a plain message and a fix. */
function evaluateMinimum(subject, cases) {
    const why = reasons(subject);
    const needed = Object.keys(LABELS).filter((kind) => why[kind] !== undefined);
    if (cases === undefined) {
        const file = `${subject.dir === '.' ? '' : `${subject.dir}/`}tests.json`;
        return {
            met: false,
            needed,
            missing: [{ kind: 'tests', message: `This version has no test list: add ${file}.`, fix: `Create ${file} holding a JSON array of cases; it needs ${needed.map((k) => LABELS[k]).join(', ')}.` }],
        };
    }
    const missing = needed
        .filter((kind) => !cases.some(COUNTS[kind]))
        .map((kind) => ({ kind, message: `Missing ${LABELS[kind]}: ${why[kind]}.`, fix: fixFor(kind, subject) }));
    return { met: missing.length === 0, needed, missing };
}


/***/ }),

/***/ 84988:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eh: () => (/* binding */ summarize),
/* harmony export */   gy: () => (/* binding */ everyCaseThatRanPassed),
/* harmony export */   sH: () => (/* binding */ addSummaries)
/* harmony export */ });
function summarize(cases) {
    const summary = { total: cases.length, passed: 0, failed: 0, invalid: 0, not_run: 0 };
    for (const c of cases)
        summary[c.status] += 1;
    return summary;
}
function addSummaries(summaries) {
    const total = { total: 0, passed: 0, failed: 0, invalid: 0, not_run: 0 };
    for (const s of summaries)
        for (const key of Object.keys(total))
            total[key] += s[key];
    return total;
}
/** TRUST-07: a version of a partial run whose every case that ran passed (and that has no problems). */
function everyCaseThatRanPassed(version) {
    const { report } = version;
    return report.problems.length === 0 && report.cases.every((c) => c.status === 'passed' || (c.status === 'not_run' && c.reason === 'filtered'));
}


/***/ }),

/***/ 40575:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RE: () => (/* binding */ reportSession),
  Ie: () => (/* binding */ runSession)
});

// UNUSED EXPORTS: commitOf

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./lib/definitions/project.js + 3 modules
var definitions_project = __webpack_require__(99088);
// EXTERNAL MODULE: ./lib/definitions/empty-root.js
var empty_root = __webpack_require__(25416);
// EXTERNAL MODULE: ./lib/shared/build.js + 1 modules
var build = __webpack_require__(97270);
// EXTERNAL MODULE: ./lib/definitions/repository.js + 90 modules
var repository = __webpack_require__(22590);
// EXTERNAL MODULE: ./lib/sandbox/index.js
var sandbox = __webpack_require__(33451);
// EXTERNAL MODULE: ./lib/testing/report.js
var testing_report = __webpack_require__(84988);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/definitions/test-list/intake.js + 3 modules
var test_list_intake = __webpack_require__(533);
// EXTERNAL MODULE: ./lib/testing/minimum.js
var testing_minimum = __webpack_require__(70000);
// EXTERNAL MODULE: ./lib/testing/coverage/version.js
var coverage_version = __webpack_require__(96571);
// EXTERNAL MODULE: ./lib/testing/run-case.js + 13 modules
var run_case = __webpack_require__(22709);
;// CONCATENATED MODULE: ./lib/testing/side-by-side.js
/** Running versions and cases side by side, with bounds, keeping their order. */
/**
 * Calls `work` on every item, at most `limit` at a time, and resolves to the results in
 * the items' order, whichever finishes first.
 */
async function mapSideBySide(items, limit, work) {
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const at = next++;
            results[at] = await work(items[at], at);
        }
    };
    await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
    return results;
}
/**
 * A counting semaphore for case runs. Versions run side by side share one, so a version
 * whose cases wait on the script sandbox leaves the host's thread to another version's.
 */
class CaseSlots {
    free;
    waiting = [];
    constructor(size) {
        this.free = Math.max(1, size);
    }
    async take() {
        if (this.free > 0) {
            this.free -= 1;
            return;
        }
        await new Promise((resolve) => this.waiting.push(resolve));
    }
    give() {
        const next = this.waiting.shift();
        if (next)
            next();
        else
            this.free += 1;
    }
}
/**
 * Hands results on in their items' order as they finish: each as soon as it and every
 * one before it are done, so a stream of results reads like the final report.
 */
class InOrder {
    #waiting = new Map();
    #deliver;
    #next = 0;
    #delivering = Promise.resolve();
    constructor(deliver) {
        this.#deliver = deliver;
    }
    /** The result at `at` is done; resolves once every result it let through has been delivered. */
    done(at, result) {
        this.#waiting.set(at, result);
        const ready = [];
        while (this.#waiting.has(this.#next)) {
            ready.push(this.#waiting.get(this.#next));
            this.#waiting.delete(this.#next);
            this.#next += 1;
        }
        this.#delivering = this.#delivering.then(async () => {
            for (const one of ready)
                await this.#deliver(one);
        });
        return this.#delivering;
    }
}

;// CONCATENATED MODULE: ./lib/testing/contracts/version.js
function versionContracts(contracts, bound, cases) {
    const names = new Set(bound.filter((name) => contracts.has(name)));
    for (const uses of cases)
        for (const name of uses.keys())
            names.add(name);
    if (names.size === 0)
        return undefined;
    const result = {};
    for (const name of [...names].sort()) {
        const contract = contracts.get(name);
        const exercised = new Set();
        let divergences = 0;
        for (const uses of cases) {
            const use = uses.get(name);
            if (!use)
                continue;
            for (const key of use.exercised)
                exercised.add(key);
            divergences += use.divergences;
        }
        const keys = contract.operations.map((operation) => operation.key);
        Object.defineProperty(result, name, {
            value: { document: contract.document.path, exercised: keys.filter((key) => exercised.has(key)), never_exercised: keys.filter((key) => !exercised.has(key)), divergences },
            enumerable: true,
            writable: true,
            configurable: true,
        });
    }
    return result;
}

// EXTERNAL MODULE: ./lib/definitions/run-key.js
var run_key = __webpack_require__(59373);
;// CONCATENATED MODULE: ./lib/testing/run-version.js








/** Cases of one version run side by side up to this many, unless told otherwise. */
const CASES_AT_ONCE = 4;
const CASE_TIMEOUT_MS = 20_000;
const BUDGET_MS = 60_000;
function identityOf(entry) {
    return { name: entry.name, ...(entry.description !== undefined ? { description: entry.description } : {}), ...(entry.kind !== undefined ? { kind: entry.kind } : {}) };
}
function notRun(entry, why, reason) {
    return { ...identityOf(entry), status: 'not_run', duration_ms: 0, outcome: null, error: null, checks: [], problems: [{ path: '', message: why }], ...(reason ? { reason } : {}) };
}
function invalid(entry) {
    const problems = entry.problems.map((problem) => ({
        path: (0,test_list_intake/* pathInCase */.D3)(entry, problem),
        message: problem.message,
        ...(problem.line !== undefined ? { line: problem.line } : {}),
        ...(problem.col !== undefined ? { col: problem.col } : {}),
    }));
    return { ...identityOf(entry), status: 'invalid', duration_ms: 0, outcome: null, error: null, checks: [], problems, index: entry.index };
}
async function withTimeout(work, entry, ms) {
    let timer;
    const late = new Promise((resolve) => {
        timer = setTimeout(() => {
            const error = { code: 'case_timeout', message: `The case ran longer than ${ms / 1000} s.` };
            const checks = [{ sentence: `finishes within ${ms / 1000} s`, passed: false, expected: `${ms / 1000} s`, actual: 'still running' }];
            resolve({ report: { ...identityOf(entry), status: 'failed', outcome: null, error, checks } });
        }, ms);
        timer.unref();
    });
    try {
        return await Promise.race([work, late]);
    }
    finally {
        clearTimeout(timer);
    }
}
/** A warning without a line of its own points at its case. */
function withWarningLines(report, entry) {
    if (!report.warnings || entry.line === undefined)
        return report;
    return { ...report, warnings: report.warnings.map((warning) => ({ ...warning, line: warning.line ?? entry.line })) };
}
async function testVersion(repo, version, options = {}) {
    const started = performance.now();
    const ranAt = new Date().toISOString();
    const intake = (0,test_list_intake/* intakeOf */.SI)(version, repo.project);
    const problems = (0,test_list_intake/* blockingProblems */.gO)(repo.project, version, intake);
    const keepAll = !options.filter || version.name.includes(options.filter);
    const slots = (intake?.cases ?? []).map((entry) => ({ entry }));
    const runnable = [];
    for (const slot of slots) {
        const status = (0,test_list_intake/* statusBeforeRun */.Pn)(slot.entry, problems.length > 0);
        // TRUST-05: a case the filter leaves out is in the report, not run, and the version does not pass.
        if (!keepAll && !slot.entry.name.includes(options.filter))
            slot.report = notRun(slot.entry, `The filter ${JSON.stringify(options.filter)} left this case out.`, 'filtered');
        else if (status === 'not_run')
            slot.report = notRun(slot.entry, 'The version has problems, so no case ran (see problems).');
        else if (status === 'invalid')
            slot.report = invalid(slot.entry);
        else
            runnable.push({ slot, testCase: slot.entry.testCase });
    }
    const caseTimeout = options.caseTimeoutMs ?? CASE_TIMEOUT_MS;
    const budget = options.budgetMs ?? BUDGET_MS;
    await mapSideBySide(runnable, options.concurrency ?? CASES_AT_ONCE, async ({ slot, testCase }) => {
        await options.caseSlots?.take();
        try {
            if (performance.now() - started > budget) {
                slot.report = notRun(slot.entry, `The version's cases ran past the ${budget / 1000} s budget.`, 'time_budget');
                return;
            }
            const caseStart = performance.now();
            const caseOptions = { ...(options.trace ? { trace: options.trace } : {}), ...(slot.entry.mockLines ? { mockLines: slot.entry.mockLines } : {}), ...(slot.entry.checkLines ? { checkLines: slot.entry.checkLines } : {}) };
            const { report, facts, contracts } = await withTimeout((0,run_case/* runCase */.ef)(repo, version, testCase, caseOptions), slot.entry, caseTimeout);
            slot.report = { ...withWarningLines(report, slot.entry), duration_ms: Math.round(performance.now() - caseStart) };
            // A run stopped by an error its case did not expect leaves gaps that are the case's, not the workflow's.
            const stopped = report.status === 'failed' && report.outcome === 'error' && testCase.expect.outcome !== 'error';
            if (facts)
                slot.covered = { name: report.name, facts, ...(stopped ? { stopped } : {}) };
            if (contracts)
                slot.contracts = contracts;
        }
        finally {
            options.caseSlots?.give();
        }
    });
    const cases = slots.map(({ entry, report }) => {
        if (report.status !== 'passed' && entry.line !== undefined)
            report.line = entry.line;
        return report;
    });
    // No list at all is "add tests.json"; a list with problems or none that can be read counts no case.
    const counted = intake ? (0,test_list_intake/* countingCases */.ff)(intake).map((entry) => entry.testCase) : problems.length === 0 ? undefined : [];
    const minimum = (0,testing_minimum/* evaluateMinimum */.w)({ kind: version.kind, dir: version.location.dir, ...(version.plan ? { plan: version.plan } : {}), ...(version.action ? { action: version.action } : {}) }, counted);
    const summary = (0,testing_report/* summarize */.eh)(cases);
    // REPORT-18: in list order, whichever case finished first.
    const covered = slots.flatMap(({ covered: one }) => (one ? [one] : []));
    const coverage = version.plan ? (0,coverage_version/* versionCoverage */.H)(version.plan, version.location.definitionFile, covered, options.minCoverage) : undefined;
    const contracts = versionContracts(repo.project.contracts, (0,run_key/* boundConnections */.oV)(version), slots.flatMap(({ contracts: uses }) => (uses ? [uses] : [])));
    return {
        kind: version.kind,
        name: version.name,
        path: version.location.dir,
        version_id: version.versionId,
        run_key: version.runKey,
        report: {
            passed: problems.length === 0 && minimum.met && cases.every((c) => c.status === 'passed') && coverage?.minimum?.met !== false,
            summary,
            minimum,
            problems,
            cases,
            ran_at: ranAt,
            duration_ms: Math.round(performance.now() - started),
            version_id: version.versionId,
            run_key: version.runKey,
            ...(coverage ? { coverage } : {}),
            ...(contracts ? { contracts } : {}),
        },
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./lib/testing/cache/result-cache.js
/**
 * The result cache (flowgate.md §12, CACHE-01..06). A version's test run is a pure
 * function of its run key, so a report from a complete run that passed is kept under a
 * key of the run key and the options that shape a report (trace mode, minimum coverage,
 * contract mode), and handed back while they are unchanged. Nothing else is ever reused:
 * an entry that is unreadable, from another flowgate build, for another run key or that
 * did not pass is ignored, never trusted.
 */





/** CACHE-03: where the cache lives unless `--cache-dir` moves it, relative to the root. */
const DEFAULT_CACHE_DIR = '.flowgate/cache';
/** CACHE-03: entries not read for this long are dropped. */
const UNREAD_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
const FORMAT = 1;
class ResultCache {
    dir;
    #verifyEvery;
    #now;
    #build;
    /** Which hit, counted from a random start, is re-run: one in N whichever versions hit. */
    #hits;
    #memo;
    #memoChanged = false;
    constructor(options) {
        this.dir = options.dir;
        this.#verifyEvery = options.verifyEvery ?? 0;
        this.#now = options.now ?? Date.now;
        this.#build = options.build ?? build/* flowgateBuild */.g;
        this.#hits = this.#verifyEvery > 1 ? (0,external_node_crypto_.randomInt)(this.#verifyEvery) : 0;
    }
    /**
     * What compiled workflow versions depend on, by folder and text: with it a run finds a
     * version's run key, and so its cached report, without compiling the version.
     */
    get memo() {
        const entries = this.#loadMemo();
        return {
            get: (dir) => entries.get(dir),
            set: (dir, entry) => {
                const before = entries.get(dir);
                if (before && JSON.stringify(before) === JSON.stringify(entry))
                    return;
                entries.set(dir, entry);
                this.#memoChanged = true;
            },
        };
    }
    #loadMemo() {
        if (!this.#memo) {
            this.#memo = new Map();
            try {
                const saved = JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(this.dir, 'memo.json'), 'utf8'));
                // Another build may compile differently: its memo is not this build's.
                if (saved.flowgate_cache === FORMAT && saved.build === this.#build.build && saved.entries && typeof saved.entries === 'object') {
                    for (const [dir, entry] of Object.entries(saved.entries))
                        if (validMemoEntry(entry))
                            this.#memo.set(dir, entry);
                }
            }
            catch {
                // No memo yet, or an unreadable one: versions are compiled to find their keys.
            }
        }
        return this.#memo;
    }
    /** Writes the memo back when the run learned something. */
    saveMemo() {
        if (!this.#memoChanged || !this.#memo)
            return;
        try {
            (0,external_node_fs_.mkdirSync)(this.dir, { recursive: true });
            const file = (0,external_node_path_.join)(this.dir, 'memo.json');
            const temporary = `${file}.${process.pid}.${(0,external_node_crypto_.randomInt)(1e9)}.tmp`;
            (0,external_node_fs_.writeFileSync)(temporary, JSON.stringify({ flowgate_cache: FORMAT, build: this.#build.build, entries: Object.fromEntries(this.#memo) }));
            (0,external_node_fs_.renameSync)(temporary, file);
            this.#memoChanged = false;
        }
        catch {
            // Without a memo the next run compiles to find its keys; nothing is wrong.
        }
    }
    key(runKey, shape) {
        return (0,external_node_crypto_.createHash)('sha256').update((0,run_key/* canonicalJson */.dj)({ format: FORMAT, run_key: runKey, shape, build: this.#build.build })).digest('hex');
    }
    #file(key) {
        return (0,external_node_path_.join)(this.dir, key.slice(0, 2), `${key}.json`);
    }
    /** The cached passing report of `version` for `shape`, marked as cached; undefined on a miss. */
    read(version, shape) {
        const key = this.key(version.runKey, shape);
        const file = this.#file(key);
        let entry;
        try {
            entry = JSON.parse((0,external_node_fs_.readFileSync)(file, 'utf8'));
        }
        catch {
            return undefined;
        }
        if (!trustworthy(entry, key, version, this.#build))
            return undefined;
        try {
            // CACHE-03: "unread for 30 days" is counted from the last read.
            const now = new Date(this.#now());
            (0,external_node_fs_.utimesSync)(file, now, now);
        }
        catch {
            // A read-only cache is still a cache.
        }
        const { result } = entry;
        const cached = { ...result, report: { ...result.report, cached: { ran_at: result.report.ran_at, run_key: result.run_key } } };
        const verify = this.#verifyEvery > 0 && this.#hits++ % this.#verifyEvery === 0;
        return { result: cached, verify };
    }
    /** Keeps `result` when it may be reused: a complete run of the version that passed (CACHE-02). */
    write(result, shape) {
        if (!reusable(result))
            return false;
        const key = this.key(result.run_key, shape);
        const file = this.#file(key);
        const entry = { flowgate_cache: FORMAT, key, flowgate: this.#build, shape, result };
        try {
            (0,external_node_fs_.mkdirSync)((0,external_node_path_.join)(this.dir, key.slice(0, 2)), { recursive: true });
            const temporary = `${file}.${process.pid}.${(0,external_node_crypto_.randomInt)(1e9)}.tmp`;
            (0,external_node_fs_.writeFileSync)(temporary, JSON.stringify(entry));
            (0,external_node_fs_.renameSync)(temporary, file);
            return true;
        }
        catch {
            // A cache that cannot be written only costs time.
            return false;
        }
    }
    /** A cached report that a fresh run contradicted is dropped. */
    forget(runKey, shape) {
        (0,external_node_fs_.rmSync)(this.#file(this.key(runKey, shape)), { force: true });
    }
    /** CACHE-03: drops entries not read for 30 days; returns how many. */
    prune() {
        const oldest = this.#now() - UNREAD_DAYS * DAY_MS;
        let dropped = 0;
        let folders;
        try {
            folders = (0,external_node_fs_.readdirSync)(this.dir);
        }
        catch {
            return 0;
        }
        for (const folder of folders) {
            const path = (0,external_node_path_.join)(this.dir, folder);
            let files;
            try {
                files = (0,external_node_fs_.readdirSync)(path);
            }
            catch {
                continue;
            }
            for (const name of files) {
                const file = (0,external_node_path_.join)(path, name);
                try {
                    if ((0,external_node_fs_.statSync)(file).mtimeMs < oldest) {
                        (0,external_node_fs_.rmSync)(file, { force: true });
                        dropped += 1;
                    }
                }
                catch {
                    // Gone already.
                }
            }
        }
        return dropped;
    }
}
function validMemoEntry(entry) {
    const e = entry;
    const texts = (list) => Array.isArray(list) && list.every((item) => typeof item === 'string');
    return typeof e === 'object' && e !== null && typeof e.digest === 'string' && texts(e.templates) && texts(e.libraries) && texts(e.connections);
}
function reusable(result) {
    const { report } = result;
    const s = report.summary;
    return report.passed === true && report.problems.length === 0 && report.minimum.met && s.failed === 0 && s.invalid === 0 && s.not_run === 0 && report.cached === undefined;
}
function trustworthy(entry, key, version, build) {
    if (typeof entry !== 'object' || entry === null || entry.flowgate_cache !== FORMAT || entry.key !== key)
        return false;
    if (entry.flowgate?.build !== build.build || entry.flowgate?.version !== build.version)
        return false;
    const result = entry.result;
    if (typeof result !== 'object' || result === null || typeof result.report !== 'object' || result.report === null)
        return false;
    if (result.run_key !== version.runKey || result.report.run_key !== version.runKey || result.version_id !== version.versionId || result.path !== version.path)
        return false;
    if (!Array.isArray(result.report.cases) || typeof result.report.summary !== 'object' || !Array.isArray(result.report.problems) || typeof result.report.minimum !== 'object')
        return false;
    return reusable(result) && result.report.cases.every((c) => c.status === 'passed');
}
/** A report without what differs between two runs of the same inputs: times and the cache's mark. */
function timeless(value) {
    return JSON.parse(JSON.stringify(value), (key, item) => (key === 'ran_at' || key === 'duration_ms' || key === 'cached' ? undefined : item));
}
/** The first place where two reports differ apart from times, as a path (`report.cases[0].checks[1].actual`); undefined when equal. */
function firstDifference(cached, fresh) {
    const walk = (a, b, path) => {
        if (Object.is(a, b))
            return undefined;
        if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b))
            return path || '(the whole report)';
        if (Array.isArray(a) && Array.isArray(b)) {
            for (let i = 0; i < Math.max(a.length, b.length); i++) {
                const found = walk(a[i], b[i], `${path}[${i}]`);
                if (found)
                    return found;
            }
            return undefined;
        }
        const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
        for (const key of keys) {
            const found = walk(a[key], b[key], path ? `${path}.${key}` : key);
            if (found)
                return found;
        }
        return undefined;
    };
    return walk(timeless(cached), timeless(fresh), '');
}

// EXTERNAL MODULE: ./lib/testing/trace/mode.js
var mode = __webpack_require__(12799);
;// CONCATENATED MODULE: ./lib/testing/run-all.js
/** `flowgate test`: every version found under the root, optionally one shard of them. */








const VERSIONS_AT_ONCE = 4;
/** A version's expected cost: the size of its test list stands in for its number and weight of cases. */
function expectedCost(root, location) {
    if (!location.testsFile)
        return 1;
    try {
        return (0,external_node_fs_.statSync)((0,external_node_path_.join)(root, location.testsFile)).size + 1;
    }
    catch {
        return 1;
    }
}
/**
 * CLI-08: versions split deterministically and evenly by expected cost — the most
 * costly first, each to the lightest shard so far (ties to the lower shard).
 */
function shardVersions(versions, shard, root) {
    const loads = new Array(shard.count).fill(0);
    const owner = new Map();
    const cost = new Map(versions.map((version) => [version, expectedCost(root, version.location)]));
    const byCost = [...versions].sort((a, b) => cost.get(b) - cost.get(a) || (a.location.dir < b.location.dir ? -1 : 1));
    for (const version of byCost) {
        const lightest = loads.indexOf(Math.min(...loads));
        owner.set(version, lightest);
        loads[lightest] += cost.get(version);
    }
    return versions.filter((version) => owner.get(version) === shard.index - 1);
}
/** The versions of a repository read whole, as sources that hand them back. */
function sourcesOf(repo) {
    if ('sources' in repo)
        return repo.sources;
    return repo.versions.map((version) => ({ kind: version.kind, location: version.location, load: () => version }));
}
/**
 * Given an index, each version is read just before it runs and dropped once it has: a
 * run holds a few versions at a time, not the repository (memory stays flat as it grows).
 */
async function testRepository(repo, options = {}) {
    const sources = sourcesOf(repo);
    const chosen = options.shard ? shardVersions(sources, options.shard, repo.root) : sources;
    const concurrency = options.concurrency ?? CASES_AT_ONCE;
    const versionOptions = { ...options, concurrency, caseSlots: options.caseSlots ?? new CaseSlots(concurrency * 2) };
    // SET-16: a version is listed when its name or one of its cases' names holds the filter.
    const kept = (result) => !options.filter || result.name.includes(options.filter) || result.report.cases.some((c) => c.reason !== 'filtered');
    const inOrder = new InOrder(async (result) => {
        if (kept(result))
            await options.onVersionEnd?.(result);
    });
    // Several versions at once, so one waiting on a script leaves the thread to another;
    // the report keeps the versions' order whichever finishes first.
    // A problem of the project's settings fails every version, yet the run key covers only
    // part of those settings: with one, nothing is read from the cache (and nothing passes to write).
    const cache = options.filter === undefined && repo.project.problems.length === 0 ? options.cache : undefined;
    const shape = { trace: options.trace ?? mode/* DEFAULT_TRACE_MODE */.M, ...(options.minCoverage !== undefined ? { minCoverage: options.minCoverage } : {}), contracts: repo.project.contractMode };
    const finished = await mapSideBySide(chosen, options.versionConcurrency ?? VERSIONS_AT_ONCE, async (source, at) => {
        const result = cache ? await cachedOrRun(repo, source, versionOptions, cache, shape) : await testVersion(repo, source.load(), versionOptions);
        await inOrder.done(at, result);
        return result;
    });
    const results = finished.filter(kept);
    return {
        passed: results.every((r) => r.report.passed),
        summary: (0,testing_report/* addSummaries */.sH)(results.map((r) => r.report.summary)),
        versions: results,
    };
}
/**
 * CACHE-01, CACHE-04: the cached report when there is one (or, for one in N, a fresh run
 * compared with it); otherwise a fresh run, kept when it may be reused.
 */
async function cachedOrRun(repo, source, options, cache, shape) {
    // The memo's keys first: a hit then costs no compiling at all.
    const quick = source.keys?.();
    let hit = quick ? cache.read({ ...quick, path: source.location.dir }, shape) : undefined;
    if (hit && !hit.verify)
        return hit.result;
    const version = source.load();
    hit ??= cache.read({ runKey: version.runKey, versionId: version.versionId, path: version.location.dir }, shape);
    if (hit && !hit.verify)
        return hit.result;
    const fresh = await testVersion(repo, version, options);
    if (!hit) {
        cache.write(fresh, shape);
        return fresh;
    }
    const difference = firstDifference(hit.result, fresh);
    if (difference === undefined)
        return fresh;
    cache.forget(version.runKey, shape);
    const problem = {
        file: version.location.testsFile ?? version.location.definitionFile,
        path: '',
        message: `the cached report of this version differs from a fresh run at ${difference}: the cache was wrong, so the entry is dropped and the version does not pass`,
        code: 'cache_mismatch',
    };
    return { ...fresh, report: { ...fresh.report, passed: false, problems: [...fresh.report.problems, problem] } };
}
async function testRoot(root, options = {}) {
    return testRepository(indexRepository(root), options);
}

;// CONCATENATED MODULE: ./lib/testing/session.js
/**
 * One test session: what every front door runs. It owns discovery, the shard, the
 * filter, the empty-root rule, the coverage gate and the sandbox's lifetime, and tells
 * its reporters of the run as it goes (vitest's runner and reporters are built so): the
 * run's start, each version as it finishes (in the report's order), the run's end. The
 * doors only map their flags or inputs onto these options and reporter names.
 */










async function tell(reporters, hook, ...args) {
    for (const reporter of reporters)
        await reporter[hook]?.apply(reporter, args);
}
/** Runs the session and tells the reporters; resolves to what the run ended with. */
/** TRUST-03: GITHUB_SHA, else the git HEAD of the work tree the root is in; nothing when neither is known. */
function commitOf(root, env) {
    const fromCi = env.GITHUB_SHA?.trim();
    if (fromCi)
        return { commit: fromCi };
    try {
        const head = (0,external_node_child_process_.execFileSync)('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 }).trim();
        return /^[0-9a-f]{40,64}$/.test(head) ? { commit: head } : {};
    }
    catch {
        return {};
    }
}
async function runSession(options, reporters = []) {
    const started = performance.now();
    const ranAt = new Date().toISOString();
    const rootLabel = options.rootLabel ?? '.';
    const place = { root: options.root, rootLabel, ...(options.shard ? { shard: options.shard } : {}) };
    await tell(reporters, 'onRunStart', place);
    try {
        // Versions are read as they run; the sandbox process starts on another core at the first that needs it.
        // The cache (when the door or flowgate.yaml asks for it) lends the index its memo of run keys.
        const project = (0,definitions_project/* loadProject */.g)(options.root);
        const cacheChoice = options.cache ?? (project.cache ? {} : false);
        const cache = cacheChoice === false ? undefined : new ResultCache({ dir: cacheChoice.dir ?? (0,external_node_path_.join)(options.root, DEFAULT_CACHE_DIR), ...(cacheChoice.verifyEvery !== undefined ? { verifyEvery: cacheChoice.verifyEvery } : {}) });
        const found = (0,repository/* indexRepository */.B)(options.root, { project, onScriptsFound: () => (0,sandbox/* prestartSandbox */.jV)('repeatable'), ...(cache ? { memo: cache.memo } : {}) });
        const only = options.only && new Set(options.only);
        const repo = only ? { ...found, sources: found.sources.filter((source) => only.has(source.location.dir)) } : found;
        const ran = await testRepository(repo, {
            ...(options.shard ? { shard: options.shard } : {}),
            ...(options.filter !== undefined ? { filter: options.filter } : {}),
            ...(options.trace ? { trace: options.trace } : {}),
            ...(options.minCoverage !== undefined ? { minCoverage: options.minCoverage } : {}),
            ...(cache ? { cache } : {}),
            onVersionEnd: (version) => tell(reporters, 'onVersionEnd', version),
        });
        cache?.prune();
        cache?.saveMemo();
        const empty = (0,empty_root/* emptyRoot */.K)(found, rootLabel);
        const allowedEmpty = empty !== undefined && options.allowEmpty === true;
        const seconds = (performance.now() - started) / 1000;
        const partial = options.filter !== undefined;
        const metadata = {
            flowgate: build/* flowgateBuild */.g,
            ...commitOf(options.root, options.env ?? process.env),
            ran_at: ranAt,
            duration_ms: Math.round(seconds * 1000),
            ...(partial ? { partial: { filter: options.filter } } : {}),
            ...(options.shard ? { shard: { index: options.shard.index, total: options.shard.count } } : {}),
        };
        // CLI-26, TRUST-06: the report says what the exit status says; a partial run is no gate.
        const passed = ran.passed && !(empty && !allowedEmpty) && !partial;
        const report = { passed, summary: ran.summary, ...metadata, versions: ran.versions };
        const nothingMatched = partial && !ran.versions.some((v) => v.report.cases.some((c) => c.reason !== 'filtered'));
        const ok = partial ? !nothingMatched && ran.versions.every(testing_report/* everyCaseThatRanPassed */.gy) : passed;
        const end = { report, ok, ...(nothingMatched ? { nothingMatched } : {}), ...(empty ? { empty } : {}), allowedEmpty, ...place, seconds };
        await tell(reporters, 'onRunEnd', end);
        return end;
    }
    finally {
        if (options.closeSandbox)
            await (0,sandbox/* closeSandbox */.c)();
    }
}
/**
 * Reports of a run made elsewhere (the shards' reports, merged) told to reporters as
 * a session tells its own: the same outputs, with nothing run.
 */
async function reportSession(report, place, reporters) {
    await tell(reporters, 'onRunStart', place);
    for (const version of report.versions)
        await tell(reporters, 'onVersionEnd', version);
    const end = { report, ok: report.passed, allowedEmpty: false, ...place, seconds: (report.duration_ms ?? 0) / 1000 };
    await tell(reporters, 'onRunEnd', end);
    return end;
}


/***/ })

};
