import { formatError, invalidInput } from '../engine/errors.js';
import { encodeText, findEncoding, firstUnwritable, writableCheck, type TextEncoding } from './shared/encodings.js';
import { FIELD_PROPERTIES, layoutSaveIssues, placeFields, type Layout, type PlacedField } from './shared/fixed-layout.js';
import { MIB } from './shared/records.js';
import { defineAction, type InputOf, type SaveIssue } from '../engine/action.js';

const MAX_BYTES = 16 * MIB;
const MAX_RECORDS = 100_000;
const ENCODINGS = ['utf-8', 'windows-1252', 'iso-8859-1', 'iso-8859-15', 'us-ascii'] as const;

/** Both spellings of each line ending (FIXB-08/09). */
const LINE_ENDINGS: Readonly<Record<string, string>> = { LF: '\n', '\n': '\n', CRLF: '\r\n', '\r\n': '\r\n' };

const INPUT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['rows', 'fields', 'unit'],
  properties: {
    rows: { type: 'array', maxItems: MAX_RECORDS, items: { type: 'object' } },
    fields: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'width'],
        properties: {
          ...FIELD_PROPERTIES,
          align: { enum: ['left', 'right'], default: 'left' },
          pad: { type: 'string', minLength: 1, maxLength: 1, default: ' ' },
        },
      },
    },
    unit: { enum: ['chars', 'bytes'] },
    encoding: { type: 'string', minLength: 1 },
    line_ending: { enum: Object.keys(LINE_ENDINGS), default: 'LF' },
    filename: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;

type Input = InputOf<typeof INPUT_SCHEMA>;
type Field = Input['fields'][number];
type Unit = Input['unit'];

interface Settings {
  encoding: TextEncoding;
  unit: Unit;
}

/** The encoding rules (FIXB-05..07), shared by save time and run time; an unknown (dynamic) unit or filename is passed as undefined or ''. */
function settingsProblem(input: { unit?: unknown; encoding?: unknown; filename?: unknown }): { path: string; message: string } | undefined {
  if (input.encoding !== undefined) {
    if (typeof input.encoding !== 'string') return undefined;
    const encoding = findEncoding(input.encoding);
    if (!encoding || encoding.kind === 'utf-16') return { path: 'encoding', message: `must be one of ${ENCODINGS.join(', ')}` };
    if (input.unit === 'chars') return { path: 'encoding', message: 'is only allowed with unit bytes' };
    if (encoding.kind !== 'utf-8' && input.filename === undefined) return { path: 'encoding', message: `${encoding.name} needs filename: only UTF-8 can be returned as text` };
  }
  return undefined;
}

/** The rules on a pad that need no encoding table: not a line break; one byte when UTF-8 counts bytes. */
function padMessage(pad: string, utf8Bytes: boolean): string | undefined {
  if (pad === '\n' || pad === '\r') return 'cannot be a line break';
  if (utf8Bytes && pad.charCodeAt(0) >= 0x80) return 'must be one byte in utf-8';
  return undefined;
}

/** With `unit: bytes` a pad must be one byte of the encoding (FIXB-15); no pad may be a line break. */
async function padProblem(fields: readonly Field[], settings: Settings): Promise<string | undefined> {
  const bytes = settings.unit === 'bytes';
  for (const [index, field] of fields.entries()) {
    if (field.pad === undefined) continue;
    const message =
      padMessage(field.pad, bytes && settings.encoding.kind === 'utf-8') ??
      (bytes && settings.encoding.kind === 'single-byte' && (await firstUnwritable(field.pad, settings.encoding)) !== -1 ? `must be one byte in ${settings.encoding.name}` : undefined);
    if (message) return `fields[${index}].pad: ${message}`;
  }
  return undefined;
}

/** A value's text (FIXB-16/17): numbers and booleans as JSON, missing or null as nothing. */
function valueText(value: unknown, row: number, field: PlacedField<Field>): string {
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
      return JSON.stringify(value);
    case 'undefined':
      return '';
    default:
      if (value === null) return '';
      throw invalidInput(`rows[${row}].${field.spec.name}: a list or object cannot be written`);
  }
}

/** How long a value is in the layout's unit. */
type Measure = (text: string) => number;

function codePoints(text: string): number {
  let count = text.length;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count -= 1;
        i += 1;
      }
    }
  }
  return count;
}

/**
 * Writes the records. The first pass measures cheaply and checks nothing per value;
 * scans of the whole result tell whether any value needed the careful pass, which
 * measures each value exactly and names the row and field of a value that cannot
 * be written. Only data with such a value (or, for chars, characters outside the
 * BMP) pays for two passes.
 */
class RecordWriter {
  private readonly gaps: string[];
  private readonly pads: string[];
  private readonly right: boolean[];
  private readonly inherited: boolean[];

  constructor(
    private readonly layout: Layout<Field>,
    private readonly rows: readonly Record<string, unknown>[],
    private readonly lineEnd: string,
  ) {
    let position = 0;
    this.gaps = layout.ordered.map((field) => {
      const gap = ' '.repeat(field.offset - position);
      position = field.end;
      return gap;
    });
    this.pads = layout.ordered.map((field) => field.spec.pad);
    this.right = layout.ordered.map((field) => field.spec.align === 'right');
    this.inherited = layout.ordered.map((field) => field.spec.name in Object.prototype);
  }

  /** The records' text; undefined when a value is too long and `careful` is not set, so the careful pass decides. */
  write(measure: Measure, careful?: (text: string, row: number, field: PlacedField<Field>) => void): string | undefined {
    const fields = this.layout.ordered;
    const lines = new Array<string>(this.rows.length);
    for (let r = 0; r < this.rows.length; r += 1) {
      const row = this.rows[r]!;
      let line = '';
      for (let f = 0; f < fields.length; f += 1) {
        const field = fields[f]!;
        const name = field.spec.name;
        const value = this.inherited[f] && !Object.hasOwn(row, name) ? undefined : row[name];
        const text = valueText(value, r, field);
        careful?.(text, r, field);
        const width = field.end - field.offset;
        const length = measure(text);
        if (length > width) {
          if (!careful) return undefined;
          throw formatError(`rows[${r}].${name}: the value is longer than its field (${length} of ${width})`);
        }
        const padding = length === width ? '' : this.pads[f]!.repeat(width - length);
        line += this.gaps[f]! + (this.right[f] ? padding + text : text + padding);
      }
      lines[r] = line;
    }
    return lines.length ? lines.join(this.lineEnd) + this.lineEnd : '';
  }
}

/**
 * The first pass's measure: exact for UTF-8 bytes and single-byte sets, and for chars
 * as long as no character lies outside the BMP (each of those takes two UTF-16 units).
 */
function firstMeasure(settings: Settings): Measure {
  return settings.unit === 'bytes' && settings.encoding.kind === 'utf-8' ? (text) => Buffer.byteLength(text, 'utf8') : (text) => text.length;
}

/** Whether the first pass's text is right: measured exactly, writable, no stray line breaks. */
async function firstPassHolds(text: string, rows: number, lineEnd: string, settings: Settings): Promise<boolean> {
  const count = (character: string) => {
    let found = 0;
    for (let at = text.indexOf(character); at !== -1; at = text.indexOf(character, at + 1)) found += 1;
    return found;
  };
  if (count('\n') !== rows || count('\r') !== (lineEnd === '\r\n' ? rows : 0)) return false;
  if (settings.unit === 'chars') return !/[\ud800-\udfff]/.test(text);
  return (await firstUnwritable(text, settings.encoding)) === -1;
}

/** The careful pass: measure in the real unit, refuse line breaks and characters the encoding lacks. */
async function carefulMeasure(settings: Settings): Promise<{ measure: Measure; check: (text: string, row: number, field: PlacedField<Field>) => void }> {
  const { encoding, unit } = settings;
  const writable = await writableCheck(encoding);
  return {
    measure: unit === 'chars' ? codePoints : encoding.kind === 'utf-8' ? (text) => Buffer.byteLength(text, 'utf8') : (text) => text.length,
    check(text, row, field) {
      if (text.includes('\n') || text.includes('\r')) throw formatError(`rows[${row}].${field.spec.name}: a line break cannot be written in a record`);
      if (!writable(text)) throw formatError(`rows[${row}].${field.spec.name}: has a character ${encoding.name} cannot write`);
    },
  };
}

/** platform/fixed.build@v1: rows into fixed-width records (FIXB-*). */
export const fixedBuild = defineAction({
  name: 'fixed.build',
  inputSchema: INPUT_SCHEMA,
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['rows'],
    properties: {
      text: { type: 'string' },
      artifact: { type: 'string' },
      rows: { type: 'integer', minimum: 0 },
    },
  },
  saveCheck(input, isDynamic) {
    const issues: SaveIssue[] = layoutSaveIssues(input.fields, isDynamic);
    const known = (field: string) => (isDynamic(field) ? undefined : input[field]);
    if (!isDynamic('encoding')) {
      const problem = settingsProblem({
        encoding: input.encoding,
        unit: known('unit'),
        filename: isDynamic('filename') ? '' : input.filename,
      });
      if (problem) issues.push({ ...problem, code: 'invalid_input' });
    }
    if (Array.isArray(input.fields) && !isDynamic('fields')) {
      const encoding = typeof input.encoding === 'string' && !isDynamic('encoding') ? findEncoding(input.encoding) : undefined;
      input.fields.forEach((field: unknown, index) => {
        const pad = typeof field === 'object' && field !== null ? (field as Field).pad : undefined;
        if (typeof pad !== 'string') return;
        const message = padMessage(pad, known('unit') === 'bytes' && (encoding === undefined || encoding.kind === 'utf-8'));
        if (message) issues.push({ path: `fields[${index}].pad`, code: 'invalid_input', message });
      });
    }
    return issues;
  },
  async run(input, ctx) {
    const problem = settingsProblem(input);
    if (problem) throw invalidInput(`${problem.path}: ${problem.message}`);
    const placed = placeFields(input.fields);
    if ('problem' in placed) throw invalidInput(`${placed.problem.path}: ${placed.problem.message}`);
    const { layout } = placed;
    const settings: Settings = { encoding: findEncoding(input.encoding ?? 'utf-8')!, unit: input.unit };
    const badPad = await padProblem(input.fields, settings);
    if (badPad) throw invalidInput(badPad);
    if (input.rows.length > MAX_RECORDS) throw invalidInput(`rows: at most ${MAX_RECORDS} records`);
    const lineEnd = LINE_ENDINGS[input.line_ending]!;
    // Every record takes at least its layout width in bytes: refuse before writing anything.
    if (input.rows.length * (layout.width + lineEnd.length) > MAX_BYTES) throw invalidInput('rows: the records would be larger than 16 MB');

    const writer = new RecordWriter(layout, input.rows, lineEnd);
    let text = writer.write(firstMeasure(settings));
    if (text === undefined || !(await firstPassHolds(text, input.rows.length, lineEnd, settings))) {
      const careful = await carefulMeasure(settings);
      text = writer.write(careful.measure, careful.check)!;
    }

    // Single-byte sets write one byte per character; UTF-8 is counted.
    const size = settings.encoding.kind === 'utf-8' ? Buffer.byteLength(text, 'utf8') : text.length;
    if (size > MAX_BYTES) throw invalidInput('rows: the records would be larger than 16 MB');
    if (input.filename === undefined) return { text, rows: input.rows.length };
    const data = await encodeText(text, settings.encoding);
    const artifact = ctx.addArtifact(input.filename, data, `text/plain; charset=${settings.encoding.name}`);
    return { artifact: artifact.name, rows: input.rows.length };
  },
});
