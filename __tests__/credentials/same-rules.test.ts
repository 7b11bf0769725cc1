/**
 * One credential rule set (src/credentials) judges test data and script code: every
 * provider format the scan of a test list flags, the save-time check of a script flags
 * too, under the same rule id.
 */
import { describe, expect, it } from 'vitest';
import { scanForCredentials } from '../../src/credentials/index.js';
import { PATTERN_RULES } from '../../src/credentials/rules.js';
import { checkScript } from '../../src/definitions/scripts/check-script.js';
import { randomText, seededRandom, shouldFlag } from './corpus.js';

/** A test list holding the value where a mocked answer would. */
const testList = (value: string): unknown[] => [
  { name: 'reads the partner', given: { http: [{ match: { path: '/partner' }, respond: { json: { note: value } } }] } },
];

/** A script holding the value as a literal of an ordinary name. */
const script = (value: string): string => `const note = ${JSON.stringify(value)};\nreturn { note };`;

const scriptRules = (code: string): string[] =>
  checkScript(code, 'step').map((issue) => `${issue.code} ${/\(.*rule ([a-z0-9-]+)\)/.exec(issue.message)?.[1] ?? '-'}`);

describe('the same credential rules for test data and scripts', () => {
  const body = (seed: number, length: number) => randomText(seededRandom(seed), 'alnum', length);
  // Prefixes split so that no real-format token is written in the repository.
  const stripeTestKey = ['sk', 'test', body(101, 24)].join('_');
  const npmToken = ['npm', body(102, 36)].join('_');

  it('SCAN-07 CTX-06 a Stripe test-mode key is flagged in a test list and in a script', () => {
    expect(scanForCredentials(testList(stripeTestKey)).map((finding) => finding.rule)).toEqual(['stripe-key']);
    expect(scriptRules(script(stripeTestKey))).toEqual(['script_secret stripe-key']);
  });

  it('SCAN-06 CTX-06 an npm token is flagged in a test list and in a script', () => {
    expect(scanForCredentials(testList(npmToken)).map((finding) => finding.rule)).toEqual(['npm-token']);
    expect(scriptRules(script(npmToken))).toEqual(['script_secret npm-token']);
  });

  it('SCAN-08 CTX-06 a test-dummy value passes in both places', () => {
    expect(scanForCredentials(testList('Bearer test-dummy-crm_token_abcdef'))).toEqual([]);
    expect(checkScript(script('Bearer test-dummy-crm_token_abcdef'), 'step')).toEqual([]);
  });

  const formatIds = new Set(PATTERN_RULES.map((rule) => rule.id));
  const formatEntries = shouldFlag.filter((built) => formatIds.has(built.entry.rule!));

  it('SCAN-06 CTX-06 the corpus has an entry for every provider format', () => {
    expect(new Set(formatEntries.map((built) => built.entry.rule))).toEqual(formatIds);
  });

  it.each(formatEntries.map((built) => [`${built.entry.rule}: ${built.entry.why}`, built] as const))(
    'SCAN-06 CTX-06 %s is flagged by the same rule in a script',
    (_title, built) => {
      expect(scanForCredentials(built.list).map((finding) => finding.rule)).toEqual([built.entry.rule]);
      expect(scriptRules(script(built.value))).toEqual([`script_secret ${built.entry.rule}`]);
    },
  );
});
