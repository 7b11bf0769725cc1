/**
 * The "`text` or `artifact`" input pair of csv.parse and fixed.parse: which one is
 * set, and its size checked before anything is decoded.
 */
import { invalidInput } from '../../engine/errors.js';
import type { ActionContext, SaveIssue } from '../../engine/action.js';
import { utf8SizeExceeds } from './records.js';

export type TextSource = { kind: 'text'; text: string } | { kind: 'bytes'; bytes: Uint8Array };

export interface SourceInput {
  text?: string;
  artifact?: unknown;
}

/** Exactly one of `text` and `artifact`, at most `maxBytes` (`limitLabel` as the spec writes it). */
export function readSource(input: SourceInput, ctx: ActionContext, maxBytes: number, limitLabel: string): TextSource {
  const problem = sourceProblem('text' in input && input.text !== undefined, 'artifact' in input && input.artifact !== undefined);
  if (problem) throw invalidInput(`${problem.path}: ${problem.message}`);
  if (input.text !== undefined) {
    if (utf8SizeExceeds(input.text, maxBytes)) throw invalidInput(`text: must be at most ${limitLabel}`);
    return { kind: 'text', text: input.text };
  }
  const artifact = ctx.artifact(input.artifact, 'artifact');
  if (artifact.size_bytes > maxBytes || artifact.data.byteLength > maxBytes) throw invalidInput(`artifact: must be at most ${limitLabel}`);
  return { kind: 'bytes', bytes: artifact.data };
}

function sourceProblem(hasText: boolean, hasArtifact: boolean): { path: string; message: string } | undefined {
  if (hasText && hasArtifact) return { path: 'text', message: 'set text or artifact, not both' };
  if (!hasText && !hasArtifact) return { path: 'text', message: 'set text or artifact' };
  return undefined;
}

/** The same rule on the literal input at save time (ACT-03). */
export function sourceSaveIssues(input: Record<string, unknown>): SaveIssue[] {
  const problem = sourceProblem('text' in input, 'artifact' in input);
  return problem ? [{ path: problem.path, code: 'invalid_input', message: problem.message }] : [];
}
