/**
 * The required minimum of cases (test-cases.md §8): which cases a version needs, which
 * case counts for each (by `kind` or by shape), and for each missing one what to add.
 */
import type { LibraryAction, PlannedStep, WorkflowPlan } from '../engine/plan.js';

export type RequiredCase = 'happy' | 'upstream_failure' | 'empty' | 'malformed_payload';

export interface MissingCase {
  kind: RequiredCase | 'tests';
  message: string;
  fix: string;
}

export interface MinimumReport {
  met: boolean;
  needed: RequiredCase[];
  missing: MissingCase[];
}

/** The parts of a case the minimum rule reads. */
export interface CaseShape {
  kind?: string;
  given?: {
    event?: unknown;
    http?: { respond?: { status?: number; delay_ms?: number } }[];
    models?: { error?: { status?: number }; delay_ms?: number }[];
    stub_steps?: Record<string, { outcome?: string }>;
  };
  expect?: {
    outcome?: string;
    recipients?: unknown[];
    payload?: unknown;
    http_calls?: unknown[];
    step_outputs?: { result?: string }[];
  };
}

const SCRIPT_CALLS_OUT = /ctx\s*\.\s*(connection|http)\b/;
const SCRIPT_SKIPS = /ctx\s*\.\s*skip\s*\(/;

const failingStatus = (status: number | undefined) => status !== undefined && (status === 429 || status >= 500);

function checksSomething(expect: NonNullable<CaseShape['expect']>): boolean {
  const nonEmpty = (value: unknown) => value !== undefined && !(Array.isArray(value) && value.length === 0);
  return expect.recipients !== undefined || nonEmpty(expect.payload) || nonEmpty(expect.http_calls) || nonEmpty(expect.step_outputs);
}

/** What makes a case count, per required case (MIN-02, 07..10, 13..16, 18, 19). */
export const COUNTS: Readonly<Record<RequiredCase, (c: CaseShape) => boolean>> = {
  happy: (c) => c.expect?.outcome === 'success' && checksSomething(c.expect),
  upstream_failure: (c) =>
    c.kind === 'upstream_failure' ||
    (c.given?.http ?? []).some((m) => failingStatus(m.respond?.status) || m.respond?.delay_ms !== undefined) ||
    (c.given?.models ?? []).some((m) => failingStatus(m.error?.status) || m.delay_ms !== undefined) ||
    Object.values(c.given?.stub_steps ?? {}).some((stub) => stub.outcome === 'failure'),
  empty: (c) =>
    c.kind === 'empty' ||
    c.expect?.outcome === 'skip' ||
    (c.expect?.step_outputs ?? []).some((check) => check.result === 'skipped') ||
    (Array.isArray(c.expect?.recipients) && c.expect.recipients.length === 0),
  malformed_payload: (c) =>
    c.kind === 'malformed_payload' ||
    (c.given?.event !== undefined && !COUNTS.upstream_failure(c) && (c.expect?.outcome === 'error' || c.expect?.outcome === 'skip')),
};

export interface Subject {
  kind: 'workflow' | 'action';
  /** Where the version lives, for the fix text: `workflows/overdue`. */
  dir: string;
  plan?: WorkflowPlan;
  action?: LibraryAction;
}

/** Why each case is needed, or undefined when it is not (MIN-01, 03..06, 11, 12, 17, 20, 21). */
function reasons(subject: Subject): Partial<Record<RequiredCase, string>> {
  const why: Partial<Record<RequiredCase, string>> = { happy: 'every version needs one' };
  if (subject.kind === 'action') {
    const action = subject.action;
    if (action && (action.slots.length > 0 || SCRIPT_CALLS_OUT.test(action.script))) why.upstream_failure = 'the action talks to another system';
    if (action && SCRIPT_SKIPS.test(action.script)) why.empty = 'the script can call ctx.skip()';
    return why;
  }
  const steps = subject.plan?.steps ?? [];
  const callers = steps.filter(talksToAnotherSystem);
  if (callers.length) why.upstream_failure = `step ${callers.map((s) => s.id).join(', ')} ${callers.length > 1 ? 'talk' : 'talks'} to another system`;
  const skippers = steps.filter((s) => s.condition !== undefined || (s.kind === 'script' && SCRIPT_SKIPS.test(s.script)));
  if (skippers.length) why.empty = `step ${skippers.map((s) => s.id).join(', ')} can be skipped`;
  if (subject.plan && 'webhook' in subject.plan.triggers) why.malformed_payload = 'the workflow has a webhook trigger';
  return why;
}

/** A step that binds a connection, calls another version, uses an action that calls out, or a script that can. */
function talksToAnotherSystem(step: PlannedStep): boolean {
  if (Object.keys(step.connections).length > 0) return true;
  switch (step.kind) {
    case 'action':
      return step.action.callsOut;
    case 'library':
    case 'workflow':
      return true;
    case 'script':
      return SCRIPT_CALLS_OUT.test(step.script);
  }
}

/** How a case makes the first step that talks to another system fail, said for that step. */
function upstreamFix(subject: Subject): string {
  const step = subject.plan?.steps.find(talksToAnotherSystem);
  const expectation = step ? `and that expects {"outcome": "error", "failed_step": "${step.id}"}` : 'and that expects "outcome": "error"';
  const modelSlot = step?.kind === 'action' ? step.action.modelSlot : undefined;
  if (step && modelSlot !== undefined) {
    return `Add a case with "kind": "upstream_failure" whose given.models mock for connection "${step.connections[modelSlot] ?? '...'}" answers {"error": {"status": 503}} ${expectation}.`;
  }
  if (step && (step.kind === 'library' || step.kind === 'workflow')) {
    return `Add a case with "kind": "upstream_failure" with "stub_steps": {"${step.id}": {"outcome": "failure", "error_code": "http_status"}} ${expectation}.`;
  }
  return `Add a case with "kind": "upstream_failure" whose given.http mock answers {"status": 503} ${expectation}.`;
}

function fixFor(kind: RequiredCase, subject: Subject): string {
  switch (kind) {
    case 'happy':
      return 'Add a case with "kind": "happy" that expects "outcome": "success" and checks something concrete: "recipients", "payload", "http_calls" or "step_outputs".';
    case 'upstream_failure':
      return upstreamFix(subject);
    case 'empty':
      return 'Add a case with "kind": "empty" where there is nothing to do, and expect "outcome": "skip", a step_outputs entry with "result": "skipped", or "recipients": [].';
    case 'malformed_payload':
      return 'Add a case with "kind": "malformed_payload", "given": {"trigger": "webhook", "event": {"body": {...a broken payload...}, "headers": {}}}, expecting "outcome": "error", its "failed_step" and "http_calls": [{"url_contains": "/", "count": 0}].';
  }
}

const LABELS: Record<RequiredCase, string> = {
  happy: 'a happy-path case',
  upstream_failure: 'an upstream-failure case',
  empty: 'an empty (nothing to do) case',
  malformed_payload: 'a malformed-payload case',
};

/** MIN-22/MIN-23: what is needed, and for each missing case a plain message and a fix. */
export function evaluateMinimum(subject: Subject, cases: readonly CaseShape[] | undefined): MinimumReport {
  const why = reasons(subject);
  const needed = (Object.keys(LABELS) as RequiredCase[]).filter((kind) => why[kind] !== undefined);
  if (cases === undefined) {
    const file = `${subject.dir === '.' ? '' : `${subject.dir}/`}tests.json`;
    return {
      met: false,
      needed,
      missing: [{ kind: 'tests', message: `This version has no test list: add ${file}.`, fix: `Create ${file} holding a JSON array of cases; it needs ${needed.map((k) => LABELS[k]).join(', ')}.` }],
    };
  }
  const missing = needed
    .filter((kind) => !cases.some(COUNTS[kind]))
    .map((kind) => ({ kind, message: `Missing ${LABELS[kind]}: ${why[kind]}.`, fix: fixFor(kind, subject) }));
  return { met: missing.length === 0, needed, missing };
}
