/** The engine tells its observer each decision as it makes it: the ground for traces, coverage and run logs. */
import { describe, expect, it } from 'vitest';
import type { RunEvent } from '../../src/engine/events.js';
import { planFrom, runPlan, workflow } from '../helpers/workflow.js';

function shortened(events: readonly RunEvent[]): string[] {
  return events.map((event) => {
    switch (event.kind) {
      case 'step_started':
        return `start ${event.step} @${event.atMs}`;
      case 'condition':
        return `if ${event.step} ${event.value}`;
      case 'for_each':
        return `for_each ${event.step} ${event.items}`;
      case 'attempt_started':
        return `attempt ${event.step} #${event.attempt}${event.round === null ? '' : ` round ${event.round}`} @${event.atMs}`;
      case 'attempt_failed':
        return `failed ${event.step} #${event.attempt} ${event.error.code}${event.retried ? ' retried' : ''}`;
      case 'step_finished':
        return `finish ${event.step} ${event.record.result}${event.skipped ? ` (${event.skipped})` : ''} @${event.atMs}`;
    }
  });
}

describe('run events (REPORT-17, REPORT-18)', () => {
  it('REPORT-17 REPORT-18 if:, for_each rounds, retries on virtual time and continue_on_error are each told in order', async () => {
    const steps = `  - id: gate
    if: \${{ trigger.body.go }}
    uses: platform/evaluate@v1
    with: { expression: 1 }
  - id: each
    for_each: \${{ trigger.body.items }}
    uses: platform/evaluate@v1
    with: { expression: "\${{ item }}" }
  - id: fetch
    uses: platform/http.request@v1
    with: { url: "https://api.example/x" }
    retry: { max_attempts: 2, delay_seconds: 3 }
    continue_on_error: true
  - id: after
    uses: platform/evaluate@v1
    with: { expression: 2 }
`;
    const events: RunEvent[] = [];
    await runPlan(
      planFrom(workflow(steps)),
      { event: { go: false, items: ['a', 'b'] }, http: [{ match: { url: 'https://api.example/x' }, respond: { status: 503 } }] },
      { observe: (event) => events.push(event) },
    );
    expect(shortened(events)).toEqual([
      'start gate @0',
      'if gate false',
      'finish gate skipped (condition) @0',
      'start each @0',
      'for_each each 2',
      'attempt each #1 round 0 @0',
      'attempt each #1 round 1 @0',
      'finish each success @0',
      'start fetch @0',
      'attempt fetch #1 @0',
      'failed fetch #1 http_status retried',
      'attempt fetch #2 @3000',
      'failed fetch #2 http_status',
      'finish fetch failure @3000',
      'start after @3000',
      'attempt after #1 @3000',
      'finish after success @3000',
    ]);
  });

  it('REPORT-17 steps after a failure are told as skipped because the run halted; an empty for_each as zero items', async () => {
    const steps = `  - id: each
    for_each: \${{ trigger.body.items }}
    uses: platform/evaluate@v1
    with: { expression: 1 }
  - id: check
    uses: platform/evaluate@v1
    with: { expression: false, fail_if_false: true, message: no }
  - id: later
    uses: platform/evaluate@v1
    with: { expression: 1 }
`;
    const events: RunEvent[] = [];
    await runPlan(planFrom(workflow(steps)), { event: { items: [] } }, { observe: (event) => events.push(event) });
    expect(shortened(events)).toEqual([
      'start each @0',
      'for_each each 0',
      'finish each success @0',
      'start check @0',
      'attempt check #1 @0',
      'failed check #1 check_failed',
      'finish check failure @0',
      'finish later skipped (halted) @0',
    ]);
  });
});
