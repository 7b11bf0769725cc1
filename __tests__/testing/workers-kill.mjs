// Runs a repository's versions over two test workers, stops the first worker as soon as
// one result is back, and prints each version's status and problems as JSON: the run
// must end, with the versions the stopped worker held failed and named (WORKERS-01).
const { indexRepository } = await import(new URL('../../src/definitions/repository.ts', import.meta.url).href);
const { WorkerPool } = await import(new URL('../../src/testing/workers/pool.ts', import.meta.url).href);

const root = process.argv[2];
const index = indexRepository(root);
const pool = new WorkerPool({ workers: 2, root, concurrency: 4 });
let stopped = false;
const results = await Promise.all(
  index.sources.map(async (source) => {
    const result = await pool.run(source);
    if (!stopped) {
      stopped = true;
      // The first worker, which holds versions still running.
      await pool.threads[0].terminate();
    }
    return result;
  }),
);
await pool.close();
process.stdout.write(JSON.stringify(results.map((r) => ({ path: r.path, passed: r.report.passed, problems: r.report.problems.map((p) => p.message), cases: r.report.cases.map((c) => c.status) }))));
