import { describe, expect, it } from 'vitest';
import { csvBuild } from '../../src/actions/csv-build.js';
import { escapeFormula } from '../../src/actions/shared/formula-escape.js';
import { actionHarness } from '../helpers/action-context.js';
import { expectOutputShape, failure, saveIssuesOf } from '../helpers/expect-step.js';

const saveIssues = saveIssuesOf(csvBuild);

/** Runs csv.build and returns the output, the file's text and the artifact. */
async function build(input: Record<string, unknown>) {
  const harness = actionHarness(csvBuild);
  const output = await harness.run({ filename: 'out.csv', ...input });
  expectOutputShape(csvBuild, output);
  const artifact = harness.world.artifacts.get(output.artifact as string)!;
  return { output, artifact, text: Buffer.from(artifact.data).toString('utf8'), harness };
}

describe('csv.build', () => {
  it('CSVB-01 rows is required and must be a list of objects', async () => {
    const harness = actionHarness(csvBuild);
    expect((await failure(harness.run({ filename: 'a.csv' }))).code).toBe('invalid_input');
    const notObjects = await failure(harness.run({ filename: 'a.csv', rows: [{ a: 1 }, 'x'] }));
    expect(notObjects.code).toBe('invalid_input');
    expect(notObjects.message).toContain('rows[1]');
    expect((await failure(harness.run({ filename: 'a.csv', rows: { a: 1 } }))).code).toBe('invalid_input');
  });

  it('CSVB-02 filename is required, not empty, at most 200 characters', async () => {
    const harness = actionHarness(csvBuild);
    expect((await failure(harness.run({ rows: [] }))).message).toContain('filename');
    expect((await failure(harness.run({ rows: [], filename: '' }))).message).toContain('filename');
    expect((await failure(harness.run({ rows: [], filename: `${'x'.repeat(197)}.csv` }))).message).toContain('filename');
    const ok = await harness.run({ rows: [], filename: `${'x'.repeat(196)}.csv` });
    expect(ok.artifact).toBe(`${'x'.repeat(196)}.csv`);
  });

  it('CSVB-03 ACT-07 ACT-08 the file is an artifact of type text/csv; charset=utf-8', async () => {
    const { artifact } = await build({ rows: [{ a: 1 }], filename: 'report.csv' });
    expect(artifact.content_type).toBe('text/csv; charset=utf-8');
    expect(artifact).toMatchObject({ name: 'report.csv', step: 'step' });
    expect(typeof artifact.id).toBe('string');
    expect(artifact.size_bytes).toBe(artifact.data.byteLength);
  });

  it('CSVB-04 columns sets the order; default keys of the first row; other keys are left out', async () => {
    const rows = [
      { id: 1, name: 'Ann', extra: 'x' },
      { name: 'Bob', id: 2, other: 'y' },
    ];
    expect((await build({ rows })).text).toBe('id,name,extra\r\n1,Ann,x\r\n2,Bob,\r\n');
    expect((await build({ rows, columns: ['name', 'id', 'missing'] })).text).toBe('name,id,missing\r\nAnn,1,\r\nBob,2,\r\n');
  });

  it('CSVB-04 a column named like an Object member reads only the row\'s own field', async () => {
    const { text } = await build({ rows: [{ a: 1 }], columns: ['a', 'constructor', 'toString', '__proto__'] });
    expect(text).toBe('a,constructor,toString,__proto__\r\n1,,,\r\n');
    const own = JSON.parse('[{"__proto__": "p", "constructor": "c"}]') as Record<string, unknown>[];
    expect((await build({ rows: own, columns: ['__proto__', 'constructor'] })).text).toBe('__proto__,constructor\r\np,c\r\n');
  });

  it('CSVB-05 CSVB-13 delimiter is one character, default comma, and cells holding it are quoted', async () => {
    const rows = [{ a: 'x;y', b: 'p,q' }];
    expect((await build({ rows })).text).toBe('a,b\r\nx;y,"p,q"\r\n');
    expect((await build({ rows, delimiter: ';' })).text).toBe('a;b\r\n"x;y";p,q\r\n');
    expect((await build({ rows: [{ a: 1, b: 2 }], delimiter: '\t' })).text).toBe('a\tb\r\n1\t2\r\n');
    expect((await build({ rows: [{ a: 'x]y', b: 2 }], delimiter: ']' })).text).toBe('a]b\r\n"x]y"]2\r\n');
    expect((await build({ rows: [{ a: 'x^y', b: 2 }], delimiter: '^' })).text).toBe('a^b\r\n"x^y"^2\r\n');
    const harness = actionHarness(csvBuild);
    expect((await failure(harness.run({ rows, filename: 'a.csv', delimiter: ';;' }))).message).toContain('delimiter');
    expect((await failure(harness.run({ rows, filename: 'a.csv', delimiter: '' }))).message).toContain('delimiter');
  });

  it('CSVB-06 delimiter cannot be a quote or a line break', async () => {
    const harness = actionHarness(csvBuild);
    for (const delimiter of ['"', '\n', '\r']) {
      const error = await failure(harness.run({ rows: [], filename: 'a.csv', delimiter }));
      expect(error.code).toBe('invalid_input');
      expect(error.message).toContain('delimiter');
    }
    expect(saveIssues({ rows: [], filename: 'a.csv', delimiter: '"' }).schema).not.toHaveLength(0);
  });

  it('CSVB-07 include_header defaults to true; false writes no header line', async () => {
    expect((await build({ rows: [{ a: 1 }] })).text).toBe('a\r\n1\r\n');
    expect((await build({ rows: [{ a: 1 }], include_header: false })).text).toBe('1\r\n');
  });

  it('CSVB-08 bom: true starts the file with a UTF-8 byte order mark; default none', async () => {
    const plain = await build({ rows: [{ a: 1 }] });
    expect([...plain.artifact.data.subarray(0, 1)]).toEqual([0x61]);
    const withBom = await build({ rows: [{ a: 1 }], bom: true });
    expect([...withBom.artifact.data.subarray(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x61]);
  });

  it('CSVB-09 ACT-07 output artifact is the file name, numbered when taken', async () => {
    const harness = actionHarness(csvBuild);
    const first = await harness.run({ rows: [], filename: 'report.csv' });
    const second = await harness.run({ rows: [], filename: 'report.csv' });
    expect(first.artifact).toBe('report.csv');
    expect(second.artifact).toBe('report(2).csv');
    expect(harness.world.artifacts.get('report(2).csv')).toBeDefined();
  });

  it('CSVB-10 ACT-02 rows counts data rows, never the header', async () => {
    const { output } = await build({ rows: [{ a: 1 }, { a: 2 }, { a: 3 }] });
    expect(output).toEqual({ artifact: 'out.csv', rows: 3 });
    expect((await build({ rows: [], columns: ['a'] })).output.rows).toBe(0);
    expect((await build({ rows: [{ a: 1 }], include_header: false })).output.rows).toBe(1);
  });

  it('CSVB-11 CSVB-13 quotes, CRLF and line breaks inside cells are quoted and quotes doubled', async () => {
    const { text } = await build({ rows: [{ a: 'say "hi"', b: 'two\r\nlines', c: 'lf\nonly', d: 'cr\ronly', e: 'plain' }] });
    expect(text).toBe('a,b,c,d,e\r\n"say ""hi""","two\r\nlines","lf\nonly","cr\ronly",plain\r\n');
  });

  it('CSVB-11 a row of one empty cell is written "" so it is not an empty line', async () => {
    expect((await build({ rows: [{ a: '' }, { a: null }, { a: 'x' }] })).text).toBe('a\r\n""\r\n""\r\nx\r\n');
  });

  it('CSVB-12 every line ends with CRLF, the last one too', async () => {
    const { text } = await build({ rows: [{ a: 1, b: 2 }, { a: 3, b: 4 }] });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')).toEqual(['a,b', '1,2', '3,4', '']);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('CSVB-14 text as is; numbers and booleans as in JSON', async () => {
    const { text } = await build({ rows: [{ t: '  spaced  ', n: 1.5, big: 1e21, neg: -0.25, yes: true, no: false, uni: 'Grüße 😀' }] });
    expect(text).toBe('t,n,big,neg,yes,no,uni\r\n  spaced  ,1.5,1e+21,-0.25,true,false,Grüße 😀\r\n');
  });

  it('CSVB-15 null and missing values are empty cells', async () => {
    expect((await build({ rows: [{ a: null, b: 1 }], columns: ['a', 'b', 'c'] })).text).toBe('a,b,c\r\n,1,\r\n');
  });

  it('CSVB-16 lists and objects are compact JSON, quoted when needed', async () => {
    const { text } = await build({ rows: [{ list: [1, 2], obj: { k: 'v' }, one: [3] }] });
    expect(text).toBe('list,obj,one\r\n"[1,2]","{""k"":""v""}",[3]\r\n');
  });

  it('CSVB-17 CSVB-18 escape_formulas defaults to true: =, +, -, @, tab and CR get an apostrophe', async () => {
    const rows = [{ a: '=1+1', b: '+49 30', c: '-x', d: '@SUM(A1)', e: '\tTab', f: '\rCR', g: 'a=b' }];
    const { text } = await build({ rows });
    expect(text).toBe('a,b,c,d,e,f,g\r\n\'=1+1,\'+49 30,\'-x,\'@SUM(A1),\'\tTab,"\'\rCR",a=b\r\n');
    const off = await build({ rows, escape_formulas: false });
    expect(off.text).toBe('a,b,c,d,e,f,g\r\n=1+1,+49 30,-x,@SUM(A1),\tTab,"\rCR",a=b\r\n');
  });

  it('CSVB-18 headers are escaped too', async () => {
    expect((await build({ rows: [{ '=cmd': 1 }] })).text).toBe("'=cmd\r\n1\r\n");
  });

  it('CSVB-19 formula escaping also applies after leading spaces', async () => {
    const { text } = await build({ rows: [{ a: '  =HYPERLINK("x")', b: ' -1', c: '\u3000+1', d: '   ok' }] });
    expect(text).toBe('a,b,c,d\r\n"\'  =HYPERLINK(""x"")",\' -1,\'\u3000+1,   ok\r\n');
  });

  it('CSVB-20 formula escaping applies to full-width ＝ ＋ － ＠', async () => {
    const { text } = await build({ rows: [{ a: '＝1+1', b: '＋1', c: '－1', d: '＠x', e: ' ＝1' }] });
    expect(text).toBe("a,b,c,d,e\r\n'＝1+1,'＋1,'－1,'＠x,' ＝1\r\n");
    expect(escapeFormula('＝1')).toBe("'＝1");
    expect(escapeFormula('plain')).toBe('plain');
    expect(escapeFormula('')).toBe('');
  });

  it('CSVB-21 JSON numbers are never changed: -5 stays -5, but the text "-5" is escaped', async () => {
    const { text } = await build({ rows: [{ n: -5, t: '-5' }] });
    expect(text).toBe("n,t\r\n-5,'-5\r\n");
  });

  it('CSVB-22 at most 100 000 rows', async () => {
    const harness = actionHarness(csvBuild);
    const row = { a: 1 };
    const tooMany = new Array(100_001).fill(row);
    const error = await failure(harness.run({ rows: tooMany, filename: 'a.csv' }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('rows');
    const ok = await harness.run({ rows: new Array(100_000).fill(row), filename: 'a.csv' });
    expect(ok.rows).toBe(100_000);
  });

  it('CSVB-23 at most 1000 columns, from columns or from the first row', async () => {
    const harness = actionHarness(csvBuild);
    const names = Array.from({ length: 1001 }, (_, i) => `c${i}`);
    expect((await failure(harness.run({ rows: [], columns: names, filename: 'a.csv' }))).message).toContain('columns');
    const wide = Object.fromEntries(names.map((name) => [name, 1]));
    const error = await failure(harness.run({ rows: [wide], filename: 'a.csv' }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('1000 columns');
    const ok = await harness.run({ rows: [wide], columns: names.slice(0, 1000), filename: 'a.csv' });
    expect(ok.rows).toBe(1);
  });

  it('CSVB-24 at most 50 MB, refused without the data in the message', async () => {
    const harness = actionHarness(csvBuild);
    const cell = `SECRET${'x'.repeat(1024 * 1024)}`;
    const rows = Array.from({ length: 51 }, () => ({ a: cell }));
    const error = await failure(harness.run({ rows, filename: 'big.csv' }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('50 MB');
    expect(error.message).not.toContain('SECRET');
    expect(harness.world.artifacts.list()).toHaveLength(0);
    // three-byte characters: 18 M units stay under the limit, 54 MB do not
    const wide = Array.from({ length: 18 }, () => ({ a: '€'.repeat(1024 * 1024) }));
    expect((await failure(harness.run({ rows: wide, filename: 'big.csv' }))).message).toContain('50 MB');
  });

  it('ACT-01 fields the input table does not list are refused', async () => {
    const harness = actionHarness(csvBuild);
    const error = await failure(harness.run({ rows: [], filename: 'a.csv', sheet: 'x' }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('sheet');
    expect(saveIssues({ rows: [], filename: 'a.csv', sheet: 'x' }).schema).not.toHaveLength(0);
  });

  it('ACT-03 literal inputs are checked at save time; expressions wait for the run', () => {
    expect(saveIssues({ rows: '${{ steps.a.outputs.rows }}', filename: 'a.csv', delimiter: '${{ vars.d }}' }).schema).toEqual([]);
    expect(saveIssues({ rows: '${{ steps.a.outputs.rows }}', filename: '' }).schema).not.toEqual([]);
  });

  it('ACT-06 ERR-02 a bad value is named by its field, never shown', async () => {
    const harness = actionHarness(csvBuild);
    const error = await failure(harness.run({ rows: [{ a: 1 }], filename: 'a.csv', include_header: 'SECRET-VALUE' }));
    expect(error.message).toContain('include_header');
    expect(error.message).not.toContain('SECRET-VALUE');
  });

  it('CSVB-11 hostile cells round-trip through an RFC 4180 reader', async () => {
    const { parse } = await import('csv-parse/sync');
    const hostile = { a: '"', b: '""', c: ',', d: '\r\n', e: 'a"b"c', f: '＝cmd', g: '😀é', h: ' ' };
    const { text } = await build({ rows: [hostile], escape_formulas: false });
    expect(parse(text)).toEqual([Object.keys(hostile), Object.values(hostile)]);
  });
});
