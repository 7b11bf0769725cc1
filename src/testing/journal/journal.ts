/**
 * One run's journal: the one fold of the engine's events and the one log of the run's
 * requests. Each request is logged once, when it is made, tagged with the step and
 * attempt that made it; the transport writes its own account on the same entry (a
 * case's mocks: which mock answered, or the nearest miss). The trace, the coverage
 * facts, the run log's durations and a recorded case are projections of it.
 */
import type { RunEvent, SkipCause } from '../../engine/events.js';
import type { ErrorInfo, StepRecord } from '../../engine/result.js';
import type { CallEntry, CallLog, CallOwner, RecordedRequest } from '../../engine/world.js';

export interface AttemptEntry {
  attempt: number;
  round: number | null;
  startMs: number;
  endMs?: number;
  error: ErrorInfo | null;
  retried?: boolean;
}

/** What one step did, as the engine told it. */
export interface StepEntry {
  id: string;
  startMs?: number;
  /** Its `if:` value, when it has one and the step got that far. */
  condition?: boolean;
  /** How many items its `for_each` gave, when it got that far. */
  forEachItems?: number;
  attempts: AttemptEntry[];
  finishedMs?: number;
  record?: StepRecord;
  skipped?: SkipCause;
}

/** The world's lists whose new items belong to whoever runs when they appear. */
export interface WorldLists {
  readonly mailbox: { readonly sent: readonly unknown[] };
  readonly artifacts: { list(): readonly unknown[] };
  readonly logLines: readonly unknown[];
}

type ListName = 'emails' | 'artifacts' | 'logs';

export interface JournalOptions {
  /** Keep each request's sent body and its answer (a recorded run needs them). */
  keepsWire?: boolean;
}

const NOBODY: CallOwner = { step: null };

export class RunJournal<Note = unknown> implements CallLog {
  /** By step id, in the order the engine first told of them. */
  readonly steps = new Map<string, StepEntry>();
  /** Ids of the steps in the order they finished. */
  readonly finished: string[] = [];
  /** Every request, in the order made. */
  readonly calls: CallEntry<Note>[] = [];
  /** Who made each email, artifact and log line the run added, by its place after the given ones. */
  readonly made: Record<ListName, CallOwner[]> = { emails: [], artifacts: [], logs: [] };
  /** Artifacts the world held before the run (a case's given ones). */
  givenArtifacts = 0;
  readonly #keepsWire: boolean;
  #lists: WorldLists | undefined;
  #seen: Record<ListName, number> = { emails: 0, artifacts: 0, logs: 0 };
  #running: CallOwner = NOBODY;

  constructor(options: JournalOptions = {}) {
    this.#keepsWire = options.keepsWire ?? false;
  }

  get entries(): readonly CallEntry<Note>[] {
    return this.calls;
  }

  /** Follows the world's emails, artifacts and log lines from now on. */
  follow(lists: WorldLists): this {
    this.#lists = lists;
    this.givenArtifacts = lists.artifacts.list().length;
    this.#seen = { emails: lists.mailbox.sent.length, artifacts: this.givenArtifacts, logs: lists.logLines.length };
    return this;
  }

  open(request: RecordedRequest, sent: { startMs: number; body: string; timeoutMs: number }): CallEntry<Note> {
    this.#sweep();
    const entry: CallEntry<Note> = { ...request, ...this.#running, startMs: sent.startMs };
    if (this.#keepsWire) entry.wire = { body: sent.body, timeoutMs: sent.timeoutMs };
    this.calls.push(entry);
    return entry;
  }

  /** The engine's observer (RunOptions.observe). */
  readonly observe = (event: RunEvent): void => {
    this.#sweep();
    const step = this.#step(event.step);
    switch (event.kind) {
      case 'step_started':
        step.startMs = event.atMs;
        this.#running = { step: event.step };
        break;
      case 'condition':
        step.condition = event.value;
        break;
      case 'for_each':
        step.forEachItems = event.items;
        break;
      case 'attempt_started':
        endOpenAttempt(step, event.atMs);
        step.attempts.push({ attempt: event.attempt, round: event.round, startMs: event.atMs, error: null });
        this.#running = { step: event.step, attempt: event.attempt };
        break;
      case 'attempt_failed': {
        const open = step.attempts.at(-1);
        if (open) Object.assign(open, { error: event.error, retried: event.retried, endMs: event.atMs });
        break;
      }
      case 'step_finished':
        endOpenAttempt(step, event.atMs);
        step.finishedMs = event.atMs;
        step.record = event.record;
        if (event.skipped) step.skipped = event.skipped;
        this.finished.push(event.step);
        this.#running = NOBODY;
        break;
    }
  };

  /** Ends the journal: what the world added since the last event belongs to whoever ran last. */
  close(): this {
    this.#sweep();
    return this;
  }

  /** The requests a step made. */
  callsOf(stepId: string): CallEntry<Note>[] {
    return this.calls.filter((call) => call.step === stepId);
  }

  /** Milliseconds by step id, for the steps that started and finished. */
  durations(): Map<string, number> {
    const durations = new Map<string, number>();
    for (const step of this.steps.values()) {
      if (step.startMs !== undefined && step.finishedMs !== undefined) durations.set(step.id, step.finishedMs - step.startMs);
    }
    return durations;
  }

  #step(id: string): StepEntry {
    let step = this.steps.get(id);
    if (!step) {
      step = { id, attempts: [] };
      this.steps.set(id, step);
    }
    return step;
  }

  #sweep(): void {
    const lists = this.#lists;
    if (!lists) return;
    const lengths: Record<ListName, number> = { emails: lists.mailbox.sent.length, artifacts: lists.artifacts.list().length, logs: lists.logLines.length };
    for (const list of Object.keys(lengths) as ListName[]) {
      for (let at = this.#seen[list]; at < lengths[list]; at += 1) this.made[list].push(this.#running);
      this.#seen[list] = lengths[list];
    }
  }
}

function endOpenAttempt(step: StepEntry, atMs: number): void {
  const open = step.attempts.at(-1);
  if (open && open.endMs === undefined) open.endMs = atMs;
}
