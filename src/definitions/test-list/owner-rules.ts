/**
 * What only the version a list belongs to can tell about a case: stubs must name its
 * steps, and model mocks must answer an AI connection one of its ai.generate steps binds
 * (MODEL-17, MODEL-18).
 */
import { own } from '../../shared/own.js';
import type { Project } from '../project.js';
import type { Version } from '../repository.js';
import type { CaseRuleProblem } from './case-rule.js';
import type { Given } from './test-case.generated.js';

/** The version a test list belongs to, and the project around it. */
export interface TestListOwner {
  version: Pick<Version, 'plan'>;
  connections: Project['connections'];
}

function stubProblems(given: Given, owner: TestListOwner): CaseRuleProblem[] {
  const ids = new Set((owner.version.plan?.steps ?? []).map((step) => step.id));
  return Object.keys(given.stub_steps ?? {})
    .filter((id) => !ids.has(id))
    .map((id) => ({ at: ['given', 'stub_steps', id], message: `the version has no step '${id}'` }));
}

function boundModelConnections(owner: TestListOwner): Set<string> {
  const bound = new Set<string>();
  for (const step of owner.version.plan?.steps ?? []) {
    const slot = step.kind === 'action' ? step.action.modelSlot : undefined;
    const connection = slot !== undefined ? own(step.connections, slot) : undefined;
    if (connection) bound.add(connection);
  }
  return bound;
}

/** A connection that does not exist yet may still become an AI connection. */
function isAiConnection(owner: TestListOwner, name: string): boolean {
  return (own(owner.connections, name)?.kind ?? 'ai') === 'ai';
}

function modelProblems(given: Given, owner: TestListOwner): CaseRuleProblem[] {
  const bound = boundModelConnections(owner);
  return (given.models ?? []).flatMap((mock, index) => {
    const name = mock.connection;
    const at = ['given', 'models', index, 'connection'];
    if (!isAiConnection(owner, name)) return [{ at, message: `connection '${name}' is not an AI connection; model mocks answer ai.generate steps` }];
    if (!bound.has(name)) return [{ at, message: `no platform/ai.generate step binds connection '${name}' to its model slot` }];
    return [];
  });
}

export function ownerProblems(given: Given, owner: TestListOwner): CaseRuleProblem[] {
  return [...stubProblems(given, owner), ...modelProblems(given, owner)];
}
