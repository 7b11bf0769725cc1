/** File names going into and coming out of zip archives. */
import { numberedName } from '../../world/artifacts.js';

const SEPARATORS = /[/\\]/;

/**
 * unzip (UNZIP-07..09): folder names joined with `_`, `.` and `..` parts dropped (so no
 * name can climb out of anything), every character other than an ASCII letter, digit,
 * `.`, `_` or `-` replaced by `_`. An archive path with nothing left becomes `file`.
 */
export function unpackedName(path: string, prefix: string): string {
  const parts = path.split(SEPARATORS).filter((part) => part !== '' && part !== '.' && part !== '..');
  const name = parts.join('_').replace(/[^A-Za-z0-9._-]/gu, '_');
  return prefix + (name || 'file');
}

/**
 * zip (ZIP-04..08): the last part of the name (backslash separates too), control
 * characters and `:` as `_`, leading dots removed, nothing left → `file`.
 */
export function packedName(name: string): string {
  const last = name.split(SEPARATORS).pop() ?? '';
  const cleaned = last.replace(/[\u0000-\u001f\u007f-\u009f:]/g, '_').replace(/^\.+/, '');
  return cleaned || 'file';
}

/**
 * ZIP-09: repeated names get `(2)`, `(3)` before the extension. Names are compared
 * ignoring letter case, because unzip refuses an archive whose names differ only in case.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const unique = numberedName(name, (candidate) => taken.has(candidate.toLowerCase()));
    taken.add(unique.toLowerCase());
    return unique;
  });
}
