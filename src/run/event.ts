/**
 * The trigger of a real run: its kind (`--trigger`, else the one a test case would
 * get) and its event (`--event FILE`, a JSON file; none gives null). For a webhook the
 * event is `{ "body": …, "headers": {…} }`, as in a test case's `given.event`.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { UsageError } from '../shared/command-line.js';
import { MAX_JSON_DEPTH, jsonNestingDepth } from '../shared/json-strict.js';
import type { TriggerKind, WorkflowPlan } from '../engine/plan.js';
import { defaultTrigger } from '../testing/run-case.js';

export function chooseTrigger(plan: WorkflowPlan, asked: TriggerKind | undefined): TriggerKind {
  const declared = Object.keys(plan.triggers) as TriggerKind[];
  const kind = asked ?? defaultTrigger(plan);
  if (!declared.includes(kind)) {
    throw new UsageError(`workflow ${plan.name} has no ${kind} trigger; its triggers are ${declared.join(', ') || 'none'} (choose one with --trigger)`);
  }
  return kind;
}

export function readEvent(file: string | undefined, cwd: string): unknown {
  if (file === undefined) return null;
  let text: string;
  try {
    text = readFileSync(resolve(cwd, file), 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read the event file ${file}: ${(error as NodeJS.ErrnoException).code ?? 'unreadable'}`);
  }
  // A webhook's body sits one level inside the event; deeper data would break later walks over it.
  if (jsonNestingDepth(text) > MAX_JSON_DEPTH + 1) throw new UsageError(`the event file ${file} nests data deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    // The parser's message quotes the content, which may be data: not shown.
    throw new UsageError(`the event file ${file} is not valid JSON`);
  }
}
