// The project's test command: generate the files that are not committed, type-check, check the
// import boundaries (docs/architecture.md), then the whole vitest suite.
// Prints `N passed, N failed` last in every case, since CI reads that line.
import { spawnSync } from 'node:child_process';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });

// The case types are generated from schemas/test-case.json and not committed.
const caseTypes = run('node', ['scripts/case-types.mjs']);
if (caseTypes.status !== 0) {
  process.stdout.write('\ncase types could not be generated\n0 passed, 1 failed\n');
  process.exit(1);
}
// So is the HTML report's page script, bundled from src/reporters/html-page/.
const buildInfo = run('node', ['scripts/build-info.mjs']);
if (buildInfo.status !== 0) {
  process.stdout.write('\nthe build info could not be written\n0 passed, 1 failed\n');
  process.exit(1);
}
const htmlPage = run('node', ['scripts/build-html-page.mjs']);
if (htmlPage.status !== 0) {
  process.stdout.write('\nthe HTML report page could not be built\n0 passed, 1 failed\n');
  process.exit(1);
}
// Two projects: the Node code, and the page with the DOM library (the root project leaves it out).
const typecheck = [run('tsc', ['-p', 'tsconfig.json', '--noEmit']), run('tsc', ['-p', 'src/reporters/html-page/tsconfig.json', '--noEmit'])];
if (typecheck.some((check) => check.status !== 0)) {
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
