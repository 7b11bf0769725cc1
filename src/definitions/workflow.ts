/**
 * Save-time checks of a `workflow.yaml` (flowgate.md §2, §3): schema, step ids, actions,
 * connection slots, expressions, action inputs and scripts. A workflow that passes
 * becomes a plan the engine runs.
 */
import { builtInAction, builtInActionNames } from '../actions/registry.js';
import type { ActionModule } from '../engine/action.js';
import type { LibraryAction, PlannedStep, RetryPolicy, StepLines, TriggerKind, WorkflowPlan } from '../engine/plan.js';
import {
  compileCondition,
  compileValue,
  ExpressionSyntaxError,
  references,
  ValueCompileError,
  type CompiledValue,
} from '../expressions/index.js';
import { checkScript } from './scripts/check-script.js';
import { closestName, didYouMean } from '../shared/did-you-mean.js';
import type { Problem } from './problems.js';
import { probeInput } from './input-probe.js';
import { fieldSegments, ProblemList, type Segments } from './save-issues.js';
import { schemaValidator } from './schemas.js';
import type { SourceFile } from './source.js';

interface RawStep {
  id: string;
  name?: string;
  uses?: string;
  script?: string;
  connections?: Record<string, string>;
  with?: Record<string, unknown>;
  if?: string | boolean;
  for_each?: unknown;
  retry?: { max_attempts?: number; delay_seconds?: number; backoff?: 'fixed' | 'exponential' };
  timeout_minutes?: number;
  continue_on_error?: boolean;
}

interface RawWorkflow {
  name: string;
  on: Partial<Record<TriggerKind, unknown>>;
  timeout_minutes?: number;
  concurrency?: { key?: string };
  steps: RawStep[];
}

export interface WorkflowEnvironment {
  /** A library action of this repository by name and version. */
  library(name: string, version: number): LibraryAction | undefined;
  /** Save-time problems of a stored template, or undefined when there is no such template. */
  templateProblems?(name: string): Problem[] | undefined;
}

export interface CompiledWorkflow {
  plan?: WorkflowPlan;
  problems: Problem[];
  /** Library actions the workflow calls, for its version id. */
  libraries: LibraryAction[];
  /** Stored templates the workflow names, for its version id. */
  templates: string[];
}

/** Scripts read secrets as `ctx.secrets.NAME` or `ctx.secrets['NAME']`. */
const SCRIPT_SECRET = /secrets\s*(?:\.\s*([A-Za-z_$][\w$]*)|\[\s*(['"])([^'"]+)\2\s*\])/g;

export function scriptSecretNames(code: string): string[] {
  return [...code.matchAll(SCRIPT_SECRET)].map((m) => m[1] ?? m[3]!);
}

function retryPolicy(raw: RawStep['retry']): RetryPolicy {
  return { maxAttempts: raw?.max_attempts ?? 1, delaySeconds: raw?.delay_seconds ?? 1, backoff: raw?.backoff ?? 'fixed' };
}

class WorkflowCompiler {
  private readonly problems: ProblemList;
  private readonly secretNames = new Set<string>();
  private readonly libraries = new Map<string, LibraryAction>();
  private readonly templates = new Set<string>();
  private readonly seenIds = new Map<string, number>();

  constructor(private readonly source: SourceFile, private readonly env: WorkflowEnvironment) {
    this.problems = new ProblemList(source);
  }

  /** REPORT-18: the lines of the step and of the fields that branch, for coverage reports. */
  private stepLines(raw: RawStep, index: number): StepLines {
    const lines: StepLines = {};
    const step = this.source.position(['steps', index])?.line;
    if (step !== undefined) lines.step = step;
    for (const field of ['if', 'for_each', 'retry', 'continue_on_error'] as const) {
      if (raw[field] === undefined) continue;
      const line = this.source.position(['steps', index, field])?.line;
      if (line !== undefined) lines[field] = line;
    }
    return lines;
  }

  compile(raw: RawWorkflow): CompiledWorkflow {
    const steps = raw.steps.map((step, index) => this.step(step, index)).filter((s): s is PlannedStep => s !== undefined);
    const concurrencyKey = raw.concurrency?.key === undefined ? undefined : this.value(raw.concurrency.key, ['concurrency', 'key']);
    const result: CompiledWorkflow = { problems: this.problems.items, libraries: [...this.libraries.values()], templates: [...this.templates] };
    if (this.problems.items.length === 0) {
      result.plan = {
        name: raw.name,
        triggers: raw.on,
        ...(raw.timeout_minutes !== undefined ? { timeoutMinutes: raw.timeout_minutes } : {}),
        ...(concurrencyKey !== undefined ? { concurrencyKey } : {}),
        steps,
        secretNames: this.secretNames,
      };
    }
    return result;
  }

  /** Compiles a value with expressions, reporting syntax errors at their place. */
  private value(value: unknown, at: Segments, skip?: readonly string[]): CompiledValue | undefined {
    try {
      const compiled = compileValue(value, skip ? { skip } : undefined);
      this.noteReferences(compiled, at);
      return compiled;
    } catch (error) {
      if (error instanceof ValueCompileError) {
        this.problems.add([...at, ...error.path], `bad expression: ${error.message}`, 'expression_error');
        return undefined;
      }
      throw error;
    }
  }

  private noteReferences(compiled: CompiledValue, at: Segments): void {
    const found = references(compiled);
    for (const name of found.secrets) this.secretNames.add(name);
    // A step reads the steps before it; the concurrency key is read before any step runs.
    const stepIndex = at[0] === 'steps' && typeof at[1] === 'number' ? at[1] : at[0] === 'concurrency' ? -1 : Infinity;
    for (const id of found.steps) {
      const index = this.seenIds.get(id);
      if (index === undefined || index >= stepIndex) {
        this.problems.add(at, `reads steps.${id}, which is not an earlier step`, 'expression_error');
      }
    }
  }

  private step(raw: RawStep, index: number): PlannedStep | undefined {
    const at: Segments = ['steps', index];
    const before = this.problems.items.length;
    const first = this.seenIds.get(raw.id);
    if (first !== undefined) this.problems.add([...at, 'id'], `duplicate step id '${raw.id}' (steps[${first}] has it already)`);

    const base = {
      id: raw.id,
      ...(raw.name !== undefined ? { name: raw.name } : {}),
      index,
      connections: raw.connections ?? {},
      retry: retryPolicy(raw.retry),
      ...(raw.timeout_minutes !== undefined ? { timeoutMinutes: raw.timeout_minutes } : {}),
      continueOnError: raw.continue_on_error ?? false,
      lines: this.stepLines(raw, index),
    } as const;
    const condition = this.condition(raw.if, [...at, 'if']);
    const forEach = raw.for_each === undefined ? undefined : this.value(raw.for_each, [...at, 'for_each']);
    const extras = { ...(condition ? { condition } : {}), ...(forEach ? { forEach } : {}) };

    let planned: PlannedStep | undefined;
    if (raw.script !== undefined) {
      planned = this.scriptStep(raw, at, { ...base, ...extras });
    } else if (raw.uses !== undefined) {
      planned = this.usesStep(raw, raw.uses, at, { ...base, ...extras });
    }
    if (first === undefined) this.seenIds.set(raw.id, index);
    return this.problems.items.length === before ? planned : undefined;
  }

  private condition(raw: string | boolean | undefined, at: Segments) {
    if (raw === undefined) return undefined;
    if (typeof raw === 'boolean') return { evaluate: () => raw };
    try {
      const compiled = compileCondition(raw);
      this.noteReferences(compileValue(raw.includes('${{') ? raw : `\${{ ${raw} }}`), at);
      return compiled;
    } catch (error) {
      if (error instanceof ExpressionSyntaxError || error instanceof ValueCompileError) {
        this.problems.add(at, `bad expression: ${error.message}`, 'expression_error');
        return undefined;
      }
      throw error;
    }
  }

  private scriptStep(raw: RawStep, at: Segments, base: Omit<PlannedStep, 'kind'>): PlannedStep | undefined {
    const code = raw.script!;
    if (raw.with !== undefined) this.problems.add([...at, 'with'], 'a script step takes no with; read values through ctx');
    for (const issue of checkScript(code, 'step')) {
      this.problems.add([...at, 'script'], `line ${issue.line} of the script: ${issue.message}`, issue.code);
    }
    for (const name of scriptSecretNames(code)) this.secretNames.add(name);
    return { ...base, kind: 'script', script: code } as PlannedStep;
  }

  private usesStep(raw: RawStep, uses: string, at: Segments, base: Omit<PlannedStep, 'kind'>): PlannedStep | undefined {
    const withAt = [...at, 'with'];
    const rawWith = raw.with ?? {};
    if (uses.startsWith('platform/')) {
      const action = builtInAction(uses);
      if (!action) {
        const requested = /^platform\/(.*?)(@.*)?$/.exec(uses)?.[1] ?? uses;
        const near = closestName(requested, builtInActionNames());
        const hint = near ? `; ${didYouMean(`platform/${near}@v1`)}` : '; the README lists the built-in actions';
        this.problems.add([...at, 'uses'], `unknown action ${uses}${hint}`);
        return undefined;
      }
      this.checkSlots(raw, at, uses, Object.keys(action.slots ?? {}), Object.entries(action.slots ?? {}).filter(([, s]) => s.required).map(([n]) => n));
      this.checkInputs(action.inputSchema, rawWith, withAt, action);
      for (const field of action.templateFields) {
        const name = rawWith[field];
        if (typeof name === 'string' && !name.includes('${{')) this.useTemplate(name, [...withAt, field]);
      }
      const input = this.value(rawWith, withAt, action.rawFields);
      return input ? ({ ...base, kind: 'action', uses, action, input } as PlannedStep) : undefined;
    }
    if (uses.startsWith('library/')) {
      const [name, version] = uses.slice('library/'.length).split('@') as [string, string];
      const library = this.env.library(name, Number(version));
      if (!library) {
        this.problems.add([...at, 'uses'], `no library action ${name} version ${version} in this repository (actions/<name>/action.yaml)`);
        return undefined;
      }
      this.libraries.set(`${name}@${version}`, library);
      this.checkSlots(raw, at, uses, library.slots, []);
      this.checkInputs(library.inputSchema, rawWith, withAt);
      const input = this.value(rawWith, withAt);
      return input ? ({ ...base, kind: 'library', uses, library, input } as PlannedStep) : undefined;
    }
    const input = this.value(rawWith, withAt);
    return input ? ({ ...base, kind: 'workflow', uses, workflow: uses.slice('workflow/'.length), input } as PlannedStep) : undefined;
  }

  /** LAYOUT-07: a named template must exist and pass its own save-time checks. */
  private useTemplate(name: string, at: Segments): void {
    this.templates.add(name);
    if (!this.env.templateProblems) return;
    const problems = this.env.templateProblems(name);
    if (problems === undefined) this.problems.add(at, `template ${name} does not exist (templates/${name}.html)`, 'template_not_found');
    else this.problems.items.push(...problems);
  }

  private checkSlots(raw: RawStep, at: Segments, uses: string, known: readonly string[], required: readonly string[]): void {
    for (const slot of Object.keys(raw.connections ?? {})) {
      if (!known.includes(slot)) {
        const takes = known.length ? `takes ${known.join(', ')}` : 'takes no connection';
        this.problems.add([...at, 'connections', slot], `unknown connection slot '${slot}'; ${uses} ${takes}`);
      }
    }
    for (const slot of required) {
      if (!(slot in (raw.connections ?? {}))) this.problems.add([...at, 'connections'], `${uses} needs a connection bound to its '${slot}' slot`);
    }
  }

  private checkInputs(schema: Record<string, unknown>, rawWith: Record<string, unknown>, withAt: Segments, action?: ActionModule): void {
    const probe = probeInput(schema, rawWith, action?.rawFields ?? [], action?.name);
    this.problems.addSchemaErrors(probe.errors, withAt);
    for (const issue of action?.saveCheck?.(rawWith, probe.isDynamic) ?? []) {
      this.problems.add([...withAt, ...fieldSegments(issue.path)], issue.message, issue.code);
    }
    for (const [field, mode] of Object.entries(action?.scriptFields ?? {})) {
      const code = rawWith[field];
      if (typeof code !== 'string') continue;
      for (const issue of checkScript(code, mode)) this.problems.add([...withAt, field], `line ${issue.line} of the script: ${issue.message}`, issue.code);
    }
  }
}

export function compileWorkflow(source: SourceFile, env: WorkflowEnvironment): CompiledWorkflow {
  const validate = schemaValidator('workflow');
  if (!validate(source.value)) {
    const problems = new ProblemList(source);
    problems.addSchemaErrors(validate.errors);
    return { problems: problems.items, libraries: [], templates: [] };
  }
  return new WorkflowCompiler(source, env).compile(source.value as RawWorkflow);
}
