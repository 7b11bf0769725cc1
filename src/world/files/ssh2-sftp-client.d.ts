/** The part of ssh2-sftp-client (which ships no types) that the SFTP store uses. */
declare module 'ssh2-sftp-client' {
  export interface SftpAttributes {
    mode: number;
    size: number;
    /** Seconds since 1970. */
    mtime: number;
    isFile(): boolean;
    isDirectory(): boolean;
    isSymbolicLink(): boolean;
  }

  type Done = (error: (Error & { code?: unknown }) | null | undefined) => void;

  /** ssh2's SFTP session, as `client.sftp` after connecting. */
  export interface RawSftp {
    lstat(path: string, callback: (error: (Error & { code?: unknown }) | null | undefined, stats: SftpAttributes) => void): void;
    readdir(path: string, callback: (error: (Error & { code?: unknown }) | null | undefined, list: { filename: string; attrs: SftpAttributes }[]) => void): void;
    rename(from: string, to: string, callback: Done): void;
    /** posix-rename@openssh.com: replaces the target; throws when the server lacks it. */
    ext_openssh_rename(from: string, to: string, callback: Done): void;
    unlink(path: string, callback: Done): void;
  }

  export interface ConnectOptions {
    host: string;
    port: number;
    username: string;
    password?: string;
    privateKey?: string;
    readyTimeout?: number;
    hostVerifier?: (key: Buffer) => boolean;
  }

  export default class SftpClient {
    constructor(name?: string, callbacks?: { error?: (error: Error) => void; end?: () => void; close?: () => void });
    sftp: RawSftp | undefined;
    /** The ssh2 Client underneath. */
    client: { setNoDelay(noDelay?: boolean): void };
    connect(options: ConnectOptions): Promise<unknown>;
    end(): Promise<boolean>;
    get(path: string): Promise<Buffer>;
    put(data: Buffer, path: string, options?: { writeStreamOptions?: { flags?: string; mode?: number } }): Promise<string>;
  }
}
