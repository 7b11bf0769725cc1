export const id = 914;
export const ids = [914];
export const modules = {

/***/ 14914:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mergeReportsCommand: () => (/* binding */ mergeReportsCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/shared/command-line.js
var command_line = __webpack_require__(66107);
// EXTERNAL MODULE: ./lib/testing/report.js
var report = __webpack_require__(84988);
;// CONCATENATED MODULE: ./lib/testing/merge.js
/** CLI-14: the `--json` reports of shards joined into the report an unsharded run gives. */

/** Whether a parsed file has the shape of a `--json` report. */
function isRunReport(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const versions = value.versions;
    return (Array.isArray(versions) &&
        versions.every((v) => typeof v === 'object' && v !== null && typeof v.path === 'string' && typeof v.report?.passed === 'boolean' && typeof v.report?.summary === 'object'));
}
function mergeReports(reports) {
    const byPath = new Map();
    for (const report of reports)
        for (const version of report.versions)
            if (!byPath.has(version.path))
                byPath.set(version.path, version);
    const versions = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    return {
        passed: versions.every((v) => v.report.passed),
        summary: (0,report/* addSummaries */.s)(versions.map((v) => v.report.summary)),
        versions,
    };
}

// EXTERNAL MODULE: ./lib/reporters/report-files.js + 1 modules
var report_files = __webpack_require__(6839);
;// CONCATENATED MODULE: ./lib/cli/commands/merge-reports.js
/** `flowgate merge-reports FILE...`: merges the --json reports of shards into one. */





function readReport(file, cwd) {
    let parsed;
    try {
        parsed = JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.resolve)(cwd, file), 'utf8'));
    }
    catch (error) {
        throw new command_line/* UsageError */.eb(`cannot read ${file}: ${error.message}`);
    }
    if (!isRunReport(parsed))
        throw new command_line/* UsageError */.eb(`${file} is not a report written by flowgate test --json`);
    return parsed;
}
function mergeReportsCommand(argv, io) {
    const { positionals, flags } = (0,command_line/* parseArgs */.Zy)(argv, { json: true, junit: true, reporter: true });
    if (positionals.length === 0)
        throw new command_line/* UsageError */.eb('merge-reports needs the --json files of the shards');
    const merged = mergeReports(positionals.map((file) => readReport(file, io.cwd)));
    (0,report_files/* writeReports */.L)(merged, (0,report_files/* reportFilesOf */.V)(flags), io.cwd);
    if (typeof flags.json !== 'string')
        io.stdout(`${JSON.stringify(merged, null, 2)}\n`);
    return merged.passed ? 0 : 1;
}


/***/ }),

/***/ 83512:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ formatProblem),
/* harmony export */   j: () => (/* binding */ formatPath)
/* harmony export */ });
/**
 * Save-time problems with a version or its tests, and their one-line form
 * `FILE:LINE[:COL] PATH: MESSAGE` (CLI-19).
 */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/**
 * `given.http[0].match.metod`; keys that are not identifiers as `['x.csv']`, the same
 * way expressions read them (`artifacts['x.csv']`, `''` for a quote).
 */
function formatPath(segments) {
    let out = '';
    for (const segment of segments) {
        if (typeof segment === 'number')
            out += `[${segment}]`;
        else if (IDENTIFIER.test(segment))
            out += out === '' ? segment : `.${segment}`;
        else
            out += `['${escapeKey(segment)}']`;
    }
    return out;
}
function escapeKey(key) {
    // Control characters would break the one-line form.
    return key.replaceAll("'", "''").replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** One line, whatever the message holds, so each problem is one annotation. */
function formatProblem(p) {
    let location = p.file;
    if (p.line !== undefined) {
        location += `:${p.line}`;
        if (p.col !== undefined)
            location += `:${p.col}`;
    }
    const message = oneLine(p.message);
    return p.path ? `${location} ${oneLine(p.path)}: ${message}` : `${location}: ${message}`;
}
function oneLine(text) {
    return text.replace(/\s*[\r\n]+\s*/g, ' ');
}


/***/ }),

/***/ 90846:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ jsonReportPieces)
/* harmony export */ });
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


/***/ }),

/***/ 6839:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V: () => (/* binding */ reportFilesOf),
  L: () => (/* binding */ writeReports)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/reporters/json.js
var json = __webpack_require__(90846);
// EXTERNAL MODULE: ./lib/definitions/problems.js
var problems = __webpack_require__(83512);
// EXTERNAL MODULE: ./lib/reporters/text.js
var reporters_text = __webpack_require__(38079);
;// CONCATENATED MODULE: ./lib/reporters/junit.js
/**
 * JUnit XML (CLI-06): one testsuite per version, one testcase per case, failures with their sentences.
 * Only what Jenkins' junit-10.xsd allows, the schema test-report tools check files against:
 * `skipped` is an attribute of a testsuite but not of testsuites.
 */


function xml(text) {
    return text
        .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;');
}
function failureText(version, c) {
    const lines = (0,reporters_text/* caseProblemLines */.dL)(version, c);
    for (const check of c.checks.filter((k) => !k.passed)) {
        lines.push(check.sentence);
        if (check.expected !== undefined)
            lines.push(`  expected: ${check.expected}`);
        if (check.actual !== undefined)
            lines.push(`  actual:   ${check.actual}`);
    }
    return lines.join('\n');
}
function testcase(version, c) {
    const open = `    <testcase classname="${xml(`${version.kind}s.${version.name}`)}" name="${xml(c.name)}" time="${(c.duration_ms / 1000).toFixed(3)}"`;
    if (c.status === 'passed')
        return `${open}/>`;
    const text = xml(failureText(version, c));
    if (c.status === 'not_run')
        return `${open}>\n      <skipped message="${xml(c.problems?.[0]?.message ?? 'not run')}"/>\n    </testcase>`;
    const tag = c.status === 'invalid' ? 'error' : 'failure';
    const first = c.status === 'invalid' ? 'invalid case' : (c.checks.find((k) => !k.passed)?.sentence ?? 'failed');
    return `${open}>\n      <${tag} message="${xml(first)}" type="${c.status}">${text}</${tag}>\n    </testcase>`;
}
function testsuite(version) {
    const { report } = version;
    const extra = [];
    for (const p of report.problems)
        extra.push((0,problems/* formatProblem */.V)(p));
    for (const m of report.minimum.missing)
        extra.push(`minimum: ${m.message} fix: ${m.fix}`);
    const cases = report.cases.map((c) => testcase(version, c));
    if (extra.length) {
        cases.push(`    <testcase classname="${xml(`${version.kind}s.${version.name}`)}" name="version checks" time="0">\n      <failure message="the version does not pass its checks" type="version">${xml(extra.join('\n'))}</failure>\n    </testcase>`);
    }
    const counts = { tests: cases.length, failures: report.summary.failed + (extra.length ? 1 : 0), errors: report.summary.invalid, skipped: report.summary.not_run };
    const text = [
        `  <testsuite name="${xml(`${version.kind} ${version.name}`)}" tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="${(report.duration_ms / 1000).toFixed(3)}" timestamp="${xml(report.ran_at)}">`,
        `    <properties><property name="version_id" value="${xml(version.version_id)}"/><property name="path" value="${xml(version.path)}"/></properties>`,
        ...cases,
        '  </testsuite>',
    ].join('\n');
    return { counts, text };
}
function renderJunit(report) {
    const suites = report.versions.map(testsuite);
    // The totals are the suites' own counts added up, "version checks" testcases included.
    const total = { tests: 0, failures: 0, errors: 0 };
    for (const { counts } of suites)
        for (const key of Object.keys(total))
            total[key] += counts[key];
    return [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<testsuites name="flowgate" tests="${total.tests}" failures="${total.failures}" errors="${total.errors}">`,
        ...suites.map((s) => s.text),
        '</testsuites>',
        '',
    ].join('\n');
}

;// CONCATENATED MODULE: ./lib/reporters/report-files.js
/**
 * The report files every front door writes: the JSON report, JUnit, and one report per
 * version under a folder (`DIR/<kind>s/<name>/report.json`). Paths are taken from `cwd`.
 */




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
}
function writeReports(report, files, cwd) {
    if (files.json)
        writeFile(files.json, (0,json/* jsonReportPieces */.k)(report), cwd);
    if (files.junit)
        writeFile(files.junit, [renderJunit(report)], cwd);
    if (files.reportDir) {
        for (const version of report.versions) {
            writeFile((0,external_node_path_.join)(files.reportDir, `${version.kind}s`, version.name, 'report.json'), (0,json/* jsonReportPieces */.k)(version.report), cwd);
        }
    }
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

/***/ 84988:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ summarize),
/* harmony export */   s: () => (/* binding */ addSummaries)
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


/***/ })

};
