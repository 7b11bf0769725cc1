/**
 * A test worker thread (WORKERS-01, WORKERS-02): it indexes the repository (discovery and
 * the project's settings) and reads, compiles and runs only the versions it is handed,
 * with the library actions they call; each result goes back as soon as it is made.
 * Importing this module in a worker started with WORKER_MARK starts the worker; anywhere
 * else it does nothing.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { indexRepository, type MemoEntry, type VersionSource } from '../../definitions/repository.js';
import { closeSandbox, shareSandbox } from '../../sandbox/index.js';
import { ResultCache } from '../cache/result-cache.js';
import { cachedOrRun, reportShape, usableCache } from '../run-all.js';
import { testVersion } from '../run-version.js';
import { CaseSlots } from '../side-by-side.js';
import { WORKER_MARK, type FromWorker, type ToWorker, type WorkerSetup } from './protocol.js';

async function runTestWorker(setup: WorkerSetup): Promise<void> {
  const port = parentPort!;
  const post = (message: FromWorker): void => port.postMessage(message);
  shareSandbox(setup.sandboxProcesses);
  const cache = setup.cache ? new ResultCache({ dir: setup.cache.dir }) : undefined;
  // What this worker learns of versions' dependencies goes back to the session, which keeps the one memo.
  const learned: [string, MemoEntry][] = [];
  const shared = cache?.memo;
  const memo = shared && { get: shared.get, set: (dir: string, entry: MemoEntry) => learned.push([dir, entry]) };
  const index = indexRepository(setup.root, memo ? { memo } : {});
  const sources = new Map<string, VersionSource>(index.sources.map((source) => [source.location.dir, source]));
  const options = {
    concurrency: setup.concurrency,
    caseSlots: new CaseSlots(setup.caseSlots),
    ...(setup.trace ? { trace: setup.trace } : {}),
    ...(setup.minCoverage !== undefined ? { minCoverage: setup.minCoverage } : {}),
    ...(setup.filter !== undefined ? { filter: setup.filter } : {}),
  };
  const shape = reportShape(setup, index.project);
  const useCache = usableCache(cache, setup.filter, index.project);

  port.on('message', (message: ToWorker) => {
    if (message.type === 'close') {
      void closeSandbox().then(() => port.close());
      return;
    }
    const source = sources.get(message.dir);
    if (!source) {
      post({ type: 'failed', id: message.id, message: `no version at ${message.dir} in this worker's reading of the repository` });
      return;
    }
    const run = useCache ? cachedOrRun(index, source, options, useCache, shape, message.verify === true) : testVersion(index, source.load(), options);
    run.then(
      (result) => post({ type: 'result', id: message.id, result, memo: learned.splice(0) }),
      (error: unknown) => post({ type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) }),
    );
  });
  post({ type: 'ready' });
}

const setup = workerData as Partial<WorkerSetup> | undefined;
// After the importing module has run: a bundle's entry hands its libraries over (Ajv) first.
if (!isMainThread && setup?.mark === WORKER_MARK) setImmediate(() => void runTestWorker(setup as WorkerSetup));
