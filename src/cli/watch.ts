/**
 * `flowgate test --watch` (WATCH-01..10): the first round, then a round for each change.
 * Each round prints its versions as they finish and one status line for the repository.
 * In a terminal the keys `a` (all), `f` (failed), `p` (filter), Enter (again) and `q`
 * (quit) steer it; without one it watches until it is stopped.
 */
import { baseOf, colorFor, coloredStyle, plainStyle, renderFooter, renderVersion, type Style } from '../reporters/pretty.js';
import type { CommandIo } from '../shared/command-line.js';
import type { Reporter, SessionOptions } from '../testing/session.js';
import { WatchSession, type RoundEnd, type WatchStatus } from '../testing/watch.js';

export interface WatchIo extends CommandIo {
  /** Stops watching without a key (SIGINT, SIGTERM); defaults to the process's signals. */
  onStop?: (stop: () => void) => void;
}

const KEYS_HELP = 'press a to run all, f to re-run the failed, p to filter, Enter to re-run, q to quit';

export function statusLine(status: WatchStatus, round: Pick<RoundEnd, 'ran' | 'removed' | 'seconds'>, keys: boolean, s: Style = plainStyle): string {
  const verdict = status.failed > 0 ? s.bad(`${status.failed} failed`) : s.ok('every version passes');
  const counts = `${status.versions} ${status.versions === 1 ? 'version' : 'versions'}: ${status.passed} passed${status.failed > 0 ? `, ${verdict}` : ` · ${verdict}`}${status.pending > 0 ? `, ${status.pending} not run` : ''}`;
  const ran = `re-ran ${round.ran.length} ${round.ran.length === 1 ? 'version' : 'versions'} in ${round.seconds.toFixed(2)} s${round.removed.length ? `, ${round.removed.length} gone` : ''}`;
  const filter = status.filter !== undefined ? ` · filter ${JSON.stringify(status.filter)}` : '';
  return `${s.bold('Watching')} ${counts} · ${ran}${filter}\n${s.dim(keys ? KEYS_HELP : 'watching for changes; stop with Ctrl-C')}\n`;
}

export async function watchCommand(options: Omit<SessionOptions, 'only'>, io: WatchIo): Promise<number> {
  const input = io.stdin;
  const keys = input?.isTTY === true;
  const s = colorFor(process.stdout, io.env) ? coloredStyle : plainStyle;
  const base = baseOf(io.cwd, options.root);
  let first = true;
  const versionsAsTheyEnd = (): readonly Reporter[] => [{ onVersionEnd: (version) => io.stdout(renderVersion(version, s, base)) }];
  const session = new WatchSession(options, {
    reporters: versionsAsTheyEnd,
    onRoundEnd: (round) => {
      // The first round ends as `flowgate test` does; every round ends with the status line.
      if (first && round.end) io.stdout(renderFooter(round.end.report, round.end.seconds, s, base));
      first = false;
      for (const dir of round.removed) io.stdout(s.dim(`${dir}: the version is gone\n`));
      io.stdout(statusLine(session.status, round, keys, s));
    },
  });

  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  let filterText: string | undefined;
  const onKey = (chunk: Buffer | string): void => {
    for (const key of String(chunk)) {
      if (filterText !== undefined) {
        // Raw mode echoes nothing: the filter is shown as it is typed.
        if (key === '\r' || key === '\n') {
          io.stdout('\n');
          session.setFilter(filterText);
          filterText = undefined;
        } else if (key === '\u007f' || key === '\b') {
          if (filterText !== '') io.stdout('\b \b');
          filterText = filterText.slice(0, -1);
        } else if (key === '\u001b') {
          io.stdout(' (cancelled)\n');
          filterText = undefined;
        } else if (key >= ' ') {
          io.stdout(key);
          filterText += key;
        }
        continue;
      }
      if (key === 'q' || key === '\u0003' || key === '\u0004') stop();
      else if (key === 'a') session.request('all');
      else if (key === 'f') session.request('failed');
      else if (key === '\r' || key === '\n') session.request('again');
      else if (key === 'p') {
        filterText = '';
        io.stdout('filter (a part of a version name or folder; empty for all), then Enter: ');
      }
    }
  };
  if (keys && input) {
    input.setRawMode?.(true);
    input.on('data', onKey);
    input.resume();
  }
  const onSignal = (): void => stop();
  if (io.onStop) io.onStop(stop);
  else {
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  }
  try {
    await session.start();
    await stopped;
  } finally {
    if (keys && input) {
      input.off('data', onKey);
      input.setRawMode?.(false);
      input.pause();
    }
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await session.close();
  }
  return session.status.failed === 0 && session.status.pending === 0 ? 0 : 1;
}
