/** CLI-35: every file a command wrote, named in one line at the end of its output. */
import { relative, sep } from 'node:path';
import type { CommandIo } from '../shared/command-line.js';

/** `Wrote report.json, junit.xml, html/index.html` with paths from where the user stands; nothing when nothing was written. */
export function sayWritten(paths: readonly string[], io: CommandIo, stream: 'stdout' | 'stderr'): void {
  if (paths.length === 0) return;
  // A folder (report-dir) is named with its slash.
  const shown = paths.map((path) => `${(relative(io.cwd, path) || path).split(sep).join('/')}${path.endsWith('/') && !path.endsWith('//') ? '/' : ''}`);
  io[stream](`Wrote ${shown.join(', ')}\n`);
}
