/** What the first bytes of a file say it is. */

const startsWith = (data: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => data[i] === byte);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Text as far as a sniff can tell: no control bytes other than tab, line breaks and form feed in the first 8 KB. */
function looksLikeText(data: Uint8Array): boolean {
  const end = Math.min(data.length, 8192);
  for (let i = 0; i < end; i += 1) {
    const byte = data[i]!;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0b && byte !== 0x0c && byte !== 0x0d) return false;
  }
  return true;
}

const KEPT_TYPES: readonly { extension: string; type: string; matches: (data: Uint8Array) => boolean }[] = [
  { extension: '.csv', type: 'text/csv', matches: looksLikeText },
  { extension: '.pdf', type: 'application/pdf', matches: (data) => startsWith(data, PDF) },
  { extension: '.png', type: 'image/png', matches: (data) => startsWith(data, PNG) },
];

/** UNZIP-24/25: CSV, PDF or PNG when name and first bytes agree, else a plain download. */
export function unpackedContentType(name: string, data: Uint8Array): string {
  const lower = name.toLowerCase();
  const kept = KEPT_TYPES.find((candidate) => lower.endsWith(candidate.extension) && candidate.matches(data));
  return kept?.type ?? 'application/octet-stream';
}

/** First bytes of archive and container formats (zip, OLE compound file, gzip, bzip2, xz, 7z, rar, zstd). */
const ARCHIVE_SIGNATURES: readonly (readonly number[])[] = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
  [0x50, 0x4b, 0x07, 0x08],
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
  [0x1f, 0x8b],
  [0x42, 0x5a, 0x68],
  [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00],
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c],
  [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07],
  [0x28, 0xb5, 0x2f, 0xfd],
];

/** Whether the data is itself an archive or container (XLSXR-25). */
export function isArchive(data: Uint8Array): boolean {
  return ARCHIVE_SIGNATURES.some((signature) => startsWith(data, signature));
}

/** An OLE compound file: an `.xls` workbook, or an `.xlsx` saved with a password. */
export function isCompoundFile(data: Uint8Array): boolean {
  return startsWith(data, ARCHIVE_SIGNATURES[3]!);
}
