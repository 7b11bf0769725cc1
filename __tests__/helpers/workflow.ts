/** Builds plans from YAML text and runs them in a test world, for engine tests. */
import type { LibraryAction, TriggerKind, WorkflowPlan } from '../../src/engine/plan.js';
import type { RunObserver } from '../../src/engine/events.js';
import type { ResultDocument } from '../../src/engine/result.js';
import { runWorkflow } from '../../src/engine/run.js';
import type { ScriptRunner } from '../../src/engine/scripts.js';
import type { Problem } from '../../src/definitions/problems.js';
import type { Project } from '../../src/definitions/project.js';
import { readYaml } from '../../src/definitions/source.js';
import { compileWorkflow } from '../../src/definitions/workflow.js';
import { defaultTrigger } from '../../src/testing/run-case.js';
import { sandboxRunner } from '../../src/sandbox/runner.js';
import { caseWorld, type CaseWorld } from '../../src/testing/case-world.js';
import type { Given } from '../../src/testing/given.js';
import { stubbedPlan } from '../../src/testing/stubs.js';
import { emptyProject } from './project.js';

export function compileText(text: string, libraries: LibraryAction[] = []): { plan?: WorkflowPlan; problems: Problem[] } {
  const compiled = compileWorkflow(readYaml('workflows/test/workflow.yaml', text), {
    library: (name, version) => libraries.find((l) => l.name === name && l.version === version),
  });
  return compiled.plan ? { plan: compiled.plan, problems: compiled.problems } : { problems: compiled.problems };
}

export function planFrom(text: string, libraries: LibraryAction[] = []): WorkflowPlan {
  const { plan, problems } = compileText(text, libraries);
  if (!plan) throw new Error(`workflow does not compile:\n${problems.map((p) => `${p.path}: ${p.message}`).join('\n')}`);
  return plan;
}

export async function runPlan(
  plan: WorkflowPlan,
  given: Given = {},
  options: { project?: Partial<Project>; templates?: Record<string, string>; scripts?: ScriptRunner; world?: (world: CaseWorld) => void; observe?: RunObserver } = {},
): Promise<{ result: ResultDocument; world: CaseWorld }> {
  const world = caseWorld(emptyProject(options.project), given);
  options.world?.(world);
  const result = await runWorkflow(stubbedPlan(plan, given.stub_steps), world, {
    trigger: { kind: (given.trigger ?? defaultTrigger(plan)) as TriggerKind, event: given.event ?? null, is_test: true },
    services: { template: (name) => options.templates?.[name], scripts: options.scripts ?? sandboxRunner },
    ...(options.observe ? { observe: options.observe } : {}),
  });
  return { result, world };
}

/** A YAML workflow with a manual trigger around the given steps block. */
export function workflow(steps: string, extra = ''): string {
  return `name: test\non:\n  manual: {}\n${extra}steps:\n${steps}`;
}
