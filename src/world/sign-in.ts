/**
 * How a connection signs a request in (built-in-actions.md §5, flowgate.md §6).
 * The secret values come from the world: dummies in tests, the environment in real runs.
 */
import { secretValueFor } from '../engine/connections.js';
import type { ResolvedConnection, World } from '../engine/world.js';
import type { WorldSettings } from './settings.js';

/**
 * Headers that carry sign-in on any request: a caller may not set them (HTTP-20) and
 * what is shown hides their values (REPORT-15).
 */
export const SIGN_IN_HEADERS: readonly string[] = ['authorization', 'proxy-authorization', 'cookie', 'x-api-key'];

/** Besides SIGN_IN_HEADERS, the `header` names api_key connections sign in with, set up or overridden. */
export function configuredSignInHeaders(settings: WorldSettings, overrides: Readonly<Record<string, { header?: string }>> = {}): string[] {
  const names = new Set<string>();
  for (const spec of Object.values(settings.connections)) {
    for (const setup of [spec.test, spec.production]) if (typeof setup?.header === 'string') names.add(setup.header);
  }
  for (const override of Object.values(overrides)) if (typeof override.header === 'string') names.add(override.header);
  return [...names];
}

/** The sign-in headers of a connection, as the world gives them. */
export type SignIn = (connection: ResolvedConnection) => Record<string, string>;

/** Where an OAuth2 connection's token comes from: the world's policy (AUTH-05). */
export type OAuth2Token = (connection: ResolvedConnection) => string;

/** AUTH-05: tests get a dummy token and never request one. */
export const DUMMY_OAUTH2_TOKEN: OAuth2Token = (connection) => `test-dummy-${connection.name}-oauth2-token`;

type SignInRule = (world: World, c: ResolvedConnection, oauth2Token: OAuth2Token) => Record<string, string>;

const SIGN_IN: Record<ResolvedConnection['auth'], SignInRule> = {
  none: () => ({}),
  api_key: (world, c) => ({ [c.header ?? 'X-Api-Key']: secretValueFor(world, c, 'api_key') }),
  bearer: (world, c) => ({ Authorization: `Bearer ${secretValueFor(world, c, 'token')}` }),
  basic: (world, c) => {
    const pair = `${secretValueFor(world, c, 'username')}:${secretValueFor(world, c, 'password')}`;
    return { Authorization: `Basic ${Buffer.from(pair, 'utf8').toString('base64')}` };
  },
  oauth2: (_world, c, oauth2Token) => ({ Authorization: `Bearer ${oauth2Token(c)}` }),
};

/** A world's sign-in: its secrets, and its way of getting OAuth2 tokens. */
export function signInFor(world: World, oauth2Token: OAuth2Token): SignIn {
  return (connection) => SIGN_IN[connection.auth](world, connection, oauth2Token);
}
