/**
 * Whether a case itself is right (STATUS-04/05, SET-04, SET-05): schema, regular
 * expressions, concrete checks, artifact sizes, stubs and model mocks that fit the version.
 */
import type { Version } from '../definitions/repository.js';
import { formatPath } from '../definitions/problems.js';
import type { ErrorObject } from 'ajv';
import { schemaProblems } from '../definitions/schemas.js';
import type { SourceFile } from '../definitions/source.js';
import { expectProblems } from './checks.js';
import type { Expect } from './checks.js';
import type { Given } from './test-world.js';

const MIB = 1024 * 1024;

export interface CaseProblem {
  path: string;
  message: string;
}

function artifactProblems(given: Given): CaseProblem[] {
  const problems: CaseProblem[] = [];
  let total = 0;
  for (const [name, file] of Object.entries(given.artifacts ?? {})) {
    const size = Buffer.byteLength(file.text, 'utf8') * (file.repeat ?? 1);
    total += size;
    if (size > 16 * MIB) problems.push({ path: formatPath(['given', 'artifacts', name]), message: 'a case artifact is at most 16 MiB' });
  }
  if (total > 32 * MIB) problems.push({ path: 'given.artifacts', message: 'case artifacts are at most 32 MiB together' });
  return problems;
}

function aiConnectionsBound(version: Version): Set<string> {
  const bound = new Set<string>();
  for (const step of version.plan?.steps ?? []) {
    if (step.kind === 'action' && step.action.name === 'ai.generate' && step.connections.model) bound.add(step.connections.model);
  }
  return bound;
}

/** MODEL-17/18: a model mock must answer a connection some ai.generate step binds. */
function modelProblems(given: Given, version: Version, isAiConnection: (name: string) => boolean): CaseProblem[] {
  const bound = aiConnectionsBound(version);
  return (given.models ?? []).flatMap((mock, index) => {
    const name = String(mock.connection);
    const path = formatPath(['given', 'models', index, 'connection']);
    if (!isAiConnection(name)) return [{ path, message: `connection '${name}' is not an AI connection; model mocks answer ai.generate steps` }];
    if (!bound.has(name)) return [{ path, message: `no platform/ai.generate step binds connection '${name}' to its model slot` }];
    return [];
  });
}

function stubProblems(given: Given, version: Version): CaseProblem[] {
  const ids = new Set((version.plan?.steps ?? []).map((s) => s.id));
  return Object.keys(given.stub_steps ?? {})
    .filter((id) => !ids.has(id))
    .map((id) => ({ path: formatPath(['given', 'stub_steps', id]), message: `the version has no step '${id}'` }));
}

export function caseProblems(
  raw: unknown,
  index: number,
  schemaErrors: ErrorObject[] | null,
  tests: SourceFile,
  version: Version,
  isAiConnection: (name: string) => boolean,
): CaseProblem[] {
  if (schemaErrors) {
    return schemaProblems(schemaErrors, tests, [index]).map((p) => ({ path: p.path.replace(/^\[\d+\]\.?/, ''), message: p.message }));
  }
  const testCase = raw as { given?: Given; expect: Expect };
  const given = testCase.given ?? {};
  return [
    ...expectProblems(testCase.expect).map((p) => ({ path: p.path, message: p.message })),
    ...artifactProblems(given),
    ...stubProblems(given, version),
    ...modelProblems(given, version, isAiConnection),
  ];
}
