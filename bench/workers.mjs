// One run spread over worker threads, on the repository of about 1,000 versions
// (examples/ copied 167 times, 4,847 cases), through the package's bundle: --workers 1, 2
// and 4, and two shards (--workers 1 each) run as two processes at once, each with its wall
// time, CPU time (user and system, GNU time's %U + %S: the process, its worker threads and
// the sandbox processes it waited for), peak memory and parallel efficiency (speed-up over
// --workers 1, divided by the threads or processes). BENCH_ROUNDS rounds (default 1), each
// running every row once in turn; the medians are shown. The bench fails when a run does
// not pass every case.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateRealistic } from './gen-realistic.mjs';
import { benchSetup, repo, timeCommand } from './measure.mjs';

const COPIES = 167;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1) || 1;
const gnuTime = '/usr/bin/time';

const { work, bundled, entry, load, loadBefore } = await benchSetup('workers');
const root = join(work, 'repo');
const { versions } = generateRealistic(root, join(repo, 'examples'), COPIES);

const problems = [];
/** The JSON report of a run, checked: it passes, and holds what it should. */
function checked(label, result) {
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    problems.push(`${label}: no JSON report (exit ${result.status}): ${String(result.stderr).slice(0, 2000)}`);
    return undefined;
  }
  if (result.status !== 0 || !report.passed) {
    const failing = report.versions.filter((version) => !version.report.passed).map((version) => version.name);
    problems.push(`${label}: exit ${result.status}, ${report.summary.passed} of ${report.summary.total} cases passed; not passing: ${failing.slice(0, 5).join(', ')}`);
  }
  return report;
}

/** `flowgate test ROOT --reporter json ARGS` once. */
function sequential(label, args) {
  const run = timeCommand([entry, 'test', root, '--reporter', 'json', ...args], 1);
  const report = checked(label, run.result);
  if (report && (report.versions.length !== versions || report.summary.passed !== report.summary.total)) problems.push(`${label}: ${report.versions.length} versions, ${report.summary.passed} of ${report.summary.total} cases passed`);
  return { ms: run.ms, cpuMs: run.cpuMs, peakMb: run.peakMb, cases: report?.summary.total };
}

/** One command started without waiting, under GNU time when it is there. */
function started(args, index) {
  const peakFile = join(tmpdir(), `flowgate-bench-workers-${process.pid}-${index}.txt`);
  rmSync(peakFile, { force: true });
  const [command, commandArgs] = existsSync(gnuTime) ? [gnuTime, ['-f', '%M %U %S', '-o', peakFile, process.execPath, ...args]] : [process.execPath, args];
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  const out = [];
  let stderr = '';
  child.stdout.on('data', (chunk) => out.push(chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) =>
    child.on('close', (status) => {
      const at = performance.now();
      let peakKb;
      let cpuMs;
      if (existsSync(peakFile)) {
        const [kb, user, system] = readFileSync(peakFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
        peakKb = kb;
        cpuMs = (user + system) * 1000;
        rmSync(peakFile, { force: true });
      }
      resolve({ at, status, stdout: Buffer.concat(out).toString('utf8'), stderr, peakKb, cpuMs });
    }),
  );
}

/** Shards 1/2 and 2/2 (--workers 1 each) started together; the wall time is until both have ended. */
async function twoShards() {
  const start = performance.now();
  const ends = await Promise.all([1, 2].map((index) => started([entry, 'test', root, '--reporter', 'json', '--shard', `${index}/2`, '--workers', '1'], index)));
  const reports = ends.map((end, i) => checked(`shard ${i + 1}/2`, end));
  const shardVersions = reports.reduce((sum, report) => sum + (report?.versions.length ?? 0), 0);
  const cases = reports.reduce((sum, report) => sum + (report?.summary.total ?? 0), 0);
  if (shardVersions !== versions) problems.push(`the two shards ran ${shardVersions} versions, not ${versions}`);
  return {
    ms: Math.max(...ends.map((end) => end.at)) - start,
    cpuMs: ends.every((end) => end.cpuMs !== undefined) ? ends[0].cpuMs + ends[1].cpuMs : undefined,
    peakMb: ends.every((end) => end.peakKb !== undefined) ? Math.max(...ends.map((end) => end.peakKb)) / 1024 : undefined,
    peakBothMb: ends.every((end) => end.peakKb !== undefined) ? (ends[0].peakKb + ends[1].peakKb) / 1024 : undefined,
    shardMs: ends.map((end) => end.at - start),
    cases,
  };
}

const ROWS = [
  { label: '--workers 1 (the command\'s own thread)', threads: 1, run: () => sequential('--workers 1', ['--workers', '1']) },
  { label: '--workers 2', threads: 2, run: () => sequential('--workers 2', ['--workers', '2']) },
  { label: '--workers 4', threads: 4, run: () => sequential('--workers 4', ['--workers', '4']) },
  { label: 'two shards at once, --workers 1 each', threads: 2, run: twoShards },
];
const measured = ROWS.map(() => []);
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [i, row] of ROWS.entries()) measured[i].push(await row.run());
}
rmSync(work, { recursive: true, force: true });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const results = ROWS.map((row, i) => {
  const runs = measured[i];
  const pick = (key) => (runs.every((run) => run[key] !== undefined) ? median(runs.map((run) => run[key])) : undefined);
  return { ...row, ms: pick('ms'), cpuMs: pick('cpuMs'), peakMb: pick('peakMb'), peakBothMb: pick('peakBothMb'), shardMs: runs[0].shardMs, cases: runs[0].cases };
});
const one = results[0];
console.log(`\nworker threads: ${versions} versions, ${one.cases} cases (examples/ × ${COPIES}), ${bundled ? 'package (the bundle)' : 'checkout (lib/)'}${ROUNDS > 1 ? `, median of ${ROUNDS} rounds` : ', one round'}`);
console.log(`  processors: ${availableParallelism()} available (${cpus().length} in os.cpus()); load average ${loadBefore} before, ${load()} after`);
console.log(`  ${''.padEnd(40)} ${'wall'.padStart(8)} ${'CPU'.padStart(8)} ${'peak'.padStart(7)} ${'speed-up'.padStart(9)} ${'efficiency'.padStart(11)}`);
for (const row of results) {
  const speedUp = one.ms / row.ms;
  const cpu = row.cpuMs === undefined ? '' : seconds(row.cpuMs);
  const peak = row.peakMb === undefined ? '' : `${row.peakMb.toFixed(0)} MB`;
  console.log(`  ${row.label.padEnd(40)} ${seconds(row.ms).padStart(8)} ${cpu.padStart(8)} ${peak.padStart(7)} ${`${speedUp.toFixed(2)}×`.padStart(9)} ${(speedUp / row.threads).toFixed(2).padStart(11)}`);
}
const shards = results[3];
if (shards.shardMs) console.log(`  the shards ended after ${shards.shardMs.map(seconds).join(' and ')}${ROUNDS > 1 ? ' in the first round' : ''}${shards.peakBothMb === undefined ? '' : `; their peaks together ${shards.peakBothMb.toFixed(0)} MB`} (CPU: both processes)`);
if (problems.length) {
  console.error(`\nwhat did not hold:\n  ${problems.join('\n  ')}`);
  process.exitCode = 1;
}
