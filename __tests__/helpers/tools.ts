/**
 * System tools that some tests drive for real (.ci/run installs them with apt). Without
 * one, its tests are skipped with a warning on a developer's machine, and fail under CI,
 * where a missing tool means .ci/run lost its install line.
 */
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

function onPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

/**
 * The path of `command`, or undefined (after a warning) when it is missing outside CI.
 * Under CI (`CI` set) a missing tool throws, so the tests that need it cannot pass by skipping.
 */
export function requireTool(command: string, aptPackage: string, neededFor: string): string | undefined {
  return requireFound(onPath(command), command, aptPackage, neededFor);
}

/**
 * requireTool for a tool found another way (a fixed place, an environment variable, a file
 * it made): `found` is what was found, `what` names it in the warning or failure.
 */
export function requireFound<T>(found: T | undefined, what: string, aptPackage: string, neededFor: string): T | undefined {
  if (found !== undefined) return found;
  const message = `${what} not found: ${neededFor} need it (apt-get install -y ${aptPackage}; .ci/run installs it).`;
  if (process.env.CI) throw new Error(`${message} Under CI this is a failure.`);
  console.warn(`SKIPPED: ${message}`);
  return undefined;
}
