// Entry point of the Action bundle (dist/index.js).
import * as core from '@actions/core';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { FormatsPlugin } from 'ajv-formats';
import { provideAjv } from '../shared/json-schema.js';
import { isMainThread } from 'node:worker_threads';
import { registerWorkerEntry } from '../testing/workers/pool.js';
import '../testing/workers/worker-main.js';
import { runAction } from './main.js';

// The bundle carries ajv itself: there is no node_modules to load it from lazily.
provideAjv({ Ajv2020, addFormats: ((formats as unknown as { default?: FormatsPlugin }).default ?? formats) as FormatsPlugin });

// In a test worker thread this bundle is the worker (worker-main.js starts it); in the main thread, the command.
if (isMainThread) {
  registerWorkerEntry(new URL(import.meta.url));
  runAction().catch((error: unknown) => core.setFailed(error instanceof Error ? error.message : String(error)));
}
