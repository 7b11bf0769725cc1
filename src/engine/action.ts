/**
 * The contract of a built-in action module: its input and output schemas sit beside
 * its code, so save-time and run-time checks read the same table (ACT-01..ACT-05).
 */
import type { ScriptMode, ScriptRunner } from './scripts.js';
import type { Artifact, ConnectionKind, ResolvedConnection, World } from './world.js';

export interface SlotSpec {
  kinds: ConnectionKind[];
  required: boolean;
}

/** A save-time finding about a step's literal inputs; `path` is relative to `with`. */
export interface SaveIssue {
  path: string;
  code: string;
  message: string;
}

export interface ActionContext {
  readonly world: World;
  readonly stepId: string;
  /** Connections the step binds, by slot. */
  readonly connections: Readonly<Record<string, ResolvedConnection>>;
  /** True while the step runs as one round of `for_each`. */
  readonly inForEach: boolean;
  /** Stored templates by name (`templates/<name>.html`). */
  template(name: string): string | undefined;
  /**
   * Resolves an input that names an artifact: the artifact object of
   * `${{ artifacts.x }}` or its file name. Fails with `invalid_input` naming `field`.
   */
  artifact(ref: unknown, field: string): Artifact;
  /** Stores a file this step made (ACT-07). */
  addArtifact(name: string, data: Uint8Array, contentType: string): Artifact;
  /** Runs JavaScript in the sandbox the run was given (platform/transform). */
  readonly scripts: ScriptRunner;
}

export interface ActionModule {
  /** Name without prefix and version: `csv.build`. */
  readonly name: string;
  /** JSON Schema of `with:`; `additionalProperties: false` everywhere. */
  readonly inputSchema: Record<string, unknown>;
  /** JSON Schema of the outputs. */
  readonly outputSchema: Record<string, unknown>;
  readonly slots?: Readonly<Record<string, SlotSpec>>;
  /** Input fields whose text is taken as written, never read as `${{ }}` expressions. */
  readonly rawFields?: readonly string[];
  /** Input fields that hold JavaScript, checked at save time as scripts of that mode. */
  readonly scriptFields?: Readonly<Record<string, ScriptMode>>;
  /**
   * Rules beyond the schema, on the literal parts of the input at save time.
   * `isDynamic(path)` tells whether a field (dotted path under `with`) holds an expression.
   */
  saveCheck?(input: Record<string, unknown>, isDynamic: (path: string) => boolean): SaveIssue[];
  /** Runs the action on an input already checked against `inputSchema`, defaults applied. */
  run(input: any, ctx: ActionContext): Promise<Record<string, unknown>>;
}
