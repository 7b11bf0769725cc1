#!/usr/bin/env node
// The flowgate command. The compiled sources live in lib/ (built by `npm run build`,
// which `npm ci` runs through `prepare`).
import { main } from '../lib/cli/main.js';

const code = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  env: process.env,
  cwd: process.cwd(),
});
process.exitCode = code;
