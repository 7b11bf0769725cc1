/**
 * The SFTP back end against OpenSSH's sftp-server on loopback (see files-servers.ts):
 * symbolic links, folders that must exist, sign-in, host keys, connection handling.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { filesDelete, filesDownload, filesList, filesMove, filesUpload } from '../../src/actions/files/index.js';
import type { ConnectionSetup } from '../../src/world/settings.js';
import { StepError } from '../../src/engine/errors.js';
import type { ResolvedConnection } from '../../src/engine/world.js';
import type { TestWorld } from '../../src/world/test/test-world.js';
import { SftpFileStore, hostKeyFingerprint, sftpSettingsOf, sftpStepError } from '../../src/world/files/sftp-store.js';
import { failure, runFiles } from '../actions/files-helpers.js';
import { requireTool } from '../helpers/tools.js';
import { loopbackWorld, sftpServerBinary, startSftpServer, type SftpServer } from './files-servers.js';

const PASSWORD = 'test-dummy-sftp-password';
const available = sftpServerBinary() !== undefined;
const live = available ? describe : describe.skip;
const SSH_KEYGEN = requireTool('ssh-keygen', 'openssh-client', 'the host key fingerprint test');

let server: SftpServer | undefined;
const stores: SftpFileStore[] = [];

beforeAll(async () => {
  if (available) server = await startSftpServer({ username: 'flow', password: PASSWORD });
});
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});
const tempFolders: string[] = [];
afterAll(async () => {
  await server?.close();
  for (const folder of tempFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function connection(settings: Record<string, unknown>, secrets: Record<string, string> = { password: 'OUTBOX_PASSWORD' }): ResolvedConnection {
  return { name: 'outbox', kind: 'sftp', exists: true, auth: 'none', settings, secrets };
}

/** A base folder with a link to a folder outside it and a link to a file outside it. */
function layout(): { top: string; base: string } {
  const top = mkdtempSync(join(tmpdir(), 'flowgate-sftp-'));
  tempFolders.push(top);
  const base = join(top, 'base');
  mkdirSync(join(base, 'real'), { recursive: true });
  mkdirSync(join(top, 'outside'));
  writeFileSync(join(top, 'outside', 'secret.txt'), 'keep me');
  writeFileSync(join(base, 'real', 'a.csv'), 'A');
  symlinkSync(join(top, 'outside'), join(base, 'linked'));
  symlinkSync(join(top, 'outside', 'secret.txt'), join(base, 'real', 'secret-link.txt'));
  symlinkSync(join(base, 'real'), join(base, 'inner-link'));
  return { top, base };
}

function worldFor(setup: ConnectionSetup, options: { secrets?: Record<string, string>; given?: Record<string, string> } = {}): TestWorld {
  const world = loopbackWorld(
    { outbox: { kind: 'sftp', production: setup, secrets: options.secrets ?? { password: 'OUTBOX_PASSWORD' } } },
    { secrets: options.given ?? { OUTBOX_PASSWORD: PASSWORD } },
  );
  Object.assign(world, {
    fileStore: (c: ResolvedConnection) => {
      const store = new SftpFileStore(c, world, { lingerMs: 200 });
      stores.push(store);
      return store;
    },
  });
  return world;
}

function setupFor(base: string): ConnectionSetup {
  return { host: '127.0.0.1', port: server!.port, folder: base, username: 'flow' };
}

describe('SFTP settings', () => {
  it('AUTH-11 host, port, folder and username; port 22 and the login folder by default', () => {
    expect(sftpSettingsOf(connection({ host: 'sftp.example.com', port: 2222, folder: '/out/', username: 'flow' }))).toEqual({ host: 'sftp.example.com', port: 2222, folder: '/out', username: 'flow' });
    expect(sftpSettingsOf(connection({ host: 'h', username: 'u' }))).toEqual({ host: 'h', port: 22, folder: '.', username: 'u' });
    expect(sftpSettingsOf(connection({ host: 'h', username: 'u', folder: '/' })).folder).toBe('/');
  });

  it.each([
    [{ username: 'u' }, /host/],
    [{ host: 'h' }, /username/],
    [{ host: 'h', username: 'u', port: 0 }, /port/],
    [{ host: 'h', username: 'u', port: '22' }, /port/],
    [{ host: 'h', username: 'u', folder: 7 }, /folder/],
  ])('AUTH-11 settings %j are refused with invalid_input', (settings, why) => {
    let error: unknown;
    try {
      sftpSettingsOf(connection(settings));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(StepError);
    expect((error as StepError).code).toBe('invalid_input');
    expect((error as StepError).message).toMatch(why);
  });

  it('errors of ssh2 become data-free StepErrors', () => {
    expect(sftpStepError(Object.assign(new Error('No such file /srv/secret-plan.csv'), { code: 2 }), 1000).code).toBe('file_not_found');
    expect(sftpStepError(Object.assign(new Error('Permission denied /srv/x'), { code: 3 }), 1000).code).toBe('file_access_denied');
    expect(sftpStepError(new Error('All configured authentication methods failed'), 1000).code).toBe('file_access_denied');
    expect(sftpStepError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), 1000).code).toBe('network_error');
    expect(sftpStepError(new Error('Timed out while waiting for handshake'), 1000).code).toBe('timeout');
    const odd = sftpStepError(Object.assign(new Error('Failure /srv/secret-plan.csv'), { code: 4 }), 1000);
    expect(odd.code).toBe('network_error');
    expect(odd.message).not.toContain('secret-plan');
  });

  it.skipIf(!SSH_KEYGEN)('hostKeyFingerprint prints SHA256 like ssh-keygen -l', () => {
    const dir = mkdtempSync(join(tmpdir(), 'flowgate-key-'));
    tempFolders.push(dir);
    execFileSync(SSH_KEYGEN!, ['-q', '-t', 'ed25519', '-N', '', '-f', join(dir, 'key')]);
    const blob = Buffer.from(readFileSync(join(dir, 'key.pub'), 'utf8').split(' ')[1]!, 'base64');
    const printed = execFileSync(SSH_KEYGEN!, ['-l', '-f', join(dir, 'key.pub')], { encoding: 'utf8' }).split(' ')[1];
    expect(hostKeyFingerprint(blob)).toBe(printed);
  });
});

live('SFTP back end on loopback', () => {
  it('FILES-06 a path through a symbolic link to a folder is refused by every action', async () => {
    const { top, base } = layout();
    const world = worldFor(setupFor(base));
    const attempts: [unknown, Record<string, unknown>][] = [
      [filesList, { path: 'linked' }],
      [filesDownload, { path: 'linked/secret.txt' }],
      [filesUpload, { path: 'linked/secret.txt', text: 'overwritten', overwrite: 'replace' }],
      [filesUpload, { path: 'linked/new.txt', text: 'planted' }],
      [filesMove, { from: 'linked/secret.txt', to: 'real/' }],
      [filesMove, { from: 'real/a.csv', to: 'linked/', overwrite: 'replace' }],
      [filesDelete, { path: 'linked/secret.txt' }],
      [filesDownload, { path: 'inner-link/a.csv' }],
    ];
    for (const [module, input] of attempts) {
      const error = await failure(runFiles(world, module as never, input));
      expect(error.code, JSON.stringify(input)).toBe('invalid_input');
      expect(error.message).toMatch(/symbolic link/);
      expect(error.message).not.toContain('secret');
    }
    expect(readFileSync(join(top, 'outside', 'secret.txt'), 'utf8')).toBe('keep me');
    expect(existsSync(join(top, 'outside', 'new.txt'))).toBe(false);
    expect(readFileSync(join(base, 'real', 'a.csv'), 'utf8')).toBe('A');
  });

  it('FILES-06 FILES-08 a symbolic link to a file is not listed, and cannot be read, replaced or deleted', async () => {
    const { top, base } = layout();
    const world = worldFor(setupFor(base));
    expect((await runFiles(world, filesList, { path: 'real' })).files.map((f: { name: string }) => f.name)).toEqual(['a.csv']);
    expect((await runFiles(world, filesList, {})).files).toEqual([]);
    for (const [module, input] of [
      [filesDownload, { path: 'real/secret-link.txt' }],
      [filesUpload, { path: 'real/secret-link.txt', text: 'x', overwrite: 'replace' }],
      [filesDelete, { path: 'real/secret-link.txt' }],
      [filesMove, { from: 'real/a.csv', to: 'real/secret-link.txt', overwrite: 'replace' }],
    ] as const) {
      expect((await failure(runFiles(world, module as never, input))).code, JSON.stringify(input)).toBe('invalid_input');
    }
    expect(readFileSync(join(top, 'outside', 'secret.txt'), 'utf8')).toBe('keep me');
  });

  it('FILES-20 SET-09 an upload or move into a folder that does not exist fails with file_not_found', async () => {
    const { base } = layout();
    const world = worldFor(setupFor(base));
    const upload = await failure(runFiles(world, filesUpload, { path: 'missing/a.csv', text: 'x' }));
    expect(upload.code).toBe('file_not_found');
    expect(upload.message).toMatch(/folder/);
    expect((await failure(runFiles(world, filesMove, { from: 'real/a.csv', to: 'missing/' }))).code).toBe('file_not_found');
    expect(existsSync(join(base, 'missing'))).toBe(false);
    expect(readFileSync(join(base, 'real', 'a.csv'), 'utf8')).toBe('A');
    expect((await runFiles(world, filesUpload, { path: 'real/b.csv', text: 'x' })).written).toBe(true);
  });

  it('SET-09 an upload onto a folder name fails with file_exists', async () => {
    const { base } = layout();
    const world = worldFor(setupFor(base));
    expect((await failure(runFiles(world, filesUpload, { path: 'real', text: 'x', overwrite: 'replace' }))).code).toBe('file_exists');
  });

  it('AUTH-17 signs in with the password secret', async () => {
    const { base } = layout();
    const world = worldFor(setupFor(base), { secrets: { password: 'PARTNER_SFTP' }, given: { PARTNER_SFTP: PASSWORD } });
    expect((await runFiles(world, filesList, { path: 'real' })).count).toBe(1);
  });

  it('AUTH-17 signs in with the private_key secret when the connection names one', async () => {
    const { base } = layout();
    const world = worldFor(setupFor(base), { secrets: { private_key: 'PARTNER_KEY' }, given: { PARTNER_KEY: server!.clientPrivateKey } });
    expect((await runFiles(world, filesList, { path: 'real' })).count).toBe(1);
  });

  it('AUTH-17 a wrong password fails with file_access_denied and never shows the secret', async () => {
    const { base } = layout();
    const world = worldFor(setupFor(base), { given: { OUTBOX_PASSWORD: 'test-dummy-wrong-password' } });
    const error = await failure(runFiles(world, filesList, {}));
    expect(error.code).toBe('file_access_denied');
    expect(error.message).not.toContain('wrong-password');
  });

  it('a matching host_key_fingerprint is accepted, another one is refused before signing in', async () => {
    const { base } = layout();
    const good = worldFor({ ...setupFor(base), host_key_fingerprint: server!.hostKeyFingerprint });
    expect((await runFiles(good, filesList, { path: 'real' })).count).toBe(1);
    expect(good.logLines.join('\n')).not.toMatch(/not checked/);
    const bad = worldFor({ ...setupFor(base), host_key_fingerprint: 'SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    const error = await failure(runFiles(bad, filesList, {}));
    expect(error.code).toBe('network_error');
    expect(error.message).toMatch(/host key/);
    const unchecked = worldFor(setupFor(base));
    await runFiles(unchecked, filesList, {});
    expect(unchecked.logLines.join('\n')).toMatch(/not checked/);
  });

  it('one connection serves the calls of an action and of the next steps', async () => {
    const { base } = layout();
    const world = worldFor(setupFor(base));
    const before = server!.connections();
    const store = world.fileStore(world.connection('outbox', 'sftp'));
    await store.write('real/b.csv', Buffer.from('b'));
    await store.stat('real/b.csv');
    await store.move('real/b.csv', 'real/c.csv');
    expect(await store.list('real')).toHaveLength(2);
    expect(server!.connections() - before).toBe(1);
  });

  it('a server that is not there fails with network_error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const world = worldFor({ host: '127.0.0.1', port, folder: '/tmp', username: 'flow' });
    const error = await failure(runFiles(world, filesList, {}));
    expect(error.code).toBe('network_error');
    expect(error.message).toMatch(/refused/);
  });

  it('a server that never answers fails with timeout', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const world = loopbackWorld({ outbox: { kind: 'sftp', production: { host: '127.0.0.1', port, username: 'flow' }, secrets: { password: 'OUTBOX_PASSWORD' } } });
    const store = new SftpFileStore(world.connection('outbox', 'sftp'), world, { connectTimeoutMs: 300, operationTimeoutMs: 5000 });
    stores.push(store);
    try {
      const error = await failure(store.list(''));
      expect(error.code).toBe('timeout');
    } finally {
      silent.close();
    }
  });

  it('a missing secret in a real run fails with invalid_input naming the reference', async () => {
    const { base } = layout();
    const world = worldFor(setupFor(base));
    Object.assign(world, { secret: () => undefined });
    const error = await failure(runFiles(world, filesList, {}));
    expect(error.code).toBe('invalid_input');
    expect(error.message).toMatch(/password/);
  });
});

describe('the address rules of a real run', () => {
  it('HTTP-32 CLI-25 SET-08 an SFTP host that is not public is refused before any packet is sent', async () => {
    let connections = 0;
    const server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      for (const host of ['127.0.0.1', 'localhost', '10.1.2.3', '169.254.169.254']) {
        const world = loopbackWorld({}, { secrets: { OUTBOX_PASSWORD: 'made-up' } });
        Object.assign(world, { addressRules: { allowLoopback: false } });
        const store = new SftpFileStore(connection({ host, port, username: 'flow' }), world, { connectTimeoutMs: 500 });
        const error = await store.list('').then(
          () => undefined,
          (caught: unknown) => caught,
        );
        expect(error, host).toBeInstanceOf(StepError);
        expect((error as StepError).code, host).toBe('address_blocked');
      }
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
  });
});
