export const id = 437;
export const ids = [437];
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

/***/ 82437:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mcpCommand: () => (/* binding */ mcpCommand)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./lib/shared/command-line.js
var command_line = __webpack_require__(66107);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/server/index.js + 31 modules
var esm_server = __webpack_require__(24619);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/server/stdio.js + 1 modules
var stdio = __webpack_require__(99424);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/sdk/dist/esm/types.js + 15 modules
var types = __webpack_require__(91402);
// EXTERNAL MODULE: ./lib/sandbox/index.js
var sandbox = __webpack_require__(33451);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./lib/definitions/schemas.js
var schemas = __webpack_require__(38094);
;// CONCATENATED MODULE: ./lib/mcp/resources.js
/**
 * The published JSON Schemas as MCP resources: `service://schemas/<name>.json` is the text
 * of `schemas/<name>.json` byte for byte (test-cases.md §1 item 4), so an assistant reads
 * exactly what the harness validates against.
 */




/** Listed in this order; test-case first, since writing tests is what assistants do most. */
const SCHEMA_RESOURCES = [
    { name: 'test-case', description: 'JSON Schema of one test case (an item of tests.json).' },
    { name: 'test-list', description: 'JSON Schema of a whole test list: tests.json, a JSON array of cases.' },
    { name: 'workflow', description: 'JSON Schema of a workflow definition (workflow.yaml).' },
    { name: 'action', description: 'JSON Schema of a library-action definition (action.yaml).' },
    { name: 'connections', description: 'JSON Schema of the connection settings (connections.yaml).' },
    { name: 'flowgate', description: 'JSON Schema of the project settings (flowgate.yaml).' },
];
const SCHEMA_MIME_TYPE = 'application/schema+json';
let packageFolder;
/**
 * The package's folder: the nearest ancestor of this module holding package.json beside
 * schemas/ (src/ under vitest, lib/ once built), found the same way the schema loader does.
 */
function findPackageFolder() {
    if (packageFolder)
        return packageFolder;
    const starts = [external_node_path_.dirname((0,external_node_url_.fileURLToPath)(import.meta.url))];
    if (process.argv[1])
        starts.push(external_node_path_.dirname(external_node_path_.resolve(process.argv[1])));
    for (const start of starts) {
        for (let dir = start;; dir = external_node_path_.dirname(dir)) {
            if ((0,external_node_fs_.existsSync)(external_node_path_.join(dir, 'package.json')) && (0,external_node_fs_.existsSync)(external_node_path_.join(dir, 'schemas', 'test-case.json'))) {
                packageFolder = dir;
                return dir;
            }
            if (external_node_path_.dirname(dir) === dir)
                break;
        }
    }
    throw new Error('flowgate cannot find its schemas/ folder next to package.json');
}
const texts = new Map();
function schemaText(name) {
    let text = texts.get(name);
    if (text === undefined) {
        text = (0,external_node_fs_.readFileSync)(external_node_path_.join(findPackageFolder(), 'schemas', `${name}.json`), 'utf8');
        texts.set(name, text);
    }
    return text;
}
function resourceList() {
    return SCHEMA_RESOURCES.map(({ name, description }) => ({
        uri: (0,schemas/* schemaId */.Vl)(name),
        name: `${name}.json`,
        title: `${name}.json`,
        description,
        mimeType: SCHEMA_MIME_TYPE,
    }));
}
/** The resource's text, or undefined for an address flowgate does not publish. */
function readResource(uri) {
    const found = SCHEMA_RESOURCES.find(({ name }) => (0,schemas/* schemaId */.Vl)(name) === uri);
    return found ? { uri, mimeType: SCHEMA_MIME_TYPE, text: schemaText(found.name) } : undefined;
}

// EXTERNAL MODULE: ./lib/shared/json-schema.js
var json_schema = __webpack_require__(77455);
// EXTERNAL MODULE: ./lib/definitions/source.js + 3 modules
var definitions_source = __webpack_require__(9699);
// EXTERNAL MODULE: ./lib/shared/errors.js
var errors = __webpack_require__(22730);
;// CONCATENATED MODULE: ./lib/mcp/tool-types.js

/**
 * Bad input from the caller (wrong type, unknown version, a path that leads outside
 * the root): answered as a tool error with this message, never a failure of the server.
 */
class ToolInputError extends errors/* FlowgateError */.g {
    static {
        (0,errors/* brandError */.c)(this, 'ToolInputError');
    }
    name = 'ToolInputError';
    code = 'FLOWGATE_TOOL_INPUT';
}

;// CONCATENATED MODULE: ./lib/mcp/tool-arguments.js




let ajv;
const validators = new WeakMap();
function validatorFor(tool) {
    let validate = validators.get(tool);
    if (!validate) {
        ajv ??= (0,json_schema/* createAjv */.gr)({ ...json_schema/* DEFINITION_OPTIONS */.x, addUsedSchema: false });
        validate = ajv.compile(tool.inputSchema);
        validators.set(tool, validate);
    }
    return validate;
}
/** The arguments as an object, or a ToolInputError listing every problem with its path. */
function checkArguments(tool, args) {
    const value = args ?? {};
    const validate = validatorFor(tool);
    if (validate(value))
        return value;
    // A source over the arguments only gives schemaProblems its paths; no line is shown.
    const source = (0,definitions_source/* readJson */.Vh)('arguments', JSON.stringify(value));
    const problems = (0,schemas/* schemaProblems */.Ic)(validate.errors, source);
    const lines = problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message));
    throw new ToolInputError(`invalid arguments for ${tool.name}: ${lines.join('; ')}`);
}

// EXTERNAL MODULE: ./lib/definitions/test-list/intake.js + 3 modules
var test_list_intake = __webpack_require__(533);
// EXTERNAL MODULE: ./lib/testing/minimum.js
var testing_minimum = __webpack_require__(70000);
// EXTERNAL MODULE: ./lib/definitions/project.js + 3 modules
var project = __webpack_require__(99088);
// EXTERNAL MODULE: ./lib/definitions/repository.js + 91 modules
var repository = __webpack_require__(27217);
;// CONCATENATED MODULE: ./lib/mcp/root-guard.js
/**
 * The MCP server reads nothing outside its ROOT (issue 12). Paths that tools receive are
 * resolved here, and the repository is loaded only after the few places where its own
 * settings could point elsewhere (settings files, `paths:` folders, template files) have
 * been checked, symbolic links included.
 *
 * Discovery itself never follows links (it takes only regular files and real folders),
 * so version folders, definitions and test lists cannot lead outside.
 */





const SETTINGS_FILES = ['flowgate.yaml', 'flowgate.yml', 'connections.yaml', 'connections.yml'];
function isInside(root, target) {
    const rel = external_node_path_.relative(root, target);
    return rel === '' || (!rel.startsWith(`..${external_node_path_.sep}`) && rel !== '..' && !external_node_path_.isAbsolute(rel));
}
const toPosix = (p) => p.split(external_node_path_.sep).join('/');
/**
 * A path given to a tool, as a path relative to the (real) root with forward slashes;
 * `.` for the root itself. Absolute paths, escapes with `..` and links that lead out
 * are refused with a ToolInputError naming the argument.
 */
function resolveInRoot(realRoot, given, argument) {
    if (given.includes('\u0000'))
        throw new ToolInputError(`${argument}: must not contain a NUL character`);
    if (external_node_path_.isAbsolute(given) || external_node_path_.win32.isAbsolute(given) || given.startsWith('/') || given.startsWith('\\')) {
        throw new ToolInputError(`${argument}: must be a path relative to the root, not an absolute path`);
    }
    const resolved = external_node_path_.resolve(realRoot, given);
    if (!isInside(realRoot, resolved))
        throw new ToolInputError(`${argument}: leads outside the root`);
    let real = resolved;
    if ((0,external_node_fs_.existsSync)(resolved)) {
        real = (0,external_node_fs_.realpathSync)(resolved);
        if (!isInside(realRoot, real))
            throw new ToolInputError(`${argument}: leads outside the root through a symbolic link`);
    }
    return toPosix(external_node_path_.relative(realRoot, real)) || '.';
}
/** A file or folder named by the project settings must resolve inside the root too. */
function checkLink(realRoot, relative, what) {
    const target = external_node_path_.resolve(realRoot, relative);
    if (!isInside(realRoot, target))
        throw new ToolInputError(`${what} leads outside the root; the MCP server reads nothing there`);
    if ((0,external_node_fs_.existsSync)(target) && !isInside(realRoot, (0,external_node_fs_.realpathSync)(target))) {
        throw new ToolInputError(`${what} leads outside the root through a symbolic link; the MCP server reads nothing there`);
    }
}
function checkSettings(realRoot) {
    for (const file of SETTINGS_FILES) {
        if ((0,external_node_fs_.existsSync)(external_node_path_.join(realRoot, file)))
            checkLink(realRoot, file, file);
    }
    const { paths } = (0,project/* loadProject */.g)(realRoot);
    for (const [key, folder] of Object.entries(paths)) {
        if (folder !== undefined)
            checkLink(realRoot, folder, `flowgate.yaml paths.${key}`);
    }
    // Stored templates are read by name from the templates folder, links included.
    const templates = external_node_path_.join(realRoot, paths.templates);
    if (!(0,external_node_fs_.existsSync)(templates) || !(0,external_node_fs_.lstatSync)(templates).isDirectory())
        return;
    for (const entry of (0,external_node_fs_.readdirSync)(templates, { withFileTypes: true })) {
        if (entry.isSymbolicLink())
            checkLink(realRoot, external_node_path_.join(paths.templates, entry.name), `${toPosix(external_node_path_.join(paths.templates, entry.name))}`);
    }
}
/** Loads the repository afresh (so edits on disk are seen) once its settings are known to stay inside. */
function openRepository(realRoot) {
    checkSettings(realRoot);
    return (0,repository/* loadRepository */.r)(realRoot);
}
/** The bounds of a tool's `version` argument, the path `findVersion` takes; each tool adds its own description. */
const VERSION_ARGUMENT_SCHEMA = { type: 'string', minLength: 1, maxLength: 4096 };
/** The version whose folder, definition file or test list is at `given` (relative to the root). */
function findVersion(repo, given, argument = 'version') {
    const wanted = resolveInRoot(repo.root, given, argument);
    const version = repo.versions.find((v) => v.location.dir === wanted || v.location.definitionFile === wanted || v.location.testsFile === wanted);
    if (version)
        return version;
    const known = repo.versions.map((v) => v.location.dir);
    const list = known.length > 0 ? `; the versions are: ${known.join(', ')}` : '; the root holds no versions';
    throw new ToolInputError(`${argument}: no workflow or action version at '${wanted}'${list}`);
}

// EXTERNAL MODULE: ./lib/definitions/empty-root.js
var empty_root = __webpack_require__(25416);
// EXTERNAL MODULE: ./lib/definitions/problems.js
var definitions_problems = __webpack_require__(83512);
// EXTERNAL MODULE: ./lib/testing/validate.js
var validate = __webpack_require__(58300);
;// CONCATENATED MODULE: ./lib/mcp/tools/validate.js
/**
 * `validate`: the save-time errors of the repository, of one version, or of a test list
 * given as text. Test lists go through the one intake `flowgate test` and `flowgate
 * validate` use (CLI-32), held against the version when there is one.
 */





/** Test lists larger than this are refused before they are parsed (the case limits are far below). */
const MAX_TESTS_TEXT = 64 * 1024 * 1024;
/** Each problem as data and as the one line `flowgate validate` prints. */
function problemEntries(problems) {
    return problems.map((p) => ({
        file: p.file,
        line: p.line ?? null,
        col: p.col ?? null,
        path: p.path,
        message: p.message,
        code: p.code ?? null,
        text: (0,definitions_problems/* formatProblem */.V)(p),
    }));
}
/**
 * Each case with the status `flowgate test` would give it before running anything:
 * `invalid`, `not_run` (the version or its list has problems) or `runs`.
 */
function caseEntries(intake, blocked) {
    return (intake?.cases ?? []).map((entry) => ({
        index: entry.index,
        name: entry.name,
        line: entry.line ?? null,
        status: (0,test_list_intake/* statusBeforeRun */.Pn)(entry, blocked) ?? 'runs',
    }));
}
function answer(checked, problems, intake, blocked, extra = {}) {
    return { checked, ...extra, valid: problems.length === 0, problems: problemEntries(problems), cases: caseEntries(intake, blocked) };
}
const validate_validate = {
    name: 'validate',
    title: 'Validate',
    description: 'Save-time checks, no case runs. Without arguments: every version, test list, template and settings file ' +
        'under the root (like `flowgate validate`; a root where discovery finds no version is not valid and the answer ' +
        'has empty_root {root, looks_for, message}). With `version`: that version\'s definition and its tests.json. ' +
        'With `tests` (the text of a test list, a JSON array of cases): that text instead of the file on disk, checked ' +
        'against service://schemas/test-case.json and, when `version` is given too, against the version (step ids in ' +
        'stub_steps, model mocks). Returns `valid` and `problems`, each with file, line, col, path, message and `text` ' +
        'in the form FILE:LINE[:COL] PATH: MESSAGE; with `version` or `tests`, also `cases`: each case\'s index, name, ' +
        'line and the status `flowgate test` would give it before running: invalid, not_run (the version or its list has ' +
        'problems, so no case runs) or runs.',
    inputSchema: {
        type: 'object',
        properties: {
            version: {
                ...VERSION_ARGUMENT_SCHEMA,
                description: 'Path of the version relative to the root: its folder (as list_versions gives it), definition file or tests.json.',
            },
            tests: {
                type: 'string',
                maxLength: MAX_TESTS_TEXT,
                description: 'The text of a test list (a JSON array of cases) to check instead of the tests.json on disk.',
            },
        },
        additionalProperties: false,
    },
    handler(args, context) {
        const versionPath = args['version'];
        const tests = args['tests'];
        if (versionPath === undefined && tests !== undefined) {
            // Without a version there is no definition to hold stubs and model mocks against.
            const intake = (0,test_list_intake/* readTestList */.NQ)('tests.json', tests);
            return answer('tests', (0,test_list_intake/* allProblems */.Ul)(intake), intake, intake.problems.length > 0);
        }
        const repo = openRepository(context.root);
        if (versionPath === undefined) {
            const problems = (0,validate/* validateRepository */.F)(repo);
            // CLI-26: as `flowgate validate`, a root with no version is not valid.
            const empty = (0,empty_root/* emptyRoot */.K)(repo, '.');
            return { checked: 'root', valid: problems.length === 0 && !empty, problems: problemEntries(problems), ...(empty ? { empty_root: empty } : {}) };
        }
        const version = findVersion(repo, versionPath);
        const intake = (0,test_list_intake/* intakeOf */.SI)(version, repo.project, tests ?? version.testsText);
        const problems = [...repo.project.problems, ...version.problems, ...(intake ? (0,test_list_intake/* allProblems */.Ul)(intake) : [])];
        const blocked = (0,test_list_intake/* blockingProblems */.gO)(repo.project, version, intake).length > 0;
        return answer(version.location.dir, problems, intake, blocked, { tests_from: tests !== undefined ? 'argument' : version.location.testsFile ?? null });
    },
};

;// CONCATENATED MODULE: ./lib/mcp/tools/explain-minimum.js




function explain(repo, version, testsText) {
    const intake = (0,test_list_intake/* intakeOf */.SI)(version, repo.project, testsText);
    // As in a run: no list at all is "add tests.json"; a list that cannot be read counts no case.
    const counting = intake ? (0,test_list_intake/* countingCases */.ff)(intake) : undefined;
    const minimum = (0,testing_minimum/* evaluateMinimum */.w)({ kind: version.kind, dir: version.location.dir, ...(version.plan ? { plan: version.plan } : {}), ...(version.action ? { action: version.action } : {}) }, counting?.map((entry) => entry.testCase));
    const ignored = (intake?.cases ?? []).flatMap((entry) => entry.testCase !== undefined ? [] : [{ index: entry.index, name: entry.name, reason: 'does not pass the case schema, so it counts for nothing (see problems)' }]);
    return {
        version: version.location.dir,
        kind: version.kind,
        name: version.name,
        met: minimum.met,
        needed: minimum.needed.map((kind) => ({
            kind,
            covered_by: (counting ?? []).filter((entry) => testing_minimum/* COUNTS */.J[kind](entry.testCase)).map(({ index, name }) => ({ index, name })),
        })),
        missing: minimum.missing,
        ignored_cases: ignored,
        problems: problemEntries(intake ? (0,test_list_intake/* allProblems */.Ul)(intake) : []),
        // The minimum is read from the version's own definition: a broken one hides needs.
        definition_problems: version.problems.length,
    };
}
const explainMinimum = {
    name: 'explain_minimum',
    title: 'Explain the required minimum',
    description: 'Explains the required minimum of cases for a version (test-cases.md §8): which cases it needs (happy, ' +
        'upstream_failure, empty, malformed_payload), which cases of its test list cover each, and for each missing ' +
        'one a plain message and a fix to apply. Reads the tests.json on disk, or `tests` (the text of a draft list) ' +
        'when given. Cases that fail the case schema count for nothing and are listed in ignored_cases.',
    inputSchema: {
        type: 'object',
        properties: {
            version: {
                ...VERSION_ARGUMENT_SCHEMA,
                description: 'Path of the version relative to the root (its folder, definition file or tests.json).',
            },
            tests: {
                type: 'string',
                maxLength: MAX_TESTS_TEXT,
                description: 'The text of a draft test list (a JSON array of cases) to judge instead of the tests.json on disk.',
            },
        },
        required: ['version'],
        additionalProperties: false,
    },
    handler(args, context) {
        const repo = openRepository(context.root);
        const version = findVersion(repo, args['version']);
        return explain(repo, version, args['tests'] ?? version.testsText);
    },
};

;// CONCATENATED MODULE: ./lib/mcp/tools/list-versions.js


/** Cases in the test list; null when the list cannot be read as a JSON array (validate says why). */
function testCount(repo, version) {
    const intake = (0,test_list_intake/* intakeOf */.SI)(version, repo.project);
    if (!intake)
        return 0;
    return intake.readable ? intake.cases.length : null;
}
const listVersions = {
    name: 'list_versions',
    title: 'List versions',
    description: 'Lists every workflow and library-action version under the root: kind, name, path (the version folder, ' +
        'which other tools take as `version`), definition file, test list file (null when it has none), version_id ' +
        '(sha256 over what a run depends on), test_count (null when the test list is not a JSON array) and ' +
        'problem_count (save-time problems of the definition).',
    inputSchema: { type: 'object', properties: {}, additionalProperties: false },
    handler(_args, context) {
        const repo = openRepository(context.root);
        return {
            root: '.',
            versions: repo.versions.map((version) => ({
                kind: version.kind,
                name: version.name,
                path: version.location.dir,
                definition_file: version.location.definitionFile,
                tests_file: version.location.testsFile ?? null,
                version_id: version.versionId,
                test_count: testCount(repo, version),
                problem_count: version.problems.length,
            })),
        };
    },
};

// EXTERNAL MODULE: ./lib/testing/session-options.js + 1 modules
var session_options = __webpack_require__(89291);
// EXTERNAL MODULE: ./lib/testing/session.js
var session = __webpack_require__(34288);
// EXTERNAL MODULE: ./lib/testing/trace/mode.js
var mode = __webpack_require__(12799);
;// CONCATENATED MODULE: ./lib/mcp/tools/run-tests.js
/** `run_tests`: the cases of one version, or of every version, in the closed test world, through the one test session. */





const runTests = {
    name: 'run_tests',
    title: 'Run tests',
    description: 'Runs the test cases of one version (`version`) or of every version under the root, against HTTP mocks only, ' +
        'and returns the test report (passed, summary, minimum, problems, cases with their ' +
        'check sentences, ran_at, duration_ms, version_id). For one version the answer is {kind, name, path, ' +
        'version_id, report}; for all it is {passed, summary, versions: [...]}, as `flowgate test --json` writes it. ' +
        'The tests.json on disk is what runs: use `validate` with `tests` to check a draft first. A root where ' +
        'discovery finds no version is a failure unless allow_empty is true: the answer has passed: false and empty_root {root, looks_for, ' +
        'message} saying what discovery looks for. The options are those of `flowgate test`.',
    inputSchema: {
        type: 'object',
        properties: {
            version: {
                ...VERSION_ARGUMENT_SCHEMA,
                description: 'Path of the version relative to the root (its folder, definition file or tests.json). Omit to run every version.',
            },
            filter: {
                type: 'string',
                minLength: 1,
                maxLength: 1000,
                description: 'Keep only versions and cases whose name contains this text, like `flowgate test --filter`.',
            },
            trace: { enum: [...mode/* TRACE_MODES */.dg], description: 'Which cases carry a trace of their run, like `flowgate test --trace` (default failed).' },
            min_coverage: { type: 'number', minimum: 0, maximum: 100, description: 'A workflow version whose coverage is below this percentage does not pass, like `--min-coverage`.' },
            shard: { type: 'string', pattern: '^[0-9]+/[0-9]+$', description: 'Run one shard of the versions, I/N, like `--shard`.' },
            allow_empty: { type: 'boolean', description: 'Let a root where discovery finds no version pass, like `--allow-empty`.' },
        },
        additionalProperties: false,
    },
    async handler(args, context) {
        // The settings are checked to stay inside the root before anything is read.
        const repo = openRepository(context.root);
        const versionPath = args['version'];
        const version = versionPath === undefined ? undefined : findVersion(repo, versionPath);
        const shardText = args['shard'];
        const shard = shardText === undefined ? undefined : (0,session_options/* readSessionOption */.cE)('shard', shardText, (why) => new ToolInputError(`shard: ${why}`));
        const options = {
            root: context.root,
            rootLabel: '.',
            ...(version ? { only: [version.location.dir] } : {}),
            ...(args['filter'] !== undefined ? { filter: args['filter'] } : {}),
            ...(args['trace'] !== undefined ? { trace: args['trace'] } : {}),
            ...(args['min_coverage'] !== undefined ? { minCoverage: args['min_coverage'] } : {}),
            ...(shard ? { shard } : {}),
            allowEmpty: args['allow_empty'] === true,
        };
        const { report, empty } = await (0,session/* runSession */.Ie)(options);
        if (version) {
            const result = report.versions[0];
            if (!result)
                throw new ToolInputError(`filter: no case of ${version.location.dir} has a name containing ${JSON.stringify(options.filter)}`);
            return { ...result };
        }
        // CLI-26: nothing found fails, as `flowgate test` does without --allow-empty.
        return empty && !options.allowEmpty ? { ...report, empty_root: empty } : { ...report };
    },
};

;// CONCATENATED MODULE: ./lib/mcp/tools/index.js






const TOOLS = [listVersions, validate_validate, runTests, explainMinimum];
/** What `tools/list` answers: each tool's input is a plain JSON Schema. */
function toolList() {
    return TOOLS.map((tool) => ({
        name: tool.name,
        title: tool.title,
        description: tool.description,
        inputSchema: tool.inputSchema,
        annotations: { title: tool.title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    }));
}
function toolError(message) {
    return { content: [{ type: 'text', text: message }], isError: true };
}
/**
 * Answers one call. Bad input of any kind — an unknown tool, arguments outside the
 * schema, a version that does not exist, a path out of the root — is a tool error with
 * a message the caller can act on; so is an unexpected failure, which never ends the server.
 */
async function callTool(name, args, context) {
    const tool = TOOLS.find((t) => t.name === name);
    if (!tool)
        return toolError(`unknown tool ${JSON.stringify(name.slice(0, 100))}; the tools are: ${TOOLS.map((t) => t.name).join(', ')}`);
    try {
        const result = await tool.handler(checkArguments(tool, args), context);
        return { content: [{ type: 'text', text: JSON.stringify(result, null, 2) }], structuredContent: result };
    }
    catch (error) {
        if (error instanceof ToolInputError)
            return toolError(error.message);
        return toolError(`${tool.name} failed: ${error?.message ?? String(error)}`);
    }
}

;// CONCATENATED MODULE: ./lib/mcp/server.js
/**
 * `flowgate mcp [ROOT]` (CLI-23): a Model Context Protocol server over stdio, so that an
 * assistant writing workflows and tests can read the schemas, check its work and run
 * the tests without leaving the conversation.
 *
 * Built on the SDK's low-level `Server` rather than `McpServer`: McpServer takes tool
 * inputs as zod schemas and derives JSON Schema from them, while flowgate's tool inputs
 * are plain JSON Schemas (2020-12), listed as written and checked with the same Ajv
 * setup and wording as flowgate's own files.
 */








/** JSON-RPC code MCP gives to "resource not found". */
const RESOURCE_NOT_FOUND = -32002;
const INSTRUCTIONS = `flowgate tests automation workflows and library actions kept in a git repository: \
each version folder holds workflow.yaml or action.yaml and tests.json, a JSON array of test cases that run \
against HTTP mocks only. Read service://schemas/test-case.json before writing cases. Use list_versions to \
find versions (the path it gives is what the other tools take), validate to check a definition or a draft \
test list (pass its text as tests) before saving, explain_minimum to see which cases a version still needs, \
and run_tests to run the saved cases and read the report. Paths are relative to the repository root.`;
function packageVersion() {
    try {
        const manifest = JSON.parse((0,external_node_fs_.readFileSync)(external_node_path_.join(findPackageFolder(), 'package.json'), 'utf8'));
        return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
    }
    catch {
        return '0.0.0';
    }
}
/** Requests being answered, so that the end of input lets them finish before the server closes. */
class InFlight {
    count = 0;
    waiters = [];
    async track(work) {
        this.count += 1;
        try {
            return await work();
        }
        finally {
            this.count -= 1;
            if (this.count === 0)
                for (const wake of this.waiters.splice(0))
                    wake();
        }
    }
    idle() {
        return this.count === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
    }
}
/** The server for ROOT (an existing folder), not yet connected. */
function createFlowgateServer(root) {
    return buildServer(root).server;
}
function buildServer(root) {
    // Confinement compares real paths: a root reached through a link is the folder it leads to.
    const context = { root: (0,external_node_fs_.realpathSync)(root) };
    const inFlight = new InFlight();
    const server = new esm_server/* Server */.g({ name: 'flowgate', title: 'flowgate', version: packageVersion() }, { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS });
    server.setRequestHandler(types/* ListToolsRequestSchema */.gW, () => ({ tools: toolList() }));
    server.setRequestHandler(types/* CallToolRequestSchema */.FT, (request) => inFlight.track(() => callTool(request.params.name, request.params.arguments, context)));
    server.setRequestHandler(types/* ListResourcesRequestSchema */.OI, () => ({ resources: resourceList() }));
    server.setRequestHandler(types/* ListResourceTemplatesRequestSchema */.s, () => ({ resourceTemplates: [] }));
    server.setRequestHandler(types/* ReadResourceRequestSchema */.R6, (request) => {
        const content = readResource(request.params.uri);
        if (!content) {
            const known = resourceList().map((r) => r.uri).join(', ');
            throw new types/* McpError */.Nh(RESOURCE_NOT_FOUND, `no resource ${JSON.stringify(request.params.uri.slice(0, 200))}; the resources are: ${known}`, { uri: request.params.uri });
        }
        return { contents: [content] };
    });
    return { server, inFlight };
}
/**
 * Serves ROOT over stdin/stdout until the client closes the connection (end of stdin,
 * or stdout gone) and the requests already read are answered, then stops the script
 * sandbox so the process can exit.
 */
async function serveStdio(root, streams) {
    const { server, inFlight } = buildServer(root);
    const transport = new stdio/* StdioServerTransport */.S(streams.stdin, streams.stdout);
    const closed = new Promise((resolve) => {
        server.onclose = resolve;
    });
    let stopping = false;
    const stop = () => {
        if (stopping)
            return;
        stopping = true;
        // A client may send its last requests and close its end at once: answer them first.
        // The SDK sends an answer a few promise steps after the handler returns; setImmediate runs after those.
        void inFlight
            .idle()
            .then(() => new Promise((resolve) => setImmediate(resolve)))
            .then(() => server.close());
    };
    server.onerror = (error) => streams.stderr(`flowgate mcp: ${error.message}\n`);
    streams.stdin.once('end', stop);
    streams.stdin.once('close', stop);
    // A client that goes away mid-answer breaks the pipe: that ends the session, not the process.
    const onOutputError = () => stop();
    streams.stdout.on('error', onOutputError);
    // Anything printed to stdout that is not a protocol message breaks the client's reading.
    const console_ = globalThis.console;
    const saved = { log: console_.log, info: console_.info, debug: console_.debug };
    console_.log = console_.info = console_.debug = console_.error;
    const onRejection = (reason) => streams.stderr(`flowgate mcp: unhandled rejection: ${reason?.message ?? String(reason)}\n`);
    process.on('unhandledRejection', onRejection);
    try {
        await server.connect(transport);
        await closed;
    }
    finally {
        process.off('unhandledRejection', onRejection);
        Object.assign(console_, saved);
        streams.stdin.off('end', stop);
        streams.stdin.off('close', stop);
        streams.stdout.off('error', onOutputError);
        await (0,sandbox/* closeSandbox */.c)();
    }
}

;// CONCATENATED MODULE: ./lib/mcp/command.js
/** `flowgate mcp [ROOT]`: argument checks, then the stdio server until the client leaves. */



/** Resolves with exit status 0 once the connection is closed; usage errors throw UsageError (exit 2). */
async function mcpCommand(argv, io) {
    const { positionals } = (0,command_line/* parseArgs */.Zy)(argv, {});
    if (positionals.length > 1)
        throw new command_line/* UsageError */.eb('mcp takes one ROOT folder');
    await serveStdio((0,external_node_fs_.realpathSync)((0,command_line/* rootFolder */.Vm)(positionals[0], io.cwd)), { stdin: process.stdin, stdout: process.stdout, stderr: io.stderr });
    return 0;
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
