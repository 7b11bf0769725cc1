/**
 * The GitHub Action (flowgate.md §8, §9): a thin door. Its inputs become the options of
 * one test session and the names of its reporters (the JSON report, JUnit, per-version
 * reports, HTML, LCOV, the job summary, the check run or annotations); then it sets the
 * outputs and fails the step unless every report passed.
 */
import * as core from '@actions/core';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { emptyRootFailure } from '../reporters/github-job.js';
import { createReporters, type GitHubPort, type ReporterChoice } from '../reporters/index.js';
import type { RunReport } from '../testing/report.js';
import { reportSession, runSession, type RunEnd, type SessionOptions } from '../testing/session.js';
import { readSessionOption, type SessionTextOption } from '../testing/session-options.js';
import { checkRunName, createCheckRun } from './check-run.js';
import { mergedShardReports } from './merge-mode.js';
import { restoreActionCache, type CacheService } from './cache.js';
import { DEFAULT_CACHE_DIR } from '../testing/cache/result-cache.js';
import { flowgateBuild } from '../shared/build.js';

/** GitHub's cache service, loaded only when the input asks for it. */
async function githubCache(): Promise<CacheService> {
  const cache = await import('@actions/cache');
  return { restore: (paths, key, restoreKeys) => cache.restoreCache(paths, key, restoreKeys), save: (paths, key) => cache.saveCache(paths, key) };
}

const FAILED_STEP = 'Not every test report passed; see the annotations and the job summary.';
const EMPTY_HINT = 'set the input allow-empty to true if that is expected';

function booleanInput(name: string, fallback: boolean): boolean {
  const raw = core.getInput(name).trim().toLowerCase();
  if (raw === '') return fallback;
  if (['true', 'yes', '1'].includes(raw)) return true;
  if (['false', 'no', '0'].includes(raw)) return false;
  throw new Error(`input ${name} must be true or false`);
}

function textInput(name: string): string | undefined {
  const raw = core.getInput(name).trim();
  return raw === '' ? undefined : raw;
}

/** A session option from its input, refused naming the input; undefined when it is not set. */
function optionInput<N extends SessionTextOption>(name: N) {
  const raw = textInput(name);
  return raw === undefined ? undefined : readSessionOption(name, raw, (why) => new Error(`input ${name} ${why}`));
}




/** The job as the reporters reach it. */
function githubPort(token: string): GitHubPort {
  return {
    annotate: (level, message, place = {}) => {
      const properties = {
        ...(place.title !== undefined ? { title: place.title } : {}),
        ...(place.file !== undefined ? { file: place.file } : {}),
        ...(place.line !== undefined ? { startLine: place.line } : {}),
        ...(place.col !== undefined ? { startColumn: place.col } : {}),
      };
      core[level](message, properties);
    },
    writeSummary: async (markdown) => {
      await core.summary.addRaw(markdown).write();
    },
    setOutput: (name, value) => core.setOutput(name, value),
    ...(token ? { createCheckRun: (content) => createCheckRun(token, content) } : {}),
  };
}

/** TRUST-06: a filtered run is no gate, so the step that gates does not pass on one. */
function partialRun(end: RunEnd): string {
  const filter = JSON.stringify(end.report.partial!.filter);
  if (end.nothingMatched) return `The filter ${filter} matches no version or case.`;
  return `The filter ${filter} made this a partial run, which is not a gate${end.ok ? ' (every case that ran passed)' : ''}.`;
}

/** Why the step fails, or undefined when it passes: the check run, the outputs and the step read this one decision. */
function stepFailure(end: RunEnd): string | undefined {
  return emptyRootFailure(end, EMPTY_HINT) ?? (end.report.partial ? partialRun(end) : end.report.passed ? undefined : FAILED_STEP);
}

function setOutputs(end: RunEnd, reportPath: string, failure: string | undefined): void {
  const { report } = end;
  const s = report.summary;
  core.setOutput('passed', String(failure === undefined));
  core.setOutput('total', String(s.total));
  core.setOutput('failed', String(s.failed));
  core.setOutput('invalid', String(s.invalid));
  core.setOutput('not-run', String(s.not_run));
  core.setOutput('report', reportPath);
  // GHA-22: what a release may activate, each bound to its run key.
  const activatable = report.partial ? [] : report.versions.filter((v) => v.report.passed).map(({ kind, name, path, version_id, run_key }) => ({ kind, name, path, version_id, run_key }));
  core.setOutput('activatable', JSON.stringify(activatable));
  core.info(`flowgate: ${s.passed} of ${s.total} cases passed in ${report.versions.length} versions`);
}

export async function runAction(cacheService: () => Promise<CacheService> = githubCache): Promise<void> {
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const pathInput = core.getInput('path') || '.';
  const shard = optionInput('shard');
  // Merge mode: the shards' reports stand in for a run, and there is no root to test.
  const merged: RunReport | undefined = mergedShardReports(workspace);
  const reportPath = join(process.env.RUNNER_TEMP ?? tmpdir(), 'flowgate', shard ? `report-${shard.index}-of-${shard.count}.json` : 'report.json');
  const summaryWritten = booleanInput('summary', true) && Boolean(process.env.GITHUB_STEP_SUMMARY);
  const html = textInput('html-report');
  const chosen: ReporterChoice[] = [
    { name: 'json', options: { file: reportPath } },
    ...(textInput('junit') ? [{ name: 'junit' as const, options: { file: textInput('junit')! } }] : []),
    ...(textInput('report-dir') ? [{ name: 'report-dir' as const, options: { dir: textInput('report-dir')! } }] : []),
    ...(textInput('coverage') ? [{ name: 'lcov' as const, options: { file: textInput('coverage')! } }] : []),
    ...(html ? [{ name: 'html' as const, options: { dir: html } }] : []),
    ...(textInput('attest') ? [{ name: 'attest' as const, options: { file: textInput('attest')! } }] : []),
    {
      name: 'check-run',
      options: {
        name: checkRunName(core.getInput('check-name'), shard),
        annotate: booleanInput('annotate', true),
        annotateCoverage: booleanInput('annotate-coverage', false),
        summaryWritten,
        emptyHint: EMPTY_HINT,
        stepFailure,
      },
    },
    // Last, so that the check run's fallback notices come before the summary is written.
    ...(summaryWritten ? [{ name: 'summary' as const, options: { emptyHint: EMPTY_HINT, ...(html ? { htmlDir: html } : {}) } }] : []),
  ];
  const reporters = createReporters(chosen, { cwd: workspace, io: { stdout: (t) => process.stdout.write(t), stderr: (t) => process.stderr.write(t) }, env: process.env, github: githubPort(core.getInput('github-token')) });
  const root = resolve(workspace, pathInput);
  const filter = textInput('filter');
  const trace = optionInput('trace');
  const minCoverage = optionInput('min-coverage');
  // GHA-24: restored before the run, saved after it (push and schedule of the default branch only).
  const cacheDir = join(root, DEFAULT_CACHE_DIR);
  const cache = !merged && booleanInput('cache', false) ? await restoreActionCache(await cacheService(), cacheDir, flowgateBuild, process.env) : undefined;
  if (cache) core.info(cache.restored);
  const end = merged
    ? await reportSession(merged, { root, rootLabel: pathInput }, reporters)
    : await runSession(
        {
          root,
          env: process.env,
          rootLabel: pathInput,
          ...(shard ? { shard } : {}),
          ...(filter !== undefined ? { filter } : {}),
          ...(trace ? { trace } : {}),
          ...(minCoverage !== undefined ? { minCoverage } : {}),
          ...(cache ? { cache: { dir: cacheDir } } : {}),
          workers: optionInput('workers') ?? 'auto',
          // GHA-20, CLI-26: a root with no version fails, or a wrong `path` would turn the gate green.
          allowEmpty: booleanInput('allow-empty', false),
        },
        reporters,
      );
  // GHA-23: where the attestation and its subject list are, for the signing step after this one.
  const attest = textInput('attest');
  if (attest) {
    core.setOutput('attestation', resolve(workspace, attest));
    core.setOutput('attestation-subjects', `${resolve(workspace, attest)}.subjects`);
  }
  for (const notice of end.notices ?? []) core.warning(notice);
  if (cache) core.info(await cache.save());
  const failure = stepFailure(end);
  setOutputs(end, reportPath, failure);
  if (failure !== undefined) core.setFailed(failure);
}
