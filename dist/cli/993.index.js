export const id = 993;
export const ids = [993];
export const modules = {

/***/ 77993:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   testCommand: () => (/* binding */ testCommand)
/* harmony export */ });
/* harmony import */ var _reporters_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(13639);
/* harmony import */ var _reporters_pretty_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(84643);
/* harmony import */ var _reporters_report_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17760);
/* harmony import */ var _shared_command_line_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66107);
/* harmony import */ var _shared_shard_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(95989);
/* harmony import */ var _testing_session_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(27487);
/* harmony import */ var _testing_trace_mode_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(12799);
/* harmony import */ var _empty_root_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(66516);
/** `flowgate test [ROOT]`: runs every version's cases and reports them (CLI-01). */








/** What `--reporter` picks: what the terminal shows. */
const TERMINAL_REPORTERS = ['pretty', 'github', 'json'];
function shardFlag(text) {
    const parsed = (0,_shared_shard_js__WEBPACK_IMPORTED_MODULE_5__/* .parseShard */ .u)(text);
    if ('error' in parsed)
        throw new _shared_command_line_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--shard ${parsed.error}`);
    return parsed.shard;
}
/** CLI-28: `--trace on|off|failed`. */
function traceFlag(text) {
    if (!(0,_testing_trace_mode_js__WEBPACK_IMPORTED_MODULE_6__/* .isTraceMode */ .N8)(text))
        throw new _shared_command_line_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('--trace takes on, off or failed');
    return text;
}
/** CLI-29: `--coverage lcov FILE` takes two values, which parseArgs does not; taken out before it. */
function coverageFlag(argv) {
    const at = argv.findIndex((arg) => arg === '--coverage' || arg.startsWith('--coverage='));
    if (at < 0)
        return { rest: [...argv] };
    const inline = argv[at].startsWith('--coverage=') ? argv[at].slice('--coverage='.length) : undefined;
    const format = inline ?? argv[at + 1];
    const file = argv[at + (inline === undefined ? 2 : 1)];
    if (format !== 'lcov')
        throw new _shared_command_line_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('--coverage takes the format lcov, then a FILE');
    if (file === undefined || file.startsWith('--'))
        throw new _shared_command_line_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('--coverage lcov needs a FILE');
    const rest = [...argv];
    rest.splice(at, inline === undefined ? 3 : 2);
    if (rest.some((arg) => arg === '--coverage' || arg.startsWith('--coverage=')))
        throw new _shared_command_line_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('--coverage is given twice');
    return { rest, lcovFile: file };
}
/** CLI-29: `--min-coverage N`, a percentage from 0 to 100. */
function minCoverageFlag(text) {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100)
        throw new _shared_command_line_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('--min-coverage takes a percentage from 0 to 100');
    return value;
}
async function testCommand(argv, io) {
    const { rest, lcovFile } = coverageFlag(argv);
    const { positionals, flags } = (0,_shared_command_line_js__WEBPACK_IMPORTED_MODULE_3__/* .parseArgs */ .Zy)(rest, {
        json: true, junit: true, 'report-dir': true, shard: true, filter: true, reporter: true, 'allow-empty': false, trace: true, html: true, 'min-coverage': true,
    });
    if (positionals.length > 1)
        throw new _shared_command_line_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('test takes one ROOT folder');
    const terminal = typeof flags.reporter === 'string' ? flags.reporter : io.env.GITHUB_ACTIONS === 'true' ? 'github' : 'pretty';
    if (!TERMINAL_REPORTERS.includes(terminal))
        throw new _shared_command_line_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb('--reporter takes pretty, github or json');
    const text = (name) => (typeof flags[name] === 'string' ? flags[name] : undefined);
    const trace = text('trace');
    const minCoverage = text('min-coverage');
    const shard = text('shard');
    const filter = text('filter');
    const rootLabel = positionals[0] ?? '.';
    const options = {
        root: (0,_shared_command_line_js__WEBPACK_IMPORTED_MODULE_3__/* .rootFolder */ .Vm)(positionals[0], io.cwd),
        rootLabel,
        ...(shard !== undefined ? { shard: shardFlag(shard) } : {}),
        ...(filter !== undefined ? { filter } : {}),
        ...(trace !== undefined ? { trace: traceFlag(trace) } : {}),
        ...(minCoverage !== undefined ? { minCoverage: minCoverageFlag(minCoverage) } : {}),
        allowEmpty: flags['allow-empty'] === true,
    };
    const files = (0,_reporters_report_files_js__WEBPACK_IMPORTED_MODULE_2__/* .reportFilesOf */ .Vh)(flags);
    const chosen = [
        ...(files.json !== undefined ? [{ name: 'json', options: { file: files.json } }] : []),
        ...(files.junit !== undefined ? [{ name: 'junit', options: { file: files.junit } }] : []),
        ...(files.reportDir !== undefined ? [{ name: 'report-dir', options: { dir: files.reportDir } }] : []),
        ...(lcovFile !== undefined ? [{ name: 'lcov', options: { file: lcovFile } }] : []),
        ...(text('html') !== undefined ? [{ name: 'html', options: { dir: text('html') } }] : []),
        { name: terminal },
    ];
    const reporters = (0,_reporters_index_js__WEBPACK_IMPORTED_MODULE_0__/* .createReporters */ .r)(chosen, { cwd: io.cwd, io, env: io.env, color: (0,_reporters_pretty_js__WEBPACK_IMPORTED_MODULE_1__/* .colorFor */ .dR)(process.stdout, io.env) });
    const end = await (0,_testing_session_js__WEBPACK_IMPORTED_MODULE_4__/* .runSession */ .I)(options, reporters);
    if (end.empty)
        (0,_empty_root_js__WEBPACK_IMPORTED_MODULE_7__/* .sayEmptyRoot */ .b)(end.empty, end.allowedEmpty, io);
    return end.report.passed ? 0 : 1;
}


/***/ }),

/***/ 66516:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ sayEmptyRoot)
/* harmony export */ });
function sayEmptyRoot(empty, allowed, io) {
    io.stderr(allowed ? `flowgate: note: ${empty.message}; --allow-empty lets that pass\n` : `flowgate: ${empty.message}; pass --allow-empty if that is expected\n`);
}


/***/ }),

/***/ 95989:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ parseShard)
/* harmony export */ });
/** `I/N`: which of N shards a run tests (CLI-08), as the CLI's `--shard` and the Action's `shard` take it. */
/**
 * `2/4` → shard 2 of 4. The error completes "--shard …" or "input shard …", so each
 * front door names its own option: `takes I/N with 1 <= I <= N, like 2/4`.
 */
function parseShard(text) {
    const match = /^(\d+)\/(\d+)$/.exec(text.trim());
    const index = Number(match?.[1]);
    const count = Number(match?.[2]);
    if (!match || count < 1 || index < 1 || index > count)
        return { error: 'takes I/N with 1 <= I <= N, like 2/4' };
    return { shard: { index, count } };
}


/***/ })

};
