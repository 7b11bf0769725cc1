/**
 * REPORT-18, CLI-29: workflow coverage. A workflow with a retry, a for_each, an `if:` with
 * continue_on_error and a step that calls out; three cases reach some of its outcomes and a
 * fourth reaches the rest. Coverage %, the missing sentences, unused test data, the LCOV
 * text (read back by a small LCOV reader) and `--min-coverage` exit statuses are exact.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { annotationsFor, coverageAnnotations } from '../../src/reporters/github.js';
import { renderSummary } from '../../src/reporters/summary.js';
import { loadRepository } from '../../src/definitions/repository.js';
import { closeSandbox } from '../../src/sandbox/index.js';
import type { RunReport } from '../../src/testing/report.js';
import { testRepository } from '../../src/testing/run-all.js';
import { makeRepo } from '../helpers/repo.js';

afterAll(() => closeSandbox());

// Lines matter: the LCOV and the missing outcomes name them.
const WORKFLOW = `name: cover
on:
  manual: {}
steps:
  - id: fetch
    uses: platform/http.request@v1
    connections: { api: billing }
    with: { url: /items }
    retry: { max_attempts: 2, delay_seconds: 1 }
  - id: each
    for_each: \${{ steps.fetch.outputs.json.items }}
    uses: platform/evaluate@v1
    with: { expression: "\${{ item * 2 }}" }
  - id: notify
    if: \${{ steps.fetch.outputs.json.items.length > 1 }}
    continue_on_error: true
    script: |
      const rate = ctx.lookup('rates', 'eur');
      if (!rate) throw new Error('no rate for eur');
      return { rate: rate.rate };
  - id: done
    uses: platform/evaluate@v1
    with: { expression: "\${{ 1 }}" }
`;

const TWO_ITEMS = {
  name: 'two items are doubled and the rate is read',
  kind: 'happy',
  given: {
    http: [
      { match: { path: '/items' }, respond: { json: { items: [1, 2] } } },
      // The typo: no request goes to /itemz, and the case passes through the mock above.
      { match: { path: '/itemz' }, respond: { json: { items: [] } } },
    ],
    lookups: { rates: { columns: ['code', 'rate'], rows: [['eur', 2]] } },
  },
  expect: { outcome: 'success', step_outputs: [{ step: 'notify', path: '$.rate', equals: 2 }] },
};

const NO_ITEMS = {
  name: 'no items: nothing to double, no rate',
  kind: 'empty',
  given: {
    http: [{ match: { path: '/items' }, respond: { json: { items: [] } } }],
    stub_steps: { notify: { outputs: { rate: 1 } } },
    lookups: { currencies: { columns: ['code', 'name'], rows: [['eur', 'Euro']] } },
  },
  expect: { outcome: 'success', step_outputs: [{ step: 'each', path: '$.count', equals: 0 }] },
};

const BILLING_REFUSES = {
  name: 'billing refuses with 404: nothing runs after the fetch',
  kind: 'upstream_failure',
  given: { http: [{ match: { path: '/items' }, respond: { status: 404 } }] },
  expect: { outcome: 'error', failed_step: 'fetch' },
};

const UPSTREAM_DOWN_ONCE = {
  name: 'billing answers 503 once, the retry gets three items, and no rate is known',
  kind: 'upstream_failure',
  given: {
    http: [
      { match: { path: '/items' }, respond: { status: 503 }, times: 1 },
      { match: { path: '/items' }, respond: { json: { items: [1, 2, 3] } } },
    ],
  },
  expect: { outcome: 'success', step_outputs: [{ step: 'each', path: '$.count', equals: 3 }] },
};

function repoWith(cases: readonly unknown[]): string {
  return makeRepo({ 'workflows/cover/workflow.yaml': WORKFLOW, 'workflows/cover/tests.json': cases });
}

async function coverageOf(cases: readonly unknown[]) {
  const report = await testRepository(loadRepository(repoWith(cases)));
  const version = report.versions[0]!;
  return { report: version.report, coverage: version.report.coverage! };
}

async function cli(root: string, ...options: string[]) {
  let stdout = '';
  const code = await main(['test', root, ...options], { stdout: (t) => (stdout += t), stderr: (t) => (stdout += t), env: {}, cwd: root });
  return { code, stdout };
}

/** A minimal LCOV reader: per SF, the DA hits by line and the BRDA taken counts by `line,block,branch`. */
function readLcov(text: string) {
  const records: { file: string; lines: Map<number, number>; branches: Map<string, number | '-'>; counts: Record<string, number> }[] = [];
  let current: (typeof records)[number] | undefined;
  for (const line of text.split('\n').filter(Boolean)) {
    const [tag, rest = ''] = line.split(/:(.*)/s, 2) as [string, string?];
    if (tag === 'SF') records.push((current = { file: rest, lines: new Map(), branches: new Map(), counts: {} }));
    else if (tag === 'DA') current!.lines.set(Number(rest.split(',')[0]), Number(rest.split(',')[1]));
    else if (tag === 'BRDA') {
      const [at, block, branch, taken] = rest.split(',') as [string, string, string, string];
      current!.branches.set(`${at},${block},${branch}`, taken === '-' ? '-' : Number(taken));
    } else if (['LF', 'LH', 'BRF', 'BRH'].includes(tag)) current!.counts[tag] = Number(rest);
    else if (tag !== 'TN' && tag !== 'end_of_record') throw new Error(`not LCOV: ${line}`);
  }
  return records;
}

describe('workflow coverage', () => {
  it('REPORT-18 two cases reach 7 of 10 outcomes, and the missing ones are named in plain words with their lines', async () => {
    const { coverage } = await coverageOf([TWO_ITEMS, NO_ITEMS]);
    expect(coverage).toMatchObject({ file: 'workflows/cover/workflow.yaml', percent: 70, reached: 7, total: 10 });
    expect(coverage.missing).toEqual([
      { step: 'fetch', outcome: 'retried', line: 9, message: 'step fetch: never retried — no case makes an attempt fail with an error that is retried' },
      {
        step: 'fetch',
        outcome: 'upstream_failure',
        line: 5,
        message: 'step fetch: no upstream failure reaches it — no case answers its requests with an error status or a timeout',
      },
      {
        step: 'notify',
        outcome: 'continued_on_error',
        line: 16,
        message: 'step notify: failure path never taken — no case makes it fail so that `continue_on_error` goes on',
      },
    ]);
  });

  it('REPORT-18 each step lists the cases it succeeded, failed, was skipped or stubbed in, and each outcome how many cases reached it', async () => {
    const { coverage } = await coverageOf([TWO_ITEMS, NO_ITEMS]);
    const notify = coverage.steps.find((step) => step.id === 'notify');
    expect(notify).toEqual({
      id: 'notify',
      line: 14,
      succeeded: [TWO_ITEMS.name],
      failed: [],
      skipped: [NO_ITEMS.name],
      stubbed: [NO_ITEMS.name],
      outcomes: [
        { outcome: 'if_true', cases: 1, line: 15 },
        { outcome: 'if_false', cases: 1, line: 15 },
        { outcome: 'continued_on_error', cases: 0, line: 16 },
      ],
    });
    expect(coverage.steps.find((step) => step.id === 'each')?.outcomes).toEqual([
      { outcome: 'runs', cases: 2, line: 10 },
      { outcome: 'for_each_empty', cases: 1, line: 11 },
      { outcome: 'for_each_items', cases: 1, line: 11 },
    ]);
  });

  it('REPORT-18 an upstream 404 reaches the calling step without a retry: 8 of 10 outcomes', async () => {
    const { report, coverage } = await coverageOf([TWO_ITEMS, NO_ITEMS, BILLING_REFUSES]);
    expect(report.passed).toBe(true);
    expect(coverage).toMatchObject({ percent: 80, reached: 8, total: 10 });
    expect(coverage.missing.map((gap) => `${gap.step} ${gap.outcome}`)).toEqual(['fetch retried', 'notify continued_on_error']);
    expect(coverage.steps.find((step) => step.id === 'fetch')?.failed).toEqual([BILLING_REFUSES.name]);
    expect(coverage.steps.find((step) => step.id === 'done')?.skipped).toEqual([BILLING_REFUSES.name]);
  });

  it('REPORT-18 a case that retries after an upstream 503 and fails the continue_on_error step brings coverage to 100 %', async () => {
    const { report, coverage } = await coverageOf([TWO_ITEMS, NO_ITEMS, UPSTREAM_DOWN_ONCE]);
    expect(report.cases.map((c) => c.status)).toEqual(['passed', 'passed', 'passed']);
    expect(report.passed).toBe(true);
    expect(coverage).toMatchObject({ percent: 100, reached: 10, total: 10, missing: [] });
    expect(coverage.steps.find((step) => step.id === 'notify')?.failed).toEqual([UPSTREAM_DOWN_ONCE.name]);
  });

  it('REPORT-18 an unused mock (a typo in its path), stub and lookup table are warnings on their case, and the case still passes', async () => {
    const { report } = await coverageOf([TWO_ITEMS, NO_ITEMS, UPSTREAM_DOWN_ONCE]);
    const [twoItems, noItems, upstream] = report.cases;
    const text = readFileSync(join(repoWith([TWO_ITEMS]), 'workflows/cover/tests.json'), 'utf8').split('\n');
    const typoLine = text.findIndex((line) => line.includes('/itemz')) + 1;
    expect(twoItems).toMatchObject({ status: 'passed', warnings: [{ path: 'given.http[1]', message: 'no request of the case used this mock' }] });
    // The mock's own line is the line of its object, just above its `match`.
    expect(twoItems!.warnings![0]!.line).toBeLessThan(typoLine);
    expect(twoItems!.warnings![0]!.line).toBeGreaterThan(typoLine - 4);
    expect(noItems).toMatchObject({ status: 'passed' });
    expect(noItems!.warnings?.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: 'given.stub_steps.notify', message: 'step notify never ran in this case, so its stub was not used' },
      { path: 'given.lookups.currencies', message: "no lookup('currencies', …) was read in this case" },
    ]);
    expect(upstream!.warnings).toBeUndefined();
    expect(report.passed).toBe(true);
  });

  it('REPORT-18 coverage is collected whatever --trace keeps', async () => {
    const off = await testRepository(loadRepository(repoWith([TWO_ITEMS, NO_ITEMS])), { trace: 'off' });
    expect(off.versions[0]!.report.coverage).toMatchObject({ reached: 7, total: 10 });
    expect(off.versions[0]!.report.cases.every((c) => c.trace === undefined)).toBe(true);
  });

  it('REPORT-18 the pretty reporter prints the coverage, the missing outcomes and the warnings', async () => {
    const { stdout } = await cli(repoWith([TWO_ITEMS, NO_ITEMS, BILLING_REFUSES]));
    expect(stdout).toContain('    coverage 80 % (8/10 outcomes)\n');
    expect(stdout).toContain('workflows/cover/workflow.yaml:9 step fetch: never retried — no case makes an attempt fail with an error that is retried');
    expect(stdout).toMatch(/warning workflows\/cover\/tests\.json:\d+ given\.http\[1\]: no request of the case used this mock \(case "two items are doubled and the rate is read"\)/);
  });
});

describe('--coverage lcov and --min-coverage', () => {
  it('CLI-29 --coverage lcov FILE writes a DA line per step and BRDA branches for if: and for_each, read back by an LCOV reader', async () => {
    const root = repoWith([TWO_ITEMS, NO_ITEMS, BILLING_REFUSES]);
    const { code } = await cli(root, '--coverage', 'lcov', 'coverage/flowgate.lcov');
    expect(code).toBe(0);
    const text = readFileSync(join(root, 'coverage/flowgate.lcov'), 'utf8');
    expect(text).toBe(
      [
        'TN:',
        'SF:workflows/cover/workflow.yaml',
        'DA:5,3',
        'DA:10,2',
        'DA:14,1',
        'DA:21,2',
        'LF:4',
        'LH:4',
        'BRDA:11,1,0,1',
        'BRDA:11,1,1,1',
        'BRDA:15,2,0,1',
        'BRDA:15,2,1,1',
        'BRF:4',
        'BRH:4',
        'end_of_record',
        '',
      ].join('\n'),
    );
    const [record] = readLcov(text);
    expect(record!.file).toBe('workflows/cover/workflow.yaml');
    expect([...record!.lines]).toEqual([[5, 3], [10, 2], [14, 1], [21, 2]]);
    expect(record!.counts).toEqual({ LF: 4, LH: 4, BRF: 4, BRH: 4 });
  });

  it('CLI-29 a step no case reaches has 0 hits, and the branches of its if: show as never taken', async () => {
    const root = repoWith([NO_ITEMS]);
    await cli(root, '--coverage', 'lcov', 'cov.lcov');
    const [record] = readLcov(readFileSync(join(root, 'cov.lcov'), 'utf8'));
    expect(record!.lines.get(14)).toBe(0);
    expect(record!.branches.get('15,2,0')).toBe(0);
    expect(record!.branches.get('15,2,1')).toBe(1);
    expect(record!.branches.get('11,1,1')).toBe(0);
  });

  it('CLI-29 --min-coverage N fails a version below N % (exit 1) and says why; at or under its coverage it passes', async () => {
    const root = repoWith([TWO_ITEMS, NO_ITEMS, BILLING_REFUSES]);
    expect((await cli(root)).code).toBe(0);
    const below = await cli(root, '--min-coverage', '80.5', '--json', 'below.json');
    expect(below.code).toBe(1);
    expect(below.stdout).toContain('coverage 80 % (8/10 outcomes) below the minimum of 80.5 %');
    const report = JSON.parse(readFileSync(join(root, 'below.json'), 'utf8')) as RunReport;
    expect(report.passed).toBe(false);
    expect(report.versions[0]!.report).toMatchObject({ passed: false, summary: { passed: 3, failed: 0 }, coverage: { minimum: { percent: 80.5, met: false } } });
    expect((await cli(root, '--min-coverage', '80')).code).toBe(0);
  });

  it('CLI-29 --min-coverage and --coverage refuse what they cannot read (exit 2)', async () => {
    const root = repoWith([TWO_ITEMS]);
    for (const options of [['--min-coverage', 'lots'], ['--min-coverage', '101'], ['--coverage', 'cobertura', 'x.xml'], ['--coverage', 'lcov']]) {
      expect((await cli(root, ...options)).code, options.join(' ')).toBe(2);
    }
  });
});

describe('coverage where users look', () => {
  it('REPORT-18 GHA-20 the job summary has a coverage column, and a version under the minimum says why with the missing outcomes', async () => {
    const report = await testRepository(loadRepository(repoWith([TWO_ITEMS, NO_ITEMS, BILLING_REFUSES])), { minCoverage: 90 });
    const summary = renderSummary(report);
    expect(summary).toContain('| Minimum | Coverage | Duration |');
    expect(summary).toMatch(/^\| ❌ \| workflow cover \| .* \| 3\/3 passed \| met \| \*\*80 % < 90 %\*\* \| .* \|$/m);
    expect(summary).toContain(
      '- coverage: 80 % is below the minimum of 90 % (--min-coverage)\n  - workflows/cover/workflow.yaml:9: step fetch: never retried — no case makes an attempt fail with an error that is retried',
    );
    expect(annotationsFor(report)).toContainEqual({
      file: 'workflows/cover/workflow.yaml',
      title: 'workflow cover › coverage',
      message: 'coverage 80 % is below the minimum of 90 % (--min-coverage)',
    });
  });

  it('GHA-20 annotate-coverage gives each missing outcome as a warning on its workflow.yaml line', async () => {
    const report = await testRepository(loadRepository(repoWith([TWO_ITEMS, NO_ITEMS, BILLING_REFUSES])));
    expect(coverageAnnotations(report)).toEqual([
      { file: 'workflows/cover/workflow.yaml', line: 9, title: 'workflow cover › coverage', message: 'step fetch: never retried — no case makes an attempt fail with an error that is retried' },
      {
        file: 'workflows/cover/workflow.yaml',
        line: 16,
        title: 'workflow cover › coverage',
        message: 'step notify: failure path never taken — no case makes it fail so that `continue_on_error` goes on',
      },
    ]);
  });
});
