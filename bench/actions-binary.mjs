#!/usr/bin/env node
/**
 * Benchmark of the binary data actions at their documented limits, each beside the
 * bare library doing the same work in the same process:
 *
 *   xlsx.read   16 MB workbook (≤ 100 MB unpacked)  vs  exceljs load + cell values
 *   xml.parse    8 MB document (≤ 200,000 items)    vs  fast-xml-parser parse
 *   xml.split    the same document                  vs  fast-xml-parser parse
 *   unzip      100 MB unpacked                      vs  jszip load + extract
 *
 * Goal: every action inside the 20 s case budget and within 1.5× of its library.
 * Runs the compiled modules: `npx tsc -p tsconfig.build.json` first.
 *
 *   node bench/actions-binary.mjs [--runs=N]     (median of N runs, default 1)
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';

const lib = new URL('../lib/', import.meta.url);
if (!existsSync(fileURLToPath(new URL('actions/xlsx-read.js', lib)))) {
  console.error('lib/ is missing or stale: run `npx tsc -p tsconfig.build.json` first.');
  process.exit(2);
}

const { TestWorld } = await import(new URL('testing/test-world.js', lib).href);
const { xlsxRead } = await import(new URL('actions/xlsx-read.js', lib).href);
const { xmlParse } = await import(new URL('actions/xml-parse.js', lib).href);
const { xmlSplit } = await import(new URL('actions/xml-split.js', lib).href);
const { unzip } = await import(new URL('actions/unzip.js', lib).href);

const MIB = 1024 * 1024;
const CASE_BUDGET_MS = 20_000;
const MAX_RATIO = 1.5;
const runs = Number(/^--runs=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 1);

const project = {
  root: '.',
  paths: { templates: 'templates' },
  senders: [],
  vars: {},
  limits: { scriptMemoryMb: 64, scriptCpuMs: 1000, aiTokensPerRun: 100_000, storageMb: 512, runFiles: 200, runFileMb: 100 },
  connections: {},
  problems: [],
};

/** A fresh world holding `files`, and the minimal action context over it. */
function context(files) {
  const world = new TestWorld(project, {});
  for (const [name, data] of Object.entries(files)) world.artifacts.add(name, data, 'application/octet-stream', null);
  return {
    world,
    stepId: 'bench',
    connections: {},
    inForEach: false,
    template: () => undefined,
    artifact: (ref) => world.artifacts.get(typeof ref === 'string' ? ref : ref.name),
    addArtifact: (name, data, type) => world.artifacts.add(name, data, type, 'bench'),
  };
}

// ---------------------------------------------------------------------------------------
// Inputs at the limits (deterministic: a small linear congruential generator)

let seed = 12345;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);

/** An 8 MB document of 20,000 orders: 9 items each, 180,000 in all (limit 200,000). */
function xmlDocument() {
  const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', '&amp;', 'kilo'];
  const sentence = (n) => Array.from({ length: n }, () => words[Math.floor(random() * words.length)]).join(' ');
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<export>\n'];
  let size = parts[0].length;
  for (let i = 0; i < 20_000; i += 1) {
    const order = `  <order id="${i}">\n    <customer>${sentence(28)}</customer>\n    <note>${sentence(28)}</note>\n    <total currency="EUR">${(random() * 10_000).toFixed(2)}</total>\n  </order>\n`;
    if (size + order.length > 8 * MIB - 20) break;
    parts.push(order);
    size += order.length;
  }
  parts.push('</export>\n');
  return parts.join('');
}

/** A zip of 10 CSV files of 10,000,000 bytes: 100 MB unpacked, ratio well under 100. */
function zipArchive() {
  const local = [];
  const central = [];
  let offset = 0;
  for (let f = 0; f < 10; f += 1) {
    const lines = [];
    let length = 0;
    while (length < 10_000_000) {
      const line = `${Math.floor(random() * 1e9)},customer-${Math.floor(random() * 1e6)},${(random() * 1e5).toFixed(2)},${random() < 0.5 ? 'open' : 'paid'}\n`;
      lines.push(line);
      length += line.length;
    }
    const data = Buffer.from(lines.join('').slice(0, 10_000_000));
    const packed = deflateRawSync(data, { level: 6 });
    const name = Buffer.from(`exports/part-${f}.csv`);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(packed.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(packed.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    local.push(header, name, packed);
    central.push(entry, name);
    offset += header.length + name.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(10, 8);
  end.writeUInt16LE(10, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...local, directory, end]));
}

/** Columns that bring 100,000 rows of these cells close to 16 MB (about 85 MB unpacked). */
const COLUMNS = 27;

/** A workbook written by exceljs: 100,000 rows of mixed cells, just under 16 MB and 100 MB unpacked. */
async function workbook(ExcelJS) {
  const { Writable } = await import('node:stream');
  const chunks = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  const sheet = book.addWorksheet('Data');
  sheet.addRow(Array.from({ length: COLUMNS }, (_, c) => `column ${c + 1}`)).commit();
  for (let r = 1; r < 100_000; r += 1) {
    const row = [];
    for (let c = 0; c < COLUMNS; c += 1) {
      if (c % 13 === 0) row.push(`customer ${Math.floor(random() * 50_000)}`);
      else if (c % 13 === 1) row.push(random() < 0.5);
      else row.push(Math.floor(random() * 1000));
    }
    sheet.addRow(row).commit();
  }
  sheet.commit();
  await book.commit();
  return new Uint8Array(Buffer.concat(chunks));
}

// ---------------------------------------------------------------------------------------
// Timing

async function time(work) {
  const samples = [];
  let result;
  for (let i = 0; i < runs; i += 1) {
    globalThis.gc?.();
    const started = performance.now();
    result = await work();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { ms: samples[Math.floor(samples.length / 2)], result };
}

const results = [];
async function compare(name, size, action, bare, check) {
  const ours = await time(action);
  const theirs = await time(bare);
  check?.(ours.result, theirs.result);
  results.push({ name, size, ours: ours.ms, theirs: theirs.ms });
  console.error(`  ${name}: ${Math.round(ours.ms)} ms (library ${Math.round(theirs.ms)} ms)`);
}

function assert(condition, message) {
  if (!condition) throw new Error(`bench check failed: ${message}`);
}

console.error('building inputs…');
const ExcelJS = (await import('exceljs')).default;
const { XMLParser } = await import('fast-xml-parser');
const JSZip = (await import('jszip')).default;
const xml = xmlDocument();
const zipBytes = zipArchive();
const xlsxBytes = await workbook(ExcelJS);
console.error(`  xml ${(xml.length / MIB).toFixed(1)} MB, zip ${(zipBytes.length / MIB).toFixed(1)} MB, xlsx ${(xlsxBytes.length / MIB).toFixed(1)} MB`);
console.error('running…');

await compare(
  'xlsx.read',
  `${(xlsxBytes.length / MIB).toFixed(1)} MB xlsx, 100,000 × ${COLUMNS}`,
  () => xlsxRead.run({ artifact: 'book.xlsx' }, context({ 'book.xlsx': xlsxBytes })),
  async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(xlsxBytes));
    const rows = [];
    book.worksheets[0].eachRow((row) => rows.push(row.values));
    return rows;
  },
  (ours, theirs) => assert(ours.count === theirs.length - 1, 'xlsx.read and exceljs see the same number of rows'),
);

const fxpOptions = { ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false, parseAttributeValue: false, trimValues: false };
await compare(
  'xml.parse',
  `${(xml.length / MIB).toFixed(1)} MB xml, 180,000 items`,
  () => xmlParse.run({ text: xml }, context({})),
  async () => new XMLParser(fxpOptions).parse(xml),
  (ours, theirs) => assert(ours.value.export.order.length === theirs.export.order.length, 'same number of orders'),
);

await compare(
  'xml.split',
  `${(xml.length / MIB).toFixed(1)} MB xml, 20,000 records`,
  () => xmlSplit.run({ text: xml, path: 'export.order' }, context({})),
  async () => new XMLParser(fxpOptions).parse(xml).export.order,
  (ours, theirs) => assert(ours.count === theirs.length, 'same number of records'),
);

await compare(
  'unzip',
  `${(zipBytes.length / MIB).toFixed(1)} MB zip, 100 MB unpacked`,
  () => unzip.run({ artifact: 'in.zip' }, context({ 'in.zip': zipBytes })),
  async () => {
    const archive = await JSZip.loadAsync(zipBytes, { checkCRC32: true });
    const files = [];
    for (const entry of Object.values(archive.files)) if (!entry.dir) files.push(await entry.async('uint8array'));
    return files;
  },
  (ours, theirs) => assert(ours.count === theirs.length, 'same number of files'),
);

// ---------------------------------------------------------------------------------------
// Report

const pad = (text, width, right = false) => (right ? String(text).padStart(width) : String(text).padEnd(width));
const header = ['action', 'input', 'action ms', 'library ms', 'ratio', 'verdict'];
const lines = results.map((r) => {
  const ratio = r.ours / r.theirs;
  const verdict = r.ours > CASE_BUDGET_MS ? 'OVER 20 s BUDGET' : ratio > MAX_RATIO ? `SLOWER THAN ${MAX_RATIO}×` : 'ok';
  return [r.name, r.size, Math.round(r.ours), Math.round(r.theirs), ratio.toFixed(2), verdict];
});
const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => String(line[i]).length)));
const numeric = [false, false, true, true, true, false];
console.log(header.map((title, i) => pad(title, widths[i], numeric[i])).join('  '));
console.log(widths.map((width) => '-'.repeat(width)).join('  '));
for (const line of lines) console.log(line.map((cell, i) => pad(cell, widths[i], numeric[i])).join('  '));
console.log(`\n${runs === 1 ? 'one run each' : `median of ${runs} runs`}; node ${process.version}; ${(await import('node:os')).cpus().length} CPUs`);
process.exitCode = lines.some((line) => line[5] !== 'ok') ? 1 : 0;
