/** A library action run on its own, as its tests run it (flowgate.md §4, RESULT-12). */
import { SkipSignal, StepError } from './errors.js';
import { inputErrorMessage, validateInput } from './input-check.js';
import type { LibraryAction } from './plan.js';
import type { ResultDocument, RunError } from './result.js';
import { createScope } from './scope.js';
import { runLibraryScript } from './script-step.js';
import { runnerInWorld } from './scripts.js';
import type { RunOptions } from './run.js';
import type { World } from './world.js';

export async function runAction(action: LibraryAction, input: unknown, world: World, options: RunOptions): Promise<ResultDocument> {
  const scope = createScope(world, options.trigger, {}, []);
  let output: unknown = null;
  let error: RunError | null = null;
  let outcome: ResultDocument['outcome'] = 'success';
  try {
    const checked = validateInput(action.inputSchema, input ?? {});
    if (checked.errors) throw new StepError('invalid_input', inputErrorMessage(checked.errors));
    const connections = Object.fromEntries(action.slots.map((slot) => [slot, world.connection(slot, 'http')]));
    output = (await runLibraryScript(action, checked.value, { scripts: runnerInWorld(options.services.scripts, world), world, connections, scope })) ?? null;
  } catch (caught) {
    if (caught instanceof SkipSignal) outcome = 'skip';
    else if (caught instanceof StepError) {
      outcome = 'error';
      error = { code: caught.code, message: caught.message, step: null };
    } else throw caught;
  }
  return {
    outcome,
    steps: {},
    emails: [...world.mailbox.sent],
    state: world.state.all(),
    artifacts: world.artifacts.list().map((a) => ({ name: a.name, content_type: a.content_type, size_bytes: a.size_bytes, step: a.step })),
    error,
    output,
  };
}
