/**
 * What one case's run did that workflow coverage needs (REPORT-18), collected from the
 * engine's events whatever `--trace` says: cheaper than a trace, and never in the JSON
 * report. Also the case's test data that nothing used, as warnings on the case.
 */
import type { RunEvent, SkipCause } from '../../engine/events.js';
import type { WorkflowPlan } from '../../engine/plan.js';
import type { MockLines } from '../../definitions/test-list/intake.js';
import type { CaseWorld } from '../case-world.js';
import type { Given } from '../given.js';
import type { Exchange } from '../http-mocks.js';

/** What a step did in one case. */
export interface StepFacts {
  result: 'success' | 'failure' | 'skipped';
  skipped?: SkipCause;
  /** Its `if:` value, when it has one and the step got that far. */
  condition?: boolean;
  /** How many items its `for_each` gave, when it got that far. */
  forEachItems?: number;
  /** It started and got past its `if:` (stubbed or not, whatever came of it). */
  reached: boolean;
  retried: boolean;
  /** It made an HTTP request (model calls included). */
  calledOut: boolean;
  /** One of its requests was answered with an error status, or timed out or failed on the network. */
  upstreamFailure: boolean;
  stubbed: boolean;
}

export interface CaseCoverageFacts {
  /** By step id, in the order decided. */
  steps: Map<string, StepFacts>;
}

/** A test-data entry of a case that no request or step used (never changes a status). */
export interface CaseWarning {
  /** Inside the case: `given.http[2]`, `given.stub_steps.notify`, `given.lookups.rates`. */
  path: string;
  message: string;
  /** Line in tests.json, when known. */
  line?: number;
}

/** Failures of an answer that come from the other system, not from the test's setup. */
const UPSTREAM_FAILURES: ReadonlySet<string> = new Set(['timeout', 'network_error']);

function isUpstreamFailure(exchange: Exchange): boolean {
  return (exchange.status !== undefined && exchange.status >= 400) || (exchange.failure !== undefined && UPSTREAM_FAILURES.has(exchange.failure));
}

interface Draft {
  started: boolean;
  condition?: boolean;
  forEachItems?: number;
  retried: boolean;
  /** The dispatcher's exchange count when the step started: later ones are its own. */
  firstExchange: number;
}

export class CoverageCollector {
  readonly #world: CaseWorld;
  readonly #stubbed: ReadonlySet<string>;
  readonly #drafts = new Map<string, Draft>();
  readonly #steps = new Map<string, StepFacts>();
  readonly #attempted = new Set<string>();
  readonly #usedMocks = { 'given.http': new Set<number>(), 'given.models': new Set<number>() };

  constructor(world: CaseWorld, stubbed: ReadonlySet<string>) {
    this.#world = world;
    this.#stubbed = stubbed;
  }

  /** The engine's observer (RunOptions.observe). */
  readonly observe = (event: RunEvent): void => {
    const draft = this.#draftOf(event.step);
    switch (event.kind) {
      case 'step_started':
        draft.started = true;
        draft.firstExchange = this.#world.dispatcher.exchanges.length;
        break;
      case 'condition':
        draft.condition = event.value;
        break;
      case 'for_each':
        draft.forEachItems = event.items;
        break;
      case 'attempt_started':
        this.#attempted.add(event.step);
        break;
      case 'attempt_failed':
        if (event.retried) draft.retried = true;
        break;
      case 'step_finished': {
        const reached = draft.started && draft.condition !== false;
        const exchanges = reached ? this.#world.dispatcher.exchanges.slice(draft.firstExchange) : [];
        this.#steps.set(event.step, {
          result: event.record.result,
          ...(event.skipped ? { skipped: event.skipped } : {}),
          ...(draft.condition !== undefined ? { condition: draft.condition } : {}),
          ...(draft.forEachItems !== undefined ? { forEachItems: draft.forEachItems } : {}),
          reached,
          retried: draft.retried,
          calledOut: exchanges.length > 0,
          upstreamFailure: exchanges.some(isUpstreamFailure),
          stubbed: this.#stubbed.has(event.step),
        });
        this.#drafts.delete(event.step);
        break;
      }
    }
  };

  #draftOf(step: string): Draft {
    let draft = this.#drafts.get(step);
    if (!draft) {
      draft = { started: false, retried: false, firstExchange: this.#world.dispatcher.exchanges.length };
      this.#drafts.set(step, draft);
    }
    return draft;
  }

  facts(): CaseCoverageFacts {
    return { steps: this.#steps };
  }

  /** REPORT-18: the mocks, model mocks, stubs and lookup tables of the case that nothing used. */
  unused(given: Given, plan: WorkflowPlan | undefined, mockLines: MockLines | undefined): CaseWarning[] {
    for (const exchange of this.#world.dispatcher.exchanges) {
      const list = exchange.mock?.list;
      if (list === 'given.http' || list === 'given.models') this.#usedMocks[list].add(exchange.mock!.index);
    }
    const warnings: CaseWarning[] = [];
    const mockWarnings = (list: 'given.http' | 'given.models', mocks: readonly unknown[] | undefined, lines: readonly (number | undefined)[] | undefined, what: string) => {
      for (let index = 0; index < (mocks?.length ?? 0); index += 1) {
        if (this.#usedMocks[list].has(index)) continue;
        const line = lines?.[index];
        warnings.push({ path: `${list}[${index}]`, message: `no ${what} of the case used this mock`, ...(line !== undefined ? { line } : {}) });
      }
    };
    mockWarnings('given.http', given.http, mockLines?.http, 'request');
    mockWarnings('given.models', given.models, mockLines?.models, 'model call');
    const planned = new Set((plan?.steps ?? []).map((step) => step.id));
    for (const id of Object.keys(given.stub_steps ?? {})) {
      // A stub for a step the workflow does not have is the intake's problem, not a warning.
      if (planned.has(id) && !this.#attempted.has(id)) warnings.push({ path: `given.stub_steps.${id}`, message: `step ${id} never ran in this case, so its stub was not used` });
    }
    for (const table of Object.keys(given.lookups ?? {})) {
      if (!this.#world.lookedUp.has(table)) warnings.push({ path: `given.lookups.${table}`, message: `no lookup('${table}', …) was read in this case` });
    }
    return warnings;
  }
}
