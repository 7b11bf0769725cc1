/**
 * CLI-26: a root where discovery finds no version is a failure, since a wrong root or
 * `path:` would otherwise turn the gate green. The CLI (`test`, `validate`), the MCP
 * `run_tests` tool and the Action say it the same way; each adds its own way out
 * (`--allow-empty`, the input `allow-empty`).
 */

import { DEFINITION_FILES, SKIPPED_FOLDERS_TEXT } from './discovery.js';

/** Where discovery looks (flowgate.yaml `paths`); a loaded repository's `project.paths` is one. */
export interface DiscoveryPaths {
  workflows?: string;
  actions?: string;
}

export interface EmptyRoot {
  /** The root as the door names it to its user. */
  root: string;
  /** What discovery looks for under that root. */
  looks_for: string;
  /** One line naming the root and what discovery looks for. */
  message: string;
}

/** What discovery (src/definitions/discovery.ts) looks for, under a root with these settings. */
export function discoveryDescription(paths: DiscoveryPaths): string {
  const filesOf = (kind: string) => Object.keys(DEFINITION_FILES).filter((file) => DEFINITION_FILES[file] === kind).join('/');
  const [workflowFiles, actionFiles] = [filesOf('workflow'), filesOf('action')];
  if (paths.workflows === undefined && paths.actions === undefined) {
    return `folders holding ${workflowFiles}, or ${actionFiles} that is not a GitHub Action, anywhere but in ${SKIPPED_FOLDERS_TEXT}`;
  }
  return `folders holding ${workflowFiles} under ${paths.workflows ?? 'workflows'}/ and ${actionFiles} under ${paths.actions ?? 'actions'}/ (paths in flowgate.yaml)`;
}

/**
 * The root's emptiness, or undefined when discovery found a version. Only discovery
 * counts: a shard or a filter that keeps none of the versions found is not an empty root.
 */
export function emptyRoot(
  repo: { project: { paths: DiscoveryPaths } } & ({ versions: readonly unknown[] } | { sources: readonly unknown[] }),
  rootLabel: string,
): EmptyRoot | undefined {
  if (('versions' in repo ? repo.versions : repo.sources).length > 0) return undefined;
  const looksFor = discoveryDescription(repo.project.paths);
  return { root: rootLabel, looks_for: looksFor, message: `no workflow or action version found under ${rootLabel} (discovery looks for ${looksFor})` };
}
