/**
 * Where a recorded request goes in the replay (CLI-30). A run calls its connections at
 * the addresses of its environment (a sandbox, production, a local server); the replay
 * calls them at the test setup's address (test-cases.md: the case's setup, else Test,
 * else Production, else a placeholder). So a request under a connection's base URL is
 * keyed by its path under that base, put under the replay's base path: the mock matches
 * whatever host the test setup names, now or later.
 */
import type { ConnectionKind, ResolvedConnection } from '../../engine/world.js';
import type { WorldSettings } from '../../world/settings.js';

interface ConnectionBase {
  name: string;
  /** The base URL the run used. */
  origin: string;
  /** Its path, without a final `/` (`''` for the root). */
  path: string;
  /** The replay's base path, without a final `/`. */
  replayPath: string;
}

function trimmedPath(pathname: string): string {
  return pathname.replace(/\/+$/, '');
}

/** The base URL a replay of the case gives the connection: its test setup, else production, else the placeholder (whose path is `/`). */
function replayBaseUrl(settings: WorldSettings, name: string): string | undefined {
  const spec = settings.connections[name];
  return (spec?.test ?? spec?.production)?.base_url;
}

function parsed(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

export class ReplayAddresses {
  readonly #bases: ConnectionBase[] = [];

  constructor(settings: WorldSettings, connection: (name: string, kind: ConnectionKind) => ResolvedConnection) {
    for (const [name, spec] of Object.entries(settings.connections)) {
      let resolved: ResolvedConnection;
      try {
        resolved = connection(name, spec.kind ?? 'http');
      } catch {
        continue; // Not set up for the run's environment: the run made no call under it.
      }
      const used = resolved.base_url === undefined ? undefined : parsed(resolved.base_url);
      if (!used) continue;
      const replay = replayBaseUrl(settings, name);
      const replayUrl = replay === undefined ? undefined : parsed(replay);
      this.#bases.push({ name, origin: used.origin, path: trimmedPath(used.pathname), replayPath: replayUrl ? trimmedPath(replayUrl.pathname) : '' });
    }
    // The longest base first: a request under two bases belongs to the nearer one.
    this.#bases.sort((a, b) => b.path.length - a.path.length);
  }

  /**
   * The path (with the query) the request has in the replay, when it went to a
   * connection's base URL; undefined for an address outside every connection.
   */
  replayPath(url: string): string | undefined {
    const target = parsed(url);
    if (!target) return undefined;
    for (const base of this.#bases) {
      if (target.origin !== base.origin) continue;
      const under = target.pathname === base.path || target.pathname.startsWith(`${base.path}/`);
      if (!under) continue;
      const rest = target.pathname.slice(base.path.length);
      return `${base.replayPath}${rest}` || '/';
    }
    return undefined;
  }

  /** As `replayPath`, with the query. */
  replayPathAndQuery(url: string): string | undefined {
    const path = this.replayPath(url);
    return path === undefined ? undefined : `${path}${new URL(url).search}`;
  }
}
