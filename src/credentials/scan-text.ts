/**
 * Credentials written into a script (CTX-06), judged with `code` strictness: the token
 * formats and Authorization values of the rule set anywhere in the text (comments
 * included), and literals given to names that say secret. Reading the script as
 * JavaScript (which literal belongs to which name) is the script check's job.
 */
import { meaningOfFieldName } from './field-names.js';
import { resolveOverlaps } from './overlaps.js';
import { textHits } from './text-scan.js';
import { fieldRuleFor, type FieldRule } from './values.js';

export interface TextFinding {
  /** 1-based line and column where the credential starts. */
  line: number;
  col: number;
  rule: string;
  /** Names the kind of credential ("a GitHub token"); never the value. */
  description: string;
}

/** The first credential on each line of the text, lines in order. */
export function credentialsInText(text: string): TextFinding[] {
  const lineStarts = [0];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  const findings = new Map<number, TextFinding>();
  for (const hit of resolveOverlaps(textHits(text, 'code')).sort((a, b) => a.start - b.start)) {
    const line = lineOf(lineStarts, hit.start);
    if (!findings.has(line)) findings.set(line, { line: line + 1, col: hit.start - lineStarts[line]! + 1, rule: hit.rule, description: hit.description });
  }
  return [...findings.values()];
}

function lineOf(lineStarts: readonly number[], offset: number): number {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (lineStarts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * The rule a literal breaks when code gives it to `name` (`password = '…'`,
 * `{ apiKey: '…' }`), or null: the name must say secret (the vocabulary of test-data
 * field names) and the literal must not be a dummy, placeholder or a secret's name.
 */
export function literalSecretRule(name: string, literal: string): FieldRule | null {
  const meaning = meaningOfFieldName(name);
  if (meaning.role !== 'password' && meaning.role !== 'secret') return null;
  return fieldRuleFor(literal, meaning.role, meaning.aws, 'code');
}
