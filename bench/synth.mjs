// flowgate on 100 workflows × 8 cases (process start included) beside the same cases as
// hand-written vitest tests with undici's MockAgent, in one file and in 100 files.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSynth } from './gen-synth.mjs';
import { generateVitest } from './gen-vitest.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repo = join(here, '..');
const work = join(here, '.work');
rmSync(work, { recursive: true, force: true });
generateSynth(join(work, 'synth'), 100, 8);
generateVitest(join(work, 'vitest-one'), 1, 800);
generateVitest(join(work, 'vitest-many'), 100, 8);

function timeCommand(args, runs, cwd = repo) {
  const times = [];
  let last;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    last = spawnSync(process.execPath, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], result: last };
}

const vitestBin = join(repo, 'node_modules', 'vitest', 'vitest.mjs');
const flowgate = timeCommand([join(repo, 'bin', 'flowgate.js'), 'test', join(work, 'synth'), '--reporter', 'json'], 5);
const report = JSON.parse(flowgate.result.stdout);
if (report.summary.total !== 800 || report.summary.passed !== 800) {
  console.error(`flowgate did not pass all 800 cases: ${JSON.stringify(report.summary)}`);
  process.exitCode = 1;
}
const one = timeCommand([vitestBin, 'run', '--root', join(work, 'vitest-one')], 1);
const many = timeCommand([vitestBin, 'run', '--root', join(work, 'vitest-many')], 1);
for (const [name, run] of [['vitest one file', one], ['vitest 100 files', many]]) {
  if (run.result.status !== 0) {
    console.error(`${name} failed:\n${run.result.stdout}\n${run.result.stderr}`);
    process.exitCode = 1;
  }
}

const rows = [
  ['flowgate test (100 workflows × 8 cases)', flowgate.ms],
  ['vitest + MockAgent, 800 tests in 1 file', one.ms],
  ['vitest + MockAgent, 8 tests in each of 100 files', many.ms],
];
console.log('\nsynthetic repository: 800 cases, process start included (median of 5 for flowgate)');
for (const [name, ms] of rows) console.log(`  ${name.padEnd(52)} ${(ms / 1000).toFixed(3).padStart(8)} s   ${(ms / flowgate.ms).toFixed(1).padStart(6)}×`);
