/**
 * The GitHub Action (flowgate.md §8, §9): runs the tests of every version under `path`,
 * publishes a check run or annotates, summarises, sets the outputs and fails the step
 * unless every report passed.
 */
import * as core from '@actions/core';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { indexRepository } from '../definitions/repository.js';
import { prestartSandbox } from '../sandbox/index.js';
import { annotationsFor, coverageAnnotations, STEP_ERROR_LIMIT, STEP_WARNING_LIMIT, withinStepLimit, type Annotation } from '../reporters/github.js';
import { htmlReportNote, writeHtmlReport } from '../reporters/html.js';
import { writeReports } from '../reporters/report-files.js';
import { blobLinks, CHECK_RUN_TEXT_LIMIT, countsText, renderSummary, type FileLink, type SummaryOptions } from '../reporters/summary.js';
import type { RunReport } from '../testing/report.js';
import { emptyRoot } from '../definitions/empty-root.js';
import { parseShard, type Shard } from '../shared/shard.js';
import { testRepository } from '../testing/run-all.js';
import { checkRunName, createCheckRun } from './check-run.js';
import { mergedShardReports } from './merge-mode.js';

const FAILED_STEP = 'Not every test report passed; see the annotations and the job summary.';

function booleanInput(name: string, fallback: boolean): boolean {
  const raw = core.getInput(name).trim().toLowerCase();
  if (raw === '') return fallback;
  if (['true', 'yes', '1'].includes(raw)) return true;
  if (['false', 'no', '0'].includes(raw)) return false;
  throw new Error(`input ${name} must be true or false`);
}

function shardInput(): Shard | undefined {
  const raw = core.getInput('shard').trim();
  if (raw === '') return undefined;
  const parsed = parseShard(raw);
  if ('error' in parsed) throw new Error(`input shard ${parsed.error}`);
  return parsed.shard;
}

/** GHA-20 `min-coverage`: as `--min-coverage N`. */
function minCoverageInput(): number | undefined {
  const raw = core.getInput('min-coverage').trim();
  if (raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > 100) throw new Error('input min-coverage must be a percentage from 0 to 100');
  return value;
}

const toPosix = (path: string) => path.split(sep).join('/');

/** What the steps after the tests need to know of the run. */
interface Outcome {
  report: RunReport;
  /** Why the step fails, or undefined when it passes. */
  failure: string | undefined;
  /** GHA-20: the root holds no version and `allow-empty` is not set. */
  emptyRoot: string | undefined;
  /** The tested root inside the repository, `.` for the repository itself. */
  rootInRepo: string;
  shard: Shard | undefined;
  link: FileLink | undefined;
}

function summaryOptions(outcome: Outcome): SummaryOptions {
  return { ...(outcome.link ? { link: outcome.link } : {}), ...(outcome.emptyRoot !== undefined ? { failure: outcome.emptyRoot } : {}) };
}

/** Annotations name files from the repository's root, not from the tested folder. */
function fromRepository(annotations: readonly Annotation[], rootInRepo: string): Annotation[] {
  return annotations.map((a) => ({ ...a, file: toPosix(join(rootInRepo, a.file)) }));
}

/** GHA-18: room for the step's own failure line is kept, and what does not fit is counted. */
function annotateWithCommands(annotations: readonly Annotation[], outcome: Outcome, summaryWritten: boolean): void {
  const { shown, notShown } = withinStepLimit(annotations, outcome.failure !== undefined);
  for (const a of shown) {
    core.error(a.message, { title: a.title, file: a.file, ...(a.line !== undefined ? { startLine: a.line } : {}), ...(a.col !== undefined ? { startColumn: a.col } : {}) });
  }
  if (notShown > 0) {
    const holders = summaryWritten ? 'the job summary and the JSON report list them all' : 'the JSON report lists them all';
    core.notice(`${notShown} more ${notShown === 1 ? 'failure is' : 'failures are'} not annotated (GitHub shows ${STEP_ERROR_LIMIT} error annotations per step, the step's failure among them); ${holders}.`);
  }
}

/** GHA-20 `annotate-coverage`: what no case reached, as warnings on workflow.yaml lines, within GitHub's cap. */
function annotateCoverage(outcome: Outcome): void {
  const warnings = fromRepository(coverageAnnotations(outcome.report), outcome.rootInRepo);
  for (const a of warnings.slice(0, STEP_WARNING_LIMIT)) {
    core.warning(a.message, { title: a.title, file: a.file, ...(a.line !== undefined ? { startLine: a.line } : {}) });
  }
  const notShown = warnings.length - STEP_WARNING_LIMIT;
  if (notShown > 0) core.notice(`${notShown} more uncovered ${notShown === 1 ? 'outcome is' : 'outcomes are'} not annotated (GitHub shows ${STEP_WARNING_LIMIT} warning annotations per step); the JSON report lists them all under coverage.`);
}

/** GHA-17: the check run, or undefined when there is no token or it may not write checks. */
async function publishCheckRun(token: string, annotations: readonly Annotation[], outcome: Outcome): Promise<string | undefined> {
  if (!token) return undefined;
  const { report, failure } = outcome;
  try {
    const { url } = await createCheckRun(token, {
      name: checkRunName(core.getInput('check-name'), outcome.shard),
      passed: failure === undefined,
      title: outcome.emptyRoot ?? countsText(report.summary),
      summary: renderSummary(report, { ...summaryOptions(outcome), limit: CHECK_RUN_TEXT_LIMIT }),
      annotations,
    });
    return url;
  } catch (error) {
    core.notice(`flowgate could not create a check run (${(error as Error).message}); it annotates with workflow commands instead.`);
    return undefined;
  }
}

async function runTests(workspace: string): Promise<Outcome> {
  const pathInput = core.getInput('path') || '.';
  const root = resolve(workspace, pathInput);
  const shard = shardInput();
  // Merge mode: the shards' reports stand in for a run, and there is no root to load.
  const merged = mergedShardReports(workspace);
  // Versions are read as they run; the sandbox process starts on another core at the first that needs it.
  const repository = merged ? undefined : indexRepository(root, { onScriptsFound: prestartSandbox });
  const minCoverage = minCoverageInput();
  const ran = repository ? await testRepository(repository, { ...(shard ? { shard } : {}), ...(minCoverage !== undefined ? { minCoverage } : {}) }) : merged!;
  // GHA-20, CLI-26: a root with no version fails, or a wrong `path` would turn the gate green.
  const empty = !repository || booleanInput('allow-empty', false) ? undefined : emptyRoot(repository, pathInput);
  const report = empty ? { ...ran, passed: false } : ran;
  const rootInRepo = toPosix(relative(workspace, root)) || '.';
  const link = blobLinks(process.env, rootInRepo);
  const emptyMessage = empty ? `${empty.message}; set the input allow-empty to true if that is expected` : undefined;
  return { report, failure: emptyMessage ?? (report.passed ? undefined : FAILED_STEP), emptyRoot: emptyMessage, rootInRepo, shard, link };
}

function saveReports(outcome: Outcome, workspace: string): string {
  const { report, shard } = outcome;
  const reportPath = join(process.env.RUNNER_TEMP ?? tmpdir(), 'flowgate', shard ? `report-${shard.index}-of-${shard.count}.json` : 'report.json');
  writeReports(report, { json: reportPath, junit: core.getInput('junit'), reportDir: core.getInput('report-dir') }, workspace);
  return reportPath;
}

export async function runAction(): Promise<void> {
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const outcome = await runTests(workspace);
  const { report, failure } = outcome;
  const reportPath = saveReports(outcome, workspace);
  const htmlReport = core.getInput('html-report');
  const htmlFile = htmlReport ? writeHtmlReport(report, resolve(workspace, htmlReport)) : undefined;

  const annotate = booleanInput('annotate', true);
  const annotations = annotate ? fromRepository(annotationsFor(report), outcome.rootInRepo) : [];
  const checkUrl = await publishCheckRun(core.getInput('github-token'), annotations, outcome);
  const summaryWritten = booleanInput('summary', true) && Boolean(process.env.GITHUB_STEP_SUMMARY);
  const htmlNote = htmlFile ? htmlReportNote(toPosix(relative(workspace, htmlFile)), process.env) : '';
  if (summaryWritten) await core.summary.addRaw(renderSummary(report, summaryOptions(outcome)) + htmlNote).write();
  if (checkUrl === undefined && annotations.length > 0) annotateWithCommands(annotations, outcome, summaryWritten);
  if (booleanInput('annotate-coverage', false)) annotateCoverage(outcome);

  const s = report.summary;
  core.setOutput('passed', String(failure === undefined));
  core.setOutput('total', String(s.total));
  core.setOutput('failed', String(s.failed));
  core.setOutput('invalid', String(s.invalid));
  core.setOutput('not-run', String(s.not_run));
  core.setOutput('report', reportPath);
  core.setOutput('activatable', JSON.stringify(report.versions.filter((v) => v.report.passed).map((v) => ({ name: v.name, version_id: v.version_id }))));
  if (checkUrl !== undefined) core.setOutput('check-url', checkUrl);

  core.info(`flowgate: ${s.passed} of ${s.total} cases passed in ${report.versions.length} versions`);
  if (failure !== undefined) core.setFailed(failure);
}
