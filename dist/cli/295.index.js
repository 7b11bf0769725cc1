export const id = 295;
export const ids = [295];
export const modules = {

/***/ 20295:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   validateCommand: () => (/* binding */ validateCommand)
/* harmony export */ });
/* harmony import */ var _definitions_problems_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83512);
/* harmony import */ var _definitions_repository_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(27217);
/* harmony import */ var _shared_command_line_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(66107);
/* harmony import */ var _definitions_empty_root_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(25416);
/* harmony import */ var _testing_validate_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(58300);
/* harmony import */ var _empty_root_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(66516);
/** `flowgate validate [ROOT]`: the save-time checks only, no case runs (CLI-11). */






function validateCommand(argv, io) {
    const { positionals, flags } = (0,_shared_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .parseArgs */ .Zy)(argv, { 'allow-empty': false });
    if (positionals.length > 1)
        throw new _shared_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb('validate takes one ROOT folder');
    const repo = (0,_definitions_repository_js__WEBPACK_IMPORTED_MODULE_0__/* .loadRepository */ .r)((0,_shared_command_line_js__WEBPACK_IMPORTED_MODULE_1__/* .rootFolder */ .Vm)(positionals[0], io.cwd));
    const problems = (0,_testing_validate_js__WEBPACK_IMPORTED_MODULE_3__/* .validateRepository */ .F)(repo);
    const empty = (0,_definitions_empty_root_js__WEBPACK_IMPORTED_MODULE_2__/* .emptyRoot */ .K)(repo, positionals[0] ?? '.');
    const allowed = flags['allow-empty'] === true;
    for (const problem of problems)
        io.stdout(`${(0,_definitions_problems_js__WEBPACK_IMPORTED_MODULE_4__/* .formatProblem */ .V)(problem)}\n`);
    // CLI-26: "0 versions checked, no problems" would read as a pass.
    if (problems.length)
        io.stdout(`${problems.length} problem${problems.length === 1 ? '' : 's'} in ${repo.versions.length} versions\n`);
    else if (!empty || allowed)
        io.stdout(`${repo.versions.length} versions checked, no problems\n`);
    if (empty)
        (0,_empty_root_js__WEBPACK_IMPORTED_MODULE_5__/* .sayEmptyRoot */ .b)(empty, allowed, io);
    return problems.length || (empty && !allowed) ? 1 : 0;
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

/***/ 58300:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ validateRepository)
/* harmony export */ });
/* harmony import */ var _definitions_test_list_intake_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(533);

function validateRepository(repo) {
    const problems = [...repo.project.problems];
    // CLI-20: every stored template, referenced or not.
    for (const name of repo.templateNames())
        problems.push(...(repo.templateProblems(name) ?? []));
    const seen = new Set(problems);
    for (const version of repo.versions) {
        // A template's problems are also each workflow's that uses it; list them once.
        problems.push(...version.problems.filter((p) => !seen.has(p)));
        // CLI-32: the test list as `flowgate test` reads it, held against its version.
        const intake = (0,_definitions_test_list_intake_js__WEBPACK_IMPORTED_MODULE_0__/* .intakeOf */ .SI)(version, repo.project);
        if (intake)
            problems.push(...(0,_definitions_test_list_intake_js__WEBPACK_IMPORTED_MODULE_0__/* .allProblems */ .Ul)(intake));
    }
    return problems;
}


/***/ })

};
