/**
 * Path rules of the file actions (FILES-02..05): every path is relative to the
 * connection's base folder (SFTP) or prefix (S3), written with `/` between folders.
 * A path that could leave the base, or that a back end could read differently from
 * the way flowgate reads it, is refused with `invalid_input` before any store is
 * asked. Messages name the field, never the path itself.
 */
import { invalidInput } from '../../engine/errors.js';

export const MAX_PATH_LENGTH = 1024;

/** Why a path is refused, checked in this order; `undefined` when the rule holds. */
const PATH_RULES: ReadonlyArray<(path: string) => string | undefined> = [
  (path) => (path.startsWith('/') ? "must be relative to the connection's folder; remove the leading /" : undefined),
  (path) => (path.includes('\\') ? 'must use / between folders, not \\' : undefined),
  // NUL ends a name on SFTP servers; line breaks and other controls have no business in a name.
  (path) => (/[\u0000-\u001f\u007f]/.test(path) ? 'must not contain control characters' : undefined),
  (path) => (path.split('/').includes('') ? 'must not have an empty folder name (// or a / at the end)' : undefined),
  (path) => (path.split('/').some(isDotPart) ? 'must not contain . or .. parts' : undefined),
  (path) => (path.split('/').some(hidesDotPart) ? 'must not contain . or .. parts, also not written with percent signs' : undefined),
];

function isDotPart(part: string): boolean {
  return part === '.' || part === '..';
}

/** `%2e` → `.`, byte by byte; other text stays as written. */
function decodePercentOnce(text: string): string {
  return text.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * FILES-04: a part that a back end or proxy decoding percent signs would read as `.`
 * or `..`. Decoding runs until nothing changes, so `%252e%252e` is caught too; a decoded
 * `/` or `\` splits, so `%2e%2e%2f` is caught as well. FILES-05: any other percent sign
 * stays part of the name.
 */
function hidesDotPart(part: string): boolean {
  let text = part;
  for (let round = 0; round < 8 && text.includes('%'); round += 1) {
    const decoded = decodePercentOnce(text);
    if (decoded === text) break;
    if (decoded.split(/[/\\]/).some(isDotPart)) return true;
    text = decoded;
  }
  return false;
}

/** The first broken rule of a non-empty relative path, or undefined. */
export function pathProblem(path: string): string | undefined {
  if (path === '') return 'must not be empty';
  if (path.length > MAX_PATH_LENGTH) return `must be at most ${MAX_PATH_LENGTH} characters`;
  for (const rule of PATH_RULES) {
    const problem = rule(path);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/** A path to one file (`files.download`, `files.upload`, `files.delete`, `files.move` `from`). */
export function checkFilePath(value: string, field: string): string {
  if (value.endsWith('/')) throw invalidInput(`${field}: must name a file, not a folder ending with /`);
  const problem = pathProblem(value);
  if (problem !== undefined) throw invalidInput(`${field}: ${problem}`);
  return value;
}

/** A folder (`files.list` `path`): empty means the base itself; one trailing `/` is allowed. */
export function checkFolderPath(value: string, field: string): string {
  if (value === '') return '';
  if (value === '/') throw invalidInput(`${field}: must be relative to the connection's folder; leave it empty for the folder itself`);
  const folder = value.endsWith('/') ? value.slice(0, -1) : value;
  const problem = pathProblem(folder);
  if (problem !== undefined) throw invalidInput(`${field}: ${problem}`);
  return folder;
}

/** FILES-30: a `to` ending with `/` is a folder, and the file keeps its name there. */
export function resolveMoveTarget(to: string, from: string, field = 'to'): string {
  if (!to.endsWith('/')) return checkFilePath(to, field);
  const folder = checkFolderPath(to, field);
  const target = folder === '' ? fileName(from) : `${folder}/${fileName(from)}`;
  return checkFilePath(target, field);
}

/** The last part of a checked path. */
export function fileName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The folder part of a checked path; empty for a file in the base itself. */
export function folderOf(path: string): string {
  const slash = path.lastIndexOf('/');
  return slash < 0 ? '' : path.slice(0, slash);
}

/** A checked folder and a name joined; the base folder is the empty path. */
export function joinPath(folder: string, name: string): string {
  return folder === '' ? name : `${folder}/${name}`;
}

/**
 * For back ends: a path the actions handed over must already be clean. A second line of
 * defence, so a store used on its own can never be walked out of its base.
 */
export function assertStorePath(path: string, allowEmpty = false): void {
  if (allowEmpty && path === '') return;
  const problem = pathProblem(path);
  if (problem !== undefined) throw invalidInput(`The file path ${problem}.`);
}
