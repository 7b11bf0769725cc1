/**
 * Whether a value is made of words (ServicePrincipalCertificate, KerberosAuthentication,
 * partnerhub-salesforcesync, StandardTierV2): an identifier or an enum-like name a
 * person wrote, not a random secret. Two tests, both needed:
 *
 * - its shape: split at case changes, digits and separators, its letters come in parts of
 *   three letters or more on average, with at most one single letter and at most two runs
 *   of digits (a random token breaks into short parts with digits between them);
 * - its letters read like words: the letter pairs of its parts are likely in the words of
 *   English technical writing (LETTER_PAIRS), as a language model of one letter of
 *   context would say. Random letters score about 6.5 bits a pair, words 3.5 to 4.5.
 *
 * Measured on 210,000 random values of 12 to 64 characters (base62, base64, base64url,
 * lower-case alphanumeric, letters of both cases or one): at most 0.6 % of the
 * 12-character ones and under 0.1 % of those of 16 or more pass as words; 99 % of the
 * 1,163 identifiers of twelve characters or more in the type declarations of
 * @aws-sdk/client-s3, @octokit/openapi-types and @types/node do.
 */

/**
 * -2·log2 P(next letter | letter) in half bits, one base-32 digit a cell: row = letter,
 * column = the letter after it, a–z then the edge of a word (the last row: the first
 * letter of a word). Counted by scripts/letter-pairs.mjs on the 966 Markdown files of
 * node_modules (READMEs and docs of the packages flowgate is built with), 8,723 distinct
 * words, each weighted by 1 + log2 of its count.
 */
const LETTER_PAIRS = [
  'd989dcaiahc6a7jak785bcfgcg9',
  '699a6aif8dh6ef7gp99e7jplci6',
  '6dac6ck7al99gm5go9d7akklek7',
  '8cca4cei6hhcgg9hrbahbghkfr3',
  '9d87bbdhfii9b7fbf669gceafl5',
  '7aaa67kk5li9hh7hpadb9llibl6',
  '9ggh6fb98lmaf9agl8bf9hjqfg3',
  '5khp4kkk6kgede6gh9d9bpipck5',
  'ac8a9bathjf9947bmb87jatemcb',
  '6hff6fecbfeggd6bhe3g7ebkkk8',
  '8cfc4dee6jgdecafjc6ebhencj4',
  '7gfb5fgj5hf7gh7eriabaejn8m6',
  '5afd5ihq6hgd9g76qhagaimidq7',
  '8h878c5h9gdegc9fmh76ccmlei5',
  'cb99gdcjdhc884a9m6998baffja',
  '6ghd6jfb9kh7eg79q6a8ahnien7',
  'iieeiciiaii8ieeiiibi1ieiii7',
  '7fbb4fci7kcdbc7fob89begmbt6',
  'biaf6fm98ledgg9aii96ahgiek3',
  '7ibf5fh95jjcgh8fp78abmfkak5',
  '999b9dam9qe785e8q676fjqhjhc',
  '5goi2ifo5koieg9iohefeoogio8',
  '6efh5je86ngcg86gn88gfjdnhi6',
  'af8i6ghd7iidcmc5mfd6mhmabf4',
  'addfadfkahfbbab7if9cejdofj2',
  '6kek3gec6gfaeg8kkfcgcgkfa96',
  '797889bb9dda9aa8f879bcagggv',
];

const EDGE = 26;
const DIGITS = '0123456789abcdefghijklmnopqrstuv';
const COST = new Uint8Array(27 * 27);
LETTER_PAIRS.forEach((row, from) => {
  for (let to = 0; to < 27; to++) COST[from * 27 + to] = DIGITS.indexOf(row[to]!);
});

/** Parts of an identifier: an acronym before a word (AAD|Identity), words, digits, anything else. */
const PART = /[A-Z]{2,}(?=[A-Z][a-z]|[^A-Za-z]|$)|[A-Z]?[a-z]+|[A-Z]+|\d+|[^A-Za-z0-9]+/g;

/**
 * Mean bits a letter pair may cost, over the words of the value. Random lower-case
 * letters cost about 6.5; one random value of 16 letters in a thousand costs under 4.5.
 */
const MOST_BITS_A_PAIR = 4.4;

/** Letters in the parts, at least this share of the letters and digits: mostly words. */
const LEAST_LETTER_SHARE = 0.75;

/** Hex with a digit in it is a number or a digest, never words (`cafe0babe`, `df48bedfed6a`). */
const HEX_WITH_DIGIT = /^(?=.*\d)(?:[0-9a-f]+|[0-9A-F]+)$/;

export function looksLikeWords(value: string): boolean {
  if (HEX_WITH_DIGIT.test(value)) return false;
  const parts = value.match(PART);
  if (parts === null) return false;
  let letters = 0;
  let digits = 0;
  let letterParts = 0;
  let singleLetters = 0;
  let digitRuns = 0;
  let halfBits = 0;
  let pairs = 0;
  for (const part of parts) {
    const code = part.charCodeAt(0);
    if (code >= 48 && code <= 57) {
      digits += part.length;
      digitRuns++;
      continue;
    }
    if (!/^[A-Za-z]/.test(part)) continue;
    letters += part.length;
    letterParts++;
    if (part.length === 1) singleLetters++;
    let from = EDGE;
    const word = part.toLowerCase();
    for (let i = 0; i <= word.length; i++) {
      const to = i < word.length ? word.charCodeAt(i) - 97 : EDGE;
      halfBits += COST[from * 27 + to]!;
      pairs++;
      from = to;
    }
  }
  if (letterParts === 0 || letters < LEAST_LETTER_SHARE * (letters + digits)) return false;
  if (digitRuns > 2 || singleLetters > 1 || letters < 3 * letterParts) return false;
  return halfBits / 2 / pairs <= MOST_BITS_A_PAIR;
}
