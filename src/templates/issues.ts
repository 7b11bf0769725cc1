import { brandError, FlowgateError } from '../shared/errors.js';

/** Problems with a template, each naming its line (TPL-28). */

/** A save-time finding: syntax, a value in a forbidden place, a limit. */
export interface TemplateIssue {
  line: number;
  col?: number;
  message: string;
}

/** A render that breaks a limit (TPL-31, TPL-32); the message never shows data. */
export class TemplateError extends FlowgateError {
  static {
    brandError(this, 'TemplateError');
  }

  override readonly name = 'TemplateError';
  override readonly code = 'FLOWGATE_TEMPLATE';
  readonly line: number;

  constructor(line: number, message: string) {
    super(`line ${line}: ${message}`);
    this.line = line;
  }
}
