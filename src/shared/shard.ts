/** `I/N`: which of N shards a run tests (CLI-08), as the CLI's `--shard` and the Action's `shard` take it. */

/** Shard `index` of `count`, both counted from 1. */
export interface Shard {
  index: number;
  count: number;
}

export type ParsedShard = { shard: Shard } | { error: string };

/**
 * `2/4` → shard 2 of 4. The error completes "--shard …" or "input shard …", so each
 * front door names its own option: `takes I/N with 1 <= I <= N, like 2/4`.
 */
export function parseShard(text: string): ParsedShard {
  const match = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) return { error: 'takes I/N with 1 <= I <= N, like 2/4' };
  return { shard: { index, count } };
}
