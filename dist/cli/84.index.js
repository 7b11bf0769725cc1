export const id = 84;
export const ids = [84];
export const modules = {

/***/ 25997:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ sayWritten)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/** CLI-35: every file a command wrote, named in one line at the end of its output. */

/** `Wrote report.json, junit.xml, html/index.html` with paths from where the user stands; nothing when nothing was written. */
function sayWritten(paths, io, stream) {
    if (paths.length === 0)
        return;
    // A folder (report-dir) is named with its slash.
    const shown = paths.map((path) => `${((0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(io.cwd, path) || path).split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/')}${path.endsWith('/') && !path.endsWith('//') ? '/' : ''}`);
    io[stream](`Wrote ${shown.join(', ')}\n`);
}


/***/ }),

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

/***/ 12017:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   cU: () => (/* binding */ splitGaps),
/* harmony export */   lX: () => (/* binding */ foldChecks)
/* harmony export */ });
/* unused harmony exports stoppedAt, foldLine */
/** The step the run stopped at, when its error names one. */
function stoppedAt(c) {
    const error = c.error;
    return error && 'step' in error && typeof error.step === 'string' && error.step ? error.step : null;
}
/** `+ 9 more checks could not hold because the run stopped at step fetch` */
function foldLine(count, step) {
    const where = step === null ? '' : ` at step ${step}`;
    return `+ ${count} more ${count === 1 ? 'check' : 'checks'} could not hold because the run stopped${where}`;
}
/**
 * The case's failed checks, folded. Folds only when at least one check is shown above the
 * line (the cause); a case whose every failed check is marked shows them all.
 */
function foldChecks(c) {
    const failed = c.checks.filter((k) => !k.passed);
    const folded = failed.filter((k) => k.after_stop === true);
    const shown = failed.filter((k) => k.after_stop !== true);
    if (folded.length === 0 || shown.length === 0 || !c.error)
        return { shown: failed, folded: [], line: null };
    return { shown, folded, line: foldLine(folded.length, stoppedAt(c)) };
}
/**
 * The gaps as reporters show them: those of the workflow, and those a case that stopped
 * early may have left, with one line naming the cases to fix first.
 */
function splitGaps(coverage) {
    const stopped = coverage.missing.filter((gap) => gap.stopped_cases?.length);
    const own = coverage.missing.filter((gap) => !gap.stopped_cases?.length);
    if (stopped.length === 0)
        return { own, stopped, line: null };
    const names = [...new Set(stopped.flatMap((gap) => gap.stopped_cases ?? []))].map((name) => `"${name}"`);
    const steps = [...new Set(stopped.map((gap) => gap.step))].join(', ');
    const count = `${stopped.length} ${stopped.length === 1 ? 'outcome' : 'outcomes'}`;
    const who = names.length === 1 ? `case ${names[0]}` : `cases ${names.join(', ')}`;
    return { own, stopped, line: `+ ${count} not reached after ${who} stopped with an error (steps ${steps}): fix the run error first` };
}


/***/ }),

/***/ 97578:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FH: () => (/* binding */ versionCounts),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   WN: () => (/* binding */ countsText),
/* harmony export */   a3: () => (/* binding */ formatDuration)
/* harmony export */ });
/** `1 case`, `3 cases`. */
function plural(count, word, number = String) {
    return `${number(count)} ${word}${count === 1 ? '' : 's'}`;
}
/** Cases of a run by status: `3 passed, 1 failed, 0 invalid, 0 not run`. */
function countsText(s, number = String) {
    return `${number(s.passed)} passed, ${number(s.failed)} failed, ${number(s.invalid)} invalid, ${number(s.not_run)} not run`;
}
/** Cases of a version, the statuses that are there: `3/4 passed, 1 failed`. */
function versionCounts(s, number = String) {
    const parts = [`${number(s.passed)}/${number(s.total)} passed`];
    if (s.failed)
        parts.push(`${number(s.failed)} failed`);
    if (s.invalid)
        parts.push(`${number(s.invalid)} invalid`);
    if (s.not_run)
        parts.push(`${number(s.not_run)} not run`);
    return parts.join(', ');
}
/** A wall-clock duration, rounded: `12 ms`, `1.50 s`. (Times on a run's clock: timeline.ts's durationText.) */
function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    return `${(ms / 1000).toFixed(2)} s`;
}


/***/ }),

/***/ 28417:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ createReporters)
});

// UNUSED EXPORTS: REPORTERS

// EXTERNAL MODULE: ./lib/testing/attestation.js
var testing_attestation = __webpack_require__(15630);
// EXTERNAL MODULE: ./lib/reporters/report-files.js + 2 modules
var report_files = __webpack_require__(17760);
;// CONCATENATED MODULE: ./lib/reporters/attest.js
/** `--attest FILE` (TRUST-17, TRUST-18): the in-toto test-result statement, and FILE.subjects beside it. */


function attestReporter(ctx, options) {
    return {
        onRunEnd: ({ report }) => {
            const attestation = (0,testing_attestation/* attestationOf */.kV)(report, ctx.env);
            (0,report_files/* writeReportFile */.aS)(ctx, options.file, [`${JSON.stringify(attestation, null, 2)}\n`]);
            (0,report_files/* writeReportFile */.aS)(ctx, `${options.file}.subjects`, [(0,testing_attestation/* subjectsText */.TQ)(attestation)]);
        },
    };
}

// EXTERNAL MODULE: ./lib/reporters/format/failures.js
var failures = __webpack_require__(12017);
// EXTERNAL MODULE: ./lib/reporters/pretty.js + 3 modules
var pretty = __webpack_require__(48054);
// EXTERNAL MODULE: ./lib/testing/coverage/version.js
var coverage_version = __webpack_require__(96571);
// EXTERNAL MODULE: ./lib/reporters/text.js
var reporters_text = __webpack_require__(38079);
;// CONCATENATED MODULE: ./lib/reporters/github.js




function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
function formatAnnotation(a) {
    const props = [`file=${escapeProperty(a.file)}`];
    if (a.line !== undefined)
        props.push(`line=${a.line}`);
    if (a.col !== undefined)
        props.push(`col=${a.col}`);
    props.push(`title=${escapeProperty(a.title)}`);
    return `::error ${props.join(',')}::${escapeData(a.message)}`;
}
function problemAnnotations(report) {
    return report.versions.flatMap((version) => version.report.problems.map((p) => ({
        file: p.file,
        ...(p.line !== undefined ? { line: p.line } : {}),
        ...(p.col !== undefined ? { col: p.col } : {}),
        title: `${version.kind} ${version.name}`,
        message: (0,reporters_text/* pathMessage */.nB)(p),
    })));
}
/** Each not-passed case's annotations, its most telling one first. */
function caseAnnotations(version) {
    return version.report.cases
        // A version with problems runs no case; its problems are annotated instead.
        .filter((c) => c.status === 'failed' || c.status === 'invalid' || (c.status === 'not_run' && version.report.problems.length === 0))
        .map((c) => {
        const at = { file: (0,reporters_text/* testsFile */.sF)(version), ...(c.line !== undefined ? { line: c.line } : {}), title: `${version.name} › ${c.name}` };
        if (c.status === 'not_run') {
            return [{ ...at, message: `did not run: ${(c.problems ?? []).map((p) => p.message).join('; ')}` }];
        }
        if (c.status === 'invalid') {
            // Each problem where it is, with the path and message `validate` gives it (CLI-19).
            return (c.problems ?? []).map((p) => {
                const problem = (0,reporters_text/* caseProblemInList */.FP)(version, c, p);
                const place = problem.line !== undefined ? { line: problem.line, ...(problem.col !== undefined ? { col: problem.col } : {}) } : {};
                return { ...at, ...place, message: `invalid case: ${(0,reporters_text/* pathMessage */.nB)(problem)}` };
            });
        }
        const messageOf = (check) => {
            const detail = [check.expected !== undefined && `expected: ${check.expected}`, check.actual !== undefined && `actual: ${check.actual}`].filter(Boolean).join('\n');
            return detail ? `${check.sentence}\n${detail}` : check.sentence;
        };
        // GHA-12: on the line of its case.
        const placed = (_check) => at;
        const fold = (0,failures/* foldChecks */.lX)(c);
        if (!fold.line)
            return fold.shown.map((check) => ({ ...placed(check), message: messageOf(check) }));
        // REPORT-13, GHA-12: a run stopped by an error it did not expect is one annotation, its cause first.
        const [cause, ...others] = fold.shown;
        const message = [messageOf(cause), ...others.map((check) => `also: ${check.sentence}`), fold.line].join('\n');
        return [{ ...placed(cause), message }];
    });
}
/**
 * GHA-12, most useful first: problems (they stop whole versions), then the first
 * failure of every case, taken round-robin across versions so that GitHub's cap of
 * ten annotations a step points at as many versions as it can, then the remaining
 * failures, then missing minimum cases.
 */
function annotationsFor(report) {
    const out = problemAnnotations(report);
    const perVersion = report.versions.map(caseAnnotations);
    const firsts = perVersion.map((cases) => cases.map((list) => list[0]).filter(Boolean));
    for (let round = 0; firsts.some((list) => round < list.length); round += 1) {
        for (const list of firsts)
            if (round < list.length)
                out.push(list[round]);
    }
    for (const cases of perVersion)
        for (const list of cases)
            out.push(...list.slice(1));
    for (const version of report.versions) {
        for (const missing of version.report.minimum.missing) {
            out.push({ file: (0,reporters_text/* testsFile */.sF)(version), title: `${version.kind} ${version.name} › minimum`, message: `${missing.message}\nfix: ${missing.fix}` });
        }
        const coverage = version.report.coverage;
        const below = coverage && (0,coverage_version/* minimumCoverageMessage */.y)(coverage);
        if (coverage && below)
            out.push({ file: coverage.file, title: `${version.kind} ${version.name} › coverage`, message: below });
    }
    return out;
}
/** GitHub shows ten warning annotations of a step from workflow commands, apart from its errors. */
const STEP_WARNING_LIMIT = 10;
/**
 * GHA-20 `annotate-coverage`: each outcome no case reached, as a warning on its line of
 * workflow.yaml, taken round-robin across versions so that the cap reaches as many as it can.
 */
function coverageAnnotations(report) {
    const perVersion = report.versions.map((version) => (version.report.coverage?.missing ?? []).map((gap) => ({
        file: version.report.coverage.file,
        ...(gap.line !== undefined ? { line: gap.line } : {}),
        title: `${version.kind} ${version.name} › coverage`,
        message: gap.stopped_cases?.length ? `${gap.message} (may be left by ${gap.stopped_cases.map((name) => `"${name}"`).join(', ')}: stopped with an error before it)` : gap.message,
    })));
    const out = [];
    for (let round = 0; perVersion.some((list) => round < list.length); round += 1) {
        for (const list of perVersion)
            if (round < list.length)
                out.push(list[round]);
    }
    return out;
}
/**
 * GHA-18: GitHub shows ten error annotations of a step from workflow commands, and the
 * line that fails the step is one of them; what does not fit is counted instead.
 */
const STEP_ERROR_LIMIT = 10;
function withinStepLimit(annotations, stepFails) {
    const room = STEP_ERROR_LIMIT - (stepFails ? 1 : 0);
    return { shown: annotations.slice(0, room), notShown: Math.max(0, annotations.length - room) };
}
/**
 * The annotations as workflow commands, within the step's limit: a failing `flowgate test`
 * step ends with GitHub's own "exit code 1" error, which counts too (GHA-18).
 */
function renderGithub(report) {
    const { shown, notShown } = withinStepLimit(annotationsFor(report), !report.passed);
    const more = notShown > 0 ? `::notice::${notShown} more failures are not annotated (GitHub shows ${STEP_ERROR_LIMIT} errors per step); the JSON report lists them all.\n` : '';
    return shown.map((a) => `${formatAnnotation(a)}\n`).join('') + more;
}
/** `--reporter github`: the terminal's lines as each version finishes, then the annotations and the verdict. */
function githubReporter(ctx) {
    return (0,pretty/* terminalReporter */.CO)(ctx, pretty/* plainStyle */.sj, renderGithub);
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./lib/definitions/problems.js
var problems = __webpack_require__(83512);
;// CONCATENATED MODULE: ./lib/reporters/format/html-page-data.js
/**
 * What the HTML report's page reads (CLI-27): the run report and the lines made for it by
 * the Node side (html.ts), each in a `<script type="application/json">` element of these
 * ids. Shared by the writer and the page (html-page/), so neither can drift from the other.
 */
/** The ids of the page's elements that html.ts writes and the page fills or reads. */
const PAGE_IDS = {
    /** `<script type="application/json">` with the run report (RunReport). */
    report: 'flowgate-report',
    /** `<script type="application/json">` with the HtmlLines. */
    lines: 'flowgate-lines',
    /** `<header>`: the verdict, the totals, the filter and the search. */
    overview: 'overview',
    /** `<main>`: the paged list of versions and cases. */
    app: 'app',
};

;// CONCATENATED MODULE: ./lib/reporters/html-page.generated.js
/* Generated by scripts/build-html-page.mjs from src/reporters/html-page/. Do not edit: run `npm run build`. */
/** The HTML report's page script, one IIFE for a <script> element (CLI-27). */
const HTML_SCRIPT = "\"use strict\";\n(function() {\n\t// src/reporters/format/html-page-data.ts\n\tconst PAGE_IDS = {\n\t\treport: \"flowgate-report\",\n\t\tlines: \"flowgate-lines\",\n\t\toverview: \"overview\",\n\t\tapp: \"app\"\n\t};\n\t// src/reporters/format/numbers.ts\n\tfunction plural$1(count, word, number = String) {\n\t\treturn `${number(count)} ${word}${count === 1 ? \"\" : \"s\"}`;\n\t}\n\tfunction countsText(s, number = String) {\n\t\treturn `${number(s.passed)} passed, ${number(s.failed)} failed, ${number(s.invalid)} invalid, ${number(s.not_run)} not run`;\n\t}\n\tfunction versionCounts(s, number = String) {\n\t\tconst parts = [`${number(s.passed)}/${number(s.total)} passed`];\n\t\tif (s.failed) parts.push(`${number(s.failed)} failed`);\n\t\tif (s.invalid) parts.push(`${number(s.invalid)} invalid`);\n\t\tif (s.not_run) parts.push(`${number(s.not_run)} not run`);\n\t\treturn parts.join(\", \");\n\t}\n\tfunction formatDuration(ms) {\n\t\tif (ms < 1e3) return `${Math.round(ms)} ms`;\n\t\treturn `${(ms / 1e3).toFixed(2)} s`;\n\t}\n\t// src/reporters/format/words.ts\n\tconst STATUS_WORDS = {\n\t\tpassed: \"passed\",\n\t\tfailed: \"failed\",\n\t\tinvalid: \"invalid\",\n\t\tnot_run: \"not run\"\n\t};\n\tconst SKIP_WORDS = {\n\t\tcondition: \"its if: was false\",\n\t\thalted: \"an earlier step ended the run\",\n\t\tskip_signal: \"it ended itself as skipped\",\n\t\trun_deadline: \"the run's timeout_minutes passed before it started\"\n\t};\n\tconst OUTCOME_WORDS = {\n\t\truns: \"runs\",\n\t\tif_true: \"if: true\",\n\t\tif_false: \"if: false (skipped)\",\n\t\tfor_each_empty: \"for_each with zero items\",\n\t\tfor_each_items: \"for_each with items\",\n\t\tretried: \"retried\",\n\t\tcontinued_on_error: \"failed and the run went on\",\n\t\tupstream_failure: \"an upstream failure reached it\"\n\t};\n\tfunction capitalized(text) {\n\t\treturn text.charAt(0).toUpperCase() + text.slice(1);\n\t}\n\t// src/reporters/html-page/dom.ts\n\tfunction el(tag, props, ...children) {\n\t\tconst node = document.createElement(tag);\n\t\tif (props) for (const [key, value] of Object.entries(props)) {\n\t\t\tif (value === void 0 || value === null || value === false) continue;\n\t\t\tif (key === \"on\" && typeof value === \"object\") for (const [type, listener] of Object.entries(value)) node.addEventListener(type, listener);\n\t\t\telse if (key === \"class\") node.className = String(value);\n\t\t\telse node.setAttribute(key, value === true ? \"\" : String(value));\n\t\t}\n\t\tadd(node, children);\n\t\treturn node;\n\t}\n\tfunction add(node, children) {\n\t\tfor (const child of children) {\n\t\t\tif (child === void 0 || child === null || child === false) continue;\n\t\t\tif (Array.isArray(child)) add(node, child);\n\t\t\telse if (child instanceof Node) node.appendChild(child);\n\t\t\telse node.appendChild(document.createTextNode(String(child)));\n\t\t}\n\t}\n\tfunction facts(pairs) {\n\t\tconst list = el(\"dl\", { class: \"facts\" });\n\t\tfor (const pair of pairs) if (pair) add(list, [el(\"dt\", null, pair[0]), el(\"dd\", null, pair[1])]);\n\t\treturn list;\n\t}\n\tfunction lazyDetails(props, summary, body, key, openKeys) {\n\t\tlet filled = false;\n\t\tconst fill = () => {\n\t\t\tif (!filled) {\n\t\t\t\tfilled = true;\n\t\t\t\tnode.appendChild(body());\n\t\t\t}\n\t\t};\n\t\tconst node = el(\"details\", props, el(\"summary\", { on: { click: fill } }, summary));\n\t\tnode.addEventListener(\"toggle\", () => {\n\t\t\tif (node.open) fill();\n\t\t\tif (openKeys && key !== void 0) {\n\t\t\t\tif (node.open) openKeys.add(key);\n\t\t\t\telse openKeys.delete(key);\n\t\t\t}\n\t\t});\n\t\tif (openKeys && key !== void 0 && openKeys.has(key)) {\n\t\t\tfill();\n\t\t\tnode.open = true;\n\t\t}\n\t\treturn node;\n\t}\n\t// src/reporters/html-page/link.ts\n\tconst caseKey = (vi, ci) => `${vi}:${ci}`;\n\tfunction caseLink(report, vi, ci, openKeys) {\n\t\tconst version = report.versions[vi];\n\t\tconst c = version?.report.cases[ci];\n\t\tif (!version || !c) return \"#\";\n\t\tconst prefix = `${caseKey(vi, ci)}/`;\n\t\tconst open = [...openKeys].filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));\n\t\tconst params = new URLSearchParams({\n\t\t\tv: version.path,\n\t\t\tc: String(ci),\n\t\t\tn: c.name\n\t\t});\n\t\tif (open.length) params.set(\"open\", open.join(\",\"));\n\t\treturn `#${params.toString()}`;\n\t}\n\tfunction parseCaseLink(hash, report) {\n\t\tconst params = new URLSearchParams(hash.replace(/^#/, \"\"));\n\t\tconst path = params.get(\"v\");\n\t\tif (path === null) return null;\n\t\tconst vi = report.versions.findIndex((v) => v.path === path);\n\t\tconst cases = report.versions[vi]?.report.cases;\n\t\tif (!cases) return null;\n\t\tconst name = params.get(\"n\");\n\t\tconst position = Number(params.get(\"c\") ?? \"NaN\");\n\t\tlet ci = Number.isInteger(position) && cases[position] && (name === null || cases[position].name === name) ? position : -1;\n\t\tif (ci < 0 && name !== null) ci = cases.findIndex((c) => c.name === name);\n\t\tif (ci < 0) return null;\n\t\tconst open = (params.get(\"open\") ?? \"\").split(\",\").filter(Boolean);\n\t\treturn {\n\t\t\tvi,\n\t\t\tci,\n\t\t\topen\n\t\t};\n\t}\n\t// src/reporters/html-page/text.ts\n\tconst number = (n) => n.toLocaleString(\"en-US\");\n\tconst plural = (count, word) => plural$1(count, word, number);\n\tfunction bytes(value) {\n\t\tif (value < 1024) return plural(value, \"byte\");\n\t\tif (value < 1048576) return `${(value / 1024).toFixed(1)} KiB`;\n\t\treturn `${(value / 1048576).toFixed(1)} MiB`;\n\t}\n\t// src/reporters/format/diff.ts\n\tconst MOST_CELLS = 1e6;\n\tconst words = (text) => text.match(/\\s+|[A-Za-z0-9_]+|[^\\sA-Za-z0-9_]/g) ?? [];\n\tconst chars = (text) => Array.from(text);\n\tfunction diff(expected, actual, by = \"word\") {\n\t\tconst tokens = by === \"char\" ? chars : words;\n\t\tconst a = tokens(expected);\n\t\tconst b = tokens(actual);\n\t\tlet head = 0;\n\t\twhile (head < a.length && head < b.length && a[head] === b[head]) head++;\n\t\tlet tail = 0;\n\t\twhile (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;\n\t\tconst x = a.slice(head, a.length - tail);\n\t\tconst y = b.slice(head, b.length - tail);\n\t\tconst parts = [];\n\t\tconst push = (kind, text) => {\n\t\t\tif (!text) return;\n\t\t\tconst last = parts.at(-1);\n\t\t\tif (last && last.kind === kind) last.text += text;\n\t\t\telse parts.push({\n\t\t\t\tkind,\n\t\t\t\ttext\n\t\t\t});\n\t\t};\n\t\tpush(\"same\", a.slice(0, head).join(\"\"));\n\t\tif (x.length * y.length > MOST_CELLS) {\n\t\t\tpush(\"del\", x.join(\"\"));\n\t\t\tpush(\"ins\", y.join(\"\"));\n\t\t} else {\n\t\t\tconst width = y.length + 1;\n\t\t\tconst table = new Uint32Array((x.length + 1) * width);\n\t\t\tconst lcs = (i, j) => table[i * width + j] ?? 0;\n\t\t\tfor (let i = x.length - 1; i >= 0; i--) for (let j = y.length - 1; j >= 0; j--) table[i * width + j] = x[i] === y[j] ? lcs(i + 1, j + 1) + 1 : Math.max(lcs(i + 1, j), lcs(i, j + 1));\n\t\t\tlet i = 0;\n\t\t\tlet j = 0;\n\t\t\twhile (i < x.length || j < y.length) if (i < x.length && j < y.length && x[i] === y[j]) {\n\t\t\t\tpush(\"same\", x[i]);\n\t\t\t\ti++;\n\t\t\t\tj++;\n\t\t\t} else if (j < y.length && (i === x.length || lcs(i, j + 1) >= lcs(i + 1, j))) {\n\t\t\t\tpush(\"ins\", y[j]);\n\t\t\t\tj++;\n\t\t\t} else {\n\t\t\t\tpush(\"del\", x[i]);\n\t\t\t\ti++;\n\t\t\t}\n\t\t}\n\t\tpush(\"same\", a.slice(a.length - tail).join(\"\"));\n\t\treturn parts;\n\t}\n\tfunction parsed(text) {\n\t\ttry {\n\t\t\treturn {\n\t\t\t\tok: true,\n\t\t\t\tvalue: JSON.parse(text)\n\t\t\t};\n\t\t} catch {\n\t\t\treturn { ok: false };\n\t\t}\n\t}\n\tconst isRecord = (value) => typeof value === \"object\" && value !== null && !Array.isArray(value);\n\tfunction sharedPrefix(expected, actual) {\n\t\tconst at = expected.indexOf(\": \");\n\t\tif (at < 0) return \"\";\n\t\tconst prefix = expected.slice(0, at + 2);\n\t\treturn actual.startsWith(prefix) ? prefix : \"\";\n\t}\n\tfunction fieldLines(expected, actual) {\n\t\tconst keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])];\n\t\tconst lines = [{\n\t\t\tkind: \"same\",\n\t\t\ttext: \"{\"\n\t\t}];\n\t\tfor (const key of keys) {\n\t\t\tconst name = JSON.stringify(key);\n\t\t\tconst has = (o) => Object.hasOwn(o, key);\n\t\t\tconst a = has(expected) ? JSON.stringify(expected[key]) : void 0;\n\t\t\tconst b = has(actual) ? JSON.stringify(actual[key]) : void 0;\n\t\t\tif (a === b) lines.push({\n\t\t\t\tkind: \"same\",\n\t\t\t\ttext: `  ${name}: ${a}`\n\t\t\t});\n\t\t\telse {\n\t\t\t\tif (a !== void 0) lines.push({\n\t\t\t\t\tkind: \"del\",\n\t\t\t\t\ttext: `  ${name}: ${a}`\n\t\t\t\t});\n\t\t\t\tif (b !== void 0) lines.push({\n\t\t\t\t\tkind: \"ins\",\n\t\t\t\t\ttext: `  ${name}: ${b}`\n\t\t\t\t});\n\t\t\t}\n\t\t}\n\t\tlines.push({\n\t\t\tkind: \"same\",\n\t\t\ttext: \"}\"\n\t\t});\n\t\treturn lines;\n\t}\n\tfunction valueDiff(expected, actual) {\n\t\tconst prefix = sharedPrefix(expected, actual);\n\t\tconst a = parsed(expected.slice(prefix.length));\n\t\tconst b = parsed(actual.slice(prefix.length));\n\t\tif (a.ok && b.ok) {\n\t\t\tif (typeof a.value === \"string\" && typeof b.value === \"string\") {\n\t\t\t\tconst x = expected.slice(prefix.length);\n\t\t\t\tconst y = actual.slice(prefix.length);\n\t\t\t\treturn {\n\t\t\t\t\tkind: \"text\",\n\t\t\t\t\tprefix,\n\t\t\t\t\texpected: x,\n\t\t\t\t\tactual: y,\n\t\t\t\t\tparts: diff(x, y, \"char\")\n\t\t\t\t};\n\t\t\t}\n\t\t\tif (isRecord(a.value) && isRecord(b.value)) return {\n\t\t\t\tkind: \"fields\",\n\t\t\t\tprefix,\n\t\t\t\tlines: fieldLines(a.value, b.value)\n\t\t\t};\n\t\t}\n\t\treturn {\n\t\t\tkind: \"plain\",\n\t\t\tparts: diff(expected, actual)\n\t\t};\n\t}\n\t// src/reporters/format/failures.ts\n\tfunction stoppedAt(c) {\n\t\tconst error = c.error;\n\t\treturn error && \"step\" in error && typeof error.step === \"string\" && error.step ? error.step : null;\n\t}\n\tfunction foldLine(count, step) {\n\t\tconst where = step === null ? \"\" : ` at step ${step}`;\n\t\treturn `+ ${count} more ${count === 1 ? \"check\" : \"checks\"} could not hold because the run stopped${where}`;\n\t}\n\tfunction foldChecks(c) {\n\t\tconst failed = c.checks.filter((k) => !k.passed);\n\t\tconst folded = failed.filter((k) => k.after_stop === true);\n\t\tconst shown = failed.filter((k) => k.after_stop !== true);\n\t\tif (folded.length === 0 || shown.length === 0 || !c.error) return {\n\t\t\tshown: failed,\n\t\t\tfolded: [],\n\t\t\tline: null\n\t\t};\n\t\treturn {\n\t\t\tshown,\n\t\t\tfolded,\n\t\t\tline: foldLine(folded.length, stoppedAt(c))\n\t\t};\n\t}\n\t// src/reporters/format/contracts.ts\n\tfunction contractSummary(name, contract) {\n\t\tconst total = contract.exercised.length + contract.never_exercised.length;\n\t\tconst divergences = contract.divergences === 1 ? \"1 divergence\" : `${contract.divergences} divergences`;\n\t\treturn `API ${name} (${contract.document}): ${contract.exercised.length} of ${total} operations exercised, ${divergences}`;\n\t}\n\tfunction contractLines(contracts) {\n\t\treturn Object.entries(contracts ?? {}).map(([name, contract]) => ({\n\t\t\tsummary: contractSummary(name, contract),\n\t\t\tnever: contract.never_exercised.length ? `never exercised: ${contract.never_exercised.join(\", \")}` : null\n\t\t}));\n\t}\n\t// src/reporters/format/timeline.ts\n\tfunction durationText(ms) {\n\t\treturn ms < 1e3 ? `${ms} ms` : `${Number((ms / 1e3).toFixed(3))} s`;\n\t}\n\tfunction mockText(mock, file) {\n\t\treturn `${mock.list}[${mock.index}]${mock.line !== void 0 ? ` (${file ? `${file} ` : \"\"}line ${mock.line})` : \"\"}`;\n\t}\n\t// src/reporters/html-page/trace.ts\n\tconst mockRef = (ref) => mockText(ref, \"tests.json\");\n\tconst isCut = (value) => value !== null && typeof value === \"object\" && value.cut === true && typeof value.preview === \"string\";\n\tfunction valueView(value) {\n\t\tif (isCut(value)) return el(\"div\", null, el(\"p\", { class: \"muted\" }, `Cut: ${bytes(value.bytes)} of JSON, the first ${bytes(new TextEncoder().encode(value.preview).length)} shown.`), el(\"pre\", { class: \"value\" }, `${value.preview} …`));\n\t\treturn el(\"pre\", { class: \"value\" }, value === void 0 ? \"none\" : JSON.stringify(value, null, 2));\n\t}\n\tfunction requestSummary(request) {\n\t\tconst answer = request.status !== void 0 ? String(request.status) : request.error || \"no answer\";\n\t\tconst by = request.mock ? `answered by ${mockRef(request.mock)}` : request.error === \"http_unmocked\" ? \"no mock answered\" : null;\n\t\treturn [\n\t\t\tel(\"span\", { class: `badge ${request.status !== void 0 && request.status < 400 ? \"success\" : \"failure\"}` }, answer),\n\t\t\tel(\"span\", { class: \"mono\" }, request.method),\n\t\t\tel(\"span\", { class: \"url mono\" }, request.url),\n\t\t\tby ? el(\"span\", { class: \"muted\" }, by) : null\n\t\t];\n\t}\n\tfunction sentView(text, what) {\n\t\tif (typeof text !== \"string\") return [el(\"p\", { class: \"muted\" }, `${what}: ${bytes(text.bytes)}, the first ${bytes(new TextEncoder().encode(text.preview).length)} shown.`), el(\"pre\", { class: \"sent\" }, `${text.preview} …`)];\n\t\treturn [el(\"p\", { class: \"muted\" }, `${what}:`), el(\"pre\", { class: \"sent\" }, text)];\n\t}\n\tfunction requestView(request, index, caseKey, openKeys) {\n\t\treturn lazyDetails({\n\t\t\tclass: \"request\",\n\t\t\t\"data-request\": index\n\t\t}, requestSummary(request), () => el(\"div\", { class: \"request-body\" }, facts([\n\t\t\t[\"Request\", `${request.method} ${request.url}`],\n\t\t\t[\"Answer\", request.status !== void 0 ? `status ${request.status}` : `none: ${request.error || \"unknown\"}`],\n\t\t\trequest.error && request.status !== void 0 ? [\"Error\", request.error] : null,\n\t\t\t[\"Started\", `at ${durationText(request.start_ms)}, took ${durationText(request.duration_ms)}`],\n\t\t\trequest.step !== null ? [\"Step\", request.step + (request.attempt !== void 0 ? `, attempt ${request.attempt}` : \"\")] : null,\n\t\t\trequest.mock ? [\"Answered by\", mockRef(request.mock)] : null,\n\t\t\trequest.nearest ? [\"Nearest mock\", mockRef(request.nearest)] : null,\n\t\t\trequest.nearest ? [\"Did not match\", `${request.nearest.mismatched.join(\", \")} — ${request.nearest.why}`] : null\n\t\t]), request.body !== void 0 ? sentView(request.body, \"Body sent, secrets hidden\") : null), `${caseKey}/request:${index}`, openKeys);\n\t}\n\tfunction modelCallView(call) {\n\t\tconst tokens = [call.input_tokens !== void 0 ? plural(call.input_tokens, \"input token\") : null, call.output_tokens !== void 0 ? plural(call.output_tokens, \"output token\") : null].filter((part) => part !== null);\n\t\treturn el(\"li\", null, `${call.connection} (${call.provider}, model ${call.model}${call.prompt_version !== void 0 ? `, prompt_version ${call.prompt_version}` : \"\"}): answered by ${mockRef(call.mock)}${tokens.map((part) => `, ${part}`).join(\"\")}`);\n\t}\n\tfunction emailView(email) {\n\t\tconst who = [\n\t\t\t[\"to\", email.to],\n\t\t\t[\"cc\", email.cc],\n\t\t\t[\"bcc\", email.bcc]\n\t\t].filter(([, addresses]) => addresses.length).map(([field, addresses]) => `${field} ${addresses.join(\", \")}`).join(\"; \");\n\t\tconst attached = email.attachments.length ? `, attached ${email.attachments.map((f) => `${f.name} (${f.content_type}, ${bytes(f.size_bytes)})`).join(\", \")}` : \"\";\n\t\treturn el(\"li\", null, el(\"span\", { class: \"email-head\" }, `Email ${who}: “${email.subject}”${attached}`), email.text !== void 0 ? el(\"pre\", { class: \"sent email-text\" }, email.text_chars !== void 0 ? `${email.text} … (${plural(email.text_chars, \"character\")} in all)` : email.text) : null);\n\t}\n\tconst artifactView = (file) => el(\"li\", null, el(\"span\", { class: \"file-head\" }, `${file.name} (${file.content_type}, ${bytes(file.size_bytes)})`), file.first_lines?.length ? el(\"pre\", { class: \"sent first-lines\" }, file.first_lines.join(\"\\n\")) : null);\n\tconst logView = (line) => el(\"li\", null, el(\"code\", null, line.text));\n\tfunction doings(trace, belongs, caseKey, openKeys) {\n\t\tconst out = [];\n\t\tconst requests = [];\n\t\ttrace.requests.forEach((request, index) => {\n\t\t\tif (belongs(request.step)) requests.push(requestView(request, index, caseKey, openKeys));\n\t\t});\n\t\tif (requests.length) out.push(el(\"h4\", null, \"Requests\"), requests);\n\t\tconst group = (title, name, list, view) => {\n\t\t\tconst items = list.filter((item) => belongs(item.step));\n\t\t\tif (items.length) out.push(el(\"h4\", null, title), el(\"ul\", { class: `items ${name}` }, items.map(view)));\n\t\t};\n\t\tgroup(\"Model calls\", \"model-calls\", trace.model_calls, modelCallView);\n\t\tgroup(\"Emails\", \"emails\", trace.emails, emailView);\n\t\tgroup(\"Files made\", \"files\", trace.artifacts, artifactView);\n\t\tgroup(\"Log lines\", \"logs\", trace.logs, logView);\n\t\treturn out;\n\t}\n\tfunction attemptText(a, items) {\n\t\tconst ending = a.error ? `, failed: ${a.error.code}: ${a.error.message}${a.retried ? \", retried\" : \"\"}` : \", succeeded\";\n\t\treturn `${a.round !== null ? `Item ${a.round + 1}${items !== void 0 ? ` of ${items}` : \"\"}, attempt ${a.attempt}` : `Attempt ${a.attempt}`}: at ${durationText(a.start_ms)}, took ${durationText(a.duration_ms)}${ending}`;\n\t}\n\tfunction triesText(step) {\n\t\tif (step.for_each_items !== void 0) {\n\t\t\tconst retries = step.attempts.filter((a) => a.attempt > 1).length;\n\t\t\treturn `${plural(step.for_each_items, \"item\")}${retries ? `, ${number(retries)} ${retries === 1 ? \"retry\" : \"retries\"}` : \"\"}`;\n\t\t}\n\t\treturn step.attempts.length > 1 ? plural(step.attempts.length, \"attempt\") : null;\n\t}\n\tfunction sourceView(source) {\n\t\treturn el(\"aside\", { class: \"step-source\" }, el(\"p\", { class: \"muted\" }, `As written: ${source.file} line ${source.line}`), el(\"pre\", { class: \"yaml\" }, source.text));\n\t}\n\tfunction stepView(trace, step, caseKey, openKeys, source) {\n\t\tconst total = trace.duration_ms > 0 ? trace.duration_ms : 1;\n\t\tconst bar = el(\"span\", { class: `bar ${step.result}` });\n\t\tbar.style.marginLeft = `${Math.min(100, step.start_ms / total * 100)}%`;\n\t\tbar.style.width = `${Math.min(100, step.duration_ms / total * 100)}%`;\n\t\tconst requestCount = trace.requests.filter((r) => r.step === step.id).length;\n\t\tconst summary = [\n\t\t\tel(\"span\", { class: `badge ${step.result}` }, step.result),\n\t\t\tstep.stubbed ? el(\"span\", { class: \"badge stubbed\" }, \"stubbed\") : null,\n\t\t\tel(\"span\", { class: \"step-id\" }, step.id),\n\t\t\tstep.name ? el(\"span\", null, step.name) : null,\n\t\t\tel(\"span\", { class: \"muted mono\" }, step.uses || step.kind),\n\t\t\tel(\"span\", { class: \"when\" }, `at ${durationText(step.start_ms)}, took ${durationText(step.duration_ms)}`),\n\t\t\ttriesText(step) !== null ? el(\"span\", { class: \"muted tries\" }, triesText(step)) : null,\n\t\t\trequestCount ? el(\"span\", { class: \"muted\" }, plural(requestCount, \"request\")) : null,\n\t\t\tstep.error ? el(\"span\", { class: \"run-error\" }, `${step.error.code}: ${step.error.message}`) : null,\n\t\t\tel(\"span\", {\n\t\t\t\tclass: \"bar-track\",\n\t\t\t\t\"aria-hidden\": \"true\"\n\t\t\t}, bar)\n\t\t];\n\t\treturn lazyDetails({\n\t\t\tclass: \"step\",\n\t\t\t\"data-step\": step.id\n\t\t}, summary, () => el(\"div\", { class: source ? \"step-body with-source\" : \"step-body\" }, source ? sourceView(source) : null, el(\"div\", { class: \"step-did\" }, facts([\n\t\t\t[\"Runs\", step.uses ? `${step.kind} ${step.uses}` : step.kind],\n\t\t\tstep.stubbed ? [\"Stubbed\", \"its body was replaced by given.stub_steps\"] : null,\n\t\t\tstep.condition !== void 0 ? [\"if:\", step.condition ? \"true\" : \"false\"] : null,\n\t\t\tstep.for_each_items !== void 0 ? [\"for_each\", plural(step.for_each_items, \"item\")] : null,\n\t\t\tstep.skipped ? [\"Skipped because\", SKIP_WORDS[step.skipped]] : null,\n\t\t\tstep.error ? [\"Error\", `${step.error.code}: ${step.error.message}`] : null\n\t\t]), step.attempts.length ? [el(\"h4\", null, step.for_each_items !== void 0 ? \"Items\" : \"Attempts\"), el(\"ol\", { class: \"items attempts\" }, step.attempts.map((a) => el(\"li\", null, attemptText(a, step.for_each_items))))] : null, doings(trace, (id) => id === step.id, caseKey, openKeys), step.result === \"success\" ? [el(\"h4\", null, \"Outputs\"), valueView(step.outputs)] : null)), `${caseKey}/${step.id}`, openKeys);\n\t}\n\tfunction traceView(trace, caseKey, openKeys, sources) {\n\t\tconst steps = new Set(trace.steps.map((s) => s.id));\n\t\tconst outside = doings(trace, (id) => id === null || !steps.has(id), caseKey, openKeys);\n\t\treturn el(\"div\", { class: \"trace\" }, el(\"p\", { class: \"trace-sum\" }, `${[\n\t\t\tplural(trace.steps.length, \"step\"),\n\t\t\tplural(trace.requests.length, \"request\"),\n\t\t\tplural(trace.model_calls.length, \"model call\"),\n\t\t\tplural(trace.emails.length, \"email\"),\n\t\t\tplural(trace.artifacts.length, \"file\"),\n\t\t\tplural(trace.logs.length, \"log line\")\n\t\t].join(\", \")}. The run took ${durationText(trace.duration_ms)} on its virtual clock.`), el(\"p\", { class: \"clock muted\" }, \"Every time below is on the run’s virtual clock, not real time: a wait such as a retry delay counts in full though nobody waited for it.\"), trace.steps.length ? el(\"ol\", { class: \"timeline\" }, trace.steps.map((step) => el(\"li\", null, stepView(trace, step, caseKey, openKeys, sources?.[step.id])))) : null, outside.length ? [el(\"h4\", null, trace.steps.length ? \"Outside the steps\" : \"What the action did\"), outside] : null, \"output\" in trace ? [el(\"h4\", null, \"Returned value\"), valueView(trace.output)] : null);\n\t}\n\t// src/reporters/html-page/versions.ts\n\tfunction versionAt(rows, vi) {\n\t\tconst version = rows.report.versions[vi];\n\t\tconst extra = rows.lines.versions[vi];\n\t\tif (!version || !extra) throw new Error(`the report has no version ${vi}`);\n\t\treturn {\n\t\t\tversion,\n\t\t\textra\n\t\t};\n\t}\n\tfunction caseAt(rows, vi, ci) {\n\t\tconst c = versionAt(rows, vi).version.report.cases[ci];\n\t\tif (!c) throw new Error(`version ${vi} has no case ${ci}`);\n\t\treturn c;\n\t}\n\tfunction diffView(check) {\n\t\tconst { expected, actual } = check;\n\t\tconst compared = expected !== void 0 && actual !== void 0 ? valueDiff(expected, actual) : void 0;\n\t\tif (compared?.kind === \"fields\") return el(\"div\", { class: \"diff\" }, el(\"span\", { class: \"diff-label\" }, `${compared.prefix}− expected, + actual`), el(\"pre\", { class: \"fields\" }, compared.lines.map((line) => line.kind === \"same\" ? `  ${line.text}\\n` : el(line.kind, null, `${line.kind === \"del\" ? \"-\" : \"+\"} ${line.text}\\n`))));\n\t\tconst parts = compared?.parts;\n\t\tconst head = compared?.kind === \"text\" ? compared.prefix : \"\";\n\t\tconst side = (text, dropped, tag) => parts ? [head, ...parts.filter((p) => p.kind !== dropped).map((p) => p.kind === tag ? el(tag, null, p.text) : p.text)] : [text];\n\t\treturn el(\"div\", { class: \"diff\" }, expected !== void 0 ? [el(\"span\", { class: \"diff-label\" }, \"Expected\"), el(\"pre\", { class: \"expected\" }, side(expected, \"ins\", \"del\"))] : null, actual !== void 0 ? [el(\"span\", { class: \"diff-label\" }, \"Actual\"), el(\"pre\", { class: \"actual\" }, side(actual, \"del\", \"ins\"))] : null);\n\t}\n\tfunction caseBody(rows, vi, ci) {\n\t\tconst { extra } = versionAt(rows, vi);\n\t\tconst c = caseAt(rows, vi, ci);\n\t\tconst problems = extra.cases[ci] ?? [];\n\t\tconst meta = [];\n\t\tif (c.kind) meta.push(`kind ${c.kind}`);\n\t\tif (c.line !== void 0) meta.push(`${extra.tests_file} line ${c.line}`);\n\t\tif (c.outcome) meta.push(`the run ended with outcome ${c.outcome}`);\n\t\tmeta.push(`took ${formatDuration(c.duration_ms)} of real time`);\n\t\tconst failedChecks = c.checks.filter((k) => !k.passed).length;\n\t\tconst fold = foldChecks(c);\n\t\tconst listed = c.checks.filter((k) => !fold.folded.includes(k));\n\t\tconst errorStep = c.error && \"step\" in c.error && c.error.step ? ` (step ${c.error.step})` : \"\";\n\t\treturn el(\"div\", { class: \"case-body\" }, el(\"p\", { class: \"cmeta\" }, meta.join(\" · \")), problems.length ? [el(\"h3\", null, c.status === \"invalid\" ? \"Why the case is invalid\" : \"Why the case did not run\"), el(\"ul\", { class: \"problems\" }, problems.map((p) => el(\"li\", null, el(\"code\", null, p))))] : null, c.warnings?.length ? [el(\"h3\", null, \"Unused test data\"), el(\"ul\", { class: \"warnings\" }, c.warnings.map((w) => el(\"li\", null, `${w.line !== void 0 ? `${extra.tests_file} line ${w.line} ` : \"\"}${w.path}: ${w.message}`)))] : null, c.error ? el(\"p\", { class: \"run-error\" }, `Run error: ${c.error.code}: ${c.error.message}${errorStep}`) : null, fold.line ? el(\"details\", { class: \"folded\" }, el(\"summary\", null, fold.line), el(\"ul\", null, fold.folded.map((k) => el(\"li\", null, el(\"span\", { class: \"sentence\" }, k.sentence), diffView(k))))) : null, c.checks.length ? [el(\"h3\", null, `Checks: ${failedChecks ? `${number(failedChecks)} of ${number(c.checks.length)} failed` : `all ${number(c.checks.length)} passed`}`), el(\"ol\", { class: \"checks\" }, listed.map((k) => el(\"li\", { class: k.passed ? \"ok\" : \"bad\" }, el(\"span\", { class: \"verdict-word\" }, k.passed ? \"✓ passed\" : \"✗ failed\"), el(\"span\", { class: \"sentence\" }, k.sentence), k.passed || k.expected === void 0 && k.actual === void 0 ? null : diffView(k))))] : null, c.trace ? [el(\"h3\", null, \"What happened\"), traceView(c.trace, caseKey(vi, ci), rows.openCases, extra.steps)] : null);\n\t}\n\tfunction linkTo(rows, vi, ci, name) {\n\t\tconst link = el(\"a\", {\n\t\t\tclass: \"case-link\",\n\t\t\thref: caseLink(rows.report, vi, ci, rows.openCases),\n\t\t\ttitle: \"A link to this case as it is open now, to paste into a review\",\n\t\t\t\"aria-label\": `Link to the case ${name}`\n\t\t}, \"link\");\n\t\tconst write = () => {\n\t\t\tlink.setAttribute(\"href\", caseLink(rows.report, vi, ci, rows.openCases));\n\t\t};\n\t\tfor (const type of [\n\t\t\t\"click\",\n\t\t\t\"contextmenu\",\n\t\t\t\"focus\",\n\t\t\t\"mouseover\"\n\t\t]) link.addEventListener(type, write);\n\t\treturn link;\n\t}\n\tfunction caseRow(rows, vi, ci) {\n\t\tconst c = caseAt(rows, vi, ci);\n\t\tconst key = caseKey(vi, ci);\n\t\treturn lazyDetails({\n\t\t\tclass: `case ${c.status}`,\n\t\t\t\"data-case\": key\n\t\t}, [\n\t\t\tel(\"span\", { class: `badge ${c.status}` }, capitalized(STATUS_WORDS[c.status])),\n\t\t\tel(\"span\", { class: \"cname\" }, c.name),\n\t\t\tel(\"span\", {\n\t\t\t\tclass: \"cdur\",\n\t\t\t\ttitle: \"real time the case took\"\n\t\t\t}, formatDuration(c.duration_ms)),\n\t\t\tlinkTo(rows, vi, ci, c.name),\n\t\t\tc.description ? el(\"span\", { class: \"cdesc\" }, c.description) : null\n\t\t], () => caseBody(rows, vi, ci), key, rows.openCases);\n\t}\n\tfunction coverageClass(coverage) {\n\t\tif (coverage.minimum && !coverage.minimum.met) return \"bad\";\n\t\treturn coverage.missing.length ? \"partial\" : \"ok\";\n\t}\n\tfunction versionRow(rows, vi, continued) {\n\t\tconst { version: v } = versionAt(rows, vi);\n\t\tconst r = v.report;\n\t\treturn el(\"section\", {\n\t\t\tclass: \"version\",\n\t\t\t\"data-version\": vi\n\t\t}, el(\"h2\", null, el(\"button\", {\n\t\t\ttype: \"button\",\n\t\t\t\"aria-expanded\": String(rows.isOpen(vi)),\n\t\t\ton: { click: () => rows.toggleVersion(vi) }\n\t\t}, el(\"span\", { class: `mark ${r.passed ? \"ok\" : \"bad\"}` }, r.passed ? \"✓ passed\" : \"✗ not passed\"), el(\"span\", { class: \"vname\" }, `${v.kind} ${v.name}${continued ? \" (continued)\" : \"\"}`), el(\"span\", { class: \"vcounts\" }, versionCounts(r.summary, number)), el(\"span\", { class: `vmin ${r.minimum.met ? \"ok\" : \"bad\"}` }, r.minimum.met ? \"minimum met\" : \"minimum not met\"), r.coverage ? el(\"span\", { class: `vcov ${coverageClass(r.coverage)}` }, `coverage ${r.coverage.percent} %`) : null)), el(\"p\", { class: \"vid\" }, \"version id \", el(\"code\", null, v.version_id)));\n\t}\n\tfunction coverageView(coverage) {\n\t\treturn [el(\"h3\", null, \"Coverage by step\"), el(\"ol\", { class: \"coverage\" }, coverage.steps.map((step) => {\n\t\t\tconst gaps = coverage.missing.filter((gap) => gap.step === step.id);\n\t\t\tconst covered = step.outcomes.filter((o) => o.cases > 0);\n\t\t\tconst ended = [\n\t\t\t\t[\"succeeded\", step.succeeded],\n\t\t\t\t[\"failed\", step.failed],\n\t\t\t\t[\"skipped\", step.skipped],\n\t\t\t\t[\"stubbed\", step.stubbed]\n\t\t\t].filter(([, cases]) => cases.length).map(([how, cases]) => `${how} in ${plural(cases.length, \"case\")}`);\n\t\t\treturn el(\"li\", {\n\t\t\t\tclass: `cov-step ${gaps.length ? \"partial\" : \"ok\"}`,\n\t\t\t\t\"data-step\": step.id\n\t\t\t}, el(\"span\", { class: \"cov-mark\" }, gaps.length ? `◐ ${number(covered.length)} of ${number(step.outcomes.length)} outcomes` : \"✓ every outcome\"), el(\"span\", { class: \"step-id\" }, step.id), step.line !== void 0 ? el(\"span\", { class: \"muted\" }, `line ${step.line}`) : null, ended.length ? el(\"span\", { class: \"muted\" }, ended.join(\", \")) : null, covered.length ? el(\"p\", { class: \"cov-seen\" }, `Covered: ${covered.map((o) => `${OUTCOME_WORDS[o.outcome]} (${plural(o.cases, \"case\")})`).join(\", \")}`) : null, gaps.length ? el(\"ul\", { class: \"cov-missing\" }, gaps.map((gap) => el(\"li\", null, `Missing: ${gap.message}${gap.line !== void 0 ? ` (line ${gap.line})` : \"\"}${gap.stopped_cases?.length ? ` — may be left by ${gap.stopped_cases.map((name) => `\"${name}\"`).join(\", \")}, whose run stopped with an error before this step` : \"\"}`))) : null);\n\t\t}))];\n\t}\n\tfunction versionDetail(rows, vi, shown) {\n\t\tconst { version: v, extra } = versionAt(rows, vi);\n\t\tconst r = v.report;\n\t\tconst minimum = r.minimum.met ? `met${r.minimum.needed.length ? `: ${r.minimum.needed.join(\", \")}` : \"\"}` : `not met: ${plural(r.minimum.missing.length, \"case\")} missing`;\n\t\tconst coverage = r.coverage ? `${r.coverage.percent} % (${number(r.coverage.reached)} of ${plural(r.coverage.total, \"outcome\")} reached)${r.coverage.minimum ? `, minimum ${r.coverage.minimum.percent} % ${r.coverage.minimum.met ? \"met\" : \"not met\"}` : \"\"}, in ${r.coverage.file}` : void 0;\n\t\treturn el(\"div\", {\n\t\t\tclass: \"version-detail\",\n\t\t\t\"data-version-detail\": vi\n\t\t}, facts([\n\t\t\t[\"Folder\", v.path],\n\t\t\t[\"Test list\", extra.tests_file],\n\t\t\t[\"Ran at\", `${r.ran_at}, took ${formatDuration(r.duration_ms)}`],\n\t\t\t[\"Minimum\", minimum],\n\t\t\tcoverage !== void 0 ? [\"Coverage\", coverage] : null,\n\t\t\tshown < r.cases.length ? [\"Shown\", `${number(shown)} of ${plural(r.cases.length, \"case\")} match the filter`] : null\n\t\t]), r.minimum.missing.length ? el(\"ul\", { class: \"missing\" }, r.minimum.missing.map((m) => el(\"li\", null, m.message, el(\"br\"), el(\"span\", { class: \"fix\" }, `Fix: ${m.fix}`)))) : null, r.coverage && r.coverage.steps.length ? coverageView(r.coverage) : null, r.contracts ? [el(\"h3\", null, \"API contracts\"), el(\"ul\", { class: \"contracts\" }, contractLines(r.contracts).map(({ summary, never }) => el(\"li\", null, summary, never ? [el(\"br\"), el(\"span\", { class: \"muted\" }, never)] : null)))] : null, extra.problems.length ? [el(\"h3\", null, \"Problems\"), el(\"ul\", { class: \"problems\" }, extra.problems.map((p) => el(\"li\", null, el(\"code\", null, p))))] : null, r.cases.length === 0 ? el(\"p\", { class: \"muted\" }, \"This version has no cases.\") : null);\n\t}\n\t// src/reporters/html-page/main.ts\n\tconst ROWS_PER_PAGE = 100;\n\tconst FILTERS = [\n\t\t\"all\",\n\t\t\"not_passed\",\n\t\t\"passed\",\n\t\t\"failed\",\n\t\t\"invalid\",\n\t\t\"not_run\"\n\t];\n\tconst OPEN_ON_LOAD = 5;\n\tfunction element(id) {\n\t\tconst node = document.getElementById(id);\n\t\tif (!node) throw new Error(`the page has no #${id}`);\n\t\treturn node;\n\t}\n\tconst json = (id) => JSON.parse(element(id).textContent ?? \"\");\n\tconst report = json(PAGE_IDS.report);\n\tconst lines = json(PAGE_IDS.lines);\n\tconst state = {\n\t\tstatus: report.passed ? \"all\" : \"not_passed\",\n\t\tterms: [],\n\t\tpage: 0,\n\t\topenVersions: new Map(),\n\t\topenCases: new Set()\n\t};\n\tconst filtering = () => state.status !== \"all\" || state.terms.length > 0;\n\tfunction isOpen(vi) {\n\t\treturn state.openVersions.get(vi) ?? filtering();\n\t}\n\tconst rowParts = {\n\t\treport,\n\t\tlines,\n\t\topenCases: state.openCases,\n\t\tisOpen,\n\t\ttoggleVersion(vi) {\n\t\t\tstate.openVersions.set(vi, !isOpen(vi));\n\t\t\trenderList(false);\n\t\t}\n\t};\n\tconst versionHays = [];\n\tconst caseHays = [];\n\tfunction versionHay(vi) {\n\t\tlet hay = versionHays[vi];\n\t\tif (hay === void 0) {\n\t\t\tconst v = report.versions[vi];\n\t\t\thay = versionHays[vi] = [\n\t\t\t\tv.kind,\n\t\t\t\tv.name,\n\t\t\t\tv.path,\n\t\t\t\tv.version_id\n\t\t\t].join(\"\\n\").toLowerCase();\n\t\t}\n\t\treturn hay;\n\t}\n\tfunction caseHay(vi, ci, c) {\n\t\tconst hays = caseHays[vi] ??= [];\n\t\tlet hay = hays[ci];\n\t\tif (hay === void 0) hay = hays[ci] = [\n\t\t\tc.name,\n\t\t\tc.description ?? \"\",\n\t\t\tc.kind ?? \"\",\n\t\t\tSTATUS_WORDS[c.status],\n\t\t\tc.error ? `${c.error.code} ${c.error.message}` : \"\"\n\t\t].concat(c.checks.map((k) => k.sentence), lines.versions[vi]?.cases[ci] ?? []).join(\"\\n\").toLowerCase();\n\t\treturn hay;\n\t}\n\tfunction caseMatches(vi, ci, c) {\n\t\tif (state.status === \"not_passed\" ? c.status === \"passed\" : state.status !== \"all\" && c.status !== state.status) return false;\n\t\treturn state.terms.every((term) => caseHay(vi, ci, c).includes(term) || versionHay(vi).includes(term));\n\t}\n\tfunction buildRows() {\n\t\tconst rows = [];\n\t\tlet versions = 0;\n\t\tlet cases = 0;\n\t\treport.versions.forEach((v, vi) => {\n\t\t\tlet matched = null;\n\t\t\tif (filtering()) {\n\t\t\t\tconst found = [];\n\t\t\t\tv.report.cases.forEach((c, ci) => {\n\t\t\t\t\tif (caseMatches(vi, ci, c)) found.push(ci);\n\t\t\t\t});\n\t\t\t\tconst versionItself = (state.status === \"all\" ? v.report.cases.length === 0 : state.status === \"not_passed\" && !v.report.passed) && state.terms.every((term) => versionHay(vi).includes(term));\n\t\t\t\tif (found.length === 0 && !versionItself) return;\n\t\t\t\tmatched = found;\n\t\t\t}\n\t\t\tconst shown = matched ? matched.length : v.report.cases.length;\n\t\t\tversions += 1;\n\t\t\tcases += shown;\n\t\t\trows.push({\n\t\t\t\tkind: \"version\",\n\t\t\t\tvi\n\t\t\t});\n\t\t\tif (!isOpen(vi)) return;\n\t\t\trows.push({\n\t\t\t\tkind: \"detail\",\n\t\t\t\tvi,\n\t\t\t\tshown\n\t\t\t});\n\t\t\tif (matched) for (const ci of matched) rows.push({\n\t\t\t\tkind: \"case\",\n\t\t\t\tvi,\n\t\t\t\tci\n\t\t\t});\n\t\t\telse for (let ci = 0; ci < shown; ci++) rows.push({\n\t\t\t\tkind: \"case\",\n\t\t\t\tvi,\n\t\t\t\tci\n\t\t\t});\n\t\t});\n\t\treturn {\n\t\t\trows,\n\t\t\tversions,\n\t\t\tcases\n\t\t};\n\t}\n\tconst list = el(\"div\", { id: \"list\" });\n\tconst countLine = el(\"p\", {\n\t\tclass: \"count\",\n\t\tid: \"count\",\n\t\t\"aria-live\": \"polite\"\n\t});\n\tconst pageLabel = el(\"span\", { id: \"page-label\" });\n\tconst turn = (by) => () => {\n\t\tstate.page += by;\n\t\trenderList(true);\n\t};\n\tconst previous = el(\"button\", {\n\t\ttype: \"button\",\n\t\tid: \"previous-page\",\n\t\ton: { click: turn(-1) }\n\t}, \"← Previous\");\n\tconst next = el(\"button\", {\n\t\ttype: \"button\",\n\t\tid: \"next-page\",\n\t\ton: { click: turn(1) }\n\t}, \"Next →\");\n\tfunction renderList(toTop) {\n\t\tconst { rows, versions, cases } = buildRows();\n\t\tconst pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));\n\t\tstate.page = Math.min(Math.max(0, state.page), pages - 1);\n\t\tconst pageRows = rows.slice(state.page * ROWS_PER_PAGE, (state.page + 1) * ROWS_PER_PAGE);\n\t\tconst nodes = [];\n\t\tconst first = pageRows[0];\n\t\tif (first && first.kind !== \"version\") nodes.push(versionRow(rowParts, first.vi, true));\n\t\tfor (const row of pageRows) if (row.kind === \"version\") nodes.push(versionRow(rowParts, row.vi, false));\n\t\telse if (row.kind === \"detail\") nodes.push(versionDetail(rowParts, row.vi, row.shown));\n\t\telse nodes.push(caseRow(rowParts, row.vi, row.ci));\n\t\tif (nodes.length === 0) nodes.push(el(\"p\", { class: \"empty\" }, report.versions.length ? \"No case matches the filter and search.\" : \"The report has no versions.\"));\n\t\tlist.replaceChildren(...nodes);\n\t\tcountLine.textContent = filtering() ? state.status === \"not_passed\" && state.terms.length === 0 ? `What did not pass: ${plural(cases, \"case\")} in ${plural(versions, \"version\")}. “All” shows every case.` : `${plural(cases, \"case\")} in ${plural(versions, \"version\")} match.` : `${plural(versions, \"version\")} with ${plural(cases, \"case\")}. Open a version to see its cases.`;\n\t\tpageLabel.textContent = `Page ${number(state.page + 1)} of ${number(pages)}`;\n\t\tprevious.disabled = state.page === 0;\n\t\tnext.disabled = state.page >= pages - 1;\n\t\tif (toTop) list.scrollIntoView({ block: \"start\" });\n\t}\n\tconst s = report.summary;\n\tconst filterLabel = (status) => {\n\t\tif (status === \"all\") return `All (${number(s.total)})`;\n\t\tif (status === \"not_passed\") return `Not passed (${number(s.total - s.passed)})`;\n\t\treturn `${capitalized(STATUS_WORDS[status])} (${number(s[status])})`;\n\t};\n\tconst filterButtons = FILTERS.map((status) => el(\"button\", {\n\t\ttype: \"button\",\n\t\t\"data-status\": status,\n\t\t\"aria-pressed\": String(status === state.status),\n\t\ton: { click: () => setFilter(status) }\n\t}, filterLabel(status)));\n\tfunction pressFilter(status) {\n\t\tstate.status = status;\n\t\tfor (const button of filterButtons) button.setAttribute(\"aria-pressed\", String(button.dataset.status === status));\n\t}\n\tfunction setFilter(status) {\n\t\tpressFilter(status);\n\t\tstate.page = 0;\n\t\tstate.openVersions.clear();\n\t\trenderList(false);\n\t}\n\tconst search = el(\"input\", {\n\t\ttype: \"search\",\n\t\tid: \"search\",\n\t\tplaceholder: \"Search names, descriptions, checks, versions, version ids\",\n\t\t\"aria-label\": \"Search\"\n\t});\n\tsearch.addEventListener(\"input\", () => {\n\t\tstate.terms = search.value.toLowerCase().split(/\\s+/).filter(Boolean);\n\t\tstate.page = 0;\n\t\tstate.openVersions.clear();\n\t\trenderList(false);\n\t});\n\tfunction madeBy() {\n\t\tconst parts = [];\n\t\tif (report.flowgate) parts.push(`flowgate ${report.flowgate.version} (build ${report.flowgate.build})`);\n\t\tif (report.commit) parts.push(`commit ${report.commit.slice(0, 12)}`);\n\t\tif (report.shard) parts.push(`shard ${report.shard.index} of ${report.shard.total}`);\n\t\tif (report.partial) parts.push(`partial run: only what matches \"${report.partial.filter}\" ran, so it is not a gate`);\n\t\treturn parts.join(\" · \");\n\t}\n\tconst passedVersions = report.versions.filter((v) => v.report.passed).length;\n\tconst unmet = report.versions.filter((v) => !v.report.minimum.met).length;\n\tconst withProblems = report.versions.filter((v) => v.report.problems.length > 0).length;\n\tconst versionTotals = `${plural(report.versions.length, \"version\")}: ${number(passedVersions)} passed, ${number(report.versions.length - passedVersions)} did not${unmet ? ` (${plural(unmet, \"version\")} short of the minimum of cases)` : \"\"}${withProblems ? `, ${plural(withProblems, \"version\")} with problems` : \"\"}`;\n\telement(PAGE_IDS.overview).replaceChildren(el(\"h1\", null, \"flowgate test report\"), el(\"p\", {\n\t\tclass: `verdict ${report.passed ? \"ok\" : \"bad\"}`,\n\t\tid: \"verdict\"\n\t}, report.passed ? \"✓ Every report passed.\" : \"✗ Not every report passed.\"), el(\"p\", { id: \"totals\" }, `${versionTotals}. ${plural(s.total, \"case\")}: ${countsText(s, number)}.`), el(\"p\", {\n\t\tid: \"made-by\",\n\t\tclass: \"muted\"\n\t}, madeBy()), el(\"div\", { class: \"controls\" }, el(\"div\", {\n\t\tclass: \"filters\",\n\t\trole: \"group\",\n\t\t\"aria-label\": \"Show cases\"\n\t}, filterButtons), search), countLine);\n\telement(PAGE_IDS.app).replaceChildren(list, el(\"nav\", {\n\t\tclass: \"pager\",\n\t\t\"aria-label\": \"Pages\"\n\t}, previous, pageLabel, next));\n\tfunction openFailing() {\n\t\tlet opened = 0;\n\t\tfor (const [vi, v] of report.versions.entries()) for (const [ci, c] of v.report.cases.entries()) {\n\t\t\tif (opened >= OPEN_ON_LOAD) return;\n\t\t\tif (c.status !== \"failed\" && c.status !== \"invalid\") continue;\n\t\t\topened += 1;\n\t\t\tstate.openCases.add(caseKey(vi, ci));\n\t\t\tfor (const step of c.trace?.steps ?? []) if (step.result === \"failure\") state.openCases.add(`${caseKey(vi, ci)}/${step.id}`);\n\t\t}\n\t}\n\tfunction openLinked() {\n\t\tconst target = parseCaseLink(location.hash, report);\n\t\tif (!target) return false;\n\t\tconst { vi, ci, open } = target;\n\t\tconst key = caseKey(vi, ci);\n\t\tstate.openCases.add(key);\n\t\tfor (const panel of open) state.openCases.add(`${key}/${panel}`);\n\t\tif (!caseMatches(vi, ci, report.versions[vi].report.cases[ci])) {\n\t\t\tpressFilter(\"all\");\n\t\t\tstate.terms = [];\n\t\t\tsearch.value = \"\";\n\t\t}\n\t\tstate.openVersions.set(vi, true);\n\t\tconst at = buildRows().rows.findIndex((row) => row.kind === \"case\" && row.vi === vi && row.ci === ci);\n\t\tstate.page = Math.max(0, Math.floor(at / ROWS_PER_PAGE));\n\t\trenderList(false);\n\t\tfor (const node of list.querySelectorAll(\".linked\")) node.classList.remove(\"linked\");\n\t\tconst node = list.querySelector(`details.case[data-case=\"${key}\"]`);\n\t\tnode?.classList.add(\"linked\");\n\t\tnode?.scrollIntoView({ block: \"start\" });\n\t\treturn true;\n\t}\n\twindow.addEventListener(\"hashchange\", () => {\n\t\topenLinked();\n\t});\n\tif (!openLinked()) {\n\t\tif (!report.passed) openFailing();\n\t\trenderList(false);\n\t}\n\tdocument.body.offsetHeight;\n\tperformance.mark(\"flowgate-overview-ready\");\n\tdocument.documentElement.setAttribute(\"data-ready\", \"\");\n})();\n";

;// CONCATENATED MODULE: ./lib/reporters/html-style.js
/**
 * The stylesheet of the HTML report (CLI-27), a string so the report stays one file and
 * the ncc bundle needs no asset beside it. Light and dark follow the reader's system.
 */
const HTML_STYLE = String.raw `
:root {
  color-scheme: light dark;
  --fg: #1f2328; --muted: #59636e; --bg: #ffffff; --panel: #f6f8fa; --line: #d1d9e0;
  --ok: #1a7f37; --ok-bg: #dafbe1; --bad: #cf222e; --bad-bg: #ffebe9;
  --warn: #9a6700; --warn-bg: #fff8c5; --idle: #59636e; --idle-bg: #eff2f5; --accent: #0969da;
  font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
@media (prefers-color-scheme: dark) {
  :root {
    --fg: #e6edf3; --muted: #9198a1; --bg: #0d1117; --panel: #151b23; --line: #3d444d;
    --ok: #3fb950; --ok-bg: #12261e; --bad: #f85149; --bad-bg: #2d1214;
    --warn: #d29922; --warn-bg: #272115; --idle: #9198a1; --idle-bg: #1f242c; --accent: #4493f8;
  }
}
* { box-sizing: border-box; }
body { margin: 0; color: var(--fg); background: var(--bg); }
header, main { max-width: 72rem; margin: 0 auto; padding: 0 1rem; }
header { padding-top: 1.25rem; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
h2 { font-size: 1rem; margin: 0; }
h3 { font-size: .95rem; margin: 1rem 0 .4rem; }
h4 { font-size: .9rem; margin: .8rem 0 .3rem; }
code, pre, .mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .85em; }
pre { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.verdict { font-weight: 600; font-size: 1.1rem; margin: .25rem 0; }
.verdict.ok, .mark.ok { color: var(--ok); }
.verdict.bad, .mark.bad { color: var(--bad); }
.muted, .vid, .cmeta, .cdur, .when { color: var(--muted); }
.controls { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; margin: 1rem 0 .5rem; }
.filters { display: flex; flex-wrap: wrap; gap: .25rem; }
.filters button, .pager button {
  font: inherit; padding: .25rem .7rem; border: 1px solid var(--line); border-radius: 999px;
  background: var(--panel); color: var(--fg); cursor: pointer;
}
.filters button[aria-pressed="true"] { background: var(--accent); border-color: var(--accent); color: #fff; }
.pager button:disabled { opacity: .45; cursor: default; }
input[type="search"] {
  font: inherit; padding: .3rem .6rem; min-width: 18rem; flex: 1; max-width: 30rem;
  border: 1px solid var(--line); border-radius: 6px; background: var(--bg); color: var(--fg);
}
.count { margin: .25rem 0 .75rem; color: var(--muted); }
.version { border: 1px solid var(--line); border-radius: 8px; margin: .6rem 0 0; background: var(--panel); }
.version > h2 > button {
  all: unset; box-sizing: border-box; display: flex; flex-wrap: wrap; gap: .25rem 1rem; align-items: baseline;
  width: 100%; padding: .55rem .8rem .1rem; cursor: pointer;
}
.version > h2 > button:focus-visible, summary:focus-visible { outline: 2px solid var(--accent); outline-offset: 2px; }
.vname { font-weight: 600; }
.version > h2 > button::before { content: "▸"; color: var(--muted); }
.version > h2 > button[aria-expanded="true"]::before { content: "▾"; }
.vcounts, .vmin { font-weight: 400; }
.vmin.bad, .vcov.bad { color: var(--bad); }
.vcov { font-weight: 400; }
.vcov.partial { color: var(--warn); }
.coverage { list-style: none; padding: 0; margin: .2rem 0; }
.cov-step { border-left: 4px solid var(--ok); margin: .25rem 0; padding: .05rem 0 .05rem .6rem; display: flex; flex-wrap: wrap; gap: .1rem .7rem; align-items: baseline; }
.cov-step.partial { border-color: var(--warn); }
.cov-mark { font-weight: 600; color: var(--ok); }
.cov-step.partial .cov-mark { color: var(--warn); }
.cov-seen, .cov-missing { flex-basis: 100%; margin: 0; }
.cov-missing { padding-left: 1.2rem; color: var(--warn); }
.warnings li { margin: .2rem 0; color: var(--warn); }
.vid { margin: 0; padding: 0 .8rem .5rem; font-size: .85rem; overflow-wrap: anywhere; }
.version-detail { border: 1px solid var(--line); border-top: 0; border-radius: 0 0 8px 8px; padding: .4rem .8rem .6rem; margin: 0 0 .2rem; }
.version-detail dl { display: grid; grid-template-columns: max-content 1fr; gap: .1rem 1rem; margin: .2rem 0; }
.version-detail dt { color: var(--muted); }
.version-detail dd { margin: 0; overflow-wrap: anywhere; }
.missing li, .problems li { margin: .2rem 0; }
.fix { color: var(--muted); }
.case { border-left: 4px solid var(--line); margin: .3rem 0 .3rem .8rem; padding: .1rem 0 .1rem .6rem; }
.case.passed { border-color: var(--ok); }
.case.failed { border-color: var(--bad); }
.case.invalid { border-color: var(--warn); }
.case.not_run { border-color: var(--idle); }
details > summary { list-style: none; }
details > summary::-webkit-details-marker { display: none; }
details > summary::before { content: "▸"; color: var(--muted); width: .8em; }
details[open] > summary::before { content: "▾"; }
.case > summary { cursor: pointer; display: flex; flex-wrap: wrap; gap: .1rem .7rem; align-items: baseline; list-style-position: outside; }
.cname { font-weight: 600; }
.cdesc { flex-basis: 100%; color: var(--muted); margin-left: 0; }
.badge { font-size: .78rem; font-weight: 600; padding: 0 .45rem; border-radius: 4px; text-transform: uppercase; letter-spacing: .02em; }
.badge.passed, .badge.success { color: var(--ok); background: var(--ok-bg); }
.badge.failed, .badge.failure, .badge.error { color: var(--bad); background: var(--bad-bg); }
.badge.invalid, .badge.stubbed { color: var(--warn); background: var(--warn-bg); }
.badge.not_run, .badge.skipped, .badge.skip { color: var(--idle); background: var(--idle-bg); }
.case-body { padding: .3rem 0 .6rem; }
.checks { list-style: none; padding: 0; margin: 0; }
.checks > li { margin: .3rem 0; }
.checks .verdict-word { font-weight: 600; margin-right: .4rem; }
.checks .ok .verdict-word { color: var(--ok); }
.checks .bad .verdict-word { color: var(--bad); }
.diff { display: grid; grid-template-columns: max-content 1fr; gap: .15rem .6rem; margin: .3rem 0 .3rem 1.2rem;
  padding: .4rem .6rem; border-radius: 6px; background: var(--panel); }
.diff-label { color: var(--muted); font-size: .85rem; }
del { background: var(--bad-bg); color: var(--bad); text-decoration: line-through; }
ins { background: var(--ok-bg); color: var(--ok); text-decoration: none; }
.diff pre.fields del { text-decoration: none; display: block; }
.diff pre.fields ins { display: block; }
.run-error { color: var(--bad); }
.folded > summary { cursor: pointer; color: var(--muted); margin: .3rem 0; }
.trace-sum { margin: .2rem 0 .4rem; color: var(--muted); }
.timeline { list-style: none; padding: 0; margin: 0; }
.timeline > li { margin: .15rem 0; }
details.step, details.request { border: 1px solid var(--line); border-radius: 6px; padding: .2rem .5rem; }
details.request { margin: .25rem 0; }
details.step > summary, details.request > summary { cursor: pointer; display: flex; flex-wrap: wrap; gap: .1rem .6rem; align-items: baseline; }
.step-id { font-weight: 600; }
.bar-track { flex-basis: 100%; height: 4px; background: var(--idle-bg); border-radius: 2px; margin: .15rem 0 .1rem; }
.bar { display: block; height: 4px; border-radius: 2px; background: var(--accent); min-width: 2px; }
.bar.failure { background: var(--bad); }
.bar.skipped { background: var(--idle); }
.step-body, .request-body { padding: .3rem 0 .4rem .4rem; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: .05rem .8rem; margin: .2rem 0; }
.facts dt { color: var(--muted); }
.facts dd { margin: 0; overflow-wrap: anywhere; }
.url { overflow-wrap: anywhere; }
.value { background: var(--panel); border-radius: 6px; padding: .4rem .6rem; max-height: 24rem; overflow: auto; }
.sent { background: var(--panel); border-radius: 6px; padding: .4rem .6rem; max-height: 16rem; overflow: auto; white-space: pre-wrap; overflow-wrap: anywhere; margin: .2rem 0 .4rem; }
.case-link { font-size: .85rem; color: var(--accent); }
.case.linked { outline: 2px solid var(--accent); outline-offset: 2px; border-radius: 2px; }
.clock { font-size: .85rem; margin: 0 0 .4rem; }
.step-body.with-source { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: .2rem 1rem; align-items: start; }
.step-body.with-source > .step-source { grid-column: 2; grid-row: 1; }
.step-body.with-source > .step-did { grid-column: 1; grid-row: 1; }
.step-source > p { margin: 0 0 .2rem; font-size: .85rem; }
.yaml { background: var(--panel); border-radius: 6px; padding: .4rem .6rem; max-height: 24rem; overflow: auto; margin: 0; }
@media (max-width: 50rem) { .step-body.with-source { display: block; } }
.items { margin: .2rem 0; padding-left: 1.2rem; }
.pager { display: flex; gap: .6rem; align-items: center; margin: 1rem 0 2rem; }
.empty { padding: 1rem 0; color: var(--muted); }
`;

;// CONCATENATED MODULE: ./lib/reporters/html.js
/**
 * The HTML report (CLI-27, flowgate.md §9): one self-contained `index.html` for the people
 * who approve a version's activation. The run report is embedded as JSON and the page's
 * own script builds the view from it lazily, so a run of 1,000 versions and 10,000 cases
 * opens at once. That script is TypeScript in ./html-page/, bundled at build time into
 * ./html-page.generated.ts (scripts/build-html-page.mjs). Nothing is fetched: the page's
 * policy allows no connection, only its own script and stylesheet (by hash), and it reads
 * from `file://`.
 */








const HTML_REPORT_FILE = 'index.html';
/** A step shows at most this many of its lines. */
const STEP_LINES = 60;
/**
 * Each step of a workflow version as written, read from its file under `root`: from the
 * step's line (its `- ` item, as coverage names it) while the lines are blank or indented
 * past that item's dash. Only for a version with a traced case; none when the file cannot be read.
 */
function stepSources(version, root) {
    const coverage = version.report.coverage;
    if (!coverage || !version.report.cases.some((c) => c.trace))
        return undefined;
    let lines;
    try {
        lines = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(root, coverage.file), 'utf8').split(/\r?\n/);
    }
    catch {
        return undefined;
    }
    const sources = {};
    for (const step of coverage.steps) {
        if (step.line === undefined || step.line < 1 || step.line > lines.length)
            continue;
        const first = lines[step.line - 1];
        const dash = /^(\s*)-(\s|$)/.exec(first)?.[1]?.length ?? first.search(/\S/) - 2;
        const taken = [first];
        for (let at = step.line; at < lines.length && taken.length < STEP_LINES; at++) {
            const line = lines[at];
            if (line.trim() !== '' && line.search(/\S/) <= dash)
                break;
            taken.push(line);
        }
        while (taken.length > 1 && taken.at(-1).trim() === '')
            taken.pop();
        sources[step.id] = { file: coverage.file, line: step.line, text: taken.join('\n') };
    }
    return sources;
}
/** `root`: the repository the run read, to show each traced step as written; without it, no step source. */
function htmlLines(report, root) {
    return {
        versions: report.versions.map((version) => {
            const cases = {};
            version.report.cases.forEach((c, index) => {
                if (c.problems?.length)
                    cases[index] = (0,reporters_text/* caseProblemLines */.dL)(version, c);
            });
            const steps = root !== undefined ? stepSources(version, root) : undefined;
            return { tests_file: (0,reporters_text/* testsFile */.sF)(version), problems: version.report.problems.map(problems/* formatProblem */.V), cases, ...(steps ? { steps } : {}) };
        }),
    };
}
/**
 * JSON that can stand inside a `<script>` element: with every `<` written as `\u003c`,
 * no text from the report can close the element (`</script>`) or open a comment (`<!--`).
 */
function scriptJson(value) {
    return JSON.stringify(value).replaceAll('<', '\\u003c');
}
const sha256 = (text) => `'sha256-${(0,external_node_crypto_.createHash)('sha256').update(text, 'utf8').digest('base64')}'`;
/**
 * No connection of any kind (`default-src 'none'`); the only script and stylesheet that
 * run are the page's own, named by hash, so even a report text that slipped into the
 * markup could not run.
 */
const POLICY = [
    "default-src 'none'",
    `script-src ${sha256(HTML_SCRIPT)}`,
    `style-src ${sha256(HTML_STYLE)}`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
].join('; ');
function renderHtml(report, root) {
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${POLICY}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>flowgate test report: ${report.passed ? 'every report passed' : 'not every report passed'}</title>
<style>${HTML_STYLE}</style>
</head>
<body>
<header id="${PAGE_IDS.overview}"><h1>flowgate test report</h1><noscript><p>This report needs JavaScript to show its cases. The JSON report (flowgate test --json) holds the same data.</p></noscript></header>
<main id="${PAGE_IDS.app}"></main>
<script type="application/json" id="${PAGE_IDS.report}">${scriptJson(report)}</script>
<script type="application/json" id="${PAGE_IDS.lines}">${scriptJson(htmlLines(report, root))}</script>
<script>${HTML_SCRIPT}</script>
</body>
</html>
`;
}
/** Writes `DIR/index.html` (the folder made as needed); returns the file's path. `root`: as for htmlLines. */
function writeHtmlReport(report, dir, root) {
    (0,external_node_fs_.mkdirSync)(dir, { recursive: true });
    const file = (0,external_node_path_.join)(dir, HTML_REPORT_FILE);
    (0,external_node_fs_.writeFileSync)(file, renderHtml(report, root));
    return file;
}
/**
 * The job summary's paragraph on the HTML report (the Action's `html-report`): where the
 * file is, and a link to the run's artifacts, where a later actions/upload-artifact step
 * puts the folder (the artifact's own address is not known while this step runs). Without
 * GitHub's variables for the run, the same words without the link.
 */
function htmlReportNote(file, env) {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: run } = env;
    const artifacts = server && repository && run ? `[this run's artifacts](${server.replace(/\/+$/, '')}/${repository}/actions/runs/${run}#artifacts)` : "this run's artifacts";
    return `\n**HTML report:** \`${file.replaceAll('`', "'")}\`, for approvers. Upload its folder with actions/upload-artifact to find it among ${artifacts}.\n`;
}
/** CLI-27: `DIR/index.html` for the approvers, once the run ends. */
function htmlReporter(ctx, options) {
    return {
        onRunEnd: ({ report, root }) => {
            const file = writeHtmlReport(report, (0,external_node_path_.resolve)(ctx.cwd, options.dir), root);
            ctx.wrote?.(file);
        },
    };
}

// EXTERNAL MODULE: ./lib/reporters/format/numbers.js
var numbers = __webpack_require__(97578);
;// CONCATENATED MODULE: ./lib/reporters/format/words.js
/** A case's status in running text. */
const STATUS_WORDS = { passed: 'passed', failed: 'failed', invalid: 'invalid', not_run: 'not run' };
/** Why a step was skipped, after `Skipped because`. */
const SKIP_WORDS = {
    condition: 'its if: was false',
    halted: 'an earlier step ended the run',
    skip_signal: 'it ended itself as skipped',
    run_deadline: "the run's timeout_minutes passed before it started",
};
/** REPORT-18: an outcome of a step, as a version's coverage names it when some case reached it. */
const OUTCOME_WORDS = {
    runs: 'runs',
    if_true: 'if: true',
    if_false: 'if: false (skipped)',
    for_each_empty: 'for_each with zero items',
    for_each_items: 'for_each with items',
    retried: 'retried',
    continued_on_error: 'failed and the run went on',
    upstream_failure: 'an upstream failure reached it',
};
/** `Not run` from `not run`: the words at the start of a label. */
function capitalized(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

;// CONCATENATED MODULE: ./lib/reporters/summary.js
/**
 * The Markdown summary of a run (GHA-13), for the job summary and the check run: the
 * table of versions with their durations, then what did not pass with its sentences,
 * expected and actual, then the passing cases folded in a `<details>`. File references
 * link to the file and line at the commit under test when GitHub says which one.
 * GitHub refuses a job summary over 1 MiB and a check run's text over 65 535
 * characters, so the text is cut to a budget, saying what was left out.
 */





const JOB_SUMMARY_LIMIT = 1024 * 1024 - 4096;
const CHECK_RUN_TEXT_LIMIT = 65_535;
/** An expected or actual value longer than this is cut: the JSON report has it whole. */
const VALUE_LIMIT = 2000;
/** Room kept for what always ends the text: the closing of `<details>` and the left-out note. */
const TRAILER_RESERVE = 300;
/**
 * `SERVER/OWNER/REPO/blob/SHA/PATH#L12` links at the commit under test, from the
 * variables GitHub sets in a job; undefined when one is missing. `rootInRepo` is the
 * tested root's folder inside the repository (`.` for the repository itself).
 */
function blobLinks(env, rootInRepo) {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_SHA: sha } = env;
    if (!server || !repository || !sha)
        return undefined;
    const prefix = rootInRepo === '.' || rootInRepo === '' ? '' : `${rootInRepo.replace(/\/+$/, '')}/`;
    const base = `${server.replace(/\/+$/, '')}/${repository}/blob/${sha}/`;
    return (file, line) => `${base}${`${prefix}${file}`.split('/').map(encodeURIComponent).join('/')}${line !== undefined ? `#L${line}` : ''}`;
}
/** Text shown as written: Markdown and HTML in names and sentences stay literal, on one line. */
function summary_text(value) {
    return value.replace(/\r?\n/g, ' ').replace(/[\\`*_[\]<>|&~]/g, '\\$&');
}
/** An inline code span that holds any text, backticks included, on one line. */
function code(value) {
    const oneLine = value.replace(/\r?\n/g, ' ⏎ ');
    const shown = oneLine.length > VALUE_LIMIT ? `${oneLine.slice(0, VALUE_LIMIT)}…` : oneLine;
    const fence = '`'.repeat(Math.max(0, ...(shown.match(/`+/g) ?? []).map((run) => run.length)) + 1);
    const pad = shown.startsWith('`') || shown.endsWith('`') || shown === '' ? ' ' : '';
    // A code span in a table cell still ends at `|`.
    return `${fence}${pad}${shown.replace(/\|/g, '\\|')}${pad}${fence}`;
}
function fileRef(file, line, col, link) {
    const label = summary_text(`${file}${line !== undefined ? `:${line}${col !== undefined ? `:${col}` : ''}` : ''}`);
    return link ? `[${label}](${link(file, line)})` : label;
}
function problemLine(p, link) {
    return `${fileRef(p.file, p.line, p.col, link)}${p.path ? ` ${code(p.path)}` : ''}: ${summary_text(p.message)}`;
}
/** REPORT-18: the share of outcomes reached; bold when under `--min-coverage`; a dash for a version without steps. */
function coverageCell(report) {
    const { coverage } = report;
    if (!coverage)
        return '—';
    const shown = `${coverage.percent} %`;
    return coverage.minimum && !coverage.minimum.met ? `**${shown} < ${coverage.minimum.percent} %**` : shown;
}
function versionRow(v) {
    const { report } = v;
    return `| ${report.passed ? '✅' : '❌'} | ${summary_text(`${v.kind} ${v.name}`)} | ${code(v.version_id.slice(0, 19))} | ${(0,numbers/* versionCounts */.FH)(report.summary)} | ${report.minimum.met ? 'met' : '**not met**'} | ${coverageCell(report)} | ${(0,numbers/* formatDuration */.a3)(report.duration_ms)} |`;
}
function caseBlock(v, c, link) {
    const where = c.line !== undefined ? ` · ${fileRef((0,reporters_text/* testsFile */.sF)(v), c.line, undefined, link)}` : '';
    const took = c.status === 'passed' || c.status === 'failed' ? ` · ${(0,numbers/* formatDuration */.a3)(c.duration_ms)}` : '';
    const lines = [`- **${summary_text(c.name)}** — ${STATUS_WORDS[c.status]}${where}${took}`];
    for (const p of c.problems ?? []) {
        lines.push(`  - ${c.status === 'invalid' ? problemLine((0,reporters_text/* caseProblemInList */.FP)(v, c, p), link) : summary_text((0,reporters_text/* pathMessage */.nB)(p))}`);
    }
    if (c.status === 'failed' && c.error)
        lines.push(`  - run error: ${code(c.error.code)}: ${summary_text(c.error.message)}`);
    // REPORT-13, GHA-12: the checks that name the cause, then one line for those the stopped run could not meet.
    const fold = (0,failures/* foldChecks */.lX)(c);
    for (const check of fold.shown) {
        const at = check.line !== undefined ? ` · ${fileRef((0,reporters_text/* testsFile */.sF)(v), check.line, undefined, link)}` : '';
        lines.push(`  - ❌ ${summary_text(check.sentence)}${at}`);
        if (check.expected !== undefined)
            lines.push(`    - expected: ${code(check.expected)}`);
        if (check.actual !== undefined)
            lines.push(`    - actual: ${code(check.actual)}`);
    }
    // `- + …` would open a list inside the item: the plus is escaped.
    if (fold.line)
        lines.push(`  - ${summary_text(fold.line).replace(/^\+/, '\\+')}`);
    return lines.join('\n');
}
/** A failing version's entries: its problems, the cases that did not pass, the missing minimum cases. */
function failureBlocks(v, link) {
    const blocks = [];
    for (const p of v.report.problems)
        blocks.push(`- problem: ${problemLine(p, link)}`);
    for (const c of v.report.cases)
        if (c.status !== 'passed')
            blocks.push(caseBlock(v, c, link));
    for (const m of v.report.minimum.missing)
        blocks.push(`- minimum: ${summary_text(m.message)}\n  - fix: ${summary_text(m.fix)}`);
    const coverage = v.report.coverage;
    if (coverage?.minimum && !coverage.minimum.met) {
        const split = (0,failures/* splitGaps */.cU)(coverage);
        const gaps = split.own.map((gap) => `\n  - ${fileRef(coverage.file, gap.line, undefined, link)}: ${summary_text(gap.message)}`).join('') + (split.line ? `\n  - ${summary_text(split.line).replace(/^\+/, '\\+')}` : '');
        blocks.push(`- coverage: ${coverage.percent} % is below the minimum of ${coverage.minimum.percent} % (--min-coverage)${gaps}`);
    }
    return blocks;
}
/** UTF-8 bytes: GitHub's job-summary limit is in bytes, and bytes never undercount characters. */
function sizeOf(value) {
    return Buffer.byteLength(value, 'utf8');
}
/** Parts added while they fit in the limit; what does not fit is counted. */
class Budget {
    limit;
    parts = [];
    leftOut = 0;
    size = 0;
    constructor(limit) {
        this.limit = limit;
    }
    add(part) {
        const bytes = sizeOf(part) + 1;
        if (this.size + bytes + TRAILER_RESERVE > this.limit) {
            this.leftOut += 1;
            return false;
        }
        this.parts.push(part);
        this.size += bytes;
        return true;
    }
}
/** Renders within `limit` bytes (so also characters); whatever does not fit is counted at the end. */
/** TRUST-04: `flowgate 0.1.0 (build …) · commit abc1234 · partial: only "x" ran`. */
function madeBy(report) {
    const parts = [];
    if (report.flowgate)
        parts.push(`flowgate ${summary_text(report.flowgate.version)} (build \`${report.flowgate.build}\`)`);
    if (report.commit)
        parts.push(`commit \`${report.commit.slice(0, 12)}\``);
    if (report.shard)
        parts.push(`shard ${report.shard.index} of ${report.shard.total}`);
    if (report.partial)
        parts.push(`**partial run** (filter ${code(report.partial.filter)}): not a gate`);
    return parts.length ? parts.join(' · ') : undefined;
}
function renderSummary(report, options = {}) {
    const { limit = JOB_SUMMARY_LIMIT, link, failure } = options;
    const s = report.summary;
    const passed = report.passed && failure === undefined;
    const took = (0,numbers/* formatDuration */.a3)(report.versions.reduce((sum, v) => sum + v.report.duration_ms, 0));
    const budget = new Budget(limit);
    budget.add([
        `## flowgate: ${passed ? 'every report passed' : 'not every report passed'}`,
        '',
        ...(failure !== undefined ? [`> ❌ ${summary_text(failure)}`, ''] : []),
        `${(0,numbers/* plural */.LS)(report.versions.length, 'version')} · ${(0,numbers/* plural */.LS)(s.total, 'case')}: ${(0,numbers/* countsText */.WN)(s)} · ${took}`,
        '',
        ...(madeBy(report) ? [madeBy(report), ''] : []),
    ].join('\n'));
    if (report.versions.length > 0) {
        budget.add('| | Version | Version id | Cases | Minimum | Coverage | Duration |\n|---|---|---|---|---|---|---|');
        for (const v of report.versions)
            budget.add(versionRow(v));
    }
    const failing = report.versions.filter((v) => !v.report.passed);
    if (failing.length)
        budget.add('\n### What did not pass');
    for (const v of failing) {
        const blocks = failureBlocks(v, link);
        // Without its heading a version's entries would read as another version's: count them as left out.
        if (!budget.add(`\n#### ❌ ${summary_text(`${v.kind} ${v.name}`)} (${summary_text(v.path)})\n`)) {
            budget.leftOut += blocks.length;
            continue;
        }
        for (const block of blocks)
            budget.add(block);
    }
    const passing = report.versions.flatMap((v) => v.report.cases.filter((c) => c.status === 'passed').map((c) => ({ v, c })));
    let folded = false;
    // Passing cases only after every failure: a failure left out leaves them all out.
    if (passing.length && budget.leftOut > 0)
        budget.leftOut += passing.length;
    else if (passing.length) {
        folded = budget.add(`\n<details>\n<summary>✅ ${(0,numbers/* plural */.LS)(passing.length, 'case')} passed</summary>\n\n| Version | Case | Duration |\n|---|---|---|`);
        if (!folded)
            budget.leftOut += passing.length;
        else
            for (const { v, c } of passing)
                budget.add(`| ${summary_text(`${v.kind} ${v.name}`)} | ${summary_text(c.name)} | ${(0,numbers/* formatDuration */.a3)(c.duration_ms)} |`);
    }
    // The trailer was kept room for, so it is never cut.
    const trailer = [
        ...(folded ? ['\n</details>'] : []),
        ...(budget.leftOut ? [`\n_${budget.leftOut} more entries were left out to fit GitHub's size limit; the JSON report has everything._`] : []),
    ];
    return `${[...budget.parts, ...trailer].join('\n')}\n`;
}

;// CONCATENATED MODULE: ./lib/reporters/github-job.js
/**
 * The reporters of the GitHub job around the Action (flowgate.md §8): the job summary
 * (GHA-13) and the check run with its annotations (GHA-07, GHA-12, GHA-17, GHA-18), or
 * workflow-command annotations where no check run can be made. They reach GitHub only
 * through the port the Action door gives them.
 */




const toPosix = (path) => path.split(external_node_path_.sep).join('/');
/** The tested root inside the repository (the working folder), `.` for the repository itself. */
function rootInRepo(ctx, end) {
    return toPosix((0,external_node_path_.relative)(ctx.cwd, end.root)) || '.';
}
/** Why the run fails besides its reports: a root with no version, in the door's words. */
function emptyRootFailure(end, hint) {
    return end.empty && !end.allowedEmpty ? `${end.empty.message}; ${hint}` : undefined;
}
function summaryOptions(ctx, end, emptyHint) {
    const link = blobLinks(ctx.env, rootInRepo(ctx, end));
    const failure = emptyRootFailure(end, emptyHint);
    return { ...(link ? { link } : {}), ...(failure !== undefined ? { failure } : {}) };
}
function port(ctx) {
    if (!ctx.github)
        throw new Error('the summary and check-run reporters run inside the GitHub Action only');
    return ctx.github;
}
/** GHA-13: the job summary. */
function summaryReporter(ctx, options) {
    const github = port(ctx);
    return {
        onRunEnd: async (end) => {
            const htmlNote = options.htmlDir !== undefined ? htmlReportNote(toPosix((0,external_node_path_.relative)(ctx.cwd, (0,external_node_path_.join)(ctx.cwd, options.htmlDir, 'index.html'))), ctx.env) : '';
            await github.writeSummary(renderSummary(end.report, summaryOptions(ctx, end, options.emptyHint)) + htmlNote);
        },
    };
}
/** Annotations name files from the repository's root, not from the tested folder. */
function fromRepository(annotations, inRepo) {
    return annotations.map((a) => ({ ...a, file: toPosix((0,external_node_path_.join)(inRepo, a.file)) }));
}
/**
 * GHA-17: the check run with the summary and every annotation, and its address as the
 * output `check-url`; where it cannot be made, GHA-18: workflow-command annotations
 * within the step's limit, room kept for the step's own failure line.
 */
function checkRunReporter(ctx, options) {
    const github = port(ctx);
    return {
        onRunEnd: async (end) => {
            const inRepo = rootInRepo(ctx, end);
            const failure = options.stepFailure(end);
            const annotations = options.annotate ? fromRepository(annotationsFor(end.report), inRepo) : [];
            let url;
            if (github.createCheckRun) {
                try {
                    ({ url } = await github.createCheckRun({
                        name: options.name,
                        passed: failure === undefined,
                        title: emptyRootFailure(end, options.emptyHint) ?? (0,numbers/* countsText */.WN)(end.report.summary),
                        summary: renderSummary(end.report, { ...summaryOptions(ctx, end, options.emptyHint), limit: CHECK_RUN_TEXT_LIMIT }),
                        annotations,
                    }));
                    github.setOutput('check-url', url);
                }
                catch (error) {
                    github.annotate('notice', `flowgate could not create a check run (${error.message}); it annotates with workflow commands instead.`);
                }
            }
            if (url === undefined && annotations.length > 0) {
                const { shown, notShown } = withinStepLimit(annotations, failure !== undefined);
                for (const a of shown)
                    github.annotate('error', a.message, a);
                if (notShown > 0) {
                    const holders = options.summaryWritten ? 'the job summary and the JSON report list them all' : 'the JSON report lists them all';
                    github.annotate('notice', `${notShown} more ${notShown === 1 ? 'failure is' : 'failures are'} not annotated (GitHub shows ${STEP_ERROR_LIMIT} error annotations per step, the step's failure among them); ${holders}.`);
                }
            }
            if (options.annotateCoverage) {
                const warnings = fromRepository(coverageAnnotations(end.report), inRepo);
                for (const a of warnings.slice(0, STEP_WARNING_LIMIT))
                    github.annotate('warning', a.message, { title: a.title, file: a.file, ...(a.line !== undefined ? { line: a.line } : {}) });
                const notShown = warnings.length - STEP_WARNING_LIMIT;
                if (notShown > 0) {
                    github.annotate('notice', `${notShown} more uncovered ${notShown === 1 ? 'outcome is' : 'outcomes are'} not annotated (GitHub shows ${STEP_WARNING_LIMIT} warning annotations per step); the JSON report lists them all under coverage.`);
                }
            }
        },
    };
}

;// CONCATENATED MODULE: ./lib/testing/coverage/lcov.js
/** The branches of a field, in LCOV's branch order. */
const BRANCHES = [
    ['if_true', 'if_false'],
    ['for_each_empty', 'for_each_items'],
];
function hits(step) {
    const reached = step.outcomes.find((o) => o.outcome === 'runs' || o.outcome === 'if_true');
    return reached?.cases ?? 0;
}
/** `pathOf`: the workflow.yaml's path as the coverage service should see it (from the repository's root). */
function renderLcov(report, pathOf) {
    const records = [];
    for (const version of report.versions) {
        const coverage = version.report.coverage;
        if (!coverage)
            continue;
        const lines = ['TN:', `SF:${pathOf(coverage.file)}`];
        const branches = [];
        const da = new Map();
        for (const [block, step] of coverage.steps.entries()) {
            if (step.line !== undefined)
                da.set(step.line, (da.get(step.line) ?? 0) + hits(step));
            for (const pair of BRANCHES) {
                const found = pair.map((kind) => step.outcomes.find((o) => o.outcome === kind));
                const line = found[0]?.line;
                if (!found[0] || !found[1] || line === undefined)
                    continue;
                // `-` is LCOV's "the branch's line never ran"; 0 is "ran, branch not taken".
                const lineRan = hits(step) > 0 || found.some((o) => o.cases > 0);
                found.forEach((o, branch) => branches.push(`BRDA:${line},${block},${branch},${lineRan ? o.cases : '-'}`));
            }
        }
        for (const [line, count] of [...da.entries()].sort(([a], [b]) => a - b))
            lines.push(`DA:${line},${count}`);
        lines.push(`LF:${da.size}`, `LH:${[...da.values()].filter((count) => count > 0).length}`);
        lines.push(...branches, `BRF:${branches.length}`, `BRH:${branches.filter((b) => !/,(0|-)$/.test(b)).length}`, 'end_of_record');
        records.push(lines.join('\n'));
    }
    return records.length ? `${records.join('\n')}\n` : '';
}

;// CONCATENATED MODULE: ./lib/reporters/lcov.js
/** CLI-29: workflow coverage as an LCOV file, naming each workflow.yaml from the working folder, where coverage services look from. */



function lcovReporter(ctx, options) {
    return {
        onRunEnd: ({ report, root }) => {
            const text = renderLcov(report, (definition) => (0,external_node_path_.relative)(ctx.cwd, (0,external_node_path_.join)(root, definition)).split(external_node_path_.sep).join('/'));
            (0,report_files/* writeReportFile */.aS)(ctx, options.file, [text]);
        },
    };
}

;// CONCATENATED MODULE: ./lib/reporters/index.js







const REPORTERS = {
    pretty: pretty/* prettyReporter */.WW,
    github: githubReporter,
    json: report_files/* jsonReporter */.G3,
    junit: report_files/* junitReporter */.Wf,
    'report-dir': report_files/* reportDirReporter */.Nv,
    html: htmlReporter,
    lcov: lcovReporter,
    summary: summaryReporter,
    'check-run': checkRunReporter,
    attest: attestReporter,
};
function createReporters(choices, ctx) {
    return choices.map((choice) => REPORTERS[choice.name](ctx, choice.options));
}


/***/ }),

/***/ 48054:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  bx: () => (/* binding */ baseOf),
  dR: () => (/* binding */ colorFor),
  sk: () => (/* binding */ coloredStyle),
  sj: () => (/* binding */ plainStyle),
  WW: () => (/* binding */ prettyReporter),
  up: () => (/* binding */ renderFooter),
  pv: () => (/* binding */ renderVersion),
  CO: () => (/* binding */ terminalReporter)
});

// UNUSED EXPORTS: caseWarningLine, expectedActualLines, failureLines, fromHere, renderPretty

;// CONCATENATED MODULE: ./lib/reporters/format/contracts.js
function contractSummary(name, contract) {
    const total = contract.exercised.length + contract.never_exercised.length;
    const divergences = contract.divergences === 1 ? '1 divergence' : `${contract.divergences} divergences`;
    return `API ${name} (${contract.document}): ${contract.exercised.length} of ${total} operations exercised, ${divergences}`;
}
function contractLines(contracts) {
    return Object.entries(contracts ?? {}).map(([name, contract]) => ({
        summary: contractSummary(name, contract),
        never: contract.never_exercised.length ? `never exercised: ${contract.never_exercised.join(', ')}` : null,
    }));
}

// EXTERNAL MODULE: ./lib/definitions/problems.js
var problems = __webpack_require__(83512);
// EXTERNAL MODULE: ./lib/testing/report.js
var testing_report = __webpack_require__(84988);
// EXTERNAL MODULE: ./lib/reporters/format/numbers.js
var numbers = __webpack_require__(97578);
;// CONCATENATED MODULE: ./lib/reporters/format/timeline.js
const LONGEST_URL = 120;
/** `0 ms`, `250 ms`, `4 s`, `1.5 s`. */
function durationText(ms) {
    return ms < 1000 ? `${ms} ms` : `${Number((ms / 1000).toFixed(3))} s`;
}
/** `given.http[2] (line 45)`; naming the file, `given.http[2] (tests.json line 45)`. */
function mockText(mock, file) {
    return `${mock.list}[${mock.index}]${mock.line !== undefined ? ` (${file ? `${file} ` : ''}line ${mock.line})` : ''}`;
}
/** `path differs`, `method, path differ`, `times used up`. */
function mismatchText(nearest) {
    const fields = nearest.mismatched.filter((field) => field !== 'times');
    if (fields.length === 0)
        return 'times used up';
    return `${fields.join(', ')} ${fields.length === 1 ? 'differs' : 'differ'}`;
}
/** What became of a request: `200  given.http[1] (line 73)`, `unmocked, nearest given.http[2] (path differs, line 41)`. */
function requestOutcome(request) {
    if (request.error === 'http_unmocked') {
        const { nearest } = request;
        if (!nearest)
            return 'unmocked, no mock near it';
        return `unmocked, nearest ${nearest.list}[${nearest.index}] (${mismatchText(nearest)}${nearest.line !== undefined ? `, line ${nearest.line}` : ''})`;
    }
    const answer = request.status !== undefined ? String(request.status) : (request.error ?? 'no answer');
    return request.mock ? `${answer}  ${mockText(request.mock)}` : answer;
}
function shortUrl(url) {
    return url.length > LONGEST_URL ? `${url.slice(0, LONGEST_URL)}…` : url;
}
function requestLine(request) {
    return `${request.method} ${shortUrl(request.url)} → ${requestOutcome(request)}`;
}
const MARKS = { success: '✓', failure: '✗', skipped: '-' };
function stepLine(step) {
    const result = step.skipped ? `skipped (${step.skipped})` : step.result;
    const tries = step.attempts.length;
    const parts = [
        `${MARKS[step.result]} ${step.id}`,
        step.stubbed ? `${result}, stubbed` : result,
        ...(tries > 0 ? [`${tries} ${tries === 1 ? 'attempt' : 'attempts'}`] : []),
        `at ${durationText(step.start_ms)} for ${durationText(step.duration_ms)}`,
        ...(step.error ? [step.error.code] : []),
    ];
    return parts.join('  ');
}
/** The timeline's lines, unindented. */
function timelineLines(trace) {
    const lines = [];
    const byStep = new Map();
    for (const request of trace.requests)
        byStep.set(request.step, [...(byStep.get(request.step) ?? []), request]);
    // A library action's requests, and any made outside a step, come first.
    for (const request of byStep.get(null) ?? [])
        lines.push(requestLine(request));
    for (const step of trace.steps) {
        lines.push(stepLine(step));
        for (const request of byStep.get(step.id) ?? [])
            lines.push(`    ${requestLine(request)}`);
    }
    return lines;
}

// EXTERNAL MODULE: ./lib/reporters/format/failures.js
var failures = __webpack_require__(12017);
;// CONCATENATED MODULE: ./lib/reporters/format/diff.js
/**
 * Expected against actual, as every reporter shows a failed check: texts word by word or
 * character by character, objects field by field. Pure (no Node, no DOM): the terminal
 * and the HTML report's page both use it.
 */
/** Past this many cells the table of the alignment is not built: the differing middle is shown whole. */
const MOST_CELLS = 1_000_000;
const words = (text) => text.match(/\s+|[A-Za-z0-9_]+|[^\sA-Za-z0-9_]/g) ?? [];
const chars = (text) => Array.from(text);
/** The parts of both texts, a longest common subsequence of words (or characters) between their common head and tail. */
function diff(expected, actual, by = 'word') {
    const tokens = by === 'char' ? chars : words;
    const a = tokens(expected);
    const b = tokens(actual);
    let head = 0;
    while (head < a.length && head < b.length && a[head] === b[head])
        head++;
    let tail = 0;
    while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail])
        tail++;
    const x = a.slice(head, a.length - tail);
    const y = b.slice(head, b.length - tail);
    const parts = [];
    const push = (kind, text) => {
        if (!text)
            return;
        const last = parts.at(-1);
        if (last && last.kind === kind)
            last.text += text;
        else
            parts.push({ kind, text });
    };
    push('same', a.slice(0, head).join(''));
    if (x.length * y.length > MOST_CELLS) {
        push('del', x.join(''));
        push('ins', y.join(''));
    }
    else {
        // lcs(i, j): the length of the longest common subsequence of x from i and y from j.
        const width = y.length + 1;
        const table = new Uint32Array((x.length + 1) * width);
        const lcs = (i, j) => table[i * width + j] ?? 0;
        for (let i = x.length - 1; i >= 0; i--) {
            for (let j = y.length - 1; j >= 0; j--) {
                table[i * width + j] = x[i] === y[j] ? lcs(i + 1, j + 1) + 1 : Math.max(lcs(i + 1, j), lcs(i, j + 1));
            }
        }
        let i = 0;
        let j = 0;
        while (i < x.length || j < y.length) {
            if (i < x.length && j < y.length && x[i] === y[j]) {
                push('same', x[i]);
                i++;
                j++;
            }
            else if (j < y.length && (i === x.length || lcs(i, j + 1) >= lcs(i + 1, j))) {
                push('ins', y[j]);
                j++;
            }
            else {
                push('del', x[i]);
                i++;
            }
        }
    }
    push('same', a.slice(a.length - tail).join(''));
    return parts;
}
function parsed(text) {
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch {
        return { ok: false };
    }
}
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** `output $.x: ` that both sides start with, so the values after it are compared. */
function sharedPrefix(expected, actual) {
    const at = expected.indexOf(': ');
    if (at < 0)
        return '';
    const prefix = expected.slice(0, at + 2);
    return actual.startsWith(prefix) ? prefix : '';
}
/** The field-by-field lines of two objects: each key of either, in the expected order, then the actual's new ones. */
function fieldLines(expected, actual) {
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])];
    const lines = [{ kind: 'same', text: '{' }];
    for (const key of keys) {
        const name = JSON.stringify(key);
        const has = (o) => Object.hasOwn(o, key);
        const a = has(expected) ? JSON.stringify(expected[key]) : undefined;
        const b = has(actual) ? JSON.stringify(actual[key]) : undefined;
        if (a === b)
            lines.push({ kind: 'same', text: `  ${name}: ${a}` });
        else {
            if (a !== undefined)
                lines.push({ kind: 'del', text: `  ${name}: ${a}` });
            if (b !== undefined)
                lines.push({ kind: 'ins', text: `  ${name}: ${b}` });
        }
    }
    lines.push({ kind: 'same', text: '}' });
    return lines;
}
/**
 * Expected against actual, values only: two JSON texts character by character, two JSON
 * objects field by field (after a shared `output $.x: `), anything else word by word.
 */
function valueDiff(expected, actual) {
    const prefix = sharedPrefix(expected, actual);
    const a = parsed(expected.slice(prefix.length));
    const b = parsed(actual.slice(prefix.length));
    if (a.ok && b.ok) {
        if (typeof a.value === 'string' && typeof b.value === 'string') {
            const x = expected.slice(prefix.length);
            const y = actual.slice(prefix.length);
            return { kind: 'text', prefix, expected: x, actual: y, parts: diff(x, y, 'char') };
        }
        if (isRecord(a.value) && isRecord(b.value))
            return { kind: 'fields', prefix, lines: fieldLines(a.value, b.value) };
    }
    return { kind: 'plain', parts: diff(expected, actual) };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/reporters/text.js
var reporters_text = __webpack_require__(38079);
;// CONCATENATED MODULE: ./lib/reporters/pretty.js
/** The terminal reporter: each version, the cases that did not pass, their failed sentences. */









const plainStyle = { ok: (t) => t, bad: (t) => t, dim: (t) => t, bold: (t) => t };
const coloredStyle = {
    ok: (t) => `\x1b[32m${t}\x1b[39m`,
    bad: (t) => `\x1b[31m${t}\x1b[39m`,
    dim: (t) => `\x1b[2m${t}\x1b[22m`,
    bold: (t) => `\x1b[1m${t}\x1b[22m`,
    mark: (t, kind) => `\x1b[7;${kind === 'del' ? 31 : 32}m${t}\x1b[27;39m`,
};
/** Colours for a terminal that shows them, unless NO_COLOR is set. */
function colorFor(stream, env) {
    return stream.isTTY === true && !env.NO_COLOR;
}
/** CLI-36: a path relative to the root, as the terminal shows it: from the current folder (`base` leads from it to the root). */
function fromHere(base, file) {
    if (!file)
        return base || '.';
    return base ? `${base}/${file}` : file;
}
/** The way from the current folder to the root, with `/` between folders; '' when they are one. */
function baseOf(cwd, root) {
    return (0,external_node_path_.relative)(cwd, root).split(external_node_path_.sep).join('/');
}
function caseLines(version, c, s, base) {
    const file = fromHere(base, (0,reporters_text/* testsFile */.sF)(version));
    const where = c.line !== undefined ? s.dim(` ${file}:${c.line}`) : '';
    const lines = [`    ${s.bad(c.status === 'invalid' ? '! invalid' : c.status === 'not_run' ? '- not run' : '✗')} ${c.name}${where}`];
    for (const line of (0,reporters_text/* caseProblemLines */.dL)(version, c))
        lines.push(`        ${line}`);
    if (c.error && c.status === 'failed')
        lines.push(s.dim(`        run error: ${c.error.code}: ${c.error.message}`));
    // REPORT-17: what the run did, before what the checks found wrong with it.
    if (c.trace && c.status === 'failed') {
        lines.push(s.dim('        timeline:'));
        for (const line of timelineLines(c.trace))
            lines.push(s.dim(`          ${line}`));
    }
    // REPORT-13, GHA-12: the checks that name the cause; those that could not hold because the run stopped, as one line.
    const fold = (0,failures/* foldChecks */.lX)(c);
    for (const check of fold.shown) {
        // CLI-36: each failed check at its own line of tests.json, else its case's.
        const line = check.line ?? c.line;
        lines.push(`        ${s.bad('✗')} ${check.sentence}${line !== undefined ? s.dim(`  ${file}:${line}`) : ''}`);
        lines.push(...expectedActualLines(check, s).map((l) => `            ${l}`));
    }
    if (fold.line)
        lines.push(`        ${s.dim(fold.line)}`);
    return lines;
}
const EXPECTED = 'expected: ';
const ACTUAL = 'actual:   ';
/** One side of a diff: its text with the parts only it has marked, and under it a line of `^` when nothing can colour them. */
function markedSide(label, parts, own, s) {
    const other = own === 'del' ? 'ins' : 'del';
    const kept = parts.filter((p) => p.kind !== other);
    if (s.mark)
        return [label + kept.map((p) => (p.kind === own ? s.mark(p.text, own) : p.text)).join('')];
    const text = kept.map((p) => p.text).join('');
    const marks = kept.map((p) => (p.kind === own ? '^' : ' ').repeat(Array.from(p.text).length)).join('').trimEnd();
    return marks ? [label + text, ' '.repeat(label.length) + marks] : [label + text];
}
/**
 * A failed check's expected and actual, values only (REPORT-13): texts with the characters
 * that differ marked, objects field by field (`-` as expected, `+` as it came out).
 */
function expectedActualLines(check, s = plainStyle) {
    const { expected, actual } = check;
    if (expected === undefined || actual === undefined) {
        return [...(expected !== undefined ? [EXPECTED + expected] : []), ...(actual !== undefined ? [ACTUAL + actual] : [])];
    }
    const compared = valueDiff(expected, actual);
    if (compared.kind === 'fields') {
        const lines = [`${compared.prefix ? `${compared.prefix}` : ''}${s.bad('- expected')}  ${s.ok('+ actual')}`];
        for (const line of compared.lines) {
            if (line.kind === 'same')
                lines.push(`  ${line.text}`);
            else
                lines.push(line.kind === 'del' ? s.bad(`- ${line.text}`) : s.ok(`+ ${line.text}`));
        }
        return lines;
    }
    if (compared.kind === 'text') {
        const head = (label) => label + compared.prefix;
        return [...markedSide(head(EXPECTED), compared.parts, 'del', s), ...markedSide(head(ACTUAL), compared.parts, 'ins', s)];
    }
    // Anything else as it is written; a terminal that shows colours marks the words that differ.
    if (!s.mark)
        return [EXPECTED + expected, ACTUAL + actual];
    return [...markedSide(EXPECTED, compared.parts, 'del', s), ...markedSide(ACTUAL, compared.parts, 'ins', s)];
}
/** REPORT-18: `tests.json:12 given.http[1]: no request of the case used this mock (case "…")`. */
function caseWarningLine(version, c, warning, base = '') {
    return `${fromHere(base, (0,reporters_text/* testsFile */.sF)(version))}${warning.line !== undefined ? `:${warning.line}` : ''} ${warning.path}: ${warning.message} (case "${c.name}")`;
}
/** REPORT-18: the version's coverage, what no case reached, its API contracts, and the test data no case used. */
function coverageLines(version, s, base) {
    const { coverage, cases } = version.report;
    const lines = [];
    if (coverage) {
        const below = coverage.minimum && !coverage.minimum.met ? s.bad(` below the minimum of ${coverage.minimum.percent} %`) : '';
        lines.push(`    coverage ${coverage.percent} % (${coverage.reached}/${coverage.total} outcomes)${below}`);
        const gaps = (0,failures/* splitGaps */.cU)(coverage);
        for (const gap of gaps.own)
            lines.push(s.dim(`      ${fromHere(base, coverage.file)}${gap.line !== undefined ? `:${gap.line}` : ''} ${gap.message}`));
        if (gaps.line)
            lines.push(s.dim(`      ${gaps.line}`));
    }
    for (const { summary, never } of contractLines(version.report.contracts)) {
        lines.push(`    ${summary}`);
        if (never)
            lines.push(s.dim(`      ${never}`));
    }
    for (const c of cases)
        for (const warning of c.warnings ?? [])
            lines.push(`    warning ${caseWarningLine(version, c, warning, base)}`);
    return lines;
}
function versionLines(version, s, base) {
    const { report } = version;
    const { summary } = report;
    const counts = (0,numbers/* versionCounts */.FH)(summary);
    const filtered = report.cases.filter((c) => c.reason === 'filtered').length;
    // A version that did not pass only because the filter left cases out is no failure: it is partial.
    const mark = report.passed ? s.ok('✓') : filtered > 0 && (0,testing_report/* everyCaseThatRanPassed */.gy)(version) && report.minimum.met ? s.dim('◐') : s.bad('✗');
    // CACHE-01: a reused report says so, and when it was made.
    const cached = report.cached ? s.dim(`  cached from ${report.cached.ran_at}`) : '';
    const lines = [`${mark} ${version.kind} ${s.bold(version.name)} ${s.dim(`(${fromHere(base, version.path === '.' ? '' : version.path)})`)}  ${counts}  ${s.dim(version.version_id.slice(0, 19))}${cached}`];
    lines.push(...coverageLines(version, s, base));
    if (report.passed)
        return lines;
    if (filtered > 0)
        lines.push(s.dim(`    ${filtered} ${filtered === 1 ? 'case' : 'cases'} left out by the filter`));
    for (const problem of report.problems)
        lines.push(`    ${s.bad('problem')} ${(0,problems/* formatProblem */.V)(problem)}`);
    for (const c of report.cases)
        if (c.status !== 'passed' && c.reason !== 'filtered')
            lines.push(...caseLines(version, c, s, base));
    for (const missing of report.minimum.missing) {
        lines.push(`    ${s.bad('minimum')} ${missing.message}`);
        lines.push(`        fix: ${missing.fix}`);
    }
    return lines;
}
/**
 * One version as the terminal shows it, printed as soon as it finishes; `base` leads from
 * the current folder to the root, so that its paths open from where the user stands (CLI-36).
 */
function renderVersion(version, s = plainStyle, base = '') {
    return `${versionLines(version, s, base).join('\n')}\n`;
}
/** CLI-36: what failed, one line a case: version, case and its first failed check, at its line. */
function failureLines(report, s = plainStyle, base = '') {
    const lines = [];
    for (const version of report.versions) {
        const file = fromHere(base, (0,reporters_text/* testsFile */.sF)(version));
        for (const c of version.report.cases) {
            // A case the filter left out is no failure; a version's problems keep its cases from running and are listed below.
            if (c.status === 'passed' || (c.status === 'not_run' && (c.reason === 'filtered' || version.report.problems.length > 0)))
                continue;
            const first = (0,failures/* foldChecks */.lX)(c).shown[0];
            const line = first?.line ?? c.line;
            const what = first ? first.sentence : c.status === 'invalid' ? 'invalid case' : c.status === 'not_run' ? `not run: ${c.problems?.[0]?.message ?? ''}` : (c.error?.message ?? 'failed');
            lines.push(`  ${s.bad('✗')} ${version.kind} ${version.name} › ${c.name} › ${what}${line !== undefined ? s.dim(`  ${file}:${line}`) : ''}`);
        }
        for (const p of version.report.problems)
            lines.push(`  ${s.bad('✗')} ${version.kind} ${version.name} › problem: ${(0,problems/* formatProblem */.V)(p)}`);
        for (const m of version.report.minimum.missing)
            lines.push(`  ${s.bad('✗')} ${version.kind} ${version.name} › minimum: ${m.message}`);
    }
    return lines.length ? ['', s.bold(`Failures (${lines.length}):`), ...lines] : [];
}
/** The run's closing lines: what failed, the counts and the verdict. */
function renderFooter(report, seconds, s = plainStyle, base = '') {
    const lines = failureLines(report, s, base);
    if (report.versions.length === 0)
        lines.push('No workflow or action versions were found (folders holding workflow.yaml or action.yaml).');
    const passedVersions = report.versions.filter((v) => v.report.passed).length;
    const { summary } = report;
    const cached = report.versions.filter((v) => v.report.cached).length;
    lines.push('');
    lines.push(`Versions: ${passedVersions} passed${cached ? ` (${cached} from the cache)` : ''}, ${report.versions.length - passedVersions} failed · Cases: ${(0,numbers/* countsText */.WN)(summary)} · ${seconds.toFixed(2)} s`);
    lines.push(verdictLine(report, s));
    return `${lines.join('\n')}\n`;
}
/** The last line: the gate's verdict, or for a partial run what ran and that it is no gate (TRUST-07). */
function verdictLine(report, s) {
    if (report.partial) {
        const ran = report.versions.every(testing_report/* everyCaseThatRanPassed */.gy) ? s.ok('every case that ran passed') : s.bad('not every case that ran passed');
        return `PARTIAL: only what matches the filter ${JSON.stringify(report.partial.filter)} ran, so this run is not a gate; ${ran}`;
    }
    return report.passed ? s.ok('PASS: every report passed') : s.bad('FAIL: not every report passed');
}
function renderPretty(report, seconds, s = plainStyle, base = '') {
    return report.versions.map((version) => renderVersion(version, s, base)).join('') + renderFooter(report, seconds, s, base);
}
/**
 * The terminal's lines: each version as it finishes, then (`beforeFooter`, for the GitHub
 * reporter's annotations) what goes before the counts and the verdict. A root with no
 * version says so in one line of its door's, unless it was let pass.
 */
function terminalReporter(ctx, s, beforeFooter = () => '') {
    let base = '';
    return {
        onRunStart: (start) => {
            base = baseOf(ctx.cwd, start.root);
        },
        onVersionEnd: (version) => ctx.io.stdout(renderVersion(version, s, base)),
        onRunEnd: (end) => {
            if (!end.empty || end.allowedEmpty)
                ctx.io.stdout(beforeFooter(end.report) + renderFooter(end.report, end.seconds, s, baseOf(ctx.cwd, end.root)));
        },
    };
}
/** The terminal reporter, in colour where the terminal shows it. */
function prettyReporter(ctx) {
    return terminalReporter(ctx, ctx.color ? coloredStyle : plainStyle);
}


/***/ }),

/***/ 17760:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G3: () => (/* binding */ jsonReporter),
  Wf: () => (/* binding */ junitReporter),
  Nv: () => (/* binding */ reportDirReporter),
  Vh: () => (/* binding */ reportFilesOf),
  aS: () => (/* binding */ writeReportFile)
});

// UNUSED EXPORTS: writeFile

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
;// CONCATENATED MODULE: ./lib/reporters/json.js
/**
 * A JSON report in pieces, an item of its top-level lists at a time (a run's versions, a
 * version's cases): the same text as `JSON.stringify(report, null, 2)` and a newline,
 * without the whole report's text in memory at once (tens of MB for ten thousand cases).
 */
const indented = (json, by) => json.replaceAll('\n', `\n${by}`);
function* arrayPieces(items) {
    yield '[';
    for (let at = 0; at < items.length; at += 1) {
        // As JSON.stringify does: what has no JSON form is null inside a list.
        const json = JSON.stringify(items[at], null, 2) ?? 'null';
        yield `${at === 0 ? '' : ','}\n    ${indented(json, '    ')}`;
    }
    yield '\n  ]';
}
function* jsonReportPieces(report) {
    // As JSON.stringify does: members that have no JSON form are left out.
    const members = Object.entries(report).filter(([, value]) => value !== undefined && typeof value !== 'function' && typeof value !== 'symbol');
    if (members.length === 0) {
        yield '{}\n';
        return;
    }
    yield '{';
    for (let at = 0; at < members.length; at += 1) {
        const [key, value] = members[at];
        yield `${at === 0 ? '' : ','}\n  ${JSON.stringify(key)}: `;
        if (Array.isArray(value) && value.length > 0)
            yield* arrayPieces(value);
        else
            yield indented(JSON.stringify(value, null, 2), '  ');
    }
    yield '\n}\n';
}

// EXTERNAL MODULE: ./lib/definitions/problems.js
var problems = __webpack_require__(83512);
// EXTERNAL MODULE: ./lib/reporters/text.js
var reporters_text = __webpack_require__(38079);
;// CONCATENATED MODULE: ./lib/reporters/junit.js
/**
 * JUnit XML (CLI-06): one testsuite per version, one testcase per case, failures with their sentences.
 * Only what Jenkins' junit-10.xsd allows, the schema test-report tools check files against:
 * `skipped` is an attribute of a testsuite but not of testsuites, and `file` too, while a
 * testcase may carry neither `file` nor `line`. So the suite names its tests.json (from the
 * repository root) and a failure's text starts with `FILE:LINE` of its case, where readers
 * that annotate files find it.
 */


function xml(text) {
    return text
        .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
}
/** Where a version's tests.json is from the repository root (`base` leads from it to the root). */
function testsPath(version, base) {
    return base ? `${base}/${(0,reporters_text/* testsFile */.sF)(version)}` : (0,reporters_text/* testsFile */.sF)(version);
}
function failureText(version, c, base) {
    // A failed case's place first; an invalid case's problems name theirs.
    const lines = c.status === 'failed' && c.line !== undefined ? [`${testsPath(version, base)}:${c.line}`] : [];
    lines.push(...(0,reporters_text/* caseProblemLines */.dL)(version, c));
    for (const check of c.checks.filter((k) => !k.passed)) {
        lines.push(check.line !== undefined ? `${check.sentence} (${testsPath(version, base)}:${check.line})` : check.sentence);
        if (check.expected !== undefined)
            lines.push(`  expected: ${check.expected}`);
        if (check.actual !== undefined)
            lines.push(`  actual:   ${check.actual}`);
    }
    return lines.join('\n');
}
function testcase(version, c, base) {
    // `file` and `line` are what JUnit-reading reporters (GitHub and GitLab ones among them) annotate with;
    // Jenkins' schema has no place for them, and its reader passes them by.
    const where = ` file="${xml(testsPath(version, base))}"${c.line !== undefined ? ` line="${c.line}"` : ''}`;
    const open = `    <testcase classname="${xml(`${version.kind}s.${version.name}`)}" name="${xml(c.name)}"${where} time="${(c.duration_ms / 1000).toFixed(3)}"`;
    if (c.status === 'passed')
        return `${open}/>`;
    const text = xml(failureText(version, c, base));
    if (c.status === 'not_run')
        return `${open}>\n      <skipped message="${xml(c.problems?.[0]?.message ?? 'not run')}"/>\n    </testcase>`;
    const tag = c.status === 'invalid' ? 'error' : 'failure';
    const first = c.status === 'invalid' ? 'invalid case' : (c.checks.find((k) => !k.passed)?.sentence ?? 'failed');
    return `${open}>\n      <${tag} message="${xml(first)}" type="${c.status}">${text}</${tag}>\n    </testcase>`;
}
function testsuite(version, base) {
    const { report } = version;
    const extra = [];
    for (const p of report.problems)
        extra.push((0,problems/* formatProblem */.V)(p));
    for (const m of report.minimum.missing)
        extra.push(`minimum: ${m.message} fix: ${m.fix}`);
    const cases = report.cases.map((c) => testcase(version, c, base));
    if (extra.length) {
        cases.push(`    <testcase classname="${xml(`${version.kind}s.${version.name}`)}" name="version checks" time="0">\n      <failure message="the version does not pass its checks" type="version">${xml(extra.join('\n'))}</failure>\n    </testcase>`);
    }
    const counts = { tests: cases.length, failures: report.summary.failed + (extra.length ? 1 : 0), errors: report.summary.invalid, skipped: report.summary.not_run };
    const text = [
        `  <testsuite name="${xml(`${version.kind} ${version.name}`)}" tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="${(report.duration_ms / 1000).toFixed(3)}" timestamp="${xml(report.ran_at)}" file="${xml(testsPath(version, base))}">`,
        // TRUST-04: what the suite's verdict is bound to.
        `    <properties><property name="version_id" value="${xml(version.version_id)}"/><property name="run_key" value="${xml(version.run_key)}"/><property name="path" value="${xml(version.path)}"/></properties>`,
        ...cases,
        '  </testsuite>',
    ].join('\n');
    return { counts, text };
}
/** `base`: the way from the repository root (the working folder) to the tested root, '' when they are one. */
function renderJunit(report, base = '') {
    const suites = report.versions.map((version) => testsuite(version, base));
    // The totals are the suites' own counts added up, "version checks" testcases included.
    const total = { tests: 0, failures: 0, errors: 0 };
    for (const { counts } of suites)
        for (const key of Object.keys(total))
            total[key] += counts[key];
    // The run's wall time; a report without one (merged from shards) adds its versions' up.
    const ms = report.duration_ms ?? report.versions.reduce((sum, v) => sum + v.report.duration_ms, 0);
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="flowgate" time="${(ms / 1000).toFixed(3)}" tests="${total.tests}" failures="${total.failures}" errors="${total.errors}">`,
        ...suites.map((s) => s.text),
        '</testsuites>',
        '',
    ].join('\n');
}

// EXTERNAL MODULE: ./lib/reporters/pretty.js + 3 modules
var pretty = __webpack_require__(48054);
;// CONCATENATED MODULE: ./lib/reporters/report-files.js
/**
 * The report files every front door writes: the JSON report, JUnit, and one report per
 * version under a folder (`DIR/<kind>s/<name>/report.json`). Paths are taken from `cwd`.
 */





/** Writes the pieces to `path` (from `cwd`), making its folder as needed; returns the file's full path. */
function writeFile(path, pieces, cwd) {
    const target = (0,external_node_path_.resolve)(cwd, path);
    (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(target), { recursive: true });
    const fd = (0,external_node_fs_.openSync)(target, 'w');
    try {
        for (const piece of pieces)
            (0,external_node_fs_.writeSync)(fd, piece);
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
    return target;
}
/** The `--json`, `--junit` and `--report-dir` flags of `flowgate test` and `merge-reports`. */
function reportFilesOf(flags) {
    const text = (name) => (typeof flags[name] === 'string' ? flags[name] : undefined);
    const files = {};
    for (const [key, flag] of [['json', 'json'], ['junit', 'junit'], ['reportDir', 'report-dir']]) {
        const value = text(flag);
        if (value !== undefined)
            files[key] = value;
    }
    return files;
}
/** Writes a report file (its path from the door's working folder) and tells the door it did (CLI-35). */
function writeReportFile(ctx, path, pieces) {
    const target = writeFile(path, pieces, ctx.cwd);
    ctx.wrote?.(target);
    return target;
}
/** The JSON report: to FILE, or to standard output without one. */
function jsonReporter(ctx, options = {}) {
    return {
        onRunEnd: ({ report }) => {
            if (options.file !== undefined)
                writeReportFile(ctx, options.file, jsonReportPieces(report));
            else
                for (const piece of jsonReportPieces(report))
                    ctx.io.stdout(piece);
        },
    };
}
/** JUnit XML to FILE. */
function junitReporter(ctx, options) {
    return { onRunEnd: ({ report, root }) => void writeReportFile(ctx, options.file, [renderJunit(report, (0,pretty/* baseOf */.bx)(ctx.cwd, root))]) };
}
/** Each version's report as `DIR/<kind>s/<name>/report.json`, written as the version finishes; the folder is named once. */
function reportDirReporter(ctx, options) {
    let written = 0;
    return {
        onVersionEnd: (version) => {
            writeFile((0,external_node_path_.join)(options.dir, `${version.kind}s`, version.name, 'report.json'), jsonReportPieces(version.report), ctx.cwd);
            written += 1;
        },
        onRunEnd: () => {
            if (written > 0)
                ctx.wrote?.(`${(0,external_node_path_.resolve)(ctx.cwd, options.dir)}/`);
        },
    };
}


/***/ }),

/***/ 38079:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FP: () => (/* binding */ caseProblemInList),
/* harmony export */   dL: () => (/* binding */ caseProblemLines),
/* harmony export */   nB: () => (/* binding */ pathMessage),
/* harmony export */   sF: () => (/* binding */ testsFile)
/* harmony export */ });
/* harmony import */ var _definitions_problems_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83512);
/** How every reporter shows a problem and where a version's tests file is. */

/** `PATH: MESSAGE`, or the message alone when there is no path. */
function pathMessage(problem) {
    return problem.path ? `${problem.path}: ${problem.message}` : problem.message;
}
/** The version's tests.json, relative to the root. */
function testsFile(version) {
    return `${version.path === '.' ? '' : `${version.path}/`}tests.json`;
}
/**
 * A problem of an invalid case as the problem of tests.json that `validate` reports for
 * it: its path from the list's root (`[2].expect.payload`), the way the intake wrote it
 * before the report put it inside the case (pathInCase).
 */
function caseProblemInList(version, c, problem) {
    return {
        file: testsFile(version),
        ...(problem.line !== undefined ? { line: problem.line } : {}),
        ...(problem.col !== undefined ? { col: problem.col } : {}),
        path: pathInList(c.index, problem.path),
        message: problem.message,
    };
}
function pathInList(index, pathInCase) {
    if (index === undefined)
        return pathInCase;
    if (pathInCase === '')
        return `[${index}]`;
    return pathInCase.startsWith('[') ? `[${index}]${pathInCase}` : `[${index}].${pathInCase}`;
}
/**
 * Each problem of a case as one line: an invalid case's as `FILE:LINE[:COL] PATH: MESSAGE`,
 * the same line `validate` prints (CLI-19); why a case did not run as its message.
 */
function caseProblemLines(version, c) {
    const problems = c.problems ?? [];
    return c.status === 'invalid' ? problems.map((p) => (0,_definitions_problems_js__WEBPACK_IMPORTED_MODULE_0__/* .formatProblem */ .V)(caseProblemInList(version, c, p))) : problems.map(pathMessage);
}


/***/ }),

/***/ 15630:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H3: () => (/* binding */ isAttestation),
/* harmony export */   TQ: () => (/* binding */ subjectsText),
/* harmony export */   ZD: () => (/* binding */ hexOf),
/* harmony export */   kV: () => (/* binding */ attestationOf)
/* harmony export */ });
/* unused harmony exports STATEMENT_TYPE, TEST_RESULT_PREDICATE, runUrl */
const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
const TEST_RESULT_PREDICATE = 'https://in-toto.io/attestation/test-result/v0.1';
/** `sha256:abc…` → `abc…`. */
const hexOf = (runKey) => runKey.replace(/^sha256:/, '');
/** The CI run's address, from the variables GitHub sets in a job. */
function runUrl(env) {
    const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: run } = env;
    return server && repository && run ? `${server.replace(/\/+$/, '')}/${repository}/actions/runs/${run}` : undefined;
}
function attestationOf(report, env) {
    const configuration = [];
    if (report.flowgate)
        configuration.push({ name: 'flowgate', annotations: { version: report.flowgate.version, build: report.flowgate.build } });
    if (report.commit)
        configuration.push({ name: 'commit', digest: { gitCommit: report.commit } });
    // What keeps a report from being a gate travels with it, so verify refuses the statement too.
    if (report.partial || report.shard)
        configuration.push({ name: 'run', annotations: { ...(report.partial ? { partial: report.partial } : {}), ...(report.shard ? { shard: report.shard } : {}) } });
    const passedTests = [];
    const failedTests = [];
    for (const version of report.versions) {
        for (const c of version.report.cases)
            (c.status === 'passed' ? passedTests : failedTests).push(`${version.path} › ${c.name}`);
    }
    const url = runUrl(env);
    return {
        _type: STATEMENT_TYPE,
        subject: report.versions.map((version) => ({
            name: version.path,
            digest: { sha256: hexOf(version.run_key) },
            annotations: { kind: version.kind, version_name: version.name, version_id: version.version_id, passed: version.report.passed },
        })),
        predicateType: TEST_RESULT_PREDICATE,
        predicate: { result: report.passed ? 'PASSED' : 'FAILED', configuration, ...(url ? { url } : {}), passedTests, failedTests },
    };
}
/** TRUST-18: `<hex>  <name>` a line, as sha256sum writes it and signing tools read subject checksums. */
function subjectsText(attestation) {
    return attestation.subject.map((subject) => `${subject.digest?.sha256 ?? ''}  ${subject.name}\n`).join('');
}
function isAttestation(value) {
    const statement = value;
    return typeof statement === 'object' && statement !== null && statement._type === STATEMENT_TYPE && statement.predicateType === TEST_RESULT_PREDICATE && Array.isArray(statement.subject) && typeof statement.predicate === 'object';
}


/***/ }),

/***/ 34288:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ie: () => (/* binding */ runSession),
/* harmony export */   RE: () => (/* binding */ reportSession)
/* harmony export */ });
/* unused harmony export commitOf */
/* harmony import */ var node_child_process__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(31421);
/* harmony import */ var _definitions_project_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(99088);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73024);
/* harmony import */ var _definitions_empty_root_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(25416);
/* harmony import */ var _shared_build_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(97270);
/* harmony import */ var _definitions_repository_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(27217);
/* harmony import */ var _sandbox_index_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(33451);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(84988);
/* harmony import */ var _run_all_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3079);
/* harmony import */ var _cache_result_cache_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(76591);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(76760);
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
        const head = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 }).trim();
        return /^[0-9a-f]{40,64}$/.test(head) ? { commit: head } : {};
    }
    catch {
        return {};
    }
}
/** How many files under `dir` git tracks (0 outside a work tree, or when git is not there). */
function committedFiles(dir) {
    if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_2__.existsSync)(dir))
        return 0;
    try {
        const listed = (0,node_child_process__WEBPACK_IMPORTED_MODULE_0__.execFileSync)('git', ['ls-files', '-z', '--', '.'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 });
        return listed.split('\0').filter(Boolean).length;
    }
    catch {
        return 0;
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
        const project = (0,_definitions_project_js__WEBPACK_IMPORTED_MODULE_1__/* .loadProject */ .g)(options.root);
        const cacheChoice = options.cache ?? (project.cache ? {} : false);
        const cacheDir = cacheChoice === false ? undefined : (cacheChoice.dir ?? (0,node_path__WEBPACK_IMPORTED_MODULE_9__.join)(options.root, _cache_result_cache_js__WEBPACK_IMPORTED_MODULE_8__/* .DEFAULT_CACHE_DIR */ .Ti));
        const notices = [];
        // A report in the cache must have been made by flowgate on this machine (or restored by the
        // Action): one that came with the checkout could be anyone's, and is never trusted.
        const tracked = cacheDir === undefined ? 0 : committedFiles(cacheDir);
        if (tracked > 0)
            notices.push(`the result cache ${cacheDir} holds ${tracked} file(s) committed to the repository; a committed report could be anyone's, so the cache is not used (remove them with git rm -r --cached and keep .flowgate/ in .gitignore)`);
        const cache = cacheChoice === false || tracked > 0 ? undefined : new _cache_result_cache_js__WEBPACK_IMPORTED_MODULE_8__/* .ResultCache */ .Ai({ dir: cacheDir, ...(cacheChoice.verifyEvery !== undefined ? { verifyEvery: cacheChoice.verifyEvery } : {}) });
        const found = (0,_definitions_repository_js__WEBPACK_IMPORTED_MODULE_5__/* .indexRepository */ .B)(options.root, { project, onScriptsFound: () => (0,_sandbox_index_js__WEBPACK_IMPORTED_MODULE_6__/* .prestartSandbox */ .jV)('repeatable'), ...(cache ? { memo: cache.memo } : {}) });
        const only = options.only && new Set(options.only);
        const repo = only ? { ...found, sources: found.sources.filter((source) => only.has(source.location.dir)) } : found;
        const ran = await (0,_run_all_js__WEBPACK_IMPORTED_MODULE_7__/* .testRepository */ .vp)(repo, {
            ...(options.shard ? { shard: options.shard } : {}),
            ...(options.filter !== undefined ? { filter: options.filter } : {}),
            ...(options.trace ? { trace: options.trace } : {}),
            ...(options.minCoverage !== undefined ? { minCoverage: options.minCoverage } : {}),
            ...(cache ? { cache } : {}),
            ...(options.workers !== undefined ? { workers: options.workers } : {}),
            onVersionEnd: (version) => tell(reporters, 'onVersionEnd', version),
        });
        cache?.prune();
        cache?.saveMemo();
        const empty = (0,_definitions_empty_root_js__WEBPACK_IMPORTED_MODULE_3__/* .emptyRoot */ .K)(found, rootLabel);
        const allowedEmpty = empty !== undefined && options.allowEmpty === true;
        const seconds = (performance.now() - started) / 1000;
        const partial = options.filter !== undefined;
        const metadata = {
            flowgate: _shared_build_js__WEBPACK_IMPORTED_MODULE_4__/* .flowgateBuild */ .g,
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
        const ok = partial ? !nothingMatched && ran.versions.every(_report_js__WEBPACK_IMPORTED_MODULE_10__/* .everyCaseThatRanPassed */ .gy) : passed;
        const end = { report, ok, ...(nothingMatched ? { nothingMatched } : {}), ...(empty ? { empty } : {}), allowedEmpty, ...place, seconds, ...(notices.length ? { notices } : {}) };
        await tell(reporters, 'onRunEnd', end);
        return end;
    }
    finally {
        if (options.closeSandbox)
            await (0,_sandbox_index_js__WEBPACK_IMPORTED_MODULE_6__/* .closeSandbox */ .c)();
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
