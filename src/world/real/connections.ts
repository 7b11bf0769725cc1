/**
 * Connections of a real run: the setup of the run's environment from
 * `connections.yaml` (flowgate.md §6). A test-environment run uses the `test` setup,
 * else the `production` one, as test cases do (AUTH-02); a production run uses only
 * the `production` setup, so a sandbox address never stands in for a live one.
 *
 * Unlike a test, a real run has no placeholder address for a connection that is not
 * set up: binding one fails the step with `invalid_input` naming the connection.
 */
import { invalidInput } from '../../engine/errors.js';
import type { AiProvider, ConnectionKind, Environment, ResolvedConnection } from '../../engine/world.js';
import type { ConnectionSetup, ConnectionSpec, WorldSettings } from '../settings.js';

/** AI connections may leave the address to the provider's public one. */
const SETUP_OPTIONAL: ReadonlySet<ConnectionKind> = new Set(['ai']);

function chosenSetup(spec: ConnectionSpec, environment: Environment): ConnectionSetup | undefined {
  return environment === 'test' ? (spec.test ?? spec.production) : spec.production;
}

export function resolveConnection(project: WorldSettings, environment: Environment, name: string, kind: ConnectionKind): ResolvedConnection {
  const spec = Object.hasOwn(project.connections, name) ? project.connections[name] : undefined;
  if (spec === undefined) throw invalidInput(`Connection ${name} is not set up in connections.yaml; a real run needs its settings.`);
  const setup = chosenSetup(spec, environment);
  if (setup === undefined && !SETUP_OPTIONAL.has(spec.kind)) {
    throw invalidInput(`Connection ${name} has no ${environment === 'test' ? 'test or production' : 'production'} setup in connections.yaml.`);
  }
  const { base_url, auth, header, ...settings } = setup ?? {};
  const resolvedKind = spec.kind ?? kind;
  const provider = (spec.provider ?? (resolvedKind === 'ai' ? 'openai_compatible' : undefined)) as AiProvider | undefined;
  return {
    name,
    kind: resolvedKind,
    exists: true,
    ...(base_url !== undefined ? { base_url } : {}),
    auth: auth ?? 'none',
    ...(header !== undefined ? { header } : {}),
    ...(provider !== undefined ? { provider } : {}),
    settings,
    secrets: spec.secrets ?? {},
  };
}
