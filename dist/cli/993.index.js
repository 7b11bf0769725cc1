export const id = 993;
export const ids = [993];
export const modules = {

/***/ 77993:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   testCommand: () => (/* binding */ testCommand)
/* harmony export */ });
/* harmony import */ var _reporters_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(28417);
/* harmony import */ var _reporters_pretty_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(48054);
/* harmony import */ var _reporters_report_files_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17760);
/* harmony import */ var _shared_command_line_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(66107);
/* harmony import */ var _testing_session_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(74402);
/* harmony import */ var _testing_session_options_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(89291);
/* harmony import */ var _empty_root_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(66516);
/* harmony import */ var _written_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(25997);
/** `flowgate test [ROOT]`: runs every version's cases and reports them (CLI-01). */








/** What `--reporter` picks: what the terminal shows. */
const TERMINAL_REPORTERS = ['pretty', 'github', 'json'];
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
/** A session option from its flag, refused as a usage error naming the flag. */
function flag(name, text) {
    return (0,_testing_session_options_js__WEBPACK_IMPORTED_MODULE_5__/* .readSessionOption */ .c)(name, text, (why) => new _shared_command_line_js__WEBPACK_IMPORTED_MODULE_3__/* .UsageError */ .eb(`--${name} ${why}`));
}
async function testCommand(argv, io) {
    const { rest, lcovFile } = coverageFlag(argv);
    const { positionals, flags } = (0,_shared_command_line_js__WEBPACK_IMPORTED_MODULE_3__/* .parseArgs */ .Zy)(rest, {
        json: true, junit: true, 'report-dir': true, shard: true, filter: true, reporter: true, 'allow-empty': false, trace: true, html: true, 'min-coverage': true, attest: true,
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
        ...(shard !== undefined ? { shard: flag('shard', shard) } : {}),
        ...(filter !== undefined ? { filter } : {}),
        ...(trace !== undefined ? { trace: flag('trace', trace) } : {}),
        ...(minCoverage !== undefined ? { minCoverage: flag('min-coverage', minCoverage) } : {}),
        allowEmpty: flags['allow-empty'] === true,
    };
    const files = (0,_reporters_report_files_js__WEBPACK_IMPORTED_MODULE_2__/* .reportFilesOf */ .Vh)(flags);
    const chosen = [
        ...(files.json !== undefined ? [{ name: 'json', options: { file: files.json } }] : []),
        ...(files.junit !== undefined ? [{ name: 'junit', options: { file: files.junit } }] : []),
        ...(files.reportDir !== undefined ? [{ name: 'report-dir', options: { dir: files.reportDir } }] : []),
        ...(lcovFile !== undefined ? [{ name: 'lcov', options: { file: lcovFile } }] : []),
        ...(text('html') !== undefined ? [{ name: 'html', options: { dir: text('html') } }] : []),
        ...(text('attest') !== undefined ? [{ name: 'attest', options: { file: text('attest') } }] : []),
        { name: terminal },
    ];
    const written = [];
    const reporters = (0,_reporters_index_js__WEBPACK_IMPORTED_MODULE_0__/* .createReporters */ .r)(chosen, { cwd: io.cwd, io, env: io.env, color: (0,_reporters_pretty_js__WEBPACK_IMPORTED_MODULE_1__/* .colorFor */ .dR)(process.stdout, io.env), wrote: (path) => written.push(path) });
    const end = await (0,_testing_session_js__WEBPACK_IMPORTED_MODULE_4__/* .runSession */ .Ie)({ ...options, env: io.env }, reporters);
    if (end.empty)
        (0,_empty_root_js__WEBPACK_IMPORTED_MODULE_7__/* .sayEmptyRoot */ .b)(end.empty, end.allowedEmpty, io);
    // TRUST-08: a filter that matches nothing is a mistake, not a pass.
    if (end.nothingMatched)
        io.stderr(`flowgate: the filter ${JSON.stringify(filter)} matches no version or case under ${rootLabel}\n`);
    // CLI-35: on standard error when standard output is the JSON report.
    (0,_written_js__WEBPACK_IMPORTED_MODULE_6__/* .sayWritten */ .l)(written, io, terminal === 'json' ? 'stderr' : 'stdout');
    return end.ok ? 0 : 1;
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

/***/ 89291:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  c: () => (/* binding */ readSessionOption)
});

// UNUSED EXPORTS: SESSION_TEXT_OPTIONS

;// CONCATENATED MODULE: ./lib/shared/shard.js
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

// EXTERNAL MODULE: ./lib/testing/trace/mode.js
var mode = __webpack_require__(12799);
;// CONCATENATED MODULE: ./lib/testing/session-options.js
/**
 * The session's options that doors take as text (a flag, an input, a tool argument),
 * each read once, here. A refusal completes "--NAME …" or "input NAME …", so each door
 * names its own option: `takes on, off or failed`.
 */


const SESSION_TEXT_OPTIONS = {
    /** CLI-08: `I/N`. */
    shard: (text) => {
        const parsed = parseShard(text);
        return 'error' in parsed ? parsed : { value: parsed.shard };
    },
    /** CLI-28: `on`, `off` or `failed`. */
    trace: (text) => ((0,mode/* isTraceMode */.N8)(text.trim()) ? { value: text.trim() } : { error: 'takes on, off or failed' }),
    /** CLI-29: a percentage from 0 to 100. */
    'min-coverage': (text) => {
        const value = Number(text);
        return text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100 ? { error: 'takes a percentage from 0 to 100' } : { value };
    },
};
/** The option's value, or throws `refuse(error)` (the door's own error, naming its option). */
function readSessionOption(name, text, refuse) {
    const parsed = SESSION_TEXT_OPTIONS[name](text);
    if ('error' in parsed)
        throw refuse(parsed.error);
    return parsed.value;
}


/***/ })

};
