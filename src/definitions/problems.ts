/**
 * Save-time problems with a version or its tests, and their one-line form
 * `FILE:LINE[:COL] PATH: MESSAGE` (CLI-19).
 */

export interface Problem {
  /** File relative to the root. */
  file: string;
  line?: number;
  col?: number;
  /** Place inside the file as formatPath writes it; '' for the whole file. */
  path: string;
  /** Plain and safe to show: never a data or secret value. */
  message: string;
  /** Machine-readable kind, e.g. `unknown_field`, `missing_field`, `invalid_value`, `syntax_error`. */
  code?: string;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/**
 * `given.http[0].match.metod`; keys that are not identifiers as `['x.csv']`, the same
 * way expressions read them (`artifacts['x.csv']`, `''` for a quote).
 */
export function formatPath(segments: readonly (string | number)[]): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `['${escapeKey(segment)}']`;
  }
  return out;
}

function escapeKey(key: string): string {
  // Control characters would break the one-line form.
  return key.replaceAll("'", "''").replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** One line, whatever the message holds, so each problem is one annotation. */
export function formatProblem(p: Problem): string {
  let location = p.file;
  if (p.line !== undefined) {
    location += `:${p.line}`;
    if (p.col !== undefined) location += `:${p.col}`;
  }
  const message = oneLine(p.message);
  return p.path ? `${location} ${oneLine(p.path)}: ${message}` : `${location}: ${message}`;
}

function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ');
}
