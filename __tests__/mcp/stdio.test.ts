/**
 * The "done when": `flowgate mcp examples` as a child process, spoken to with the
 * SDK's stdio client. bin/flowgate.js runs the compiled lib/, so the sources are built
 * first, into a private folder (the shared lib/ may be stale or in use by others).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

const repo = join(import.meta.dirname, '..', '..');
let build: string;
let bin: string;

beforeAll(() => {
  // Inside the repository (tmp/ is ignored by git) so that the built modules find
  // node_modules, package.json and schemas/ as lib/ does.
  mkdirSync(join(repo, 'tmp'), { recursive: true });
  build = mkdtempSync(join(repo, 'tmp', 'mcp-e2e-'));
  const tsc = spawnSync(process.execPath, [join(repo, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(repo, 'tsconfig.build.json'), '--outDir', join(build, 'lib')], {
    cwd: repo,
    encoding: 'utf8',
    timeout: 120_000,
  });
  // Type errors elsewhere in a tree being worked on still emit JavaScript; only a missing output is fatal.
  if (!existsSync(join(build, 'lib', 'mcp', 'server.js')) || !existsSync(join(build, 'lib', 'cli', 'main.js'))) {
    throw new Error(`the build did not produce lib/: ${tsc.stdout}${tsc.stderr}${tsc.error?.message ?? ''}`);
  }
  mkdirSync(join(build, 'bin'));
  copyFileSync(join(repo, 'bin', 'flowgate.js'), join(build, 'bin', 'flowgate.js'));
  bin = join(build, 'bin', 'flowgate.js');
}, 180_000);

afterAll(() => {
  if (build) rmSync(build, { recursive: true, force: true });
});

const text = (result: CallToolResult) => result.content.map((c) => (c.type === 'text' ? c.text : '')).join('');

async function start() {
  let stderr = '';
  const transport = new StdioClientTransport({ command: process.execPath, args: [bin, 'mcp', 'examples'], cwd: repo, stderr: 'pipe' });
  transport.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const client = new Client({ name: 'flowgate-e2e', version: '1.0.0' });
  await client.connect(transport);
  // The transport keeps its child private; its exit status tells a clean exit from a kill.
  const child = (transport as unknown as { _process: ChildProcess })._process;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { client, transport, exited, stderr: () => stderr };
}

describe('flowgate mcp over stdio', () => {
  it('CLI-23 reads the schema, lists versions, validates a broken list and runs a version to a passing report', async () => {
    const { client, exited, stderr } = await start();
    try {
      expect(client.getServerVersion()).toMatchObject({ name: 'flowgate' });

      const schema = await client.readResource({ uri: 'service://schemas/test-case.json' });
      expect((schema.contents[0] as { text: string }).text).toBe(readFileSync(join(repo, 'schemas', 'test-case.json'), 'utf8'));

      const listed = (await client.callTool({ name: 'list_versions', arguments: {} })) as CallToolResult;
      expect(listed.isError).toBeFalsy();
      const versions = (listed.structuredContent as { versions: { path: string; test_count: number; version_id: string }[] }).versions;
      const overdue = versions.find((v) => v.path === 'workflows/overdue-invoices')!;
      expect(overdue.test_count).toBeGreaterThan(0);

      const broken = JSON.stringify([{ name: 'typo', given: { http: [{ match: { metod: 'GET', path: '/invoices' } }] }, expect: { outcome: 'skip' } }], null, 2);
      const validated = (await client.callTool({ name: 'validate', arguments: { version: 'workflows/overdue-invoices', tests: broken } })) as CallToolResult;
      const answer = JSON.parse(text(validated));
      expect(answer.valid).toBe(false);
      expect(answer.problems).toContainEqual(expect.objectContaining({ path: '[0].given.http[0].match.metod', file: 'workflows/overdue-invoices/tests.json', line: expect.any(Number) }));

      const ran = (await client.callTool({ name: 'run_tests', arguments: { version: 'workflows/overdue-invoices' } })) as CallToolResult;
      const result = JSON.parse(text(ran));
      expect(result).toMatchObject({ path: 'workflows/overdue-invoices', version_id: overdue.version_id, report: { passed: true, problems: [] } });
      expect(result.report.summary.passed).toBe(overdue.test_count);

      const bad = (await client.callTool({ name: 'run_tests', arguments: { version: '../..' } })) as CallToolResult;
      expect(bad.isError).toBe(true);
      expect(text(bad)).toMatch(/leads outside the root/);
    } finally {
      await client.close();
    }
    // CLI-23: the end of stdin ends the server, sandbox processes included, with status 0.
    expect(await exited, stderr()).toEqual({ code: 0, signal: null });
  });

  it('CLI-23 writes nothing but protocol messages to stdout, and answers what it read before its input ended', async () => {
    const child = spawnSync(process.execPath, [bin, 'mcp', 'examples'], {
      cwd: repo,
      encoding: 'utf8',
      timeout: 60_000,
      input: [
        { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } } },
        { jsonrpc: '2.0', method: 'notifications/initialized' },
        { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'run_tests', arguments: { version: 'actions/crm-upsert' } } },
        { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'validate', arguments: { version: 42 } } },
      ].map((m) => `${JSON.stringify(m)}\n`).join(''),
    });
    expect(child.status, child.stderr).toBe(0);
    const lines = child.stdout.trim().split('\n');
    // Answers may come in any order (requests are served side by side); every line is one.
    const messages = lines.map((line) => JSON.parse(line)).sort((a, b) => a.id - b.id);
    expect(messages.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(messages[1].result.structuredContent.report.passed).toBe(true);
    expect(messages[2].result).toMatchObject({ isError: true });
  });

  it('CLI-17 CLI-18 a root that cannot be read is a usage error with exit status 2', () => {
    const child = spawnSync(process.execPath, [bin, 'mcp', 'no-such-folder'], { cwd: repo, encoding: 'utf8', input: '' });
    expect(child.status).toBe(2);
    expect(child.stderr).toMatch(/cannot read the root folder no-such-folder/);
    expect(child.stdout).toBe('');
  });
});
