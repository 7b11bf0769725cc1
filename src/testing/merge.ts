/**
 * CLI-14, TRUST-11, TRUST-12: the JSON reports of a run's shards joined into the report
 * an unsharded run gives. Only a complete set is merged: shards 1 to N of one N, each
 * once, all of one commit and one flowgate build; anything else is refused, naming what
 * is missing, repeated or mixed, since a merge that lacks a shard would pass without it.
 */
import { brandError, FlowgateError } from '../shared/errors.js';
import { addSummaries, type RunReport, type VersionResult } from './report.js';

/** A set of reports that is not one run's complete set of shards. */
export class MergeRefused extends FlowgateError {
  static {
    brandError(this, 'MergeRefused');
  }
  readonly code = 'FLOWGATE_MERGE_REFUSED';
  override readonly name = 'MergeRefused';
}

/** Whether a parsed file has the shape of a `--json` report. */
export function isRunReport(value: unknown): value is RunReport {
  if (typeof value !== 'object' || value === null) return false;
  const versions = (value as { versions?: unknown }).versions;
  return (
    Array.isArray(versions) &&
    versions.every((v) => typeof v === 'object' && v !== null && typeof (v as VersionResult).path === 'string' && typeof (v as VersionResult).report?.passed === 'boolean' && typeof (v as VersionResult).report?.summary === 'object')
  );
}

export interface ShardFile {
  /** How the file is named to the user. */
  file: string;
  report: RunReport;
}

const buildOf = (report: RunReport) => (report.flowgate ? `${report.flowgate.version} (build ${report.flowgate.build})` : 'no flowgate build');

/** The one value every report has for `read`, or a refusal naming the two that differ. */
function sameIn(files: readonly ShardFile[], read: (report: RunReport) => string, what: string): void {
  const first = files[0]!;
  const other = files.find((f) => read(f.report) !== read(first.report));
  if (other) throw new MergeRefused(`the shards are of different runs: ${first.file} has ${what} ${read(first.report)}, ${other.file} has ${read(other.report)}; merge the shards of one run`);
}

/** Checks the set is shards 1 to N of one N, each once, of one commit and build. */
function checkCompleteSet(files: readonly ShardFile[]): number {
  const unsharded = files.find((f) => !f.report.shard);
  if (unsharded) throw new MergeRefused(`${unsharded.file} is not a shard's report (it has no shard); merge the reports that flowgate test --shard I/N wrote`);
  sameIn(files, (r) => String(r.shard!.total), 'shards in all:');
  sameIn(files, (r) => r.commit ?? 'no commit', 'commit');
  sameIn(files, buildOf, 'flowgate');
  const total = files[0]!.report.shard!.total;
  const seen = new Map<number, string>();
  for (const { file, report } of files) {
    const index = report.shard!.index;
    const earlier = seen.get(index);
    if (earlier !== undefined) throw new MergeRefused(`shard ${index} of ${total} is given twice: ${earlier} and ${file}; give each shard once`);
    seen.set(index, file);
  }
  const missing = Array.from({ length: total }, (_, at) => at + 1).filter((index) => !seen.has(index));
  if (missing.length) throw new MergeRefused(`${missing.length === 1 ? 'shard' : 'shards'} ${missing.join(', ')} of ${total} ${missing.length === 1 ? 'is' : 'are'} missing; a merge without every shard would pass without their versions`);
  return total;
}

/** The merged report: no `shard`, every shard's versions in path order, passing only when every version passed and no shard was partial. */
export function mergeShardReports(files: readonly ShardFile[]): RunReport {
  if (files.length === 0) throw new MergeRefused('no report to merge');
  checkCompleteSet(files);
  const byPath = new Map<string, VersionResult>();
  for (const { report } of files) for (const version of report.versions) if (!byPath.has(version.path)) byPath.set(version.path, version);
  const versions = [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const reports = files.map((f) => f.report);
  const first = reports[0]!;
  const partial = reports.find((r) => r.partial)?.partial;
  const ranAt = reports.map((r) => r.ran_at).filter((at): at is string => at !== undefined).sort()[0];
  return {
    passed: versions.every((v) => v.report.passed) && reports.every((r) => r.passed) && !partial,
    summary: addSummaries(versions.map((v) => v.report.summary)),
    ...(first.flowgate ? { flowgate: first.flowgate } : {}),
    ...(first.commit ? { commit: first.commit } : {}),
    ...(ranAt ? { ran_at: ranAt } : {}),
    // The shards ran side by side: the run took as long as its longest shard.
    duration_ms: Math.max(0, ...reports.map((r) => r.duration_ms ?? 0)),
    ...(partial ? { partial } : {}),
    versions,
  };
}
