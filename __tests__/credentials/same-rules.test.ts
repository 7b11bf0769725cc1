/**
 * One credential rule set (src/credentials) judges test data and script code: every
 * provider format the scan of a test list flags, the save-time check of a script flags
 * too, under the same rule id. And every rule of the catalogue is exercised: each token
 * format by a generated corpus sample, each provider-name rule by a value of its shape.
 */
import { describe, expect, it } from 'vitest';
import { scanForCredentials } from '../../src/credentials/index.js';
import { FORMAT_RULES, NAME_RULES } from '../../src/credentials/rules.js';
import { checkScript } from '../../src/definitions/scripts/check-script.js';
import { generateCorpus, randomText, seededRandom, type CorpusCase } from './corpus.js';

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

  const corpus = generateCorpus();
  const formatIds = [...new Set(FORMAT_RULES.map((rule) => rule.id))];
  /** One generated sample per format rule, preferring the token on its own. */
  const sampleOf = (id: string): CorpusCase | undefined => {
    const samples = corpus.filter((item) => item.expect === 'flag' && item.rule === id);
    return samples.find((item) => !/\s/.test(item.value)) ?? samples[0];
  };

  it('SCAN-06 CTX-06 the generated corpus has a sample of every token format', () => {
    expect(formatIds.filter((id) => sampleOf(id) === undefined)).toEqual([]);
  });

  it.each(formatIds.filter((id) => sampleOf(id) !== undefined).map((id) => [id, sampleOf(id)!] as const))(
    'SCAN-06 CTX-06 %s is flagged by the same rule in a test list and in a script',
    (id, sample) => {
      expect(scanForCredentials(testList(sample.value)).map((finding) => finding.rule)).toContain(id);
      expect(scriptRules(script(sample.value))).toEqual([`script_secret ${id}`]);
    },
  );
});

/**
 * A value of the rule's shape, drawn from its pattern (literals, escapes, classes,
 * groups with alternatives, counts): how gitleaks makes its own rule examples.
 */
function valueOfShape(pattern: string, random: () => number): string {
  let at = 0;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const atom = (): string[] => {
    const c = pattern[at]!;
    if (c === '\\') {
      const escaped = pattern[at + 1]!;
      at += 2;
      if (escaped === 'd') return [...'0123456789'];
      if (escaped === 'w') return [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_'];
      return [escaped];
    }
    if (c === '[') {
      const choices: string[] = [];
      at++;
      while (pattern[at] !== ']') {
        let from = pattern[at]!;
        if (from === '\\' && /[dw]/.test(pattern[at + 1]!)) {
          choices.push(...atom());
          continue;
        }
        if (from === '\\') from = pattern[++at]!;
        if (pattern[at + 1] === '-' && pattern[at + 2] !== ']') {
          const to = pattern[at + 2]!;
          for (let code = from.charCodeAt(0); code <= to.charCodeAt(0); code++) choices.push(String.fromCharCode(code));
          at += 3;
        } else {
          choices.push(from);
          at++;
        }
      }
      at++;
      return choices;
    }
    at++;
    return [c];
  };
  const sequence = (): string => {
    let out = '';
    while (at < pattern.length && pattern[at] !== '|' && pattern[at] !== ')') {
      let piece: () => string;
      if (pattern.startsWith('(?:', at)) {
        at += 3;
        const alternatives: string[] = [];
        for (;;) {
          alternatives.push(sequence());
          if (pattern[at] === ')') break;
          at++;
        }
        at++;
        const chosen = alternatives[0]!;
        piece = () => chosen;
      } else {
        const choices = atom();
        piece = () => pick(choices);
      }
      let count = 1;
      const counted = /^\{(\d+)(?:,(\d+))?\}/.exec(pattern.slice(at));
      if (counted) {
        count = Number(counted[1]);
        at += counted[0].length;
      } else if (pattern[at] === '?') {
        count = 0;
        at++;
      } else if (pattern[at] === '+') {
        count = 12;
        at++;
      }
      for (let i = 0; i < count; i++) out += piece();
    }
    return out;
  };
  return sequence();
}

describe('provider keys known by their name (gitleaks semi-generic rules)', () => {
  it.each(NAME_RULES.map((rule, index) => [rule.id, rule, index] as const))(
    'SCAN-06 %s: a value of its shape under its name is flagged by that rule',
    (id, rule, index) => {
      const value = valueOfShape(rule.value, seededRandom(7000 + index));
      const name = `${rule.words[0]}_api_key`;
      expect(scanForCredentials([{ config: { [name]: value } }]).map((finding) => finding.rule)).toEqual([id]);
      expect(scanForCredentials([{ text: `${name.toUpperCase()}=${value}` }]).map((finding) => finding.rule)).toEqual([id]);
    },
  );

  it('SCAN-08 a value of a provider shape under a name without the provider is judged as any other', () => {
    const value = randomText(seededRandom(7999), 'lower-alnum', 32);
    expect(scanForCredentials([{ config: { search_index: value } }])).toEqual([]);
    expect(scanForCredentials([{ config: { api_key: value } }]).map((finding) => finding.rule)).toEqual(['secret-field']);
  });
});
