/**
 * The MCP server reads nothing outside its ROOT (issue 12). Paths that tools receive are
 * resolved here, and the repository is loaded only after the few places where its own
 * settings could point elsewhere (settings files, `paths:` folders, template files) have
 * been checked, symbolic links included.
 *
 * Discovery itself never follows links (it takes only regular files and real folders),
 * so version folders, definitions and test lists cannot lead outside.
 */
import { existsSync, lstatSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { loadProject } from '../definitions/project.js';
import { loadRepository, type Repository, type Version } from '../definitions/repository.js';
import { ToolInputError } from './tool-types.js';

const SETTINGS_FILES = ['flowgate.yaml', 'flowgate.yml', 'connections.yaml', 'connections.yml'] as const;

function isInside(root: string, target: string): boolean {
  const rel = path.relative(root, target);
  return rel === '' || (!rel.startsWith(`..${path.sep}`) && rel !== '..' && !path.isAbsolute(rel));
}

const toPosix = (p: string) => p.split(path.sep).join('/');

/**
 * A path given to a tool, as a path relative to the (real) root with forward slashes;
 * `.` for the root itself. Absolute paths, escapes with `..` and links that lead out
 * are refused with a ToolInputError naming the argument.
 */
export function resolveInRoot(realRoot: string, given: string, argument: string): string {
  if (given.includes('\u0000')) throw new ToolInputError(`${argument}: must not contain a NUL character`);
  if (path.isAbsolute(given) || path.win32.isAbsolute(given) || given.startsWith('/') || given.startsWith('\\')) {
    throw new ToolInputError(`${argument}: must be a path relative to the root, not an absolute path`);
  }
  const resolved = path.resolve(realRoot, given);
  if (!isInside(realRoot, resolved)) throw new ToolInputError(`${argument}: leads outside the root`);
  let real = resolved;
  if (existsSync(resolved)) {
    real = realpathSync(resolved);
    if (!isInside(realRoot, real)) throw new ToolInputError(`${argument}: leads outside the root through a symbolic link`);
  }
  return toPosix(path.relative(realRoot, real)) || '.';
}

/** A file or folder named by the project settings must resolve inside the root too. */
function checkLink(realRoot: string, relative: string, what: string): void {
  const target = path.resolve(realRoot, relative);
  if (!isInside(realRoot, target)) throw new ToolInputError(`${what} leads outside the root; the MCP server reads nothing there`);
  if (existsSync(target) && !isInside(realRoot, realpathSync(target))) {
    throw new ToolInputError(`${what} leads outside the root through a symbolic link; the MCP server reads nothing there`);
  }
}

function checkSettings(realRoot: string): void {
  for (const file of SETTINGS_FILES) {
    if (existsSync(path.join(realRoot, file))) checkLink(realRoot, file, file);
  }
  const { paths } = loadProject(realRoot);
  for (const [key, folder] of Object.entries(paths)) {
    if (folder !== undefined) checkLink(realRoot, folder, `flowgate.yaml paths.${key}`);
  }
  // Stored templates are read by name from the templates folder, links included.
  const templates = path.join(realRoot, paths.templates);
  if (!existsSync(templates) || !lstatSync(templates).isDirectory()) return;
  for (const entry of readdirSync(templates, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) checkLink(realRoot, path.join(paths.templates, entry.name), `${toPosix(path.join(paths.templates, entry.name))}`);
  }
}

/** Loads the repository afresh (so edits on disk are seen) once its settings are known to stay inside. */
export function openRepository(realRoot: string): Repository {
  checkSettings(realRoot);
  return loadRepository(realRoot);
}

/** The bounds of a tool's `version` argument, the path `findVersion` takes; each tool adds its own description. */
export const VERSION_ARGUMENT_SCHEMA = { type: 'string', minLength: 1, maxLength: 4096 } as const;

/** The version whose folder, definition file or test list is at `given` (relative to the root). */
export function findVersion(repo: Repository, given: string, argument = 'version'): Version {
  const wanted = resolveInRoot(repo.root, given, argument);
  const version = repo.versions.find(
    (v) => v.location.dir === wanted || v.location.definitionFile === wanted || v.location.testsFile === wanted,
  );
  if (version) return version;
  const known = repo.versions.map((v) => v.location.dir);
  const list = known.length > 0 ? `; the versions are: ${known.join(', ')}` : '; the root holds no versions';
  throw new ToolInputError(`${argument}: no workflow or action version at '${wanted}'${list}`);
}
