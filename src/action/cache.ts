/**
 * The Action's `cache` input (GHA-24, flowgate.md §12): `.flowgate/cache` restored from
 * GitHub's cache service before the run and saved after it, under a key of flowgate's
 * build and the runner's OS. Only `push` and `schedule` runs of the default branch save,
 * so a pull request reads the cache and never writes into it.
 */
import { readFileSync, rmSync } from 'node:fs';
import type { FlowgateBuild } from '../shared/build.js';

/** GitHub's cache service as the Action uses it (@actions/cache in a real job). */
export interface CacheService {
  /** The key restored, or undefined when nothing matched. */
  restore(paths: string[], primaryKey: string, restoreKeys: string[]): Promise<string | undefined>;
  save(paths: string[], key: string): Promise<unknown>;
}

/** Entries are immutable: each run saves under a key of its own, and restores the newest with the shared prefix. */
export function cacheKeyPrefix(build: FlowgateBuild, os: string): string {
  return `flowgate-results-${os}-${build.version}-${build.build}-`;
}

/** Whether this run may write the cache: a push to, or a schedule of, the default branch. */
export function savesCache(env: Readonly<Record<string, string | undefined>>): boolean {
  const event = env.GITHUB_EVENT_NAME;
  if (event !== 'push' && event !== 'schedule') return false;
  const branch = env.GITHUB_REF?.startsWith('refs/heads/') ? env.GITHUB_REF.slice('refs/heads/'.length) : undefined;
  const defaultBranch = defaultBranchOf(env.GITHUB_EVENT_PATH);
  // A schedule runs on the default branch by definition; a push must say it is to that branch.
  if (event === 'schedule') return defaultBranch === undefined || branch === defaultBranch;
  return branch !== undefined && branch === defaultBranch;
}

function defaultBranchOf(eventPath: string | undefined): string | undefined {
  if (!eventPath) return undefined;
  try {
    const payload = JSON.parse(readFileSync(eventPath, 'utf8')) as { repository?: { default_branch?: unknown } };
    return typeof payload.repository?.default_branch === 'string' ? payload.repository.default_branch : undefined;
  } catch {
    return undefined;
  }
}

export interface ActionCache {
  /** What the job log says about the cache before the run. */
  restored: string;
  /** Saves after the run when this run may; says what it did. */
  save(): Promise<string>;
}

/** Restores `dir` now; the returned `save` writes it back when the event allows. Failures of the service never fail the gate. */
export async function restoreActionCache(service: CacheService, dir: string, build: FlowgateBuild, env: Readonly<Record<string, string | undefined>>): Promise<ActionCache> {
  // Only what GitHub's cache service hands back is used: anything the checkout brought is removed first.
  rmSync(dir, { recursive: true, force: true });
  const prefix = cacheKeyPrefix(build, env.RUNNER_OS ?? process.platform);
  const own = `${prefix}${env.GITHUB_RUN_ID ?? '0'}-${env.GITHUB_RUN_ATTEMPT ?? '1'}`;
  let restored: string;
  try {
    const hit = await service.restore([dir], own, [prefix]);
    restored = hit ? `flowgate: result cache restored from ${hit}` : 'flowgate: no result cache for this build yet; every version runs';
  } catch (error) {
    restored = `flowgate: the result cache could not be restored (${(error as Error).message}); every version runs`;
  }
  return {
    restored,
    async save() {
      if (!savesCache(env)) return 'flowgate: result cache not saved: only push and schedule runs of the default branch save it';
      try {
        await service.save([dir], own);
        return `flowgate: result cache saved as ${own}`;
      } catch (error) {
        return `flowgate: the result cache could not be saved (${(error as Error).message})`;
      }
    },
  };
}
