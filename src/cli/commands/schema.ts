/** `flowgate schema [--workflow|--action|--connections|--flowgate|--test-list]`: prints one of flowgate's JSON Schemas. */
import { loadSchemaFile, type SchemaName } from '../../definitions/schemas.js';
import { UsageError, parseArgs, type CommandIo } from '../../shared/command-line.js';

/** Each flag and the schema it prints; without one, a test case's (the published case schema). */
const SCHEMA_FLAGS: Readonly<Record<string, SchemaName>> = {
  workflow: 'workflow',
  action: 'action',
  connections: 'connections',
  flowgate: 'flowgate',
  'test-list': 'test-list',
  'test-case': 'test-case',
};

export function schemaCommand(argv: readonly string[], io: CommandIo): number {
  const { positionals, flags } = parseArgs(argv, Object.fromEntries(Object.keys(SCHEMA_FLAGS).map((flag) => [flag, false])));
  if (positionals.length > 0) throw new UsageError('schema takes no arguments, only one of --workflow, --action, --connections, --flowgate, --test-list');
  const chosen = Object.keys(flags);
  if (chosen.length > 1) throw new UsageError(`schema prints one schema; choose one of --${chosen.join(', --')}`);
  const name = chosen[0] === undefined ? 'test-case' : SCHEMA_FLAGS[chosen[0]]!;
  io.stdout(`${JSON.stringify(loadSchemaFile(name), null, 2)}\n`);
  return 0;
}
