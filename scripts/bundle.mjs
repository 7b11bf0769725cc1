// Builds dist/: the Action and the command, bundled, so that neither needs node_modules:
//   dist/index.js              the Action (ncc bundle of lib/action/index.js, with its chunks)
//   dist/cli/index.js          the command, which bin/flowgate.js runs in the npm package
//                              (ncc bundle of lib/cli/index.js, with its chunks)
//   licenses.txt               in each: the licences of the packages bundled there
//   validators.generated.cjs   in each: the precompiled validators, with ajv's runtime
//   sandbox-child.js           in each: the script sandbox process (found beside the bundle)
//   dist/node_modules/         isolated-vm's loader and all its prebuilt binaries
//   dist/schemas/              the schemas
//   dist/package.json          the module scope of both bundles (cli/ has no package.json)
//   dist/SOURCE_HASH           what dist/ was built from (checked by a test)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { patchBundle } from './bundle-patches.mjs';
import { sourceHash } from './source-hash.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const cli = join(dist, 'cli');
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
const scratch = mkdtempSync(join(tmpdir(), 'flowgate-bundle-'));
let builds = 0;
/** Bundles entry into out; returns the file of the build's webpack stats, which name the packages bundled. */
function ncc(entry, out) {
  const stats = join(scratch, `stats-${(builds += 1)}.json`);
  run('ncc', ['build', entry, '-o', out, '--no-source-map-register', '--quiet', '--stats-out', stats]);
  return stats;
}

run('npm', ['run', 'build']);
rmSync(dist, { recursive: true, force: true });
/** The stats of the builds whose output is in each folder, for its licences.txt. */
const statsOf = new Map([
  [dist, [ncc('lib/action/index.js', dist)]],
  [cli, [ncc('lib/cli/index.js', cli)]],
]);
// dist/package.json is the scope of cli/ too: its import map below serves both bundles.
rmSync(join(cli, 'package.json'));
// ssh2's optional native speed-ups are compiled for this machine when it is installed;
// the bundle runs on every platform, and ssh2 works without them.
for (const native of ['build', 'lib']) rmSync(join(cli, native), { recursive: true, force: true });

/** A bundle that must come out as one file; it is copied beside both bundles, which look for it there. */
function singleFile(entry, name) {
  const out = join(scratch, name);
  const stats = ncc(entry, out);
  const files = readdirSync(out).filter((file) => file !== 'package.json');
  if (files.length !== 1) throw new Error(`${entry} bundled into ${files.join(', ')}, not one file`);
  for (const folder of [dist, cli]) {
    cpSync(join(out, files[0]), join(folder, name));
    statsOf.get(folder).push(stats);
  }
}
singleFile('lib/sandbox/sandbox-child.js', 'sandbox-child.js');
// Loaded instead of compiling the schemas at start (src/shared/json-schema.ts).
singleFile('lib/shared/validators.generated.cjs', 'validators.generated.cjs');
// Dependency code that would warn in the Action's log (GHA-21): see scripts/bundle-patches.mjs.
for (const folder of [dist, cli]) patchBundle(folder);

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

/** The folders under node_modules whose modules a build's stats list (the deepest one for a nested package). */
function bundledPackages(statsFiles) {
  const folders = new Set();
  const visit = (modules = []) => {
    for (const module of modules) {
      const match = /^\.\/(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(module.name ?? '');
      if (match) folders.add(match[1]);
      visit(module.modules);
    }
  };
  for (const file of statsFiles) visit(JSON.parse(readFileSync(file, 'utf8')).modules);
  return [...folders];
}

// The licences of what each bundle carries, from the packages themselves. (ncc's own
// --license misses some packages, ajv among them.)
const LICENCE_FILE = /^(licen[cs]e|copying|notice)([.-].*)?$/i;
for (const [folder, statsFiles] of statsOf) {
  const entries = bundledPackages(statsFiles).map((packageFolder) => {
    const manifest = JSON.parse(readFileSync(join(root, packageFolder, 'package.json'), 'utf8'));
    const texts = readdirSync(join(root, packageFolder)).filter((file) => LICENCE_FILE.test(file)).sort().map((file) => readFileSync(join(root, packageFolder, file), 'utf8').trim());
    return { id: `${manifest.name}@${manifest.version}`, text: `${manifest.name}@${manifest.version}\n${manifest.license ?? 'license not stated'}\n\n${texts.join('\n\n') || '(the package has no licence file)'}\n` };
  });
  const unique = [...new Map(entries.map((entry) => [entry.id, entry.text])).entries()].sort(([a], [b]) => a.localeCompare(b));
  writeFileSync(join(folder, 'licenses.txt'), `Licences of the packages bundled in this folder.\n\n${unique.map(([, text]) => text).join('\n-----\n\n')}`);
}
rmSync(scratch, { recursive: true, force: true });

mkdirSync(join(dist, 'schemas'), { recursive: true });
cpSync(join(root, 'schemas'), join(dist, 'schemas'), { recursive: true });
writeFileSync(join(dist, 'SOURCE_HASH'), `${sourceHash(root)}\n`);
