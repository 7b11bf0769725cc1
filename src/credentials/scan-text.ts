/**
 * Credentials written into a script (CTX-06), judged with `code` strictness: the token
 * formats and Authorization values of rules.ts anywhere in the text (comments
 * included), and literals given to names that say secret. Reading the script as
 * JavaScript (which literal belongs to which name) is the script check's job.
 */
import { resolveOverlaps } from './overlaps.js';
import { fieldRuleFor, meaningOfFieldName, type FieldRule } from './rules.js';
import { formatAndSchemeHits } from './text-hits.js';

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
  const findings: TextFinding[] = [];
  text.split('\n').forEach((lineText, index) => {
    const [first] = resolveOverlaps(formatAndSchemeHits(lineText, 'code'));
    if (first) findings.push({ line: index + 1, col: first.start + 1, rule: first.rule, description: first.description });
  });
  return findings;
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
