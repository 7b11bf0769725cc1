/**
 * The HTML report (CLI-27, flowgate.md §9): one self-contained `index.html` for the people
 * who approve a version's activation. The run report is embedded as JSON and the page's
 * own script builds the view from it lazily, so a run of 1,000 versions and 10,000 cases
 * opens at once. That script is TypeScript in ./html-page/, bundled at build time into
 * ./html-page.generated.ts (scripts/build-html-page.mjs). Nothing is fetched: the page's
 * policy allows no connection, only its own script and stylesheet (by hash), and it reads
 * from `file://`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatProblem } from '../definitions/problems.js';
import type { RunReport, VersionResult } from '../testing/report.js';
import type { Reporter } from '../testing/session.js';
import type { ReporterContext } from './context.js';
import { type HtmlLines, PAGE_IDS, type StepSource } from './format/html-page-data.js';
import { HTML_SCRIPT } from './html-page.generated.js';
import { HTML_STYLE } from './html-style.js';
import { caseProblemLines, testsFile } from './text.js';

export type { HtmlLines } from './format/html-page-data.js';

export const HTML_REPORT_FILE = 'index.html';

/** A step shows at most this many of its lines. */
const STEP_LINES = 60;

/**
 * Each step of a workflow version as written, read from its file under `root`: from the
 * step's line (its `- ` item, as coverage names it) while the lines are blank or indented
 * past that item's dash. Only for a version with a traced case; none when the file cannot be read.
 */
export function stepSources(version: VersionResult, root: string): Record<string, StepSource> | undefined {
  const coverage = version.report.coverage;
  if (!coverage || !version.report.cases.some((c) => c.trace)) return undefined;
  let lines: string[];
  try {
    lines = readFileSync(join(root, coverage.file), 'utf8').split(/\r?\n/);
  } catch {
    return undefined;
  }
  const sources: Record<string, StepSource> = {};
  for (const step of coverage.steps) {
    if (step.line === undefined || step.line < 1 || step.line > lines.length) continue;
    const first = lines[step.line - 1]!;
    const dash = /^(\s*)-(\s|$)/.exec(first)?.[1]?.length ?? first.search(/\S/) - 2;
    const taken = [first];
    for (let at = step.line; at < lines.length && taken.length < STEP_LINES; at++) {
      const line = lines[at]!;
      if (line.trim() !== '' && line.search(/\S/) <= dash) break;
      taken.push(line);
    }
    while (taken.length > 1 && taken.at(-1)!.trim() === '') taken.pop();
    sources[step.id] = { file: coverage.file, line: step.line, text: taken.join('\n') };
  }
  return sources;
}

/** `root`: the repository the run read, to show each traced step as written; without it, no step source. */
export function htmlLines(report: RunReport, root?: string): HtmlLines {
  return {
    versions: report.versions.map((version) => {
      const cases: Record<number, string[]> = {};
      version.report.cases.forEach((c, index) => {
        if (c.problems?.length) cases[index] = caseProblemLines(version, c);
      });
      const steps = root !== undefined ? stepSources(version, root) : undefined;
      return { tests_file: testsFile(version), problems: version.report.problems.map(formatProblem), cases, ...(steps ? { steps } : {}) };
    }),
  };
}

/**
 * JSON that can stand inside a `<script>` element: with every `<` written as `\u003c`,
 * no text from the report can close the element (`</script>`) or open a comment (`<!--`).
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * No connection of any kind (`default-src 'none'`); the only script and stylesheet that
 * run are the page's own, named by hash, so even a report text that slipped into the
 * markup could not run.
 */
const POLICY = [
  "default-src 'none'",
  `script-src ${sha256(HTML_SCRIPT)}`,
  `style-src ${sha256(HTML_STYLE)}`,
  "img-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export function renderHtml(report: RunReport, root?: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${POLICY}">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>flowgate test report: ${report.passed ? 'every report passed' : 'not every report passed'}</title>
<style>${HTML_STYLE}</style>
</head>
<body>
<header id="${PAGE_IDS.overview}"><h1>flowgate test report</h1><noscript><p>This report needs JavaScript to show its cases. The JSON report (flowgate test --json) holds the same data.</p></noscript></header>
<main id="${PAGE_IDS.app}"></main>
<script type="application/json" id="${PAGE_IDS.report}">${scriptJson(report)}</script>
<script type="application/json" id="${PAGE_IDS.lines}">${scriptJson(htmlLines(report, root))}</script>
<script>${HTML_SCRIPT}</script>
</body>
</html>
`;
}

/** Writes `DIR/index.html` (the folder made as needed); returns the file's path. `root`: as for htmlLines. */
export function writeHtmlReport(report: RunReport, dir: string, root?: string): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, HTML_REPORT_FILE);
  writeFileSync(file, renderHtml(report, root));
  return file;
}

/**
 * The job summary's paragraph on the HTML report (the Action's `html-report`): where the
 * file is, and a link to the run's artifacts, where a later actions/upload-artifact step
 * puts the folder (the artifact's own address is not known while this step runs). Without
 * GitHub's variables for the run, the same words without the link.
 */
export function htmlReportNote(file: string, env: Readonly<Record<string, string | undefined>>): string {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: run } = env;
  const artifacts = server && repository && run ? `[this run's artifacts](${server.replace(/\/+$/, '')}/${repository}/actions/runs/${run}#artifacts)` : "this run's artifacts";
  return `\n**HTML report:** \`${file.replaceAll('`', "'")}\`, for approvers. Upload its folder with actions/upload-artifact to find it among ${artifacts}.\n`;
}

/** CLI-27: `DIR/index.html` for the approvers, once the run ends. */
export function htmlReporter(ctx: ReporterContext, options: { dir: string }): Reporter {
  return {
    onRunEnd: ({ report, root }) => {
      const file = writeHtmlReport(report, resolve(ctx.cwd, options.dir), root);
      ctx.wrote?.(file);
    },
  };
}
