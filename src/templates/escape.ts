/** Escaping of a value's text for its place in HTML (TPL-05..07); there is no raw form (TPL-08). */

const TEXT_SPECIAL = /[&<>"']/g;
const TEXT_REPLACEMENT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text and quoted attribute values: both quotes are escaped, so the same form is right
 * inside `"…"`, `'…'` and element text.
 */
export function escapeText(text: string): string {
  TEXT_SPECIAL.lastIndex = 0;
  return TEXT_SPECIAL.test(text) ? text.replace(TEXT_SPECIAL, (c) => TEXT_REPLACEMENT[c]!) : text;
}

const NOT_ALPHANUMERIC = /[^A-Za-z0-9]/gu;

/**
 * Unquoted attribute values and comments: everything but ASCII letters and digits as a
 * numeric reference, so no character can end the value, the tag or the comment.
 */
export function escapeStrict(text: string): string {
  return text.replace(NOT_ALPHANUMERIC, (c) => `&#x${c.codePointAt(0)!.toString(16)};`);
}
