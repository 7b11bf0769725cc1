/**
 * The Action's cache input (GHA-24, flowgate.md §12): `.flowgate/cache` restored through
 * GitHub's cache service before the run and saved after it, under a key of flowgate's
 * build and the runner's OS; only push and schedule runs of the default branch save.
 * The service is a fake that records its calls and keeps saved folders in memory, so
 * no test reaches GitHub.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKeyPrefix, restoreActionCache, savesCache, type CacheService } from '../../src/action/cache.js';
import { runAction } from '../../src/action/main.js';
import { flowgateBuild } from '../../src/shared/build.js';
import type { RunReport } from '../../src/testing/report.js';
import { passingCases, simpleWorkflow, writeFiles } from '../helpers/repo.js';

/** A GITHUB_EVENT_PATH payload naming the repository's default branch. */
function eventFile(defaultBranch: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'flowgate-action-event-')), 'event.json');
  writeFileSync(file, JSON.stringify({ repository: { full_name: 'acme/flows', default_branch: defaultBranch } }));
  return file;
}

interface Call {
  call: 'restore' | 'save';
  paths: string[];
  key: string;
  restoreKeys?: string[];
}

/**
 * GitHub's cache service as the Action sees it: `save` keeps a copy of the folders under
 * the key, `restore` copies back the exact key or else the newest saved under a restore key.
 */
function fakeService(options: { restoreFails?: string; saveFails?: string } = {}) {
  const calls: Call[] = [];
  const saved: { key: string; copies: (string | undefined)[] }[] = [];
  const service: CacheService = {
    async restore(paths, key, restoreKeys) {
      calls.push({ call: 'restore', paths, key, restoreKeys });
      if (options.restoreFails) throw new Error(options.restoreFails);
      const hit = saved.find((entry) => entry.key === key) ?? [...saved].reverse().find((entry) => restoreKeys.some((prefix) => entry.key.startsWith(prefix)));
      if (!hit) return undefined;
      // By position: each job is a fresh checkout in a folder of its own.
      for (const [at, path] of paths.entries()) {
        const copy = hit.copies[at];
        if (copy) cpSync(copy, path, { recursive: true });
      }
      return hit.key;
    },
    async save(paths, key) {
      calls.push({ call: 'save', paths, key });
      if (options.saveFails) throw new Error(options.saveFails);
      const copies = paths.map((path) => {
        // A folder that is not there is not saved.
        if (!existsSync(path)) return undefined;
        const copy = join(mkdtempSync(join(tmpdir(), 'flowgate-action-saved-')), 'copy');
        cpSync(path, copy, { recursive: true });
        return copy;
      });
      saved.push({ key, copies });
      return 1;
    },
  };
  return { service, calls, saved };
}

const PREFIX = cacheKeyPrefix(flowgateBuild, 'Linux');

describe('GHA-24 which runs save the cache', () => {
  it('GHA-24 a push to the default branch saves', () => {
    expect(savesCache({ GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_PATH: eventFile('main') })).toBe(true);
  });

  it('GHA-24 the default branch is the one the event names, not main by habit', () => {
    expect(savesCache({ GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/trunk', GITHUB_EVENT_PATH: eventFile('trunk') })).toBe(true);
    expect(savesCache({ GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_PATH: eventFile('trunk') })).toBe(false);
  });

  it('GHA-24 a push to another branch does not save', () => {
    expect(savesCache({ GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/feature/x', GITHUB_EVENT_PATH: eventFile('main') })).toBe(false);
  });

  it('GHA-24 a push of a tag does not save', () => {
    expect(savesCache({ GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/tags/main', GITHUB_EVENT_PATH: eventFile('main') })).toBe(false);
  });

  it('GHA-24 a push whose event does not name the default branch does not save', () => {
    expect(savesCache({ GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main' })).toBe(false);
    const unreadable = join(mkdtempSync(join(tmpdir(), 'flowgate-action-event-')), 'event.json');
    writeFileSync(unreadable, 'not json');
    expect(savesCache({ GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_PATH: unreadable })).toBe(false);
  });

  it('GHA-24 a pull request does not save, even one into the default branch', () => {
    expect(savesCache({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/7/merge', GITHUB_EVENT_PATH: eventFile('main') })).toBe(false);
    expect(savesCache({ GITHUB_EVENT_NAME: 'pull_request_target', GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_PATH: eventFile('main') })).toBe(false);
  });

  it('GHA-24 a schedule saves', () => {
    expect(savesCache({ GITHUB_EVENT_NAME: 'schedule', GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_PATH: eventFile('main') })).toBe(true);
  });

  it('GHA-24 a schedule saves though its event names no repository: schedules run on the default branch', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'flowgate-action-event-')), 'event.json');
    writeFileSync(file, JSON.stringify({ schedule: '0 3 * * *' }));
    expect(savesCache({ GITHUB_EVENT_NAME: 'schedule', GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_PATH: file })).toBe(true);
  });

  it('GHA-24 other events (workflow_dispatch, merge_group) do not save', () => {
    for (const event of ['workflow_dispatch', 'merge_group', 'release']) {
      expect(savesCache({ GITHUB_EVENT_NAME: event, GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_PATH: eventFile('main') }), event).toBe(false);
    }
  });
});

describe("GHA-24 the cache's keys", () => {
  it("GHA-24 the key prefix names flowgate's version, its build and the runner's OS", () => {
    expect(cacheKeyPrefix({ version: '1.2.3', build: 'abcdef0123456789' }, 'Linux')).toBe('flowgate-results-Linux-1.2.3-abcdef0123456789-');
    expect(cacheKeyPrefix(flowgateBuild, 'Windows')).not.toBe(cacheKeyPrefix(flowgateBuild, 'Linux'));
    expect(cacheKeyPrefix({ ...flowgateBuild, build: 'another-build00' }, 'Linux')).not.toBe(PREFIX);
  });
});

describe('GHA-24 restoring and saving through the service', () => {
  const env = (event: Record<string, string>) => ({ RUNNER_OS: 'Linux', GITHUB_RUN_ID: '4242', GITHUB_RUN_ATTEMPT: '2', ...event });
  const push = () => env({ GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_PATH: eventFile('main') });

  it("GHA-24 restore asks for the folder under this run's own key, falling back to the newest with the build's prefix", async () => {
    const { service, calls } = fakeService();
    const cache = await restoreActionCache(service, '/work/repo/.flowgate/cache', flowgateBuild, push());
    expect(calls).toEqual([{ call: 'restore', paths: ['/work/repo/.flowgate/cache'], key: `${PREFIX}4242-2`, restoreKeys: [PREFIX] }]);
    expect(cache.restored).toBe('flowgate: no result cache for this build yet; every version runs');
  });

  it('GHA-24 CACHE-02 what the checkout brought in the cache folder is removed before the restore: only the service is trusted', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'flowgate-action-cache-')), '.flowgate', 'cache');
    mkdirSync(join(dir, 'ab'), { recursive: true });
    writeFileSync(join(dir, 'ab', 'planted.json'), '{}');
    let presentAtRestore: boolean | undefined;
    const service: CacheService = {
      restore: async () => {
        presentAtRestore = existsSync(join(dir, 'ab', 'planted.json'));
        return undefined;
      },
      save: async () => undefined,
    };
    await restoreActionCache(service, dir, flowgateBuild, push());
    expect(presentAtRestore).toBe(false);
    expect(existsSync(dir)).toBe(false);
  });

  it('GHA-24 a hit is named in the log', async () => {
    const { service } = fakeService();
    service.restore = async () => `${PREFIX}17-1`;
    const cache = await restoreActionCache(service, '/work/repo/.flowgate/cache', flowgateBuild, push());
    expect(cache.restored).toBe(`flowgate: result cache restored from ${PREFIX}17-1`);
  });

  it('GHA-24 a push to the default branch saves the folder under its own key', async () => {
    const { service, calls } = fakeService();
    const cache = await restoreActionCache(service, '/work/repo/.flowgate/cache', flowgateBuild, push());
    expect(await cache.save()).toBe(`flowgate: result cache saved as ${PREFIX}4242-2`);
    expect(calls.map((c) => [c.call, c.paths, c.key])).toEqual([
      ['restore', ['/work/repo/.flowgate/cache'], `${PREFIX}4242-2`],
      ['save', ['/work/repo/.flowgate/cache'], `${PREFIX}4242-2`],
    ]);
  });

  it('GHA-24 a pull request restores and never saves', async () => {
    const { service, calls } = fakeService();
    const cache = await restoreActionCache(service, '/work/repo/.flowgate/cache', flowgateBuild, env({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/7/merge', GITHUB_EVENT_PATH: eventFile('main') }));
    expect(await cache.save()).toBe('flowgate: result cache not saved: only push and schedule runs of the default branch save it');
    expect(calls.map((c) => c.call)).toEqual(['restore']);
  });

  it('GHA-24 a failing restore never fails the gate: it becomes a log line and every version runs', async () => {
    const { service } = fakeService({ restoreFails: 'the cache service is down' });
    const cache = await restoreActionCache(service, '/work/repo/.flowgate/cache', flowgateBuild, push());
    expect(cache.restored).toBe('flowgate: the result cache could not be restored (the cache service is down); every version runs');
  });

  it('GHA-24 a failing save never fails the gate: it becomes a log line', async () => {
    const { service } = fakeService({ saveFails: 'reserve failed' });
    const cache = await restoreActionCache(service, '/work/repo/.flowgate/cache', flowgateBuild, push());
    await expect(cache.save()).resolves.toBe('flowgate: the result cache could not be saved (reserve failed)');
  });
});

describe('GHA-24 the Action with cache: true', () => {
  const before = { ...process.env };
  let logged = '';
  beforeEach(() => {
    logged = '';
    // The Action logs with core.info on standard output: the test reads it there.
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logged += String(chunk);
      return true;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    for (const name of Object.keys(process.env)) if (!(name in before)) delete process.env[name];
    Object.assign(process.env, before);
    process.exitCode = undefined;
  });

  /** One job on a fresh runner: a new checkout of the same files, no .flowgate on disk. */
  async function job(service: CacheService, inputs: Record<string, string>, event: Record<string, string>) {
    const folder = mkdtempSync(join(tmpdir(), 'flowgate-action-cache-'));
    const workspace = join(folder, 'workspace');
    mkdirSync(workspace);
    writeFiles(workspace, {
      'workflows/alpha/workflow.yaml': simpleWorkflow('alpha'),
      'workflows/alpha/tests.json': passingCases,
      'workflows/gamma/workflow.yaml': simpleWorkflow('gamma'),
      'workflows/gamma/tests.json': passingCases,
    });
    const output = join(folder, 'output.txt');
    writeFileSync(output, '');
    for (const name of Object.keys(process.env)) if (name.startsWith('INPUT_') || name.startsWith('GITHUB_')) delete process.env[name];
    Object.assign(process.env, {
      GITHUB_WORKSPACE: workspace,
      GITHUB_OUTPUT: output,
      RUNNER_TEMP: join(folder, 'temp'),
      RUNNER_OS: 'Linux',
      GITHUB_RUN_ID: String(Math.floor(Math.random() * 1e9)),
      GITHUB_RUN_ATTEMPT: '1',
      INPUT_ANNOTATE: 'false',
      INPUT_SUMMARY: 'false',
      ...Object.fromEntries(Object.entries(inputs).map(([name, value]) => [`INPUT_${name.toUpperCase()}`, value])),
      ...event,
    });
    let asked = 0;
    await runAction(async () => {
      asked += 1;
      return service;
    });
    const outputs: Record<string, string> = {};
    for (const match of readFileSync(output, 'utf8').matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[match[1]!] = match[3]!;
    const report = JSON.parse(readFileSync(outputs.report!, 'utf8')) as RunReport;
    return { workspace, outputs, report, asked, exitCode: process.exitCode };
  }

  const pushToDefault = () => ({ GITHUB_EVENT_NAME: 'push', GITHUB_REF: 'refs/heads/main', GITHUB_EVENT_PATH: eventFile('main') });
  const pullRequest = () => ({ GITHUB_EVENT_NAME: 'pull_request', GITHUB_REF: 'refs/pull/7/merge', GITHUB_EVENT_PATH: eventFile('main') });
  const cachedNames = (report: RunReport) => report.versions.filter((v) => v.report.cached).map((v) => v.name).sort();

  it('GHA-24 a push to the default branch restores before the run and saves .flowgate/cache after it; a later pull request reuses it and saves nothing', async () => {
    const { service, calls } = fakeService();
    const first = await job(service, { cache: 'true' }, pushToDefault());
    expect(first.outputs.passed).toBe('true');
    expect(cachedNames(first.report)).toEqual([]);
    const dir = join(first.workspace, '.flowgate', 'cache');
    expect(calls.map((c) => [c.call, c.paths])).toEqual([
      ['restore', [dir]],
      ['save', [dir]],
    ]);
    expect(calls[0]!.restoreKeys).toEqual([PREFIX]);
    expect(logged).toContain('flowgate: no result cache for this build yet; every version runs');
    expect(logged).toContain(`flowgate: result cache saved as ${calls[1]!.key}`);

    calls.length = 0;
    logged = '';
    const second = await job(service, { cache: 'true' }, pullRequest());
    expect(existsSync(join(second.workspace, '.flowgate', 'cache'))).toBe(true);
    expect(calls.map((c) => [c.call, c.paths])).toEqual([['restore', [join(second.workspace, '.flowgate', 'cache')]]]);
    expect(logged).toContain(`flowgate: result cache restored from ${calls[0]!.key.replace(/\d+-1$/, '')}`);
    expect(second.outputs.passed).toBe('true');
    expect(cachedNames(second.report)).toEqual(['alpha', 'gamma']);
    for (const version of second.report.versions) {
      const made = first.report.versions.find((v) => v.name === version.name)!;
      expect(version.report.cached).toEqual({ ran_at: made.report.ran_at, run_key: made.run_key });
    }
    expect(JSON.parse(second.outputs.activatable!).map((v: { name: string }) => v.name)).toEqual(['alpha', 'gamma']);
  });

  it('GHA-24 a pull request that finds nothing runs every version and saves nothing', async () => {
    const { service, calls } = fakeService();
    const run = await job(service, { cache: 'true' }, pullRequest());
    expect(run.outputs.passed).toBe('true');
    expect(cachedNames(run.report)).toEqual([]);
    expect(calls.map((c) => c.call)).toEqual(['restore']);
  });

  it('GHA-24 a cache service that fails leaves the gate as it would be without a cache', async () => {
    const { service } = fakeService({ restoreFails: 'no network', saveFails: 'no network' });
    const run = await job(service, { cache: 'true' }, pushToDefault());
    expect(run.outputs.passed).toBe('true');
    expect(run.exitCode).toBeUndefined();
    expect(logged).toContain('flowgate: the result cache could not be restored (no network); every version runs');
    expect(logged).toContain('flowgate: the result cache could not be saved (no network)');
  });

  it('GHA-24 without the cache input the service is never asked for and nothing is cached', async () => {
    const { service, calls } = fakeService();
    const run = await job(service, {}, pushToDefault());
    expect(run.asked).toBe(0);
    expect(calls).toEqual([]);
    expect(existsSync(join(run.workspace, '.flowgate'))).toBe(false);
    rmSync(run.workspace, { recursive: true, force: true });
  });
});
