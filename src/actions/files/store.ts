/** What the five file actions share: the `store` slot, file entries, conflicts. */
import { StepError, invalidInput } from '../../engine/errors.js';
import type { FileEntry, FileStore } from '../../engine/world.js';
import type { ActionContext, SaveIssue, SlotSpec } from '../../engine/action.js';
import { MAX_PATH_LENGTH } from '../../world/files/paths.js';

/** FILES-01: an SFTP or S3 connection in the `store` slot. */
export const STORE_SLOTS: Readonly<Record<string, SlotSpec>> = { store: { kinds: ['sftp', 's3'], required: true } };

export type Overwrite = 'fail' | 'replace' | 'skip';

export const PATH_SCHEMA = { type: 'string', minLength: 1, maxLength: MAX_PATH_LENGTH } as const;
export const OVERWRITE_SCHEMA = { enum: ['fail', 'replace', 'skip'], default: 'fail' } as const;

/** FILES-07: a file entry as outputs show it. */
export const FILE_ENTRY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['path', 'name', 'size', 'modified'],
  properties: {
    path: { type: 'string' },
    name: { type: 'string' },
    size: { type: 'integer', minimum: 0 },
    modified: { type: 'string' },
  },
} as const;

/** The store behind the step's `store` connection; refuses any other kind of connection. */
export function boundStore(ctx: ActionContext): FileStore {
  const connection = ctx.connections.store;
  if (!connection) throw invalidInput('connections.store: bind an SFTP or S3 connection to the store slot');
  if (connection.kind !== 'sftp' && connection.kind !== 's3') {
    throw invalidInput(`connections.store: connection ${connection.name} is a ${connection.kind} connection; file actions need an sftp or s3 connection`);
  }
  return ctx.world.fileStore(connection);
}

/** Only the four entry fields, whatever else a store keeps. */
export function entryOutput(entry: FileEntry): FileEntry {
  return { path: entry.path, name: entry.name, size: entry.size, modified: entry.modified };
}

/** SET-09: a file store conflict. */
export function fileExists(field: string): StepError {
  return new StepError('file_exists', `${field}: a file already exists there; set overwrite to replace or skip to allow that.`);
}

/** SET-09: a missing file. */
export function fileNotFound(field: string): StepError {
  return new StepError('file_not_found', `${field}: there is no file at that path.`);
}

/**
 * FILES-24..26, FILES-28, FILES-31, FILES-33: what to do about the target. Reading the
 * target is allowed in a dry run too, so a dry run fails where the real run would.
 */
export async function decideOverwrite(store: FileStore, target: string, overwrite: Overwrite, field: string): Promise<'write' | 'skip'> {
  const existing = await store.stat(target);
  if (existing === undefined) return 'write';
  if (overwrite === 'fail') throw fileExists(field);
  return overwrite === 'replace' ? 'write' : 'skip';
}

/**
 * Save-time check (rule 2 of built-in-actions.md §1) of literal path fields: the same
 * rule functions as at run time, so both refuse the same paths.
 */
export function literalIssues(
  input: Record<string, unknown>,
  isDynamic: (path: string) => boolean,
  checks: Readonly<Record<string, (value: string, field: string) => unknown>>,
): SaveIssue[] {
  const issues: SaveIssue[] = [];
  for (const [field, check] of Object.entries(checks)) {
    const value = input[field];
    if (typeof value !== 'string' || isDynamic(field)) continue;
    try {
      check(value, field);
    } catch (error) {
      if (!(error instanceof StepError)) throw error;
      issues.push({ path: field, code: error.code, message: error.message.replace(`${field}: `, '') });
    }
  }
  return issues;
}
