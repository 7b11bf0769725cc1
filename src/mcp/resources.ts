/**
 * The published JSON Schemas as MCP resources: `service://schemas/<name>.json` is the text
 * of `schemas/<name>.json` byte for byte (test-cases.md §1 item 4), so an assistant reads
 * exactly what the harness validates against.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Resource } from '@modelcontextprotocol/sdk/types.js';
import { schemaId, type SchemaName } from '../definitions/schemas.js';

interface SchemaResource {
  name: SchemaName;
  description: string;
}

/** Listed in this order; test-case first, since writing tests is what assistants do most. */
export const SCHEMA_RESOURCES: readonly SchemaResource[] = [
  { name: 'test-case', description: 'JSON Schema of one test case (an item of tests.json).' },
  { name: 'test-list', description: 'JSON Schema of a whole test list: tests.json, a JSON array of cases.' },
  { name: 'workflow', description: 'JSON Schema of a workflow definition (workflow.yaml).' },
  { name: 'action', description: 'JSON Schema of a library-action definition (action.yaml).' },
  { name: 'connections', description: 'JSON Schema of the connection settings (connections.yaml).' },
  { name: 'flowgate', description: 'JSON Schema of the project settings (flowgate.yaml).' },
];

export const SCHEMA_MIME_TYPE = 'application/schema+json';

let packageFolder: string | undefined;

/**
 * The package's folder: the nearest ancestor of this module holding package.json beside
 * schemas/ (src/ under vitest, lib/ once built), found the same way the schema loader does.
 */
export function findPackageFolder(): string {
  if (packageFolder) return packageFolder;
  const starts = [path.dirname(fileURLToPath(import.meta.url))];
  if (process.argv[1]) starts.push(path.dirname(path.resolve(process.argv[1])));
  for (const start of starts) {
    for (let dir = start; ; dir = path.dirname(dir)) {
      if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'schemas', 'test-case.json'))) {
        packageFolder = dir;
        return dir;
      }
      if (path.dirname(dir) === dir) break;
    }
  }
  throw new Error('flowgate cannot find its schemas/ folder next to package.json');
}

const texts = new Map<SchemaName, string>();

function schemaText(name: SchemaName): string {
  let text = texts.get(name);
  if (text === undefined) {
    text = readFileSync(path.join(findPackageFolder(), 'schemas', `${name}.json`), 'utf8');
    texts.set(name, text);
  }
  return text;
}

export function resourceList(): Resource[] {
  return SCHEMA_RESOURCES.map(({ name, description }) => ({
    uri: schemaId(name),
    name: `${name}.json`,
    title: `${name}.json`,
    description,
    mimeType: SCHEMA_MIME_TYPE,
  }));
}

/** The resource's text, or undefined for an address flowgate does not publish. */
export function readResource(uri: string): { uri: string; mimeType: string; text: string } | undefined {
  const found = SCHEMA_RESOURCES.find(({ name }) => schemaId(name) === uri);
  return found ? { uri, mimeType: SCHEMA_MIME_TYPE, text: schemaText(found.name) } : undefined;
}
