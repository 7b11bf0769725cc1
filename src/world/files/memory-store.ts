/**
 * The test storage (WORLD-05, test-cases.md §8 "Files go to test storage"): one per
 * connection per case, empty at the start, gone at the end. Nothing real is read or
 * changed.
 *
 * Folders exist implicitly, as on S3: a case starts with empty storage and no action
 * creates folders, so requiring them (as SFTP does, FILES-20) would make any upload into
 * a folder untestable. Files are dated with the run's clock, which is frozen in tests,
 * so listings are the same on every run.
 */
import { StepError } from '../../engine/errors.js';
import type { FileEntry, FileStore } from '../../engine/world.js';
import { formatRfc3339 } from '../../expressions/dates.js';
import { assertStorePath, fileName, folderOf } from './paths.js';

interface StoredFile {
  data: Uint8Array;
  modified: Date;
}

function notFound(): StepError {
  return new StepError('file_not_found', 'There is no file at that path.');
}

export class MemoryFileStore implements FileStore {
  readonly #files = new Map<string, StoredFile>();
  readonly #now: () => Date;

  constructor(now: () => Date) {
    this.#now = now;
  }

  #entry(path: string, file: StoredFile): FileEntry {
    return { path, name: fileName(path), size: file.data.byteLength, modified: formatRfc3339(file.modified) };
  }

  async list(folder: string): Promise<FileEntry[]> {
    assertStorePath(folder, true);
    return [...this.#files].filter(([path]) => folderOf(path) === folder).map(([path, file]) => this.#entry(path, file));
  }

  async stat(path: string): Promise<FileEntry | undefined> {
    assertStorePath(path);
    const file = this.#files.get(path);
    return file === undefined ? undefined : this.#entry(path, file);
  }

  async read(path: string): Promise<Uint8Array> {
    assertStorePath(path);
    const file = this.#files.get(path);
    if (file === undefined) throw notFound();
    return new Uint8Array(file.data);
  }

  async write(path: string, data: Uint8Array): Promise<boolean> {
    assertStorePath(path);
    this.put(path, data, this.#now());
    return true;
  }

  /** Keeps the modification time, like a rename. */
  async move(from: string, to: string): Promise<boolean> {
    assertStorePath(from);
    assertStorePath(to);
    const file = this.#files.get(from);
    if (file === undefined) throw notFound();
    this.#files.delete(from);
    this.#files.set(to, file);
    return true;
  }

  async remove(path: string): Promise<boolean> {
    assertStorePath(path);
    if (!this.#files.delete(path)) throw notFound();
    return true;
  }

  /** A file with a chosen modification time (for tests of `modified_since`). */
  put(path: string, data: Uint8Array, modified: Date): void {
    // A copy: the caller's buffer (an artifact's data) must not change the stored file.
    this.#files.set(path, { data: new Uint8Array(data), modified: new Date(modified.getTime()) });
  }

  /** Every stored path, sorted; for tests and reports. */
  paths(): string[] {
    return [...this.#files.keys()].sort();
  }
}
