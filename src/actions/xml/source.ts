/**
 * The input side shared by xml.parse and xml.split: `text` or `artifact` (one of two, at
 * most 8 MB), the `charset` and its agreement with the XML declaration, and the value
 * built by one pass of the reader (XMLP-01..05, 23..25; XMLS-02, XMLS-10).
 */
import { formatError, invalidInput } from '../../engine/errors.js';
import { decodeText, findEncoding, firstUnwritable, isEncodingAllowed, type EncodingName, type TextEncoding } from '../shared/encodings.js';
import { MIB } from '../shared/records.js';
import { readSource, sourceSaveIssues } from '../shared/text-source.js';
import type { ActionContext, InputOf, SaveIssue } from '../../engine/action.js';
import { readDeclaration, readXml } from './reader.js';
import { ValueBuilder } from './value-model.js';

export const MAX_XML_BYTES = 8 * MIB;
export const MAX_DEPTH = 64;
export const MAX_ITEMS = 200_000;

const XML_CHARSETS: readonly EncodingName[] = ['utf-8', 'utf-16', 'windows-1252', 'iso-8859-1', 'iso-8859-15', 'us-ascii'];
const CHARSET_MESSAGE = 'must be one of utf-8, utf-16, windows-1252, iso-8859-1, iso-8859-15, us-ascii (or a usual alias)';

/** JSON Schema properties of the inputs xml.parse and xml.split share. */
export const XML_SOURCE_PROPERTIES = {
  text: { type: 'string', description: 'XML text, at most 8 MB' },
  artifact: { description: 'An XML artifact, at most 8 MB: ${{ artifacts.<name> }} or its file name.' },
  charset: { type: 'string', minLength: 1, maxLength: 50, default: 'utf-8' },
  arrays: {
    anyOf: [
      { const: 'always' },
      { type: 'array', maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 1024 } },
    ],
  },
  namespaces: { enum: ['strip', 'prefix', 'uri'], default: 'strip' },
} as const;

/** The inputs xml.parse and xml.split share, defaults filled in. */
export type XmlSourceInput = InputOf<{ type: 'object'; properties: typeof XML_SOURCE_PROPERTIES }>;

function xmlEncoding(label: string): TextEncoding | undefined {
  const encoding = findEncoding(label);
  return encoding && isEncodingAllowed(encoding, XML_CHARSETS) ? encoding : undefined;
}

/** The save-time rules on literal inputs (ACT-03): one of text and artifact, a known charset, the size of literal text. */
export function xmlSourceSaveIssues(input: Record<string, unknown>, isDynamic: (path: string) => boolean): SaveIssue[] {
  const issues = sourceSaveIssues(input);
  if (typeof input.charset === 'string' && !isDynamic('charset') && !xmlEncoding(input.charset)) {
    issues.push({ path: 'charset', code: 'invalid_input', message: CHARSET_MESSAGE });
  }
  if (typeof input.text === 'string' && !isDynamic('text') && Buffer.byteLength(input.text, 'utf8') > MAX_XML_BYTES) {
    issues.push({ path: 'text', code: 'invalid_input', message: 'must be at most 8 MB' });
  }
  return issues;
}

const sameFamily = (a: TextEncoding, b: TextEncoding) => (a.kind === 'utf-16' && b.kind === 'utf-16') || a.name === b.name;

/** The document as text: decoded strictly in `charset`, which the declaration must agree with. */
export async function readXmlText(input: XmlSourceInput, ctx: ActionContext): Promise<{ text: string; label: string }> {
  const encoding = xmlEncoding(input.charset);
  if (!encoding) throw invalidInput(`charset: ${CHARSET_MESSAGE}`);
  const source = readSource(input, ctx, MAX_XML_BYTES, '8 MB');
  let text: string;
  let label: string;
  if (source.kind === 'text') {
    label = 'text';
    text = source.text.charCodeAt(0) === 0xfeff ? source.text.slice(1) : source.text;
    // Text arrives decoded; it must still be text the named set can hold (XMLP-23).
    if (encoding.kind === 'single-byte' && (await firstUnwritable(text, encoding)) !== -1) {
      throw formatError(`text: holds a character that is not in ${encoding.name}`);
    }
  } else {
    label = 'artifact';
    // The declaration is read before decoding, so a file in another set is told as a charset mismatch.
    checkDeclaration(readDeclaration(declarationText(source.bytes), label)?.encoding, encoding);
    text = await decodeText(source.bytes, encoding, 'artifact');
  }
  checkDeclaration(readDeclaration(text, label)?.encoding, encoding);
  return { text, label };
}

function checkDeclaration(declared: string | undefined, encoding: TextEncoding): void {
  if (declared === undefined) return;
  const named = findEncoding(declared);
  if (!named || !sameFamily(named, encoding)) throw invalidInput('charset: does not match the encoding the XML declaration names');
}

/** The start of a file as text, enough to hold a declaration, in whatever set it looks like. */
function declarationText(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 400) & ~1);
  if (head[0] === 0xff && head[1] === 0xfe) return head.subarray(2).toString('utf16le');
  if (head[0] === 0xfe && head[1] === 0xff) return Buffer.from(head.subarray(2)).swap16().toString('utf16le');
  return head.subarray(head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0).toString('latin1');
}

/** Reads the document into the value model; `prepare` may ask the builder to collect records. */
export function buildValue(
  text: string,
  label: string,
  input: XmlSourceInput,
  prepare?: (builder: ValueBuilder) => void,
): { root: Record<string, unknown>; builder: ValueBuilder } {
  const builder = new ValueBuilder({ namespaces: input.namespaces, arrays: input.arrays ?? [], label });
  prepare?.(builder);
  readXml(text, builder, { label, maxDepth: MAX_DEPTH, maxItems: MAX_ITEMS, maxItemsLabel: '200,000' });
  return { root: builder.result(), builder };
}
