/**
 * Unpacks entries that zip-inspect.ts has accepted, trusting none of the directory's
 * claims: a deflate stream may not produce more bytes than the entry's stated size (the
 * output is capped there), must produce exactly that many, and must match its CRC-32
 * (UNZIP-12). Every failure is a `format_error`.
 */
import { crc32, inflateRawSync } from 'node:zlib';
import { formatError } from '../../engine/errors.js';
import { MIB } from '../shared/records.js';
import type { ZipEntry } from './zip-inspect.js';

/** The entry's bytes, in a buffer of their own. */
export function extractEntry(bytes: Uint8Array, entry: ZipEntry, label: string): Uint8Array {
  const packed = bytes.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let data: Uint8Array;
  if (entry.method === 0) {
    data = packed.slice();
  } else {
    try {
      data = inflateRawSync(packed, { maxOutputLength: Math.max(entry.size, 1) });
    } catch (error) {
      const tooLarge = (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE';
      throw formatError(`${label}: is damaged (${tooLarge ? 'an entry unpacks to more than its stated size' : 'compressed data of an entry cannot be read'})`);
    }
  }
  if (data.byteLength !== entry.size) throw formatError(`${label}: is damaged (an entry does not unpack to its stated size)`);
  if (crc32(data) >>> 0 !== entry.crc32) throw formatError(`${label}: is damaged (checksum mismatch)`);
  return data;
}

export interface UnpackLimits {
  /** Files, folders not counted (UNZIP-19); undefined for no limit of its own. */
  maxFiles?: number;
  /** Stated unpacked size of all entries together (UNZIP-21). */
  maxTotalBytes: number;
}

/** Files above this size are held to MAX_RATIO (UNZIP-22). */
const RATIO_FROM_BYTES = 1 * MIB;
const MAX_RATIO = 100;

/** UNZIP-19/21/22, checked on the directory before anything is unpacked (UNZIP-23). */
export function checkUnpackLimits(entries: readonly ZipEntry[], limits: UnpackLimits, label: string): void {
  const fail = (message: string): never => {
    throw formatError(`${label}: ${message}`);
  };
  if (limits.maxFiles !== undefined && entries.filter((entry) => !entry.isFolder).length > limits.maxFiles) {
    fail(`holds more than ${limits.maxFiles} files`);
  }
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (entry.size > RATIO_FROM_BYTES && entry.size > MAX_RATIO * entry.compressedSize) {
      fail(`a file over 1 MB would unpack to more than ${MAX_RATIO} times its packed size`);
    }
  }
  if (total > limits.maxTotalBytes) fail(`would unpack to more than ${Math.round(limits.maxTotalBytes / MIB)} MB`);
}
