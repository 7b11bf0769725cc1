/**
 * Lays blocks out on A4 pages with pdfkit (PDF-06..13, 16): Helvetica, automatic page
 * breaks, tables with equal columns, borders and a shaded header row, a row taller
 * than a page cut at the page, and "Page N of M" at the bottom of every page.
 */
import type PDFDocument from 'pdfkit';
import type { Block, Run, TableRow, TextStyle } from './blocks.js';
import { brandError, FlowgateError } from '../../shared/errors.js';

export const MAX_PAGES = 500;

const PAGE = { top: 56, bottom: 64, left: 56, right: 56 };
const BODY_SIZE = 11;
const TABLE_SIZE = 10;
const LINE_GAP = 2;
const CELL_PADDING = 4;
const LIST_INDENT = 20;
const FOOTER_SIZE = 9;
const FOOTER_FROM_BOTTOM = 40;
const HEADER_SHADE = '#e3e3e3';
const BULLETS = ['\u2022', '\u2013', '\u00b7'];

const TEXT_STYLES: Record<TextStyle, { size: number; bold: boolean; before: number; after: number }> = {
  h1: { size: 22, bold: true, before: 10, after: 8 },
  h2: { size: 18, bold: true, before: 9, after: 6 },
  h3: { size: 15, bold: true, before: 8, after: 5 },
  h4: { size: 13, bold: true, before: 6, after: 4 },
  h5: { size: 12, bold: true, before: 6, after: 3 },
  h6: { size: 11, bold: true, before: 6, after: 3 },
  p: { size: BODY_SIZE, bold: false, before: 0, after: 8 },
  div: { size: BODY_SIZE, bold: false, before: 0, after: 0 },
};

/** Raised from pdfkit's page event to stop a document past the page limit (PDF-13). */
export class PageLimitError extends FlowgateError {
  static {
    brandError(this, 'PageLimitError');
  }

  override readonly name = 'PageLimitError';
  override readonly code = 'FLOWGATE_PDF_PAGE_LIMIT';
}

type Doc = InstanceType<typeof PDFDocument>;

function fontName(bold: boolean, italic: boolean): string {
  if (bold) return italic ? 'Helvetica-BoldOblique' : 'Helvetica-Bold';
  return italic ? 'Helvetica-Oblique' : 'Helvetica';
}

export class PdfLayout {
  private readonly left: number;
  private readonly width: number;
  private readonly bottom: number;
  private pages = 1;

  constructor(private readonly doc: Doc) {
    this.left = PAGE.left;
    this.width = doc.page.width - PAGE.left - PAGE.right;
    this.bottom = doc.page.height - PAGE.bottom;
    doc.on('pageAdded', () => {
      if (++this.pages > MAX_PAGES) throw new PageLimitError(`more than ${MAX_PAGES} pages`);
    });
  }

  static readonly margins = PAGE;

  /** Lays out every block, then numbers the pages; returns the page count. */
  run(blocks: readonly Block[]): number {
    this.doc.x = this.left;
    this.doc.y = PAGE.top;
    this.blocks(blocks, this.left, this.width, 0);
    this.numberPages();
    return this.pages;
  }

  private blocks(blocks: readonly Block[], x: number, width: number, level: number): void {
    for (const block of blocks) {
      switch (block.kind) {
        case 'text':
          this.text(block.runs, block.style, x, width);
          break;
        case 'rule':
          this.rule(x, width);
          break;
        case 'list':
          this.list(block, x, width, level);
          break;
        case 'table':
          this.table(block.rows, x, width);
          break;
      }
    }
  }

  /** Starts a new page unless `height` still fits on this one. */
  private ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom && this.doc.y > PAGE.top) this.doc.addPage();
  }

  private lineHeight(size: number): number {
    return this.doc.font('Helvetica').fontSize(size).currentLineHeight(true) + LINE_GAP;
  }

  private text(runs: readonly Run[], style: TextStyle, x: number, width: number): void {
    const look = TEXT_STYLES[style];
    if (look.before > 0 && this.doc.y > PAGE.top) this.doc.y += look.before;
    // A heading is kept with at least two lines of what follows it.
    this.ensureSpace(look.bold ? this.lineHeight(look.size) + 2 * this.lineHeight(BODY_SIZE) : this.lineHeight(look.size));
    this.drawRuns(runs, x, this.doc.y, width, look.size, look.bold);
    this.doc.y += look.after;
  }

  /** Runs as one wrapped paragraph; `height` cuts it there instead of going on to the next page. */
  private drawRuns(runs: readonly Run[], x: number, y: number, width: number, size: number, bold: boolean, height?: number): void {
    const doc = this.doc;
    doc.x = x;
    doc.y = y;
    runs.forEach((run, index) => {
      doc.font(fontName(bold || run.bold, run.italic)).fontSize(size);
      const options = { width, lineGap: LINE_GAP, continued: index < runs.length - 1, ...(height !== undefined ? { height } : {}) };
      if (index === 0) doc.text(run.text, x, y, options);
      else doc.text(run.text, options);
    });
    doc.x = x;
  }

  private rule(x: number, width: number): void {
    this.ensureSpace(14);
    const y = this.doc.y + 6;
    this.doc.lineWidth(0.75).strokeColor('#000000').moveTo(x, y).lineTo(x + width, y).stroke();
    this.doc.y = y + 8;
  }

  private list(block: Extract<Block, { kind: 'list' }>, x: number, width: number, level: number): void {
    const doc = this.doc;
    const indent = LIST_INDENT;
    block.items.forEach((item, index) => {
      const marker = block.ordered ? `${index + 1}.` : BULLETS[level % BULLETS.length]!;
      this.ensureSpace(this.lineHeight(BODY_SIZE));
      const top = doc.y;
      doc.font('Helvetica').fontSize(BODY_SIZE);
      const markerWidth = doc.widthOfString(marker);
      doc.text(marker, x + indent - 5 - markerWidth, top, { lineBreak: false });
      doc.y = top;
      if (item.length === 0) doc.y = top + this.lineHeight(BODY_SIZE);
      this.blocks(item, x + indent, width - indent, level + 1);
      doc.x = x;
    });
    if (level === 0) doc.y += 6;
  }

  /** Equal-width columns (PDF-09); a row is never split, a row taller than a page is cut (PDF-10). */
  private table(rows: readonly TableRow[], x: number, width: number): void {
    const doc = this.doc;
    const columns = Math.max(...rows.map((row) => row.cells.length));
    const columnWidth = width / columns;
    const header = rows[0]?.header ? rows[0] : undefined;
    const maxRowHeight = this.bottom - PAGE.top;
    for (const row of rows) {
      const measured = this.measureRow(row, columnWidth);
      if (doc.y + Math.min(measured.height, maxRowHeight) > this.bottom && doc.y > PAGE.top) {
        doc.addPage();
        // The header row is repeated on each page the table continues on.
        if (header && row !== header) this.drawRow(header, this.measureRow(header, columnWidth), x, columnWidth, columns);
      }
      this.drawRow(row, measured, x, columnWidth, columns);
    }
    doc.x = x;
    doc.y += 8;
  }

  /** The row's height and which cells fit on one line (those need no wrapping to draw). */
  private measureRow(row: TableRow, columnWidth: number): { height: number; oneLine: boolean[] } {
    const doc = this.doc;
    const inner = columnWidth - 2 * CELL_PADDING;
    let tallest = 0;
    const oneLine = row.cells.map((cell) => {
      const text = cell.map((run) => run.text).join('');
      // Measured in the widest face any of its runs uses.
      doc.font(fontName(row.header || cell.some((run) => run.bold), cell.some((run) => run.italic))).fontSize(TABLE_SIZE);
      const single = !text.includes('\n') && doc.widthOfString(text) <= inner;
      const height = text === '' ? 0 : single ? doc.currentLineHeight(true) + LINE_GAP : doc.heightOfString(text, { width: inner, lineGap: LINE_GAP });
      tallest = Math.max(tallest, height);
      return single;
    });
    return { height: Math.max(tallest, doc.currentLineHeight(true)) + 2 * CELL_PADDING, oneLine };
  }

  /** A row taller than what is left of the page is cut at the bottom margin (PDF-10). */
  private drawRow(row: TableRow, measured: { height: number; oneLine: boolean[] }, x: number, columnWidth: number, columns: number): void {
    const doc = this.doc;
    const y = doc.y;
    const height = Math.min(measured.height, this.bottom - y);
    if (row.header) doc.rect(x, y, columnWidth * columns, height).fill(HEADER_SHADE);
    doc.fillColor('#000000').strokeColor('#000000').lineWidth(0.5);
    for (let column = 0; column < columns; column++) doc.rect(x + column * columnWidth, y, columnWidth, height).stroke();
    row.cells.forEach((cell, column) => {
      const left = x + column * columnWidth + CELL_PADDING;
      const top = y + CELL_PADDING;
      const only = cell.length === 1 ? cell[0]! : undefined;
      if (only && measured.oneLine[column]) {
        doc.font(fontName(row.header || only.bold, only.italic)).fontSize(TABLE_SIZE).text(only.text, left, top, { lineBreak: false });
      } else if (cell.length > 0) {
        this.drawRuns(cell, left, top, columnWidth - 2 * CELL_PADDING, TABLE_SIZE, row.header, height - 2 * CELL_PADDING);
      }
    });
    doc.x = x;
    doc.y = y + height;
  }

  /** PDF-12: "Page N of M" centred in the bottom margin of every page. */
  private numberPages(): void {
    const doc = this.doc;
    const { start, count } = doc.bufferedPageRange();
    for (let index = start; index < start + count; index++) {
      doc.switchToPage(index);
      const label = `Page ${index + 1} of ${count}`;
      // Writing inside the bottom margin must not start a new page.
      const margins = doc.page.margins;
      const saved = margins.bottom;
      margins.bottom = 0;
      doc.font('Helvetica').fontSize(FOOTER_SIZE).fillColor('#000000');
      doc.text(label, (doc.page.width - doc.widthOfString(label)) / 2, doc.page.height - FOOTER_FROM_BOTTOM, { lineBreak: false });
      margins.bottom = saved;
    }
  }
}
