/**
 * The Ajv factory every layer shares: flowgate's own schemas (definitions), built-in
 * action inputs (engine, at run time) and user-written schemas (library `input_schema`,
 * ai.generate `output_schema`). Ajv's compiler is loaded only when a schema must be
 * compiled; a build precompiles the fixed schemas (scripts/build-validators.mjs).
 */
import { createRequire } from 'node:module';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type { Options, ValidateFunction } from 'ajv/dist/2020.js';
import type { FormatsPlugin } from 'ajv-formats';
import { brandError, FlowgateError } from './errors.js';

/**
 * Ajv's compiler (some 90 modules) is loaded only when a schema must be compiled: a run
 * from lib/ uses the precompiled validators, and most runs compile nothing else.
 */
export interface AjvParts {
  Ajv2020: typeof Ajv2020;
  addFormats: FormatsPlugin;
}

let ajvParts: AjvParts | undefined;

/** A bundle, which has no node_modules to load from later, hands the compiler over at start. */
export function provideAjv(parts: AjvParts): void {
  ajvParts = parts;
}

function loadAjv(): AjvParts {
  if (!ajvParts) {
    const require = createRequire(import.meta.url);
    const formats = require('ajv-formats') as FormatsPlugin & { default?: FormatsPlugin };
    ajvParts = { Ajv2020: (require('ajv/dist/2020.js') as { Ajv2020: typeof Ajv2020 }).Ajv2020, addFormats: formats.default ?? formats };
  }
  return ajvParts;
}

const SHARED_OPTIONS: Options = {
  allErrors: true,
  // schemaProblems needs the schema beside each error (enum values, known sibling fields).
  verbose: true,
  allowUnionTypes: true,
};

/** Options of the instance for flowgate's own schemas; the build precompiles with the same. */
export const DEFINITION_OPTIONS: Options = { strict: true, strictRequired: false };
/** Options of the instance for built-in action inputs: strict, filling defaults in. */
export const INPUT_OPTIONS: Options = { strict: true, strictRequired: false, useDefaults: true, verbose: false };

export function createAjv(options: Options): Ajv2020 {
  const { Ajv2020, addFormats } = loadAjv();
  const ajv = new Ajv2020({ ...SHARED_OPTIONS, ...options });
  addFormats(ajv);
  return ajv;
}

let userAjv: Ajv2020 | undefined;

/** Schemas written by users (library `input_schema`): unknown keywords and broken
 * schemas are refused, but ordinary schemas such as `{properties: {...}}` without
 * `type: object` are fine, and an `$id` does not register the schema globally. */
function ajvForUserSchemas(): Ajv2020 {
  userAjv ??= createAjv({
    strict: true,
    strictTypes: false,
    strictTuples: false,
    strictRequired: false,
    addUsedSchema: false,
    logger: false,
  });
  return userAjv;
}

export type Precompiled = Record<string, ValidateFunction | undefined>;
let precompiled: Precompiled | null | undefined;

/**
 * Validators that the build compiled ahead of time (scripts/build-validators.mjs) into
 * `validators.generated.cjs` beside this module in lib/: compiling the case schema
 * takes about 100 ms, loading its code a tenth of that. Absent when running from src/.
 */
export function precompiledValidators(): Precompiled | null {
  if (precompiled === undefined) {
    try {
      precompiled = createRequire(import.meta.url)('./validators.generated.cjs') as Precompiled;
    } catch {
      precompiled = null;
    }
  }
  return precompiled;
}

/** A user-written schema (for example a library action's input_schema) is not a valid JSON Schema. */
export class InvalidSchemaError extends FlowgateError {
  static {
    brandError(this, 'InvalidSchemaError');
  }

  override readonly name = 'InvalidSchemaError';
  override readonly code = 'FLOWGATE_INVALID_SCHEMA';
}

/** Compiled user schemas by object identity. */
const userValidators = new WeakMap<object, ValidateFunction>();

let inputAjv: Ajv2020 | undefined;
const inputValidators = new WeakMap<object, ValidateFunction>();

/**
 * The input schema of a built-in action: strict like our own schemas, and filling
 * `default`s in, since actions read their defaults from the schema table.
 */
export function compileInputSchema(schema: object, actionName?: string): ValidateFunction {
  let validate = inputValidators.get(schema);
  if (!validate && actionName !== undefined) validate = precompiledValidators()?.[`input:${actionName}`];
  if (!validate) {
    inputAjv ??= createAjv(INPUT_OPTIONS);
    validate = inputAjv.compile(schema);
  }
  if (!inputValidators.has(schema)) {
    inputValidators.set(schema, validate);
  }
  return validate;
}

/**
 * Compiled user schemas by their JSON text: the versions of one workflow mostly repeat
 * their schemas, and compiling one costs a few milliseconds. A validator is a pure
 * function of its schema, so one compile serves every copy.
 */
const validatorsByText = new Map<string, ValidateFunction>();
const VALIDATORS_BY_TEXT_MAX = 1000;

export function compileSchema(schema: object): ValidateFunction {
  let validate = userValidators.get(schema);
  if (!validate) {
    const text = JSON.stringify(schema);
    validate = validatorsByText.get(text);
    if (!validate) {
      try {
        validate = ajvForUserSchemas().compile(schema);
      } catch (error) {
        throw new InvalidSchemaError(`is not a valid JSON Schema: ${(error as Error).message}`);
      }
      if (validatorsByText.size >= VALIDATORS_BY_TEXT_MAX) validatorsByText.delete(validatorsByText.keys().next().value!);
      validatorsByText.set(text, validate);
    }
    userValidators.set(schema, validate);
  }
  return validate;
}
