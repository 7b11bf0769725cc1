/**
 * Counts and durations in words, the same in the terminal, the job summary and the HTML
 * report. Pure (no Node, no DOM): the HTML report's page imports it too, and passes its
 * own way of writing a number (`10,000`); the others write them plain.
 */
import type { Summary } from '../../testing/report.js';

/** How a count is written: `String` (`10000`) unless a reporter says otherwise. */
export type NumberText = (n: number) => string;

/** `1 case`, `3 cases`. */
export function plural(count: number, word: string, number: NumberText = String): string {
  return `${number(count)} ${word}${count === 1 ? '' : 's'}`;
}

/** Cases of a run by status: `3 passed, 1 failed, 0 invalid, 0 not run`. */
export function countsText(s: Summary, number: NumberText = String): string {
  return `${number(s.passed)} passed, ${number(s.failed)} failed, ${number(s.invalid)} invalid, ${number(s.not_run)} not run`;
}

/** Cases of a version, the statuses that are there: `3/4 passed, 1 failed`. */
export function versionCounts(s: Summary, number: NumberText = String): string {
  const parts = [`${number(s.passed)}/${number(s.total)} passed`];
  if (s.failed) parts.push(`${number(s.failed)} failed`);
  if (s.invalid) parts.push(`${number(s.invalid)} invalid`);
  if (s.not_run) parts.push(`${number(s.not_run)} not run`);
  return parts.join(', ');
}

/** A wall-clock duration, rounded: `12 ms`, `1.50 s`. (Times on a run's clock: timeline.ts's durationText.) */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(2)} s`;
}
