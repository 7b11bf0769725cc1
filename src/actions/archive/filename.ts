/** File name rules of actions that write one file named by the step. */

/** XMLB-04: a plain file name, no folder part (also not `.` or `..`); undefined when fine. */
export function plainFileNameProblem(name: string): string | undefined {
  if (/[/\\]/.test(name)) return 'must be a file name without folders';
  if (name === '.' || name === '..') return 'must be a file name';
  return undefined;
}
