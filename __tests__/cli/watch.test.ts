/**
 * `flowgate test --watch` (flowgate.md §12): rounds driven by real file changes and keys,
 * each test waiting on what the terminal prints (events), never on a timer. The example
 * repository gives every kind of dependency: a template (monthly-invoice), a library
 * action and its caller (crm-upsert, new-signup), connections and an API document.
 */
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { passingCases, simpleWorkflow } from '../helpers/repo.js';
import { requireTool } from '../helpers/tools.js';

const examples = join(import.meta.dirname, '..', '..', 'examples');

/** Keys as a terminal sends them, in raw mode. */
class Keys extends EventEmitter {
  raw = false;
  constructor(readonly isTTY: boolean) {
    super();
  }
  setRawMode(raw: boolean): void {
    this.raw = raw;
  }
  resume(): void {}
  pause(): void {}
  press(text: string): void {
    this.emit('data', Buffer.from(text));
  }
}

/** What the command printed, and a way to wait for its Nth status line. */
class Screen {
  text = '';
  /** Told of each chunk as it is printed. */
  onChunk: (chunk: string) => void = () => {};
  readonly #waiting: { count: number; resolve: (round: string) => void }[] = [];
  write = (chunk: string): void => {
    this.text += chunk;
    this.onChunk(chunk);
    for (const waiter of [...this.#waiting]) {
      const round = this.round(waiter.count);
      if (round !== undefined) {
        this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
        waiter.resolve(round);
      }
    }
  };
  /** What round `count` printed (1 is the first), once its status line is out. */
  round(count: number): string | undefined {
    const parts = this.text.split(/^(?=Watching )/m);
    // parts[0] is the first round's versions; part i (i ≥ 1) starts with status line i.
    if (parts.length <= count) return undefined;
    const statusLine = parts[count]!.split('\n')[0]!;
    const body = count === 1 ? parts[0]! : parts[count - 1]!.split('\n').slice(2).join('\n');
    return `${body}${statusLine}\n`;
  }
  /** The first round from `from` on whose text satisfies `holds` (late file events can add a round of their own). */
  async roundWhere(from: number, holds: (round: string) => boolean): Promise<{ text: string; count: number }> {
    for (let count = from; ; count++) {
      const text = await this.rounds(count);
      if (holds(text)) return { text, count };
    }
  }

  rounds(count: number): Promise<string> {
    const round = this.round(count);
    if (round !== undefined) return Promise.resolve(round);
    return new Promise((resolve) => this.#waiting.push({ count, resolve }));
  }
}

/** The versions a round printed, by name, in order. */
function ran(round: string): string[] {
  return [...round.matchAll(/^[✓✗◐] (?:workflow|action) (\S+)/gm)].map((match) => match[1]!);
}

interface Watching {
  root: string;
  screen: Screen;
  keys: Keys;
  stop: () => void;
  exit: Promise<number>;
}

const running: Watching[] = [];
afterEach(async () => {
  for (const watching of running.splice(0)) {
    watching.stop();
    await watching.exit;
  }
});

function watch(root: string, tty = true): Watching {
  const screen = new Screen();
  const keys = new Keys(tty);
  let stop = (): void => {};
  const exit = main(['test', root, '--watch'], {
    stdout: screen.write,
    stderr: screen.write,
    env: { NO_COLOR: '1' },
    cwd: root,
    stdin: keys,
    onStop: (stopWatching: () => void) => (stop = stopWatching),
  } as Parameters<typeof main>[1]);
  const watching = { root, screen, keys, stop: () => stop(), exit };
  running.push(watching);
  return watching;
}

function examplesCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'flowgate-watch-'));
  cpSync(examples, root, { recursive: true });
  return root;
}

describe('flowgate test --watch', () => {
  it('WATCH-01 WATCH-08 runs every version first, then only what a change affects, with one status line for the repository after each round', async () => {
    const { root, screen } = watch(examplesCopy());
    const first = await screen.rounds(1);
    expect(ran(first)).toHaveLength(7);
    expect(first).toContain('Watching 7 versions: 7 passed · every version passes · re-ran 7 versions');
    appendFileSync(join(root, 'workflows/order-report/tests.json'), '\n');
    const second = await screen.rounds(2);
    expect(ran(second)).toEqual(['order-report']);
    expect(second).toMatch(/^Watching 7 versions: 7 passed · every version passes · re-ran 1 version in \d+\.\d\d s$/m);
  }, 120_000);

  it('WATCH-02 WATCH-08 a change that breaks a version re-runs it, shows why it fails, and the status line counts it failed', async () => {
    const { root, screen } = watch(examplesCopy());
    await screen.rounds(1);
    const tests = join(root, 'workflows/overdue-invoices/tests.json');
    const cases = JSON.parse((await import('node:fs')).readFileSync(tests, 'utf8'));
    cases[0].name = 'renamed, and made to fail';
    cases[0].expect.outcome = 'error';
    writeFileSync(tests, JSON.stringify(cases));
    const second = await screen.rounds(2);
    expect(ran(second)).toEqual(['overdue-invoices']);
    expect(second).toContain('✗ workflow overdue-invoices');
    expect(second).toContain('renamed, and made to fail');
    expect(second).toContain('Watching 7 versions: 6 passed, 1 failed');
  }, 120_000);

  it('WATCH-03 a change in a template re-runs the versions that reference it', async () => {
    const { root, screen } = watch(examplesCopy());
    await screen.rounds(1);
    appendFileSync(join(root, 'templates/invoice.html'), '\n<!-- footer -->\n');
    expect(ran(await screen.rounds(2))).toEqual(['monthly-invoice']);
  }, 120_000);

  it('WATCH-04 a change in a library action re-runs it and the versions that call it', async () => {
    const { root, screen } = watch(examplesCopy());
    await screen.rounds(1);
    appendFileSync(join(root, 'actions/crm-upsert/action.yaml'), '\n# reviewed\n');
    expect(ran(await screen.rounds(2))).toEqual(['crm-upsert', 'new-signup']);
  }, 120_000);

  it('WATCH-05 a changed connections.yaml entry re-runs the versions binding it; an API document, those bound to the connection naming it', async () => {
    const { root, screen } = watch(examplesCopy());
    await screen.rounds(1);
    const connections = join(root, 'connections.yaml');
    const text = (await import('node:fs')).readFileSync(connections, 'utf8');
    writeFileSync(connections, text.replace('https://shop.acme.example/v2', 'https://shop.acme.example/v3'));
    const second = await screen.rounds(2);
    expect(ran(second)).toEqual(['order-report']);
    appendFileSync(join(root, 'apis/crm.yaml'), '\n# reviewed\n');
    expect(ran(await screen.rounds(3))).toEqual(['crm-upsert', 'new-signup']);
  }, 120_000);

  it('WATCH-06 a change in flowgate.yaml re-runs every version', async () => {
    const { root, screen } = watch(examplesCopy());
    await screen.rounds(1);
    appendFileSync(join(root, 'flowgate.yaml'), '\n# reviewed\n');
    expect(ran(await screen.rounds(2))).toHaveLength(7);
  }, 120_000);

  it('WATCH-07 a version folder that appears is run, and one that disappears is dropped from the status', async () => {
    const { root, screen } = watch(examplesCopy());
    await screen.rounds(1);
    mkdirSync(join(root, 'workflows/fresh'));
    writeFileSync(join(root, 'workflows/fresh/tests.json'), JSON.stringify(passingCases));
    writeFileSync(join(root, 'workflows/fresh/workflow.yaml'), simpleWorkflow('fresh'));
    const appeared = await screen.roundWhere(2, (round) => ran(round).includes('fresh'));
    expect(ran(appeared.text)).toEqual(['fresh']);
    expect(appeared.text).toContain('Watching 8 versions: 8 passed');
    rmSync(join(root, 'workflows/order-report'), { recursive: true });
    const gone = await screen.roundWhere(appeared.count + 1, (round) => round.includes('the version is gone'));
    expect(gone.text).toContain('workflows/order-report: the version is gone');
    expect(gone.text).toContain('Watching 7 versions: 7 passed');
  }, 120_000);

  it('WATCH-10 a change made while a round runs is picked up by the next round', async () => {
    const root = examplesCopy();
    const { screen } = watch(root);
    await screen.rounds(1);
    let changedDuringRound = false;
    screen.onChunk = (chunk: string) => {
      // The moment the second round prints its version, it is still running: change another version then.
      if (!changedDuringRound && chunk.startsWith('✓ workflow order-report')) {
        changedDuringRound = true;
        appendFileSync(join(root, 'workflows/support-triage/tests.json'), '\n');
      }
    };
    appendFileSync(join(root, 'workflows/order-report/tests.json'), '\n');
    expect(ran(await screen.rounds(2))).toEqual(['order-report']);
    expect(changedDuringRound).toBe(true);
    expect(ran(await screen.rounds(3))).toEqual(['support-triage']);
  }, 120_000);
});

describe('keys in a terminal', () => {
  it('WATCH-09 a runs every version, f re-runs the failed, Enter re-runs the last round, q quits', async () => {
    const root = examplesCopy();
    const { screen, keys, exit } = watch(root);
    await screen.rounds(1);
    expect(keys.raw).toBe(true);
    expect(screen.text).toContain('press a to run all, f to re-run the failed, p to filter, Enter to re-run, q to quit');
    keys.press('a');
    expect(ran(await screen.rounds(2))).toHaveLength(7);
    const tests = join(root, 'workflows/overdue-invoices/tests.json');
    const cases = JSON.parse((await import('node:fs')).readFileSync(tests, 'utf8'));
    cases[0].expect.outcome = 'error';
    writeFileSync(tests, JSON.stringify(cases));
    expect(ran(await screen.rounds(3))).toEqual(['overdue-invoices']);
    keys.press('f');
    expect(ran(await screen.rounds(4))).toEqual(['overdue-invoices']);
    keys.press('\r');
    expect(ran(await screen.rounds(5))).toEqual(['overdue-invoices']);
    keys.press('q');
    // A failed version is still failing when the user quits.
    expect(await exit).toBe(1);
    expect(keys.raw).toBe(false);
  }, 120_000);

  it('WATCH-09 p takes a filter and runs only the versions whose name or folder holds it; an empty filter runs all again', async () => {
    const { screen, keys, exit } = watch(examplesCopy());
    await screen.rounds(1);
    keys.press('p');
    keys.press('invoice\r');
    const filtered = await screen.rounds(2);
    expect(ran(filtered)).toEqual(['monthly-invoice', 'overdue-invoices']);
    expect(filtered).toContain('filter "invoice"');
    keys.press('p\r');
    expect(ran(await screen.rounds(3))).toHaveLength(7);
    keys.press('q');
    expect(await exit).toBe(0);
  }, 120_000);

  it('WATCH-09 without a terminal no key is read and the status says how to stop', async () => {
    const { screen, keys, stop, exit } = watch(examplesCopy(), false);
    const first = await screen.rounds(1);
    expect(first).toContain('Watching 7 versions');
    expect(screen.text).toContain('watching for changes; stop with Ctrl-C');
    expect(keys.listenerCount('data')).toBe(0);
    stop();
    expect(await exit).toBe(0);
  }, 120_000);

  it('WATCH-09 in a pseudo-terminal the command reads keys itself: q ends it', async () => {
    // util-linux's script (bsdutils), which .ci/run installs, gives the command its terminal.
    if (requireTool('script', 'bsdutils', 'the pseudo-terminal of watch mode') === undefined) return;
    const root = examplesCopy();
    const here = join(import.meta.dirname, '..', 'run');
    const command = [process.execPath, '--experimental-transform-types', '--disable-warning=ExperimentalWarning', '--import', join(here, 'ts-hook.mjs'), join(here, 'cli-entry.mjs'), 'test', root, '--watch']
      .map((part) => `'${part.replaceAll("'", "'\\''")}'`)
      .join(' ');
    // util-linux's script gives the command a pseudo-terminal as its standard input and output.
    const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd: root, env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', TERM: 'dumb' }, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    const sawKeysHelp = new Promise<void>((resolve) =>
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('q to quit')) resolve();
      }),
    );
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    await sawKeysHelp;
    child.stdin.write('q');
    expect(await closed).toBe(0);
    expect(output).toContain('Watching 7 versions: 7 passed');
  }, 120_000);
});
