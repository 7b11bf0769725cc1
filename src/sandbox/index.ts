/**
 * The script sandbox (flowgate.md §4): script steps, library actions and
 * `platform/transform` run JavaScript in an isolated-vm isolate inside a sandbox
 * process of their own, never in the host's context.
 *
 * - `runScript` runs one script and resolves to its outputs (`return`) or a skip; it
 *   rejects with a StepError: `script_error`, `limit_exceeded`, `timeout`,
 *   `script_expression`, or the code of an uncaught request error (`http_unmocked`…).
 * - `checkScript` is the save-time check of a script's text.
 */
export type {
  ScriptHost,
  ScriptHttpRequest,
  ScriptHttpResponse,
  ScriptIssue,
  ScriptIssueCode,
  ScriptLimits,
  ScriptMode,
  ScriptResult,
  ScriptRun,
} from './types.js';
export { runScript, closeSandbox, DEFAULT_SCRIPT_LIMITS } from './run-script.js';
export { checkScript } from './check-script.js';
