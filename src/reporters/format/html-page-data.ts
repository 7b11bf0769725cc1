/**
 * What the HTML report's page reads (CLI-27): the run report and the lines made for it by
 * the Node side (html.ts), each in a `<script type="application/json">` element of these
 * ids. Shared by the writer and the page (html-page/), so neither can drift from the other.
 */

/** The ids of the page's elements that html.ts writes and the page fills or reads. */
export const PAGE_IDS = {
  /** `<script type="application/json">` with the run report (RunReport). */
  report: 'flowgate-report',
  /** `<script type="application/json">` with the HtmlLines. */
  lines: 'flowgate-lines',
  /** `<header>`: the verdict, the totals, the filter and the search. */
  overview: 'overview',
  /** `<main>`: the paged list of versions and cases. */
  app: 'app',
} as const;

/** Lines the page shows as they are, made by the same code as the terminal's and the summary's. */
export interface HtmlLines {
  versions: {
    tests_file: string;
    /** Each problem of the version as `FILE:LINE[:COL] PATH: MESSAGE`. */
    problems: string[];
    /** By the case's position in the report: why it is invalid or did not run. */
    cases: Record<number, string[]>;
    /**
     * By step id: the step as written in the workflow file, from its line, for a workflow
     * version with a traced case whose file could be read when the report was written.
     */
    steps?: Record<string, StepSource>;
  }[];
}

/** A step's lines in its workflow file. */
export interface StepSource {
  file: string;
  /** The step's first line, from 1. */
  line: number;
  text: string;
}
