/** Save-time checks of a library action's `action.yaml` (flowgate.md §4, LIB-01). */
import type { LibraryAction } from '../engine/plan.js';
import { checkScript } from './scripts/check-script.js';
import type { Problem } from './problems.js';
import { ProblemList } from './save-issues.js';
import { compileSchema } from '../shared/json-schema.js';
import { schemaValidator } from './schemas.js';
import type { SourceFile } from './source.js';

interface RawAction {
  name: string;
  version: number;
  description?: string;
  connections?: string[];
  input_schema?: Record<string, unknown>;
  output_schema?: Record<string, unknown>;
  script: string;
}

export interface CompiledAction {
  action?: LibraryAction;
  problems: Problem[];
}

function schemaCompiles(schema: Record<string, unknown>, at: string, problems: ProblemList): boolean {
  try {
    compileSchema(schema);
    return true;
  } catch (error) {
    problems.add([at], `is not a valid JSON Schema: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

export function compileActionDefinition(source: SourceFile): CompiledAction {
  const problems = new ProblemList(source);
  const validate = schemaValidator('action');
  if (!validate(source.value)) {
    problems.addSchemaErrors(validate.errors);
    return { problems: problems.items };
  }
  const raw = source.value as RawAction;
  const inputSchema = raw.input_schema ?? {};
  schemaCompiles(inputSchema, 'input_schema', problems);
  if (raw.output_schema) schemaCompiles(raw.output_schema, 'output_schema', problems);
  for (const issue of checkScript(raw.script, 'action')) {
    problems.add(['script'], `line ${issue.line} of the script: ${issue.message}`, issue.code);
  }
  if (problems.items.length > 0) return { problems: problems.items };
  return {
    problems: [],
    action: {
      name: raw.name,
      version: raw.version,
      file: source.file,
      slots: raw.connections ?? [],
      inputSchema,
      ...(raw.output_schema ? { outputSchema: raw.output_schema } : {}),
      script: raw.script,
    },
  };
}
