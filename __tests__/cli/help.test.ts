import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { buildText } from '../../src/shared/build.js';

async function cli(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {}, cwd: process.cwd() });
  return { code, stdout, stderr };
}

const COMMANDS = ['init', 'test', 'validate', 'schema', 'merge-reports', 'verify', 'mcp', 'run'];

describe('flowgate --version', () => {
  it('CLI-33 prints the version and build on one line and exits 0', async () => {
    const { code, stdout, stderr } = await cli(['--version']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toMatch(/^flowgate \d+\.\d+\.\d+ \(build [0-9a-f]{16}\)\n$/);
    expect(stdout).toBe(`${buildText()}\n`);
  });

  it('CLI-33 -v is the same', async () => {
    expect(await cli(['-v'])).toEqual(await cli(['--version']));
  });
});

describe('help', () => {
  it('CLI-34 help test and test --help print the usage of test alone and exit 0', async () => {
    const help = await cli(['help', 'test']);
    expect({ code: help.code, stderr: help.stderr }).toEqual({ code: 0, stderr: '' });
    expect(help.stdout).toMatch(/^Usage:\n {2}flowgate test \[ROOT\]/);
    expect(help.stdout).toContain('[--trace on|off|failed]');
    expect(help.stdout).not.toContain('flowgate merge-reports');
    expect(help.stdout).not.toContain('flowgate validate');
    expect(await cli(['test', '--help'])).toEqual(help);
    expect(await cli(['test', '-h'])).toEqual(help);
    expect(await cli(['test', 'some-root', '--json', 'out.json', '--help'])).toEqual(help);
  });

  it('CLI-34 every command has its own usage, which names it and no other command', async () => {
    for (const name of COMMANDS) {
      const { code, stdout } = await cli(['help', name]);
      expect(code).toBe(0);
      expect(stdout).toContain(`flowgate ${name} `);
      for (const other of COMMANDS.filter((o) => o !== name)) expect(stdout).not.toContain(`flowgate ${other} `);
    }
  });

  it('CLI-34 flowgate --help prints every command and exits 0; flowgate alone prints it as an error (exit 2)', async () => {
    const help = await cli(['--help']);
    expect(help.code).toBe(0);
    for (const name of COMMANDS) expect(help.stdout).toContain(`flowgate ${name} `);
    expect(help.stdout).toContain('flowgate help [COMMAND]');
    expect(help.stdout).toContain('flowgate --version');
    expect(await cli(['help'])).toEqual(help);
    expect(await cli(['-h'])).toEqual(help);
    expect(await cli([])).toEqual({ code: 2, stdout: '', stderr: help.stdout });
  });

  it('CLI-34 the overall usage is every command\'s usage, in one layout', async () => {
    const whole = (await cli(['--help'])).stdout;
    const parts = await Promise.all(COMMANDS.map(async (name) => (await cli(['help', name])).stdout.replace(/^Usage:\n/, '')));
    let at = 0;
    for (const part of parts) {
      const found = whole.indexOf(part, at);
      expect(found, part).toBeGreaterThan(at - 1);
      at = found + part.length;
    }
  });
});

describe('usage errors', () => {
  it('CLI-34 CLI-17 a usage error prints one line naming the mistake, then the usage of its command alone, and exits 2', async () => {
    const usage = (await cli(['help', 'test'])).stdout;
    const { code, stdout, stderr } = await cli(['test', '--trace', 'sometimes']);
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toBe(`flowgate test: --trace takes on, off or failed\n${usage}`);
  });

  it('CLI-34 an unknown option of a command is named with that command', async () => {
    const { code, stderr } = await cli(['validate', '--nope']);
    expect(code).toBe(2);
    expect(stderr).toBe(`flowgate validate: unknown option --nope\n${(await cli(['help', 'validate'])).stdout}`);
  });

  it('CLI-34 an unknown command is one line, with a hint when a command is close, then the list of commands', async () => {
    const close = await cli(['tset']);
    expect(close.code).toBe(2);
    expect(close.stdout).toBe('');
    const [line, list, ...more] = close.stderr.split('\n');
    expect(line).toBe("flowgate: unknown command tset; did you mean 'test'?");
    expect(list).toContain(COMMANDS.join(', '));
    expect(more).toEqual(['']);
    expect((await cli(['frobnicate'])).stderr.split('\n')[0]).toBe('flowgate: unknown command frobnicate');
    expect((await cli(['help', 'vaildate'])).stderr.split('\n')[0]).toBe("flowgate help: unknown command vaildate; did you mean 'validate'?");
    expect((await cli(['--verison'])).stderr.split('\n')[0]).toBe("flowgate: unknown option --verison; did you mean '--version'?");
  });
});
