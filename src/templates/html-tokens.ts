/**
 * Reads rendered HTML into start tags, end tags and text (references decoded), for the
 * readers that lay it out: the PDF of pdf.render and the plain-text part of an email.
 * It follows the HTML5 rules that decide what is text (comments, raw text elements,
 * a `<` that starts no tag) but builds no tree.
 */
import { decodeHtmlText } from './entities.js';

export type HtmlToken =
  | { type: 'start'; name: string; attrs: Record<string, string>; selfClosing: boolean }
  | { type: 'end'; name: string }
  /** `raw`: the content of script, style and similar elements, left undecoded. */
  | { type: 'text'; text: string; raw?: boolean };

const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);
const ESCAPABLE_RAW_TEXT = new Set(['textarea', 'title']);

const isAlpha = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f';

/** Offset just past the end of a comment starting at `at` (`<!--`). */
function commentEnd(html: string, at: number): number {
  const body = at + 4;
  if (html.startsWith('>', body)) return body + 1;
  if (html.startsWith('->', body)) return body + 2;
  for (let i = html.indexOf('--', body); i >= 0; i = html.indexOf('--', i + 1)) {
    if (html[i + 2] === '>') return i + 3;
    if (html[i + 2] === '!' && html[i + 3] === '>') return i + 4;
  }
  return html.length;
}

/** Offset of the end tag `</name` (followed by a space, `/` or `>`) at or after `from`. */
function rawEnd(html: string, lower: string, name: string, from: number): number {
  for (let i = lower.indexOf(`</${name}`, from); i >= 0; i = lower.indexOf(`</${name}`, i + 1)) {
    const after = html[i + 2 + name.length];
    if (after === undefined || after === '/' || after === '>' || isSpace(after)) return i;
  }
  return html.length;
}

export function readHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let lower: string | undefined;
  let text = '';
  const flush = () => {
    if (text !== '') tokens.push({ type: 'text', text: decodeHtmlText(text) });
    text = '';
  };
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text += html.slice(i);
      break;
    }
    text += html.slice(i, lt);
    const next = html[lt + 1];
    if (next === '!' || next === '?' || (next === '/' && !isAlpha(html[lt + 2]) && html[lt + 2] !== undefined)) {
      flush();
      if (html.startsWith('<!--', lt)) i = commentEnd(html, lt);
      else {
        const end = html.indexOf('>', lt);
        i = end < 0 ? html.length : end + 1;
      }
      continue;
    }
    if (next === '/' && isAlpha(html[lt + 2])) {
      flush();
      const tag = readTag(html, lt + 2);
      tokens.push({ type: 'end', name: tag.name });
      i = tag.end;
      continue;
    }
    if (!isAlpha(next)) {
      text += '<';
      i = lt + 1;
      continue;
    }
    flush();
    const tag = readTag(html, lt + 1);
    tokens.push({ type: 'start', name: tag.name, attrs: tag.attrs, selfClosing: tag.selfClosing });
    i = tag.end;
    if (tag.name === 'plaintext') {
      tokens.push({ type: 'text', text: html.slice(i), raw: true });
      break;
    }
    if (RAW_TEXT.has(tag.name) || ESCAPABLE_RAW_TEXT.has(tag.name)) {
      lower ??= html.toLowerCase();
      const end = rawEnd(html, lower, tag.name, i);
      const content = html.slice(i, end);
      if (content !== '') tokens.push(RAW_TEXT.has(tag.name) ? { type: 'text', text: content, raw: true } : { type: 'text', text: decodeHtmlText(content) });
      i = end;
    }
  }
  flush();
  return tokens;
}

/** A tag from its name (at `from`) to just past its `>`. */
function readTag(html: string, from: number): { name: string; attrs: Record<string, string>; selfClosing: boolean; end: number } {
  let i = from;
  while (i < html.length && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>') i++;
  const name = html.slice(from, i).toLowerCase();
  const attrs: Record<string, string> = Object.create(null);
  let selfClosing = false;
  while (i < html.length) {
    const c = html[i]!;
    if (c === '>') return { name, attrs, selfClosing, end: i + 1 };
    if (isSpace(c)) {
      i++;
      continue;
    }
    if (c === '/') {
      selfClosing = html[i + 1] === '>';
      i++;
      continue;
    }
    selfClosing = false;
    const nameStart = i;
    i++;
    while (i < html.length && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>' && html[i] !== '=') i++;
    const attr = html.slice(nameStart, i).toLowerCase();
    let j = i;
    while (j < html.length && isSpace(html[j])) j++;
    let value = '';
    if (html[j] === '=') {
      j++;
      while (j < html.length && isSpace(html[j])) j++;
      const quote = html[j];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, j + 1);
        const end = close < 0 ? html.length : close;
        value = html.slice(j + 1, end);
        i = end + 1;
      } else {
        let k = j;
        while (k < html.length && !isSpace(html[k]) && html[k] !== '>') k++;
        value = html.slice(j, k);
        i = k;
      }
    }
    if (!(attr in attrs)) attrs[attr] = decodeHtmlText(value);
  }
  return { name, attrs, selfClosing, end: html.length };
}
