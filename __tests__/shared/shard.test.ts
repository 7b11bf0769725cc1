import { describe, expect, it } from 'vitest';
import { parseShard } from '../../src/shared/shard.js';

describe('one parser for I/N (CLI-08)', () => {
  it('CLI-08 I/N is shard I of N, counted from 1', () => {
    expect(parseShard('2/4')).toEqual({ shard: { index: 2, count: 4 } });
    expect(parseShard(' 1/1 ')).toEqual({ shard: { index: 1, count: 1 } });
  });

  it('CLI-08 a shard outside 1..N or not written I/N is refused with the form it takes', () => {
    for (const text of ['0/3', '4/3', '1/0', '2', 'a/b', '1/3/5', '-1/3', '']) {
      expect(parseShard(text), text).toEqual({ error: 'takes I/N with 1 <= I <= N, like 2/4' });
    }
  });
});
