/**
 * The record layout of fixed.parse and fixed.build: where each field sits, checked
 * before any data is read (FIXP-11/12/17..20, FIXB-02/13/23).
 */
import type { SaveIssue } from '../../engine/action.js';

/** No field may reach past this position (counting from 1, in the layout's unit). */
export const MAX_FIELD_END = 65_536;

export interface FieldSpec {
  name: string;
  width: number;
  start?: number;
}

export interface PlacedField<T extends FieldSpec> {
  readonly spec: T;
  /** Position in the input list, for messages (`fields[2]`). */
  readonly index: number;
  /** 0-based offset of the first unit. */
  readonly offset: number;
  /** 0-based offset just past the last unit. */
  readonly end: number;
}

export interface Layout<T extends FieldSpec> {
  /** Fields in the order the input lists them. */
  readonly listed: readonly PlacedField<T>[];
  /** Fields from left to right. */
  readonly ordered: readonly PlacedField<T>[];
  /** Units from the start of a record to the end of its last field. */
  readonly width: number;
}

export type LayoutResult<T extends FieldSpec> = { layout: Layout<T> } | { problem: { path: string; message: string } };

/** JSON Schema properties common to both actions' field objects. */
export const FIELD_PROPERTIES = {
  name: { type: 'string', minLength: 1 },
  width: { type: 'integer', minimum: 1, maximum: MAX_FIELD_END },
  start: { type: 'integer', minimum: 1, maximum: MAX_FIELD_END },
} as const;

/**
 * Places the fields: `start` counts from 1 and defaults to right after the previous
 * listed field. Overlaps, repeated names and fields past position 65,536 are problems.
 */
export function placeFields<T extends FieldSpec>(fields: readonly T[]): LayoutResult<T> {
  const listed: PlacedField<T>[] = [];
  const names = new Map<string, number>();
  let next = 0;
  for (const [index, spec] of fields.entries()) {
    const offset = spec.start !== undefined ? spec.start - 1 : next;
    const end = offset + spec.width;
    if (end > MAX_FIELD_END) return { problem: { path: `fields[${index}]`, message: `ends past position ${MAX_FIELD_END}` } };
    const earlier = names.get(spec.name);
    if (earlier !== undefined) return { problem: { path: `fields[${index}].name`, message: `repeats the name of fields[${earlier}]` } };
    names.set(spec.name, index);
    listed.push({ spec, index, offset, end });
    next = end;
  }
  const ordered = [...listed].sort((a, b) => a.offset - b.offset || a.index - b.index);
  for (let i = 1; i < ordered.length; i += 1) {
    const [before, field] = [ordered[i - 1]!, ordered[i]!];
    if (field.offset < before.end) {
      const [first, second] = before.index < field.index ? [before, field] : [field, before];
      return { problem: { path: `fields[${second.index}]`, message: `overlaps fields[${first.index}]` } };
    }
  }
  return { layout: { listed, ordered, width: ordered.reduce((width, field) => Math.max(width, field.end), 0) } };
}

/** The layout rules on literal fields at save time (ACT-03); fields holding expressions wait for the run. */
export function layoutSaveIssues(fields: unknown, isDynamic: (path: string) => boolean): SaveIssue[] {
  if (!Array.isArray(fields) || isDynamic('fields')) return [];
  const wellTyped = fields.every(
    (field) =>
      typeof field === 'object' &&
      field !== null &&
      typeof field.name === 'string' &&
      Number.isInteger(field.width) &&
      field.width >= 1 &&
      (field.start === undefined || (Number.isInteger(field.start) && field.start >= 1)),
  );
  if (!wellTyped) return []; // the schema check reports these
  const result = placeFields(fields as FieldSpec[]);
  return 'problem' in result ? [{ ...result.problem, code: 'invalid_input' }] : [];
}
