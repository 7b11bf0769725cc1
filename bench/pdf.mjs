// Benchmark of pdf.render (PDF-13, case budget of 20 s): a report of at most 500 pages
// rendered through the action (template, escaping, HTML reading, layout), beside the
// same table drawn with bare pdfkit calls. Needs the compiled code: `npm run build`.
//
//   node bench/pdf.mjs [rows]        (npm run bench runs it with the others)
import { performance } from 'node:perf_hooks';
import PDFDocument from 'pdfkit';
import { pdfRender } from '../lib/actions/pdf-render.js';
import { DEFAULT_LIMITS } from '../lib/definitions/project.js';
import { TestWorld } from '../lib/testing/test-world.js';

const CASE_BUDGET_MS = 20_000;
// 15,900 rows make 497 pages, just under the limit of 500.
const ROWS = Number(process.argv[2] ?? 15_900);
// BENCH_ROUNDS=7 steadies the ratio on a busy machine.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const TEMPLATE = `<h1>Stock report {{ period }}</h1>
<p>Prepared for <b>{{ customer.name }}</b>. Every item with its quantity and a note.</p>
<table>
  <thead><tr><th>#</th><th>Item</th><th>Quantity</th><th>Note</th></tr></thead>
  <tbody>{{#each rows}}<tr><td>{{ @index }}</td><td>{{ this.name }}</td><td>{{ this.qty }}</td><td>{{ this.note }}</td></tr>{{/each}}</tbody>
</table>
<p>End of report.</p>`;

const rows = Array.from({ length: ROWS }, (_, i) => ({ name: `Item ${i} <${i % 13}>`, qty: (i * 37) % 1000, note: i % 5 === 0 ? 'check & recount' : 'ok' }));
const data = { period: '2026-01', customer: { name: 'ACME & Sons' }, rows };

const project = { root: '/nonexistent', paths: { templates: 'templates' }, senders: [], vars: {}, limits: DEFAULT_LIMITS, connections: {}, problems: [] };

/** Through the action as a step runs it, in a fresh test world (frozen clock). */
async function throughAction() {
  const world = new TestWorld(project, {});
  const ctx = {
    world,
    stepId: 'bench',
    connections: {},
    inForEach: false,
    template: (name) => (name === 'report' ? TEMPLATE : undefined),
    artifact: (ref) => world.artifacts.get(typeof ref === 'string' ? ref : ref.name),
    addArtifact: (name, content, type) => world.artifacts.add(name, content, type, 'bench'),
  };
  const output = await pdfRender.run({ template: 'report', data, filename: 'report.pdf' }, ctx);
  return { pages: output.pages, bytes: world.artifacts.get(output.artifact).size_bytes };
}

/** The same table with direct pdfkit calls: fixed row height, no HTML, no measuring. */
async function barePdfkit() {
  const doc = new PDFDocument({ size: 'A4', margins: { top: 56, bottom: 64, left: 56, right: 56 }, bufferPages: true, info: { CreationDate: new Date(0) } });
  const chunks = [];
  doc.on('data', (chunk) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  const left = 56;
  const width = doc.page.width - 112;
  const bottom = doc.page.height - 64;
  const column = width / 4;
  const rowHeight = 21.6;
  const headerCells = ['#', 'Item', 'Quantity', 'Note'];
  const drawRow = (cells, header) => {
    if (doc.y + rowHeight > bottom) {
      doc.addPage();
      if (!header) drawRow(headerCells, true);
    }
    const y = doc.y;
    if (header) doc.rect(left, y, width, rowHeight).fill('#e3e3e3');
    doc.fillColor('#000000').lineWidth(0.5);
    cells.forEach((cell, i) => {
      doc.rect(left + i * column, y, column, rowHeight).stroke();
      doc.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).text(String(cell), left + i * column + 4, y + 4, { width: column - 8, lineBreak: false });
    });
    doc.y = y + rowHeight;
  };
  doc.font('Helvetica-Bold').fontSize(22).text(`Stock report ${data.period}`, left, 56);
  doc.font('Helvetica').fontSize(11).text(`Prepared for ${data.customer.name}. Every item with its quantity and a note.`, { width });
  drawRow(headerCells, true);
  rows.forEach((row, i) => drawRow([i, row.name, row.qty, row.note], false));
  const { count } = doc.bufferedPageRange();
  for (let i = 0; i < count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(9).text(`Page ${i + 1} of ${count}`, doc.page.width / 2 - 20, doc.page.height - 40, { lineBreak: false });
  }
  doc.end();
  await ended;
  return { pages: count, bytes: Buffer.concat(chunks).byteLength };
}

const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

/** Median wall time of ROUNDS runs of each side after one warm-up each; the sides take turns. */
async function compare() {
  const sides = [
    { label: 'pdf.render (action)', work: throughAction, times: [] },
    { label: 'bare pdfkit calls', work: barePdfkit, times: [] },
  ];
  for (const side of sides) side.result = await side.work();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const side of sides) {
      const start = performance.now();
      await side.work();
      side.times.push(performance.now() - start);
    }
  }
  for (const side of sides) {
    const { pages, bytes } = side.result;
    console.log(`${side.label.padEnd(22)} ${median(side.times).toFixed(0).padStart(7)} ms  ${String(pages).padStart(4)} pages  ${(bytes / 1024).toFixed(0).padStart(6)} KB`);
  }
  return sides.map((side) => median(side.times));
}

const [action, bare] = await compare();
console.log(`ratio action / bare: ${(action / bare).toFixed(2)}x (median of ${ROUNDS}); case budget ${CASE_BUDGET_MS} ms: ${action < CASE_BUDGET_MS ? 'inside' : 'EXCEEDED'}`);
if (action >= CASE_BUDGET_MS) process.exitCode = 1;
