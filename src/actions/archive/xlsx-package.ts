/**
 * Opens an `.xlsx` file as a package of parts, refusing what xlsx.read must not read
 * before any XML is parsed (XLSXR-02, XLSXR-23..25):
 * - `.xlsm`, `.xlsb` and `.xls` files, by name and by content: an OLE compound file
 *   (`.xls`, or an `.xlsx` saved with a password), a binary workbook part, a VBA project
 *   part or a macro-enabled content type;
 * - everything unzip refuses (zip-inspect.ts) and the unzip limits on the directory:
 *   1,000 entries, 100 MB unpacked, files over 1 MB at most 100 times their packed size.
 *   unzip's 100-file limit is not applied: a workbook with many sheets has many parts;
 * - a part that is itself an archive or container (an embedded workbook or OLE object).
 *
 * Every part is unpacked and verified (size and CRC) here, once.
 */
import { formatError } from '../../engine/errors.js';
import { MIB } from '../shared/records.js';
import { isArchive, isCompoundFile } from './sniff.js';
import { checkUnpackLimits, extractEntry } from './zip-extract.js';
import { inspectZip, looksLikeZip } from './zip-inspect.js';

const LABEL = 'artifact';
const MAX_ENTRIES = 1000;
const MAX_UNPACKED_BYTES = 100 * MIB;

const ONLY_XLSX = 'only .xlsx workbooks are read; save it as Excel Workbook (.xlsx)';

const REFUSED_EXTENSIONS: Readonly<Record<string, string>> = {
  '.xlsm': `is an .xlsm workbook (with macros); ${ONLY_XLSX}`,
  '.xlsb': `is an .xlsb (binary) workbook; ${ONLY_XLSX}`,
  '.xls': `is an .xls workbook; ${ONLY_XLSX}`,
};

export interface WorkbookPackage {
  /** A part by its path inside the package (`xl/workbook.xml`), ignoring letter case as OOXML does. */
  part(path: string): Uint8Array | undefined;
}

const fail = (message: string): never => {
  throw formatError(`${LABEL}: ${message}`);
};

export function openWorkbookPackage(bytes: Uint8Array, fileName: string): WorkbookPackage {
  const lowerName = fileName.toLowerCase();
  for (const [extension, message] of Object.entries(REFUSED_EXTENSIONS)) if (lowerName.endsWith(extension)) fail(message);
  if (isCompoundFile(bytes)) fail(`is an .xls workbook or a password-protected workbook; ${ONLY_XLSX}`);
  if (!looksLikeZip(bytes)) fail('is not an .xlsx workbook');

  const entries = inspectZip(bytes, { label: LABEL, maxEntries: MAX_ENTRIES });
  checkUnpackLimits(entries, { maxTotalBytes: MAX_UNPACKED_BYTES }, LABEL);

  const parts = new Map<string, Uint8Array>();
  for (const entry of entries) {
    if (entry.isFolder) continue;
    const path = entry.name.replace(/^\//, '');
    const lower = path.toLowerCase();
    if (lower === 'xl/workbook.bin' || (lower.startsWith('xl/worksheets/') && lower.endsWith('.bin'))) fail(`is an .xlsb (binary) workbook; ${ONLY_XLSX}`);
    if (lower.endsWith('vbaproject.bin')) fail(`is an .xlsm workbook (with macros); ${ONLY_XLSX}`);
    const data = extractEntry(bytes, entry, LABEL);
    if (isArchive(data)) fail('holds another archive or embedded file, which is not read');
    parts.set(lower, data);
  }

  const contentTypes = parts.get('[content_types].xml');
  if (!contentTypes) fail('is not an .xlsx workbook (no [Content_Types].xml)');
  if (/macroEnabled/i.test(Buffer.from(contentTypes!).toString('latin1'))) fail(`is an .xlsm workbook (with macros); ${ONLY_XLSX}`);

  return { part: (path) => parts.get(path.replace(/^\//, '').toLowerCase()) };
}

let utf8: InstanceType<typeof TextDecoder> | undefined;

/** A part's XML as text: UTF-16 when it starts with a byte order mark for it, else strict UTF-8. */
export function partText(data: Uint8Array, path: string): string {
  try {
    if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le', { fatal: true }).decode(data);
    if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be', { fatal: true }).decode(data);
    utf8 ??= new TextDecoder('utf-8', { fatal: true });
    return utf8.decode(data);
  } catch {
    return fail(`is damaged (part ${path} is not valid text)`);
  }
}
