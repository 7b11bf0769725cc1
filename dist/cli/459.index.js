export const id = 459;
export const ids = [459];
export const modules = {

/***/ 26459:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   mergeReportsCommand: () => (/* binding */ mergeReportsCommand)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var _reporters_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(28417);
/* harmony import */ var _reporters_report_files_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(17760);
/* harmony import */ var _shared_command_line_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(66107);
/* harmony import */ var _testing_merge_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(90848);
/* harmony import */ var _testing_session_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(34288);
/* harmony import */ var _written_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(25997);
/** `flowgate merge-reports FILE...`: merges the --json reports of a run's shards into one (CLI-14, TRUST-11, TRUST-12). */








function readReport(file, cwd) {
    let parsed;
    try {
        parsed = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(cwd, file), 'utf8'));
    }
    catch (error) {
        // As an unreadable root: the command cannot start.
        throw new _shared_command_line_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb(`cannot read ${file}: ${error.message}`);
    }
    if (!(0,_testing_merge_js__WEBPACK_IMPORTED_MODULE_5__/* .isRunReport */ .CU)(parsed))
        throw new _testing_merge_js__WEBPACK_IMPORTED_MODULE_5__/* .MergeRefused */ .XH(`${file} is not a report written by flowgate test --json`);
    return { file, report: parsed };
}
async function mergeReportsCommand(argv, io) {
    const { positionals, flags } = (0,_shared_command_line_js__WEBPACK_IMPORTED_MODULE_4__/* .parseArgs */ .Zy)(argv, { json: true, junit: true, reporter: true });
    if (positionals.length === 0)
        throw new _shared_command_line_js__WEBPACK_IMPORTED_MODULE_4__/* .UsageError */ .eb('merge-reports needs the --json files of the shards');
    let merged;
    try {
        merged = (0,_testing_merge_js__WEBPACK_IMPORTED_MODULE_5__/* .mergeShardReports */ .mO)(positionals.map((file) => readReport(file, io.cwd)));
    }
    catch (error) {
        // Nothing is written for a set that is not one run's every shard.
        if (!(error instanceof _testing_merge_js__WEBPACK_IMPORTED_MODULE_5__/* .MergeRefused */ .XH))
            throw error;
        io.stderr(`flowgate merge-reports: ${error.message}\n`);
        return 1;
    }
    const files = (0,_reporters_report_files_js__WEBPACK_IMPORTED_MODULE_3__/* .reportFilesOf */ .Vh)(flags);
    const written = [];
    // Without --json the merged report goes to standard output.
    const reporters = (0,_reporters_index_js__WEBPACK_IMPORTED_MODULE_2__/* .createReporters */ .r)([{ name: 'json', options: files.json !== undefined ? { file: files.json } : {} }, ...(files.junit !== undefined ? [{ name: 'junit', options: { file: files.junit } }] : [])], { cwd: io.cwd, io, env: io.env, wrote: (path) => written.push(path) });
    const end = await (0,_testing_session_js__WEBPACK_IMPORTED_MODULE_6__/* .reportSession */ .RE)(merged, { root: io.cwd, rootLabel: '.' }, reporters);
    (0,_written_js__WEBPACK_IMPORTED_MODULE_7__/* .sayWritten */ .l)(written, io, files.json === undefined ? 'stderr' : 'stdout');
    return end.report.passed ? 0 : 1;
}


/***/ }),

/***/ 90848:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CU: () => (/* binding */ isRunReport),
/* harmony export */   XH: () => (/* binding */ MergeRefused),
/* harmony export */   mO: () => (/* binding */ mergeShardReports)
/* harmony export */ });
/* harmony import */ var _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(22730);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84988);
/**
 * CLI-14, TRUST-11, TRUST-12: the JSON reports of a run's shards joined into the report
 * an unsharded run gives. Only a complete set is merged: shards 1 to N of one N, each
 * once, all of one commit and one flowgate build; anything else is refused, naming what
 * is missing, repeated or mixed, since a merge that lacks a shard would pass without it.
 */


/** A set of reports that is not one run's complete set of shards. */
class MergeRefused extends _shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .FlowgateError */ .g {
    static {
        (0,_shared_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .brandError */ .c)(this, 'MergeRefused');
    }
    code = 'FLOWGATE_MERGE_REFUSED';
    name = 'MergeRefused';
}
/** Whether a parsed file has the shape of a `--json` report. */
function isRunReport(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const versions = value.versions;
    return (Array.isArray(versions) &&
        versions.every((v) => typeof v === 'object' && v !== null && typeof v.path === 'string' && typeof v.report?.passed === 'boolean' && typeof v.report?.summary === 'object'));
}
const buildOf = (report) => (report.flowgate ? `${report.flowgate.version} (build ${report.flowgate.build})` : 'no flowgate build');
/** The one value every report has for `read`, or a refusal naming the two that differ. */
function sameIn(files, read, what) {
    const first = files[0];
    const other = files.find((f) => read(f.report) !== read(first.report));
    if (other)
        throw new MergeRefused(`the shards are of different runs: ${first.file} has ${what} ${read(first.report)}, ${other.file} has ${read(other.report)}; merge the shards of one run`);
}
/** Checks the set is shards 1 to N of one N, each once, of one commit and build. */
function checkCompleteSet(files) {
    const unsharded = files.find((f) => !f.report.shard);
    if (unsharded)
        throw new MergeRefused(`${unsharded.file} is not a shard's report (it has no shard); merge the reports that flowgate test --shard I/N wrote`);
    sameIn(files, (r) => String(r.shard.total), 'shards in all:');
    sameIn(files, (r) => r.commit ?? 'no commit', 'commit');
    sameIn(files, buildOf, 'flowgate');
    const total = files[0].report.shard.total;
    const seen = new Map();
    for (const { file, report } of files) {
        const index = report.shard.index;
        const earlier = seen.get(index);
        if (earlier !== undefined)
            throw new MergeRefused(`shard ${index} of ${total} is given twice: ${earlier} and ${file}; give each shard once`);
        seen.set(index, file);
    }
    const missing = Array.from({ length: total }, (_, at) => at + 1).filter((index) => !seen.has(index));
    if (missing.length)
        throw new MergeRefused(`${missing.length === 1 ? 'shard' : 'shards'} ${missing.join(', ')} of ${total} ${missing.length === 1 ? 'is' : 'are'} missing; a merge without every shard would pass without their versions`);
    return total;
}
/** The merged report: no `shard`, every shard's versions in path order, passing only when every version passed and no shard was partial. */
function mergeShardReports(files) {
    if (files.length === 0)
        throw new MergeRefused('no report to merge');
    checkCompleteSet(files);
    const byPath = new Map();
    for (const { report } of files)
        for (const version of report.versions)
            if (!byPath.has(version.path))
                byPath.set(version.path, version);
    const versions = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const reports = files.map((f) => f.report);
    const first = reports[0];
    const partial = reports.find((r) => r.partial)?.partial;
    const ranAt = reports.map((r) => r.ran_at).filter((at) => at !== undefined).sort()[0];
    return {
        passed: versions.every((v) => v.report.passed) && reports.every((r) => r.passed) && !partial,
        summary: (0,_report_js__WEBPACK_IMPORTED_MODULE_1__/* .addSummaries */ .sH)(versions.map((v) => v.report.summary)),
        ...(first.flowgate ? { flowgate: first.flowgate } : {}),
        ...(first.commit ? { commit: first.commit } : {}),
        ...(ranAt ? { ran_at: ranAt } : {}),
        // The shards ran side by side: the run took as long as its longest shard.
        duration_ms: Math.max(0, ...reports.map((r) => r.duration_ms ?? 0)),
        ...(partial ? { partial } : {}),
        versions,
    };
}


/***/ })

};
