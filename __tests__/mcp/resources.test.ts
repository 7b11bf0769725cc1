import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { serverPerTest } from './connect.js';
import { sampleRepo } from './fixtures.js';

const schemas = join(import.meta.dirname, '..', '..', 'schemas');

const server = serverPerTest();

describe('schema resources', () => {
  it('CLI-23 lists the case schema and the workflow, action and connections schemas under service://schemas/', async () => {
    const open = await server(sampleRepo());
    const { resources } = await open.client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris[0]).toBe('service://schemas/test-case.json');
    expect(uris).toEqual(expect.arrayContaining(['service://schemas/workflow.json', 'service://schemas/action.json', 'service://schemas/connections.json']));
    for (const resource of resources) expect(resource).toMatchObject({ mimeType: 'application/schema+json', description: expect.any(String) });
  });

  it('CLI-23 CLI-13 service://schemas/test-case.json is schemas/test-case.json byte for byte', async () => {
    const open = await server(sampleRepo());
    const { contents } = await open.client.readResource({ uri: 'service://schemas/test-case.json' });
    expect(contents).toHaveLength(1);
    expect(contents[0]).toMatchObject({ uri: 'service://schemas/test-case.json', mimeType: 'application/schema+json' });
    expect((contents[0] as { text: string }).text).toBe(readFileSync(join(schemas, 'test-case.json'), 'utf8'));
  });

  it('CLI-23 every listed schema reads as its file, and its $id is its address', async () => {
    const open = await server(sampleRepo());
    for (const { uri, name } of (await open.client.listResources()).resources) {
      const text = ((await open.client.readResource({ uri })).contents[0] as { text: string }).text;
      expect(text).toBe(readFileSync(join(schemas, name), 'utf8'));
      expect(JSON.parse(text).$id).toBe(uri);
    }
  });

  it('CLI-23 an unknown address is an error naming the resources, and the server goes on', async () => {
    const open = await server(sampleRepo());
    const error = await open.client.readResource({ uri: 'service://schemas/../../etc/passwd' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(-32002);
    expect((error as McpError).message).toMatch(/no resource .*the resources are: service:\/\/schemas\/test-case\.json/);
    expect((await open.client.listResourceTemplates()).resourceTemplates).toEqual([]);
    expect((await open.client.listResources()).resources.length).toBeGreaterThanOrEqual(4);
  });
});
