import type { References } from './compile.js';
import type { CompiledCondition } from './condition.js';
import { registeredReferences } from './reference-registry.js';
import type { CompiledTemplate } from './template.js';
import type { CompiledValue } from './value.js';

/**
 * Static facts for save-time analysis: which contexts, which `secrets.<name>` and
 * `steps.<id>` names are read, which functions are called. A fresh copy each call.
 */
export function references(compiled: CompiledTemplate | CompiledValue | CompiledCondition): References {
  return registeredReferences(compiled);
}
