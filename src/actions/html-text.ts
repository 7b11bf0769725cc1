/**
 * The plain-text part of an HTML mail (EMAIL-11, RESULT-06), read with a real HTML
 * reader: spaces collapse as a browser shows them, paragraphs, headings, lists and tables
 * are separated by a blank line, other blocks and rows start a new line, list items get
 * `- ` or `1. ` (indented when nested), table cells are joined by ` | `, a link shows
 * its address after its text, and script, style and head are left out.
 */
import { readHtml } from '../templates/index.js';

/** Elements whose content is not part of the text. */
const HIDDEN = new Set(['script', 'style', 'head', 'title', 'template', 'noscript', 'iframe', 'object', 'svg', 'math', 'select', 'noembed', 'noframes', 'xmp']);
/** Blocks set apart by a blank line. */
const PARAGRAPHS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'blockquote', 'pre', 'hr', 'address', 'figure', 'dl']);
/** Blocks that start a new line. */
const LINES = new Set(['div', 'li', 'tr', 'section', 'article', 'header', 'footer', 'main', 'nav', 'aside', 'dt', 'dd', 'caption', 'figcaption', 'form', 'fieldset', 'center', 'body', 'html', 'ul', 'ol']);

class PlainText {
  private readonly parts: string[] = [];
  /** Line breaks the next text needs before it (1 new line, 2 a blank line). */
  private pendingBreaks = 0;
  private trailingBreaks = 0;
  private atLineStart = true;
  private endsWithSpace = false;
  private linePrefix = '';

  breakBefore(count: number): void {
    if (this.parts.length > 0) this.pendingBreaks = Math.max(this.pendingBreaks, count);
  }

  hardBreak(): void {
    this.flushBreaks();
    this.append('\n');
  }

  prefixNextLine(prefix: string): void {
    this.linePrefix = prefix;
  }

  /** Text as shown: runs of spaces are one, no space starts a line. */
  text(raw: string, keepSpaces: boolean): void {
    let text = keepSpaces ? raw : raw.replace(/[\t\n\f\r ]+/g, ' ');
    // A space where a line break is already due (between blocks) or at a line's start is no text.
    const breakDue = this.pendingBreaks > this.trailingBreaks;
    if (!keepSpaces && (this.atLineStart || this.endsWithSpace || breakDue)) text = text.replace(/^ /, '');
    if (text === '') return;
    this.flushBreaks();
    if (this.atLineStart && this.linePrefix !== '') {
      this.append(this.linePrefix);
      this.linePrefix = '';
    }
    this.append(text);
  }

  /** Fixed text between cells, kept even at the start of a line. */
  literal(text: string): void {
    this.flushBreaks();
    this.append(text);
  }

  private flushBreaks(): void {
    const needed = this.pendingBreaks - this.trailingBreaks;
    if (needed > 0 && this.parts.length > 0) this.append('\n'.repeat(needed));
    this.pendingBreaks = 0;
  }

  private append(text: string): void {
    this.parts.push(text);
    const trailing = /\n*$/.exec(text)![0].length;
    this.trailingBreaks = trailing === text.length ? this.trailingBreaks + trailing : trailing;
    this.atLineStart = text.endsWith('\n');
    this.endsWithSpace = text.endsWith(' ');
  }

  toString(): string {
    return this.parts
      .join('')
      .replace(/\u00a0/g, ' ')
      .replace(/[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }
}

interface ListLevel {
  ordered: boolean;
  next: number;
}

export function htmlToText(html: string): string {
  const out = new PlainText();
  const lists: ListLevel[] = [];
  const links: { href: string; text: string }[] = [];
  let hidden: string | undefined;
  let hiddenDepth = 0;
  let pre = 0;
  let cellIndex = 0;

  for (const token of readHtml(html)) {
    if (hidden !== undefined) {
      if (token.type === 'start' && token.name === hidden && !token.selfClosing) hiddenDepth++;
      if (token.type === 'end' && token.name === hidden && --hiddenDepth === 0) hidden = undefined;
      continue;
    }
    if (token.type === 'text') {
      if (token.raw) continue;
      out.text(token.text, pre > 0);
      for (const link of links) link.text += token.text;
      continue;
    }
    const name = token.name;
    if (token.type === 'start') {
      if (HIDDEN.has(name)) {
        if (!token.selfClosing) {
          hidden = name;
          hiddenDepth = 1;
        }
        continue;
      }
      if (name === 'br') out.hardBreak();
      else if (name === 'hr') {
        out.breakBefore(2);
        out.literal('---');
        out.breakBefore(2);
      } else if (name === 'ul' || name === 'ol') {
        out.breakBefore(lists.length === 0 ? 2 : 1);
        lists.push({ ordered: name === 'ol', next: 1 });
      } else if (name === 'li') {
        out.breakBefore(1);
        const level = lists.at(-1);
        const marker = level?.ordered ? `${level.next++}. ` : '- ';
        out.prefixNextLine('  '.repeat(Math.max(0, lists.length - 1)) + marker);
      } else if (name === 'tr') {
        out.breakBefore(1);
        cellIndex = 0;
      } else if (name === 'td' || name === 'th') {
        if (cellIndex++ > 0) out.literal(' | ');
      } else if (name === 'pre') {
        out.breakBefore(2);
        pre++;
      } else if (name === 'a') {
        links.push({ href: token.attrs.href ?? '', text: '' });
      } else if (PARAGRAPHS.has(name)) out.breakBefore(2);
      else if (LINES.has(name)) out.breakBefore(1);
      continue;
    }
    // End tags.
    if (name === 'ul' || name === 'ol') {
      lists.pop();
      out.breakBefore(lists.length === 0 ? 2 : 1);
    } else if (name === 'pre') {
      pre = Math.max(0, pre - 1);
      out.breakBefore(2);
    } else if (name === 'a') {
      const link = links.pop();
      // A plain-text reader cannot follow the link, so its address is shown once.
      if (link && /^(https?:|mailto:)/i.test(link.href) && link.text.trim() !== link.href && link.text.trim() !== link.href.replace(/^mailto:/i, '')) {
        out.text(` (${link.href.replace(/^mailto:/i, '')})`, false);
      }
    } else if (PARAGRAPHS.has(name)) out.breakBefore(2);
    else if (LINES.has(name)) out.breakBefore(1);
  }
  return out.toString();
}
