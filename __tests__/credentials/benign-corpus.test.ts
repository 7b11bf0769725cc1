/**
 * The benign corpus (benign-corpus.ts): ordinary test data from public material on disk
 * and seeded records, placed where authors put it in tests.json. None of it is a
 * credential, so every value with a finding is a false positive; each family is held to
 * at most 0.1 % flagged (SCAN-08), beside the recall corpus (corpus.test.ts), which
 * holds every family of credentials to recall ≥ 0.95. A failing family lists where its
 * flagged values came from and the rules that fired.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { scanForCredentials } from '../../src/credentials/index.js';
import { BENIGN_BAR, BENIGN_FAMILIES, generateBenignCorpus, scoreBenign } from './benign-corpus.js';

const parseYaml = (text: string): unknown => parse(text, { logLevel: 'silent' });
const corpus = generateBenignCorpus(30, parseYaml);
const { scores, flagged } = scoreBenign(corpus, scanForCredentials);

/** The flagged values of a family, by source and rule (the values are public or generated, but a source says more). */
function falseFindings(family: string): string {
  return flagged
    .filter(({ item }) => item.family === family)
    .slice(0, 30)
    .map(({ item, rules }) => `${item.source}: ${rules.join(', ')}`)
    .join('\n');
}

describe('benign corpus, per family', () => {
  it('SCAN-08 every family has at least 800 values, 25,000 in all', () => {
    for (const score of scores) expect(score.values, score.family).toBeGreaterThanOrEqual(800);
    expect(corpus.length).toBeGreaterThanOrEqual(25_000);
  });

  it.each(BENIGN_FAMILIES.map((family) => [family] as const))('SCAN-08 at most 0.1 %% of %s is flagged', (family) => {
    const score = scores.find((entry) => entry.family === family)!;
    expect(score.flagged, falseFindings(family)).toBeLessThanOrEqual(Math.floor(score.values * BENIGN_BAR));
  });

  it('SCAN-08 at most 0.1 % of all benign values is flagged', () => {
    const total = scores.reduce((sum, score) => sum + score.values, 0);
    expect(flagged.length, flagged.slice(0, 30).map(({ item, rules }) => `${item.family} ${item.source}: ${rules.join(', ')}`).join('\n')).toBeLessThanOrEqual(total * BENIGN_BAR);
  });

  it('SCAN-08 the corpus is the same on every run: files in sorted order, choices from one seed', () => {
    const again = generateBenignCorpus(30, parseYaml);
    expect(again.length).toBe(corpus.length);
    for (let at = 0; at < corpus.length; at += 97) expect(JSON.stringify(again[at]), String(at)).toBe(JSON.stringify(corpus[at]));
  });
});
