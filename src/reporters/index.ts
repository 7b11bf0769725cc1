/**
 * The one map of reporters: every output of a test session, by name. A front door
 * picks names and options from its flags or inputs; adding a reporter is its module,
 * one line here and its test.
 */
import type { Reporter } from '../testing/session.js';
import { attestReporter } from './attest.js';
import type { ReporterContext } from './context.js';
import { githubReporter } from './github.js';
import { checkRunReporter, summaryReporter } from './github-job.js';
import { htmlReporter } from './html.js';
import { lcovReporter } from './lcov.js';
import { prettyReporter } from './pretty.js';
import { jsonReporter, junitReporter, reportDirReporter } from './report-files.js';

export type { GitHubPort, ReporterContext } from './context.js';

export const REPORTERS = {
  pretty: prettyReporter,
  github: githubReporter,
  json: jsonReporter,
  junit: junitReporter,
  'report-dir': reportDirReporter,
  html: htmlReporter,
  lcov: lcovReporter,
  summary: summaryReporter,
  'check-run': checkRunReporter,
  attest: attestReporter,
} satisfies Record<string, (ctx: ReporterContext, options: never) => Reporter>;

export type ReporterName = keyof typeof REPORTERS;

type OptionsOf<N extends ReporterName> = Parameters<(typeof REPORTERS)[N]>[1];

/** A reporter by name, with the options its module takes. */
export type ReporterChoice = { [N in ReporterName]: undefined extends OptionsOf<N> ? { name: N; options?: OptionsOf<N> } : { name: N; options: OptionsOf<N> } }[ReporterName];

export function createReporters(choices: readonly ReporterChoice[], ctx: ReporterContext): Reporter[] {
  return choices.map((choice) => (REPORTERS[choice.name] as (ctx: ReporterContext, options: unknown) => Reporter)(ctx, choice.options));
}
