/**
 * Checks a tool's arguments against its input JSON Schema with the same Ajv setup and the
 * same plain wording as flowgate's own files (`version: must be text`, `unknown field`).
 */
import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import { DEFINITION_OPTIONS, createAjv } from '../shared/json-schema.js';
import { schemaProblems } from '../definitions/schemas.js';
import { readJson } from '../definitions/source.js';
import { ToolInputError, type ToolDefinition } from './tool-types.js';

let ajv: Ajv2020 | undefined;
const validators = new WeakMap<ToolDefinition, ValidateFunction>();

function validatorFor(tool: ToolDefinition): ValidateFunction {
  let validate = validators.get(tool);
  if (!validate) {
    ajv ??= createAjv({ ...DEFINITION_OPTIONS, addUsedSchema: false });
    validate = ajv.compile(tool.inputSchema);
    validators.set(tool, validate);
  }
  return validate;
}

/** The arguments as an object, or a ToolInputError listing every problem with its path. */
export function checkArguments(tool: ToolDefinition, args: unknown): Record<string, unknown> {
  const value = args ?? {};
  const validate = validatorFor(tool);
  if (validate(value)) return value as Record<string, unknown>;
  // A source over the arguments only gives schemaProblems its paths; no line is shown.
  const source = readJson('arguments', JSON.stringify(value));
  const problems = schemaProblems(validate.errors, source);
  const lines = problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message));
  throw new ToolInputError(`invalid arguments for ${tool.name}: ${lines.join('; ')}`);
}
