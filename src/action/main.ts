/**
 * The GitHub Action (flowgate.md §8): runs the tests of every version under `path`,
 * annotates, summarises, sets the outputs and fails the step unless every report passed.
 */
import * as core from '@actions/core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { loadRepository } from '../definitions/repository.js';
import { annotationsFor, type Annotation } from '../reporters/github.js';
import { renderJunit } from '../reporters/junit.js';
import { CHECK_RUN_TEXT_LIMIT, renderSummary } from '../reporters/summary.js';
import type { RunReport } from '../testing/report.js';
import { parseShard, type Shard } from '../shared/shard.js';
import { testRepository } from '../testing/run-all.js';
import { createCheckRun } from './check-run.js';

/** GitHub shows ten error annotations of a step from workflow commands. */
const STEP_ANNOTATION_LIMIT = 10;

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

function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

function annotateWithCommands(annotations: readonly Annotation[]): void {
  for (const a of annotations.slice(0, STEP_ANNOTATION_LIMIT)) {
    core.error(a.message, { title: a.title, file: a.file, ...(a.line !== undefined ? { startLine: a.line } : {}), ...(a.col !== undefined ? { startColumn: a.col } : {}) });
  }
  if (annotations.length > STEP_ANNOTATION_LIMIT) {
    core.notice(`${annotations.length - STEP_ANNOTATION_LIMIT} more failures are not annotated (GitHub shows ${STEP_ANNOTATION_LIMIT} per step); the job summary and the JSON report list them all.`);
  }
}

/** Annotations name files from the repository's root, not from the tested folder. */
function fromWorkspace(annotations: readonly Annotation[], root: string, workspace: string): Annotation[] {
  return annotations.map((a) => ({ ...a, file: relative(workspace, join(root, a.file)).split(sep).join('/') }));
}

async function annotate(report: RunReport, token: string, root: string, workspace: string): Promise<void> {
  const annotations = fromWorkspace(annotationsFor(report), root, workspace);
  if (annotations.length === 0) return;
  if (token) {
    try {
      await createCheckRun(token, {
        passed: report.passed,
        title: report.passed ? 'Every report passed' : `${report.summary.failed + report.summary.invalid} cases did not pass`,
        summary: `${report.summary.total} cases in ${report.versions.length} versions`,
        text: renderSummary(report, CHECK_RUN_TEXT_LIMIT),
        annotations,
      });
      return;
    } catch (error) {
      core.notice(`flowgate could not create a check run (${(error as Error).message}); it annotates with workflow commands instead.`);
    }
  }
  annotateWithCommands(annotations);
}

export async function runAction(): Promise<void> {
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const root = resolve(workspace, core.getInput('path') || '.');
  const shard = shardInput();
  const report = await testRepository(loadRepository(root), shard ? { shard } : {});

  const reportPath = join(process.env.RUNNER_TEMP ?? tmpdir(), 'flowgate', shard ? `report-${shard.index}-of-${shard.count}.json` : 'report.json');
  write(reportPath, `${JSON.stringify(report, null, 2)}\n`);
  const junit = core.getInput('junit');
  if (junit) write(resolve(workspace, junit), renderJunit(report));
  const reportDir = core.getInput('report-dir');
  if (reportDir) {
    for (const v of report.versions) write(resolve(workspace, reportDir, `${v.kind}s`, v.name, 'report.json'), `${JSON.stringify(v.report, null, 2)}\n`);
  }

  if (booleanInput('annotate', true)) await annotate(report, core.getInput('github-token'), root, workspace);
  if (booleanInput('summary', true) && process.env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(renderSummary(report)).write();

  core.setOutput('passed', String(report.passed));
  core.setOutput('total', String(report.summary.total));
  core.setOutput('failed', String(report.summary.failed));
  core.setOutput('report', reportPath);
  core.setOutput('activatable', JSON.stringify(report.versions.filter((v) => v.report.passed).map((v) => ({ name: v.name, version_id: v.version_id }))));

  const s = report.summary;
  core.info(`flowgate: ${s.passed} of ${s.total} cases passed in ${report.versions.length} versions`);
  if (!report.passed) core.setFailed('Not every test report passed; see the annotations and the job summary.');
}
