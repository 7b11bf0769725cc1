export const id = 533;
export const ids = [533];
export const modules = {

/***/ 75048:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BJ: () => (/* binding */ describeProblem),
/* harmony export */   EZ: () => (/* binding */ findValues),
/* harmony export */   Kk: () => (/* binding */ readCheckPath),
/* harmony export */   rw: () => (/* binding */ checkPathProblem)
/* harmony export */ });
/* unused harmony export PATH_TIME_LIMIT_MS */
/* harmony import */ var node_vm__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30714);
/* harmony import */ var json_p3__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(50393);
/**
 * Check paths (CHECK-14, CHECK-15, CHECK-03): JSONPath as RFC 9535 defines it, read by
 * json-p3, plus flowgate's two additions:
 * - a trailing `.length` gives, for each value the path before it finds, its length: the
 *   item count of a list, the character count of a text, or, for an object that really has
 *   a `length` member, that member (as RFC 9535 reads it); anything else gives no value;
 * - a singular query (names and indices only) yields one value, any other the list of
 *   what it finds. Deciding by the path, not by how many values turned up, keeps a check's
 *   meaning from changing with the data.
 *
 * The intake reads every check path when it reads a case, so a path that does not parse
 * makes the case invalid before anything runs; the harness evaluates the path it read.
 * json-p3 was picked by measurement: it passes all 703 selectors of the JSONPath
 * Compliance Test Suite (jsonpath-rfc9535 1.3.0: 662, jsonpath-plus 11.3.0: 129). Where it
 * is more lenient than the RFC (a `-` inside a dotted name) the path is refused here, and
 * spellings that other JSONPath libraries read (jsonpath-plus's JavaScript filters, `===`,
 * script expressions) are refused with the standard spelling.
 */


const { expressions, selectors, JSONPathEnvironment, JSONPathError, TokenKind } = json_p3__WEBPACK_IMPORTED_MODULE_1__/* .jsonpath */ .YF;
/** Nesting `..` walks into before giving up; far past the 64 levels a JSON value may have. */
const MAX_DESCENT_DEPTH = 1024;
/** A path can call match() and search() with a pattern that backtracks for ever. */
const PATH_TIME_LIMIT_MS = 1000;
const environment = new JSONPathEnvironment({ maxRecursionDepth: MAX_DESCENT_DEPTH });
/**
 * Spellings other JSONPath dialects (mostly jsonpath-plus, which flowgate used before)
 * accept and RFC 9535 does not, each with the standard spelling. They are looked for
 * outside quoted strings, and only in a path that does not parse.
 */
const OTHER_DIALECTS = [
    { pattern: /===/, advice: () => '`===` is not JSONPath; write `==`' },
    { pattern: /!==/, advice: () => '`!==` is not JSONPath; write `!=`' },
    { pattern: /\[\s*\(\s*@\.length\s*-\s*(\d+)\s*\)\s*\]/, advice: (m) => `\`[(@.length-${m[1]})]\` is a script expression; write \`[-${m[1]}]\`` },
    { pattern: /\[\s*\(/, advice: () => '`[(…)]` is a script expression, which JSONPath does not have; write an index such as `[-1]`, a slice or a filter `[?…]`' },
    { pattern: /=~/, advice: () => "`=~` is not JSONPath; write `search(@.name, 'pattern')`, or `match(…)` for a whole-text match" },
    { pattern: /@root\b/, advice: () => '`@root` is not JSONPath; write `$`' },
    { pattern: /@(parentProperty|property|parent|path)\b/, advice: (m) => `\`@${m[1]}\` is a jsonpath-plus extension, not JSONPath` },
    {
        pattern: /\.\s*([A-Za-z_]\w*)\s*\(/,
        advice: (m) => `\`.${m[1]}(…)\` is JavaScript, not JSONPath; filters have the functions length(), count(), match(), search() and value()`,
    },
    { pattern: /\^/, advice: () => '`^` (the parent) is a jsonpath-plus extension, not JSONPath' },
    { pattern: /~/, advice: () => '`~` (member names) is a jsonpath-plus extension, not JSONPath' },
    { pattern: /^[^$\s]/, advice: () => 'a check path starts with `$`, the document checked (e.g. `$.a.b`)' },
    { pattern: /(?<=[A-Za-z_\]*])\.\s*(\d+)/, advice: (m) => `a dotted name cannot start with a digit; write \`[${m[1]}]\` for an index or \`['${m[1]}']\` for a name` },
    { pattern: /\[\s*([A-Za-z_][\w-]*)\s*\]/, advice: (m) => `a name in brackets is quoted; write \`['${m[1]}']\`` },
];
/** json-p3's wording where it is jargon or names its own tokens. */
const REWORDED = [
    [/^bald descendant segment$/, () => '`..` must be followed by a name, `*` or brackets'],
    [/^can't backup beyond start$/, () => 'a path cannot end with `.`'],
    [/^unexpected token 'TOKEN_ERROR'$/, () => 'unexpected character (blank space may stand only between segments)'],
    [/'TOKEN_([A-Z_]+)'/g, (_, kind = '') => kind.toLowerCase().replaceAll('_', ' ')],
    [/at index (\d+)/g, (_, index = '0') => `at character ${Number(index) + 1}`],
    // One line whatever the path holds: a control character in a quoted token is escaped.
    [/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`],
];
/** The path with quoted strings blanked out, so dialect spellings inside names and literals are not taken for syntax. */
function outsideStrings(text) {
    return text.replace(/'(?:[^'\\]|\\.)*'?|"(?:[^"\\]|\\.)*"?/gs, (quoted) => quoted[0] + ' '.repeat(Math.max(0, quoted.length - 1)));
}
function otherDialect(text) {
    const scanned = outsideStrings(text);
    for (const { pattern, advice } of OTHER_DIALECTS) {
        const match = pattern.exec(scanned);
        if (match)
            return { reason: advice(match), character: match.index + 1 };
    }
    return undefined;
}
function libraryProblem(error, text) {
    if (!(error instanceof JSONPathError)) {
        // A stack overflow on absurd nesting is the only other way json-p3 fails to parse.
        return { reason: error instanceof RangeError ? 'the path is nested too deeply' : 'the path cannot be read', character: 1 };
    }
    // json-p3 ends its message with a quote of the path around the error: the position says that.
    let reason = error.message.replace(/ \('[\s\S]*':\d+\)$/, '');
    for (const [pattern, replacement] of REWORDED)
        reason = reason.replace(pattern, replacement);
    return { reason, character: Math.min(error.token.index, text.length) + 1 };
}
/** The expression and every expression inside it, down into the filters of its queries. */
function* within(expression) {
    yield expression;
    if (expression instanceof expressions.FilterQuery)
        yield* filterExpressions(expression.path);
    else if (expression instanceof expressions.InfixExpression) {
        yield* within(expression.left);
        yield* within(expression.right);
    }
    else if (expression instanceof expressions.PrefixExpression)
        yield* within(expression.right);
    else if (expression instanceof expressions.LogicalExpression)
        yield* within(expression.expression);
    else if (expression instanceof expressions.FunctionExtension)
        for (const arg of expression.args)
            yield* within(arg);
}
/** Every filter expression of the query, nested ones included. */
function* filterExpressions(query) {
    for (const segment of query.segments) {
        for (const selector of segment.selectors)
            if (selector instanceof selectors.FilterSelector)
                yield* within(selector.expression);
    }
}
/** The query and the queries inside its filters. */
function queriesIn(query) {
    return [query, ...[...filterExpressions(query)].flatMap((expression) => (expression instanceof expressions.FilterQuery ? [expression.path] : []))];
}
/** The last segment is `.length` written as a child shorthand (not `['length']`, not `..length`). */
function endsInShorthandLength(query) {
    const last = query.segments.at(-1);
    return last !== undefined && last.token.kind === TokenKind.NAME && last.token.value === 'length';
}
/** What json-p3 reads but RFC 9535 refuses, or means otherwise than the old checks did. */
function beyondTheStandard(query, text) {
    const dashed = queriesIn(query)
        .flatMap((each) => each.segments.flatMap((segment) => segment.selectors))
        .find((selector) => selector instanceof selectors.NameSelector && selector.token.kind === TokenKind.NAME && selector.name.includes('-'));
    if (dashed) {
        return { reason: `\`-\` cannot be part of a dotted name; write \`['${dashed.token.value}']\``, character: dashed.token.index + 1 };
    }
    const lengthInFilter = [...filterExpressions(query)].find((expression) => expression instanceof expressions.FilterQuery && endsInShorthandLength(expression.path));
    if (lengthInFilter instanceof expressions.FilterQuery) {
        // jsonpath-plus read `@.items.length` as JavaScript; RFC 9535 reads a member named length.
        const dot = text.lastIndexOf('.', lengthInFilter.path.segments.at(-1).token.index);
        const counted = text.slice(lengthInFilter.token.index, dot).trim();
        return {
            reason: `inside a filter \`.length\` is a member named length; to count, write \`length(${counted})\`; for the member, write \`${counted}['length']\``,
            character: dot + 1,
        };
    }
    return undefined;
}
/** match() and search() run a regular expression from the path, which can backtrack for ever. */
function searchesText(query) {
    return [...filterExpressions(query)].some((expression) => expression instanceof expressions.FunctionExtension && ['match', 'search'].includes(expression.name));
}
/** Parses a check path; a problem says why it is not a check path and where. */
function readCheckPath(text) {
    let query;
    try {
        query = environment.compile(text);
    }
    catch (error) {
        return { ok: false, problem: otherDialect(text) ?? libraryProblem(error, text) };
    }
    const problem = beyondTheStandard(query, text);
    if (problem)
        return { ok: false, problem };
    const counts = endsInShorthandLength(query);
    const base = counts ? new json_p3__WEBPACK_IMPORTED_MODULE_1__/* .jsonpath */ .YF.JSONPathQuery(environment, query.segments.slice(0, -1)) : query;
    return { ok: true, path: { singular: query.singularQuery(), counts, query: base, searchesText: searchesText(query) } };
}
/** "`===` is not JSONPath; write `==` (at character 12)" */
function describeProblem(problem) {
    return `${problem.reason} (at character ${problem.character})`;
}
/** The one-line reason a path is not a check path (CHECK-15), or undefined when it is one. */
function checkPathProblem(text) {
    const reading = readCheckPath(text);
    return reading.ok ? undefined : `is not RFC 9535 JSONPath: ${describeProblem(reading.problem)}`;
}
function lengthOf(value) {
    if (Array.isArray(value) || typeof value === 'string')
        return { has: true, length: value.length };
    if (value !== null && typeof value === 'object' && Object.hasOwn(value, 'length')) {
        return { has: true, length: value.length };
    }
    return { has: false };
}
let watchdog;
const QUERY = new node_vm__WEBPACK_IMPORTED_MODULE_0__.Script('run()');
/** Runs the query; one that searches text runs under a time limit, which V8 enforces even inside a regular expression. */
function run(path, document) {
    const query = () => path.query.query(document).values();
    // The watchdog costs a thread per run (about half a millisecond): only a regular expression needs it.
    if (!path.searchesText)
        return query();
    watchdog ??= node_vm__WEBPACK_IMPORTED_MODULE_0__.createContext({ run: undefined });
    watchdog.run = query;
    try {
        return QUERY.runInContext(watchdog, { timeout: PATH_TIME_LIMIT_MS });
    }
    finally {
        watchdog.run = undefined;
    }
}
/** Every value the path finds in the document, in document order. */
function findValues(path, document) {
    // A step without outputs has none: not even `$` finds a value.
    if (document === undefined)
        return { ok: true, values: [] };
    let found;
    try {
        found = run(path, document);
    }
    catch (error) {
        if (error?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
            return { ok: false, reason: `the path took longer than ${PATH_TIME_LIMIT_MS} ms to evaluate` };
        }
        return { ok: false, reason: error instanceof Error ? (error.message.split('\n')[0] ?? 'unknown error') : String(error) };
    }
    if (!path.counts)
        return { ok: true, values: found };
    return { ok: true, values: found.map(lengthOf).flatMap((measured) => (measured.has ? [measured.length] : [])) };
}


/***/ }),

/***/ 533:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Ul: () => (/* binding */ allProblems),
  gO: () => (/* binding */ blockingProblems),
  ff: () => (/* binding */ countingCases),
  SI: () => (/* binding */ intakeOf),
  D3: () => (/* binding */ pathInCase),
  NQ: () => (/* binding */ readTestList),
  Pn: () => (/* binding */ statusBeforeRun),
  jb: () => (/* binding */ testsFileOf)
});

// EXTERNAL MODULE: ./lib/definitions/problems.js
var definitions_problems = __webpack_require__(83512);
// EXTERNAL MODULE: ./lib/definitions/schemas.js
var schemas = __webpack_require__(38094);
// EXTERNAL MODULE: ./lib/definitions/source.js + 2 modules
var definitions_source = __webpack_require__(64688);
// EXTERNAL MODULE: ./lib/credentials/index.js + 15 modules
var credentials = __webpack_require__(77387);
;// CONCATENATED MODULE: ./lib/definitions/test-list/artifact-limits.js
const MIB = 1024 * 1024;
const ARTIFACT_LIMITS = { fileBytes: 16 * MIB, totalBytes: 32 * MIB };
function artifactProblems(given) {
    const problems = [];
    let total = 0;
    for (const [name, file] of Object.entries(given.artifacts ?? {})) {
        // Text times repeat, in UTF-8 bytes; never built to be measured, since repeat may be huge.
        const size = Buffer.byteLength(file.text, 'utf8') * (file.repeat ?? 1);
        total += size;
        if (size > ARTIFACT_LIMITS.fileBytes)
            problems.push({ at: ['given', 'artifacts', name], message: 'a case artifact is at most 16 MiB' });
    }
    if (total > ARTIFACT_LIMITS.totalBytes)
        problems.push({ at: ['given', 'artifacts'], message: 'case artifacts are at most 32 MiB together' });
    return problems;
}

// EXTERNAL MODULE: ./lib/definitions/test-list/check-path.js
var check_path = __webpack_require__(75048);
// EXTERNAL MODULE: ./lib/definitions/test-list/pattern.js
var pattern = __webpack_require__(31196);
;// CONCATENATED MODULE: ./lib/definitions/test-list/expect-rules.js


/** The fields that test a value found by a path (test-cases.md §2.8). */
const VALUE_FIELDS = ['equals', 'contains', 'matches', 'exists', 'length'];
const FIELD_LIST = `${VALUE_FIELDS.slice(0, -1).join(', ')} or ${VALUE_FIELDS.at(-1)}`;
function isCount(value) {
    return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}
/** CHECK-02: at least one of the value fields is set. */
function hasValueField(fields) {
    return VALUE_FIELDS.some((field) => fields[field] !== undefined);
}
/** EXPECT-10: recipients (even `[]`, a check that no email went out) or a non-empty list of checks. */
function checksSomethingConcrete(expect) {
    const payload = expect.payload;
    return (Array.isArray(expect.recipients) ||
        (payload !== undefined && (!Array.isArray(payload) || payload.length > 0)) ||
        (expect.http_calls?.length ?? 0) > 0 ||
        (expect.step_outputs?.length ?? 0) > 0);
}
function valueFieldProblems(at, fields) {
    const problems = [];
    // CHECK-15
    const pathProblem = fields.path === undefined ? undefined : (0,check_path/* checkPathProblem */.rw)(fields.path);
    if (pathProblem !== undefined)
        problems.push({ at: [...at, 'path'], message: pathProblem });
    if (fields.matches !== undefined) {
        const problem = typeof fields.matches === 'string' ? (0,pattern/* patternProblem */.A)(fields.matches) : 'must be text';
        if (problem !== undefined)
            problems.push({ at: [...at, 'matches'], message: `is not a valid regular expression: ${problem}` });
    }
    if (fields.length !== undefined && !isCount(fields.length)) {
        problems.push({ at: [...at, 'length'], message: 'must be a whole number, 0 or more' });
    }
    return problems;
}
function payloadProblems(payload) {
    const entries = Array.isArray(payload)
        ? payload.map((check, index) => [['expect', 'payload', index], check])
        : [[['expect', 'payload'], payload]];
    return entries.flatMap(([at, check]) => {
        const problems = valueFieldProblems(at, check);
        // CHECK-02
        if (!hasValueField(check))
            problems.push({ at, message: `needs at least one of ${FIELD_LIST} besides path` });
        return problems;
    });
}
function stepProblems(checks) {
    return checks.flatMap((check, index) => {
        const at = ['expect', 'step_outputs', index];
        const problems = valueFieldProblems(at, check);
        if (check.path !== undefined && !hasValueField(check)) {
            problems.push({ at: [...at, 'path'], message: `needs at least one of ${FIELD_LIST} to check at the path` });
        }
        return problems;
    });
}
function expectProblems(expect) {
    const problems = [];
    // EXPECT-03
    if (expect.failed_step !== undefined && expect.outcome !== 'error') {
        problems.push({ at: ['expect', 'failed_step'], message: 'is allowed only with outcome error' });
    }
    // SET-04 / EXPECT-10
    if (expect.outcome === 'success' && !checksSomethingConcrete(expect)) {
        problems.push({
            at: ['expect'],
            message: 'a case that expects success must check something concrete: add recipients, payload, http_calls or step_outputs',
        });
    }
    if (expect.payload !== undefined)
        problems.push(...payloadProblems(expect.payload));
    (expect.http_calls ?? []).forEach((check, index) => {
        if (check.count !== undefined && !isCount(check.count)) {
            problems.push({ at: ['expect', 'http_calls', index, 'count'], message: 'must be a whole number, 0 or more' });
        }
    });
    problems.push(...stepProblems(expect.step_outputs ?? []));
    return problems;
}

// EXTERNAL MODULE: ./lib/shared/own.js
var own = __webpack_require__(73889);
;// CONCATENATED MODULE: ./lib/definitions/test-list/owner-rules.js
/**
 * What only the version a list belongs to can tell about a case: stubs must name its
 * steps, and model mocks must answer an AI connection one of its ai.generate steps binds
 * (MODEL-17, MODEL-18).
 */

function stubProblems(given, owner) {
    const ids = new Set((owner.version.plan?.steps ?? []).map((step) => step.id));
    return Object.keys(given.stub_steps ?? {})
        .filter((id) => !ids.has(id))
        .map((id) => ({ at: ['given', 'stub_steps', id], message: `the version has no step '${id}'` }));
}
function boundModelConnections(owner) {
    const bound = new Set();
    for (const step of owner.version.plan?.steps ?? []) {
        const slot = step.kind === 'action' ? step.action.modelSlot : undefined;
        const connection = slot !== undefined ? (0,own/* own */.Z)(step.connections, slot) : undefined;
        if (connection)
            bound.add(connection);
    }
    return bound;
}
/** A connection that does not exist yet may still become an AI connection. */
function isAiConnection(owner, name) {
    return ((0,own/* own */.Z)(owner.connections, name)?.kind ?? 'ai') === 'ai';
}
function modelProblems(given, owner) {
    const bound = boundModelConnections(owner);
    return (given.models ?? []).flatMap((mock, index) => {
        const name = mock.connection;
        const at = ['given', 'models', index, 'connection'];
        if (!isAiConnection(owner, name))
            return [{ at, message: `connection '${name}' is not an AI connection; model mocks answer ai.generate steps` }];
        if (!bound.has(name))
            return [{ at, message: `no platform/ai.generate step binds connection '${name}' to its model slot` }];
        return [];
    });
}
function ownerProblems(given, owner) {
    return [...stubProblems(given, owner), ...modelProblems(given, owner)];
}

;// CONCATENATED MODULE: ./lib/definitions/test-list/intake.js
/**
 * The one intake of a test list (tests.json): read with positions, checked and typed
 * once, for `flowgate test`, `flowgate validate` and every MCP tool alike, so they all
 * report the same problems and case statuses (CLI-32).
 *
 * The list as a whole can be unreadable, not an array, or hold credential-like values
 * (SCAN-01..05): those are problems of the list, and no case runs while there is one.
 * Each case is then held against the case schema (STATUS-05), and a case that passes it
 * against the rules the schema cannot say: its `expect` (STATUS-04, SET-04), its
 * artifact sizes (LIMIT-07, LIMIT-08) and, when the list's version is known, its stubs
 * and model mocks (MODEL-17, MODEL-18). A case with a problem is `invalid`.
 */







/** The test-list file of a version, also when it does not exist yet. */
function testsFileOf(version) {
    return version.location.testsFile ?? (version.location.dir === '.' ? 'tests.json' : `${version.location.dir}/tests.json`);
}
/** The intake of a version's list (its tests.json, or `text` for a draft); undefined when there is no list. */
function intakeOf(version, project, text = version.testsText) {
    if (text === undefined)
        return undefined;
    return readTestList(testsFileOf(version), text, { version, connections: project.connections });
}
/** `owner`: the version the list belongs to, for the checks only it can answer; without it they are left out. */
function readTestList(file, text, owner) {
    let source;
    try {
        source = (0,definitions_source/* readJson */.Vh)(file, text);
    }
    catch (error) {
        if (!(error instanceof definitions_source/* SourceSyntaxError */.Lc))
            throw error;
        const problem = { file: error.file, line: error.line, col: error.col, path: '', message: `cannot read the test list: ${error.message}` };
        return { file, readable: false, problems: [problem], cases: [] };
    }
    const list = source.value;
    if (!Array.isArray(list)) {
        return { file, readable: false, problems: [{ file, line: 1, path: '', message: 'the test list must be a JSON array of cases' }], cases: [] };
    }
    const findings = (0,credentials/* scanForCredentials */.L)(list);
    const flagged = flaggedFields(findings);
    const cases = list.map((raw, index) => readCase(source, raw, index, flagged.get(index), owner));
    return { file, readable: true, problems: findings.map((finding) => credentialProblem(source, finding)), cases };
}
/** Every problem of the list: each case's, in list order, then the list's own. */
function allProblems(intake) {
    return [...intake.cases.flatMap((entry) => entry.problems), ...intake.problems];
}
/** The cases that count for the required minimum: those that pass the case schema. */
function countingCases(intake) {
    return intake.cases.filter((entry) => entry.testCase !== undefined);
}
/** A case problem's path inside its case (`expect.payload`), as a case report shows it. */
function pathInCase(entry, problem) {
    const prefix = `[${entry.index}]`;
    if (!problem.path.startsWith(prefix))
        return problem.path;
    const rest = problem.path.slice(prefix.length);
    return rest.startsWith('.') ? rest.slice(1) : rest;
}
/**
 * The problems that stop every case of a version from running, as its test report lists
 * them: the project's settings, the version's definition, its test list as a whole.
 */
function blockingProblems(project, version, intake) {
    return [...project.problems, ...version.problems, ...(intake?.problems ?? [])];
}
/**
 * The status `flowgate test` gives a case without running it, or undefined when it runs:
 * no case runs while the version or its list has problems (SCAN-02), and an invalid
 * case never runs (STATUS-04, STATUS-05) while the others do (STATUS-06).
 */
function statusBeforeRun(entry, blocked) {
    if (blocked)
        return 'not_run';
    return entry.status === 'invalid' ? 'invalid' : undefined;
}
/** Fields of each case (by index) that the credential scan flagged: the case's identity must not repeat them. */
function flaggedFields(findings) {
    const flagged = new Map();
    for (const { path: [index, field] } of findings) {
        if (typeof index === 'number' && typeof field === 'string')
            flagged.set(index, (flagged.get(index) ?? new Set()).add(field));
    }
    return flagged;
}
function credentialProblem(source, finding) {
    const at = source.position(finding.path);
    return {
        file: source.file,
        ...(at ? { line: at.line, col: at.col } : {}),
        path: (0,definitions_problems/* formatPath */.j)(finding.path),
        message: `${finding.message} (rule ${finding.rule}); test data must be made up: if it is, ${finding.madeUp}`,
        code: `credential:${finding.rule}`,
    };
}
function readCase(source, raw, index, hidden, owner) {
    const line = source.position([index])?.line;
    const entry = { index, raw, ...(line !== undefined ? { line } : {}), ...identity(raw, index, hidden) };
    const validate = (0,schemas/* schemaValidator */.Ki)('test-case');
    if (!validate(raw)) {
        return { ...entry, status: 'invalid', problems: (0,schemas/* schemaProblems */.Ic)(validate.errors, source, [index]) };
    }
    const testCase = raw;
    const given = testCase.given ?? {};
    const linesOf = (list, mocks) => (mocks ?? []).map((_mock, at) => source.position([index, 'given', list, at])?.line);
    const mockLines = { http: linesOf('http', given.http), models: linesOf('models', given.models) };
    const checkLines = expectLines(source, index, testCase.expect);
    const found = [...expectProblems(testCase.expect), ...artifactProblems(given), ...(owner ? ownerProblems(given, owner) : [])];
    const problems = found.map(({ at, message }) => {
        const path = [index, ...at];
        const position = source.position(path);
        return { file: source.file, ...(position ? { line: position.line, col: position.col } : {}), path: (0,definitions_problems/* formatPath */.j)(path), message, code: 'invalid_case' };
    });
    return { ...entry, status: problems.length > 0 ? 'invalid' : 'ok', problems, testCase, mockLines, checkLines };
}
/** The line of each field of `expect` and of each entry of a list field, by the place a check names (`expect.http_calls[0]`). */
function expectLines(source, index, expect) {
    const lines = {};
    for (const [field, value] of Object.entries(expect ?? {})) {
        const line = source.position([index, 'expect', field])?.line;
        if (line !== undefined)
            lines[`expect.${field}`] = line;
        if (!Array.isArray(value))
            continue;
        value.forEach((_entry, at) => {
            const entryLine = source.position([index, 'expect', field, at])?.line;
            if (entryLine !== undefined)
                lines[`expect.${field}[${at}]`] = entryLine;
        });
    }
    return lines;
}
function identity(raw, index, hidden) {
    const fields = (typeof raw === 'object' && raw !== null ? raw : {});
    const shown = (field) => (typeof fields[field] === 'string' && !hidden?.has(field) ? fields[field] : undefined);
    const description = shown('description');
    const kind = typeof fields['kind'] === 'string' ? fields['kind'] : undefined;
    return { name: shown('name') ?? `case ${index + 1}`, ...(description !== undefined ? { description } : {}), ...(kind !== undefined ? { kind } : {}) };
}


/***/ }),

/***/ 31196:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ patternProblem)
/* harmony export */ });
/**
 * Whether a `matches` pattern of a case is a regular expression at all (CHECK-09,
 * STATUS-04). Searching text with it is the harness's work (testing/checks/pattern.ts).
 */
/** Why a pattern is not a valid regular expression, or undefined when it is. */
function patternProblem(pattern) {
    try {
        new RegExp(pattern);
        return undefined;
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // "Invalid regular expression: /(/: Unterminated group": keep the reason only,
        // because the pattern itself is case data.
        const reason = /: ([^:]+)$/.exec(message)?.[1]?.trim();
        return reason ?? 'invalid regular expression';
    }
}


/***/ }),

/***/ 73889:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ own)
/* harmony export */ });
/**
 * A value from a record keyed by names users choose (step ids, connection, table and
 * secret names). Only own keys count: a step named `constructor` or a table named
 * `toString` must never find a built-in member of Object.prototype.
 */
function own(record, key) {
    return record != null && Object.hasOwn(record, key) ? record[key] : undefined;
}


/***/ })

};
