/** Run-time input checks against an action's schema (ACT-04..06). */
import type { ErrorObject } from 'ajv';
import { compileInputSchema, compileSchema } from '../shared/json-schema.js';

const defaultedFields = new WeakMap<object, string[]>();

function containsDefault(node: unknown): boolean {
  return typeof node === 'object' && node !== null && ('default' in node || Object.values(node).some(containsDefault));
}

/** Top-level inputs under which ajv fills defaults (e.g. `fields[].align`), per schema. */
function fieldsWithNestedDefaults(schema: Record<string, unknown>): string[] {
  let fields = defaultedFields.get(schema);
  if (!fields) {
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    fields = Object.entries(properties)
      .filter(([, sub]) => Object.entries(sub).some(([key, node]) => key !== 'default' && containsDefault(node)))
      .map(([name]) => name);
    defaultedFields.set(schema, fields);
  }
  return fields;
}

/**
 * Checks an evaluated input and fills its defaults, which a built-in action's `run`
 * relies on (`defineAction` types a property with a `default` as present). Evaluated
 * inputs share objects with earlier steps' outputs and constant parts of the definition,
 * so defaults go into copies: the top level, plus any field whose schema has defaults
 * inside it.
 */
/** `builtIn` names the built-in action whose schema this is; without it the schema is a user's. */
export function validateInput(schema: Record<string, unknown>, input: unknown, builtIn?: string): { value: any; errors?: ErrorObject[] } {
  const validate = builtIn !== undefined ? compileInputSchema(schema, builtIn) : compileSchema(schema);
  let value = input;
  if (input !== null && typeof input === 'object' && !Array.isArray(input)) {
    const copy: Record<string, unknown> = { ...input };
    for (const field of fieldsWithNestedDefaults(schema)) if (copy[field] !== undefined) copy[field] = structuredClone(copy[field]);
    value = copy;
  }
  if (validate(value)) return { value };
  return { value, errors: validate.errors ?? [] };
}

function fieldPath(error: ErrorObject): string {
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((text, part) => (/^\d+$/.test(part) ? `${text}[${part}]` : text ? `${text}.${part}` : part), '');
  return error.keyword === 'additionalProperties' ? [path, String(error.params.additionalProperty)].filter(Boolean).join('.') : path;
}

/** Names the field and the rule, never the value (ACT-06). */
export function inputErrorMessage(errors: readonly ErrorObject[]): string {
  const first = errors[0];
  if (!first) return 'The input is not valid.';
  const field = fieldPath(first);
  const message =
    first.keyword === 'additionalProperties'
      ? 'is not a known input'
      : first.keyword === 'required'
        ? `needs ${String(first.params.missingProperty)}`
        : (first.message ?? 'is not valid');
  return field ? `${field}: ${message}` : `input ${message}`;
}
