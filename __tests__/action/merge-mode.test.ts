/**
 * The Action's merge mode (src/action/merge-mode.ts, docs/action.md "Sharding and merging
 * reports"): the sharded jobs' reports, downloaded into a job with no checkout, merged by
 * the bundled `dist/index.js` as GitHub runs it, into what one unsharded run reports.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { passingCases, simpleWorkflow, writeFiles } from '../helpers/repo.js';

const repo = join(import.meta.dirname, '..', '..');

/** A copy of dist/ made once, so that a bundle rebuilt meanwhile cannot change it under the tests. */
let bundle = '';

const failingCase = { ...passingCases[0], name: 'expects three', expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 3 }] } };

/** alpha passes (2 cases), beta fails one of 2 cases, gamma passes (1 case). */
const VERSIONS = {
  'workflows/alpha/workflow.yaml': simpleWorkflow('alpha'),
  'workflows/alpha/tests.json': [...passingCases, { ...passingCases[0], name: 'computes two again' }],
  'workflows/beta/workflow.yaml': simpleWorkflow('beta'),
  'workflows/beta/tests.json': [...passingCases, failingCase],
  'workflows/gamma/workflow.yaml': simpleWorkflow('gamma'),
  'workflows/gamma/tests.json': passingCases,
};

interface ActionRun {
  status: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

interface Report {
  passed: boolean;
  summary: Record<string, number>;
  versions: { name: string; path: string; version_id: string; report: { passed: boolean; summary: Record<string, number> } }[];
}

/** Runs the bundle in a job of its own whose workspace holds `files`, with the given INPUT_* values. */
function runJob(files: Record<string, unknown>, inputs: Record<string, string>): ActionRun & { workspace: string } {
  const folder = mkdtempSync(join(tmpdir(), 'flowgate-merge-job-'));
  const workspace = join(folder, 'workspace');
  mkdirSync(workspace);
  writeFiles(workspace, files);
  const outputFile = join(folder, 'output.txt');
  const summaryFile = join(folder, 'summary.md');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: join(folder, 'temp'),
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const result = spawnSync(process.execPath, [bundle], { cwd: folder, env, encoding: 'utf8', timeout: 120_000 });
  const outputs: Record<string, string> = {};
  for (const match of readFileSync(outputFile, 'utf8').matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[match[1]!] = match[3]!;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, outputs, summary: readFileSync(summaryFile, 'utf8'), workspace };
}

const readReport = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Report;
/** What a report says of each version, without timings. */
const outcomes = (report: Report) => report.versions.map((v) => ({ name: v.name, path: v.path, version_id: v.version_id, passed: v.report.passed, summary: v.report.summary }));

/** The shards' reports where download-artifact puts them: flowgate-I/report-I-of-N.json. */
let downloaded: Record<string, string> = {};
let unsharded: Report;

beforeAll(() => {
  const copy = mkdtempSync(join(tmpdir(), 'flowgate-merge-dist-'));
  cpSync(join(repo, 'dist'), join(copy, 'dist'), { recursive: true });
  bundle = join(copy, 'dist', 'index.js');
  const quiet = { annotate: 'false', summary: 'false' };
  for (const index of [1, 2]) {
    const shard = runJob(VERSIONS, { ...quiet, shard: `${index}/2` });
    const report = shard.outputs.report!;
    expect(basename(report)).toBe(`report-${index}-of-2.json`);
    downloaded[`flowgate-${index}/${basename(report)}`] = readFileSync(report, 'utf8');
  }
  unsharded = readReport(runJob(VERSIONS, quiet).outputs.report!);
}, 240_000);

describe('the Action with merge-reports, in a job with no checkout', () => {
  let merge: ActionRun & { workspace: string };
  beforeAll(() => {
    merge = runJob(downloaded, { 'merge-reports': 'flowgate-*/report-*.json', junit: 'flowgate-junit.xml' });
  }, 120_000);

  it('CLI-14 GHA-02 GHA-10 merges the shards\' reports into the report one unsharded run gives', () => {
    expect(merge.stdout).toContain('merging 2 reports: flowgate-1/report-1-of-2.json, flowgate-2/report-2-of-2.json');
    const merged = readReport(merge.outputs.report!);
    expect(basename(merge.outputs.report!)).toBe('report.json');
    expect(outcomes(merged)).toEqual(outcomes(unsharded));
    expect(merged.summary).toEqual(unsharded.summary);
    expect(merged.passed).toBe(false);
  });

  it('GHA-08 GHA-09 GHA-11 GHA-14 sets the outputs of the merged report and fails the step, as one run does', () => {
    expect(merge.outputs.passed).toBe('false');
    expect(merge.outputs.total).toBe('5');
    expect(merge.outputs.failed).toBe('1');
    const activatable = JSON.parse(merge.outputs.activatable!) as { name: string; version_id: string }[];
    expect(activatable.map(({ name, version_id }) => ({ name, version_id }))).toEqual(unsharded.versions.filter((v) => v.report.passed).map((v) => ({ name: v.name, version_id: v.version_id })));
    expect(activatable.map((a) => a.name)).toEqual(['alpha', 'gamma']);
    expect(merge.status).not.toBe(0);
  });

  it('GHA-03 GHA-12 GHA-13 writes the JUnit file, annotates the failed case on its file and writes the summary', () => {
    const junit = readFileSync(join(merge.workspace, 'flowgate-junit.xml'), 'utf8');
    expect(junit).toContain('<testsuites');
    expect(junit).toContain('expects three');
    const annotations = merge.stdout.split('\n').filter((line) => /^::error [^:]*\bfile=/.test(line));
    expect(annotations).toHaveLength(1);
    expect(annotations[0]).toContain('file=workflows/beta/tests.json');
    expect(annotations[0]).toContain('step a output $.result equals 3');
    expect(merge.summary).toContain('beta');
    expect(merge.summary).toContain('expects three');
  });

  it('CLI-14 GHA-08 a merge of passing shards passes', () => {
    const passing = Object.fromEntries(Object.entries(VERSIONS).filter(([path]) => !path.includes('beta')));
    const reports: Record<string, string> = {};
    for (const index of [1, 2]) {
      const shard = runJob(passing, { annotate: 'false', summary: 'false', shard: `${index}/2` });
      reports[`shards/report-${index}-of-2.json`] = readFileSync(shard.outputs.report!, 'utf8');
    }
    const run = runJob(reports, { 'merge-reports': 'shards/*.json', annotate: 'false', summary: 'false' });
    expect(run.stderr).toBe('');
    expect(run.status, run.stdout).toBe(0);
    expect(run.outputs.passed).toBe('true');
    expect(run.outputs.total).toBe('3');
  }, 120_000);
});

describe('the Action with merge-reports refuses', () => {
  const quiet = { annotate: 'false', summary: 'false' };
  const failsWith = (run: ActionRun, message: string) => {
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain(message);
    expect(run.outputs.passed).toBeUndefined();
  };

  it('CLI-14 TRUST-11 a merge that lacks a shard, which would pass without its versions', () => {
    const first = Object.fromEntries(Object.entries(downloaded).filter(([path]) => path.startsWith('flowgate-1/')));
    failsWith(runJob(first, { ...quiet, 'merge-reports': 'flowgate-*/report-*.json' }), 'input merge-reports: shard 2 of 2 is missing');
  }, 60_000);

  it('TRUST-11 a shard given twice, under another name, is refused whatever the files are called', () => {
    const twice = { ...downloaded, 'copy/any-name.json': downloaded['flowgate-1/report-1-of-2.json']! };
    failsWith(runJob(twice, { ...quiet, 'merge-reports': 'flowgate-*/report-*.json\ncopy/*.json' }), 'shard 1 of 2 is given twice');
  }, 60_000);

  it('CLI-14 patterns that match no file', () => {
    failsWith(runJob(downloaded, { ...quiet, 'merge-reports': 'reports/*.json' }), 'input merge-reports matched no file');
  }, 60_000);

  it('CLI-14 a file that is not a report of flowgate', () => {
    failsWith(runJob({ ...downloaded, 'other/report.json': { passed: true } }, { ...quiet, 'merge-reports': 'flowgate-*/*.json\nother/*.json' }), 'other/report.json is not a JSON report of flowgate');
  }, 60_000);

  it('GHA-02 a shard as well: a merge takes the reports of every shard', () => {
    failsWith(runJob(downloaded, { ...quiet, 'merge-reports': 'flowgate-*/*.json', shard: '1/2' }), 'give it no shard');
  }, 60_000);
});
