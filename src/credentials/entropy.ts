/**
 * How random a value looks. gitleaks judges every value by one Shannon-entropy bar
 * (3.5 bits a character for its generic rule); a 16-character hex key can never reach
 * 3.5 and most 24-character ones do not, because hex has only 16 symbols. flowgate judges
 * each value against what a random value of the same alphabet and length would score.
 */

/** Counts per UTF-16 code unit, reused between calls: entropy runs on every candidate. */
const codeCounts = new Uint32Array(65536);

/** Shannon entropy in bits per character (UTF-16 code units). */
export function shannonEntropy(text: string): number {
  const length = text.length;
  if (length === 0) return 0;
  const seen: number[] = [];
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    const before = codeCounts[code]!;
    codeCounts[code] = before + 1;
    if (before === 0) seen.push(code);
  }
  let bits = 0;
  for (const code of seen) {
    const p = codeCounts[code]! / length;
    bits -= p * Math.log2(p);
    codeCounts[code] = 0;
  }
  return bits;
}

/**
 * The alphabets secrets are written in, smallest first: a value belongs to the first one
 * that holds all its characters.
 */
const ALPHABETS: readonly { size: number; pattern: RegExp }[] = [
  { size: 10, pattern: /^[0-9]+$/ },
  { size: 16, pattern: /^(?:[0-9a-f]+|[0-9A-F]+)$/ },
  { size: 26, pattern: /^(?:[a-z]+|[A-Z]+)$/ },
  { size: 32, pattern: /^[A-Z2-7]+$/ },
  { size: 36, pattern: /^(?:[a-z0-9]+|[A-Z0-9]+)$/ },
  { size: 52, pattern: /^[A-Za-z]+$/ },
  { size: 62, pattern: /^[A-Za-z0-9]+$/ },
  { size: 64, pattern: /^[A-Za-z0-9+/_=-]+$/ },
];
/** Printable ASCII: passwords with symbols. */
const PRINTABLE = 94;

/** The number of symbols of the smallest alphabet the value is written in. */
export function alphabetSize(value: string): number {
  for (const { size, pattern } of ALPHABETS) if (pattern.test(value)) return size;
  return PRINTABLE;
}

const expectedCache = new Map<number, number>();

/**
 * The Shannon entropy a value of `length` characters drawn uniformly from `size` symbols
 * has on average: each symbol's count is binomial, so the mean is exact for short values
 * (where it lies well below log2(size)) and follows the usual bias correction beyond.
 */
export function expectedEntropy(size: number, length: number): number {
  const key = size * 4096 + Math.min(length, 4095);
  let expected = expectedCache.get(key);
  if (expected !== undefined) return expected;
  if (length > 1024) {
    expected = Math.log2(size) - (size - 1) / (2 * length * Math.LN2);
  } else {
    const p = 1 / size;
    let logPmf = length * Math.log(1 - p); // P(count = 0)
    let perSymbol = 0;
    for (let count = 1; count <= length; count++) {
      logPmf += Math.log((length - count + 1) / count) + Math.log(p / (1 - p));
      const share = count / length;
      perSymbol -= Math.exp(logPmf) * share * Math.log2(share);
    }
    expected = size * perSymbol;
  }
  expectedCache.set(key, expected);
  return expected;
}

/**
 * Share of the expected entropy a value must reach to count as random. Random values of
 * 8 to 64 characters stay above 0.83 of it 99 times in 100 in every alphabet; values a
 * person typed (deadbeefdeadbeef, 1111222233334444, Aa1Aa1Aa1Aa1) fall well below.
 */
const RANDOM_SHARE = 0.8;

/** Whether the value has about the entropy of a random value of its alphabet and length. */
export function looksRandom(value: string): boolean {
  return shannonEntropy(value) >= RANDOM_SHARE * expectedEntropy(alphabetSize(value), value.length);
}
