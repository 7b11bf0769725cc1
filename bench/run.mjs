// `npm run bench`: builds lib/, then runs every benchmark in this folder, one process each.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const build = spawnSync('tsc', ['-p', 'tsconfig.build.json'], { cwd: join(here, '..'), stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const helpers = new Set(['run.mjs', 'gen-synth.mjs', 'gen-vitest.mjs', 'gen-realistic.mjs', 'measure.mjs']);
const only = process.argv.slice(2);
const benches = ['synth.mjs', ...readdirSync(here).filter((f) => f.endsWith('.mjs') && !helpers.has(f) && f !== 'synth.mjs').sort()];
let failed = 0;
for (const bench of benches) {
  if (only.length && !only.some((name) => bench.includes(name))) continue;
  if (!existsSync(join(here, bench))) continue;
  console.log(`\n=== ${bench}`);
  const run = spawnSync(process.execPath, [join(here, bench)], { stdio: 'inherit' });
  if (run.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
