/** `flowgate schema`: prints the test-case JSON Schema. */
import { loadSchemaFile } from '../../definitions/schemas.js';
import type { CommandIo } from '../../shared/command-line.js';

export function schemaCommand(_argv: readonly string[], io: CommandIo): number {
  io.stdout(`${JSON.stringify(loadSchemaFile('test-case'), null, 2)}\n`);
  return 0;
}
