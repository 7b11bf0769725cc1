/**
 * The JSON Schemas of flowgate's files (schemas/*.json) and the translation of Ajv's
 * errors into plain problems with a path and a line.
 *
 * Startup time matters (the CLI and the Action start often), so nothing is read or
 * compiled at import time: each schema is compiled on first use and then cached.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { DEFINITION_OPTIONS, createAjv, precompiledValidators } from '../shared/json-schema.js';
import { suggestName } from '../shared/did-you-mean.js';
import { formatPath, type Problem } from './problems.js';
import type { PathSegment, SourceFile } from './source.js';

export type SchemaName = 'test-case' | 'test-list' | 'workflow' | 'action' | 'connections' | 'flowgate';

/** Schemas that a schema `$ref`s by `$id`; they are added to Ajv before it compiles. */
const SCHEMA_REFERENCES: Readonly<Record<SchemaName, readonly SchemaName[]>> = {
  'test-case': [],
  'test-list': ['test-case'],
  workflow: [],
  action: [],
  connections: [],
  flowgate: [],
};

export function schemaId(name: SchemaName): string {
  return `service://schemas/${name}.json`;
}

// ---------------------------------------------------------------------------------------
// Loading and compiling

export const SCHEMA_NAMES: readonly SchemaName[] = ['test-case', 'test-list', 'workflow', 'action', 'connections', 'flowgate'];

let definitionsAjv: Ajv2020 | undefined;

/** Our own schemas: fully strict, except that "at least one of" is written as
 * `anyOf: [{required: [a]}, {required: [b]}]`, which strictRequired would refuse. */
function ajvForDefinitions(): Ajv2020 {
  definitionsAjv ??= createAjv(DEFINITION_OPTIONS);
  return definitionsAjv;
}

const schemaFiles = new Map<SchemaName, object>();
const validators = new Map<SchemaName, ValidateFunction>();
const addedSchemas = new Set<SchemaName>();
let schemasFolder: string | undefined;

/**
 * The folder holding the package's `schemas/`: the nearest ancestor of this module that
 * has `package.json` beside `schemas/`. This holds for `src/` under vitest, for `lib/`
 * after tsc, and for a bundle in `dist/` of a checked-out Action.
 */
function findSchemasFolder(): string {
  if (schemasFolder) return schemasFolder;
  const starts: string[] = [];
  try {
    starts.push(path.dirname(fileURLToPath(import.meta.url)));
  } catch {
    // A bundler may give a URL that is not a file; fall back to the entry script.
  }
  if (process.argv[1]) starts.push(path.dirname(path.resolve(process.argv[1])));
  for (const start of starts) {
    for (let dir = start; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, 'schemas');
      if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(candidate, 'test-case.json'))) {
        schemasFolder = candidate;
        return candidate;
      }
      if (path.dirname(dir) === dir) break;
    }
  }
  throw new Error('flowgate cannot find its schemas/ folder next to package.json');
}

/** The parsed `schemas/<name>.json`. Frozen, because Ajv and every caller share it. */
export function loadSchemaFile(name: SchemaName): object {
  let schema = schemaFiles.get(name);
  if (!schema) {
    const file = path.join(findSchemasFolder(), `${name}.json`);
    schema = deepFreeze(JSON.parse(fs.readFileSync(file, 'utf8')) as object);
    schemaFiles.set(name, schema);
  }
  return schema;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The compiled validator of one of flowgate's own schemas, compiled on first use. */
export function schemaValidator(name: SchemaName): ValidateFunction {
  let validate = validators.get(name);
  if (!validate) validate = precompiledValidators()?.[name];
  if (validate) validators.set(name, validate);
  if (!validate) {
    const ajv = ajvForDefinitions();
    for (const needed of [...SCHEMA_REFERENCES[name], name]) {
      if (!addedSchemas.has(needed)) {
        ajv.addSchema(loadSchemaFile(needed));
        addedSchemas.add(needed);
      }
    }
    validate = ajv.getSchema(schemaId(name));
    if (!validate) throw new Error(`schema ${name} has no $id ${schemaId(name)}`);
    validators.set(name, validate);
  }
  return validate;
}

// ---------------------------------------------------------------------------------------
// Ajv errors → problems

export interface SchemaProblemOptions {
  /** Write paths relative to basePath (`given.http[0]…` of one case) instead of from the file's root. */
  pathFromBase?: boolean;
}

type ProblemCode = 'unknown_field' | 'missing_field' | 'invalid_value';

interface Explained {
  segments: PathSegment[];
  message: string;
  code: ProblemCode;
  /** A wrong-type message: the value's other complaints at the same place are noise. */
  wrongType?: boolean;
}

/** Whether a `then`/`else` branch applies, and the `if` that decided it. */
interface Condition {
  ifSchema: unknown;
  holds: boolean;
}

/**
 * Plain, user-facing problems for Ajv's errors of a value read from `source` at
 * `basePath`. Never shows the offending value: it may be a secret.
 */
export function schemaProblems(
  errors: readonly ErrorObject[] | null | undefined,
  source: SourceFile,
  basePath: readonly PathSegment[] = [],
  options: SchemaProblemOptions = {},
): Problem[] {
  if (!errors || errors.length === 0) return [];
  const root = valueAt(source.value, basePath);
  const explained = dropShadowedTypeErrors(explainErrors(errors, (pointer) => pointerSegments(pointer, root)));

  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const item of explained) {
    const fullPath = [...basePath, ...item.segments];
    const shownPath = formatPath(options.pathFromBase ? item.segments : fullPath);
    const key = `${shownPath}\u0000${item.message}`;
    if (seen.has(key)) continue;
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

function explainErrors(errors: readonly ErrorObject[], segmentsOf: (pointer: string) => PathSegment[]): Explained[] {
  const consumed = new Set<ErrorObject>();
  const conditions = new Map<ErrorObject, Condition>();
  const out: Explained[] = [];

  // An `if` error says only "must match then"; its branch errors carry the substance.
  for (const error of errors) {
    if (error.keyword !== 'if') continue;
    consumed.add(error);
    const branch = String(error.params['failingKeyword']);
    const prefix = `${error.schemaPath.slice(0, -'/if'.length)}/${branch}/`;
    const ifSchema = (error.parentSchema as Record<string, unknown> | undefined)?.['if'];
    for (const other of errors) {
      if (other.schemaPath.startsWith(prefix) && isUnderPointer(other.instancePath, error.instancePath)) {
        conditions.set(other, { ifSchema, holds: branch === 'then' });
      }
    }
  }

  // The inner errors of `propertyNames` say why; the wrapper only repeats it.
  for (const error of errors) {
    if (error.keyword !== 'propertyNames') continue;
    const name = error.params['propertyName'];
    if (errors.some((e) => e.propertyName === name && e.instancePath === error.instancePath)) consumed.add(error);
  }

  const composites = errors
    .filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf')
    .sort((a, b) => a.schemaPath.length - b.schemaPath.length);
  for (const composite of composites) {
    if (consumed.has(composite)) continue;
    const branchErrors = errors.filter(
      (e) =>
        e !== composite &&
        !consumed.has(e) &&
        e.schemaPath.startsWith(`${composite.schemaPath}/`) &&
        isUnderPointer(e.instancePath, composite.instancePath),
    );
    consumed.add(composite);
    for (const e of branchErrors) consumed.add(e);
    out.push(...explainComposite(composite, branchErrors, segmentsOf));
  }

  for (const error of errors) {
    if (consumed.has(error)) continue;
    out.push(explainOne(error, segmentsOf(error.instancePath), conditions.get(error)));
  }
  return out;
}

/** anyOf/oneOf: one helpful message instead of every branch's complaint. */
function explainComposite(
  composite: ErrorObject,
  branchErrors: readonly ErrorObject[],
  segmentsOf: (pointer: string) => PathSegment[],
): Explained[] {
  const segments = segmentsOf(composite.instancePath);
  const branches = Array.isArray(composite.schema) ? (composite.schema as unknown[]) : [];
  const keys = presenceKeys(branches);
  const passing = composite.params['passingSchemas'] as number[] | null | undefined;

  if (keys) {
    const list = keys.join(', ');
    if (composite.keyword === 'anyOf') return [{ segments, code: 'invalid_value', message: `needs at least one of ${list}` }];
    // Which of the fields are set (their names only, never their values).
    const data = composite.data;
    const present = isRecord(data) ? keys.filter((key) => Object.hasOwn(data, key)) : [];
    const found = present.length > 1 ? ` (found ${present.join(', ')})` : '';
    return [{ segments, code: 'invalid_value', message: `use exactly one of ${list}${found}` }];
  }
  if (Array.isArray(passing)) {
    return [{ segments, code: 'invalid_value', message: 'matches more than one of the allowed forms' }];
  }

  const byBranch = new Map<number, ErrorObject[]>();
  for (const error of branchErrors) {
    const index = Number.parseInt(error.schemaPath.slice(composite.schemaPath.length + 1), 10);
    byBranch.set(index, [...(byBranch.get(index) ?? []), error]);
  }
  const typeMismatch = (index: number): boolean =>
    (byBranch.get(index) ?? []).some(
      (e) => e.keyword === 'type' && e.instancePath === composite.instancePath && e.schemaPath === `${composite.schemaPath}/${index}/type`,
    );
  const fitting = branches.map((_, index) => index).filter((index) => !typeMismatch(index));
  if (fitting.length === 0) {
    const types = branches.flatMap((branch) => typesOf((branch as Record<string, unknown>)?.['type']));
    return [{ segments, code: 'invalid_value', message: `must be ${typeWords(types)}`, wrongType: true }];
  }
  // The branch whose type fits and that comes closest is what the author meant.
  const best = fitting.reduce((a, b) => ((byBranch.get(b)?.length ?? 0) < (byBranch.get(a)?.length ?? 0) ? b : a));
  const bestErrors = byBranch.get(best) ?? [];
  if (bestErrors.length === 0) return [{ segments, code: 'invalid_value', message: 'does not match any allowed form' }];
  return explainErrors(bestErrors, segmentsOf);
}

/** Branches that each only require one field: "at least one / exactly one of these fields". */
function presenceKeys(branches: readonly unknown[]): string[] | undefined {
  const keys: string[] = [];
  for (const branch of branches) {
    if (!isRecord(branch)) return undefined;
    const required = branch['required'];
    const onlyRequired = Object.keys(branch).every((k) => k === 'required' || k === 'description' || k === '$comment');
    if (!onlyRequired || !Array.isArray(required) || required.length !== 1) return undefined;
    keys.push(String(required[0]));
  }
  return keys.length > 0 ? keys : undefined;
}

type Describer = (error: ErrorObject, condition: Condition | undefined) => { message: string; field?: string; code?: ProblemCode };

const KEYWORD_MESSAGES: Readonly<Record<string, Describer>> = {
  additionalProperties: (error) => {
    const field = String(error.params['additionalProperty']);
    const known = Object.keys((error.parentSchema as Record<string, unknown> | undefined)?.['properties'] ?? {});
    const suggestion = suggestName(field, known);
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
  type: (error) => ({ message: `must be ${typeWords(typesOf(error.schema ?? (error.params as { type?: unknown }).type))}` }),
  enum: (error) => ({ message: `must be one of: ${(error.params['allowedValues'] as unknown[]).map(showSchemaValue).join(', ')}` }),
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
    if (Array.isArray(required) && required.length === 2) return { message: `use ${String(required[0])} or ${String(required[1])}, not both` };
    if (Array.isArray(required) && required.length > 2) return { message: `${required.join(', ')} cannot all be used together` };
    return { message: 'has a form that is not allowed here' };
  },
  'false schema': (_, condition) => {
    const when = condition ? describeCondition(condition.ifSchema) : undefined;
    if (!when) return { message: 'is not allowed here' };
    return { message: condition!.holds ? `is not allowed when ${when}` : `is allowed only when ${when}` };
  },
  propertyNames: () => ({ message: 'has an invalid name' }),
};

/** What the patterns of our schemas mean, in words. */
const PATTERN_MEANINGS: Readonly<Record<string, string>> = {
  '^https://': 'must start with https://',
  '^[a-z][a-z0-9_]{0,63}$': 'must be a step id: a lowercase letter, then lowercase letters, digits and _, at most 64 characters',
  '^[A-Za-z0-9_-]{1,100}$': 'must have 1 to 100 characters: letters, digits, - and _',
  '^[A-Za-z0-9][A-Za-z0-9._-]*$': 'must start with a letter or digit and have only letters, digits, dots, dashes and underscores',
  '^[A-Za-z0-9_-]{1,64}$': 'must have 1 to 64 characters: letters, digits, - and _',
  '^(platform/[a-z][a-z0-9_.]*@v1|library/[A-Za-z0-9_-]+@[0-9]+|workflow/[A-Za-z0-9_-]+)$':
    'must be platform/<action>@v1, library/<action>@<version> or workflow/<name>',
};

const FORMAT_MEANINGS: Readonly<Record<string, string>> = {
  'date-time': 'must be an RFC 3339 time with a time zone, for example 2026-01-05T08:00:00Z',
  regex: 'must be a valid regular expression',
  email: 'must be an email address',
  uri: 'must be a full address (URI)',
};

function explainOne(error: ErrorObject, segments: PathSegment[], condition: Condition | undefined): Explained {
  const describer = KEYWORD_MESSAGES[error.keyword];
  // Ajv's own wording names the rule, never the value, so it is a safe fallback.
  const described = describer ? describer(error, condition) : { message: error.message ?? 'is not valid' };
  const at = [...segments];
  if (error.propertyName !== undefined) at.push(error.propertyName);
  if (described.field !== undefined) at.push(described.field);
  return { segments: at, message: described.message, code: described.code ?? 'invalid_value', wrongType: error.keyword === 'type' };
}

/** A value of the wrong type gets one message, from the outermost schema that said so. */
function dropShadowedTypeErrors(items: readonly Explained[]): Explained[] {
  const typed = new Set<string>();
  const out: Explained[] = [];
  for (const item of items) {
    const key = JSON.stringify(item.segments);
    if (item.wrongType) {
      if (typed.has(key)) continue;
      typed.add(key);
    }
    out.push(item);
  }
  return out;
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

function typesOf(type: unknown): string[] {
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.map(String);
  return [];
}

function typeWords(types: readonly string[]): string {
  const words = [...new Set(types)].map((t) => TYPE_WORDS[t] ?? t);
  return words.length > 0 ? words.join(' or ') : 'of another form';
}

function describeCondition(schema: unknown): string | undefined {
  if (!isRecord(schema)) return undefined;
  const parts: string[] = [];
  const properties = schema['properties'];
  if (isRecord(properties)) {
    for (const [name, sub] of Object.entries(properties)) {
      if (isRecord(sub) && 'const' in sub) parts.push(`${name} is ${showSchemaValue(sub['const'])}`);
      else if (isRecord(sub) && Array.isArray(sub['enum'])) parts.push(`${name} is one of ${sub['enum'].map(showSchemaValue).join(', ')}`);
      else return undefined;
    }
  }
  if (parts.length === 0 && Array.isArray(schema['required'])) {
    return schema['required'].map((field) => `${String(field)} is set`).join(' and ');
  }
  return parts.length > 0 ? parts.join(' and ') : undefined;
}

/** Values from the schema (enum members, consts), never from the data. */
function showSchemaValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

// ---------------------------------------------------------------------------------------
// Paths

const INDEX = /^(?:0|[1-9][0-9]*)$/;

/** JSON Pointer → path segments; a segment is a number only where the data holds a list. */
function pointerSegments(pointer: string, root: unknown): PathSegment[] {
  if (pointer === '') return [];
  const segments: PathSegment[] = [];
  let node = root;
  let known = true;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    const isIndex = INDEX.test(key) && (known ? Array.isArray(node) : true);
    segments.push(isIndex ? Number(key) : key);
    if (known && node !== null && typeof node === 'object' && Object.hasOwn(node, key)) {
      node = (node as Record<string, unknown>)[key];
    } else {
      known = false;
    }
  }
  return segments;
}

function isUnderPointer(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

function valueAt(value: unknown, segments: readonly PathSegment[]): unknown {
  let node = value;
  for (const segment of segments) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
