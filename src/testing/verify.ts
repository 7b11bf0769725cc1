/**
 * `flowgate verify` (TRUST-13..16, TRUST-19): is each version in a checkout activatable
 * by a report? Every version's run key is computed afresh from the checkout and held to
 * the report's entry for its folder: `activatable` (same run key, passed, from a complete
 * run), `failed`, `stale` (the version or something it depends on changed since), or
 * `missing`. A partial run's report and a single shard's are refused: neither is a gate.
 */
import { loadRepository, type Version } from '../definitions/repository.js';
import { brandError, FlowgateError } from '../shared/errors.js';
import { hexOf, isAttestation, type Attestation } from './attestation.js';
import { isRunReport } from './merge.js';
import type { RunReport } from './report.js';

export type VerifyStatus = 'activatable' | 'failed' | 'stale' | 'missing';

export interface VerifiedVersion {
  kind: Version['kind'];
  name: string;
  path: string;
  version_id: string;
  run_key: string;
  status: VerifyStatus;
}

export interface Verification {
  passed: boolean;
  versions: VerifiedVersion[];
}

/** A REPORT or `--only` that verify cannot judge by; the message names it and the fix. */
export class VerifyRefused extends FlowgateError {
  static {
    brandError(this, 'VerifyRefused');
  }
  readonly code = 'FLOWGATE_VERIFY_REFUSED';
  override readonly name = 'VerifyRefused';
}

/** What a report or an attestation says of each version folder: its run key and whether it passed. */
interface Entry {
  runKey: string;
  passed: boolean;
}

function entriesOfReport(report: RunReport, file: string): Map<string, Entry> {
  if (report.partial) throw new VerifyRefused(`${file} is a partial run's report (filter ${JSON.stringify(report.partial.filter)}), which is not a gate; verify the report of a run without --filter`);
  if (report.shard) throw new VerifyRefused(`${file} is shard ${report.shard.index} of ${report.shard.total}; merge every shard's report with flowgate merge-reports and verify the merged one`);
  return new Map(report.versions.map((v) => [v.path, { runKey: v.run_key ?? v.report.run_key ?? '', passed: v.report.passed === true }]));
}

function entriesOfAttestation(attestation: Attestation, file: string): Map<string, Entry> {
  const run = attestation.predicate.configuration?.find((resource) => resource.name === 'run')?.annotations as { partial?: { filter?: string }; shard?: { index: number; total: number } } | undefined;
  if (run?.partial) throw new VerifyRefused(`${file} attests a partial run (filter ${JSON.stringify(run.partial.filter)}), which is not a gate; attest a run without --filter`);
  if (run?.shard) throw new VerifyRefused(`${file} attests shard ${run.shard.index} of ${run.shard.total}; attest the merged report of every shard`);
  const everyPassed = attestation.predicate.result === 'PASSED';
  return new Map(
    attestation.subject.map((subject) => {
      const passed = subject.annotations?.passed;
      // A statement without flowgate's per-version annotation passes a version only when the whole run passed.
      return [subject.name, { runKey: subject.digest?.sha256 ? `sha256:${subject.digest.sha256}` : '', passed: typeof passed === 'boolean' ? passed : everyPassed }];
    }),
  );
}

/** The entries of a parsed REPORT file: a flowgate report, or an attestation `--attest` wrote. */
export function verifyEntries(parsed: unknown, file: string): Map<string, Entry> {
  if (isAttestation(parsed)) return entriesOfAttestation(parsed, file);
  if (isRunReport(parsed)) return entriesOfReport(parsed, file);
  throw new VerifyRefused(`${file} is neither a flowgate report (flowgate test --json) nor an attestation (flowgate test --attest)`);
}

const statusOf = (version: Version, entry: Entry | undefined): VerifyStatus =>
  !entry ? 'missing' : hexOf(entry.runKey) !== hexOf(version.runKey) ? 'stale' : entry.passed ? 'activatable' : 'failed';

/** `only`: version folders relative to the root, each of which must be a version. */
export function verify(parsed: unknown, file: string, root: string, only?: readonly string[]): Verification {
  const entries = verifyEntries(parsed, file);
  const repo = loadRepository(root);
  let versions = repo.versions;
  if (only) {
    const wanted = only.map((path) => path.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '') || '.');
    const known = new Set(versions.map((v) => v.location.dir));
    const unknown = wanted.find((path) => !known.has(path));
    if (unknown !== undefined) throw new VerifyRefused(`--only ${unknown}: no workflow or action version there; the versions are ${[...known].join(', ') || 'none'}`);
    versions = versions.filter((v) => wanted.includes(v.location.dir));
  }
  const verified = versions.map((version) => ({
    kind: version.kind,
    name: version.name,
    path: version.location.dir,
    version_id: version.versionId,
    run_key: version.runKey,
    status: statusOf(version, entries.get(version.location.dir)),
  }));
  // Nothing to activate is no pass: a wrong ROOT must not turn the gate green.
  return { passed: verified.length > 0 && verified.every((v) => v.status === 'activatable'), versions: verified };
}
