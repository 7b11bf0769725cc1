/** The size limits of a case's artifacts that JSON Schema cannot say (LIMIT-07, LIMIT-08). */
import type { CaseRuleProblem } from './case-rule.js';
import type { Given } from './test-case.generated.js';

const MIB = 1024 * 1024;
export const ARTIFACT_LIMITS = { fileBytes: 16 * MIB, totalBytes: 32 * MIB } as const;

export function artifactProblems(given: Given): CaseRuleProblem[] {
  const problems: CaseRuleProblem[] = [];
  let total = 0;
  for (const [name, file] of Object.entries(given.artifacts ?? {})) {
    // Text times repeat, in UTF-8 bytes; never built to be measured, since repeat may be huge.
    const size = Buffer.byteLength(file.text, 'utf8') * (file.repeat ?? 1);
    total += size;
    if (size > ARTIFACT_LIMITS.fileBytes) problems.push({ at: ['given', 'artifacts', name], message: 'a case artifact is at most 16 MiB' });
  }
  if (total > ARTIFACT_LIMITS.totalBytes) problems.push({ at: ['given', 'artifacts'], message: 'case artifacts are at most 32 MiB together' });
  return problems;
}
