// Shared by synth.mjs and realistic.mjs: timing a command with process start, its peak
// memory, and the synthetic repository beside its hand-written vitest equivalent.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSynth } from './gen-synth.mjs';
import { generateVitest } from './gen-vitest.mjs';

export const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const gnuTime = '/usr/bin/time';

// Median wall time of RUNS runs; peakKb is the largest resident set of any one process of
// the last run (GNU time's %M: the main process or the sandbox process it started);
// cpuMs the median of the user and system time of the command and the processes it waited
// for (GNU time's %U + %S), which a machine busy with other work disturbs less.
export function timeCommand(args, runs, { cwd = repo, env = process.env } = {}) {
  const times = [];
  const cpu = [];
  let last;
  let peakKb;
  const peakFile = join(tmpdir(), `flowgate-bench-peak-${process.pid}.txt`);
  for (let i = 0; i < runs; i += 1) {
    const [command, commandArgs] = existsSync(gnuTime)
      ? [gnuTime, ['-f', '%M %U %S', '-o', peakFile, process.execPath, ...args]]
      : [process.execPath, args];
    const start = performance.now();
    last = spawnSync(command, commandArgs, { cwd, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    times.push(performance.now() - start);
    if (existsSync(peakFile)) {
      const [kb, user, system] = readFileSync(peakFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
      peakKb = kb;
      cpu.push((user + system) * 1000);
    }
  }
  rmSync(peakFile, { force: true });
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const median = (values) => (values.length ? values[Math.floor(values.length / 2)] : undefined);
  return { ms: median(times), cpuMs: median(cpu), peakMb: peakKb === undefined ? undefined : peakKb / 1024, result: last };
}

/**
 * The installed package's layout: bin/flowgate.js beside dist/ and no lib/, so the command
 * runs the bundle the way `npx flowgate` does (Node's compile cache included).
 */
function packageEntry() {
  const dir = join(tmpdir(), 'flowgate-bench-package');
  mkdirSync(join(dir, 'bin'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  copyFileSync(join(repo, 'bin', 'flowgate.js'), join(dir, 'bin', 'flowgate.js'));
  // Another checkout may have left its link here (or one to a folder since removed).
  rmSync(join(dir, 'dist'), { force: true });
  symlinkSync(join(repo, 'dist'), join(dir, 'dist'), 'dir');
  return join(dir, 'bin', 'flowgate.js');
}

/**
 * What runs `flowgate`: the package (what `npx flowgate` runs: the bundle the Action runs
 * too) or a checkout's lib/ (bin/flowgate.js prefers it). The bundle is measured when it
 * is current.
 */
export const ENTRIES = {
  bundle: packageEntry(),
  checkout: join(repo, 'bin', 'flowgate.js'),
};

/** dist/ is rebuilt by `npm run bundle`; an older one would measure older code. */
export async function bundleIsCurrent() {
  const { sourceHash } = await import('../scripts/source-hash.mjs');
  const recorded = join(repo, 'dist', 'SOURCE_HASH');
  return existsSync(recorded) && readFileSync(recorded, 'utf8').trim() === sourceHash(repo);
}

/**
 * A bench's fresh work folder (bench/.work/NAME), what runs `flowgate` (the bundle when it
 * is current, else lib/, said in one line), and the machine's load as it is now.
 */
export async function benchSetup(name) {
  const work = join(repo, 'bench', '.work', name);
  rmSync(work, { recursive: true, force: true });
  const bundled = await bundleIsCurrent();
  if (!bundled) console.log("\ndist/ is older than src/ (run `npm run bundle`): measured through the checkout's lib/ instead");
  const load = () => loadavg().map((value) => value.toFixed(2)).join(', ');
  return { work, bundled, entry: bundled ? ENTRIES.bundle : ENTRIES.checkout, load, loadBefore: load() };
}

export function flowgateTest(dir, runs, env = process.env, entry = ENTRIES.checkout) {
  const run = timeCommand([entry, 'test', dir, '--reporter', 'json'], runs, { env });
  let report;
  try {
    report = JSON.parse(run.result.stdout);
  } catch {
    throw new Error(`flowgate test ${dir} printed no JSON report:\n${run.result.stderr}`);
  }
  // Each failing case with its first failed check or error, so a failure under load is readable.
  const failures = report.versions.flatMap((version) =>
    version.report.cases
      .filter((testCase) => testCase.status !== 'passed')
      .map((testCase) => `${version.path} "${testCase.name}": ${testCase.error?.code ?? ''} ${testCase.checks?.find((check) => !check.passed)?.sentence ?? ''}`),
  );
  return { ...run, summary: report.summary, failures };
}

// The synthetic repository (100 workflows × 8 cases) and the same cases as vitest tests;
// `manyFiles` adds the slow 100-file vitest run.
export function measureSynth(work, { manyFiles, entry = ENTRIES.checkout }) {
  generateSynth(join(work, 'synth'), 100, 8);
  generateVitest(join(work, 'vitest-one'), 1, 800);
  if (manyFiles) generateVitest(join(work, 'vitest-many'), 100, 8);
  const flowgate = flowgateTest(join(work, 'synth'), 5, process.env, entry);
  if (flowgate.summary.total !== 800 || flowgate.summary.passed !== 800) {
    console.error(`flowgate did not pass all 800 cases: ${JSON.stringify(flowgate.summary)}\n  ${flowgate.failures.slice(0, 5).join('\n  ')}`);
    process.exitCode = 1;
  }
  const vitestBin = join(repo, 'node_modules', 'vitest', 'vitest.mjs');
  const vitest = [['vitest + MockAgent, 800 tests in 1 file', 'vitest-one']];
  if (manyFiles) vitest.push(['vitest + MockAgent, 8 tests in each of 100 files', 'vitest-many']);
  const rows = [['flowgate test (100 workflows × 8 cases)', flowgate]];
  for (const [name, dir] of vitest) {
    const run = timeCommand([vitestBin, 'run', '--root', join(work, dir)], 1);
    if (run.result.status !== 0) {
      console.error(`${name} failed:\n${run.result.stdout}\n${run.result.stderr}`);
      process.exitCode = 1;
    }
    rows.push([name, run]);
  }
  return rows;
}

export function printRows(title, rows, baselineMs = rows[0][1].ms) {
  console.log(`\n${title}`);
  for (const [name, run] of rows) {
    const memory = run.peakMb === undefined ? '' : `   peak ${run.peakMb.toFixed(0).padStart(4)} MB`;
    console.log(`  ${name.padEnd(58)} ${(run.ms / 1000).toFixed(3).padStart(8)} s   ${(run.ms / baselineMs).toFixed(1).padStart(6)}×${memory}`);
  }
}
