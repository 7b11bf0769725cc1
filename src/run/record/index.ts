/**
 * `flowgate run DIR --record NAME` (CLI-30, flowgate.md §9): the run, seen through a
 * tape, becomes a test case appended to the version's `tests.json`. Secret values are
 * replaced by their dummies, and the credential scan and case checks run on the new case
 * before anything is written.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Repository, Version } from '../../definitions/repository.js';
import { testsFileOf } from '../../definitions/test-list/intake.js';
import { UsageError } from '../../shared/command-line.js';
import { RecordRefused, caseNamesOf, newCaseProblems, withCase } from './append.js';
import { buildCase, type RecordedRun } from './build-case.js';
import { secretDummies } from './dummies.js';
import { settledCase } from './replay.js';
import { recordedDivergences } from './contracts.js';
import { configuredSignInHeaders } from '../../world/sign-in.js';
import { secretVariableNames } from '../../world/real/env-secrets.js';

export { RecordRefused } from './append.js';
export { Tape, tapedWorld } from './tape.js';
export type { RecordedRun } from './build-case.js';

/** test-cases.md §8. */
const MAX_NAME_LENGTH = 200;
/** Files of a version larger than this are data, not steps: not searched for the names a workflow reads. */
const MAX_SEARCHED_FILE = 1024 * 1024;

export interface RecordTarget {
  name: string;
  /** `tests.json` relative to the repository root, as messages show it. */
  file: string;
  path: string;
  /** The list's text before the run; undefined when the version has none yet. */
  text: string | undefined;
  /** How many cases the list holds: the new case's index. */
  cases: number;
}

/** Checked before the run, so that a real run is not spent on a case that cannot be added. */
export function recordTarget(name: string, repo: Repository, version: Version): RecordTarget {
  if (name.trim() === '' || name.length > MAX_NAME_LENGTH) throw new UsageError(`--record takes the case's name, 1 to ${MAX_NAME_LENGTH} characters`);
  const file = testsFileOf(version);
  const path = join(repo.root, file);
  const text = existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  const names = caseNamesOf(file, text);
  if (names.includes(name)) throw new UsageError(`${file} already has a case named ${JSON.stringify(name)}; record under another name`);
  return { name, file, path, text, cases: names.length };
}

/** The version's own text in lower case (definition and scripts, not its tests): which names its steps mention. */
export function versionText(repo: Repository, version: Version): string {
  const folder = join(repo.root, version.location.dir);
  const texts: string[] = [];
  for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const path = join(folder, entry);
    if (entry.endsWith('tests.json')) continue;
    const stat = statSync(path);
    if (stat.isFile() && stat.size <= MAX_SEARCHED_FILE) texts.push(readFileSync(path, 'utf8').toLowerCase());
  }
  return texts.join('\n');
}

/**
 * Writes the case, replayed first (see replay.ts), or throws RecordRefused (nothing
 * written) naming each problem's path in the case. Returns the lines the run log shows.
 */
export async function writeRecordedCase(target: RecordTarget, run: RecordedRun, repo: Repository, version: Version, env: NodeJS.ProcessEnv, stateWritten: readonly string[]): Promise<string[]> {
  if (run.result.error && run.result.error.step === null && Object.values(run.result.steps).every((step) => step.result === 'skipped')) {
    throw new RecordRefused(`the run did not start (${run.result.error.message}); there is nothing to record`);
  }
  if (run.result.outcome === 'error' && run.missingSecrets.size) {
    // A case of a missing secret tests the machine it was recorded on, not the workflow: its replay has every secret.
    const variables = [...run.missingSecrets].map((name) => `${name} (set ${secretVariableNames(name).at(-1)!})`);
    throw new RecordRefused(`the run failed without a secret it needs: ${variables.join(', ')}; nothing was recorded. Set it and record again.`);
  }
  const built = buildCase(run, stateWritten);
  const signIn = new Set(['authorization', ...configuredSignInHeaders(repo.project).map((name) => name.toLowerCase())]);
  built.notes.push(...recordedDivergences(repo.project.contracts, run.journal.calls, (name) => run.connection(name, 'http').base_url, signIn));
  const dummies = secretDummies(repo.project, env, run.tape.secretNames);
  const testCase = await settledCase(repo, version, dummies.inValue(built.testCase), built.notes.map((note) => dummies.hide(note)), target.file);
  const text = withCase(target.text, testCase);
  const problems = newCaseProblems(target.file, text, target.cases, { version, connections: repo.project.connections });
  if (problems.length) {
    throw new RecordRefused(`the recorded case was not written to ${target.file}:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  writeFileSync(target.path, text);
  const given = testCase.given ?? {};
  const counts = [
    `${given.http?.length ?? 0} HTTP mock(s)`,
    `${given.models?.length ?? 0} model mock(s)`,
    ...(given.stub_steps ? [`${Object.keys(given.stub_steps).length} stubbed step(s)`] : []),
  ];
  return [
    `recorded: case ${JSON.stringify(target.name)} (kind ${testCase.kind}) added to ${target.file}: ${counts.join(', ')}${dummies.replaced ? '; secret values written as their test dummies' : ''}`,
    ...built.notes.map((note) => `recorded: note: ${dummies.hide(note)}`),
  ];
}
