/**
 * FILES-16: a file's content type guessed from its name, for `files.download` (and the
 * `Content-Type` an S3 upload gets). Only the extension counts, in any letter case;
 * anything unknown is a plain download.
 */

export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

const BY_EXTENSION: Readonly<Record<string, string>> = {
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  txt: 'text/plain',
  log: 'text/plain',
  md: 'text/markdown',
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  json: 'application/json',
  ndjson: 'application/x-ndjson',
  jsonl: 'application/x-ndjson',
  xml: 'application/xml',
  yaml: 'application/yaml',
  yml: 'application/yaml',
  pdf: 'application/pdf',
  zip: 'application/zip',
  gz: 'application/gzip',
  tgz: 'application/gzip',
  tar: 'application/x-tar',
  '7z': 'application/x-7z-compressed',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  ics: 'text/calendar',
  edi: 'application/edi-x12',
  eml: 'message/rfc822',
};

export function guessContentType(name: string): string {
  const dot = name.lastIndexOf('.');
  // A name that only starts with a dot (`.env`) has no extension.
  if (dot <= 0 || dot === name.length - 1) return DEFAULT_CONTENT_TYPE;
  const extension = name.slice(dot + 1).toLowerCase();
  return Object.hasOwn(BY_EXTENSION, extension) ? BY_EXTENSION[extension]! : DEFAULT_CONTENT_TYPE;
}
