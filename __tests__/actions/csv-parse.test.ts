import { describe, expect, it } from 'vitest';
import { csvBuild } from '../../src/actions/csv-build.js';
import { csvParse } from '../../src/actions/csv-parse.js';
import { uniqueHeaderNames } from '../../src/actions/shared/header-names.js';
import { actionHarness } from '../helpers/action-context.js';
import { expectOutputShape, failure, saveIssuesOf } from '../helpers/expect-step.js';
import { compileText, planFrom, runPlan, workflow } from '../helpers/workflow.js';

const saveIssues = saveIssuesOf(csvParse);

async function parse(input: Record<string, unknown>) {
  const output = await actionHarness(csvParse).run(input);
  expectOutputShape(csvParse, output);
  return output as { rows: unknown[]; count: number };
}

/** Runs csv.parse on a file holding exactly `bytes`. */
async function parseBytes(bytes: Uint8Array, input: Record<string, unknown> = {}) {
  const harness = actionHarness(csvParse);
  harness.world.artifacts.add('in.csv', bytes, 'text/csv', null);
  const output = await harness.run({ artifact: 'in.csv', ...input });
  expectOutputShape(csvParse, output);
  return output as { rows: unknown[]; count: number };
}

describe('csv.parse', () => {
  it('CSVP-01 at least one of text and artifact is required, at save time and at run time', async () => {
    const harness = actionHarness(csvParse, { given: { artifacts: { 'in.csv': { text: 'a\r\n1\r\n' } } } });
    const neither = await failure(harness.run({}));
    expect(neither.code).toBe('invalid_input');
    expect(neither.message).toContain('text or artifact');
    expect(await harness.run({ artifact: 'in.csv' })).toEqual({ rows: [{ a: '1' }], count: 1 });
    expect(await harness.run({ artifact: harness.world.artifacts.get('in.csv') })).toEqual({ rows: [{ a: '1' }], count: 1 });
    expect(await harness.run({ text: 'a\n2' })).toEqual({ rows: [{ a: '2' }], count: 1 });
    expect(saveIssues({}).issues.map((i) => i.code)).toEqual(['invalid_input']);
    expect(saveIssues({ text: '${{ steps.a.outputs.body }}' }).issues).toEqual([]);
    expect(saveIssues({ artifact: '${{ artifacts.in }}' }).issues).toEqual([]);
  });

  it('CSVP-01 text and artifact together are allowed: the step saves, and text is read (flowgate.md)', async () => {
    const harness = actionHarness(csvParse, { given: { artifacts: { 'in.csv': { text: 'a\r\n1\r\n' } } } });
    expect(saveIssues({ text: 'x', artifact: 'y' }).issues).toEqual([]);
    expect(saveIssues({ text: '${{ steps.a.outputs.body }}', artifact: '${{ artifacts.in }}' }).issues).toEqual([]);
    expect(await harness.run({ text: 'b\n2', artifact: 'in.csv' })).toEqual({ rows: [{ b: '2' }], count: 1 });
    expect(await harness.run({ text: 'b\n2', artifact: harness.world.artifacts.get('in.csv') })).toEqual({ rows: [{ b: '2' }], count: 1 });
  });

  it('CSVP-01 a workflow setting both text and artifact saves and runs, reading text', async () => {
    const text = workflow(`  - id: p\n    uses: platform/csv.parse@v1\n    with:\n      text: "b\\n2"\n      artifact: "\${{ artifacts['in.csv'] }}"\n`);
    expect(compileText(text).problems).toEqual([]);
    const { result } = await runPlan(planFrom(text), { artifacts: { 'in.csv': { text: 'a\r\n1\r\n' } } });
    expect(result.steps.p).toMatchObject({ result: 'success', outputs: { rows: [{ b: '2' }], count: 1 } });
  });

  it('CSVP-01 an artifact that is not in the run is invalid_input naming the field', async () => {
    const error = await failure(actionHarness(csvParse).run({ artifact: 'missing.csv' }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('artifact');
  });

  it('CSVP-02 delimiter is one character, default comma', async () => {
    expect((await parse({ text: 'a;b\n1;2' })).rows).toEqual([{ 'a;b': '1;2' }]);
    expect((await parse({ text: 'a;b\n1;2', delimiter: ';' })).rows).toEqual([{ a: '1', b: '2' }]);
    expect((await parse({ text: 'a\tb\n1\t2', delimiter: '\t' })).rows).toEqual([{ a: '1', b: '2' }]);
    expect((await parse({ text: 'a😀b\n1😀2', delimiter: '😀' })).rows).toEqual([{ a: '1', b: '2' }]);
    const harness = actionHarness(csvParse);
    for (const delimiter of ['', ';;', '"', '\n']) {
      const error = await failure(harness.run({ text: 'a', delimiter }));
      expect(error.code).toBe('invalid_input');
      expect(error.message).toContain('delimiter');
    }
  });

  it('CSVP-03 CSVP-07 has_header defaults to true: rows are objects keyed by the header', async () => {
    const { rows, count } = await parse({ text: 'id,name\r\n1,Ann\r\n2,Bob\r\n' });
    expect(rows).toEqual([
      { id: '1', name: 'Ann' },
      { id: '2', name: 'Bob' },
    ]);
    expect(count).toBe(2);
    expect(Object.keys(rows[0] as object)).toEqual(['id', 'name']);
  });

  it('CSVP-04 ACT-02 outputs are rows and count only', async () => {
    const output = await parse({ text: 'a\n1\n2\n3' });
    expect(Object.keys(output).sort()).toEqual(['count', 'rows']);
    expect(output.count).toBe(3);
    expect(await parse({ text: '' })).toEqual({ rows: [], count: 0 });
    expect(await parse({ text: 'a,b\r\n' })).toEqual({ rows: [], count: 0 });
  });

  it('CSVP-05 invalid UTF-8 fails with format_error naming the line', async () => {
    for (const bad of [[0xff], [0xc3], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82]]) {
      const bytes = Buffer.concat([Buffer.from('a,b\r\n1,2\r\n3,'), Buffer.from(bad), Buffer.from('\r\n')]);
      const error = await failure(parseBytes(bytes));
      expect(error.code).toBe('format_error');
      expect(error.message).toContain('line 3');
    }
  });

  it('CSVP-05 multi-byte characters and UTF-8 text are read as they are', async () => {
    const bytes = Buffer.from('name,city\r\nJosé,Zürich\r\n李,東京 😀\r\n', 'utf8');
    expect((await parseBytes(bytes)).rows).toEqual([
      { name: 'José', city: 'Zürich' },
      { name: '李', city: '東京 😀' },
    ]);
  });

  it('CSVP-06 a leading byte order mark is dropped, in a file and in text', async () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('id,x\r\n1,2\r\n')]);
    expect((await parseBytes(bytes)).rows).toEqual([{ id: '1', x: '2' }]);
    expect((await parse({ text: '\ufeffid\n1' })).rows).toEqual([{ id: '1' }]);
    // only a leading one
    expect((await parse({ text: 'id\n\ufeff1' })).rows).toEqual([{ id: '\ufeff1' }]);
  });

  it('CSVP-08 empty header names become column_<position>', async () => {
    expect((await parse({ text: ',name,\n1,2,3' })).rows).toEqual([{ column_1: '1', name: '2', column_3: '3' }]);
  });

  it('CSVP-09 repeated header names get _2, _3', async () => {
    expect((await parse({ text: 'a,a,b,a\n1,2,3,4' })).rows).toEqual([{ a: '1', a_2: '2', b: '3', a_3: '4' }]);
    // a written name keeps its spelling; generated ones skip it
    expect(uniqueHeaderNames(['a', 'a', 'a_2'])).toEqual(['a', 'a_3', 'a_2']);
    expect(uniqueHeaderNames(['', 'column_1', ''])).toEqual(['column_1', 'column_1_2', 'column_3']);
  });

  it('CSVP-07 a header named __proto__ or constructor is an ordinary field', async () => {
    const { rows } = await parse({ text: '__proto__,constructor\nx,y' });
    const row = rows[0] as Record<string, unknown>;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.keys(row)).toEqual(['__proto__', 'constructor']);
    expect(row.constructor).toBe('y');
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('x');
  });

  it('CSVP-10 a ragged row fails with format_error naming its line', async () => {
    const short = await failure(parse({ text: 'a,b\r\n1,2\r\n3\r\n4,5\r\n' }));
    expect(short.code).toBe('format_error');
    expect(short.message).toMatch(/line 3\b/);
    const long = await failure(parse({ text: 'a,b\n1,2\n3,4\n5,6,7\n' }));
    expect(long.message).toMatch(/line 4\b/);
    expect(long.message).toContain('the first row has 2');
    // A quoted line break does not shift the count.
    const afterQuoted = await failure(parse({ text: 'a,b\n"x\ny",2\n3\n' }));
    expect(afterQuoted.message).toMatch(/line 4\b/);
    const noHeader = await failure(parse({ text: '1,2\n3\n', has_header: false }));
    expect(noHeader.message).toMatch(/line 2\b/);
  });

  it('CSVP-10 ERR-02 CSV errors never show cell values', async () => {
    for (const text of ['a,b\nSECRET"x,2\n', 'a,b\n"SECRET"x,2\n', 'a,b\n"SECRET,2\n', 'a,b\nSECRET\n']) {
      const error = await failure(parse({ text }));
      expect(error.code).toBe('format_error');
      expect(error.message).toMatch(/line 2\b/);
      expect(error.message).not.toContain('SECRET');
    }
  });

  it('CSVP-11 without a header each row is a list of texts', async () => {
    expect(await parse({ text: 'a,b\n1,2\n', has_header: false })).toEqual({
      rows: [
        ['a', 'b'],
        ['1', '2'],
      ],
      count: 2,
    });
  });

  it('CSVP-12 an empty cell is ""; values stay text', async () => {
    expect((await parse({ text: 'a,b,c\n,"",3\n' })).rows).toEqual([{ a: '', b: '', c: '3' }]);
    expect((await parse({ text: 'n,b\n007,true\n' })).rows).toEqual([{ n: '007', b: 'true' }]);
  });

  it('CSVP-07 quotes, CRLF and delimiters inside quoted cells', async () => {
    const text = 'a,b\r\n"say ""hi""","two\r\nlines"\r\n"x,y",""""\r\n';
    expect((await parse({ text })).rows).toEqual([
      { a: 'say "hi"', b: 'two\r\nlines' },
      { a: 'x,y', b: '"' },
    ]);
  });

  it('CSVP-07 empty lines are skipped; LF, CRLF and a missing last line end all work', async () => {
    expect((await parse({ text: 'a\n\n1\r\n\r\n2' })).rows).toEqual([{ a: '1' }, { a: '2' }]);
    expect((await parse({ text: 'a\n""\n' })).rows).toEqual([{ a: '' }]);
  });

  it('CSVP-07 reads back what csv.build writes, formula apostrophes included', async () => {
    const harness = actionHarness(csvBuild);
    const rows = [{ a: '=1+1', b: 'x,"y"', c: '', d: 'line\r\nbreak', e: 'ü' }];
    const built = await harness.run({ rows, filename: 'r.csv', bom: true });
    const reader = actionHarness(csvParse);
    reader.world.artifacts.add('r.csv', harness.world.artifacts.get(built.artifact as string)!.data, 'text/csv', null);
    expect((await reader.run({ artifact: 'r.csv' })).rows).toEqual([{ ...rows[0], a: "'=1+1" }]);
  });

  it('CSVP-13 at most 50 MB, checked before reading', async () => {
    const harness = actionHarness(csvParse);
    harness.world.artifacts.add('big.csv', new Uint8Array(50 * 1024 * 1024 + 1).fill(0x61), 'text/csv', null);
    const error = await failure(harness.run({ artifact: 'big.csv' }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('50 MB');
    const text = await failure(harness.run({ text: 'é'.repeat(26 * 1024 * 1024) }));
    expect(text.message).toContain('text');
  });

  it('CSVP-14 at most 100 000 rows, not counting the header', async () => {
    const ok = await parse({ text: `a\n${'1\n'.repeat(100_000)}` });
    expect(ok.count).toBe(100_000);
    const error = await failure(parse({ text: `a\n${'1\n'.repeat(100_001)}` }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('100000 rows');
    expect((await parse({ text: '1\n'.repeat(100_000), has_header: false })).count).toBe(100_000);
  });

  it('CSVP-15 at most 1000 fields per row', async () => {
    expect((await parse({ text: `${'a,'.repeat(999)}a\n` })).count).toBe(0);
    const error = await failure(parse({ text: `${'a,'.repeat(1000)}a\n` }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('1000 fields');
  });

  it('ACT-01 ACT-06 unknown fields are refused; messages name the field, not the value', async () => {
    const error = await failure(actionHarness(csvParse).run({ text: 'a', columns: ['x'] }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('columns');
    const typed = await failure(actionHarness(csvParse).run({ text: 'a', has_header: 'SECRET' }));
    expect(typed.message).toContain('has_header');
    expect(typed.message).not.toContain('SECRET');
  });
});
