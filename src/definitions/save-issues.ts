/** Collects save-time problems of one definition file, each with its path and line. */
import type { ErrorObject } from 'ajv';
import { formatPath, type Problem } from './problems.js';
import { schemaProblems } from './schemas.js';
import type { SourceFile } from './source.js';

export type Segments = readonly (string | number)[];

export class ProblemList {
  readonly items: Problem[] = [];
  constructor(readonly source: SourceFile) {}

  add(path: Segments, message: string, code?: string): void {
    const at = this.source.position(path);
    this.items.push({
      file: this.source.file,
      ...(at ? { line: at.line, col: at.col } : {}),
      path: formatPath(path),
      message,
      ...(code ? { code } : {}),
    });
  }

  addSchemaErrors(errors: readonly ErrorObject[] | null | undefined, basePath: Segments = []): void {
    if (errors?.length) this.items.push(...schemaProblems([...errors], this.source, [...basePath]));
  }
}

/** Splits a dotted/bracket field path of a save issue (`headers.X-Id`, `to[0]`) into segments. */
export function fieldSegments(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  for (const part of path.match(/[^.[\]]+|\[\d+\]/g) ?? []) {
    segments.push(part.startsWith('[') ? Number(part.slice(1, -1)) : part);
  }
  return segments;
}
