// The credential scan (issue 18): precision and recall per family on the project's own
// generated corpus (__tests__/credentials/corpus.ts, loaded with Node's type stripping),
// the share of benign values flagged per family of the benign corpus
// (__tests__/credentials/benign-corpus.ts), and the time to scan a generated 32 MiB case
// list against the goal of one second.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const { scanForCredentials } = await import(join(here, '..', 'lib', 'credentials', 'index.js'));
const corpus = await import(join(here, '..', '__tests__', 'credentials', 'corpus.ts'));
const benign = await import(join(here, '..', '__tests__', 'credentials', 'benign-corpus.ts'));
const { parse: parseYaml } = await import('yaml');

const GOAL_MS = 1000;
const LIST_BYTES = 32 * 1024 * 1024;

// --- precision and recall per family -------------------------------------------------
const cases = corpus.generateCorpus();
const scores = corpus.scoreCorpus(cases, scanForCredentials);
const percent = (value) => value.toFixed(3);
console.log(`\ncredential corpus: ${cases.length} generated cases (bar: precision >= ${corpus.PRECISION_BAR}, recall >= ${corpus.RECALL_BAR} in every family)`);
console.log(`  ${'family'.padEnd(18)} ${'positives'.padStart(9)} ${'negatives'.padStart(9)} ${'precision'.padStart(9)} ${'recall'.padStart(7)} ${'rule ids'.padStart(9)}`);
let belowBar = 0;
for (const score of scores) {
  const positives = score.truePositives + score.falseNegatives;
  const negatives = score.falsePositives + score.trueNegatives;
  const meets = score.precision >= corpus.PRECISION_BAR && score.recall >= corpus.RECALL_BAR;
  if (!meets) belowBar += 1;
  const ruleShare = score.truePositives === 0 ? 1 : score.ruleMatches / score.truePositives;
  console.log(
    `  ${score.family.padEnd(18)} ${String(positives).padStart(9)} ${String(negatives).padStart(9)} ${percent(score.precision).padStart(9)} ${percent(score.recall).padStart(7)} ${percent(ruleShare).padStart(9)}${meets ? '' : '   below the bar'}`,
  );
}
const fixtures = [
  ...corpus.shouldFlag.map((built) => ({ expect: 'flag', built })),
  ...corpus.shouldPass.map((built) => ({ expect: 'pass', built })),
];
const fixturesRight = fixtures.filter(({ expect, built }) => (scanForCredentials(built.list).length > 0) === (expect === 'flag')).length;
console.log(`  hand-written fixtures: ${fixturesRight} of ${fixtures.length} judged as labelled`);

// --- benign values flagged per family -------------------------------------------------
const benignItems = benign.generateBenignCorpus(30, (yaml) => parseYaml(yaml, { logLevel: 'silent' }));
const { scores: benignScores, flagged: benignFlagged } = benign.scoreBenign(benignItems, scanForCredentials);
console.log(`\nbenign corpus: ${benignItems.length} values of public material and seeded records (bar: at most ${(benign.BENIGN_BAR * 100).toFixed(1)} % flagged in every family)`);
console.log(`  ${'family'.padEnd(18)} ${'values'.padStart(7)} ${'flagged'.padStart(8)} ${'share'.padStart(7)}`);
for (const score of benignScores) {
  const meets = score.flagged <= Math.floor(score.values * benign.BENIGN_BAR);
  if (!meets) belowBar += 1;
  console.log(`  ${score.family.padEnd(18)} ${String(score.values).padStart(7)} ${String(score.flagged).padStart(8)} ${`${(score.rate * 100).toFixed(2)} %`.padStart(7)}${meets ? '' : '   above the bar'}`);
}
console.log(`  in all: ${benignFlagged.length} of ${benignItems.length} (${((benignFlagged.length / benignItems.length) * 100).toFixed(2)} %)`);

// --- a 32 MiB case list ---------------------------------------------------------------
const list = [];
let bytes = 2;
for (let batch = 0; bytes < LIST_BYTES; batch += 1) {
  for (const item of corpus.typicalCases(200, 1000 + batch)) {
    bytes += JSON.stringify(item).length + 1;
    list.push(item);
    if (bytes >= LIST_BYTES) break;
  }
}
// A credential now and then, so the path that reports findings is timed too.
const leaks = cases.filter((item) => item.expect === 'flag').slice(0, 25);
leaks.forEach((item, i) => list.splice(Math.floor(((i + 1) * list.length) / (leaks.length + 1)), 0, item.list[0]));
const text = JSON.stringify(list);
let started = performance.now();
const parsed = JSON.parse(text);
const parseMs = performance.now() - started;

scanForCredentials(parsed); // warm-up
const times = [];
let findings = 0;
for (let run = 0; run < 5; run += 1) {
  started = performance.now();
  findings = scanForCredentials(parsed).length;
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
const mib = text.length / (1024 * 1024);
console.log(`\n32 MiB case list: ${parsed.length} cases, ${mib.toFixed(1)} MiB of JSON (parsing it: ${parseMs.toFixed(0)} ms), ${findings} findings (${leaks.length} planted)`);
console.log(`  scan, median of 5 runs: ${median.toFixed(0)} ms (fastest ${times[0].toFixed(0)}, slowest ${times[times.length - 1].toFixed(0)}), ${(mib / (median / 1000)).toFixed(0)} MiB/s`);
console.log(`  against the goal of ${GOAL_MS} ms: ${(median / GOAL_MS).toFixed(2)}× the budget${median < GOAL_MS ? '' : '   OVER the goal'}`);

if (belowBar > 0 || median >= GOAL_MS || findings < leaks.length) process.exitCode = 1;
