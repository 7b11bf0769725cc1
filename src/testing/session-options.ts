/**
 * The session's options that doors take as text (a flag, an input, a tool argument),
 * each read once, here. A refusal completes "--NAME …" or "input NAME …", so each door
 * names its own option: `takes on, off or failed`.
 */
import { parseShard, type Shard } from '../shared/shard.js';
import { isTraceMode, type TraceMode } from './trace/mode.js';
import { availableParallelism } from 'node:os';
import { MAX_DEFAULT_WORKERS } from './workers/pool.js';

type Parsed<T> = { value: T } | { error: string };

export const SESSION_TEXT_OPTIONS = {
  /** CLI-08: `I/N`. */
  shard: (text: string): Parsed<Shard> => {
    const parsed = parseShard(text);
    return 'error' in parsed ? parsed : { value: parsed.shard };
  },
  /** CLI-28: `on`, `off` or `failed`. */
  trace: (text: string): Parsed<TraceMode> => (isTraceMode(text.trim()) ? { value: text.trim() as TraceMode } : { error: 'takes on, off or failed' }),
  /** CLI-29: a percentage from 0 to 100. */
  'min-coverage': (text: string): Parsed<number> => {
    const value = Number(text);
    return text.trim() === '' || !Number.isFinite(value) || value < 0 || value > 100 ? { error: 'takes a percentage from 0 to 100' } : { value };
  },
  /** WORKERS-01: how many worker threads, 1 to 64 (1 runs in the door's own thread), or `auto`. */
  workers: (text: string): Parsed<number | 'auto'> => {
    if (text.trim() === 'auto') return { value: 'auto' };
    return /^[1-9][0-9]*$/.test(text.trim()) && Number(text) <= 64 ? { value: Number(text) } : { error: 'takes a whole number of worker threads from 1 to 64, or auto' };
  },
} as const;

/** WORKERS-01: without --workers, the processors available, at most 8. */
export function defaultWorkers(): number {
  return Math.max(1, Math.min(MAX_DEFAULT_WORKERS, availableParallelism()));
}

export type SessionTextOption = keyof typeof SESSION_TEXT_OPTIONS;
type ValueOf<N extends SessionTextOption> = Extract<ReturnType<(typeof SESSION_TEXT_OPTIONS)[N]>, { value: unknown }>['value'];

/** The option's value, or throws `refuse(error)` (the door's own error, naming its option). */
export function readSessionOption<N extends SessionTextOption>(name: N, text: string, refuse: (why: string) => Error): ValueOf<N> {
  const parsed = (SESSION_TEXT_OPTIONS[name] as (text: string) => Parsed<ValueOf<N>>)(text);
  if ('error' in parsed) throw refuse(parsed.error);
  return parsed.value;
}
