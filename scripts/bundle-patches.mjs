// Rewrites of dependency code in dist/: code that would print a warning in the Action's
// log (GHA-21), and one measured speed-up. Node prints some deprecations (DEP0005
// `new Buffer()`) only for code outside node_modules, which is where ncc puts every
// dependency: the same code that is silent under `npm test` warns in the bundle.
//
// Each patch is an exact text and its replacement and must be found exactly once in dist/:
// a dependency update that changes the text fails the bundle instead of bringing the
// warning back unnoticed (then drop the patch if the update fixed it, or adjust it).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PATCHES = [
  {
    // exceljs@4.4.0's streaming WorkbookWriter (xlsx.write) zips with archiver@5, whose
    // archiver-utils@2.1.0 turns every string entry into `new Buffer(string)`.
    // archiver-utils@3 fixed it, but its normalizeInputSource pipes streams through
    // `source.pipe(…)`, and exceljs's own stream returns nothing from pipe(): not a swap.
    module: 'archiver-utils@2.1.0 index.js normalizeInputSource',
    from: `utils.normalizeInputSource = function(source) {
  if (source === null) {
    return new Buffer(0);
  } else if (typeof source === 'string') {
    return new Buffer(source);`,
    to: `utils.normalizeInputSource = function(source) {
  if (source === null) {
    return Buffer.alloc(0);
  } else if (typeof source === 'string') {
    return Buffer.from(source);`,
  },
  {
    module: 'archiver-utils@2.1.0 index.js collectStream',
    from: `  source.on('end', function() {
    var buf = new Buffer(size);`,
    to: `  source.on('end', function() {
    var buf = Buffer.alloc(size);`,
  },
  {
    // pdfkit@0.20.2 builds a standard font's metrics (a table of ~2,700 kerning pairs)
    // anew for every document: ~0.5 ms a font, 3-4 % of the realistic benchmark, where
    // each case renders its own PDF. The metrics are read-only once built, so each font's
    // are built once per process and shared; the PDF bytes are unchanged.
    module: 'pdfkit@0.20.2 js/pdfkit.node.mjs StandardFont',
    from: 'this.font = new AFMFont(fontData);',
    to: 'this.font = fontData.flowgateMetrics || (fontData.flowgateMetrics = new AFMFont(fontData));',
  },
];

/** Applies every patch to the .js files directly in `dist`; throws unless each is found exactly once. */
export function patchBundle(dist) {
  const files = readdirSync(dist).filter((file) => file.endsWith('.js')).map((file) => join(dist, file));
  const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  for (const patch of PATCHES) {
    // ncc keeps a module's line endings, and some packages ship with CRLF.
    const variants = patch.from.includes('\n')
      ? [[patch.from, patch.to], [patch.from.replace(/\n/g, '\r\n'), patch.to.replace(/\n/g, '\r\n')]]
      : [[patch.from, patch.to]];
    const found = [...texts].flatMap(([file, text]) => variants.flatMap(([from, to]) => text.split(from).slice(1).map(() => ({ file, from, to }))));
    if (found.length !== 1) throw new Error(`bundle patch ${patch.module}: found ${found.length} times in dist/, expected once; see scripts/bundle-patches.mjs`);
    const [{ file, from, to }] = found;
    texts.set(file, texts.get(file).replace(from, to));
  }
  for (const [file, text] of texts) if (text !== readFileSync(file, 'utf8')) writeFileSync(file, text);
}
