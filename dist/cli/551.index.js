export const id = 551;
export const ids = [551];
export const modules = {

/***/ 4551:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  verifyCommand: () => (/* binding */ verifyCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./lib/shared/command-line.js
var command_line = __webpack_require__(66107);
// EXTERNAL MODULE: ./lib/definitions/repository.js + 91 modules
var repository = __webpack_require__(27217);
// EXTERNAL MODULE: ./lib/shared/errors.js
var errors = __webpack_require__(22730);
// EXTERNAL MODULE: ./lib/testing/attestation.js
var attestation = __webpack_require__(15630);
// EXTERNAL MODULE: ./lib/testing/merge.js
var merge = __webpack_require__(90848);
;// CONCATENATED MODULE: ./lib/testing/verify.js
/**
 * `flowgate verify` (TRUST-13..16, TRUST-19): is each version in a checkout activatable
 * by a report? Every version's run key is computed afresh from the checkout and held to
 * the report's entry for its folder: `activatable` (same run key, passed, from a complete
 * run), `failed`, `stale` (the version or something it depends on changed since), or
 * `missing`. A partial run's report and a single shard's are refused: neither is a gate.
 */




/** A REPORT or `--only` that verify cannot judge by; the message names it and the fix. */
class VerifyRefused extends errors/* FlowgateError */.g {
    static {
        (0,errors/* brandError */.c)(this, 'VerifyRefused');
    }
    code = 'FLOWGATE_VERIFY_REFUSED';
    name = 'VerifyRefused';
}
function entriesOfReport(report, file) {
    if (report.partial)
        throw new VerifyRefused(`${file} is a partial run's report (filter ${JSON.stringify(report.partial.filter)}), which is not a gate; verify the report of a run without --filter`);
    if (report.shard)
        throw new VerifyRefused(`${file} is shard ${report.shard.index} of ${report.shard.total}; merge every shard's report with flowgate merge-reports and verify the merged one`);
    return new Map(report.versions.map((v) => [v.path, { runKey: v.run_key ?? v.report.run_key ?? '', passed: v.report.passed === true }]));
}
function entriesOfAttestation(attestation, file) {
    const run = attestation.predicate.configuration?.find((resource) => resource.name === 'run')?.annotations;
    if (run?.partial)
        throw new VerifyRefused(`${file} attests a partial run (filter ${JSON.stringify(run.partial.filter)}), which is not a gate; attest a run without --filter`);
    if (run?.shard)
        throw new VerifyRefused(`${file} attests shard ${run.shard.index} of ${run.shard.total}; attest the merged report of every shard`);
    const everyPassed = attestation.predicate.result === 'PASSED';
    return new Map(attestation.subject.map((subject) => {
        const passed = subject.annotations?.passed;
        // A statement without flowgate's per-version annotation passes a version only when the whole run passed.
        return [subject.name, { runKey: subject.digest?.sha256 ? `sha256:${subject.digest.sha256}` : '', passed: typeof passed === 'boolean' ? passed : everyPassed }];
    }));
}
/** The entries of a parsed REPORT file: a flowgate report, or an attestation `--attest` wrote. */
function verifyEntries(parsed, file) {
    if ((0,attestation/* isAttestation */.H3)(parsed))
        return entriesOfAttestation(parsed, file);
    if ((0,merge/* isRunReport */.CU)(parsed))
        return entriesOfReport(parsed, file);
    throw new VerifyRefused(`${file} is neither a flowgate report (flowgate test --json) nor an attestation (flowgate test --attest)`);
}
const statusOf = (version, entry) => !entry ? 'missing' : (0,attestation/* hexOf */.ZD)(entry.runKey) !== (0,attestation/* hexOf */.ZD)(version.runKey) ? 'stale' : entry.passed ? 'activatable' : 'failed';
/** `only`: version folders relative to the root, each of which must be a version. */
function verify(parsed, file, root, only) {
    const entries = verifyEntries(parsed, file);
    const repo = (0,repository/* loadRepository */.r)(root);
    let versions = repo.versions;
    if (only) {
        const wanted = only.map((path) => path.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '') || '.');
        const known = new Set(versions.map((v) => v.location.dir));
        const unknown = wanted.find((path) => !known.has(path));
        if (unknown !== undefined)
            throw new VerifyRefused(`--only ${unknown}: no workflow or action version there; the versions are ${[...known].join(', ') || 'none'}`);
        versions = versions.filter((v) => wanted.includes(v.location.dir));
    }
    const verified = versions.map((version) => ({
        kind: version.kind,
        name: version.name,
        path: version.location.dir,
        version_id: version.versionId,
        run_key: version.runKey,
        status: statusOf(version, entries.get(version.location.dir)),
    }));
    // Nothing to activate is no pass: a wrong ROOT must not turn the gate green.
    return { passed: verified.length > 0 && verified.every((v) => v.status === 'activatable'), versions: verified };
}

// EXTERNAL MODULE: ./lib/cli/written.js
var cli_written = __webpack_require__(25997);
;// CONCATENATED MODULE: ./lib/cli/commands/verify.js
/**
 * `flowgate verify REPORT [ROOT] [--json FILE] [--only PATH...]` (TRUST-13..16, TRUST-19):
 * the command a release runs before it activates anything. One line per version, exit 0
 * only when every version is activatable by REPORT.
 */





const WHY = {
    activatable: '',
    failed: ' — its report did not pass',
    stale: ' — the run key differs: the version or something it depends on changed since the report',
    missing: ' — the report has no entry for it',
};
/** `--only` takes every argument after it up to the next flag. */
function takeOnly(argv) {
    const at = argv.indexOf('--only');
    if (at < 0)
        return { rest: [...argv] };
    let end = at + 1;
    while (end < argv.length && !argv[end].startsWith('--'))
        end += 1;
    const only = argv.slice(at + 1, end);
    if (only.length === 0)
        throw new command_line/* UsageError */.eb('--only needs at least one version folder');
    const rest = [...argv.slice(0, at), ...argv.slice(end)];
    if (rest.includes('--only'))
        throw new command_line/* UsageError */.eb('--only is given twice; list every folder after one --only');
    return { rest, only };
}
async function verifyCommand(argv, io) {
    const { rest, only } = takeOnly(argv);
    const { positionals, flags } = (0,command_line/* parseArgs */.Zy)(rest, { json: true });
    if (positionals.length === 0)
        throw new command_line/* UsageError */.eb('verify needs the REPORT to verify by (flowgate test --json or --attest wrote it)');
    if (positionals.length > 2)
        throw new command_line/* UsageError */.eb('verify takes a REPORT and one ROOT folder');
    const [reportFile, rootArgument] = positionals;
    const root = (0,command_line/* rootFolder */.Vm)(rootArgument, io.cwd);
    let parsed;
    try {
        parsed = JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.resolve)(io.cwd, reportFile), 'utf8'));
    }
    catch (error) {
        // As an unreadable root: the command cannot start.
        throw new command_line/* UsageError */.eb(`cannot read ${reportFile}: ${error.message}`);
    }
    let result;
    try {
        result = verify(parsed, reportFile, root, only);
    }
    catch (error) {
        if (!(error instanceof VerifyRefused))
            throw error;
        io.stderr(`flowgate verify: ${error.message}\n`);
        return 1;
    }
    for (const version of result.versions)
        io.stdout(`${version.status} ${version.path}${WHY[version.status]}\n`);
    const written = [];
    if (typeof flags.json === 'string') {
        const target = (0,external_node_path_.resolve)(io.cwd, flags.json);
        (0,external_node_fs_.mkdirSync)((0,external_node_path_.dirname)(target), { recursive: true });
        (0,external_node_fs_.writeFileSync)(target, `${JSON.stringify(result, null, 2)}\n`);
        written.push(target);
    }
    if (result.versions.length === 0)
        io.stderr(`flowgate verify: no version to verify under ${rootArgument ?? '.'}, so nothing is activatable\n`);
    (0,cli_written/* sayWritten */.l)(written, io, 'stdout');
    return result.passed ? 0 : 1;
}


/***/ }),

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
