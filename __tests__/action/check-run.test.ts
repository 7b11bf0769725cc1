/**
 * GHA-07, GHA-17: with a `github-token`, every run creates a check run with the summary
 * and the annotations; without the permission (a fork's read-only token) the step falls
 * back to workflow commands. A local HTTP server on 127.0.0.1 stands in for the GitHub
 * API (GITHUB_API_URL).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Annotation } from '../../src/reporters/github.js';
import { makeRepo, passingCases, simpleWorkflow } from '../helpers/repo.js';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: any;
}

type Answer = (seen: Seen) => { status: number; json: unknown };

/** The fake GitHub API: records every request and answers with `answer`. */
class FakeGitHub {
  readonly seen: Seen[] = [];
  answer: Answer = () => ({ status: 404, json: { message: 'Not Found' } });
  private server: Server = createServer((req, res) => void this.handle(req, res));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const seen: Seen = { method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body: text ? JSON.parse(text) : null };
    this.seen.push(seen);
    const { status, json } = this.answer(seen);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(json));
  }
}

const CHECK_URL = 'https://github.example/o/r/runs/4242';

/** Answers like GitHub when the token may write checks. */
const checksAllowed: Answer = (seen) => {
  if (seen.method === 'POST' && seen.url === '/repos/o/r/check-runs') return { status: 201, json: { id: 4242, html_url: CHECK_URL } };
  if (seen.method === 'PATCH' && seen.url === '/repos/o/r/check-runs/4242') return { status: 200, json: { id: 4242 } };
  return { status: 404, json: { message: 'Not Found' } };
};

/** Answers like GitHub to a fork pull request's read-only token. */
const readOnlyToken: Answer = () => ({ status: 403, json: { message: 'Resource not accessible by integration' } });

const TOKEN = 'test-dummy-github-token';
const PUSH_SHA = 'a'.repeat(40);
const HEAD_SHA = 'b'.repeat(40);

const api = new FakeGitHub();
let apiUrl = '';
let createCheckRun: typeof import('../../src/action/check-run.js').createCheckRun;
let checkRunName: typeof import('../../src/action/check-run.js').checkRunName;
let github: typeof import('@actions/github');

function annotations(n: number): Annotation[] {
  return Array.from({ length: n }, (_, i) => ({ file: `workflows/w${i % 3}/tests.json`, line: i + 2, title: `w${i % 3} › case ${i}`, message: `check ${i} fails\nexpected: 1\nactual: 2` }));
}

const content = (list: Annotation[], passed = false) => ({ name: 'flowgate', passed, title: '9 passed, 3 failed, 0 invalid, 0 not run', summary: '## flowgate\n| table |', annotations: list });

beforeAll(async () => {
  apiUrl = await api.start();
  // @actions/github reads these when it is first loaded, so they are set before the import.
  const folder = mkdtempSync(join(tmpdir(), 'flowgate-event-'));
  writeFileSync(join(folder, 'event.json'), JSON.stringify({ pull_request: { number: 7, head: { sha: HEAD_SHA } } }));
  Object.assign(process.env, { GITHUB_API_URL: apiUrl, GITHUB_REPOSITORY: 'o/r', GITHUB_SHA: PUSH_SHA, GITHUB_EVENT_PATH: join(folder, 'event.json') });
  github = await import('@actions/github');
  ({ createCheckRun, checkRunName } = await import('../../src/action/check-run.js'));
});

afterAll(() => api.stop());

beforeEach(() => {
  api.seen.length = 0;
  api.answer = checksAllowed;
});

describe('createCheckRun (GHA-07)', () => {
  it('GHA-18 GHA-07 posts 120 annotations in batches of 50: checks.create with the first, checks.update with the rest', async () => {
    const list = annotations(120);
    await createCheckRun(TOKEN, content(list));
    expect(api.seen.map((s) => `${s.method} ${s.url} ${s.body.output.annotations.length}`)).toEqual([
      'POST /repos/o/r/check-runs 50',
      'PATCH /repos/o/r/check-runs/4242 50',
      'PATCH /repos/o/r/check-runs/4242 20',
    ]);
    const sent = api.seen.flatMap((s) => s.body.output.annotations);
    expect(sent.map((a: any) => a.title)).toEqual(list.map((a) => a.title));
    expect(sent[0]).toEqual({ path: 'workflows/w0/tests.json', start_line: 2, end_line: 2, annotation_level: 'failure', title: 'w0 › case 0', message: 'check 0 fails\nexpected: 1\nactual: 2' });
    for (const s of api.seen) {
      expect(s.authorization).toBe(`token ${TOKEN}`);
      expect(s.body.output).toMatchObject({ title: '9 passed, 3 failed, 0 invalid, 0 not run', summary: '## flowgate\n| table |' });
    }
  });

  it('GHA-07 the check run is completed on the pull request’s head commit, named flowgate, with the run’s conclusion', async () => {
    await createCheckRun(TOKEN, content(annotations(1)));
    expect(api.seen[0]!.body).toMatchObject({ name: 'flowgate', head_sha: HEAD_SHA, status: 'completed', conclusion: 'failure' });
    await createCheckRun(TOKEN, content(annotations(1), true));
    expect(api.seen[1]!.body.conclusion).toBe('success');
  });

  it('GHA-07 without a pull request in the event, the check run goes on GITHUB_SHA', async () => {
    const saved = github.context.payload;
    github.context.payload = {};
    try {
      await createCheckRun(TOKEN, content(annotations(1)));
    } finally {
      github.context.payload = saved;
    }
    expect(api.seen[0]!.body.head_sha).toBe(PUSH_SHA);
  });

  it('GHA-18 exactly 50 annotations take one request; 51 take two', async () => {
    await createCheckRun(TOKEN, content(annotations(50)));
    expect(api.seen.map((s) => s.method)).toEqual(['POST']);
    api.seen.length = 0;
    await createCheckRun(TOKEN, content(annotations(51)));
    expect(api.seen.map((s) => `${s.method} ${s.body.output.annotations.length}`)).toEqual(['POST 50', 'PATCH 1']);
  });

  it('GHA-07 an annotation without a line is put on line 1; an over-long title is cut to GitHub’s 255 characters', async () => {
    await createCheckRun(TOKEN, content([{ file: 'tests.json', title: 't'.repeat(400), message: 'minimum: add a happy case' }]));
    const [sent] = api.seen[0]!.body.output.annotations;
    expect(sent).toMatchObject({ path: 'tests.json', start_line: 1, end_line: 1 });
    expect(sent.title).toHaveLength(255);
  });

  it('GHA-17 the check run is named as given and its page’s URL is returned', async () => {
    const { url } = await createCheckRun(TOKEN, { ...content([]), name: 'flowgate (shard 2/4)' });
    expect(api.seen[0]!.body.name).toBe('flowgate (shard 2/4)');
    expect(url).toBe(CHECK_URL);
  });

  it('GHA-17 the name is flowgate, flowgate (shard I/N) when sharded, and check-name wins', () => {
    expect(checkRunName('', undefined)).toBe('flowgate');
    expect(checkRunName('', { index: 2, count: 4 })).toBe('flowgate (shard 2/4)');
    expect(checkRunName('  ', { index: 1, count: 3 })).toBe('flowgate (shard 1/3)');
    expect(checkRunName('flows / e2e', { index: 2, count: 4 })).toBe('flows / e2e');
  });

  it('GHA-07 a token without checks permission (403) makes createCheckRun fail, so the caller can fall back', async () => {
    api.answer = readOnlyToken;
    await expect(createCheckRun(TOKEN, content(annotations(3)))).rejects.toThrow(/Resource not accessible by integration/);
    expect(api.seen).toHaveLength(1);
  });
});

/** Runs the bundled Action in a child process, so the fake API can answer while it runs. */
function runBundle(workspace: string, env: Record<string, string>): Promise<{ status: number | null; stdout: string; stderr: string; outputs: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'flowgate-action-'));
  const outputFile = join(folder, 'output.txt');
  writeFileSync(outputFile, '');
  writeFileSync(join(folder, 'summary.md'), '');
  const child = spawn(process.execPath, [join(import.meta.dirname, '..', '..', 'dist', 'index.js')], {
    cwd: folder,
    env: {
      PATH: process.env.PATH ?? '',
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: workspace,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: join(folder, 'summary.md'),
      RUNNER_TEMP: join(folder, 'temp'),
      GITHUB_REPOSITORY: 'o/r',
      GITHUB_SHA: PUSH_SHA,
      INPUT_PATH: '.',
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr, outputs: readFileSync(outputFile, 'utf8') })));
}

describe('the bundled Action with a read-only token (GHA-07)', () => {
  it('GHA-07 GHA-12 a 403 from the checks API degrades to ::error workflow commands and a notice, never a crash', async () => {
    api.answer = readOnlyToken;
    const failing = [
      { name: 'adds wrongly', kind: 'happy', expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 3 }] } },
      { name: 'adds right', kind: 'happy', expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 2 }] } },
    ];
    const workspace = makeRepo({ 'workflows/sum/workflow.yaml': simpleWorkflow('sum'), 'workflows/sum/tests.json': failing });
    const run = await runBundle(workspace, { GITHUB_API_URL: apiUrl, 'INPUT_GITHUB-TOKEN': TOKEN });

    // It asked for a check run, with the token, and was refused.
    expect(api.seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /repos/o/r/check-runs']);
    expect(api.seen[0]!.authorization).toBe(`token ${TOKEN}`);
    const lines = run.stdout.split('\n');
    const notice = lines.find((l) => l.startsWith('::notice'));
    expect(notice).toMatch(/could not create a check run/);
    const errors = lines.filter((l) => l.startsWith('::error '));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^::error title=sum › adds wrongly,file=workflows\/sum\/tests\.json,line=\d+::step a output \$\.result equals 3/);
    // The step fails because a report failed, not because of the API: outputs are all set.
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^::error::Not every test report passed/m);
    expect(run.outputs).toMatch(/^passed<<.*\nfalse\n/m);
    expect(run.outputs).toMatch(/^total<<.*\n2\n/m);
    expect(run.stderr).not.toMatch(/at .*\.js:\d+/);
    expect(run.stdout + run.stderr).not.toContain(TOKEN);
  }, 120_000);

  it('GHA-07 an unreachable API is treated the same way', async () => {
    const workspace = makeRepo({ 'workflows/sum/workflow.yaml': simpleWorkflow('sum'), 'workflows/sum/tests.json': [{ name: 'wrong', kind: 'happy', expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 3 }] } }] });
    const closed = new FakeGitHub();
    const closedUrl = await closed.start();
    await closed.stop();
    const run = await runBundle(workspace, { GITHUB_API_URL: closedUrl, 'INPUT_GITHUB-TOKEN': TOKEN });
    expect(run.stdout).toMatch(/^::notice::.*could not create a check run/m);
    expect(run.stdout).toMatch(/^::error title=sum › wrong,file=workflows\/sum\/tests\.json/m);
    expect(run.status).toBe(1);
  }, 120_000);
});

/** The outputs GitHub would read from GITHUB_OUTPUT. */
function outputsOf(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  for (const match of text.matchAll(/^([\w-]+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[match[1]!] = match[3]!;
  return outputs;
}

const sumRepo = (cases: unknown[]) => makeRepo({ 'workflows/sum/workflow.yaml': simpleWorkflow('sum'), 'workflows/sum/tests.json': cases });
const wrongCase = { name: 'adds wrongly', kind: 'happy', expect: { outcome: 'success', step_outputs: [{ step: 'a', path: '$.result', equals: 3 }] } };

describe('the bundled Action with a token that may write checks (GHA-17)', () => {
  it('GHA-17 a passing run creates a check run too: named flowgate, success, the summary’s table, its URL as check-url', async () => {
    const run = await runBundle(sumRepo(passingCases), { GITHUB_API_URL: apiUrl, 'INPUT_GITHUB-TOKEN': TOKEN });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(api.seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /repos/o/r/check-runs']);
    const { body } = api.seen[0]!;
    expect(body).toMatchObject({ name: 'flowgate', head_sha: PUSH_SHA, status: 'completed', conclusion: 'success' });
    expect(body.output.title).toBe('1 passed, 0 failed, 0 invalid, 0 not run');
    expect(body.output.summary).toContain('## flowgate: every report passed');
    expect(body.output.summary).toMatch(/^\| ✅ \| workflow sum \| `sha256:[0-9a-f]{12}` \| 1\/1 passed \| met \| \d+(\.\d+)? % \| \d+ ms \|$/m);
    expect(body.output.annotations).toEqual([]);
    expect(outputsOf(run.outputs)['check-url']).toBe(CHECK_URL);
    expect(run.stdout).not.toMatch(/^::(error|notice)/m);
  }, 120_000);

  it('GHA-17 GHA-12 a failing run puts its annotations in the check run, concluded failure, and prints none as commands', async () => {
    const run = await runBundle(sumRepo([wrongCase]), { GITHUB_API_URL: apiUrl, 'INPUT_GITHUB-TOKEN': TOKEN });
    expect(run.status).toBe(1);
    const { body } = api.seen[0]!;
    expect(body.conclusion).toBe('failure');
    expect(body.output.annotations).toHaveLength(1);
    expect(body.output.annotations[0]).toMatchObject({ path: 'workflows/sum/tests.json', annotation_level: 'failure', title: 'sum › adds wrongly' });
    expect(body.output.summary).toContain('What did not pass');
    expect(run.stdout.split('\n').filter((l) => l.startsWith('::error'))).toEqual([expect.stringMatching(/^::error::Not every test report passed/)]);
    expect(outputsOf(run.outputs)['check-url']).toBe(CHECK_URL);
  }, 120_000);

  it('GHA-17 each shard of a matrix names its own check run; check-name overrides the name', async () => {
    const repo = sumRepo(passingCases);
    await runBundle(repo, { GITHUB_API_URL: apiUrl, 'INPUT_GITHUB-TOKEN': TOKEN, INPUT_SHARD: '1/2' });
    await runBundle(repo, { GITHUB_API_URL: apiUrl, 'INPUT_GITHUB-TOKEN': TOKEN, INPUT_SHARD: '2/2' });
    await runBundle(repo, { GITHUB_API_URL: apiUrl, 'INPUT_GITHUB-TOKEN': TOKEN, INPUT_SHARD: '2/2', 'INPUT_CHECK-NAME': 'flows (linux)' });
    expect(api.seen.map((s) => s.body.name)).toEqual(['flowgate (shard 1/2)', 'flowgate (shard 2/2)', 'flows (linux)']);
  }, 120_000);

  it('GHA-17 without a token no check run is asked for and check-url is not set', async () => {
    const run = await runBundle(sumRepo(passingCases), { GITHUB_API_URL: apiUrl });
    expect(run.status).toBe(0);
    expect(api.seen).toEqual([]);
    expect(outputsOf(run.outputs)).not.toHaveProperty('check-url');
    expect(outputsOf(run.outputs).passed).toBe('true');
  }, 120_000);
});
