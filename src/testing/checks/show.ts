/** How values, patterns and counts are written in check sentences and failure details. */
import type { Redactor } from './types.js';

/** Long values are cut so one annotation stays readable (REPORT-13). */
export const SHOWN_LENGTH = 200;
const ELLIPSIS = '…';

export function shorten(text: string, max = SHOWN_LENGTH): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return chars.slice(0, max - 1).join('') + ELLIPSIS;
}

function compactJson(value: unknown): string {
  try {
    const json = JSON.stringify(value);
    return json === undefined ? String(value) : json;
  } catch {
    return '[a value that cannot be shown as JSON]';
  }
}

/**
 * A value as compact JSON, redacted before it is cut: cutting first could keep the
 * start of a secret that the cut made unrecognisable.
 */
export function showValue(value: unknown, redact: Redactor): string {
  return shorten(redact.hide(compactJson(value)));
}

/** A value as written in a sentence: text in single quotes, anything else as JSON. */
export function sentenceValue(value: unknown, redact: Redactor): string {
  if (typeof value === 'string') return `'${shorten(redact.hide(value))}'`;
  return showValue(value, redact);
}

export function showPattern(pattern: string, redact: Redactor): string {
  return `/${shorten(redact.hide(pattern))}/`;
}

/** "once", "2 times" */
export function times(n: number): string {
  return n === 1 ? 'once' : `${n} times`;
}

/** "1 request", "2 requests" */
export function counted(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** At most `max` items, then "and N more", so a long list cannot flood a report. */
export function listSome(items: readonly string[], max = 10): string {
  if (items.length <= max) return items.join(', ');
  return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}
