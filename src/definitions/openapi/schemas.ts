/**
 * An API document's schemas as Ajv checks them, compiled once per run and only where a
 * request or answer needs them. OpenAPI 3.1 schemas are JSON Schema 2020-12; 3.0's are
 * read as that specification means them: `nullable: true` (in a 3.1 document too) adds `null` to the type (and,
 * beside `allOf`/`anyOf`/`oneOf` or without a `type`, makes the schema `null` or itself),
 * boolean `exclusiveMinimum`/`exclusiveMaximum` make `minimum`/`maximum` exclusive,
 * siblings of a `$ref` are ignored, and `example`, `xml`, `discriminator` and
 * `externalDocs` are annotations. A request need not carry `readOnly` properties
 * (CONTRACT-08), nor an answer `writeOnly` ones (CONTRACT-11), even where `required`.
 */
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { createAjv } from '../../shared/json-schema.js';
import { pointerOf, refOf, valueAt, type ApiDocument, type ApiPlace } from './document.js';

/** Which side of an exchange a schema checks: the request (its body and parameters) or the answer. */
export type SchemaView = 'request' | 'response';

/** One way a value does not fit its schema: where in the value (a JSON pointer) and what. */
export interface SchemaMiss {
  pointer: string;
  message: string;
}

/** The formats OpenAPI adds to JSON Schema's. */
const OPENAPI_FORMATS: Record<string, { type: 'number' | 'string'; validate: (value: never) => boolean }> = {
  int32: { type: 'number', validate: (value: number) => Number.isInteger(value) && value >= -(2 ** 31) && value < 2 ** 31 },
  int64: { type: 'number', validate: (value: number) => Number.isInteger(value) },
  float: { type: 'number', validate: () => true },
  double: { type: 'number', validate: () => true },
  byte: { type: 'string', validate: (value: string) => /^[A-Za-z0-9+/]*={0,2}$/.test(value) && value.length % 4 === 0 },
  binary: { type: 'string', validate: () => true },
  password: { type: 'string', validate: () => true },
};

function newAjv(): Ajv2020 {
  const ajv = createAjv({
    strict: false,
    logger: false,
    validateSchema: false,
    allErrors: true,
    verbose: false,
    // Documents' patterns are ECMA-262 ones, often not valid with the `u` flag.
    unicodeRegExp: false,
  });
  for (const [name, format] of Object.entries(OPENAPI_FORMATS)) ajv.addFormat(name, format as never);
  return ajv;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ANNOTATIONS_30 = ['nullable', 'example', 'xml', 'discriminator', 'externalDocs', 'deprecated'];

/**
 * The validators of one run: one Ajv instance per side, shared by every document (an
 * instance costs more to make than most documents cost to compile), each document's files
 * under ids of their own.
 */
export class SchemaSpace {
  readonly #ajv = new Map<SchemaView, Ajv2020>();
  #documents = 0;

  instance(view: SchemaView): Ajv2020 {
    let ajv = this.#ajv.get(view);
    if (!ajv) this.#ajv.set(view, (ajv = newAjv()));
    return ajv;
  }

  /** A prefix no other document of this run has. */
  claim(): string {
    return `https://flowgate.invalid/${this.#documents++}`;
  }
}

/** The schemas of one document, for one run. */
export class DocumentSchemas {
  readonly #document: ApiDocument;
  readonly #space: SchemaSpace;
  readonly #prefix: string;
  readonly #added = new Set<SchemaView>();
  readonly #validators = new Map<string, ValidateFunction | Error>();

  constructor(document: ApiDocument, space: SchemaSpace = new SchemaSpace()) {
    this.#document = document;
    this.#space = space;
    this.#prefix = space.claim();
  }

  /**
   * How `data` misses the schema at `place` (empty when it fits). A schema the validator
   * cannot compile is one miss at the root, naming why: the document needs fixing.
   */
  check(view: SchemaView, place: ApiPlace, data: unknown): SchemaMiss[] {
    const validate = this.#validator(view, place);
    if (validate instanceof Error) return [{ pointer: '', message: `the document's schema cannot be checked: ${validate.message}` }];
    if (validate(data)) return [];
    return missesOf(validate.errors ?? []);
  }

  #fileId = (view: SchemaView, index: number): string => `${this.#prefix}/${view}/${index}.json`;

  #validator(view: SchemaView, place: ApiPlace): ValidateFunction | Error {
    const key = `${view}\u0000${place.file}\u0000${pointerOf(place.tokens)}`;
    let validate = this.#validators.get(key);
    if (!validate) {
      try {
        const ajv = this.#instance(view);
        validate = ajv.compile({ $ref: `${this.#fileId(view, place.file)}#${encodePointer(convertedTokens(this.#document, place.file, place.tokens))}` });
      } catch (error) {
        validate = error instanceof Error ? error : new Error(String(error));
      }
      this.#validators.set(key, validate);
    }
    return validate;
  }

  /** The shared instance of `view`, holding this document's files once it needs them. */
  #instance(view: SchemaView): Ajv2020 {
    const ajv = this.#space.instance(view);
    if (!this.#added.has(view)) {
      for (const file of this.#document.files) ajv.addSchema(convertFile(this.#document, file.index, view, this.#fileId) as object, this.#fileId(view, file.index), undefined, false);
      this.#added.add(view);
    }
    return ajv;
  }
}

function encodePointer(tokens: readonly string[]): string {
  return tokens.map((token) => `/${encodeURIComponent(token.replaceAll('~', '~0').replaceAll('/', '~1'))}`).join('');
}

/**
 * A copy of one file of the document as JSON Schema for one side: every `$ref` made an
 * absolute one Ajv finds among the document's files, 3.0's forms rewritten, and
 * `required` without the properties that side need not send.
 */
function convertFile(document: ApiDocument, index: number, view: SchemaView, fileId: (view: SchemaView, index: number) => string): unknown {
  const dialect30 = document.dialect === '3.0';
  const skipped = view === 'request' ? 'readOnly' : 'writeOnly';
  const tokens: string[] = [];
  const convert = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      return value.map((item, i) => {
        tokens.push(String(i));
        const converted = convert(item);
        tokens.pop();
        return converted;
      });
    }
    if (!isObject(value)) return value;
    const ref = refOf(value);
    let absolute: string | undefined;
    if (ref !== undefined) {
      const target = document.target(index, ref);
      absolute = target ? `${fileId(view, target.file)}#${encodePointer(convertedTokens(document, target.file, target.tokens))}` : ref;
      // 3.0: "any properties added SHALL be ignored" beside a $ref.
      if (dialect30) return { $ref: absolute };
    }
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      if (key === '$schema' || key === '$id' || key === 'nullable' || (dialect30 && ANNOTATIONS_30.includes(key))) continue;
      tokens.push(key);
      out[key] = key === '$ref' && absolute !== undefined ? absolute : convert(value[key]);
      tokens.pop();
    }
    rewriteNullable(value, out);
    if (dialect30) rewrite30(value, out);
    if (Array.isArray(value.required) && isObject(value.properties)) {
      const here = [...tokens];
      out.required = value.required.filter((name) => typeof name !== 'string' || !propertyFlagged(document, { file: index, tokens: [...here, 'properties', name] }, skipped));
    }
    return nullWrapped(document, value) ? { anyOf: [out, { type: 'null' }] } : out;
  };
  return convert(document.files[index]!.source.value);
}

const COMPOSITIONS = ['allOf', 'anyOf', 'oneOf'];

/**
 * Whether the converted copy of `value` is `anyOf: [<the schema>, {type: 'null'}]`: a 3.0
 * `nullable: true` that a `null` in `type` cannot carry, because the schema has no one
 * `type` or composes others (`anyOf: [$ref], nullable: true`, as Stripe's and GitHub's
 * 3.0 documents write a nullable object); `allOf`/`anyOf`/`oneOf` would refuse `null`.
 */
function nullWrapped(document: ApiDocument, value: unknown): value is Record<string, unknown> {
  return isObject(value) && refOf(value) === undefined && value.nullable === true && (typeof value.type !== 'string' || COMPOSITIONS.some((key) => key in value));
}

/** The tokens of a place of the document in its converted copy, which puts each wrapped schema under `anyOf/0`. */
function convertedTokens(document: ApiDocument, file: number, tokens: readonly string[]): string[] {
  const out: string[] = [];
  let value: unknown = document.files[file]!.source.value;
  for (const token of tokens) {
    if (nullWrapped(document, value)) out.push('anyOf', '0');
    out.push(token);
    value = valueAt(value, [token]);
  }
  return out;
}

/**
 * `nullable: true` in JSON Schema's words. It is 3.0's keyword, yet published 3.1
 * documents keep it (OpenAI's does): there too it says null is an answer the API gives,
 * and holding a null to the document as a divergence would say something false.
 */
function rewriteNullable(schema: Record<string, unknown>, out: Record<string, unknown>): void {
  if (schema.nullable !== true) return;
  if (typeof out.type === 'string') out.type = [out.type, 'null'];
  else if (Array.isArray(out.type) && !out.type.includes('null')) out.type = [...out.type, 'null'];
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
}

/** 3.0's boolean exclusive bounds in JSON Schema's words. */
function rewrite30(schema: Record<string, unknown>, out: Record<string, unknown>): void {  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[flag] !== 'boolean') continue;
    delete out[flag];
    if (schema[flag] === true && typeof schema[bound] === 'number') {
      out[flag] = schema[bound];
      delete out[bound];
    }
  }
}

/** Whether the property schema at `place` (through its references) says `readOnly: true` or `writeOnly: true`. */
function propertyFlagged(document: ApiDocument, place: ApiPlace, flag: 'readOnly' | 'writeOnly'): boolean {
  const { value } = document.follow(place);
  if (!isObject(value)) return false;
  if (value[flag] === true) return true;
  // `allOf: [{$ref: …}], readOnly: true` and the like are common; a flag inside allOf counts too.
  return Array.isArray(value.allOf) && value.allOf.some((_, i) => propertyFlagged(document, { file: place.file, tokens: [...place.tokens, 'allOf', String(i)] }, flag));
}

/**
 * Errors that only repeat what a more precise one says: "must match a schema in anyOf"
 * beside the branches' own errors, and a null wrapper's "must be null" beside the error
 * of the schema it wraps.
 */
function redundant(error: ErrorObject, errors: readonly ErrorObject[]): boolean {
  const others = errors.filter((other) => other !== error);
  if (error.keyword === 'anyOf' || error.keyword === 'oneOf') return others.some((other) => other.instancePath.startsWith(error.instancePath) && other.keyword !== 'anyOf' && other.keyword !== 'oneOf');
  if (error.keyword === 'type' && (error.params as { type?: unknown }).type === 'null') return others.some((other) => other.instancePath.startsWith(error.instancePath));
  return false;
}

/** Ajv's errors as misses, each at the place of the value it is about. */
function missesOf(errors: readonly ErrorObject[]): SchemaMiss[] {
  const misses: SchemaMiss[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (redundant(error, errors)) continue;
    let pointer = error.instancePath;
    let message = error.message ?? 'does not fit';
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'required') {
      pointer += `/${String(params.missingProperty).replaceAll('~', '~0').replaceAll('/', '~1')}`;
      message = 'is required';
    } else if (error.keyword === 'additionalProperties') {
      pointer += `/${String(params.additionalProperty).replaceAll('~', '~0').replaceAll('/', '~1')}`;
      message = 'is not a property the schema allows';
    } else if (error.keyword === 'enum') {
      message = `must be one of ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`;
    } else if (error.keyword === 'const') {
      message = `must be ${JSON.stringify(params.allowedValue)}`;
    }
    const line = `${pointer}\u0000${message}`;
    if (seen.has(line)) continue;
    seen.add(line);
    misses.push({ pointer, message });
  }
  return joinedConstants(misses);
}

/** The branches of a `oneOf` of constants (a role, a kind) as one miss: `must be one of "system", "user"`. */
function joinedConstants(misses: SchemaMiss[]): SchemaMiss[] {
  const constants = new Map<string, string[]>();
  for (const miss of misses) {
    const value = /^must be ("(?:[^"\\]|\\.)*"|-?[0-9.e+]+|true|false|null)$/.exec(miss.message)?.[1];
    if (value !== undefined) constants.set(miss.pointer, [...(constants.get(miss.pointer) ?? []), value]);
  }
  const out: SchemaMiss[] = [];
  for (const miss of misses) {
    const values = constants.get(miss.pointer);
    if (!values || values.length < 2 || !miss.message.startsWith('must be ')) {
      out.push(miss);
      continue;
    }
    if (miss.message !== `must be ${values[0]}`) continue;
    out.push({ pointer: miss.pointer, message: `must be one of ${values.join(', ')}` });
  }
  return out;
}
