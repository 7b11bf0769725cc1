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

// EXTERNAL MODULE: ./lib/reporters/index.js + 10 modules
var lib_reporters = __webpack_require__(13639);
// EXTERNAL MODULE: ./lib/reporters/report-files.js + 2 modules
var report_files = __webpack_require__(17760);
// EXTERNAL MODULE: ./lib/testing/session.js + 3 modules
var session = __webpack_require__(27487);
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
async function mergeReportsCommand(argv, io) {
    const { positionals, flags } = (0,command_line/* parseArgs */.Zy)(argv, { json: true, junit: true, reporter: true });
    if (positionals.length === 0)
        throw new command_line/* UsageError */.eb('merge-reports needs the --json files of the shards');
    const merged = mergeReports(positionals.map((file) => readReport(file, io.cwd)));
    const files = (0,report_files/* reportFilesOf */.Vh)(flags);
    // Without --json the merged report goes to standard output.
    const reporters = (0,lib_reporters/* createReporters */.r)([{ name: 'json', options: files.json !== undefined ? { file: files.json } : {} }, ...(files.junit !== undefined ? [{ name: 'junit', options: { file: files.junit } }] : [])], { cwd: io.cwd, io, env: io.env });
    const end = await (0,session/* reportSession */.R)(merged, { root: io.cwd, rootLabel: '.' }, reporters);
    return end.report.passed ? 0 : 1;
}


/***/ })

};
