// Hostile inputs beside benign ones of the same size, timed in the same run. The unit
// tests prove that each is answered (or refused) and leave the time to this benchmark:
// a ratio near 1 means the hostile input costs what ordinary work of its size does, while
// a backtracking or quadratic blow-up would show as a ratio in the thousands.
//   files.list pattern  `*a` × 99 then `b` on a 5,000-letter name       vs  `*b` on the same name
//   xml.parse           a million-letter name, then a character no name may hold (refused)
//                                                                      vs  the same name, well formed
//   xml.parse           a 2 MB root name over 100,000 children          vs  the two apart: that name over one child,
//                                                                          then a one-letter root over the children
//   template check      12,000 blocks that keep HTML states alive (refused, "too complex")
//                                                                      vs  12,000 blocks that close what they open
// Needs lib/: `tsc -p tsconfig.build.json` (npm run bench builds it first).
import { compilePattern } from '../lib/actions/files/glob.js';
import { buildValue } from '../lib/actions/xml/source.js';
import { compileTemplate } from '../lib/templates/index.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Past this a hostile input is called a blow-up and the benchmark fails. */
const MAX_RATIO = 20;

const median = (times) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

/** `work(round)`: each round gets its own number, so nothing cached by input is timed. */
function timed(work) {
  const times = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    work(round);
    times.push(performance.now() - start);
  }
  return median(times);
}

function refusal(work) {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
}

/** Runs each side once to check its answer (and warm up), then times both. */
function compare(label, hostile, benign) {
  hostile(-1);
  benign(-1);
  const result = { label, hostile: timed(hostile), benign: timed(benign) };
  result.ratio = result.hostile / result.benign;
  results.push(result);
  console.log(`${label.padEnd(50)} ${result.hostile.toFixed(1).padStart(9)} ms ${result.benign.toFixed(1).padStart(9)} ms ${result.ratio.toFixed(2).padStart(8)}×`);
}

const results = [];
console.log(`${'case'.padEnd(50)} ${'hostile'.padStart(12)} ${'benign'.padStart(12)} ${'ratio'.padStart(9)}`);

const name = 'a'.repeat(5000);
const manyStars = compilePattern(`${'*a'.repeat(99)}b`);
const oneStar = compilePattern('*b');
compare(
  'files.list pattern, 99 stars, 5,000 letters',
  () => {
    if (manyStars(name)) throw new Error('the pattern matched');
  },
  () => {
    if (oneStar(name)) throw new Error('the pattern matched');
  },
);

const letters = 'é'.repeat(1_000_000);
compare(
  'xml.parse refuses a bad character late in a name',
  () => {
    const error = refusal(() => buildValue(`<${letters}×/>`, 'text', {}));
    if (error.code !== 'format_error') throw error;
  },
  () => buildValue(`<${letters}/>`, 'text', {}),
);

const children = '<a/>'.repeat(100_000);
const longRoot = 'r'.repeat(2_000_000);
const arrays = ['x.y', 'r.a'];
compare(
  'xml.parse 2 MB root name, 100,000 children',
  () => buildValue(`<${longRoot}>${children}</${longRoot}>`, 'text', { arrays }),
  () => {
    buildValue(`<${longRoot}><a/></${longRoot}>`, 'text', { arrays });
    buildValue(`<r>${children}</r>`, 'text', { arrays });
  },
);

// Compiled templates are cached by their text: each round ends in its own number.
const tangled = '{{#if a}}<p title="{{/if}}x{{ v }}'.repeat(12_000);
const tidy = '{{#if a}}<p title="t">{{/if}}x{{ v }}'.repeat(12_000);
compare(
  'template check, 12,000 tangled blocks',
  (round) => {
    if (!compileTemplate(`${tangled}${round}`).issues.some((issue) => issue.message.includes('too complex to check'))) throw new Error('the tangled template was not refused');
  },
  (round) => compileTemplate(`${tidy}${round}`),
);

const worst = results.reduce((a, b) => (b.ratio > a.ratio ? b : a));
console.log(`\nworst ratio: ${worst.label} ${worst.ratio.toFixed(2)}× (limit ${MAX_RATIO}×)`);
if (worst.ratio > MAX_RATIO) process.exitCode = 1;
