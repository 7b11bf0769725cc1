import { randomBytes } from 'node:crypto';
import { deflateRawSync } from 'node:zlib';
import JSZip from 'jszip';
import { describe, expect, it, vi } from 'vitest';
import { unzip } from '../../src/actions/unzip.js';
import { DEFAULT_LIMITS } from '../../src/definitions/project.js';
import { actionHarness } from '../helpers/action-context.js';
import { buildZip, expectValidOutput, extraField, MIB, stepError, type FixtureEntry, type FixtureOptions } from './archive-fixtures.js';

/** Every inflate unzip asks of zlib, with the most it may give back: the work a bomb can cause. */
const inflateLimits = vi.hoisted(() => [] as (number | undefined)[]);
vi.mock('node:zlib', async (original) => {
  const zlib = await original<typeof import('node:zlib')>();
  return {
    ...zlib,
    inflateRawSync: (buffer: Parameters<typeof zlib.inflateRawSync>[0], options?: Parameters<typeof zlib.inflateRawSync>[1]) => {
      inflateLimits.push(options?.maxOutputLength);
      return zlib.inflateRawSync(buffer, options);
    },
  };
});

/** A harness holding `archive.zip`; `held` lists the run's artifacts afterwards. */
function withArchive(bytes: Uint8Array, options: Parameters<typeof actionHarness>[1] = {}) {
  const harness = actionHarness(unzip, options);
  harness.world.artifacts.add('archive.zip', bytes, 'application/zip', null);
  return {
    harness,
    run: (input: Record<string, unknown> = {}) => harness.run({ artifact: 'archive.zip', ...input }),
    held: () => harness.world.artifacts.list().map((artifact) => artifact.name),
  };
}

async function unpack(entries: FixtureEntry[], input: Record<string, unknown> = {}, options?: FixtureOptions) {
  const { run, harness } = withArchive(buildZip(entries, options));
  const output = await run(input);
  expectValidOutput(unzip, output);
  return { output: output as { artifacts: string[]; count: number; skipped: number }, world: harness.world };
}

/** UNZIP-23: the step fails with `code` and the run holds nothing but the archive. */
async function refused(bytes: Uint8Array, code = 'format_error', input: Record<string, unknown> = {}) {
  const { run, held } = withArchive(bytes);
  const error = await stepError(run(input));
  expect(error.code).toBe(code);
  expect(held()).toEqual(['archive.zip']);
  return error;
}

const file = (name: string, data: string | Uint8Array = `content of ${name}`, extra: Partial<FixtureEntry> = {}): FixtureEntry => ({ name, data, ...extra });

describe('unzip inputs and outputs', () => {
  it('ACT-02 the output holds only the fields of the output table', async () => {
    const { output } = await unpack([file('a.txt')]);
    expect(Object.keys(output).sort()).toEqual(['artifacts', 'count', 'skipped']);
    expect(() => expectValidOutput(unzip, { ...output, extra: 1 })).toThrow();
  });

  it('UNZIP-01 artifact is required and must be an artifact of the run', async () => {
    expect((await stepError(actionHarness(unzip).run({}))).code).toBe('invalid_input');
    const missing = await stepError(actionHarness(unzip).run({ artifact: 'nope.zip' }));
    expect(missing).toMatchObject({ code: 'invalid_input', message: 'artifact: must be an artifact of this run' });
  });

  it('UNZIP-02 prefix has at most 50 characters: letters, digits, ., _, -', async () => {
    const zip = buildZip([file('a.txt')]);
    for (const prefix of ['../', 'a/b', 'x'.repeat(51), 'sp ace', 'caf\u00e9']) {
      const error = await refused(zip, 'invalid_input', { prefix });
      expect(error.message, prefix).toMatch(/^prefix: /);
    }
    expect((await withArchive(zip).run({ prefix: 'in-2024_01.' + 'x'.repeat(39) })).artifacts).toEqual([`in-2024_01.${'x'.repeat(39)}a.txt`]);
  });

  it('UNZIP-03 prefix is put before every unpacked name', async () => {
    const { output } = await unpack([file('a.txt'), file('dir/b.csv')], { prefix: 'in_' });
    expect(output.artifacts).toEqual(['in_a.txt', 'in_dir_b.csv']);
  });

  it('UNZIP-04 UNZIP-05 ACT-07 ACT-08 files are listed in archive order, counted, and stored as artifacts', async () => {
    const { output, world } = await unpack([file('z.txt', 'zz'), file('a.txt', 'a', { method: 0 }), file('m.txt', '')]);
    expect(output).toEqual({ artifacts: ['z.txt', 'a.txt', 'm.txt'], count: 3, skipped: 0 });
    const stored = world.artifacts.get('z.txt')!;
    expect(stored).toMatchObject({ name: 'z.txt', content_type: 'application/octet-stream', size_bytes: 2, step: 'step' });
    expect(stored.id).toEqual(expect.any(String));
    expect(Buffer.from(stored.data).toString()).toBe('zz');
    expect(world.artifacts.get('m.txt')!.size_bytes).toBe(0);
  });

  it('UNZIP-06 folders are not unpacked; skipped counts them', async () => {
    const { output } = await unpack([{ name: 'dir/', method: 0 }, { name: 'dir/sub/', method: 0 }, file('dir/sub/x.txt')]);
    expect(output).toEqual({ artifacts: ['dir_sub_x.txt'], count: 1, skipped: 2 });
  });

  it('UNZIP-07 a name is made from the archive path, folders joined with _', async () => {
    const { output } = await unpack([file('reports/2024/jan.csv')]);
    expect(output.artifacts).toEqual(['reports_2024_jan.csv']);
  });

  it('UNZIP-08 . and .. parts are dropped, so no name climbs out (zip slip)', async () => {
    const { output } = await unpack([
      file('../../etc/passwd'),
      file('/absolute/path.txt'),
      file('..\\..\\windows\\win.ini'),
      file('./a/./b/../c.txt'),
      file('..'),
    ]);
    expect(output.artifacts).toEqual(['etc_passwd', 'absolute_path.txt', 'windows_win.ini', 'a_b_c.txt', 'file']);
  });

  it('UNZIP-09 any character other than letter, digit, ., _, - becomes _', async () => {
    const { output } = await unpack([file('r\u00e9sum\u00e9 (1).pdf'), file('a b:c*?"<>|.txt'), file('\u{1F600}.txt'), file('C:\\data\\x.txt')]);
    expect(output.artifacts).toEqual(['r_sum___1_.pdf', 'a_b_c______.txt', '_.txt', 'C__data_x.txt']);
  });

  it('UNZIP-10 two files that would get the same name fail with invalid_input; nothing is unpacked', async () => {
    const error = await refused(buildZip([file('a/b.txt'), file('a_b.txt')]), 'invalid_input');
    expect(error.message).toBe('artifact: files 1 and 2 of the archive would get the same name');
    await refused(buildZip([file('x.txt'), file('x.txt')]), 'invalid_input');
    await refused(buildZip([file('../x.txt'), file('x.txt')]), 'invalid_input');
  });

  it('UNZIP-10 names already held by the run are kept apart with (2), and prefix keeps them apart altogether', async () => {
    const { harness, run } = withArchive(buildZip([file('report.csv', 'a,b\n')]));
    harness.world.artifacts.add('report.csv', Buffer.from('old'), 'text/csv', null);
    expect((await run()).artifacts).toEqual(['report(2).csv']);
    expect((await run({ prefix: 'new_' })).artifacts).toEqual(['new_report.csv']);
  });

  it('reads archives written by jszip', async () => {
    const jszip = new JSZip();
    jszip.file('docs/readme.md', '# hi');
    jszip.file('data.csv', 'a,b\n1,2\n');
    jszip.folder('empty');
    for (const streamFiles of [false, true]) {
      const bytes = await jszip.generateAsync({ type: 'uint8array', compression: 'DEFLATE', streamFiles });
      const { run, harness } = withArchive(bytes);
      const output = await run();
      expect(output).toEqual({ artifacts: ['docs_readme.md', 'data.csv'], count: 2, skipped: 2 });
      expect(Buffer.from(harness.world.artifacts.get('data.csv')!.data).toString()).toBe('a,b\n1,2\n');
    }
  });
});

describe('unzip refusals (rule 3): format_error, nothing unpacked', () => {
  it('UNZIP-11 data that is not a zip fails with format_error', async () => {
    for (const bytes of [new Uint8Array(), Buffer.from('hello, world'), Buffer.from('%PDF-1.7\n'.padEnd(100, 'x')), Buffer.from([0x50, 0x4b, 0x03, 0x04])]) {
      const error = await refused(bytes);
      expect(error.message).toMatch(/^artifact: /);
    }
    // Data in front of the archive (a self-extracting program) is not a zip either.
    await refused(buildZip([file('a.txt')], { leading: Buffer.from('MZ\x90\x00 stub program') }));
  });

  it('UNZIP-12 a checksum mismatch is damage', async () => {
    const error = await refused(buildZip([file('a.txt'), file('b.txt', 'bbb', { crc32: 0x12345678 })]));
    expect(error.message).toBe('artifact: is damaged (checksum mismatch)');
    await refused(buildZip([file('s.txt', 'stored', { method: 0, crc32: 1 })]));
  });

  it('UNZIP-12 extra data after the end is damage', async () => {
    const error = await refused(buildZip([file('a.txt')], { trailing: Buffer.from('appended') }));
    expect(error.message).toBe('artifact: has extra data after the end of the archive');
    // The archive comment is part of the archive, not extra data.
    expect((await unpack([file('a.txt')], {}, { comment: 'made by a test' })).output.count).toBe(1);
  });

  it('UNZIP-12 truncated, inconsistent or overlapping archives are damage', async () => {
    const good = buildZip([file('a.txt', 'x'.repeat(1000)), file('b.txt')]);
    await refused(good.subarray(0, good.length - 10));
    await refused(good.subarray(40));
    await refused(buildZip([file('a.txt', 'x'.repeat(100), { packed: Buffer.from('not deflate data at all') })]));
    await refused(buildZip([file('a.txt', 'abc', { localName: 'b.txt' })]));
    await refused(buildZip([file('a.txt')], { centralOffset: 3 }));
    // Two directory entries sharing one stretch of data: the "overlapping files" bomb.
    const overlap = await refused(buildZip([file('a.txt', 'x'.repeat(5000)), { name: 'a.txt', shareDataWith: 0 }]));
    expect(overlap.message).toBe('artifact: is damaged (entries overlap)');
  });

  it('UNZIP-12 an entry that unpacks to more than it states is stopped at the stated size', async () => {
    const bomb = deflateRawSync(Buffer.alloc(32 * MIB));
    inflateLimits.length = 0;
    const error = await refused(buildZip([file('small.txt', 'x'.repeat(100), { packed: bomb, size: 100 })]));
    expect(error.message).toBe('artifact: is damaged (an entry unpacks to more than its stated size)');
    // zlib was never let past the stated 100 bytes: the other 32 MiB were not unpacked.
    expect(inflateLimits).toEqual([100]);
    await refused(buildZip([file('short.txt', 'abc', { size: 10 })]));
  });

  it('UNZIP-13 an archive with links fails', async () => {
    const link = { madeBy: (3 << 8) | 30, externalAttributes: (0o120777 << 16) >>> 0 };
    const error = await refused(buildZip([file('safe.txt'), file('evil', '/etc/passwd', link)]));
    expect(error.message).toBe('artifact: archives holding links are not supported');
    // A plain unix file mode is fine.
    expect((await unpack([file('x.sh', '#!/bin/sh', { madeBy: 3 << 8, externalAttributes: (0o100755 << 16) >>> 0 })])).output.count).toBe(1);
  });

  it('UNZIP-14 password-protected or encrypted archives fail', async () => {
    for (const entry of [
      file('a.txt', 'x', { flags: 1 }),
      file('a.txt', 'x', { flags: 1 | (1 << 6) }),
      file('a.txt', 'x', { flags: 1 << 13 }),
      file('a.txt', 'x', { method: 99, centralExtra: extraField(0x9901, 7) }),
    ]) {
      const error = await refused(buildZip([entry]));
      expect(error.message).toBe('artifact: password-protected or encrypted archives are not supported');
    }
  });

  it('UNZIP-15 split archives fail', async () => {
    for (const options of [{ disk: 1 }, { centralDisk: 1 }, { entriesHere: 1, entryCount: 2 }]) {
      const entries = options.entryCount ? [file('a.txt'), file('b.txt')] : [file('a.txt')];
      expect((await refused(buildZip(entries, options))).message).toBe('artifact: split or spanned archives are not supported');
    }
    await refused(buildZip([file('a.txt', 'x', { diskStart: 1 })]));
    const spanned = Buffer.concat([Buffer.from([0x50, 0x4b, 0x07, 0x08]), buildZip([file('a.txt')])]);
    expect((await refused(spanned)).message).toBe('artifact: split or spanned archives are not supported');
  });

  it('UNZIP-16 ZIP64 archives fail', async () => {
    const zip64 = 'artifact: ZIP64 archives are not supported';
    expect((await refused(buildZip([file('a.txt', 'x', { centralExtra: extraField(0x0001, 16) })]))).message).toBe(zip64);
    expect((await refused(buildZip([file('a.txt', 'x', { localExtra: extraField(0x0001, 16) })]))).message).toBe(zip64);
    expect((await refused(buildZip([file('a.txt', 'x', { size: 0xffffffff })]))).message).toBe(zip64);
    expect((await refused(buildZip([file('a.txt')], { zip64Locator: true }))).message).toBe(zip64);
    expect((await refused(buildZip([file('a.txt')], { entriesHere: 0xffff, entryCount: 0xffff }))).message).toBe(zip64);
  });

  it('UNZIP-17 compression other than stored and deflate fails', async () => {
    for (const method of [1, 9, 12, 14, 93, 95]) {
      const error = await refused(buildZip([file('a.txt', 'x', { method, packed: Buffer.from('xx') })]));
      expect(error.message).toBe('artifact: only stored and deflate compression are supported');
    }
  });

  it('UNZIP-18 two names that differ only in letter case fail with format_error', async () => {
    const error = await refused(buildZip([file('Report.csv'), file('report.csv')]));
    expect(error.message).toBe('artifact: two names differ only in letter case');
    await refused(buildZip([{ name: 'Docs/', method: 0 }, file('docs/')]));
  });
});

describe('unzip limits (rule 4), checked before unpacking', () => {
  it('UNZIP-19 at most 100 files', async () => {
    const files = (n: number) => Array.from({ length: n }, (_, i) => file(`f${i}.txt`, `${i}`));
    expect((await unpack(files(100))).output.count).toBe(100);
    const error = await refused(buildZip(files(101)));
    expect(error.message).toBe('artifact: holds more than 100 files');
  });

  it('UNZIP-20 at most 1,000 files and folders', async () => {
    const folders = (n: number) => Array.from({ length: n }, (_, i): FixtureEntry => ({ name: `d${i}/`, method: 0 }));
    expect((await unpack([...folders(999), file('x.txt')])).output).toMatchObject({ count: 1, skipped: 999 });
    const error = await refused(buildZip([...folders(1000), file('x.txt')]));
    expect(error.message).toBe('artifact: holds more than 1,000 files and folders');
  });

  it('UNZIP-21 at most 100 MB unpacked in total, judged on the directory', async () => {
    // The packed data is never read: the stated sizes alone break the limit.
    const claim = (name: string): FixtureEntry => ({ name, size: 51 * MIB, packed: randomBytes(600 * 1024) });
    const error = await refused(buildZip([claim('a.bin'), claim('b.bin')]));
    expect(error.message).toBe('artifact: would unpack to more than 100 MB');
  });

  it('UNZIP-22 a file over 1 MB may unpack to at most 100 times its packed size (zip bomb)', async () => {
    const bomb = await refused(buildZip([file('zeros.bin', Buffer.alloc(20 * MIB))]));
    expect(bomb.message).toBe('artifact: a file over 1 MB would unpack to more than 100 times its packed size');
    // Up to 1 MB any ratio is fine.
    expect((await unpack([file('small-zeros.bin', Buffer.alloc(MIB))])).output.count).toBe(1);
  });

  it('UNZIP-23 a breach anywhere unpacks nothing, even files listed before it', async () => {
    const { run, held } = withArchive(buildZip([file('first.txt'), file('second.txt'), file('third.txt', 'x', { crc32: 7 })]));
    expect((await stepError(run())).code).toBe('format_error');
    expect(held()).toEqual(['archive.zip']);
  });

  it('UNZIP-26 unpacked files count toward the run file limits; a breach unpacks nothing', async () => {
    const zip = buildZip([file('a.txt'), file('b.txt')]);
    const tooMany = withArchive(zip, { project: { limits: { ...DEFAULT_LIMITS, runFiles: 2 } } });
    const error = await stepError(tooMany.run());
    expect(error.code).toBe('limit_exceeded');
    expect(tooMany.held()).toEqual(['archive.zip']);
    const storage = withArchive(buildZip([file('big.bin', randomBytes(2 * MIB))]), { project: { limits: { ...DEFAULT_LIMITS, storageMb: 2 } } });
    expect((await stepError(storage.run())).code).toBe('limit_exceeded');
    expect((await withArchive(zip, { project: { limits: { ...DEFAULT_LIMITS, runFiles: 3 } } }).run()).count).toBe(2);
  });
});

describe('unzip types (rule 5)', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

  it('UNZIP-24 a file keeps a type (CSV, PDF, PNG) only when name and first bytes agree', async () => {
    const { world } = await unpack([file('a.csv', 'id,name\r\n1,x\r\n'), file('b.PDF', '%PDF-1.7\n...'), file('c.png', PNG), file('d.CSV', '')]);
    expect(world.artifacts.get('a.csv')!.content_type).toBe('text/csv');
    expect(world.artifacts.get('b.PDF')!.content_type).toBe('application/pdf');
    expect(world.artifacts.get('c.png')!.content_type).toBe('image/png');
    expect(world.artifacts.get('d.CSV')!.content_type).toBe('text/csv');
  });

  it('UNZIP-25 every other file is stored as a plain download', async () => {
    const { world } = await unpack([
      file('fake.csv', Buffer.from([0x4d, 0x5a, 0x00, 0x01])),
      file('fake.pdf', 'not a pdf'),
      file('fake.png', '%PDF-1.4'),
      file('real.pdf.exe', '%PDF-1.4'),
      file('page.html', '<html>'),
    ]);
    for (const name of ['fake.csv', 'fake.pdf', 'fake.png', 'real.pdf.exe', 'page.html']) {
      expect(world.artifacts.get(name)!.content_type, name).toBe('application/octet-stream');
    }
  });
});

describe('unzip on damaged bytes', () => {
  it('UNZIP-12 any damage ends in a format_error or a clean result, never a crash', async () => {
    const base = buildZip([file('a.txt', 'x'.repeat(300)), file('dir/b.csv', 'id\n1\n', { method: 0 }), { name: 'dir/', method: 0 }, file('c.bin', randomBytes(200))], { comment: 'c' });
    let seed = 7;
    const random = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    for (let round = 0; round < 1500; round += 1) {
      const bytes = Uint8Array.from(base);
      const flips = 1 + random(4);
      for (let i = 0; i < flips; i += 1) bytes[random(bytes.length)] = random(256);
      const cut = random(10) === 0 ? bytes.subarray(0, random(bytes.length)) : bytes;
      const { run } = withArchive(cut);
      try {
        const output = await run();
        expectValidOutput(unzip, output);
      } catch (error) {
        expect(['format_error', 'invalid_input']).toContain((error as { code?: string }).code);
      }
    }
  });
});
