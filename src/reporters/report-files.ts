/**
 * The report files every front door writes: the JSON report, JUnit, and one report per
 * version under a folder (`DIR/<kind>s/<name>/report.json`). Paths are taken from `cwd`.
 */
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Reporter } from '../testing/session.js';
import type { ReporterContext } from './context.js';
import { jsonReportPieces } from './json.js';
import { renderJunit } from './junit.js';
import { baseOf } from './pretty.js';

export interface ReportFiles {
  json?: string;
  junit?: string;
  reportDir?: string;
}

/** Writes the pieces to `path` (from `cwd`), making its folder as needed; returns the file's full path. */
export function writeFile(path: string, pieces: Iterable<string>, cwd: string): string {
  const target = resolve(cwd, path);
  mkdirSync(dirname(target), { recursive: true });
  const fd = openSync(target, 'w');
  try {
    for (const piece of pieces) writeSync(fd, piece);
  } finally {
    closeSync(fd);
  }
  return target;
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

/** Writes a report file (its path from the door's working folder) and tells the door it did (CLI-35). */
export function writeReportFile(ctx: ReporterContext, path: string, pieces: Iterable<string>): string {
  const target = writeFile(path, pieces, ctx.cwd);
  ctx.wrote?.(target);
  return target;
}

/** The JSON report: to FILE, or to standard output without one. */
export function jsonReporter(ctx: ReporterContext, options: { file?: string } = {}): Reporter {
  return {
    onRunEnd: ({ report }) => {
      if (options.file !== undefined) writeReportFile(ctx, options.file, jsonReportPieces(report));
      else for (const piece of jsonReportPieces(report)) ctx.io.stdout(piece);
    },
  };
}

/** JUnit XML to FILE. */
export function junitReporter(ctx: ReporterContext, options: { file: string }): Reporter {
  return { onRunEnd: ({ report, root }) => void writeReportFile(ctx, options.file, [renderJunit(report, baseOf(ctx.cwd, root))]) };
}

/** Each version's report as `DIR/<kind>s/<name>/report.json`, written as the version finishes; the folder is named once. */
export function reportDirReporter(ctx: ReporterContext, options: { dir: string }): Reporter {
  let written = 0;
  return {
    onVersionEnd: (version) => {
      writeFile(join(options.dir, `${version.kind}s`, version.name, 'report.json'), jsonReportPieces(version.report), ctx.cwd);
      written += 1;
    },
    onRunEnd: () => {
      if (written > 0) ctx.wrote?.(`${resolve(ctx.cwd, options.dir)}/`);
    },
  };
}
