/**
 * Reads a zip archive's structure (end record, central directory, local headers) without
 * unpacking anything, and refuses every archive unzip rule 3 names (UNZIP-11..18) with a
 * `format_error`: not a zip or damaged, extra data after the end, links, encryption,
 * split archives, ZIP64, methods other than stored and deflate, names that differ only
 * in letter case.
 *
 * Damage that would let a small archive unpack into much more than it says is refused
 * here too: entries whose data overlap (the "overlapping files" bomb) and local headers
 * that disagree with the central directory. Sizes are checked again while unpacking
 * (zip-extract.ts), because the directory is only a claim.
 */
import { formatError } from '../../engine/errors.js';

export interface ZipEntry {
  /** Position in the central directory (archive order). */
  index: number;
  /** The path as stored, decoded (UTF-8 when valid, else one character per byte). */
  name: string;
  isFolder: boolean;
  method: 0 | 8;
  flags: number;
  crc32: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  /** Offset of the first byte of the entry's data. */
  dataOffset: number;
}

export interface InspectOptions {
  /** Names the input in messages. */
  label: string;
  /** Refused before the central directory is read (UNZIP-20). */
  maxEntries: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const SPANNING_SIGNATURE = 0x08074b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const MAX_COMMENT = 0xffff;

const FLAG_ENCRYPTED = 1 << 0;
const FLAG_STRONG_ENCRYPTION = 1 << 6;
const FLAG_UTF8 = 1 << 11;
const FLAG_MASKED_HEADERS = 1 << 13;

const EXTRA_ZIP64 = 0x0001;
const EXTRA_STRONG_ENCRYPTION = 0x0017;
const EXTRA_AES = 0x9901;
const METHOD_AES = 99;

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** The data is a zip archive at all: starts like one (or is an empty one). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeName(raw: Uint8Array, flags: number, fail: (message: string) => never): string {
  try {
    return utf8.decode(raw);
  } catch {
    if (flags & FLAG_UTF8) fail('a file name is not valid UTF-8');
    // Old archivers wrote names in a DOS code page; only ASCII survives name building anyway.
    return Buffer.from(raw).toString('latin1');
  }
}

/**
 * Extra field ids of one header's extra block. A block that ends in a few bytes of
 * padding (zipalign writes such) is read up to the padding.
 */
function extraIds(view: DataView, start: number, length: number): number[] {
  const ids: number[] = [];
  const end = start + length;
  for (let at = start; at + 4 <= end; ) {
    const size = view.getUint16(at + 2, true);
    if (at + 4 + size > end) break;
    ids.push(view.getUint16(at, true));
    at += 4 + size;
  }
  return ids;
}

/** The entries of a zip archive in archive order; throws `format_error` for anything rule 3 refuses. */
export function inspectZip(bytes: Uint8Array, options: InspectOptions): ZipEntry[] {
  const fail = (message: string): never => {
    throw formatError(`${options.label}: ${message}`);
  };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u32 = (at: number) => view.getUint32(at, true);
  const u16 = (at: number) => view.getUint16(at, true);

  if (bytes.length >= 4 && u32(0) === SPANNING_SIGNATURE) fail('split or spanned archives are not supported');
  if (bytes.length < EOCD_SIZE || !looksLikeZip(bytes)) fail('is not a zip archive');

  // The end record is the last thing in the file; its comment runs exactly to the end.
  let eocd = -1;
  let endSignatureSeen = false;
  for (let at = bytes.length - EOCD_SIZE; at >= Math.max(0, bytes.length - EOCD_SIZE - MAX_COMMENT); at -= 1) {
    if (bytes[at] !== 0x50 || u32(at) !== EOCD_SIGNATURE) continue;
    endSignatureSeen = true;
    if (at + EOCD_SIZE + u16(at + 20) === bytes.length) {
      eocd = at;
      break;
    }
  }
  if (eocd === -1) fail(endSignatureSeen ? 'has extra data after the end of the archive' : 'is not a zip archive or is damaged (no end record)');

  const disk = u16(eocd + 4);
  const centralDisk = u16(eocd + 6);
  const entriesHere = u16(eocd + 8);
  const entryCount = u16(eocd + 10);
  const centralSize = u32(eocd + 12);
  const centralOffset = u32(eocd + 16);
  if (entryCount === 0xffff || entriesHere === 0xffff || centralSize === 0xffffffff || centralOffset === 0xffffffff) fail('ZIP64 archives are not supported');
  if (eocd >= 20 && u32(eocd - 20) === ZIP64_LOCATOR_SIGNATURE) fail('ZIP64 archives are not supported');
  if (disk !== 0 || centralDisk !== 0 || entriesHere !== entryCount) fail('split or spanned archives are not supported');
  if (entryCount > options.maxEntries) fail(`holds more than ${options.maxEntries.toLocaleString('en-US')} files and folders`);
  if (centralOffset + centralSize !== eocd) fail('is damaged (the central directory is not where the end record says)');

  const entries: ZipEntry[] = [];
  const lowerNames = new Map<string, string>();
  let at = centralOffset;
  for (let index = 0; index < entryCount; index += 1) {
    if (at + CENTRAL_SIZE > eocd || u32(at) !== CENTRAL_SIGNATURE) fail('is damaged (central directory)');
    const madeBy = u16(at + 4);
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const crc32 = u32(at + 16);
    const compressedSize = u32(at + 20);
    const size = u32(at + 24);
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    const commentLength = u16(at + 32);
    const diskStart = u16(at + 34);
    const externalAttributes = u32(at + 38);
    const localOffset = u32(at + 42);
    const next = at + CENTRAL_SIZE + nameLength + extraLength + commentLength;
    if (next > eocd) fail('is damaged (central directory)');

    if (flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION | FLAG_MASKED_HEADERS) || method === METHOD_AES) {
      fail('password-protected or encrypted archives are not supported');
    }
    if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff || diskStart === 0xffff) fail('ZIP64 archives are not supported');
    const ids = extraIds(view, at + CENTRAL_SIZE + nameLength, extraLength);
    if (ids.includes(EXTRA_ZIP64)) fail('ZIP64 archives are not supported');
    if (ids.includes(EXTRA_AES) || ids.includes(EXTRA_STRONG_ENCRYPTION)) fail('password-protected or encrypted archives are not supported');
    if (diskStart !== 0) fail('split or spanned archives are not supported');
    if (method !== 0 && method !== 8) fail('only stored and deflate compression are supported');
    // Unix hosts keep the file mode in the upper half; a link is refused whatever the host.
    if (((externalAttributes >>> 16) & S_IFMT) === S_IFLNK) fail('archives holding links are not supported');
    void madeBy;

    const rawName = bytes.subarray(at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength);
    const name = decodeName(rawName, flags, fail);
    if (name.includes('\u0000')) fail('is damaged (a file name holds a zero byte)');
    const isFolder = name.endsWith('/') || name.endsWith('\\');

    const lower = name.toLowerCase();
    const earlier = lowerNames.get(lower);
    if (earlier !== undefined && earlier !== name) fail('two names differ only in letter case');
    lowerNames.set(lower, name);

    // The local header must agree with the directory, or the two could describe different data.
    if (localOffset + LOCAL_SIZE > centralOffset || u32(localOffset) !== LOCAL_SIGNATURE) fail('is damaged (local header)');
    const localFlags = u16(localOffset + 6);
    const localMethod = u16(localOffset + 8);
    const localNameLength = u16(localOffset + 26);
    const localExtraLength = u16(localOffset + 28);
    const dataOffset = localOffset + LOCAL_SIZE + localNameLength + localExtraLength;
    if (dataOffset + compressedSize > centralOffset) fail('is damaged (an entry runs past its end)');
    if (localFlags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) fail('password-protected or encrypted archives are not supported');
    if (localMethod !== method) fail('is damaged (local header)');
    const localName = bytes.subarray(localOffset + LOCAL_SIZE, localOffset + LOCAL_SIZE + localNameLength);
    if (Buffer.compare(localName, rawName) !== 0) fail('is damaged (local header)');
    const localIds = extraIds(view, localOffset + LOCAL_SIZE + localNameLength, localExtraLength);
    if (localIds.includes(EXTRA_ZIP64) || u32(localOffset + 18) === 0xffffffff || u32(localOffset + 22) === 0xffffffff) fail('ZIP64 archives are not supported');
    // Without a data descriptor (flag bit 3) the local header carries the real sizes.
    if (!(localFlags & 0x8) && (u32(localOffset + 14) !== crc32 || u32(localOffset + 18) !== compressedSize || u32(localOffset + 22) !== size)) {
      fail('is damaged (local header)');
    }
    if (method === 0 && compressedSize !== size) fail('is damaged (a stored entry has two sizes)');

    entries.push({ index, name, isFolder, method: method as 0 | 8, flags, crc32, compressedSize, size, localOffset, dataOffset });
    at = next;
  }
  if (at !== eocd) fail('is damaged (central directory)');

  // Each byte of data belongs to one entry: overlapping entries unpack the same bytes many times.
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let i = 0; i < byOffset.length; i += 1) {
    const entry = byOffset[i]!;
    const following = byOffset[i + 1];
    if (i === 0 && entry.localOffset !== 0) fail('is damaged (data before the first entry)');
    if (following && following.localOffset < entry.dataOffset + entry.compressedSize) fail('is damaged (entries overlap)');
  }
  return entries;
}
