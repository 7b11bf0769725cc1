/**
 * Finds every workflow and library-action version under the root (flowgate.md §1):
 * a folder holding `workflow.yaml`/`.yml` or `action.yaml`/`.yml`, outside `node_modules`
 * and the folders whose name starts with a dot, and not a GitHub Action's `action.yml`.
 * `test`, `validate`, the MCP tools and the Action all find versions here.
 */
import { readFileSync, readdirSync, type Dirent } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Project } from './project.js';
import { readYaml } from './source.js';

export type VersionKind = 'workflow' | 'action';

export interface VersionLocation {
  kind: VersionKind;
  /** Folder relative to the root, with forward slashes. */
  dir: string;
  /** Definition file relative to the root. */
  definitionFile: string;
  /** `tests.json` relative to the root, when it exists. */
  testsFile?: string;
}

/**
 * LAYOUT-02, LAYOUT-16: folders discovery never walks into: `node_modules` and every
 * folder whose name starts with a dot (`.git`, `.github`, `.vscode`, `.flowgate` …).
 */
export function isSkippedFolder(name: string): boolean {
  return name === 'node_modules' || name.startsWith('.');
}

/** The folders `isSkippedFolder` passes by, in words (the empty-root message names them). */
export const SKIPPED_FOLDERS_TEXT = 'node_modules and folders whose name starts with a dot';

/** The files that make a folder a version. */
export const DEFINITION_FILES: Readonly<Record<string, VersionKind>> = {
  'workflow.yaml': 'workflow',
  'workflow.yml': 'workflow',
  'action.yaml': 'action',
  'action.yml': 'action',
};

const toPosix = (path: string) => path.split(sep).join('/');

/**
 * LAYOUT-17: an `action.yml`/`action.yaml` whose top level is a mapping with a `runs` key
 * is a GitHub Action (JavaScript, Docker or composite), which a repository may keep
 * anywhere, not a flowgate version. A file that cannot be read or parsed stays a version,
 * so that its problem is reported. A file that never mentions `runs` is not parsed here.
 */
export function isGitHubAction(path: string): boolean {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return false;
  }
  if (!text.includes('runs')) return false;
  let value: unknown;
  try {
    value = readYaml(path, text).value;
  } catch {
    return false;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, 'runs');
}

function walk(root: string, folder: string, found: VersionLocation[]): void {
  let entries: Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return;
  }
  const files = new Set(entries.filter((e) => e.isFile()).map((e) => e.name));
  for (const [file, kind] of Object.entries(DEFINITION_FILES)) {
    if (!files.has(file)) continue;
    if (kind === 'action' && isGitHubAction(join(folder, file))) continue;
    const dir = toPosix(relative(root, folder)) || '.';
    const prefix = dir === '.' ? '' : `${dir}/`;
    found.push({ kind, dir, definitionFile: `${prefix}${file}`, ...(files.has('tests.json') ? { testsFile: `${prefix}tests.json` } : {}) });
    break;
  }
  for (const entry of entries) {
    if (entry.isDirectory() && !isSkippedFolder(entry.name)) walk(root, join(folder, entry.name), found);
  }
}

/**
 * LAYOUT-01..05, LAYOUT-10, SET-19: the whole root; or, when `flowgate.yaml` sets
 * `paths`, workflows under its workflows folder and actions under its actions folder
 * (each defaulting to `workflows` and `actions`).
 */
export function discoverVersions(project: Project): VersionLocation[] {
  const found: VersionLocation[] = [];
  const { workflows, actions } = project.paths;
  if (workflows === undefined && actions === undefined) {
    walk(project.root, project.root, found);
  } else {
    const inFolder: VersionLocation[] = [];
    walk(project.root, join(project.root, workflows ?? 'workflows'), inFolder);
    found.push(...inFolder.filter((location) => location.kind === 'workflow'));
    inFolder.length = 0;
    walk(project.root, join(project.root, actions ?? 'actions'), inFolder);
    found.push(...inFolder.filter((location) => location.kind === 'action'));
  }
  return found.sort((a, b) => (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0));
}
