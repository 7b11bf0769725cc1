import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

async function cli(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), env: {}, cwd: process.cwd() });
  return { code, stdout, stderr };
}

describe('flowgate mcp arguments', () => {
  it('CLI-23 the usage names the mcp command', async () => {
    expect((await cli(['--help'])).stdout).toMatch(/flowgate mcp \[ROOT\]\s+the MCP server \(stdio\)/);
  });

  it('CLI-17 more than one root is a usage error', async () => {
    const { code, stderr } = await cli(['mcp', 'examples', 'other']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/mcp takes one ROOT folder/);
  });

  it('CLI-17 an unknown option is a usage error', async () => {
    expect((await cli(['mcp', '--port', '80'])).code).toBe(2);
  });

  it('CLI-18 a root that is a file or missing exits 2 before serving', async () => {
    expect((await cli(['mcp', 'package.json'])).code).toBe(2);
    expect((await cli(['mcp', '/nonexistent/flowgate-root'])).code).toBe(2);
  });
});
