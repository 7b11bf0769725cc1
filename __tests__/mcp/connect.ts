/** An MCP client connected in memory to flowgate's server for one root. */
import { realpathSync } from 'node:fs';
import { afterEach } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createFlowgateServer } from '../../src/mcp/server.js';

export interface Connected {
  client: Client;
  /** Calls a tool and returns its result whatever isError says. */
  call(name: string, args?: Record<string, unknown>): Promise<CallToolResult>;
  /** Calls a tool that must succeed and returns its structured answer. */
  ok<T = any>(name: string, args?: Record<string, unknown>): Promise<T>;
  /** Calls a tool that must fail and returns its error message. */
  fails(name: string, args?: unknown): Promise<string>;
  close(): Promise<void>;
}

export async function connect(root: string): Promise<Connected> {
  const server = createFlowgateServer(realpathSync(root));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: 'flowgate-test', version: '1.0.0' });
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  const call = async (name: string, args: unknown = {}) =>
    (await client.callTool({ name, arguments: args as Record<string, unknown> })) as CallToolResult;
  const text = (result: CallToolResult) => result.content.map((c) => (c.type === 'text' ? c.text : '')).join('');
  return {
    client,
    call,
    async ok(name, args) {
      const result = await call(name, args);
      if (result.isError) throw new Error(`${name} answered a tool error: ${text(result)}`);
      // The text content is the same answer as JSON, for clients that read only text.
      if (JSON.stringify(JSON.parse(text(result))) !== JSON.stringify(result.structuredContent)) throw new Error(`${name}: text and structured answers differ`);
      return result.structuredContent as any;
    },
    async fails(name, args) {
      const result = await call(name, args);
      if (!result.isError) throw new Error(`${name} succeeded, expected a tool error: ${text(result).slice(0, 500)}`);
      return text(result);
    },
    async close() {
      await client.close();
      await server.close();
    },
  };
}

/**
 * For a test file: `server(root)` connects, and after each test the connection opened
 * last is closed (a test that opens a second one closes the first itself).
 */
export function serverPerTest(): (root: string) => Promise<Connected> {
  let open: Connected | undefined;
  afterEach(async () => {
    await open?.close();
    open = undefined;
  });
  return async (root) => {
    open = await connect(root);
    return open;
  };
}
