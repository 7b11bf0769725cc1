/** CLI-26: how `flowgate test` and `flowgate validate` say that the root holds no version. */
import type { CommandIo } from '../shared/command-line.js';
import type { EmptyRoot } from '../definitions/empty-root.js';

export function sayEmptyRoot(empty: EmptyRoot, allowed: boolean, io: CommandIo): void {
  io.stderr(allowed ? `flowgate: note: ${empty.message}; --allow-empty lets that pass\n` : `flowgate: ${empty.message}; pass --allow-empty if that is expected\n`);
}
