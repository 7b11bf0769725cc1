/**
 * CLI-30: no secret value reaches a recorded case. Every text equal to (or holding) a
 * secret value the run could read is written with the dummy a test run gives that
 * secret, `test-dummy-<name>` (AUTH-20), so a request the replay builds with the dummy
 * matches the recorded mock. The forms a secret travels in are replaced too: URL-encoded,
 * and a basic sign-in pair in base 64 (a server may echo it back).
 */
import type { Redactor } from '../../testing/checks.js';
import type { WorldSettings } from '../../world/settings.js';
import { EnvSecrets, SECRET_PREFIX } from '../../world/real/index.js';
import { hideInValue } from '../redact.js';

/** Shorter values are too common to be told apart from data; a secret is never this short. */
const MIN_SECRET_LENGTH = 4;

interface Replacement {
  value: string;
  dummy: string;
}

export function dummyFor(name: string): string {
  return `test-dummy-${name}`;
}

function valuesOf(secret: string | Record<string, string> | undefined): string[] {
  if (secret === undefined) return [];
  return typeof secret === 'string' ? [secret] : Object.values(secret);
}

/** Secret name → its values, for every name the run asked for or a connection refers to, then every other `FLOWGATE_SECRET_*`. */
function secretsByName(settings: WorldSettings, env: NodeJS.ProcessEnv, asked: Iterable<string>): Map<string, string[]> {
  const secrets = new EnvSecrets(env);
  const names = new Set(asked);
  for (const spec of Object.values(settings.connections)) for (const name of Object.values(spec.secrets ?? {})) names.add(name);
  const byName = new Map<string, string[]>();
  for (const name of names) byName.set(name, valuesOf(secrets.get(name)));
  const named = new Set([...byName.values()].flat());
  for (const variable of Object.keys(env)) {
    if (!variable.startsWith(SECRET_PREFIX)) continue;
    const name = variable.slice(SECRET_PREFIX.length);
    const values = valuesOf(secrets.get(name)).filter((value) => !named.has(value));
    if (values.length) byName.set(name, [...(byName.get(name) ?? []), ...values]);
  }
  return byName;
}

/** Basic sign-in pairs (`user:password` in base 64) of the connections that sign in that way. */
function basicPairs(settings: WorldSettings, env: NodeJS.ProcessEnv): Replacement[] {
  const secrets = new EnvSecrets(env);
  const pairs: Replacement[] = [];
  const part = (name: string | undefined, field: string): { value: string; dummy: string } | undefined => {
    if (name === undefined) return undefined;
    const secret = secrets.get(name);
    const value = typeof secret === 'object' ? secret[field] : secret;
    return value === undefined ? undefined : { value, dummy: dummyFor(name) };
  };
  for (const spec of Object.values(settings.connections)) {
    if (![spec.test?.auth, spec.production?.auth].includes('basic')) continue;
    const user = part(spec.secrets?.username, 'username');
    const password = part(spec.secrets?.password, 'password');
    if (!user || !password) continue;
    const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');
    pairs.push({ value: base64(`${user.value}:${password.value}`), dummy: base64(`${user.dummy}:${password.dummy}`) });
  }
  return pairs;
}

export interface SecretDummies extends Redactor {
  /** Whether any replacement was made. */
  readonly replaced: number;
  /** The same value with every text, keys included, passed through `hide`. */
  inValue<T>(value: T): T;
}

export function secretDummies(settings: WorldSettings, env: NodeJS.ProcessEnv, asked: Iterable<string>): SecretDummies {
  const replacements: Replacement[] = [];
  for (const [name, values] of secretsByName(settings, env, asked)) {
    for (const value of values) {
      const dummy = dummyFor(name);
      replacements.push({ value, dummy });
      if (encodeURIComponent(value) !== value) replacements.push({ value: encodeURIComponent(value), dummy: encodeURIComponent(dummy) });
    }
  }
  replacements.push(...basicPairs(settings, env));
  // Longest first: a secret that holds another is replaced whole.
  const active = replacements.filter((r) => r.value.length >= MIN_SECRET_LENGTH).sort((a, b) => b.value.length - a.value.length);
  let replaced = 0;
  const dummies: SecretDummies = {
    get replaced() {
      return replaced;
    },
    hide(text: string): string {
      let out = text;
      for (const { value, dummy } of active) {
        if (!out.includes(value)) continue;
        replaced++;
        out = out.split(value).join(dummy);
      }
      return out;
    },
    inValue: <T>(value: T): T => hideInValue(value, dummies) as T,
  };
  return dummies;
}
