/**
 * Builders for the binary fixtures of the zip, unzip and xlsx tests: a zip writer that
 * lets a test break any field on purpose, a minimal hand-written workbook, and the
 * output-schema check of ACT-02.
 */
import { crc32, deflateRawSync } from 'node:zlib';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect } from 'vitest';
import type { ActionModule } from '../../src/engine/action.js';

export const MIB = 1024 * 1024;

export interface FixtureEntry {
  name: string;
  data?: Uint8Array | string;
  /** 0 stored, 8 deflate (default), anything else as given. */
  method?: number;
  flags?: number;
  externalAttributes?: number;
  madeBy?: number;
  /** Overrides of what the headers claim. */
  crc32?: number;
  size?: number;
  /** Bytes written as the entry's data instead of the packed `data`. */
  packed?: Uint8Array;
  centralExtra?: Uint8Array;
  localExtra?: Uint8Array;
  localName?: string;
  diskStart?: number;
  /** Point the entry at the local header of an earlier entry (overlap). */
  shareDataWith?: number;
}

export interface FixtureOptions {
  comment?: string;
  leading?: Uint8Array;
  trailing?: Uint8Array;
  disk?: number;
  centralDisk?: number;
  entriesHere?: number;
  entryCount?: number;
  centralOffset?: number;
  zip64Locator?: boolean;
}

const bytesOf = (data: Uint8Array | string | undefined) => (typeof data === 'string' ? Buffer.from(data, 'utf8') : (data ?? new Uint8Array()));

/** An extra field block with one field of `id` holding `length` zero bytes. */
export function extraField(id: number, length = 8): Uint8Array {
  const block = Buffer.alloc(4 + length);
  block.writeUInt16LE(id, 0);
  block.writeUInt16LE(length, 2);
  return block;
}

/** A zip archive written field by field, so tests can make every kind of damage. */
export function buildZip(entries: readonly FixtureEntry[], options: FixtureOptions = {}): Uint8Array {
  const chunks: Buffer[] = [];
  let offset = 0;
  const push = (chunk: Uint8Array) => {
    chunks.push(Buffer.from(chunk));
    offset += chunk.byteLength;
  };
  if (options.leading) push(options.leading);

  const written: { entry: FixtureEntry; localOffset: number; crc: number; packedSize: number; size: number; method: number; name: Buffer }[] = [];
  for (const entry of entries) {
    const data = bytesOf(entry.data);
    const method = entry.method ?? 8;
    const packed = entry.packed ?? (method === 8 ? deflateRawSync(data) : data);
    const crc = entry.crc32 ?? crc32(data) >>> 0;
    const size = entry.size ?? data.byteLength;
    const name = Buffer.from(entry.name, 'utf8');
    if (entry.shareDataWith !== undefined) {
      const earlier = written[entry.shareDataWith]!;
      written.push({ entry, localOffset: earlier.localOffset, crc: earlier.crc, packedSize: earlier.packedSize, size: earlier.size, method: earlier.method, name: earlier.name });
      continue;
    }
    const localName = Buffer.from(entry.localName ?? entry.name, 'utf8');
    const localExtra = entry.localExtra ?? new Uint8Array();
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(entry.flags ?? 0, 6);
    header.writeUInt16LE(method, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(0x5821, 12);
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(packed.byteLength, 18);
    header.writeUInt32LE(size, 22);
    header.writeUInt16LE(localName.byteLength, 26);
    header.writeUInt16LE(localExtra.byteLength, 28);
    const localOffset = offset;
    push(header);
    push(localName);
    push(localExtra);
    push(packed);
    written.push({ entry, localOffset, crc, packedSize: packed.byteLength, size, method, name });
  }

  const centralOffset = offset;
  for (const { entry, localOffset, crc, packedSize, size, method } of written) {
    const name = Buffer.from(entry.name, 'utf8');
    const extra = entry.centralExtra ?? new Uint8Array();
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(entry.madeBy ?? 20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(entry.flags ?? 0, 8);
    header.writeUInt16LE(method, 10);
    header.writeUInt16LE(0, 12);
    header.writeUInt16LE(0x5821, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(packedSize, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.byteLength, 28);
    header.writeUInt16LE(extra.byteLength, 30);
    header.writeUInt16LE(0, 32);
    header.writeUInt16LE(entry.diskStart ?? 0, 34);
    header.writeUInt16LE(0, 36);
    header.writeUInt32LE(entry.externalAttributes ?? 0, 38);
    header.writeUInt32LE(localOffset, 42);
    push(header);
    push(name);
    push(extra);
  }
  const centralSize = offset - centralOffset;

  if (options.zip64Locator) {
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    push(locator);
  }
  const comment = Buffer.from(options.comment ?? '', 'utf8');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.disk ?? 0, 4);
  end.writeUInt16LE(options.centralDisk ?? 0, 6);
  end.writeUInt16LE(options.entriesHere ?? entries.length, 8);
  end.writeUInt16LE(options.entryCount ?? entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(options.centralOffset ?? centralOffset, 16);
  end.writeUInt16LE(comment.byteLength, 20);
  push(end);
  push(comment);
  if (options.trailing) push(options.trailing);
  return new Uint8Array(Buffer.concat(chunks));
}

// ---------------------------------------------------------------------------------------
// Workbooks written by hand

const XMLNS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

export interface WorkbookFixture {
  sheets?: { name: string; rows: string }[];
  sharedStrings?: string[];
  /** Inner XML of `<numFmts>`. */
  numFmts?: string;
  /** numFmtId of each cell style, in order. */
  cellStyles?: number[];
  date1904?: boolean;
  contentTypesExtra?: string;
  extraParts?: Record<string, Uint8Array | string>;
}

/** The parts of a small workbook; `rows` is the inner XML of `<sheetData>`. */
export function workbookParts(fixture: WorkbookFixture): Record<string, Uint8Array | string> {
  const sheets = fixture.sheets ?? [{ name: 'Sheet1', rows: '' }];
  const parts: Record<string, Uint8Array | string> = {
    '[Content_Types].xml':
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${fixture.contentTypesExtra ?? ''}</Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml':
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${XMLNS}" xmlns:r="${REL}">${fixture.date1904 ? '<workbookPr date1904="1"/>' : '<workbookPr/>'}<sheets>` +
      sheets.map((sheet, i) => `<sheet name="${sheet.name}" sheetId="${i + 1}" r:id="rIdS${i + 1}"/>`).join('') +
      `</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      sheets.map((_, i) => `<Relationship Id="rIdS${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('') +
      `<Relationship Id="rIdSS" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rIdST" Type="${REL}/styles" Target="/xl/styles.xml"/></Relationships>`,
    'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${XMLNS}">${(fixture.sharedStrings ?? []).join('')}</sst>`,
    'xl/styles.xml':
      `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${XMLNS}"><numFmts>${fixture.numFmts ?? ''}</numFmts>` +
      `<cellStyleXfs><xf numFmtId="14"/></cellStyleXfs><cellXfs>${(fixture.cellStyles ?? [0]).map((id) => `<xf numFmtId="${id}"/>`).join('')}</cellXfs></styleSheet>`,
    ...fixture.extraParts,
  };
  sheets.forEach((sheet, i) => {
    parts[`xl/worksheets/sheet${i + 1}.xml`] = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${XMLNS}"><sheetData>${sheet.rows}</sheetData></worksheet>`;
  });
  return parts;
}

export function buildWorkbook(fixture: WorkbookFixture): Uint8Array {
  return buildZip(Object.entries(workbookParts(fixture)).map(([name, data]) => ({ name, data })));
}

// ---------------------------------------------------------------------------------------
// Assertions

const ajv = new Ajv2020({ strict: false, allErrors: true });

/** ACT-02: an output holds only the fields of the action's output table, with their types. */
export function expectValidOutput(module: ActionModule, output: unknown): void {
  const validate = ajv.compile(module.outputSchema);
  const valid = validate(output);
  expect(validate.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
}

/** Runs `work` and returns the StepError it fails with (the test fails when it does not). */
export { failure as stepError } from '../helpers/expect-step.js';
