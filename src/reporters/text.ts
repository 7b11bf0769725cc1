/** `PATH: MESSAGE`, or the message alone when there is no path: how every reporter shows a problem. */
export function pathMessage(problem: { path: string; message: string }): string {
  return problem.path ? `${problem.path}: ${problem.message}` : problem.message;
}
