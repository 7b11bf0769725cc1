// Prints the letter-pair table of src/credentials/words.ts: how often each letter follows
// another in the words of the Markdown files of node_modules (the READMEs and docs of the
// packages flowgate is built with). Each distinct word counts 1 + log2 of its number of
// occurrences, so that `the` does not outweigh the vocabulary; camelCase is split. A cell
// is -2·log2 P(next letter | letter), in half bits, capped at 31, written as one base-32
// digit; row and column 27 are the start and end of a word.
// `node scripts/letter-pairs.mjs [NODE_MODULES]`
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = process.argv[2] ?? new URL('../node_modules', import.meta.url).pathname;
const files = [];
const seen = new Set();
(function walk(dir) {
  let names;
  try {
    names = readdirSync(dir).sort();
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(dir, name);
    let stat;
    try {
      stat = statSync(path);
    } catch {
      continue;
    }
    if (stat.isDirectory()) {
      if (seen.has(stat.ino) || name === '.vite') continue;
      seen.add(stat.ino);
      walk(path);
    } else if (name.endsWith('.md') && stat.size < 400_000) files.push(path);
  }
})(root);

const counts = new Map();
for (const file of files) {
  for (const [run] of readFileSync(file, 'utf8').matchAll(/[A-Za-z]+/g)) {
    for (const part of run.split(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/)) {
      const word = part.toLowerCase();
      if (word.length >= 2) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
}
const SIZE = 27;
const index = (c) => (c === '^' ? 26 : c.charCodeAt(0) - 97);
const pairs = new Float64Array(SIZE * SIZE);
let words = 0;
for (const [word, count] of counts) {
  if (count < 3) continue;
  words++;
  const weight = 1 + Math.log2(count);
  const framed = `^${word}^`;
  for (let i = 1; i < framed.length; i++) pairs[index(framed[i - 1]) * SIZE + index(framed[i])] += weight;
}
const DIGITS = '0123456789abcdefghijklmnopqrstuv';
const rows = [];
for (let a = 0; a < SIZE; a++) {
  let total = 0;
  for (let b = 0; b < SIZE; b++) total += pairs[a * SIZE + b] + 1;
  let row = '';
  for (let b = 0; b < SIZE; b++) row += DIGITS[Math.min(31, Math.round(-2 * Math.log2((pairs[a * SIZE + b] + 1) / total)))];
  rows.push(row);
}
process.stdout.write(`// ${files.length} Markdown files, ${words} distinct words\n`);
for (const row of rows) process.stdout.write(`  '${row}',\n`);
