/**
 * The "`text` or `artifact`" input pair of csv.parse and fixed.parse: which one is
 * read, and its size checked before anything is decoded. fixed.parse takes exactly one;
 * csv.parse at least one, and given both reads `text` (CSVP-01, flowgate.md §5).
 */
import { invalidInput } from '../../engine/errors.js';
import type { ActionContext, SaveIssue } from '../../engine/action.js';
import { utf8SizeExceeds } from './records.js';

export type TextSource = { kind: 'text'; text: string } | { kind: 'bytes'; bytes: Uint8Array };

export interface SourceInput {
  text?: string;
  artifact?: unknown;
}

/** How many of the two an action takes: `exactly_one`, or `at_least_one` (then `text` is read). */
export type SourceRule = 'exactly_one' | 'at_least_one';

/** The source to read, at most `maxBytes` (`limitLabel` as the spec writes it). */
export function readSource(input: SourceInput, ctx: ActionContext, maxBytes: number, limitLabel: string, rule: SourceRule = 'exactly_one'): TextSource {
  const problem = sourceProblem('text' in input && input.text !== undefined, 'artifact' in input && input.artifact !== undefined, rule);
  if (problem) throw invalidInput(`${problem.path}: ${problem.message}`);
  if (input.text !== undefined) {
    if (utf8SizeExceeds(input.text, maxBytes)) throw invalidInput(`text: must be at most ${limitLabel}`);
    return { kind: 'text', text: input.text };
  }
  const artifact = ctx.artifact(input.artifact, 'artifact');
  if (artifact.size_bytes > maxBytes || artifact.data.byteLength > maxBytes) throw invalidInput(`artifact: must be at most ${limitLabel}`);
  return { kind: 'bytes', bytes: artifact.data };
}

function sourceProblem(hasText: boolean, hasArtifact: boolean, rule: SourceRule): { path: string; message: string } | undefined {
  if (hasText && hasArtifact && rule === 'exactly_one') return { path: 'text', message: 'set text or artifact, not both' };
  if (!hasText && !hasArtifact) return { path: 'text', message: 'set text or artifact' };
  return undefined;
}

/** The same rule on the literal input at save time (ACT-03). */
export function sourceSaveIssues(input: Record<string, unknown>, rule: SourceRule = 'exactly_one'): SaveIssue[] {
  const problem = sourceProblem('text' in input, 'artifact' in input, rule);
  return problem ? [{ path: problem.path, code: 'invalid_input', message: problem.message }] : [];
}
