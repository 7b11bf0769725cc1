/**
 * Which repository and version `flowgate run DIR` means. DIR is a workflow version's
 * folder; the repository root is the nearest folder at or above it that holds
 * `flowgate.yaml` or `connections.yaml` (or `.git`), so connections, templates,
 * library actions and the `.flowgate/` store are those of DIR's own repository.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { UsageError } from '../shared/command-line.js';
import type { Repository, Version } from '../definitions/repository.js';

const ROOT_MARKERS = ['flowgate.yaml', 'flowgate.yml', 'connections.yaml', 'connections.yml', '.git'];

function isRoot(folder: string): boolean {
  return ROOT_MARKERS.some((marker) => existsSync(join(folder, marker)));
}

/** The root for DIR: the nearest marked folder above it, else the working folder when DIR is inside it, else DIR. */
export function findRoot(dir: string, cwd: string): string {
  for (let folder = dir; ; folder = dirname(folder)) {
    if (isRoot(folder)) return folder;
    if (dirname(folder) === folder) break;
  }
  const inside = relative(cwd, dir);
  return inside === '' || (!inside.startsWith('..') && !inside.startsWith(sep) && !/^[A-Za-z]:/.test(inside)) ? cwd : dir;
}

/** DIR as an absolute folder, or a usage error. */
export function versionFolder(given: string, cwd: string): string {
  const dir = resolve(cwd, given);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`cannot read the folder ${given}`);
  return dir;
}

export function findWorkflowVersion(repo: Repository, dir: string): Version {
  const wanted = relative(repo.root, dir).split(sep).join('/') || '.';
  const version = repo.versions.find((v) => v.location.dir === wanted);
  if (!version) throw new UsageError(`${wanted} holds no workflow.yaml (flowgate run takes a workflow version folder)`);
  if (version.kind !== 'workflow') throw new UsageError(`${wanted} is a library action; flowgate run runs workflow versions`);
  return version;
}
