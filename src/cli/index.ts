// Entry point of the command's bundle (dist/cli/index.js), which bin/flowgate.js runs in
// the published package.
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { FormatsPlugin } from 'ajv-formats';
import { provideAjv } from '../shared/json-schema.js';
import { isMainThread } from 'node:worker_threads';
import { registerWorkerEntry } from '../testing/workers/pool.js';
import '../testing/workers/worker-main.js';
import { startCli } from './start.js';

// The bundle carries ajv itself: the only node_modules near an installed package are the
// user's, whose ajv may be another version.
provideAjv({ Ajv2020, addFormats: ((formats as unknown as { default?: FormatsPlugin }).default ?? formats) as FormatsPlugin });

// In a test worker thread this bundle is the worker (worker-main.js starts it); in the main thread, the command.
if (isMainThread) {
  registerWorkerEntry(new URL(import.meta.url));
  await startCli();
}
