/**
 * The reporters of the GitHub job around the Action (flowgate.md §8): the job summary
 * (GHA-13) and the check run with its annotations (GHA-07, GHA-12, GHA-17, GHA-18), or
 * workflow-command annotations where no check run can be made. They reach GitHub only
 * through the port the Action door gives them.
 */
import { join, relative, sep } from 'node:path';
import type { RunEnd, Reporter } from '../testing/session.js';
import type { Annotation, GitHubPort, ReporterContext } from './context.js';
import { annotationsFor, coverageAnnotations, STEP_ERROR_LIMIT, STEP_WARNING_LIMIT, withinStepLimit } from './github.js';
import { htmlReportNote } from './html.js';
import { blobLinks, CHECK_RUN_TEXT_LIMIT, countsText, renderSummary, type SummaryOptions } from './summary.js';

const toPosix = (path: string) => path.split(sep).join('/');

/** The tested root inside the repository (the working folder), `.` for the repository itself. */
function rootInRepo(ctx: ReporterContext, end: RunEnd): string {
  return toPosix(relative(ctx.cwd, end.root)) || '.';
}

/** Why the run fails besides its reports: a root with no version, in the door's words. */
export function emptyRootFailure(end: RunEnd, hint: string): string | undefined {
  return end.empty && !end.allowedEmpty ? `${end.empty.message}; ${hint}` : undefined;
}

function summaryOptions(ctx: ReporterContext, end: RunEnd, emptyHint: string): SummaryOptions {
  const link = blobLinks(ctx.env, rootInRepo(ctx, end));
  const failure = emptyRootFailure(end, emptyHint);
  return { ...(link ? { link } : {}), ...(failure !== undefined ? { failure } : {}) };
}

function port(ctx: ReporterContext): GitHubPort {
  if (!ctx.github) throw new Error('the summary and check-run reporters run inside the GitHub Action only');
  return ctx.github;
}

export interface SummaryReporterOptions {
  /** How the door tells a user to let an empty root pass. */
  emptyHint: string;
  /** The HTML report's folder, when one is written: the summary says where it is. */
  htmlDir?: string;
}

/** GHA-13: the job summary. */
export function summaryReporter(ctx: ReporterContext, options: SummaryReporterOptions): Reporter {
  const github = port(ctx);
  return {
    onRunEnd: async (end) => {
      const htmlNote = options.htmlDir !== undefined ? htmlReportNote(toPosix(relative(ctx.cwd, join(ctx.cwd, options.htmlDir, 'index.html'))), ctx.env) : '';
      await github.writeSummary(renderSummary(end.report, summaryOptions(ctx, end, options.emptyHint)) + htmlNote);
    },
  };
}

export interface CheckRunReporterOptions {
  /** The check run's name; without a token no check run is made. */
  name: string;
  /** Annotate what did not pass. */
  annotate: boolean;
  /** GHA-20 `annotate-coverage`: what no case reached, as warnings. */
  annotateCoverage: boolean;
  /** The job summary holds every failure too. */
  summaryWritten: boolean;
  emptyHint: string;
  /** The line the step fails with, or undefined when it passes: the door decides it, once. */
  stepFailure(end: RunEnd): string | undefined;
}

/** Annotations name files from the repository's root, not from the tested folder. */
function fromRepository(annotations: readonly Annotation[], inRepo: string): Annotation[] {
  return annotations.map((a) => ({ ...a, file: toPosix(join(inRepo, a.file)) }));
}

/**
 * GHA-17: the check run with the summary and every annotation, and its address as the
 * output `check-url`; where it cannot be made, GHA-18: workflow-command annotations
 * within the step's limit, room kept for the step's own failure line.
 */
export function checkRunReporter(ctx: ReporterContext, options: CheckRunReporterOptions): Reporter {
  const github = port(ctx);
  return {
    onRunEnd: async (end) => {
      const inRepo = rootInRepo(ctx, end);
      const failure = options.stepFailure(end);
      const annotations = options.annotate ? fromRepository(annotationsFor(end.report), inRepo) : [];
      let url: string | undefined;
      if (github.createCheckRun) {
        try {
          ({ url } = await github.createCheckRun({
            name: options.name,
            passed: failure === undefined,
            title: emptyRootFailure(end, options.emptyHint) ?? countsText(end.report.summary),
            summary: renderSummary(end.report, { ...summaryOptions(ctx, end, options.emptyHint), limit: CHECK_RUN_TEXT_LIMIT }),
            annotations,
          }));
          github.setOutput('check-url', url);
        } catch (error) {
          github.annotate('notice', `flowgate could not create a check run (${(error as Error).message}); it annotates with workflow commands instead.`);
        }
      }
      if (url === undefined && annotations.length > 0) {
        const { shown, notShown } = withinStepLimit(annotations, failure !== undefined);
        for (const a of shown) github.annotate('error', a.message, a);
        if (notShown > 0) {
          const holders = options.summaryWritten ? 'the job summary and the JSON report list them all' : 'the JSON report lists them all';
          github.annotate('notice', `${notShown} more ${notShown === 1 ? 'failure is' : 'failures are'} not annotated (GitHub shows ${STEP_ERROR_LIMIT} error annotations per step, the step's failure among them); ${holders}.`);
        }
      }
      if (options.annotateCoverage) {
        const warnings = fromRepository(coverageAnnotations(end.report), inRepo);
        for (const a of warnings.slice(0, STEP_WARNING_LIMIT)) github.annotate('warning', a.message, { title: a.title, file: a.file, ...(a.line !== undefined ? { line: a.line } : {}) });
        const notShown = warnings.length - STEP_WARNING_LIMIT;
        if (notShown > 0) {
          github.annotate('notice', `${notShown} more uncovered ${notShown === 1 ? 'outcome is' : 'outcomes are'} not annotated (GitHub shows ${STEP_WARNING_LIMIT} warning annotations per step); the JSON report lists them all under coverage.`);
        }
      }
    },
  };
}
