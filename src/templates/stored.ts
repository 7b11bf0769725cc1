/** Rendering a stored template inside an action, with failures as step errors. */
import { StepError, invalidInput } from '../engine/errors.js';
import { compileTemplate } from './compile.js';
import { TemplateError } from './issues.js';

/**
 * The HTML of template `name` (text `source`) for `data`. A template with save-time
 * issues, or a render past a limit, fails with `invalid_input` naming the line.
 */
export function renderStoredTemplate(name: string, source: string, data: unknown): string {
  const { template, issues } = compileTemplate(source);
  if (!template) {
    const first = issues[0]!;
    throw invalidInput(`template ${name}, line ${first.line}: ${first.message}`);
  }
  try {
    return template.render(data);
  } catch (error) {
    if (error instanceof TemplateError) throw invalidInput(`template ${name}, ${error.message}`);
    throw error;
  }
}

/** The text of stored template `name`, or `template_not_found` (PDF-05, EMAIL-08). */
export function storedTemplate(name: string, lookup: (name: string) => string | undefined): string {
  const source = lookup(name);
  if (source === undefined) throw new StepError('template_not_found', `Template ${name} does not exist.`);
  return source;
}
