export const id = 523;
export const ids = [523];
export const modules = {

/***/ 14523:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  testCommand: () => (/* binding */ testCommand)
});

// EXTERNAL MODULE: ./lib/reporters/index.js + 11 modules
var lib_reporters = __webpack_require__(28417);
// EXTERNAL MODULE: ./lib/reporters/pretty.js + 3 modules
var pretty = __webpack_require__(48054);
// EXTERNAL MODULE: ./lib/reporters/report-files.js + 2 modules
var report_files = __webpack_require__(17760);
// EXTERNAL MODULE: ./lib/shared/command-line.js
var command_line = __webpack_require__(66107);
// EXTERNAL MODULE: ./lib/testing/session.js
var session = __webpack_require__(34288);
// EXTERNAL MODULE: ./lib/testing/session-options.js + 1 modules
var session_options = __webpack_require__(89291);
// EXTERNAL MODULE: ./lib/cli/empty-root.js
var empty_root = __webpack_require__(66516);
// EXTERNAL MODULE: ./lib/cli/written.js
var cli_written = __webpack_require__(25997);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./lib/definitions/repository.js + 91 modules
var repository = __webpack_require__(27217);
;// CONCATENATED MODULE: ./lib/testing/watch.js
/**
 * Watch mode (flowgate.md §12, WATCH-01..10): a first round runs every version, then each
 * change re-runs only what it affects. A change inside a workflow version's folder re-runs
 * that version; `flowgate.yaml` re-runs every one; anything else (a template, a library
 * action, `connections.yaml`, an API document, a folder that appears or disappears) is
 * decided by the run keys, which cover exactly what each version's run depends on: the
 * versions whose run key changed, or that are new, run again. Changes made during a round
 * wait for the next one. The sandbox stays warm between rounds.
 */




/** Folders and files that are flowgate's or the tools' own, never the repository's definitions. */
function ignored(path) {
    return path.split('/').some((part) => part.startsWith('.') || part === 'node_modules');
}
const SETTINGS = new Set(['flowgate.yaml', 'flowgate.yml']);
class WatchSession {
    #options;
    #watch;
    #known = new Map();
    #pendingPaths = new Set();
    #pendingCause;
    #lastRan = [];
    #filter;
    #running;
    #timer;
    #watcher;
    #closed = false;
    constructor(options, watchOptions = {}) {
        this.#options = options;
        this.#watch = watchOptions;
    }
    get status() {
        const versions = [...this.#known.values()];
        return {
            versions: versions.length,
            passed: versions.filter((v) => v.result?.report.passed === true).length,
            failed: versions.filter((v) => v.result !== undefined && !v.result.report.passed).length,
            pending: versions.filter((v) => v.result === undefined).length,
            ...(this.#filter !== undefined ? { filter: this.#filter } : {}),
        };
    }
    /** Runs the first round and starts watching. */
    async start() {
        this.#watcher = (0,external_node_fs_.watch)(this.#options.root, { recursive: true }, (_event, name) => {
            if (name === null)
                return;
            const path = String(name).split(external_node_path_.sep).join('/');
            if (ignored(path))
                return;
            this.#pendingPaths.add(path);
            this.#schedule('change');
        });
        this.#refreshKnown();
        await this.#round('start', [...this.#known.keys()], new Set());
    }
    /** `a`: every version. `f`: those that failed. Enter: the last round's again. */
    request(cause) {
        this.#schedule(cause, 0);
    }
    /** `p`: only versions whose name or folder holds `text` (empty: every version again). */
    setFilter(text) {
        this.#filter = text.trim() === '' ? undefined : text.trim();
        this.#schedule('filter', 0);
    }
    /** Resolves when no round is running or waiting. */
    async idle() {
        while (this.#running || this.#timer)
            await (this.#running ?? new Promise((resolve) => setTimeout(resolve, this.#watch.debounceMs ?? 30)));
    }
    async close() {
        this.#closed = true;
        this.#watcher?.close();
        if (this.#timer)
            clearTimeout(this.#timer);
        this.#timer = undefined;
        await this.#running;
    }
    #schedule(cause, delay = this.#watch.debounceMs ?? 30) {
        if (this.#closed)
            return;
        // A key asks for more than a change does; the last key wins over an earlier one.
        if (cause !== 'change' || this.#pendingCause === undefined)
            this.#pendingCause = cause;
        if (this.#running)
            return;
        if (this.#timer)
            clearTimeout(this.#timer);
        this.#timer = setTimeout(() => {
            this.#timer = undefined;
            void this.#next();
        }, delay);
    }
    async #next() {
        const cause = this.#pendingCause;
        if (cause === undefined || this.#closed)
            return;
        this.#pendingCause = undefined;
        const paths = this.#pendingPaths;
        this.#pendingPaths = new Set();
        const before = new Set(this.#known.keys());
        const dirs = this.#chosen(cause, paths);
        await this.#round(cause, dirs, before);
        // WATCH-10: what changed while the round ran is the next round's.
        if (this.#pendingCause !== undefined)
            this.#schedule(this.#pendingCause, 0);
    }
    /** The folders a round runs, and the known versions brought up to date. */
    #chosen(cause, paths) {
        const kept = (dir) => this.#filter === undefined || dir.includes(this.#filter) || (this.#known.get(dir)?.name.includes(this.#filter) ?? false);
        if (cause === 'again')
            return this.#lastRan.filter((dir) => this.#known.has(dir));
        if (cause === 'failed')
            return [...this.#known.values()].filter((v) => v.result && !v.result.report.passed).map((v) => v.dir);
        if (cause === 'all' || cause === 'filter') {
            this.#refreshKnown();
            return [...this.#known.keys()].filter(kept);
        }
        const affected = new Set();
        let global = false;
        for (const path of paths) {
            // WATCH-06
            if (SETTINGS.has(path))
                return (this.#refreshKnown(), [...this.#known.keys()].filter(kept));
            const owner = [...this.#known.values()].find((v) => path === v.dir || path.startsWith(`${v.dir}/`) || v.dir === '.');
            // WATCH-02: the version's own folder. A library action's callers, a file that makes or
            // ends a version, and everything outside version folders are for the run keys to decide.
            if (owner && owner.dir !== '.')
                affected.add(owner.dir);
            if (!owner || owner.kind === 'action' || /(^|\/)(workflow|action)\.ya?ml$/.test(path) || !(0,external_node_fs_.existsSync)((0,external_node_path_.join)(this.#options.root, owner.definitionFile)))
                global = true;
        }
        if (global)
            for (const dir of this.#refreshKnown())
                affected.add(dir);
        return [...affected].filter((dir) => this.#known.has(dir) && kept(dir));
    }
    /**
     * Reads every version's run key again; returns the folders of versions that are new or
     * whose run key changed (WATCH-03..05, WATCH-07), and forgets those that are gone.
     */
    #refreshKnown() {
        const index = (0,repository/* indexRepository */.B)(this.#options.root);
        const changed = [];
        const seen = new Set();
        for (const source of index.sources) {
            const version = source.load();
            const dir = version.location.dir;
            seen.add(dir);
            const before = this.#known.get(dir);
            if (!before || before.runKey !== version.runKey)
                changed.push(dir);
            this.#known.set(dir, { dir, definitionFile: version.location.definitionFile, kind: version.kind, name: version.name, runKey: version.runKey, ...(before?.result && before.runKey === version.runKey ? { result: before.result } : {}) });
        }
        for (const dir of [...this.#known.keys()])
            if (!seen.has(dir))
                this.#known.delete(dir);
        return changed;
    }
    /** Runs `dirs`; `before` is what was known before the change, so that versions gone since are named. */
    async #round(cause, dirs, before) {
        const started = performance.now();
        let finish;
        this.#running = new Promise((resolve) => (finish = resolve));
        try {
            const sorted = [...new Set(dirs)].sort();
            let end;
            if (sorted.length > 0) {
                end = await (0,session/* runSession */.Ie)({ ...this.#options, only: sorted }, this.#watch.reporters?.(cause) ?? []);
                for (const result of end.report.versions) {
                    const known = this.#known.get(result.path);
                    if (known)
                        this.#known.set(result.path, { ...known, name: result.name, runKey: result.run_key, result });
                }
            }
            const removed = [...before].filter((dir) => !this.#known.has(dir));
            // A change that touched no version (a folder made before its files) is no round.
            if (cause === 'change' && sorted.length === 0 && removed.length === 0)
                return;
            this.#lastRan = sorted;
            this.#watch.onRoundEnd?.({ cause, ran: sorted, removed, end, status: this.status, seconds: (performance.now() - started) / 1000 });
        }
        finally {
            this.#running = undefined;
            finish();
        }
    }
}

;// CONCATENATED MODULE: ./lib/cli/watch.js
/**
 * `flowgate test --watch` (WATCH-01..10): the first round, then a round for each change.
 * Each round prints its versions as they finish and one status line for the repository.
 * In a terminal the keys `a` (all), `f` (failed), `p` (filter), Enter (again) and `q`
 * (quit) steer it; without one it watches until it is stopped.
 */


const KEYS_HELP = 'press a to run all, f to re-run the failed, p to filter, Enter to re-run, q to quit';
function statusLine(status, round, keys, s = pretty/* plainStyle */.sj) {
    const verdict = status.failed > 0 ? s.bad(`${status.failed} failed`) : s.ok('every version passes');
    const counts = `${status.versions} ${status.versions === 1 ? 'version' : 'versions'}: ${status.passed} passed${status.failed > 0 ? `, ${verdict}` : ` · ${verdict}`}${status.pending > 0 ? `, ${status.pending} not run` : ''}`;
    const ran = `re-ran ${round.ran.length} ${round.ran.length === 1 ? 'version' : 'versions'} in ${round.seconds.toFixed(2)} s${round.removed.length ? `, ${round.removed.length} gone` : ''}`;
    const filter = status.filter !== undefined ? ` · filter ${JSON.stringify(status.filter)}` : '';
    return `${s.bold('Watching')} ${counts} · ${ran}${filter}\n${s.dim(keys ? KEYS_HELP : 'watching for changes; stop with Ctrl-C')}\n`;
}
async function watchCommand(options, io) {
    const input = io.stdin;
    const keys = input?.isTTY === true;
    const s = (0,pretty/* colorFor */.dR)(process.stdout, io.env) ? pretty/* coloredStyle */.sk : pretty/* plainStyle */.sj;
    const base = (0,pretty/* baseOf */.bx)(io.cwd, options.root);
    let first = true;
    const versionsAsTheyEnd = () => [{ onVersionEnd: (version) => io.stdout((0,pretty/* renderVersion */.pv)(version, s, base)) }];
    const session = new WatchSession(options, {
        reporters: versionsAsTheyEnd,
        onRoundEnd: (round) => {
            // The first round ends as `flowgate test` does; every round ends with the status line.
            if (first && round.end)
                io.stdout((0,pretty/* renderFooter */.up)(round.end.report, round.end.seconds, s, base));
            first = false;
            for (const dir of round.removed)
                io.stdout(s.dim(`${dir}: the version is gone\n`));
            io.stdout(statusLine(session.status, round, keys, s));
        },
    });
    let stop;
    const stopped = new Promise((resolve) => (stop = resolve));
    let filterText;
    const onKey = (chunk) => {
        for (const key of String(chunk)) {
            if (filterText !== undefined) {
                // Raw mode echoes nothing: the filter is shown as it is typed.
                if (key === '\r' || key === '\n') {
                    io.stdout('\n');
                    session.setFilter(filterText);
                    filterText = undefined;
                }
                else if (key === '\u007f' || key === '\b') {
                    if (filterText !== '')
                        io.stdout('\b \b');
                    filterText = filterText.slice(0, -1);
                }
                else if (key === '\u001b') {
                    io.stdout(' (cancelled)\n');
                    filterText = undefined;
                }
                else if (key >= ' ') {
                    io.stdout(key);
                    filterText += key;
                }
                continue;
            }
            if (key === 'q' || key === '\u0003' || key === '\u0004')
                stop();
            else if (key === 'a')
                session.request('all');
            else if (key === 'f')
                session.request('failed');
            else if (key === '\r' || key === '\n')
                session.request('again');
            else if (key === 'p') {
                filterText = '';
                io.stdout('filter (a part of a version name or folder; empty for all), then Enter: ');
            }
        }
    };
    if (keys && input) {
        input.setRawMode?.(true);
        input.on('data', onKey);
        input.resume();
    }
    const onSignal = () => stop();
    if (io.onStop)
        io.onStop(stop);
    else {
        process.once('SIGINT', onSignal);
        process.once('SIGTERM', onSignal);
    }
    try {
        await session.start();
        await stopped;
    }
    finally {
        if (keys && input) {
            input.off('data', onKey);
            input.setRawMode?.(false);
            input.pause();
        }
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
        await session.close();
    }
    return session.status.failed === 0 && session.status.pending === 0 ? 0 : 1;
}

;// CONCATENATED MODULE: ./lib/cli/commands/test.js
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
        throw new command_line/* UsageError */.eb('--coverage takes the format lcov, then a FILE');
    if (file === undefined || file.startsWith('--'))
        throw new command_line/* UsageError */.eb('--coverage lcov needs a FILE');
    const rest = [...argv];
    rest.splice(at, inline === undefined ? 3 : 2);
    if (rest.some((arg) => arg === '--coverage' || arg.startsWith('--coverage=')))
        throw new command_line/* UsageError */.eb('--coverage is given twice');
    return { rest, lcovFile: file };
}
/** CACHE-03, CACHE-04: `--cache-dir` and `--cache-verify` turn the cache on as `--cache` does. */
function cacheFlags(dir, verify, on, cwd) {
    if (!on && dir === undefined && verify === undefined)
        return {};
    let verifyEvery;
    if (verify !== undefined) {
        verifyEvery = Number(verify);
        if (!/^[1-9][0-9]*$/.test(verify) || !Number.isSafeInteger(verifyEvery))
            throw new command_line/* UsageError */.eb(`--cache-verify takes a whole number N of 1 or more (one in N cached versions runs again), not ${JSON.stringify(verify)}`);
    }
    return { cache: { ...(dir !== undefined ? { dir: (0,external_node_path_.resolve)(cwd, dir) } : {}), ...(verifyEvery !== undefined ? { verifyEvery } : {}) } };
}
/** A session option from its flag, refused as a usage error naming the flag. */
function flag(name, text) {
    return (0,session_options/* readSessionOption */.cE)(name, text, (why) => new command_line/* UsageError */.eb(`--${name} ${why}`));
}
async function testCommand(argv, io) {
    const { rest, lcovFile } = coverageFlag(argv);
    const { positionals, flags } = (0,command_line/* parseArgs */.Zy)(rest, {
        json: true, junit: true, 'report-dir': true, shard: true, filter: true, reporter: true, 'allow-empty': false, trace: true, html: true, 'min-coverage': true, attest: true,
        cache: false, 'cache-dir': true, 'cache-verify': true, watch: false, workers: true,
    });
    if (positionals.length > 1)
        throw new command_line/* UsageError */.eb('test takes one ROOT folder');
    const terminal = typeof flags.reporter === 'string' ? flags.reporter : io.env.GITHUB_ACTIONS === 'true' ? 'github' : 'pretty';
    if (!TERMINAL_REPORTERS.includes(terminal))
        throw new command_line/* UsageError */.eb('--reporter takes pretty, github or json');
    const text = (name) => (typeof flags[name] === 'string' ? flags[name] : undefined);
    const trace = text('trace');
    const minCoverage = text('min-coverage');
    const shard = text('shard');
    const filter = text('filter');
    const rootLabel = positionals[0] ?? '.';
    const options = {
        root: (0,command_line/* rootFolder */.Vm)(positionals[0], io.cwd),
        rootLabel,
        ...(shard !== undefined ? { shard: flag('shard', shard) } : {}),
        ...(filter !== undefined ? { filter } : {}),
        ...(trace !== undefined ? { trace: flag('trace', trace) } : {}),
        ...(minCoverage !== undefined ? { minCoverage: flag('min-coverage', minCoverage) } : {}),
        allowEmpty: flags['allow-empty'] === true,
        workers: text('workers') !== undefined ? flag('workers', text('workers')) : 'auto',
        ...cacheFlags(text('cache-dir'), text('cache-verify'), flags.cache === true, io.cwd),
    };
    if (flags.watch === true) {
        // A watch round covers what changed, so report files would describe part of the repository.
        const refused = ['json', 'junit', 'report-dir', 'html', 'attest', 'shard', 'filter'].filter((name) => flags[name] !== undefined);
        if (lcovFile !== undefined)
            refused.push('coverage');
        if (refused.length)
            throw new command_line/* UsageError */.eb(`--watch writes no report and runs every version; leave out ${refused.map((name) => `--${name}`).join(', ')} (in watch mode p filters by version)`);
        // Watch rounds run in this thread, where the sandbox and definitions stay warm between them.
        return watchCommand({ ...options, workers: 1, env: io.env }, io);
    }
    const files = (0,report_files/* reportFilesOf */.Vh)(flags);
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
    const reporters = (0,lib_reporters/* createReporters */.r)(chosen, { cwd: io.cwd, io, env: io.env, color: (0,pretty/* colorFor */.dR)(process.stdout, io.env), wrote: (path) => written.push(path) });
    const end = await (0,session/* runSession */.Ie)({ ...options, env: io.env }, reporters);
    for (const notice of end.notices ?? [])
        io.stderr(`flowgate: ${notice}\n`);
    if (end.empty)
        (0,empty_root/* sayEmptyRoot */.b)(end.empty, end.allowedEmpty, io);
    // TRUST-08: a filter that matches nothing is a mistake, not a pass.
    if (end.nothingMatched)
        io.stderr(`flowgate: the filter ${JSON.stringify(filter)} matches no version or case under ${rootLabel}\n`);
    // CLI-35: on standard error when standard output is the JSON report.
    (0,cli_written/* sayWritten */.l)(written, io, terminal === 'json' ? 'stderr' : 'stdout');
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


/***/ })

};
