/**
 * The step error catalogue (src/engine/error-codes.ts) against the three things it must
 * agree with: the codes src/ uses, the codes the spec names, and the table of docs/errors.md.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, errorTableIn, errorTableMarkdown, isErrorCode, type ErrorCode } from '../../src/engine/error-codes.js';
import { StepError, isRetryable } from '../../src/engine/errors.js';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** The spec lives beside the repository, not in it; CI's checkout has no copy. */
const SPEC = join(REPO, '../shared/spec');
/** What the spec says of error codes, kept in the repository so that CI checks it too. */
const SPEC_EXTRACT = join(REPO, '__tests__/fixtures/spec/error-codes.json');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('the error table of docs/errors.md', () => {
  it('is the table generated from the catalogue', () => {
    const table = errorTableIn(readFileSync(join(REPO, 'docs', 'errors.md'), 'utf8'));
    expect(table, 'docs/errors.md has no <!-- error-codes:start --> / <!-- error-codes:end --> markers').toBeDefined();
    expect(table, 'docs/errors.md: the error table differs from src/engine/error-codes.ts; run `npm run docs:errors`').toBe(errorTableMarkdown());
  });
});

describe('codes used in src/', () => {
  // The constructor's type already refuses other codes; this names the place a new one is added.
  it('every code literal given to new StepError( or syncError( is in the catalogue', () => {
    const used = new Map<string, string>();
    for (const file of sourceFiles(join(REPO, 'src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/(?:new StepError|syncError)\(\s*'([^']*)'/g)) {
        used.set(match[1]!, relative(REPO, file));
      }
    }
    expect(used.size).toBeGreaterThan(30);
    const unknown = [...used].filter(([code]) => !isErrorCode(code));
    expect(unknown, 'codes missing from src/engine/error-codes.ts (code, a file using it)').toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------
// Retry classes

type RetryCase = [rule: string, code: ErrorCode, status: number | undefined, retried: boolean];

const RETRY_CASES: RetryCase[] = [
  ['WF-20', 'http_status', 429, true],
  ['WF-20', 'http_status', 500, true],
  ['WF-20', 'http_status', 503, true],
  ['WF-20', 'timeout', undefined, true],
  ['WF-20', 'sync_snapshot_unavailable', undefined, true],
  ['WF-20', 'network_error', undefined, true],
  ['WF-20', 'ai_provider_error', 429, true],
  ['WF-20', 'ai_provider_error', 502, true],
  ['WF-22', 'invalid_input', undefined, false],
  ['WF-22', 'format_error', undefined, false],
  ['WF-22', 'ai_refused', undefined, false],
  ['WF-22', 'ai_truncated', undefined, false],
  ['WF-22', 'ai_content_filter', undefined, false],
  ['WF-22', 'ai_invalid_output', undefined, false],
  ['WF-20', 'http_status', 404, false],
  ['WF-20', 'http_status', 499, false],
  ['WF-20', 'http_status', undefined, false],
  ['WF-20', 'ai_provider_error', 400, false],
];

describe('retry classes', () => {
  it.each(RETRY_CASES)('%s %s with status %s: retried %s', (_rule, code, status, retried) => {
    expect(isRetryable(new StepError(code, 'x', status))).toBe(retried);
  });

  it('WF-20 WF-22 only timeout, network_error and sync_snapshot_unavailable always retry; only http_status and ai_provider_error retry on 429 or 5xx', () => {
    const byClass = (retry: string) => Object.entries(ERROR_CODES).filter(([, entry]) => entry.retry === retry).map(([code]) => code).sort();
    expect(byClass('always')).toEqual(['network_error', 'sync_snapshot_unavailable', 'timeout']);
    expect(byClass('when_busy')).toEqual(['ai_provider_error', 'http_status']);
  });

  it('WF-22 every ai_* answer error is never retried', () => {
    const answerErrors = Object.keys(ERROR_CODES).filter((code) => code.startsWith('ai_') && code !== 'ai_provider_error');
    expect(answerErrors).toHaveLength(4);
    for (const code of answerErrors) expect(ERROR_CODES[code as ErrorCode].retry).toBe('never');
  });

  it('STUB-04 a recorded code outside the catalogue is never retried; a recorded catalogued code keeps its class', () => {
    expect(isRetryable(StepError.recorded('upstream_down', 'x'))).toBe(false);
    expect(isRetryable(StepError.recorded('timeout', 'x'))).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------
// The spec's codes

function section(markdown: string, number: number): string {
  const start = markdown.search(new RegExp(`^## ${number}\\. `, 'm'));
  if (start === -1) throw new Error(`no section ${number}`);
  const next = markdown.slice(start + 1).search(/^## /m);
  return next === -1 ? markdown.slice(start) : markdown.slice(start, start + 1 + next);
}

function specText(file: string): string {
  return readFileSync(join(SPEC, file), 'utf8');
}

/**
 * Every code the spec names: the codes of built-in-actions.md §7's table, and each code
 * a numbered rule says something fails (or throws) with, as in "fails with `format_error`"
 * or "throw only for `http_unmocked`, `timeout` or `network_error`".
 */
function specCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  for (const row of section(specText('built-in-actions.md'), 7).matchAll(/^\| ([a-z_, ]+) \|/gm)) {
    for (const code of row[1]!.split(',')) codes.set(code.trim(), 'built-in-actions.md §7');
  }
  for (const rule of specText('rules.md').matchAll(/^- ([A-Z]+-\d+) (.*)$/gm)) {
    if (!/\b(fails?|failed|throws?)\b/.test(rule[2]!)) continue;
    for (const list of rule[2]!.matchAll(/\b(?:with|for) ((?:`[a-z][a-z0-9_]*`(?:, | or | and )?)+)/g)) {
      for (const code of list[1]!.matchAll(/`([a-z0-9_]+)`/g)) if (!codes.has(code[1]!)) codes.set(code[1]!, rule[1]!);
    }
  }
  return codes;
}

/** The spec's error codes: where each is named, and which catalogued codes each section the catalogue cites names. */
interface SpecExtract {
  named: Record<string, string>;
  sections: Record<string, string[]>;
}

function extractFromSpec(): SpecExtract {
  const sections: Record<string, string[]> = {};
  for (const { source } of Object.values(ERROR_CODES)) {
    const cited = /^(.+\.md) §(\d+)$/.exec(source);
    if (!cited || sections[source]) continue;
    const text = section(specText(cited[1]!), Number(cited[2]));
    sections[source] = Object.keys(ERROR_CODES).filter((code) => new RegExp(`(?<![a-z0-9_])${code}(?![a-z0-9_])`).test(text)).sort();
  }
  const sorted = <T>(record: Record<string, T>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { named: sorted(Object.fromEntries(specCodes())), sections: sorted(sections) };
}

const SPEC_PRESENT = existsSync(SPEC);
const spec: SpecExtract = SPEC_PRESENT ? extractFromSpec() : (JSON.parse(readFileSync(SPEC_EXTRACT, 'utf8')) as SpecExtract);

describe('the codes of the spec (../shared/spec, or in CI the extract kept of it)', () => {
  // Beside the spec the extract must be current: `npx vitest run __tests__/engine/error-catalogue.test.ts -u` rewrites it.
  it.runIf(SPEC_PRESENT)('the extract kept for CI says what the spec says', async () => {
    await expect(`${JSON.stringify(spec, null, 2)}\n`).toMatchFileSnapshot(SPEC_EXTRACT);
  });

  it('every code the spec names is in the catalogue, and none is listed as one flowgate adds', () => {
    const named = Object.entries(spec.named);
    expect(named.length).toBeGreaterThan(35);
    const missing = named.filter(([code]) => !isErrorCode(code));
    expect(missing, 'spec codes missing from src/engine/error-codes.ts (code, where the spec names it)').toEqual([]);
    const claimedAsOwn = named.map(([code]) => code).filter((code) => isErrorCode(code) && ERROR_CODES[code].source === 'flowgate');
    expect(claimedAsOwn, 'codes the spec names, listed with source flowgate').toEqual([]);
  });

  it('each catalogued code is named in the section its entry gives', () => {
    const wrong = Object.entries(ERROR_CODES).filter(([code, { source }]) => /^(.+\.md) §(\d+)$/.test(source) && !spec.sections[source]?.includes(code));
    expect(wrong.map(([code, entry]) => `${code}: ${entry.source}`)).toEqual([]);
  });
});
