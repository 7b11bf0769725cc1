/** The expression scope of a run: contexts of flowgate.md §3 over the world. */
import { formatRfc3339, type ExpressionScope } from '../expressions/index.js';
import type { TriggerKind } from './plan.js';
import type { World } from './world.js';

export interface TriggerInput {
  kind: TriggerKind;
  event: unknown;
  /** `trigger.is_test`: whether the run is a test case, as the harness that starts it says. */
  is_test: boolean;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** EXPR-07..09: where body and headers come from for each trigger kind. */
export function triggerContext(trigger: TriggerInput, world: World): Record<string, unknown> {
  const event = trigger.event ?? null;
  let body: unknown = null;
  let headers: unknown = {};
  if (trigger.kind === 'webhook') {
    body = isObject(event) ? (event.body ?? null) : null;
    headers = isObject(event) && isObject(event.headers) ? event.headers : {};
  } else if (trigger.kind !== 'schedule') {
    body = event;
  }
  return {
    kind: trigger.kind,
    body,
    headers,
    environment: world.environment,
    is_test: trigger.is_test,
    now: formatRfc3339(world.clock.now()),
    file: isObject(event) && isObject(event.file) ? event.file : null,
  };
}

export function artifactView(world: World): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const artifact of world.artifacts.list()) {
    view[artifact.name] = { id: artifact.id, name: artifact.name, content_type: artifact.content_type, size_bytes: artifact.size_bytes };
  }
  return view;
}

export function secretsView(world: World, names: Iterable<string>): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const name of names) view[name] = world.secret(name) ?? null;
  return view;
}

/** The expression scope plus the event as given, which scripts read as `ctx.event` (CTX-11). */
export interface RunScope extends ExpressionScope {
  event: unknown;
}

export function createScope(world: World, trigger: TriggerInput, steps: Record<string, unknown>, secretNames: Iterable<string>): RunScope {
  return {
    event: trigger.event ?? null,
    trigger: triggerContext(trigger, world),
    steps,
    vars: world.vars,
    secrets: secretsView(world, secretNames),
    artifacts: artifactView(world),
    now: () => world.clock.now(),
    lookup: (table, key) => world.lookup(table, key),
  };
}
