// `node bench/in-one-process.mjs DIR RUNS`: tests DIR repeatedly in this one process (a
// checkout's lib/) and prints {"first": ms, "again": ms} as JSON. The first run pays for
// loading modules and for V8 compiling and optimising the code as it goes (no process
// start); the median of the next RUNS (after one more to settle) is what the work itself
// costs once that is done.
import { join } from 'node:path';
import { repo } from './measure.mjs';

const [dir, runsArg] = process.argv.slice(2);
const runs = Number(runsArg ?? 5);
const { indexRepository } = await import(join(repo, 'lib', 'definitions', 'repository.js'));
const { testRepository } = await import(join(repo, 'lib', 'testing', 'run-all.js'));
const { closeSandbox } = await import(join(repo, 'lib', 'sandbox', 'index.js'));
const times = [];
for (let i = 0; i < runs + 2; i += 1) {
  const start = performance.now();
  const report = await testRepository(indexRepository(dir));
  times.push(performance.now() - start);
  if (!report.passed) throw new Error(`not every case passed in ${dir}: ${JSON.stringify(report.summary)}`);
}
await closeSandbox();
const again = times.slice(2).sort((a, b) => a - b);
console.log(JSON.stringify({ first: times[0], again: again[Math.floor(again.length / 2)] }));
