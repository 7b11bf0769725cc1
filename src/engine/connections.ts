/** Secrets behind a connection (flowgate.md §6): the same lookup in every world. */
import { StepError } from './errors.js';
import type { ResolvedConnection, SecretValue, World } from './world.js';

/** The secret name a connection's reference points at; unnamed references get `<connection>_<reference>`. */
export function secretNameFor(connection: ResolvedConnection, reference: string): string {
  return connection.secrets[reference] ?? `${connection.name}_${reference}`;
}

/** A reference's value: a text secret, or the field of that name in an object secret. */
export function secretValueFor(world: World, connection: ResolvedConnection, reference: string): string {
  const name = secretNameFor(connection, reference);
  const value: SecretValue | undefined = world.secret(name);
  const text = typeof value === 'object' && value !== null ? value[reference] : value;
  if (typeof text !== 'string') {
    const source = world.secretSource?.(name);
    const how = source === undefined ? '' : value === undefined ? ` (secret ${name}): set ${source}` : ` (secret ${name}): ${source} holds an object without a ${JSON.stringify(reference)} field`;
    throw new StepError('invalid_input', `Connection ${connection.name} has no value for its ${reference} secret${how}.`);
  }
  return text;
}
