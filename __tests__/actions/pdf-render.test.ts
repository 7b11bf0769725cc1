import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlBlocks } from '../../src/actions/pdf/blocks.js';
import { pdfRender } from '../../src/actions/pdf-render.js';
import { actionHarness } from '../helpers/action-context.js';
import { requireTool } from '../helpers/tools.js';
import { failure } from '../helpers/expect-step.js';

// Layout is checked on the real file with poppler-utils (pdftotext, pdftoppm, pdfinfo,
// pdffonts); .ci/run installs them. Without them those tests are skipped, saying why (under CI they fail).
const TOOLS = ['pdftotext', 'pdftoppm', 'pdfinfo', 'pdffonts'];
const POPPLER = TOOLS.map((tool) => requireTool(tool, 'poppler-utils', 'the pdf.render layout tests')).every((path) => path !== undefined);
const withPoppler = it.skipIf(!POPPLER);

const work = mkdtempSync(join(tmpdir(), 'flowgate-pdf-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
let fileCount = 0;

async function renderPdf(template: string, data: Record<string, unknown> = {}, given: { now?: string } = {}) {
  const harness = actionHarness(pdfRender, { templates: { doc: template }, given });
  const output = await harness.run({ template: 'doc', data, filename: 'out.pdf' });
  const artifact = harness.world.artifacts.get(output.artifact as string)!;
  const file = join(work, `doc-${++fileCount}.pdf`);
  writeFileSync(file, artifact.data);
  return { output: output as { artifact: string; pages: number }, artifact, file, bytes: artifact.data };
}

function tool(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  return result.stdout;
}

const pdfText = (file: string, page?: number) => tool('pdftotext', [...(page ? ['-f', String(page), '-l', String(page)] : []), '-layout', file, '-']);

interface Word {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word with its box, in points from the page's top left (pdftotext -bbox). */
function words(file: string): { pages: { width: number; height: number }[]; words: Word[] } {
  const html = tool('pdftotext', ['-bbox', file, '-']);
  const pages: { width: number; height: number }[] = [];
  const found: Word[] = [];
  for (const part of html.split('<page ').slice(1)) {
    const size = /width="([\d.]+)" height="([\d.]+)"/.exec(part)!;
    pages.push({ width: Number(size[1]), height: Number(size[2]) });
    for (const w of part.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
      const text = w[5]!.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"');
      found.push({ page: pages.length, text, xMin: Number(w[1]), yMin: Number(w[2]), xMax: Number(w[3]), yMax: Number(w[4]) });
    }
  }
  return { pages, words: found };
}

/** One page as pixels at 72 dpi (1 pixel = 1 point), from pdftoppm. */
function pixels(file: string, page: number, color = false): { width: number; height: number; at(x: number, y: number): number[] } {
  const base = join(work, `px-${++fileCount}`);
  tool('pdftoppm', ['-r', '72', '-f', String(page), '-l', String(page), '-singlefile', ...(color ? [] : ['-gray']), file, base]);
  const data = readFileSync(`${base}.${color ? 'ppm' : 'pgm'}`);
  const header = /^P([56])\s+(\d+)\s+(\d+)\s+255\s/.exec(data.subarray(0, 50).toString('latin1'))!;
  const [width, height, channels] = [Number(header[2]), Number(header[3]), header[1] === '6' ? 3 : 1];
  const offset = header[0].length;
  return {
    width,
    height,
    at: (x, y) => [...data.subarray(offset + (Math.round(y) * width + Math.round(x)) * channels, offset + (Math.round(y) * width + Math.round(x)) * channels + channels)],
  };
}

const FULL_TEMPLATE = `<html><head><title>Not printed</title><style>p { color: red }</style></head><body>
<h1>Quarterly {{ title }}</h1>
<h2>Second level</h2><h3>Third level</h3><h4>Fourth level</h4><h5>Fifth level</h5><h6>Sixth level</h6>
<p>Dear {{ customer }}, this paragraph has <b>bold words</b>, <i>italic words</i> and <strong><em>both at once</em></strong>.<br>After a line break.</p>
<div>A plain div block.</div>
<hr>
<script>document.write("script text must not print")</script>
<ul><li>Bullet one</li><li>Bullet two<ol><li>Nested first</li><li>Nested second</li></ol></li></ul>
<p style="color: red"><font color="red">Red in HTML, black on paper</font> <img src="https://images.example/logo.png" alt="logo"> <a href="https://x.example/">a link</a></p>
<p>Outside Windows-1252: {{ symbols }} end</p>
<table>
  <thead><tr><th>Name</th><th>Quantity</th><th>Note</th></tr></thead>
  <tbody>{{#each rows}}<tr><td>{{ this.name }}</td><td>{{ this.qty }}</td><td>{{ this.note }}</td></tr>{{/each}}</tbody>
</table>
<p>Closing words.</p>
</body></html>`;

const FULL_DATA = {
  title: 'report <b>not bold</b>',
  customer: 'Ann & "Bob"',
  symbols: 'Ω😀€',
  rows: Array.from({ length: 70 }, (_, i) => ({
    name: `Item${i}`,
    qty: i * 3,
    note: i === 20 ? Array.from({ length: 2500 }, (_, w) => `w${w}`).join(' ') : `note${i}`,
  })),
};

describe('pdf.render inputs and outputs', () => {
  it('PDF-01 PDF-03 template and filename are required; filename is 1 to 200 characters; PDF-02 data is an object', async () => {
    const harness = actionHarness(pdfRender, { templates: { doc: '<p>x</p>' } });
    for (const input of [
      { filename: 'a.pdf' },
      { template: '', filename: 'a.pdf' },
      { template: 'doc' },
      { template: 'doc', filename: '' },
      { template: 'doc', filename: 'a'.repeat(201) },
      { template: 'doc', filename: 'a.pdf', data: [1] },
      { template: 'doc', filename: 'a.pdf', data: 'text' },
      { template: 'doc', filename: 'a.pdf', extra: 1 },
    ]) {
      expect((await failure(harness.run(input))).code, JSON.stringify(input).slice(0, 80)).toBe('invalid_input');
    }
    const output = await harness.run({ template: 'doc', filename: 'a'.repeat(196) + '.pdf' });
    expect(output.artifact).toBe('a'.repeat(196) + '.pdf');
  });

  it('PDF-04 outputs the artifact name and the page count; the artifact is a PDF', async () => {
    const { output, artifact, bytes } = await renderPdf('<p>Hello {{ name }}</p>', { name: 'Ann' });
    expect(output).toEqual({ artifact: 'out.pdf', pages: 1 });
    expect(artifact.content_type).toBe('application/pdf');
    expect(artifact.size_bytes).toBe(bytes.byteLength);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it('PDF-04 an empty template still makes one page', async () => {
    expect((await renderPdf('')).output.pages).toBe(1);
  });

  it('PDF-05 a template name that does not exist fails with template_not_found', async () => {
    const harness = actionHarness(pdfRender, { templates: {} });
    const error = await failure(harness.run({ template: 'missing', filename: 'a.pdf' }));
    expect(error.code).toBe('template_not_found');
    expect(harness.world.artifacts.get('a.pdf')).toBeUndefined();
  });

  it('TPL-28 a stored template with a value in a forbidden place fails with invalid_input naming the line', async () => {
    const harness = actionHarness(pdfRender, { templates: { doc: '<p>\n<p style="{{ s }}">' } });
    const error = await failure(harness.run({ template: 'doc', filename: 'a.pdf', data: { s: 'x' } }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('line 2');
  });

  it('PDF-06 pages are A4 (595.28 x 841.89 points)', async () => {
    const { bytes } = await renderPdf('<p>x</p>');
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('PDF-16 the only fonts are the standard Helvetica family, not embedded', async () => {
    const { bytes } = await renderPdf('<p>plain <b>bold</b> <i>italic</i> <b><i>both</i></b></p>');
    const fonts = [...Buffer.from(bytes).toString('latin1').matchAll(/\/BaseFont \/([A-Za-z-]+)/g)].map((m) => m[1]).sort();
    expect(fonts).toEqual(['Helvetica', 'Helvetica-Bold', 'Helvetica-BoldOblique', 'Helvetica-Oblique']);
    expect(Buffer.from(bytes).toString('latin1')).not.toContain('/FontFile');
  });

  it('WORLD-15 the same template and data give the same bytes; dates come from the frozen clock', async () => {
    const first = await renderPdf(FULL_TEMPLATE, FULL_DATA, { now: '2026-01-05T08:00:00Z' });
    const second = await renderPdf(FULL_TEMPLATE, FULL_DATA, { now: '2026-01-05T08:00:00Z' });
    expect(Buffer.compare(Buffer.from(first.bytes), Buffer.from(second.bytes))).toBe(0);
    expect(Buffer.from(first.bytes).toString('latin1')).toContain('(D:20260105080000Z)');
  });

  it('PDF-13 at most 500 pages: 500 pass, more fail with invalid_input', async () => {
    // A rule takes 14 points: 51 fit on a page.
    const template = '{{#each rows}}<hr>{{/each}}';
    const ok = await renderPdf(template, { rows: new Array(500 * 51).fill(0) });
    expect(ok.output.pages).toBe(500);
    const harness = actionHarness(pdfRender, { templates: { doc: template } });
    const error = await failure(harness.run({ template: 'doc', filename: 'big.pdf', data: { rows: new Array(500 * 51 + 1).fill(0) } }));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toContain('more than 500 pages');
    expect(harness.world.artifacts.get('big.pdf')).toBeUndefined();
  });
});

describe('pdf.render reads the HTML into blocks', () => {
  it('PDF-07 headings, paragraphs, divs, line breaks, rules, bold and italic', () => {
    expect(htmlBlocks('<h1>T</h1><p>a <b>b</b> <i>c</i> <b><i>d</i></b><br>e</p><div>f</div><hr>')).toEqual([
      { kind: 'text', style: 'h1', runs: [{ text: 'T', bold: false, italic: false }] },
      {
        kind: 'text',
        style: 'p',
        runs: [
          { text: 'a ', bold: false, italic: false },
          { text: 'b', bold: true, italic: false },
          { text: ' ', bold: false, italic: false },
          { text: 'c', bold: false, italic: true },
          { text: ' ', bold: false, italic: false },
          { text: 'd', bold: true, italic: true },
          { text: '\ne', bold: false, italic: false },
        ],
      },
      { kind: 'text', style: 'div', runs: [{ text: 'f', bold: false, italic: false }] },
      { kind: 'rule' },
    ]);
  });

  it('PDF-08 nested bullet and numbered lists', () => {
    const [list] = htmlBlocks('<ul><li>a</li><li>b<ol><li>c</li></ol></li></ul>');
    expect(list).toMatchObject({ kind: 'list', ordered: false, items: [[{ kind: 'text' }], [{ kind: 'text' }, { kind: 'list', ordered: true, items: [[{ kind: 'text' }]] }]] });
  });

  it('PDF-09 table rows and cells; a header row from <thead> or from <th> cells; text outside cells goes before the table', () => {
    const blocks = htmlBlocks('<table>stray<tr><th>A</th><th>B</th></tr><tr><td>1</td><td><p>2</p><p>3</p></td></tr></table>');
    expect(blocks).toEqual([
      { kind: 'text', style: 'div', runs: [{ text: 'stray', bold: false, italic: false }] },
      {
        kind: 'table',
        rows: [
          { header: true, cells: [[{ text: 'A', bold: false, italic: false }], [{ text: 'B', bold: false, italic: false }]] },
          { header: false, cells: [[{ text: '1', bold: false, italic: false }], [{ text: '2\n3', bold: false, italic: false }]] },
        ],
      },
    ]);
  });

  it('PDF-14 PDF-15 script, style, head and images are left out; links and colours leave only their text', () => {
    const blocks = htmlBlocks('<head><title>T</title></head><style>p{}</style><script>x()</script><p style="color:red"><img src="a.png">See <a href="https://x">this</a></p><noscript>n</noscript>');
    expect(blocks).toEqual([{ kind: 'text', style: 'p', runs: [{ text: 'See this', bold: false, italic: false }] }]);
  });

  it('PDF-17 characters outside Windows-1252 become ?, one per character', () => {
    expect(htmlBlocks('<p>€ é Ω 😀 ‰ ✓</p>')).toEqual([{ kind: 'text', style: 'p', runs: [{ text: '€ é ? ? ‰ ?', bold: false, italic: false }] }]);
  });

  it('careless HTML: unclosed elements, stray end tags, items outside lists', () => {
    const blocks = htmlBlocks('</p></table><li>loose<p>para<table><tr><td>cell');
    expect(blocks).toMatchObject([{ kind: 'list', items: [[{ kind: 'text' }, { kind: 'text' }, { kind: 'table', rows: [{ cells: [[{ text: 'cell' }]] }] }]] }]);
  });
});

describe('pdf.render layout, checked on the file with poppler-utils', () => {
  withPoppler('PDF-07..12 PDF-14..17 a multi-page document with every element: pages, text, PNG pages', async () => {
    const { output, file } = await renderPdf(FULL_TEMPLATE, FULL_DATA);
    expect(output.pages).toBeGreaterThanOrEqual(3);

    // PDF-06 PDF-11 page count and size as a PDF reader sees them.
    const info = tool('pdfinfo', [file]);
    expect(info).toMatch(new RegExp(`Pages:\\s+${output.pages}\\n`));
    expect(info).toContain('Page size:       595.28 x 841.89 pts (A4)');

    // Every page turns into a PNG.
    const pngBase = join(work, 'full');
    tool('pdftoppm', ['-png', '-r', '30', file, pngBase]);
    expect(readdirSync(work).filter((f) => f.startsWith('full') && f.endsWith('.png'))).toHaveLength(output.pages);

    // PDF-16 only Helvetica.
    const fonts = tool('pdffonts', [file]).split('\n').slice(2).filter(Boolean).map((line) => line.split(/\s+/)[0]);
    expect(new Set(fonts)).toEqual(new Set(['Helvetica-Bold', 'Helvetica', 'Helvetica-Oblique', 'Helvetica-BoldOblique']));

    const text = pdfText(file);
    for (const expected of ['Quarterly report <b>not bold</b>', 'Second level', 'Sixth level', 'Dear Ann & "Bob"', 'bold words', 'italic words', 'both at once', 'A plain div block.', 'Bullet one', 'Nested second', 'Item0', 'Item69', 'note69', 'Closing words.', 'a link']) {
      expect(text).toContain(expected);
    }
    // PDF-15 PDF-14: no script, style, title or image text.
    for (const absent of ['script text', 'color: red', 'Not printed', 'logo']) expect(text).not.toContain(absent);
    // PDF-17
    expect(text).toContain('Outside Windows-1252: ??€ end');
    // PDF-07 a line break starts a new line.
    expect(text).toMatch(/both at once\.\s*\n\s*After a line break\./);

    const { pages, words: all } = words(file);
    const first = (t: string) => all.find((w) => w.text === t)!;
    // PDF-07 headings are larger than body text and get smaller by level.
    const height = (w: Word) => w.yMax - w.yMin;
    const sizes = ['Quarterly', 'Second', 'Third', 'Fourth', 'Fifth'].map((t) => height(first(t)));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    expect(height(first('Quarterly'))).toBeGreaterThan(1.5 * height(first('Dear')));
    // PDF-08 nested items are indented further than their parents.
    expect(first('Nested').xMin).toBeGreaterThan(first('Bullet').xMin + 10);
    expect(all.some((w) => w.text === '•')).toBe(true);
    expect(all.some((w) => w.text === '1.') && all.some((w) => w.text === '2.')).toBe(true);

    // PDF-09 equal columns: the cells of a row start one column width apart.
    const [name, quantity, note] = ['Name', 'Quantity', 'Note'].map(first);
    const column = quantity!.xMin - name!.xMin;
    expect(note!.xMin - quantity!.xMin).toBeCloseTo(column, 0);
    expect(column).toBeCloseTo((595.28 - 112) / 3, 0);

    // PDF-10 the cell taller than a page is cut: its start is shown, its end is not, the table goes on.
    expect(text).toContain('w0 w1 w2');
    expect(text).not.toContain('w2499');
    expect(text).toContain('Item21');
    const cut = all.filter((w) => /^w\d+$/.test(w.text));
    expect(Math.max(...cut.map((w) => w.yMax))).toBeLessThanOrEqual(841.89 - 64);

    // PDF-12 every page has "Page N of M" at its bottom.
    pages.forEach((page, index) => {
      const label = all.filter((w) => w.page === index + 1 && w.yMin > page.height - 60).map((w) => w.text).join(' ');
      expect(label).toBe(`Page ${index + 1} of ${output.pages}`);
    });
    // PDF-11 the table continues over pages, its header row repeated.
    expect(all.filter((w) => w.text === 'Name').length).toBeGreaterThan(1);

    // PDF-09 pixels: shaded header row, white body rows, borders between columns.
    const headerWord = all.find((w) => w.text === 'Quantity')!;
    const bodyWord = all.find((w) => w.text === 'note5')!;
    const headerPage = pixels(file, headerWord.page);
    const y = (headerWord.yMin + headerWord.yMax) / 2;
    const shade = headerPage.at(name!.xMin - 2, y)[0]!;
    expect(shade).toBeGreaterThan(180);
    expect(shade).toBeLessThan(245);
    const bodyPage = pixels(file, bodyWord.page);
    const bodyY = (bodyWord.yMin + bodyWord.yMax) / 2;
    expect(bodyPage.at(name!.xMin - 2, bodyY)[0]).toBeGreaterThan(250);
    const borderX = quantity!.xMin - 4;
    expect(Math.min(...[-1, 0, 1].map((dx) => bodyPage.at(borderX + dx, bodyY)[0]!))).toBeLessThan(200);

    // PDF-14 no colours: every pixel of the first page is grey.
    const colour = pixels(file, 1, true);
    for (let py = 0; py < colour.height; py += 3) {
      for (let px = 0; px < colour.width; px += 3) {
        const [r, g, b] = colour.at(px, py);
        expect(Math.max(Math.abs(r! - g!), Math.abs(g! - b!)), `pixel ${px},${py}`).toBeLessThan(8);
      }
    }
  });

  withPoppler('PDF-07 a horizontal rule is drawn across the text width', async () => {
    const { file } = await renderPdf('<p>above</p><hr><p>below</p>');
    const { words: all } = words(file);
    const above = all.find((w) => w.text === 'above')!;
    const below = all.find((w) => w.text === 'below')!;
    const page = pixels(file, 1);
    let ruleRow: number | undefined;
    for (let y = Math.ceil(above.yMax); y < below.yMin; y++) {
      const dark = Array.from({ length: 480 }, (_, i) => page.at(58 + i, y)[0]!).filter((v) => v < 200).length;
      if (dark > 470) ruleRow = y;
    }
    expect(ruleRow).toBeDefined();
  });

  withPoppler('PDF-11 PDF-12 long text breaks onto new pages by itself, each numbered', async () => {
    const paragraph = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(40);
    const { output, file } = await renderPdf('{{#each rows}}<p>{{ @index }} {{ text }}</p>{{/each}}', { rows: new Array(12).fill(0), text: paragraph });
    expect(output.pages).toBeGreaterThan(2);
    expect(pdfText(file, output.pages)).toContain(`Page ${output.pages} of ${output.pages}`);
    expect(pdfText(file)).toMatch(/11 Lorem ipsum/);
  });

  withPoppler('EMAIL-09 TPL-05 data that looks like markup is printed as text, never read as HTML', async () => {
    const { file } = await renderPdf('<p>{{ a }}</p><table><tr><td>{{ b }}</td></tr></table>', { a: '<h1>big</h1><script>x</script>', b: '</td></tr></table><p>escaped' });
    const text = pdfText(file);
    expect(text).toContain('<h1>big</h1><script>x</script>');
    expect(text).toContain('</td></tr></table><p>escaped');
  });
});
