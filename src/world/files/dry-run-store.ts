/**
 * A dry run's view of a file store (FILES-37/38): it reads for real, so a conflict or a
 * missing file fails as the real run would, and writes nothing, saying so.
 */
import type { FileEntry, FileStore } from '../../engine/world.js';

export class DryRunFileStore implements FileStore {
  readonly #store: FileStore;

  constructor(store: FileStore) {
    this.#store = store;
  }

  list(folder: string): Promise<FileEntry[]> {
    return this.#store.list(folder);
  }

  stat(path: string): Promise<FileEntry | undefined> {
    return this.#store.stat(path);
  }

  read(path: string): Promise<Uint8Array> {
    return this.#store.read(path);
  }

  async write(): Promise<boolean> {
    return false;
  }

  async move(): Promise<boolean> {
    return false;
  }

  async remove(): Promise<boolean> {
    return false;
  }
}
