/**
 * Hiding of dummy secrets and sign-in headers in what a report shows (REPORT-14,
 * REPORT-15). Dummy values are made up, but they stand where real secrets stand in a
 * real run, so the report treats them as secret: a habit that must not leak later.
 */
import { SIGN_IN_HEADERS } from '../../world/sign-in.js';
import type { Redactor } from './types.js';

export const HIDDEN = '***';

/** Shorter values would hide ordinary words and numbers all over the report. */
const MIN_SECRET_LENGTH = 4;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** The forms a secret takes in shown text: as written, in a URL, inside JSON text. */
function shownForms(value: string): string[] {
  const forms = [value];
  try {
    forms.push(encodeURIComponent(value));
  } catch {
    // A lone surrogate cannot be URL-encoded; the value as written is still hidden.
  }
  forms.push(JSON.stringify(value).slice(1, -1));
  return forms;
}

/** One alternation, longest first, so a secret that contains another is hidden whole. */
function secretPattern(secretValues: Iterable<string>): RegExp | undefined {
  const forms = new Set<string>();
  for (const value of secretValues) {
    if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH) continue;
    for (const form of shownForms(value)) if (form.length >= MIN_SECRET_LENGTH) forms.add(form);
  }
  if (forms.size === 0) return undefined;
  const sorted = [...forms].sort((a, b) => b.length - a.length);
  return new RegExp(sorted.map(escapeRegExp).join('|'), 'g');
}

/**
 * Sign-in header values in the two ways requests are shown: a `Name: value` line and
 * a `"name": "value"` JSON member. Names match in any case.
 */
const headerPatternCache = new Map<string, { line: RegExp; json: RegExp }>();

function headerPatterns(names: Iterable<string>): { line: RegExp; json: RegExp } {
  const key = [...names].join('\n');
  let patterns = headerPatternCache.get(key);
  if (!patterns) {
    patterns = buildHeaderPatterns(key === '' ? [] : key.split('\n'));
    if (headerPatternCache.size < 1000) headerPatternCache.set(key, patterns);
  }
  return patterns;
}

function buildHeaderPatterns(names: Iterable<string>): { line: RegExp; json: RegExp } {
  const all = new Set(SIGN_IN_HEADERS);
  for (const name of names) {
    const trimmed = typeof name === 'string' ? name.trim().toLowerCase() : '';
    if (trimmed !== '') all.add(trimmed);
  }
  const alternation = [...all].map(escapeRegExp).join('|');
  return {
    line: new RegExp(`^([ \\t]*(?:${alternation})[ \\t]*:[ \\t]*)\\S.*$`, 'gim'),
    json: new RegExp(`("(?:${alternation})"\\s*:\\s*)"(?:[^"\\\\]|\\\\.)*"`, 'gi'),
  };
}

export function makeRedactor(secretValues: Iterable<string>, signInHeaderNames: Iterable<string>): Redactor {
  const secrets = secretPattern(secretValues);
  const headers = headerPatterns(signInHeaderNames);
  return {
    hide(text: string): string {
      let shown = text;
      if (secrets) {
        // A secret holding `*` can re-form around a `***` just written; each pass
        // shortens the text, so this ends.
        for (let previous = ''; previous !== shown; ) {
          previous = shown;
          shown = shown.replace(secrets, HIDDEN);
        }
      }
      // Both header forms need a colon; most shown texts have none.
      if (!shown.includes(':')) return shown;
      shown = shown.replace(headers.line, `$1${HIDDEN}`);
      return shown.replace(headers.json, `$1"${HIDDEN}"`);
    },
  };
}

/** Shows a header as `Name: value`, with the value hidden when the header signs in. */
export function showHeader(redact: Redactor, name: string, value: string): string {
  // Hiding the `Name: value` fragment on its own gives the line rule a clear end of value.
  return redact.hide(`${name}: ${value}`);
}
