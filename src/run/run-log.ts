/**
 * The readable log of a real run: each step's result and duration, error codes and
 * their (safe) messages, the lines the run logged, and what the run left behind
 * (state, snapshots, emails). Never outputs or other data; the caller hides secrets.
 */
import type { ResultDocument, StepRecord } from '../engine/result.js';
import type { Environment } from '../engine/world.js';
import { formatDuration, plural } from '../reporters/format/numbers.js';

export { formatDuration } from '../reporters/format/numbers.js';

export interface RunLogInput {
  workflow: string;
  folder: string;
  runId: string;
  environment: Environment;
  trigger: string;
  dryRun: boolean;
  warnings: readonly string[];
  result: ResultDocument;
  durations: ReadonlyMap<string, number>;
  totalMs: number;
  logLines: readonly string[];
  stateKeysWritten: number;
  snapshots: SnapshotLine;
  emailsWritten: readonly string[];
  outboxFolder: string;
}

export type SnapshotLine =
  | { kind: 'none' }
  | { kind: 'dry_run'; steps: readonly string[] }
  | { kind: 'not_saved'; steps: readonly string[] }
  | { kind: 'saved'; saved: readonly string[]; superseded: readonly string[] }
  | { kind: 'failed'; steps: readonly string[]; reason: string };

const MARKS: Readonly<Record<StepRecord['result'], string>> = { success: 'ok', failure: 'FAILED', skipped: 'skipped' };


function stepLines(input: RunLogInput): string[] {
  const entries = Object.entries(input.result.steps);
  const width = Math.max(4, ...entries.map(([id]) => id.length));
  return entries.map(([id, record]) => {
    const duration = input.durations.get(id);
    const timing = record.result === 'skipped' || duration === undefined ? '' : formatDuration(duration);
    const error = record.error ? `  ${record.error.code}: ${record.error.message}` : '';
    return `  ${id.padEnd(width)}  ${MARKS[record.result].padEnd(7)}  ${timing.padStart(9)}${error}`.trimEnd();
  });
}

function snapshotText(line: SnapshotLine): string | undefined {
  switch (line.kind) {
    case 'none':
      return undefined;
    case 'dry_run':
      return `snapshots: read for ${line.steps.join(', ')}; not saved (dry run)`;
    case 'not_saved':
      return `snapshots: not saved for ${line.steps.join(', ')}: the run did not succeed, so the next run reports the same changes again`;
    case 'saved': {
      const parts = [];
      if (line.saved.length) parts.push(`saved for ${line.saved.join(', ')}`);
      if (line.superseded.length) parts.push(`kept another run's newer snapshot for ${line.superseded.join(', ')}`);
      return parts.length ? `snapshots: ${parts.join('; ')}` : undefined;
    }
    case 'failed':
      return `snapshots: could not be saved for ${line.steps.join(', ')} (${line.reason}); the next run reports the same changes again`;
  }
}

export function renderRunLog(input: RunLogInput): string {
  const lines: string[] = [];
  const mode = input.dryRun ? ', dry run' : '';
  lines.push(`flowgate run ${input.workflow} (${input.folder}): environment ${input.environment}, trigger ${input.trigger}${mode}`);
  lines.push(`run ${input.runId}`);
  for (const warning of input.warnings) lines.push(`warning: ${warning}`);
  lines.push('', 'steps:', ...stepLines(input));
  if (input.logLines.length) lines.push('', 'log:', ...input.logLines.map((line) => `  ${line}`));
  lines.push('');
  if (input.stateKeysWritten > 0) {
    lines.push(input.dryRun ? `state: ${plural(input.stateKeysWritten, 'key')} set in this run only (dry run: nothing saved)` : `state: ${plural(input.stateKeysWritten, 'key')} saved`);
  }
  const snapshots = snapshotText(input.snapshots);
  if (snapshots) lines.push(snapshots);
  const emails = input.result.emails.length;
  if (emails > 0) {
    lines.push(input.dryRun ? `emails: ${plural(emails, 'email')} not written (dry run)` : `emails: ${plural(input.emailsWritten.length, 'email')} written to ${input.outboxFolder}`);
  }
  const error = input.result.error;
  const ending = error ? `outcome: error in step ${error.step ?? '(run)'}: ${error.code}` : `outcome: ${input.result.outcome}`;
  lines.push(`${ending} (${formatDuration(input.totalMs)})`);
  return `${lines.join('\n')}\n`;
}
