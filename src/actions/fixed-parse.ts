import { isAscii } from 'node:buffer';
import { formatError, invalidInput } from '../engine/errors.js';
import { checkUtf8, decodeText, findEncoding, firstUnwritable, lineAt, utf8BomLength, type TextEncoding } from './shared/encodings.js';
import { FIELD_PROPERTIES, layoutSaveIssues, placeFields, type Layout } from './shared/fixed-layout.js';
import { MIB, rowMaker } from './shared/records.js';
import { readSource, sourceSaveIssues } from './shared/text-source.js';
import { defineAction, type InputOf, type SaveIssue } from '../engine/action.js';

const MAX_BYTES = 16 * MIB;
const MAX_RECORDS = 100_000;
const MAX_FIELDS = 1000;
const ENCODINGS = ['utf-8', 'utf-16', 'windows-1252', 'iso-8859-1', 'iso-8859-15', 'us-ascii'] as const;

type Trim = 'both' | 'left' | 'right' | 'none';

const TRIMS: Readonly<Record<Trim, (text: string) => string>> = {
  both: (text) => text.trim(),
  left: (text) => text.trimStart(),
  right: (text) => text.trimEnd(),
  none: (text) => text,
};

const TRIM_SCHEMA = { enum: ['both', 'left', 'right', 'none'] } as const;

const INPUT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['fields', 'unit'],
  properties: {
    fields: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_FIELDS,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'width'],
        properties: { ...FIELD_PROPERTIES, trim: TRIM_SCHEMA },
      },
    },
    unit: { enum: ['chars', 'bytes'] },
    text: { type: 'string' },
    artifact: { description: 'A fixed-width artifact: ${{ artifacts.<name> }} or its file name.' },
    encoding: { type: 'string', minLength: 1, default: 'utf-8' },
    trim: { ...TRIM_SCHEMA, default: 'both' },
    short_lines: { enum: ['error', 'pad'], default: 'error' },
    long_lines: { enum: ['error', 'ignore'], default: 'error' },
  },
} as const;

type Input = InputOf<typeof INPUT_SCHEMA>;
type Field = Input['fields'][number];
type Unit = Input['unit'];

/** The encoding named by the input, refused when unknown or not allowed with the unit (FIXP-05/06). */
function chooseEncoding(label: string, unit: Unit): TextEncoding {
  const encoding = findEncoding(label);
  if (!encoding) throw invalidInput(`encoding: must be one of ${ENCODINGS.join(', ')}`);
  if (encoding.kind === 'utf-16' && unit === 'bytes') throw invalidInput('encoding: utf-16 needs unit chars');
  return encoding;
}

/**
 * The content to cut: a text where one unit is one UTF-16 code unit (or one code point,
 * for lines with characters outside the BMP and `unit: chars`), or, when fields are
 * cut by bytes and some character takes more than one UTF-8 byte, the UTF-8 bytes.
 */
type Content = { text: string; bmpOnly?: boolean } | { utf8: Buffer };

async function readContent(input: Input, source: ReturnType<typeof readSource>, encoding: TextEncoding): Promise<Content> {
  const bytesUnit = input.unit === 'bytes';
  if (source.kind === 'text') {
    const text = source.text.charCodeAt(0) === 0xfeff ? source.text.slice(1) : source.text;
    if (!bytesUnit) return { text };
    if (encoding.kind === 'single-byte') {
      // One character is one byte in these sets, once every character fits.
      const bad = await firstUnwritable(text, encoding);
      if (bad !== -1) throw formatError(`text: line ${lineAt(text, bad)} has a character ${encoding.name} cannot hold`);
      return { text, bmpOnly: true };
    }
    return Buffer.byteLength(text, 'utf8') === text.length ? { text } : { utf8: Buffer.from(text, 'utf8') };
  }
  if (encoding.kind !== 'utf-8') return { text: await decodeText(source.bytes, encoding, 'artifact'), bmpOnly: encoding.kind === 'single-byte' };
  checkUtf8(source.bytes, 'artifact');
  const bom = utf8BomLength(source.bytes);
  const utf8 = Buffer.from(source.bytes.buffer, source.bytes.byteOffset + bom, source.bytes.byteLength - bom);
  if (isAscii(utf8)) return { text: utf8.toString('latin1'), bmpOnly: true };
  return bytesUnit ? { utf8 } : { text: utf8.toString('utf8') };
}

const SURROGATE = /[\ud800-\udfff]/;
const LF = 0x0a;
const CR = 0x0d;

/** Cuts records out of the content line by line (FIXP-14..16, 20..22). */
class RecordReader {
  private readonly trims: ((text: string) => string)[];
  private readonly makeRow: (values: readonly unknown[]) => Record<string, unknown>;
  private readonly values: string[];
  private readonly rows: Record<string, unknown>[] = [];

  constructor(
    private readonly layout: Layout<Field>,
    private readonly input: Input,
    private readonly source: 'text' | 'artifact',
  ) {
    const trim = input.trim;
    this.trims = layout.listed.map((field) => TRIMS[field.spec.trim ?? trim]);
    this.makeRow = rowMaker(layout.listed.map((field) => field.spec.name));
    this.values = new Array<string>(layout.listed.length);
  }

  read(content: Content): Record<string, unknown>[] {
    if ('utf8' in content) this.readBytes(content.utf8);
    else this.readText(content.text, content.bmpOnly ?? false);
    return this.rows;
  }

  private readText(text: string, bmpOnly: boolean): void {
    // Only characters outside the BMP take two UTF-16 units; most content has none.
    const byCodePoint = this.input.unit === 'chars' && !bmpOnly && SURROGATE.test(text);
    let lineNumber = 0;
    for (let at = 0; at < text.length; ) {
      lineNumber += 1;
      let next = text.indexOf('\n', at);
      if (next === -1) next = text.length;
      const end = next > at && text.charCodeAt(next - 1) === CR ? next - 1 : next;
      if (end > at) {
        this.countRecord();
        if (byCodePoint && SURROGATE.test(text.slice(at, end))) this.cutCodePoints(text.slice(at, end), lineNumber);
        else this.cutUnits(text, at, end - at, lineNumber);
        this.rows.push(this.makeRow(this.values));
      }
      at = next + 1;
    }
  }

  private readBytes(utf8: Buffer): void {
    let lineNumber = 0;
    for (let at = 0; at < utf8.byteLength; ) {
      lineNumber += 1;
      let next = utf8.indexOf(LF, at);
      if (next === -1) next = utf8.byteLength;
      const end = next > at && utf8[next - 1] === CR ? next - 1 : next;
      if (end > at) {
        this.countRecord();
        this.cutBytes(utf8, at, end - at, lineNumber);
        this.rows.push(this.makeRow(this.values));
      }
      at = next + 1;
    }
  }

  private countRecord(): void {
    if (this.rows.length === MAX_RECORDS) throw invalidInput(`${this.source}: at most ${MAX_RECORDS} records`);
  }

  /** A short line with `short_lines: pad` reads as if filled with spaces; a long one with `long_lines: ignore` is cut. */
  private isShort(length: number, lineNumber: number): boolean {
    const width = this.layout.width;
    if (length < width) {
      if (this.input.short_lines === 'error') {
        throw formatError(`${this.source}: line ${lineNumber} is shorter than the layout (${length} of ${width} ${this.input.unit})`);
      }
      return true;
    }
    if (length > width && this.input.long_lines === 'error') {
      throw formatError(`${this.source}: line ${lineNumber} is longer than the layout (${length} of ${width} ${this.input.unit})`);
    }
    return false;
  }

  /** One unit per UTF-16 code unit: characters of the BMP, single-byte sets, ASCII. */
  private cutUnits(text: string, at: number, length: number, lineNumber: number): void {
    if (this.isShort(length, lineNumber)) {
      text = text.slice(at, at + length) + ' '.repeat(this.layout.width - length);
      at = 0;
    }
    const fields = this.layout.listed;
    for (let i = 0; i < fields.length; i += 1) {
      const field = fields[i]!;
      this.values[i] = this.trims[i]!(text.slice(at + field.offset, at + field.end));
    }
  }

  /** One unit per code point, for a line with characters outside the BMP. */
  private cutCodePoints(line: string, lineNumber: number): void {
    const characters = Array.from(line);
    if (this.isShort(characters.length, lineNumber)) {
      for (let i = characters.length; i < this.layout.width; i += 1) characters.push(' ');
    }
    const fields = this.layout.listed;
    for (let i = 0; i < fields.length; i += 1) {
      this.values[i] = this.trims[i]!(characters.slice(fields[i]!.offset, fields[i]!.end).join(''));
    }
  }

  /** One unit per UTF-8 byte; a field edge inside a character fails (FIXP-16). */
  private cutBytes(utf8: Buffer, at: number, length: number, lineNumber: number): void {
    if (this.isShort(length, lineNumber)) {
      utf8 = Buffer.concat([utf8.subarray(at, at + length), Buffer.alloc(this.layout.width - length, 0x20)]);
      at = 0;
      length = utf8.byteLength;
    }
    const fields = this.layout.listed;
    const lineEnd = at + length;
    for (let i = 0; i < fields.length; i += 1) {
      const field = fields[i]!;
      const start = at + field.offset;
      const end = Math.min(at + field.end, lineEnd);
      // A continuation byte (10xxxxxx) at an edge means the edge cuts a character.
      if ((field.offset > 0 && (utf8[start]! & 0xc0) === 0x80) || (end < lineEnd && (utf8[end]! & 0xc0) === 0x80)) {
        throw formatError(`${this.source}: line ${lineNumber}: fields[${field.index}] would split a character`);
      }
      this.values[i] = this.trims[i]!(utf8.toString('utf8', start, end));
    }
  }
}

/** platform/fixed.parse@v1: fixed-width records into rows of text (FIXP-*). */
export const fixedParse = defineAction({
  name: 'fixed.parse',
  inputSchema: INPUT_SCHEMA,
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['rows', 'count'],
    properties: {
      rows: { type: 'array', items: { type: 'object', additionalProperties: { type: 'string' } } },
      count: { type: 'integer', minimum: 0 },
    },
  },
  saveCheck(input, isDynamic) {
    const issues: SaveIssue[] = [...layoutSaveIssues(input.fields, isDynamic), ...sourceSaveIssues(input)];
    if (typeof input.encoding === 'string' && !isDynamic('encoding')) {
      const unit = isDynamic('unit') ? undefined : input.unit;
      const encoding = findEncoding(input.encoding);
      if (!encoding) issues.push({ path: 'encoding', code: 'invalid_input', message: `must be one of ${ENCODINGS.join(', ')}` });
      else if (encoding.kind === 'utf-16' && unit === 'bytes') issues.push({ path: 'encoding', code: 'invalid_input', message: 'utf-16 needs unit chars' });
    }
    return issues;
  },
  async run(input, ctx) {
    const placed = placeFields(input.fields);
    if ('problem' in placed) throw invalidInput(`${placed.problem.path}: ${placed.problem.message}`);
    const encoding = chooseEncoding(input.encoding, input.unit);
    const source = readSource(input, ctx, MAX_BYTES, '16 MB');
    const content = await readContent(input, source, encoding);
    const rows = new RecordReader(placed.layout, input, source.kind === 'text' ? 'text' : 'artifact').read(content);
    return { rows, count: rows.length };
  },
});
