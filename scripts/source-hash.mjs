// A digest of everything dist/ is built from, so a test can tell when dist/ is stale.
// Files are the ones git tracks (so work in progress beside them does not count),
// read as they are in the working tree.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = ['src', 'schemas', 'scripts/bundle.mjs', 'scripts/build-validators.mjs', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];

export function sourceHash(root) {
  const listed = execFileSync('git', ['ls-files', '-z', '--', ...INPUTS], { cwd: root, encoding: 'utf8' });
  const files = listed.split('\0').filter(Boolean).sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0${readFileSync(join(root, file), 'utf8').replace(/\r\n/g, '\n')}\0`);
  return hash.digest('hex');
}
