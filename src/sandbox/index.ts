/**
 * The script sandbox (flowgate.md §4): script steps, library actions and
 * `platform/transform` run JavaScript in an isolated-vm isolate inside a sandbox
 * process of their own, never in the host's context.
 *
 * The contract is the engine's (engine/scripts.ts); `sandboxRunner` (runner.ts) is the
 * sandbox as the engine's ScriptRunner, loading this module only when a script runs.
 *
 * - `runScript` runs one script and resolves to its outputs (`return`) or a skip; it
 *   rejects with a StepError: `script_error`, `limit_exceeded`, `timeout`,
 *   `script_expression`, or the code of an uncaught request error (`http_unmocked`…).
 *
 * The save-time check of a script's text is definitions/scripts/check-script.ts: it
 * must load without the sandbox.
 */
export { runScript, closeSandbox, prestartSandbox, shareSandbox, defaultMaxProcesses, DEFAULT_SCRIPT_LIMITS } from './run-script.js';
