/**
 * How a connection signs a request in (built-in-actions.md §5, flowgate.md §6).
 * The secret values come from the world: dummies in tests, the environment in real runs.
 */
import { StepError } from '../engine/errors.js';
import type { ResolvedConnection, SecretValue, World } from '../engine/world.js';

/** The secret name a connection's reference points at; unnamed references get `<connection>_<reference>`. */
export function secretNameFor(connection: ResolvedConnection, reference: string): string {
  return connection.secrets[reference] ?? `${connection.name}_${reference}`;
}

/** A reference's value: a text secret, or the field of that name in an object secret. */
export function secretValueFor(world: World, connection: ResolvedConnection, reference: string): string {
  const value: SecretValue | undefined = world.secret(secretNameFor(connection, reference));
  const text = typeof value === 'object' && value !== null ? value[reference] : value;
  if (typeof text !== 'string') {
    throw new StepError('invalid_input', `Connection ${connection.name} has no value for its ${reference} secret.`);
  }
  return text;
}

/** Header names that carry sign-in and are hidden in reports (REPORT-15). */
export function signInHeaderNames(connection: ResolvedConnection): string[] {
  return connection.auth === 'api_key' ? [connection.header ?? 'X-Api-Key'] : ['Authorization'];
}

const SIGN_IN: Record<ResolvedConnection['auth'], (world: World, c: ResolvedConnection) => Record<string, string>> = {
  none: () => ({}),
  api_key: (world, c) => ({ [c.header ?? 'X-Api-Key']: secretValueFor(world, c, 'api_key') }),
  bearer: (world, c) => ({ Authorization: `Bearer ${secretValueFor(world, c, 'token')}` }),
  basic: (world, c) => {
    const pair = `${secretValueFor(world, c, 'username')}:${secretValueFor(world, c, 'password')}`;
    return { Authorization: `Basic ${Buffer.from(pair, 'utf8').toString('base64')}` };
  },
  // AUTH-05: tests get a dummy token and never request one.
  oauth2: (world, c) => {
    if (world.isTest) return { Authorization: `Bearer test-dummy-${c.name}-oauth2-token` };
    return { Authorization: `Bearer ${secretValueFor(world, c, 'token')}` };
  },
};

export function signInHeaders(world: World, connection: ResolvedConnection): Record<string, string> {
  return SIGN_IN[connection.auth](world, connection);
}
