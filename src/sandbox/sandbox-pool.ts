/**
 * Sandbox processes (sandbox-child.ts), one script at a time each, reused while they
 * stay healthy. A limit breach, a timeout or a crash costs only that process: the host
 * kills it and starts a fresh one for the next script, so no other case is touched.
 * Nothing starts before the first script runs, and idle processes never keep the
 * host alive.
 *
 * Processes come in two kinds. A script that must repeat (a test run) runs in a
 * `repeatable` one, whose time zone is UTC whatever the host's: V8 takes the zone from
 * its process, so it cannot be chosen per script. Other scripts run in a `real` one,
 * in the zone of the machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ISOLATE_PRELUDE } from './isolate-prelude.js';
import type { BreachMessage, ChildToHost, HostOp, HostToChild, RunMessage, RunOutcome } from './protocol.js';

export interface SandboxPoolOptions {
  /** Node flags for the sandbox processes, e.g. `--no-node-snapshot`. */
  nodeArgs?: string[];
  /** Scripts running at once; more wait for a free process. */
  maxProcesses?: number;
  /** An idle process is ended after this long. */
  idleMs?: number;
  /** The memory limit most scripts run with; a new process readies an isolate for it. */
  memoryMb?: number;
  /**
   * Environment variables for the `real` processes, besides what Node needs (none by
   * default: the host's secrets stay out). `repeatable` processes get none of them.
   */
  realEnv?: Record<string, string>;
}

/** `repeatable`: for scripts that must repeat, in the time zone UTC; `real`: the machine's. */
export type SandboxKind = 'real' | 'repeatable';

/** A host operation's answer, as the isolate receives it. */
export interface HostReply {
  ok: boolean;
  json?: string;
  code?: string;
  message?: string;
}

export interface RunHandlers {
  call(op: HostOp, argsJson: string): Promise<HostReply>;
  log(line: string): void;
}

export type RunRequest = Omit<RunMessage, 't' | 'run'>;

export type PoolOutcome =
  | RunOutcome
  | { kind: 'breach'; code: BreachMessage['code']; message: string }
  /** The caller's signal aborted (a deadline passed): the script was ended where it stood. */
  | { kind: 'stopped' };

/** Time the child gets past the wall limit to report before the host stops waiting. */
const BACKSTOP_GRACE_MS = 2000;
const DEFAULT_IDLE_MS = 30_000;
const DEFAULT_MEMORY_MB = 64;

let childEntry: string | undefined;
/** Compiled builds run the .js beside this file; tests run the .ts source through Node's type stripping. */
function childEntryPath(): string {
  if (childEntry) return childEntry;
  for (const name of ['sandbox-child.js', 'sandbox-child.ts']) {
    const path = fileURLToPath(new URL(name, import.meta.url));
    if (existsSync(path)) return (childEntry = path);
  }
  throw new Error('the sandbox process entry (sandbox-child) is missing');
}

/** Resolved, not loaded: the host never loads isolated-vm itself. */
function isolatedVmPath(): string {
  return createRequire(import.meta.url).resolve('isolated-vm');
}

/**
 * Only what Node needs: the host's secrets in the environment stay out of the sandbox.
 * With no locale variable, V8's default locale is en-US in both kinds.
 */
function childEnvironment(kind: SandboxKind, realEnv: Readonly<Record<string, string>>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = kind === 'repeatable' ? { TZ: 'UTC' } : { ...realEnv };
  if (process.env.SYSTEMROOT) env.SYSTEMROOT = process.env.SYSTEMROOT;
  return env;
}

interface ActiveRun {
  run: number;
  handlers: RunHandlers;
  settle(outcome: PoolOutcome): void;
}

class SandboxProcess {
  readonly child: ChildProcess;
  dead = false;
  private active: ActiveRun | undefined;
  private fatal: string | undefined;
  private nextRun = 1;

  constructor(
    nodeArgs: readonly string[],
    memoryMb: number,
    readonly kind: SandboxKind,
    realEnv: Readonly<Record<string, string>>,
  ) {
    this.child = spawn(process.execPath, [...nodeArgs, childEntryPath(), isolatedVmPath()], {
      stdio: ['ignore', 'ignore', process.env.FLOWGATE_SANDBOX_DEBUG ? 'inherit' : 'ignore', 'ipc'],
      env: childEnvironment(kind, realEnv),
      serialization: 'json',
    });
    this.child.on('message', (message: ChildToHost) => this.onMessage(message));
    this.child.on('error', (error) => this.onGone(`the script sandbox could not start: ${error.message}`));
    this.child.on('close', () => this.onGone(undefined));
    this.post({ t: 'init', prelude: ISOLATE_PRELUDE, memoryMb });
    this.idle();
  }

  execute(request: RunRequest, handlers: RunHandlers, signal?: AbortSignal): Promise<PoolOutcome> {
    if (this.dead) return Promise.resolve(this.goneOutcome(undefined));
    if (signal?.aborted) return Promise.resolve({ kind: 'stopped' });
    const run = this.nextRun++;
    this.child.ref();
    this.child.channel?.ref();
    return new Promise<PoolOutcome>((resolve) => {
      const backstop = setTimeout(() => {
        this.kill();
        settle({ kind: 'breach', code: 'timeout', message: `the script did not finish within ${request.limits.wallMs} ms` });
      }, request.limits.wallMs + BACKSTOP_GRACE_MS);
      // The script may be busy in a loop or a builtin that ignores termination: like a
      // breach, only ending the process stops it for certain; the next script gets a new one.
      const stop = (): void => {
        this.kill();
        settle({ kind: 'stopped' });
      };
      const settle = (outcome: PoolOutcome): void => {
        if (this.active?.run !== run) return;
        this.active = undefined;
        clearTimeout(backstop);
        signal?.removeEventListener('abort', stop);
        this.idle();
        resolve(outcome);
      };
      this.active = { run, handlers, settle };
      signal?.addEventListener('abort', stop, { once: true });
      this.post({ t: 'run', run, ...request });
    });
  }

  kill(): void {
    this.dead = true;
    this.child.kill('SIGKILL');
  }

  private idle(): void {
    this.child.unref();
    this.child.channel?.unref();
  }

  private post(message: HostToChild): void {
    if (!this.child.connected) return;
    // A send error means the child is gone; its `close` reports that.
    this.child.send(message, (error) => void error);
  }

  private onMessage(message: ChildToHost): void {
    const active = this.active;
    if (message.t === 'fatal') {
      this.fatal = message.message;
      return;
    }
    if (!active || message.run !== active.run) return;
    switch (message.t) {
      case 'call':
        void active.handlers.call(message.op, message.args).then((reply) => {
          if (this.active?.run === message.run) this.post({ t: 'reply', call: message.call, ...reply });
        });
        return;
      case 'log':
        try {
          active.handlers.log(message.line);
        } catch {
          // The run log is the engine's; a fault there must not end the script.
        }
        return;
      case 'done':
        active.settle(message.outcome);
        return;
      case 'breach':
        // The isolate may be stuck in a builtin that ignores termination: only killing is certain.
        this.kill();
        active.settle({ kind: 'breach', code: message.code, message: message.message });
        return;
    }
  }

  private onGone(startError: string | undefined): void {
    this.dead = true;
    this.active?.settle(this.goneOutcome(startError));
  }

  private goneOutcome(startError: string | undefined): PoolOutcome {
    const cause = startError ?? this.fatal;
    if (cause) return { kind: 'error', code: 'script_error', message: cause };
    // A V8 fatal error (a size CHECK, an out-of-memory abort) ends the process at once.
    return { kind: 'breach', code: 'limit_exceeded', message: 'the script stopped the sandbox process (it went over a memory or size limit)' };
  }
}

/** Scripts one host runs at once unless told otherwise: two per processor, 4 to 16. */
export function defaultMaxProcesses(): number {
  return Math.min(16, Math.max(4, availableParallelism() * 2));
}

export class SandboxPool {
  private readonly nodeArgs: readonly string[];
  private readonly maxProcesses: number;
  private readonly idleMs: number;
  private readonly memoryMb: number;
  private readonly realEnv: Readonly<Record<string, string>>;
  private readonly idleProcesses: { process: SandboxProcess; timer: NodeJS.Timeout }[] = [];
  private readonly waiting: (() => void)[] = [];
  private busy = 0;
  private closed = false;
  /** Sandbox processes this pool has started: reuse keeps it low, a breach adds one. */
  processesStarted = 0;

  constructor(options: SandboxPoolOptions = {}) {
    this.nodeArgs = options.nodeArgs ?? [];
    this.maxProcesses = Math.max(1, options.maxProcesses ?? defaultMaxProcesses());
    this.idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
    this.memoryMb = options.memoryMb ?? DEFAULT_MEMORY_MB;
    this.realEnv = { ...options.realEnv };
  }

  /**
   * Starts a process of the kind now, to wait idle for the first script: a caller that
   * knows scripts will come (a test run reading its definitions) hides the process's
   * start-up that way.
   */
  prestart(kind: SandboxKind = 'real'): void {
    if (this.closed || this.busy + this.idleProcesses.length > 0) return;
    this.processesStarted++;
    this.release(this.startProcess(kind), false);
  }

  /**
   * Runs one script, in a `repeatable` process when it must repeat; when `signal` aborts,
   * the script is stopped and the outcome is `stopped`.
   */
  async run(request: RunRequest, handlers: RunHandlers, signal?: AbortSignal): Promise<PoolOutcome> {
    const sandbox = await this.acquire(request.determinism ? 'repeatable' : 'real');
    try {
      return await sandbox.execute(request, handlers, signal);
    } finally {
      this.release(sandbox);
    }
  }

  /** Ends idle processes; busy ones end when their script does. */
  async close(): Promise<void> {
    this.closed = true;
    for (const { process, timer } of this.idleProcesses.splice(0)) {
      clearTimeout(timer);
      process.kill();
    }
  }

  private async acquire(kind: SandboxKind): Promise<SandboxProcess> {
    for (;;) {
      const at = this.idleProcesses.findLastIndex((entry) => entry.process.kind === kind);
      if (at >= 0) {
        const [idle] = this.idleProcesses.splice(at, 1);
        clearTimeout(idle!.timer);
        if (idle!.process.dead) continue;
        this.busy++;
        return idle!.process;
      }
      if (this.busy < this.maxProcesses) {
        // Room for one more: an idle process of the other kind gives way.
        if (this.busy + this.idleProcesses.length >= this.maxProcesses) {
          const other = this.idleProcesses.shift()!;
          clearTimeout(other.timer);
          other.process.kill();
        }
        this.busy++;
        try {
          const started = this.startProcess(kind);
          this.processesStarted++;
          return started;
        } catch (error) {
          this.busy--;
          throw error;
        }
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
  }

  private startProcess(kind: SandboxKind): SandboxProcess {
    return new SandboxProcess(this.nodeArgs, this.memoryMb, kind, this.realEnv);
  }

  private release(sandbox: SandboxProcess, wasBusy = true): void {
    if (wasBusy) this.busy--;
    if (sandbox.dead || this.closed) {
      if (!sandbox.dead) sandbox.kill();
    } else {
      const timer = setTimeout(() => {
        const at = this.idleProcesses.findIndex((entry) => entry.process === sandbox);
        if (at >= 0) this.idleProcesses.splice(at, 1);
        sandbox.kill();
      }, this.idleMs);
      timer.unref();
      this.idleProcesses.push({ process: sandbox, timer });
    }
    this.waiting.shift()?.();
  }
}
