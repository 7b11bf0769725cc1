/**
 * `flowgate init` and .gitignore (CACHE-03): the result cache under `.flowgate/` is the
 * machine's, never the repository's, so init makes git ignore it, keeping every line a
 * .gitignore already has and never adding the line twice.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

async function init(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(['init', ...args], { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {}, cwd: process.cwd() });
  return { code, stdout, stderr };
}

/** A new folder for a repository, holding `gitignore` as its .gitignore when given. */
function folder(gitignore?: string): string {
  const root = join(mkdtempSync(join(tmpdir(), 'flowgate-init-ignore-')), 'automations');
  mkdirSync(root);
  if (gitignore !== undefined) writeFileSync(join(root, '.gitignore'), gitignore);
  return root;
}

const gitignoreOf = (root: string) => readFileSync(join(root, '.gitignore'), 'utf8');
const cacheLines = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() === '.flowgate/');

describe('flowgate init and .gitignore', () => {
  it('CACHE-03 init creates .gitignore with .flowgate/ where there is none', async () => {
    const root = folder();
    const { code, stdout } = await init([root]);
    expect(code).toBe(0);
    expect(cacheLines(gitignoreOf(root))).toEqual(['.flowgate/']);
    expect(stdout).toContain('  .gitignore\n');
  });

  it('CACHE-03 init appends .flowgate/ to an existing .gitignore, keeping every line', async () => {
    const before = '# build output\nnode_modules/\n*.log\n\n!keep.log';
    const root = folder(before);
    const { code, stdout } = await init([root]);
    expect(code).toBe(0);
    // The last line had no line break: the new line starts a line of its own.
    expect(gitignoreOf(root)).toBe(`${before}\n.flowgate/\n`);
    expect(stdout).toContain('  .gitignore  (.flowgate/ added)\n');
  });

  it('CACHE-03 init appends .flowgate/ after a .gitignore that ends with a line break, adding no blank line', async () => {
    const root = folder('dist/\n');
    expect((await init([root])).code).toBe(0);
    expect(gitignoreOf(root)).toBe('dist/\n.flowgate/\n');
  });

  it('CACHE-03 init does not add .flowgate/ twice: a second init leaves .gitignore as it was', async () => {
    const root = folder('node_modules/\n');
    expect((await init([root])).code).toBe(0);
    const once = gitignoreOf(root);
    const again = await init([root, '--force']);
    expect(again.code).toBe(0);
    expect(gitignoreOf(root)).toBe(once);
    expect(cacheLines(gitignoreOf(root))).toHaveLength(1);
    expect(again.stdout).not.toContain('.gitignore');
  });

  for (const written of ['.flowgate', '/.flowgate/', '  .flowgate/  ']) {
    it(`CACHE-03 init leaves a .gitignore that already ignores the folder as ${JSON.stringify(written)} untouched`, async () => {
      const before = `node_modules/\n${written}\n`;
      const root = folder(before);
      expect((await init([root])).code).toBe(0);
      expect(gitignoreOf(root)).toBe(before);
    });
  }

  it('CACHE-03 init that refuses to overwrite the starter leaves .gitignore untouched', async () => {
    const root = folder('node_modules/\n');
    expect((await init([root])).code).toBe(0);
    writeFileSync(join(root, '.gitignore'), 'node_modules/\n');
    const refused = await init([root]);
    expect(refused.code).toBe(1);
    expect(gitignoreOf(root)).toBe('node_modules/\n');
  });
});
