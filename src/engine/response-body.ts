/**
 * What a step gets back from an HTTP answer: `json`, `body` and `body_encoding`
 * (HTTP-17, HTTP-18, HTTP-27..HTTP-30), the same for http.request and scripts.
 */
import { parseJsonStrict } from '../shared/json-strict.js';

export interface ReadBody {
  json?: unknown;
  body?: string;
  body_encoding?: 'base64';
}

/** Media types whose content is binary unless the bytes say otherwise. */
const BINARY_MEDIA_TYPES = [/^image\//, /^audio\//, /^video\//, /^font\//, /^application\/(pdf|octet-stream|zip|gzip|x-gzip|x-tar|x-7z-compressed|vnd\.openxmlformats-officedocument\..*|vnd\.ms-excel|msword|wasm)$/];

/** C0 controls other than tab, line feed, form feed, carriage return and escape. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000e-\u001a\u001c-\u001f]/;

function mediaType(contentType: string | undefined): { type: string; charset: string | undefined } {
  const [type = '', ...parameters] = (contentType ?? '').split(';');
  let charset: string | undefined;
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=');
    if (name?.trim().toLowerCase() === 'charset' && value) charset = value.trim().replace(/^"|"$/g, '');
  }
  return { type: type.trim().toLowerCase(), charset };
}

/** The body as text in its declared charset (UTF-8 by default), or undefined when it is not text. */
function decodeText(bytes: Uint8Array, charset: string | undefined): string | undefined {
  let decoder;
  try {
    decoder = new TextDecoder(charset ?? 'utf-8', { fatal: true });
  } catch {
    // An unknown charset label: read as UTF-8, the web's default.
    decoder = new TextDecoder('utf-8', { fatal: true });
  }
  try {
    return decoder.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * HTTP-17, HTTP-18, HTTP-27..HTTP-30: the `json`, `body` and `body_encoding` outputs of
 * a response. Text always comes back in `body`; `json` is added when the text is JSON
 * read strictly; a binary body comes back as base64.
 */
export function readBody(response: { readonly headers: Readonly<Record<string, string>>; readonly body: Uint8Array }): ReadBody {
  const { type, charset } = mediaType(response.headers['content-type']);
  const bytes = response.body;
  // A NUL byte never appears in UTF-8 text; UTF-16 text is full of them.
  const utf16 = charset !== undefined && /^utf-16/i.test(charset);
  const text = !utf16 && bytes.includes(0) ? undefined : decodeText(bytes, charset);
  const declaredBinary = BINARY_MEDIA_TYPES.some((pattern) => pattern.test(type));
  if (text === undefined || (declaredBinary && CONTROL_CHARACTERS.test(text))) {
    return { body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'), body_encoding: 'base64' };
  }
  const parsed = text.trim() === '' ? undefined : parseJsonStrict(text);
  return parsed?.ok ? { json: parsed.value, body: text } : { body: text };
}
