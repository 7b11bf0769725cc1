/**
 * Workflow coverage of a version (REPORT-18, flowgate.md §9): from what each case's run
 * did, which outcomes of its steps and branches some case reached and which none did.
 * Each outcome kind is one row of OUTCOMES: when a step has it, when a case reached it,
 * and what to say when none did.
 */
import type { PlannedStep, StepLines, WorkflowPlan } from '../../engine/plan.js';
import type { CaseCoverageFacts, StepFacts } from './facts.js';

export type OutcomeKind = 'runs' | 'if_true' | 'if_false' | 'for_each_empty' | 'for_each_items' | 'retried' | 'continued_on_error' | 'upstream_failure';

interface OutcomeRule {
  /** Whether the step has this outcome; `calledOut`: some case saw it make a request. */
  applies(step: PlannedStep, calledOut: boolean): boolean;
  reachedBy(facts: StepFacts): boolean;
  /** The line in workflow.yaml it is about. */
  line: keyof StepLines;
  /** What no case did, after `step ID: `. */
  missing: string;
}

const OUTCOMES: Readonly<Record<OutcomeKind, OutcomeRule>> = {
  runs: { applies: (step) => !step.condition, reachedBy: (f) => f.reached, line: 'step', missing: 'never runs — every case stops before it' },
  if_true: { applies: (step) => Boolean(step.condition), reachedBy: (f) => f.condition === true, line: 'if', missing: 'never runs — no case makes `if:` true' },
  if_false: { applies: (step) => Boolean(step.condition), reachedBy: (f) => f.condition === false, line: 'if', missing: 'never skipped — no case makes `if:` false' },
  for_each_empty: {
    applies: (step) => Boolean(step.forEach),
    reachedBy: (f) => f.forEachItems === 0,
    line: 'for_each',
    missing: 'never given an empty list — no case makes `for_each` give zero items',
  },
  for_each_items: {
    applies: (step) => Boolean(step.forEach),
    reachedBy: (f) => (f.forEachItems ?? 0) > 0,
    line: 'for_each',
    missing: 'never given items — no case makes `for_each` give one or more items',
  },
  retried: { applies: (step) => step.retry.maxAttempts > 1, reachedBy: (f) => f.retried, line: 'retry', missing: 'never retried — no case makes an attempt fail with an error that is retried' },
  continued_on_error: {
    applies: (step) => step.continueOnError,
    reachedBy: (f) => f.result === 'failure',
    line: 'continue_on_error',
    missing: 'failure path never taken — no case makes it fail so that `continue_on_error` goes on',
  },
  upstream_failure: {
    applies: (_step, calledOut) => calledOut,
    reachedBy: (f) => f.upstreamFailure,
    line: 'step',
    missing: 'no upstream failure reaches it — no case answers its requests with an error status or a timeout',
  },
};

const OUTCOME_KINDS = Object.keys(OUTCOMES) as OutcomeKind[];

export interface OutcomeCoverage {
  outcome: OutcomeKind;
  /** How many cases reached it. */
  cases: number;
  /** Its line in workflow.yaml. */
  line?: number;
}

export interface StepCoverage {
  id: string;
  line?: number;
  /** Names of the cases in which the step ended so; `stubbed` whatever its stub gave. */
  succeeded: string[];
  failed: string[];
  skipped: string[];
  stubbed: string[];
  outcomes: OutcomeCoverage[];
}

/** An outcome no case reached. */
export interface CoverageGap {
  step: string;
  outcome: OutcomeKind;
  line?: number;
  /** In plain words: `step notify: never skipped — no case makes \`if:\` false`. */
  message: string;
  /**
   * Cases whose run stopped, with an error they did not expect, before reaching the step:
   * the gap may be theirs rather than the workflow's. It still counts against the percentage.
   */
  stopped_cases?: string[];
}

export interface VersionCoverage {
  /** workflow.yaml of the version, relative to the root. */
  file: string;
  /** Share of the outcomes some case reached, in percent, to one decimal; 100 when there are none. */
  percent: number;
  reached: number;
  total: number;
  steps: StepCoverage[];
  missing: CoverageGap[];
  /** `--min-coverage N`: whether the version reaches it; a version below it does not pass. */
  minimum?: { percent: number; met: boolean };
}

/** A case that ran, with what its run did. */
export interface CoveredCase {
  name: string;
  facts: CaseCoverageFacts;
  /** Its run stopped with an error the case did not expect. */
  stopped?: boolean;
}

function percentOf(reached: number, total: number): number {
  return total === 0 ? 100 : Math.floor((reached / total) * 1000) / 10;
}

function stepCoverage(step: PlannedStep, cases: readonly CoveredCase[]): StepCoverage {
  const lines = step.lines ?? {};
  const seen = cases.flatMap(({ name, facts }) => {
    const found = facts.steps.get(step.id);
    return found ? [{ name, facts: found }] : [];
  });
  const named = (keep: (facts: StepFacts) => boolean) => seen.filter(({ facts }) => keep(facts)).map(({ name }) => name);
  const calledOut = seen.some(({ facts }) => facts.calledOut);
  const outcomes = OUTCOME_KINDS.filter((kind) => OUTCOMES[kind].applies(step, calledOut)).map((kind): OutcomeCoverage => {
    const line = lines[OUTCOMES[kind].line] ?? lines.step;
    return { outcome: kind, cases: seen.filter(({ facts }) => OUTCOMES[kind].reachedBy(facts)).length, ...(line !== undefined ? { line } : {}) };
  });
  return {
    id: step.id,
    ...(lines.step !== undefined ? { line: lines.step } : {}),
    succeeded: named((f) => f.result === 'success'),
    failed: named((f) => f.result === 'failure'),
    skipped: named((f) => f.result === 'skipped'),
    stubbed: named((f) => f.stubbed),
    outcomes,
  };
}

/** The coverage of a workflow version by the cases that ran (`minPercent`: `--min-coverage`). */
export function versionCoverage(plan: WorkflowPlan, file: string, cases: readonly CoveredCase[], minPercent?: number): VersionCoverage {
  const steps = plan.steps.map((step) => stepCoverage(step, cases));
  const outcomes = steps.flatMap((step) => step.outcomes.map((outcome) => ({ step, outcome })));
  const missing = outcomes
    .filter(({ outcome }) => outcome.cases === 0)
    .map(({ step, outcome }): CoverageGap => {
      const stoppedCases = cases.filter((c) => c.stopped && !c.facts.steps.get(step.id)?.reached).map((c) => c.name);
      return {
        step: step.id,
        outcome: outcome.outcome,
        ...(outcome.line !== undefined ? { line: outcome.line } : {}),
        message: `step ${step.id}: ${OUTCOMES[outcome.outcome].missing}`,
        ...(stoppedCases.length > 0 ? { stopped_cases: stoppedCases } : {}),
      };
    });
  const reached = outcomes.length - missing.length;
  const coverage: VersionCoverage = { file, percent: percentOf(reached, outcomes.length), reached, total: outcomes.length, steps, missing };
  // Compared unrounded, so that 66.66… does not pass a minimum of 66.7.
  if (minPercent !== undefined) coverage.minimum = { percent: minPercent, met: reached * 100 >= minPercent * outcomes.length };
  return coverage;
}

/** CLI-29: why a version under `--min-coverage` does not pass. */
export function minimumCoverageMessage(coverage: VersionCoverage): string | undefined {
  const { minimum } = coverage;
  if (!minimum || minimum.met) return undefined;
  return `coverage ${coverage.percent} % is below the minimum of ${minimum.percent} % (--min-coverage)`;
}
