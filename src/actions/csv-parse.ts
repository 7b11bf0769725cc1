import { formatError, invalidInput } from '../engine/errors.js';
import { checkUtf8, utf8BomLength } from './shared/encodings.js';
import { uniqueHeaderNames } from './shared/header-names.js';
import { MIB, rowMaker } from './shared/records.js';
import { readSource, sourceSaveIssues } from './shared/text-source.js';
import { defineAction } from '../engine/action.js';

const MAX_BYTES = 50 * MIB;
const MAX_ROWS = 100_000;
const MAX_FIELDS = 1000;
/** Lines may end with CRLF, LF or CR, also mixed within one file. */
const RECORD_DELIMITERS = ['\r\n', '\n', '\r'];

type CsvParseSync = typeof import('csv-parse/sync');
let csvParseModule: Promise<CsvParseSync> | undefined;

/** csv-parse's failures, told in our words: its own messages quote field values (ERR-02). */
const CSV_ERRORS: Readonly<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a closing quote is followed by more text in the same field',
  INVALID_OPENING_QUOTE: 'a quote inside a field that does not start with a quote',
};

interface CsvErrorLike {
  code?: unknown;
  lines?: unknown;
  record?: unknown;
}

function csvFailure(error: unknown, field: string, expectedFields: number): Error {
  const { code, lines, record } = (error ?? {}) as CsvErrorLike;
  if (typeof code !== 'string') return error instanceof Error ? error : new Error(String(error));
  const line = typeof lines === 'number' ? `line ${lines}` : 'a line';
  if (code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH') {
    const got = Array.isArray(record) ? `${record.length} fields` : 'another number of fields';
    return formatError(`${field}: ${line} has ${got}; the first row has ${expectedFields}`);
  }
  return formatError(`${field}: ${line}: ${CSV_ERRORS[code] ?? 'not valid CSV'}`);
}

/** platform/csv.parse@v1: UTF-8 CSV text or file into rows (CSVP-*). */
export const csvParse = defineAction({
  name: 'csv.parse',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    properties: {
      text: { type: 'string' },
      artifact: { description: 'A CSV artifact: ${{ artifacts.<name> }} or its file name.' },
      delimiter: { type: 'string', minLength: 1, maxLength: 1, pattern: '^[^"\\r\\n]$', default: ',' },
      has_header: { type: 'boolean', default: true },
    },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['rows', 'count'],
    properties: {
      rows: {
        type: 'array',
        items: {
          anyOf: [
            { type: 'object', additionalProperties: { type: 'string' } },
            { type: 'array', items: { type: 'string' } },
          ],
        },
      },
      count: { type: 'integer', minimum: 0 },
    },
  },
  saveCheck(input) {
    return sourceSaveIssues(input, 'at_least_one');
  },
  async run(input, ctx) {
    const source = readSource(input, ctx, MAX_BYTES, '50 MB', 'at_least_one');
    const field = source.kind === 'text' ? 'text' : 'artifact';
    const hasHeader = input.has_header;
    // csv-parse reads bytes; converting once serves both of its runs below.
    let content: Buffer;
    if (source.kind === 'text') {
      content = Buffer.from(source.text.charCodeAt(0) === 0xfeff ? source.text.slice(1) : source.text, 'utf8');
    } else {
      checkUtf8(source.bytes, 'artifact');
      const bom = utf8BomLength(source.bytes);
      content = Buffer.from(source.bytes.buffer, source.bytes.byteOffset + bom, source.bytes.byteLength - bom);
    }

    csvParseModule ??= import('csv-parse/sync');
    const { parse } = await csvParseModule;
    const options = { delimiter: input.delimiter, record_delimiter: RECORD_DELIMITERS, skip_empty_lines: true };
    // The first record alone: every row is held to its field count, and too many fields fail before the rest is read.
    const first = parseFirstRecord(parse, content, options);
    if ((first?.length ?? 0) > MAX_FIELDS) throw invalidInput(`${field}: at most ${MAX_FIELDS} fields per row`);

    const headerLines = hasHeader ? 1 : 0;
    let records: string[][];
    try {
      // One record past the limit is enough to know the limit is broken.
      records = parse(content, { ...options, to: MAX_ROWS + headerLines + 1 }) as string[][];
    } catch (error) {
      throw csvFailure(error, field, first?.length ?? 0);
    }
    if (records.length > MAX_ROWS + headerLines) throw invalidInput(`${field}: at most ${MAX_ROWS} rows`);
    if (!hasHeader) return { rows: records, count: records.length };

    const makeRow = rowMaker(uniqueHeaderNames(records[0] ?? []));
    const rows = new Array<Record<string, unknown>>(Math.max(records.length - 1, 0));
    for (let i = 1; i < records.length; i += 1) rows[i - 1] = makeRow(records[i]!);
    return { rows, count: rows.length };
  },
});

/** The first record, or undefined when there is none or it cannot be read (the full parse then says why). */
function parseFirstRecord(parse: CsvParseSync['parse'], content: Buffer, options: Record<string, unknown>): string[] | undefined {
  try {
    return (parse(content, { ...options, to: 1 }) as string[][])[0];
  } catch {
    return undefined;
  }
}
