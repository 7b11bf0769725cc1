/**
 * Runs one built-in action module the way the engine does (schema check with defaults,
 * then `run`) inside a test world, for unit tests of action modules.
 */
import { sandboxRunner } from '../../src/sandbox/runner.js';
import { OutgoingHttp } from '../../src/world/outgoing-http.js';
import { DUMMY_OAUTH2_TOKEN, signInFor } from '../../src/world/sign-in.js';
import type { ActionContext, ActionModule } from '../../src/engine/action.js';
import { inputErrorMessage, validateInput } from '../../src/engine/input-check.js';
import { StepError } from '../../src/engine/errors.js';
import { artifactResolver } from '../../src/engine/step.js';
import type { Project } from '../../src/definitions/project.js';
import { HttpMockTable, MockDispatcher, type MockRequest, type Responder } from '../../src/testing/http-mocks.js';
import { ModelMockTable, type ModelMock } from '../../src/testing/model-mocks.js';
import type { CaseWorld as TestWorld } from '../../src/testing/case-world.js';
import type { Given } from '../../src/testing/given.js';
import { caseWorld } from '../../src/testing/case-world.js';
import { HttpClient } from '../../src/world/http-client.js';
import { emptyProject } from './project.js';

export interface ActionHarness {
  world: TestWorld;
  ctx: ActionContext;
  /** Checks `input` against the module's schema (defaults applied) and runs it. */
  run(input: unknown): Promise<Record<string, unknown>>;
}

export function actionHarness(
  module: ActionModule,
  options: {
    given?: Given;
    project?: Partial<Project>;
    templates?: Record<string, string>;
    connections?: Record<string, string>;
    inForEach?: boolean;
    stepId?: string;
    /** Extra responders (model mocks…) consulted before `given.http`, for worlds that do not wire them yet. */
    responders?: (world: TestWorld) => Responder[];
  } = {},
): ActionHarness {
  const world = caseWorld(emptyProject(options.project), options.given ?? {});
  if (options.responders) {
    const dispatcher = new MockDispatcher({ clock: world.clock, responders: [...options.responders(world), new HttpMockTable(options.given?.http ?? [])] });
    Object.assign(world, { dispatcher, http: new OutgoingHttp(new HttpClient({ dispatcher, clock: world.clock }), signInFor(world, DUMMY_OAUTH2_TOKEN)) });
  }
  const stepId = options.stepId ?? 'step';
  const slots = module.slots ?? {};
  const ctx: ActionContext = {
    world,
    stepId,
    connections: Object.fromEntries(Object.entries(options.connections ?? {}).map(([slot, name]) => [slot, world.connection(name, slots[slot]?.kinds[0] ?? 'http')])),
    inForEach: options.inForEach ?? false,
    template: (name) => options.templates?.[name],
    scripts: sandboxRunner,
    artifact: artifactResolver(world),
    addArtifact: (name, data, contentType) => world.artifacts.add(name, data, contentType, stepId),
  };
  return {
    world,
    ctx,
    run: (input) => runChecked(module, input, ctx),
  };
}

/** Checks `input` against the module's schema (defaults applied) and runs it in `ctx`, as the engine does. */
export async function runChecked(module: ActionModule, input: unknown, ctx: ActionContext): Promise<Record<string, unknown>> {
  const checked = validateInput(module.inputSchema, input, module.name);
  if (checked.errors) throw new StepError('invalid_input', inputErrorMessage(checked.errors));
  return module.run(checked.value, ctx);
}

/**
 * `responders` for tests that look at what a step sent: each request is recorded in
 * `seen`, then answered from `models` as a test world's model mocks answer it.
 */
export function recordingModelMocks(seen: MockRequest[], models: readonly ModelMock[]): (world: TestWorld) => Responder[] {
  const recorder: Responder = { answer: (request) => void seen.push(request) as undefined, nearestMiss: () => undefined };
  return (world) => [recorder, new ModelMockTable(models, (name) => world.connection(name, 'ai'))];
}
