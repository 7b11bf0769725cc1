#!/usr/bin/env node
// The flowgate command. A checkout runs lib/, compiled from src/ by `npm run build` (which
// `npm ci` runs through `prepare`), so the command follows the sources; the published
// package has no lib/ and runs the bundle, dist/cli/index.js, which needs no dependencies.
import { existsSync } from 'node:fs';
import module from 'node:module';

// V8 keeps the compiled code of the command between runs (Node's compile cache, in the
// system's temporary folder): `flowgate test examples` starts about 60 ms sooner.
module.enableCompileCache?.();

const fromSources = new URL('../lib/cli/start.js', import.meta.url);
if (existsSync(fromSources)) await (await import(fromSources.href)).startCli();
else await import('../dist/cli/index.js');
