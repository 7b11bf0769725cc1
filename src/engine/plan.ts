/** A workflow after its save-time checks: parsed, expressions compiled, actions resolved. */
import type { ActionModule } from './action.js';
import type { CompiledValue } from '../expressions/index.js';

export type TriggerKind = 'manual' | 'schedule' | 'webhook' | 'api' | 'workflow_run';

export interface RetryPolicy {
  maxAttempts: number;
  delaySeconds: number;
  backoff: 'fixed' | 'exponential';
}

export interface LibraryAction {
  name: string;
  version: number;
  file: string;
  slots: readonly string[];
  inputSchema: Record<string, unknown>;
  outputSchema?: Record<string, unknown>;
  script: string;
}

/** Lines in workflow.yaml of a step and of its branching fields, for coverage reports (LCOV). */
export interface StepLines {
  step?: number;
  if?: number;
  for_each?: number;
  retry?: number;
  continue_on_error?: number;
}

interface StepBase {
  id: string;
  name?: string;
  /** Position in `steps`, for messages. */
  index: number;
  connections: Readonly<Record<string, string>>;
  condition?: { evaluate(scope: import('../expressions/index.js').ExpressionScope): boolean };
  forEach?: CompiledValue;
  retry: RetryPolicy;
  timeoutMinutes?: number;
  continueOnError: boolean;
  /** Where the step is written; the engine never reads it. */
  lines?: StepLines;
}

export type PlannedStep =
  | (StepBase & { kind: 'action'; uses: string; action: ActionModule; input: CompiledValue })
  | (StepBase & { kind: 'library'; uses: string; library: LibraryAction; input: CompiledValue })
  | (StepBase & { kind: 'workflow'; uses: string; workflow: string; input: CompiledValue })
  | (StepBase & { kind: 'script'; script: string });

export interface WorkflowPlan {
  name: string;
  triggers: Readonly<Partial<Record<TriggerKind, unknown>>>;
  timeoutMinutes?: number;
  /**
   * `concurrency.key` (WF-06), compiled: real runs of the same workflow, environment and
   * key text do not overlap. Evaluated once per run against the trigger scope.
   */
  concurrencyKey?: CompiledValue;
  steps: readonly PlannedStep[];
  /** Every `secrets.<name>` the workflow reads, so a test can give each its dummy. */
  secretNames: ReadonlySet<string>;
}
