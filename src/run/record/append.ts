/**
 * Adding a recorded case to a version's `tests.json` (CLI-30): the new case goes in
 * before the closing `]`, indented as the file indents its cases, and every byte of the
 * text before it stays as it was. The new list goes through the one intake of test lists
 * first (its credential scan and case checks): with any problem in the new case nothing
 * is written.
 */
import type { TestCase, TestListOwner } from '../../definitions/test-list/intake.js';
import { pathInCase, readTestList } from '../../definitions/test-list/intake.js';
import { brandError, FlowgateError } from '../../shared/errors.js';

/** Recording stopped: nothing was written. */
export class RecordRefused extends FlowgateError {
  static {
    brandError(this, 'RecordRefused');
  }

  override readonly name = 'RecordRefused';
  override readonly code = 'FLOWGATE_RECORD_REFUSED';
}

interface Layout {
  eol: string;
  /** Before each case's `{`. */
  indent: string;
  /** One more level inside a case. */
  unit: string;
}

const DEFAULT_LAYOUT: Layout = { eol: '\n', indent: '  ', unit: '  ' };

/** How the file lays out its cases: the first line that opens one, and the line after it. */
function layoutOf(text: string): Layout {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(/\r?\n/);
  const at = lines.findIndex((line) => /^\s*\{/.test(line));
  if (at < 0) return { ...DEFAULT_LAYOUT, eol };
  const indent = /^\s*/.exec(lines[at]!)![0];
  const inner = lines.slice(at + 1).find((line) => line.trim() !== '');
  const innerIndent = inner === undefined ? '' : /^\s*/.exec(inner)![0];
  const unit = innerIndent.startsWith(indent) && innerIndent.length > indent.length ? innerIndent.slice(indent.length) : DEFAULT_LAYOUT.unit;
  return { eol, indent, unit };
}

/** The names of the cases in a list, checked before the run: the list must be one a case can be added to. */
export function caseNamesOf(file: string, text: string | undefined): string[] {
  if (text === undefined || text.trim() === '') return [];
  const intake = readTestList(file, text);
  if (!intake.readable) throw new RecordRefused(`${file} cannot take a recorded case: ${intake.problems.map((p) => p.message).join('; ')}`);
  return intake.cases.map((entry) => entry.name);
}

/** The list's text with the case added at its end. */
export function withCase(text: string | undefined, testCase: TestCase): string {
  if (text === undefined || text.trim() === '') {
    const block = JSON.stringify(testCase, null, DEFAULT_LAYOUT.unit).split('\n').map((line) => DEFAULT_LAYOUT.indent + line).join('\n');
    return `[\n${block}\n]\n`;
  }
  const { eol, indent, unit } = layoutOf(text);
  const block = JSON.stringify(testCase, null, unit).split('\n').map((line) => indent + line).join(eol);
  const close = text.lastIndexOf(']');
  const before = text.slice(0, close).replace(/\s+$/, '');
  const separator = before.endsWith('[') ? '' : ',';
  return `${before}${separator}${eol}${block}${eol}${text.slice(close)}`;
}

/**
 * The problems of the case at `index` in the new list, as `PATH: MESSAGE` inside the
 * case: what the credential scan flags (SCAN-01) and what makes a case invalid.
 */
export function newCaseProblems(file: string, text: string, index: number, owner: TestListOwner): string[] {
  const intake = readTestList(file, text, owner);
  const entry = intake.cases[index];
  const prefix = `[${index}]`;
  const listProblems = intake.problems.filter((problem) => problem.path === prefix || problem.path.startsWith(`${prefix}.`) || problem.path.startsWith(`${prefix}[`));
  return [...listProblems, ...(entry?.problems ?? [])].map((problem) => `${pathInCase({ index }, problem) || '(the case)'}: ${problem.message}`);
}
