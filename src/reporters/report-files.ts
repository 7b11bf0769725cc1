/**
 * The report files every front door writes: the JSON report, JUnit, and one report per
 * version under a folder (`DIR/<kind>s/<name>/report.json`). Paths are taken from `cwd`.
 */
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { RunReport } from '../testing/report.js';
import { jsonReportPieces } from './json.js';
import { renderJunit } from './junit.js';

export interface ReportFiles {
  json?: string;
  junit?: string;
  reportDir?: string;
}

function writeFile(path: string, pieces: Iterable<string>, cwd: string): void {
  const target = resolve(cwd, path);
  mkdirSync(dirname(target), { recursive: true });
  const fd = openSync(target, 'w');
  try {
    for (const piece of pieces) writeSync(fd, piece);
  } finally {
    closeSync(fd);
  }
}

export function writeReports(report: RunReport, files: ReportFiles, cwd: string): void {
  if (files.json) writeFile(files.json, jsonReportPieces(report), cwd);
  if (files.junit) writeFile(files.junit, [renderJunit(report)], cwd);
  if (files.reportDir) {
    for (const version of report.versions) {
      writeFile(join(files.reportDir, `${version.kind}s`, version.name, 'report.json'), jsonReportPieces(version.report), cwd);
    }
  }
}

/** The `--json`, `--junit` and `--report-dir` flags of `flowgate test` and `merge-reports`. */
export function reportFilesOf(flags: Readonly<Record<string, string | true>>): ReportFiles {
  const text = (name: string) => (typeof flags[name] === 'string' ? (flags[name] as string) : undefined);
  const files: ReportFiles = {};
  for (const [key, flag] of [['json', 'json'], ['junit', 'junit'], ['reportDir', 'report-dir']] as const) {
    const value = text(flag);
    if (value !== undefined) files[key] = value;
  }
  return files;
}
