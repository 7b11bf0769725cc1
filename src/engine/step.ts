/** The body of one step attempt: inputs evaluated and checked, then the action, script or call. */
import type { ActionContext } from './action.js';
import type { RunScope } from './scope.js';
import { invalidInput } from './errors.js';
import { inputErrorMessage, validateInput } from './input-check.js';
import type { PlannedStep } from './plan.js';
import { runLibraryScript, runStepScript } from './script-step.js';
import type { ScriptRunner } from './scripts.js';
import type { Artifact, ConnectionKind, ResolvedConnection, World } from './world.js';

/** What a run is given besides its world: the repository's stored templates and the script runner. */
export interface StepServices {
  /** Stored templates by name. */
  template(name: string): string | undefined;
  scripts: ScriptRunner;
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
        scripts: services.scripts,
      };
      return step.action.run(checked.value, ctx);
    }
    case 'library': {
      const input = step.input.evaluate(scope);
      const checked = validateInput(step.library.inputSchema, input);
      if (checked.errors) throw invalidInput(inputErrorMessage(checked.errors));
      const connections = bindConnections(step, world, () => 'http');
      return runLibraryScript(step.library, checked.value, { scripts: services.scripts, world, connections, scope });
    }
    case 'workflow':
      return world.callWorkflow(step.workflow, step.id);
    case 'script':
      return runStepScript(step.script, { scripts: services.scripts, world, connections: bindConnections(step, world, () => 'http'), scope });
  }
}
