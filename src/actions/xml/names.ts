/**
 * XML 1.0 (fifth edition) names, shared by the reader and xml.build, so that what one
 * writes the other reads (XMLB-11).
 */

const NAME_START =
  ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D' +
  '\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const NAME_REST = `${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040`;

/** One name, as a source for regular expressions that need it inside a larger pattern. */
export const NAME_PATTERN = `[${NAME_START}][${NAME_REST}]*`;

/** One character (a code point) that may start a name, and one that may continue it. */
export const NAME_START_CHARACTER = new RegExp(`^[${NAME_START}]$`, 'u');
export const NAME_CHARACTER = new RegExp(`^[${NAME_REST}]$`, 'u');

const WHOLE_NAME = new RegExp(`^${NAME_PATTERN}$`, 'u');

/** A valid XML name (`p:local` included; see isQualifiedName for the namespace form). */
export function isXmlName(name: string): boolean {
  return WHOLE_NAME.test(name);
}

/** A name valid under XML namespaces: at most one colon, with text on both sides. */
export function isQualifiedName(name: string): boolean {
  if (!isXmlName(name)) return false;
  const colon = name.indexOf(':');
  return colon === -1 || (colon > 0 && colon < name.length - 1 && name.indexOf(':', colon + 1) === -1);
}

/** Characters XML 1.0 cannot hold at all, not even as a character reference. */
export const FORBIDDEN_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;

/** Whether a code point may appear in an XML 1.0 document (production [2] Char). */
export function isXmlCharacter(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** The namespace the prefix `xml` is bound to without a declaration. */
export const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';
