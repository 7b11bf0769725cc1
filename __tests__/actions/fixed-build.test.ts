import { describe, expect, it } from 'vitest';
import { fixedBuild } from '../../src/actions/fixed-build.js';
import { fixedParse } from '../../src/actions/fixed-parse.js';
import { actionHarness } from '../helpers/action-context.js';
import { expectOutputShape, failure, saveIssuesOf } from '../helpers/expect-step.js';

const saveIssues = saveIssuesOf(fixedBuild);

async function build(input: Record<string, unknown>) {
  const harness = actionHarness(fixedBuild);
  const output = await harness.run(input);
  expectOutputShape(fixedBuild, output);
  const artifact = typeof output.artifact === 'string' ? harness.world.artifacts.get(output.artifact) : undefined;
  return { output, artifact, harness };
}

async function text(input: Record<string, unknown>): Promise<string> {
  const { output } = await build(input);
  return output.text as string;
}

const FIELDS = [
  { name: 'id', width: 3 },
  { name: 'name', width: 5 },
];

describe('fixed.build', () => {
  it('FIXB-01 rows is required; a missing or null value is all padding', async () => {
    expect((await failure(actionHarness(fixedBuild).run({ fields: FIELDS, unit: 'chars' }))).message).toContain('rows');
    expect(await text({ rows: [{ id: null }, {}], fields: FIELDS, unit: 'chars' })).toBe('        \n        \n');
    expect(await text({ rows: [{ id: null }], fields: [{ name: 'id', width: 3, pad: '0', align: 'right' }], unit: 'chars' })).toBe('000\n');
  });

  it('FIXB-02 fields is required with at least one field; overlapping fields are refused', async () => {
    const harness = actionHarness(fixedBuild);
    expect((await failure(harness.run({ rows: [], unit: 'chars' }))).message).toContain('fields');
    expect((await failure(harness.run({ rows: [], fields: [], unit: 'chars' }))).message).toContain('fields');
    const overlap = [
      { name: 'a', width: 3 },
      { name: 'b', start: 2, width: 1 },
    ];
    const error = await failure(harness.run({ rows: [{ a: 'SECRET' }], fields: overlap, unit: 'chars' }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('fields[1]');
    expect(saveIssues({ rows: [], fields: overlap, unit: 'chars' }).issues[0]).toMatchObject({ path: 'fields[1]', code: 'invalid_input' });
    const repeated = [
      { name: 'a', width: 1 },
      { name: 'a', width: 1 },
    ];
    expect((await failure(harness.run({ rows: [], fields: repeated, unit: 'chars' }))).message).toContain('fields[1].name');
  });

  it('FIXB-03 gaps between fields are filled with spaces, not the pad', async () => {
    const fields = [
      { name: 'a', start: 3, width: 2, pad: '0', align: 'right' },
      { name: 'b', start: 8, width: 2, pad: '*' },
    ];
    expect(await text({ rows: [{ a: 7, b: 'x' }], fields, unit: 'chars' })).toBe('  07   x*\n');
  });

  it('FIXB-04 unit is required: chars or bytes', async () => {
    const harness = actionHarness(fixedBuild);
    expect((await failure(harness.run({ rows: [], fields: FIELDS }))).message).toContain('unit');
    expect((await failure(harness.run({ rows: [], fields: FIELDS, unit: 'cells' }))).message).toContain('unit');
    const row = [{ id: 'é', name: 'ab' }];
    expect(await text({ rows: row, fields: FIELDS, unit: 'chars' })).toBe('é  ab   \n');
    expect(await text({ rows: row, fields: FIELDS, unit: 'bytes' })).toBe('é ab   \n');
  });

  it('FIXB-05 FIXB-20 encodings and aliases; the file has text/plain with the charset', async () => {
    const fields = [{ name: 'v', width: 4 }];
    for (const [label, name, bytes] of [
      ['windows-1252', 'windows-1252', [0x80, 0xe9, 0x20, 0x20]],
      ['CP1252', 'windows-1252', [0x80, 0xe9, 0x20, 0x20]],
      ['iso-8859-15', 'iso-8859-15', [0xa4, 0xe9, 0x20, 0x20]],
    ] as const) {
      const { artifact, output } = await build({ rows: [{ v: '€é' }], fields, unit: 'bytes', encoding: label, filename: 'out.txt' });
      expect(output).toEqual({ artifact: 'out.txt', rows: 1 });
      expect(artifact!.content_type).toBe(`text/plain; charset=${name}`);
      expect([...artifact!.data]).toEqual([...bytes, 0x0a]);
    }
    const latin1 = await build({ rows: [{ v: 'é' }], fields, unit: 'bytes', encoding: 'latin1', filename: 'l.txt' });
    expect(latin1.artifact!.content_type).toBe('text/plain; charset=iso-8859-1');
    expect([...latin1.artifact!.data]).toEqual([0xe9, 0x20, 0x20, 0x20, 0x0a]);
    const utf8 = await build({ rows: [{ v: 'é' }], fields, unit: 'chars', filename: 'u.txt' });
    expect(utf8.artifact!.content_type).toBe('text/plain; charset=utf-8');
    expect(Buffer.from(utf8.artifact!.data).toString('utf8')).toBe('é   \n');
    const harness = actionHarness(fixedBuild);
    for (const encoding of ['utf-16', 'ebcdic']) {
      const error = await failure(harness.run({ rows: [], fields, unit: 'bytes', encoding, filename: 'x.txt' }));
      expect(error.code).toBe('invalid_input');
      expect(error.message).toContain('encoding');
    }
  });

  it('FIXB-06 encoding only with unit bytes', async () => {
    const error = await failure(actionHarness(fixedBuild).run({ rows: [], fields: FIELDS, unit: 'chars', encoding: 'utf-8' }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('encoding');
    expect(saveIssues({ rows: [], fields: FIELDS, unit: 'chars', encoding: 'utf-8' }).issues).toHaveLength(1);
    expect(saveIssues({ rows: [], fields: FIELDS, unit: 'bytes', encoding: 'utf-8' }).issues).toEqual([]);
  });

  it('FIXB-07 an encoding other than UTF-8 needs filename', async () => {
    const error = await failure(actionHarness(fixedBuild).run({ rows: [], fields: FIELDS, unit: 'bytes', encoding: 'windows-1252' }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('filename');
    expect(saveIssues({ rows: [], fields: FIELDS, unit: 'bytes', encoding: 'us-ascii' }).issues).toHaveLength(1);
    expect(saveIssues({ rows: [], fields: FIELDS, unit: 'bytes', encoding: 'us-ascii', filename: '${{ vars.name }}' }).issues).toEqual([]);
    expect(await text({ rows: [{ id: 1 }], fields: FIELDS, unit: 'bytes', encoding: 'UTF8' })).toBe('1       \n');
  });

  it('FIXB-08 FIXB-09 line_ending LF (default) or CRLF, also written \\n and \\r\\n, after every record', async () => {
    const rows = [{ id: 1 }, { id: 2 }];
    const fields = [{ name: 'id', width: 2 }];
    expect(await text({ rows, fields, unit: 'chars' })).toBe('1 \n2 \n');
    expect(await text({ rows, fields, unit: 'chars', line_ending: 'LF' })).toBe('1 \n2 \n');
    expect(await text({ rows, fields, unit: 'chars', line_ending: '\n' })).toBe('1 \n2 \n');
    expect(await text({ rows, fields, unit: 'chars', line_ending: 'CRLF' })).toBe('1 \r\n2 \r\n');
    expect(await text({ rows, fields, unit: 'chars', line_ending: '\r\n' })).toBe('1 \r\n2 \r\n');
    expect((await failure(actionHarness(fixedBuild).run({ rows, fields, unit: 'chars', line_ending: 'CR' }))).message).toContain('line_ending');
  });

  it('FIXB-10 filename is not empty and at most 200 characters', async () => {
    const harness = actionHarness(fixedBuild);
    expect((await failure(harness.run({ rows: [], fields: FIELDS, unit: 'chars', filename: '' }))).message).toContain('filename');
    expect((await failure(harness.run({ rows: [], fields: FIELDS, unit: 'chars', filename: 'x'.repeat(201) }))).message).toContain('filename');
  });

  it('FIXB-11 FIXB-12 ACT-02 with filename a file and output artifact; without it output text; rows always', async () => {
    const rows = [{ id: 1, name: 'Ann' }];
    const asText = await build({ rows, fields: FIELDS, unit: 'chars' });
    expect(asText.output).toEqual({ text: '1  Ann  \n', rows: 1 });
    expect(asText.harness.world.artifacts.list()).toHaveLength(0);
    const harness = actionHarness(fixedBuild);
    await harness.run({ rows, fields: FIELDS, unit: 'chars', filename: 'out.txt' });
    const second = await harness.run({ rows, fields: FIELDS, unit: 'chars', filename: 'out.txt' });
    expect(second).toEqual({ artifact: 'out(2).txt', rows: 1 });
    expect(Buffer.from(harness.world.artifacts.get('out(2).txt')!.data).toString()).toBe('1  Ann  \n');
    expect((await build({ rows: [], fields: FIELDS, unit: 'chars' })).output).toEqual({ text: '', rows: 0 });
  });

  it('FIXB-13 start counts from 1, default right after the previous field; records follow positions', async () => {
    const fields = [
      { name: 'b', start: 4, width: 2 },
      { name: 'c', width: 1 },
      { name: 'a', start: 1, width: 3 },
    ];
    expect(await text({ rows: [{ a: 'abc', b: 'de', c: 'f' }], fields, unit: 'chars' })).toBe('abcdef\n');
    expect((await failure(actionHarness(fixedBuild).run({ rows: [], fields: [{ name: 'a', width: 0 }], unit: 'chars' }))).message).toContain('fields[0]');
  });

  it('FIXB-14 FIXB-15 align left (default) or right; pad one character, default space', async () => {
    const fields = [
      { name: 'l', width: 4 },
      { name: 'r', width: 4, align: 'right' },
      { name: 'z', width: 4, align: 'right', pad: '0' },
      { name: 'd', width: 3, pad: '.' },
    ];
    expect(await text({ rows: [{ l: 'ab', r: 'cd', z: 42, d: 'x' }], fields, unit: 'chars' })).toBe('ab    cd0042x..\n');
    const harness = actionHarness(fixedBuild);
    expect((await failure(harness.run({ rows: [], fields: [{ name: 'a', width: 1, pad: '00' }], unit: 'chars' }))).message).toContain('fields[0].pad');
    expect((await failure(harness.run({ rows: [], fields: [{ name: 'a', width: 1, align: 'center' }], unit: 'chars' }))).message).toContain('fields[0].align');
    expect((await failure(harness.run({ rows: [], fields: [{ name: 'a', width: 1, pad: '\n' }], unit: 'chars' }))).message).toContain('fields[0].pad');
  });

  it('FIXB-15 with unit bytes a pad must be one byte in the encoding', async () => {
    const harness = actionHarness(fixedBuild);
    const utf8 = await failure(harness.run({ rows: [], fields: [{ name: 'a', width: 3, pad: '·' }], unit: 'bytes' }));
    expect(utf8.code).toBe('invalid_input');
    expect(utf8.message).toContain('fields[0].pad');
    expect(saveIssues({ rows: [], fields: [{ name: 'a', width: 3, pad: '·' }], unit: 'bytes' }).issues).toHaveLength(1);
    const latin = await failure(harness.run({ rows: [], fields: [{ name: 'a', width: 3, pad: '€' }], unit: 'bytes', encoding: 'iso-8859-1', filename: 'x.txt' }));
    expect(latin.message).toContain('fields[0].pad');
    expect(await text({ rows: [{ a: 'x' }], fields: [{ name: 'a', width: 3, pad: '·' }], unit: 'chars' })).toBe('x··\n');
    const { artifact } = await build({ rows: [{ a: 'x' }], fields: [{ name: 'a', width: 3, pad: '·' }], unit: 'bytes', encoding: 'windows-1252', filename: 'p.txt' });
    expect([...artifact!.data]).toEqual([0x78, 0xb7, 0xb7, 0x0a]);
  });

  it('FIXB-16 text as is; numbers and booleans as in JSON', async () => {
    const fields = [
      { name: 'n', width: 6 },
      { name: 'f', width: 5 },
      { name: 'b', width: 5 },
      { name: 't', width: 4 },
    ];
    expect(await text({ rows: [{ n: -1.5, f: false, b: true, t: ' x ' }], fields, unit: 'chars' })).toBe('-1.5  falsetrue  x  \n');
    expect(await text({ rows: [{ n: 1e21 }], fields: [{ name: 'n', width: 5 }], unit: 'chars' })).toBe('1e+21\n');
  });

  it('FIXB-17 a list or object value fails the step naming row and field', async () => {
    for (const value of [[1], { a: 1 }]) {
      const error = await failure(actionHarness(fixedBuild).run({ rows: [{ id: 1 }, { id: value }], fields: FIELDS, unit: 'chars' }));
      expect(error.code).toBe('invalid_input');
      expect(error.message).toContain('rows[1].id');
    }
  });

  it('FIXB-18 a value longer than its field fails with format_error; nothing is cut', async () => {
    const harness = actionHarness(fixedBuild);
    const error = await failure(harness.run({ rows: [{ id: 1, name: 'SECRET-LONG' }], fields: FIELDS, unit: 'chars', filename: 'x.txt' }));
    expect(error.code).toBe('format_error');
    expect(error.message).toContain('rows[0].name');
    expect(error.message).not.toContain('SECRET');
    expect(harness.world.artifacts.list()).toHaveLength(0);
    // bytes: é is two bytes, 3 of them do not fit 5 bytes
    expect((await failure(harness.run({ rows: [{ name: 'ééé' }], fields: FIELDS, unit: 'bytes' }))).message).toContain('rows[0].name');
    expect(await text({ rows: [{ name: 'éé' }], fields: FIELDS, unit: 'bytes' })).toBe('   éé \n');
    // chars: an emoji is one character
    expect(await text({ rows: [{ name: '😀😀😀😀😀' }], fields: FIELDS, unit: 'chars' })).toBe('   😀😀😀😀😀\n');
    expect((await failure(harness.run({ rows: [{ name: '😀😀😀😀😀😀' }], fields: FIELDS, unit: 'chars' }))).code).toBe('format_error');
    expect((await failure(harness.run({ rows: [{ id: 1000 }], fields: FIELDS, unit: 'chars' }))).message).toContain('rows[0].id');
  });

  it('FIXB-19 a character the encoding cannot write fails with format_error', async () => {
    const harness = actionHarness(fixedBuild);
    const fields = [{ name: 'v', width: 4 }];
    for (const [encoding, value] of [
      ['us-ascii', 'é'],
      ['iso-8859-1', '€'],
      ['windows-1252', '😀'],
      ['iso-8859-15', '¤'],
    ]) {
      const error = await failure(harness.run({ rows: [{ v: 'ok' }, { v: value }], fields, unit: 'bytes', encoding, filename: 'x.txt' }));
      expect(error.code, encoding).toBe('format_error');
      expect(error.message).toContain('rows[1].v');
    }
    const lone = await failure(harness.run({ rows: [{ v: 'a\ud800' }], fields, unit: 'bytes' }));
    expect(lone.code).toBe('format_error');
  });

  it('FIXB-19 a line break in a value cannot be written', async () => {
    const harness = actionHarness(fixedBuild);
    for (const value of ['a\nb', 'a\rb']) {
      const error = await failure(harness.run({ rows: [{ id: value }], fields: FIELDS, unit: 'chars' }));
      expect(error.code).toBe('format_error');
      expect(error.message).toContain('rows[0].id');
    }
    const crlf = await failure(harness.run({ rows: [{ id: 'a\r' }, { id: 'b' }], fields: FIELDS, unit: 'chars', line_ending: 'CRLF' }));
    expect(crlf.message).toContain('rows[0].id');
  });

  it('FIXB-21 at most 100,000 records', async () => {
    const fields = [{ name: 'a', width: 1 }];
    expect((await build({ rows: new Array(100_000).fill({ a: 'x' }), fields, unit: 'chars' })).output.rows).toBe(100_000);
    const error = await failure(actionHarness(fixedBuild).run({ rows: new Array(100_001).fill({ a: 'x' }), fields, unit: 'chars' }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('rows');
  });

  it('FIXB-22 at most 16 MB, refused before writing', async () => {
    const fields = [{ name: 'a', width: 200 }];
    const error = await failure(actionHarness(fixedBuild).run({ rows: new Array(90_000).fill({}), fields, unit: 'chars' }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('16 MB');
    // multi-byte text under the unit count but over the byte count
    const wide = new Array(40_000).fill({ a: '€'.repeat(150) });
    expect((await failure(actionHarness(fixedBuild).run({ rows: wide, fields, unit: 'chars' }))).message).toContain('16 MB');
  });

  it('FIXB-23 a field past 65,536 characters is refused', async () => {
    const error = await failure(actionHarness(fixedBuild).run({ rows: [], fields: [{ name: 'a', start: 65_536, width: 2 }], unit: 'chars' }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('fields[0]');
    expect(saveIssues({ rows: [], fields: [{ name: 'a', start: 65_536, width: 2 }], unit: 'chars' }).issues).toHaveLength(1);
  });

  it('FIXB-13 a field named __proto__ or constructor reads the row\'s own value only', async () => {
    const fields = [
      { name: '__proto__', width: 2 },
      { name: 'constructor', width: 2 },
    ];
    expect(await text({ rows: [{}], fields, unit: 'chars' })).toBe('    \n');
    expect(await text({ rows: JSON.parse('[{"__proto__": "p", "constructor": "c"}]'), fields, unit: 'chars' })).toBe('p c \n');
  });

  it('FIXB-01 records read back with fixed.parse', async () => {
    const fields = [
      { name: 'id', width: 4, align: 'right', pad: '0' },
      { name: 'name', width: 6 },
      { name: 'city', start: 13, width: 7 },
    ];
    const rows = [
      { id: 7, name: 'José', city: 'Zürich' },
      { id: 12, name: '李', city: null },
    ];
    const { artifact } = await build({ rows, fields, unit: 'bytes', encoding: 'utf-8', filename: 'r.txt', line_ending: 'CRLF' });
    expect(Buffer.from(artifact!.data).toString('utf8')).toBe(`0007José   Zürich\r\n0012李${' '.repeat(12)}\r\n`);
    const reader = actionHarness(fixedParse);
    reader.world.artifacts.add('r.txt', artifact!.data, 'text/plain', null);
    const parsed = await reader.run({ artifact: 'r.txt', fields: fields.map(({ name, width, start }) => ({ name, width, ...(start ? { start } : {}) })), unit: 'bytes' });
    expect(parsed.rows).toEqual([
      { id: '0007', name: 'José', city: 'Zürich' },
      { id: '0012', name: '李', city: '' },
    ]);
  });
});
