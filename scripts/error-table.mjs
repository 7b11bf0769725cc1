// Writes the README's error table from the step error catalogue (src/engine/error-codes.ts)
// between its `error-codes` markers: `npm run readme:errors`.
// Node 24 loads the .ts module as it is (type stripping): it imports nothing, so no build is needed.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readmeWithErrorTable } from '../src/engine/error-codes.ts';

const readme = fileURLToPath(new URL('../README.md', import.meta.url));
const before = readFileSync(readme, 'utf8');
const after = readmeWithErrorTable(before);
if (after === before) {
  process.stdout.write('README.md: the error table is up to date\n');
} else {
  writeFileSync(readme, after);
  process.stdout.write('README.md: error table written\n');
}
