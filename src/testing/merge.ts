/** CLI-14: the `--json` reports of shards joined into the report an unsharded run gives. */
import { addSummaries, type RunReport, type VersionResult } from './report.js';

/** Whether a parsed file has the shape of a `--json` report. */
export function isRunReport(value: unknown): value is RunReport {
  if (typeof value !== 'object' || value === null) return false;
  const versions = (value as { versions?: unknown }).versions;
  return (
    Array.isArray(versions) &&
    versions.every((v) => typeof v === 'object' && v !== null && typeof (v as VersionResult).path === 'string' && typeof (v as VersionResult).report?.passed === 'boolean' && typeof (v as VersionResult).report?.summary === 'object')
  );
}

export function mergeReports(reports: readonly RunReport[]): RunReport {
  const byPath = new Map<string, VersionResult>();
  for (const report of reports) for (const version of report.versions) if (!byPath.has(version.path)) byPath.set(version.path, version);
  const versions = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return {
    passed: versions.every((v) => v.report.passed),
    summary: addSummaries(versions.map((v) => v.report.summary)),
    versions,
  };
}
