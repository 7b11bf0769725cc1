#!/usr/bin/env node
// The flowgate command. A checkout runs lib/, compiled from src/ by `npm run build` (which
// `npm ci` runs through `prepare`), so the command follows the sources; the published
// package has no lib/ and runs the bundle, dist/cli/index.js, which needs no dependencies.
import { existsSync } from 'node:fs';

const fromSources = new URL('../lib/cli/start.js', import.meta.url);
if (existsSync(fromSources)) await (await import(fromSources.href)).startCli();
else await import('../dist/cli/index.js');
