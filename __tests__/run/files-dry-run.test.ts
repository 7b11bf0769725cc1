/**
 * FILES-37/38 through a real run: the file actions against OpenSSH's sftp-server and
 * s3rver, an S3 server implementation (behind HTTPS: a real run speaks nothing else), on
 * loopback. A dry run looks at the stores but changes nothing; the same workflow without
 * --dry-run does change them, so the comparison can fail.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRepo } from '../helpers/repo.js';
import { sftpServerBinary, startS3rver, startSftpServer, type S3rverServer, type SftpServer } from '../world/files-servers.js';
import { CERTIFICATE, loopbackEnv, runJson, startTlsFront } from './helpers.js';

const fileSteps = `steps:
  - id: replace
    uses: platform/files.upload@v1
    connections: { store: files }
    with: { path: in/a.csv, text: "replaced", overwrite: replace }
  - id: create
    uses: platform/files.upload@v1
    connections: { store: files }
    with: { path: in/new.csv, json: { made: true } }
  - id: move
    uses: platform/files.move@v1
    connections: { store: files }
    with: { from: in/b.csv, to: done/ }
  - id: delete
    uses: platform/files.delete@v1
    connections: { store: files }
    with: { path: in/c.csv }
`;

const workflow = `name: files-flow\non: { manual: {} }\n${fileSteps}`;

function expectDryOutputs(doc: any): void {
  expect(doc.outcome).toBe('success');
  expect(doc.steps.replace.outputs).toEqual({ path: 'in/a.csv', size: 8, written: false });
  expect(doc.steps.create.outputs).toEqual({ path: 'in/new.csv', size: Buffer.byteLength('{"made":true}'), written: false });
  expect(doc.steps.move.outputs).toEqual({ from: 'in/b.csv', to: 'done/b.csv', moved: false });
  expect(doc.steps.delete.outputs).toEqual({ path: 'in/c.csv', deleted: false });
}

function expectRealOutputs(doc: any): void {
  expect(doc.outcome).toBe('success');
  expect([doc.steps.replace.outputs.written, doc.steps.create.outputs.written, doc.steps.move.outputs.moved, doc.steps.delete.outputs.deleted]).toEqual([true, true, true, true]);
}

/** Every file under a folder with its content. */
function folderContents(root: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else found[relative(root, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(root);
  return found;
}

const SFTP_BINARY = sftpServerBinary();

describe.skipIf(!SFTP_BINARY)('flowgate run --dry-run against an SFTP server', () => {
  let server: SftpServer;
  beforeAll(async () => {
    server = await startSftpServer({ username: 'flow', password: 'sftp-pass-9876' });
  });
  afterAll(() => server.close());

  function setUp() {
    const base = mkdtempSync(join(tmpdir(), 'flowgate-run-sftp-'));
    mkdirSync(join(base, 'in'));
    mkdirSync(join(base, 'done'));
    for (const name of ['a', 'b', 'c']) writeFileSync(join(base, 'in', `${name}.csv`), `${name} original`);
    const connections = `files:\n  kind: sftp\n  test: { host: 127.0.0.1, port: ${server.port}, folder: "${base}", username: flow, host_key_fingerprint: "${server.hostKeyFingerprint}" }\n  secrets: { password: SFTP_PASSWORD }\n`;
    const root = makeRepo({ 'connections.yaml': connections, 'workflows/files/workflow.yaml': workflow });
    return { base, root, env: loopbackEnv({ FLOWGATE_SECRET_SFTP_PASSWORD: 'sftp-pass-9876' }) };
  }

  it('FILES-37 FILES-38 CLI-22 upload, move and delete change nothing and report what they would do', async () => {
    const { base, root, env } = setUp();
    const before = folderContents(base);
    const { code, doc } = await runJson('workflows/files', root, env, ['--dry-run']);
    expect(code).toBe(0);
    expectDryOutputs(doc);
    expect(folderContents(base)).toEqual(before);
  });

  it('FILES-37 without --dry-run the same workflow changes the SFTP folder', async () => {
    const { base, root, env } = setUp();
    const { code, doc } = await runJson('workflows/files', root, env);
    expect(code).toBe(0);
    expectRealOutputs(doc);
    expect(folderContents(base)).toEqual({ 'in/a.csv': 'replaced', 'in/new.csv': '{"made":true}', 'done/b.csv': 'b original' });
  });
});

describe.skipIf(!CERTIFICATE)('flowgate run --dry-run against an S3 server (s3rver)', () => {
  const keys = { accessKeyId: 'AKIATESTRUN0001', secretAccessKey: 's3-secret-run-0001' };
  let s3: S3rverServer;
  let front: { url: string; close(): Promise<void> };
  let casePrefix = 0;
  beforeAll(async () => {
    s3 = await startS3rver({ bucket: 'acme', ...keys });
    front = await startTlsFront(s3.port);
  });
  afterAll(async () => {
    await front.close();
    await s3.close();
  });

  /** A workflow whose `files` connection is the bucket below a prefix of its own, seeded with in/a, b and c. */
  function setUp() {
    casePrefix += 1;
    const prefix = `run-${casePrefix}/`;
    for (const name of ['a', 'b', 'c']) s3.seed(`${prefix}in/${name}.csv`, `${name} original`, '2026-01-01T00:00:00Z');
    const connections = `files:\n  kind: s3\n  test: { bucket: acme, region: eu-central-1, prefix: ${prefix}, endpoint: "${front.url}" }\n  secrets: { access_key_id: S3_KEY_ID, secret_access_key: S3_SECRET }\n`;
    const root = makeRepo({ 'connections.yaml': connections, 'workflows/files/workflow.yaml': workflow });
    const env = loopbackEnv({ FLOWGATE_SECRET_S3_KEY_ID: keys.accessKeyId, FLOWGATE_SECRET_S3_SECRET: keys.secretAccessKey });
    const contents = () => Object.fromEntries(s3.keys().filter((key) => key.startsWith(prefix)).map((key) => [key.slice(prefix.length), s3.bytes(key)!.toString('utf8')]));
    return { root, env, contents };
  }

  it('FILES-37 FILES-38 CLI-22 upload, move and delete change nothing and report what they would do', async () => {
    const { root, env, contents } = setUp();
    const before = contents();
    const requestsBefore = s3.requests().length;
    const { code, doc } = await runJson('workflows/files', root, env, ['--dry-run']);
    expect(code).toBe(0);
    expectDryOutputs(doc);
    expect(contents()).toEqual(before);
    const methods = s3.requests().slice(requestsBefore).map((r) => r.method);
    expect(methods.length).toBeGreaterThan(0);
    expect(methods.filter((method) => method !== 'GET' && method !== 'HEAD')).toEqual([]);
  });

  it('FILES-37 without --dry-run the same workflow changes the bucket', async () => {
    const { root, env, contents } = setUp();
    const { code, doc } = await runJson('workflows/files', root, env);
    expect(code).toBe(0);
    expectRealOutputs(doc);
    expect(contents()).toEqual({ 'in/a.csv': 'replaced', 'in/new.csv': '{"made":true}', 'done/b.csv': 'b original' });
  });
});
