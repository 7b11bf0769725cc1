/**
 * How a script's text becomes a function (CTX-10, CTX-30). The save-time syntax check
 * (definitions/scripts) and the sandbox compile the very same wrapper, so both report
 * the same lines; it sits here because the check must load without the sandbox.
 */

/**
 * One opening per script mode (engine/scripts.ts `ScriptMode`). The opening sits on the
 * script's first line, not a line of its own, so line N of the wrapped text is line N
 * of the script; only columns on line 1 are shifted.
 */
const OPENINGS = {
  step: '(async function (ctx) {',
  action: '(async function (ctx) {',
  transform: '(function (input) {',
} as const;

/** The modes a wrapper exists for; a new engine `ScriptMode` fails to compile until it has one. */
export type WrappedMode = keyof typeof OPENINGS;

/** File name in stack traces; line numbers in it are the script's own. */
export const SCRIPT_FILENAME = 'script.js';

/** Ends on a line of its own, so a `//` comment on the script's last line stays harmless. */
const CLOSING = '\n})';

export function wrapScript(code: string, mode: WrappedMode): string {
  return OPENINGS[mode] + code + CLOSING;
}

/** Column in the script for a column of the wrapped text. */
export function scriptColumn(line: number, wrappedCol: number, mode: WrappedMode): number {
  return line === 1 ? Math.max(1, wrappedCol - OPENINGS[mode].length) : wrappedCol;
}
