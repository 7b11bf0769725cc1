// Builds dist/, the Action bundle that runs with no node_modules beside it:
//   dist/index.js            the Action (ncc bundle of lib/action/index.js)
//   dist/sandbox-child.js    the script sandbox process (ncc bundle)
//   dist/node_modules/       isolated-vm's loader and all its prebuilt binaries
//   dist/schemas/            the schemas (the bundle compiles them: precompiled code needs ajv's runtime files)
//   dist/SOURCE_HASH         what the bundle was built from (checked by a test)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceHash } from './source-hash.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run('npm', ['run', 'build']);
rmSync(dist, { recursive: true, force: true });
run('ncc', ['build', 'lib/action/index.js', '-o', 'dist', '--no-source-map-register', '--quiet']);

const childOut = join(root, 'dist-sandbox-child');
rmSync(childOut, { recursive: true, force: true });
run('ncc', ['build', 'lib/sandbox/sandbox-child.js', '-o', childOut, '--no-source-map-register', '--quiet']);
for (const file of readdirSync(childOut)) {
  if (file === 'package.json') continue;
  renameSync(join(childOut, file), join(dist, file === 'index.js' ? 'sandbox-child.js' : file));
}
rmSync(childOut, { recursive: true, force: true });

// isolated-vm loads its binary through node-gyp-build from prebuilds/<platform>-<arch>.
const modules = join(dist, 'node_modules');
for (const file of ['package.json', 'isolated-vm.js', 'LICENSE', 'prebuilds']) {
  cpSync(join(root, 'node_modules/isolated-vm', file), join(modules, 'isolated-vm', file), { recursive: true });
}
for (const file of ['package.json', 'index.js', 'node-gyp-build.js', 'LICENSE']) {
  cpSync(join(root, 'node_modules/node-gyp-build', file), join(modules, 'node-gyp-build', file));
}

// pdfkit loads its standard font metrics through its package import map
// (`#standard-fonts/*`), which ncc cannot follow: ship them and map them in dist/package.json.
cpSync(join(root, 'node_modules/pdfkit/js/standard-fonts'), join(dist, 'pdfkit-standard-fonts'), { recursive: true, filter: (src) => !src.endsWith('.mjs') });
const distPackage = JSON.parse(readFileSync(join(dist, 'package.json'), 'utf8'));
distPackage.imports = { '#standard-fonts/*': './pdfkit-standard-fonts/*.cjs' };
writeFileSync(join(dist, 'package.json'), `${JSON.stringify(distPackage, null, 2)}\n`);

mkdirSync(join(dist, 'schemas'), { recursive: true });
cpSync(join(root, 'schemas'), join(dist, 'schemas'), { recursive: true });
writeFileSync(join(dist, 'SOURCE_HASH'), `${sourceHash(root)}\n`);
