/**
 * The result cache (flowgate.md §12, CACHE-01..06): a passing report of a complete run,
 * kept under its run key and the options that shape it, is reused while they are
 * unchanged, and never otherwise. Runs go through `flowgate test` in process, or through
 * `runSession` as every door does; the 30 days are counted on file times set with
 * utimesSync and on ResultCache's injected clock, never on the wall clock.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { loadRepository } from '../../src/definitions/repository.js';
import { closeSandbox } from '../../src/sandbox/index.js';
import { DEFAULT_CACHE_DIR, ResultCache, timeless, type ReportShape } from '../../src/testing/cache/result-cache.js';
import type { RunReport, VersionResult } from '../../src/testing/report.js';
import { testRoot } from '../../src/testing/run-all.js';
import { runSession } from '../../src/testing/session.js';
import { makeRepo, passingCases, simpleWorkflow, halfCoveredWorkflow } from '../helpers/repo.js';

afterAll(() => closeSandbox());

const examples = join(import.meta.dirname, '..', '..', 'examples');
const DAY_MS = 24 * 60 * 60 * 1000;

async function cli(args: string[], cwd = process.cwd()) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {}, cwd });
  return { code, stdout, stderr };
}

/** `flowgate test ROOT ARGS --json FILE` in process; the report it wrote. */
async function tested(root: string, args: string[] = [], cwd = process.cwd()) {
  const file = join(mkdtempSync(join(tmpdir(), 'flowgate-cache-report-')), 'report.json');
  const run = await cli(['test', root, ...args, '--json', file], cwd);
  return { ...run, file, report: JSON.parse(readFileSync(file, 'utf8')) as RunReport };
}

const byName = (report: RunReport, name: string): VersionResult => {
  const found = report.versions.find((v) => v.name === name);
  if (!found) throw new Error(`no version ${name} in the report (${report.versions.map((v) => v.name).join(', ')})`);
  return found;
};
const cachedNames = (report: RunReport) => report.versions.filter((v) => v.report.cached).map((v) => v.name).sort();

/** Every entry file under a cache folder. */
function entryFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    // Entries sit in folders by their key's first two characters; memo.json beside them is no entry.
    .filter((path) => path.endsWith('.json') && path.includes('/'))
    .map((path) => join(dir, path))
    .sort();
}

interface EntryFile {
  file: string;
  entry: { key: string; flowgate: { version: string; build: string }; shape: ReportShape; result: VersionResult };
}

const entries = (dir: string): EntryFile[] => entryFiles(dir).map((file) => ({ file, entry: JSON.parse(readFileSync(file, 'utf8')) }));

/** The one entry holding `name`'s report. */
function entryOf(dir: string, name: string): EntryFile {
  const found = entries(dir).filter(({ entry }) => entry.result.name === name);
  expect(found, `entries of ${name}`).toHaveLength(1);
  return found[0]!;
}

function editEntry(found: EntryFile, edit: (entry: EntryFile['entry']) => void): void {
  edit(found.entry);
  writeFileSync(found.file, JSON.stringify(found.entry));
}

const defaultDir = (root: string) => join(root, DEFAULT_CACHE_DIR);

const failing = { ...passingCases[0], name: 'expects three', expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 3 }] } };

/** Two passing workflow versions. */
const twoPassing = () =>
  makeRepo({
    'workflows/alpha/workflow.yaml': simpleWorkflow('alpha'),
    'workflows/alpha/tests.json': passingCases,
    'workflows/gamma/workflow.yaml': simpleWorkflow('gamma'),
    'workflows/gamma/tests.json': [...passingCases, { ...passingCases[0], name: 'computes two again' }],
  });

/** A passing version `good` beside what else a test needs: the cache is on and working in each repository. */
const withGood = (files: Record<string, unknown>) => makeRepo({ 'workflows/good/workflow.yaml': simpleWorkflow('good'), 'workflows/good/tests.json': passingCases, ...files });

/**
 * A version that depends on a template, a connections.yaml entry and its tests, beside a
 * connection it does not bind.
 */
const MAILER = `name: mailer
on: { manual: {} }
steps:
  - id: fetch
    uses: platform/http.request@v1
    connections: { api: crm }
    with: { url: /contacts }
  - id: mail
    uses: platform/email.send@v1
    with: { to: [ops@acme.example], subject: Contacts, template: welcome, data: { name: "\${{ steps.fetch.outputs.json.name }}" } }
`;
const MAILER_CASES = [
  { name: 'mails the contact', kind: 'happy', given: { http: [{ match: { path: '/contacts' }, respond: { json: { name: 'Ada' } } }] }, expect: { outcome: 'success', recipients: ['ops@acme.example'] } },
  { name: 'the CRM is down', kind: 'upstream_failure', given: { http: [{ match: { path: '/contacts' }, respond: { status: 503 } }] }, expect: { outcome: 'error', failed_step: 'fetch' } },
];
const mailerRepo = () =>
  makeRepo({
    'flowgate.yaml': 'email:\n  senders: [{ address: "ops@acme.example", verified: true, default: true }]\n',
    'connections.yaml': 'crm:\n  kind: http\n  production: { base_url: "https://crm.example", auth: none }\nother:\n  kind: http\n  production: { base_url: "https://other.example", auth: none }\n',
    'templates/welcome.html': '<p>Hello {{ name }}</p>',
    'workflows/mailer/workflow.yaml': MAILER,
    'workflows/mailer/tests.json': MAILER_CASES,
  });

describe('CACHE-01 a passing report is reused while its run key is unchanged', () => {
  it('CACHE-01 the second run reuses the first run\'s report, marked cached with its ran_at and run key, and counts it as passed', async () => {
    const root = twoPassing();
    const first = await tested(root, ['--cache']);
    expect(first.code).toBe(0);
    expect(cachedNames(first.report)).toEqual([]);
    const second = await tested(root, ['--cache']);
    expect(second.code).toBe(0);
    expect(second.report.passed).toBe(true);
    expect(second.report.summary).toEqual({ total: 3, passed: 3, failed: 0, invalid: 0, not_run: 0 });
    for (const fresh of first.report.versions) {
      const reused = byName(second.report, fresh.name);
      expect(reused.report.cached).toEqual({ ran_at: fresh.report.ran_at, run_key: fresh.run_key });
      // The very report of the first run, times included: nothing ran again.
      expect(reused).toEqual({ ...fresh, report: { ...fresh.report, cached: { ran_at: fresh.report.ran_at, run_key: fresh.run_key } } });
    }
  });

  it('CACHE-01 a cached version is not run: its report is what the entry holds', async () => {
    const root = twoPassing();
    await tested(root, ['--cache']);
    // A mark no run would make: the report can only come from the entry.
    editEntry(entryOf(defaultDir(root), 'alpha'), (entry) => {
      entry.result.report.ran_at = '2001-02-03T04:05:06.789Z';
      entry.result.report.cases[0]!.duration_ms = 424242;
    });
    const second = await tested(root, ['--cache']);
    const alpha = byName(second.report, 'alpha').report;
    expect(alpha.cached?.ran_at).toBe('2001-02-03T04:05:06.789Z');
    expect(alpha.cases[0]!.duration_ms).toBe(424242);
  });

  it('CACHE-01 the terminal says cached from <ran_at> on the version line and how many came from the cache in the footer', async () => {
    const root = twoPassing();
    const first = await tested(root, ['--cache']);
    expect(first.stdout).not.toContain('cached from');
    expect(first.stdout).not.toContain('from the cache');
    const second = await tested(root, ['--cache']);
    for (const name of ['alpha', 'gamma']) {
      const line = second.stdout.split('\n').find((text) => text.includes(`workflow ${name} (`));
      expect(line).toContain(`cached from ${byName(first.report, name).report.ran_at}`);
    }
    expect(second.stdout).toContain('Versions: 2 passed (2 from the cache), 0 failed');
    expect(second.stdout).toContain('PASS');
  });

  it('CACHE-01 without --cache nothing is written or read', async () => {
    const root = twoPassing();
    await tested(root, ['--cache']);
    const entriesBefore = entryFiles(defaultDir(root));
    expect(entriesBefore).toHaveLength(2);
    const plain = await tested(root);
    expect(cachedNames(plain.report)).toEqual([]);
    const other = twoPassing();
    await tested(other);
    expect(existsSync(join(other, '.flowgate'))).toBe(false);
  });

  it('CACHE-01 cache: true in flowgate.yaml turns the cache on without the flag', async () => {
    const root = twoPassing();
    writeFileSync(join(root, 'flowgate.yaml'), 'cache: true\n');
    const first = await tested(root);
    expect(entryFiles(defaultDir(root))).toHaveLength(2);
    const second = await tested(root);
    expect(second.code).toBe(0);
    expect(cachedNames(second.report)).toEqual(['alpha', 'gamma']);
    expect(byName(second.report, 'alpha').report.cached?.ran_at).toBe(byName(first.report, 'alpha').report.ran_at);
  });

  it('CACHE-01 runSession with cache.dir reuses as the CLI does', async () => {
    const root = twoPassing();
    const dir = mkdtempSync(join(tmpdir(), 'flowgate-cache-dir-'));
    const first = await runSession({ root, cache: { dir } });
    const second = await runSession({ root, cache: { dir } });
    expect(second.ok).toBe(true);
    expect(cachedNames(second.report)).toEqual(['alpha', 'gamma']);
    expect(byName(second.report, 'gamma').report.cached).toEqual({ ran_at: byName(first.report, 'gamma').report.ran_at, run_key: byName(first.report, 'gamma').run_key });
  });

  const changes: [what: string, change: (root: string) => void][] = [
    ['its tests.json', (root) => writeFileSync(join(root, 'workflows/mailer/tests.json'), JSON.stringify([...MAILER_CASES, { ...MAILER_CASES[0], name: 'mails the contact again' }]))],
    ['its workflow.yaml', (root) => writeFileSync(join(root, 'workflows/mailer/workflow.yaml'), `${MAILER}# changed\n`)],
    ['a template it uses', (root) => writeFileSync(join(root, 'templates/welcome.html'), '<p>Hello there, {{ name }}</p>')],
    ['the connections.yaml entry it binds', (root) => writeFileSync(join(root, 'connections.yaml'), readFileSync(join(root, 'connections.yaml'), 'utf8').replace('https://crm.example', 'https://crm2.example'))],
  ];
  for (const [what, change] of changes) {
    it(`CACHE-01 a change to ${what} is not served from the cache`, async () => {
      const root = mailerRepo();
      const first = await tested(root, ['--cache']);
      expect(first.code).toBe(0);
      expect(cachedNames((await tested(root, ['--cache'])).report)).toEqual(['mailer']);
      change(root);
      const after = await tested(root, ['--cache']);
      expect(after.code).toBe(0);
      expect(cachedNames(after.report)).toEqual([]);
      expect(byName(after.report, 'mailer').run_key).not.toBe(byName(first.report, 'mailer').run_key);
    });
  }

  it('CACHE-01 a change to a connections.yaml entry the version does not bind leaves its report cached', async () => {
    const root = mailerRepo();
    await tested(root, ['--cache']);
    writeFileSync(join(root, 'connections.yaml'), readFileSync(join(root, 'connections.yaml'), 'utf8').replace('https://other.example', 'https://other2.example'));
    expect(cachedNames((await tested(root, ['--cache'])).report)).toEqual(['mailer']);
  });

  it('CACHE-01 on the example repository a cached report is the fresh report, byte for byte, apart from times and the cached mark', async () => {
    const root = mkdtempSync(join(tmpdir(), 'flowgate-cache-examples-'));
    cpSync(examples, root, { recursive: true });
    rmSync(join(root, '.flowgate'), { recursive: true, force: true });
    const written = await tested(root, ['--cache']);
    expect(written.code).toBe(0);
    const cached = await tested(root, ['--cache']);
    expect(cached.code).toBe(0);
    const fresh = await tested(root);
    expect(fresh.code).toBe(0);
    expect(cachedNames(cached.report)).toEqual(fresh.report.versions.map((v) => v.name).sort());
    expect(cached.report.versions.map((v) => v.path)).toEqual(fresh.report.versions.map((v) => v.path));
    for (const [at, version] of fresh.report.versions.entries()) {
      const reused = cached.report.versions[at]!;
      expect(JSON.stringify(timeless(reused)), version.path).toBe(JSON.stringify(timeless(version)));
    }
    // And the whole run's summary is the same.
    expect(cached.report.summary).toEqual(fresh.report.summary);
  }, 180_000);
});

describe('CACHE-02 failed, partial and invalid reports are never reused', () => {
  const cases: [what: string, files: Record<string, unknown>][] = [
    ['a failed version', { 'workflows/bad/workflow.yaml': simpleWorkflow('bad'), 'workflows/bad/tests.json': [...passingCases, failing] }],
    ['a version with an invalid case', { 'workflows/bad/workflow.yaml': simpleWorkflow('bad'), 'workflows/bad/tests.json': [...passingCases, { name: 'broken', given: { nope: 1 }, expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 2 }] } }] }],
    ['a version with a problem', { 'workflows/bad/workflow.yaml': simpleWorkflow('bad').replace('platform/evaluate@v1', 'platform/evaluat@v1'), 'workflows/bad/tests.json': passingCases }],
    [
      'a version whose cases pass but whose required minimum is not met',
      {
        'workflows/bad/workflow.yaml': 'name: bad\non: { manual: {} }\nsteps:\n  - id: a\n    uses: platform/http.request@v1\n    with: { url: "https://api.example/x" }\n',
        'workflows/bad/tests.json': [{ name: 'fetches', kind: 'happy', given: { http: [{ match: { path: '/x' }, respond: { json: {} } }] }, expect: { outcome: 'success', http_calls: [{ path: '/x' }] } }],
      },
    ],
  ];
  for (const [what, files] of cases) {
    it(`CACHE-02 ${what} is neither written nor reused`, async () => {
      const root = withGood(files);
      const first = await tested(root, ['--cache']);
      expect(first.code).toBe(1);
      expect(byName(first.report, 'bad').report.passed).toBe(false);
      expect(entries(defaultDir(root)).map(({ entry }) => entry.result.name)).toEqual(['good']);
      const second = await tested(root, ['--cache']);
      expect(second.code).toBe(1);
      // The passing version beside it is reused: the cache was on.
      expect(cachedNames(second.report)).toEqual(['good']);
      expect(byName(second.report, 'bad').report.passed).toBe(false);
    });
  }

  it('CACHE-02 a filtered (partial) run writes nothing', async () => {
    const root = twoPassing();
    const partial = await tested(root, ['--cache', '--filter', 'alpha']);
    expect(partial.code).toBe(0);
    expect(partial.report.partial).toEqual({ filter: 'alpha' });
    expect(entryFiles(defaultDir(root))).toEqual([]);
    expect(cachedNames((await tested(root, ['--cache'])).report)).toEqual([]);
  });

  it('CACHE-02 a filtered (partial) run reads nothing: its versions run', async () => {
    const root = twoPassing();
    await tested(root, ['--cache']);
    const partial = await tested(root, ['--cache', '--filter', 'computes two again']);
    expect(partial.code).toBe(0);
    expect(cachedNames(partial.report)).toEqual([]);
    const gamma = byName(partial.report, 'gamma').report;
    expect(gamma.cases.map((c) => c.status)).toEqual(['not_run', 'passed']);
  });
});

describe('CACHE-03 where the cache lives and how long entries stay', () => {
  it('CACHE-03 the cache lives in .flowgate/cache of the root, whatever the working folder', async () => {
    const root = twoPassing();
    const elsewhere = mkdtempSync(join(tmpdir(), 'flowgate-cache-cwd-'));
    const { report } = await tested(relative(elsewhere, root), ['--cache'], elsewhere);
    const files = entryFiles(join(root, '.flowgate', 'cache'));
    expect(files).toHaveLength(2);
    // One file per entry, named by its key, in a folder of the key's first two digits.
    for (const { file, entry } of entries(join(root, '.flowgate', 'cache'))) {
      expect(relative(join(root, '.flowgate', 'cache'), file).split(/[\\/]/)).toEqual([entry.key.slice(0, 2), `${entry.key}.json`]);
    }
    expect(entries(join(root, '.flowgate', 'cache')).map(({ entry }) => entry.result.run_key).sort()).toEqual(report.versions.map((v) => v.run_key).sort());
    expect(readdirSync(elsewhere).filter((name) => name !== 'report.json')).toEqual([]);
  });

  it('CACHE-03 --cache-dir DIR moves it, relative to the working folder, and turns the cache on', async () => {
    const root = twoPassing();
    const elsewhere = mkdtempSync(join(tmpdir(), 'flowgate-cache-cwd-'));
    await tested(root, ['--cache-dir', 'here/cache'], elsewhere);
    expect(entryFiles(join(elsewhere, 'here', 'cache'))).toHaveLength(2);
    expect(existsSync(join(root, '.flowgate'))).toBe(false);
    const second = await tested(root, ['--cache-dir', 'here/cache'], elsewhere);
    expect(cachedNames(second.report)).toEqual(['alpha', 'gamma']);
    // The default place holds nothing, so a run reading there reuses nothing.
    expect(cachedNames((await tested(root, ['--cache'])).report)).toEqual([]);
  });

  it('CACHE-03 prune drops an entry unread for 31 days and keeps one read 29 days ago', async () => {
    const report = await testRoot(twoPassing());
    const now = Date.parse('2031-05-06T07:00:00.000Z');
    const cache = new ResultCache({ dir: mkdtempSync(join(tmpdir(), 'flowgate-cache-prune-')), now: () => now });
    const shape: ReportShape = { trace: 'failed', contracts: 'fail' };
    const [alpha, gamma] = [byName(report, 'alpha'), byName(report, 'gamma')];
    expect(cache.write(alpha, shape)).toBe(true);
    expect(cache.write(gamma, shape)).toBe(true);
    const [old, recent] = [entryOf(cache.dir, 'alpha').file, entryOf(cache.dir, 'gamma').file];
    utimesSync(old, new Date(now - 31 * DAY_MS), new Date(now - 31 * DAY_MS));
    utimesSync(recent, new Date(now - 29 * DAY_MS), new Date(now - 29 * DAY_MS));
    expect(cache.prune()).toBe(1);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
  });

  it('CACHE-03 a read refreshes the entry\'s time, so the 30 days count from the last read', async () => {
    const report = await testRoot(twoPassing());
    const written = Date.parse('2031-05-06T07:00:00.000Z');
    let now = written;
    const cache = new ResultCache({ dir: mkdtempSync(join(tmpdir(), 'flowgate-cache-read-')), now: () => now });
    const shape: ReportShape = { trace: 'failed', contracts: 'fail' };
    const alpha = byName(report, 'alpha');
    cache.write(alpha, shape);
    const file = entryOf(cache.dir, 'alpha').file;
    utimesSync(file, new Date(written), new Date(written));
    now = written + 20 * DAY_MS;
    expect(cache.read({ runKey: alpha.run_key, versionId: alpha.version_id, path: alpha.path }, shape)?.result.report.cached).toEqual({ ran_at: alpha.report.ran_at, run_key: alpha.run_key });
    expect(statSync(file).mtimeMs).toBe(now);
    // 40 days after it was written, 20 after it was read: kept.
    now = written + 40 * DAY_MS;
    expect(cache.prune()).toBe(0);
    expect(existsSync(file)).toBe(true);
    now = written + 51 * DAY_MS;
    expect(cache.prune()).toBe(1);
    expect(existsSync(file)).toBe(false);
  });

  it('CACHE-03 at the end of a run, entries unread for over 30 days are dropped and the ones this run read are kept', async () => {
    const root = twoPassing();
    await tested(root, ['--cache']);
    const dir = defaultDir(root);
    const alphaBefore = entryOf(dir, 'alpha').file;
    const gammaBefore = entryOf(dir, 'gamma').file;
    // gamma changes, so its old entry is no longer read; both entries look 31 days unread.
    writeFileSync(join(root, 'workflows/gamma/tests.json'), JSON.stringify(passingCases));
    const longAgo = new Date(Date.now() - 31 * DAY_MS);
    utimesSync(alphaBefore, longAgo, longAgo);
    utimesSync(gammaBefore, longAgo, longAgo);
    // An entry of something gone, read 29 days ago, stays.
    const orphan = join(dir, 'ff', `ff${'0'.repeat(62)}.json`);
    mkdirSync(join(dir, 'ff'), { recursive: true });
    writeFileSync(orphan, readFileSync(alphaBefore, 'utf8'));
    const lately = new Date(Date.now() - 29 * DAY_MS);
    utimesSync(orphan, lately, lately);
    const second = await tested(root, ['--cache']);
    expect(cachedNames(second.report)).toEqual(['alpha']);
    expect(existsSync(alphaBefore)).toBe(true);
    expect(existsSync(gammaBefore)).toBe(false);
    expect(existsSync(orphan)).toBe(true);
    // gamma's new report was written in its place.
    expect(entryOf(dir, 'gamma').entry.result.run_key).toBe(byName(second.report, 'gamma').run_key);
  });

  const corruptions: [what: string, corrupt: (found: EntryFile) => void][] = [
    ['garbage instead of JSON', ({ file }) => writeFileSync(file, '{"flowgate_cache": 1, "key": ')],
    ['an entry edited to passed: false', (found) => editEntry(found, (entry) => void (entry.result.report.passed = false))],
    ['an entry with a failed case', (found) => editEntry(found, (entry) => void (entry.result.report.cases[0]!.status = 'failed'))],
    ['an entry from another flowgate build', (found) => editEntry(found, (entry) => void (entry.flowgate.build = 'another-build00'))],
    ['an entry from another flowgate version', (found) => editEntry(found, (entry) => void (entry.flowgate.version = '9.9.9'))],
    ['an entry for another run key', (found) => editEntry(found, (entry) => void (entry.result.run_key = entry.result.report.run_key = `sha256:${'1'.repeat(64)}`))],
    ['an entry for another version folder', (found) => editEntry(found, (entry) => void (entry.result.path = 'workflows/gamma'))],
  ];
  for (const [what, corrupt] of corruptions) {
    it(`CACHE-03 ${what} is ignored: the version runs afresh and passes on its own`, async () => {
      const root = twoPassing();
      await tested(root, ['--cache']);
      corrupt(entryOf(defaultDir(root), 'alpha'));
      const second = await tested(root, ['--cache']);
      expect(second.code).toBe(0);
      expect(cachedNames(second.report)).toEqual(['gamma']);
      expect(byName(second.report, 'alpha').report.passed).toBe(true);
      // The fresh report took the place of what was there.
      expect(cachedNames((await tested(root, ['--cache'])).report)).toEqual(['alpha', 'gamma']);
    });
  }

  it('CACHE-03 an entry that claims a pass is ignored when the version holds another report: a failing version still fails', async () => {
    const root = withGood({ 'workflows/bad/workflow.yaml': simpleWorkflow('bad'), 'workflows/bad/tests.json': [...passingCases, failing] });
    await tested(root, ['--cache']);
    const good = entryOf(defaultDir(root), 'good');
    const bad = loadRepository(root).versions.find((v) => v.name === 'bad')!;
    // good's passing report copied under bad's key: its run key, version and folder are good's.
    const key = new ResultCache({ dir: defaultDir(root) }).key(bad.runKey, good.entry.shape);
    mkdirSync(join(defaultDir(root), key.slice(0, 2)), { recursive: true });
    writeFileSync(join(defaultDir(root), key.slice(0, 2), `${key}.json`), JSON.stringify({ ...good.entry, key }));
    const second = await tested(root, ['--cache']);
    expect(second.code).toBe(1);
    expect(byName(second.report, 'bad').report.cached).toBeUndefined();
    expect(byName(second.report, 'bad').report.passed).toBe(false);
  });
});

describe('CACHE-04 --cache-verify N runs one in N cached versions again', () => {
  it('CACHE-04 --cache-verify 1 runs every cached version again; an unchanged one passes, is kept, and is not marked cached', async () => {
    const root = twoPassing();
    await tested(root, ['--cache']);
    const verified = await tested(root, ['--cache-verify', '1']);
    expect(verified.code).toBe(0);
    expect(cachedNames(verified.report)).toEqual([]);
    expect(verified.report.versions.every((v) => v.report.passed && v.report.problems.length === 0)).toBe(true);
    expect(entryFiles(defaultDir(root))).toHaveLength(2);
    expect(cachedNames((await tested(root, ['--cache'])).report)).toEqual(['alpha', 'gamma']);
  });

  it('CACHE-04 a cached report that differs from the fresh one fails the run, naming the version and the first difference, and is dropped', async () => {
    const root = twoPassing();
    await tested(root, ['--cache']);
    const alpha = entryOf(defaultDir(root), 'alpha');
    editEntry(alpha, (entry) => void (entry.result.report.cases[0]!.checks[0]!.sentence = 'something that was never checked'));
    // Without verifying, the cache is believed.
    expect((await tested(root, ['--cache'])).code).toBe(0);
    const verified = await tested(root, ['--cache-verify', '1']);
    expect(verified.code).toBe(1);
    const report = byName(verified.report, 'alpha').report;
    expect(report.passed).toBe(false);
    expect(report.problems).toEqual([expect.objectContaining({ code: 'cache_mismatch', message: expect.stringContaining('report.cases[0].checks[0].sentence') })]);
    expect(byName(verified.report, 'gamma').report.passed).toBe(true);
    const versionLine = verified.stdout.split('\n').find((line) => line.includes('workflow alpha ('));
    expect(versionLine).toMatch(/^✗/);
    expect(verified.stdout).toContain('report.cases[0].checks[0].sentence');
    expect(existsSync(alpha.file)).toBe(false);
  });

  it('CACHE-04 --cache-verify 2 over four cached versions runs exactly two again', async () => {
    const root = makeRepo(Object.fromEntries(['a', 'b', 'c', 'd'].flatMap((name) => [[`workflows/${name}/workflow.yaml`, simpleWorkflow(name)], [`workflows/${name}/tests.json`, passingCases]])));
    await tested(root, ['--cache']);
    const verified = await tested(root, ['--cache-verify', '2']);
    expect(verified.code).toBe(0);
    expect(cachedNames(verified.report)).toHaveLength(2);
    expect(verified.report.versions.filter((v) => !v.report.cached)).toHaveLength(2);
  });

  it('CACHE-04 on the example repository with --trace on, every cached version run again matches its entry', async () => {
    const root = mkdtempSync(join(tmpdir(), 'flowgate-cache-examples-'));
    cpSync(examples, root, { recursive: true });
    expect((await tested(root, ['--cache', '--trace', 'on'])).code).toBe(0);
    const verified = await tested(root, ['--cache-verify', '1', '--trace', 'on']);
    expect(verified.report.versions.flatMap((v) => v.report.problems)).toEqual([]);
    expect(verified.code).toBe(0);
    expect(cachedNames(verified.report)).toEqual([]);
  }, 180_000);

  for (const bad of ['0', 'x', '-1', '1.5']) {
    it(`CACHE-04 --cache-verify ${bad} is a usage error`, async () => {
      const root = twoPassing();
      const { code, stderr } = await cli(['test', root, '--cache-verify', bad]);
      expect(code).toBe(2);
      expect(stderr).toContain('--cache-verify');
      expect(existsSync(join(root, '.flowgate'))).toBe(false);
    });
  }
});

describe('CACHE-05 verify and a cached report', () => {
  it('CACHE-05 flowgate verify accepts a report whose versions came from the cache', async () => {
    const root = twoPassing();
    await tested(root, ['--cache']);
    const second = await tested(root, ['--cache']);
    expect(cachedNames(second.report)).toEqual(['alpha', 'gamma']);
    const verified = await cli(['verify', second.file, root]);
    expect(verified.stdout).toBe('activatable workflows/alpha\nactivatable workflows/gamma\n');
    expect(verified.code).toBe(0);
  });
});

describe('CACHE-06 options that shape a report key the cache', () => {
  // The run key covers flowgate.yaml's email and limits and the connections a version binds;
  // a problem elsewhere in the project's settings fails every version all the same.
  const projectProblems: [what: string, files: Record<string, string>, message: string][] = [
    ['a flowgate.yaml with a problem', { 'flowgate.yaml': 'nonsense: 1\n' }, 'flowgate.yaml'],
    [
      'a connections.yaml entry the version does not bind naming an API document that is not there',
      { 'connections.yaml': 'crm:\n  kind: http\n  openapi: apis/missing.yaml\n  production: { base_url: "https://crm.example", auth: none }\n' },
      'connections.yaml',
    ],
  ];
  for (const [what, files, file] of projectProblems) {
    it(`CACHE-06 a cached pass does not pass once ${what} fails every fresh run`, async () => {
      const root = twoPassing();
      const before = await tested(root, ['--cache']);
      expect(before.code).toBe(0);
      for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
      const fresh = await tested(root);
      expect(fresh.code).toBe(1);
      // Nothing the run key covers changed.
      expect(fresh.report.versions.map((v) => v.run_key)).toEqual(before.report.versions.map((v) => v.run_key));
      const withCache = await tested(root, ['--cache']);
      expect(withCache.code).toBe(1);
      expect(cachedNames(withCache.report)).toEqual([]);
      for (const version of withCache.report.versions) expect(version.report.problems.map((p) => p.file)).toContain(file);
    });
  }

  it('CACHE-06 --trace on after a cached --trace failed run is not served from the cache: passing cases carry traces', async () => {
    const root = twoPassing();
    const failed = await tested(root, ['--cache', '--trace', 'failed']);
    expect(failed.report.versions.flatMap((v) => v.report.cases).every((c) => c.trace === undefined)).toBe(true);
    const on = await tested(root, ['--cache', '--trace', 'on']);
    expect(cachedNames(on.report)).toEqual([]);
    expect(on.report.versions.flatMap((v) => v.report.cases).every((c) => c.trace !== undefined)).toBe(true);
    // Each mode has its own entry.
    expect(cachedNames((await tested(root, ['--cache', '--trace', 'failed'])).report)).toEqual(['alpha', 'gamma']);
    expect(cachedNames((await tested(root, ['--cache', '--trace', 'on'])).report)).toEqual(['alpha', 'gamma']);
  });

  it('CACHE-06 a pass cached without a minimum coverage does not pass a run with --min-coverage the version misses', async () => {
    const root = makeRepo({
      'workflows/half/workflow.yaml': halfCoveredWorkflow,
      'workflows/half/tests.json': [...passingCases, { ...passingCases[0], name: 'nothing to do', kind: 'empty' }],
    });
    const first = await tested(root, ['--cache']);
    expect(first.code).toBe(0);
    expect(byName(first.report, 'half').report.coverage!.percent).toBeLessThan(100);
    const gated = await tested(root, ['--cache', '--min-coverage', '100']);
    expect(gated.code).toBe(1);
    expect(byName(gated.report, 'half').report.cached).toBeUndefined();
    expect(byName(gated.report, 'half').report.passed).toBe(false);
    expect(entries(defaultDir(root))).toHaveLength(1);
  });

  it('CACHE-06 a pass cached under contracts: warn with a divergence does not pass under contracts: fail', async () => {
    const root = makeRepo({
      'flowgate.yaml': 'contracts: warn\n',
      'connections.yaml': 'crm:\n  kind: http\n  openapi: apis/crm.yaml\n  production: { base_url: "https://crm.example", auth: none }\n',
      'apis/crm.yaml': 'openapi: 3.1.0\ninfo: { title: CRM, version: "1" }\npaths:\n  /contacts:\n    get:\n      responses:\n        "200":\n          description: ok\n          content: { application/json: { schema: { type: array } } }\n',
      'workflows/list/workflow.yaml': 'name: list\non: { manual: {} }\nsteps:\n  - id: fetch\n    uses: platform/http.request@v1\n    connections: { api: crm }\n    with: { url: /contacts }\n',
      // The document says an array; the mock answers an object.
      'workflows/list/tests.json': [
        { name: 'lists', kind: 'happy', given: { http: [{ match: { path: '/contacts' }, respond: { json: { not: 'an array' } } }] }, expect: { outcome: 'success', http_calls: [{ path: '/contacts' }] } },
        { name: 'the CRM is down', kind: 'upstream_failure', given: { http: [{ match: { path: '/contacts' }, respond: { status: 503 } }] }, expect: { outcome: 'error', failed_step: 'fetch' } },
      ],
    });
    const warned = await tested(root, ['--cache']);
    expect(warned.code).toBe(0);
    expect(byName(warned.report, 'list').report.cases[0]!.warnings).toHaveLength(1);
    expect(cachedNames((await tested(root, ['--cache'])).report)).toEqual(['list']);
    writeFileSync(join(root, 'flowgate.yaml'), 'contracts: fail\n');
    const strict = await tested(root, ['--cache']);
    expect(strict.code).toBe(1);
    expect(byName(strict.report, 'list').report.cached).toBeUndefined();
    expect(byName(strict.report, 'list').report.cases[0]!.status).toBe('failed');
  });
});

describe('a cache that came with the checkout', () => {
  it('CACHE-02 entries committed to the repository are never trusted: the run ignores the cache and says why', async () => {
    const root = twoPassing();
    expect((await tested(root, ['--cache'])).code).toBe(0);
    // Someone commits the cache folder, with a report a fresh run would not give.
    const [first] = entries(defaultDir(root));
    first!.entry.result.report.cases[0]!.checks[0]!.sentence = 'forged';
    writeFileSync(first!.file, JSON.stringify(first!.entry));
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore', env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.com' } });
    git('init', '-q');
    git('add', '-f', '.');
    git('commit', '-qm', 'with a cache');
    const again = await tested(root, ['--cache']);
    expect(again.code).toBe(0);
    expect(cachedNames(again.report)).toEqual([]);
    expect(JSON.stringify(again.report)).not.toContain('forged');
    expect(again.stderr).toMatch(/holds \d+ file\(s\) committed to the repository; a committed report could be anyone's, so the cache is not used/);
  });
});

describe('finding a version unchanged without reading it', () => {
  it('CACHE-01 a test list rewritten to the same size with its old modification time put back is still seen as changed', async () => {
    const root = twoPassing();
    expect((await tested(root, ['--cache'])).code).toBe(0);
    expect(cachedNames((await tested(root, ['--cache'])).report)).toHaveLength(2);
    const tests = join(root, 'workflows', 'alpha', 'tests.json');
    const before = statSync(tests);
    const text = readFileSync(tests, 'utf8');
    expect(text).toContain('computes two');
    writeFileSync(tests, text.replace('computes two', 'computes 2!!'));
    utimesSync(tests, before.atime, before.mtime);
    expect(statSync(tests).size).toBe(before.size);
    const after = await tested(root, ['--cache']);
    expect(cachedNames(after.report)).toEqual(['gamma']);
    expect(byName(after.report, 'alpha').report.cases.map((c) => c.name)).toContain('computes 2!!');
  });
});
