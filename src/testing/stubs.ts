/**
 * `given.stub_steps` (test-cases.md §2.5, STUB-01..08) as a plan transform: a stubbed
 * step keeps its place, id, `if:` and `continue_on_error`, but its body is replaced by
 * one that gives the result as written, once (no for_each rounds, no retries, no
 * timeout). The engine runs the transformed plan like any other.
 */
import { defineAction, type ActionModule } from '../engine/action.js';
import { SkipSignal, StepError } from '../engine/errors.js';
import type { PlannedStep, WorkflowPlan } from '../engine/plan.js';
import { own } from '../shared/own.js';
import type { StubStep } from './given.js';

const NO_INPUT = Object.freeze({ constant: true, evaluate: () => ({}) });
const ONCE = Object.freeze({ maxAttempts: 1, delaySeconds: 0, backoff: 'fixed' as const });

function stubAction(stub: StubStep): ActionModule {
  return defineAction({
    name: 'stub',
    inputSchema: { type: 'object' },
    outputSchema: {},
    async run() {
      switch (stub.outcome ?? 'success') {
        case 'failure':
          // STUB-04/05: the case chooses the code, which may be any a real step could have.
          throw StepError.recorded(stub.error_code ?? 'stub_failure', stub.message ?? 'The stubbed step failed.');
        case 'skipped':
          throw new SkipSignal('stubbed as skipped', { skipsLaterSteps: false });
        default:
          return (stub.outputs ?? {}) as Record<string, unknown>;
      }
    },
  });
}

function stubbed(step: PlannedStep, stub: StubStep): PlannedStep {
  const { forEach: _forEach, timeoutMinutes: _timeout, ...kept } = step;
  return { ...kept, kind: 'action', uses: 'stub', action: stubAction(stub), input: NO_INPUT, connections: {}, retry: ONCE };
}

/** The plan with each stubbed step's body replaced; the same plan when nothing is stubbed. */
export function stubbedPlan(plan: WorkflowPlan, stubs: Readonly<Record<string, StubStep>> | undefined): WorkflowPlan {
  if (!stubs || Object.keys(stubs).length === 0) return plan;
  return {
    ...plan,
    steps: plan.steps.map((step) => {
      const stub = own(stubs, step.id);
      return stub ? stubbed(step, stub) : step;
    }),
  };
}
