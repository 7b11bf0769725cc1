/**
 * The HTML report's file (CLI-27) without a browser: one self-contained page that names
 * nothing outside itself, whose embedded report no text can break out of, written by
 * `flowgate test --html DIR` and the Action's `html-report`. What the page shows is tested
 * in Chromium (html-browser.test.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCommand } from '../../src/cli/commands/test.js';
import { htmlLines, htmlReportNote, renderHtml } from '../../src/reporters/html.js';
import type { RunReport } from '../../src/testing/report.js';
import { makeRepo, passingCases, simpleWorkflow, writeFiles } from '../helpers/repo.js';
import { traceReport } from './html-fixtures.js';

/** The text of each `<script type="application/json" id=ID>` block, and the page without them. */
function split(html: string): { blocks: Record<string, string>; rest: string } {
  const blocks: Record<string, string> = {};
  const rest = html.replace(/<script type="application\/json" id="([\w-]+)">([\s\S]*?)<\/script>/g, (_, id: string, text: string) => {
    blocks[id] = text;
    return '';
  });
  return { blocks, rest };
}

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the HTML report file', () => {
  const report = traceReport();
  const html = renderHtml(report);

  it('CLI-27 the page names no address to load: no src, href, url() or import outside the embedded report', () => {
    const { rest } = split(html);
    expect(rest).not.toMatch(/\b(src|href|action|srcset|poster)\s*=/i);
    expect(rest).not.toMatch(/url\s*\(|@import|:\/\/|\bfetch\s*\(|XMLHttpRequest|WebSocket|EventSource|sendBeacon/i);
  });

  it('CLI-27 its policy allows no connection, and no script or style but its own', () => {
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1];
    const script = /<script>([\s\S]*)<\/script>/.exec(html)?.[1];
    const style = /<style>([\s\S]*)<\/style>/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(style).toBeDefined();
    expect(policy?.split('; ')).toEqual([
      "default-src 'none'",
      `script-src ${hash(script!)}`,
      `style-src ${hash(style!)}`,
      "img-src 'none'",
      "base-uri 'none'",
      "form-action 'none'",
    ]);
  });

  it('CLI-27 report text cannot close the script element that holds it: the report and its lines come back whole', () => {
    // The report's own JSON holds both; the page must not.
    expect(JSON.stringify(report)).toContain('</script>');
    expect(JSON.stringify(report)).toContain('<!--');
    expect(html.match(/<\/script/gi)).toHaveLength(3);
    expect(html).not.toContain('<!--');
    const { blocks } = split(html);
    expect(JSON.parse(blocks['flowgate-report']!)).toEqual(report);
    expect(JSON.parse(blocks['flowgate-lines']!)).toEqual(htmlLines(report));
  });

  it("CLI-27 the page's script is plain JavaScript that parses", () => {
    const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
    expect(() => new Function(script)).not.toThrow();
  });

  it('CLI-27 the lines a case and a version show are the one-line errors the other reporters print', () => {
    const broken: RunReport = {
      ...report,
      versions: [{
        ...report.versions[0]!,
        report: {
          ...report.versions[0]!.report,
          problems: [{ file: 'workflows/order-notes/workflow.yaml', line: 6, col: 5, path: 'steps[0].uses', message: 'must be platform/<action>@v1' }],
          cases: [{ name: 'bad', status: 'invalid', duration_ms: 0, outcome: null, error: null, checks: [], index: 4, problems: [{ path: 'expect.outcome', message: 'must be success, skip or error', line: 9, col: 7 }] }],
        },
      }],
    };
    expect(htmlLines(broken)).toEqual({
      versions: [{
        tests_file: 'workflows/order-notes/tests.json',
        problems: ['workflows/order-notes/workflow.yaml:6:5 steps[0].uses: must be platform/<action>@v1'],
        cases: { 0: ['workflows/order-notes/tests.json:9:7 [4].expect.outcome: must be success, skip or error'] },
      }],
    });
  });
});

describe('writing the HTML report', () => {
  const embedded = (file: string) => JSON.parse(split(readFileSync(file, 'utf8')).blocks['flowgate-report']!) as RunReport;

  it('CLI-27 flowgate test --html DIR writes DIR/index.html, relative to the working folder, with the run in it', async () => {
    const root = makeRepo({ 'workflows/alpha/workflow.yaml': simpleWorkflow('alpha'), 'workflows/alpha/tests.json': passingCases });
    const cwd = mkdtempSync(join(tmpdir(), 'flowgate-html-cwd-'));
    const io = { stdout: () => {}, stderr: () => {}, env: {}, cwd };
    expect(await testCommand([root, '--html', 'out/approvers'], io)).toBe(0);
    const file = join(cwd, 'out', 'approvers', 'index.html');
    expect(existsSync(file)).toBe(true);
    const written = embedded(file);
    expect(written.versions.map((v) => [v.name, v.report.cases.map((c) => c.name)])).toEqual([['alpha', ['computes two']]]);
  });

  describe("the Action's html-report input", () => {
    const before = new Set(Object.keys(process.env));
    afterEach(() => {
      for (const name of Object.keys(process.env)) if (!before.has(name)) delete process.env[name];
    });

    it('CLI-27 html-report writes FOLDER/index.html and the job summary names it and links to the run artifacts', async () => {
      const folder = mkdtempSync(join(tmpdir(), 'flowgate-html-action-'));
      const workspace = join(folder, 'workspace');
      mkdirSync(workspace);
      writeFiles(workspace, { 'workflows/alpha/workflow.yaml': simpleWorkflow('alpha'), 'workflows/alpha/tests.json': passingCases });
      const summary = join(folder, 'summary.md');
      writeFileSync(summary, '');
      writeFileSync(join(folder, 'output.txt'), '');
      Object.assign(process.env, {
        GITHUB_WORKSPACE: workspace, GITHUB_STEP_SUMMARY: summary, GITHUB_OUTPUT: join(folder, 'output.txt'), RUNNER_TEMP: join(folder, 'temp'),
        GITHUB_SERVER_URL: 'https://github.example', GITHUB_REPOSITORY: 'acme/flows', GITHUB_RUN_ID: '42',
        INPUT_PATH: '.', INPUT_ANNOTATE: 'false', 'INPUT_HTML-REPORT': 'reports/html',
      });
      const { runAction } = await import('../../src/action/main.js');
      // The Action logs its closing line with core.info; the test has no reader for it.
      const quiet = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
      try {
        await runAction();
      } finally {
        quiet.mockRestore();
      }
      const written = embedded(join(workspace, 'reports', 'html', 'index.html'));
      expect(written.versions.map((v) => v.name)).toEqual(['alpha']);
      expect(readFileSync(summary, 'utf8')).toContain(
        "**HTML report:** `reports/html/index.html`, for approvers. Upload its folder with actions/upload-artifact to find it among [this run's artifacts](https://github.example/acme/flows/actions/runs/42#artifacts).",
      );
    });
  });

  it('CLI-27 without the run known the summary names the file without a link', () => {
    expect(htmlReportNote('out/html/index.html', {})).toBe(
      "\n**HTML report:** `out/html/index.html`, for approvers. Upload its folder with actions/upload-artifact to find it among this run's artifacts.\n",
    );
  });
});
