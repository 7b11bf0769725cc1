import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { unzip } from '../../src/actions/unzip.js';
import { zip } from '../../src/actions/zip.js';
import { actionHarness } from '../helpers/action-context.js';
import { expectValidOutput, MIB, stepError } from './archive-fixtures.js';

/** A harness holding the named files (name → text or bytes). */
function withFiles(files: Record<string, string | Uint8Array>) {
  const harness = actionHarness(zip);
  for (const [name, data] of Object.entries(files)) {
    harness.world.artifacts.add(name, typeof data === 'string' ? Buffer.from(data) : data, 'application/octet-stream', null);
  }
  return harness;
}

async function pack(files: Record<string, string | Uint8Array>, filename = 'out.zip') {
  const harness = withFiles(files);
  const output = await harness.run({ files: Object.keys(files), filename });
  expectValidOutput(zip, output);
  const archive = harness.world.artifacts.get(output.artifact as string)!;
  const entries = await JSZip.loadAsync(archive.data);
  return { output, harness, archive, names: Object.keys(entries.files), entries };
}

describe('zip', () => {
  it('ACT-02 the output holds only the fields of the output table', async () => {
    const { output } = await pack({ 'a.txt': 'a' });
    expect(Object.keys(output).sort()).toEqual(['artifact', 'count']);
    expect(() => expectValidOutput(zip, { ...output, extra: 1 })).toThrow();
  });

  it('ZIP-01 files is required: at least 1 artifact', async () => {
    expect((await stepError(withFiles({}).run({ filename: 'a.zip' }))).code).toBe('invalid_input');
    expect((await stepError(withFiles({}).run({ files: [], filename: 'a.zip' }))).code).toBe('invalid_input');
    const missing = await stepError(withFiles({ 'a.txt': 'a' }).run({ files: ['a.txt', 'gone.txt'], filename: 'a.zip' }));
    expect(missing).toMatchObject({ code: 'invalid_input', message: 'files[1]: must be an artifact of this run' });
  });

  it('ZIP-01 files may name artifacts or hold artifact objects', async () => {
    const harness = withFiles({ 'a.txt': 'a', 'b.txt': 'b' });
    const output = await harness.run({ files: [harness.world.artifacts.get('a.txt'), 'b.txt'], filename: 'x.zip' });
    expect(output).toEqual({ artifact: 'x.zip', count: 2 });
  });

  it('ZIP-02 filename is required, not empty, at most 200 characters', async () => {
    const harness = withFiles({ 'a.txt': 'a' });
    for (const input of [{ files: ['a.txt'] }, { files: ['a.txt'], filename: '' }, { files: ['a.txt'], filename: 'x'.repeat(201) }]) {
      const error = await stepError(harness.run(input));
      expect(error.code).toBe('invalid_input');
      expect(error.message).toMatch(/filename/);
    }
    expect((await harness.run({ files: ['a.txt'], filename: 'x'.repeat(196) + '.zip' })).artifact).toBe('x'.repeat(196) + '.zip');
  });

  it('ZIP-03 ACT-07 ACT-08 outputs are artifact and count; the zip is an artifact of the run', async () => {
    const { output, archive, entries } = await pack({ 'a.txt': 'alpha', 'b.bin': new Uint8Array([0, 1, 2, 255]) });
    expect(output).toEqual({ artifact: 'out.zip', count: 2 });
    expect(archive).toMatchObject({ name: 'out.zip', content_type: 'application/zip', step: 'step', size_bytes: archive.data.byteLength });
    expect(await entries.file('a.txt')!.async('string')).toBe('alpha');
    expect([...(await entries.file('b.bin')!.async('uint8array'))]).toEqual([0, 1, 2, 255]);
  });

  it('ZIP-04 only the last part of each file name is kept', async () => {
    expect((await pack({ 'reports/2024/jan.csv': 'x', '/abs/b.txt': 'y', '../../c.txt': 'z' })).names).toEqual(['jan.csv', 'b.txt', 'c.txt']);
  });

  it('ZIP-05 backslash is a folder separator too', async () => {
    expect((await pack({ 'C:\\data\\x.txt': 'x', '..\\..\\evil.txt': 'y' })).names).toEqual(['x.txt', 'evil.txt']);
  });

  it('ZIP-06 control characters and : become _', async () => {
    expect((await pack({ 'a:b\u0001c\u007f\n.txt': 'x' })).names).toEqual(['a_b_c__.txt']);
  });

  it('ZIP-07 leading dots are removed', async () => {
    expect((await pack({ '.env': 'x', '...hidden.txt': 'y', 'dir/..secret': 'z' })).names).toEqual(['env', 'hidden.txt', 'secret']);
  });

  it('ZIP-08 an empty name becomes file', async () => {
    expect((await pack({ 'dir/': 'x', '...': 'y' })).names).toEqual(['file', 'file(2)']);
  });

  it('ZIP-09 repeated names get (2), (3) before the extension', async () => {
    const { names, output } = await pack({ 'a/report.csv': '1', 'b/report.csv': '2', 'c\\report.csv': '3', 'REPORT.csv': '4', README: '5', 'x/README': '6' });
    expect(names).toEqual(['report.csv', 'report(2).csv', 'report(3).csv', 'REPORT(4).csv', 'README', 'README(2)']);
    expect(output.count).toBe(6);
  });

  it('ZIP-09 a zip of names that differed only in case unpacks again', async () => {
    const { harness } = await pack({ 'a/Data.csv': 'x', 'b/data.csv': 'y' });
    const runner = actionHarness(unzip);
    runner.world.artifacts.add('out.zip', harness.world.artifacts.get('out.zip')!.data, 'application/zip', null);
    expect(await runner.run({ artifact: 'out.zip' })).toEqual({ artifacts: ['Data.csv', 'data_2_.csv'], count: 2, skipped: 0 });
  });

  it('ZIP-10 at most 100 files', async () => {
    const files = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}.txt`, `${i}`]));
    const harness = withFiles(files);
    expect((await stepError(harness.run({ files: Object.keys(files), filename: 'a.zip' }))).code).toBe('invalid_input');
    expect(await harness.run({ files: Object.keys(files).slice(0, 100), filename: 'a.zip' })).toEqual({ artifact: 'a.zip', count: 100 });
  });

  it('ZIP-11 at most 100 MB of input', async () => {
    const harness = withFiles({ 'a.bin': new Uint8Array(50 * MIB), 'b.bin': new Uint8Array(50 * MIB), 'c.bin': new Uint8Array(1) });
    const error = await stepError(harness.run({ files: ['a.bin', 'b.bin', 'c.bin'], filename: 'big.zip' }));
    expect(error).toMatchObject({ code: 'invalid_input', message: 'files: at most 100 MB together' });
    expect(harness.world.artifacts.get('big.zip')).toBeUndefined();
  });

  it('packs the same bytes every time in a test run (entries dated by the frozen clock)', async () => {
    const first = await pack({ 'a.txt': 'same' });
    const second = await pack({ 'a.txt': 'same' });
    expect(Buffer.compare(first.archive.data, second.archive.data)).toBe(0);
    expect(first.entries.file('a.txt')!.date.toISOString()).toBe('2026-01-05T08:00:00.000Z');
  });

  it('a zip it makes unpacks with unzip to the same files', async () => {
    const data = { 'report.csv': 'id,name\r\n1,x\r\n', 'blob.bin': new Uint8Array(300_000).map((_, i) => (i * 7919) % 251) };
    const { archive } = await pack(data);
    const runner = actionHarness(unzip);
    runner.world.artifacts.add('in.zip', archive.data, 'application/zip', null);
    expect(await runner.run({ artifact: 'in.zip', prefix: 'u_' })).toEqual({ artifacts: ['u_report.csv', 'u_blob.bin'], count: 2, skipped: 0 });
    expect(Buffer.compare(runner.world.artifacts.get('u_blob.bin')!.data, data['blob.bin'])).toBe(0);
    expect(runner.world.artifacts.get('u_report.csv')!.content_type).toBe('text/csv');
  });
});
