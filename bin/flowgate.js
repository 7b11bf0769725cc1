#!/usr/bin/env node
// The flowgate command. A checkout runs lib/, compiled from src/ by `npm run build` (which
// `npm ci` runs through `prepare`), so the command follows the sources; the published
// package has no lib/ and runs the bundle, dist/cli/index.js, which needs no dependencies.
import { existsSync } from 'node:fs';
import module from 'node:module';

// flowgate's code uses what Node 24 brought (regular expression modifiers among it): on an
// older Node it would fail somewhere inside with a stack trace. Say so in one line instead.
const NEEDED_MAJOR = 24;
const found = process.versions.node;
if (Number(found.split('.')[0]) < NEEDED_MAJOR) {
  process.stderr.write(`flowgate needs Node.js ${NEEDED_MAJOR} or later; this is Node.js ${found}. Install Node.js ${NEEDED_MAJOR} (nodejs.org, or nvm install ${NEEDED_MAJOR}) and run it again.\n`);
  process.exit(2);
}

// V8 keeps the compiled code of the command between runs (Node's compile cache, in the
// system's temporary folder): `flowgate test examples` starts about 60 ms sooner.
module.enableCompileCache?.();

const fromSources = new URL('../lib/cli/start.js', import.meta.url);
if (existsSync(fromSources)) await (await import(fromSources.href)).startCli();
else await import('../dist/cli/index.js');
