/**
 * `flowgate mcp [ROOT]` (CLI-23): a Model Context Protocol server over stdio, so that an
 * assistant writing workflows and tests can read the schemas, check its work and run
 * the tests without leaving the conversation.
 *
 * Built on the SDK's low-level `Server` rather than `McpServer`: McpServer takes tool
 * inputs as zod schemas and derives JSON Schema from them, while flowgate's tool inputs
 * are plain JSON Schemas (2020-12), listed as written and checked with the same Ajv
 * setup and wording as flowgate's own files.
 */
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  CallToolRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { closeSandbox } from '../sandbox/index.js';
import { findPackageFolder, readResource, resourceList } from './resources.js';
import { callTool, toolList } from './tools/index.js';

/** JSON-RPC code MCP gives to "resource not found". */
const RESOURCE_NOT_FOUND = -32002;

const INSTRUCTIONS = `flowgate tests automation workflows and library actions kept in a git repository: \
each version folder holds workflow.yaml or action.yaml and tests.json, a JSON array of test cases that run \
against HTTP mocks only. Read service://schemas/test-case.json before writing cases. Use list_versions to \
find versions (the path it gives is what the other tools take), validate to check a definition or a draft \
test list (pass its text as tests) before saving, explain_minimum to see which cases a version still needs, \
and run_tests to run the saved cases and read the report. Paths are relative to the repository root.`;

function packageVersion(): string {
  try {
    const manifest = JSON.parse(readFileSync(path.join(findPackageFolder(), 'package.json'), 'utf8')) as { version?: unknown };
    return typeof manifest.version === 'string' ? manifest.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** Requests being answered, so that the end of input lets them finish before the server closes. */
class InFlight {
  private count = 0;
  private waiters: (() => void)[] = [];

  async track<T>(work: () => Promise<T> | T): Promise<T> {
    this.count += 1;
    try {
      return await work();
    } finally {
      this.count -= 1;
      if (this.count === 0) for (const wake of this.waiters.splice(0)) wake();
    }
  }

  idle(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}

/** The server for ROOT (an existing folder), not yet connected. */
export function createFlowgateServer(root: string): Server {
  return buildServer(root).server;
}

function buildServer(root: string): { server: Server; inFlight: InFlight } {
  // Confinement compares real paths: a root reached through a link is the folder it leads to.
  const context = { root: realpathSync(root) };
  const inFlight = new InFlight();
  const server = new Server(
    { name: 'flowgate', title: 'flowgate', version: packageVersion() },
    { capabilities: { tools: {}, resources: {} }, instructions: INSTRUCTIONS },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: toolList() }));
  server.setRequestHandler(CallToolRequestSchema, (request) => inFlight.track(() => callTool(request.params.name, request.params.arguments, context)));
  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: resourceList() }));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, () => ({ resourceTemplates: [] }));
  server.setRequestHandler(ReadResourceRequestSchema, (request) => {
    const content = readResource(request.params.uri);
    if (!content) {
      const known = resourceList().map((r) => r.uri).join(', ');
      throw new McpError(RESOURCE_NOT_FOUND, `no resource ${JSON.stringify(request.params.uri.slice(0, 200))}; the resources are: ${known}`, { uri: request.params.uri });
    }
    return { contents: [content] };
  });
  return { server, inFlight };
}

export interface StdioStreams {
  stdin: Readable;
  stdout: Writable;
  /** Diagnostics; stdout carries only protocol messages. */
  stderr: (text: string) => void;
}

/**
 * Serves ROOT over stdin/stdout until the client closes the connection (end of stdin,
 * or stdout gone) and the requests already read are answered, then stops the script
 * sandbox so the process can exit.
 */
export async function serveStdio(root: string, streams: StdioStreams): Promise<void> {
  const { server, inFlight } = buildServer(root);
  const transport = new StdioServerTransport(streams.stdin, streams.stdout);
  const closed = new Promise<void>((resolve) => {
    server.onclose = resolve;
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // A client may send its last requests and close its end at once: answer them first.
    // The SDK sends an answer a few promise steps after the handler returns; setImmediate runs after those.
    void inFlight
      .idle()
      .then(() => new Promise((resolve) => setImmediate(resolve)))
      .then(() => server.close());
  };
  server.onerror = (error) => streams.stderr(`flowgate mcp: ${error.message}\n`);
  streams.stdin.once('end', stop);
  streams.stdin.once('close', stop);
  // A client that goes away mid-answer breaks the pipe: that ends the session, not the process.
  const onOutputError = () => stop();
  streams.stdout.on('error', onOutputError);

  // Anything printed to stdout that is not a protocol message breaks the client's reading.
  const console_ = globalThis.console;
  const saved = { log: console_.log, info: console_.info, debug: console_.debug };
  console_.log = console_.info = console_.debug = console_.error;
  const onRejection = (reason: unknown) => streams.stderr(`flowgate mcp: unhandled rejection: ${(reason as Error)?.message ?? String(reason)}\n`);
  process.on('unhandledRejection', onRejection);
  try {
    await server.connect(transport);
    await closed;
  } finally {
    process.off('unhandledRejection', onRejection);
    Object.assign(console_, saved);
    streams.stdin.off('end', stop);
    streams.stdin.off('close', stop);
    streams.stdout.off('error', onOutputError);
    await closeSandbox();
  }
}
