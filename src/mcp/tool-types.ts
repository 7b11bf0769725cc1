import { brandError, FlowgateError } from '../shared/errors.js';

/** The shape every MCP tool of flowgate shares, and the error that becomes a tool error. */

/** A JSON Schema (2020-12) object, as MCP clients read it from `tools/list`. */
export type JsonSchema = Readonly<Record<string, unknown>>;

export interface ToolContext {
  /** The real path of ROOT (symbolic links resolved). */
  root: string;
}

export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  /** Arguments are checked against this before the handler sees them. */
  inputSchema: JsonSchema & { type: 'object' };
  /** Gets arguments that passed inputSchema; returns the structured result. */
  handler(args: Record<string, unknown>, context: ToolContext): Promise<Record<string, unknown>> | Record<string, unknown>;
}

/**
 * Bad input from the caller (wrong type, unknown version, a path that leads outside
 * the root): answered as a tool error with this message, never a failure of the server.
 */
export class ToolInputError extends FlowgateError {
  static {
    brandError(this, 'ToolInputError');
  }

  override readonly name = 'ToolInputError';
  override readonly code = 'FLOWGATE_TOOL_INPUT';
}
