/**
 * The generated credential corpus (corpus.ts), scored per family against the bar of
 * issue 18: precision ≥ 0.97 and recall ≥ 0.95 in every family. Misses are listed by
 * their description (never by value) so a failing family says what it got wrong.
 */
import { describe, expect, it } from 'vitest';
import { scanForCredentials } from '../../src/credentials/index.js';
import { FAMILIES, PRECISION_BAR, RECALL_BAR, generateCorpus, scoreCorpus, type CorpusCase } from './corpus.js';

const corpus = generateCorpus();

const samePath = (a: readonly (string | number)[], b: readonly (string | number)[]) => a.length === b.length && a.every((segment, i) => segment === b[i]);

/** What the scan got wrong in a family, by recipe description. */
function mistakes(family: string): string[] {
  const wrong = new Map<string, number>();
  for (const item of corpus.filter((entry) => entry.family === family)) {
    const findings = scanForCredentials(item.list);
    const flagged = item.expect === 'flag' ? findings.some((finding) => samePath(finding.path, item.path)) : findings.length > 0;
    const correct = item.expect === 'flag' ? flagged : !flagged;
    if (!correct) {
      const label = `${item.expect === 'flag' ? 'missed' : `false finding (${findings.map((f) => f.rule).join(', ')})`}: ${item.why}`;
      wrong.set(label, (wrong.get(label) ?? 0) + 1);
    }
  }
  return [...wrong].map(([label, count]) => `${count}× ${label}`);
}

describe('credential corpus, per family', () => {
  const scores = scoreCorpus(corpus, scanForCredentials);

  it('SCAN-06 SCAN-08 every family has at least 100 positives and 100 negatives', () => {
    for (const family of FAMILIES) {
      const inFamily = corpus.filter((entry) => entry.family === family);
      expect(inFamily.filter((entry) => entry.expect === 'flag').length, family).toBeGreaterThanOrEqual(100);
      expect(inFamily.filter((entry) => entry.expect === 'pass').length, family).toBeGreaterThanOrEqual(100);
    }
  });

  it.each(FAMILIES.map((family) => [family] as const))('SCAN-06 SCAN-07 recall of %s is at least 0.95', (family) => {
    const score = scores.find((entry) => entry.family === family)!;
    expect(score.recall, mistakes(family).join('\n')).toBeGreaterThanOrEqual(RECALL_BAR);
  });

  it.each(FAMILIES.map((family) => [family] as const))('SCAN-08 precision of %s is at least 0.97', (family) => {
    const score = scores.find((entry) => entry.family === family)!;
    expect(score.precision, mistakes(family).join('\n')).toBeGreaterThanOrEqual(PRECISION_BAR);
  });

  it('SCAN-05 no finding of the corpus shows a generated secret part', () => {
    const shown = (item: CorpusCase) => {
      const serialized = JSON.stringify(scanForCredentials(item.list));
      return item.secretParts.filter((part) => serialized.includes(part));
    };
    expect(corpus.filter((item) => item.expect === 'flag').flatMap(shown)).toEqual([]);
  });
});
