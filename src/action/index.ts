// Entry point of the Action bundle (dist/index.js).
import * as core from '@actions/core';
import { runAction } from './main.js';

runAction().catch((error: unknown) => core.setFailed(error instanceof Error ? error.message : String(error)));
