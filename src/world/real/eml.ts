/**
 * An email as an RFC 5322 / MIME message (`.eml`), the form mail programs open and
 * mail servers accept. Every body part is base64, so no line-length or encoding rule
 * can be broken by the content; headers are one line each.
 */
import type { OutgoingEmail } from '../../engine/world.js';

const CRLF = '\r\n';

/** A header value on one line: a line break in a value must never start a new header. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ');
}

/** RFC 2047 for text that is not plain printable ASCII. */
function headerText(text: string): string {
  const line = oneLine(text);
  if (/^[\x20-\x7e]*$/.test(line)) return line;
  return `=?UTF-8?B?${Buffer.from(line, 'utf8').toString('base64')}?=`;
}

function base64Lines(data: Uint8Array | string): string {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const text = bytes.toString('base64');
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += 76) lines.push(text.slice(i, i + 76));
  return lines.join(CRLF);
}

/** `filename="…"` with RFC 2231 `filename*` for names beyond plain ASCII. */
function fileNameParameters(name: string): string {
  const safe = oneLine(name).replace(/["\\]/g, '_');
  if (/^[\x20-\x7e]*$/.test(safe)) return `filename="${safe}"`;
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  return `filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/** `Mon, 05 Jan 2026 08:00:00 +0000`. */
function mailDate(date: Date): string {
  return date.toUTCString().replace(/GMT$/, '+0000');
}

function contentType(type: string): string {
  const line = oneLine(type);
  return /^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/.test(line) ? line : 'application/octet-stream';
}

export interface EmlOptions {
  messageId: string;
  date: Date;
  /** Unique per message; must not occur in the content (base64 never holds `=_`). */
  boundary: string;
}

export function composeEml(email: OutgoingEmail, options: EmlOptions): string {
  const headers = [
    `From: ${oneLine(email.from)}`,
    `To: ${email.to.map(oneLine).join(', ')}`,
    ...(email.cc.length ? [`Cc: ${email.cc.map(oneLine).join(', ')}`] : []),
    // An outbox copy keeps Bcc, as a sent-mail folder does; a server reading the file strips it.
    ...(email.bcc.length ? [`Bcc: ${email.bcc.map(oneLine).join(', ')}`] : []),
    `Subject: ${headerText(email.subject)}`,
    `Date: ${mailDate(options.date)}`,
    `Message-ID: ${oneLine(options.messageId)}`,
    'MIME-Version: 1.0',
  ];
  const mixed = `=_mixed_${options.boundary}`;
  const alternative = `=_alt_${options.boundary}`;
  const textPart = ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: base64', '', base64Lines(email.text)].join(CRLF);
  const htmlPart =
    email.html === undefined ? undefined : ['Content-Type: text/html; charset=utf-8', 'Content-Transfer-Encoding: base64', '', base64Lines(email.html)].join(CRLF);
  const body = htmlPart
    ? [`Content-Type: multipart/alternative; boundary="${alternative}"`, '', `--${alternative}`, textPart, `--${alternative}`, htmlPart, `--${alternative}--`].join(CRLF)
    : textPart;
  const parts = [body];
  for (const attachment of email.attachments) {
    parts.push(
      [
        `Content-Type: ${contentType(attachment.content_type)}`,
        `Content-Disposition: attachment; ${fileNameParameters(attachment.name)}`,
        'Content-Transfer-Encoding: base64',
        '',
        base64Lines(attachment.data),
      ].join(CRLF),
    );
  }
  const message = [
    ...headers,
    `Content-Type: multipart/mixed; boundary="${mixed}"`,
    '',
    ...parts.flatMap((part) => [`--${mixed}`, part]),
    `--${mixed}--`,
    '',
  ];
  return message.join(CRLF);
}
