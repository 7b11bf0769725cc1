/**
 * TRUST-17, TRUST-18: a run's verdict as an in-toto Statement v1 with the test-result
 * predicate (v0.1), one subject per version whose digest is its run key, so a signature
 * over it (GitHub's artifact attestations, cosign) binds the verdict to exactly what ran.
 * flowgate signs nothing itself.
 */
import type { RunReport } from './report.js';

export const STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
export const TEST_RESULT_PREDICATE = 'https://in-toto.io/attestation/test-result/v0.1';

/** An in-toto ResourceDescriptor, as far as flowgate writes one. */
export interface ResourceDescriptor {
  name: string;
  uri?: string;
  digest?: Record<string, string>;
  annotations?: Record<string, unknown>;
}

export interface Attestation {
  _type: typeof STATEMENT_TYPE;
  subject: ResourceDescriptor[];
  predicateType: typeof TEST_RESULT_PREDICATE;
  predicate: {
    result: 'PASSED' | 'FAILED';
    configuration: ResourceDescriptor[];
    url?: string;
    passedTests: string[];
    failedTests: string[];
  };
}

/** `sha256:abc…` → `abc…`. */
export const hexOf = (runKey: string) => runKey.replace(/^sha256:/, '');

/** The CI run's address, from the variables GitHub sets in a job. */
export function runUrl(env: Readonly<Record<string, string | undefined>>): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: run } = env;
  return server && repository && run ? `${server.replace(/\/+$/, '')}/${repository}/actions/runs/${run}` : undefined;
}

export function attestationOf(report: RunReport, env: Readonly<Record<string, string | undefined>>): Attestation {
  const configuration: ResourceDescriptor[] = [];
  if (report.flowgate) configuration.push({ name: 'flowgate', annotations: { version: report.flowgate.version, build: report.flowgate.build } });
  if (report.commit) configuration.push({ name: 'commit', digest: { gitCommit: report.commit } });
  // What keeps a report from being a gate travels with it, so verify refuses the statement too.
  if (report.partial || report.shard) configuration.push({ name: 'run', annotations: { ...(report.partial ? { partial: report.partial } : {}), ...(report.shard ? { shard: report.shard } : {}) } });
  const passedTests: string[] = [];
  const failedTests: string[] = [];
  for (const version of report.versions) {
    for (const c of version.report.cases) (c.status === 'passed' ? passedTests : failedTests).push(`${version.path} › ${c.name}`);
  }
  const url = runUrl(env);
  return {
    _type: STATEMENT_TYPE,
    subject: report.versions.map((version) => ({
      name: version.path,
      digest: { sha256: hexOf(version.run_key) },
      annotations: { kind: version.kind, version_name: version.name, version_id: version.version_id, passed: version.report.passed },
    })),
    predicateType: TEST_RESULT_PREDICATE,
    predicate: { result: report.passed ? 'PASSED' : 'FAILED', configuration, ...(url ? { url } : {}), passedTests, failedTests },
  };
}

/** TRUST-18: `<hex>  <name>` a line, as sha256sum writes it and signing tools read subject checksums. */
export function subjectsText(attestation: Attestation): string {
  return attestation.subject.map((subject) => `${subject.digest?.sha256 ?? ''}  ${subject.name}\n`).join('');
}

export function isAttestation(value: unknown): value is Attestation {
  const statement = value as Partial<Attestation> | null;
  return typeof statement === 'object' && statement !== null && statement._type === STATEMENT_TYPE && statement.predicateType === TEST_RESULT_PREDICATE && Array.isArray(statement.subject) && typeof statement.predicate === 'object';
}
