/**
 * Save-time check of a step's inputs (ACT-03) while some of them are still expressions:
 * every field holding `${{ }}` is taken as "any value", everything literal is checked.
 */
import type { ErrorObject } from 'ajv';
import { hasExpression } from '../expressions/index.js';
import { compileInputSchema, compileSchema } from '../shared/json-schema.js';

export interface ProbeResult {
  errors: ErrorObject[];
  isDynamic(path: string): boolean;
}

function collectDynamic(value: unknown, pointer: string, dotted: string, pointers: Set<string>, dotPaths: Set<string>): void {
  if (typeof value === 'string') {
    if (hasExpression(value)) {
      pointers.add(pointer);
      dotPaths.add(dotted);
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collectDynamic(item, `${pointer}/${index}`, `${dotted}[${index}]`, pointers, dotPaths));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const escaped = key.replace(/~/g, '~0').replace(/\//g, '~1');
      collectDynamic(item, `${pointer}/${escaped}`, dotted ? `${dotted}.${key}` : key, pointers, dotPaths);
    }
  }
}

export function probeInput(schema: Record<string, unknown>, input: Record<string, unknown>, rawFields: readonly string[], builtIn?: string): ProbeResult {
  const pointers = new Set<string>();
  const dotPaths = new Set<string>();
  for (const [key, value] of Object.entries(input)) {
    if (!rawFields.includes(key)) collectDynamic(value, `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, key, pointers, dotPaths);
  }
  const validate = builtIn !== undefined ? compileInputSchema(schema, builtIn) : compileSchema(schema);
  const copy = structuredClone(input);
  const underDynamic = (instancePath: string) => {
    for (const pointer of pointers) if (instancePath === pointer || instancePath.startsWith(`${pointer}/`)) return true;
    return false;
  };
  // A whole-value expression may stand for anything, so rules that look at the
  // parent object through it (anyOf/oneOf/not over fields) cannot be judged yet.
  const judgeable = (error: ErrorObject) => !underDynamic(error.instancePath) && !(pointers.size > 0 && ['anyOf', 'oneOf', 'not', 'if'].includes(error.keyword));
  const errors = validate(copy) ? [] : (validate.errors ?? []).filter(judgeable);
  return {
    errors,
    isDynamic: (path) => dotPaths.has(path) || [...dotPaths].some((p) => p.startsWith(`${path}.`) || p.startsWith(`${path}[`)),
  };
}
