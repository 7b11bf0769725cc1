// A digest of everything dist/ is built from, so a test can tell when dist/ is stale.
// Files are the ones git tracks (so work in progress beside them does not count),
// read as they are in the working tree.
// `node scripts/source-hash.mjs --check` (npm's prepublishOnly) exits 1 while dist/ is stale.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const INPUTS = ['src', 'schemas', 'scripts/bundle.mjs', 'scripts/bundle-patches.mjs', 'scripts/build-validators.mjs', 'scripts/build-html-page.mjs', 'scripts/build-info.mjs', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];

export function sourceHash(root) {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...INPUTS], { cwd: root, encoding: 'utf8' });
  const files = listed.split('\0').filter(Boolean).sort();
  const hash = createHash('sha256');
  for (const file of files) {
    // A tracked file deleted in the working tree is gone from what dist/ is built from.
    if (!existsSync(join(root, file))) continue;
    hash.update(`${file}\0${readFileSync(join(root, file), 'utf8').replace(/\r\n/g, '\n')}\0`);
  }
  return hash.digest('hex');
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--check') {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  if (readFileSync(join(root, 'dist', 'SOURCE_HASH'), 'utf8').trim() !== sourceHash(root)) {
    process.stderr.write('dist/ is not built from these sources: run `npm run bundle` and commit dist/\n');
    process.exitCode = 1;
  }
}
