import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RUN_FOLDER = fileURLToPath(new URL('../run/', import.meta.url));
const EXAMPLES = fileURLToPath(new URL('../../examples', import.meta.url));

/** Loaded first in the child: writes every import it resolves, as [importer, imported], when the process ends. */
const RECORDER = `
import { registerHooks } from 'node:module';
import { writeFileSync } from 'node:fs';
const imports = [];
registerHooks({
  resolve(specifier, context, next) {
    const resolved = next(specifier, context);
    imports.push([context.parentURL ?? '', resolved.url]);
    return resolved;
  },
});
process.on('exit', () => writeFileSync(process.env.FLOWGATE_IMPORT_LOG, JSON.stringify(imports)));
`;

const LIBRARIES = [
  'exceljs', 'pdfkit', 'jszip', 'csv-parse', 'fast-xml-parser', 'iconv-lite', 'ssh2', 'ssh2-sftp-client',
  '@aws-sdk', 'undici', 'isolated-vm', '@modelcontextprotocol/sdk',
];

/** What only running cases, real runs or the MCP server need, by the name a failure shows. */
const HEAVY: ReadonlyArray<readonly [string, RegExp]> = [
  ['the case runner, its mocks and test world', /\/src\/testing\/(run-[^/]*|[^/]*mock[^/]*|[^/]*world[^/]*)\.ts$/],
  ['the real-run harness', /\/src\/run\//],
  ['a world', /\/src\/world\/(test|real)\//],
  ['the script sandbox', /\/src\/sandbox\//],
  ...LIBRARIES.map((name) => [name, new RegExp(`/node_modules/${name}/`)] as const),
];

/** Runs the flowgate command from the sources in a child process; returns what it loaded of HEAVY, each with the import chain that loaded it first. */
function heavyModulesLoadedBy(args: string[]) {
  const log = join(mkdtempSync(join(tmpdir(), 'flowgate-imports-')), 'imports.json');
  const child = spawnSync(
    process.execPath,
    [
      '--experimental-transform-types', '--disable-warning=ExperimentalWarning',
      '--import', join(RUN_FOLDER, 'ts-hook.mjs'),
      '--import', `data:text/javascript,${encodeURIComponent(RECORDER)}`,
      join(RUN_FOLDER, 'cli-entry.mjs'), ...args,
    ],
    { encoding: 'utf8', env: { ...process.env, FLOWGATE_IMPORT_LOG: log } },
  );
  const imports = JSON.parse(readFileSync(log, 'utf8')) as Array<[string, string]>;
  const importer = new Map<string, string>();
  for (const [from, to] of imports) if (!importer.has(to)) importer.set(to, from);
  const chainTo = (url: string): string => {
    const chain = [url];
    for (let at = importer.get(url); at && !at.includes('/__tests__/') && chain.length < 50; at = importer.get(at)) chain.unshift(at);
    return chain.map((step) => step.replace(/^file:\/\/.*?\/(src|node_modules)\//, '$1/')).join(' → ');
  };
  const loaded = new Map<string, string>();
  for (const url of importer.keys()) {
    const heavy = HEAVY.find(([, pattern]) => pattern.test(url));
    if (heavy && !loaded.has(heavy[0])) loaded.set(heavy[0], chainTo(url));
  }
  return { status: child.status, stderr: child.stderr, loaded: Object.fromEntries(loaded) };
}

describe('the flowgate command loads each command on demand', () => {
  it('--help loads no harness, sandbox, world or action library', () => {
    const { status, loaded } = heavyModulesLoadedBy(['--help']);
    expect(status).toBe(0);
    expect(loaded).toEqual({});
  });

  it('CLI-33 CLI-34 --version and a command\'s --help load no harness, sandbox, world or action library', () => {
    for (const args of [['--version'], ['test', '--help'], ['help', 'run']]) {
      const { status, loaded } = heavyModulesLoadedBy(args);
      expect({ args, status, loaded }).toEqual({ args, status: 0, loaded: {} });
    }
  });

  it('CLI-11 validate runs no case: it loads no harness, sandbox, world or action library', () => {
    const { status, stderr, loaded } = heavyModulesLoadedBy(['validate', EXAMPLES]);
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
    expect(loaded).toEqual({});
  });

  it('test loads the harness, the sandbox and the libraries of the actions it runs: what the two above must not find', () => {
    const { status, loaded } = heavyModulesLoadedBy(['test', EXAMPLES]);
    expect(status).toBe(0);
    expect(Object.keys(loaded)).toEqual(
      expect.arrayContaining(['the case runner, its mocks and test world', 'a world', 'the script sandbox', 'isolated-vm', 'exceljs', 'pdfkit', 'jszip', 'undici']),
    );
  });
});
