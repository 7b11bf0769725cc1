/**
 * Determinism inside scripts (flowgate.md §5): in a test run, script steps, library
 * actions and `platform/transform` see the case's frozen clock, the run's virtual elapsed
 * time and a generator seeded by the version and the case's name, in UTC and en-US; a
 * real run's scripts see the real clock and real randomness.
 */
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRepository } from '../../src/definitions/repository.js';
import type { ScriptDeterminism, ScriptRun } from '../../src/engine/scripts.js';
import { closeSandbox } from '../../src/sandbox/index.js';
import { runScriptIn } from '../../src/sandbox/run-script.js';
import { SandboxPool } from '../../src/sandbox/sandbox-pool.js';
import { playCase, type TestCase } from '../../src/testing/run-case.js';
import { makeRepo } from '../helpers/repo.js';
import { runJson } from '../run/helpers.js';
import { fakeHost, scriptRun } from './fake-host.js';

const pools: SandboxPool[] = [];
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.close()));
  await closeSandbox();
});

const indent = (text: string, spaces: number) => text.split('\n').map((line) => ' '.repeat(spaces) + line).join('\n');
const scriptStep = (id: string, body: string) => `  - id: ${id}\n    script: |\n${indent(body, 6)}\n`;
const workflow = (steps: string) => `name: w\non:\n  manual: {}\nsteps:\n${steps}`;

/** Plays one case of the only version in a repository made of `files`, and gives its result document. */
async function play(files: Record<string, unknown>, testCase: Partial<TestCase> & { name: string }, options: { seed?: string } = {}) {
  const repo = loadRepository(makeRepo(files));
  expect(repo.versions).toHaveLength(1);
  const version = repo.versions[0]!;
  const played = await playCase(repo, version, { expect: { outcome: 'success' }, ...testCase } as TestCase, options);
  expect(played.result.error).toBeNull();
  return { result: played.result, version };
}

const outputsOf = (result: { steps: Record<string, { outputs: unknown }> }, step: string) => result.steps[step]!.outputs as Record<string, any>;

const NOW = '2026-03-04T05:06:07.089Z';

const CLOCK = `return {
  iso: new Date().toISOString(),
  now: Date.now(),
  text: Date(),
  called: typeof Date(),
  sub: new (class Stamp extends Date {})().toISOString(),
  isDate: new Date() instanceof Date,
  given: new Date(2020, 0, 2, 3, 4, 5).toISOString(),
  parsed: Date.parse('2020-01-02T03:04:05'),
  intl: new Intl.DateTimeFormat('en-US', { dateStyle: 'short', timeStyle: 'short' }).format(),
  parts: Intl.DateTimeFormat('en-US', { year: 'numeric' }).formatToParts().map((p) => p.value).join(''),
  ctxNow: ctx.now(),
};`;

describe('the clock scripts see in a test run', () => {
  it('WORLD-17 Date.now(), new Date() and Date() give the case\'s given.now, and it does not move across a virtual wait', async () => {
    const wait = `const before = Date.now();\nawait ctx.http.request({ url: 'https://api.example/slow' });\nreturn { before, after: Date.now() };`;
    const files = { 'w/workflow.yaml': workflow(scriptStep('clock', CLOCK) + scriptStep('wait', wait)) };
    const { result } = await play(files, { name: 'frozen', given: { now: NOW, http: [{ match: { url_contains: '/slow' }, respond: { json: {}, delay_ms: 5000 } }] } });
    const at = Date.parse(NOW);
    expect(outputsOf(result, 'clock')).toEqual({
      iso: NOW,
      now: at,
      text: 'Wed Mar 04 2026 05:06:07 GMT+0000 (Coordinated Universal Time)',
      called: 'string',
      sub: NOW,
      isDate: true,
      // Dates given in parts or parsed without a zone are the script's own: not frozen, read in UTC.
      given: '2020-01-02T03:04:05.000Z',
      parsed: Date.UTC(2020, 0, 2, 3, 4, 5),
      intl: '3/4/26, 5:06 AM',
      parts: '2026',
      ctxNow: '2026-03-04T05:06:07.089Z',
    });
    expect(outputsOf(result, 'wait')).toEqual({ before: at, after: at });
  });

  it('WORLD-17 without given.now, scripts see the default test instant', async () => {
    const { result } = await play({ 'w/workflow.yaml': workflow(scriptStep('s', 'return { iso: new Date().toISOString() };')) }, { name: 'default' });
    expect(outputsOf(result, 's')).toEqual({ iso: '2026-01-05T08:00:00.000Z' });
  });

  it('WORLD-18 performance.now() is the run\'s virtual elapsed time: 0 at the start, moved only by virtual waits', async () => {
    const timed = `const start = performance.now();\nconst r = await ctx.http.request({ url: 'https://api.example/slow' });\nconst after = performance.now();\nlet spin = 0;\nfor (let i = 0; i < 1e5; i++) spin += i;\nreturn { start, after, still: performance.now(), spin: spin > 0 };`;
    const next = 'return { at: performance.now() };';
    const files = { 'w/workflow.yaml': workflow(scriptStep('timed', timed) + scriptStep('next', next)) };
    const given = { http: [{ match: { url_contains: '/slow' }, respond: { json: {}, delay_ms: 1500 } }] };
    const { result } = await play(files, { name: 'elapsed', given });
    expect(outputsOf(result, 'timed')).toEqual({ start: 0, after: 1500, still: 1500, spin: true });
    expect(outputsOf(result, 'next')).toEqual({ at: 1500 });
  });
});

const CHANCE = `const bytes = crypto.getRandomValues(new Uint8Array(4));
return {
  random: [Math.random(), Math.random(), Math.random()],
  uuid: crypto.randomUUID(),
  bytes: Array.from(bytes),
  wide: Array.from(crypto.getRandomValues(new Uint32Array(2))),
};`;

/** xoshiro128** as its authors define it, over uint32 words: the generator the sandbox must match. */
function reference(seedText: string): () => number {
  const digest = createHash('sha256').update(seedText).digest();
  const s = new Uint32Array([digest.readUInt32LE(0), digest.readUInt32LE(4), digest.readUInt32LE(8), digest.readUInt32LE(12)]);
  const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;
  return () => {
    const result = Number((BigInt(rotl(Number((BigInt(s[1]!) * 5n) & 0xffffffffn), 7)) * 9n) & 0xffffffffn);
    const t = (s[1]! << 9) >>> 0;
    s[2]! ^= s[0]!;
    s[3]! ^= s[1]!;
    s[1]! ^= s[2]!;
    s[0]! ^= s[3]!;
    s[2]! ^= t;
    s[3] = rotl(s[3]!, 11);
    return result;
  };
}

describe('the chance scripts see in a test run', () => {
  const files = { 'w/workflow.yaml': workflow(scriptStep('first', CHANCE) + scriptStep('second', CHANCE)) };

  it('WORLD-19 Math.random(), crypto.getRandomValues() and crypto.randomUUID() give the same values on every run of a case', async () => {
    const once = await play(files, { name: 'draws' });
    const again = await play(files, { name: 'draws' });
    expect(outputsOf(again.result, 'first')).toEqual(outputsOf(once.result, 'first'));
    expect(outputsOf(again.result, 'second')).toEqual(outputsOf(once.result, 'second'));
    const first = outputsOf(once.result, 'first');
    for (const value of first.random) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
    expect(new Set(first.random).size).toBe(3);
    expect(first.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first.bytes).toHaveLength(4);
    // Two scripts of one run draw different values.
    expect(outputsOf(once.result, 'second')).not.toEqual(first);
  });

  it('WORLD-19 two cases with different names draw different values', async () => {
    const one = await play(files, { name: 'one' });
    const other = await play(files, { name: 'other' });
    const [a, b] = [outputsOf(one.result, 'first'), outputsOf(other.result, 'first')];
    expect(b.random).not.toEqual(a.random);
    expect(b.uuid).not.toBe(a.uuid);
    expect(b.bytes).not.toEqual(a.bytes);
  });

  it('WORLD-19 the generator is xoshiro128** seeded by SHA-256 of the version\'s run key, the case\'s name and the script\'s number in the run', async () => {
    const { result, version } = await play(files, { name: 'pinned' });
    const draw = reference(`${version.runKey}\npinned\n1`);
    // Math.random: 53 bits from two words; getRandomValues: each word's bytes, lowest first.
    const bytesWord = draw();
    const expectedBytes = [bytesWord & 0xff, (bytesWord >>> 8) & 0xff, (bytesWord >>> 16) & 0xff, bytesWord >>> 24];
    const randoms = [0, 1, 2].map(() => ((draw() >>> 5) * 67108864 + (draw() >>> 6)) / 9007199254740992);
    expect(outputsOf(result, 'first').bytes).toEqual(expectedBytes);
    expect(outputsOf(result, 'first').random).toEqual(randoms);
    const second = reference(`${version.runKey}\npinned\n2`)();
    expect(outputsOf(result, 'second').bytes).toEqual([second & 0xff, (second >>> 8) & 0xff, (second >>> 16) & 0xff, second >>> 24]);
  });

  it('WORLD-19 the seed is an input of the case runner: two names with one seed draw the same values', async () => {
    const one = await play(files, { name: 'one' }, { seed: 'run key' });
    const other = await play(files, { name: 'other' }, { seed: 'run key' });
    expect(outputsOf(other.result, 'first')).toEqual(outputsOf(one.result, 'first'));
  });
});

const PLACE = `return {
  zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  locale: Intl.DateTimeFormat().resolvedOptions().locale,
  numberLocale: new Intl.NumberFormat().resolvedOptions().locale,
  offset: new Date(0).getTimezoneOffset(),
  text: new Date(0).toString(),
  local: new Date(0).toLocaleString(),
  number: (1234.5).toLocaleString(),
  hours: new Date(0).getHours(),
};`;
const UTC_EN_US = {
  zone: 'UTC',
  locale: 'en-US',
  numberLocale: 'en-US',
  offset: 0,
  text: 'Thu Jan 01 1970 00:00:00 GMT+0000 (Coordinated Universal Time)',
  local: '1/1/1970, 12:00:00 AM',
  number: '1,234.5',
  hours: 0,
};

describe('the time zone and locale scripts see in a test run', () => {
  it('WORLD-20 a test run\'s scripts see the time zone UTC and the locale en-US', async () => {
    const { result } = await play({ 'w/workflow.yaml': workflow(scriptStep('place', PLACE) + scriptStep('clock', 'return { text: Date() };')) }, { name: 'place', given: { now: NOW } });
    expect(outputsOf(result, 'place')).toEqual(UTC_EN_US);
    expect(outputsOf(result, 'clock')).toEqual({ text: 'Wed Mar 04 2026 05:06:07 GMT+0000 (Coordinated Universal Time)' });
  });

  it('WORLD-20 WORLD-21 on a host in another zone and locale, a script that must repeat still sees UTC and en-US; a real one sees the host\'s', async () => {
    const pool = new SandboxPool({ nodeArgs: ['--no-node-snapshot'], maxProcesses: 2, realEnv: { TZ: 'Asia/Tokyo', LANG: 'de_DE.UTF-8' } });
    pools.push(pool);
    const determinism: ScriptDeterminism = { nowMs: 0, elapsedMs: () => 0, seed: 'x' };
    const repeatable = await runScriptIn(pool, scriptRun(PLACE, 'step', { determinism }));
    const real = await runScriptIn(pool, scriptRun(PLACE));
    expect(repeatable).toEqual({ kind: 'return', value: UTC_EN_US });
    expect(real).toMatchObject({ kind: 'return', value: { zone: 'Asia/Tokyo', locale: 'de-DE', offset: -540, number: '1.234,5', hours: 9 } });
    // One process of each kind, each reused.
    await runScriptIn(pool, scriptRun(PLACE, 'step', { determinism }));
    await runScriptIn(pool, scriptRun(PLACE));
    expect(pool.processesStarted).toBe(2);
  });

  it('WORLD-20 WORLD-21 with room for one process, a script of the other kind replaces the idle one: the zone always fits the run', async () => {
    const pool = new SandboxPool({ nodeArgs: ['--no-node-snapshot'], maxProcesses: 1, realEnv: { TZ: 'Asia/Tokyo' } });
    pools.push(pool);
    const determinism: ScriptDeterminism = { nowMs: 0, elapsedMs: () => 0, seed: 'x' };
    const zone = 'return { zone: Intl.DateTimeFormat().resolvedOptions().timeZone };';
    const zones = [];
    for (const run of [scriptRun(zone), scriptRun(zone, 'step', { determinism }), scriptRun(zone)]) zones.push(await runScriptIn(pool, run));
    expect(zones.map((outcome) => (outcome as { value: { zone: string } }).value.zone)).toEqual(['Asia/Tokyo', 'UTC', 'Asia/Tokyo']);
    expect(pool.processesStarted).toBe(3);
  });
});

describe('library actions and platform/transform see the same', () => {
  const stamp = 'return { now: Date.now(), random: Math.random(), uuid: crypto.randomUUID(), elapsed: performance.now(), zone: Intl.DateTimeFormat().resolvedOptions().timeZone };';

  it('WORLD-17 WORLD-19 a library action run by its own tests sees the frozen clock and repeats its draws', async () => {
    const files = { 'actions/stamp/action.yaml': `name: stamp\nversion: 1\ninput_schema: { type: object }\nscript: |\n  ${stamp}\n` };
    const testCase = { name: 'stamps', given: { now: NOW, input: {} } };
    const once = await play(files, testCase);
    const again = await play(files, testCase);
    const output = once.result.output as Record<string, unknown>;
    expect(output).toMatchObject({ now: Date.parse(NOW), elapsed: 0, zone: 'UTC' });
    expect(again.result.output).toEqual(output);
    expect((await play(files, { ...testCase, name: 'other' })).result.output).not.toEqual(output);
  });

  it('WORLD-17 WORLD-19 a workflow step calling a library action, and a transform step, see the frozen clock and repeat their draws', async () => {
    const files = {
      'actions/stamp/action.yaml': `name: stamp\nversion: 1\ninput_schema: { type: object }\nscript: |\n  ${stamp}\n`,
      'workflows/w/workflow.yaml': workflow(`  - id: library\n    uses: library/stamp@1\n  - id: transform\n    uses: platform/transform@v1\n    with:\n      script: "${stamp}"\n`),
    };
    const run = async (name: string) => {
      const repo = loadRepository(makeRepo(files));
      const version = repo.versions.find((v) => v.kind === 'workflow')!;
      const played = await playCase(repo, version, { name, given: { now: NOW }, expect: { outcome: 'success' } } as TestCase);
      expect(played.result.error).toBeNull();
      return { library: outputsOf(played.result, 'library'), transform: outputsOf(played.result, 'transform').result };
    };
    const once = await run('calls');
    expect(once.library).toMatchObject({ now: Date.parse(NOW), elapsed: 0, zone: 'UTC' });
    expect(once.transform).toMatchObject({ now: Date.parse(NOW), elapsed: 0, zone: 'UTC' });
    expect(once.transform.random).not.toBe(once.library.random);
    expect(await run('calls')).toEqual(once);
    expect((await run('another')).transform.uuid).not.toBe(once.transform.uuid);
  });
});

describe('crypto in scripts behaves as Web Crypto', () => {
  const determinism: ScriptDeterminism = { nowMs: 0, elapsedMs: () => 0, seed: 'x' };
  const probe = `const attempt = (f) => { try { const r = f(); return r === undefined ? 'ok' : r; } catch (e) { return [e.name, e.code, e.message]; } };
const big = new BigInt64Array(2);
const whole = new Uint8Array(65536);
const view = new Uint8Array(new ArrayBuffer(16), 4, 8);
return {
  float: attempt(() => crypto.getRandomValues(new Float32Array(2))),
  dataView: attempt(() => crypto.getRandomValues(new DataView(new ArrayBuffer(4)))),
  list: attempt(() => crypto.getRandomValues([1, 2])),
  nothing: attempt(() => crypto.getRandomValues()),
  tooMany: attempt(() => crypto.getRandomValues(new Uint8Array(65537))),
  same: crypto.getRandomValues(big) === big && typeof big[0] === 'bigint',
  whole: crypto.getRandomValues(whole) === whole && whole.some((b) => b !== 0),
  inView: (crypto.getRandomValues(view), new Uint8Array(view.buffer, 0, 4).every((b) => b === 0) && new Uint8Array(view.buffer, 12).every((b) => b === 0)),
  uuids: new Set(Array.from({ length: 50 }, () => crypto.randomUUID())).size,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(crypto.randomUUID()),
};`;
  const expected = {
    float: ['TypeMismatchError', 17, 'The data argument must be an integer-type TypedArray'],
    dataView: ['TypeMismatchError', 17, 'The data argument must be an integer-type TypedArray'],
    list: ['TypeMismatchError', 17, 'The data argument must be an integer-type TypedArray'],
    nothing: ['TypeMismatchError', 17, 'The data argument must be an integer-type TypedArray'],
    tooMany: ['QuotaExceededError', 22, 'The requested length exceeds 65,536 bytes'],
    same: true,
    whole: true,
    inView: true,
    uuids: 50,
    uuid: true,
  };

  it('WORLD-19 the seeded crypto fills integer typed arrays only, at most 65 536 bytes, in place', async () => {
    expect(await runScriptIn(sharedPool(), scriptRun(probe, 'step', { determinism }))).toEqual({ kind: 'return', value: expected });
  });

  it('WORLD-21 a real run\'s crypto keeps the same rules, with real randomness', async () => {
    expect(await runScriptIn(sharedPool(), scriptRun(probe))).toEqual({ kind: 'return', value: expected });
  });
});

let shared: SandboxPool | undefined;
function sharedPool(): SandboxPool {
  if (!shared) pools.push((shared = new SandboxPool({ nodeArgs: ['--no-node-snapshot'], maxProcesses: 2 })));
  return shared;
}

describe('a real run sees the real clock and real randomness', () => {
  const REAL = 'return { now: Date.now(), iso: new Date().toISOString(), random: [Math.random(), Math.random()], uuid: crypto.randomUUID(), bytes: Array.from(crypto.getRandomValues(new Uint8Array(8))), elapsed: performance.now() };';

  it('WORLD-21 a script run without determinism sees the host\'s clock, fresh random values every run, and real elapsed time', async () => {
    const run = (): ScriptRun => scriptRun(`const t0 = performance.now();\nconst out = (() => { ${REAL} })();\nreturn { ...out, took: performance.now() - t0 };`, 'step', { host: fakeHost() });
    const before = Date.now();
    const one = (await runScriptIn(sharedPool(), run())) as { kind: 'return'; value: Record<string, any> };
    const two = (await runScriptIn(sharedPool(), run())) as { kind: 'return'; value: Record<string, any> };
    const after = Date.now();
    for (const { value } of [one, two]) {
      expect(value.now).toBeGreaterThanOrEqual(before - 1000);
      expect(value.now).toBeLessThanOrEqual(after + 1000);
      expect(value.elapsed).toBeGreaterThanOrEqual(0);
      expect(value.took).toBeGreaterThanOrEqual(0);
    }
    expect(two.value.random).not.toEqual(one.value.random);
    expect(two.value.uuid).not.toBe(one.value.uuid);
    expect(two.value.bytes).not.toEqual(one.value.bytes);
  });

  it('WORLD-21 flowgate run: a script step sees the host\'s clock and real randomness, not a test instant', async () => {
    const root = makeRepo({ 'workflows/s/workflow.yaml': workflow(scriptStep('s', REAL)) });
    const before = Date.now();
    const one = await runJson('workflows/s', root, {}, ['--trigger', 'manual']);
    const two = await runJson('workflows/s', root, {}, ['--trigger', 'manual']);
    const after = Date.now();
    expect(one.code).toBe(0);
    const [a, b] = [one.doc.steps.s.outputs, two.doc.steps.s.outputs];
    for (const seen of [a, b]) {
      // A wide window: the run's own clock is the machine's.
      expect(seen.now).toBeGreaterThanOrEqual(before - 1000);
      expect(seen.now).toBeLessThanOrEqual(after + 1000);
      expect(seen.iso).toBe(new Date(seen.now).toISOString());
      expect(seen.elapsed).toBeGreaterThanOrEqual(0);
    }
    expect(b.random).not.toEqual(a.random);
    expect(b.uuid).not.toBe(a.uuid);
    expect(b.bytes).not.toEqual(a.bytes);
  });
});
