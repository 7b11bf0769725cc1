/**
 * `files.list` patterns (FILES-10): `*` any run of characters, `?` one character,
 * `[abc]` one of a set (also ranges `[a-z]` and negation `[!abc]` / `[^abc]`).
 * A pattern is matched against the whole file name, case-sensitively.
 *
 * Matching is done here rather than by a regular expression: a pattern such as
 * `*a*a*a*a*b` would make a backtracking regex take exponential time on a long name,
 * while this matcher takes at most name length × pattern length steps.
 */
import { invalidInput } from '../../engine/errors.js';

type Token =
  | { kind: 'star' }
  | { kind: 'one' }
  | { kind: 'char'; char: string }
  | { kind: 'set'; negated: boolean; ranges: ReadonlyArray<readonly [number, number]> };

export type NameMatcher = (name: string) => boolean;

/** Reads `[...]` starting after the `[`; returns the set and the index after `]`. */
function readSet(chars: readonly string[], start: number, field: string): { token: Token; next: number } {
  let i = start;
  let negated = false;
  if (chars[i] === '!' || chars[i] === '^') {
    negated = true;
    i += 1;
  }
  const ranges: Array<readonly [number, number]> = [];
  let first = true;
  while (i < chars.length && (chars[i] !== ']' || first)) {
    const low = chars[i]!.codePointAt(0)!;
    // `a-z` is a range; a `-` first or last is the character itself.
    if (chars[i + 1] === '-' && i + 2 < chars.length && chars[i + 2] !== ']') {
      const high = chars[i + 2]!.codePointAt(0)!;
      if (high < low) throw invalidInput(`${field}: a range in [ ] must go from low to high`);
      ranges.push([low, high]);
      i += 3;
    } else {
      ranges.push([low, low]);
      i += 1;
    }
    first = false;
  }
  if (i >= chars.length) throw invalidInput(`${field}: a [ is never closed with ]`);
  return { token: { kind: 'set', negated, ranges }, next: i + 1 };
}

function tokenize(pattern: string, field: string): Token[] {
  const chars = Array.from(pattern);
  const tokens: Token[] = [];
  let i = 0;
  while (i < chars.length) {
    const char = chars[i]!;
    if (char === '*') {
      // `**` means the same as `*`; one token keeps the matcher simple.
      if (tokens.at(-1)?.kind !== 'star') tokens.push({ kind: 'star' });
      i += 1;
    } else if (char === '?') {
      tokens.push({ kind: 'one' });
      i += 1;
    } else if (char === '[') {
      const { token, next } = readSet(chars, i + 1, field);
      tokens.push(token);
      i = next;
    } else {
      tokens.push({ kind: 'char', char });
      i += 1;
    }
  }
  return tokens;
}

function matchesOne(token: Token, char: string): boolean {
  switch (token.kind) {
    case 'one':
      return true;
    case 'char':
      return token.char === char;
    case 'set': {
      const code = char.codePointAt(0)!;
      const inSet = token.ranges.some(([low, high]) => code >= low && code <= high);
      return inSet !== token.negated;
    }
    case 'star':
      return false;
  }
}

/**
 * Compiles a pattern; refuses one that can never match a file name (a `/`) or that is
 * not well formed, with `invalid_input` naming `field`.
 */
export function compilePattern(pattern: string, field = 'pattern'): NameMatcher {
  if (pattern.includes('/')) throw invalidInput(`${field}: matches file names, so it cannot contain /; put the folder in path`);
  const tokens = tokenize(pattern, field);
  return (name) => {
    const chars = Array.from(name);
    let t = 0;
    let c = 0;
    // Where the last `*` was, and how much of the name it has taken so far.
    let starAt = -1;
    let starTaken = 0;
    while (c < chars.length) {
      const token = tokens[t];
      if (token?.kind === 'star') {
        starAt = t;
        starTaken = c;
        t += 1;
      } else if (token !== undefined && matchesOne(token, chars[c]!)) {
        t += 1;
        c += 1;
      } else if (starAt >= 0) {
        // Let the last `*` take one more character and try again from there.
        t = starAt + 1;
        starTaken += 1;
        c = starTaken;
      } else {
        return false;
      }
    }
    while (tokens[t]?.kind === 'star') t += 1;
    return t === tokens.length;
  };
}
