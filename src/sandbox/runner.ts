/**
 * The sandbox as the engine's ScriptRunner. Importing this module loads nothing heavy:
 * the sandbox process and isolated-vm start with the first script that runs.
 */
import type { ScriptResult, ScriptRun, ScriptRunner } from '../engine/scripts.js';

export const sandboxRunner: ScriptRunner = {
  async run(run: ScriptRun): Promise<ScriptResult> {
    const { runScript } = await import('./run-script.js');
    return runScript(run);
  },
};
