import { restampZip } from './archive/zip-dates.js';
import { Writable } from 'node:stream';
import { formatError, invalidInput } from '../engine/errors.js';
import { escapeFormula } from './shared/formula-escape.js';
import { defineAction, type SaveIssue } from '../engine/action.js';

const MAX_ROWS = 100_000;
const MAX_COLUMNS = 1000;
const MAX_CELL_CHARACTERS = 32_767;
const CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** XLSXW-06/07; undefined when the name is fine (its length is the schema's). */
function sheetNameProblem(name: string): string | undefined {
  if (/[\\/?*[\]:]/.test(name)) return 'cannot contain \\ / ? * [ ] or :';
  if (name.startsWith("'") || name.endsWith("'")) return 'cannot start or end with an apostrophe';
  return undefined;
}

/**
 * Characters a cell's XML cannot hold as written, and text that already looks like the
 * `_xHHHH_` form Excel uses for them. Excel reads `_x000D_` as a carriage return, so a
 * literal `_x000D_` in data is written `_x005F_x000D_`. exceljs would silently drop the
 * control characters; xlsx.read reads all of these back as they were.
 */
const NEEDS_ENCODING = /_x[0-9A-Fa-f]{4}_|[\u0000-\u0008\u000B-\u001F\u007F\uFFFE\uFFFF]/;
const NEEDS_ENCODING_ALL = new RegExp(NEEDS_ENCODING.source, 'g');

function encodeForCell(text: string): string {
  if (!NEEDS_ENCODING.test(text)) return text;
  return text.replace(NEEDS_ENCODING_ALL, (match) =>
    match.length > 1 ? `_x005F_${match.slice(1)}` : `_x${match.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
  );
}

/**
 * A text cell (XLSXW-14..18): formula starts get a literal apostrophe (never Excel's
 * hidden quote-prefix style, so xlsx.read gives `'=1+1` back); at most 32,767 characters.
 */
function textCell(text: string, at: string): string {
  const escaped = escapeFormula(text);
  if (escaped.length > MAX_CELL_CHARACTERS) throw formatError(`${at}: a cell holds at most 32,767 characters`);
  if (!escaped.isWellFormed()) throw formatError(`${at}: the text is not valid Unicode (a lone surrogate)`);
  return encodeForCell(escaped);
}

/** XLSXW-10..13: numbers and booleans typed, null and missing empty, lists and objects compact JSON. */
function cellValue(value: unknown, at: string): string | number | boolean | null {
  switch (typeof value) {
    case 'string':
      return textCell(value, at);
    case 'number':
    case 'boolean':
      return value;
    case 'undefined':
      return null;
    default:
      return value === null ? null : textCell(JSON.stringify(value) ?? '', at);
  }
}

type WorkbookWriterClass = typeof import('exceljs').stream.xlsx.WorkbookWriter;
let workbookWriter: Promise<WorkbookWriterClass> | undefined;

/** Only the streaming writer (about 100 ms to load, the whole of exceljs about 300 ms). */
async function loadWorkbookWriter(): Promise<WorkbookWriterClass> {
  workbookWriter ??= import('exceljs/lib/stream/xlsx/workbook-writer.js').then(
    (module) => ((module as { default?: WorkbookWriterClass }).default ?? module) as WorkbookWriterClass,
  );
  return workbookWriter;
}

/**
 * platform/xlsx.write@v1: one sheet of rows as an `.xlsx` file (XLSXW-*). exceljs's
 * streaming writer builds it: the in-memory one needs about 10 s and 1.5 GB for a
 * million cells. The workbook is dated with the run's clock.
 */
export const xlsxWrite = defineAction({
  name: 'xlsx.write',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['rows', 'filename'],
    properties: {
      rows: { type: 'array', maxItems: MAX_ROWS, items: { type: 'object' } },
      filename: { type: 'string', minLength: 1, maxLength: 200 },
      columns: { type: 'array', maxItems: MAX_COLUMNS, items: { type: 'string' } },
      sheet: { type: 'string', minLength: 1, maxLength: 31, default: 'Sheet1' },
      include_header: { type: 'boolean', default: true },
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
  saveCheck(input, isDynamic) {
    const issues: SaveIssue[] = [];
    const problem = typeof input.sheet === 'string' && !isDynamic('sheet') ? sheetNameProblem(input.sheet) : undefined;
    if (problem) issues.push({ path: 'sheet', code: 'invalid_input', message: problem });
    return issues;
  },
  async run(input, ctx) {
    const { rows, filename, sheet: sheetName } = input;
    const problem = sheetNameProblem(sheetName);
    if (problem) throw invalidInput(`sheet: ${problem}`);
    if (rows.length > MAX_ROWS) throw invalidInput(`rows: at most ${MAX_ROWS} rows`);
    const columns = input.columns ?? (rows[0] ? Object.keys(rows[0]) : []);
    if (columns.length > MAX_COLUMNS) throw invalidInput(`${input.columns ? 'columns' : 'rows[0]'}: at most ${MAX_COLUMNS} columns`);

    const WorkbookWriter = await loadWorkbookWriter();
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    const created = ctx.world.clock.now();
    const workbook = new WorkbookWriter({ stream: sink, useSharedStrings: true, useStyles: false });
    workbook.created = created;
    workbook.modified = created;
    workbook.creator = 'flowgate';
    workbook.lastModifiedBy = 'flowgate';
    const sheet = workbook.addWorksheet(sheetName);

    if (columns.length > 0) {
      if (input.include_header) sheet.addRow(columns.map((name, c) => textCell(name, `columns[${c}]`))).commit();
      // A column named like a member of every object (`constructor`) is read only as the row's own field.
      const inherited = columns.map((name) => name in Object.prototype);
      const cells = new Array<string | number | boolean | null>(columns.length);
      rows.forEach((row, r) => {
        for (let c = 0; c < columns.length; c += 1) {
          const name = columns[c]!;
          const value = inherited[c] && !Object.hasOwn(row, name) ? undefined : row[name];
          cells[c] = cellValue(value, `rows[${r}]`);
        }
        sheet.addRow(cells).commit();
      });
    }
    sheet.commit();
    await workbook.commit();

    // The writer dates each part by the machine's clock: dated by the run's, a test run writes the same bytes every time.
    const artifact = ctx.addArtifact(filename, restampZip(Buffer.concat(chunks), created), CONTENT_TYPE);
    return { artifact: artifact.name, rows: rows.length };
  },
});
