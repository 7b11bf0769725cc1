/** The tools of flowgate's MCP server, as a table, and the one place a tool call is answered. */
import type { CallToolResult, Tool } from '@modelcontextprotocol/sdk/types.js';
import { checkArguments } from '../tool-arguments.js';
import { ToolInputError, type ToolContext, type ToolDefinition } from '../tool-types.js';
import { explainMinimum } from './explain-minimum.js';
import { listVersions } from './list-versions.js';
import { runTests } from './run-tests.js';
import { validate } from './validate.js';

export const TOOLS: readonly ToolDefinition[] = [listVersions, validate, runTests, explainMinimum];

/** What `tools/list` answers: each tool's input is a plain JSON Schema. */
export function toolList(): Tool[] {
  return TOOLS.map((tool) => ({
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: tool.inputSchema as Tool['inputSchema'],
    annotations: { title: tool.title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  }));
}

function toolError(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

/**
 * Answers one call. Bad input of any kind — an unknown tool, arguments outside the
 * schema, a version that does not exist, a path out of the root — is a tool error with
 * a message the caller can act on; so is an unexpected failure, which never ends the server.
 */
export async function callTool(name: string, args: unknown, context: ToolContext): Promise<CallToolResult> {
  const tool = TOOLS.find((t) => t.name === name);
  if (!tool) return toolError(`unknown tool ${JSON.stringify(name.slice(0, 100))}; the tools are: ${TOOLS.map((t) => t.name).join(', ')}`);
  try {
    const result = await tool.handler(checkArguments(tool, args), context);
    return { content: [{ type: 'text', text: JSON.stringify(result, null, 2) }], structuredContent: result };
  } catch (error) {
    if (error instanceof ToolInputError) return toolError(error.message);
    return toolError(`${tool.name} failed: ${(error as Error)?.message ?? String(error)}`);
  }
}
