/**
 * Whether a `matches` pattern of a case is a regular expression at all (CHECK-09,
 * STATUS-04). Searching text with it is the harness's work (testing/checks/pattern.ts).
 */

/** Why a pattern is not a valid regular expression, or undefined when it is. */
export function patternProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern);
    return undefined;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // "Invalid regular expression: /(/: Unterminated group": keep the reason only,
    // because the pattern itself is case data.
    const reason = /: ([^:]+)$/.exec(message)?.[1]?.trim();
    return reason ?? 'invalid regular expression';
  }
}
