import { invalidInput } from '../../engine/errors.js';
import type { FileEntry } from '../../engine/world.js';
import { parseRfc3339 } from '../../expressions/dates.js';
import { defineAction } from '../../engine/action.js';
import { compilePattern } from './glob.js';
import { MAX_PATH_LENGTH, checkFolderPath } from '../../world/files/paths.js';
import { FILE_ENTRY_SCHEMA, STORE_SLOTS, boundStore, entryOutput, literalIssues } from './store.js';

/** FILES-11: a full RFC 3339 time (a date alone does not say which instant). */
function sinceInstant(text: string): number {
  const parsed = parseRfc3339(text);
  if (parsed === null || parsed.form !== 'date-time') {
    throw invalidInput('modified_since: must be an RFC 3339 time such as 2026-01-05T08:00:00Z');
  }
  return parsed.date.getTime();
}

/** FILES-08: sorted by path, by UTF-16 code units, so the order never depends on a locale. */
function byPath(a: FileEntry, b: FileEntry): number {
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

/**
 * platform/files.list@v1 (FILES-08..13): the regular files directly in one folder,
 * filtered by name pattern and modification time, sorted by path, at most `limit`.
 * `modified_since` keeps files modified at or after that instant.
 */
export const filesList = defineAction({
  name: 'files.list',
  slots: STORE_SLOTS,
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      path: { type: 'string', maxLength: MAX_PATH_LENGTH, default: '' },
      pattern: { type: 'string', minLength: 1, maxLength: 200 },
      modified_since: { type: 'string', format: 'date-time' },
      limit: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
    },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['files', 'count'],
    properties: {
      files: { type: 'array', items: FILE_ENTRY_SCHEMA },
      count: { type: 'integer', minimum: 0 },
    },
  },
  saveCheck(input, isDynamic) {
    return literalIssues(input, isDynamic, {
      path: checkFolderPath,
      pattern: (value, field) => compilePattern(value, field),
      modified_since: sinceInstant,
    });
  },
  async run(input, ctx) {
    const folder = checkFolderPath(input.path, 'path');
    const matches = input.pattern === undefined ? () => true : compilePattern(input.pattern);
    const since = input.modified_since === undefined ? undefined : sinceInstant(input.modified_since);
    const entries = await boundStore(ctx).list(folder);
    const files = entries
      .filter((entry) => matches(entry.name) && (since === undefined || Date.parse(entry.modified) >= since))
      .sort(byPath)
      .slice(0, input.limit)
      .map(entryOutput);
    return { files, count: files.length };
  },
});
