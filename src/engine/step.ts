/** The body of one step attempt: inputs evaluated and checked, then the action, script or call. */
import type { ActionContext } from '../actions/types.js';
import type { RunScope } from './scope.js';
import { StepError, invalidInput } from './errors.js';
import { inputErrorMessage, validateInput } from './input-check.js';
import type { PlannedStep } from './plan.js';
import { runLibraryScript, runStepScript } from './script-step.js';
import type { Artifact, ConnectionKind, ResolvedConnection, World } from './world.js';

export interface StepServices {
  /** Stored templates by name. */
  template(name: string): string | undefined;
}

function bindConnections(step: PlannedStep, world: World, kinds: (slot: string) => ConnectionKind): Record<string, ResolvedConnection> {
  const bound: Record<string, ResolvedConnection> = {};
  for (const [slot, name] of Object.entries(step.connections)) bound[slot] = world.connection(name, kinds(slot));
  return bound;
}

/** Resolves an artifact input: the object of `${{ artifacts.x }}` or a file name. */
export function artifactResolver(world: World) {
  return (ref: unknown, field: string): Artifact => {
    const name = typeof ref === 'string' ? ref : typeof ref === 'object' && ref !== null ? (ref as { name?: unknown }).name : undefined;
    const artifact = typeof name === 'string' ? world.artifacts.get(name) : undefined;
    if (!artifact) throw invalidInput(`${field}: must be an artifact of this run`);
    return artifact;
  };
}

export async function runStepBody(step: PlannedStep, scope: RunScope, world: World, services: StepServices, inForEach: boolean): Promise<unknown> {
  switch (step.kind) {
    case 'action': {
      const input = step.input.evaluate(scope);
      const checked = validateInput(step.action.inputSchema, input, step.action.name);
      if (checked.errors) throw invalidInput(inputErrorMessage(checked.errors));
      const slots = step.action.slots ?? {};
      const ctx: ActionContext = {
        world,
        stepId: step.id,
        connections: bindConnections(step, world, (slot) => slots[slot]?.kinds[0] ?? 'http'),
        inForEach,
        template: (name) => services.template(name),
        artifact: artifactResolver(world),
        addArtifact: (name, data, contentType) => world.artifacts.add(name, data, contentType, step.id),
      };
      return step.action.run(checked.value, ctx);
    }
    case 'library': {
      const input = step.input.evaluate(scope);
      const checked = validateInput(step.library.inputSchema, input);
      if (checked.errors) throw invalidInput(inputErrorMessage(checked.errors));
      return runLibraryScript(step.library, checked.value, bindConnections(step, world, () => 'http'), world, scope);
    }
    case 'workflow':
      // STUB-07: tests must stub workflow calls; real runs of one version do not start others.
      if (world.isTest) throw new StepError('call_not_stubbed', `Step ${step.id} calls workflow ${step.workflow}; a test case must stub it in given.stub_steps.`);
      throw new StepError('invalid_input', `Step ${step.id} calls workflow ${step.workflow}; flowgate run runs one workflow version and does not start others.`);
    case 'script':
      return runStepScript(step.script, bindConnections(step, world, () => 'http'), world, scope);
  }
}
