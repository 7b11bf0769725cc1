import { describe, expect, it } from 'vitest';
import { fixedParse } from '../../src/actions/fixed-parse.js';
import { actionHarness } from '../helpers/action-context.js';
import { expectOutputShape, failure, saveIssuesOf } from '../helpers/expect-step.js';

const saveIssues = saveIssuesOf(fixedParse);

type Rows = Record<string, string>[];

async function parse(input: Record<string, unknown>, file?: Uint8Array): Promise<{ rows: Rows; count: number }> {
  const harness = actionHarness(fixedParse);
  if (file) harness.world.artifacts.add('in.txt', file, 'text/plain', null);
  const output = await harness.run(file ? { artifact: 'in.txt', ...input } : input);
  expectOutputShape(fixedParse, output);
  return output as { rows: Rows; count: number };
}

const LAYOUT = [
  { name: 'id', width: 3 },
  { name: 'name', width: 5 },
  { name: 'amount', width: 4 },
];

describe('fixed.parse', () => {
  it('FIXP-01 fields is required with at least one field', async () => {
    const harness = actionHarness(fixedParse);
    expect((await failure(harness.run({ unit: 'chars', text: 'x' }))).message).toContain('fields');
    expect((await failure(harness.run({ fields: [], unit: 'chars', text: 'x' }))).message).toContain('fields');
  });

  it('FIXP-02 unit is required: chars or bytes', async () => {
    const harness = actionHarness(fixedParse);
    expect((await failure(harness.run({ fields: LAYOUT, text: 'x' }))).message).toContain('unit');
    expect((await failure(harness.run({ fields: LAYOUT, unit: 'words', text: 'x' }))).message).toContain('unit');
  });

  it('FIXP-03 exactly one of text and artifact', async () => {
    const harness = actionHarness(fixedParse, { given: { artifacts: { 'f.txt': { text: '001Ann  0042\n' } } } });
    expect((await failure(harness.run({ fields: LAYOUT, unit: 'chars' }))).code).toBe('invalid_input');
    expect((await failure(harness.run({ fields: LAYOUT, unit: 'chars', text: 'x', artifact: 'f.txt' }))).code).toBe('invalid_input');
    expect((await harness.run({ fields: LAYOUT, unit: 'chars', artifact: 'f.txt' })).rows).toEqual([{ id: '001', name: 'Ann', amount: '0042' }]);
    expect(saveIssues({ fields: LAYOUT, unit: 'chars', text: 'a', artifact: 'b' }).issues).toHaveLength(1);
    expect(saveIssues({ fields: LAYOUT, unit: 'chars' }).issues).toHaveLength(1);
  });

  it('FIXP-04 text or artifact is at most 16 MB', async () => {
    const harness = actionHarness(fixedParse);
    harness.world.artifacts.add('big.txt', new Uint8Array(16 * 1024 * 1024 + 1).fill(0x41), 'text/plain', null);
    const error = await failure(harness.run({ fields: LAYOUT, unit: 'chars', artifact: 'big.txt' }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('16 MB');
    expect((await failure(harness.run({ fields: LAYOUT, unit: 'chars', text: '€'.repeat(6 * 1024 * 1024) }))).message).toContain('16 MB');
  });

  it('FIXP-05 encodings utf-8, utf-16, windows-1252, iso-8859-1, iso-8859-15, us-ascii and aliases', async () => {
    const fields = [{ name: 'v', width: 3 }];
    expect((await parse({ fields, unit: 'bytes', encoding: 'windows-1252' }, Buffer.from([0x80, 0xe9, 0x41]))).rows).toEqual([{ v: '€éA' }]);
    expect((await parse({ fields, unit: 'bytes', encoding: 'CP1252' }, Buffer.from([0x80, 0xe9, 0x41]))).rows).toEqual([{ v: '€éA' }]);
    expect((await parse({ fields, unit: 'bytes', encoding: 'latin1' }, Buffer.from([0x80, 0xe9, 0xa4]))).rows).toEqual([{ v: '\u0080é¤' }]);
    expect((await parse({ fields, unit: 'bytes', encoding: 'ISO_8859-15' }, Buffer.from([0xa4, 0xe9, 0x41]))).rows).toEqual([{ v: '€éA' }]);
    expect((await parse({ fields, unit: 'chars', encoding: 'ascii' }, Buffer.from('abc'))).rows).toEqual([{ v: 'abc' }]);
    expect((await parse({ fields, unit: 'chars', encoding: 'UTF8' }, Buffer.from('äöü'))).rows).toEqual([{ v: 'äöü' }]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('äb😀\r\nxyz', 'utf16le')]);
    expect((await parse({ fields, unit: 'chars', encoding: 'utf-16' }, utf16)).rows).toEqual([{ v: 'äb😀' }, { v: 'xyz' }]);
    const error = await failure(parse({ fields, unit: 'chars', encoding: 'ebcdic', text: 'abc' }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('encoding');
    expect(saveIssues({ fields, unit: 'chars', text: 'x', encoding: 'koi8-r' }).issues[0]).toMatchObject({ path: 'encoding' });
  });

  it('FIXP-05 bytes the encoding does not define fail with format_error naming the line', async () => {
    const fields = [{ name: 'v', width: 3 }];
    const ascii = await failure(parse({ fields, unit: 'bytes', encoding: 'us-ascii' }, Buffer.from([0x41, 0x42, 0x43, 0x0a, 0x41, 0xe9, 0x43])));
    expect(ascii.code).toBe('format_error');
    expect(ascii.message).toContain('line 2');
    expect((await failure(parse({ fields, unit: 'bytes', encoding: 'windows-1252' }, Buffer.from([0x41, 0x81, 0x43])))).code).toBe('format_error');
    const utf8 = await failure(parse({ fields, unit: 'chars' }, Buffer.from([0x41, 0x42, 0x43, 0x0a, 0x0a, 0x41, 0xff, 0x43])));
    expect(utf8.code).toBe('format_error');
    expect(utf8.message).toContain('line 3');
    expect((await failure(parse({ fields, unit: 'chars', encoding: 'utf-16le' }, Buffer.from([0x41, 0x00, 0x42])))).code).toBe('format_error');
    expect((await failure(parse({ fields, unit: 'chars', encoding: 'utf-16le' }, Buffer.from([0x41, 0x00, 0x3d, 0xd8, 0x41, 0x00])))).code).toBe('format_error');
  });

  it('FIXP-06 utf-16 only with unit chars', async () => {
    const error = await failure(parse({ fields: LAYOUT, unit: 'bytes', encoding: 'utf-16', text: 'x' }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('encoding');
    expect(saveIssues({ fields: LAYOUT, unit: 'bytes', encoding: 'UTF-16LE', text: 'x' }).issues).toHaveLength(1);
    expect(saveIssues({ fields: LAYOUT, unit: 'chars', encoding: 'utf-16', text: 'x' }).issues).toEqual([]);
  });

  it('FIXP-07 trim is both (default), left, right or none', async () => {
    const fields = [{ name: 'v', width: 6 }];
    const text = '  ab  ';
    expect((await parse({ fields, unit: 'chars', text })).rows).toEqual([{ v: 'ab' }]);
    expect((await parse({ fields, unit: 'chars', text, trim: 'left' })).rows).toEqual([{ v: 'ab  ' }]);
    expect((await parse({ fields, unit: 'chars', text, trim: 'right' })).rows).toEqual([{ v: '  ab' }]);
    expect((await parse({ fields, unit: 'chars', text, trim: 'none' })).rows).toEqual([{ v: '  ab  ' }]);
    expect((await failure(parse({ fields, unit: 'chars', text, trim: 'all' }))).message).toContain('trim');
  });

  it("FIXP-08 a field's own trim applies instead of the input's", async () => {
    const fields = [
      { name: 'a', width: 4, trim: 'none' },
      { name: 'b', width: 4 },
    ];
    expect((await parse({ fields, unit: 'chars', text: ' x   y  ', trim: 'right' })).rows).toEqual([{ a: ' x  ', b: ' y' }]);
  });

  it('FIXP-09 short_lines error (default) fails with format_error and the line; pad reads spaces', async () => {
    const text = '001Ann  0042\n002Bo\n';
    const error = await failure(parse({ fields: LAYOUT, unit: 'chars', text }));
    expect(error.code).toBe('format_error');
    expect(error.message).toContain('line 2');
    const padded = await parse({ fields: LAYOUT, unit: 'chars', text, short_lines: 'pad', trim: 'none' });
    expect(padded.rows[1]).toEqual({ id: '002', name: 'Bo   ', amount: '    ' });
  });

  it('FIXP-10 long_lines error (default) fails with format_error and the line; ignore drops the rest', async () => {
    const text = '001Ann  0042\n\n002Bob  0007EXTRA\n';
    const error = await failure(parse({ fields: LAYOUT, unit: 'chars', text }));
    expect(error.code).toBe('format_error');
    expect(error.message).toContain('line 3');
    expect(error.message).not.toContain('EXTRA');
    expect((await parse({ fields: LAYOUT, unit: 'chars', text, long_lines: 'ignore' })).rows[1]).toEqual({ id: '002', name: 'Bob', amount: '0007' });
  });

  it('FIXP-11 a field needs a name and a width of at least 1', async () => {
    const harness = actionHarness(fixedParse);
    for (const fields of [[{ width: 3 }], [{ name: 'a' }], [{ name: 'a', width: 0 }], [{ name: '', width: 1 }], [{ name: 'a', width: 1, extra: 1 }]]) {
      const error = await failure(harness.run({ fields, unit: 'chars', text: 'abc' }));
      expect(error.code).toBe('invalid_input');
      expect(error.message).toContain('fields[0]');
    }
  });

  it('FIXP-12 start counts from 1 and defaults to right after the previous field', async () => {
    const fields = [
      { name: 'b', start: 4, width: 2 },
      { name: 'c', width: 1 },
      { name: 'a', start: 1, width: 3 },
    ];
    expect((await parse({ fields, unit: 'chars', text: 'abcdef' })).rows).toEqual([{ b: 'de', c: 'f', a: 'abc' }]);
  });

  it('FIXP-13 FIXP-21 outputs are rows of text values and count', async () => {
    const output = await parse({ fields: LAYOUT, unit: 'chars', text: '001Ann  0042\n002Bob  true\n' });
    expect(output).toEqual({
      rows: [
        { id: '001', name: 'Ann', amount: '0042' },
        { id: '002', name: 'Bob', amount: 'true' },
      ],
      count: 2,
    });
    expect(Object.keys(output.rows[0]!)).toEqual(['id', 'name', 'amount']);
  });

  it('FIXP-14 FIXP-15 one record per line; LF or CRLF; empty lines skipped; last line end optional', async () => {
    const text = '\n001Ann  0042\r\n\r\n002Bob  0007\n\n003Cy   0001';
    const { rows } = await parse({ fields: LAYOUT, unit: 'chars', text });
    expect(rows.map((row) => row.id)).toEqual(['001', '002', '003']);
    const file = await parse({ fields: LAYOUT, unit: 'bytes' }, Buffer.from('001Ann  0042\r\n002Bob  0007\r\n'));
    expect(file.rows.map((row) => row.amount)).toEqual(['0042', '0007']);
  });

  it('FIXP-14 a UTF-8 byte order mark does not count as part of the first record', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('001Ann  0042\n')]);
    expect((await parse({ fields: LAYOUT, unit: 'bytes' }, bytes)).rows).toEqual([{ id: '001', name: 'Ann', amount: '0042' }]);
    expect((await parse({ fields: LAYOUT, unit: 'chars' }, bytes)).rows).toEqual([{ id: '001', name: 'Ann', amount: '0042' }]);
  });

  it('FIXP-16 unit bytes counts UTF-8 bytes; a field that would split a character fails', async () => {
    const fields = [
      { name: 'a', width: 2 },
      { name: 'b', width: 3 },
    ];
    // é is two bytes, € three
    expect((await parse({ fields, unit: 'bytes', text: 'é€' })).rows).toEqual([{ a: 'é', b: '€' }]);
    expect((await parse({ fields, unit: 'bytes' }, Buffer.from('é€\nab123\n'))).rows).toEqual([
      { a: 'é', b: '€' },
      { a: 'ab', b: '123' },
    ]);
    const split = await failure(parse({ fields, unit: 'bytes', text: 'abcde\nx€a' }));
    expect(split.code).toBe('format_error');
    expect(split.message).toContain('line 2');
    expect(split.message).toContain('split a character');
    // chars count characters, the emoji is one
    expect((await parse({ fields, unit: 'chars', text: '😀éabc' })).rows).toEqual([{ a: '😀é', b: 'abc' }]);
  });

  it('FIXP-16 unit bytes with a single-byte encoding: one character is one byte', async () => {
    const fields = [
      { name: 'a', width: 2 },
      { name: 'b', width: 1 },
    ];
    expect((await parse({ fields, unit: 'bytes', encoding: 'windows-1252', text: 'é€x' })).rows).toEqual([{ a: 'é€', b: 'x' }]);
    const error = await failure(parse({ fields, unit: 'bytes', encoding: 'iso-8859-1', text: 'abc\né€x' }));
    expect(error.code).toBe('format_error');
    expect(error.message).toContain('line 2');
  });

  it('FIXP-17 overlapping fields fail with invalid_input before any data is read', async () => {
    const fields = [
      { name: 'a', start: 1, width: 4 },
      { name: 'b', start: 3, width: 2 },
    ];
    const error = await failure(parse({ fields, unit: 'chars', text: '\uFFFFbad' }, Buffer.from([0xff])));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('fields[1]');
    expect(error.message).toContain('overlaps');
    expect(saveIssues({ fields, unit: 'chars', text: 'x' }).issues[0]).toMatchObject({ path: 'fields[1]', code: 'invalid_input' });
    expect(saveIssues({ fields: [{ name: 'a', width: 2 }, { name: 'b', start: 2, width: 1 }], unit: 'chars', text: 'x' }).issues).toHaveLength(1);
    expect(saveIssues({ fields: [{ name: 'a', width: 2 }, { name: 'b', start: '${{ vars.s }}', width: 1 }], unit: 'chars', text: 'x' }).issues).toEqual([]);
  });

  it('FIXP-18 repeated field names fail with invalid_input', async () => {
    const fields = [
      { name: 'a', width: 1 },
      { name: 'a', width: 1 },
    ];
    const error = await failure(parse({ fields, unit: 'chars', text: 'xy' }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('fields[1].name');
    expect(saveIssues({ fields, unit: 'chars', text: 'xy' }).issues).toHaveLength(1);
  });

  it('FIXP-19 fields past 65,536 characters fail with invalid_input', async () => {
    const error = await failure(parse({ fields: [{ name: 'a', start: 65_000, width: 538 }], unit: 'chars', text: 'x' }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('65536');
    expect((await failure(parse({ fields: [{ name: 'a', width: 65_537 }], unit: 'chars', text: 'x' }))).code).toBe('invalid_input');
    const line = 'x'.repeat(65_536);
    expect((await parse({ fields: [{ name: 'a', start: 65_000, width: 537 }], unit: 'chars', text: line })).rows[0]!.a).toHaveLength(537);
  });

  it('FIXP-20 gaps between fields are allowed and not read', async () => {
    const fields = [
      { name: 'a', width: 2 },
      { name: 'b', start: 6, width: 2 },
    ];
    expect((await parse({ fields, unit: 'bytes', text: 'ab€cd' })).rows).toEqual([{ a: 'ab', b: 'cd' }]);
  });

  it('FIXP-22 at most 100,000 records', async () => {
    const fields = [{ name: 'a', width: 1 }];
    expect((await parse({ fields, unit: 'chars', text: 'x\n'.repeat(100_000) })).count).toBe(100_000);
    const error = await failure(parse({ fields, unit: 'chars', text: 'x\n'.repeat(100_001) }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('100000 records');
  });

  it('FIXP-23 at most 1,000 fields', async () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `f${i}`, width: 1 }));
    expect((await parse({ fields: fields(1000), unit: 'chars', text: 'x'.repeat(1000) })).count).toBe(1);
    const error = await failure(parse({ fields: fields(1001), unit: 'chars', text: 'x'.repeat(1001) }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('fields');
  });

  it('FIXP-13 a field named __proto__ is an own field', async () => {
    const { rows } = await parse({ fields: [{ name: '__proto__', width: 1 }, { name: 'constructor', width: 1 }], unit: 'chars', text: 'ab' });
    expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(rows[0], '__proto__')?.value).toBe('a');
    expect(rows[0]!.constructor).toBe('b');
  });

  it('ACT-01 ACT-06 ERR-02 unknown inputs are refused; messages never show data', async () => {
    expect((await failure(parse({ fields: LAYOUT, unit: 'chars', text: 'x', delimiter: ',' }))).message).toContain('delimiter');
    const short = await failure(parse({ fields: LAYOUT, unit: 'chars', text: 'SECRET' }));
    expect(short.message).not.toContain('SECRET');
  });
});
