/**
 * The catalogue of step error codes: every code a failed step can carry, its retry
 * class, where it is named, and what it means in one line. `isRetryable` reads it, and
 * the error table of docs/errors.md is generated from it (`npm run docs:errors`).
 *
 * This module imports nothing, so that scripts/error-table.mjs can load it with Node's
 * type stripping, without a build.
 */

/**
 * Whether `retry:` repeats a step that failed with the code (WF-20, WF-22):
 * `when_busy` only when the other system answered 429 or 5xx.
 */
export type RetryClass = 'never' | 'always' | 'when_busy';

/** The spec section that names a code, or `flowgate` for the codes flowgate adds. */
export type ErrorCodeSource = 'built-in-actions.md §7' | 'test-cases.md §7' | 'flowgate.md §5' | 'flowgate';

export interface ErrorCodeEntry {
  readonly retry: RetryClass;
  readonly source: ErrorCodeSource;
  /** One plain line for docs/errors.md; it says when the code is given, not how. */
  readonly meaning: string;
}

export const ERROR_CODES = {
  invalid_input: { retry: 'never', source: 'built-in-actions.md §7', meaning: "The step's input breaks a rule; the message names the field, never its value." },
  format_error: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'Content that cannot be read or is refused: CSV, XML, XLSX, zip or fixed-width data, or a value its format cannot hold.' },
  script_expression: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'A `transform` script contains `${{ }}` (refused when saving, and again when it runs).' },
  html_expression: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'An `email.send` `html` contains `${{ }}` (when saving; a running step fails with `invalid_input`).' },
  template_not_found: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'The named template does not exist.' },
  email_sender_unverified: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'The sending address is not verified.' },
  signing_unavailable: { retry: 'never', source: 'built-in-actions.md §7', meaning: '`sign: true` without a `signing_secret` on the target connection.' },
  ai_refused: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'The model refused to answer.' },
  ai_truncated: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'The answer was cut off at `max_output_tokens`.' },
  ai_content_filter: { retry: 'never', source: 'built-in-actions.md §7', meaning: "The provider's content filter removed the answer." },
  ai_invalid_output: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'The answer is not JSON matching `output_schema`.' },
  sync_source_empty: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'The source is empty while the target or snapshot has records, and `allow_empty_source` is not set.' },
  sync_record_invalid: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'A record is not an object, or is nested too deeply to compare.' },
  sync_key_missing: { retry: 'never', source: 'built-in-actions.md §7', meaning: "A record's key field is missing or null." },
  sync_key_invalid: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'A key value is an object or a list.' },
  sync_key_too_long: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'A key is over 1 KB.' },
  sync_duplicate_key: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'Two records on one side have the same key.' },
  sync_too_many_records: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'A side has more than 50,000 records.' },
  sync_input_too_large: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'A side is over 20 MB.' },
  sync_snapshot_too_large: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'The snapshot would exceed 16 MB.' },
  sync_target_missing: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'Neither `target` nor `snapshot: true` is set.' },
  sync_target_with_snapshot: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'Both `target` and `snapshot: true` are set.' },
  sync_snapshot_in_for_each: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'Snapshot mode is used inside `for_each`.' },
  sync_snapshot_unavailable: { retry: 'always', source: 'built-in-actions.md §7', meaning: 'The snapshot could not be read or saved.' },
  sync_key_secret: { retry: 'never', source: 'built-in-actions.md §7', meaning: 'A key contains a secret value.' },
  http_unmocked: { retry: 'never', source: 'test-cases.md §7', meaning: 'In a test, a request matched no mock.' },
  call_not_stubbed: { retry: 'never', source: 'test-cases.md §7', meaning: 'In a test, a `workflow/…` call step ran without a stub.' },
  http_status: { retry: 'when_busy', source: 'flowgate.md §5', meaning: 'Another system answered with a status that is not a success (or not the `expect_status`).' },
  timeout: { retry: 'always', source: 'flowgate.md §5', meaning: 'A request, script, step or run took longer than its time limit.' },
  network_error: { retry: 'always', source: 'flowgate.md §5', meaning: 'A request got no answer from the network (refused, reset, host name not found).' },
  check_failed: { retry: 'never', source: 'flowgate.md §5', meaning: '`evaluate` with `fail_if_false: true` gave a false value.' },
  script_error: { retry: 'never', source: 'flowgate.md §5', meaning: 'A script threw.' },
  ai_provider_error: { retry: 'when_busy', source: 'flowgate.md §5', meaning: 'The AI provider still failed after its own retries.' },
  limit_exceeded: { retry: 'never', source: 'flowgate.md §5', meaning: "A plan limit was reached: a script's CPU or memory, AI tokens per run, run files or storage; or data a script hands over nests deeper than 64 levels." },
  case_timeout: { retry: 'never', source: 'flowgate.md §5', meaning: 'A test case ran past 20 s of real time (the error of the case, not of a step).' },
  address_blocked: { retry: 'never', source: 'flowgate.md §5', meaning: 'The address is not public: private, loopback, link-local, multicast or otherwise internal.' },
  file_exists: { retry: 'never', source: 'flowgate.md §5', meaning: 'A file or folder is already at the path a step writes to (see `overwrite` and `skip`).' },
  file_not_found: { retry: 'never', source: 'flowgate.md §5', meaning: 'There is no file or folder at that path.' },
  file_access_denied: { retry: 'never', source: 'flowgate', meaning: "A file server refused access: check the connection's user name, secret, keys and permissions." },
  state_unavailable: { retry: 'never', source: 'flowgate', meaning: 'A real run could not read or save its state.' },
  stub_failure: { retry: 'never', source: 'flowgate', meaning: 'A stubbed step failed and its test case named no `error_code`.' },
  internal_error: { retry: 'never', source: 'flowgate', meaning: 'flowgate itself failed inside a step: a defect, please report it.' },
} as const satisfies Record<string, ErrorCodeEntry>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CODES, code);
}

/** The entry of a code, or undefined for a code outside the catalogue (one a test case recorded). */
export function errorCodeEntry(code: string): ErrorCodeEntry | undefined {
  return isErrorCode(code) ? ERROR_CODES[code] : undefined;
}

const RETRY_WORDS: Readonly<Record<RetryClass, string>> = {
  never: 'no',
  always: 'yes',
  when_busy: 'on 429 or 5xx',
};

/** Where a code is defined, in words for readers who do not have the spec's files. */
const SOURCE_WORDS: Readonly<Record<ErrorCodeSource, string>> = {
  'built-in-actions.md §7': 'spec: built-in actions',
  'test-cases.md §7': 'spec: test cases',
  'flowgate.md §5': 'spec: runs',
  flowgate: 'flowgate',
};

/** The error table of docs/errors.md, one row per code in catalogue order. */
export function errorTableMarkdown(): string {
  const rows = Object.entries(ERROR_CODES).map(([code, entry]: [string, ErrorCodeEntry]) => `| \`${code}\` | ${RETRY_WORDS[entry.retry]} | ${SOURCE_WORDS[entry.source]} | ${entry.meaning} |`);
  return ['| Code | Retried | Defined by | Meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/** The lines of docs/errors.md that enclose the generated table. */
export const ERROR_TABLE_MARKERS = { start: '<!-- error-codes:start -->', end: '<!-- error-codes:end -->' } as const;

/** Where the table goes: from the end of the start marker to the end marker. */
function tableRange(markdown: string): { from: number; to: number } | undefined {
  const start = markdown.indexOf(ERROR_TABLE_MARKERS.start);
  const to = markdown.indexOf(ERROR_TABLE_MARKERS.end, start);
  return start === -1 || to === -1 ? undefined : { from: start + ERROR_TABLE_MARKERS.start.length, to };
}

/** The table between the markers, or undefined when the markers are missing. */
export function errorTableIn(markdown: string): string | undefined {
  const range = tableRange(markdown);
  return range && markdown.slice(range.from, range.to).trim();
}

/** The page (docs/errors.md) with the generated table between its markers. */
export function withErrorTable(markdown: string): string {
  const range = tableRange(markdown);
  if (!range) throw new Error(`docs/errors.md needs the lines ${ERROR_TABLE_MARKERS.start} and ${ERROR_TABLE_MARKERS.end} around the error table`);
  return `${markdown.slice(0, range.from)}\n${errorTableMarkdown()}\n${markdown.slice(range.to)}`;
}
