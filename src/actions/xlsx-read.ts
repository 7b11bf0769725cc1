import { formatError, invalidInput } from '../engine/errors.js';
import { openWorkbookPackage } from './archive/xlsx-package.js';
import { readDateStyles, readSharedStrings, readSheet, readWorkbook, type SheetRef } from './archive/xlsx-parts.js';
import { uniqueHeaderNames } from './shared/header-names.js';
import { MIB, rowMaker } from './shared/records.js';
import { defineAction } from '../engine/action.js';

const MAX_BYTES = 16 * MIB;
const MAX_ROWS = 100_000;
const MAX_COLUMNS = 1000;
/**
 * Not in the spec: a bound on the grid handed back (rows × columns from A1), so that a
 * small file with one cell at A1 and one at ALL100000 cannot ask for 100 million cells.
 */
const MAX_CELLS = 10_000_000;

/** XLSXR-03/04/05: by number from 0, by name exactly, then ignoring case; default the first. */
function chooseSheet(sheets: readonly SheetRef[], wanted: string | number | undefined): SheetRef {
  if (sheets.length === 0) throw formatError('artifact: the workbook has no sheets');
  if (wanted === undefined) return sheets[0]!;
  if (typeof wanted === 'number') {
    const sheet = sheets[wanted];
    if (!sheet) throw invalidInput(`sheet: the workbook has ${sheets.length} sheet${sheets.length === 1 ? '' : 's'}, numbered from 0`);
    return sheet;
  }
  const lower = wanted.toLowerCase();
  const sheet = sheets.find((s) => s.name === wanted) ?? sheets.find((s) => s.name.toLowerCase() === lower);
  if (!sheet) throw invalidInput('sheet: the workbook has no sheet with this name');
  return sheet;
}

/** A header cell's text: text as is, other values as text, empty as empty. */
function headerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : String(value);
}

/**
 * platform/xlsx.read@v1: the rows of one sheet (XLSXR-*).
 *
 * The workbook is read by our own SpreadsheetML reader (archive/xlsx-parts.ts) rather
 * than exceljs: exceljs needs about 16 s and 1.6 GB to load a 16 MB workbook, most of
 * a case's 20 s budget, where reading the parts directly takes a small fraction of that.
 */
export const xlsxRead = defineAction({
  name: 'xlsx.read',
  inputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['artifact'],
    properties: {
      artifact: { description: 'An .xlsx artifact, at most 16 MB: ${{ artifacts.<name> }} or its file name.' },
      sheet: { anyOf: [{ type: 'string', minLength: 1 }, { type: 'integer', minimum: 0 }] },
      has_header: { type: 'boolean', default: true },
      dates: { enum: ['iso', 'serial'], default: 'iso' },
    },
  },
  outputSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['rows', 'count', 'sheet', 'sheets', 'epoch', 'formulas'],
    properties: {
      rows: { type: 'array', items: { type: ['object', 'array'] } },
      count: { type: 'integer', minimum: 0 },
      sheet: { type: 'string' },
      sheets: { type: 'array', items: { type: 'string' } },
      epoch: { enum: [1900, 1904] },
      formulas: { type: 'integer', minimum: 0 },
    },
  },
  async run(input, ctx) {
    const artifact = ctx.artifact(input.artifact, 'artifact');
    if (artifact.data.byteLength > MAX_BYTES) throw invalidInput('artifact: must be at most 16 MB');
    const hasHeader = input.has_header;

    const pkg = openWorkbookPackage(artifact.data, artifact.name);
    const workbook = readWorkbook(pkg);
    const sheet = chooseSheet(workbook.sheets, input.sheet);
    const grid = readSheet(pkg, sheet.path, {
      strings: readSharedStrings(pkg, workbook.sharedStringsPath),
      dateStyles: readDateStyles(pkg, workbook.stylesPath),
      date1904: workbook.date1904,
      dates: input.dates,
      limits: {
        maxRows: MAX_ROWS + (hasHeader ? 1 : 0),
        maxColumns: MAX_COLUMNS,
        maxCells: MAX_CELLS,
        rowsLabel: '100,000',
        columnsLabel: '1,000',
      },
    });

    let rows: unknown[];
    if (!hasHeader) rows = grid.rows;
    else {
      const [header = [], ...data] = grid.rows;
      const makeRow = rowMaker(uniqueHeaderNames(header.map(headerText)));
      rows = data.map(makeRow);
    }
    return {
      rows,
      count: rows.length,
      sheet: sheet.name,
      sheets: workbook.sheets.map((s) => s.name),
      epoch: workbook.date1904 ? 1904 : 1900,
      formulas: grid.formulas,
    };
  },
});
