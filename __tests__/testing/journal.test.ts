/**
 * One journal per case: the engine's events folded once and every request logged once,
 * tagged with the step and attempt that made it, with what the mocks did written on the
 * same entry. The trace, the coverage facts, the run log's durations and the recorded
 * case are projections of it, and one case runner plays every case.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRepository } from '../../src/definitions/repository.js';
import type { TestCase } from '../../src/definitions/test-list/intake.js';
import { closeSandbox } from '../../src/sandbox/index.js';
import { coverageFacts } from '../../src/testing/coverage/facts.js';
import type { MockNote } from '../../src/testing/http-mocks.js';
import { RunJournal } from '../../src/testing/journal/journal.js';
import { playCase, runCase } from '../../src/testing/run-case.js';

afterAll(() => closeSandbox());

const REPO = join(import.meta.dirname, '..', '..');
const examples = join(REPO, 'examples');

function exampleCase(version: string, name: string) {
  const repo = loadRepository(examples);
  const found = repo.versions.find((v) => v.name === version)!;
  const cases = JSON.parse(readFileSync(join(examples, found.location.testsFile!), 'utf8')) as TestCase[];
  return { repo, version: found, testCase: cases.find((c) => c.name === name)! };
}

describe('the case journal', () => {
  it('REPORT-17 logs each request once, tagged with the step and attempt that made it; the mocks write on the same entry', async () => {
    const { repo, version, testCase } = exampleCase('overdue-invoices', 'a slow answer times out and the retry succeeds');
    const played = await playCase(repo, version, testCase);
    // The world's call list (what http_calls checks read) is the journal's own: one log, not two.
    expect(played.world.http.calls).toBe(played.journal.calls);
    const fetches = played.journal.calls.filter((call) => call.step === 'fetch');
    expect(fetches.map(({ step, attempt, status, failure, note }) => ({ step, attempt, status, failure, mock: note?.mock }))).toEqual([
      { step: 'fetch', attempt: 1, status: undefined, failure: 'timeout', mock: { list: 'given.http', index: 0 } },
      { step: 'fetch', attempt: 2, status: 200, failure: undefined, mock: { list: 'given.http', index: 1 } },
    ]);
    // The trace's requests are those entries, in the same order and with the same tags.
    const { report } = await runCase(repo, version, testCase, { trace: 'on' });
    const traced = report.trace!.requests.filter((request) => request.step === 'fetch');
    expect(traced.map(({ attempt, status, error, mock }) => ({ attempt, status, error, index: mock?.index }))).toEqual([
      { attempt: 1, status: undefined, error: 'timeout', index: 0 },
      { attempt: 2, status: 200, error: undefined, index: 1 },
    ]);
  });

  it('REPORT-18 an unmocked request carries its nearest miss on its entry, and coverage reads the same entry', async () => {
    const { repo, version, testCase } = exampleCase('overdue-invoices', 'a slow answer times out and the retry succeeds');
    const broken: TestCase = { ...testCase, given: { ...testCase.given, http: [] } };
    const played = await playCase(repo, version, broken);
    const first = played.journal.calls[0]!;
    expect(first).toMatchObject({ step: 'fetch', attempt: 1, failure: 'http_unmocked' });
    // Refused by the mocks: it reached them, so the step called out, and the refusal is the test's, not an upstream failure.
    expect(first.note).toEqual({});
    const facts = coverageFacts(played.journal, new Set());
    expect(facts.steps.get('fetch')).toMatchObject({ reached: true, calledOut: true, upstreamFailure: false, result: 'failure' });
  });

  it('REPORT-18 coverage facts are a projection of the journal alone: attempts, retries, conditions and requests by step', () => {
    const journal = new RunJournal<MockNote>();
    const { observe } = journal;
    const open = (step: string, startMs: number) => {
      observe({ kind: 'attempt_started', step, attempt: 1, round: null, atMs: startMs });
      return journal.open({ method: 'GET', url: `https://x.example/${step}`, headers: {}, body: '' }, { startMs, body: '', timeoutMs: 1000 });
    };
    observe({ kind: 'step_started', step: 'a', atMs: 0 });
    const a = open('a', 0);
    Object.assign(a, { status: 503, endMs: 5, note: { mock: { list: 'given.http', index: 0 } } });
    observe({ kind: 'attempt_failed', step: 'a', attempt: 1, round: null, error: { code: 'http_status', message: 'm' }, retried: true, atMs: 5 });
    observe({ kind: 'step_finished', step: 'a', record: { result: 'success', outputs: {}, error: null }, atMs: 9 });
    observe({ kind: 'step_started', step: 'b', atMs: 9 });
    observe({ kind: 'condition', step: 'b', value: false });
    observe({ kind: 'step_finished', step: 'b', record: { result: 'skipped', outputs: null, error: null }, skipped: 'condition', atMs: 9 });
    const facts = coverageFacts(journal, new Set(['b']));
    expect([...facts.steps]).toEqual([
      ['a', { result: 'success', reached: true, retried: true, calledOut: true, upstreamFailure: true, stubbed: false }],
      ['b', { result: 'skipped', skipped: 'condition', condition: false, reached: false, retried: false, calledOut: false, upstreamFailure: false, stubbed: true }],
    ]);
    expect(journal.calls[0]).toMatchObject({ step: 'a', attempt: 1, startMs: 0 });
    expect([...journal.durations()]).toEqual([
      ['a', 9],
      ['b', 0],
    ]);
  });

  it('REPORT-17 what the world adds (mail, artifacts, log lines) belongs to the step that was running, the given artifacts to nobody', () => {
    const sent: unknown[] = [];
    const artifacts: unknown[] = ['given.csv'];
    const logLines: unknown[] = [];
    const journal = new RunJournal().follow({ mailbox: { sent }, artifacts: { list: () => artifacts }, logLines });
    expect(journal.givenArtifacts).toBe(1);
    journal.observe({ kind: 'step_started', step: 'write', atMs: 0 });
    artifacts.push('out.csv');
    logLines.push('wrote it');
    journal.observe({ kind: 'step_finished', step: 'write', record: { result: 'success', outputs: {}, error: null }, atMs: 1 });
    journal.observe({ kind: 'step_started', step: 'mail', atMs: 1 });
    journal.observe({ kind: 'attempt_started', step: 'mail', attempt: 2, round: null, atMs: 1 });
    sent.push('an email');
    journal.close();
    expect(journal.made).toEqual({ emails: [{ step: 'mail', attempt: 2 }], artifacts: [{ step: 'write' }], logs: [{ step: 'write' }] });
  });
});

/** Every .ts file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('one case runner', () => {
  it('WORLD-01 the harness, the replay of a recorded case and every door play cases through playCase alone', () => {
    // The engine is started by the case runner (test cases) and by `flowgate run` (real runs), nowhere else.
    const starters = sources(join(REPO, 'src'))
      .filter((file) => !file.includes(`${join('src', 'engine')}`))
      .filter((file) => /from '[./]*engine\/(run|run-action)\.js'/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(REPO, file).split('\\').join('/'));
    expect(starters.sort()).toEqual(['src/run/command.ts', 'src/testing/run-case.ts']);
    expect(readFileSync(join(REPO, 'src/run/record/replay.ts'), 'utf8')).toContain('playCase(');
  });
});
