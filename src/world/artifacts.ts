import type { Artifact, ArtifactStore } from '../engine/world.js';

/** `report.csv` taken → `report(2).csv`, then `report(3).csv` (ZIP-09, FILES-18). */
export function numberedName(name: string, taken: (candidate: string) => boolean): string {
  if (!taken(name)) return name;
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const extension = dot > 0 ? name.slice(dot) : '';
  for (let n = 2; ; n += 1) {
    const candidate = `${stem}(${n})${extension}`;
    if (!taken(candidate)) return candidate;
  }
}

/** The files a run holds, in the order they were made. */
export class MemoryArtifacts implements ArtifactStore {
  private readonly byName = new Map<string, Artifact>();

  add(name: string, data: Uint8Array, contentType: string, step: string | null): Artifact {
    const unique = numberedName(name, (candidate) => this.byName.has(candidate));
    const artifact: Artifact = {
      id: `art_${this.byName.size + 1}`,
      name: unique,
      content_type: contentType,
      size_bytes: data.byteLength,
      data,
      step,
    };
    this.byName.set(unique, artifact);
    return artifact;
  }

  get(name: string): Artifact | undefined {
    return this.byName.get(name);
  }

  list(): readonly Artifact[] {
    return [...this.byName.values()];
  }
}
