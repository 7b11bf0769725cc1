/**
 * The README's Quickstart works exactly as written in a fresh clone, and the command
 * says in one line when Node.js is too old (CLI-37).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = join(import.meta.dirname, '..', '..');

/** The commands of the Quickstart's first block, comments left out. */
function quickstartCommands(readme: string): string[] {
  const section = readme.slice(readme.indexOf('## Quickstart'), readme.indexOf('\n## ', readme.indexOf('## Quickstart') + 1));
  const block = /\n((?: {4}\S.*\n)+)/.exec(section)![1]!;
  return block.split('\n').filter(Boolean).map((line) => line.trim().replace(/\s+#.*$/, ''));
}

describe('the Quickstart', () => {
  it('CLI-15 runs exactly as the README writes it, in a fresh clone', () => {
    const clone = join(mkdtempSync(join(tmpdir(), 'flowgate-quickstart-')), 'flowgate');
    execFileSync('git', ['clone', '-q', '--no-hardlinks', REPO, clone]);
    const commands = quickstartCommands(readFileSync(join(clone, 'README.md'), 'utf8'));
    expect(commands[0]).toBe('npm ci');
    expect(commands.slice(1)).toEqual(['npx flowgate init my-automations', 'cd my-automations', 'npx flowgate test']);
    // What `npm ci` leaves, without installing the packages again: this checkout's node_modules.
    symlinkSync(join(REPO, 'node_modules'), join(clone, 'node_modules'), 'dir');
    const run = spawnSync('bash', ['-c', commands.slice(1).join(' && ')], { cwd: clone, encoding: 'utf8', timeout: 180_000, env: { ...process.env, npm_config_yes: 'true' } });
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('Wrote a starter repository in my-automations:');
    expect(run.stdout).toMatch(/Cases: 4 passed, 0 failed, 0 invalid, 0 not run/);
    expect(run.stdout).toContain('PASS: every report passed');
    expect(existsSync(join(clone, 'my-automations', 'workflows', 'new-signup', 'tests.json'))).toBe(true);
  }, 240_000);
});

describe('an old Node.js', () => {
  it('CLI-37 every command prints one line naming the version found and the one needed, and exits 2', () => {
    for (const args of [['test', 'examples'], ['--version'], ['validate']]) {
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', `Object.defineProperty(process.versions, 'node', { value: '22.3.0' }); await import(${JSON.stringify(join(REPO, 'bin', 'flowgate.js'))});`, '--', ...args], {
        cwd: REPO,
        encoding: 'utf8',
      });
      expect(run.status, `${args.join(" ")}: ${run.stdout}${run.stderr}`).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe('flowgate needs Node.js 24 or later; this is Node.js 22.3.0. Install Node.js 24 (nodejs.org, or nvm install 24) and run it again.\n');
    }
  });
});
