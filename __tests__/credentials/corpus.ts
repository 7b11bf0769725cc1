/**
 * The credential fixture corpus (__tests__/fixtures/credentials). Should-flag values are
 * assembled from parts (split prefixes and seeded random bodies), so no real-format
 * token is ever written in the repository.
 */
import { readFileSync } from 'node:fs';

export const ALPHABETS = {
  alnum: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  'upper-alnum': 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  hex: '0123456789abcdef',
  digits: '0123456789',
  base64: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
  base64url: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
} as const;
export type Alphabet = keyof typeof ALPHABETS;

type Part =
  | string
  | { random: Alphabet; length: number; wrap?: number; newline?: string }
  | { base64url: string }
  | { base64: string };

export interface FixtureEntry {
  value?: string;
  parts?: Part[];
  key: string | null;
  context?: string[];
  siblings?: Record<string, unknown>;
  rule?: string;
  why: string;
}

/** mulberry32: small, seeded, good enough to make random-looking bodies. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomText(random: () => number, alphabet: Alphabet, length: number): string {
  const letters = ALPHABETS[alphabet];
  let text = '';
  for (let i = 0; i < length; i++) text += letters[Math.floor(random() * letters.length)];
  return text;
}

function wrapLines(text: string, width: number, newline: string): string {
  const lines: string[] = [];
  for (let i = 0; i < text.length; i += width) lines.push(text.slice(i, i + width));
  return lines.join(newline);
}

export interface BuiltEntry {
  entry: FixtureEntry;
  value: string;
  /** The generated random parts: none of them may show up in a finding. */
  randomParts: string[];
  list: unknown[];
  path: (string | number)[];
}

function buildEntry(entry: FixtureEntry, seed: number): BuiltEntry {
  const random = seededRandom(seed);
  const randomParts: string[] = [];
  const pieces = (entry.parts ?? [entry.value ?? '']).map((part) => {
    if (typeof part === 'string') return part;
    if ('random' in part) {
      const text = randomText(random, part.random, part.length);
      randomParts.push(text);
      return part.wrap ? wrapLines(text, part.wrap, part.newline ?? '\n') : text;
    }
    if ('base64url' in part) return Buffer.from(part.base64url).toString('base64url');
    return Buffer.from(part.base64).toString('base64');
  });
  const value = pieces.join('');
  let holder: unknown = entry.key === null ? value : { ...entry.siblings, [entry.key]: value };
  for (const name of [...(entry.context ?? [])].reverse()) holder = { [name]: holder };
  const path = [0, ...(entry.context ?? []), ...(entry.key === null ? [] : [entry.key])];
  return { entry, value, randomParts, list: [holder], path };
}

export function loadCorpus(file: string, seedBase: number): BuiltEntry[] {
  const entries = JSON.parse(readFileSync(new URL(`../fixtures/credentials/${file}`, import.meta.url), 'utf8')) as FixtureEntry[];
  return entries.map((entry, index) => buildEntry(entry, seedBase + index));
}

export const FIXTURE_FILES = ['should-flag.json', 'should-pass.json'];
export const shouldFlag = loadCorpus('should-flag.json', 1000);
export const shouldPass = loadCorpus('should-pass.json', 5000);

/** Reads a corpus file as written, for tests that scan the files themselves. */
export function readFixtureFile(file: string): string {
  return readFileSync(new URL(`../fixtures/credentials/${file}`, import.meta.url), 'utf8');
}
