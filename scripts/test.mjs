// The project's test command: type-check, check the import boundaries (docs/architecture.md),
// then the whole vitest suite.
// Prints `N passed, N failed` last in every case, since CI reads that line.
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });

// The case types are generated from schemas/test-case.json and not committed.
const caseTypes = run('node', ['scripts/case-types.mjs']);
if (caseTypes.status !== 0) {
  process.stdout.write('\ncase types could not be generated\n0 passed, 1 failed\n');
  process.exit(1);
}
const typecheck = run('tsc', ['-p', 'tsconfig.json', '--noEmit']);
if (typecheck.status !== 0) {
  process.stdout.write('\ntype check failed\n0 passed, 1 failed\n');
  process.exit(1);
}
const boundaries = run('node', ['scripts/check-boundaries.mjs']);
if (boundaries.status !== 0) {
  process.stdout.write('\nimport boundary check failed\n0 passed, 1 failed\n');
  process.exit(1);
}
const tests = run('vitest', ['run', ...process.argv.slice(2)]);
process.exit(tests.status ?? 1);
