import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfRender } from '../../src/actions/pdf-render.js';
import { actionHarness } from '../helpers/action-context.js';
import { requireTool } from '../helpers/tools.js';

// Pages are read back with poppler-utils (pdftotext, pdfinfo); without them these tests are skipped, saying why (under CI they fail).
const TOOLS = ['pdftotext', 'pdfinfo'];
const POPPLER = TOOLS.map((tool) => requireTool(tool, 'poppler-utils', 'the pdf.render page tests')).every((path) => path !== undefined);
const withPoppler = it.skipIf(!POPPLER);

const A4_HEIGHT = 841.89;
/** Anything lower than this on a page is in the bottom margin, where only the page number belongs. */
const BOTTOM_MARGIN_TOP = A4_HEIGHT - 56;

const work = mkdtempSync(join(tmpdir(), 'flowgate-pdf-pages-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let fileCount = 0;

interface Word {
  page: number;
  text: string;
  yMin: number;
  yMax: number;
}

interface Rendered {
  pages: number;
  file: string;
  pageHeights: number[];
  words: Word[];
}

function tool(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  return result.stdout;
}

async function render(template: string, data: Record<string, unknown> = {}): Promise<Rendered> {
  const harness = actionHarness(pdfRender, { templates: { doc: template } });
  const output = (await harness.run({ template: 'doc', data, filename: 'doc.pdf' })) as { artifact: string; pages: number };
  const file = join(work, `doc-${++fileCount}.pdf`);
  writeFileSync(file, harness.world.artifacts.get(output.artifact)!.data);
  const pageHeights: number[] = [];
  const words: Word[] = [];
  for (const part of tool('pdftotext', ['-bbox', file, '-']).split('<page ').slice(1)) {
    pageHeights.push(Number(/height="([\d.]+)"/.exec(part)![1]));
    for (const w of part.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
      words.push({ page: pageHeights.length, text: w[3]!, yMin: Number(w[1]), yMax: Number(w[2]) });
    }
  }
  return { pages: output.pages, file, pageHeights, words };
}

/** The words of the bottom margin of a page, left to right as pdftotext lists them. */
const footer = (doc: Rendered, page: number) => doc.words.filter((w) => w.page === page && w.yMin > BOTTOM_MARGIN_TOP).map((w) => w.text);
/** The words above the bottom margin of a page. */
const body = (doc: Rendered, page: number) => doc.words.filter((w) => w.page === page && w.yMin <= BOTTOM_MARGIN_TOP);

const giantCell = (words: number) => Array.from({ length: words }, (_, i) => `w${i}`).join(' ');

describe('pdf.render: a table cell taller than a page (PDF-10)', () => {
  withPoppler('PDF-10 the cell is cut at the page: its start is printed, its end is not, and the table goes on', async () => {
    const doc = await render(
      '<table><tr><th>Head</th><th>Other</th></tr><tr><td>beforerow</td><td>x</td></tr><tr><td>{{ big }}</td><td>sidecell</td></tr><tr><td>afterrow</td><td>y</td></tr></table><p>aftertable</p>',
      { big: giantCell(4000) },
    );
    const texts = doc.words.map((w) => w.text);
    const cut = doc.words.filter((w) => /^w\d+$/.test(w.text));
    expect(texts).toContain('w0');
    expect(texts).not.toContain('w3999');
    // What is printed is one unbroken start of the cell, each word once: the rest is dropped, not carried over.
    expect(cut.map((w) => w.text)).toEqual(cut.map((_, i) => `w${i}`));
    expect(cut.length).toBeGreaterThan(100);
    // The cut part stays on one page and out of the bottom margin.
    expect(new Set(cut.map((w) => w.page)).size).toBe(1);
    expect(Math.max(...cut.map((w) => w.yMax))).toBeLessThanOrEqual(BOTTOM_MARGIN_TOP);
    // The other cells of the row and the rest of the document are there.
    for (const expected of ['beforerow', 'sidecell', 'afterrow', 'aftertable']) expect(texts).toContain(expected);
    expect(doc.words.find((w) => w.text === 'afterrow')!.page).toBeGreaterThan(cut[0]!.page);
  });

  withPoppler('PDF-10 PDF-11 a paragraph taller than a page is not cut: it goes on over the next pages', async () => {
    const doc = await render('<p>{{ big }}</p><p>afterparagraph</p>', { big: giantCell(4000) });
    const flowed = doc.words.filter((w) => /^w\d+$/.test(w.text)).map((w) => w.text);
    expect(flowed).toEqual(Array.from({ length: 4000 }, (_, i) => `w${i}`));
    expect(doc.pages).toBeGreaterThan(1);
    expect(doc.words.map((w) => w.text)).toContain('afterparagraph');
  });
});

describe('pdf.render: automatic page breaks (PDF-11)', () => {
  withPoppler('PDF-11 a short document is one page', async () => {
    const doc = await render('<h1>Title</h1><p>One paragraph.</p>');
    expect(doc.pages).toBe(1);
    expect(doc.pageHeights).toHaveLength(1);
  });

  withPoppler('PDF-11 many paragraphs break onto new pages by themselves, none lost, none in the bottom margin', async () => {
    const doc = await render('{{#each rows}}<p>Line{{ @index }}</p>{{/each}}', { rows: new Array(200).fill(0) });
    expect(doc.pages).toBeGreaterThan(2);
    expect(doc.pageHeights).toHaveLength(doc.pages);
    expect(tool('pdfinfo', [doc.file])).toMatch(new RegExp(`Pages:\\s+${doc.pages}\\n`));
    const lines = doc.words.filter((w) => /^Line\d+$/.test(w.text));
    expect(lines.map((w) => w.text)).toEqual(Array.from({ length: 200 }, (_, i) => `Line${i}`));
    for (const line of lines) expect(line.yMax, line.text).toBeLessThanOrEqual(BOTTOM_MARGIN_TOP);
    // Every page carries text: the breaks come from the content, not from blank pages.
    for (let page = 1; page <= doc.pages; page++) expect(body(doc, page).length, `page ${page}`).toBeGreaterThan(0);
    // Pages are filled before breaking: page 1 ends low on the page.
    expect(Math.max(...body(doc, 1).map((w) => w.yMax))).toBeGreaterThan(A4_HEIGHT / 2);
  });

  withPoppler('PDF-11 a long table breaks between rows: every row once, each row whole on one page', async () => {
    const doc = await render('<table><tr><th>Id</th><th>Note</th></tr>{{#each rows}}<tr><td>Row{{ @index }}</td><td>Note{{ @index }}</td></tr>{{/each}}</table>', {
      rows: new Array(150).fill(0),
    });
    expect(doc.pages).toBeGreaterThan(1);
    const ids = doc.words.filter((w) => /^Row\d+$/.test(w.text));
    expect(ids.map((w) => w.text)).toEqual(Array.from({ length: 150 }, (_, i) => `Row${i}`));
    for (const id of ids) {
      const note = doc.words.find((w) => w.text === `Note${id.text.slice(3)}`)!;
      expect(note.page, id.text).toBe(id.page);
      expect(id.yMax, id.text).toBeLessThanOrEqual(BOTTOM_MARGIN_TOP);
    }
  });
});

describe('pdf.render: page numbers (PDF-12)', () => {
  withPoppler('PDF-12 a one-page document has page number 1 at its bottom', async () => {
    const doc = await render('<p>Only page.</p>');
    expect(footer(doc, 1)).toContain('1');
  });

  withPoppler('PDF-12 each page has its own page number at the bottom, below all of its text', async () => {
    const doc = await render('{{#each rows}}<p>Line{{ @index }} {{ filler }}</p>{{/each}}', {
      rows: new Array(60).fill(0),
      filler: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(4),
    });
    expect(doc.pages).toBeGreaterThanOrEqual(3);
    for (let page = 1; page <= doc.pages; page++) {
      const label = footer(doc, page);
      expect(label, `page ${page}`).toContain(String(page));
      // Nothing but the number line is in the bottom margin.
      expect(label.join(' '), `page ${page}`).not.toMatch(/Line|Lorem/);
      const lowestText = Math.max(...body(doc, page).map((w) => w.yMax));
      const numberWord = doc.words.find((w) => w.page === page && w.yMin > BOTTOM_MARGIN_TOP && w.text === String(page))!;
      expect(numberWord.yMin, `page ${page}`).toBeGreaterThan(lowestText);
    }
    // The labels differ page by page: they count, they are not one fixed text.
    expect(new Set(Array.from({ length: doc.pages }, (_, i) => footer(doc, i + 1).join(' '))).size).toBe(doc.pages);
  });

  withPoppler('PDF-12 the bottom line shows "Page N of M"', async () => {
    const doc = await render('{{#each rows}}<p>Line{{ @index }}</p>{{/each}}', { rows: new Array(120).fill(0) });
    for (let page = 1; page <= doc.pages; page++) {
      expect(footer(doc, page).join(' ')).toBe(`Page ${page} of ${doc.pages}`);
    }
  });
});
