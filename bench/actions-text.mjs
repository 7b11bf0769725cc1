// The text data actions at their documented limits, each beside the bare library doing
// the same work in the same process (goal: every action under 20 s, within 1.5× of bare).
//   csv.build   100,000 rows × 20 columns (~48 MB)    vs  string join with RFC 4180 quoting
//   csv.parse   the same file                         vs  csv-parse sync with columns: true
//   fixed.parse 16 MB, 100,000 records, bytes, UTF-8  vs  Buffer decode + split + slice + trim
//   fixed.parse 16 MB, windows-1252                   vs  iconv-lite decode + split + slice + trim
//   fixed.build 16 MB, 100,000 records, UTF-8 text    vs  padEnd/padStart + join
//   fixed.build 16 MB, windows-1252 file              vs  padEnd/padStart + join + iconv-lite encode
//   json.map    100,000 items × 10 fields             vs  jsonpath-plus (timed on 10,000 items, × 10)
//                                                     and hand-written property reads (a floor, not a goal)
// Needs lib/: `tsc -p tsconfig.build.json` (npm run bench builds it first).
import { parse as csvParseSync } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import { JSONPath } from 'jsonpath-plus';
import { csvBuild } from '../lib/actions/csv-build.js';
import { csvParse } from '../lib/actions/csv-parse.js';
import { fixedBuild } from '../lib/actions/fixed-build.js';
import { fixedParse } from '../lib/actions/fixed-parse.js';
import { jsonMap } from '../lib/actions/json-map.js';
import { DEFAULT_LIMITS } from '../lib/definitions/project.js';
import { TestWorld } from '../lib/testing/test-world.js';

// A few rounds keep the whole run near a minute; BENCH_ROUNDS=7 steadies the ratios on a busy machine.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ROWS = 100_000;

const project = { root: '/nonexistent', paths: { templates: 'templates' }, senders: [], vars: {}, limits: DEFAULT_LIMITS, connections: {}, problems: [] };

/** A fresh world per run, so artifacts do not pile up or get numbered. */
function context() {
  const world = new TestWorld(project, {});
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

const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

/**
 * Median wall time of ROUNDS runs of each side, after one warm-up of each. The sides
 * take turns, so a busy machine slows both alike.
 */
async function compare(label, action, bare, bareScale = 1) {
  await action();
  await bare();
  const ours = [];
  const base = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    for (const [work, times] of [
      [action, ours],
      [bare, base],
    ]) {
      const start = performance.now();
      await work();
      times.push(performance.now() - start);
    }
  }
  const result = { label, ours: median(ours), base: median(base) * bareScale };
  results.push(result);
  console.log(`${label.padEnd(40)} ${result.ours.toFixed(0).padStart(8)} ms ${result.base.toFixed(0).padStart(8)} ms ${(result.ours / result.base).toFixed(2).padStart(7)}×`);
}

const results = [];
console.log(`${'case'.padEnd(40)} ${'action'.padStart(11)} ${'bare'.padStart(11)} ${'ratio'.padStart(8)}`);

// ---------------------------------------------------------------------------------------
// CSV: 100,000 rows × 20 columns, about 48 MB (near the 50 MB limit)

const COLUMNS = Array.from({ length: 20 }, (_, i) => `column_${i}`);
const csvRows = Array.from({ length: ROWS }, (_, r) => {
  const row = {};
  COLUMNS.forEach((name, c) => {
    const kind = c % 5;
    row[name] =
      kind === 0 ? r * 1000 + c
      : kind === 1 ? `text ${r}-${c} plain value and a few more words`
      : kind === 2 ? `with, comma ${r} and "quote"`
      : kind === 3 ? (r % 10 === 0 ? `=formula(${r})` : `Zürich ${r} Bahnhofstraße 12`)
      : r % 3 === 0;
  });
  return row;
});

const RFC4180 = /[",\r\n]/;
function bareCsv(rows, columns) {
  const cell = (value) => {
    const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
    return RFC4180.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.join(',')];
  for (const row of rows) lines.push(columns.map((name) => cell(row[name])).join(','));
  return Buffer.from(lines.join('\r\n') + '\r\n', 'utf8');
}

let csvFile;
await compare(
  'csv.build 100k rows × 20 cols',
  async () => {
    const ctx = context();
    const out = await csvBuild.run({ rows: csvRows, filename: 'bench.csv', delimiter: ',', include_header: true, bom: false, escape_formulas: true }, ctx);
    csvFile = ctx.world.artifacts.get(out.artifact).data;
  },
  async () => bareCsv(csvRows, COLUMNS),
);
console.log(`  (file ${(csvFile.byteLength / 1024 / 1024).toFixed(1)} MB)`);

await compare(
  'csv.parse 100k rows × 20 cols',
  async () => {
    const ctx = context();
    ctx.world.artifacts.add('in.csv', csvFile, 'text/csv', null);
    const out = await csvParse.run({ artifact: 'in.csv', delimiter: ',', has_header: true }, ctx);
    if (out.count !== ROWS) throw new Error('csv.parse lost rows');
  },
  async () => csvParseSync(Buffer.from(csvFile), { columns: true }),
);

// ---------------------------------------------------------------------------------------
// Fixed width: 100,000 records × 10 fields, 159 units + LF: 16.0 MB, just under the 16 MiB limit

const FIXED_FIELDS = Array.from({ length: 10 }, (_, i) => ({ name: `f${i}`, width: i === 9 ? 15 : 16 }));
const RECORD_WIDTH = FIXED_FIELDS.reduce((sum, field) => sum + field.width, 0); // 159 + LF = 160 bytes
const fixedRows = Array.from({ length: ROWS }, (_, r) => {
  const row = {};
  FIXED_FIELDS.forEach(({ name }, i) => {
    row[name] = i % 3 === 0 ? r * 10 + i : i % 3 === 1 ? `name ${r}` : `Café ${r % 1000}`;
  });
  return row;
});
const fixedInput = (extra) => ({ rows: fixedRows, fields: FIXED_FIELDS.map((f) => ({ ...f, align: 'left', pad: ' ' })), unit: 'bytes', line_ending: 'LF', ...extra });

function bareFixedText(rows) {
  const lines = new Array(rows.length);
  for (let r = 0; r < rows.length; r += 1) {
    let line = '';
    for (const field of FIXED_FIELDS) {
      const value = rows[r][field.name];
      line += (value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)).padEnd(field.width);
    }
    lines[r] = line;
  }
  return lines.join('\n') + '\n';
}

let fixedText;
await compare(
  'fixed.build 16 MB utf-8 text',
  async () => {
    fixedText = (await fixedBuild.run(fixedInput({ encoding: 'utf-8' }), context())).text;
  },
  async () => bareFixedText(fixedRows),
);
let fixedLatin;
await compare(
  'fixed.build 16 MB windows-1252 file',
  async () => {
    const ctx = context();
    const out = await fixedBuild.run(fixedInput({ encoding: 'windows-1252', filename: 'out.txt' }), ctx);
    fixedLatin = ctx.world.artifacts.get(out.artifact).data;
  },
  async () => iconv.encode(bareFixedText(fixedRows), 'windows1252'),
);
const fixedUtf8 = Buffer.from(fixedText, 'utf8');
console.log(`  (utf-8 ${(fixedUtf8.byteLength / 1024 / 1024).toFixed(1)} MB, windows-1252 ${(fixedLatin.byteLength / 1024 / 1024).toFixed(1)} MB, record ${RECORD_WIDTH} units)`);

/** What one writes by hand: decode, split lines, slice and trim each field. No checks. */
function bareFixedParse(text) {
  const rows = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const row = {};
    let at = 0;
    for (const field of FIXED_FIELDS) {
      row[field.name] = line.slice(at, at + field.width).trim();
      at += field.width;
    }
    rows.push(row);
  }
  return rows;
}

// The UTF-8 file has "é": byte units with multi-byte characters, the careful path.
const parseFields = FIXED_FIELDS.map(({ name, width }) => ({ name, width }));
await compare(
  'fixed.parse 16 MB utf-8 bytes',
  async () => {
    const ctx = context();
    ctx.world.artifacts.add('in.txt', fixedUtf8, 'text/plain', null);
    const out = await fixedParse.run({ artifact: 'in.txt', fields: parseFields, unit: 'bytes', encoding: 'utf-8', trim: 'both', short_lines: 'error', long_lines: 'error' }, ctx);
    if (out.count !== ROWS) throw new Error('fixed.parse lost records');
  },
  async () => {
    // Bare byte slicing: per line, per field Buffer.toString.
    const rows = [];
    let at = 0;
    while (at < fixedUtf8.length) {
      let end = fixedUtf8.indexOf(0x0a, at);
      if (end === -1) end = fixedUtf8.length;
      const row = {};
      let offset = at;
      for (const field of FIXED_FIELDS) {
        row[field.name] = fixedUtf8.toString('utf8', offset, offset + field.width).trim();
        offset += field.width;
      }
      rows.push(row);
      at = end + 1;
    }
    return rows;
  },
);
await compare(
  'fixed.parse 16 MB windows-1252 bytes',
  async () => {
    const ctx = context();
    ctx.world.artifacts.add('in.txt', fixedLatin, 'text/plain', null);
    const out = await fixedParse.run({ artifact: 'in.txt', fields: parseFields, unit: 'bytes', encoding: 'windows-1252', trim: 'both', short_lines: 'error', long_lines: 'error' }, ctx);
    if (out.count !== ROWS) throw new Error('fixed.parse lost records');
  },
  async () => bareFixedParse(iconv.decode(fixedLatin, 'windows1252')),
);
const latinText = iconv.decode(fixedLatin, 'windows1252');
await compare(
  'fixed.parse 16 MB chars (text input)',
  async () => {
    const out = await fixedParse.run({ text: latinText, fields: parseFields, unit: 'chars', encoding: 'utf-8', trim: 'both', short_lines: 'error', long_lines: 'error' }, context());
    if (out.count !== ROWS) throw new Error('fixed.parse lost records');
  },
  async () => bareFixedParse(latinText),
);

// ---------------------------------------------------------------------------------------
// json.map: 100,000 items, 10 output fields, nested paths

const items = JSON.parse(
  JSON.stringify(
    Array.from({ length: ROWS }, (_, i) => ({
      id: `O-${i}`,
      customer: { name: `Customer ${i}`, address: { city: 'Oslo', zip: String(1000 + (i % 9000)) } },
      lines: [{ sku: `S-${i}`, qty: i % 5 }],
      total: i * 1.5,
      'created at': '2026-01-05',
      status: i % 2 ? 'open' : null,
    })),
  ),
);
const mapping = {
  id: '$.id',
  'customer.name': 'customer.name',
  'customer.city': '$.customer.address.city',
  'customer.zip': '/customer/address/zip',
  sku: '$.lines[0].sku',
  qty: '$.lines[0].qty',
  total: 'total',
  created: "$['created at']",
  status: 'status',
  missing: '$.nothing.here',
};
const mapInput = { data: items, mapping, defaults: { status: 'closed' } };
// The same paths in the form jsonpath-plus reads (it has no JSON pointers or root-less paths).
const libraryPaths = Object.entries({ ...mapping, 'customer.name': '$.customer.name', 'customer.zip': '$.customer.address.zip', total: '$.total', status: '$.status' });
const tenth = items.slice(0, ROWS / 10);
await compare(
  'json.map 100k items × 10 fields',
  async () => jsonMap.run(mapInput, context()),
  // jsonpath-plus takes seconds per 10,000 items, so it runs on a tenth and is scaled up.
  async () =>
    tenth.map((item) => {
      const out = {};
      for (const [name, path] of libraryPaths) out[name] = JSONPath({ path, json: item, wrap: false }) ?? null;
      return out;
    }),
  10,
);
await compare(
  'json.map vs hand-written reads',
  async () => jsonMap.run(mapInput, context()),
  async () =>
    items.map((item) => ({
      id: item.id,
      customer: { name: item.customer?.name ?? null, city: item.customer?.address?.city ?? null, zip: item.customer?.address?.zip ?? null },
      sku: item.lines?.[0]?.sku ?? null,
      qty: item.lines?.[0]?.qty ?? null,
      total: item.total ?? null,
      created: item['created at'] ?? null,
      status: item.status ?? 'closed',
      missing: item.nothing?.here ?? null,
    })),
);

const slowest = results.reduce((worst, result) => (result.ours > worst.ours ? result : worst));
console.log(`\nslowest action: ${slowest.label} ${slowest.ours.toFixed(0)} ms (limit 20000 ms)`);
