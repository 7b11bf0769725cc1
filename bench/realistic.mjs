// flowgate on repositories shaped like examples/ (every action kind, scripts, a library
// action, AI with model mocks, file stores), at about 100 and 1,000 versions, process start
// included: cases/s and peak memory, beside the synthetic repository and its hand-written
// vitest equivalent measured in the same run. The package's bundle (what `npx flowgate`
// and the Action run) is measured when dist/ is current, and a checkout's lib/ beside it.
// The mix and the synthetic repository are also tested repeatedly in one process, to show
// what a run costs once modules are loaded and V8 has optimised the code.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { generateRealistic } from './gen-realistic.mjs';
import { ENTRIES, bundleIsCurrent, flowgateTest, measureSynth, printRows, repo } from './measure.mjs';

const work = join(repo, 'bench', '.work', 'realistic');
rmSync(work, { recursive: true, force: true });
const bundled = await bundleIsCurrent();
if (!bundled) console.log('\ndist/ is older than src/ (run `npm run bundle`): the package rows are left out');
const main = bundled ? ENTRIES.bundle : ENTRIES.checkout;
const mainName = bundled ? 'package' : 'checkout';

// 20 copies is the issue-22 mix (121 versions, 584 cases); 167 copies is 1,003 versions.
const sizes = [
  { copies: 20, runs: 5, entries: bundled ? [['package', ENTRIES.bundle], ['checkout', ENTRIES.checkout]] : [['checkout', ENTRIES.checkout]] },
  { copies: 167, runs: 1, entries: [[mainName, main]] },
];

/** Rows for DIR tested repeatedly in one fresh process (bench/in-one-process.mjs). */
function inOneProcess(dir, runs = 5) {
  const out = execFileSync(process.execPath, [join(repo, 'bench', 'in-one-process.mjs'), dir, String(runs)], { encoding: 'utf8' });
  const { first, again } = JSON.parse(out.trim().split('\n').pop());
  return [
    ['  in one process (lib/): first run, no process start', { ms: first }],
    [`  in one process: run again (median of ${runs})`, { ms: again }],
  ];
}

const rows = [];
for (const { copies, runs, entries } of sizes) {
  const dir = join(work, `copies-${copies}`);
  const { versions } = generateRealistic(dir, join(repo, 'examples'), copies);
  for (const [entryName, entry] of entries) {
    const run = flowgateTest(dir, runs, process.env, entry);
    const { total, passed } = run.summary;
    if (passed !== total) {
      console.error(`flowgate did not pass all ${total} cases of ${versions} versions: ${JSON.stringify(run.summary)}\n  ${run.failures.slice(0, 5).join('\n  ')}`);
      process.exitCode = 1;
    }
    rows.push([`${versions} versions, ${total} cases (${entryName}): ${(total / (run.ms / 1000)).toFixed(0)} cases/s`, run]);
  }
  if (copies === 20) rows.push(...inOneProcess(dir));
}
const synth = measureSynth(join(work, 'synth'), { manyFiles: false, entry: main });
synth.splice(1, 0, ...inOneProcess(join(work, 'synth', 'synth')));
printRows('realistic repositories (examples/ copied), process start included (median of 5 for the smaller)', rows);
printRows(`synthetic repository in the same run: 800 cases (${mainName}; median of 5 for flowgate)`, synth);
rmSync(work, { recursive: true, force: true });
