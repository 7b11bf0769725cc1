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

/**
 * What a step of the action does in a dry run (`flowgate run --dry-run`), where the world
 * keeps every write inside the run (files, state, snapshots, email):
 * - `as_real`: it runs as in a real run, and its outputs are what a real run would give;
 * - `placeholder`: it sends nothing and gives placeholder outputs (ai.generate asks no
 *   model, AI-16), so a case recorded from the dry run stubs the step with them (CLI-30).
 */
export type DryRunOutputs = 'as_real' | 'placeholder';

/**
 * What the rest of flowgate needs to know about an action, said by the action's own
 * module: the minimum rule, the definitions and the recorder read these, never lists of
 * action names.
 */
export interface ActionFacts {
  /**
   * It sends HTTP requests (in tests answered by `given.http` or `given.models` mocks), so
   * a version with a step using it needs an upstream-failure case (MIN-04).
   */
  readonly callsOut: boolean;
  /** It runs JavaScript in the script sandbox: reading a version that uses it starts the sandbox early. */
  readonly runsScripts: boolean;
  /**
   * Input fields that name a stored template (`templates/<name>.html`): a literal name must
   * exist at save time (LAYOUT-07), and the template's text is part of the version id.
   */
  readonly templateFields: readonly string[];
  readonly dryRunOutputs: DryRunOutputs;
  /**
   * The slot that binds the AI connection the action asks (the slot whose kind is `ai`);
   * model mocks answer the connection bound there (MODEL-17, MODEL-18). Not written by
   * hand: `defineAction` reads it off `slots`.
   */
  readonly modelSlot: string | undefined;
}

/**
 * A built-in action as the engine sees it. Made only by `defineAction`, which types
 * `run`'s input from `inputSchema`; here the input is what the engine hands over.
 */
export interface ActionModule extends ActionFacts {
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
  /**
   * Runs the action on an input already checked against `inputSchema` by the engine
   * (`validateInput`), which fills the schema's `default`s in.
   */
  run(input: unknown, ctx: ActionContext): Promise<Record<string, unknown>>;
}

/** What a built-in action module writes; facts left out take the defaults of `defineAction`. */
export interface ActionSpec<Schema extends object> {
  readonly name: string;
  /** JSON Schema of `with:`, kept literal (see `InputOf`) so that `run`'s input type comes from it. */
  readonly inputSchema: Schema;
  readonly outputSchema: Record<string, unknown>;
  readonly slots?: Readonly<Record<string, SlotSpec>>;
  readonly rawFields?: readonly string[];
  readonly scriptFields?: Readonly<Record<string, ScriptMode>>;
  /** Default false. */
  readonly callsOut?: boolean;
  /** Default false. */
  readonly runsScripts?: boolean;
  /** Default none. */
  readonly templateFields?: readonly (keyof PropertiesOf<Schema> & string)[];
  /** Default `as_real`. */
  readonly dryRunOutputs?: DryRunOutputs;
  saveCheck?(input: Record<string, unknown>, isDynamic: (path: string) => boolean): SaveIssue[];
  run(input: InputOf<Schema>, ctx: ActionContext): Promise<Record<string, unknown>>;
}

const defined = new WeakSet<ActionModule>();

/**
 * A built-in action, defined in one place: schemas, slots, the facts other parts of
 * flowgate read, and `run`, whose input is typed from `inputSchema` with every property
 * that has a schema `default` present (the engine's input check fills defaults in).
 */
export function defineAction<const Schema extends object>(spec: ActionSpec<Schema>): ActionModule {
  const aiSlots = Object.entries(spec.slots ?? {}).filter(([, slot]) => slot.kinds.includes('ai'));
  if (aiSlots.length > 1) throw new Error(`${spec.name}: at most one slot takes an AI connection`);
  const module: ActionModule = {
    ...spec,
    inputSchema: spec.inputSchema as Record<string, unknown>,
    callsOut: spec.callsOut ?? false,
    runsScripts: spec.runsScripts ?? false,
    templateFields: spec.templateFields ?? [],
    dryRunOutputs: spec.dryRunOutputs ?? 'as_real',
    modelSlot: aiSlots[0]?.[0],
    // The engine checked the input against `inputSchema` before handing it over.
    run: spec.run as ActionModule['run'],
  };
  defined.add(module);
  return module;
}

/** Whether `module` was made by `defineAction`. */
export function isDefinedAction(module: ActionModule): boolean {
  return defined.has(module);
}

/*
 * The input type of a JSON Schema written literally. It reads the keywords built-in
 * action schemas use for shape (type, enum, const, properties, required, default,
 * additionalProperties, items, anyOf) and ignores the rest (lengths, patterns, limits).
 * A property is required when `required` lists it or it has a `default`. Where a schema
 * has both `type` and `anyOf`, the type wins: an object's `anyOf` only lists alternative
 * required fields there. A part that is not literal (a `type` of type string) is unknown.
 */
export type InputOf<Schema> = Mutable<ValueOf<Schema>>;

type PropertiesOf<Schema> = Schema extends { readonly properties: infer Properties } ? Properties : {};

type ValueOf<Schema> = Schema extends { readonly const: infer Value }
  ? Value
  : Schema extends { readonly enum: readonly (infer Value)[] }
    ? Value
    : Schema extends { readonly type: infer Type }
      ? Type extends readonly (infer Each)[]
        ? OfType<Each, Schema>
        : OfType<Type, Schema>
      : Schema extends { readonly anyOf: readonly (infer Branch)[] }
        ? ValueOf<Branch>
        : unknown;

type OfType<Type, Schema> = string extends Type
  ? unknown
  : Type extends 'string'
    ? string
    : Type extends 'integer' | 'number'
      ? number
      : Type extends 'boolean'
        ? boolean
        : Type extends 'null'
          ? null
          : Type extends 'array'
            ? Schema extends { readonly items: infer Items }
              ? ValueOf<Items>[]
              : unknown[]
            : Type extends 'object'
              ? ObjectOf<Schema>
              : never;

type ObjectOf<Schema> = (Schema extends { readonly properties: infer Properties } ? PropertiesObject<Properties, RequiredOf<Schema, Properties>> : {}) &
  (Schema extends { readonly additionalProperties: false }
    ? {}
    : Schema extends { readonly additionalProperties: infer Extra }
      ? Record<string, ValueOf<Extra>>
      : Record<string, unknown>);

/** Listed in `required`, or filled in from a `default`. */
type RequiredOf<Schema, Properties> =
  | (Schema extends { readonly required: readonly (infer Name)[] } ? Name : never)
  | { [Name in keyof Properties]: Properties[Name] extends { readonly default: unknown } ? Name : never }[keyof Properties];

type PropertiesObject<Properties, Required> = { [Name in keyof Properties & Required]: ValueOf<Properties[Name]> } & {
  [Name in Exclude<keyof Properties, Required>]?: ValueOf<Properties[Name]>;
};

/** Plain mutable objects and arrays, as the input check hands them over. */
type Mutable<Value> = Value extends readonly (infer Item)[]
  ? Mutable<Item>[]
  : Value extends object
    ? { -readonly [Key in keyof Value]: Mutable<Value[Key]> }
    : Value;
