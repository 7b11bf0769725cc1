/**
 * An SFTP file connection (AUTH-11, AUTH-17) on ssh2-sftp-client, loaded the first
 * time a store is used.
 *
 * Settings: `host` (required), `port` (default 22), `folder` (the base folder; default
 * the login folder), `username` (required), and `host_key_fingerprint` (`SHA256:…` as
 * `ssh-keygen -l` prints it): when set, a server with another host key is refused.
 * Secrets: `private_key` when the connection names one, otherwise `password`.
 *
 * FILES-06: every part of a path below the base folder is looked at with `lstat` before
 * use, and a symbolic link anywhere on the way is refused, so no link can lead a step
 * out of the base folder. (A server-side change between that look and the operation is
 * outside what a client can prevent.)
 *
 * One SSH connection serves the calls that follow each other closely (an action's look
 * and write); it is closed when idle for a moment.
 */
import { createHash } from 'node:crypto';
import type SftpClient from 'ssh2-sftp-client';
import type { RawSftp, SftpAttributes } from 'ssh2-sftp-client';
import { StepError, invalidInput } from '../../engine/errors.js';
import type { FileEntry, FileStore, ResolvedConnection, World } from '../../engine/world.js';
import { formatRfc3339 } from '../../expressions/dates.js';
import { assertStorePath, fileName, folderOf } from './paths.js';
import { secretValueFor } from '../../engine/connections.js';
import { checkedAddress } from '../address-policy.js';

type SftpClientClass = typeof SftpClient;

let sftpModule: Promise<SftpClientClass> | undefined;

function loadSftpClient(): Promise<SftpClientClass> {
  sftpModule ??= import('ssh2-sftp-client').then((module) => ((module as { default?: SftpClientClass }).default ?? module) as SftpClientClass);
  return sftpModule;
}

export interface SftpSettings {
  host: string;
  port: number;
  /** The base folder without a trailing `/`; `.` is the login folder. */
  folder: string;
  username: string;
  hostKeyFingerprint?: string;
}

export interface SftpStoreOptions {
  /** How long one operation may take, connecting included. */
  operationTimeoutMs?: number;
  /** How long the SSH handshake may take. */
  connectTimeoutMs?: number;
  /** How long an idle connection is kept for the next call. */
  lingerMs?: number;
}

const DEFAULTS: Required<SftpStoreOptions> = { operationTimeoutMs: 120_000, connectTimeoutMs: 20_000, lingerMs: 1_000 };

function settingText(connection: ResolvedConnection, name: string): string | undefined {
  const value = connection.settings[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidInput(`Connection ${connection.name}: the ${name} setting must be text.`);
  return value;
}

export function sftpSettingsOf(connection: ResolvedConnection): SftpSettings {
  const host = settingText(connection, 'host');
  if (!host) throw invalidInput(`Connection ${connection.name} needs a host setting.`);
  const username = settingText(connection, 'username');
  if (!username) throw invalidInput(`Connection ${connection.name} needs a username setting.`);
  const port = connection.settings.port ?? 22;
  if (typeof port !== 'number' || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw invalidInput(`Connection ${connection.name}: the port setting must be a whole number from 1 to 65535.`);
  }
  const rawFolder = settingText(connection, 'folder') || '.';
  const folder = rawFolder === '/' ? '/' : rawFolder.replace(/\/+$/, '');
  const fingerprint = settingText(connection, 'host_key_fingerprint');
  return { host, port, folder, username, ...(fingerprint ? { hostKeyFingerprint: fingerprint } : {}) };
}

/** `SHA256:<base64 without padding>` of a host key, as OpenSSH prints it. */
export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

// ---------------------------------------------------------------------------------------
// Errors

/** SFTP status codes (draft-ietf-secsh-filexfer-02) and ssh2-sftp-client's own codes. */
const NOT_FOUND_CODES = new Set<unknown>([2, 'ENOENT', 'ENOTDIR']);
const DENIED_CODES = new Set<unknown>([3, 'EACCES', 'ERR_BAD_AUTH']);

const NETWORK_FAILURES: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'the server refused the connection',
  ECONNRESET: 'the connection was closed by the server',
  ENOTFOUND: 'the host name was not found',
  EAI_AGAIN: 'the host name could not be looked up',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
};

/** ssh2 errors become StepErrors; their messages (which carry paths) are never passed on. */
export function sftpStepError(error: unknown, timeoutMs: number): StepError {
  if (error instanceof StepError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  if (NOT_FOUND_CODES.has(code)) return new StepError('file_not_found', 'There is no file or folder at that path.');
  if (DENIED_CODES.has(code) || /authentication methods failed/i.test(message)) {
    return new StepError('file_access_denied', "The SFTP server refused access; check the connection's user name, secret and permissions.");
  }
  if (code === 'ETIMEDOUT' || /timed out/i.test(message)) {
    return new StepError('timeout', `The SFTP server did not answer within ${timeoutMs / 1000} s.`);
  }
  const why = (typeof code === 'string' && NETWORK_FAILURES[code]) || 'the SFTP request failed';
  return new StepError('network_error', `The SFTP connection failed: ${why}.`);
}

function symlinkRefused(): StepError {
  return invalidInput('The path goes through a symbolic link, which file actions do not follow.');
}

// ---------------------------------------------------------------------------------------
// Calls on ssh2's SFTP session

function lstatOf(sftp: RawSftp, path: string): Promise<SftpAttributes | undefined> {
  return new Promise((resolve, reject) => {
    sftp.lstat(path, (error, stats) => {
      if (!error) resolve(stats);
      else if (NOT_FOUND_CODES.has(error.code)) resolve(undefined);
      else reject(error);
    });
  });
}

function readdirOf(sftp: RawSftp, path: string): Promise<{ filename: string; attrs: SftpAttributes }[]> {
  return new Promise((resolve, reject) => sftp.readdir(path, (error, list) => (error ? reject(error) : resolve(list))));
}

function done(call: (callback: (error: (Error & { code?: unknown }) | null | undefined) => void) => void): Promise<void> {
  return new Promise((resolve, reject) => call((error) => (error ? reject(error) : resolve())));
}

type Found = { kind: 'missing' } | { kind: 'file'; stats: SftpAttributes } | { kind: 'folder' } | { kind: 'other' };

// ---------------------------------------------------------------------------------------
// The store

interface Session {
  client: SftpClient;
  sftp: RawSftp;
  active: number;
  idle?: NodeJS.Timeout;
  closed: boolean;
}

export class SftpFileStore implements FileStore {
  readonly #connection: ResolvedConnection;
  readonly #world: World;
  readonly #settings: SftpSettings;
  readonly #options: Required<SftpStoreOptions>;
  #current: Session | undefined;
  #connecting: Promise<Session> | undefined;

  constructor(connection: ResolvedConnection, world: World, options: SftpStoreOptions = {}) {
    this.#connection = connection;
    this.#world = world;
    this.#settings = sftpSettingsOf(connection);
    this.#options = { ...DEFAULTS, ...options };
  }

  #abs(path: string): string {
    if (path === '') return this.#settings.folder;
    return this.#settings.folder === '/' ? `/${path}` : `${this.#settings.folder}/${path}`;
  }

  #credentials(): { password: string } | { privateKey: string } {
    if ('private_key' in this.#connection.secrets) return { privateKey: secretValueFor(this.#world, this.#connection, 'private_key') };
    return { password: secretValueFor(this.#world, this.#connection, 'password') };
  }

  async #connect(): Promise<Session> {
    const Client = await loadSftpClient();
    const credentials = this.#credentials();
    const session: Session = { client: undefined as unknown as SftpClient, sftp: undefined as unknown as RawSftp, active: 0, closed: false };
    const lost = () => this.#forget(session);
    // Without these callbacks ssh2-sftp-client writes every connection event to the console.
    const client = new Client('flowgate', { error: lost, end: lost, close: lost });
    let hostKeyRefused = false;
    const expected = this.#settings.hostKeyFingerprint;
    try {
      // HTTP-32 for SFTP too: a real run connects only to a checked public address.
      const rules = this.#world.addressRules;
      const host = rules ? await checkedAddress(this.#settings.host, rules) : this.#settings.host;
      await client.connect({
        host,
        port: this.#settings.port,
        username: this.#settings.username,
        ...credentials,
        readyTimeout: this.#options.connectTimeoutMs,
        ...(expected !== undefined
          ? {
              hostVerifier: (key: Buffer) => {
                hostKeyRefused = hostKeyFingerprint(key) !== expected;
                return !hostKeyRefused;
              },
            }
          : {}),
      });
    } catch (error) {
      await client.end().catch(() => undefined);
      if (hostKeyRefused) throw new StepError('network_error', "The SFTP server's host key does not match the connection's host_key_fingerprint.");
      throw error;
    }
    if (!client.sftp) {
      await client.end().catch(() => undefined);
      throw new StepError('network_error', 'The SFTP connection failed: no SFTP session was opened.');
    }
    // SFTP is one small request after another: waiting to batch them (Nagle) costs a round trip each.
    client.client.setNoDelay(true);
    if (expected === undefined) this.#world.log(`files: connection ${this.#connection.name} has no host_key_fingerprint; the SFTP server's identity was not checked.`);
    session.client = client;
    session.sftp = client.sftp;
    return session;
  }

  /** The shared session, connecting when there is none. */
  async #acquire(): Promise<Session> {
    if (this.#current?.closed) this.#current = undefined;
    if (this.#current === undefined) {
      this.#connecting ??= this.#connect().finally(() => (this.#connecting = undefined));
      const session = await this.#connecting;
      // Two callers may have waited on the same connect.
      if (this.#current === undefined && !session.closed) this.#current = session;
    }
    const session = this.#current;
    if (session === undefined) throw new StepError('network_error', 'The SFTP connection failed: the connection was closed.');
    session.active += 1;
    clearTimeout(session.idle);
    return session;
  }

  /** Runs one operation on the shared connection, under the operation deadline. */
  async #run<T>(work: (sftp: RawSftp, client: SftpClient) => Promise<T>): Promise<T> {
    const timeoutMs = this.#options.operationTimeoutMs;
    let session: Session | undefined;
    try {
      return await this.#world.clock.withDeadline(
        timeoutMs,
        async () => {
          session = await this.#acquire();
          return work(session.sftp, session.client);
        },
        () => new StepError('timeout', `The SFTP server did not answer within ${timeoutMs / 1000} s.`),
      );
    } catch (error) {
      const mapped = sftpStepError(error, timeoutMs);
      // After a timeout or a broken connection the session cannot be trusted again.
      if (session && (mapped.code === 'timeout' || mapped.code === 'network_error')) this.#end(session);
      throw mapped;
    } finally {
      if (session) this.#release(session);
    }
  }

  #release(session: Session): void {
    session.active -= 1;
    if (session.active > 0 || session.closed) return;
    session.idle = setTimeout(() => this.#end(session), this.#options.lingerMs);
    // An idle connection never keeps the process alive.
    session.idle.unref();
  }

  #forget(session: Session): void {
    session.closed = true;
    clearTimeout(session.idle);
    if (this.#current === session) this.#current = undefined;
  }

  #end(session: Session): void {
    const open = !session.closed;
    this.#forget(session);
    if (open) void session.client.end().catch(() => undefined);
  }

  /** Closes the connection now (tests; the end of a run). */
  async close(): Promise<void> {
    const session = this.#current ?? (await this.#connecting?.catch(() => undefined));
    if (!session) return;
    this.#forget(session);
    await session.client.end().catch(() => undefined);
  }

  /**
   * FILES-06: walks the path from the base folder, refusing a symbolic link at any
   * part. A path through something that is not a folder is missing.
   */
  async #find(sftp: RawSftp, path: string): Promise<Found> {
    if (path === '') return { kind: 'folder' };
    const parts = path.split('/');
    for (let i = 0; i < parts.length; i += 1) {
      const stats = await lstatOf(sftp, this.#abs(parts.slice(0, i + 1).join('/')));
      if (stats === undefined) return { kind: 'missing' };
      if (stats.isSymbolicLink()) throw symlinkRefused();
      const last = i === parts.length - 1;
      if (!last && !stats.isDirectory()) return { kind: 'missing' };
      if (last) return stats.isFile() ? { kind: 'file', stats } : stats.isDirectory() ? { kind: 'folder' } : { kind: 'other' };
    }
    return { kind: 'missing' };
  }

  async #requireFile(sftp: RawSftp, path: string): Promise<SftpAttributes> {
    const found = await this.#find(sftp, path);
    if (found.kind !== 'file') throw new StepError('file_not_found', 'There is no file at that path.');
    return found.stats;
  }

  /** FILES-20: on SFTP the target's folder must exist; a folder cannot be written over. */
  async #checkTarget(sftp: RawSftp, path: string): Promise<Found> {
    const folder = await this.#find(sftp, folderOf(path));
    if (folder.kind !== 'folder') throw new StepError('file_not_found', 'The folder of the path does not exist; on SFTP it must exist before a file is written there.');
    const target = await this.#find(sftp, path);
    if (target.kind === 'folder' || target.kind === 'other') throw new StepError('file_exists', 'A folder or other non-file has that name.');
    return target;
  }

  #entry(path: string, stats: SftpAttributes): FileEntry {
    return { path, name: fileName(path), size: stats.size, modified: formatRfc3339(new Date(stats.mtime * 1000)) };
  }

  async list(folder: string): Promise<FileEntry[]> {
    assertStorePath(folder, true);
    return this.#run(async (sftp) => {
      if ((await this.#find(sftp, folder)).kind !== 'folder') return [];
      const items = await readdirOf(sftp, this.#abs(folder));
      // Listings carry lstat attributes: links are links here, never files.
      return items
        .filter((item) => item.attrs.isFile() && item.filename !== '.' && item.filename !== '..')
        .map((item) => this.#entry(folder === '' ? item.filename : `${folder}/${item.filename}`, item.attrs));
    });
  }

  async stat(path: string): Promise<FileEntry | undefined> {
    assertStorePath(path);
    return this.#run(async (sftp) => {
      const found = await this.#find(sftp, path);
      return found.kind === 'file' ? this.#entry(path, found.stats) : undefined;
    });
  }

  async read(path: string): Promise<Uint8Array> {
    assertStorePath(path);
    return this.#run(async (sftp, client) => {
      await this.#requireFile(sftp, path);
      const data = await client.get(this.#abs(path));
      return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    });
  }

  async write(path: string, data: Uint8Array): Promise<boolean> {
    assertStorePath(path);
    await this.#run(async (sftp, client) => {
      await this.#checkTarget(sftp, path);
      await client.put(Buffer.from(data.buffer, data.byteOffset, data.byteLength), this.#abs(path), { writeStreamOptions: { flags: 'w', mode: 0o644 } });
    });
    return true;
  }

  async move(from: string, to: string): Promise<boolean> {
    assertStorePath(from);
    assertStorePath(to);
    await this.#run(async (sftp) => {
      await this.#requireFile(sftp, from);
      const target = await this.#checkTarget(sftp, to);
      if (target.kind === 'missing') {
        // SFTP's plain rename never replaces a file.
        await done((callback) => sftp.rename(this.#abs(from), this.#abs(to), callback));
        return;
      }
      try {
        await done((callback) => sftp.ext_openssh_rename(this.#abs(from), this.#abs(to), callback));
      } catch (error) {
        // A server without posix-rename@openssh.com: make room, then rename.
        if (!(error instanceof Error) || !/not support/i.test(error.message)) throw error;
        await done((callback) => sftp.unlink(this.#abs(to), callback));
        await done((callback) => sftp.rename(this.#abs(from), this.#abs(to), callback));
      }
    });
    return true;
  }

  async remove(path: string): Promise<boolean> {
    assertStorePath(path);
    await this.#run(async (sftp) => {
      await this.#requireFile(sftp, path);
      await done((callback) => sftp.unlink(this.#abs(path), callback));
    });
    return true;
  }
}
