/**
 * The run key (TRUST-01, TRUST-02): what a version's test run depends on, as one digest.
 * `sha256:` + hex SHA-256 over, in a fixed order: the version's `version_id`; every field
 * of each `connections.yaml` entry the version binds (a library action's slots are bound
 * by the step that calls it, so they are among the step's) and the content of the API
 * documents they name; the `email` and `limits`
 * settings of `flowgate.yaml`; flowgate's version and build. Times and the machine are
 * not part of it, so the same inputs give the same key anywhere.
 */
import { createHash } from 'node:crypto';
import type { WorkflowPlan } from '../engine/plan.js';
import type { LibraryAction } from '../engine/plan.js';
import { flowgateBuild, type FlowgateBuild } from '../shared/build.js';
import type { Project } from './project.js';

/** JSON with object keys in code-point order, so equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value).sort();
    return `{${keys.filter((key) => (value as Record<string, unknown>)[key] !== undefined).map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The digest of labelled parts, each framed by its label and length (as `version_id` is). */
export function framedDigest(parts: readonly (readonly [label: string, text: string])[]): string {
  const hash = createHash('sha256');
  for (const [label, text] of parts) hash.update(`${label}\u0000${Buffer.byteLength(text)}\u0000${text}\u0000`);
  return `sha256:${hash.digest('hex')}`;
}

/** The connection names a version binds: its steps' slots, or a library action's own slots. */
export function boundConnections(version: { plan?: WorkflowPlan; action?: LibraryAction }): string[] {
  const names = new Set<string>();
  for (const step of version.plan?.steps ?? []) for (const name of Object.values(step.connections)) names.add(name);
  for (const slot of version.action?.slots ?? []) names.add(slot);
  return [...names].sort();
}

export interface RunKeyInputs {
  versionId: string;
  plan?: WorkflowPlan;
  action?: LibraryAction;
}

export type RunKeyProject = Pick<Project, 'connections' | 'senders' | 'limits'> & Partial<Pick<Project, 'contracts'>>;

export function runKey(version: RunKeyInputs, project: RunKeyProject, build: FlowgateBuild = flowgateBuild): string {
  return runKeyOf(version.versionId, boundConnections(version), project, build);
}

/** The run key from the version id and the names of the connections the version binds. */
/** The project's parts of run keys as text, made once per project: a run computes a key for every version. */
const projectTexts = new WeakMap<object, { connections: Map<string, string>; email: string; limits: string }>();

function textsOf(project: RunKeyProject) {
  let texts = projectTexts.get(project);
  if (!texts) projectTexts.set(project, (texts = { connections: new Map(), email: canonicalJson({ senders: project.senders }), limits: canonicalJson(project.limits) }));
  return texts;
}

export function runKeyOf(versionId: string, bound: readonly string[], project: RunKeyProject, build: FlowgateBuild = flowgateBuild): string {
  const texts = textsOf(project);
  const parts: [string, string][] = [['version_id', versionId]];
  for (const name of [...bound].sort()) {
    let connection = texts.connections.get(name);
    if (connection === undefined) texts.connections.set(name, (connection = canonicalJson(Object.hasOwn(project.connections, name) ? project.connections[name] : null)));
    parts.push([`connection:${name}`, connection]);
    // flowgate.md §10: an `openapi` document counts by its content (and the files it refers to).
    const contract = project.contracts?.get(name);
    if (contract) parts.push([`openapi:${name}`, contract.document.digest]);
  }
  parts.push(['email', texts.email]);
  parts.push(['limits', texts.limits]);
  parts.push(['flowgate', `${build.version}\u0000${build.build}`]);
  return framedDigest(parts);
}
