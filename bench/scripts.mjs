// The cost of a trivial script step (isolated-vm in the sandbox process, ctx bridge
// included) beside a plain JavaScript function call doing the same work, in one run.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const lib = join(dirname(fileURLToPath(import.meta.url)), '..', 'lib');
const { runScript, closeSandbox } = await import(join(lib, 'sandbox/index.js'));

const host = {
  now: () => '2026-01-05T08:00:00Z',
  stateGet: () => null,
  stateSet: () => undefined,
  lookup: () => null,
  log: () => undefined,
  httpRequest: async () => ({ status: 200, headers: {} }),
  connectionRequest: async () => ({ status: 200, headers: {} }),
};
const limits = { memoryMb: 64, cpuMs: 1000, wallMs: 20_000 };
const data = { event: { body: { n: 41 } }, steps: {}, vars: {}, secrets: {} };
const code = 'return { n: ctx.event.body.n + 1 };';
const plain = (ctx) => ({ n: ctx.event.body.n + 1 });

const first = performance.now();
await runScript({ code, mode: 'step', data, host, limits });
const startup = performance.now() - first;

const rounds = 500;
let t = performance.now();
for (let i = 0; i < rounds; i += 1) await runScript({ code, mode: 'step', data, host, limits });
const perScript = (performance.now() - t) / rounds;

const withCtxCall = 'const seen = ctx.state.get("k", 0); return { seen, now: ctx.now() };';
t = performance.now();
for (let i = 0; i < rounds; i += 1) await runScript({ code: withCtxCall, mode: 'step', data, host, limits });
const perScriptWithCalls = (performance.now() - t) / rounds;

// As a test run sees it: a frozen clock and a seeded generator, in a process of the repeatable kind.
const determinism = { nowMs: Date.parse('2026-01-05T08:00:00Z'), elapsedMs: () => 0, seed: 'bench' };
await runScript({ code, mode: 'step', data, host, limits, determinism });
t = performance.now();
for (let i = 0; i < rounds; i += 1) await runScript({ code, mode: 'step', data, host, limits, determinism });
const perRepeatable = (performance.now() - t) / rounds;

let sink = 0;
t = performance.now();
for (let i = 0; i < 1_000_000; i += 1) sink += plain(structuredClone(data)).n;
const perPlain = (performance.now() - t) / 1_000_000;
await closeSandbox();

const row = (name, ms) => console.log(`  ${name.padEnd(58)} ${ms.toFixed(4).padStart(10)} ms   ${(ms / perPlain).toFixed(0).padStart(8)}×`);
console.log(`\nscript steps (${rounds} runs each; first run, which starts the sandbox process: ${startup.toFixed(0)} ms)`);
row('plain function call (data copied with structuredClone)', perPlain);
row('trivial script step in the sandbox', perScript);
row('script step with two ctx calls (state.get, now)', perScriptWithCalls);
row('trivial script step as a test run sees it', perRepeatable);
if (sink === 0) console.log('');
