/**
 * `flowgate init [DIR] [--editor] [--force]`: writes a starter repository whose tests pass
 * (CLI-31); `--editor` writes only the editor settings and schema copies, which is also how
 * an existing repository gets them, or refreshes them after flowgate changed. It never
 * overwrites a file unless told to, and then says which ones it did; `.gitignore` only
 * ever gains the line `.flowgate/` (CACHE-03).
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { SCHEMA_NAMES, loadSchemaFile, schemaId } from '../../definitions/schemas.js';
import { UsageError, parseArgs, type CommandIo } from '../../shared/command-line.js';
import { EDITOR_FOLDER, EDITOR_SCHEMAS, EDITOR_SCHEMA_FOLDER, STARTER_FILES } from '../init/starter.js';

/** flowgate's schemas refer to each other by `service://` ids; an editor's copy refers to the file beside it. */
const LOCAL_REFERENCES = new Map(SCHEMA_NAMES.map((name) => [schemaId(name), `./${name}.json`]));

function editorCopy(schema: object): string {
  const text = JSON.stringify(
    schema,
    (key, value: unknown) => {
      if (key === '$id' && typeof value === 'string' && LOCAL_REFERENCES.has(value)) return undefined;
      if (key === '$ref' && typeof value === 'string') return LOCAL_REFERENCES.get(value) ?? value;
      return value;
    },
    2,
  );
  return `${text}\n`;
}

function starterFiles(): [path: string, text: string][] {
  return [
    ...Object.entries(STARTER_FILES),
    ...EDITOR_SCHEMAS.map((name): [string, string] => [`${EDITOR_SCHEMA_FOLDER}/${name}.json`, editorCopy(loadSchemaFile(name))]),
  ];
}

/** flowgate's own files (the result cache) are the machine's, never the repository's. */
const IGNORED = '.flowgate/';

/** Adds `.flowgate/` to the repository's .gitignore, keeping every line already there. */
function ignoreCache(target: string): 'created' | 'added' | undefined {
  const file = join(target, '.gitignore');
  if (!existsSync(file)) {
    writeFileSync(file, `# flowgate's result cache\n${IGNORED}\n`);
    return 'created';
  }
  const text = readFileSync(file, 'utf8');
  if (text.split(/\r?\n/).some((line) => ['.flowgate', '.flowgate/', '/.flowgate', '/.flowgate/'].includes(line.trim()))) return undefined;
  writeFileSync(file, `${text}${text === '' || text.endsWith('\n') ? '' : '\n'}${IGNORED}\n`);
  return 'added';
}

export function initCommand(argv: readonly string[], io: CommandIo): number {
  const { positionals, flags } = parseArgs(argv, { force: false, editor: false });
  if (positionals.length > 1) throw new UsageError('init takes one DIR folder');
  const given = positionals[0] ?? '.';
  const target = resolve(io.cwd, given);
  if (existsSync(target) && !statSync(target).isDirectory()) throw new UsageError(`${given} is a file, not a folder`);

  const editorOnly = flags.editor === true;
  const files = starterFiles().filter(([path]) => !editorOnly || path.startsWith(`${EDITOR_FOLDER}/`));
  const existing = files.map(([path]) => path).filter((path) => existsSync(join(target, path)));
  if (existing.length > 0 && flags.force !== true) {
    io.stderr(`flowgate: init would overwrite ${existing.join(', ')} in ${given}; nothing was written (--force overwrites them)\n`);
    return 1;
  }
  for (const [path, text] of files) {
    const file = join(target, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  const overwritten = new Set(existing);
  const ignored = editorOnly ? undefined : ignoreCache(target);
  io.stdout(
    `Wrote ${editorOnly ? 'the editor settings' : 'a starter repository'} in ${given}:\n` +
      files.map(([path]) => `  ${path}${overwritten.has(path) ? '  (overwritten)' : ''}\n`).join('') +
      (ignored ? `  .gitignore${ignored === 'added' ? '  (.flowgate/ added)' : ''}\n` : '') +
      (editorOnly ? '' : `Next: ${given === '.' ? '' : `cd ${given} && `}npx flowgate test\n`),
  );
  return 0;
}
