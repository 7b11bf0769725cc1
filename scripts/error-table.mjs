// Writes the error table of docs/errors.md from the step error catalogue
// (src/engine/error-codes.ts) between its `error-codes` markers: `npm run docs:errors`.
// Node 24 loads the .ts module as it is (type stripping): it imports nothing, so no build is needed.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withErrorTable } from '../src/engine/error-codes.ts';

const page = fileURLToPath(new URL('../docs/errors.md', import.meta.url));
const before = readFileSync(page, 'utf8');
const after = withErrorTable(before);
if (after === before) {
  process.stdout.write('docs/errors.md: the error table is up to date\n');
} else {
  writeFileSync(page, after);
  process.stdout.write('docs/errors.md: error table written\n');
}
