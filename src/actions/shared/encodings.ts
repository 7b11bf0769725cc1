/**
 * The character sets of the text actions (fixed.parse, fixed.build, csv.parse): names
 * and aliases, strict decoding (an invalid byte is `format_error` naming the line, never
 * a replacement character) and checks for characters a set cannot write.
 *
 * iconv-lite supplies the single-byte tables and UTF-16; it is loaded on first use.
 * UTF-8 goes through Node's own decoder, which is faster and strict.
 */
import { isUtf8 } from 'node:buffer';
import { TextDecoder } from 'node:util';
import { formatError } from '../../engine/errors.js';

export type EncodingName = 'utf-8' | 'utf-16' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'iso-8859-1' | 'iso-8859-15' | 'us-ascii';

export interface TextEncoding {
  /** The canonical name, also written as a file's `charset`. */
  readonly name: EncodingName;
  /** How characters map to bytes, which decides how fields are cut. */
  readonly kind: 'utf-8' | 'utf-16' | 'single-byte';
  /** The codec name iconv-lite knows it by. */
  readonly codec: string;
}

const ENCODINGS: Readonly<Record<EncodingName, TextEncoding>> = {
  'utf-8': { name: 'utf-8', kind: 'utf-8', codec: 'utf8' },
  'utf-16': { name: 'utf-16', kind: 'utf-16', codec: 'utf16' },
  'utf-16le': { name: 'utf-16le', kind: 'utf-16', codec: 'utf16le' },
  'utf-16be': { name: 'utf-16be', kind: 'utf-16', codec: 'utf16be' },
  'windows-1252': { name: 'windows-1252', kind: 'single-byte', codec: 'windows1252' },
  'iso-8859-1': { name: 'iso-8859-1', kind: 'single-byte', codec: 'iso88591' },
  'iso-8859-15': { name: 'iso-8859-15', kind: 'single-byte', codec: 'iso885915' },
  'us-ascii': { name: 'us-ascii', kind: 'single-byte', codec: 'ascii' },
};

/** Labels as users write them (IANA names and common aliases), lower case, `_` read as `-`. */
const LABELS: Readonly<Record<string, EncodingName>> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'unicode-1-1-utf-8': 'utf-8',
  'utf-16': 'utf-16',
  utf16: 'utf-16',
  ucs2: 'utf-16',
  'ucs-2': 'utf-16',
  'utf-16le': 'utf-16le',
  utf16le: 'utf-16le',
  'utf-16be': 'utf-16be',
  utf16be: 'utf-16be',
  'windows-1252': 'windows-1252',
  windows1252: 'windows-1252',
  cp1252: 'windows-1252',
  'cp-1252': 'windows-1252',
  'x-cp1252': 'windows-1252',
  'win-1252': 'windows-1252',
  'iso-8859-1': 'iso-8859-1',
  'iso8859-1': 'iso-8859-1',
  iso88591: 'iso-8859-1',
  'iso-ir-100': 'iso-8859-1',
  latin1: 'iso-8859-1',
  'latin-1': 'iso-8859-1',
  l1: 'iso-8859-1',
  cp819: 'iso-8859-1',
  ibm819: 'iso-8859-1',
  'iso-8859-15': 'iso-8859-15',
  'iso8859-15': 'iso-8859-15',
  iso885915: 'iso-8859-15',
  latin9: 'iso-8859-15',
  'latin-9': 'iso-8859-15',
  l9: 'iso-8859-15',
  'us-ascii': 'us-ascii',
  ascii: 'us-ascii',
  'iso646-us': 'us-ascii',
  'ansi-x3.4-1968': 'us-ascii',
  'ansi-x3.4-1986': 'us-ascii',
  'iso-ir-6': 'us-ascii',
  us: 'us-ascii',
  cp367: 'us-ascii',
  ibm367: 'us-ascii',
};

/** The encoding a label names (case and `_`/`-` do not matter), or undefined. */
export function findEncoding(label: string): TextEncoding | undefined {
  const name = LABELS[label.trim().toLowerCase().replace(/_/g, '-')];
  return name ? ENCODINGS[name] : undefined;
}

/** Whether an encoding is one of `allowed` (canonical names); UTF-16 byte orders count as `utf-16`. */
export function isEncodingAllowed(encoding: TextEncoding, allowed: readonly EncodingName[]): boolean {
  return allowed.includes(encoding.kind === 'utf-16' ? 'utf-16' : encoding.name);
}

// ---------------------------------------------------------------------------------------
// Positions in error messages

/** 1-based line of a byte (or character) offset: line feeds before it, plus one. */
export function lineAt(content: Uint8Array | string, offset: number): number {
  let line = 1;
  if (typeof content === 'string') {
    for (let at = content.indexOf('\n'); at !== -1 && at < offset; at = content.indexOf('\n', at + 1)) line += 1;
  } else {
    for (let at = content.indexOf(0x0a); at !== -1 && at < offset; at = content.indexOf(0x0a, at + 1)) line += 1;
  }
  return line;
}

// ---------------------------------------------------------------------------------------
// UTF-8

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

/** 3 when the bytes start with a UTF-8 byte order mark, else 0. */
export function utf8BomLength(bytes: Uint8Array): number {
  return bytes[0] === UTF8_BOM[0] && bytes[1] === UTF8_BOM[1] && bytes[2] === UTF8_BOM[2] ? 3 : 0;
}

/** Offset of the first byte that is not part of valid UTF-8, or -1. Only run after a failure. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i += 1;
      continue;
    }
    // Second-byte ranges exclude overlong forms, surrogates and values past U+10FFFF.
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k < length; k += 1) {
      const next = bytes[i + k];
      if (next === undefined || next < (k === 1 ? low : 0x80) || next > (k === 1 ? high : 0xbf)) return i;
    }
    i += length;
  }
  return -1;
}

/** Fails with `format_error` naming `field` and the line of the first invalid byte (CSVP-05). */
export function checkUtf8(bytes: Uint8Array, field: string): void {
  if (isUtf8(bytes)) return;
  const offset = Math.max(firstInvalidUtf8(bytes), 0);
  throw formatError(`${field}: invalid UTF-8 byte on line ${lineAt(bytes, offset)}`);
}

let strictUtf8: TextDecoder | undefined;

/**
 * Strict UTF-8 decoding; a leading byte order mark is dropped (CSVP-05/06).
 * `field` names the input in the error, which gives the line of the bad byte.
 */
export function decodeUtf8(bytes: Uint8Array, field: string): string {
  strictUtf8 ??= new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  try {
    return strictUtf8.decode(bytes);
  } catch {
    const offset = Math.max(firstInvalidUtf8(bytes), 0);
    throw formatError(`${field}: invalid UTF-8 byte on line ${lineAt(bytes, offset)}`);
  }
}

// ---------------------------------------------------------------------------------------
// Single-byte sets and UTF-16 (iconv-lite)

type Iconv = typeof import('iconv-lite');
let iconvModule: Promise<Iconv> | undefined;

async function iconv(): Promise<Iconv> {
  iconvModule ??= import('iconv-lite').then((module) => ((module as { default?: Iconv }).default ?? module) as Iconv);
  return iconvModule;
}

/** Per encoding: 1 for every UTF-16 code unit the set can write as one byte. */
const writableTables = new Map<EncodingName, Uint8Array>();

async function writableTable(encoding: TextEncoding): Promise<Uint8Array> {
  let table = writableTables.get(encoding.name);
  if (!table) {
    const all = new Uint8Array(256).map((_, byte) => byte);
    const characters = (await iconv()).decode(Buffer.from(all), encoding.codec);
    table = new Uint8Array(0x10000);
    for (const character of characters) if (character !== '\ufffd') table[character.charCodeAt(0)] = 1;
    writableTables.set(encoding.name, table);
  }
  return table;
}

const NOT_ASCII = /[^\x00-\x7f]/;

/**
 * Index of the first character of `text` that `encoding` cannot write, or -1.
 * UTF-8 and UTF-16 write everything except a lone surrogate.
 */
export async function firstUnwritable(text: string, encoding: TextEncoding): Promise<number> {
  if (encoding.kind !== 'single-byte') return text.isWellFormed() ? -1 : firstLoneSurrogate(text);
  const start = text.search(NOT_ASCII);
  if (start === -1) return -1;
  const table = await writableTable(encoding);
  for (let i = start; i < text.length; i += 1) if (table[text.charCodeAt(i)] !== 1) return i;
  return -1;
}

function firstLoneSurrogate(text: string): number {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
      else return i;
    } else if (code >= 0xdc00 && code <= 0xdfff) return i;
  }
  return -1;
}

/** A synchronous "can `encoding` write all of this text?" check, for use inside loops. */
export async function writableCheck(encoding: TextEncoding): Promise<(text: string) => boolean> {
  if (encoding.kind !== 'single-byte') return (text) => text.isWellFormed();
  const table = await writableTable(encoding);
  return (text) => {
    for (let i = 0; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      if (code >= 0x80 && table[code] !== 1) return false;
    }
    return true;
  };
}

/** Text in `encoding`; every character must be writable (see firstUnwritable). */
export async function encodeText(text: string, encoding: TextEncoding): Promise<Uint8Array> {
  if (encoding.kind === 'utf-8') return Buffer.from(text, 'utf8');
  return (await iconv()).encode(text, encoding.codec);
}

/**
 * Strict decoding in any of the sets: a byte the set does not define (us-ascii above
 * 0x7F, the five holes of windows-1252), broken UTF-16 or invalid UTF-8 fails with
 * `format_error` naming `field` and the line. A byte order mark of UTF-8 or UTF-16 is dropped.
 */
export async function decodeText(bytes: Uint8Array, encoding: TextEncoding, field: string): Promise<string> {
  if (encoding.kind === 'utf-8') return decodeUtf8(bytes, field);
  const codec = await iconv();
  if (encoding.kind === 'utf-16') {
    const text = codec.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding.codec);
    if (bytes.byteLength % 2 !== 0 || !text.isWellFormed()) {
      const at = firstLoneSurrogate(text);
      throw formatError(`${field}: invalid UTF-16 on line ${at === -1 ? lineAt(text, text.length) : lineAt(text, at)}`);
    }
    return text;
  }
  const text = codec.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), encoding.codec);
  // One byte is one character, so the offset in the text is the offset of the byte.
  const bad = text.indexOf('\ufffd');
  if (bad !== -1) throw formatError(`${field}: a byte on line ${lineAt(bytes, bad)} is not a ${encoding.name} character`);
  return text;
}
