/**
 * The default call log: every request in order, made by nobody in particular. A run's
 * journal is the other log; it tags each entry with the step that was running.
 */
import type { CallEntry, CallLog, RecordedRequest } from '../engine/world.js';

export class CallList implements CallLog {
  readonly entries: CallEntry[] = [];

  open(request: RecordedRequest, sent: { startMs: number }): CallEntry {
    const entry: CallEntry = { ...request, step: null, startMs: sent.startMs };
    this.entries.push(entry);
    return entry;
  }
}
