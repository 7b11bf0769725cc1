import { invalidInput } from '../engine/errors.js';
import { escapeFormula } from './shared/formula-escape.js';
import { MIB } from './shared/records.js';
import { defineAction } from '../engine/action.js';

const MAX_ROWS = 100_000;
const MAX_COLUMNS = 1000;
const MAX_BYTES = 50 * MIB;
const CONTENT_TYPE = 'text/csv; charset=utf-8';
const LINE_END = '\r\n';
const UTF8_BOM = '\ufeff';

/** A character class matching what forces quotes: the delimiter, a quote, a line break (CSVB-13). */
function quoteTrigger(delimiter: string): RegExp {
  const escaped = delimiter.replace(/[\\\]^-]/g, '\\$&');
  return new RegExp(`[${escaped}"\\r\\n]`, 'u');
}

/** One cell's text (CSVB-14..16, 18..21): numbers and booleans as JSON, null empty, lists and objects compact JSON. */
function cellText(value: unknown, escapeFormulas: boolean): string {
  switch (typeof value) {
    case 'string':
      return escapeFormulas ? escapeFormula(value) : value;
    case 'number':
    case 'boolean':
      return JSON.stringify(value);
    case 'undefined':
      return '';
    default:
      return value === null ? '' : (JSON.stringify(value) ?? '');
  }
}

/** platform/csv.build@v1: rows to an RFC 4180 file with CRLF after every line (CSVB-*). */
export const csvBuild = defineAction({
  name: 'csv.build',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['rows', 'filename'],
    properties: {
      rows: { type: 'array', maxItems: MAX_ROWS, items: { type: 'object' } },
      filename: { type: 'string', minLength: 1, maxLength: 200 },
      columns: { type: 'array', maxItems: MAX_COLUMNS, items: { type: 'string' } },
      delimiter: { type: 'string', minLength: 1, maxLength: 1, pattern: '^[^"\\r\\n]$', default: ',' },
      include_header: { type: 'boolean', default: true },
      bom: { type: 'boolean', default: false },
      escape_formulas: { type: 'boolean', default: true },
    },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['artifact', 'rows'],
    properties: {
      artifact: { type: 'string' },
      rows: { type: 'integer', minimum: 0 },
    },
  },
  async run(input, ctx) {
    const { rows, filename, delimiter, escape_formulas: escapeFormulas } = input;
    if (rows.length > MAX_ROWS) throw invalidInput(`rows: at most ${MAX_ROWS} rows`);
    const columns = input.columns ?? (rows[0] ? Object.keys(rows[0]) : []);
    if (columns.length > MAX_COLUMNS) throw invalidInput(`${input.columns ? 'columns' : 'rows[0]'}: at most ${MAX_COLUMNS} columns`);

    const needsQuotes = quoteTrigger(delimiter);
    const field = (text: string) => (needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
    // A line of one empty cell is written `""`, so it does not read back as an empty line.
    const line = (cells: string[]) => (cells.length === 1 && cells[0] === '' ? '""' : cells.join(delimiter));

    const lines: string[] = [];
    // Every UTF-16 unit is at least one UTF-8 byte: stop as soon as the text alone is too long.
    let length = 0;
    const add = (text: string) => {
      lines.push(text);
      length += text.length + LINE_END.length;
      if (length > MAX_BYTES) throw invalidInput('rows: the file would be larger than 50 MB');
    };
    if (columns.length > 0) {
      if (input.include_header) add(line(columns.map((name) => field(cellText(name, escapeFormulas)))));
      // A column named like a member of every object (`constructor`, `__proto__`) is read only as the row's own field.
      const inherited = columns.map((name) => name in Object.prototype);
      const cells = new Array<string>(columns.length);
      for (const row of rows) {
        for (let c = 0; c < columns.length; c += 1) {
          const name = columns[c]!;
          const value = inherited[c] && !Object.hasOwn(row, name) ? undefined : row[name];
          cells[c] = field(cellText(value, escapeFormulas));
        }
        add(line(cells));
      }
    }

    const text = (input.bom ? UTF8_BOM : '') + (lines.length ? lines.join(LINE_END) + LINE_END : '');
    const data = Buffer.from(text, 'utf8');
    if (data.byteLength > MAX_BYTES) throw invalidInput('rows: the file would be larger than 50 MB');
    const artifact = ctx.addArtifact(filename, data, CONTENT_TYPE);
    return { artifact: artifact.name, rows: rows.length };
  },
});
