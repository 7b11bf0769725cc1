import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it, vi } from 'vitest';
import { xlsxRead } from '../../src/actions/xlsx-read.js';
import { xlsxWrite } from '../../src/actions/xlsx-write.js';
import { actionHarness } from '../helpers/action-context.js';
import { expectValidOutput, stepError } from './archive-fixtures.js';

async function write(input: Record<string, unknown>) {
  const harness = actionHarness(xlsxWrite);
  const output = await harness.run({ filename: 'out.xlsx', ...input });
  expectValidOutput(xlsxWrite, output);
  const artifact = harness.world.artifacts.get(output.artifact as string)!;
  return { output, artifact, harness };
}

/** What xlsx.read gives back for a workbook xlsx.write made. */
async function roundTrip(input: Record<string, unknown>, readInput: Record<string, unknown> = { has_header: false }) {
  const { artifact } = await write(input);
  const reader = actionHarness(xlsxRead);
  reader.world.artifacts.add('in.xlsx', artifact.data, artifact.content_type, null);
  return (await reader.run({ artifact: 'in.xlsx', ...readInput })) as { rows: unknown[]; sheet: string; sheets: string[] };
}

/** The same workbook as exceljs sees it: [value, type] per cell of the first sheet. */
async function cellsSeenByExcelJS(data: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(data) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    rows[number - 1] = Array.from({ length: sheet.columnCount }, (_, c) => row.getCell(c + 1).value ?? null);
  });
  return { name: sheet.name, rows };
}

const failure = (input: Record<string, unknown>) => stepError(actionHarness(xlsxWrite).run({ filename: 'out.xlsx', ...input }));
const noIssues = () => false;

describe('xlsx.write', () => {
  it('ACT-02 the output holds only the fields of the output table', async () => {
    const { output } = await write({ rows: [{ a: 1 }] });
    expect(Object.keys(output).sort()).toEqual(['artifact', 'rows']);
    expect(() => expectValidOutput(xlsxWrite, { ...output, extra: 1 })).toThrow();
  });

  it('XLSXW-01 rows is required: a list of objects', async () => {
    expect((await failure({})).code).toBe('invalid_input');
    expect((await failure({ rows: [{ a: 1 }, 'text'] })).message).toMatch(/^rows\[1\]/);
    expect((await failure({ rows: { a: 1 } })).code).toBe('invalid_input');
  });

  it('ACT-01 refuses an input field the table does not list', async () => {
    expect(await failure({ rows: [], password: 'x' })).toMatchObject({ code: 'invalid_input', message: 'password: is not a known input' });
  });

  it('XLSXW-02 filename is required, not empty, at most 200 characters', async () => {
    for (const input of [{ rows: [] as unknown[], filename: undefined }, { rows: [], filename: '' }, { rows: [], filename: 'x'.repeat(201) }]) {
      const error = await stepError(actionHarness(xlsxWrite).run(input));
      expect(error.code).toBe('invalid_input');
      expect(error.message).toMatch(/filename/);
    }
  });

  it('XLSXW-03 columns default to the keys of the first row', async () => {
    expect((await roundTrip({ rows: [{ b: 1, a: 2 }, { a: 3, c: 4, b: 5 }] })).rows).toEqual([
      ['b', 'a'],
      [1, 2],
      [5, 3],
    ]);
  });

  it('XLSXW-04 keys not in columns are left out, in the order columns gives', async () => {
    expect((await roundTrip({ rows: [{ a: 1, b: 2, secret: 'x' }], columns: ['b', 'a', 'missing'] })).rows).toEqual([
      ['b', 'a', 'missing'],
      [2, 1, null],
    ]);
  });

  it('XLSXW-05 sheet has 1 to 31 characters, default Sheet1', async () => {
    expect((await roundTrip({ rows: [{ a: 1 }] })).sheet).toBe('Sheet1');
    expect((await roundTrip({ rows: [{ a: 1 }], sheet: 'x'.repeat(31) })).sheets).toEqual(['x'.repeat(31)]);
    expect((await failure({ rows: [], sheet: 'x'.repeat(32) })).message).toMatch(/^sheet: /);
    expect((await failure({ rows: [], sheet: '' })).code).toBe('invalid_input');
  });

  it('XLSXW-06 a sheet name cannot contain \\ / ? * [ ] :', async () => {
    for (const sheet of ['a\\b', 'a/b', 'a?', '*', '[x]', 'a]', 'time: 1']) {
      const error = await failure({ rows: [], sheet });
      expect(error, sheet).toMatchObject({ code: 'invalid_input', message: 'sheet: cannot contain \\ / ? * [ ] or :' });
      expect(xlsxWrite.saveCheck!({ rows: [], filename: 'a.xlsx', sheet }, noIssues)).toMatchObject([{ path: 'sheet', code: 'invalid_input' }]);
    }
    expect(xlsxWrite.saveCheck!({ rows: [], filename: 'a.xlsx', sheet: '${{ vars.sheet }}' }, () => true)).toEqual([]);
  });

  it('XLSXW-07 a sheet name cannot start or end with an apostrophe', async () => {
    for (const sheet of ["'start", "end'", "'"]) {
      expect(await failure({ rows: [], sheet })).toMatchObject({ code: 'invalid_input', message: 'sheet: cannot start or end with an apostrophe' });
    }
    expect((await roundTrip({ rows: [{ a: 1 }], sheet: "Bob's data" })).sheet).toBe("Bob's data");
  });

  it('XLSXW-08 include_header defaults to true; false writes data rows only', async () => {
    expect((await roundTrip({ rows: [{ a: 1 }] })).rows).toEqual([['a'], [1]]);
    expect((await roundTrip({ rows: [{ a: 1 }], include_header: false })).rows).toEqual([[1]]);
  });

  it('XLSXW-09 ACT-07 ACT-08 outputs are artifact and rows, not counting the header', async () => {
    const { output, artifact, harness } = await write({ rows: [{ a: 1 }, { a: 2 }], filename: 'report.xlsx' });
    expect(output).toEqual({ artifact: 'report.xlsx', rows: 2 });
    expect(artifact).toMatchObject({
      name: 'report.xlsx',
      content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size_bytes: artifact.data.byteLength,
      step: 'step',
    });
    expect((await harness.run({ rows: [], filename: 'report.xlsx' })).artifact).toBe('report(2).xlsx');
    expect((await write({ rows: [] })).output).toEqual({ artifact: 'out.xlsx', rows: 0 });
  });

  it('XLSXW-10 XLSXW-11 a missing value and null are empty cells', async () => {
    const { artifact } = await write({ rows: [{ a: 1, b: null, c: 'x' }, { c: 'y' }] });
    expect((await cellsSeenByExcelJS(artifact.data)).rows).toEqual([
      ['a', 'b', 'c'],
      [1, null, 'x'],
      [null, null, 'y'],
    ]);
  });

  it('XLSXW-12 numbers are written as numbers and booleans as booleans', async () => {
    const { artifact } = await write({ rows: [{ n: 1.5, i: -7, big: 1e21, t: true, f: false, s: '42' }], include_header: false });
    expect((await cellsSeenByExcelJS(artifact.data)).rows).toEqual([[1.5, -7, 1e21, true, false, '42']]);
  });

  it('XLSXW-13 lists and objects are written as compact JSON text', async () => {
    expect((await roundTrip({ rows: [{ l: [1, 'a', null], o: { k: { n: true } } }], include_header: false })).rows).toEqual([['[1,"a",null]', '{"k":{"n":true}}']]);
  });

  it('XLSXW-14 a text cell or header starting with = + - @ tab or carriage return gets a leading apostrophe', async () => {
    const row = { '=h': '=1+1', plus: '+1', minus: '-2', at: '@SUM(A1)', tab: '\tx', cr: '\rx', safe: 'a=b', num: -5 };
    expect((await roundTrip({ rows: [row] })).rows).toEqual([
      ["'=h", 'plus', 'minus', 'at', 'tab', 'cr', 'safe', 'num'],
      ["'=1+1", "'+1", "'-2", "'@SUM(A1)", "'\tx", "'\rx", 'a=b', -5],
    ]);
  });

  it('XLSXW-15 formula escaping also applies after leading spaces', async () => {
    expect((await roundTrip({ rows: [{ a: '  =1+1', b: ' @x', c: '\u00a0-1' }], include_header: false })).rows).toEqual([["'  =1+1", "' @x", "'\u00a0-1"]]);
  });

  it('XLSXW-16 formula escaping also applies to the full-width variants', async () => {
    expect((await roundTrip({ rows: [{ a: '\uff1d1+1', b: '\uff0b1', c: '\uff0d1', d: '\uff20x' }], include_header: false })).rows).toEqual([
      ["'\uff1d1+1", "'\uff0b1", "'\uff0d1", "'\uff20x"],
    ]);
  });

  it('XLSXW-17 the apostrophe is literal cell text, so xlsx.read gives it back; no formula is written', async () => {
    const { artifact } = await write({ rows: [{ a: '=1+1', b: '=HYPERLINK("https://evil.example","x")' }], include_header: false });
    const zip = await JSZip.loadAsync(artifact.data);
    const sheetXml = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheetXml).not.toContain('<f>');
    const styles = await zip.file('xl/styles.xml')!.async('string');
    expect(styles).not.toContain('quotePrefix');
    expect((await cellsSeenByExcelJS(artifact.data)).rows).toEqual([["'=1+1", `'=HYPERLINK("https://evil.example","x")`]]);
    expect((await roundTrip({ rows: [{ a: '=1+1' }], include_header: false })).rows).toEqual([["'=1+1"]]);
  });

  it('XLSXW-18 a cell holds at most 32,767 characters; a longer value fails with format_error', async () => {
    expect((await roundTrip({ rows: [{ a: 'x'.repeat(32_767) }], include_header: false })).rows).toEqual([['x'.repeat(32_767)]]);
    expect(await failure({ rows: [{ a: 1 }, { a: 'x'.repeat(32_768) }] })).toMatchObject({ code: 'format_error', message: 'rows[1]: a cell holds at most 32,767 characters' });
    // The apostrophe counts: escaping can push a cell over.
    expect((await failure({ rows: [{ a: '='.repeat(32_767) }] })).code).toBe('format_error');
    expect((await failure({ rows: [{ a: { long: 'x'.repeat(32_767) } }] })).code).toBe('format_error');
    expect((await failure({ rows: [{ a: 1 }], columns: ['y'.repeat(32_768)] })).message).toBe('columns[0]: a cell holds at most 32,767 characters');
  });

  it('XLSXW-19 at most 100,000 rows', async () => {
    const rows = Array.from({ length: 100_001 }, () => ({}));
    expect((await failure({ rows })).code).toBe('invalid_input');
  });

  it('XLSXW-20 at most 1,000 columns', async () => {
    const wide = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`c${i}`, i]));
    expect(await failure({ rows: [wide] })).toMatchObject({ code: 'invalid_input', message: 'rows[0]: at most 1000 columns' });
    expect((await failure({ rows: [], columns: Object.keys(wide) })).code).toBe('invalid_input');
    const atLimit = Object.fromEntries(Object.entries(wide).slice(0, 1000));
    expect((await roundTrip({ rows: [atLimit], include_header: false })).rows[0]).toHaveLength(1000);
  });

  it('keeps control characters and _xHHHH_ look-alikes through a round trip', async () => {
    const text = 'a\u0001b\u001fc\u007f\r\nd_x0041_e';
    expect((await roundTrip({ rows: [{ t: text }], include_header: false })).rows).toEqual([[text]]);
    expect((await failure({ rows: [{ t: 'lone \ud800' }] })).code).toBe('format_error');
  });

  it('reads a column named like an object member only from the row itself', async () => {
    // The last column is empty in every row, so the sheet's used range ends before it.
    expect((await roundTrip({ rows: [{ a: 1 }, { a: 2, constructor: 'c' }], columns: ['a', 'constructor', 'toString'], include_header: false })).rows).toEqual([
      [1, null],
      [2, 'c'],
    ]);
  });
});

describe('the same workbook at any hour', () => {
  it('WORLD-17 a test run writes the same bytes whatever the machine clock says: every part is dated by the run clock', async () => {
    const input = { rows: [{ a: 1, b: 'x' }], include_header: true };
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2021-01-01T00:00:00Z'));
      const first = (await write(input)).artifact.data;
      vi.setSystemTime(new Date('2031-07-15T13:47:31Z'));
      const second = (await write(input)).artifact.data;
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
      // The parts carry the run's date (the harness's frozen clock), not the machine's.
      const zip = await JSZip.loadAsync(first);
      const dates = Object.values(zip.files).map((file) => file.date.toISOString().slice(0, 4));
      expect(new Set(dates).has('2021')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
