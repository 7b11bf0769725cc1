/**
 * Finds every workflow and library-action version under the root (flowgate.md §1):
 * a folder holding `workflow.yaml`/`.yml` or `action.yaml`/`.yml`.
 */
import { readdirSync, type Dirent } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Project } from './project.js';

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

/** Folders discovery never walks into. */
export const SKIPPED_FOLDERS: ReadonlySet<string> = new Set(['.git', 'node_modules', '.flowgate']);
/** The files that make a folder a version. */
export const DEFINITION_FILES: Readonly<Record<string, VersionKind>> = {
  'workflow.yaml': 'workflow',
  'workflow.yml': 'workflow',
  'action.yaml': 'action',
  'action.yml': 'action',
};

const toPosix = (path: string) => path.split(sep).join('/');

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
    const dir = toPosix(relative(root, folder)) || '.';
    const prefix = dir === '.' ? '' : `${dir}/`;
    found.push({ kind, dir, definitionFile: `${prefix}${file}`, ...(files.has('tests.json') ? { testsFile: `${prefix}tests.json` } : {}) });
    break;
  }
  for (const entry of entries) {
    if (entry.isDirectory() && !SKIPPED_FOLDERS.has(entry.name)) walk(root, join(folder, entry.name), found);
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
