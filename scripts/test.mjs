// The project's test command: type-check, then the whole vitest suite.
// Prints `N passed, N failed` last in every case, since CI reads that line.
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });

const typecheck = run('tsc', ['-p', 'tsconfig.json', '--noEmit']);
if (typecheck.status !== 0) {
  process.stdout.write('\ntype check failed\n0 passed, 1 failed\n');
  process.exit(1);
}
const tests = run('vitest', ['run', ...process.argv.slice(2)]);
process.exit(tests.status ?? 1);
