// The author's loop on a repository of about 1,000 versions (examples/ copied 167 times,
// 4,847 cases), through the package's bundle: the full run without the cache, the run that
// fills it, runs with a warm cache after changing one version's test list and after
// changing a template ten versions use, and the one version run alone with --filter, each
// beside the full run; then watch mode, timed from a save to the status line of the round
// that re-ran it (twenty saves of a version's tests.json, then five of the template). The goals are printed beside the figures; as in `scan` and `contracts`,
// the bench fails when one is missed, when a run does not pass, or when a run re-ran other
// versions than the change affects.
import { spawn } from 'node:child_process';
import { appendFileSync, copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { generateRealistic } from './gen-realistic.mjs';
import { benchSetup, repo, timeCommand } from './measure.mjs';

const COPIES = 167;
/** Runs of each of the short commands (the median is shown); the full runs run once. */
const ROUNDS = 3;
const WATCH_CHANGES = 20;
/** Saves of the template ten versions use, in watch mode. */
const TEMPLATE_SAVES = 5;
/** Copies of monthly-invoice whose PDF uses templates/invoice-ten.html instead of invoice.html. */
const TEN = 10;
const GOALS = { oneMs: 600, oneRatio: 0.07, templateMs: 1200, watchMs: 150 };

const { work, bundled, entry, load, loadBefore } = await benchSetup('loop');

// --- the repository -----------------------------------------------------------------------

const root = join(work, 'repo');
const { versions } = generateRealistic(root, join(repo, 'examples'), COPIES);
copyFileSync(join(root, 'templates', 'invoice.html'), join(root, 'templates', 'invoice-ten.html'));
const tenNames = Array.from({ length: TEN }, (_, i) => `monthly-invoice-${String(i).padStart(4, '0')}`);
for (const name of tenNames) {
  const file = join(root, 'workflows', name, 'workflow.yaml');
  const before = readFileSync(file, 'utf8');
  const after = before.replace(/^(\s+template: )invoice$/m, '$1invoice-ten');
  if (after === before) throw new Error(`${name} has no \`template: invoice\` line to point at invoice-ten`);
  writeFileSync(file, after);
}
/** The version changed in (3) and run alone in (5): a monthly invoice, the heaviest of the six workflows (a PDF per case). */
const oneName = 'monthly-invoice-0100';
const oneTests = join(root, 'workflows', oneName, 'tests.json');
const template = join(root, 'templates', 'invoice-ten.html');
const cacheDir = join(root, '.flowgate', 'cache');
let edits = 0;

// --- the runs -----------------------------------------------------------------------------

const problems = [];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * `flowgate test ROOT --reporter json ARGS`, ROUNDS times (EDIT before each), checked:
 * every version that ran passes, the report holds `expect.versions` versions and the ones
 * not taken from the cache are exactly `expect.fresh` (all of them when undefined).
 */
function measure(label, args, { rounds = ROUNDS, edit, expect }) {
  const runs = [];
  for (let round = 0; round < rounds; round += 1) {
    edit?.();
    const run = timeCommand([entry, 'test', root, '--reporter', 'json', ...args], 1);
    let report;
    try {
      report = JSON.parse(run.result.stdout);
    } catch {
      throw new Error(`${label}: no JSON report (exit ${run.result.status}):\n${run.result.stderr}`);
    }
    const fresh = report.versions.filter((version) => version.report.cached === undefined).map((version) => version.name);
    const failing = report.versions.filter((version) => !version.report.passed).map((version) => version.name);
    const wantFresh = expect.fresh ?? report.versions.map((version) => version.name);
    if (run.result.status !== 0 || failing.length) problems.push(`${label}: exit ${run.result.status}, not passing: ${failing.slice(0, 5).join(', ')}`);
    if (report.versions.length !== expect.versions) problems.push(`${label}: ${report.versions.length} versions in the report, not ${expect.versions}`);
    if (fresh.length !== wantFresh.length || fresh.some((name) => !wantFresh.includes(name))) {
      problems.push(`${label}: ran ${fresh.length} versions (${fresh.slice(0, 12).join(', ')}), not ${wantFresh.length}`);
    }
    runs.push({ ...run, report });
  }
  return {
    label,
    ms: median(runs.map((run) => run.ms)),
    cpuMs: runs[0].cpuMs === undefined ? undefined : median(runs.map((run) => run.cpuMs)),
    peakMb: runs[0].peakMb === undefined ? undefined : Math.max(...runs.map((run) => run.peakMb)),
    rounds,
    cases: runs[0].report.summary.total,
  };
}

const appendSpace = (file) => () => {
  appendFileSync(file, ' ');
  edits += 1;
};
const editTemplate = () => {
  appendFileSync(template, `<!-- edit ${(edits += 1)} -->\n`);
};

const rows = [];
rows.push(measure('(1) full run, no cache', [], { rounds: 1, expect: { versions } }));
rmSync(cacheDir, { recursive: true, force: true });
rows.push(measure('(2) --cache on an empty cache: fills it', ['--cache'], { rounds: 1, expect: { versions } }));
const entriesKept = readdirSync(cacheDir, { recursive: true }).filter((name) => String(name).endsWith('.json') && !String(name).endsWith('memo.json')).length;
if (entriesKept !== versions) problems.push(`the filled cache holds ${entriesKept} entries, not ${versions}`);
rows.push(measure('    warm cache, nothing changed', ['--cache'], { expect: { versions, fresh: [] } }));
const one = measure('(3) warm cache, one version\'s tests.json changed', ['--cache'], { edit: appendSpace(oneTests), expect: { versions, fresh: [oneName] } });
rows.push(one);
rows.push(measure('    the same with --workers 1', ['--cache', '--workers', '1'], { edit: appendSpace(oneTests), expect: { versions, fresh: [oneName] } }));
const ten = measure(`(4) warm cache, a template of ${TEN} versions changed`, ['--cache'], { edit: editTemplate, expect: { versions, fresh: tenNames } });
rows.push(ten);
rows.push(measure('    the same with --workers 1', ['--cache', '--workers', '1'], { edit: editTemplate, expect: { versions, fresh: tenNames } }));
// A run with --filter is partial: its report does not pass (it is no gate), though its exit status and its version do.
rows.push(measure('(5) --filter that one version, no cache', ['--filter', oneName], { expect: { versions: 1 } }));

// --- watch mode ---------------------------------------------------------------------------

/** Peak resident set of a running process (Linux), in MB. */
function peakOf(pid) {
  try {
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

async function watchRounds() {
  const env = { ...process.env, NO_COLOR: '1' };
  delete env.FORCE_COLOR;
  const child = spawn(process.execPath, [entry, 'test', root, '--watch'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const waiting = [];
  const lines = createInterface({ input: child.stdout });
  lines.on('line', (line) => {
    if (line.startsWith('Watching ')) waiting.shift()?.({ line, at: performance.now() });
  });
  const nextStatus = (what) =>
    Promise.race([
      new Promise((resolve) => waiting.push(resolve)),
      exited.then(({ code, signal }) => {
        throw new Error(`flowgate test --watch stopped (${signal ?? code}) while waiting for ${what}:\n${stderr}`);
      }),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no status line within 120 s of ${what}`)), 120_000).unref()),
    ]);
  const parse = (line) => {
    const match = /^Watching (\d+) versions?: (\d+) passed.* · re-ran (\d+) versions? in ([\d.]+) s/.exec(line);
    if (!match) throw new Error(`a status line flowgate does not print: ${line}`);
    return { versions: Number(match[1]), passed: Number(match[2]), ran: Number(match[3]), seconds: Number(match[4]) };
  };

  const started = performance.now();
  const first = await nextStatus('the first round');
  const firstRound = { ms: first.at - started, ...parse(first.line) };
  if (firstRound.ran !== versions || firstRound.passed !== versions) problems.push(`watch: the first round ran ${firstRound.ran} and passed ${firstRound.passed} of ${versions}`);
  // One version of each of the six workflows in turn, so the median is of every kind.
  const workflows = readdirSync(join(repo, 'examples', 'workflows')).sort();
  const changes = [];
  for (let change = 0; change < WATCH_CHANGES; change += 1) {
    const name = `${workflows[change % workflows.length]}-${String(100 + change).padStart(4, '0')}`;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const status = nextStatus(`the change to ${name}`);
    const at = performance.now();
    appendFileSync(join(root, 'workflows', name, 'tests.json'), ' ');
    const { line, at: seen } = await status;
    const round = parse(line);
    if (round.ran !== 1 || round.passed !== versions) problems.push(`watch: the change to ${name} re-ran ${round.ran} versions, ${round.passed} of ${versions} passing`);
    changes.push({ name, ms: seen - at, roundMs: round.seconds * 1000 });
  }
  // Then the template ten versions use: the run keys decide, so every version's is read again.
  const templateSaves = [];
  for (let change = 0; change < TEMPLATE_SAVES; change += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const status = nextStatus('the change to the template');
    const at = performance.now();
    appendFileSync(template, `<!-- watch ${change} -->\n`);
    const { line, at: seen } = await status;
    const round = parse(line);
    if (round.ran !== TEN || round.passed !== versions) problems.push(`watch: the change to the template re-ran ${round.ran} versions, ${round.passed} of ${versions} passing`);
    templateSaves.push({ ms: seen - at, roundMs: round.seconds * 1000 });
  }
  const peakMb = peakOf(child.pid);
  child.kill('SIGINT');
  const stopped = await Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(undefined), 30_000).unref())]);
  if (!stopped) {
    child.kill('SIGKILL');
    problems.push('watch: still running 30 s after SIGINT');
  } else if (stopped.code !== 0) problems.push(`watch: exited with ${stopped.signal ?? stopped.code} after SIGINT:\n${stderr}`);
  return { firstRound, changes, templateSaves, peakMb };
}

const watch = await watchRounds();
rmSync(work, { recursive: true, force: true });

// --- the figures --------------------------------------------------------------------------

const full = rows[0];
const seconds = (ms) => `${(ms / 1000).toFixed(3)} s`;
const within = (ok) => (ok ? 'within it' : 'OVER the goal');
const workers = Math.min(availableParallelism(), 8, Math.ceil(versions / 16));
console.log(`\nthe author's loop: ${versions} versions, ${full.cases} cases (examples/ × ${COPIES}; ${TEN} monthly invoices use a copy of the invoice template)`);
console.log(`  ${bundled ? 'package (the bundle)' : 'checkout (lib/)'}; ${availableParallelism()} processors, so --workers defaults to ${workers}; load average ${loadBefore} before, ${load()} after`);
console.log(`  ${''.padEnd(66)} ${'wall'.padStart(9)} ${'CPU'.padStart(9)} ${'peak'.padStart(8)}   of the full run`);
for (const row of rows) {
  const cpu = row.cpuMs === undefined ? '' : seconds(row.cpuMs);
  const peak = row.peakMb === undefined ? '' : `${row.peakMb.toFixed(0)} MB`;
  const label = `${row.label}${row.rounds > 1 ? `, median of ${row.rounds}` : ''}`;
  console.log(`  ${label.padEnd(66)} ${seconds(row.ms).padStart(9)} ${cpu.padStart(9)} ${peak.padStart(8)}   ${(row.ms / full.ms).toFixed(3)}`);
}
const times = watch.changes.map((change) => change.ms);
const worst = watch.changes.reduce((a, b) => (b.ms > a.ms ? b : a));
const watchMedian = median(times);
console.log(`\n(6) flowgate test --watch (one thread), ${WATCH_CHANGES} saves of a tests.json (a version of each workflow in turn)`);
console.log(`  first round: ${seconds(watch.firstRound.ms)} to the first status line${watch.peakMb === undefined ? '' : `; peak of the watching process after the saves: ${watch.peakMb.toFixed(0)} MB`}`);
console.log(`  from the save to the status line of its round: median ${times.length ? watchMedian.toFixed(0) : '?'} ms, worst ${worst.ms.toFixed(0)} ms (${worst.name}), fastest ${Math.min(...times).toFixed(0)} ms`);
console.log(`  the round itself, as its status line says: median ${median(watch.changes.map((change) => change.roundMs)).toFixed(0)} ms, worst ${Math.max(...watch.changes.map((change) => change.roundMs)).toFixed(0)} ms`);
const templateTimes = watch.templateSaves.map((save) => save.ms);
console.log(
  `  ${TEMPLATE_SAVES} saves of the template ${TEN} versions use: median ${median(templateTimes).toFixed(0)} ms, worst ${Math.max(...templateTimes).toFixed(0)} ms ` +
    `(the round itself: median ${median(watch.templateSaves.map((save) => save.roundMs)).toFixed(0)} ms)`,
);

const goals = [
  [`one version changed, warm cache, at most ${GOALS.oneMs} ms`, `${one.ms.toFixed(0)} ms`, one.ms <= GOALS.oneMs],
  [`  and at most ${GOALS.oneRatio} of the full run`, (one.ms / full.ms).toFixed(3), one.ms / full.ms <= GOALS.oneRatio],
  [`a template of ${TEN} versions changed, at most ${GOALS.templateMs} ms`, `${ten.ms.toFixed(0)} ms`, ten.ms <= GOALS.templateMs],
  [`watch: save to status line at most ${GOALS.watchMs} ms (median)`, `${watchMedian.toFixed(0)} ms`, watchMedian <= GOALS.watchMs],
];
console.log('\ngoals');
for (const [goal, now, ok] of goals) console.log(`  ${goal.padEnd(56)} ${now.padStart(8)}   ${within(ok)}`);
if (problems.length) console.error(`\nwhat did not hold:\n  ${problems.join('\n  ')}`);
if (problems.length || goals.some(([, , ok]) => !ok)) process.exitCode = 1;
