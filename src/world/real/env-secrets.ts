/**
 * Secrets of a real run come from the environment (flowgate.md §6, AUTH-21):
 * `FLOWGATE_SECRET_<NAME>` holds the value of the secret NAME.
 *
 * - The name is looked up as written (`FLOWGATE_SECRET_billing_api_key`), then in the
 *   usual form of environment names: upper case, anything other than A-Z, 0-9 and `_`
 *   as `_` (`FLOWGATE_SECRET_BILLING_API_KEY` for `billing-api-key`).
 * - A value that is a JSON object of texts (`{"username":"u","password":"p"}`) is an
 *   object secret; any other value is text, as written.
 * - Values are never printed: the run log and the result document hide every one.
 */
import type { SecretValue } from '../../engine/world.js';

export const SECRET_PREFIX = 'FLOWGATE_SECRET_';

/** The environment variable names tried for a secret name, in order. */
export function secretVariableNames(name: string): string[] {
  const exact = `${SECRET_PREFIX}${name}`;
  const usual = `${SECRET_PREFIX}${name.toUpperCase().replace(/[^A-Z0-9_]/g, '_')}`;
  return exact === usual ? [exact] : [exact, usual];
}

/** A JSON object whose every field is text, else undefined. */
function objectSecret(text: string): Record<string, string> | undefined {
  if (!text.trimStart().startsWith('{')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined;
  const fields = Object.entries(parsed as Record<string, unknown>);
  if (!fields.every(([, value]) => typeof value === 'string')) return undefined;
  const secret: Record<string, string> = {};
  for (const [field, value] of fields) Object.defineProperty(secret, field, { value, enumerable: true, writable: true, configurable: true });
  return secret;
}

export function parseSecret(text: string): SecretValue {
  return objectSecret(text) ?? text;
}

export class EnvSecrets {
  readonly #env: NodeJS.ProcessEnv;

  constructor(env: NodeJS.ProcessEnv) {
    this.#env = env;
  }

  /** The secret's value, or undefined when no variable holds it. */
  get(name: string): SecretValue | undefined {
    for (const variable of secretVariableNames(name)) {
      const text = this.#env[variable];
      if (text !== undefined) return parseSecret(text);
    }
    return undefined;
  }

  /**
   * Every secret value the environment holds (the fields of object secrets too), for
   * hiding in what is shown and for checks that must not pass secrets on (SYNC-32).
   */
  allValues(): string[] {
    const values: string[] = [];
    for (const [variable, text] of Object.entries(this.#env)) {
      if (!variable.startsWith(SECRET_PREFIX) || text === undefined || text === '') continue;
      values.push(text);
      const secret = objectSecret(text);
      if (secret) values.push(...Object.values(secret).filter((value) => value !== ''));
    }
    return values;
  }
}
