/**
 * CLI-29: workflow coverage as LCOV, which Codecov and Coveralls read: one record per
 * workflow version, `SF` its workflow.yaml, a `DA` line per step (hits: the cases that
 * reached it) and `BRDA` branches for each `if:` (true, false) and `for_each` (empty,
 * items), so that a diff shows which steps and branches no case exercises.
 */
import type { RunReport } from '../report.js';
import type { OutcomeKind, StepCoverage } from './version.js';

/** The branches of a field, in LCOV's branch order. */
const BRANCHES: readonly (readonly [OutcomeKind, OutcomeKind])[] = [
  ['if_true', 'if_false'],
  ['for_each_empty', 'for_each_items'],
];

function hits(step: StepCoverage): number {
  const reached = step.outcomes.find((o) => o.outcome === 'runs' || o.outcome === 'if_true');
  return reached?.cases ?? 0;
}

/** `pathOf`: the workflow.yaml's path as the coverage service should see it (from the repository's root). */
export function renderLcov(report: RunReport, pathOf: (file: string) => string): string {
  const records: string[] = [];
  for (const version of report.versions) {
    const coverage = version.report.coverage;
    if (!coverage) continue;
    const lines = ['TN:', `SF:${pathOf(coverage.file)}`];
    const branches: string[] = [];
    const da = new Map<number, number>();
    for (const [block, step] of coverage.steps.entries()) {
      if (step.line !== undefined) da.set(step.line, (da.get(step.line) ?? 0) + hits(step));
      for (const pair of BRANCHES) {
        const found = pair.map((kind) => step.outcomes.find((o) => o.outcome === kind));
        const line = found[0]?.line;
        if (!found[0] || !found[1] || line === undefined) continue;
        // `-` is LCOV's "the branch's line never ran"; 0 is "ran, branch not taken".
        const lineRan = hits(step) > 0 || found.some((o) => o!.cases > 0);
        found.forEach((o, branch) => branches.push(`BRDA:${line},${block},${branch},${lineRan ? o!.cases : '-'}`));
      }
    }
    for (const [line, count] of [...da.entries()].sort(([a], [b]) => a - b)) lines.push(`DA:${line},${count}`);
    lines.push(`LF:${da.size}`, `LH:${[...da.values()].filter((count) => count > 0).length}`);
    lines.push(...branches, `BRF:${branches.length}`, `BRH:${branches.filter((b) => !/,(0|-)$/.test(b)).length}`, 'end_of_record');
    records.push(lines.join('\n'));
  }
  return records.length ? `${records.join('\n')}\n` : '';
}
