export const id = 94;
export const ids = [94];
export const modules = {

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

/***/ 38094:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C0: () => (/* binding */ loadSchemaFile),
/* harmony export */   Ic: () => (/* binding */ schemaProblems),
/* harmony export */   Ki: () => (/* binding */ schemaValidator),
/* harmony export */   RW: () => (/* binding */ SCHEMA_NAMES),
/* harmony export */   Vl: () => (/* binding */ schemaId)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73024);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(73136);
/* harmony import */ var _shared_json_schema_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(77455);
/* harmony import */ var _shared_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(40570);
/* harmony import */ var _problems_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(83512);
/**
 * The JSON Schemas of flowgate's files (schemas/*.json) and the translation of Ajv's
 * errors into plain problems with a path and a line.
 *
 * Startup time matters (the CLI and the Action start often), so nothing is read or
 * compiled at import time: each schema is compiled on first use and then cached.
 */






/** Schemas that a schema `$ref`s by `$id`; they are added to Ajv before it compiles. */
const SCHEMA_REFERENCES = {
    'test-case': [],
    'test-list': ['test-case'],
    workflow: [],
    action: [],
    connections: [],
    flowgate: [],
};
function schemaId(name) {
    return `service://schemas/${name}.json`;
}
// ---------------------------------------------------------------------------------------
// Loading and compiling
const SCHEMA_NAMES = ['test-case', 'test-list', 'workflow', 'action', 'connections', 'flowgate'];
let definitionsAjv;
/** Our own schemas: fully strict, except that "at least one of" is written as
 * `anyOf: [{required: [a]}, {required: [b]}]`, which strictRequired would refuse. */
function ajvForDefinitions() {
    definitionsAjv ??= (0,_shared_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .createAjv */ .gr)(_shared_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .DEFINITION_OPTIONS */ .x);
    return definitionsAjv;
}
const schemaFiles = new Map();
const validators = new Map();
const addedSchemas = new Set();
let schemasFolder;
/**
 * The folder holding the package's `schemas/`: the nearest ancestor of this module that
 * has `package.json` beside `schemas/`. This holds for `src/` under vitest, for `lib/`
 * after tsc, and for a bundle in `dist/` of a checked-out Action.
 */
function findSchemasFolder() {
    if (schemasFolder)
        return schemasFolder;
    const starts = [];
    try {
        starts.push(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url)));
    }
    catch {
        // A bundler may give a URL that is not a file; fall back to the entry script.
    }
    if (process.argv[1])
        starts.push(node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(node_path__WEBPACK_IMPORTED_MODULE_1__.resolve(process.argv[1])));
    for (const start of starts) {
        for (let dir = start;; dir = node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(dir)) {
            const candidate = node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, 'schemas');
            if (node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync(node_path__WEBPACK_IMPORTED_MODULE_1__.join(dir, 'package.json')) && node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync(node_path__WEBPACK_IMPORTED_MODULE_1__.join(candidate, 'test-case.json'))) {
                schemasFolder = candidate;
                return candidate;
            }
            if (node_path__WEBPACK_IMPORTED_MODULE_1__.dirname(dir) === dir)
                break;
        }
    }
    throw new Error('flowgate cannot find its schemas/ folder next to package.json');
}
/** The parsed `schemas/<name>.json`. Frozen, because Ajv and every caller share it. */
function loadSchemaFile(name) {
    let schema = schemaFiles.get(name);
    if (!schema) {
        const file = node_path__WEBPACK_IMPORTED_MODULE_1__.join(findSchemasFolder(), `${name}.json`);
        schema = deepFreeze(JSON.parse(node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync(file, 'utf8')));
        schemaFiles.set(name, schema);
    }
    return schema;
}
function deepFreeze(value) {
    if (value && typeof value === 'object' && !Object.isFrozen(value)) {
        Object.freeze(value);
        for (const child of Object.values(value))
            deepFreeze(child);
    }
    return value;
}
/** The compiled validator of one of flowgate's own schemas, compiled on first use. */
function schemaValidator(name) {
    let validate = validators.get(name);
    if (!validate)
        validate = (0,_shared_json_schema_js__WEBPACK_IMPORTED_MODULE_3__/* .precompiledValidators */ .GP)()?.[name];
    if (validate)
        validators.set(name, validate);
    if (!validate) {
        const ajv = ajvForDefinitions();
        for (const needed of [...SCHEMA_REFERENCES[name], name]) {
            if (!addedSchemas.has(needed)) {
                ajv.addSchema(loadSchemaFile(needed));
                addedSchemas.add(needed);
            }
        }
        validate = ajv.getSchema(schemaId(name));
        if (!validate)
            throw new Error(`schema ${name} has no $id ${schemaId(name)}`);
        validators.set(name, validate);
    }
    return validate;
}
/**
 * Plain, user-facing problems for Ajv's errors of a value read from `source` at
 * `basePath`. Never shows the offending value: it may be a secret.
 */
function schemaProblems(errors, source, basePath = [], options = {}) {
    if (!errors || errors.length === 0)
        return [];
    const root = valueAt(source.value, basePath);
    const explained = dropShadowedTypeErrors(explainErrors(errors, (pointer) => pointerSegments(pointer, root)));
    const seen = new Set();
    const problems = [];
    for (const item of explained) {
        const fullPath = [...basePath, ...item.segments];
        const shownPath = (0,_problems_js__WEBPACK_IMPORTED_MODULE_4__/* .formatPath */ .j)(options.pathFromBase ? item.segments : fullPath);
        const key = `${shownPath}\u0000${item.message}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        const position = source.position(fullPath);
        problems.push({
            file: source.file,
            ...(position ? { line: position.line, col: position.col } : {}),
            path: shownPath,
            message: item.message,
            code: item.code,
        });
    }
    return problems.sort((a, b) => (a.line ?? Infinity) - (b.line ?? Infinity) || (a.col ?? 0) - (b.col ?? 0));
}
function explainErrors(errors, segmentsOf) {
    const consumed = new Set();
    const conditions = new Map();
    const out = [];
    // An `if` error says only "must match then"; its branch errors carry the substance.
    for (const error of errors) {
        if (error.keyword !== 'if')
            continue;
        consumed.add(error);
        const branch = String(error.params['failingKeyword']);
        const prefix = `${error.schemaPath.slice(0, -'/if'.length)}/${branch}/`;
        const ifSchema = error.parentSchema?.['if'];
        for (const other of errors) {
            if (other.schemaPath.startsWith(prefix) && isUnderPointer(other.instancePath, error.instancePath)) {
                conditions.set(other, { ifSchema, holds: branch === 'then' });
            }
        }
    }
    // The inner errors of `propertyNames` say why; the wrapper only repeats it.
    for (const error of errors) {
        if (error.keyword !== 'propertyNames')
            continue;
        const name = error.params['propertyName'];
        if (errors.some((e) => e.propertyName === name && e.instancePath === error.instancePath))
            consumed.add(error);
    }
    const composites = errors
        .filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')
        .sort((a, b) => a.schemaPath.length - b.schemaPath.length);
    for (const composite of composites) {
        if (consumed.has(composite))
            continue;
        const branchErrors = errors.filter((e) => e !== composite &&
            !consumed.has(e) &&
            e.schemaPath.startsWith(`${composite.schemaPath}/`) &&
            isUnderPointer(e.instancePath, composite.instancePath));
        consumed.add(composite);
        for (const e of branchErrors)
            consumed.add(e);
        out.push(...explainComposite(composite, branchErrors, segmentsOf));
    }
    for (const error of errors) {
        if (consumed.has(error))
            continue;
        out.push(explainOne(error, segmentsOf(error.instancePath), conditions.get(error)));
    }
    return out;
}
/** anyOf/oneOf: one helpful message instead of every branch's complaint. */
function explainComposite(composite, branchErrors, segmentsOf) {
    const segments = segmentsOf(composite.instancePath);
    const branches = Array.isArray(composite.schema) ? composite.schema : [];
    const keys = presenceKeys(branches);
    const passing = composite.params['passingSchemas'];
    if (keys) {
        const list = keys.join(', ');
        if (composite.keyword === 'anyOf')
            return [{ segments, code: 'invalid_value', message: `needs at least one of ${list}` }];
        // Which of the fields are set (their names only, never their values).
        const data = composite.data;
        const present = isRecord(data) ? keys.filter((key) => Object.hasOwn(data, key)) : [];
        const found = present.length > 1 ? ` (found ${present.join(', ')})` : '';
        return [{ segments, code: 'invalid_value', message: `use exactly one of ${list}${found}` }];
    }
    if (Array.isArray(passing)) {
        return [{ segments, code: 'invalid_value', message: 'matches more than one of the allowed forms' }];
    }
    const byBranch = new Map();
    for (const error of branchErrors) {
        const index = Number.parseInt(error.schemaPath.slice(composite.schemaPath.length + 1), 10);
        byBranch.set(index, [...(byBranch.get(index) ?? []), error]);
    }
    const typeMismatch = (index) => (byBranch.get(index) ?? []).some((e) => e.keyword === 'type' && e.instancePath === composite.instancePath && e.schemaPath === `${composite.schemaPath}/${index}/type`);
    const fitting = branches.map((_, index) => index).filter((index) => !typeMismatch(index));
    if (fitting.length === 0) {
        const types = branches.flatMap((branch) => typesOf(branch?.['type']));
        return [{ segments, code: 'invalid_value', message: `must be ${typeWords(types)}`, wrongType: true }];
    }
    // The branch whose type fits and that comes closest is what the author meant.
    const best = fitting.reduce((a, b) => ((byBranch.get(b)?.length ?? 0) < (byBranch.get(a)?.length ?? 0) ? b : a));
    const bestErrors = byBranch.get(best) ?? [];
    if (bestErrors.length === 0)
        return [{ segments, code: 'invalid_value', message: 'does not match any allowed form' }];
    return explainErrors(bestErrors, segmentsOf);
}
/** Branches that each only require one field: "at least one / exactly one of these fields". */
function presenceKeys(branches) {
    const keys = [];
    for (const branch of branches) {
        if (!isRecord(branch))
            return undefined;
        const required = branch['required'];
        const onlyRequired = Object.keys(branch).every((k) => k === 'required' || k === 'description' || k === '$comment');
        if (!onlyRequired || !Array.isArray(required) || required.length !== 1)
            return undefined;
        keys.push(String(required[0]));
    }
    return keys.length > 0 ? keys : undefined;
}
const KEYWORD_MESSAGES = {
    additionalProperties: (error) => {
        const field = String(error.params['additionalProperty']);
        const known = Object.keys(error.parentSchema?.['properties'] ?? {});
        const suggestion = (0,_shared_did_you_mean_js__WEBPACK_IMPORTED_MODULE_5__/* .suggestName */ .SX)(field, known);
        return { field, code: 'unknown_field', message: suggestion ? `unknown field; ${suggestion}` : 'unknown field' };
    },
    required: (error, condition) => {
        const when = condition?.holds ? describeCondition(condition.ifSchema) : undefined;
        const message = `missing required field '${String(error.params['missingProperty'])}'`;
        return { code: 'missing_field', message: when ? `${message} (needed when ${when})` : message };
    },
    unevaluatedProperties: (error) => ({ field: String(error.params['unevaluatedProperty']), code: 'unknown_field', message: 'unknown field' }),
    dependentRequired: (error) => ({
        code: 'missing_field',
        message: `missing required field '${String(error.params['missingProperty'])}' (needed with '${String(error.params['property'])}')`,
    }),
    type: (error) => ({ message: `must be ${typeWords(typesOf(error.schema ?? error.params.type))}` }),
    enum: (error) => ({ message: `must be one of: ${error.params['allowedValues'].map(showSchemaValue).join(', ')}` }),
    const: (error) => ({ message: `must be ${showSchemaValue(error.params['allowedValue'])}` }),
    minimum: (error) => ({ message: `must be at least ${String(error.params['limit'])}` }),
    maximum: (error) => ({ message: `must be at most ${String(error.params['limit'])}` }),
    exclusiveMinimum: (error) => ({ message: `must be greater than ${String(error.params['limit'])}` }),
    exclusiveMaximum: (error) => ({ message: `must be less than ${String(error.params['limit'])}` }),
    multipleOf: (error) => ({ message: `must be a multiple of ${String(error.params['multipleOf'])}` }),
    minLength: (error) => ({ message: error.params['limit'] === 1 ? 'must not be empty' : `must have at least ${String(error.params['limit'])} characters` }),
    maxLength: (error) => ({ message: `must have at most ${String(error.params['limit'])} characters` }),
    minItems: (error) => ({ message: error.params['limit'] === 1 ? 'must not be an empty list' : `must have at least ${String(error.params['limit'])} items` }),
    maxItems: (error) => ({ message: `must have at most ${String(error.params['limit'])} items` }),
    minProperties: (error) => ({ message: `must have at least ${String(error.params['limit'])} entries` }),
    maxProperties: (error) => ({ message: `must have at most ${String(error.params['limit'])} entries` }),
    uniqueItems: (error) => {
        const [first, second] = [Number(error.params['i']), Number(error.params['j'])].sort((a, b) => a - b);
        return { message: `must not repeat items (items ${first} and ${second} are the same)` };
    },
    pattern: (error) => ({ message: PATTERN_MEANINGS[String(error.params['pattern'])] ?? `must match the pattern ${String(error.params['pattern'])}` }),
    format: (error) => ({ message: FORMAT_MEANINGS[String(error.params['format'])] ?? `must be a valid ${String(error.params['format'])}` }),
    not: (error) => {
        const required = isRecord(error.schema) ? error.schema['required'] : undefined;
        if (Array.isArray(required) && required.length === 2)
            return { message: `use ${String(required[0])} or ${String(required[1])}, not both` };
        if (Array.isArray(required) && required.length > 2)
            return { message: `${required.join(', ')} cannot all be used together` };
        return { message: 'has a form that is not allowed here' };
    },
    'false schema': (_, condition) => {
        const when = condition ? describeCondition(condition.ifSchema) : undefined;
        if (!when)
            return { message: 'is not allowed here' };
        return { message: condition.holds ? `is not allowed when ${when}` : `is allowed only when ${when}` };
    },
    propertyNames: () => ({ message: 'has an invalid name' }),
};
/** What the patterns of our schemas mean, in words. */
const PATTERN_MEANINGS = {
    '^https://': 'must start with https://',
    '^[a-z][a-z0-9_]{0,63}$': 'must be a step id: a lowercase letter, then lowercase letters, digits and _, at most 64 characters',
    '^[A-Za-z0-9_-]{1,100}$': 'must have 1 to 100 characters: letters, digits, - and _',
    '^[A-Za-z0-9][A-Za-z0-9._-]*$': 'must start with a letter or digit and have only letters, digits, dots, dashes and underscores',
    '^[A-Za-z0-9_-]{1,64}$': 'must have 1 to 64 characters: letters, digits, - and _',
    '^(platform/[a-z][a-z0-9_.]*@v1|library/[A-Za-z0-9_-]+@[0-9]+|workflow/[A-Za-z0-9_-]+)$': 'must be platform/<action>@v1, library/<action>@<version> or workflow/<name>',
};
const FORMAT_MEANINGS = {
    'date-time': 'must be an RFC 3339 time with a time zone, for example 2026-01-05T08:00:00Z',
    regex: 'must be a valid regular expression',
    email: 'must be an email address',
    uri: 'must be a full address (URI)',
};
function explainOne(error, segments, condition) {
    const describer = KEYWORD_MESSAGES[error.keyword];
    // Ajv's own wording names the rule, never the value, so it is a safe fallback.
    const described = describer ? describer(error, condition) : { message: error.message ?? 'is not valid' };
    const at = [...segments];
    if (error.propertyName !== undefined)
        at.push(error.propertyName);
    if (described.field !== undefined)
        at.push(described.field);
    return { segments: at, message: described.message, code: described.code ?? 'invalid_value', wrongType: error.keyword === 'type' };
}
/** A value of the wrong type gets one message, from the outermost schema that said so. */
function dropShadowedTypeErrors(items) {
    const typed = new Set();
    const out = [];
    for (const item of items) {
        const key = JSON.stringify(item.segments);
        if (item.wrongType) {
            if (typed.has(key))
                continue;
            typed.add(key);
        }
        out.push(item);
    }
    return out;
}
const TYPE_WORDS = {
    string: 'a string',
    number: 'a number',
    integer: 'an integer',
    boolean: 'a boolean',
    array: 'a list',
    object: 'an object',
    null: 'null',
};
function typesOf(type) {
    if (typeof type === 'string')
        return [type];
    if (Array.isArray(type))
        return type.map(String);
    return [];
}
function typeWords(types) {
    const words = [...new Set(types)].map((t) => TYPE_WORDS[t] ?? t);
    return words.length > 0 ? words.join(' or ') : 'of another form';
}
function describeCondition(schema) {
    if (!isRecord(schema))
        return undefined;
    const parts = [];
    const properties = schema['properties'];
    if (isRecord(properties)) {
        for (const [name, sub] of Object.entries(properties)) {
            if (isRecord(sub) && 'const' in sub)
                parts.push(`${name} is ${showSchemaValue(sub['const'])}`);
            else if (isRecord(sub) && Array.isArray(sub['enum']))
                parts.push(`${name} is one of ${sub['enum'].map(showSchemaValue).join(', ')}`);
            else
                return undefined;
        }
    }
    if (parts.length === 0 && Array.isArray(schema['required'])) {
        return schema['required'].map((field) => `${String(field)} is set`).join(' and ');
    }
    return parts.length > 0 ? parts.join(' and ') : undefined;
}
/** Values from the schema (enum members, consts), never from the data. */
function showSchemaValue(value) {
    return typeof value === 'string' ? value : JSON.stringify(value);
}
// ---------------------------------------------------------------------------------------
// Paths
const INDEX = /^(?:0|[1-9][0-9]*)$/;
/** JSON Pointer → path segments; a segment is a number only where the data holds a list. */
function pointerSegments(pointer, root) {
    if (pointer === '')
        return [];
    const segments = [];
    let node = root;
    let known = true;
    for (const raw of pointer.slice(1).split('/')) {
        const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
        const isIndex = INDEX.test(key) && (known ? Array.isArray(node) : true);
        segments.push(isIndex ? Number(key) : key);
        if (known && node !== null && typeof node === 'object' && Object.hasOwn(node, key)) {
            node = node[key];
        }
        else {
            known = false;
        }
    }
    return segments;
}
function isUnderPointer(pointer, ancestor) {
    return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}
function valueAt(value, segments) {
    let node = value;
    for (const segment of segments) {
        if (node === null || typeof node !== 'object' || !Object.hasOwn(node, segment))
            return undefined;
        node = node[segment];
    }
    return node;
}
function isRecord(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}


/***/ })

};
