/**
 * The npm package as a user gets it: `npm pack` of this repository, installed from the
 * tarball into an empty project with the registry out of reach, runs the examples through
 * `npx flowgate`. The package carries the command's bundle (dist/cli/), not lib/ or the
 * sources, and has no dependencies to install.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..', '..');

/** What a user needs: the command, its bundle's companions, the schemas and the licences. */
const NEEDED = [
  'package.json',
  'README.md',
  'LICENSE',
  'bin/flowgate.js',
  'dist/package.json',
  'dist/cli/index.js',
  'dist/cli/licenses.txt',
  'dist/cli/sandbox-child.js',
  'dist/cli/validators.generated.cjs',
  'dist/node_modules/isolated-vm/LICENSE',
  'dist/node_modules/node-gyp-build/LICENSE',
  'dist/schemas/test-case.json',
  'schemas/test-case.json',
];

/** Sources, tests, tools, the build output of a checkout and the Action's own bundle. */
const NOT_SHIPPED = /^(src|__tests__|bench|scripts|lib|examples|tmp|\.github|\.ci)\/|^dist\/index\.js$|^tsconfig|^vitest/;

/** Packed size when measured: 7.8 MB, most of it isolated-vm's prebuilt binaries for four platforms. */
const MAX_PACKED_BYTES = 12_000_000;

interface PackResult {
  filename: string;
  size: number;
  files: { path: string }[];
}

/** npm or npx with no registry to reach, and the Node that runs the tests first on PATH. */
function npm(command: 'npm' | 'npx', args: string[], cwd: string) {
  const env = {
    ...process.env,
    PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
    npm_config_offline: 'true',
    npm_config_update_notifier: 'false',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
  };
  return spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: 120_000 });
}

let packed: PackResult;
let folder: string;
let project: string;

beforeAll(() => {
  folder = realpathSync(mkdtempSync(join(tmpdir(), 'flowgate-package-')));
  // The packed files do not depend on `prepare` (it builds lib/, which is not shipped).
  const pack = npm('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', folder], repo);
  if (pack.status !== 0) throw new Error(`npm pack failed: ${pack.stderr}`);
  packed = (JSON.parse(pack.stdout) as PackResult[])[0]!;

  project = join(folder, 'project');
  cpSync(join(repo, 'examples'), join(project, 'examples'), { recursive: true });
  writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name: 'user-project', version: '1.0.0', private: true }, null, 2)}\n`);
  const install = npm('npm', ['install', '--no-audit', '--no-fund', join(folder, packed.filename)], project);
  if (install.status !== 0) throw new Error(`npm install of the tarball failed: ${install.stderr}`);
}, 120_000);

// The tarball and the installed copy are some 35 MB.
afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the npm package', () => {
  it('GHA-16 holds the command bundle, schemas, README and licences, and no sources, tests or tools', () => {
    const paths = packed.files.map((file) => file.path);
    expect(paths).toEqual(expect.arrayContaining(NEEDED));
    expect(paths.filter((path) => NOT_SHIPPED.test(path))).toEqual([]);
    expect(packed.size).toBeLessThan(MAX_PACKED_BYTES);
  });

  it('GHA-16 has no dependencies: it installs from the tarball alone, offline', () => {
    const manifest = JSON.parse(readFileSync(join(project, 'node_modules', 'flowgate', 'package.json'), 'utf8'));
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(existsSync(join(project, 'node_modules', 'flowgate', 'lib'))).toBe(false);
    expect(existsSync(join(project, 'node_modules', 'ajv'))).toBe(false);
  });

  it('GHA-16 CLI-15 `npx flowgate test examples` in the installed project passes the examples', () => {
    // --no: the installed command or none; npx would otherwise look for a package called flowgate.
    const run = npm('npx', ['--no', 'flowgate', 'test', 'examples'], project);
    // npm's own warnings (about the machine's npm configuration) are not the command's.
    expect(run.stderr.split('\n').filter((line) => line !== '' && !line.startsWith('npm warn')), run.stdout).toEqual([]);
    expect(run.status, run.stdout).toBe(0);
    expect(run.stdout).toContain('PASS: every report passed');
    expect(run.stdout).toMatch(/Cases: [1-9]\d* passed, 0 failed/);
  }, 60_000);
});
